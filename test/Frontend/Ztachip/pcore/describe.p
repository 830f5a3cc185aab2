// A PCORE program with every construct of ztachip's readable apps: the
// description (classes, kernels, variables and their places) as JSON.
// RUN: tanto-translate %s --emit=describe -I %S/Inputs | FileCheck %s
// The extension decides, or --ztachip-pcore does:
// RUN: cp %s %t.pcore && tanto-translate --ztachip-pcore %t.pcore --emit=describe -I %S/Inputs -I %S | FileCheck %s --check-prefix=FLAG
// FLAG: "name": "blur"

#include "pcore_defs.h"
#include "Inputs/blur.h"

_NT8_ class blur;

// Declared scalar first: shared vectors are still placed first.
_share int16 blur::k[KSZ][KSZ];
_share vint16 blur::inbuf[TILE*THREADS];
_share vint16 blur::outbuf[THREADS];
vint16 *blur::in_p;
int16 *blur::k_p;
int blur::pad;
vint32 blur::_A;
vint32 blur::acc[2];
int16 blur::scale;
vint16 blur::top[2];

#define MAC(X, Y) { _A += (X) * (Y); }

_kernel_ void blur::init(int _pad, _global int offset, vint16 bias) {
   int i, j;
   i = tid + offset;
   j = (i & 7) + (i >> 3) * (TILE + _pad - 1);
   in_p = &inbuf[j];
   k_p = &k[0][0];
   pad = _pad;
   top[0] = bias;
}

_kernel_ void blur::exe() {
   int x, y;
   vint16 *p;
   vint16 c[2], u;
   p = in_p;
   _A = 0;
#pragma unroll
   for (y = 0; y < KSZ; y++) {
#pragma unroll
      for (x = 0; x < KSZ; x++) {
         MAC(p[0], k[y][x]);
         p++;
      }
      p += pad;
   }
   u = -top[1];
   c[0] = _A >> BLUR_SCALE;
   c[1] = c[0] + u;
   _VMASK = LT(c[1], 0);
   c[1] = 0;
   _VMASK = -1;
   acc[1] = ASN_RAW(c[1]);
   outbuf[tid] = c[1];
   if (pad > 1) {
      pad = pad - 1;
   } else {
      pad = 1;
   }
}

// A macro over several lines, a pointer from an array's name, pointer
// arithmetic, a loop without the pragma, shifts by a register, several
// pointers in one declaration.
#define SUM2(OUT, IN) { _A = IN[0]; \
                        _A += IN[1]; \
                        OUT = _A >> pad; }

_kernel_ void blur::finish(int16 bias2) {
   vint16 *p, *q;
   int i;
   p = top;
   q = in_p + i * ((6 + TILE) << 1);
   for (i = 0; i < 2; i++)
   {
      SUM2(top[i], p);
      q[i] = top[i] + bias2;
   }
}

// A second class overlays the first: its places start at 0 again.
_share vint16 add::sum[THREADS];

_kernel_ void add::exe(vint16 x1, vint16 x2, vint16 y) {
   y = x1 + x2;
   sum[tid] = y;
}

// CHECK:      "classes": [
// CHECK-NEXT:   {
// CHECK-NEXT:     "name": "blur",
// CHECK-NEXT:     "threads": 8,
// CHECK-NEXT:     "variables": [
// k: 9 scalar words after inbuf (512 words) and outbuf (128).
// CHECK-NEXT:       {
// CHECK-NEXT:         "name": "k",
// CHECK-NEXT:         "element": "int16",
// CHECK-NEXT:         "element_bits": 12,
// CHECK-NEXT:         "lanes": 1,
// CHECK-NEXT:         "pointer": false,
// CHECK-NEXT:         "space": "shared",
// CHECK-NEXT:         "shape": [
// CHECK-NEXT:           3,
// CHECK-NEXT:           3
// CHECK-NEXT:         ],
// CHECK-NEXT:         "words": 9,
// CHECK-NEXT:         "word_offset": 640,
// CHECK-NEXT:         "element_offset": 640
// CHECK:              "name": "inbuf",
// CHECK:              "words": 512,
// CHECK-NEXT:         "word_offset": 0,
// CHECK-NEXT:         "element_offset": 0
// CHECK:              "name": "outbuf",
// CHECK:              "space": "shared",
// CHECK:              "words": 128,
// CHECK-NEXT:         "word_offset": 512,
// CHECK-NEXT:         "element_offset": 64
// Pointer registers in declaration order.
// CHECK:              "name": "in_p",
// CHECK-NEXT:         "element": "vint16",
// CHECK:              "pointer": true,
// CHECK-NEXT:         "space": "pointer",
// CHECK:              "word_offset": 0,
// CHECK:              "name": "k_p",
// CHECK-NEXT:         "element": "int16",
// CHECK:              "space": "pointer",
// CHECK:              "word_offset": 1,
// CHECK:              "name": "pad",
// CHECK:              "space": "integer",
// CHECK:              "word_offset": 0,
// Accumulators: _A, then acc after its 8 words.
// CHECK:              "name": "_A",
// CHECK-NEXT:         "element": "vint32",
// CHECK-NEXT:         "element_bits": 32,
// CHECK:              "space": "accumulator",
// CHECK:              "word_offset": 0,
// CHECK:              "name": "acc",
// CHECK:              "words": 16,
// CHECK-NEXT:         "word_offset": 8,
// CHECK-NEXT:         "element_offset": 1
// Private: the vectors (top) first, then the scalar.
// CHECK:              "name": "scale",
// CHECK:              "space": "private",
// CHECK:              "word_offset": 16,
// CHECK:              "name": "top",
// CHECK:              "space": "private",
// CHECK:              "words": 16,
// CHECK-NEXT:         "word_offset": 0,
// CHECK:          "kernels": [
// CHECK-NEXT:       {
// CHECK-NEXT:         "name": "init",
// CHECK-NEXT:         "params": [
// CHECK-NEXT:           {
// The int's private shadow after the vector bias, both after the class's 17
// private words rounded up to 24.
// CHECK-NEXT:             "name": "_pad",
// CHECK-NEXT:             "element": "int",
// CHECK-NEXT:             "lanes": 1,
// CHECK-NEXT:             "pointer": false,
// CHECK-NEXT:             "global": false,
// CHECK-NEXT:             "space": "private",
// CHECK-NEXT:             "word_offset": 32
// CHECK:                  "name": "offset",
// CHECK:                  "global": true,
// CHECK-NEXT:             "space": "integer",
// CHECK-NEXT:             "word_offset": 3
// CHECK:                  "name": "bias",
// CHECK-NEXT:             "element": "vint16",
// CHECK-NEXT:             "lanes": 8,
// CHECK:                  "space": "private",
// CHECK-NEXT:             "word_offset": 24
// CHECK:              "private_words": 33
// CHECK:              "name": "exe",
// CHECK-NEXT:         "params": [],
// CHECK-NEXT:         "private_words": 24
// CHECK:              "name": "finish",
// CHECK:                  "name": "bias2",
// CHECK-NEXT:             "element": "int16",
// CHECK-NEXT:             "lanes": 1,
// CHECK:                  "word_offset": 24
// 512 + 128 + 9 shared words, rounded up to a vector.
// CHECK:          "shared_words": 656,
// CHECK-NEXT:     "private_words": 17,
// CHECK-NEXT:     "accumulator_words": 24,
// CHECK-NEXT:     "integer_registers": 1,
// CHECK-NEXT:     "pointer_registers": 2
// CHECK:          "name": "add",
// CHECK-NEXT:     "threads": 16,
// CHECK:              "name": "sum",
// CHECK:              "word_offset": 0,
// CHECK:              "name": "exe",
// CHECK:                  "name": "x1",
// CHECK:                  "word_offset": 0
// CHECK:                  "name": "x2",
// CHECK:                  "word_offset": 8
// CHECK:                  "name": "y",
// CHECK:                  "word_offset": 16
