/**
 * Scale-out on Apache Spark ({@code ./kirin-spark}): gensfen as N tasks writing PackedSfenValue shards atomically
 * through Hadoop's FileSystem API ({@link kirin.scale.GensfenJob}), a global shuffle into equal shards
 * ({@link kirin.scale.ShuffleJob}), statistics over a data set ({@link kirin.scale.StatsJob}) and matches with game
 * pairs as tasks ({@link kirin.scale.MatchJob}). The same jobs run embedded ({@code local[*]}) and on any Spark
 * master. Spark is a provided dependency: it is never part of the engine's jar.
 */
package kirin.scale;
