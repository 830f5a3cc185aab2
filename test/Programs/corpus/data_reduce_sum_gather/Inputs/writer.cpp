// Gathered-sum writer. Every core: its partial tile into tile `index` of the
// root's `gather` buffer (a remote write to core (root_x, root_y)), then,
// once the write has landed, one increment of the root's `arrived`. The
// root's writer then stores the total tile.

static constexpr uint32 TILE = 1024;

param<uint32> is_root;

void kernel(global<T> dst, local<T> gather, semaphore arrived, pipe<T> partial, pipe<T> out,
            uint32 index, uint32 root_x, uint32 root_y) {
    partial.wait_front();
    partial.write(0, gather, index * TILE, TILE, root_x, root_y);
    write_barrier();
    arrived.inc(root_x, root_y, 1);
    partial.pop_front();

    if (is_root == 1) {
        out.wait_front();
        out.write(0, dst, 0, TILE);
        write_barrier();
        out.pop_front();
    }
}
