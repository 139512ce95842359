/**
 * Training data and its tools. {@link kirin.learn.PackedSfen} packs a position into YaneuraOu's 256-bit form and
 * back; {@link kirin.learn.PackedSfenValue} is the 40-byte {@code .bin} record, read and written by
 * {@link kirin.learn.PsvReader} and {@link kirin.learn.PsvWriter}; {@link kirin.learn.ConvertPlain},
 * {@link kirin.learn.ConvertBin} and {@link kirin.learn.PsvStats} are the data tools the USI layer exposes.
 * gensfen, learn and the kifu readers are to come.
 */
package kirin.learn;
