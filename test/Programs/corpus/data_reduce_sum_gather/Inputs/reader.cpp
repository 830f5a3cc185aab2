// Gathered-sum reader. Every core: the scaler tile (1.0 in element 0), then
// its `tiles` input tiles from `first_tile` on, two per frame. The root
// (param is_root) then waits until all `cores` partial tiles have arrived in
// its `gather` buffer (each writer increments `arrived` after its write has
// landed) and pushes them to its compute kernel as one frame of `gathered`.

static constexpr uint32 TILE = 1024;

param<uint32> is_root;

void kernel(global<T> src, local<T> scratch, local<T> gather, semaphore arrived,
            pipe<T> scaler, pipe<T> in, pipe<T> gathered,
            uint32 first_tile, uint32 tiles, uint32 cores) {
    for (uint32 i = 0; i < TILE; i++) {
        scratch.set(i, 0.0f);
    }
    scratch.set(0, 1.0f);
    scaler.reserve_back();
    scaler.read(0, scratch, 0, TILE);
    read_barrier();
    scaler.push_back();

    in.set_frame(2);
    for (uint32 t = 0; t < tiles; t += 2) {
        in.reserve_back();
        in.read(0, src, (first_tile + t) * TILE, 2 * TILE);
        read_barrier();
        in.push_back();
    }

    if (is_root == 1) {
        arrived.wait(cores);
        gathered.set_frame(cores);
        gathered.reserve_back();
        gathered.read(0, gather, 0, cores * TILE);
        read_barrier();
        gathered.push_back();
    }
}
