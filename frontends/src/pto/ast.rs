//! The typed syntax tree of a `.pto` file, built from the pest parse of the
//! whole file (`pto.pest`). Every node keeps its byte span for diagnostics.
//! An instruction becomes a form-neutral [`Statement`]: the three textual
//! forms differ only in where its inputs, outputs and types come from.

use super::types::{resolve, ParamValue, TypeAst, TypeError, TypeParam, Written};
use crate::diagnostic::Diagnostic;
use pest::{iterators::Pair, Parser};
use std::ops::Range;

mod attr_call;
mod reinterpret;

#[derive(pest_derive::Parser)]
#[grammar = "pto/pto.pest"]
pub(super) struct PtoParser;

pub type Span = Range<usize>;

/// A `%name` and where it is written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Name {
    pub text: String,
    pub span: Span,
}

#[derive(Debug, Clone, Default)]
pub struct File {
    /// `module attributes {...}`.
    pub module_attrs: Vec<AttrEntry>,
    pub funcs: Vec<Func>,
    /// The statements of a bare instruction list (no `func.func`).
    pub bare: Vec<Op>,
}

#[derive(Debug, Clone)]
pub struct Func {
    pub name: String,
    pub span: Span,
    pub params: Vec<Param>,
    pub results: Vec<(Written, Span)>,
    pub body: Vec<Op>,
    /// The closing brace, where a missing `return` is reported.
    pub end: Span,
    /// `attributes {pto.kernel_kind = #pto.kernel_kind<cube>}`.
    pub kind: Option<(String, Span)>,
    /// The symbol `@name`, where entry-function errors point.
    pub name_span: Span,
    /// `attributes {pto.entry}` (or the older `hacc.entry`): a kernel entry.
    pub entry: Option<Span>,
    /// `private` / `nested` when written (`public` is the default).
    pub visibility: Option<String>,
}

/// A call of another function of the module.
#[derive(Debug, Clone)]
pub struct CallOp {
    pub callee: String,
    pub callee_span: Span,
    pub args: Vec<Name>,
    pub inputs: Vec<(Written, Span)>,
    pub results: Vec<(Written, Span)>,
}

#[derive(Debug, Clone)]
pub struct Param {
    pub name: Name,
    /// None when the type could not be read (reported).
    pub ty: Option<(Written, Span)>,
    pub attrs: Vec<AttrEntry>,
}

/// `key` or `key = value` of an attribute dictionary.
#[derive(Debug, Clone)]
pub struct AttrEntry {
    pub key: String,
    pub value: Option<Item>,
    pub span: Span,
}

/// One statement: its results (`%a, %b =`, `%r:2 =`) and what it does.
#[derive(Debug, Clone)]
pub struct Op {
    pub results: Vec<Name>,
    pub kind: ParsedOpKind,
    /// From the first result (or the op name) to the end of the statement.
    pub span: Span,
}

#[derive(Debug, Clone)]
pub enum ParsedOpKind {
    /// `.arg %x : T` (bare lists).
    Arg {
        value: Name,
        ty: (Written, Span),
    },
    /// `.const %c = 4 : index` (bare lists).
    Const {
        value: Name,
        literal: (String, Span),
        ty: Option<(Written, Span)>,
    },
    For(Box<ForOp>),
    If(Box<IfOp>),
    While(Box<WhileOp>),
    /// `scf.condition(%go) %v, ... : T, ...`: the end of a while's test.
    Condition {
        condition: Name,
        values: Vec<Name>,
    },
    /// `pto.section.cube { ... }` (true) or `pto.section.vector { ... }`.
    Section {
        cube: bool,
        keyword: Span,
        body: Vec<Op>,
    },
    Yield(Vec<Name>),
    Return(Vec<Name>),
    /// `func.call @callee(%a, ...) : (T, ...) -> R`.
    Call(Box<CallOp>),
    Constant {
        literal: (String, Span),
        ty: Option<(Written, Span)>,
    },
    /// `arith.cmpi slt, %a, %b : index`.
    Compare {
        float: bool,
        predicate: (String, Span),
        lhs: Name,
        rhs: Name,
        ty: (Written, Span),
    },
    /// `arith.index_cast %x : i64 to index`.
    Cast {
        op: String,
        value: Name,
        to: (Written, Span),
    },
    /// `vector.extract %v[k] : i16 from vector<4xi16>`.
    Extract {
        vector: Name,
        position: (i64, Span),
        ty: (Written, Span),
        from: (Written, Span),
    },
    /// `arith.select %c, %a, %b : T`.
    Select {
        condition: Name,
        values: [Name; 2],
        ty: (Written, Span),
    },
    /// `arith.addi %a, %b : index` and the other same-typed arith ops.
    Arith {
        op: String,
        op_span: Span,
        operands: Vec<Name>,
        ty: (Written, Span),
    },
    Instruction(Statement),
    /// A statement with a type that could not be read (reported): it defines
    /// nothing, and its uses are not reported again.
    Broken,
}

#[derive(Debug, Clone)]
pub struct ForOp {
    pub induction: Name,
    pub bounds: [Name; 3],
    pub iter_args: Vec<(Name, Name)>,
    pub result_types: Vec<(Written, Span)>,
    pub body: Vec<Op>,
    pub end: Span,
}

/// `scf.while (%a = %init, ...) : (T, ...) -> (R, ...) { test } do { body }`.
#[derive(Debug, Clone)]
pub struct WhileOp {
    /// The test region's arguments and their initial values.
    pub inits: Vec<(Name, Name)>,
    pub arg_types: Vec<(Written, Span)>,
    pub result_types: Vec<(Written, Span)>,
    pub before: Vec<Op>,
    pub before_end: Span,
    /// The body's block arguments (`^bb0(%j: index)`).
    pub after_args: Vec<(Name, (Written, Span))>,
    /// The body's `{`.
    pub after_open: Span,
    pub after: Vec<Op>,
    pub after_end: Span,
}

impl ParsedOpKind {
    /// The op lists of its regions, for walks over nested code.
    pub fn bodies(&self) -> Vec<&[Op]> {
        match self {
            ParsedOpKind::For(f) => vec![&f.body],
            ParsedOpKind::If(i) => {
                let mut out: Vec<&[Op]> = vec![&i.then_body];
                out.extend(i.else_body.as_ref().map(|(b, _)| b.as_slice()));
                out
            }
            ParsedOpKind::While(w) => vec![&w.before, &w.after],
            ParsedOpKind::Section { body, .. } => vec![body],
            _ => Vec::new(),
        }
    }
}

#[derive(Debug, Clone)]
pub struct IfOp {
    pub condition: Name,
    pub result_types: Vec<(Written, Span)>,
    pub then_body: Vec<Op>,
    pub then_end: Span,
    pub else_body: Option<(Vec<Op>, Span)>,
}

/// A value operand and the type written for it, if any.
#[derive(Debug, Clone)]
pub struct Operand {
    pub name: String,
    pub span: Span,
    pub written: Option<(Written, Span)>,
    /// `%v[%i, %j]`: subscripts (TEXTRACT/TINSERT's window origin in the
    /// synchronous form; a memory operand's elsewhere).
    pub indices: Vec<Operand>,
    /// Its written type is a memref (`memref<16x16xf16, #pto.address_space<vec>>`),
    /// which says only the location, shape and element type.
    pub memref: bool,
}

/// A `key = ...` clause, list item or attribute value.
#[derive(Debug, Clone)]
pub enum Item {
    Value(String, Span),
    List(Vec<Item>, Span),
    /// `#pto.pipe<PIPE_V>`, `#pto<cmp lt>`, `<TLOAD>`, `#cmp = gt`.
    Attr(AttrRef),
    /// A number, `true`/`false` or a string, as written.
    Literal(String, Span),
    /// An enum value or name: `TILE_UP_DOWN`, `PadValue::Zero`.
    Word(String, Span),
    /// `@tile(0x1000)`.
    Address(String, Span),
}

#[derive(Debug, Clone)]
pub struct AttrRef {
    /// `#pto.pipe`, or empty for `<TLOAD>`.
    pub name: String,
    /// `<a b>` or `= a`.
    pub params: Vec<String>,
    pub span: Span,
}

impl Item {
    pub fn span(&self) -> Span {
        match self {
            Item::Value(_, s)
            | Item::List(_, s)
            | Item::Literal(_, s)
            | Item::Word(_, s)
            | Item::Address(_, s) => s.clone(),
            Item::Attr(a) => a.span.clone(),
        }
    }

    /// The name an enum-like item carries: `TLOAD` of `#pto.pipe_event_type<TLOAD>`,
    /// `<TLOAD>` or `TLOAD`; a string without its quotes.
    pub fn name(&self) -> Option<String> {
        match self {
            Item::Attr(a) => a.params.first().map(|p| unquote(p)),
            Item::Word(w, _) => Some(w.clone()),
            Item::Literal(l, _) => Some(unquote(l)),
            _ => None,
        }
    }
}

fn unquote(text: &str) -> String {
    text.strip_prefix('"')
        .and_then(|t| t.strip_suffix('"'))
        .unwrap_or(text)
        .to_string()
}

#[derive(Debug, Clone, Default)]
pub struct Statement {
    pub results: Vec<(String, Span)>,
    pub name: String,
    pub name_span: Span,
    /// Level 2 (`ins(...) outs(...)`) rather than the SSA forms.
    pub dps: bool,
    pub inputs: Vec<Operand>,
    pub outputs: Vec<Operand>,
    /// Result types written in the signature (SSA forms).
    pub result_types: Vec<(Written, Span)>,
    /// Whether the signature was a single type for every operand (`: T`).
    pub single_type: bool,
    pub keyed: Vec<(String, Item, Span)>,
    /// Attribute references and lists that are operands (`pto.barrier #pto.pipe<PIPE_V>`,
    /// `pto.record_event [...]`, `pto.tassign %t, @tile(0x1000)`).
    pub refs: Vec<Item>,
    pub attrs: Vec<AttrEntry>,
    /// PTO-AS `wait(%e0, ...)`: events to wait for before the instruction.
    pub waits: Vec<Operand>,
    /// Written in MLIR's generic form (`"pto.tadd"(%a, %b) : (...) -> ...`),
    /// where a destination buffer is a trailing operand.
    pub generic: bool,
}

/// Parses a whole file. A syntax error ends the parse (as MLIR's parser
/// does): no tree. A type the frontend cannot read is reported where it is
/// written, and its statement is [`ParsedOpKind::Broken`].
pub fn parse(source: &str) -> (Option<File>, Vec<Diagnostic>) {
    // Literal tokens (`,`, `)`) are tracked too, for the "expected" line.
    pest::set_error_detail(true);
    let mut pairs = match PtoParser::parse(Rule::file, source) {
        Ok(pairs) => pairs,
        Err(e) => return (None, vec![syntax_error(source, e)]),
    };
    let mut builder = AstBuilder::default();
    let mut file = File::default();
    let Some(top) = pairs.next() else {
        return (Some(file), Vec::new());
    };
    for pair in top.into_inner() {
        match pair.as_rule() {
            Rule::module_op => {
                for inner in pair.into_inner() {
                    match inner.as_rule() {
                        Rule::attr_dict => file.module_attrs = builder.attr_dict(inner),
                        Rule::body => builder.body(inner, &mut file),
                        _ => {}
                    }
                }
            }
            Rule::body => builder.body(pair, &mut file),
            _ => {}
        }
    }
    (Some(file), builder.errors)
}

/// An integer literal, decimal or `0x` hexadecimal.
pub fn parse_int(text: &str) -> Option<i64> {
    let text = text.trim();
    match text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        Some(hex) => i64::from_str_radix(hex, 16).ok(),
        None => text.parse().ok(),
    }
}

/// Parses one type as written (`!pto.tile<16x16xf32>`, `index`).
pub fn parse_type_text(text: &str) -> Result<Written, String> {
    let mut pairs = PtoParser::parse(Rule::type_only, text)
        .map_err(|_| format!("cannot read the type `{text}`"))?;
    let pair = pairs
        .next()
        .and_then(|p| p.into_inner().next())
        .ok_or_else(|| format!("cannot read the type `{text}`"))?;
    resolve_any(&type_ast(pair)).map_err(|(message, _)| message)
}

fn syntax_error(source: &str, error: pest::error::Error<Rule>) -> Diagnostic {
    let reported = match error.location {
        pest::error::InputLocation::Pos(p) => p,
        pest::error::InputLocation::Span((a, _)) => a,
    };
    // The furthest point any token (rule or literal) was tried: where reading
    // really stopped.
    let attempts = error.parse_attempts();
    let at = attempts
        .as_ref()
        .map_or(reported, |a| a.max_position.max(reported))
        .min(source.len());
    let found = source[at..]
        .chars()
        .next()
        .map_or("the end of the file".to_string(), |c| format!("`{c}`"));
    let mut expected: Vec<String> = Vec::new();
    if let Some(attempts) = attempts.as_ref().filter(|a| a.max_position >= reported) {
        // Literal tokens; character ranges and built-in rules say nothing.
        // Comment starts and pieces of names or numbers are noise; the
        // keywords of ops are one alternative.
        for token in attempts.expected_tokens().iter().map(ToString::to_string) {
            // `"` opens a generic-form op name.
            let op_keyword = [
                "arith.",
                "scf.",
                "func.",
                "vector.",
                "memref.",
                "pto.section.",
                "return",
                "call",
                "\"",
            ]
            .iter()
            .any(|k| token.starts_with(k));
            if op_keyword {
                expected.push("an op".into());
            } else if !token.contains("..")
                && !["BUILTIN_RULE", "#", "//", "_", "0x", ""].contains(&token.trim())
            {
                expected.push(format!("`{token}`"));
            }
        }
    }
    if let pest::error::ErrorVariant::ParsingError { positives, .. } = &error.variant {
        if at == reported {
            expected.extend(positives.iter().filter_map(describe).map(str::to_string));
        }
    }
    expected.sort_unstable();
    expected.dedup();
    let end = source[at..]
        .char_indices()
        .nth(1)
        .map_or(source.len(), |(i, _)| at + i);
    let mut diagnostic =
        Diagnostic::error(at..end.max(at), format!("cannot parse this at {found}"));
    if !expected.is_empty() {
        diagnostic = diagnostic.with_help(format!("expected {}", expected.join(", ")));
    }
    diagnostic
}

/// What a rule the parser wanted is, for the "expected" line.
fn describe(rule: &Rule) -> Option<&'static str> {
    Some(match rule {
        Rule::value | Rule::value_list => "a value (`%name`)",
        Rule::type_ | Rule::type_list | Rule::dialect_type | Rule::builtin_type => "a type",
        Rule::op | Rule::results | Rule::func_op => "a statement",
        Rule::literal | Rule::integer | Rule::signed_integer | Rule::float => "a number",
        Rule::attr_dict => "an attribute dictionary",
        Rule::region => "a region (`{`)",
        Rule::word | Rule::ident => "a name",
        Rule::op_name | Rule::kw_section => "an op",
        Rule::type_params | Rule::attr_params => "`<`",
        Rule::param_value | Rule::type_param => "a type parameter",
        Rule::operand | Rule::keyed | Rule::list => "an operand",
        Rule::EOI => "the end of the file",
        _ => return None,
    })
}

fn span(pair: &Pair<Rule>) -> Span {
    pair.as_span().start()..pair.as_span().end()
}

fn name(pair: &Pair<Rule>) -> Name {
    Name {
        text: pair.as_str().to_string(),
        span: span(pair),
    }
}

/// Lowers a `type_` pair to its syntax.
fn type_ast(pair: Pair<Rule>) -> TypeAst {
    let whole = span(&pair);
    let text = pair.as_str();
    let inner = match pair.as_rule() {
        Rule::type_ => pair.into_inner().next(),
        _ => Some(pair),
    };
    if let Some(short) = inner.clone().filter(|p| p.as_rule() == Rule::short_ptr) {
        return attr_call::short_pointer(short);
    }
    let Some(inner) = inner else {
        return TypeAst {
            name: String::new(),
            params: Vec::new(),
            text: text.to_string(),
            span: whole,
        };
    };
    let mut parts = inner.into_inner();
    let head = parts
        .next()
        .map(|p| p.as_str().to_string())
        .unwrap_or_default();
    let params = parts
        .next()
        .map(|p| p.into_inner().map(type_param).collect())
        .unwrap_or_default();
    TypeAst {
        name: head,
        params,
        text: text.to_string(),
        span: whole,
    }
}

/// What a written type means: PTO's own types, builtins, or PTOAS's memrefs.
fn resolve_any(ty: &TypeAst) -> Result<Written, TypeError> {
    if ty.name == "memref" {
        super::memref::memref_type(ty)
    } else {
        resolve(ty)
    }
}

fn type_param(pair: Pair<Rule>) -> TypeParam {
    let whole = span(&pair);
    let mut key = None;
    let mut value = ParamValue::Dynamic;
    let dims = |pair: Pair<Rule>| -> (Vec<Option<i64>>, String) {
        let mut dims = Vec::new();
        let mut element = String::new();
        for part in pair.into_inner() {
            match part.as_rule() {
                Rule::dim => dims.push(part.as_str().parse::<i64>().ok()),
                _ => element = part.as_str().to_string(),
            }
        }
        (dims, element)
    };
    for inner in pair.into_inner() {
        match inner.as_rule() {
            Rule::param_key => key = Some(inner.as_str().to_string()),
            Rule::shape => {
                let (d, element) = dims(inner);
                value = ParamValue::Shape(d, element);
            }
            Rule::dims => value = ParamValue::Dims(dims(inner).0),
            Rule::signed_integer => {
                value = parse_int(inner.as_str()).map_or(ParamValue::Dynamic, ParamValue::Int)
            }
            Rule::dynamic => value = ParamValue::Dynamic,
            Rule::strided => {
                let has_offset = inner.as_str().contains("offset");
                let mut entries: Vec<Option<i64>> =
                    inner.into_inner().map(|e| parse_int(e.as_str())).collect();
                // The last entry is the offset when `offset:` is written.
                let offset = if has_offset {
                    entries.pop().flatten()
                } else {
                    None
                };
                value = ParamValue::Strided(entries, offset);
            }
            Rule::type_ => value = ParamValue::Type(type_ast(inner)),
            // An attribute as a parameter is kept as a name.
            Rule::attr_ref => {
                value = ParamValue::Type(TypeAst {
                    name: inner.as_str().to_string(),
                    params: Vec::new(),
                    text: inner.as_str().to_string(),
                    span: span(&inner),
                })
            }
            _ => {}
        }
    }
    TypeParam {
        key,
        value,
        span: whole,
    }
}

#[derive(Default)]
struct AstBuilder {
    errors: Vec<Diagnostic>,
}

impl AstBuilder {
    fn written(&mut self, pair: Pair<Rule>) -> Option<(Written, Span)> {
        let whole = span(&pair);
        match resolve_any(&type_ast(pair)) {
            Ok(written) => Some((written, whole)),
            Err((message, at)) => {
                self.errors.push(Diagnostic::error(at, message));
                None
            }
        }
    }

    fn types(&mut self, pair: Pair<Rule>) -> Vec<(Written, Span)> {
        let pairs: Vec<Pair<Rule>> = match pair.as_rule() {
            Rule::type_ => vec![pair],
            _ => pair.into_inner().flat_map(flatten_types).collect(),
        };
        pairs.into_iter().filter_map(|p| self.written(p)).collect()
    }

    fn body(&mut self, pair: Pair<Rule>, file: &mut File) {
        for inner in pair.into_inner() {
            match inner.as_rule() {
                Rule::func_op => {
                    if let Some(func) = self.func(inner) {
                        file.funcs.push(func);
                    }
                }
                Rule::op => {
                    if let Some(op) = self.op(inner) {
                        file.bare.push(op);
                    }
                }
                _ => {}
            }
        }
    }

    fn func(&mut self, pair: Pair<Rule>) -> Option<Func> {
        let whole = span(&pair);
        let mut func = Func {
            name: String::new(),
            span: whole,
            params: Vec::new(),
            results: Vec::new(),
            body: Vec::new(),
            end: 0..0,
            kind: None,
            name_span: 0..0,
            entry: None,
            visibility: None,
        };
        for inner in pair.into_inner() {
            match inner.as_rule() {
                Rule::visibility if inner.as_str() != "public" => {
                    func.visibility = Some(inner.as_str().to_string());
                }
                Rule::symbol => {
                    func.name = unquote(&inner.as_str()[1..]);
                    func.name_span = span(&inner);
                }
                Rule::attr_dict => {
                    let entries = self.attr_dict(inner);
                    func.entry = entries
                        .iter()
                        .find(|e| matches!(e.key.as_str(), "pto.entry" | "hacc.entry"))
                        .map(|e| e.span.clone());
                    func.kind = entries
                        .into_iter()
                        .find(|e| e.key == "pto.kernel_kind")
                        .map(|e| {
                            (
                                e.value.as_ref().and_then(Item::name).unwrap_or_default(),
                                e.span,
                            )
                        });
                }
                Rule::params => {
                    for param in inner.into_inner() {
                        let mut parts = param.into_inner();
                        let (Some(value), Some(ty)) = (parts.next(), parts.next()) else {
                            continue;
                        };
                        let attrs = parts.next().map(|a| self.attr_dict(a)).unwrap_or_default();
                        let ty = self.written(ty);
                        func.params.push(Param {
                            name: name(&value),
                            ty,
                            attrs,
                        });
                    }
                }
                Rule::result_types => func.results = self.types(inner),
                Rule::region => {
                    let (body, end) = self.region(inner);
                    func.body = body;
                    func.end = end;
                }
                _ => {}
            }
        }
        Some(func)
    }

    fn while_op(&mut self, parts: Vec<Pair<'_, Rule>>) -> Option<ParsedOpKind> {
        let mut op = WhileOp {
            inits: Vec::new(),
            arg_types: Vec::new(),
            result_types: Vec::new(),
            before: Vec::new(),
            before_end: 0..0,
            after_args: Vec::new(),
            after_open: 0..0,
            after: Vec::new(),
            after_end: 0..0,
        };
        for part in parts {
            match part.as_rule() {
                Rule::binding => {
                    let pair: Vec<Name> = part.into_inner().map(|v| name(&v)).collect();
                    if let [arg, init] = pair.as_slice() {
                        op.inits.push((arg.clone(), init.clone()));
                    }
                }
                Rule::fn_sig => {
                    for inner in part.into_inner() {
                        match inner.as_rule() {
                            Rule::type_list => op.arg_types = self.types(inner),
                            Rule::result_types => op.result_types = self.types(inner),
                            _ => {}
                        }
                    }
                }
                Rule::region => (op.before, op.before_end) = self.region(part),
                Rule::labeled_region => {
                    let whole = span(&part);
                    op.after_end = whole.end.saturating_sub(1)..whole.end;
                    op.after_open = whole.start..whole.start + 1;
                    for inner in part.into_inner() {
                        match inner.as_rule() {
                            Rule::block_label => {
                                for arg in inner.into_inner() {
                                    let mut pieces = arg.into_inner();
                                    let (Some(value), Some(ty)) = (pieces.next(), pieces.next())
                                    else {
                                        continue;
                                    };
                                    let written = self.types(ty).pop()?;
                                    op.after_args.push((name(&value), written));
                                }
                            }
                            _ => op.after.extend(self.op(inner)),
                        }
                    }
                }
                _ => {}
            }
        }
        Some(ParsedOpKind::While(Box::new(op)))
    }

    fn region(&mut self, pair: Pair<Rule>) -> (Vec<Op>, Span) {
        let whole = span(&pair);
        let end = whole.end.saturating_sub(1)..whole.end;
        let ops = pair.into_inner().filter_map(|op| self.op(op)).collect();
        (ops, end)
    }

    fn op(&mut self, pair: Pair<Rule>) -> Option<Op> {
        let whole = span(&pair);
        let reported = self.errors.len();
        let mut results = Vec::new();
        let mut kind = None;
        for inner in pair.into_inner() {
            match inner.as_rule() {
                Rule::results => {
                    for result in inner.into_inner() {
                        let mut parts = result.into_inner();
                        let Some(value) = parts.next() else { continue };
                        let count = parts
                            .next()
                            .and_then(|c| parse_int(c.as_str()))
                            .unwrap_or(1);
                        let base = name(&value);
                        if count == 1 {
                            results.push(base);
                        } else {
                            for i in 0..count.clamp(0, 1024) {
                                results.push(Name {
                                    text: format!("{}#{i}", base.text),
                                    span: base.span.clone(),
                                });
                            }
                        }
                    }
                }
                _ => kind = self.operation(inner, &results),
            }
        }
        let kind = if self.errors.len() > reported {
            ParsedOpKind::Broken
        } else {
            kind?
        };
        Some(Op {
            results,
            kind,
            span: whole,
        })
    }

    fn operation(&mut self, pair: Pair<Rule>, results: &[Name]) -> Option<ParsedOpKind> {
        let rule = pair.as_rule();
        let mut parts: Vec<Pair<Rule>> = pair.clone().into_inner().collect();
        let names = |pairs: &[Pair<Rule>]| -> Vec<Name> {
            pairs
                .iter()
                .filter(|p| p.as_rule() == Rule::value)
                .map(name)
                .collect()
        };
        Some(match rule {
            Rule::arg_directive => {
                let ty = self.written(parts.pop()?)?;
                ParsedOpKind::Arg {
                    value: name(parts.first()?),
                    ty,
                }
            }
            Rule::const_directive => {
                let ty = match parts.get(2) {
                    Some(t) => Some(self.written(t.clone())?),
                    None => None,
                };
                ParsedOpKind::Const {
                    value: name(parts.first()?),
                    literal: (parts.get(1)?.as_str().to_string(), span(parts.get(1)?)),
                    ty,
                }
            }
            Rule::scf_for => {
                let values = names(&parts);
                let mut op = ForOp {
                    induction: values.first()?.clone(),
                    bounds: [
                        values.get(1)?.clone(),
                        values.get(2)?.clone(),
                        values.get(3)?.clone(),
                    ],
                    iter_args: Vec::new(),
                    result_types: Vec::new(),
                    body: Vec::new(),
                    end: 0..0,
                };
                for part in parts {
                    match part.as_rule() {
                        Rule::iter_args => {
                            for inner in part.into_inner() {
                                match inner.as_rule() {
                                    Rule::binding => {
                                        let pair: Vec<Name> =
                                            inner.into_inner().map(|v| name(&v)).collect();
                                        if let [carried, init] = pair.as_slice() {
                                            op.iter_args.push((carried.clone(), init.clone()));
                                        }
                                    }
                                    Rule::result_types => op.result_types = self.types(inner),
                                    _ => {}
                                }
                            }
                        }
                        Rule::region => (op.body, op.end) = self.region(part),
                        _ => {}
                    }
                }
                ParsedOpKind::For(Box::new(op))
            }
            Rule::section => {
                let keyword = parts.first()?;
                let cube = keyword.as_str().ends_with("cube");
                let (body, _) = self.region(parts.get(1)?.clone());
                ParsedOpKind::Section {
                    cube,
                    keyword: span(keyword),
                    body,
                }
            }
            Rule::scf_if => {
                let mut op = IfOp {
                    condition: names(&parts).first()?.clone(),
                    result_types: Vec::new(),
                    then_body: Vec::new(),
                    then_end: 0..0,
                    else_body: None,
                };
                let mut regions = 0;
                for part in parts {
                    match part.as_rule() {
                        Rule::result_types => op.result_types = self.types(part),
                        Rule::region if regions == 0 => {
                            regions += 1;
                            (op.then_body, op.then_end) = self.region(part);
                        }
                        Rule::region => op.else_body = Some(self.region(part)),
                        _ => {}
                    }
                }
                ParsedOpKind::If(Box::new(op))
            }
            Rule::scf_while => self.while_op(parts)?,
            Rule::scf_condition => ParsedOpKind::Condition {
                condition: names(&parts).first()?.clone(),
                values: parts
                    .iter()
                    .filter(|p| p.as_rule() == Rule::value_list)
                    .flat_map(|p| p.clone().into_inner())
                    .map(|v| name(&v))
                    .collect(),
            },
            Rule::scf_yield | Rule::func_return => {
                let values = parts
                    .iter()
                    .filter(|p| p.as_rule() == Rule::value_list)
                    .flat_map(|p| p.clone().into_inner())
                    .map(|v| name(&v))
                    .collect();
                if rule == Rule::scf_yield {
                    ParsedOpKind::Yield(values)
                } else {
                    ParsedOpKind::Return(values)
                }
            }
            Rule::func_call => {
                let symbol = parts.get(1)?;
                let mut call = CallOp {
                    callee: unquote(&symbol.as_str()[1..]),
                    callee_span: span(symbol),
                    args: Vec::new(),
                    inputs: Vec::new(),
                    results: Vec::new(),
                };
                for part in &parts[2..] {
                    match part.as_rule() {
                        Rule::value_list => {
                            call.args = part.clone().into_inner().map(|v| name(&v)).collect()
                        }
                        Rule::fn_sig => {
                            for sig in part.clone().into_inner() {
                                match sig.as_rule() {
                                    Rule::type_list => call.inputs = self.types(sig),
                                    Rule::result_types => call.results = self.types(sig),
                                    _ => {}
                                }
                            }
                        }
                        _ => {}
                    }
                }
                ParsedOpKind::Call(Box::new(call))
            }
            Rule::arith_constant => {
                let literal = parts.get(1)?;
                let ty = match parts.get(2) {
                    Some(t) => Some(self.written(t.clone())?),
                    None => None,
                };
                ParsedOpKind::Constant {
                    literal: (literal.as_str().to_string(), span(literal)),
                    ty,
                }
            }
            Rule::arith_cmp => {
                let values = names(&parts);
                ParsedOpKind::Compare {
                    float: parts.first()?.as_str().ends_with('f'),
                    predicate: (parts.get(1)?.as_str().to_string(), span(parts.get(1)?)),
                    lhs: values.first()?.clone(),
                    rhs: values.get(1)?.clone(),
                    ty: self.written(parts.pop()?)?,
                }
            }
            Rule::arith_cast => ParsedOpKind::Cast {
                op: parts.first()?.as_str().to_string(),
                value: names(&parts).first()?.clone(),
                to: self.written(parts.pop()?)?,
            },
            Rule::vector_extract => {
                let at = parts.iter().find(|p| p.as_rule() == Rule::integer)?;
                let position = (at.as_str().parse().ok()?, span(at));
                let from = self.written(parts.pop()?)?;
                ParsedOpKind::Extract {
                    vector: names(&parts).first()?.clone(),
                    position,
                    ty: self.written(parts.pop()?)?,
                    from,
                }
            }
            Rule::arith_select => {
                let values = names(&parts);
                ParsedOpKind::Select {
                    condition: values.first()?.clone(),
                    values: [values.get(1)?.clone(), values.get(2)?.clone()],
                    ty: self.written(parts.pop()?)?,
                }
            }
            Rule::arith_op => {
                let head = parts.first()?;
                ParsedOpKind::Arith {
                    op: head.as_str().to_string(),
                    op_span: span(head),
                    operands: parts
                        .iter()
                        .filter(|p| p.as_rule() == Rule::value_list)
                        .flat_map(|p| p.clone().into_inner())
                        .map(|v| name(&v))
                        .collect(),
                    ty: self.written(parts.pop()?)?,
                }
            }
            Rule::instruction => ParsedOpKind::Instruction(self.instruction(pair, results)?),
            Rule::generic_op => ParsedOpKind::Instruction(self.generic_op(pair, results)?),
            Rule::reinterpret_cast => {
                ParsedOpKind::Instruction(self.reinterpret_cast(pair, results)?)
            }
            _ => return None,
        })
    }

    fn instruction(&mut self, pair: Pair<Rule>, results: &[Name]) -> Option<Statement> {
        let mut statement = Statement {
            results: results
                .iter()
                .map(|r| (r.text.clone(), r.span.clone()))
                .collect(),
            ..Statement::default()
        };
        let errors_before = self.errors.len();
        // A refused instruction's error says why; the types only it uses
        // (`!pto.fmatrix_config`) are not reported as unknown as well.
        let refused = |name: &str| {
            let isa = tanto_dialects::pto_isa::isa();
            let bare = name.strip_prefix("pto.").unwrap_or(name);
            isa.find(bare)
                .or_else(|| isa.find(&bare.replace('.', "_")))
                .is_some_and(|i| i.status == tanto_dialects::pto_isa::Status::Refused)
        };
        for inner in pair.into_inner() {
            let read = match inner.as_rule() {
                Rule::op_name => {
                    statement.name = inner.as_str().to_string();
                    statement.name_span = span(&inner);
                    Some(())
                }
                Rule::dps => self.dps(inner, &mut statement),
                Rule::operands => self.operands(inner, &mut statement),
                Rule::call_args => self.call_args(inner, &mut statement),
                Rule::attr_call => self.attr_call(inner, &mut statement),
                Rule::named_args => {
                    for part in inner.into_inner() {
                        match part.as_rule() {
                            Rule::attr_dict => {
                                let attrs = self.attr_dict(part);
                                statement.attrs.extend(attrs);
                            }
                            Rule::named_arg => {
                                let whole = span(&part);
                                let mut pieces = part.into_inner();
                                let (Some(key), Some(value)) = (pieces.next(), pieces.next())
                                else {
                                    continue;
                                };
                                statement.keyed.push((
                                    key.as_str().to_string(),
                                    Item::Value(value.as_str().to_string(), span(&value)),
                                    whole,
                                ));
                            }
                            _ => {}
                        }
                    }
                    Some(())
                }
                _ => Some(()),
            };
            if read.is_none() {
                if !refused(&statement.name) {
                    return None;
                }
                break;
            }
        }
        if refused(&statement.name) {
            self.errors.truncate(errors_before);
        }
        Some(statement)
    }

    /// `ins(values [attrs] : types)`: types pair up with values in order;
    /// values in the type list (old PTOAS spelling) are further, untyped operands.
    fn typed_values(
        &mut self,
        pair: Pair<Rule>,
        statement: &mut Statement,
    ) -> Option<Vec<Operand>> {
        let mut values = Vec::new();
        let mut types = Vec::new();
        for inner in pair.into_inner() {
            match inner.as_rule() {
                Rule::value_list => values.extend(inner.into_inner().map(|v| operand(&v))),
                Rule::string => statement
                    .refs
                    .push(Item::Literal(inner.as_str().to_string(), span(&inner))),
                Rule::attr_dict => {
                    let attrs = self.attr_dict(inner);
                    statement.attrs.extend(attrs);
                }
                Rule::typed_pairs => {
                    for pair in inner.into_inner() {
                        let mut parts = pair.into_inner();
                        let (Some(value), Some(ty)) = (parts.next(), parts.next()) else {
                            continue;
                        };
                        let memref = ty.as_str().starts_with("memref");
                        values.push(operand(&value));
                        types.push((self.written(ty)?, memref));
                    }
                }
                Rule::typed_list => {
                    for item in inner.into_inner() {
                        match item.as_rule() {
                            Rule::value => values.push(operand(&item)),
                            _ => {
                                let memref = item.as_str().starts_with("memref");
                                types.push((self.written(item)?, memref));
                            }
                        }
                    }
                }
                // `outs : f32`: the type of a scalar result (TGETVAL).
                Rule::type_list => {
                    let written = self.types(inner);
                    statement.result_types.extend(written);
                }
                _ => {}
            }
        }
        for (operand, (ty, memref)) in values.iter_mut().zip(types) {
            operand.written = Some(ty);
            operand.memref = memref;
        }
        Some(values)
    }

    fn dps(&mut self, pair: Pair<Rule>, statement: &mut Statement) -> Option<()> {
        statement.dps = true;
        for inner in pair.into_inner() {
            match inner.as_rule() {
                Rule::ins => statement.inputs = self.typed_values(inner, statement)?,
                Rule::outs => statement.outputs = self.typed_values(inner, statement)?,
                Rule::wait_clause => statement.waits.extend(waits(inner)),
                Rule::attr_dict => {
                    let attrs = self.attr_dict(inner);
                    statement.attrs.extend(attrs);
                }
                Rule::clause => {
                    let whole = span(&inner);
                    let mut parts = inner.into_inner();
                    let key = parts
                        .next()
                        .map(|k| k.as_str().to_string())
                        .unwrap_or_default();
                    let item = parts
                        .next()
                        .map(item)
                        .unwrap_or(Item::Word(String::new(), whole.clone()));
                    statement.keyed.push((key, item, whole));
                }
                _ => {}
            }
        }
        Some(())
    }

    fn operands(&mut self, pair: Pair<Rule>, statement: &mut Statement) -> Option<()> {
        let mut types = Vec::new();
        for inner in pair.into_inner() {
            if self.operand_part(&inner, statement) {
                continue;
            }
            match inner.as_rule() {
                Rule::wait_clause => statement.waits.extend(waits(inner)),
                // `%t = pto.tpop_from_aic {split = 1} -> !pto.tile_buf<...>`.
                Rule::result_types => {
                    let written = self.types(inner);
                    statement.result_types.extend(written);
                }
                Rule::signature => {
                    let sig = inner.into_inner().next()?;
                    let function = sig.as_rule() == Rule::fn_sig;
                    for part in sig.into_inner() {
                        match part.as_rule() {
                            Rule::type_list => types.extend(self.types(part)),
                            Rule::result_types => {
                                let written = self.types(part);
                                statement.result_types.extend(written);
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
        Some(())
    }

    /// `"pto.op"(%a, %b) {attrs} : (T, U) -> R`.
    fn generic_op(&mut self, pair: Pair<Rule>, results: &[Name]) -> Option<Statement> {
        let mut statement = Statement {
            results: results
                .iter()
                .map(|r| (r.text.clone(), r.span.clone()))
                .collect(),
            generic: true,
            ..Statement::default()
        };
        let mut types = Vec::new();
        for inner in pair.into_inner() {
            match inner.as_rule() {
                Rule::generic_name => {
                    let name = inner.clone().into_inner().next()?;
                    statement.name = name.as_str().to_string();
                    statement.name_span = span(&name);
                }
                Rule::value_list => {
                    statement.inputs = inner.into_inner().map(|v| operand(&v)).collect()
                }
                Rule::attr_dict => {
                    let attrs = self.attr_dict(inner);
                    statement.attrs.extend(attrs);
                }
                Rule::fn_sig => {
                    for part in inner.into_inner() {
                        match part.as_rule() {
                            Rule::type_list => types.extend(self.types(part)),
                            Rule::result_types => {
                                let written = self.types(part);
                                statement.result_types.extend(written);
                            }
                            _ => {}
                        }
                    }
                }
                _ => {}
            }
        }
        for (operand, ty) in statement.inputs.iter_mut().zip(types) {
            operand.written = Some(ty);
        }
        Some(statement)
    }

    /// The parts an operand list shares with the functional spelling:
    /// operands, keyed and attribute operands, an attribute dictionary.
    /// False for any other part.
    fn operand_part(&mut self, inner: &Pair<Rule>, statement: &mut Statement) -> bool {
        match inner.as_rule() {
            Rule::operand => {
                if let Some(operand_pair) = inner.clone().into_inner().next() {
                    self.operand_item(operand_pair, statement);
                }
            }
            Rule::keyed | Rule::spaced_keyed | Rule::attr_ref => {
                self.operand_item(inner.clone(), statement)
            }
            Rule::attr_dict => {
                let attrs = self.attr_dict(inner.clone());
                statement.attrs.extend(attrs);
            }
            _ => return false,
        }
        true
    }

    /// `(%a, %b : T, U) {attrs} -> R`: types pair up with the operands.
    fn call_args(&mut self, pair: Pair<Rule>, statement: &mut Statement) -> Option<()> {
        let mut types = Vec::new();
        for inner in pair.into_inner() {
            if self.operand_part(&inner, statement) {
                continue;
            }
            match inner.as_rule() {
                Rule::type_list => types.extend(self.types(inner)),
                Rule::result_types | Rule::cast_type => {
                    let written = self.types(inner);
                    statement.result_types.extend(written);
                }
                _ => {}
            }
        }
        for (operand, ty) in statement.inputs.iter_mut().zip(types) {
            operand.written = Some(ty);
        }
        Some(())
    }

    fn operand_item(&mut self, pair: Pair<Rule>, statement: &mut Statement) {
        match pair.as_rule() {
            Rule::indexed => {
                let mut parts = pair.into_inner();
                let Some(value) = parts.next() else { return };
                let mut op = operand(&value);
                op.indices = parts
                    .flat_map(Pair::into_inner)
                    .map(|v| operand(&v))
                    .collect();
                statement.inputs.push(op);
            }
            Rule::keyed | Rule::spaced_keyed => {
                let whole = span(&pair);
                let mut parts = pair.into_inner();
                let key = parts
                    .next()
                    .map(|k| k.as_str().to_string())
                    .unwrap_or_default();
                let value = parts
                    .next()
                    .map(item)
                    .unwrap_or(Item::Word(String::new(), whole.clone()));
                statement.keyed.push((key, value, whole));
            }
            _ => statement.refs.push(item(pair)),
        }
    }

    fn attr_dict(&mut self, pair: Pair<Rule>) -> Vec<AttrEntry> {
        pair.into_inner()
            .map(|entry| {
                let whole = span(&entry);
                let mut parts = entry.into_inner();
                let key = parts
                    .next()
                    .map(|k| unquote(k.as_str()))
                    .unwrap_or_default();
                AttrEntry {
                    key,
                    value: parts.next().map(item),
                    span: whole,
                }
            })
            .collect()
    }
}

/// The type pairs of a `type_list` or `result_types`.
fn flatten_types(pair: Pair<Rule>) -> Vec<Pair<Rule>> {
    match pair.as_rule() {
        Rule::type_ => vec![pair],
        Rule::type_list | Rule::result_types | Rule::cast_type => {
            pair.into_inner().flat_map(flatten_types).collect()
        }
        _ => Vec::new(),
    }
}

/// The events of a `wait(...)` clause.
fn waits(pair: Pair<Rule>) -> Vec<Operand> {
    pair.into_inner()
        .flat_map(|list| list.into_inner())
        .map(|v| operand(&v))
        .collect()
}

fn operand(pair: &Pair<Rule>) -> Operand {
    Operand {
        name: pair.as_str().to_string(),
        span: span(pair),
        written: None,
        indices: Vec::new(),
        memref: false,
    }
}

fn item(pair: Pair<Rule>) -> Item {
    let whole = span(&pair);
    match pair.as_rule() {
        Rule::value => Item::Value(pair.as_str().to_string(), whole),
        Rule::list | Rule::attr_list => Item::List(pair.into_inner().map(item).collect(), whole),
        Rule::dense_array => Item::List(
            pair.into_inner()
                .filter(|p| p.as_rule() == Rule::signed_integer)
                .map(|p| Item::Literal(p.as_str().to_string(), span(&p)))
                .collect(),
            whole,
        ),
        Rule::indexed | Rule::typed_literal => pair
            .into_inner()
            .next()
            .map_or(Item::Word(String::new(), whole), item),
        Rule::attr_ref | Rule::short_attr => {
            let mut name = String::new();
            let mut params = Vec::new();
            for inner in pair.into_inner() {
                match inner.as_rule() {
                    Rule::attr_head => name = inner.as_str().to_string(),
                    Rule::attr_params => {
                        params.extend(inner.into_inner().map(|p| p.as_str().to_string()))
                    }
                    _ => params.push(inner.as_str().to_string()),
                }
            }
            Item::Attr(AttrRef {
                name,
                params,
                span: whole,
            })
        }
        Rule::literal => Item::Literal(pair.as_str().to_string(), whole),
        Rule::tile_addr => Item::Address(
            pair.into_inner()
                .nth(1)
                .map(|p| p.as_str().to_string())
                .unwrap_or_default(),
            whole,
        ),
        _ => Item::Word(pair.as_str().to_string(), whole),
    }
}

#[cfg(test)]
mod type_tests {
    use super::parse_type_text as parse_type;
    use crate::pto::types::*;

    fn tile(text: &str) -> TileType {
        match parse_type(text) {
            Ok(Written::Known(Ty::Tile(t))) => t,
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn keyed_compact_and_shape_only_forms_agree() {
        let keyed = tile("!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>");
        assert_eq!(keyed, tile("!pto.tile_buf<vec, 16x16xf16>"));
        assert_eq!(keyed.as_buffer(false), tile("!pto.tile<16x16xf16>"));
    }

    #[test]
    fn dynamic_valid_legacy_valid_and_pad_names() {
        let t = tile("!pto.tile_buf<vec, 8x1xf32, valid=?x1, blayout=col_major, pad=zero>");
        assert_eq!(
            (t.valid_rows, t.valid_cols, t.layout, t.pad),
            (-1, 1, "col_major", "zero")
        );
        let legacy = tile("!pto.tile_buf<loc=mat, dtype=f32, rows=32, cols=32, blayout=col_major, valid=32x32, slayout=row_major, fractal=512, pad=0>");
        assert_eq!((legacy.loc, legacy.slayout), ("mat", "row_major"));
        assert_eq!(tile("!pto.tile_buf<loc=ub, dtype=f32, rows=4, cols=8, v_row=?, v_col=?, blayout=row_major, slayout=none_box, fractal=512, pad=3>").pad, "min");
    }

    #[test]
    fn bad_parameters_are_named() {
        assert!(
            parse_type("!pto.tile_buf<loc=ram, dtype=f16, rows=16, cols=16>")
                .unwrap_err()
                .contains("unknown tile location `ram`")
        );
        assert!(
            parse_type("!pto.tile_buf<loc=vec, dtype=f16, rows=0, cols=16>")
                .unwrap_err()
                .contains("`rows` must be a positive")
        );
        assert!(parse_type("!pto.tile<16x16xq7>")
            .unwrap_err()
            .contains("unknown element type `q7`"));
        assert!(parse_type("!pto.tile_buf<vec, 16x16xf16, pad=9>")
            .unwrap_err()
            .contains("unknown pad"));
    }

    #[test]
    fn views_and_strides() {
        let Ok(Written::View(v)) = parse_type("!pto.tensor_view<?x1024xf32>") else {
            panic!()
        };
        assert_eq!(
            (v.dims, v.element.as_str(), v.partition),
            (vec![None, Some(1024)], "f32", false)
        );
        assert_eq!(
            contiguous_strides(&pad_dims(&[32, 1024], 1).unwrap()),
            [32768, 32768, 32768, 1024, 1]
        );
        assert_eq!(element_bytes("bf16"), Some(2));
        assert_eq!(element_bytes("ui8"), Some(1));
    }
}
