package kirin.book;

import it.unimi.dsi.fastutil.objects.Object2ObjectOpenHashMap;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/** A book held in memory: a hash map from SFEN key to entry (fastutil, no per-probe allocation beyond the key). */
public final class MemoryBook implements Book {
    private final Object2ObjectOpenHashMap<String, BookEntry> entries = new Object2ObjectOpenHashMap<>();
    private final boolean ignorePly;

    public MemoryBook(boolean ignorePly) {
        this.ignorePly = ignorePly;
    }

    @Override
    public BookEntry find(String key) {
        return entries.get(key);
    }

    /** The entry for {@code key}, made empty if there is none. */
    public BookEntry entryFor(String key) {
        BookEntry e = entries.get(key);
        if (e == null) {
            e = new BookEntry(key);
            entries.put(key, e);
        }
        return e;
    }

    /** Replaces or adds {@code e}. */
    public void put(BookEntry e) {
        entries.put(e.sfen(), e);
    }

    public void remove(String key) {
        entries.remove(key);
    }

    @Override
    public long size() {
        return entries.size();
    }

    @Override
    public boolean ignorePly() {
        return ignorePly;
    }

    /** The entries, in no particular order (the writer sorts). */
    public Collection<BookEntry> entries() {
        return entries.values();
    }

    /** Number of moves over all entries. */
    public long moveCount() {
        long n = 0;
        for (BookEntry e : entries.values()) {
            n += e.moves().size();
        }
        return n;
    }

    /** A snapshot list of the entries. */
    public List<BookEntry> entryList() {
        return new ArrayList<>(entries.values());
    }
}
