// Transfers shared by the reader and the writer: one 32x32 tile between a
// global buffer and a pipe frame. Included by both kernels; the guard makes a
// second inclusion empty.
#ifndef TILES_H
#define TILES_H

static constexpr uint32 TILE = 1024;

void fetch(pipe<float> p, global<float> g, uint32 tile) {
    p.reserve_back();
    p.read(0, g, tile * TILE, TILE);
    read_barrier();
    p.push_back();
}

void drain(pipe<float> p, global<float> g, uint32 tile) {
    p.wait_front();
    p.write(0, g, tile * TILE, TILE);
    write_barrier();
    p.pop_front();
}

#endif
