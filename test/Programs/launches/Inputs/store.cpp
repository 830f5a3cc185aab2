// Launch 1: core `index` stores the local buffer `stage` that launch 0 left
// in its L1 to `y`. Nothing in this launch writes `stage`.
void kernel(local<int32> stage, global<int32> y, uint32 first) {
    stage.write(0, y, first, 1024);
    write_barrier();
}
