package kirin.learn.train;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import kirin.core.Position;
import kirin.core.Square;
import kirin.core.search.SearchOptions;
import kirin.eval.KppTables;
import kirin.learn.PackedSfen;
import kirin.learn.PackedSfenValue;
import org.junit.jupiter.api.Test;

/** A worker's skip counts and gradients on a hand-made block of records, and the left-right mirror. */
class LearnWorkerTest {
    @Test
    void countsSkipsAndTrains() {
        List<Position> ps = TrainPositions.randomGames(20, 9, 20);
        byte[] buf = new byte[24 * PackedSfenValue.BYTES];
        for (int i = 0; i < 20; i++) {
            PackedSfenValue.of(ps.get(i), 30 * i, 0, 1 + i, 1).write(buf, i * PackedSfenValue.BYTES);
        }
        Position start = Position.startpos();
        PackedSfenValue.of(ps.get(3), 10, 0, 4, 1).write(buf, 20 * PackedSfenValue.BYTES); // duplicate of record 3
        PackedSfenValue.of(start, 10, 0, 1, 0).write(buf, 21 * PackedSfenValue.BYTES); // draw
        new PackedSfenValue(PackedSfen.encode(start), 10, 0, 1, 3).write(buf, 22 * PackedSfenValue.BYTES); // corrupt
        PackedSfenValue superior = PackedSfenValue.of(start, RecordFilter.VALUE_SUPERIOR, 0, 1, 1);
        superior.write(buf, 23 * PackedSfenValue.BYTES); // eval_limit
        SearchOptions so = new SearchOptions();
        LearnOptions o = LearnOptions.parse(List.of("x.bin"));
        try (KppTables tables = new KppTables()) {
            LearnWeights w = new LearnWeights(tables, LearnerTest.homeKings());
            RecordFilter filter = new RecordFilter(o, so);
            ValidationSet none = new ValidationSet(filter, tables, so);
            LearnWorker worker = new LearnWorker(o, tables, w, so, ElmoLoss.defaults(), filter, none, 1);
            worker.train(buf, 0, 24);
            assertEquals(20, worker.used);
            assertEquals(1, worker.skips[RecordFilter.DUPLICATE]);
            assertEquals(1, worker.skips[RecordFilter.DRAW]);
            assertEquals(1, worker.skips[RecordFilter.CORRUPT]);
            assertEquals(1, worker.skips[RecordFilter.EVAL_LIMIT]);
            assertEquals(20, worker.sums.count);
            assertEquals(20, worker.batch.size(), "one gradient record per trained position (no discount_rate)");
        }
    }

    @Test
    void mirror() {
        Position p = TrainPositions.play("7g7f 3c3d 8h2b+ 3a2b 5i6h");
        Position m = LearnWorker.mirror(p);
        assertEquals("ln1gkgsnl/1s5r1/pp1pppppp/2p6/9/6P2/PPPPPP1PP/1R3K3/LNSG1GSNL w Bb 6", m.sfen());
        assertEquals(p.sfen(), LearnWorker.mirror(m).sfen());
        assertEquals(Square.mirror(p.kingSquare(0)), m.kingSquare(0));
        assertEquals(p.sideToMove(), m.sideToMove());
    }
}
