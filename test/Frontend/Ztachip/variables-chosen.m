// A tensor variable defined in both branches of a C `if` (ztachip's conv.m
// does so): the use has a variant per definition of its C function, and C
// calls the variant of the definition the program ran last (ztachip's
// tensor engine keeps a variable's definition in registers).
// RUN: tanto-translate --ztachip %s --emit=llvm -o - | FileCheck %s
// RUN: not tanto-translate --ztachip %S/Inputs/too-many-definitions.m --emit=llvm -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERROR

// The use's two variants: MEM(p, 64)[0:7] from element 0, [8:15] from 8.
// CHECK-LABEL: define void @__tanto_zta_variables_chosen_2(
// CHECK-NOT: {{(add|or disjoint) i32 %[0-9]+, 8$}}
// CHECK: call void @tanto_rt_noc_read(
// CHECK-LABEL: define void @__tanto_zta_variables_chosen_3(
// CHECK: {{(add|or disjoint) i32 %[0-9]+, 8$}}
// CHECK: call void @tanto_rt_noc_read(
// C picks the variant by the branch taken.
// CHECK-LABEL: define dso_local void @variables(
// CHECK: icmp eq i32 %1, 0
// CHECK-DAG: call void @__tanto_zta_variables_chosen_2(
// CHECK-DAG: call void @__tanto_zta_variables_chosen_3(
void variables(unsigned int p, int flat) {
  if (flat) {
> $w := DTYPE(INT16) MEM(p, 64)[0:7];
  } else {
> $w := DTYPE(INT16) MEM(p, 64)[8:15];
  }
> SCRATCH(0, 16)[0:7] <= $w;
}

// Where the text shows which definition a use takes (the last one before
// it, a statement of a block around it, with no loop around the use that
// defines the variable again), the use has that one variant and nothing
// records a choice, however many definitions the function makes: ztachip's
// compiler restores the last definition so. The use in the loop after which
// the loop defines $r again keeps its two variants.
// Statements 4 to 7 (a definition, its use, twice) are one function each;
// the loop's use is two (9 and 10), and clang, peeling the loop's first
// pass, calls each where its definition is known.
// CHECK-LABEL: define dso_local void @pairs(
// CHECK-NOT: __tanto_zta_def_s
// CHECK: call void @__tanto_zta_variables_chosen_5(
// CHECK-NEXT: call void @tanto_rt_noc_read_barrier()
// CHECK-NEXT: call void @tanto_rt_noc_write_barrier()
// CHECK-NEXT: call void @__tanto_zta_variables_chosen_7(
// CHECK: call void @__tanto_zta_variables_chosen_9(
// CHECK: call void @__tanto_zta_variables_chosen_10(
// CHECK: ret void
void pairs(unsigned int p, int n) {
  int i;
> $s := DTYPE(INT16) MEM(p, 64)[0:7];
> SCRATCH(0, 16)[0:7] <= $s;
> $s := DTYPE(INT16) MEM(p, 64)[8:15];
> SCRATCH(0, 16)[8:15] <= $s;
> $r := DTYPE(INT16) MEM(p, 64)[16:23];
  for (i = 0; i < n; i++) {
> SCRATCH(0, 16)[0:7] <= $r;
> $r := DTYPE(INT16) MEM(p, 64)[24:31];
  }
}

// ERROR: error: this statement's tensor variables have 72 combinations of the definitions their C function makes (at most 64)
// ERROR-NEXT: --> {{.*}}too-many-definitions.m:56:1
