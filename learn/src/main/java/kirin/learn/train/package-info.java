/**
 * Building blocks of the {@code learn} command (elmo loss, AdaGrad, YaneuraOu's KPP_KKPT learner; interop.md 3.2 to
 * 3.4): {@link kirin.learn.train.LeafSearch} finds the PV leaf and the shallow value of a training position,
 * {@link kirin.learn.train.ElmoLoss} turns teacher score, shallow value and game result into a gradient and the loss
 * line's quantities, {@link kirin.learn.train.GradientBatch} records one thread's gradients and
 * {@link kirin.learn.train.LearnWeights} holds the float weights, ties them by symmetry and steps them with AdaGrad
 * (its {@code GradientAccumulator} spreads the batches over the gradient tables, its {@code AdaGradUpdate} steps the
 * tied groups). {@link kirin.learn.train.Learner} runs the whole command: its {@code RecordStream} reads the training
 * files, {@code RecordFilter} decides which records are skipped, {@code LearnWorker}s train in parallel,
 * {@code ValidationSet} holds out records for the loss line and {@code LearnSaves} writes the tables and the loss
 * curve.
 *
 * <p>One mini-batch, per worker thread and record: {@code leaf = leafSearch.search(pos)}, {@code delta =
 * loss.gradient(teacher, leaf.shallow(), result)}, {@code batch.addGradient(leaf.position(), pos.sideToMove(),
 * delta)}; then, with the workers idle, {@code weights.update(eta)} and, to play or save,
 * {@code weights.writeTo(tables)}.
 */
package kirin.learn.train;
