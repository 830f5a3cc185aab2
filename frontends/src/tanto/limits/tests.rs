//! Tests of the nesting limits. Each limit: just under it compiles, just
//! over it is a located error, and far over it (100000 levels) is the same
//! error on a 1 MiB stack, which the unchecked recursion overflows many times
//! over. Kernels at a limit compile on an 8 MiB stack, a binary's main thread
//! (a debug build needs about 6 MiB at every limit at once).

use super::*;
use crate::{diagnostic::line_column, tanto};
use std::collections::BTreeMap;

use crate::stack_test::{on_stack, DEEP, MAIN_STACK, SMALL_STACK};

/// Compiles on a thread with `stack` bytes: whether a module came out, and
/// the diagnostics.
fn compile(stack: usize, source: &str) -> (bool, Vec<Diagnostic>) {
    let source = source.to_string();
    on_stack(stack, move || {
        let context = tanto_dialects::context::create_context().expect("context");
        let options = tanto::Options {
            defines: Vec::new(),
            params: BTreeMap::new(),
            mode: None,
            arch: tanto_arch::Arch::load("wormhole_b0").expect("arch"),
            include_dirs: Vec::new(),
        };
        let compiled = tanto::compile(&context, "deep.cpp", &source, &options);
        (compiled.module.is_some(), compiled.diagnostics)
    })
}

fn compiles(source: &str) {
    let (module, diagnostics) = compile(MAIN_STACK, source);
    assert!(module, "{diagnostics:#?}");
}

/// Line and column of the `k`th (from 1) `needle` on line `line`.
fn at(source: &str, line: usize, needle: &str, k: usize) -> (usize, usize) {
    let start: usize = source
        .split_inclusive('\n')
        .take(line - 1)
        .map(str::len)
        .sum();
    let end = source[start..]
        .find('\n')
        .map_or(source.len(), |e| start + e);
    let offset = source[start..end]
        .match_indices(needle)
        .nth(k - 1)
        .expect("needle")
        .0;
    line_column(source, start + offset)
}

/// The only error is `message`, at `location`.
fn fails_at(source: &str, stack: usize, message: &str, location: (usize, usize)) {
    let (module, diagnostics) = compile(stack, source);
    assert!(!module);
    let errors: Vec<&Diagnostic> = diagnostics.iter().filter(|d| d.is_error()).collect();
    assert_eq!(errors.len(), 1, "{errors:#?}");
    assert!(
        errors[0].message.starts_with(message),
        "{:?}",
        errors[0].message
    );
    assert_eq!(
        line_column(source, errors[0].span.start),
        location,
        "{:?}",
        errors[0]
    );
}

/// `nest(n)` nests `n` levels: `nest(limit)` compiles, `nest(limit + 1)`
/// fails at `(needle, k)` on line 2, and so does `nest(DEEP)`, on a small
/// stack. `k` is None when the far deeper input fails elsewhere.
fn limit(
    nest: impl Fn(usize) -> String,
    limit: usize,
    message: &str,
    needle: &str,
    k: usize,
    deep_k: Option<usize>,
) {
    compiles(&nest(limit));
    let over = nest(limit + 1);
    fails_at(&over, SMALL_STACK, message, at(&over, 2, needle, k));
    let deep = nest(DEEP);
    match deep_k {
        Some(k) => fails_at(&deep, SMALL_STACK, message, at(&deep, 2, needle, k)),
        None => {
            let (module, diagnostics) = compile(SMALL_STACK, &deep);
            assert!(!module);
            assert!(
                diagnostics.iter().any(|d| d.message.starts_with(message)),
                "{diagnostics:#?}"
            );
        }
    }
}

fn kernel(body: &str) -> String {
    format!("void kernel(uint32 n) {{\nuint32 x = n; {body}\n}}\n")
}

const BRACKETS: &str = "bracket nesting level exceeded maximum of 256";
const STATEMENTS: &str = "statement nesting level exceeded maximum of 256";
const EXPRESSIONS: &str = "expression nesting level exceeded maximum of 256";

// The kernel's braces are a bracket level of their own.

#[test]
fn parentheses() {
    let nest = |n: usize| kernel(&format!("x = {}1{};", "(".repeat(n - 1), ")".repeat(n - 1)));
    limit(nest, MAX_BRACKET_DEPTH, BRACKETS, "(", 256, Some(256));
}

#[test]
fn blocks() {
    let nest = |n: usize| kernel(&format!("{}x = 1;{}", "{".repeat(n - 1), "}".repeat(n - 1)));
    limit(nest, MAX_BRACKET_DEPTH, BRACKETS, "{", 256, Some(256));
}

#[test]
fn casts_and_their_angle_brackets() {
    // `static_cast<` opens a bracket, and `(` one more when `<` closed.
    let nest = |n: usize| {
        kernel(&format!(
            "uint32 y = {}x{};",
            "static_cast<uint32>(".repeat(n - 1),
            ")".repeat(n - 1)
        ))
    };
    limit(nest, MAX_BRACKET_DEPTH, BRACKETS, "<", 256, Some(256));
}

#[test]
fn built_in_types() {
    let source = |n: usize| {
        format!(
            "void kernel({}float{} p) {{\n}}\n",
            "pipe<".repeat(n),
            ">".repeat(n)
        )
    };
    let over = source(MAX_BRACKET_DEPTH);
    fails_at(&over, SMALL_STACK, BRACKETS, at(&over, 1, "<", 256));
    let deep = source(DEEP);
    fails_at(&deep, SMALL_STACK, BRACKETS, at(&deep, 1, "<", 256));
    // Under the limit the nesting is fine, the type is not.
    let (_, diagnostics) = compile(MAIN_STACK, &source(MAX_BRACKET_DEPTH - 1));
    assert!(
        diagnostics.iter().all(|d| !d.message.contains("nesting")),
        "{diagnostics:#?}"
    );
}

#[test]
fn if_chains() {
    let nest = |n: usize| kernel(&format!("{}x = 1;", "if (x != 2) ".repeat(n)));
    limit(nest, MAX_STATEMENT_DEPTH, STATEMENTS, "if", 257, Some(257));
}

#[test]
fn else_if_chains() {
    let nest = |n: usize| {
        kernel(&format!(
            "if (x == 0) x = 1;{}",
            " else if (x == 1) x = 2;".repeat(n - 1)
        ))
    };
    limit(nest, MAX_STATEMENT_DEPTH, STATEMENTS, "if", 257, Some(257));
    let (_, diagnostics) = compile(SMALL_STACK, &nest(MAX_STATEMENT_DEPTH + 1));
    assert!(diagnostics[0].help.iter().any(|h| h.contains("`else if`")));
}

#[test]
fn loops() {
    limit(
        |n| kernel(&format!("{}x = 1;", "while (x != 2) ".repeat(n))),
        MAX_STATEMENT_DEPTH,
        STATEMENTS,
        "while",
        257,
        Some(257),
    );
    let nest = |n: usize| {
        kernel(&format!(
            "{}{{}}",
            "for (uint32 i = 0; i < n; i++) ".repeat(n)
        ))
    };
    limit(nest, MAX_STATEMENT_DEPTH, STATEMENTS, "for", 257, Some(257));
    let nest = |n: usize| {
        kernel(&format!(
            "{}x = 1;{}",
            "do ".repeat(n),
            " while (x != 2);".repeat(n)
        ))
    };
    limit(nest, MAX_STATEMENT_DEPTH, STATEMENTS, "do", 257, Some(257));
}

#[test]
fn unary_chains() {
    // The operand is one level past the operators; far past the limit,
    // the 257th operator is.
    let nest = |n: usize| kernel(&format!("bool b = {}true;", "!".repeat(n - 1)));
    limit(nest, MAX_EXPRESSION_DEPTH, EXPRESSIONS, "true", 1, None);
    fails_at(&nest(DEEP), SMALL_STACK, EXPRESSIONS, (2, 24 + 256));
    limit(
        |n| kernel(&format!("uint32 y = {}x;", "~".repeat(n - 1))),
        MAX_EXPRESSION_DEPTH,
        EXPRESSIONS,
        "x;",
        1,
        None,
    );
    limit(
        |n| kernel(&format!("int32 y = {}1;", "- ".repeat(n - 1))),
        MAX_EXPRESSION_DEPTH,
        EXPRESSIONS,
        "1;",
        1,
        None,
    );
}

#[test]
fn cast_chains() {
    let nest = |n: usize| kernel(&format!("uint32 y = {}x;", "(uint32)".repeat(n - 1)));
    limit(nest, MAX_EXPRESSION_DEPTH, EXPRESSIONS, "x;", 1, None);
}

#[test]
fn operator_chains() {
    // `x + x + ... + x` nests to the left: its first operand is deepest.
    let nest = |n: usize| kernel(&format!("uint32 y = x{};", " + x".repeat(n - 1)));
    limit(nest, MAX_EXPRESSION_DEPTH, EXPRESSIONS, "x + x", 1, Some(1));
}

#[test]
fn assignment_chains() {
    // `x = x = ... = n`: the last target is one level past the `=`s
    // (line 2 starts with a `x = ` of its own).
    let nest = |n: usize| kernel(&format!("{}n;", "x = ".repeat(n - 1)));
    limit(nest, MAX_EXPRESSION_DEPTH, EXPRESSIONS, "x = ", 257, None);
    // Far deeper, the scan stops at the 257th `=` of the chain.
    let deep = nest(DEEP);
    fails_at(&deep, SMALL_STACK, EXPRESSIONS, at(&deep, 2, "= ", 258));
}

#[test]
fn conditional_chains() {
    // The scan finds it first: at the `?` of the 256th `?:`, one level
    // below the initializer.
    let nest = |n: usize| kernel(&format!("uint32 y = {}x;", "x ? x : ".repeat(n - 1)));
    limit(
        nest,
        MAX_EXPRESSION_DEPTH,
        EXPRESSIONS,
        "? ",
        256,
        Some(256),
    );
}

#[test]
fn postfix_chains() {
    // Not a valid kernel at any depth (`x++++`), but never a crash.
    let source = |n: usize| kernel(&format!("x{};", "++".repeat(n)));
    let (_, diagnostics) = compile(MAIN_STACK, &source(MAX_EXPRESSION_DEPTH - 1));
    assert!(
        diagnostics.iter().all(|d| !d.message.contains("nesting")),
        "{diagnostics:#?}"
    );
    fails_at(&source(DEEP), SMALL_STACK, EXPRESSIONS, (2, 15));
}

#[test]
fn calling_a_deep_expression() {
    // The callee of `(...)(1)` is dropped while parsing, without
    // recursion; the call is of no function.
    let (module, diagnostics) = compile(
        SMALL_STACK,
        &kernel(&format!("({}x)(1);", "!".repeat(DEEP))),
    );
    assert!(!module);
    assert_eq!(diagnostics.len(), 1, "{diagnostics:#?}");
}

#[test]
fn declarations_before_the_deep_one_are_still_checked() {
    let source = format!(
        "void helper() {{\n  x = ;\n}}\nvoid kernel() {{\n  uint32 y = {}1{};\n}}\n",
        "(".repeat(DEEP),
        ")".repeat(DEEP)
    );
    let (_, diagnostics) = compile(SMALL_STACK, &source);
    let messages: Vec<&str> = diagnostics.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(messages, ["syntax error: expected an expression", BRACKETS]);
    assert_eq!(
        line_column(&source, diagnostics[1].span.start),
        (5, 14 + 255)
    );
}

#[test]
fn scan_skips_comments_and_literals_and_counts_every_bracket_kind() {
    let deep = "(".repeat(300);
    assert!(scan(&format!("// {deep}\n/* {deep} */ \"{deep}\" '{deep}'")).is_none());
    let mixed = "([{".repeat(85) + "(<";
    assert!(
        scan(&mixed).is_none(),
        "256 brackets; a `<` after no type name is an operator"
    );
    let mixed = "([{".repeat(85) + "(pipe<";
    let too_deep = scan(&mixed).expect("257 brackets");
    assert_eq!(too_deep.error.span, mixed.len() - 1..mixed.len());
    assert!(
        scan(&"a = b; ".repeat(DEEP)).is_none(),
        "sequential statements do not nest"
    );
    assert!(scan(&"if (a) b; else c; ".repeat(DEEP)).is_none());
    assert!(scan(&"do { } while (a); ".repeat(DEEP)).is_none());
    assert!(scan(&"void f() { uint32 a{1}; if (a) { b; } else { c; } }\n".repeat(DEEP)).is_none());
}

#[test]
fn syntax_errors_are_capped() {
    let source = "x;\n".repeat(1000) + "void kernel() {}\n";
    let (_, diagnostics) = compile(MAIN_STACK, &source);
    assert_eq!(diagnostics.len(), MAX_SYNTAX_ERRORS + 1);
    assert!(diagnostics[MAX_SYNTAX_ERRORS]
        .message
        .starts_with("too many syntax errors"));
    // Many declarations parse in one pass, not one pass each.
    compiles(&(";\n".repeat(DEEP) + "void kernel() {}\n"));
}

#[test]
fn compile_time_parameter_values() {
    let deep = format!("{}1{}", "(".repeat(DEEP), ")".repeat(DEEP));
    let error = on_stack(SMALL_STACK, move || {
        tanto::parser::parse_expression(&deep).err()
    })
    .expect("an error");
    assert_eq!(
        (error.message.as_str(), error.span.start),
        (BRACKETS, MAX_BRACKET_DEPTH)
    );
    let deep = format!("{}1", "-".repeat(DEEP));
    let error = on_stack(SMALL_STACK, move || {
        tanto::parser::parse_expression(&deep).err()
    })
    .expect("an error");
    assert!(error.message.starts_with(EXPRESSIONS));
}

// ---- the preprocessor --------------------------------------------------------------

fn preprocess_on_small_stack(source: String) -> Vec<String> {
    on_stack(SMALL_STACK, move || {
        tanto::preprocess::preprocess(&source, &[])
            .1
            .into_iter()
            .map(|e| e.message)
            .collect()
    })
}

#[test]
fn macro_expansion_depth() {
    let chain = |n: usize| {
        (0..n)
            .map(|i| format!("#define M{i} M{}\n", i + 1))
            .collect::<String>()
            + "M0\n"
    };
    assert!(preprocess_on_small_stack(chain(MAX_MACRO_EXPANSION_DEPTH)).is_empty());
    let too_deep = "macro expansion nesting level exceeded maximum of 256";
    assert_eq!(
        preprocess_on_small_stack(chain(MAX_MACRO_EXPANSION_DEPTH + 1)),
        [too_deep]
    );
    assert_eq!(preprocess_on_small_stack(chain(DEEP)), [too_deep]);
    // Nested arguments nest the same way.
    let arguments = |n: usize| {
        format!(
            "#define F(a) a\nF({}1{})\n",
            "F(".repeat(n - 1),
            ")".repeat(n - 1)
        )
    };
    assert!(preprocess_on_small_stack(arguments(MAX_MACRO_EXPANSION_DEPTH)).is_empty());
    assert_eq!(
        preprocess_on_small_stack(arguments(MAX_MACRO_EXPANSION_DEPTH + 1)),
        [too_deep]
    );
    let errors = preprocess_on_small_stack(arguments(DEEP));
    assert_eq!(errors.len(), 1);
}

#[test]
fn macro_expansion_work() {
    // Each macro doubles the one before: 2^60 tokens if unchecked.
    let doubling = |n: usize| {
        "#define M0 1\n".to_string()
            + &(1..n)
                .map(|i| format!("#define M{i} M{0} M{0}\n", i - 1))
                .collect::<String>()
    };
    assert!(preprocess_on_small_stack(doubling(10) + "M9\n").is_empty());
    let errors = preprocess_on_small_stack(doubling(60) + "M59\nM59\n");
    assert_eq!(errors.len(), 1, "reported once: {errors:?}");
    assert!(errors[0].starts_with("macro expansion too large"));
}

#[test]
fn if_expression_depth() {
    let nested = |open: &str, n: usize, close: &str| {
        format!("#if {}1{}\n#endif\n", open.repeat(n), close.repeat(n))
    };
    let too_deep = "invalid #if expression: nesting level exceeded maximum of 256";
    // Each parenthesis is two levels (the operand, the expression in it).
    assert!(
        preprocess_on_small_stack(nested("(", MAX_IF_EXPRESSION_DEPTH / 2 - 1, ")")).is_empty()
    );
    assert_eq!(
        preprocess_on_small_stack(nested("(", MAX_IF_EXPRESSION_DEPTH / 2, ")")),
        [too_deep]
    );
    assert_eq!(
        preprocess_on_small_stack(nested("(", DEEP, ")")),
        [too_deep]
    );
    // The expression, then one level per operator and the operand.
    assert!(preprocess_on_small_stack(nested("!", MAX_IF_EXPRESSION_DEPTH - 2, "")).is_empty());
    assert_eq!(
        preprocess_on_small_stack(nested("!", MAX_IF_EXPRESSION_DEPTH - 1, "")),
        [too_deep]
    );
    assert_eq!(
        preprocess_on_small_stack(nested("- ", DEEP, "")),
        [too_deep]
    );
    assert_eq!(
        preprocess_on_small_stack(nested("1 ? 1 : ", DEEP, "")),
        [too_deep]
    );
}

#[test]
fn conditional_groups_nest_without_limit() {
    // `#if` groups are a list, not a recursion.
    let source = "#if 1\n".repeat(DEEP) + &"#endif\n".repeat(DEEP);
    assert!(preprocess_on_small_stack(source).is_empty());
}

// ---- the lowering --------------------------------------------------------------------

/// `n` helpers, each calling the one before as `calls` says (`H` is the
/// call), and a kernel calling the last.
fn helpers(n: usize, calls: &str) -> String {
    let mut source = "uint32 h0(uint32 v) { return v + 1; }\n".to_string();
    for i in 1..n {
        source += &format!(
            "uint32 h{i}(uint32 v) {{ return {}; }}\n",
            calls.replace('H', &format!("h{}(v)", i - 1))
        );
    }
    source
        + &format!(
            "void kernel(uint32 n) {{\n  uint32 x = h{}(n);\n}}\n",
            n - 1
        )
}

#[test]
fn helper_call_chains() {
    compiles(&helpers(MAX_INLINE_DEPTH, "H"));
    let source = helpers(MAX_INLINE_DEPTH + 1, "H");
    let (module, diagnostics) = compile(SMALL_STACK, &source);
    assert!(!module);
    assert_eq!(diagnostics.len(), 1, "{diagnostics:#?}");
    assert!(diagnostics[0]
        .message
        .starts_with("helper calls nested too deeply: inlining `h0` exceeds the maximum of 64"));
    // At the innermost call; the note is at the kernel's call.
    assert_eq!(
        line_column(&source, diagnostics[0].span.start),
        at(&source, 2, "h0(v)", 1)
    );
    assert_eq!(
        line_column(&source, diagnostics[0].notes[0].0.start),
        at(&source, MAX_INLINE_DEPTH + 3, "h64(n)", 1)
    );
}

#[test]
fn helper_calls_that_double_stop_at_the_step_budget() {
    // 2^40 inlined calls if unchecked.
    let (module, diagnostics) = compile(MAIN_STACK, &helpers(40, "H + H"));
    assert!(!module);
    assert_eq!(diagnostics.len(), 1, "{diagnostics:#?}");
    assert!(diagnostics[0]
        .message
        .starts_with("kernel too large to compile"));
}

#[test]
fn conditionals_with_side_effects_stop_at_the_step_budget() {
    // A `?:` with side effects lowers its operands twice, so nested ones
    // take exponential time.
    let source = kernel(&format!(
        "uint32 y = {}x++{};",
        "n != 0 ? (".repeat(60),
        ") : 1".repeat(60)
    ));
    let (module, diagnostics) = compile(MAIN_STACK, &source);
    assert!(!module);
    assert_eq!(diagnostics.len(), 1, "{diagnostics:#?}");
    assert!(diagnostics[0]
        .message
        .starts_with("kernel too large to compile"));
}

#[test]
fn exits_nest_the_rest_of_their_block() {
    // Each `if (...) break;` puts the rest of the loop body in an `scf.if`.
    let source = |n: usize| {
        kernel(&format!(
            "for (uint32 i = 0; i < n; i++) {{ {} }}",
            "if (i == x) break; ".repeat(n)
        ))
    };
    compiles(&source(300));
    let (module, diagnostics) = compile(MAIN_STACK, &source(2000));
    assert!(!module);
    assert_eq!(diagnostics.len(), 1, "{diagnostics:#?}");
    assert!(diagnostics[0]
        .message
        .starts_with("code nested too deeply to compile: more than 1024 levels"));
    assert_eq!(line_column(&source(2000), diagnostics[0].span.start).0, 2);
}
