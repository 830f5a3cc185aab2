// EXE_LOCKSTEP and EXE become zta.exe (tanto_rt_zta_exe): the
// kernel is a link-time symbol for `class::kernel` (also `$class::kernel`)
// or a C value; a lone C value is a command (ztaBuildKernelFunc's) whose
// kernel and counts the library reads, all of them for a plain kernel.
// RUN: tanto-opt %s | FileCheck %s
// RUN: tanto-translate %s --emit=llvm -o - | FileCheck %s --check-prefix=LLVM
// RUN: tanto-translate %s --emit=llvm -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN --implicit-check-not=error:

// CHECK-LABEL: func.func @__tanto_zta_commands_0(
// CHECK-SAME: %[[K:.*]]: i32 {tanto.name = "__tanto_zta_kernel_convolution__exe"}, %[[NP:.*]]: i32 {tanto.name = "np"}, %[[NT:.*]]: i32 {tanto.name = "nt"})
// CHECK: "zta.exe"(%[[K]], %[[NP]], %[[NT]]) {lockstep} : (i32, i32, i32) -> ()
// CHECK-LABEL: func.func @__tanto_zta_commands_1(
// CHECK-SAME: %[[F:.*]]: i32 {tanto.name = "__tanto_zta_numbered_kernel((__tanto_zta_command_kernel((func))))"}, %[[P:.*]]: i32 {tanto.name = "__tanto_zta_command_pcores((func), 8)"}, %[[T:.*]]: i32 {tanto.name = "__tanto_zta_command_threads((func), 16)"})
// CHECK: "zta.exe"(%[[F]], %[[P]], %[[T]]) : (i32, i32, i32) -> ()
// LLVM: @__tanto_zta_kernel_convolution__exe = external
// LLVM: call void @tanto_rt_zta_exe(i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 1)
void run_layer(int np, int nt, unsigned int func) {
> EXE_LOCKSTEP(convolution::exe, np, nt);
> EXE(func);
}

// ztachip's tensor-engine log switches and its build's export list change
// nothing a program computes: their statements transfer nothing.
// CHECK-LABEL: func.func @__tanto_zta_commands_2(
// CHECK-NOT: "noc.read"(
// CHECK-NOT: "noc.write"(
// CHECK-NOT: "zta.exe"
// CHECK: return
void logged(void) {
> LOG_ON;
> EXPORT(logged);
> LOG_OFF;
}

// Arguments past the third: ztachip's compiler reads three and ignores the
// rest, so they are ignored with a located warning.
// CHECK-LABEL: func.func @__tanto_zta_commands_5(
// CHECK: "zta.exe"(%{{.*}}, %{{.*}}, %{{.*}}) {lockstep} : (i32, i32, i32) -> ()
// WARN: warning: EXE_LOCKSTEP takes a kernel, PCOREs and threads: these arguments are ignored, as ztachip's compiler ignores them
// WARN-NEXT: --> {{.*}}commands.m:[[@LINE+2]]:42
void extra(int np) {
> EXE_LOCKSTEP(convolution::exe, np, 16, 0, 1);
}
