//! Conditions of `if`, loops and `?:`: comparisons of scalars, and of
//! vector lanes as ztachip's compiler branches on them.

use super::expr::{Quantifier, Value, MASK, VECTOR};
use super::{Kernel, Lowered};
use crate::ztachip::pcore::ast::*;

impl Kernel<'_> {
    /// An `i1` that is true where `expr` is not zero. A comparison with a
    /// vector operand, or a vector, tests its lanes as ztachip's compiler
    /// branches on them (gen.cpp): it compares into the ALU's result, a
    /// bit per lane `_VMASK` enables, and jumps when that is not zero. An
    /// `if` or `?:` jumps past its branch on the reversed comparison, so
    /// it holds when every enabled lane holds ([`Quantifier::All`]); a
    /// loop jumps back on the comparison itself, so it goes on while some
    /// enabled lane holds ([`Quantifier::Any`]). `!`, `&&` and `||`
    /// combine the tests as the jumps do.
    pub fn condition(&mut self, expr: &Expr, quantifier: Quantifier) -> Lowered<String> {
        self.test(expr, quantifier, false)
    }

    fn test(&mut self, expr: &Expr, quantifier: Quantifier, negated: bool) -> Lowered<String> {
        const COMPARISONS: [(&str, &str, &str); 6] = [
            ("==", "eq", "ne"),
            ("!=", "ne", "eq"),
            ("<", "slt", "sge"),
            ("<=", "sle", "sgt"),
            (">", "sgt", "sle"),
            (">=", "sge", "slt"),
        ];
        match &expr.kind {
            ExprKind::Prefix(op, operand) if op == "!" => {
                return self.test(operand, quantifier, !negated)
            }
            ExprKind::Binary(op, left, right) if op == "&&" || op == "||" => {
                let a = self.test(left, quantifier, negated)?;
                let b = self.test(right, quantifier, negated)?;
                self.at(&expr.span);
                let both = (op == "&&") != negated;
                let combine = if both { "arith.andi" } else { "arith.ori" };
                return Ok(self.op(&format!("{combine} {a}, {b} : i1")));
            }
            _ => {}
        }
        let compared = match &expr.kind {
            ExprKind::Binary(op, left, right) => COMPARISONS
                .iter()
                .find(|(c, ..)| c == op)
                .map(|&(_, holds, fails)| (if negated { fails } else { holds }, left, right)),
            _ => None,
        };
        let (predicate, left, right) = match compared {
            Some((predicate, left, right)) => {
                let left = self.value(left)?;
                let right = self.value(right)?;
                (predicate, left, right)
            }
            None => {
                let value = self.value(expr)?;
                let predicate = if negated { "eq" } else { "ne" };
                (predicate, value, Value::Integer(self.constant(0)))
            }
        };
        self.at(&expr.span);
        match (left, right) {
            (left @ Value::Vector(_), right) | (left, right @ Value::Vector(_)) => {
                let left = self.vector(left, &expr.span)?;
                let right = self.vector(right, &expr.span)?;
                let holds = self.op(&format!(
                    "arith.cmpi {predicate}, {left}, {right} : {VECTOR}"
                ));
                let enabled = self.enabled_lanes();
                Ok(match quantifier {
                    Quantifier::All => {
                        let ones = self.op(&format!("arith.constant dense<true> : {MASK}"));
                        let disabled = self.op(&format!("arith.xori {enabled}, {ones} : {MASK}"));
                        let passes = self.op(&format!("arith.ori {holds}, {disabled} : {MASK}"));
                        self.op(&format!(
                            "vector.reduction <and>, {passes} : {MASK} into i1"
                        ))
                    }
                    Quantifier::Any => {
                        let counts = self.op(&format!("arith.andi {holds}, {enabled} : {MASK}"));
                        self.op(&format!("vector.reduction <or>, {counts} : {MASK} into i1"))
                    }
                })
            }
            (
                Value::Integer(a) | Value::Pointer { word: a, .. },
                Value::Integer(b) | Value::Pointer { word: b, .. },
            ) => Ok(self.op(&format!("arith.cmpi {predicate}, {a}, {b} : i32"))),
        }
    }
}
