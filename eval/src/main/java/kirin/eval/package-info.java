/**
 * Evaluators and their file formats: material and the KPP/KKP tables (off-heap, YaneuraOu KPP_KKPT layout).
 * Empty until the evaluation issue lands; the module exists so the build has its final shape.
 */
package kirin.eval;
