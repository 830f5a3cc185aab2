//! How deeply a device program may nest values. The `toml` crate parses
//! arrays and inline tables recursively and stops at its own recursion limit
//! (about 80 levels), but a debug build needs more than a 1 MiB stack to get
//! there. [`scan`] checks first, in one pass without recursion.

use crate::diagnostic::Diagnostic;

/// The deepest nesting of arrays (`[...]`) and inline tables (`{...}`) in a
/// device program, counted together (table headers count one level). The
/// format itself needs three.
pub const MAX_VALUE_DEPTH: usize = 32;

/// The first `[` or `{` of `text` nested deeper than [`MAX_VALUE_DEPTH`], as
/// an error. Comments and strings (all four TOML forms) are skipped.
pub fn scan(text: &str) -> Option<Diagnostic> {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'#' => {
                i = text[i..].find('\n').map_or(bytes.len(), |n| i + n);
                continue;
            }
            quote @ (b'"' | b'\'') => {
                i = string_end(bytes, i, quote);
                continue;
            }
            b'[' | b'{' => {
                if depth >= MAX_VALUE_DEPTH {
                    return Some(
                        Diagnostic::error(i..i + 1, format!("invalid device program: arrays and inline tables nested deeper than {MAX_VALUE_DEPTH} levels"))
                            .with_help("a device program needs at most three levels"),
                    );
                }
                depth += 1;
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
        i += 1;
    }
    None
}

/// The end of the string starting at `i` with `quote`: `"..."` (with
/// escapes), `'...'`, or the multi-line `"""..."""` and `'''...'''`.
fn string_end(bytes: &[u8], i: usize, quote: u8) -> usize {
    let escapes = quote == b'"';
    let triple = [quote; 3];
    let (mut j, multi_line) = if bytes[i..].starts_with(&triple) {
        (i + 3, true)
    } else {
        (i + 1, false)
    };
    while j < bytes.len() {
        match bytes[j] {
            b'\\' if escapes => j += 2,
            b'\n' if !multi_line => return j,
            c if c == quote && (!multi_line || bytes[j..].starts_with(&triple)) => {
                return j + if multi_line { 3 } else { 1 };
            }
            _ => j += 1,
        }
    }
    bytes.len()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostic::line_column;

    use crate::stack_test::{on_stack, DEEP, SMALL_STACK};

    /// The program-file diagnostics of compiling `text` on a small stack.
    fn errors(text: String) -> Vec<Diagnostic> {
        on_stack(SMALL_STACK, move || {
            let context = tanto_dialects::context::create_context().expect("context");
            let arch = tanto_arch::Arch::load("wormhole_b0").expect("arch");
            let compiled = crate::program::compile(
                &context,
                std::path::Path::new("/nonexistent/p.toml"),
                &text,
                &arch,
            );
            compiled
                .reports
                .into_iter()
                .next()
                .map(|r| r.diagnostics)
                .unwrap_or_default()
        })
    }

    const HEAD: &str =
        "name = \"p\"\n[[kernel]]\nname = \"k\"\nsource = \"k.cpp\"\ncores = \"0,0\"\n";

    #[test]
    fn nested_arrays_and_inline_tables() {
        let params = |n: usize| format!("{HEAD}params = {}1{}\n", "[".repeat(n), "]".repeat(n));
        // Under the limit the file is read (and the kernel source is missing).
        let under = errors(params(MAX_VALUE_DEPTH));
        assert!(
            under.iter().all(|d| !d.message.contains("nested")),
            "{under:#?}"
        );
        for n in [MAX_VALUE_DEPTH + 1, DEEP] {
            let text = params(n);
            let found = errors(text.clone());
            assert_eq!(found.len(), 1);
            assert!(
                found[0].message.contains("nested deeper than 32 levels"),
                "{:?}",
                found[0].message
            );
            assert_eq!(
                line_column(&text, found[0].span.start),
                (6, 10 + MAX_VALUE_DEPTH)
            );
        }
        let args = format!(
            "{HEAD}args = {{ {}x = 1{} }}\n",
            "a = { ".repeat(DEEP),
            " }".repeat(DEEP)
        );
        assert!(errors(args)[0].message.contains("nested deeper"));
    }

    #[test]
    fn dotted_keys_stop_at_the_toml_crate_limit() {
        // Not a recursion of the parser; `toml` stops at its own limit.
        let found = errors(format!("{HEAD}defines.{}a = 1\n", "a.".repeat(DEEP)));
        assert!(found[0].message.contains("recursion limit"), "{found:#?}");
    }

    #[test]
    fn comments_and_strings_are_no_brackets() {
        let deep = "[".repeat(DEEP);
        assert!(scan(&format!("# {deep}\na = \"{deep}\"\nb = '{deep}'\nc = \"\"\"\n{deep}\n\"\"\"\nd = '''{deep}'''\n")).is_none());
    }
}
