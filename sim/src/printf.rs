//! C `printf` formatting of one scalar, for PTO's PRINT
//! (`tanto_rt_pto_print`): literal text, `%%`, and at most one conversion
//! `%[flags][width][.precision][length]conv` with flags `-+ 0#`, the
//! integer conversions `d i u x X o c` and the float ones `f F e E g G`.

/// The value PRINT passes: none, an integer (the word, signed), or an f32.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Scalar {
    None,
    Int(i32),
    Float(f32),
}

/// `format` with `value` in its conversion; Err names what is wrong.
pub fn format(format: &str, value: Scalar) -> Result<String, String> {
    let mut out = String::new();
    let mut chars = format.chars().peekable();
    let mut used = false;
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        if chars.peek() == Some(&'%') {
            chars.next();
            out.push('%');
            continue;
        }
        let mut flags = String::new();
        while let Some(&f) = chars.peek().filter(|f| "-+ 0#".contains(**f)) {
            flags.push(f);
            chars.next();
        }
        let mut width = 0usize;
        while let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
            width = width
                .saturating_mul(10)
                .saturating_add(d as usize)
                .min(1024);
            chars.next();
        }
        let mut precision = None;
        if chars.peek() == Some(&'.') {
            chars.next();
            let mut p = 0usize;
            while let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
                p = p.saturating_mul(10).saturating_add(d as usize).min(512);
                chars.next();
            }
            precision = Some(p);
        }
        while chars.peek().is_some_and(|c| "hlLqjzt".contains(*c)) {
            chars.next();
        }
        let conv = chars.next().ok_or("the format ends inside a conversion")?;
        if used {
            return Err("the format has more than one conversion".into());
        }
        used = true;
        let body = convert(conv, &flags, precision, value)?;
        out.push_str(&pad(body, &flags, width, conv));
    }
    if !used && value != Scalar::None {
        return Err("a value is given but the format has no conversion".into());
    }
    Ok(out)
}

/// The converted value, sign included, before padding.
fn convert(
    conv: char,
    flags: &str,
    precision: Option<usize>,
    value: Scalar,
) -> Result<String, String> {
    let sign = |negative: bool| {
        if negative {
            "-"
        } else if flags.contains('+') {
            "+"
        } else if flags.contains(' ') {
            " "
        } else {
            ""
        }
    };
    match (conv, value) {
        ('d' | 'i', Scalar::Int(v)) => {
            let digits = min_digits(v.unsigned_abs().to_string(), precision);
            Ok(format!("{}{digits}", sign(v < 0)))
        }
        ('u' | 'x' | 'X' | 'o' | 'c', Scalar::Int(v)) => {
            let u = v as u32;
            let alternate = flags.contains('#') && u != 0;
            Ok(match conv {
                'u' => min_digits(u.to_string(), precision),
                'x' => format!(
                    "{}{}",
                    if alternate { "0x" } else { "" },
                    min_digits(format!("{u:x}"), precision)
                ),
                'X' => format!(
                    "{}{}",
                    if alternate { "0X" } else { "" },
                    min_digits(format!("{u:X}"), precision)
                ),
                'o' => format!(
                    "{}{}",
                    if alternate { "0" } else { "" },
                    min_digits(format!("{u:o}"), precision)
                ),
                _ => char::from_u32(u & 0xff)
                    .map(String::from)
                    .unwrap_or_default(),
            })
        }
        ('f' | 'F' | 'e' | 'E' | 'g' | 'G', Scalar::Float(v)) => {
            let v = f64::from(v);
            let upper = conv.is_ascii_uppercase();
            let text = if v.is_nan() {
                "nan".to_string()
            } else if v.is_infinite() {
                "inf".to_string()
            } else {
                let p = precision.unwrap_or(6);
                match conv.to_ascii_lowercase() {
                    'f' => format!("{:.*}", p, v.abs()),
                    'e' => exponent(v.abs(), p),
                    _ => general(v.abs(), p, flags.contains('#')),
                }
            };
            let text = if upper {
                text.to_ascii_uppercase()
            } else {
                text
            };
            Ok(format!(
                "{}{text}",
                sign(v.is_sign_negative() && !v.is_nan())
            ))
        }
        (c, Scalar::None) => Err(format!("`%{c}` has no value to print")),
        (c, _) if "diuxXocfFeEgG".contains(c) => Err(format!(
            "`%{c}` does not print a {}",
            match value {
                Scalar::Int(_) => "integer",
                _ => "float",
            }
        )),
        (c, _) => Err(format!("`%{c}` is not a conversion PRINT knows")),
    }
}

/// Integer digits with at least `precision` of them.
fn min_digits(digits: String, precision: Option<usize>) -> String {
    match precision {
        Some(p) if digits.len() < p => format!("{}{digits}", "0".repeat(p - digits.len())),
        _ => digits,
    }
}

/// `d.ddde±XX`, C's exponent form (at least two exponent digits).
fn exponent(v: f64, precision: usize) -> String {
    let text = format!("{:.*e}", precision, v);
    let (mantissa, exp) = text.split_once('e').unwrap_or((&text, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    format!(
        "{mantissa}e{}{:02}",
        if exp < 0 { '-' } else { '+' },
        exp.abs()
    )
}

/// C's `%g`: the shorter of `%e` and `%f` at `precision` significant
/// digits, trailing zeros removed unless `#`.
fn general(v: f64, precision: usize, keep_zeros: bool) -> String {
    let p = precision.max(1);
    let rounded = format!("{:.*e}", p - 1, v);
    let exp: i32 = rounded
        .split_once('e')
        .and_then(|(_, e)| e.parse().ok())
        .unwrap_or(0);
    let text = if exp < -4 || exp >= p as i32 {
        exponent(v, p - 1)
    } else {
        format!("{:.*}", (p as i32 - 1 - exp).max(0) as usize, v)
    };
    if keep_zeros || !text.contains('.') {
        return text;
    }
    let (number, tail) = match text.find('e') {
        Some(at) => (&text[..at], &text[at..]),
        None => (text.as_str(), ""),
    };
    let trimmed = number.trim_end_matches('0').trim_end_matches('.');
    format!("{trimmed}{tail}")
}

/// Pads to `width`: spaces on the left, or on the right (`-`), or zeros
/// after the sign and any 0x (`0`, numbers only).
fn pad(body: String, flags: &str, width: usize, conv: char) -> String {
    let length = body.chars().count();
    if length >= width {
        return body;
    }
    let fill = width - length;
    if flags.contains('-') {
        return format!("{body}{}", " ".repeat(fill));
    }
    let numeric = conv != 'c'
        && !body.contains("inf")
        && !body.contains("nan")
        && !body.contains("INF")
        && !body.contains("NAN");
    if flags.contains('0') && numeric {
        let split = body
            .find(|c: char| c.is_ascii_digit())
            .map(|at| {
                if body[at..].starts_with("0x") || body[at..].starts_with("0X") {
                    at + 2
                } else {
                    at
                }
            })
            .unwrap_or(0);
        return format!("{}{}{}", &body[..split], "0".repeat(fill), &body[split..]);
    }
    format!("{}{body}", " ".repeat(fill))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Expected strings as C's printf writes them (glibc).
    #[test]
    fn conversions_match_c() {
        let cases: &[(&str, Scalar, &str)] = &[
            ("%+08.3f", Scalar::Float(5.43216), "+005.432"),
            ("%d apples", Scalar::Int(-42), "-42 apples"),
            ("[%5d]", Scalar::Int(7), "[    7]"),
            ("[%-5d]", Scalar::Int(7), "[7    ]"),
            ("%05d", Scalar::Int(-7), "-0007"),
            ("%.3d", Scalar::Int(5), "005"),
            ("%x %%", Scalar::Int(255), "ff %"),
            ("%#X", Scalar::Int(255), "0XFF"),
            ("%#010x", Scalar::Int(255), "0x000000ff"),
            ("%u", Scalar::Int(-1), "4294967295"),
            ("%o", Scalar::Int(8), "10"),
            ("%e", Scalar::Float(12345.678), "1.234568e+04"),
            ("%.2E", Scalar::Float(-0.000123), "-1.23E-04"),
            ("%g", Scalar::Float(0.0001), "0.0001"),
            ("%g", Scalar::Float(100000.0), "100000"),
            ("%g", Scalar::Float(1000000.0), "1e+06"),
            ("%g", Scalar::Float(0.5), "0.5"),
            ("%.3g", Scalar::Float(5.43216), "5.43"),
            ("%#g", Scalar::Float(1.5), "1.50000"),
            ("%f", Scalar::Float(f32::INFINITY), "inf"),
            ("%5.1f", Scalar::Float(-2.25), " -2.2"),
            ("% d", Scalar::Int(3), " 3"),
            ("no value", Scalar::None, "no value"),
        ];
        for (f, v, want) in cases {
            assert_eq!(format(f, *v).as_deref(), Ok(*want), "{f}");
        }
    }

    #[test]
    fn mismatches_are_errors() {
        assert!(format("%d", Scalar::Float(1.0)).is_err());
        assert!(format("%f", Scalar::Int(1)).is_err());
        assert!(format("%d %d", Scalar::Int(1)).is_err());
        assert!(format("%d", Scalar::None).is_err());
        assert!(format("text", Scalar::Int(1)).is_err());
        assert!(format("%", Scalar::Int(1)).is_err());
        assert!(format("%s", Scalar::Int(1)).is_err());
    }
}
