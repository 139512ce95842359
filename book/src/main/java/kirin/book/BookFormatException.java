package kirin.book;

/** A malformed line or file in a book; the message says what is wrong (and where, once the reader adds it). */
public final class BookFormatException extends Exception {
    public BookFormatException(String message) {
        super(message);
    }
}
