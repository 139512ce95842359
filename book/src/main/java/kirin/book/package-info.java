/**
 * Opening book: YaneuraOu's DB2016 text format ({@link Db2016Reader}, {@link Db2016Writer}), probing in memory
 * ({@link MemoryBook}) or on disk ({@link BookOnTheFly}), move selection under YaneuraOu's book options
 * ({@link BookMoveSelector}), makebook ({@link BookMaker}, {@link BookThink}), the import of GPS Shogi's
 * {@code joseki.dat} ({@link GpsBook}) and the draw-aware minimax backup ({@link BookBackup}).
 */
package kirin.book;
