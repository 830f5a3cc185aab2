//! One PTO statement parsed by the pest grammar into a form-neutral record:
//! its results, op name, inputs (with written types), outputs, keyed clauses,
//! attribute references and attr-dict. The three textual forms differ only in
//! where these come from.

use super::types::{parse_type, Written};
use pest::{iterators::Pair, Parser};
use std::ops::Range;

#[derive(pest_derive::Parser)]
#[grammar = "pto/pto.pest"]
struct StatementParser;

/// A value operand and the type written for it, if any.
#[derive(Debug, Clone)]
pub struct Operand {
    pub name: String,
    pub span: Range<usize>,
    pub written: Option<(Written, Range<usize>)>,
    /// `%v[%i, %j]`: indices (only the synchronous tload/tstore forms have them).
    pub indices: Vec<String>,
}

/// A `key = ...` clause or list item.
#[derive(Debug, Clone)]
pub enum Item {
    Value(String, Range<usize>),
    List(Vec<Item>),
    /// An attribute reference (`#pto.pipe<PIPE_V>`, `<TLOAD>`) or literal.
    Text(String, Range<usize>),
}

#[derive(Debug, Clone, Default)]
pub struct Statement {
    pub results: Vec<(String, Range<usize>)>,
    pub name: String,
    pub name_span: Range<usize>,
    /// Level 2 (`ins(...) outs(...)`) rather than the SSA forms.
    pub dps: bool,
    pub inputs: Vec<Operand>,
    pub outputs: Vec<Operand>,
    /// Result types written in the signature (SSA forms).
    pub result_types: Vec<(Written, Range<usize>)>,
    /// Whether the signature was a single type for every operand (`: T`).
    pub single_type: bool,
    pub keyed: Vec<(String, Item, Range<usize>)>,
    /// Attribute references and lists that are operands (`pto.barrier #pto.pipe<PIPE_V>`,
    /// `pto.record_event [...]`, `pto.tassign %t, @tile(0x1000)`).
    pub refs: Vec<Item>,
    pub attrs: Vec<(String, Option<String>)>,
}

/// A parse failure at a statement-relative byte range.
pub struct ParseError {
    pub span: Range<usize>,
    pub message: String,
}

pub fn parse(text: &str) -> Result<Statement, ParseError> {
    let mut pairs = StatementParser::parse(Rule::statement, text).map_err(|e| {
        let span = match e.location {
            pest::error::InputLocation::Pos(p) => p..p + 1,
            pest::error::InputLocation::Span((a, b)) => a..b,
        };
        let found = text[span.start.min(text.len())..]
            .chars()
            .next()
            .map_or("the end of the statement".to_string(), |c| format!("`{c}`"));
        ParseError {
            span,
            message: format!("cannot parse this PTO statement at {found}"),
        }
    })?;
    let mut statement = Statement::default();
    for pair in pairs.next().into_iter().flat_map(Pair::into_inner) {
        match pair.as_rule() {
            Rule::results => {
                statement.results = pair
                    .into_inner()
                    .map(|v| (v.as_str().to_string(), span(&v)))
                    .collect();
            }
            Rule::op_name => {
                statement.name = pair.as_str().to_string();
                statement.name_span = span(&pair);
            }
            Rule::dps => dps(pair, &mut statement)?,
            Rule::operands => operands(pair, &mut statement)?,
            _ => {}
        }
    }
    Ok(statement)
}

fn span(pair: &Pair<Rule>) -> Range<usize> {
    pair.as_span().start()..pair.as_span().end()
}

fn written(pair: &Pair<Rule>) -> Result<(Written, Range<usize>), ParseError> {
    parse_type(pair.as_str())
        .map(|w| (w, span(pair)))
        .map_err(|message| ParseError {
            span: span(pair),
            message,
        })
}

fn value(pair: &Pair<Rule>) -> Operand {
    Operand {
        name: pair.as_str().to_string(),
        span: span(pair),
        written: None,
        indices: Vec::new(),
    }
}

/// `ins(values [attrs] : types)`: types pair up with values in order; values
/// in the type list (old PTOAS spelling) are further, untyped operands.
fn typed_values(pair: Pair<Rule>, statement: &mut Statement) -> Result<Vec<Operand>, ParseError> {
    let mut values = Vec::new();
    let mut types = Vec::new();
    for inner in pair.into_inner() {
        match inner.as_rule() {
            Rule::value_list => values.extend(inner.into_inner().map(|v| value(&v))),
            Rule::attr_dict => statement.attrs.extend(attr_dict(inner)),
            Rule::typed_list => {
                for item in inner.into_inner() {
                    match item.as_rule() {
                        Rule::value => values.push(value(&item)),
                        _ => types.push(written(&item)?),
                    }
                }
            }
            _ => {}
        }
    }
    for (operand, ty) in values.iter_mut().zip(types) {
        operand.written = Some(ty);
    }
    Ok(values)
}

fn dps(pair: Pair<Rule>, statement: &mut Statement) -> Result<(), ParseError> {
    statement.dps = true;
    for inner in pair.into_inner() {
        match inner.as_rule() {
            Rule::ins => statement.inputs = typed_values(inner, statement)?,
            Rule::outs => statement.outputs = typed_values(inner, statement)?,
            Rule::attr_dict => statement.attrs.extend(attr_dict(inner)),
            Rule::clause => {
                let whole = span(&inner);
                let mut parts = inner.into_inner();
                let key = parts
                    .next()
                    .map(|k| k.as_str().to_string())
                    .unwrap_or_default();
                let item = parts
                    .next()
                    .map(|v| item(v))
                    .unwrap_or(Item::Text(String::new(), whole.clone()));
                statement.keyed.push((key, item, whole));
            }
            _ => {}
        }
    }
    Ok(())
}

fn item(pair: Pair<Rule>) -> Item {
    match pair.as_rule() {
        Rule::value => Item::Value(pair.as_str().to_string(), span(&pair)),
        Rule::list => Item::List(pair.into_inner().map(item).collect()),
        Rule::indexed => {
            let whole = span(&pair);
            pair.into_inner()
                .next()
                .map_or(Item::Text(String::new(), whole), item)
        }
        _ => Item::Text(pair.as_str().to_string(), span(&pair)),
    }
}

fn operands(pair: Pair<Rule>, statement: &mut Statement) -> Result<(), ParseError> {
    let mut types = Vec::new();
    for inner in pair.into_inner() {
        match inner.as_rule() {
            Rule::operand => {
                let Some(operand) = inner.into_inner().next() else {
                    continue;
                };
                match operand.as_rule() {
                    Rule::indexed => {
                        let mut parts = operand.into_inner();
                        let Some(name) = parts.next() else { continue };
                        let mut op = value(&name);
                        op.indices = parts
                            .flat_map(Pair::into_inner)
                            .map(|v| v.as_str().to_string())
                            .collect();
                        statement.inputs.push(op);
                    }
                    Rule::keyed => {
                        let whole = span(&operand);
                        let mut parts = operand.into_inner();
                        let key = parts
                            .next()
                            .map(|k| k.as_str().to_string())
                            .unwrap_or_default();
                        let value = parts
                            .next()
                            .map(item)
                            .unwrap_or(Item::Text(String::new(), whole.clone()));
                        statement.keyed.push((key, value, whole));
                    }
                    _ => statement.refs.push(item(operand)),
                }
            }
            Rule::attr_dict => statement.attrs.extend(attr_dict(inner)),
            Rule::signature => {
                let Some(sig) = inner.into_inner().next() else {
                    continue;
                };
                let function = sig.as_rule() == Rule::fn_sig;
                for part in sig.into_inner() {
                    match part.as_rule() {
                        Rule::type_list => {
                            for t in part.into_inner() {
                                types.push(written(&t)?);
                            }
                        }
                        Rule::sig_results => {
                            for t in part.into_inner().flat_map(|p| {
                                if p.as_rule() == Rule::type_list {
                                    p.into_inner().collect::<Vec<_>>()
                                } else {
                                    vec![p]
                                }
                            }) {
                                statement.result_types.push(written(&t)?);
                            }
                        }
                        _ => {}
                    }
                }
                if !function && statement.result_types.is_empty() {
                    // `: T` (every operand and the result) or `: T, S` (per operand).
                    statement.single_type = types.len() == 1;
                    // The result is the tile among them (`tdivs %s, %t : f32, !pto.tile<...>`).
                    let tile = types
                        .iter()
                        .find(|(w, _)| matches!(w, Written::Known(super::types::Ty::Tile(_))))
                        .or(types.first());
                    if let Some(first) = tile.cloned() {
                        if !statement.results.is_empty() {
                            statement.result_types.push(first);
                        }
                    }
                }
            }
            _ => {}
        }
    }
    if statement.single_type {
        if let Some(only) = types.first() {
            types = vec![only.clone(); statement.inputs.len()];
        }
    }
    for (operand, ty) in statement.inputs.iter_mut().zip(types) {
        operand.written = Some(ty);
    }
    Ok(())
}

fn attr_dict(pair: Pair<Rule>) -> Vec<(String, Option<String>)> {
    pair.into_inner()
        .map(|entry| {
            let mut parts = entry.into_inner();
            let key = parts
                .next()
                .map(|k| k.as_str().to_string())
                .unwrap_or_default();
            (key, parts.next().map(|v| v.as_str().to_string()))
        })
        .collect()
}
