package kirin.learn;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import kirin.core.Move;
import kirin.core.Position;
import kirin.core.Sfen;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The 40-byte record: layout byte by byte, both access paths, ranges. */
class PackedSfenValueTest {

    @Test
    void layoutIsLittleEndianWithZeroPadding() {
        int move = 59 | 60 << 7; // 7g7f: to 7f = 59, from 7g = 60 -> 0x1E3B
        PackedSfenValue v = PackedSfenValue.of(Position.startpos(), -2, move, 300, -1);
        byte[] buf = new byte[45];
        Arrays.fill(buf, (byte) 0x55);
        v.write(buf, 3);
        byte[] rec = Arrays.copyOfRange(buf, 3, 43);
        assertArrayEquals(PackedSfen.encode(Position.startpos()), Arrays.copyOf(rec, 32));
        assertArrayEquals(Bits.hex("fe ff 3b 1e 2c 01 ff 00"), Arrays.copyOfRange(rec, 32, 40));
        assertEquals(0x55, buf[2]);
        assertEquals(0x55, buf[43]);
        assertEquals(v, PackedSfenValue.read(buf, 3));
        assertEquals("7g7f", Move16.toUsi(v.move()));
    }

    @Test
    void byteBufferOrderDoesNotMatter() {
        PackedSfenValue v = PackedSfenValue.of(Sfen.parse("4k4/9/9/9/9/9/9/9/4K4 w P 1"), 32767, 0xFFFF & Move.WIN,
                65535, 1);
        ByteBuffer big = ByteBuffer.allocate(80).order(ByteOrder.BIG_ENDIAN);
        big.position(40);
        v.write(big);
        assertEquals(80, big.position());
        assertEquals((byte) 0xFF, big.get(32 + 40));
        assertEquals((byte) 0x7F, big.get(33 + 40));
        big.position(40);
        assertEquals(v, PackedSfenValue.read(big));
        assertEquals(80, big.position());
    }

    @Test
    void thePaddingByteCarriesTheGameEndCode() {
        byte[] rec = new byte[40];
        PackedSfenValue.of(Position.startpos(), 1, 0, 2, 0).write(rec, 0);
        assertEquals(0, rec[39], "no code: zero, as YaneuraOu writes");
        PackedSfenValue draw = PackedSfenValue.of(Position.startpos(), 1, 0, 2, 0, PackedSfenValue.END_REPETITION);
        draw.write(rec, 0);
        assertEquals(2, rec[39]);
        assertEquals(draw, PackedSfenValue.read(rec, 0));
        assertEquals(PackedSfenValue.END_REPETITION, PackedSfenValue.read(rec, 0).ending());
        // Other programs may leave any byte there: it is read as it is, and only the defined codes are draws.
        rec[39] = (byte) 0xC7;
        assertEquals(0xC7, PackedSfenValue.read(rec, 0).ending());
        assertFalse(PackedSfenValue.isDrawEnding(0xC7));
        assertEquals("code 199", PackedSfenValue.endingName(0xC7));
        assertEquals(List.of(false, false, true, true, true), List.of(PackedSfenValue.isDrawEnding(0),
                PackedSfenValue.isDrawEnding(1), PackedSfenValue.isDrawEnding(2), PackedSfenValue.isDrawEnding(3),
                PackedSfenValue.isDrawEnding(4)));
        assertTrue(draw.toString().endsWith(", end repetition]"), draw.toString());
    }

    @Test
    void fieldsOutOfRange() {
        byte[] s = new byte[32];
        assertThrows(IllegalArgumentException.class, () -> new PackedSfenValue(new byte[31], 0, 0, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new PackedSfenValue(s, 32768, 0, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new PackedSfenValue(s, 0, 65536, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new PackedSfenValue(s, 0, 0, -1, 0));
        assertThrows(IllegalArgumentException.class, () -> new PackedSfenValue(s, 0, 0, 0, 128));
        assertThrows(IllegalArgumentException.class, () -> new PackedSfenValue(s, 0, 0, 0, 0, 256));
    }

    @Test
    void positionUsesTheGamePlyAsMoveNumber() {
        PackedSfenValue v = PackedSfenValue.of(Position.startpos(), 0, 0, 0, 0);
        assertEquals(Sfen.STARTPOS, v.position().sfen());
        PackedSfenValue w = PackedSfenValue.of(Position.startpos(), 0, 0, 40, 0);
        assertEquals(40, w.position().gamePly());
        byte[] copy = v.sfen();
        copy[0] = 0;
        assertEquals(Sfen.STARTPOS, v.raw().toSfen(1));
    }
}
