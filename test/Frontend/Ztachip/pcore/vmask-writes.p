// `_VMASK` enables the lanes of a vector store only, as ztachip's hardware
// writes: an accumulator's write enable is one bit for its 8 lanes
// (xregister_file.vhd) and the ALU lanes take no mask, so `_A = in * 3`
// is a plain store of every lane; an `int16` is one word, whose write the
// register file enables by its address alone (register_file.vhd), a plain
// store too, and a constant assigned to it is the constant table's 12-bit
// word (3000 is 952); the vector store keeps its old lanes where the mask
// is clear. pcore_runs.rs `vmask_enables_only_the_lanes_of_vector_stores`
// and `accumulators_and_words_take_what_ztachips_listings_give_them` run
// them.
// RUN: tanto-opt %s | FileCheck %s
// RUN: sed 's|^//BAD||' %s > %t.p && not tanto-opt %t.p 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

_NT16_ class m;
_share vint16 m::in;
_share vint16 m::out;
int16 m::x;
vint32 m::_A;

// CHECK-LABEL: func.func @__tanto_zta_kernel_m__exe(
// CHECK: %[[PRODUCT:.*]] = arith.muli %{{.*}} : vector<8xi32>
// CHECK-NEXT: llvm.store %[[PRODUCT]], %{{.*}} {alignment = 4 : i64} : vector<8xi32>, !llvm.ptr
// CHECK: %[[WORD:.*]] = arith.constant 952 : i32
// CHECK: arith.maxsi %[[WORD]]
// CHECK: %[[X:.*]] = arith.trunci %{{.*}} : i32 to i16
// CHECK-NEXT: %[[AT:.*]] = llvm.getelementptr
// CHECK-NEXT: llvm.store %[[X]], %[[AT]] {alignment = 2 : i64} : i16, !llvm.ptr
// CHECK: %[[NEW:.*]] = arith.trunci %{{.*}} : vector<8xi32> to vector<8xi16>
// CHECK: %[[ENABLED:.*]] = arith.cmpi ne, %{{.*}} : vector<8xi32>
// CHECK-NEXT: %[[OLD:.*]] = llvm.load
// CHECK-NEXT: arith.select %[[ENABLED]], %[[NEW]], %[[OLD]] : vector<8xi1>, vector<8xi16>
_kernel_ void m::exe() {
   _VMASK = 0x5A;
   _A = in * 3;
   x = 3000;
   out = in + 1;
//BAD   _VMASK = in;
}

// ERR: error: `_VMASK` takes an integer (a bit per lane)
// ERR-NEXT: --> {{.*}}.p:[[#@LINE-4]]:4
