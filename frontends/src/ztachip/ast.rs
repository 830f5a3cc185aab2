//! The typed AST of ztachip tensor statements, built from the pest grammar
//! (`ztachip.pest`). Every piece of text carries its span in the source
//! file (not in the joined statement text).

use super::scan::RawStatement;
use crate::diagnostic::Diagnostic;
use pest::{iterators::Pair, Parser};
use std::cell::RefCell;
use std::ops::Range;

#[derive(pest_derive::Parser)]
#[grammar = "ztachip/ztachip.pest"]
struct StatementParser;

/// Source text: a C expression, a name or a keyword, and where it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Text {
    pub text: String,
    pub span: Range<usize>,
}

/// One `>` statement: its commands, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Statement {
    pub commands: Vec<Command>,
    /// The source range from its first `>` to the end of its last line.
    pub span: Range<usize>,
    /// The byte ranges of its `>` lines.
    pub lines: Vec<Range<usize>>,
    /// For one of the variants of a statement whose tensor variables are
    /// chosen at run time: (variable, number of its definition) of the
    /// definitions this variant expands ([`super::expand`]).
    pub chosen: Vec<(String, usize)>,
    /// (variable, number of its definition) of every definition this
    /// statement's uses expand: statements of the same text share a
    /// function only when these agree too ([`super::rewrite`]).
    pub expanded: Vec<(String, usize)>,
    /// The definitions this statement makes whose number C records, for
    /// uses that choose among several at run time.
    pub recorded: Vec<(String, usize)>,
    /// (C variable, expression) of each value of a definition this
    /// statement makes, kept when it runs for the uses to read
    /// ([`super::expand`]).
    pub captures: Vec<(String, Text)>,
    /// It stands outside every C function (set by [`super::read_with`]).
    pub outside_functions: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// `dst <= src`, `dst <= PROC(n) <= src`; `concurrent` when joined to the
    /// previous command by `,`.
    Transfer {
        dst: Box<Term>,
        src: Box<Term>,
        stream: Option<Text>,
        concurrent: bool,
        span: Range<usize>,
    },
    /// `$name := term`.
    Define {
        name: Text,
        term: Box<Term>,
    },
    /// `VAR $a, $b`; a name without `$` (kept to be warned of) declares
    /// nothing.
    Declare(Vec<Text>),
    /// `EXE_LOCKSTEP(kernel[, pcores[, threads]])` (`EXE` without lockstep).
    Exe {
        lockstep: bool,
        kernel: Text,
        pcores: Option<Text>,
        threads: Option<Text>,
        /// Arguments past the third, which ztachip's compiler ignores.
        ignored: Option<Range<usize>>,
        span: Range<usize>,
    },
    /// `CALLBACK(function, parameter)`.
    Callback {
        function: Text,
        parameter: Text,
        span: Range<usize>,
    },
    /// `PRINT(format, value)`: ztachip's log line, `printf(format, value)`.
    Print {
        format: Text,
        value: Text,
        span: Range<usize>,
    },
    /// `BARRIER` (`FLUSH`).
    Barrier(Range<usize>),
    Nop,
}

impl Statement {
    /// Only `VAR`, `NOP`, `EXPORT` and the log switches: no C to run.
    pub fn writes_no_c(&self) -> bool {
        self.commands
            .iter()
            .all(|c| matches!(c, Command::Declare(_) | Command::Nop))
    }
}

/// One side of a transfer, or a tensor variable's definition.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Term {
    pub directives: Directives,
    pub object: Object,
    pub span: Range<usize>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Directives {
    /// `FOR(I=b:s:e)`, in the order written; no range for `FOR(I=$)`.
    pub fors: Vec<(Text, Option<Index>)>,
    pub pad: Option<Text>,
    /// The values of `PAD(...)` after its first, which ztachip's compiler
    /// ignores.
    pub pad_ignored: Option<Range<usize>>,
    /// `DTYPE(T)`, `CAST(T)` or the guide's `(T)` prefix.
    pub dtype: Option<Text>,
    pub remap: Option<Text>,
    /// `SCATTER(scratch address)` of the tensor guide.
    pub scatter: Option<Text>,
    pub concurrent: Option<Range<usize>>,
    pub latest: bool,
    pub repeat: bool,
}

/// The guide's spelling of the SPU source's type, `(int)MEM(...)`: the
/// tables' 16-bit words, as INT16.
pub const SPU_WORD_TYPE: &str = "int";

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Object {
    Memory(Memory),
    Pcore(Pcore),
    /// `$name` or `$name[argument]`.
    Variable {
        name: Text,
        argument: Option<Index>,
    },
    /// `SPU` / `SPU(tables)`: the stream processor's lookup tables.
    Spu(Option<Text>),
    /// `PROG(n)`: the PCOREs' code space, `n` instructions long.
    Program(Text),
    /// `INT16(v)` / `INT8(v)`: a constant filler.
    Constant {
        dtype: Text,
        value: Text,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Space {
    /// External memory: `DDR(...)`, spelled `MEM(...)` by ztachip's compiler.
    Ddr,
    Scratch,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Memory {
    pub space: Space,
    pub keyword: Text,
    pub pointer: Text,
    pub dims: Vec<Dim>,
    pub indices: Vec<Index>,
}

/// A declared dimension: `n`, `n+` (no upper bound check) or a bounded
/// block `T(a, b, ...)`: dimensions `a` x `b` x ... (each may be `+`) whose
/// elements from the `T`-th on are out of bounds, and which the dimension
/// before it steps over `T` at a time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dim {
    pub size: Text,
    pub unchecked: bool,
    pub parts: Option<Vec<Part>>,
}

/// One dimension of a bounded block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Part {
    pub size: Text,
    pub unchecked: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pcore {
    /// `PCORE(a)` or `PCORE(a, b)`; an empty item is left to the target.
    pub shape: Option<Shape>,
    pub indices: Vec<Index>,
    /// `.THREAD(...)[...]`: private memory (absent: shared memory).
    pub thread: Option<Thread>,
    /// `class::variable`, `class::function.parameter`, `class.parameter`.
    pub variable: Text,
    /// A dimension cast of the variable: `var(8, 8)`.
    pub variable_shape: Option<Shape>,
    pub variable_indices: Vec<Index>,
    /// Written by a global assignment (`class::kernel.param <= INT16(v)`),
    /// which sets a `_global` parameter only.
    pub global_set: bool,
    pub span: Range<usize>,
}

/// A dimension cast or layout, `(a, b)`; an empty item is left to the
/// target.
pub type Shape = Vec<Option<Text>>;

/// `.THREAD(shape)[indices]`: the thread block of private memory.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Thread {
    pub shape: Option<Shape>,
    pub indices: Vec<Index>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IndexKind {
    /// `[i]`, also a FOR variable's name.
    Single(Text),
    /// `[b:e]`, `[b:s:e]`, with parts left out.
    Range {
        begin: Option<Text>,
        stride: Option<Text>,
        end: Option<Text>,
    },
    /// `[*]`: every PCORE of the dimension gets the same data (a source: 0).
    Wildcard,
    /// `[$]`: a tensor variable's argument.
    Placeholder,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Index {
    pub kind: IndexKind,
    pub span: Range<usize>,
}

/// Parses the statements the scanner found; a statement that does not
/// parse gives one located error and is left out.
pub fn parse(raw: &[RawStatement]) -> (Vec<Statement>, Vec<Diagnostic>) {
    pest::set_error_detail(true);
    let mut statements = Vec::new();
    let mut errors = Vec::new();
    for statement in raw {
        match StatementParser::parse(Rule::statement, &statement.text) {
            Ok(mut pairs) => {
                let builder = Builder {
                    raw: statement,
                    blank: RefCell::new(None),
                };
                let commands = pairs
                    .next()
                    .map(|top| builder.commands(top))
                    .unwrap_or(Ok(Vec::new()));
                let commands = match builder.blank.into_inner() {
                    Some(blank) => Err(blank),
                    None => commands,
                };
                match commands {
                    Ok(commands) => statements.push(Statement {
                        commands,
                        span: statement.span(),
                        lines: statement.lines.clone(),
                        chosen: Vec::new(),
                        expanded: Vec::new(),
                        recorded: Vec::new(),
                        captures: Vec::new(),
                        outside_functions: false,
                    }),
                    Err(error) => errors.push(error),
                }
            }
            Err(error) => errors.push(syntax_error(statement, &error)),
        }
    }
    (statements, errors)
}

fn syntax_error(statement: &RawStatement, error: &pest::error::Error<Rule>) -> Diagnostic {
    let reported = match error.location {
        pest::error::InputLocation::Pos(p) => p,
        pest::error::InputLocation::Span((a, _)) => a,
    };
    let text = &statement.text;
    let at = error
        .parse_attempts()
        .map_or(reported, |a| a.max_position.max(reported))
        .min(text.len());
    let found = text[at..]
        .chars()
        .next()
        .map_or("the end of the statement".to_string(), |c| format!("`{c}`"));
    let width = text[at..].chars().next().map_or(0, char::len_utf8);
    let mut expected: Vec<String> = error
        .parse_attempts()
        .filter(|a| a.max_position >= reported)
        .map(|a| {
            a.expected_tokens()
                .iter()
                .map(ToString::to_string)
                .filter(|t| t.len() <= 3 && !t.trim().is_empty() && !t.contains(".."))
                .map(|t| format!("`{t}`"))
                .collect()
        })
        .unwrap_or_default();
    expected.sort_unstable();
    expected.dedup();
    let mut diagnostic = Diagnostic::error(
        statement.source_span(at..at + width),
        format!("cannot parse this tensor statement at {found}"),
    );
    if starts_with_star(&text[..at]) {
        // `[*q:*q+n]`: ztachip's compiler reads any index starting with
        // `*` as the broadcast `[*]` and drops the rest of it.
        diagnostic = diagnostic.with_help(
            "an index starting with `*` is `[*]`, every PCORE, to ztachip's compiler, which drops the rest of it: write a dereference in parentheses, `[(*q):(*q)+n]`",
        );
    } else if !expected.is_empty() {
        diagnostic = diagnostic.with_help(format!("expected {}", expected.join(", ")));
    }
    diagnostic
}

/// Whether `before` ends inside an index that starts with `*` after blanks
/// (`... [ *q`).
fn starts_with_star(before: &str) -> bool {
    let Some(open) = before.rfind('[') else {
        return false;
    };
    let inside = &before[open + 1..];
    !inside.contains(']') && inside.trim_start().starts_with('*')
}

struct Builder<'s> {
    raw: &'s RawStatement,
    /// The first C expression of only blanks the grammar does not skip
    /// (`\v`, a no-break space), or that starts with `::`, an error.
    blank: RefCell<Option<Diagnostic>>,
}

type Built<T> = Result<T, Diagnostic>;

impl Builder<'_> {
    fn span(&self, pair: &Pair<Rule>) -> Range<usize> {
        let span = pair.as_span();
        self.raw.source_span(span.start()..span.end())
    }

    /// A pair's text, trimmed (C expressions keep inner blanks).
    fn text(&self, pair: &Pair<Rule>) -> Text {
        let raw = pair.as_str();
        let lead = raw.len() - raw.trim_start().len();
        let trimmed = raw.trim();
        let start = pair.as_span().start() + lead;
        if trimmed.is_empty() && !raw.is_empty() {
            let span = pair.as_span();
            let mut blank = self.blank.borrow_mut();
            blank.get_or_insert_with(|| {
                Diagnostic::error(
                    self.raw.source_span(span.start()..span.end()),
                    format!(
                        "expected a C expression, found only blank characters ({})",
                        raw.chars()
                            .take(8)
                            .map(|c| format!("U+{:04X}", u32::from(c)))
                            .collect::<Vec<_>>()
                            .join(" ")
                    ),
                )
                .with_help("write the value here, e.g. a dimension's size")
            });
        }
        let span = self.raw.source_span(start..start + trimmed.len());
        if trimmed.starts_with("::") {
            // C has no scope operator; clang-22 loops on the cast of it
            // the statement's call makes, `(unsigned int)(::x)`.
            self.blank.borrow_mut().get_or_insert_with(|| {
                Diagnostic::error(
                    span.clone(),
                    format!("`{trimmed}` is not C: C has no `::` scope operator"),
                )
                .with_help("name the C variable itself; a PCORE variable is `class::name`")
            });
        }
        Text {
            text: trimmed.to_string(),
            span,
        }
    }

    fn commands(&self, top: Pair<Rule>) -> Built<Vec<Command>> {
        let mut commands = Vec::new();
        let mut joined = false;
        for pair in top.into_inner() {
            match pair.as_rule() {
                Rule::separator => joined = pair.as_str() == ",",
                Rule::command => {
                    if let Some(inner) = pair.into_inner().next() {
                        commands.push(self.command(inner, joined)?);
                    }
                    joined = false;
                }
                _ => {}
            }
        }
        Ok(commands)
    }

    fn command(&self, pair: Pair<Rule>, concurrent: bool) -> Built<Command> {
        let span = self.span(&pair);
        let rule = pair.as_rule();
        let whole = pair.as_str();
        let mut inner = pair.into_inner();
        Ok(match rule {
            Rule::transfer => {
                let mut dst = None;
                let mut src = None;
                let mut stream = None;
                for part in inner {
                    match part.as_rule() {
                        Rule::term if dst.is_none() => dst = Some(Box::new(self.term(part)?)),
                        Rule::term => src = Some(Box::new(self.term(part)?)),
                        Rule::proc => stream = part.into_inner().nth(1).map(|e| self.text(&e)),
                        _ => {}
                    }
                }
                let (Some(dst), Some(src)) = (dst, src) else {
                    return Err(Diagnostic::error(span, "a transfer has two sides"));
                };
                Command::Transfer {
                    dst,
                    src,
                    stream,
                    concurrent,
                    span,
                }
            }
            Rule::global_set => {
                // The same word of every PCORE's shared memory: the PCORE
                // model reads a `_global` parameter there.
                let param = inner.next().map(|p| self.text(&p));
                let value = inner
                    .next()
                    .map(|c| {
                        let span = self.span(&c);
                        self.object(c).map(|object| Term {
                            directives: Directives::default(),
                            object,
                            span,
                        })
                    })
                    .transpose()?;
                let (Some(param), Some(src)) = (param, value) else {
                    return Err(Diagnostic::error(
                        span,
                        "expected `class::kernel.parameter <= INT16(value)`",
                    ));
                };
                let every = Index {
                    kind: IndexKind::Wildcard,
                    span: param.span.clone(),
                };
                // One word: the parameter's element 0.
                let word = Index {
                    kind: IndexKind::Single(Text {
                        text: "0".into(),
                        span: param.span.clone(),
                    }),
                    span: param.span.clone(),
                };
                let dst = Term {
                    directives: Directives::default(),
                    object: Object::Pcore(Pcore {
                        shape: None,
                        indices: vec![every],
                        thread: None,
                        variable: param.clone(),
                        variable_shape: None,
                        variable_indices: vec![word],
                        global_set: true,
                        span: param.span.clone(),
                    }),
                    span: param.span.clone(),
                };
                Command::Transfer {
                    dst: Box::new(dst),
                    src: Box::new(src),
                    stream: None,
                    concurrent,
                    span,
                }
            }
            Rule::definition => {
                let name = inner.next().map(|n| self.text(&n));
                let term = inner
                    .next()
                    .map(|t| self.term(t))
                    .transpose()?
                    .map(Box::new);
                let (Some(name), Some(term)) = (name, term) else {
                    return Err(Diagnostic::error(span, "expected `$name := tensor`"));
                };
                Command::Define { name, term }
            }
            Rule::var_decl => Command::Declare(
                inner
                    .filter(|p| matches!(p.as_rule(), Rule::tensor_var | Rule::plain_var))
                    .map(|p| self.text(&p))
                    .collect(),
            ),
            Rule::exe => {
                let keyword = inner.next().map(|k| k.as_str().to_ascii_uppercase());
                let kernel = inner.next().map(|k| self.text(&k));
                let mut rest = inner.map(|e| self.text(&e));
                let Some(kernel) = kernel else {
                    return Err(Diagnostic::error(span, "EXE_LOCKSTEP names its kernel"));
                };
                let (pcores, threads) = (rest.next(), rest.next());
                // ztachip's compiler reads three arguments and no more.
                let extra: Vec<Text> = rest.collect();
                let ignored = extra
                    .first()
                    .zip(extra.last())
                    .map(|(first, last)| first.span.start..last.span.end);
                Command::Exe {
                    lockstep: keyword.as_deref() == Some("EXE_LOCKSTEP"),
                    kernel,
                    pcores,
                    threads,
                    ignored,
                    span,
                }
            }
            Rule::callback => {
                let mut args = inner
                    .filter(|p| p.as_rule() == Rule::c_arg)
                    .map(|p| self.text(&p));
                let (Some(function), Some(parameter)) = (args.next(), args.next()) else {
                    return Err(Diagnostic::error(
                        span,
                        "expected `CALLBACK(function, parameter)`",
                    ));
                };
                Command::Callback {
                    function,
                    parameter,
                    span,
                }
            }
            Rule::barrier => Command::Barrier(span),
            Rule::indication => {
                let keyword = whole.get(..5).map(str::to_ascii_uppercase);
                if keyword.as_deref() != Some("PRINT") {
                    return Err(Diagnostic::error(
                        span,
                        "ztachip's compiler has no `NOTIFY`: its notification is `CALLBACK(function, parameter)`",
                    ));
                }
                let mut args = inner
                    .filter(|p| p.as_rule() == Rule::c_arg)
                    .map(|p| self.text(&p));
                let (Some(format), Some(value), None) = (args.next(), args.next(), args.next())
                else {
                    return Err(Diagnostic::error(span, "expected `PRINT(format, value)`"));
                };
                Command::Print {
                    format,
                    value,
                    span,
                }
            }
            _ => Command::Nop,
        })
    }

    fn term(&self, pair: Pair<Rule>) -> Built<Term> {
        let span = self.span(&pair);
        let mut directives = Directives::default();
        let mut object = None;
        for part in pair.into_inner() {
            let part_span = self.span(&part);
            let rule = part.as_rule();
            // The directive's argument: its last inner pair.
            let argument = || part.clone().into_inner().last().map(|a| self.text(&a));
            let twice = |what: &str| {
                Diagnostic::error(part_span.clone(), format!("a second {what} on one side"))
            };
            match rule {
                Rule::for_dir => {
                    let mut inner = part.into_inner().skip(1);
                    let name = inner.next().map(|n| self.text(&n));
                    let range = inner.next();
                    let Some(name) = name else { continue };
                    // `FOR(I=$)`: the range a tensor variable's use gives.
                    let range = range.map(|r| Index {
                        kind: if r.as_rule() == Rule::range {
                            self.index_kind(r, part_span.clone())
                        } else {
                            IndexKind::Placeholder
                        },
                        span: part_span.clone(),
                    });
                    directives.fors.push((name, range));
                }
                Rule::pad if directives.pad.is_some() => return Err(twice("PAD")),
                Rule::pad => {
                    let values: Vec<Text> = part
                        .into_inner()
                        .filter(|p| p.as_rule() == Rule::c_arg)
                        .map(|p| self.text(&p))
                        .collect();
                    directives.pad_ignored = match (values.get(1), values.last()) {
                        (Some(first), Some(last)) => Some(first.span.start..last.span.end),
                        _ => None,
                    };
                    directives.pad = values.into_iter().next();
                }
                Rule::dtype | Rule::cast if directives.dtype.is_some() => {
                    return Err(twice("data type"))
                }
                Rule::dtype | Rule::cast => directives.dtype = argument(),
                Rule::remap => directives.remap = argument(),
                Rule::scatter => directives.scatter = argument(),
                Rule::concurrent => directives.concurrent = Some(part_span),
                Rule::latest => directives.latest = true,
                Rule::repeat => directives.repeat = true,
                Rule::object => object = part.into_inner().next().map(|o| self.object(o)),
                _ => {}
            }
        }
        let Some(object) = object.transpose()? else {
            return Err(Diagnostic::error(span, "a tensor without a memory object"));
        };
        Ok(Term {
            directives,
            object,
            span,
        })
    }

    fn object(&self, pair: Pair<Rule>) -> Built<Object> {
        let span = self.span(&pair);
        let rule = pair.as_rule();
        let written = pair.as_str().to_string();
        let mut inner = pair.into_inner();
        Ok(match rule {
            Rule::memory => {
                let keyword = inner.next().map(|k| self.text(&k));
                let pointer = inner.next().map(|p| self.text(&p));
                let (Some(keyword), Some(pointer)) = (keyword, pointer) else {
                    return Err(Diagnostic::error(span, "expected `DDR(pointer, dims...)`"));
                };
                let word = keyword.text.to_ascii_uppercase();
                let space = if word.starts_with("SCRATCH") {
                    Space::Scratch
                } else {
                    Space::Ddr
                };
                let mut pointer = pointer;
                let mut dims = Vec::new();
                let mut indices = Vec::new();
                for part in inner {
                    match part.as_rule() {
                        Rule::dim => dims.extend(part.into_inner().next().map(|d| self.dim(d))),
                        Rule::index => indices.push(self.index(part)),
                        _ => {}
                    }
                }
                if matches!(word.as_str(), "MEMS" | "SCRATCHS") {
                    fork(&word, &mut pointer, &mut dims, &span)?;
                }
                Object::Memory(Memory {
                    space,
                    keyword,
                    pointer,
                    dims,
                    indices,
                })
            }
            Rule::pcore => {
                let mut pcore = Pcore {
                    shape: None,
                    indices: Vec::new(),
                    thread: None,
                    variable: Text {
                        text: String::new(),
                        span: span.clone(),
                    },
                    variable_shape: None,
                    variable_indices: Vec::new(),
                    global_set: false,
                    span,
                };
                let mut seen_variable = false;
                let forks = inner
                    .peek()
                    .is_some_and(|k| k.as_str().eq_ignore_ascii_case("PCORES"));
                for part in inner {
                    match (part.as_rule(), seen_variable) {
                        (Rule::shape, false) => pcore.shape = Some(self.shape(part)),
                        (Rule::index, false) => pcore.indices.push(self.index(part)),
                        (Rule::thread, _) => {
                            let mut shape = None;
                            let mut indices = Vec::new();
                            for t in part.into_inner() {
                                match t.as_rule() {
                                    Rule::shape => shape = Some(self.shape(t)),
                                    Rule::index => indices.push(self.index(t)),
                                    _ => {}
                                }
                            }
                            pcore.thread = Some(Thread { shape, indices });
                        }
                        (Rule::var_ref, _) => {
                            pcore.variable = self.text(&part);
                            seen_variable = true;
                        }
                        (Rule::shape, true) => pcore.variable_shape = Some(self.shape(part)),
                        (Rule::index, true) => {
                            pcore.variable_indices.push(self.variable_index(part))
                        }
                        _ => {}
                    }
                }
                if forks {
                    let at = pcore.span.clone();
                    pcore_fork(&mut pcore, &at)?;
                }
                // Without `.THREAD`, one index past the PCORE array's is the
                // thread's (a private variable: ztachip's compiler gives it
                // an implicit thread dimension of every thread).
                let rank = pcore.shape.as_ref().map_or(1, Vec::len);
                if pcore.thread.is_none() && pcore.indices.len() == rank + 1 {
                    let thread = pcore.indices.pop().into_iter().collect();
                    pcore.thread = Some(Thread {
                        shape: None,
                        indices: thread,
                    });
                }
                Object::Pcore(pcore)
            }
            Rule::variable_use => {
                let name = inner.next().map(|n| self.text(&n));
                let argument = inner.next().map(|i| self.index(i));
                let Some(name) = name else {
                    return Err(Diagnostic::error(span, "expected `$name`"));
                };
                Object::Variable { name, argument }
            }
            Rule::spu => Object::Spu(inner.nth(1).map(|t| self.text(&t))),
            Rule::program => match inner.nth(1) {
                Some(length) => Object::Program(self.text(&length)),
                None => return Err(Diagnostic::error(span, "expected `PROG(instructions)`")),
            },
            Rule::constant => {
                let dtype = inner.next().map(|k| self.text(&k));
                let value = inner.next().map(|v| self.text(&v));
                let (Some(dtype), Some(value)) = (dtype, value) else {
                    return Err(Diagnostic::error(span, "expected `INT16(value)`"));
                };
                Object::Constant { dtype, value }
            }
            _ => {
                let name = inner.next().map(|n| self.text(&n));
                let (name, span) = name.map_or((written, span), |n| (n.text, n.span));
                return Err(Diagnostic::error(span, format!("unknown memory space `{name}`"))
                .with_help("a tensor is in DDR (also MEM), SCRATCH or PCORE memory, the stream processor (SPU), PCORE code (PROG), a constant (INT16, INT8) or a tensor variable ($name)"));
            }
        })
    }

    fn dim(&self, pair: Pair<Rule>) -> Dim {
        match pair.as_rule() {
            Rule::bounded => {
                let mut inner = pair.into_inner();
                let size = inner.next().map(|p| self.text(&p)).unwrap_or(Text {
                    text: String::new(),
                    span: 0..0,
                });
                let parts = inner
                    .map(|p| {
                        let (size, unchecked) = self.plain_size(p);
                        Part { size, unchecked }
                    })
                    .collect();
                Dim {
                    size,
                    unchecked: false,
                    parts: Some(parts),
                }
            }
            _ => {
                let (size, unchecked) = self.plain_size(pair);
                Dim {
                    size,
                    unchecked,
                    parts: None,
                }
            }
        }
    }

    /// A plain dimension's size, and whether it is `n+` (no upper bound
    /// check on this dimension).
    fn plain_size(&self, pair: Pair<Rule>) -> (Text, bool) {
        let mut size = pair
            .into_inner()
            .next()
            .map(|p| self.text(&p))
            .unwrap_or_else(|| Text {
                text: String::new(),
                span: 0..0,
            });
        let unchecked = size.text.ends_with('+') && !size.text.ends_with("++");
        if unchecked {
            size.text.pop();
            size.text.truncate(size.text.trim_end().len());
            size.span.end = size.span.start + size.text.len();
        }
        (size, unchecked)
    }

    /// A layout or cast, `(a, b)`. ztachip's compiler strips a trailing
    /// `+` from every item of a specifier, and only memory dimensions read
    /// it (no upper bound), so here it means nothing: `PCORE(NUM_PCORE+)`.
    fn shape(&self, pair: Pair<Rule>) -> Shape {
        pair.into_inner()
            .map(|dim| {
                let mut item = self.text(&dim.into_inner().next()?);
                if let Some(bare) = item.text.trim_end().strip_suffix('+') {
                    item.text = bare.to_string();
                }
                // `(+, 4)` is `(, 4)`: the item is left to the target.
                (!item.text.trim().is_empty()).then_some(item)
            })
            .collect()
    }

    fn index(&self, pair: Pair<Rule>) -> Index {
        let span = self.span(&pair);
        match pair.into_inner().next() {
            Some(kind) => Index {
                kind: self.index_kind(kind, span.clone()),
                span,
            },
            None => Index {
                kind: IndexKind::Range {
                    begin: None,
                    stride: None,
                    end: None,
                },
                span,
            },
        }
    }

    /// An index of a PCORE variable: `[]` there is index 0, as ztachip's
    /// compiler reads an empty index as a single one and a variable's
    /// single index as its first item (mcore.cpp: a variable gets a loop
    /// level only from a range), where elsewhere it is every index.
    fn variable_index(&self, pair: Pair<Rule>) -> Index {
        let span = self.span(&pair);
        if pair.clone().into_inner().next().is_some() {
            return self.index(pair);
        }
        Index {
            kind: IndexKind::Single(Text {
                text: "0".to_string(),
                span: span.clone(),
            }),
            span,
        }
    }

    fn index_kind(&self, pair: Pair<Rule>, span: Range<usize>) -> IndexKind {
        match pair.as_rule() {
            Rule::wildcard => IndexKind::Wildcard,
            Rule::placeholder => IndexKind::Placeholder,
            Rule::single => IndexKind::Single(
                pair.into_inner()
                    .next()
                    .map(|e| self.text(&e))
                    .unwrap_or(Text {
                        text: String::new(),
                        span,
                    }),
            ),
            _ => {
                // Bounds and colons in order: b? : s-or-e? (: e?)?
                let mut slots: Vec<Option<Text>> = vec![None];
                for part in pair.into_inner() {
                    match part.as_rule() {
                        Rule::bound => {
                            if let Some(last) = slots.last_mut() {
                                *last = part.into_inner().next().map(|e| self.text(&e));
                            }
                        }
                        _ => slots.push(None),
                    }
                }
                let mut slots = slots.into_iter();
                let begin = slots.next().flatten();
                let (stride, end) = match (slots.next(), slots.next()) {
                    (Some(second), Some(third)) => (second, third),
                    (Some(second), None) => (None, second),
                    _ => (None, None),
                };
                IndexKind::Range { begin, stride, end }
            }
        }
    }
}

/// ztachip's fork forms of DDR and the scratch-pad, `MEMS(list, forks,
/// dims...)` and `SCRATCHS(address, forks, dims...)`: its compiler takes
/// the first dimension as a fork count and, for MEMS, the address as a
/// list (the first fork's address `list[0]`, the stride between forks
/// `list[1]`), which it writes to the tensor engine's fork registers. The
/// hardware decodes neither register (HW/src/dp: `fork_max_c` is 1 and
/// `register2_dp_fork_*` are read nowhere), so a fork transfer moves the
/// first fork's tensor: the plain form at `list[0]`.
fn fork(
    keyword: &str,
    pointer: &mut Text,
    dims: &mut Vec<Dim>,
    span: &Range<usize>,
) -> Result<(), Diagnostic> {
    if dims.is_empty() {
        return Err(Diagnostic::error(
            span.clone(),
            format!("`{keyword}` needs a fork count after its address: `{keyword}(address, forks, dims...)`"),
        ));
    }
    dims.remove(0);
    if keyword == "MEMS" {
        pointer.text = format!("(({}))[0]", pointer.text);
    }
    Ok(())
}

/// `PCORES(forks, dims...)`: ztachip's fork form of PCORE memory, its
/// first dimension a fork count the hardware does not decode (see
/// [`fork`]), so the plain `PCORE(dims...)`. Without dimensions ztachip's
/// compiler sizes the array by its PID_MAX rather than by the PCOREs, so
/// they must be given here.
fn pcore_fork(pcore: &mut Pcore, span: &Range<usize>) -> Result<(), Diagnostic> {
    let shape = pcore.shape.get_or_insert_with(Vec::new);
    let given = shape.len() > 1 && shape.iter().skip(1).all(Option::is_some);
    if !given {
        return Err(Diagnostic::error(
            span.clone(),
            "`PCORES(forks, dims...)` needs its PCORE dimensions: without them ztachip's compiler sizes the array by its PID_MAX, not by the PCOREs",
        ));
    }
    shape.remove(0);
    Ok(())
}
