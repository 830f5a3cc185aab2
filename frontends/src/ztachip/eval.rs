//! The value of a C expression made of integer literals (decimal, hex,
//! octal), `+ - * / %`, unary minus and parentheses, as C computes it on a
//! 32-bit int. Anything else (a variable, a macro, a call) has no value
//! here: it is known only when the program runs.

/// The expression's value, or None when it names anything, divides by zero
/// or overflows.
pub fn constant(text: &str) -> Option<i64> {
    evaluate(text, false).and_then(|v| i64::try_from(v).ok())
}

/// Whether the expression is literal arithmetic whose value (or a step
/// of it) does not fit the 32-bit int C computes it in.
pub fn overflows(text: &str) -> bool {
    constant(text).is_none() && evaluate(text, true).is_some()
}

/// The value in 32 bits, or (`wide`) in 128 without a range check.
fn evaluate(text: &str, wide: bool) -> Option<i128> {
    let tokens = tokens(text)?;
    let mut parser = Parser {
        tokens,
        at: 0,
        wide,
    };
    let value = parser.sum()?;
    (parser.at == parser.tokens.len()).then_some(value)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Token {
    Number(i128),
    Op(u8),
}

fn tokens(text: &str) -> Option<Vec<Token>> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() {
            let start = i;
            while i < bytes.len() && bytes[i].is_ascii_alphanumeric() {
                i += 1;
            }
            let word = &text[start..i];
            let word = word.trim_end_matches(['u', 'U', 'l', 'L']);
            let value = if let Some(hex) = word.strip_prefix("0x").or(word.strip_prefix("0X")) {
                i128::from_str_radix(hex, 16).ok()?
            } else if word.len() > 1 && word.starts_with('0') {
                i128::from_str_radix(&word[1..], 8).ok()?
            } else {
                word.parse().ok()?
            };
            out.push(Token::Number(value));
        } else if b"+-*/%()".contains(&c) {
            out.push(Token::Op(c));
            i += 1;
        } else {
            return None;
        }
    }
    Some(out)
}

struct Parser {
    tokens: Vec<Token>,
    at: usize,
    /// No 32-bit range check (to tell an overflow from a name).
    wide: bool,
}

impl Parser {
    fn peek(&self) -> Option<Token> {
        self.tokens.get(self.at).copied()
    }

    /// `value` if it is in range.
    fn ranged(&self, value: i128) -> Option<i128> {
        (self.wide || i32::try_from(value).is_ok()).then_some(value)
    }

    fn sum(&mut self) -> Option<i128> {
        let mut value = self.product()?;
        while let Some(Token::Op(op @ (b'+' | b'-'))) = self.peek() {
            self.at += 1;
            let rhs = self.product()?;
            value = if op == b'+' {
                value.checked_add(rhs)?
            } else {
                value.checked_sub(rhs)?
            };
            self.ranged(value)?;
        }
        Some(value)
    }

    fn product(&mut self) -> Option<i128> {
        let mut value = self.unary()?;
        while let Some(Token::Op(op @ (b'*' | b'/' | b'%'))) = self.peek() {
            self.at += 1;
            let rhs = self.unary()?;
            value = match op {
                b'*' => value.checked_mul(rhs)?,
                b'/' => value.checked_div(rhs)?,
                _ => value.checked_rem(rhs)?,
            };
            self.ranged(value)?;
        }
        Some(value)
    }

    fn unary(&mut self) -> Option<i128> {
        match self.peek()? {
            Token::Op(b'-') => {
                self.at += 1;
                self.unary()?.checked_neg()
            }
            Token::Op(b'+') => {
                self.at += 1;
                self.unary()
            }
            Token::Op(b'(') => {
                self.at += 1;
                let value = self.sum()?;
                (self.peek()? == Token::Op(b')')).then_some(())?;
                self.at += 1;
                Some(value)
            }
            Token::Number(n) => {
                self.at += 1;
                self.ranged(n)
            }
            Token::Op(_) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::constant;

    #[test]
    fn literal_arithmetic_has_a_value_and_names_do_not() {
        assert_eq!(constant("8*16*16-1"), Some(2047));
        assert_eq!(constant("2*(3+4) % 5"), Some(4));
        assert_eq!(constant("0x10 - 010"), Some(8));
        assert_eq!(constant("-7/2"), Some(-3));
        assert_eq!(constant("len-1"), None);
        assert_eq!(constant("1/0"), None);
        assert_eq!(constant("(1"), None);
        assert_eq!(constant("65536*65536"), None);
    }

    #[test]
    fn an_overflow_is_told_from_a_name() {
        use super::overflows;
        assert!(overflows("65536*65536"));
        assert!(overflows("4294967296"));
        assert!(overflows("2147483647+1"));
        assert!(!overflows("2147483647"));
        assert!(!overflows("n*65536*65536"));
        assert!(!overflows("1/0"));
    }
}
