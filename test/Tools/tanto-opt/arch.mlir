// --arch selects a built-in target description or a target file; bad ones
// are reported before any input is read.
// RUN: split-file %s %t
// RUN: tanto-opt %t/kernel.mlir --arch=wormhole_b0 | FileCheck %s
// RUN: tanto-opt %t/kernel.mlir --arch=blackhole | FileCheck %s
// RUN: tanto-opt %t/kernel.mlir --arch=%arch_dir/blackhole.toml | FileCheck %s
// RUN: not tanto-opt %t/kernel.mlir --arch=grayskull 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not tanto-opt %t/kernel.mlir --arch=%t/broken.toml 2>&1 | FileCheck %s --check-prefix=BROKEN
// RUN: not tanto-opt %t/kernel.mlir --arch=%t/inconsistent.toml 2>&1 | FileCheck %s --check-prefix=INCONSISTENT
// RUN: not tanto-opt %t/kernel.mlir --arch=%t/bad-soc.toml 2>&1 | FileCheck %s --check-prefix=BAD-SOC

// CHECK: func.func @f

// UNKNOWN: tanto-opt: error: unknown architecture `grayskull`; expected one of: wormhole_b0, blackhole, or the path of a .toml target file
// BROKEN: tanto-opt: error: {{.*}}broken.toml:3:5: invalid type: string "wide", expected u32
// INCONSISTENT: tanto-opt: error: {{.*}}inconsistent.toml: invalid target description: usable L1 range 0x100..0x80 must be non-empty and within the L1 size 0x1000; tile: the 16x12 faces must tile the 32x32 tile; noc.word_bytes (3) must be a power of two
// The [soc] table (the chip's NoC positions) must fit the grid and banks.
// BAD-SOC: tanto-opt: error: {{.*}}bad-soc.toml: invalid target description: soc.worker_columns has 1 columns but the grid has 2; soc.dram_endpoints has 2 endpoints but there are 1 DRAM banks; soc.worker_rows: y = 4 is outside the NoC; soc.dram_endpoints: [1, 1] is a worker core's position

//--- kernel.mlir
func.func @f() {
  return
}
//--- broken.toml
name = "broken"
[grid]
x = "wide"
//--- inconsistent.toml
name = "inconsistent"
description = "a target whose facts contradict each other"
grid = { x = 2, y = 2 }
l1 = { size = 4096, usable_start = 256, usable_end = 128 }
dram = { banks = 1, bank_size = 1024, interleave = "round_robin" }
dst = { slots_16bit = 8, slots_32bit = 4 }
tile = { rows = 32, cols = 32, face_rows = 16, face_cols = 12 }
noc = { word_bytes = 3, l1_alignment = 16, dram_alignment = 32, max_burst_bytes = 96, addr_local_bits = 36, node_id_bits = 6 }
latency = { dram_read = 1, dram_write = 1, l1_transfer = 1, noc_bytes_per_cycle = 1, dram_bytes_per_cycle = 1, issue = 1, sync = 1, math = { copy = 1, eltwise = 1, matmul = 1, reduce = 1, transpose = 1, unary = 1, pack = 1, tilize = 1 } }
//--- bad-soc.toml
name = "bad-soc"
description = "a target whose facts contradict each other"
grid = { x = 2, y = 2 }
l1 = { size = 4096, usable_start = 256, usable_end = 4096 }
dram = { banks = 1, bank_size = 1024, interleave = "round_robin" }
dst = { slots_16bit = 8, slots_32bit = 4 }
tile = { rows = 32, cols = 32, face_rows = 16, face_cols = 16 }
noc = { word_bytes = 32, l1_alignment = 16, dram_alignment = 32, max_burst_bytes = 96, addr_local_bits = 36, node_id_bits = 6 }
latency = { dram_read = 1, dram_write = 1, l1_transfer = 1, noc_bytes_per_cycle = 1, dram_bytes_per_cycle = 1, issue = 1, sync = 1, math = { copy = 1, eltwise = 1, matmul = 1, reduce = 1, transpose = 1, unary = 1, pack = 1, tilize = 1 } }
soc = { noc_x = 4, noc_y = 4, worker_columns = [1], worker_rows = [1, 4], dram_endpoints = [[0, 0], [1, 1]], hop_cycles = 9, niu_cycles = 5 }
