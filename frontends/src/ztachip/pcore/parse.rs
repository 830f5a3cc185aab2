//! The pest grammar (`pcore.pest`) read into the typed AST ([`super::ast`]).
//! Spans are byte offsets in the preprocessed text.

use super::ast::*;
use crate::diagnostic::Diagnostic;
use expressions::{assignment, conditional, expression};
use pest::{iterators::Pair, Parser};

mod expressions;
pub use expressions::parse_int;

#[derive(pest_derive::Parser)]
#[grammar = "ztachip/pcore/pcore.pest"]
pub(super) struct PcoreParser;

/// Brackets may nest this deep, and prefix operators run this long: the
/// parser recurses on both, and a deeper input is refused, not a crash.
pub const MAX_NESTING: usize = 256;

/// Operators one statement may hold: a chain of them (`a + a + ...`) is a
/// tree as deep, which the checks and the lowering recurse on (20,000
/// overflowed the stack).
pub const MAX_OPERATORS: usize = 2048;

/// Parses a preprocessed PCORE program.
pub fn parse(text: &str) -> Result<Program, Diagnostic> {
    if let Some(error) = too_deep(text) {
        return Err(error);
    }
    let pairs = PcoreParser::parse(Rule::program, text).map_err(|e| syntax_error(text, &e))?;
    let mut items = Vec::new();
    for pair in pairs.flatten().take(1) {
        for item in pair.into_inner() {
            match item.as_rule() {
                Rule::class_decl => items.push(Item::Class(class_decl(item))),
                Rule::function => items.push(Item::Function(function(item))),
                Rule::declaration => items.push(Item::Declaration(declaration(item))),
                Rule::pragma => items.push(Item::Pragma(pragma(item))),
                _ => {}
            }
        }
    }
    Ok(Program { items })
}

/// Refuses, before parsing, what would make the parser recurse too deep:
/// brackets, runs of prefix operators, and within one statement chained
/// assignments, `?:`s and control statements without braces (`if (a) if
/// (b) ...`), and `else if` chains.
fn too_deep(text: &str) -> Option<Diagnostic> {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut run = 0usize;
    // Per statement (reset at `;`, `{`, `}`): nesting operators and words.
    let mut chained = 0usize;
    let mut operators = 0usize;
    // `else if`s on the path of chains around this point: a chain ends at
    // a statement that is not its `else`, and a block's chains add to the
    // chain it stands in (the parser recurses through both).
    let mut else_ifs = 0usize;
    let mut chain_bases: Vec<usize> = Vec::new();
    let mut parens = 0usize;
    let mut statement_start = true;
    let mut word_start = None;
    let mut last_word = "";
    for (offset, &byte) in bytes.iter().enumerate() {
        let is_word = byte.is_ascii_alphanumeric() || byte == b'_';
        match (is_word, word_start) {
            (true, None) => word_start = Some(offset),
            (false, Some(start)) => {
                let word = &text[start..offset];
                if matches!(word, "if" | "for" | "while" | "do" | "else" | "switch") {
                    chained += 1;
                }
                if word == "if" && last_word == "else" {
                    else_ifs += 1;
                } else if statement_start && word != "else" {
                    else_ifs = chain_bases.last().copied().unwrap_or(0);
                }
                statement_start = false;
                last_word = word;
                word_start = None;
            }
            _ => {}
        }
        match byte {
            b'(' => parens += 1,
            b')' => parens = parens.saturating_sub(1),
            b'{' => chain_bases.push(else_ifs),
            b'}' => else_ifs = chain_bases.pop().unwrap_or(0),
            _ => {}
        }
        match byte {
            b';' if parens == 0 => statement_start = true,
            b'{' | b'}' => statement_start = true,
            _ if is_word || byte.is_ascii_whitespace() => {}
            _ => statement_start = false,
        }
        match byte {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
        match byte {
            b';' | b'{' | b'}' => operators = 0,
            b'+' | b'-' | b'*' | b'/' | b'%' | b'&' | b'|' | b'^' | b'<' | b'>' => operators += 1,
            _ => {}
        }
        if operators > MAX_OPERATORS {
            return Some(
                Diagnostic::error(offset..offset + 1, "this statement has too many operators")
                    .with_help(format!(
                        "a PCORE statement holds at most {MAX_OPERATORS} operators: split it, summing into a variable"
                    )),
            );
        }
        match byte {
            b';' | b'{' | b'}' => chained = 0,
            b'?' => chained += 1,
            b'=' if offset > 0
                && !b"=<>!".contains(&bytes[offset - 1])
                && bytes.get(offset + 1) != Some(&b'=') =>
            {
                chained += 1
            }
            _ => {}
        }
        if !is_word && !byte.is_ascii_whitespace() {
            last_word = "";
        }
        run = match byte {
            b'-' | b'+' | b'!' | b'~' | b'*' | b'&' => run + 1,
            b' ' | b'\t' | b'\n' | b'\r' => run,
            _ => 0,
        };
        if depth > MAX_NESTING
            || run > MAX_NESTING
            || chained > MAX_NESTING
            || else_ifs > MAX_NESTING
        {
            return Some(
                Diagnostic::error(offset..offset + 1, "this PCORE program nests too deeply")
                    .with_help(format!(
                        "brackets nest at most {MAX_NESTING} deep; prefix operators, and in one statement assignments, `?:`s and braceless control statements, chain at most {MAX_NESTING}; `else if` chains are at most {MAX_NESTING} long"
                    )),
            );
        }
    }
    None
}

fn syntax_error(text: &str, error: &pest::error::Error<Rule>) -> Diagnostic {
    let at = match error.location {
        pest::error::InputLocation::Pos(p) => p,
        pest::error::InputLocation::Span((s, _)) => s,
    };
    let end = text[at..]
        .char_indices()
        .nth(1)
        .map_or(text.len(), |(i, _)| at + i);
    let found = text[at..]
        .split(|c: char| c.is_whitespace())
        .next()
        .unwrap_or("");
    let message = if found.is_empty() {
        "unexpected end of the PCORE program".to_string()
    } else {
        format!("cannot parse this PCORE program at `{}`", clip(found))
    };
    Diagnostic::error(at..end, message)
        .with_label("expected a declaration, a statement or an expression here")
}

fn clip(text: &str) -> String {
    text.chars().take(24).collect()
}

/// A pair's span without the whitespace pest's implicit skipping leaves at
/// its end (before an optional part that is absent).
pub(super) fn span(pair: &Pair<Rule>) -> Span {
    let s = pair.as_span();
    s.start()..s.start() + s.as_str().trim_end().len()
}

fn pragma(pair: Pair<Rule>) -> Pragma {
    let span = span(&pair);
    let text = pair
        .into_inner()
        .find(|p| p.as_rule() == Rule::pragma_text)
        .map_or(String::new(), |p| p.as_str().trim().to_string());
    Pragma { text, span }
}

fn name(pair: &Pair<Rule>) -> Name {
    Name::parse(pair.as_str(), span(pair))
}

fn class_decl(pair: Pair<Rule>) -> ClassDecl {
    let span = span(&pair);
    let mut threads = 16;
    let mut names = Vec::new();
    for part in pair.into_inner() {
        match part.as_rule() {
            Rule::threads => {
                threads = part
                    .as_str()
                    .trim_start_matches("_NT")
                    .trim_end_matches('_')
                    .parse()
                    .unwrap_or(16)
            }
            Rule::ident => names.push(name(&part)),
            _ => {}
        }
    }
    ClassDecl {
        threads,
        names,
        span,
    }
}

pub(super) fn specifiers(pair: Pair<Rule>) -> Specifiers {
    let whole = span(&pair);
    let words = pair
        .into_inner()
        .map(|word| {
            let text = word
                .as_str()
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ");
            (text, span(&word))
        })
        .collect();
    Specifiers { words, span: whole }
}

fn function(pair: Pair<Rule>) -> Function {
    let span = span(&pair);
    let mut result = Function {
        specifiers: Specifiers::default(),
        pointers: 0,
        name: Name::parse("", span.clone()),
        params: Vec::new(),
        body: Block {
            statements: Vec::new(),
            span: span.clone(),
        },
        span,
    };
    for part in pair.into_inner() {
        match part.as_rule() {
            Rule::specifiers => result.specifiers = specifiers(part),
            Rule::pointer => result.pointers += 1,
            Rule::name => result.name = name(&part),
            Rule::params => result.params = part.into_inner().map(param).collect(),
            Rule::block => result.body = block(part),
            _ => {}
        }
    }
    result
}

fn param(pair: Pair<Rule>) -> Param {
    let mut result = Param {
        specifiers: Specifiers::default(),
        pointers: 0,
        name: None,
        dims: Vec::new(),
        span: span(&pair),
    };
    for part in pair.into_inner() {
        match part.as_rule() {
            Rule::specifiers => result.specifiers = specifiers(part),
            Rule::pointer => result.pointers += 1,
            Rule::name => result.name = Some(name(&part)),
            Rule::dim => result.dims.push(dim(part)),
            _ => {}
        }
    }
    result
}

fn declaration(pair: Pair<Rule>) -> Declaration {
    let span = span(&pair);
    let mut result = Declaration {
        specifiers: Specifiers::default(),
        declarators: Vec::new(),
        span,
    };
    for part in pair.into_inner() {
        match part.as_rule() {
            Rule::specifiers => result.specifiers = specifiers(part),
            Rule::declarator => result.declarators.push(declarator(part)),
            _ => {}
        }
    }
    let integer = result
        .specifiers
        .type_word()
        .is_some_and(|(word, _)| word == "int");
    if integer {
        for declarator in &mut result.declarators {
            if declarator.pointers > 0 && !declarator.prototype {
                declarator.pointers = 0;
                declarator.dropped_pointers =
                    Some(declarator.span.start..declarator.name.span.start);
            }
        }
    }
    result
}

fn declarator(pair: Pair<Rule>) -> Declarator {
    let whole = span(&pair);
    let mut result = Declarator {
        pointers: 0,
        dropped_pointers: None,
        name: Name::parse("", whole.clone()),
        dims: Vec::new(),
        init: None,
        prototype: false,
        span: whole,
    };
    for part in pair.into_inner() {
        match part.as_rule() {
            Rule::pointer => result.pointers += 1,
            Rule::name => result.name = name(&part),
            Rule::dim => result.dims.push(dim(part)),
            Rule::initializer => result.init = Some(initializer(part)),
            Rule::prototype => result.prototype = true,
            _ => {}
        }
    }
    result
}

/// `[n]` (None for `[]`) and its place.
fn dim(pair: Pair<Rule>) -> (Option<Expr>, Span) {
    let dim_span = span(&pair);
    (pair.into_inner().next().map(expression), dim_span)
}

fn initializer(pair: Pair<Rule>) -> Initializer {
    let span = span(&pair);
    let inner: Vec<_> = pair.into_inner().collect();
    match inner.as_slice() {
        [only] if only.as_rule() == Rule::assignment => Initializer::Expr(assignment(only.clone())),
        _ => Initializer::List(inner.into_iter().map(initializer).collect(), span),
    }
}

/// A pragma and the statement it starts, as a block's statements (the
/// pragma attached to a `for` it unrolls).
fn block_of(pair: Pair<Rule>) -> Block {
    let span = span(&pair);
    let mut flat = Vec::new();
    flatten_pragmas(pair, &mut flat);
    Block {
        statements: attach_unroll(flat),
        span,
    }
}

/// A block's statements; `#pragma unroll` right before a `for` marks it
/// (the pragma then is no statement of its own).
fn block(pair: Pair<Rule>) -> Block {
    let span = span(&pair);
    let mut flat = Vec::new();
    for item in pair.into_inner() {
        flatten_pragmas(item, &mut flat);
    }
    Block {
        statements: attach_unroll(flat),
        span,
    }
}

/// `statements` with each `#pragma unroll` right before a `for` folded
/// into it.
fn attach_unroll(flat: Vec<Statement>) -> Vec<Statement> {
    let mut statements: Vec<Statement> = Vec::new();
    for next in flat {
        let after_unroll = matches!(statements.last(), Some(Statement::Pragma(p)) if p.is_unroll());
        match next {
            Statement::For {
                init,
                condition,
                step,
                body,
                span,
                ..
            } if after_unroll => {
                statements.pop();
                statements.push(Statement::For {
                    init,
                    condition,
                    step,
                    body,
                    unroll: true,
                    span,
                });
            }
            other => statements.push(other),
        }
    }
    statements
}

/// `item` as the statements of a block: a pragma and the statement it
/// belongs to are two.
fn flatten_pragmas(item: Pair<Rule>, into: &mut Vec<Statement>) {
    if item.as_rule() != Rule::pragma_stmt {
        into.push(statement(item));
        return;
    }
    for part in item.into_inner() {
        match part.as_rule() {
            Rule::pragma => into.push(Statement::Pragma(pragma(part))),
            _ => flatten_pragmas(part, into),
        }
    }
}

fn statement(pair: Pair<Rule>) -> Statement {
    let span = span(&pair);
    let rule = pair.as_rule();
    let mut inner = pair
        .clone()
        .into_inner()
        .filter(|p| !is_keyword(p.as_rule()));
    match rule {
        Rule::block => Statement::Block(block(pair)),
        Rule::declaration => Statement::Declaration(declaration(pair)),
        Rule::pragma => Statement::Pragma(self::pragma(pair)),
        // The body of a `for`, `if`, ... that a pragma starts: the pragma
        // and its statement, as a block's are.
        Rule::pragma_stmt => {
            let mut body = block_of(pair);
            match body.statements.as_slice() {
                [Statement::For { .. }] => body.statements.remove(0),
                _ => Statement::Block(body),
            }
        }
        Rule::line_marker => Statement::Expr(None, span),
        Rule::expr_stmt => Statement::Expr(inner.next().map(expression), span),
        Rule::if_stmt => {
            let (condition, then) = (inner.next(), inner.next());
            match (condition, then) {
                (Some(condition), Some(then)) => Statement::If {
                    condition: expression(condition),
                    then: Box::new(statement(then)),
                    otherwise: inner.next().map(|p| Box::new(statement(p))),
                    span,
                },
                _ => Statement::Expr(None, span),
            }
        }
        Rule::for_stmt => for_statement(inner.collect(), span),
        Rule::while_stmt => match (inner.next(), inner.next()) {
            (Some(condition), Some(body)) => Statement::While {
                condition: expression(condition),
                body: Box::new(statement(body)),
                span,
            },
            _ => Statement::Expr(None, span),
        },
        Rule::do_stmt => match (inner.next(), inner.next()) {
            (Some(body), Some(condition)) => Statement::DoWhile {
                body: Box::new(statement(body)),
                condition: expression(condition),
                span,
            },
            _ => Statement::Expr(None, span),
        },
        Rule::break_stmt => Statement::Break(span),
        Rule::continue_stmt => Statement::Continue(span),
        Rule::return_stmt => Statement::Return(inner.next().map(expression), span),
        Rule::switch_stmt => match (inner.next(), inner.next()) {
            (Some(value), Some(body)) => Statement::Switch {
                value: expression(value),
                body: Box::new(statement(body)),
                span,
            },
            _ => Statement::Expr(None, span),
        },
        Rule::goto_stmt => unsupported("`goto`", span),
        Rule::case_label => Statement::Case {
            value: inner.next().map(conditional),
            span,
        },
        _ => unsupported("a label", span),
    }
}

fn unsupported(construct: &'static str, span: Span) -> Statement {
    Statement::Unsupported { construct, span }
}

fn is_keyword(rule: Rule) -> bool {
    matches!(
        rule,
        Rule::kw_if
            | Rule::kw_else
            | Rule::kw_for
            | Rule::kw_while
            | Rule::kw_do
            | Rule::kw_break
            | Rule::kw_continue
            | Rule::kw_return
            | Rule::kw_switch
            | Rule::kw_case
            | Rule::kw_default
            | Rule::kw_goto
            | Rule::kw_sizeof
    )
}

fn for_statement(parts: Vec<Pair<Rule>>, span: Span) -> Statement {
    let mut init = ForInit::Expr(None);
    let mut condition = None;
    let mut step = None;
    let mut body = None;
    for part in parts {
        match part.as_rule() {
            Rule::for_init => {
                init = match part.into_inner().next() {
                    Some(d) if d.as_rule() == Rule::declaration => {
                        ForInit::Declaration(declaration(d))
                    }
                    Some(e) => ForInit::Expr(Some(expression(e))),
                    None => ForInit::Expr(None),
                }
            }
            Rule::for_cond => condition = part.into_inner().next().map(expression),
            Rule::for_step => step = part.into_inner().next().map(expression),
            _ => body = Some(statement(part)),
        }
    }
    Statement::For {
        init,
        condition,
        step,
        body: Box::new(body.unwrap_or(Statement::Expr(None, span.clone()))),
        unroll: false,
        span,
    }
}
