// Transfers between DDR and the scratch-pad: each statement is a function
// named after the file, its arguments the statement's non-literal C
// expressions; the DDR window, the scratch-pad and a staging element, per
// element type, are zta.space ops. One loop walks the destination; the counter splits into
// each side's indices (rightmost fastest, FOR-bound ones outside), each
// checked against its dimension; an element outside the source reads PAD.
// RUN: tanto-opt %s --pass-pipeline='builtin.module(canonicalize,cse)' | FileCheck %s

#define W 8
typedef struct { unsigned char *src; int w, h; } request;

// A 1-D copy, 8-bit, DDR to scratch: noc.read per element, PAD outside.
// CHECK-LABEL: func.func @__tanto_zta_ddr_scratch_0(
// CHECK-SAME: %[[N:.*]]: i32 {tanto.name = "n-1"}, %[[PAD:.*]]: i32 {tanto.name = "fill"}, %[[P:.*]]: i32 {tanto.name = "req->src"})
// CHECK: %[[DDR:.*]] = "zta.space"() {space = "ddr"} : () -> !noc.global<i8>
// CHECK-NEXT: %[[SCRATCH:.*]] = "zta.space"() {space = "scratch"} : () -> !noc.local<i8>
// CHECK-NEXT: "zta.space"() {space = "stage"} : () -> !noc.local<i8>
// CHECK: %[[COUNT:.*]] = arith.addi %[[N]], %c1_i32
// CHECK: %[[BYTE:.*]] = arith.trunci %[[PAD]] : i32 to i8
// CHECK: scf.for
// CHECK: scf.if
// CHECK-NEXT: scf.if
// An address past the DDR window is the control core's own memory: a load.
// CHECK-NEXT: %[[OUTSIDE:.*]] = arith.cmpi uge, %[[AT:.*]], %c16777216_i32 : i32
// CHECK-NEXT: %[[POINTER:.*]] = llvm.inttoptr %[[AT]] : i32 to !llvm.ptr
// CHECK-NEXT: scf.if %[[OUTSIDE]] {
// CHECK-NEXT: %[[LOADED:.*]] = llvm.load %[[POINTER]] : !llvm.ptr -> i8
// CHECK-NEXT: "noc.set"(%[[SCRATCH]], %{{.*}}, %[[LOADED]]) : (!noc.local<i8>, i32, i8) -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "noc.read"(%[[SCRATCH]], %{{.*}}, %[[DDR]], %[[AT]], %c1_i32) : (!noc.local<i8>, i32, !noc.global<i8>, i32, i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: "noc.set"(%[[SCRATCH]], %{{.*}}, %[[BYTE]]) : (!noc.local<i8>, i32, i8) -> ()
// CHECK: "noc.read_barrier"() : () -> ()
// CHECK-NEXT: "noc.write_barrier"() : () -> ()
void copy_row(request *req, int n, int fill) {
> DTYPE(UINT8) SCRATCH(0, 256)[0:n-1] <= PAD(fill) DTYPE(UINT8) DDR(req->src, 1024)[0:n-1];
}

// 16-bit elements: the byte pointer halves into an element offset; a
// FOR-bound index walks outermost (rows of the destination fastest).
// CHECK-LABEL: func.func @__tanto_zta_ddr_scratch_1(
// CHECK: "zta.space"() {space = "ddr"} : () -> !noc.global<i16>
// CHECK: arith.shrui
// CHECK: scf.for
// CHECK: "noc.read"(%{{.*}}) : (!noc.local<i16>, i32, !noc.global<i16>, i32, i32) -> ()
void transpose(short *p) {
> FOR(C=0:W-1) DTYPE(INT16) SCRATCH(0, 8, 8)[:][C]
>   <= DTYPE(INT16) DDR(p, 8, 8)[:][:];
}

// Scratch to DDR is a noc.write from the scratch-pad; a `+` dimension has
// no upper bound check; REPEAT wraps the source.
// CHECK-LABEL: func.func @__tanto_zta_ddr_scratch_2(
// CHECK: "noc.write"(%{{.*}}) : (!noc.local<i8>, i32, !noc.global<i8>, i32, i32) -> ()
// CHECK-LABEL: func.func @__tanto_zta_ddr_scratch_3(
// CHECK: arith.remsi
// CHECK: "noc.read"(%{{.*}}) : (!noc.local<i8>, i32, !noc.local<i8>, i32, i32) -> ()
void spill(unsigned char *out, int w) {
> DTYPE(INT8) DDR(out, 4, w+)[0:3][0:7] <= DTYPE(INT8) SCRATCH(0, 32)[:];
> DTYPE(INT8) SCRATCH(64, 32)[:] <= REPEAT DTYPE(INT8) SCRATCH(0, 4)[:];
}

// DDR to DDR goes through the staging element; an overlapped dimension
// bounds each block of T elements.
// CHECK-LABEL: func.func @__tanto_zta_ddr_scratch_4(
// CHECK: "noc.read"(%[[STAGE:.*]], %c0_i32, %{{.*}}) : (!noc.local<i8>, i32, !noc.global<i8>, i32, i32) -> ()
// CHECK-NEXT: "noc.read_barrier"
// CHECK: %[[ELEMENT:.*]] = "noc.get"(%[[STAGE]], %c0_i32)
// CHECK: "noc.set"(%[[STAGE]], %c0_i32, %[[ELEMENT]])
// CHECK-NEXT: "noc.write"(%[[STAGE]], %c0_i32, %{{.*}}) : (!noc.local<i8>, i32, !noc.global<i8>, i32, i32) -> ()
void pack(unsigned char *a, unsigned char *b) {
> DTYPE(UINT8) DDR(b, 12)[:] <= DTYPE(UINT8) DDR(a, 10(4, 3))[:][:];
}

// A tensor bounded in total (ztachip's `MEM(p, T(a, b, ...))`, the whole
// tensor's dimensions given after its size, a `+` unchecked): its element
// offset inside the block, against T, joins each index's own check. Here
// rows (h, unchecked) of w, bounded by len: no upper check on the row; the
// column's check, then the total's.
// CHECK-LABEL: func.func @__tanto_zta_ddr_scratch_5(
// CHECK-SAME: %[[LEN:[^:]*]]: i32 {tanto.name = "len"}
// CHECK-SAME: %[[W:[^:]*]]: i32 {tanto.name = "w"})
// CHECK: scf.for
// CHECK: %[[ROW:.*]] = arith.muli %{{.*}}, %[[W]] : i32
// CHECK: arith.cmpi slt, %{{.*}}, %[[W]] : i32
// CHECK: %[[WITHIN:.*]] = arith.addi %{{.*}}, %{{.*}} : i32
// CHECK: arith.cmpi slt, %[[WITHIN]], %[[LEN]] : i32
// CHECK: "noc.read"
void rows(unsigned char *a, int h, int w, int len) {
> DTYPE(UINT8) SCRATCH(0, 8, 8)[0:h-1][0:w-1] <= DTYPE(UINT8) MEM(a, len(h+, w))[0:h-1][0:w-1];
}

// A constant source (`INT8(v)`, `INT16(v)`) is its value at every element
// the destination walks: no read, a noc.set of the value narrowed to the
// element type (its own type when no side has a DTYPE).
// CHECK-LABEL: func.func @__tanto_zta_ddr_scratch_6(
// CHECK-SAME: %[[V:.*]]: i32 {tanto.name = "v"})
// CHECK: %[[BYTE:.*]] = arith.trunci %[[V]] : i32 to i8
// CHECK: scf.for
// CHECK-NOT: "noc.read"
// CHECK: "noc.set"(%{{.*}}, %{{.*}}, %[[BYTE]]) : (!noc.local<i8>, i32, i8) -> ()
// CHECK-NOT: "noc.read"
// CHECK: return
void clear(int v) {
> SCRATCH(0, 16)[:] <= INT8(v);
}

// A data type held in a C value (the guide's `(fmt)`): the transfer is
// built once per type of the target, chosen by the value's code (INT16 3,
// INT8 2, UINT8 4); a code of no type moves nothing.
// CHECK-LABEL: func.func @__tanto_zta_ddr_scratch_7(
// CHECK-SAME: %[[FMT:.*]]: i32 {tanto.name = "fmt"}
// CHECK-DAG: "zta.space"() {space = "scratch"} : () -> !noc.local<i8>
// CHECK-DAG: "zta.space"() {space = "scratch"} : () -> !noc.local<i16>
// CHECK: %[[IS16:.*]] = arith.cmpi eq, %[[FMT]], %c3_i32 : i32
// CHECK-NEXT: scf.if %[[IS16]] {
// CHECK: "noc.read"(%{{.*}}) : (!noc.local<i16>, i32, !noc.global<i16>, i32, i32) -> ()
// CHECK: } else {
// CHECK: %[[IS8:.*]] = arith.cmpi eq, %[[FMT]], %c2_i32 : i32
// CHECK-NEXT: scf.if %[[IS8]] {
// CHECK: "noc.read"(%{{.*}}) : (!noc.local<i8>, i32, !noc.global<i8>, i32, i32) -> ()
// CHECK: arith.cmpi eq, %[[FMT]], %c4_i32 : i32
void typed(int fmt, unsigned char *p) {
> (fmt)SCRATCH(0, 8)[:] <= (fmt)DDR(p, 8)[:];
}

// A C value named like a type (`INTFMT`, not a type's own spelling such as
// INT32) gives the type at run time too, as ztachip's compiler reads it.
// CHECK-LABEL: func.func @__tanto_zta_ddr_scratch_8(
// CHECK-SAME: %[[CODE:.*]]: i32 {tanto.name = "INTFMT"}
// CHECK: arith.cmpi eq, %[[CODE]], %c3_i32 : i32
void typed_by_name(int INTFMT, unsigned char *p) {
> DTYPE(INTFMT) SCRATCH(0, 8)[:] <= DTYPE(INTFMT) DDR(p, 8)[:];
}
