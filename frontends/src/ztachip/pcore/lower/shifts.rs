//! Shifts of vector data as ztachip's compiler issues them and its ALU
//! runs them. One ALU instruction shifts by at most 3 (HW/src/alu/alu.vhd:
//! a 2-bit distance; a larger scalar distance gives 3, a negative one 0;
//! zta.h's `MAX_SHIFT_DISTANCE`), so gen.cpp splits:
//!
//! - a constant distance into steps of 3, which on 12-bit data end where
//!   one shift by the whole distance would (each step saturates, and
//!   saturation is monotone); an accumulator operand (`_A >> 9`) takes the
//!   steps but the last itself, so it is left shifted by all but them;
//! - a distance held in an `int`, only for an accumulator operand, into a
//!   loop that shifts the accumulator itself by the whole distance; of
//!   other data it is one instruction, so the distance is clamped to 0..=3.
//!
//! Named `SHL(n, x)` and `SHR(n, x)` are one instruction: 0..=3 as well.
//! An `int16` scalar going to 12-bit data shifts in the vector ALU too.

use super::expr::{Value, VECTOR};
use super::place::{Kind, Place};
use super::{Kernel, Lowered};
use crate::ztachip::pcore::{ast::*, types};

/// The ALU's largest shift in one instruction (zta.h's `MAX_SHIFT_DISTANCE`).
pub(super) const STEP: i64 = 3;

impl Kernel<'_> {
    /// `left << right` or `left >> right` of an expression.
    pub(super) fn shift_expression(
        &mut self,
        expr: &Expr,
        op: &str,
        left: &Expr,
        right: &Expr,
    ) -> Lowered<Value> {
        let accumulator = self.named_accumulator(left)?;
        // Into an accumulator, the shifted operand is a 12-bit temporary
        // but for a chain of the same shift (gen.cpp genTermCalculation
        // generates operands with `_isExReg` false): `_A = (a + b) >> 1`
        // saturates `a + b` first.
        let wide = self.into_accumulator;
        let chained = wide
            && !left.parenthesized()
            && matches!(&left.kind, ExprKind::Binary(o, ..) if o == op);
        let value = match &accumulator {
            Some(place) => self.load(place, &left.span)?,
            None => {
                self.into_accumulator = chained;
                let value = self.value(left);
                self.into_accumulator = wide;
                value?
            }
        };
        let distance = self.value(right)?;
        self.at(&expr.span);
        self.shift(
            op,
            value,
            distance,
            types::constant(right),
            accumulator.as_ref(),
            &expr.span,
        )
    }

    /// `value op distance` (`op` is `<<` or `>>`), `constant` the
    /// distance when the program gives it as a constant, `accumulator`
    /// the accumulator `value` was loaded from, which the shift leaves
    /// shifted as the machine does.
    pub(super) fn shift(
        &mut self,
        op: &str,
        value: Value,
        distance: Value,
        constant: Option<i64>,
        accumulator: Option<&Place>,
        span: &Span,
    ) -> Lowered<Value> {
        // A scalar for 12-bit data shifts in the vector ALU: as lane 0.
        if let (true, Value::Integer(scalar), Value::Integer(_)) =
            (self.into_data, &value, &distance)
        {
            let lanes = self.op(&format!("vector.broadcast {scalar} : i32 to {VECTOR}"));
            let shifted = self.shift(op, Value::Vector(lanes), distance, constant, None, span)?;
            let Value::Vector(shifted) = shifted else {
                return Ok(shifted);
            };
            return Ok(Value::Integer(
                self.op(&format!("vector.extract {shifted}[0] : i32 from {VECTOR}")),
            ));
        }
        // Integer registers shift in the integer unit; a vector of
        // distances shifts each lane by its own.
        let (Value::Vector(lanes), Value::Integer(distance)) = (&value, &distance) else {
            return self.binary(op, value, distance, span);
        };
        let wide = self.into_accumulator;
        let shifted = match (accumulator, constant) {
            (None, Some(c)) => self.shift_by_constant(op, lanes, c, wide),
            (None, None) => {
                let one_step = self.clamp_distance(distance, Some(STEP));
                self.shift_lanes(op, lanes, &one_step)
            }
            (Some(place), Some(c)) if c > STEP => {
                // Every step but the last goes back to the accumulator.
                let stepped = STEP * ((c - 1) / STEP);
                let left = self.shift_by_constant(op, lanes, stepped, true);
                self.store(place, Value::Vector(left.clone()), span)?;
                self.shift_by_constant(op, &left, c - stepped, true)
            }
            (Some(_), Some(c)) => self.shift_by_constant(op, lanes, c, true),
            (Some(place), None) => {
                let whole = self.clamp_distance(distance, None);
                let left = self.shift_lanes(op, lanes, &whole);
                self.store(place, Value::Vector(left.clone()), span)?;
                left
            }
        };
        Ok(Value::Vector(if wide {
            shifted
        } else {
            self.clamp(&shifted, VECTOR)
        }))
    }

    /// Named `SHL(n, x)` / `SHR(n, x)`: one instruction.
    pub(super) fn one_step_shift(
        &mut self,
        op: &str,
        data: Value,
        n: Value,
        span: &Span,
    ) -> Lowered<Value> {
        let n = match n {
            Value::Integer(n) => Value::Integer(self.clamp_distance(&n, Some(STEP))),
            vector => vector,
        };
        self.binary(op, data, n, span)
    }

    /// The accumulator `expr` names (`_A`, `_A[i]`), whose place a shift
    /// of it writes back; None for any other operand.
    fn named_accumulator(&mut self, expr: &Expr) -> Lowered<Option<Place>> {
        match &expr.kind {
            ExprKind::Name(name) => {
                let variable = self.variable(name)?;
                if variable.kind == Kind::Accumulator && variable.shape.is_empty() {
                    return Ok(Some(self.place_of(&variable)));
                }
                Ok(None)
            }
            ExprKind::Index(..) => {
                if !self.names_accumulator(expr) {
                    return Ok(None);
                }
                let place = self.place(expr)?;
                Ok(matches!(place, Place::Accumulator { .. }).then_some(place))
            }
            _ => Ok(None),
        }
    }

    /// `lanes` shifted by the constant `c` as a chain of ALU steps does:
    /// exact in 32 bits (`wide`), or with each step saturated to 12 bits,
    /// which ends where one saturated shift by `c` does.
    fn shift_by_constant(&mut self, op: &str, lanes: &str, c: i64, wide: bool) -> String {
        let c = c.max(0);
        if op == "<<" && wide && c >= 32 {
            return self.op(&format!("arith.constant dense<0> : {VECTOR}"));
        }
        // Past 20 a 12-bit value other than 0 saturates either way, and
        // the 32-bit shift does not wrap; `>>` by 31 fills with the sign.
        let c = match op {
            "<<" if !wide => c.min(20),
            "<<" => c,
            _ => c.min(31),
        };
        let distance = self.constant(c);
        self.shift_lanes(op, lanes, &distance)
    }

    /// `lanes` shifted by the `i32` `distance` (0..=31 or, for `<<`, a
    /// distance past 31 gives 0).
    fn shift_lanes(&mut self, op: &str, lanes: &str, distance: &str) -> String {
        let arith = if op == "<<" {
            "arith.shli"
        } else {
            "arith.shrsi"
        };
        let last = self.constant(31);
        let bounded = self.op(&format!("arith.minsi {distance}, {last} : i32"));
        let amounts = self.op(&format!("vector.broadcast {bounded} : i32 to {VECTOR}"));
        let shifted = self.op(&format!("{arith} {lanes}, {amounts} : {VECTOR}"));
        if op == ">>" {
            return shifted;
        }
        let past = self.op(&format!("arith.cmpi sgt, {distance}, {last} : i32"));
        let zero = self.op(&format!("arith.constant dense<0> : {VECTOR}"));
        self.op(&format!(
            "arith.select {past}, {zero}, {shifted} : {VECTOR}"
        ))
    }

    /// `distance` at least 0 and, with `most`, at most `most`.
    fn clamp_distance(&mut self, distance: &str, most: Option<i64>) -> String {
        let zero = self.constant(0);
        let at_least = self.op(&format!("arith.maxsi {distance}, {zero} : i32"));
        match most {
            Some(most) => {
                let most = self.constant(most);
                self.op(&format!("arith.minsi {at_least}, {most} : i32"))
            }
            None => at_least,
        }
    }
}
