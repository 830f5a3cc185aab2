//! Preprocessed text to [`ast::Program`], with pest. Syntax errors name the
//! tokens that were expected.

use super::{ast::*, limits};
use crate::diagnostic::Diagnostic;
use pest::{
    iterators::{Pair, Pairs},
    pratt_parser::{Assoc, Op, PrattParser},
    Parser,
};
use std::sync::LazyLock;

#[derive(pest_derive::Parser)]
#[grammar = "tanto/tanto.pest"]
struct TantoParser;

/// C's binary operator precedence, loosest first.
static PRATT: LazyLock<PrattParser<Rule>> = LazyLock::new(|| {
    PrattParser::new()
        .op(Op::infix(Rule::op_lor, Assoc::Left))
        .op(Op::infix(Rule::op_land, Assoc::Left))
        .op(Op::infix(Rule::op_bor, Assoc::Left))
        .op(Op::infix(Rule::op_bxor, Assoc::Left))
        .op(Op::infix(Rule::op_band, Assoc::Left))
        .op(Op::infix(Rule::op_eq, Assoc::Left) | Op::infix(Rule::op_ne, Assoc::Left))
        .op(Op::infix(Rule::op_lt, Assoc::Left)
            | Op::infix(Rule::op_gt, Assoc::Left)
            | Op::infix(Rule::op_le, Assoc::Left)
            | Op::infix(Rule::op_ge, Assoc::Left))
        .op(Op::infix(Rule::op_shl, Assoc::Left) | Op::infix(Rule::op_shr, Assoc::Left))
        .op(Op::infix(Rule::op_add, Assoc::Left) | Op::infix(Rule::op_sub, Assoc::Left))
        .op(Op::infix(Rule::op_mul, Assoc::Left)
            | Op::infix(Rule::op_div, Assoc::Left)
            | Op::infix(Rule::op_rem, Assoc::Left))
});

/// Parses a translation unit. After a syntax error, parsing resumes at the
/// next top-level declaration, so independent errors are all reported (up to
/// [`limits::MAX_SYNTAX_ERRORS`]).
///
/// Nesting is checked first, without recursion ([`limits::scan`]): the
/// declaration nested too deeply and the text after it are not parsed, so
/// the parser, the tree and its consumers only ever recurse within the
/// limits.
pub fn parse(text: &str) -> Result<Program, Vec<Diagnostic>> {
    let too_deep = limits::scan(text);
    // The declarations before the one nested too deeply are still parsed
    // (and checked): their syntax errors are news too.
    let parsed = too_deep.as_ref().map_or(text, |t| &text[..t.item_start]);
    let (items, mut errors) = parse_items(parsed);
    errors.extend(too_deep.map(|t| t.error));
    errors.extend(limits::expression_depth_error(&items));
    if errors.is_empty() {
        return Ok(Program { items });
    }
    limits::discard_items(items);
    errors.sort_by_key(|e| e.span.start);
    Err(errors)
}

/// The items of `text` and its syntax errors.
fn parse_items(text: &str) -> (Vec<Item>, Vec<Diagnostic>) {
    let mut items = Vec::new();
    let mut errors = Vec::new();
    let mut position = 0;
    // Each round parses every item up to the next syntax error: one pass over
    // the text per error, and the errors are bounded.
    while position < text.len() {
        // Blank what was already parsed so spans stay absolute.
        let rest = format!("{}{}", " ".repeat(position), &text[position..]);
        if let Ok(mut pairs) = TantoParser::parse(Rule::items, &rest) {
            let parsed = pairs
                .next()
                .map(|p| {
                    p.into_inner()
                        .filter(|p| p.as_rule() != Rule::EOI)
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default();
            for pair in parsed {
                position = position.max(pair.as_span().end());
                if pair.as_rule() != Rule::semi {
                    items.push(item(pair));
                }
            }
        }
        let rest = format!("{}{}", " ".repeat(position), &text[position..]);
        let error = match TantoParser::parse(Rule::next_item, &rest) {
            Err(error) => error,
            Ok(mut pairs) => match pairs.next().and_then(|p| p.into_inner().next()) {
                // An item `items` did not take (never expected): take it here.
                Some(parsed)
                    if parsed.as_rule() != Rule::EOI && parsed.as_span().end() > position =>
                {
                    position = parsed.as_span().end();
                    if parsed.as_rule() != Rule::semi {
                        items.push(item(parsed));
                    }
                    continue;
                }
                _ => break, // the end of the text
            },
        };
        if errors.len() == limits::MAX_SYNTAX_ERRORS {
            errors.push(Diagnostic::error(
                position..position,
                format!(
                    "too many syntax errors ({}): the rest of the file is not checked",
                    limits::MAX_SYNTAX_ERRORS
                ),
            ));
            break;
        }
        let diagnostic = syntax_error(error);
        let at = diagnostic.span.start.max(position);
        errors.push(diagnostic);
        match next_top_level(text, at) {
            Some(next) => position = next,
            None => break,
        }
    }
    (items, errors)
}

/// Where the next top-level declaration after `offset` probably starts: a
/// line at column 0 (not a closing brace) after a line ending in `}` or `;`.
fn next_top_level(text: &str, offset: usize) -> Option<usize> {
    let mut line_start = text[..offset.min(text.len())]
        .rfind('\n')
        .map_or(0, |i| i + 1);
    let mut previous_ends_item = false;
    while line_start < text.len() {
        let line_end = text[line_start..]
            .find('\n')
            .map_or(text.len(), |i| line_start + i);
        let line = &text[line_start..line_end];
        let starts_item = line
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_');
        if line_start > offset && previous_ends_item && starts_item {
            return Some(line_start);
        }
        let trimmed = line.trim_end();
        if !trimmed.is_empty() {
            previous_ends_item = trimmed.ends_with('}') || trimmed.ends_with(';');
        }
        line_start = line_end + 1;
    }
    None
}

fn span(pair: &Pair<Rule>) -> Span {
    let s = pair.as_span();
    s.start()..s.end()
}

/// What the user should read for a rule in "expected ..." lists.
fn describe(rule: &Rule) -> String {
    let text = match rule {
        Rule::semi => "`;`",
        Rule::comma => "`,`",
        Rule::dot => "`.`",
        Rule::colon => "`:`",
        Rule::question => "`?`",
        Rule::lparen => "`(`",
        Rule::rparen => "`)`",
        Rule::lbrace => "`{`",
        Rule::rbrace => "`}`",
        Rule::langle => "`<`",
        Rule::rangle => "`>`",
        Rule::ident => "an identifier",
        Rule::type_spec
        | Rule::cast_type
        | Rule::scalar_type
        | Rule::builtin_type
        | Rule::named_type => "a type",
        Rule::template_name => "a built-in type",
        Rule::expr
        | Rule::ternary
        | Rule::binary
        | Rule::unary
        | Rule::primary
        | Rule::postfix_expr => "an expression",
        Rule::assign_op | Rule::assign_op_eq => "an assignment",
        Rule::int_lit | Rule::float_lit | Rule::bool_lit => "a literal",
        Rule::statement | Rule::block => "a statement",
        Rule::var_decl => "a declaration",
        Rule::function | Rule::file | Rule::next_item => "a declaration or a function",
        Rule::param_decl => "a `param<T>` declaration",
        Rule::EOI => "end of file",
        Rule::initializer => "an initializer",
        Rule::declarator => "a declarator",
        Rule::param | Rule::params => "a parameter",
        Rule::qualifier => "a qualifier",
        Rule::prefix_op | Rule::postfix | Rule::method_call | Rule::call_args => "an operator",
        Rule::op_lor
        | Rule::op_land
        | Rule::op_bor
        | Rule::op_bxor
        | Rule::op_band
        | Rule::op_eq
        | Rule::op_ne
        | Rule::op_le
        | Rule::op_ge
        | Rule::op_shl
        | Rule::op_shr
        | Rule::op_lt
        | Rule::op_gt
        | Rule::op_add
        | Rule::op_sub
        | Rule::op_mul
        | Rule::op_div
        | Rule::op_rem => "an operator",
        other => {
            let name = format!("{other:?}");
            return match name.strip_prefix("kw_") {
                Some(word) => format!("`{word}`"),
                None => name.replace('_', " "),
            };
        }
    };
    text.to_string()
}

fn syntax_error(error: pest::error::Error<Rule>) -> Diagnostic {
    use pest::error::{ErrorVariant, InputLocation};
    let at = match error.location {
        InputLocation::Pos(p) => p..p,
        InputLocation::Span((s, e)) => s..e,
    };
    let message = match &error.variant {
        ErrorVariant::ParsingError {
            positives,
            negatives,
        } => {
            let mut expected: Vec<String> = positives.iter().map(describe).collect();
            expected.sort();
            expected.dedup();
            // A missing `;` or `)` is the useful news; that the expression
            // could also have continued is not.
            let closers = ["`;`", "`)`", "`}`", "`,`", "`>`"];
            if expected.iter().any(|e| closers.contains(&e.as_str())) {
                expected.retain(|e| !matches!(e.as_str(), "`?`" | "an assignment" | "an operator"));
            }
            if expected.is_empty() {
                let unexpected: Vec<String> = negatives.iter().map(describe).collect();
                format!("unexpected {}", unexpected.join(", "))
            } else {
                format!("expected {}", join_alternatives(&expected))
            }
        }
        ErrorVariant::CustomError { message } => message.clone(),
    };
    Diagnostic::error(at, format!("syntax error: {message}"))
}

fn join_alternatives(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

fn item(pair: Pair<Rule>) -> Item {
    let whole = span(&pair);
    match pair.as_rule() {
        Rule::param_decl => {
            let mut ty = None;
            let mut names = Vec::new();
            for p in pair.into_inner() {
                match p.as_rule() {
                    Rule::type_spec => ty = Some(type_spec(p)),
                    Rule::ident => names.push(ident(p)),
                    _ => {}
                }
            }
            Item::Param {
                ty: ty.unwrap_or_else(|| void_type(whole.clone())),
                names,
                span: whole,
            }
        }
        Rule::function => Item::Function(function(pair)),
        _ => Item::Var(var_decl(pair)),
    }
}

fn void_type(span: Span) -> TypeExpr {
    TypeExpr {
        kind: TypeExprKind::Void,
        span,
    }
}

fn ident(pair: Pair<Rule>) -> Ident {
    Ident {
        name: pair.as_str().to_string(),
        span: span(&pair),
    }
}

fn qualifier(pair: Pair<Rule>) -> Qualifier {
    match pair.into_inner().next().map(|p| p.as_rule()) {
        Some(Rule::kw_static) => Qualifier::Static,
        Some(Rule::kw_constexpr) => Qualifier::Constexpr,
        Some(Rule::kw_inline) => Qualifier::Inline,
        Some(Rule::kw_volatile) => Qualifier::Volatile,
        _ => Qualifier::Const,
    }
}

fn type_spec(pair: Pair<Rule>) -> TypeExpr {
    let whole = span(&pair);
    let Some(inner) = pair.into_inner().next() else {
        return void_type(whole);
    };
    let kind = match inner.as_rule() {
        Rule::scalar_type => TypeExprKind::Scalar(
            inner
                .as_str()
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" "),
        ),
        Rule::kw_void => TypeExprKind::Void,
        Rule::kw_auto => TypeExprKind::Auto,
        Rule::named_type => TypeExprKind::Named(inner.as_str().to_string()),
        Rule::builtin_type => {
            let mut parts = inner.into_inner();
            let head = parts.next();
            let kind = match head.as_ref().map(|h| h.as_str()) {
                Some("global") => BuiltinKind::Global,
                Some("local") => BuiltinKind::Local,
                Some("pipe") => BuiltinKind::Pipe,
                Some("math") => BuiltinKind::Math,
                _ => BuiltinKind::Semaphore,
            };
            let arg = parts
                .find(|p| p.as_rule() == Rule::type_spec)
                .map(|p| Box::new(type_spec(p)));
            TypeExprKind::Builtin(kind, arg)
        }
        _ => TypeExprKind::Void,
    };
    TypeExpr { kind, span: whole }
}

fn var_decl(pair: Pair<Rule>) -> VarDecl {
    let whole = span(&pair);
    let mut qualifiers = Vec::new();
    let mut ty = None;
    let mut declarators = Vec::new();
    for p in pair.into_inner() {
        match p.as_rule() {
            Rule::qualifier => qualifiers.push(qualifier(p)),
            Rule::type_spec => ty = Some(type_spec(p)),
            Rule::declarator => declarators.push(declarator(p)),
            _ => {}
        }
    }
    VarDecl {
        qualifiers,
        ty: ty.unwrap_or_else(|| void_type(whole.clone())),
        declarators,
        span: whole,
    }
}

fn declarator(pair: Pair<Rule>) -> Declarator {
    let whole = span(&pair);
    let mut inner = pair.into_inner();
    let name = inner.next().map(ident).unwrap_or(Ident {
        name: String::new(),
        span: whole.clone(),
    });
    let init = inner
        .next()
        .and_then(|init| init.into_inner().find(|p| p.as_rule() == Rule::expr))
        .map(expr);
    Declarator {
        name,
        init,
        span: whole,
    }
}

fn function(pair: Pair<Rule>) -> Function {
    let whole = span(&pair);
    let mut ret = None;
    let mut name = None;
    let mut params = Vec::new();
    let mut body = None;
    for p in pair.into_inner() {
        match p.as_rule() {
            Rule::type_spec => ret = Some(type_spec(p)),
            Rule::ident => name = Some(ident(p)),
            Rule::params => {
                params = p
                    .into_inner()
                    .filter(|q| q.as_rule() == Rule::param)
                    .map(param)
                    .collect()
            }
            Rule::block => body = Some(block(p)),
            _ => {}
        }
    }
    Function {
        ret: ret.unwrap_or_else(|| void_type(whole.clone())),
        name: name.unwrap_or(Ident {
            name: String::new(),
            span: whole.clone(),
        }),
        params,
        body: body.unwrap_or(Block {
            stmts: Vec::new(),
            span: whole.clone(),
        }),
        span: whole,
    }
}

fn param(pair: Pair<Rule>) -> Param {
    let whole = span(&pair);
    let mut ty = None;
    let mut by_ref = false;
    let mut name = None;
    for p in pair.into_inner() {
        match p.as_rule() {
            Rule::type_spec => ty = Some(type_spec(p)),
            Rule::ref_mark => by_ref = true,
            Rule::ident => name = Some(ident(p)),
            _ => {}
        }
    }
    Param {
        ty: ty.unwrap_or_else(|| void_type(whole.clone())),
        by_ref,
        name,
        span: whole,
    }
}

fn block(pair: Pair<Rule>) -> Block {
    let whole = span(&pair);
    let stmts = pair
        .into_inner()
        .filter(|p| !matches!(p.as_rule(), Rule::lbrace | Rule::rbrace))
        .map(statement)
        .collect();
    Block { stmts, span: whole }
}

fn statement(pair: Pair<Rule>) -> Stmt {
    let whole = span(&pair);
    match pair.as_rule() {
        Rule::block => Stmt::Block(block(pair)),
        Rule::var_decl => Stmt::Var(var_decl(pair)),
        Rule::expr_stmt => match pair.into_inner().find(|p| p.as_rule() == Rule::expr) {
            Some(e) => Stmt::Expr(expr(e)),
            None => Stmt::Empty(whole),
        },
        Rule::if_stmt => {
            let mut cond = None;
            let mut branches = Vec::new();
            for p in pair.into_inner() {
                match p.as_rule() {
                    Rule::expr => cond = Some(expr(p)),
                    Rule::kw_if | Rule::kw_else | Rule::lparen | Rule::rparen => {}
                    _ => branches.push(statement(p)),
                }
            }
            let mut branches = branches.into_iter();
            Stmt::If {
                cond: cond.unwrap_or_else(|| bool_expr(whole.clone())),
                then: Box::new(branches.next().unwrap_or(Stmt::Empty(whole.clone()))),
                otherwise: branches.next().map(Box::new),
                span: whole,
            }
        }
        Rule::for_stmt => {
            let mut init = None;
            let mut cond = None;
            let mut step = Vec::new();
            let mut body = None;
            for p in pair.into_inner() {
                match p.as_rule() {
                    Rule::for_init => {
                        let init_span = span(&p);
                        init = p
                            .into_inner()
                            .find(|q| matches!(q.as_rule(), Rule::var_decl | Rule::expr_list))
                            .map(|q| {
                                if q.as_rule() == Rule::var_decl {
                                    Box::new(Stmt::Var(var_decl(q)))
                                } else {
                                    Box::new(expr_list_stmt(q, init_span.clone()))
                                }
                            });
                    }
                    Rule::for_cond => cond = p.into_inner().next().map(expr),
                    Rule::for_step => {
                        step = p
                            .into_inner()
                            .next()
                            .map(|l| {
                                l.into_inner()
                                    .filter(|e| e.as_rule() == Rule::expr)
                                    .map(expr)
                                    .collect()
                            })
                            .unwrap_or_default()
                    }
                    Rule::kw_for | Rule::lparen | Rule::rparen | Rule::semi => {}
                    _ => body = Some(statement(p)),
                }
            }
            Stmt::For {
                init,
                cond,
                step,
                body: Box::new(body.unwrap_or(Stmt::Empty(whole.clone()))),
                span: whole,
            }
        }
        Rule::while_stmt | Rule::do_stmt => {
            let is_do = pair.as_rule() == Rule::do_stmt;
            let mut cond = None;
            let mut body = None;
            for p in pair.into_inner() {
                match p.as_rule() {
                    Rule::expr => cond = Some(expr(p)),
                    Rule::kw_while | Rule::kw_do | Rule::lparen | Rule::rparen | Rule::semi => {}
                    _ => body = Some(statement(p)),
                }
            }
            let cond = cond.unwrap_or_else(|| bool_expr(whole.clone()));
            let body = Box::new(body.unwrap_or(Stmt::Empty(whole.clone())));
            if is_do {
                Stmt::DoWhile {
                    body,
                    cond,
                    span: whole,
                }
            } else {
                Stmt::While {
                    cond,
                    body,
                    span: whole,
                }
            }
        }
        Rule::break_stmt => Stmt::Break(whole),
        Rule::continue_stmt => Stmt::Continue(whole),
        Rule::return_stmt => Stmt::Return(
            pair.into_inner()
                .find(|p| p.as_rule() == Rule::expr)
                .map(expr),
            whole,
        ),
        _ => Stmt::Empty(whole),
    }
}

/// `for (i = 0, j = 1; ...)`: the init expressions as one statement block.
fn expr_list_stmt(pair: Pair<Rule>, whole: Span) -> Stmt {
    let stmts = pair
        .into_inner()
        .filter(|e| e.as_rule() == Rule::expr)
        .map(|e| Stmt::Expr(expr(e)))
        .collect();
    Stmt::Block(Block { stmts, span: whole })
}

fn bool_expr(span: Span) -> Expr {
    Expr {
        kind: ExprKind::Bool(true),
        span,
    }
}

fn expr(pair: Pair<Rule>) -> Expr {
    let whole = span(&pair);
    let mut inner = pair.into_inner();
    let Some(lhs) = inner.next() else {
        return bool_expr(whole);
    };
    let lhs = ternary(lhs);
    match (inner.next(), inner.next()) {
        (Some(op), Some(rhs)) => {
            let op = match op.as_str() {
                "=" => None,
                text => binary_from_symbol(text.trim_end_matches('=')),
            };
            Expr {
                kind: ExprKind::Assign(op, Box::new(lhs), Box::new(expr(rhs))),
                span: whole,
            }
        }
        _ => lhs,
    }
}

fn binary_from_symbol(symbol: &str) -> Option<BinaryOp> {
    Some(match symbol {
        "*" => BinaryOp::Mul,
        "/" => BinaryOp::Div,
        "%" => BinaryOp::Rem,
        "+" => BinaryOp::Add,
        "-" => BinaryOp::Sub,
        "<<" => BinaryOp::Shl,
        ">>" => BinaryOp::Shr,
        "&" => BinaryOp::BitAnd,
        "^" => BinaryOp::BitXor,
        "|" => BinaryOp::BitOr,
        _ => return None,
    })
}

fn ternary(pair: Pair<Rule>) -> Expr {
    let whole = span(&pair);
    let parts: Vec<Pair<Rule>> = pair
        .into_inner()
        .filter(|p| !matches!(p.as_rule(), Rule::question | Rule::colon))
        .collect();
    let mut parts = parts.into_iter();
    let cond = parts
        .next()
        .map(binary)
        .unwrap_or_else(|| bool_expr(whole.clone()));
    match (parts.next(), parts.next()) {
        (Some(a), Some(b)) => Expr {
            kind: ExprKind::Ternary(Box::new(cond), Box::new(expr(a)), Box::new(expr(b))),
            span: whole,
        },
        _ => cond,
    }
}

fn binary(pair: Pair<Rule>) -> Expr {
    // A lone operand (the usual case, and every level of `((x))`) skips the
    // Pratt parser's frames: nesting costs less stack.
    let mut operands = pair.clone().into_inner();
    if let (Some(only), None) = (operands.next(), operands.next()) {
        return unary(only);
    }
    PRATT
        .map_primary(unary)
        .map_infix(|lhs, op, rhs| {
            let op = match op.as_rule() {
                Rule::op_lor => BinaryOp::Or,
                Rule::op_land => BinaryOp::And,
                Rule::op_bor => BinaryOp::BitOr,
                Rule::op_bxor => BinaryOp::BitXor,
                Rule::op_band => BinaryOp::BitAnd,
                Rule::op_eq => BinaryOp::Eq,
                Rule::op_ne => BinaryOp::Ne,
                Rule::op_lt => BinaryOp::Lt,
                Rule::op_gt => BinaryOp::Gt,
                Rule::op_le => BinaryOp::Le,
                Rule::op_ge => BinaryOp::Ge,
                Rule::op_shl => BinaryOp::Shl,
                Rule::op_shr => BinaryOp::Shr,
                Rule::op_add => BinaryOp::Add,
                Rule::op_sub => BinaryOp::Sub,
                Rule::op_mul => BinaryOp::Mul,
                Rule::op_div => BinaryOp::Div,
                _ => BinaryOp::Rem,
            };
            let span = lhs.span.start..rhs.span.end;
            Expr {
                kind: ExprKind::Binary(op, Box::new(lhs), Box::new(rhs)),
                span,
            }
        })
        .parse(pair.into_inner())
}

fn unary(pair: Pair<Rule>) -> Expr {
    let whole = span(&pair);
    let mut prefixes: Vec<Pair<Rule>> = Vec::new();
    let mut operand = None;
    for p in pair.into_inner() {
        match p.as_rule() {
            Rule::prefix_op => prefixes.push(p),
            _ => operand = Some(postfix_expr(p)),
        }
    }
    let mut result = operand.unwrap_or_else(|| bool_expr(whole.clone()));
    for prefix in prefixes.into_iter().rev() {
        let start = prefix.as_span().start();
        let span = start..result.span.end;
        let Some(op) = prefix.into_inner().next() else {
            continue;
        };
        let kind = match op.as_rule() {
            Rule::c_cast => {
                let ty = op
                    .into_inner()
                    .find(|p| p.as_rule() == Rule::cast_type)
                    .map(cast_type);
                ExprKind::Cast(
                    ty.unwrap_or_else(|| void_type(span.clone())),
                    Box::new(result),
                )
            }
            rule => ExprKind::Unary(
                match rule {
                    Rule::inc => UnaryOp::PreInc,
                    Rule::dec => UnaryOp::PreDec,
                    Rule::not => UnaryOp::Not,
                    Rule::bit_not => UnaryOp::BitNot,
                    Rule::neg => UnaryOp::Neg,
                    _ => UnaryOp::Plus,
                },
                Box::new(result),
            ),
        };
        result = Expr { kind, span };
    }
    result
}

fn cast_type(pair: Pair<Rule>) -> TypeExpr {
    // cast_type has the same alternatives as type_spec.
    let whole = span(&pair);
    let Some(inner) = pair.into_inner().next() else {
        return void_type(whole);
    };
    match inner.as_rule() {
        Rule::scalar_type => TypeExpr {
            kind: TypeExprKind::Scalar(
                inner
                    .as_str()
                    .split_whitespace()
                    .collect::<Vec<_>>()
                    .join(" "),
            ),
            span: whole,
        },
        _ => {
            let wrapped = type_spec_from_builtin(inner);
            TypeExpr {
                span: whole,
                ..wrapped
            }
        }
    }
}

fn type_spec_from_builtin(pair: Pair<Rule>) -> TypeExpr {
    let whole = span(&pair);
    let mut parts = pair.into_inner();
    let kind = match parts.next().map(|h| h.as_str().to_string()).as_deref() {
        Some("global") => BuiltinKind::Global,
        Some("local") => BuiltinKind::Local,
        Some("pipe") => BuiltinKind::Pipe,
        Some("math") => BuiltinKind::Math,
        _ => BuiltinKind::Semaphore,
    };
    let arg = parts
        .find(|p| p.as_rule() == Rule::type_spec)
        .map(|p| Box::new(type_spec(p)));
    TypeExpr {
        kind: TypeExprKind::Builtin(kind, arg),
        span: whole,
    }
}

fn postfix_expr(pair: Pair<Rule>) -> Expr {
    let mut inner = pair.into_inner();
    let Some(first) = inner.next() else {
        return bool_expr(0..0);
    };
    let mut result = primary(first);
    for postfix in inner {
        let end = postfix.as_span().end();
        let span = result.span.start..end;
        let Some(op) = postfix.into_inner().next() else {
            continue;
        };
        let kind = match op.as_rule() {
            Rule::inc => ExprKind::Unary(UnaryOp::PostInc, Box::new(result)),
            Rule::dec => ExprKind::Unary(UnaryOp::PostDec, Box::new(result)),
            Rule::method_call => {
                let mut parts = op.into_inner().filter(|p| p.as_rule() != Rule::dot);
                let method = parts.next().map(ident).unwrap_or(Ident {
                    name: String::new(),
                    span: span.clone(),
                });
                let args = parts.next().map(call_args).unwrap_or_default();
                ExprKind::Method {
                    receiver: Box::new(result),
                    method,
                    args,
                }
            }
            _ => {
                let args = call_args(op);
                match result.kind {
                    ExprKind::Var(name) => ExprKind::Call(name, args),
                    other => {
                        // Calling something that is not a name: keep it visible
                        // to the checker as a call of an unnamed function.
                        let name = Ident {
                            name: String::new(),
                            span: result.span.clone(),
                        };
                        limits::discard_expr(Expr {
                            kind: other,
                            span: 0..0,
                        });
                        ExprKind::Call(name, args)
                    }
                }
            }
        };
        result = Expr { kind, span };
    }
    result
}

fn call_args(pair: Pair<Rule>) -> Vec<Expr> {
    pair.into_inner()
        .filter(|p| p.as_rule() == Rule::expr)
        .map(expr)
        .collect()
}

fn primary(pair: Pair<Rule>) -> Expr {
    let whole = span(&pair);
    let Some(inner) = pair.into_inner().next() else {
        return bool_expr(whole);
    };
    let kind = match inner.as_rule() {
        Rule::int_lit => int_literal(inner.as_str()),
        Rule::float_lit => {
            let text = inner.as_str().trim_end_matches(['f', 'F', 'l', 'L']);
            ExprKind::Float(text.parse().unwrap_or(0.0))
        }
        Rule::bool_lit => ExprKind::Bool(inner.as_str() == "true"),
        Rule::ident => ExprKind::Var(ident(inner)),
        Rule::paren_expr => match inner.into_inner().find(|p| p.as_rule() == Rule::expr) {
            Some(e) => {
                return Expr {
                    span: whole,
                    ..expr(e)
                }
            }
            None => ExprKind::Bool(true),
        },
        Rule::static_cast | Rule::functional_cast => {
            let mut ty = None;
            let mut value = None;
            for p in inner.into_inner() {
                match p.as_rule() {
                    Rule::type_spec => ty = Some(type_spec(p)),
                    Rule::scalar_type => {
                        ty = Some(TypeExpr {
                            kind: TypeExprKind::Scalar(
                                p.as_str().split_whitespace().collect::<Vec<_>>().join(" "),
                            ),
                            span: span(&p),
                        })
                    }
                    Rule::expr => value = Some(expr(p)),
                    _ => {}
                }
            }
            ExprKind::Cast(
                ty.unwrap_or_else(|| void_type(whole.clone())),
                Box::new(value.unwrap_or_else(|| bool_expr(whole.clone()))),
            )
        }
        _ => ExprKind::Bool(true),
    };
    Expr { kind, span: whole }
}

fn int_literal(text: &str) -> ExprKind {
    let lower = text.to_ascii_lowercase();
    let digits_end = lower.trim_end_matches(['u', 'l']).len();
    let (digits, suffix_text) = lower.split_at(digits_end);
    let suffix = match (suffix_text.contains('u'), suffix_text.contains('l')) {
        (true, true) => IntSuffix::UnsignedLong,
        (true, false) => IntSuffix::Unsigned,
        (false, true) => IntSuffix::Long,
        (false, false) => IntSuffix::None,
    };
    let (radix, body, hex) = if let Some(h) = digits.strip_prefix("0x") {
        (16, h, true)
    } else if let Some(b) = digits.strip_prefix("0b") {
        (2, b, true)
    } else if digits.len() > 1 && digits.starts_with('0') {
        (8, &digits[1..], true)
    } else {
        (10, digits, false)
    };
    // The checker reports a bad literal where it is used; a saturated value
    // would pass for a valid `0xFFFFFFFFFFFFFFFF`.
    let value = match body.chars().find(|c| !c.is_digit(radix)) {
        Some(digit) => Err(BadInt::OctalDigit(digit)),
        None => u64::from_str_radix(body, radix).map_err(|_| BadInt::TooLarge),
    };
    ExprKind::Int { value, suffix, hex }
}

/// Parses one expression (used by tests and by `-P` values).
pub fn parse_expression(text: &str) -> Result<Expr, Diagnostic> {
    if let Some(too_deep) = limits::scan(text) {
        return Err(too_deep.error);
    }
    let mut pairs: Pairs<Rule> = TantoParser::parse(Rule::expr, text).map_err(syntax_error)?;
    let pair = pairs
        .next()
        .ok_or_else(|| Diagnostic::error(0..0, "expected an expression"))?;
    if pair.as_span().end() != text.trim_end().len() {
        let end = pair.as_span().end();
        return Err(Diagnostic::error(
            end..text.len(),
            "syntax error: unexpected text after the expression",
        ));
    }
    let parsed = expr(pair);
    match limits::expression_too_deep(&parsed) {
        Some(error) => {
            limits::discard_expr(parsed);
            Err(error)
        }
        None => Ok(parsed),
    }
}
