package kirin.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.NoSuchElementException;
import org.junit.jupiter.api.Test;

class TokensTest {
    @Test
    void tokensAndRest() {
        Tokens t = new Tokens("  setoption\tname  EvalDir value  my   eval\tdir  ");
        assertEquals(7, t.remaining());
        assertEquals("setoption", t.next());
        assertTrue(t.contains("value"));
        assertFalse(t.contains("setoption"));
        t.next();
        t.next();
        assertEquals("value", t.next());
        assertEquals("my   eval\tdir", t.rest());
        assertFalse(t.hasNext());
        assertEquals("", t.rest());
        assertNull(t.peek());
        assertThrows(NoSuchElementException.class, t::next);
    }

    @Test
    void blankLines() {
        assertFalse(new Tokens("").hasNext());
        assertFalse(new Tokens(" \t \r").hasNext());
    }
}
