/**
 * NNUE evaluation in YaneuraOu's classic {@code halfkp_256x2-32-32} layout ({@code nn.bin}, interop.md section 5.5):
 * the parameters ({@link kirin.eval.nnue.NnueNet}), reading and writing the file ({@link kirin.eval.nnue.NnueFile}),
 * seeded random nets for tests ({@link kirin.eval.nnue.NnueRandom}) and the incremental evaluator
 * ({@link kirin.eval.nnue.NnueEvaluator}).
 */
package kirin.eval.nnue;
