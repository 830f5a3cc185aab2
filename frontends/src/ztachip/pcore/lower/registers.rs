//! The integer unit: `int` registers are 13 bits (ztachip's
//! IREGISTER_WIDTH, HW/src/ialu/ialu.vhd). Each operation's result is its
//! low 13 bits, a constant is the instruction's 13-bit field, a shift
//! takes the low 4 bits of its distance, and a comparison is the sign and
//! zero of the 13-bit difference, as a jump tests it. Values live in i32
//! sign-extended from bit 12.

use super::{Kernel, Lowered};
use crate::ztachip::pcore::ast::Span;

/// Bits of an `int` register.
pub(super) const REGISTER_BITS: u32 = 13;

/// `value` as an `int` register holds it: its low 13 bits, signed.
pub(super) fn register_value(value: i64) -> i64 {
    let unused = 64 - REGISTER_BITS;
    (value << unused) >> unused
}

impl Kernel<'_> {
    /// `v` in an `int` register: a constant becomes its 13-bit field (a
    /// warning at `span` when that changes it), any other value its low 13
    /// bits (no op when it is known to be so).
    pub(super) fn register_word(&mut self, v: &str, span: &Span) -> String {
        if let Some(&c) = self.constants.get(v) {
            let word = register_value(c);
            if word == c {
                return v.to_string();
            }
            if self.truncated.insert((span.start, c)) {
                self.warn(
                    span,
                    format!("`int` registers are 13 bits: the constant {c} is {word} there (ztachip's compiler keeps its low 13 bits)"),
                );
            }
            return self.constant(word);
        }
        if self.register_words.contains(v) {
            return v.to_string();
        }
        let unused = self.constant(i64::from(32 - REGISTER_BITS));
        let high = self.op(&format!("arith.shli {v}, {unused} : i32"));
        let word = self.op(&format!("arith.shrsi {high}, {unused} : i32"));
        self.register_words.insert(word.clone());
        word
    }

    /// An operand of the integer unit: a constant as its 13-bit field;
    /// other values are registers' already.
    fn register_operand(&mut self, v: &str, span: &Span) -> String {
        if self.constants.contains_key(v) {
            self.register_word(v, span)
        } else {
            v.to_string()
        }
    }

    /// The integer unit's `a - b`, 13 bits: what its jumps test.
    pub(super) fn register_difference(&mut self, a: &str, b: &str, span: &Span) -> String {
        let (a, b) = (
            self.register_operand(a, span),
            self.register_operand(b, span),
        );
        let difference = self.op(&format!("arith.subi {a}, {b} : i32"));
        self.register_word(&difference, span)
    }

    /// `a op b` of `int`s in the integer unit (`arith` is the op's i32
    /// operation; None for a comparison, `predicate` its `arith.cmpi`
    /// predicate of the difference with 0).
    pub(super) fn register_operation(
        &mut self,
        op: &str,
        arith: &str,
        a: &str,
        b: &str,
        span: &Span,
    ) -> Lowered<String> {
        self.at(span);
        let (a, b) = (
            self.register_operand(a, span),
            self.register_operand(b, span),
        );
        Ok(match op {
            "<<" | ">>" => {
                // The barrel shifter takes the distance's low 4 bits.
                let distance = match self.constants.get(&b) {
                    Some(&c) => self.constant(c & 15),
                    None => {
                        let low = self.constant(15);
                        self.op(&format!("arith.andi {b}, {low} : i32"))
                    }
                };
                let shifted = self.op(&format!("{arith} {a}, {distance} : i32"));
                if op == ">>" {
                    // A 13-bit value shifted right with its sign stays one.
                    self.register_words.insert(shifted.clone());
                    shifted
                } else {
                    self.register_word(&shifted, span)
                }
            }
            "&" | "|" | "^" => {
                let result = self.op(&format!("{arith} {a}, {b} : i32"));
                self.register_words.insert(result.clone());
                result
            }
            _ => {
                let result = self.op(&format!("{arith} {a}, {b} : i32"));
                self.register_word(&result, span)
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::register_value;

    #[test]
    fn a_register_keeps_the_low_thirteen_bits_signed() {
        assert_eq!(register_value(4095), 4095);
        assert_eq!(register_value(4096), -4096);
        assert_eq!(register_value(5000), 5000 - 8192);
        assert_eq!(register_value(-4097), 4095);
        assert_eq!(register_value(8192 + 7), 7);
    }
}
