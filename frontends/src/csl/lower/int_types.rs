//! cslc's implicit integer conversions at run time: a value widens to any
//! integer type that holds every value of its own (u16 into u32 or i32,
//! i16 into i32), two operands of different integer types meet at the one
//! that holds the other, and a shift amount takes the shifted value's type.
//! Anything else (i16 with u16, u32 into u16) needs `@as`, as in cslc.

use super::super::eval::{error, Eval};
use super::super::value::{IntType, Type};
use super::builder::{FnBuilder, Operand};
use tanto_dialects::ir::handles::ValueHandle;

/// The type two runtime operands of integer types `a` and `b` meet at.
pub(super) fn peer_int_type(a: IntType, b: IntType, span: &super::super::ast::Span) -> Eval<Type> {
    if a.widens_to(b) {
        Ok(Type::Int(b))
    } else if b.widens_to(a) {
        Ok(Type::Int(a))
    } else {
        Err(error(
            span,
            format!(
                "the operands are {} and {}: neither holds every value of the other; convert one with @as",
                Type::Int(a),
                Type::Int(b)
            ),
        ))
    }
}

impl<'c> FnBuilder<'c, '_, '_> {
    /// A shift's amount as a runtime value of the shifted value's type
    /// `ty`: cslc takes any integer type for it (a u16 amount on a u32).
    pub(super) fn shift_amount(
        &mut self,
        amount: Operand,
        ty: &Type,
        span: &super::super::ast::Span,
    ) -> Eval<ValueHandle> {
        match (amount, ty) {
            (Operand::Runtime(v, Type::Int(from)), Type::Int(to)) => {
                self.resize_int(v, from, *to, span)
            }
            (amount, ty) => self.materialize(amount, ty, span),
        }
    }
}
