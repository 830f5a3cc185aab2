//! Expressions of the pest grammar into the AST, with C's precedence for
//! binary operators.

use super::{span, specifiers, Rule};
use crate::ztachip::pcore::ast::*;
use pest::iterators::Pair;

pub(super) fn expression(pair: Pair<Rule>) -> Expr {
    let span = span(&pair);
    let mut parts: Vec<Expr> = pair.into_inner().map(assignment).collect();
    if parts.len() == 1 {
        parts.remove(0)
    } else {
        Expr::new(ExprKind::Comma(parts), span)
    }
}

pub(super) fn assignment(pair: Pair<Rule>) -> Expr {
    let span = span(&pair);
    let inner: Vec<_> = pair.into_inner().collect();
    match <[Pair<Rule>; 3]>::try_from(inner) {
        Ok([target, op, value]) => Expr::new(
            ExprKind::Assign(
                op.as_str().to_string(),
                Box::new(conditional(target)),
                Box::new(assignment(value)),
            ),
            span,
        ),
        Err(inner) => inner
            .into_iter()
            .next()
            .map_or_else(|| empty(span), conditional),
    }
}

fn empty(span: Span) -> Expr {
    Expr::new(ExprKind::Comma(Vec::new()), span)
}

pub(super) fn conditional(pair: Pair<Rule>) -> Expr {
    let span = span(&pair);
    let mut inner = pair.into_inner();
    let Some(first) = inner.next() else {
        return empty(span);
    };
    let condition = binary(first);
    match (inner.next(), inner.next()) {
        (Some(yes), Some(no)) => Expr::new(
            ExprKind::Conditional(
                Box::new(condition),
                Box::new(expression(yes)),
                Box::new(conditional(no)),
            ),
            span,
        ),
        _ => condition,
    }
}

/// C's binary precedence, loosest 1.
fn precedence(op: &str) -> u8 {
    match op {
        "||" => 1,
        "&&" => 2,
        "|" => 3,
        "^" => 4,
        "&" => 5,
        "==" | "!=" => 6,
        "<" | ">" | "<=" | ">=" => 7,
        "<<" | ">>" => 8,
        "+" | "-" => 9,
        _ => 10,
    }
}

fn binary(pair: Pair<Rule>) -> Expr {
    let mut operands = Vec::new();
    let mut operators: Vec<String> = Vec::new();
    for part in pair.into_inner() {
        if part.as_rule() == Rule::binary_op {
            let op = part.as_str().to_string();
            while operators
                .last()
                .is_some_and(|top| precedence(top) >= precedence(&op))
            {
                reduce(&mut operands, &mut operators);
            }
            operators.push(op);
        } else {
            operands.push(cast(part));
        }
    }
    while !operators.is_empty() {
        reduce(&mut operands, &mut operators);
    }
    operands.pop().unwrap_or_else(|| empty(0..0))
}

fn reduce(operands: &mut Vec<Expr>, operators: &mut Vec<String>) {
    let (Some(op), Some(right), Some(left)) = (operators.pop(), operands.pop(), operands.pop())
    else {
        return;
    };
    let span = left.span.start..right.span.end;
    operands.push(Expr::new(
        ExprKind::Binary(op, Box::new(left), Box::new(right)),
        span,
    ));
}

fn cast(pair: Pair<Rule>) -> Expr {
    let span = span(&pair);
    let inner: Vec<_> = pair.into_inner().collect();
    match <[Pair<Rule>; 2]>::try_from(inner) {
        Ok([type_name, operand]) => {
            let mut specs = Specifiers::default();
            let mut pointers = 0;
            for part in type_name.into_inner() {
                match part.as_rule() {
                    Rule::specifiers => specs = specifiers(part),
                    _ => pointers += 1,
                }
            }
            Expr::new(
                ExprKind::Cast(specs, pointers, Box::new(cast(operand))),
                span,
            )
        }
        Err(inner) => inner.into_iter().next().map_or_else(|| empty(span), unary),
    }
}

fn unary(pair: Pair<Rule>) -> Expr {
    let span = span(&pair);
    let inner: Vec<_> = pair.into_inner().collect();
    match <[Pair<Rule>; 2]>::try_from(inner) {
        Ok([op, operand]) => {
            let operand = match operand.as_rule() {
                Rule::cast => cast(operand),
                _ => unary(operand),
            };
            Expr::new(
                ExprKind::Prefix(op.as_str().to_string(), Box::new(operand)),
                span,
            )
        }
        Err(inner) => match inner.into_iter().next() {
            Some(p) if p.as_rule() == Rule::sizeof_expr => {
                Expr::new(ExprKind::Sizeof(span.clone()), span)
            }
            Some(p) if p.as_rule() == Rule::postfix => postfix(p),
            Some(p) => unary(p),
            None => empty(span),
        },
    }
}

fn postfix(pair: Pair<Rule>) -> Expr {
    let start = pair.as_span().start();
    let end = pair.as_span().end();
    let mut inner = pair.into_inner().peekable();
    let Some(first) = inner.next() else {
        return empty(start..start);
    };
    let parenthesized = first.as_rule() == Rule::expression;
    let mut result = primary(first);
    if parenthesized {
        // ztachip's compiler keeps the parentheses as a node of their own
        // (`Expr::parens`); the span covers them.
        result.span = start..inner.peek().map_or(end, |suffix| suffix.as_span().start());
        result.parens = true;
    }
    for suffix in inner {
        let span = start..suffix.as_span().end();
        let kind = match suffix.as_rule() {
            Rule::index => match suffix.into_inner().next() {
                Some(e) => ExprKind::Index(Box::new(result), Box::new(expression(e))),
                None => continue,
            },
            Rule::call => ExprKind::Call(
                Box::new(result),
                suffix.into_inner().map(assignment).collect(),
            ),
            Rule::member => ExprKind::Member(
                Box::new(result),
                suffix
                    .into_inner()
                    .next()
                    .map_or(String::new(), |p| p.as_str().to_string()),
            ),
            _ => ExprKind::Postfix(suffix.as_str().to_string(), Box::new(result)),
        };
        result = Expr::new(kind, span);
    }
    result
}

fn primary(pair: Pair<Rule>) -> Expr {
    let span = span(&pair);
    let text = pair.as_str();
    let kind = match pair.as_rule() {
        Rule::name => ExprKind::Name(Name::parse(text, span.clone())),
        Rule::int_lit => match parse_int(text) {
            Some(value) => ExprKind::Int(value),
            None => ExprKind::TooLarge(text.to_string()),
        },
        Rule::float_lit => ExprKind::Float(text.to_string()),
        Rule::char_lit => ExprKind::Char(text.to_string()),
        Rule::string_lit => ExprKind::Str(text.to_string()),
        Rule::expression => return expression(pair),
        _ => ExprKind::Comma(Vec::new()),
    };
    Expr::new(kind, span)
}

/// An integer literal as ztachip's compiler reads it (ast.cpp): hex after
/// `0x`, anything else decimal digits (`atoi`: `010` is 10, not C's
/// octal 8), any suffix; None past i64.
pub fn parse_int(text: &str) -> Option<i64> {
    let digits = text.trim_end_matches(['u', 'U', 'l', 'L']);
    if let Some(hex) = digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        i64::from_str_radix(hex, 16).ok()
    } else {
        digits.parse().ok()
    }
}
