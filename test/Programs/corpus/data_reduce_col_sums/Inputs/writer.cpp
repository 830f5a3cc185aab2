// Column-sum writer: the packed tile to tile `col` of `tiles`, and its row 0
// to elements col * 32 .. col * 32 + 31 of the row-major `vector`. Row 0 of
// a tile is two 16-element runs: columns 0-15 at element 0 of face 0,
// columns 16-31 at element 0 of face 1 (256 further).

static constexpr uint32 TILE = 1024;
static constexpr uint32 FACE = 256;

void kernel(global<T> tiles, global<T> vector, pipe<T> packed, uint32 col) {
    packed.wait_front();
    packed.write(0, tiles, col * TILE, TILE);
    packed.write(0, vector, col * 32, 16);
    packed.write(FACE, vector, col * 32 + 16, 16);
    write_barrier();
    packed.pop_front();
}
