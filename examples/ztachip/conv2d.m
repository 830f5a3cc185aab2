// 3x3 convolution of an 8-bit image: each PCORE thread gets a 4x8 tile
// with a one-pixel halo (padded with zero at the image's edge); the
// coefficients go to every PCORE's shared memory; the sums come back as
// 16-bit values.
#include "zta_stub.h"

#define TILE_H 4
#define TILE_W 8
#define PAD 1

typedef struct {
   unsigned int src, dst, coef;
   int width, height;
} conv_request;

void conv2d(conv_request *req, int y0, int x0) {
   int np = 8, nt = 16;
   // Coefficients: 9 of them, to every PCORE.
>  PCORE(8)[*].conv::coef[0:8] <= DTYPE(INT8) DDR(req->coef, 9)[:];
   // Input tiles: PCORE p, thread t gets rows y0 + 4 t .. + 5 of columns
   // x0 + 8 p - 1 .. + 8, as a 6x10 variable.
>  FOR(T=0:15) PCORE(8)[0:7].THREAD[T].conv::in(TILE_H+2*PAD, TILE_W+2*PAD)[:][:]
>     <= PAD(0) DTYPE(UINT8)
>        DDR(req->src, req->height, 8, TILE_W)[y0-PAD:y0+TILE_H*16+PAD-1][0:7][0:TILE_W-1];
>  EXE_LOCKSTEP(conv::exe, np, nt);
>  DTYPE(INT16) DDR(req->dst, req->height, req->width)[y0:y0+TILE_H-1][x0:x0+TILE_W*8-1]
>     <= PCORE(8)[0:7].THREAD[0].conv::out(TILE_H, TILE_W)[:][:];
}
