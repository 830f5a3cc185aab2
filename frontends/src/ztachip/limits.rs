//! What a tensor program may ask of the frontend, checked before anything
//! recursive or large runs: pest recurses once per bracket of a tensor
//! statement and clang (a child process, which dies without a word on a
//! stack overflow) once per bracket of the C, so the nesting is counted
//! first, in one pass; and a file of thousands of wrong statements gets the
//! first errors, not one (with the whole line) per mistake.

use crate::diagnostic::Diagnostic;

/// The deepest nesting of `()`, `[]` and `{}` in a tensor program, C and
/// tensor statements counted together (clang's default `-fbracket-depth`).
pub const MAX_BRACKET_DEPTH: usize = 256;

/// Errors reported for one file (clang's default `-ferror-limit`); the rest
/// are counted in one last error.
pub const MAX_ERRORS: usize = 20;

/// The first bracket nested deeper than [`MAX_BRACKET_DEPTH`], skipping
/// comments, strings and character literals.
pub fn bracket_depth(text: &str) -> Option<Diagnostic> {
    let at = crate::source::bracket_past_depth(text, MAX_BRACKET_DEPTH)?;
    Some(
        Diagnostic::error(
            at..at + 1,
            format!("brackets nest deeper than {MAX_BRACKET_DEPTH} levels"),
        )
        .with_help(format!(
            "a tensor program nests `()`, `[]` and `{{}}` at most {MAX_BRACKET_DEPTH} deep, C and tensor statements together (clang's -fbracket-depth)"
        )),
    )
}

/// Keeps the first [`MAX_ERRORS`] errors of `diagnostics` (in order, with
/// the warnings among them) and says how many more there were.
pub fn cap_errors(diagnostics: &mut Vec<Diagnostic>) {
    let total = diagnostics.iter().filter(|d| d.is_error()).count();
    if total <= MAX_ERRORS {
        return;
    }
    let mut errors = 0;
    let cut = diagnostics
        .iter()
        .position(|d| {
            errors += usize::from(d.is_error());
            errors > MAX_ERRORS
        })
        .unwrap_or(diagnostics.len());
    let at = diagnostics[cut].span.clone();
    diagnostics.truncate(cut);
    diagnostics.push(
        Diagnostic::error(
            at,
            format!(
                "too many errors: {} more from here on are not shown",
                total - MAX_ERRORS
            ),
        )
        .with_help(format!(
            "a file's first {MAX_ERRORS} errors are reported; fix them and compile again"
        )),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stack_test::{on_stack, DEEP, SMALL_STACK};
    use crate::ztachip::{read, Ztachip};

    #[test]
    fn deep_brackets_are_an_error_at_the_first_one_too_deep() {
        for (open, close) in [("(", ")"), ("[", "]"), ("{", "}")] {
            let text = format!("int x = {}1{};\n", open.repeat(DEEP), close.repeat(DEEP));
            let error = bracket_depth(&text).expect("too deep");
            assert_eq!(error.span.start, "int x = ".len() + MAX_BRACKET_DEPTH);
        }
        let fine = format!(
            "{}{}",
            "(".repeat(MAX_BRACKET_DEPTH),
            ")".repeat(MAX_BRACKET_DEPTH)
        );
        assert!(bracket_depth(&fine).is_none());
    }

    #[test]
    fn brackets_in_comments_and_literals_do_not_count() {
        let deep = "(".repeat(MAX_BRACKET_DEPTH + 1);
        for text in [
            format!("// {deep}\nint x;"),
            format!("/* {deep} */ int x;"),
            format!("char *s = \"{deep}\";"),
            format!("char *s = \"\\\"{deep}\";"),
            format!("{}'('{}", "(".repeat(10), ")".repeat(10)),
        ] {
            assert!(bracket_depth(&text).is_none(), "{text}");
        }
    }

    #[test]
    fn a_deep_statement_is_one_error_on_a_small_stack() {
        // Without the check, pest recurses once per bracket.
        let diagnostics = on_stack(SMALL_STACK, || {
            let target = Ztachip::builtin().expect("target");
            let text = format!(
                "> SCRATCH(0,4)[{}0{}] <= DDR(p,4)[:];\n",
                "(".repeat(DEEP),
                ")".repeat(DEEP)
            );
            read(&text, &target).diagnostics
        });
        assert_eq!(diagnostics.len(), 1, "{diagnostics:?}");
        assert!(diagnostics[0].message.contains("deeper than 256"));
    }

    #[test]
    fn errors_past_the_limit_are_counted_in_one() {
        let target = Ztachip::builtin().expect("target");
        let text = "> FOO(p)[0] <= DDR(p)[0];\n".repeat(100);
        let diagnostics = read(&text, &target).diagnostics;
        assert_eq!(diagnostics.len(), MAX_ERRORS + 1);
        assert!(diagnostics[..MAX_ERRORS]
            .iter()
            .all(|d| d.message.contains("unknown memory space")));
        let last = &diagnostics[MAX_ERRORS];
        assert!(last.message.contains("80 more"), "{}", last.message);
        // At the first error not shown: statement 21.
        assert_eq!(
            last.span.start,
            20 * "> FOO(p)[0] <= DDR(p)[0];\n".len() + 2
        );
    }
}
