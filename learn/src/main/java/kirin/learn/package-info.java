/**
 * Training data (PackedSfenValue), gensfen, learn and kifu readers. Empty until the training issues land; the
 * module exists so the build has its final shape.
 */
package kirin.learn;
