#include "../common/tiles.h"
#include "../common/tiles.h"

void kernel(global<float> x, pipe<float> px, uint32 tiles) {
    for (uint32 t = 0; t < tiles; t++) {
        fetch(px, x, t);
    }
}
