/**
 * Game records (interop.md section 7): CSA reading and writing ({@link CsaReader}, {@link CsaWriter}), KIF/KIFU
 * reading ({@link KifReader}), and {@link KifuFiles}, which finds record files, decodes them and picks the reader.
 * Every move is checked against core's rules as it is read.
 */
package kirin.kifu;
