package kirin.usi.csa;

/** A message from the CSA server that breaks the protocol (malformed, truncated or out of order). */
public final class CsaProtocolException extends Exception {
    public CsaProtocolException(String message) {
        super(message);
    }
}
