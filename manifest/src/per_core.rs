//! Per-core values of a device program: `per_core = { start = "index * 16384" }`
//! gives a kernel parameter a value that differs per core, as an integer
//! expression over the core's place in the kernel's range:
//!
//! | variable | value |
//! |---|---|
//! | `x`, `y` | the core's coordinates |
//! | `index` | its position in the kernel's `cores` ranges: row by row within each rectangle, rectangles in order, from 0 |
//! | `count` | how many cores run the kernel |
//!
//! with integer literals, `+ - * / %`, comparisons `== != < <= > >=` (0 or
//! 1), `min(a, b)`, `max(a, b)`, `select(c, a, b)` (`a` where `c` is not 0,
//! else `b`), unary minus and parentheses (C's precedence, left-associative;
//! `/` and `%` truncate toward zero as in C).
//! The text is parsed with pest ([`per_core.pest`](per_core.pest)) into
//! postfix order (the manifest's [`ExprTerm`]), which the host evaluates per
//! core in 64-bit checked arithmetic (`tanto_manifest::program::evaluate`). The program compiler checks the value on every core at
//! validation time; the manifest writer re-parses the text it left on the
//! kernel (`tanto.per_core`) with [`per_core_postfix`]; the protocol check
//! evaluates it per core too.

use pest::{iterators::Pair, Parser};
use std::ops::Range;
// The manifest's expression form, which the host evaluates: parsing here
// gives exactly what `tanto-run` computes.
use crate::program::{CoreVar, ExprError, ExprOp, ExprTerm};

#[derive(pest_derive::Parser)]
#[grammar = "per_core.pest"]
struct PerCoreParser;

/// The deepest nesting of parentheses an expression may use (checked before
/// the recursive parse).
pub const MAX_DEPTH: usize = 32;

/// The variables by name.
const VARIABLES: [(&str, CoreVar); 4] = [
    ("x", CoreVar::X),
    ("y", CoreVar::Y),
    ("index", CoreVar::Index),
    ("count", CoreVar::Count),
];

fn variable(name: &str) -> Option<CoreVar> {
    VARIABLES.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
}

/// Why an expression does not parse; `span` is a byte range of its text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct PerCoreError {
    pub span: Range<usize>,
    pub message: String,
    pub help: Option<String>,
}

impl PerCoreError {
    fn new(span: Range<usize>, message: impl Into<String>) -> Self {
        Self {
            span,
            message: message.into(),
            help: None,
        }
    }

    fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }
}

/// Parses a per-core expression into postfix order. Errors: syntax, nesting
/// deeper than [`MAX_DEPTH`], an unknown variable, a literal that does not
/// fit 64 bits, a division by a literal zero.
pub fn per_core_postfix(text: &str) -> Result<Vec<ExprTerm>, PerCoreError> {
    check_depth(text)?;
    let mut pairs = PerCoreParser::parse(Rule::expression, text).map_err(syntax_error)?;
    let expression = pairs
        .next()
        .ok_or_else(|| PerCoreError::new(0..text.len(), "empty per-core expression"))?;
    let top = expression
        .into_inner()
        .next()
        .ok_or_else(|| PerCoreError::new(0..text.len(), "empty per-core expression"))?;
    let mut postfix = Vec::new();
    binary(top, &mut postfix)?;
    Ok(postfix)
}

fn check_depth(text: &str) -> Result<(), PerCoreError> {
    let mut depth = 0usize;
    for (at, c) in text.char_indices() {
        match c {
            '(' => {
                depth += 1;
                if depth > MAX_DEPTH {
                    return Err(PerCoreError::new(
                        at..at + 1,
                        format!("per-core expression nested deeper than {MAX_DEPTH} parentheses"),
                    ));
                }
            }
            ')' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    Ok(())
}

fn describe(rule: &Rule) -> &'static str {
    match rule {
        Rule::integer => "an integer",
        Rule::variable => "a variable",
        Rule::lparen => "`(`",
        Rule::rparen => "`)`",
        Rule::comma => "`,`",
        Rule::neg
        | Rule::unary
        | Rule::primary
        | Rule::product
        | Rule::sum
        | Rule::relational
        | Rule::equality
        | Rule::call
        | Rule::function
        | Rule::expression => "an operand",
        Rule::add
        | Rule::sub
        | Rule::mul
        | Rule::div
        | Rule::rem
        | Rule::add_op
        | Rule::mul_op
        | Rule::eq
        | Rule::ne
        | Rule::lt
        | Rule::le
        | Rule::gt
        | Rule::ge
        | Rule::eq_op
        | Rule::rel_op => "an operator",
        Rule::EOI => "the end of the expression",
        _ => "something else",
    }
}

fn syntax_error(error: pest::error::Error<Rule>) -> PerCoreError {
    use pest::error::{ErrorVariant, InputLocation};
    let at = match error.location {
        InputLocation::Pos(p) => p..p,
        InputLocation::Span((s, e)) => s..e,
    };
    let message = match &error.variant {
        ErrorVariant::ParsingError { positives, .. } => {
            let mut expected: Vec<&str> = positives.iter().map(describe).collect();
            expected.sort_unstable();
            expected.dedup();
            match expected.as_slice() {
                [] => "unexpected character".to_string(),
                [one] => format!("expected {one}"),
                [init @ .., last] => format!("expected {} or {last}", init.join(", ")),
            }
        }
        ErrorVariant::CustomError { message } => message.clone(),
    };
    PerCoreError::new(at, format!("syntax error in per-core expression: {message}"))
        .with_help("a per-core value is an integer expression over x, y, index and count with + - * / %, comparisons (== != < <= > >=), min(a, b), max(a, b), select(c, a, b), unary minus and parentheses")
}

fn span(pair: &Pair<Rule>) -> Range<usize> {
    pair.as_span().start()..pair.as_span().end()
}

/// One level of binary operators (`equality`, `relational`, `sum`,
/// `product`): operands and operators alternate, left-associative.
fn binary(pair: Pair<Rule>, out: &mut Vec<ExprTerm>) -> Result<(), PerCoreError> {
    let mut inner = pair.into_inner();
    if let Some(first) = inner.next() {
        operand(first, out)?;
    }
    while let (Some(op), Some(right)) = (inner.next(), inner.next()) {
        let operator = match op.as_rule() {
            Rule::eq => ExprOp::Eq,
            Rule::ne => ExprOp::Ne,
            Rule::lt => ExprOp::Lt,
            Rule::le => ExprOp::Le,
            Rule::gt => ExprOp::Gt,
            Rule::ge => ExprOp::Ge,
            Rule::add => ExprOp::Add,
            Rule::sub => ExprOp::Sub,
            Rule::mul => ExprOp::Mul,
            Rule::div => ExprOp::Div,
            _ => ExprOp::Rem,
        };
        if matches!(operator, ExprOp::Div | ExprOp::Rem) && is_literal_zero(&right) {
            return Err(PerCoreError::new(
                span(&right),
                format!(
                    "division by zero: the divisor of `{}` is the literal 0",
                    op.as_str()
                ),
            ));
        }
        operand(right, out)?;
        out.push(ExprTerm::Op(operator));
    }
    Ok(())
}

/// An operand of [`binary`]: the next level down.
fn operand(pair: Pair<Rule>, out: &mut Vec<ExprTerm>) -> Result<(), PerCoreError> {
    match pair.as_rule() {
        Rule::unary => unary(pair, out),
        _ => binary(pair, out),
    }
}

/// `min(a, b)`, `max(a, b)`, `select(c, a, b)`: the arguments in order,
/// then the function.
fn call(pair: Pair<Rule>, out: &mut Vec<ExprTerm>) -> Result<(), PerCoreError> {
    let at = span(&pair);
    let mut inner = pair.into_inner();
    let Some(name) = inner.next() else {
        return Err(PerCoreError::new(at, "empty call"));
    };
    let (function, arity) = match name.as_str() {
        "min" => (ExprOp::Min, 2),
        "max" => (ExprOp::Max, 2),
        _ => (ExprOp::Select, 3),
    };
    let arguments: Vec<Pair<Rule>> = inner.filter(|p| p.as_rule() == Rule::equality).collect();
    if arguments.len() != arity {
        return Err(PerCoreError::new(
            at,
            format!(
                "`{}` takes {arity} argument{}, but {} given",
                name.as_str(),
                if arity == 1 { "" } else { "s" },
                match arguments.len() {
                    1 => "1 was".to_string(),
                    n => format!("{n} were"),
                }
            ),
        )
        .with_help("min(a, b), max(a, b), select(condition, a, b)"));
    }
    for argument in arguments {
        binary(argument, out)?;
    }
    out.push(ExprTerm::Op(function));
    Ok(())
}

/// A unary operand that is the literal 0 (with any number of minus signs).
fn is_literal_zero(unary: &Pair<Rule>) -> bool {
    let primary = unary
        .clone()
        .into_inner()
        .find(|p| p.as_rule() != Rule::neg);
    primary.is_some_and(|p| p.as_rule() == Rule::integer && p.as_str().bytes().all(|b| b == b'0'))
}

fn unary(pair: Pair<Rule>, out: &mut Vec<ExprTerm>) -> Result<(), PerCoreError> {
    let mut negations = 0usize;
    let mut inner = pair.into_inner();
    while let Some(p) = inner.next() {
        match p.as_rule() {
            Rule::neg => negations += 1,
            Rule::integer => {
                let value = p.as_str().parse::<i64>().map_err(|_| {
                    PerCoreError::new(
                        span(&p),
                        format!("integer literal `{}` does not fit 64 bits", p.as_str()),
                    )
                })?;
                out.push(ExprTerm::Const(value));
            }
            Rule::variable => {
                let variable = variable(p.as_str()).ok_or_else(|| {
                    PerCoreError::new(
                        span(&p),
                        format!("unknown variable `{}` in per-core expression", p.as_str()),
                    )
                    .with_help(format!(
                        "the variables are: {}",
                        VARIABLES.map(|(n, _)| n).join(", ")
                    ))
                })?;
                out.push(ExprTerm::Var(variable));
            }
            Rule::call => call(p, out)?,
            // `( expression )`: the expression is the next pair, the `)` after it.
            Rule::lparen => {
                if let Some(nested) = inner.next() {
                    binary(nested, out)?;
                }
                inner.next();
            }
            _ => {}
        }
    }
    out.extend((0..negations).map(|_| ExprTerm::Op(ExprOp::Neg)));
    Ok(())
}

/// How an evaluation failure reads in a diagnostic.
pub fn describe_failure(error: ExprError) -> &'static str {
    match error {
        ExprError::DivisionByZero => "divides by zero",
        ExprError::Overflow => "overflows 64 bits",
        ExprError::Malformed => "is malformed",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::program::{evaluate, CorePlace};
    use CoreVar::*;
    use ExprOp::*;
    use ExprTerm::*;

    /// Running a body on a thread with a small stack, to show the depth
    /// limit holds where unchecked recursion would not.
    mod stack_test {
        pub const SMALL_STACK: usize = 1 << 20;
        pub const DEEP: usize = 100_000;
        pub fn on_stack<T: Send + 'static>(
            stack: usize,
            body: impl FnOnce() -> T + Send + 'static,
        ) -> T {
            std::thread::Builder::new()
                .stack_size(stack)
                .spawn(body)
                .expect("thread")
                .join()
                .expect("no crash")
        }
    }

    fn place(index: i64) -> CorePlace {
        CorePlace {
            x: 3,
            y: 2,
            index,
            count: 16,
        }
    }

    fn value(text: &str, index: i64) -> i64 {
        evaluate(&per_core_postfix(text).unwrap(), place(index)).unwrap()
    }

    #[test]
    fn postfix_order_and_precedence() {
        assert_eq!(
            per_core_postfix("index * 16384").unwrap(),
            [Var(Index), Const(16384), Op(Mul)]
        );
        assert_eq!(
            per_core_postfix("1 + 2 * x").unwrap(),
            [Const(1), Const(2), Var(X), Op(Mul), Op(Add)]
        );
        assert_eq!(
            per_core_postfix("(1 + 2) * -x").unwrap(),
            [Const(1), Const(2), Op(Add), Var(X), Op(Neg), Op(Mul)]
        );
        assert_eq!(
            per_core_postfix("10 - 3 - 2").unwrap(),
            [Const(10), Const(3), Op(Sub), Const(2), Op(Sub)]
        );
        assert_eq!(per_core_postfix("--y").unwrap(), [Var(Y), Op(Neg), Op(Neg)]);
        assert_eq!(value("10 - 3 - 2", 0), 5);
        assert_eq!(value("100 / 7 / 2", 0), 7);
        assert_eq!(value("x + y * 8 % 5", 0), 3 + 16 % 5);
        assert_eq!(value("-7 / 2", 0), -3);
        assert_eq!(value("-7 % 2", 0), -1);
        assert_eq!(value("count - 1 - index", 5), 10);
        assert_eq!(value("((((index))))*2", 4), 8);
        assert_eq!(value("\t index *  16384 ", 15), 15 * 16384);
    }

    #[test]
    fn comparisons_and_selections() {
        assert_eq!(
            per_core_postfix("select(y == 0, 1, 0)").unwrap(),
            [Var(Y), Const(0), Op(Eq), Const(1), Const(0), Op(Select)]
        );
        assert_eq!(value("y == 2", 0), 1);
        assert_eq!(value("y != 2", 0), 0);
        assert_eq!(value("x < 3", 0) + value("x <= 3", 0), 1);
        assert_eq!(
            value("x > 2 == 1", 0),
            1,
            "relational binds tighter than equality"
        );
        assert_eq!(
            value("1 + x >= 4", 0),
            1,
            "arithmetic binds tighter than comparison"
        );
        assert_eq!(value("min(index, 3) * 2", 7), 6);
        assert_eq!(value("max(count - 20, -index)", 4), -4);
        assert_eq!(value("select(index % 2, 100, 200 + x)", 3), 100);
        assert_eq!(value("select(index % 2, 100, 200 + x)", 4), 203);
        assert_eq!(value("-min(1, 2)", 0), -1);
        assert_eq!(value("max(min(x, y), (index))", 1), 2);
        let e = per_core_postfix("min(x)").unwrap_err();
        assert_eq!(e.span, 0..6);
        assert!(
            e.message.contains("takes 2 arguments, but 1 was given"),
            "{e:?}"
        );
        assert!(per_core_postfix("select(1, 2)").is_err());
        let e = per_core_postfix("minimum(x, y)").unwrap_err();
        assert!(
            e.message.contains("unknown variable `minimum`") || e.message.contains("syntax"),
            "{e:?}"
        );
        assert!(per_core_postfix("min")
            .unwrap_err()
            .message
            .contains("unknown variable `min`"));
        assert!(per_core_postfix("x === y").is_err());
    }

    #[test]
    fn errors_are_located_in_the_text() {
        let e = per_core_postfix("index * ").unwrap_err();
        assert_eq!(e.span, 8..8);
        assert!(e.message.contains("expected"), "{e:?}");
        let e = per_core_postfix("index +* 2").unwrap_err();
        assert_eq!(e.span.start, 7);
        let e = per_core_postfix("(index * 2").unwrap_err();
        assert!(e.message.contains("`)`"), "{e:?}");
        let e = per_core_postfix("row * 2").unwrap_err();
        assert_eq!(
            (e.span.clone(), e.message.as_str()),
            (0..3, "unknown variable `row` in per-core expression")
        );
        assert!(e.help.unwrap().contains("x, y, index, count"));
        let e = per_core_postfix("index / 0").unwrap_err();
        assert_eq!(e.span, 8..9);
        assert!(e.message.contains("division by zero"), "{e:?}");
        assert_eq!(per_core_postfix("index % -00").unwrap_err().span, 8..11);
        assert!(
            per_core_postfix("index / (0)").is_ok(),
            "only a bare literal is caught while parsing"
        );
        let e = per_core_postfix("99999999999999999999").unwrap_err();
        assert!(e.message.contains("does not fit 64 bits"));
        assert!(per_core_postfix("").is_err());
        assert!(per_core_postfix("1.5").is_err());
        assert!(per_core_postfix("x y").is_err());
    }

    #[test]
    fn nesting_is_limited_before_parsing() {
        let ok = format!("{}x{}", "(".repeat(MAX_DEPTH), ")".repeat(MAX_DEPTH));
        assert!(per_core_postfix(&ok).is_ok());
        let deep = format!(
            "{}x{}",
            "(".repeat(stack_test::DEEP),
            ")".repeat(stack_test::DEEP)
        );
        let e = stack_test::on_stack(stack_test::SMALL_STACK, move || {
            per_core_postfix(&deep).unwrap_err()
        });
        assert_eq!(e.span, MAX_DEPTH..MAX_DEPTH + 1);
        // Unary minus chains are a loop, not recursion.
        let minus = format!("{}x", "-".repeat(stack_test::DEEP));
        let postfix = stack_test::on_stack(stack_test::SMALL_STACK, move || {
            per_core_postfix(&minus).unwrap()
        });
        assert_eq!(postfix.len(), stack_test::DEEP + 1);
    }

    #[test]
    fn evaluation_is_checked() {
        let zero = per_core_postfix("1 / (index - 3)").unwrap();
        assert_eq!(evaluate(&zero, place(3)), Err(ExprError::DivisionByZero));
        assert_eq!(evaluate(&zero, place(4)), Ok(1));
        let big = per_core_postfix("9223372036854775807 + index").unwrap();
        assert_eq!(evaluate(&big, place(1)), Err(ExprError::Overflow));
        assert_eq!(evaluate(&[Op(Add)], place(0)), Err(ExprError::Malformed));
    }
}
