// An overflow lists every buffer with its size and cores, the total and the
// budget; bad options are reported.
// RUN: not tanto-opt %s --pass-pipeline='builtin.module(tanto-l1-alloc{l1-limit=0x1a000})' 2>&1 | FileCheck %s
// RUN: not tanto-opt %s --pass-pipeline='builtin.module(tanto-l1-alloc{alignment=24})' 2>&1 | FileCheck %s --check-prefix=ALIGN
// RUN: not tanto-opt %s --pass-pipeline='builtin.module(tanto-l1-alloc{arch=grayskull})' 2>&1 | FileCheck %s --check-prefix=ARCH

// A pipe is its tiles plus a 32-byte control block.
// CHECK: error: the program needs 6208 bytes of L1 on one core but 4096 are usable (0x19000..0x1a000); a did not fit. Buffers:
// CHECK-NEXT: pipe `a`: 4128 bytes on cores (0,0)-(0,0)
// CHECK-NEXT: pipe `b`: 2080 bytes on cores (0,0)-(1,1)
// CHECK-NEXT: total 6208 bytes, budget 4096 bytes

// ALIGN: tanto-l1-alloc: alignment must be a power of two
// ARCH: unknown architecture `grayskull`

module attributes {tanto.arch = "wormhole_b0"} {
  "pipe.decl"() {capacity = 2 : i64, sym_name = "a", element = bf16, frame = 1 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
  "pipe.decl"() {capacity = 1 : i64, sym_name = "b", element = bf16, frame = 1 : i64, cores = array<i64: 0, 0, 1, 1>} : () -> ()
}
