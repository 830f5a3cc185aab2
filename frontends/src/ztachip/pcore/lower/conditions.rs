//! Conditions of `if`, loops and `?:`: comparisons of scalars, and of
//! vector lanes, as ztachip's compiler branches on them and its PCOREs
//! jump: together, on flags combined over every PCORE, where the
//! condition may differ between them (`uniform.rs`).

use super::expr::{Quantifier, Value, MASK, VECTOR};
use super::uniform::Uniform;
use super::{Kernel, Lowered};
use crate::ztachip::pcore::ast::*;

impl Kernel<'_> {
    /// An `i1` that is true where `expr` holds, as ztachip's compiler
    /// branches on it (gen.cpp). An `if` or `?:` jumps past its branch
    /// when the condition fails ([`Quantifier::All`]); a loop jumps back
    /// when it holds ([`Quantifier::Any`]). A comparison with a vector
    /// operand, or a vector, compares into the ALU's result, a bit per lane
    /// `_VMASK` enables, and jumps when that is not zero: an `if` holds
    /// when every enabled lane holds, a loop goes on while some does.
    pub fn condition(&mut self, expr: &Expr, quantifier: Quantifier) -> Lowered<String> {
        if self.is_uniform(expr) {
            // Alike on every PCORE: each jumps as it would alone.
            return self.jumps(expr, false);
        }
        match quantifier {
            Quantifier::All => {
                let jumps = self.jumps(expr, true)?;
                let yes = self.op("arith.constant true");
                Ok(self.op(&format!("arith.xori {jumps}, {yes} : i1")))
            }
            Quantifier::Any => self.jumps(expr, false),
        }
    }

    /// An `i1`: the jumps ztachip's compiler makes of `expr` reach their
    /// target, which they do when `expr` fails if `reversed`, else when it
    /// holds. `!` reverses; of `&&` and `||` the compiler either jumps to
    /// the target on each operand, or jumps past the last on the others
    /// reversed (gen.cpp's logical expressions), and so does this.
    fn jumps(&mut self, expr: &Expr, reversed: bool) -> Lowered<String> {
        match &expr.kind {
            ExprKind::Prefix(op, operand) if op == "!" => self.jumps(operand, !reversed),
            ExprKind::Binary(op, left, right) if op == "&&" || op == "||" => {
                if (op == "||") != reversed {
                    let a = self.jumps(left, reversed)?;
                    let b = self.jumps(right, reversed)?;
                    self.at(&expr.span);
                    Ok(self.op(&format!("arith.ori {a}, {b} : i1")))
                } else {
                    let past = self.jumps(left, !reversed)?;
                    let last = self.jumps(right, reversed)?;
                    self.at(&expr.span);
                    let yes = self.op("arith.constant true");
                    let stays = self.op(&format!("arith.xori {past}, {yes} : i1"));
                    Ok(self.op(&format!("arith.andi {stays}, {last} : i1")))
                }
            }
            _ => self.jump(expr, reversed),
        }
    }

    /// One conditional jump: on `expr`'s comparison (reversed if
    /// `reversed`), or on `expr` not zero (zero if `reversed`).
    fn jump(&mut self, expr: &Expr, reversed: bool) -> Lowered<String> {
        const COMPARISONS: [(&str, &str, &str); 6] = [
            ("==", "eq", "ne"),
            ("!=", "ne", "eq"),
            ("<", "slt", "sge"),
            ("<=", "sle", "sgt"),
            (">", "sgt", "sle"),
            (">=", "sge", "slt"),
        ];
        let compared =
            match &expr.kind {
                ExprKind::Binary(op, left, right) => COMPARISONS
                    .iter()
                    .find(|(c, ..)| c == op)
                    .map(|&(_, holds, fails)| {
                        (if reversed { fails } else { holds }, &**left, &**right)
                    }),
                _ => None,
            };
        let (predicate, left, right, uniform) = match compared {
            Some((predicate, left, right)) => {
                let uniform = self.is_uniform(left) && self.is_uniform(right);
                let left = self.value(left)?;
                let right = self.value(right)?;
                (predicate, left, right, uniform)
            }
            None => {
                let uniform = self.is_uniform(expr);
                let value = self.value(expr)?;
                let predicate = if reversed { "eq" } else { "ne" };
                (predicate, value, Value::Integer(self.constant(0)), uniform)
            }
        };
        self.at(&expr.span);
        match (left, right) {
            (left @ Value::Vector(_), right) | (left, right @ Value::Vector(_)) => {
                // The ALU's result has a bit per enabled lane that holds;
                // the jump is on that result not being zero.
                let left = self.vector(left, &expr.span)?;
                let right = self.vector(right, &expr.span)?;
                let holds = self.op(&format!(
                    "arith.cmpi {predicate}, {left}, {right} : {VECTOR}"
                ));
                let enabled = self.enabled_lanes();
                let counts = self.op(&format!("arith.andi {holds}, {enabled} : {MASK}"));
                let some = self.op(&format!("vector.reduction <or>, {counts} : {MASK} into i1"));
                let result = self.op(&format!("arith.extui {some} : i1 to i32"));
                Ok(self.lockstep_jump("ne", &result))
            }
            (Value::Integer(a), Value::Integer(b)) => {
                // The integer unit subtracts; the jump tests the result's
                // sign and zero (13 bits).
                let difference = self.register_difference(&a, &b, &expr.span);
                if uniform {
                    let zero = self.constant(0);
                    return Ok(self.op(&format!(
                        "arith.cmpi {predicate}, {difference}, {zero} : i32"
                    )));
                }
                Ok(self.lockstep_jump(predicate, &difference))
            }
            (
                Value::Integer(a) | Value::Pointer { word: a, .. },
                Value::Integer(b) | Value::Pointer { word: b, .. },
            ) => {
                if uniform {
                    return Ok(self.op(&format!("arith.cmpi {predicate}, {a}, {b} : i32")));
                }
                let difference = self.op(&format!("arith.subi {a}, {b} : i32"));
                Ok(self.lockstep_jump(predicate, &difference))
            }
        }
    }

    /// Whether `expr` is the same on every PCORE: within an inlined
    /// subroutine, only what is uniform whatever its locals are.
    pub(super) fn is_uniform(&self, expr: &Expr) -> bool {
        if self.inlined.is_empty() {
            self.uniform.holds(expr)
        } else {
            Uniform::default().holds(expr)
        }
    }

    /// The jump every PCORE takes, or none does, on the integer unit's
    /// `result` by the comparison `predicate` (of the result with 0):
    /// decided for all together (docs/abi.md `tanto_rt_zta_jump`).
    pub(super) fn lockstep_jump(&mut self, predicate: &str, result: &str) -> String {
        let opcode = match predicate {
            "slt" => 0,
            "sle" => 1,
            "sgt" => 2,
            "sge" => 3,
            "eq" => 4,
            _ => 5,
        };
        self.lockstep_jumps = true;
        let opcode = self.constant(opcode);
        let jumps = self.op(&format!(
            "func.call @{LOCKSTEP_JUMP}({opcode}, {result}) : (i32, i32) -> i32"
        ));
        let zero = self.constant(0);
        self.op(&format!("arith.cmpi ne, {jumps}, {zero} : i32"))
    }
}

/// The runtime function that decides a jump for every PCORE (docs/abi.md).
pub(super) const LOCKSTEP_JUMP: &str = "tanto_rt_zta_jump";
