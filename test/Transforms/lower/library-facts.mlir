// The device library takes its target facts from the target file, set
// through the IR after parsing (no text substitution): the DRAM bank count
// (the interleaving modulus and the length of the bank table) and the NoC
// address shifts (x, y; a multicast's start corner above them). A target
// file with 5 banks, 32 local bits and 7-bit node ids changes each one.
// RUN: sed -e 's/^banks = 8/banks = 5/' -e 's/^addr_local_bits = 36/addr_local_bits = 32/' -e 's/^node_id_bits = 6/node_id_bits = 7/' -e '/^\[soc\]/,$d' %arch_dir/blackhole.toml > %t.toml
// RUN: tanto-opt %s --arch=%t.toml --pass-pipeline='builtin.module(tanto-lower-noc-to-llvm)' | FileCheck %s
// RUN: tanto-opt %s --arch=blackhole --pass-pipeline='builtin.module(tanto-lower-noc-to-llvm)' | FileCheck %s --check-prefix=BUILTIN

// CHECK: llvm.mlir.global external @tanto_dram_bank_xy() {addr_space = 0 : i32, sym_visibility = "private"} : !llvm.array<5 x i32>
// CHECK-NOT: tanto.library_fact
// CHECK-LABEL: func.func private @tanto.noc.xy
// CHECK-NEXT: arith.constant 32 : i64
// CHECK-NEXT: arith.constant 39 : i64
// CHECK-LABEL: func.func private @tanto.noc.mcast
// CHECK-NEXT: arith.constant 32 : i64
// CHECK-NEXT: arith.constant 39 : i64
// CHECK-NEXT: arith.constant 46 : i64
// CHECK-NEXT: arith.constant 53 : i64
// CHECK-LABEL: func.func private @tanto.noc.dram
// CHECK-NEXT: arith.constant 5 : i32

// BUILTIN: !llvm.array<8 x i32>
// BUILTIN-LABEL: func.func private @tanto.noc.xy
// BUILTIN-NEXT: arith.constant 36 : i64
// BUILTIN-NEXT: arith.constant 42 : i64
// BUILTIN-LABEL: func.func private @tanto.noc.dram
// BUILTIN-NEXT: arith.constant 8 : i32

func.func @reads(%local: !noc.local<bf16>, %g: !noc.global<bf16>, %off: i32, %n: i32) attributes {tanto.role = "read"} {
  "noc.read"(%local, %off, %g, %off, %n) : (!noc.local<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
  return
}
