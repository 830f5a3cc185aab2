//! How deeply a `.pto` file (or MLIR text) may nest. The grammar recurses on
//! nested regions, types, lists and attributes, and MLIR's affine
//! expression parser once per operator of a chain (`d0 + d0 + ...`, `- - d0`):
//! a few thousand levels overflow the stack and abort. [`scan`] checks the
//! whole file first, in one pass without recursion.

use crate::diagnostic::Diagnostic;

/// The deepest nesting of brackets a `.pto` file may use: `()`, `[]`, `{}`
/// (regions and attribute dictionaries) and `<>` (types and attributes),
/// counted together, as the Tanto frontend and clang (`-fbracket-depth`).
pub const MAX_BRACKET_DEPTH: usize = 256;

/// The most operators (`+ - * floordiv ceildiv mod`) an expression may chain
/// between two brackets, commas, `=`, `:` or `;`: real affine maps use a
/// handful.
pub const MAX_OPERATOR_CHAIN: usize = 1024;

/// The first bracket of `source` nested deeper than [`MAX_BRACKET_DEPTH`],
/// as an error. `//` comments, `#` comment lines and string literals are
/// skipped; `->` is no bracket.
pub fn scan(source: &str) -> Option<Diagnostic> {
    let bytes = source.as_bytes();
    // The open brackets, innermost last.
    let mut open: Vec<u8> = Vec::new();
    let mut line_start = true;
    // Operators since the last bracket or comma.
    let mut chain = 0usize;
    let mut i = 0;
    while i < bytes.len() {
        if is_operator_at(bytes, i) {
            chain += 1;
            if chain > MAX_OPERATOR_CHAIN {
                return Some(
                    Diagnostic::error(
                        i..i + 1,
                        format!("expression exceeds the maximum of {MAX_OPERATOR_CHAIN} chained operators"),
                    )
                    .with_help("MLIR's expression parser recurses once per operator; split the expression"),
                );
            }
        } else if matches!(
            bytes[i],
            b'(' | b')' | b'[' | b']' | b'{' | b'}' | b'<' | b'>' | b',' | b'=' | b':' | b';'
        ) {
            // No expression runs past these, so statements never add up.
            chain = 0;
        }
        let c = bytes[i];
        if line_start {
            let rest = &source[i..];
            let indent = rest.len() - rest.trim_start_matches([' ', '\t']).len();
            if is_hash_comment(&rest[indent..]) {
                i = rest.find('\n').map_or(bytes.len(), |n| i + n);
                continue;
            }
            line_start = false;
        }
        match c {
            b'\n' => line_start = true,
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i = source[i..].find('\n').map_or(bytes.len(), |n| i + n);
                continue;
            }
            b'"' => {
                // To the closing quote, or the end of the line.
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' && bytes[i] != b'\n' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                if bytes.get(i) != Some(&b'"') {
                    continue;
                }
            }
            b'-' if bytes.get(i + 1) == Some(&b'>') => i += 1,
            b'<' if bytes.get(i + 1) == Some(&b'=') => i += 1,
            b'(' | b'[' | b'{' | b'<' => {
                if open.len() >= MAX_BRACKET_DEPTH {
                    return Some(
                        Diagnostic::error(
                            i..i + 1,
                            format!(
                                "bracket nesting level exceeded maximum of {MAX_BRACKET_DEPTH}"
                            ),
                        )
                        .with_help("regions, types and attributes nest no deeper than this"),
                    );
                }
                open.push(c);
            }
            b'>' if open.last() == Some(&b'<') => {
                open.pop();
            }
            b')' | b']' | b'}' => {
                // Close the innermost bracket of another kind than `<`, and
                // any `<` left open inside it.
                if let Some(at) = open.iter().rposition(|b| *b != b'<') {
                    open.truncate(at);
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// Whether an expression operator starts at `i`: `+`, `*`, a `-` that is
/// not the arrow `->`, or one of the keywords `floordiv`, `ceildiv`, `mod`
/// standing alone.
fn is_operator_at(bytes: &[u8], i: usize) -> bool {
    match bytes[i] {
        b'+' | b'*' => true,
        b'-' => bytes.get(i + 1) != Some(&b'>'),
        b'f' | b'c' | b'm' => {
            let word = |w: &[u8]| {
                bytes[i..].starts_with(w)
                    && (i == 0 || !is_word_byte(bytes[i - 1]))
                    && bytes.get(i + w.len()).is_none_or(|b| !is_word_byte(*b))
            };
            word(b"floordiv") || word(b"ceildiv") || word(b"mod")
        }
        _ => false,
    }
}

fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'.' || b == b'$'
}

/// `#` comments (PTO-AS and the spec pages' snippets), not `#pto.x<...>`.
fn is_hash_comment(trimmed: &str) -> bool {
    trimmed.starts_with('#')
        && trimmed[1..]
            .chars()
            .next()
            .is_none_or(|c| c.is_whitespace() || c == '#' || c == '!')
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{diagnostic::line_column, pto};

    use crate::stack_test::{on_stack, DEEP, MAIN_STACK, SMALL_STACK};

    /// Compiles (MLIR parses the translation) on a thread with `stack` bytes.
    fn compile(stack: usize, source: String) -> (bool, Vec<Diagnostic>) {
        on_stack(stack, move || {
            let context = tanto_dialects::context::create_context().expect("context");
            let compiled = pto::compile(&context, "deep.pto", &source, &pto::Options::default());
            (compiled.module.is_some(), compiled.diagnostics)
        })
    }

    fn regions(n: usize) -> String {
        format!(
            "func.func @k(%c: i1) {{\n{}{}  return\n}}\n",
            "scf.if %c {\n".repeat(n),
            "}\n".repeat(n)
        )
    }

    #[test]
    fn nested_regions() {
        // The function's braces are one level.
        let (module, diagnostics) = compile(MAIN_STACK, regions(MAX_BRACKET_DEPTH - 1));
        assert!(module, "{diagnostics:#?}");
        for n in [MAX_BRACKET_DEPTH, DEEP] {
            let source = regions(n);
            let (module, diagnostics) = compile(SMALL_STACK, source.clone());
            assert!(!module);
            assert_eq!(diagnostics.len(), 1);
            assert_eq!(
                diagnostics[0].message,
                "bracket nesting level exceeded maximum of 256"
            );
            assert_eq!(
                line_column(&source, diagnostics[0].span.start),
                (1 + MAX_BRACKET_DEPTH, 11)
            );
        }
    }

    #[test]
    fn nested_types_and_attributes() {
        let statement = |open: &str, close: &str, n: usize| {
            format!(
                ".arg %x : !pto.tile<16x16xf16>;\n%r = tnot %x {{a = {}1{}}}\n",
                open.repeat(n),
                close.repeat(n)
            )
        };
        for (open, close) in [("[", "]"), ("<", ">"), ("(", ")")] {
            // Under the limit the nesting is fine, the attribute is not.
            let (_, under) = compile(MAIN_STACK, statement(open, close, MAX_BRACKET_DEPTH - 2));
            assert!(
                under.iter().all(|d| !d.message.contains("nesting")),
                "{under:#?}"
            );
            for n in [MAX_BRACKET_DEPTH, DEEP] {
                let (module, diagnostics) = compile(SMALL_STACK, statement(open, close, n));
                assert!(!module);
                assert_eq!(diagnostics.len(), 1);
                // `{` of the attributes, then the brackets: the 256th is too many.
                assert_eq!(diagnostics[0].span.start, 32 + 18 + MAX_BRACKET_DEPTH - 1);
            }
        }
    }

    #[test]
    fn operator_chains() {
        let map = |n: usize, op: &str| {
            format!(
                "#m = affine_map<(d0) -> ({})>\nfunc.func @k() {{\n  return\n}}\n",
                vec!["d0"; n + 1].join(op)
            )
        };
        assert!(scan(&map(MAX_OPERATOR_CHAIN, " + ")).is_none());
        for op in [" + ", " * ", " floordiv ", " mod "] {
            let error = scan(&map(DEEP, op)).expect("too long a chain");
            assert!(error.message.contains("chained operators"), "{op}");
        }
        let minus = format!("#m = affine_map<(d0) -> ({}d0)>\n", "-".repeat(DEEP));
        assert!(scan(&minus).is_some());
        // Commas and brackets end a chain; words that merely contain `mod`
        // and arrows are no operators.
        let list = format!("x = dense<[{}]>\n", vec!["-1"; DEEP].join(", "));
        assert!(scan(&list).is_none());
        assert!(scan(&"%a = f : (i32) -> i32 // module modulo\n".repeat(DEEP)).is_none());
        assert!(scan(&"%c = arith.constant -1 : i32\n".repeat(DEEP)).is_none());
        let (module, diagnostics) = compile(SMALL_STACK, map(DEEP, " + "));
        assert!(!module && diagnostics.len() == 1, "{diagnostics:#?}");
    }

    #[test]
    fn comments_strings_and_arrows_are_no_brackets() {
        let deep = "(".repeat(DEEP);
        let source = format!(
            "// {deep}\n# {deep}\nfunc.func @k() attributes {{s = \"{deep}\"}} {{\n  return\n}}\n"
        );
        assert!(scan(&source).is_none());
        assert!(scan(&"%a = f : (i32) -> i32 // <<\n".repeat(DEEP)).is_none());
    }
}
