// Each kernel is a function of the kernel ABI (docs/abi.md): upstream
// func, cf, arith and vector ops, memory through llvm ops. Lanes are
// computed in 32 bits; a store to 12-bit data saturates and writes the
// lanes `_VMASK` enables; registers live in the thread's register file.
// RUN: tanto-opt %s | FileCheck %s
// RUN: tanto-translate %s --emit=asm -o - | FileCheck %s --check-prefix=ASM

_NT16_ class c;
_share vint16 c::v[4];
_share int16 c::w[2];
vint16 *c::p;
vint32 c::_A;

// CHECK-LABEL: func.func @__tanto_zta_kernel_c__point
// CHECK-SAME: (%{{.*}}: !llvm.ptr, %{{.*}}: i32, %[[THREAD:.*]]: i32)
// CHECK-SAME: passthrough = ["no-builtins"]
_kernel_ void c::point(int i) {
   // The pointer register: thread t's file at 292 t bytes after word 7168
   // (byte 14336), the integer registers' 16 bytes first.
   // CHECK: %[[FILE:.*]] = arith.constant 292 : i32
   // CHECK: arith.muli %[[THREAD]], %[[FILE]]
   // CHECK: arith.constant 14352 : i32
   // The parameter's shadow word in the thread's private memory.
   // CHECK: %[[WORDS:.*]] = arith.constant 256 : i32
   // CHECK: arith.muli %[[THREAD]], %[[WORDS]]
   // CHECK: llvm.load %{{.*}} : !llvm.ptr -> i16
   // `&v[i]`: shared words start at 4096; a vector is 8 words.
   // CHECK: arith.constant 4096 : i32
   // CHECK: arith.constant 8 : i32
   // CHECK: llvm.store %{{.*}} : i32, !llvm.ptr
   p = &v[i];
}

// CHECK-LABEL: func.func @__tanto_zta_kernel_c__filter
_kernel_ void c::filter() {
   int k;
   // A loop is cf blocks.
   // CHECK: cf.cond_br
   for (k = 0; k < 2; k++) {
      // A vector times a broadcast scalar, added to the accumulator.
      // CHECK: llvm.load %{{.*}} : !llvm.ptr -> vector<8xi16>
      // CHECK: arith.extsi %{{.*}} : vector<8xi16> to vector<8xi32>
      // CHECK: vector.broadcast %{{.*}} : i32 to vector<8xi32>
      // CHECK: arith.muli %{{.*}} : vector<8xi32>
      // CHECK: arith.addi %{{.*}} : vector<8xi32>
      _A += p[k] * w[k];
   }
   // Lanes compared into a bit per lane, of the lanes `_VMASK` enables.
   // CHECK: %[[GT:.*]] = arith.cmpi sgt, %{{.*}} : vector<8xi32>
   // CHECK: %[[ON:.*]] = arith.cmpi ne, %{{.*}} : vector<8xi32>
   // CHECK: arith.andi %[[GT]], %[[ON]] : vector<8xi1>
   // CHECK: vector.reduction <or>, %{{.*}} : vector<8xi32> into i32
   _VMASK = GT(p[0], 0);
   // A saturating, masked store.
   // CHECK: arith.shrsi %{{.*}} : vector<8xi32>
   // CHECK: arith.constant dense<-2048> : vector<8xi32>
   // CHECK: arith.constant dense<2047> : vector<8xi32>
   // CHECK: arith.maxsi
   // CHECK: arith.minsi
   // CHECK: arith.trunci %{{.*}} : vector<8xi32> to vector<8xi16>
   // CHECK: arith.cmpi ne, %{{.*}} : vector<8xi32>
   // CHECK: arith.select %{{.*}} : vector<8xi1>, vector<8xi16>
   // CHECK: llvm.store %{{.*}} : vector<8xi16>, !llvm.ptr
   p[1] = _A >> 4;
}

// The ALU's operations by name (HW/src/alu/alu.vhd).
// CHECK-LABEL: func.func @__tanto_zta_kernel_c__named
_kernel_ void c::named() {
   int r;
   // ASN_RAW of a scalar: its value, unclipped, into the register.
   // CHECK: llvm.load %{{.*}} : !llvm.ptr -> i16
   // CHECK-NEXT: %[[WORD:.*]] = arith.extsi %{{.*}} : i16 to i32
   // CHECK-NOT: arith.maxsi
   // CHECK: llvm.store %[[WORD]], %{{.*}} : i32, !llvm.ptr
   r = ASN_RAW(w[1]);
   // ASN_RAW of a vector: each enabled lane's lowest bit.
   // CHECK: %[[ONE:.*]] = arith.constant dense<1> : vector<8xi32>
   // CHECK: arith.andi %{{.*}}, %[[ONE]] : vector<8xi32>
   // CHECK: %[[ODD:.*]] = arith.cmpi eq, %{{.*}}, %[[ONE]] : vector<8xi32>
   // CHECK: arith.andi %[[ODD]], %{{.*}} : vector<8xi1>
   // CHECK: vector.reduction <or>, %{{.*}} : vector<8xi32> into i32
   r = ASN_RAW(v[2]);
   // MUL's result is a 12-bit temporary: saturated before SUB.
   // CHECK: arith.muli %{{.*}} : vector<8xi32>
   // CHECK-NEXT: arith.constant dense<-2048>
   // CHECK-NEXT: arith.constant dense<2047>
   // CHECK-NEXT: arith.maxsi
   // CHECK-NEXT: arith.minsi
   // CHECK: arith.subi %{{.*}} : vector<8xi32>
   v[3] = SUB(MUL(v[0], r), 30);
   // SHR(n, x) shifts x, its second operand, by n: one instruction, so
   // by 0 to 3.
   // CHECK: %[[DATA:.*]] = arith.extsi %{{.*}} : vector<8xi16> to vector<8xi32>
   // CHECK: arith.maxsi
   // CHECK: arith.minsi
   // CHECK: %[[BY:.*]] = vector.broadcast %{{.*}} : i32 to vector<8xi32>
   // CHECK-NEXT: arith.shrsi %[[DATA]], %[[BY]] : vector<8xi32>
   v[2] = SHR(2, v[1]);
}

// Conditions on lanes: an `if` holds when every lane `_VMASK` enables
// holds, a loop goes on while some enabled lane does (gen.cpp's jumps).
// The PCOREs jump together: a jump on data asks the runtime, which ORs
// the integer unit's flags over the PCOREs (5 is NE: the ALU's lane bits
// not zero).
// CHECK-LABEL: func.func @__tanto_zta_kernel_c__lanes
_kernel_ void c::lanes() {
   int n;
   // The `if` jumps past its branch when some enabled lane fails.
   // CHECK: %[[FAILS:.*]] = arith.cmpi sle, %{{.*}} : vector<8xi32>
   // CHECK: %[[ON:.*]] = arith.cmpi ne, %{{.*}} : vector<8xi32>
   // CHECK: %[[COUNTED:.*]] = arith.andi %[[FAILS]], %[[ON]] : vector<8xi1>
   // CHECK: %[[SOME:.*]] = vector.reduction <or>, %[[COUNTED]] : vector<8xi1> into i1
   // CHECK: %[[BITS:.*]] = arith.extui %[[SOME]] : i1 to i32
   // CHECK: %[[NE:.*]] = arith.constant 5 : i32
   // CHECK: %[[JUMPS:.*]] = call @tanto_rt_zta_jump(%[[NE]], %[[BITS]]) : (i32, i32) -> i32
   // CHECK: %[[PAST:.*]] = arith.cmpi ne, %[[JUMPS]], %{{.*}} : i32
   // CHECK: %[[HOLDS:.*]] = arith.xori %[[PAST]], %{{.*}} : i1
   // CHECK: cf.cond_br %[[HOLDS]]
   if (v[0] > v[1])
      n = 1;
   // `!` reverses the lanes' comparison, not the branch.
   // CHECK: arith.cmpi sgt, %{{.*}} : vector<8xi32>
   // CHECK: vector.reduction <or>
   // CHECK: call @tanto_rt_zta_jump
   if (!(v[0] > v[1]))
      n = 2;
   // The loop jumps back when some enabled lane holds.
   // CHECK: %[[SOME:.*]] = arith.cmpi sgt, %{{.*}} : vector<8xi32>
   // CHECK: %[[COUNTED:.*]] = arith.andi %[[SOME]], %{{.*}} : vector<8xi1>
   // CHECK: %[[ANY:.*]] = vector.reduction <or>, %[[COUNTED]] : vector<8xi1> into i1
   // CHECK: %[[BITS:.*]] = arith.extui %[[ANY]] : i1 to i32
   // CHECK: %[[JUMPS:.*]] = call @tanto_rt_zta_jump(%{{.*}}, %[[BITS]])
   // CHECK: %[[BACK:.*]] = arith.cmpi ne, %[[JUMPS]], %{{.*}} : i32
   // CHECK: cf.cond_br %[[BACK]]
   while (v[2] > n)
      n++;
   // `?:` picks a whole vector.
   // CHECK: arith.cmpi slt, %{{.*}} : vector<8xi32>
   // CHECK: call @tanto_rt_zta_jump
   // CHECK: arith.select %{{.*}}, %{{.*}}, %{{.*}} : vector<8xi32>
   v[3] = (v[0] >= 0) ? v[0] : v[1];
   // Of `a || b` in an `if`, the compiler jumps into the branch when `a`
   // holds on some lane (not reversed), then past it when `b` fails on
   // some lane.
   // CHECK: arith.cmpi sgt, %{{.*}} : vector<8xi32>
   // CHECK: vector.reduction <or>
   // CHECK: call @tanto_rt_zta_jump
   // CHECK: arith.cmpi sge, %{{.*}} : vector<8xi32>
   // CHECK: vector.reduction <or>
   // CHECK: call @tanto_rt_zta_jump
   // CHECK: arith.andi %{{.*}}, %{{.*}} : i1
   if (v[0] > 5 || v[1] < 0)
      n = 3;
}

// Jumps on integers: `tid`, constants, `_global` parameters and the
// kernel's `int`s computed from them are alike on every PCORE, and each
// jumps as it would alone; `pid` or data differ, so their jumps ask the
// runtime with the integer unit's difference (0 is LT, 3 GE, 4 EQ).
// CHECK-LABEL: func.func @__tanto_zta_kernel_c__integers
_kernel_ void c::integers() {
   int i, k, n;
   k = tid * 2;
   // A comparison is the sign of the 13-bit difference.
   // CHECK: %[[SUB:.*]] = arith.subi %{{.*}}, %{{.*}} : i32
   // CHECK: %[[HIGH:.*]] = arith.shli %[[SUB]], %c19_i32{{[_0-9]*}} : i32
   // CHECK: %[[WORD:.*]] = arith.shrsi %[[HIGH]], %c19_i32{{[_0-9]*}} : i32
   // CHECK: %[[BY:.*]] = arith.cmpi slt, %[[WORD]], %c0_i32{{[_0-9]*}} : i32
   // CHECK-NEXT: cf.cond_br %[[BY]]
   for (i = 0; i < k; i++)
      n = i;
   // CHECK: arith.subi %{{.*}}, %{{.*}} : i32
   // CHECK: arith.shli
   // CHECK: %[[DIFFERENCE:.*]] = arith.shrsi %{{.*}}, %c19_i32{{[_0-9]*}} : i32
   // CHECK: %[[GE:.*]] = arith.constant 3 : i32
   // CHECK: call @tanto_rt_zta_jump(%[[GE]], %[[DIFFERENCE]])
   // CHECK: arith.xori
   if (pid < 2)
      n = 4;
   // CHECK: arith.subi %arg1, %c0_i32{{[_0-9]*}} : i32
   // CHECK: call @tanto_rt_zta_jump(%c4_i32{{[_0-9]*}},
   // CHECK: cf.cond_br
   // CHECK: arith.subi %arg1, %c3_i32{{[_0-9]*}} : i32
   // CHECK: call @tanto_rt_zta_jump(%c4_i32{{[_0-9]*}},
   // CHECK: cf.cond_br
   // CHECK-NOT: cf.switch
   switch (pid) {
   case 0:
      n = 5;
      break;
   case 3:
      n = 6;
      break;
   }
   // A label is the jump's 13-bit field: 8193 is 1, and the first of the
   // two is taken.
   // CHECK: cf.switch %{{.*}} : i32, [
   // CHECK-NEXT: default: ^[[EXIT:bb[0-9]+]],
   // CHECK-NEXT: 1: ^[[ONE:bb[0-9]+]]
   // CHECK-NEXT: ]
   switch (tid) {
   case 8193:
      n = 7;
      break;
   case 1:
      n = 8;
      break;
   }
   // `int` registers are 13 bits: a constant is its 13-bit field (8000 is
   // -192), each result its low 13 bits, a shift by the distance's low 4
   // bits (20 is 4).
   // CHECK: %[[FIELD:.*]] = arith.constant -192 : i32
   // CHECK: llvm.store %[[FIELD]]
   k = 4000 + 4000;
   // CHECK: %[[SUM:.*]] = arith.addi %{{.*}}, %{{.*}} : i32
   // CHECK: arith.shli %[[SUM]], %c19_i32{{[_0-9]*}} : i32
   // CHECK: arith.shrsi
   n = k + tid;
   // CHECK: %[[FOUR:.*]] = arith.constant 4 : i32
   // CHECK: %[[SHIFTED:.*]] = arith.shli %{{.*}}, %[[FOUR]] : i32
   // CHECK: arith.shli %[[SHIFTED]], %c19_i32{{[_0-9]*}} : i32
   n = n << 20;
}

// One index past an array's dimensions picks a lane: `v[2][5]` is word
// 8 * 2 + 5 of `v`, one 12-bit word.
// CHECK-LABEL: func.func @__tanto_zta_kernel_c__lane
_kernel_ void c::lane() {
   // CHECK: %[[LANES:.*]] = arith.constant 8 : i32
   // CHECK: %[[FIRST:.*]] = arith.muli %{{.*}}, %[[LANES]] : i32
   // CHECK: %[[VECTOR:.*]] = arith.addi %{{.*}}, %[[FIRST]] : i32
   // CHECK: %[[FIVE:.*]] = arith.constant 5 : i32
   // CHECK: arith.addi %[[VECTOR]], %[[FIVE]] : i32
   // CHECK: llvm.load %{{.*}} : !llvm.ptr -> i16
   // CHECK-NOT: vector<8xi16>
   // CHECK: llvm.store %{{.*}} : i16, !llvm.ptr
   w[0] = v[2][5];
}

// The kernels are functions of the object that call nothing but the
// lockstep jump of a condition on data.
// ASM-LABEL: __tanto_zta_kernel_c__point:
// ASM-NOT: call
// ASM-LABEL: __tanto_zta_kernel_c__filter:
// ASM-NOT: call
// ASM-LABEL: __tanto_zta_kernel_c__named:
// ASM-NOT: call
// ASM-LABEL: __tanto_zta_kernel_c__lanes:
// ASM-NOT: call {{[^t]}}
// ASM: call tanto_rt_zta_jump
// ASM-NOT: call {{[^t]}}
// ASM: .Lfunc_end

// A kernel may use a member declared after it (ztachip's compiler reads
// every declaration first): `late` is the shared vector after `v`'s 32
// words, at word 4096 + 32.
// CHECK-LABEL: func.func @__tanto_zta_kernel_c__early
// CHECK: arith.constant 4128 : i32
_kernel_ void c::early() {
   late[0] = v[0];
}
_share vint16 c::late[1];

// `switch` on a value alike on every PCORE (a `_global` parameter):
// cf.switch to each case's block, falling through to the next.
// CHECK-LABEL: func.func @__tanto_zta_kernel_c__choose
// CHECK: cf.switch %{{.*}} : i32, [
// CHECK-NEXT: default: ^[[DEFAULT:bb[0-9]+]],
// CHECK-NEXT: 1: ^[[ONE:bb[0-9]+]],
// CHECK-NEXT: 2: ^[[TWO:bb[0-9]+]]
// CHECK: ^[[ONE]]:
// CHECK: cf.br ^[[TWO]]
// CHECK: ^[[TWO]]:
_kernel_ void c::choose(_global int m) {
   switch (m) {
   case 1:
      w[0] = 1;
   case 2:
      w[1] = 2;
      break;
   default:
      w[0] = 0;
   }
}

// A vector expression's temporaries are 12-bit words (saturated), as
// ztachip's compiler keeps them in private memory; into an accumulator
// they stay 32-bit, written to every lane (an accumulator's write takes
// no `_VMASK`: xregister_file.vhd).
// CHECK-LABEL: func.func @__tanto_zta_kernel_c__temporaries
// CHECK: arith.muli %{{.*}} : vector<8xi32>
// CHECK-NEXT: arith.constant dense<-2048>
// CHECK-NEXT: arith.constant dense<2047>
// CHECK-NEXT: arith.maxsi
// CHECK-NEXT: arith.minsi
// CHECK: arith.shrsi
// CHECK: %[[PRODUCT:.*]] = arith.muli %{{.*}} : vector<8xi32>
// CHECK-NEXT: llvm.store %[[PRODUCT]], %{{.*}} {alignment = 4 : i64} : vector<8xi32>, !llvm.ptr
_kernel_ void c::temporaries() {
   v[0] = (v[1] * v[2]) >> 4;
   _A = v[1] * v[2];
}

// Shifts as the ALU makes them, at most 3 a step: a distance held in an
// `int` shifts data by 0 to 3; an accumulator shifted by a constant past
// 3 is left shifted by all the steps but the last (7 = 3 + 3, then 1).
// CHECK-LABEL: func.func @__tanto_zta_kernel_c__shifts
// CHECK: %[[LEAST:.*]] = arith.maxsi %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %[[THREE:.*]] = arith.constant 3 : i32
// CHECK-NEXT: arith.minsi %[[LEAST]], %[[THREE]] : i32
// CHECK: arith.shrsi %{{.*}} : vector<8xi32>
// CHECK: %[[ACC:.*]] = llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> vector<8xi32>
// CHECK: arith.constant 6 : i32
// CHECK: %[[STEPPED:.*]] = arith.shrsi %[[ACC]], %{{.*}} : vector<8xi32>
// CHECK: llvm.store %{{.*}} {alignment = 4 : i64} : vector<8xi32>, !llvm.ptr
// CHECK: arith.constant 1 : i32
// CHECK: arith.shrsi %[[STEPPED]], %{{.*}} : vector<8xi32>
_kernel_ void c::shifts(_global int k) {
   v[0] = v[1] >> k;
   v[1] = _A >> 7;
}

// The multiply-accumulate family by name: the product taken from (FNMA)
// accumulator register 0, `_A`; assigned to an accumulator the result
// keeps its 32 bits.
// CHECK-LABEL: func.func @__tanto_zta_kernel_c__fused
// CHECK: %[[PRODUCT:.*]] = arith.muli %{{.*}} : vector<8xi32>
// CHECK-NEXT: %[[SUM:.*]] = arith.subi %{{.*}}, %[[PRODUCT]] : vector<8xi32>
// CHECK-NEXT: llvm.store %[[SUM]], %{{.*}} {alignment = 4 : i64} : vector<8xi32>, !llvm.ptr
_kernel_ void c::fused() {
   _A = FNMA(v[0], v[1], _A);
}

// A floating-point constant is its value truncated toward zero, as in
// ztachip's constant table.
// CHECK-LABEL: func.func @__tanto_zta_kernel_c__float_constant
// CHECK: %[[TWO:.*]] = arith.constant 2 : i32
// CHECK-NEXT: vector.broadcast %[[TWO]] : i32 to vector<8xi32>
_kernel_ void c::float_constant() {
   v[0] = v[1] * 2.9;
}

// An `int16` scalar going to 12-bit data is computed in the vector ALU:
// its temporaries saturate (the sum before the shift), and it shifts as
// lane 0 of a vector does.
// CHECK-LABEL: func.func @__tanto_zta_kernel_c__scalars
// CHECK: %[[LOW:.*]] = arith.maxsi %[[SUM:.*]], %{{.*}} : i32
// CHECK-NEXT: %[[SAT:.*]] = arith.minsi %[[LOW]], %{{.*}} : i32
// CHECK: %[[LANES:.*]] = vector.broadcast %[[SAT]] : i32 to vector<8xi32>
// CHECK: arith.shrsi %[[LANES]], %{{.*}} : vector<8xi32>
// CHECK: vector.extract %{{.*}}[0] : i32 from vector<8xi32>
_kernel_ void c::scalars() {
   w[0] = (w[1] + w[1]) >> 1;
}

// A 32-bit `unsigned` constant wraps: 0xFFFFFFFF is -1.
// CHECK-LABEL: func.func @__tanto_zta_kernel_c__unsigned_constant
// CHECK: %[[ALL:.*]] = arith.constant -1 : i32
// CHECK: arith.xori %[[ALL]], %{{.*}} : i32
_kernel_ void c::unsigned_constant() {
   _VMASK = 0xFFFFFFFF;
}

// A subroutine is inlined where a kernel calls it: no function of its
// own; its vector result saturates to 12 bits.
// CHECK-NOT: func.func @{{.*}}square
// CHECK-LABEL: func.func @__tanto_zta_kernel_c__calls
// CHECK: arith.muli %{{.*}} : vector<8xi32>
// CHECK: arith.maxsi
// CHECK: arith.minsi
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : vector<8xi32>, !llvm.ptr
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> vector<8xi32>
vint16 c::square(vint16 x) {
   return x * x;
}
_kernel_ void c::calls() {
   v[0] = c::square(v[1]);
}
