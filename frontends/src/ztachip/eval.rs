//! The value of a C expression made of integer literals (decimal, hex,
//! octal), `+ - * / %`, unary minus and parentheses, as C computes it on a
//! 32-bit int. Anything else (a variable, a macro, a call) has no value
//! here: it is known only when the program runs.

/// The expression's value, or None when it names anything, divides by zero
/// or overflows.
pub fn constant(text: &str) -> Option<i64> {
    let tokens = tokens(text)?;
    let mut parser = Parser { tokens, at: 0 };
    let value = parser.sum()?;
    (parser.at == parser.tokens.len()).then_some(value)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Token {
    Number(i64),
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
                i64::from_str_radix(hex, 16).ok()?
            } else if word.len() > 1 && word.starts_with('0') {
                i64::from_str_radix(&word[1..], 8).ok()?
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
}

impl Parser {
    fn peek(&self) -> Option<Token> {
        self.tokens.get(self.at).copied()
    }

    fn sum(&mut self) -> Option<i64> {
        let mut value = self.product()?;
        while let Some(Token::Op(op @ (b'+' | b'-'))) = self.peek() {
            self.at += 1;
            let rhs = self.product()?;
            value = if op == b'+' {
                value.checked_add(rhs)?
            } else {
                value.checked_sub(rhs)?
            };
            i32::try_from(value).ok()?;
        }
        Some(value)
    }

    fn product(&mut self) -> Option<i64> {
        let mut value = self.unary()?;
        while let Some(Token::Op(op @ (b'*' | b'/' | b'%'))) = self.peek() {
            self.at += 1;
            let rhs = self.unary()?;
            value = match op {
                b'*' => value.checked_mul(rhs)?,
                b'/' => value.checked_div(rhs)?,
                _ => value.checked_rem(rhs)?,
            };
            i32::try_from(value).ok()?;
        }
        Some(value)
    }

    fn unary(&mut self) -> Option<i64> {
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
                i32::try_from(n).ok().map(i64::from)
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
}
