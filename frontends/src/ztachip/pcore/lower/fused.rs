//! The multiply-accumulate family by name: `FMA(x1, x2, _A)` and its
//! kin, as ztachip's compiler issues them (gen.cpp, genTermFunction) and
//! its ALU runs them (HW/src/alu/alu.vhd, ztachip_pkg.vhd).
//!
//! The compiler takes three operands; the first may not be an
//! accumulator; when the second is, the second and third swap (the `2`
//! forms' opcode). It encodes no accumulator operand, so the ALU reads the
//! thread's accumulator register 0, the class's first accumulator, and
//! adds `x1 * x2` to it, or subtracts it for the `N` forms: of the
//! opcode's low bits the ALU reads only the negate bit (`fm_neg_c`). An
//! accumulator operand that is not register 0 (or no accumulator at all)
//! is ignored, with a warning.

use super::expr::{Value, VECTOR};
use super::place::{Kind, Place, Storage, ACCUMULATOR_FILE_OFFSET};
use super::{Kernel, Lowered};
use crate::ztachip::pcore::{ast::*, types};

/// The family's names; the `N` forms subtract the product.
pub(super) const FUSED: [&str; 8] = [
    "FMA", "FMS", "FNMA", "FNMS", "FMA2", "FMS2", "FNMA2", "FNMS2",
];

impl Kernel<'_> {
    /// `opcode(args)`, its result 32-bit (the caller saturates it unless
    /// it goes straight to an accumulator).
    pub(super) fn fused(&mut self, expr: &Expr, opcode: &str, args: &[Expr]) -> Lowered<Value> {
        let [x1, second, third] = args else {
            return self.refuse(
                &expr.span,
                format!("`{opcode}` takes 3 operands: x1, x2 and the accumulator `_A` it adds x1 * x2 to"),
            );
        };
        if self.names_accumulator(x1) {
            return self.refuse(
                &x1.span,
                format!("the first operand of `{opcode}` is not an accumulator (ztachip's compiler refuses it)"),
            );
        }
        let (x2, accumulator) = if self.names_accumulator(second) {
            (third, second)
        } else {
            (second, third)
        };
        if self.names_accumulator(x2) {
            return self.refuse(
                &x2.span,
                format!("`{opcode}` takes one accumulator operand"),
            );
        }
        if !self.names_first_accumulator(accumulator) {
            // ztachip's compiler takes the operand and encodes nothing for
            // it: the machine adds to register 0 whatever it names.
            self.warn(
                &accumulator.span,
                format!("ztachip's compiler ignores this operand: `{opcode}` adds to accumulator register 0, the class's first accumulator (it encodes no accumulator operand)"),
            );
        }
        let x1 = self.value(x1)?;
        let x2 = self.value(x2)?;
        self.at(&expr.span);
        let pointer = self.register(ACCUMULATOR_FILE_OFFSET);
        let sum = self.load(&Place::Accumulator { pointer }, &accumulator.span)?;
        self.at(&expr.span);
        // One ALU operation: the product and the sum are exact.
        let wide = std::mem::replace(&mut self.into_accumulator, true);
        let data = std::mem::replace(&mut self.into_data, false);
        let product = self.binary("*", x1, x2, &expr.span);
        let result = product.and_then(|product| {
            let op = if opcode.starts_with("FN") { "-" } else { "+" };
            self.binary(op, sum, product, &expr.span)
        });
        (self.into_accumulator, self.into_data) = (wide, data);
        match result? {
            Value::Vector(lanes) => Ok(Value::Vector(lanes)),
            Value::Integer(scalar) => Ok(Value::Vector(
                self.op(&format!("vector.broadcast {scalar} : i32 to {VECTOR}")),
            )),
            Value::Pointer { .. } => self.refuse(&expr.span, "a pointer is not vector data"),
        }
    }

    /// `expr` names an accumulator (`_A`, `_A[i]`).
    pub(super) fn names_accumulator(&self, expr: &Expr) -> bool {
        let mut base = expr;
        while let ExprKind::Index(inner, _) = &base.kind {
            base = inner;
        }
        let ExprKind::Name(name) = &base.kind else {
            return false;
        };
        self.lookup(name)
            .is_some_and(|v| v.kind == Kind::Accumulator)
    }

    /// `expr` names accumulator register 0: the class's first accumulator,
    /// or element 0 of it when it is an array.
    fn names_first_accumulator(&self, expr: &Expr) -> bool {
        let mut base = expr;
        while let ExprKind::Index(inner, index) = &base.kind {
            if types::constant(index) != Some(0) {
                return false;
            }
            base = inner;
        }
        let ExprKind::Name(name) = &base.kind else {
            return false;
        };
        self.lookup(name).is_some_and(|v| {
            v.kind == Kind::Accumulator && v.storage == Storage::Registers(ACCUMULATOR_FILE_OFFSET)
        })
    }
}
