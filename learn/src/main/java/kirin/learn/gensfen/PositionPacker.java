package kirin.learn.gensfen;

import kirin.core.Position;

/** Writes the 32-byte packed form of a position (interop.md section 4.2) at an offset. */
@FunctionalInterface
public interface PositionPacker {
    void pack(Position pos, byte[] dst, int offset);
}
