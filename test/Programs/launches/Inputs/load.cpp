// Launch 0: core `index` loads its 1024 elements of `x` into the local
// buffer `stage`, adding 1 to each (scalar get/set), and ends.
void kernel(global<int32> x, local<int32> stage, uint32 first) {
    stage.read(0, x, first, 1024);
    read_barrier();
    for (uint32 i = 0; i < 1024; i++) {
        stage.set(i, stage.get(i) + 1);
    }
}
