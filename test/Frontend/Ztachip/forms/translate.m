// tanto-translate compiles a tensor program to one RV32 module: the
// statements' functions (their memory spaces from tanto_rt_zta_space, their
// transfers as NoC calls) linked with the program's C, compiled by clang-22
// with each statement replaced by a call.
// RUN: tanto-translate %s --emit=llvm -o - | FileCheck %s
// RUN: tanto-translate %s --emit=obj -o %t.o && llvm-objdump -t %t.o | FileCheck %s --check-prefix=OBJ

#define ROW 16

// CHECK: target triple = "riscv32-unknown-elf"
// CHECK-LABEL: define void @__tanto_zta_translate_0(i32 %0, i32 %1, i32 %2)
// CHECK-DAG: call i32 @tanto_rt_zta_space(i32 0, i32 0, i32 1)
// CHECK-DAG: call i32 @tanto_rt_zta_space(i32 1, i32 0, i32 1)
// CHECK-DAG: call void @tanto_rt_noc_read(
// CHECK-DAG: call void @tanto_rt_noc_read_barrier()
// CHECK-LABEL: define {{.*}}void @load_row(
// CHECK: call void @__tanto_zta_translate_0(i32 noundef 16, i32 noundef %{{.*}}, i32 noundef 15)
// OBJ-DAG: g F .text {{.*}} load_row
// OBJ-DAG: g F .text {{.*}} __tanto_zta_translate_0
// OBJ-DAG: *UND* {{.*}} tanto_rt_zta_space
void load_row(unsigned char *image, int row) {
  unsigned char *line = image + row * ROW;
> DTYPE(UINT8) SCRATCH(0, ROW)[:] <= DTYPE(UINT8) DDR(line, ROW)[0:ROW-1];
}
