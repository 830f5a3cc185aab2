// SFPU ops with scalar parameters passed as bit patterns (uint32), and a
// float helper argument converted at the call.
// RUN: tanto-opt %s -DT=float | FileCheck %s
// RUN: tanto-opt %s -DT=float --tanto-default --tanto-stats -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: remark: dma-coalesce @kernel: {{[0-9]+}} NoC transfers before, [[AFTER:[0-9]+]] after, lower bound [[AFTER]]
// DEFAULT: remark: schedule @kernel: estimated
// DEFAULT: remark: l1-alloc: peak [[PEAK:[0-9]+]] bytes of L1 per core, liveness lower bound [[PEAK]]
// RUN: tanto-translate %s -DT=float --emit=obj -O2 -o %t.o && llvm-objdump -d %t.o | FileCheck %s --check-prefix=OBJ
// OBJ: file format elf32-littleriscv
// OBJ: <sfpu_params_compute__kernel>:
// CHECK: "tile.unary"(%{{.*}}, %{{.*}}, %{{.*}}) {fn = "leaky_relu"}
// CHECK: "tile.unary"(%{{.*}}, %{{.*}}, %{{.*}}) {fn = "mul_scalar"}
// The float argument is a constant: (uint32)2.0f folds to 2.
// CHECK: "tile.unary"(%{{.*}}, %{{.*}}, %c2_i32) {fn = "add_scalar"}

static constexpr uint32 SLOPE_BITS = 0x3c23d70au; // 0.01f

void scale_and_shift(math<float> acc, uint32 slot, uint32 scale_bits, float shift) {
    acc.mul_scalar(slot, scale_bits);
    acc.add_scalar(slot, (uint32)shift);
}

void kernel(pipe<T> in, pipe<T> out, uint32 n, uint32 scale_bits) {
    for (uint32 i = 0; i < n; i++) {
        in.wait_front();
        out.reserve_back();
        math<float> acc;
        acc.copy(in, 0, 1);
        acc.leaky_relu(1, SLOPE_BITS);
        scale_and_shift(acc, 1, scale_bits, 2.0f);
        acc.pack(1, out);
        in.pop_front();
        out.push_back();
    }
}
