/**
 * Evaluators and their file formats: the KPP/KKP tables (off-heap, YaneuraOu KPP_KKPT or KPPT layout), the incremental
 * {@link kirin.eval.KppEvaluator}, loading and saving of the three table files, and import of Bonanza's
 * {@code fv.bin}.
 */
package kirin.eval;
