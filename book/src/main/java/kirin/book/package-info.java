/**
 * Opening book: YaneuraOu's text format, probing and makebook. Empty until the book issue lands; the module
 * exists so the build has its final shape.
 */
package kirin.book;
