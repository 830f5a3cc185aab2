// The vector ALU's scalar operands are 12-bit words: a constant is read
// from ztachip's constant table, whose 16-bit entries become 12-bit PCORE
// words (the sign and the low 11 bits: 3000 is 952), and an `int`
// register comes through the ALU's 12-bit scalar port (its low 12 bits).
// pcore_runs.rs `pcore_words_are_twelve_bits_in_transfers_constants_and_scalars`
// runs both.
// RUN: tanto-opt %s | FileCheck %s

_NT16_ class w;
_share vint16 w::v;
_share vint16 w::out[2];

// CHECK-LABEL: func.func @__tanto_zta_kernel_w__exe(
// CHECK: %[[WORD:.*]] = arith.constant 952 : i32
// CHECK-NEXT: %[[LANES:.*]] = vector.broadcast %[[WORD]] : i32 to vector<8xi32>
// CHECK-NEXT: arith.muli %{{.*}}, %[[LANES]] : vector<8xi32>
// CHECK: %[[TWENTY:.*]] = arith.constant 20 : i32
// CHECK-NEXT: %[[UP:.*]] = arith.shli %[[K:.*]], %[[TWENTY]] : i32
// CHECK-NEXT: %[[LOW:.*]] = arith.shrsi %[[UP]], %[[TWENTY]] : i32
// CHECK-NEXT: vector.broadcast %[[LOW]] : i32 to vector<8xi32>
_kernel_ void w::exe() {
   int k;
   k = tid + 5000;
   out[0] = v * 3000;
   out[1] = v + k;
}
