//! The C preprocessor subset Tanto kernels use.
//!
//! Supported: `-D` definitions; `#define` of object-like and function-like
//! macros (parameters substituted at identifier boundaries, arguments
//! macro-expanded first); `#undef`; `#if`, `#ifdef`, `#ifndef`, `#elif`,
//! `#else`, `#endif` with C's integer constant expressions (`defined`,
//! macros expanded, unknown identifiers 0, `true`/`false`); `#error`;
//! backslash continuations in directives; `#include "file"` and
//! `#include <file>` through the caller's [`IncludeRequest`] handler (a
//! `<...>` header it does not find is one of the language's built-in
//! headers and is skipped), with `#pragma once` and include guards. Other
//! `#pragma` and `#line` lines are dropped. Not supported, and reported:
//! the `#` and `##` operators, variadic macros, computed includes.
//!
//! Every line of the main source yields one line of output (directives and
//! skipped lines become empty), an included file's lines standing in for
//! its `#include` line, and a source map sends every output byte back to
//! the unit's [`SourceFiles`]: copied text to itself, an expansion to its
//! invocation. Macros are never expanded in comments or string literals,
//! and a macro is not expanded inside its own expansion.

use super::limits::{
    MAX_IF_EXPRESSION_DEPTH, MAX_INCLUDE_DEPTH, MAX_INCLUSIONS, MAX_MACRO_EXPANSION_DEPTH,
    MAX_MACRO_EXPANSION_WORK,
};
use crate::source_files::SourceFiles;
use std::{
    cell::Cell,
    collections::{HashMap, HashSet},
    ops::Range,
    rc::Rc,
};

/// A preprocessed translation unit.
#[derive(Clone)]
pub struct Preprocessed {
    pub text: String,
    segments: Vec<Segment>,
    /// The files read: the main source first, then each included file.
    pub sources: SourceFiles,
    source_len: usize,
}

/// An `#include` the preprocessor asks its caller to resolve.
pub struct IncludeRequest<'a> {
    /// The file name as written.
    pub path: &'a str,
    /// `<path>` rather than `"path"`.
    pub angled: bool,
    /// The name of the including file.
    pub from: &'a str,
}

/// What an `#include` resolves to.
pub enum Included {
    /// A file's name (as diagnostics show it; also what `#pragma once`
    /// compares) and text.
    File { name: String, text: String },
    /// A header of the language itself, built into the compiler: nothing to
    /// read.
    BuiltIn,
}

/// Resolves an `#include`, or says why it cannot.
pub type Includer<'a> = dyn FnMut(&IncludeRequest) -> Result<Included, String> + 'a;

/// A run of output bytes and where it came from.
#[derive(Debug, Clone)]
struct Segment {
    output: Range<usize>,
    origin: Origin,
}

#[derive(Debug, Clone)]
enum Origin {
    /// Copied verbatim from this source offset.
    Copied(usize),
    /// Produced by expanding the macro invocation at this source range.
    Expanded(Range<usize>),
}

impl Preprocessed {
    fn segment(&self, offset: usize) -> Option<&Segment> {
        let index = self.segments.partition_point(|s| s.output.end <= offset);
        self.segments
            .get(index)
            .filter(|s| s.output.start <= offset)
    }

    /// The source offset of an output offset (expansions map to their
    /// invocation; offsets past the end to the end of the source).
    pub fn original_offset(&self, offset: usize) -> usize {
        match self.segment(offset) {
            Some(Segment {
                output,
                origin: Origin::Copied(start),
            }) => start + (offset - output.start),
            Some(Segment {
                origin: Origin::Expanded(invocation),
                ..
            }) => invocation.start,
            None => self.source_len,
        }
    }

    /// A source range for an output range; an end inside an expansion
    /// extends to the end of the invocation.
    pub fn original_range(&self, range: Range<usize>) -> Range<usize> {
        let start = self.original_offset(range.start);
        if range.end <= range.start {
            return start..start;
        }
        let end = match self.segment(range.end - 1) {
            Some(Segment {
                output,
                origin: Origin::Copied(s),
            }) => s + (range.end - output.start),
            Some(Segment {
                origin: Origin::Expanded(invocation),
                ..
            }) => invocation.end,
            None => self.source_len,
        };
        start..end.max(start)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PreprocessError {
    pub span: Range<usize>,
    pub message: String,
    pub note: Option<(Range<usize>, String)>,
}

#[derive(Debug, Clone)]
struct Macro {
    params: Option<Vec<String>>,
    body: String,
}

/// An `#if` group being processed.
struct Conditional {
    /// Whether the enclosing code is active.
    parent_active: bool,
    /// Whether some branch of this group was taken already.
    taken: bool,
    active: bool,
    seen_else: bool,
    opened: Range<usize>,
}

/// Preprocesses `source` alone: a quoted `#include` is an error, an angled
/// one a built-in header.
pub fn preprocess(
    source: &str,
    defines: &[(String, String)],
) -> (Preprocessed, Vec<PreprocessError>) {
    preprocess_unit(
        SourceFiles::new("<input>", source),
        defines,
        &mut |request: &IncludeRequest| {
            if request.angled {
                Ok(Included::BuiltIn)
            } else {
                Err(format!("'{}' file not found", request.path))
            }
        },
    )
}

/// Preprocesses the main file of `files`, reading included files through
/// `includer` and adding them to the unit's files.
pub fn preprocess_unit(
    files: SourceFiles,
    defines: &[(String, String)],
    includer: &mut Includer,
) -> (Preprocessed, Vec<PreprocessError>) {
    let main: Rc<str> = Rc::from(files.main().text.as_str());
    let source_len = main.len();
    let mut state = State {
        source: main,
        base: 0,
        file: 0,
        files,
        includer,
        include_depth: 0,
        once: HashSet::new(),
        include_limit_reported: false,
        out: String::new(),
        segments: Vec::new(),
        macros: HashMap::new(),
        conditionals: Vec::new(),
        errors: Vec::new(),
        in_comment: false,
        expansion_work: Cell::new(0),
        budget_reported: false,
    };
    for (name, value) in defines {
        state.macros.insert(
            name.clone(),
            Macro {
                params: None,
                body: value.clone(),
            },
        );
    }
    state.run();
    for open in std::mem::take(&mut state.conditionals) {
        state.errors.push(PreprocessError {
            span: open.opened,
            message: "unterminated conditional directive: missing #endif".into(),
            note: None,
        });
    }
    let State {
        out,
        segments,
        errors,
        files,
        ..
    } = state;
    (
        Preprocessed {
            text: out,
            segments,
            sources: files,
            source_len,
        },
        errors,
    )
}

struct State<'s> {
    /// The text of the file being read (shared, so a line can be borrowed
    /// while the state changes).
    source: Rc<str>,
    /// Its offset in the unit's files, and its index there.
    base: usize,
    file: usize,
    files: SourceFiles,
    includer: &'s mut Includer<'s>,
    include_depth: usize,
    /// Files that said `#pragma once`.
    once: HashSet<String>,
    /// [`MAX_INCLUSIONS`] or [`MAX_INCLUDE_DEPTH`] was reached and reported.
    include_limit_reported: bool,
    out: String,
    segments: Vec<Segment>,
    macros: HashMap<String, Macro>,
    conditionals: Vec<Conditional>,
    errors: Vec<PreprocessError>,
    /// Inside a `/* */` comment at the current position.
    in_comment: bool,
    /// Work macro expansion did so far, against [`MAX_MACRO_EXPANSION_WORK`].
    expansion_work: Cell<usize>,
    /// The budget was exceeded and reported: later invocations are copied
    /// unexpanded, without more errors.
    budget_reported: bool,
}

impl State<'_> {
    fn active(&self) -> bool {
        self.conditionals.last().is_none_or(|c| c.active)
    }

    fn copy(&mut self, range: Range<usize>) {
        if range.is_empty() {
            return;
        }
        let start = self.out.len();
        self.out.push_str(&self.source[range.clone()]);
        self.segments.push(Segment {
            output: start..self.out.len(),
            origin: Origin::Copied(self.base + range.start),
        });
    }

    fn emit_expansion(&mut self, text: &str, invocation: Range<usize>) {
        let start = self.out.len();
        self.out.push_str(text);
        if self.out.len() > start {
            self.segments.push(Segment {
                output: start..self.out.len(),
                origin: Origin::Expanded(self.in_unit(invocation)),
            });
        }
    }

    /// A range of the current file as a range of the unit.
    fn in_unit(&self, range: Range<usize>) -> Range<usize> {
        self.base + range.start..self.base + range.end
    }

    /// An error at a range of the current file.
    fn error(&mut self, span: Range<usize>, message: impl Into<String>) {
        self.errors.push(PreprocessError {
            span: self.in_unit(span),
            message: message.into(),
            note: None,
        });
    }

    fn run(&mut self) {
        let source = Rc::clone(&self.source);
        let mut line_start = 0;
        while line_start < source.len() {
            let line_end = source[line_start..]
                .find('\n')
                .map_or(source.len(), |i| line_start + i);
            let line = &source[line_start..line_end];
            let is_directive = !self.in_comment && line.trim_start().starts_with('#');
            if is_directive {
                // Join continuation lines; each still yields an empty line.
                let mut end = line_end;
                while source[line_start..end]
                    .trim_end_matches('\r')
                    .ends_with('\\')
                    && end < source.len()
                {
                    self.copy(end..end + 1);
                    end = source[end + 1..]
                        .find('\n')
                        .map_or(source.len(), |i| end + 1 + i);
                }
                self.directive(line_start..end);
                if end < source.len() {
                    self.copy(end..end + 1);
                }
                line_start = end + 1;
                continue;
            }
            if self.active() {
                self.expand_line(line_start..line_end);
            } else {
                self.track_comments(line);
            }
            if line_end < source.len() {
                self.copy(line_end..line_end + 1);
            }
            line_start = line_end + 1;
        }
    }

    /// Follows `/* */` state through a skipped line.
    fn track_comments(&mut self, line: &str) {
        for token in tokenize(line, self.in_comment) {
            if let Kind::Comment { open_at_end } = token.kind {
                self.in_comment = open_at_end;
            }
        }
    }

    // ---- directives ------------------------------------------------------------------------

    fn directive(&mut self, span: Range<usize>) {
        let text = self.source[span.clone()]
            .replace("\\\r\n", " ")
            .replace("\\\n", " ");
        let text = strip_comments(&text);
        let body = text.trim_start().trim_start_matches('#').trim_start();
        let name_len = body
            .find(|c: char| !c.is_ascii_alphanumeric() && c != '_')
            .unwrap_or(body.len());
        let (name, rest) = body.split_at(name_len);
        let rest = rest.trim();
        let active = self.active();
        match name {
            "if" | "ifdef" | "ifndef" => {
                let value = if !active {
                    false
                } else if name == "if" {
                    self.evaluate(rest, &span)
                } else {
                    let macro_name = rest.split_whitespace().next().unwrap_or("");
                    if macro_name.is_empty() {
                        self.error(span.clone(), format!("#{name} needs a macro name"));
                    }
                    self.macros.contains_key(macro_name) == (name == "ifdef")
                };
                self.conditionals.push(Conditional {
                    parent_active: active,
                    taken: value,
                    active: value,
                    seen_else: false,
                    opened: self.in_unit(span),
                });
            }
            "elif" | "else" => {
                let Some(top) = self.conditionals.last() else {
                    self.error(span, format!("#{name} without #if"));
                    return;
                };
                if top.seen_else {
                    let opened = top.opened.clone();
                    self.errors.push(PreprocessError {
                        span: self.in_unit(span),
                        message: format!("#{name} after #else"),
                        note: Some((opened, "the conditional starts here".into())),
                    });
                    return;
                }
                let (parent_active, taken) = (top.parent_active, top.taken);
                let value = if !parent_active || taken {
                    false
                } else if name == "elif" {
                    self.evaluate(rest, &span)
                } else {
                    true
                };
                if let Some(top) = self.conditionals.last_mut() {
                    top.active = value;
                    top.taken |= value;
                    top.seen_else = name == "else";
                }
            }
            "endif" => {
                if self.conditionals.pop().is_none() {
                    self.error(span, "#endif without #if");
                }
            }
            _ if !active => {}
            "define" => self.define(rest, &span),
            "undef" => {
                let macro_name = rest.split_whitespace().next().unwrap_or("");
                if macro_name.is_empty() {
                    self.error(span, "#undef needs a macro name");
                } else {
                    self.macros.remove(macro_name);
                }
            }
            "error" => self.error(span, format!("#error {rest}")),
            "include" => self.include(rest, span),
            "pragma" => {
                if rest.split_whitespace().next() == Some("once") {
                    let name = self.files.file(self.file).name.clone();
                    self.once.insert(name);
                }
            }
            "line" | "warning" => {}
            "" => {} // a lone `#` is a null directive
            other => self.error(span, format!("unknown preprocessor directive `#{other}`")),
        }
    }

    /// `#include "path"` or `#include <path>`: the included file's text
    /// is preprocessed in place of the directive, with the macros and
    /// conditionals of the includer.
    fn include(&mut self, rest: &str, span: Range<usize>) {
        let (close, angled) = match rest.as_bytes().first() {
            Some(b'"') => ('"', false),
            Some(b'<') => ('>', true),
            _ => (' ', false),
        };
        let path = (close != ' ')
            .then(|| rest[1..].find(close).map(|end| &rest[1..1 + end]))
            .flatten()
            .filter(|path| !path.is_empty());
        let Some(path) = path else {
            self.error(span, "#include expects \"FILENAME\" or <FILENAME>");
            return;
        };
        // Either limit is reported once; later includes are skipped.
        if self.include_limit_reported {
            return;
        }
        let limit = if self.files.files().len() > MAX_INCLUSIONS {
            Some(format!("more than {MAX_INCLUSIONS} inclusions in one kernel (headers without include guards?)"))
        } else if self.include_depth >= MAX_INCLUDE_DEPTH {
            Some(format!(
                "#include nested more than {MAX_INCLUDE_DEPTH} deep (does a file include itself?)"
            ))
        } else {
            None
        };
        if let Some(message) = limit {
            self.include_limit_reported = true;
            self.error(span, message);
            return;
        }
        let from = self.files.file(self.file).name.clone();
        let request = IncludeRequest {
            path,
            angled,
            from: &from,
        };
        let (name, text) = match (self.includer)(&request) {
            Ok(Included::File { name, text }) => (name, text),
            Ok(Included::BuiltIn) => return,
            Err(message) => {
                self.error(span, message);
                return;
            }
        };
        if self.once.contains(&name) {
            return;
        }
        let index = self.files.add(name, text.as_str());
        let base = self.files.file(index).base;
        for (range, c) in crate::source::non_ascii_in_code(&text) {
            self.errors.push(PreprocessError {
                span: base + range.start..base + range.end,
                message: format!("non-ASCII character `{c}` (U+{:04X}) in code", c as u32),
                note: None,
            });
        }
        let outer_source = std::mem::replace(&mut self.source, Rc::from(text));
        let outer_base = std::mem::replace(&mut self.base, base);
        let outer_file = std::mem::replace(&mut self.file, index);
        let outer_comment = std::mem::take(&mut self.in_comment);
        let open = self.conditionals.len();
        self.include_depth += 1;
        self.run();
        self.include_depth -= 1;
        // A file's conditionals end in it, as in C.
        for unclosed in self.conditionals.split_off(open) {
            self.errors.push(PreprocessError {
                span: unclosed.opened,
                message: "unterminated conditional directive: missing #endif".into(),
                note: None,
            });
        }
        self.source = outer_source;
        self.base = outer_base;
        self.file = outer_file;
        self.in_comment = outer_comment;
    }

    fn define(&mut self, rest: &str, span: &Range<usize>) {
        let name_len = rest
            .find(|c: char| !c.is_ascii_alphanumeric() && c != '_')
            .unwrap_or(rest.len());
        let (name, after) = rest.split_at(name_len);
        if name.is_empty() || name.starts_with(|c: char| c.is_ascii_digit()) {
            self.error(span.clone(), "#define needs a macro name");
            return;
        }
        let (params, body) = if let Some(list) = after.strip_prefix('(') {
            let Some(close) = list.find(')') else {
                self.error(
                    span.clone(),
                    format!("missing `)` in the parameter list of macro `{name}`"),
                );
                return;
            };
            let params: Vec<String> = list[..close]
                .split(',')
                .map(|p| p.trim().to_string())
                .filter(|p| !p.is_empty())
                .collect();
            if params.iter().any(|p| p == "..." || !is_identifier(p)) {
                self.error(
                    span.clone(),
                    format!(
                        "macro `{name}`: only named parameters are supported (no variadic macros)"
                    ),
                );
                return;
            }
            (Some(params), list[close + 1..].trim())
        } else {
            (None, after.trim())
        };
        if body.contains('#') {
            self.error(
                span.clone(),
                format!("macro `{name}`: the `#` and `##` operators are not supported"),
            );
            return;
        }
        self.macros.insert(
            name.to_string(),
            Macro {
                params,
                body: body.to_string(),
            },
        );
    }

    /// Evaluates an `#if` expression; errors make it false.
    fn evaluate(&mut self, expression: &str, span: &Range<usize>) -> bool {
        // `defined` is resolved before macro expansion.
        let mut resolved = String::new();
        let tokens = tokenize(expression, false);
        let mut index = 0;
        while index < tokens.len() {
            let token = &tokens[index];
            if token.text == "defined" {
                let mut j = index + 1;
                skip_blank(&tokens, &mut j);
                let parenthesised = tokens.get(j).is_some_and(|t| t.text == "(");
                if parenthesised {
                    j += 1;
                    skip_blank(&tokens, &mut j);
                }
                let Some(name) = tokens.get(j).filter(|t| t.kind == Kind::Ident) else {
                    self.error(span.clone(), "`defined` needs a macro name");
                    return false;
                };
                resolved.push_str(if self.macros.contains_key(name.text) {
                    " 1 "
                } else {
                    " 0 "
                });
                j += 1;
                if parenthesised {
                    skip_blank(&tokens, &mut j);
                    if tokens.get(j).is_none_or(|t| t.text != ")") {
                        self.error(span.clone(), "missing `)` after `defined(`");
                        return false;
                    }
                    j += 1;
                }
                index = j;
                continue;
            }
            resolved.push_str(token.text);
            index += 1;
        }
        if self.budget_reported {
            return false; // the error is out already
        }
        let expanded = match self.expand_text(&resolved, &HashSet::new(), 0) {
            Ok(text) => text,
            Err(message) => {
                self.budget_reported |= self.expansion_work.get() > MAX_MACRO_EXPANSION_WORK;
                self.error(span.clone(), message);
                return false;
            }
        };
        match eval::evaluate(&expanded) {
            Ok(value) => value != 0,
            Err(message) => {
                self.error(span.clone(), format!("invalid #if expression: {message}"));
                false
            }
        }
    }

    // ---- expansion -------------------------------------------------------------------------

    /// Copies an active line, expanding macro invocations (outside comments
    /// and literals).
    fn expand_line(&mut self, range: Range<usize>) {
        let source = Rc::clone(&self.source);
        let line = &source[range.clone()];
        let tokens = tokenize(line, self.in_comment);
        let mut index = 0;
        let mut copied_to = 0;
        while index < tokens.len() {
            let token = &tokens[index];
            if let Token {
                kind: Kind::Comment { open_at_end },
                ..
            } = token
            {
                self.in_comment = *open_at_end;
            }
            let expanding = !self.budget_reported;
            let Some(definition) = (token.kind == Kind::Ident && expanding)
                .then(|| self.macros.get(token.text).cloned())
                .flatten()
            else {
                index += 1;
                continue;
            };
            let name = token.text.to_string();
            let start = token.offset;
            let (expansion, end_index) = match &definition.params {
                None => (self.expand_object(&name, &definition), index + 1),
                Some(params) => {
                    let mut j = index + 1;
                    skip_blank(&tokens, &mut j);
                    if tokens.get(j).is_none_or(|t| t.text != "(") {
                        // A function-like macro's name without `(` is just a name.
                        index += 1;
                        continue;
                    }
                    match collect_arguments(&tokens, j) {
                        Some((arguments, close)) => (
                            self.expand_function(&name, params, &definition.body, &arguments, 1),
                            close + 1,
                        ),
                        None => {
                            let at = range.start + start;
                            self.error(at..at + name.len(), format!("unterminated invocation of macro `{name}` (arguments must be on one line)"));
                            index += 1;
                            continue;
                        }
                    }
                }
            };
            let last = &tokens[end_index - 1];
            let end = last.offset + last.text.len();
            self.copy(range.start + copied_to..range.start + start);
            let invocation = range.start + start..range.start + end;
            match expansion {
                Ok(text) => self.emit_expansion(&text, invocation),
                Err(message) => {
                    self.budget_reported |= self.expansion_work.get() > MAX_MACRO_EXPANSION_WORK;
                    self.error(invocation.clone(), message);
                    self.copy(invocation);
                }
            }
            copied_to = end;
            index = end_index;
        }
        self.copy(range.start + copied_to..range.end);
    }

    fn expand_object(&self, name: &str, definition: &Macro) -> Result<String, String> {
        let mut hidden = HashSet::new();
        hidden.insert(name.to_string());
        self.expand_text(&definition.body, &hidden, 1)
    }

    /// Expands an invocation of a function-like macro, nested in `depth`
    /// invocations (itself included).
    fn expand_function(
        &self,
        name: &str,
        params: &[String],
        body: &str,
        arguments: &[String],
        depth: usize,
    ) -> Result<String, String> {
        let arguments: Vec<String> =
            if params.is_empty() && arguments.len() == 1 && arguments[0].trim().is_empty() {
                Vec::new()
            } else {
                arguments.to_vec()
            };
        if arguments.len() != params.len() {
            return Err(format!(
                "macro `{name}` takes {} argument(s) but {} were given",
                params.len(),
                arguments.len()
            ));
        }
        let mut expanded_arguments = Vec::new();
        for argument in &arguments {
            expanded_arguments.push(self.expand_text(argument.trim(), &HashSet::new(), depth)?);
        }
        let mut substituted = String::new();
        for token in tokenize(body, false) {
            match params
                .iter()
                .position(|p| token.kind == Kind::Ident && p == token.text)
            {
                Some(i) => substituted.push_str(&expanded_arguments[i]),
                None => substituted.push_str(token.text),
            }
        }
        let mut hidden = HashSet::new();
        hidden.insert(name.to_string());
        self.expand_text(&substituted, &hidden, depth)
    }

    /// Counts `units` of expansion work; an error past the budget.
    fn spend(&self, units: usize) -> Result<(), String> {
        let spent = self.expansion_work.get().saturating_add(units);
        self.expansion_work.set(spent);
        if spent > MAX_MACRO_EXPANSION_WORK {
            return Err(format!("macro expansion too large: it exceeds the budget of {MAX_MACRO_EXPANSION_WORK} bytes for this file"));
        }
        Ok(())
    }

    /// Fully expands `text`, never re-expanding the macros in `hidden`.
    /// `depth` counts the macro invocations the text is nested in: the
    /// recursion stops past [`MAX_MACRO_EXPANSION_DEPTH`], and the text
    /// scanned, its tokens, the names hidden and the expansions copied count
    /// against [`MAX_MACRO_EXPANSION_WORK`].
    fn expand_text(
        &self,
        text: &str,
        hidden: &HashSet<String>,
        depth: usize,
    ) -> Result<String, String> {
        if depth > MAX_MACRO_EXPANSION_DEPTH {
            return Err(format!(
                "macro expansion nesting level exceeded maximum of {MAX_MACRO_EXPANSION_DEPTH}"
            ));
        }
        let tokens = tokenize(text, false);
        if depth > 0 {
            // Text in the source itself (an `#if` line) is not expansion work.
            self.spend(text.len() + tokens.len() * std::mem::size_of::<Token>())?;
        }
        let mut out = String::new();
        let mut index = 0;
        while index < tokens.len() {
            let token = &tokens[index];
            let definition = (token.kind == Kind::Ident && !hidden.contains(token.text))
                .then(|| self.macros.get(token.text))
                .flatten();
            let Some(definition) = definition else {
                out.push_str(token.text);
                index += 1;
                continue;
            };
            self.spend(hidden.len() + 1)?;
            let mut inner = hidden.clone();
            inner.insert(token.text.to_string());
            match &definition.params {
                None => {
                    let expanded = self.expand_text(&definition.body, &inner, depth + 1)?;
                    self.spend(expanded.len())?;
                    out.push_str(&expanded);
                    index += 1;
                }
                Some(params) => {
                    let mut j = index + 1;
                    skip_blank(&tokens, &mut j);
                    if tokens.get(j).is_none_or(|t| t.text != "(") {
                        out.push_str(token.text);
                        index += 1;
                        continue;
                    }
                    let Some((arguments, close)) = collect_arguments(&tokens, j) else {
                        return Err(format!("unterminated invocation of macro `{}`", token.text));
                    };
                    let expanded = self.expand_function(
                        token.text,
                        params,
                        &definition.body,
                        &arguments,
                        depth + 1,
                    )?;
                    let rescanned = self.expand_text(&expanded, &inner, depth + 1)?;
                    self.spend(rescanned.len())?;
                    out.push_str(&rescanned);
                    index = close + 1;
                }
            }
        }
        Ok(out)
    }
}

fn is_identifier(text: &str) -> bool {
    text.chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && text.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

fn skip_blank(tokens: &[Token], index: &mut usize) {
    while tokens
        .get(*index)
        .is_some_and(|t| matches!(t.kind, Kind::Blank | Kind::Comment { .. }))
    {
        *index += 1;
    }
}

/// The arguments of an invocation whose `(` is token `open`, split at
/// top-level commas, and the index of the closing `)`.
fn collect_arguments(tokens: &[Token], open: usize) -> Option<(Vec<String>, usize)> {
    let mut depth = 0;
    let mut arguments = vec![String::new()];
    for (index, token) in tokens.iter().enumerate().skip(open) {
        match token.text {
            "(" => {
                depth += 1;
                if depth == 1 {
                    continue;
                }
            }
            ")" => {
                depth -= 1;
                if depth == 0 {
                    return Some((arguments, index));
                }
            }
            "," if depth == 1 => {
                arguments.push(String::new());
                continue;
            }
            _ => {}
        }
        if let (Some(last), false) = (
            arguments.last_mut(),
            matches!(token.kind, Kind::Comment { .. }),
        ) {
            last.push_str(token.text);
        }
    }
    None
}

/// Removes comments from a directive line.
fn strip_comments(text: &str) -> String {
    tokenize(text, false)
        .into_iter()
        .map(|t| {
            if matches!(t.kind, Kind::Comment { .. }) {
                " "
            } else {
                t.text
            }
        })
        .collect()
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Ident,
    Number,
    Literal,
    Comment { open_at_end: bool },
    Blank,
    Punct,
}

#[derive(Debug, Clone)]
struct Token<'a> {
    kind: Kind,
    text: &'a str,
    offset: usize,
}

/// Splits preprocessing tokens. `in_comment` says the text starts inside a
/// `/* */` comment.
fn tokenize(text: &str, in_comment: bool) -> Vec<Token<'_>> {
    let bytes = text.as_bytes();
    let mut tokens = Vec::new();
    let mut i = 0;
    if in_comment {
        let end = text.find("*/").map(|e| e + 2);
        let stop = end.unwrap_or(text.len());
        tokens.push(Token {
            kind: Kind::Comment {
                open_at_end: end.is_none(),
            },
            text: &text[..stop],
            offset: 0,
        });
        i = stop;
    }
    while i < bytes.len() {
        let start = i;
        let c = bytes[i];
        let kind = if c.is_ascii_alphabetic() || c == b'_' {
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            Kind::Ident
        } else if c.is_ascii_digit()
            || (c == b'.' && bytes.get(i + 1).is_some_and(u8::is_ascii_digit))
        {
            while i < bytes.len()
                && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'.' || bytes[i] == b'_')
            {
                i += 1;
            }
            Kind::Number
        } else if c == b'"' || c == b'\'' {
            i += 1;
            while i < bytes.len() && bytes[i] != c {
                i += if bytes[i] == b'\\' { 2 } else { 1 };
            }
            i = (i + 1).min(bytes.len());
            Kind::Literal
        } else if text[i..].starts_with("//") {
            i = bytes.len();
            Kind::Comment { open_at_end: false }
        } else if text[i..].starts_with("/*") {
            match text[i + 2..].find("*/") {
                Some(e) => {
                    i += e + 4;
                    Kind::Comment { open_at_end: false }
                }
                None => {
                    i = bytes.len();
                    Kind::Comment { open_at_end: true }
                }
            }
        } else if c.is_ascii_whitespace() {
            while i < bytes.len() && bytes[i].is_ascii_whitespace() {
                i += 1;
            }
            Kind::Blank
        } else {
            // One character (which may be multi-byte).
            i += text[i..].chars().next().map_or(1, char::len_utf8);
            Kind::Punct
        };
        tokens.push(Token {
            kind,
            text: &text[start..i],
            offset: start,
        });
    }
    tokens
}

/// `#if` expression evaluation: C precedence over 64-bit integers.
mod eval {
    use super::MAX_IF_EXPRESSION_DEPTH;

    pub fn evaluate(text: &str) -> Result<i64, String> {
        let tokens = lex(text)?;
        let mut parser = Parser {
            tokens,
            position: 0,
            depth: 0,
        };
        let value = parser.ternary()?;
        match parser.tokens.get(parser.position) {
            None => Ok(value),
            Some(token) => Err(format!("unexpected `{token}`")),
        }
    }

    fn lex(text: &str) -> Result<Vec<String>, String> {
        let mut tokens = Vec::new();
        let chars: Vec<char> = text.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            if c.is_whitespace() {
                i += 1;
            } else if c.is_ascii_alphanumeric() || c == '_' {
                let start = i;
                while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                    i += 1;
                }
                tokens.push(chars[start..i].iter().collect());
            } else {
                let two: String = chars[i..(i + 2).min(chars.len())].iter().collect();
                if ["<<", ">>", "<=", ">=", "==", "!=", "&&", "||"].contains(&two.as_str()) {
                    tokens.push(two);
                    i += 2;
                } else if "+-*/%<>&|^!~?:()".contains(c) {
                    tokens.push(c.to_string());
                    i += 1;
                } else {
                    return Err(format!("unexpected character `{c}`"));
                }
            }
        }
        Ok(tokens)
    }

    struct Parser {
        tokens: Vec<String>,
        position: usize,
        /// Nested `ternary`/`unary` calls, against [`MAX_IF_EXPRESSION_DEPTH`].
        depth: usize,
    }

    fn precedence(op: &str) -> Option<u8> {
        Some(match op {
            "||" => 1,
            "&&" => 2,
            "|" => 3,
            "^" => 4,
            "&" => 5,
            "==" | "!=" => 6,
            "<" | ">" | "<=" | ">=" => 7,
            "<<" | ">>" => 8,
            "+" | "-" => 9,
            "*" | "/" | "%" => 10,
            _ => return None,
        })
    }

    impl Parser {
        fn peek(&self) -> Option<&str> {
            self.tokens.get(self.position).map(String::as_str)
        }

        fn next(&mut self) -> Option<String> {
            let token = self.tokens.get(self.position).cloned();
            self.position += 1;
            token
        }

        /// Runs `parse` one level deeper (a parenthesis, a unary operator,
        /// a `?:` operand), or fails past [`MAX_IF_EXPRESSION_DEPTH`].
        fn nested(&mut self, parse: fn(&mut Self) -> Result<i64, String>) -> Result<i64, String> {
            if self.depth >= MAX_IF_EXPRESSION_DEPTH {
                return Err(format!(
                    "nesting level exceeded maximum of {MAX_IF_EXPRESSION_DEPTH}"
                ));
            }
            self.depth += 1;
            let value = parse(self);
            self.depth -= 1;
            value
        }

        fn ternary(&mut self) -> Result<i64, String> {
            self.nested(Self::ternary_unchecked)
        }

        fn ternary_unchecked(&mut self) -> Result<i64, String> {
            let condition = self.binary(1)?;
            if self.peek() != Some("?") {
                return Ok(condition);
            }
            self.next();
            let yes = self.ternary()?;
            if self.next().as_deref() != Some(":") {
                return Err("expected `:` in `?:`".into());
            }
            let no = self.ternary()?;
            Ok(if condition != 0 { yes } else { no })
        }

        fn binary(&mut self, min: u8) -> Result<i64, String> {
            let mut left = self.unary()?;
            while let Some(op) = self.peek().map(str::to_string) {
                let Some(p) = precedence(&op).filter(|p| *p >= min) else {
                    break;
                };
                self.next();
                let right = self.binary(p + 1)?;
                left = apply(&op, left, right)?;
            }
            Ok(left)
        }

        fn unary(&mut self) -> Result<i64, String> {
            self.nested(Self::unary_unchecked)
        }

        fn unary_unchecked(&mut self) -> Result<i64, String> {
            match self.next().as_deref() {
                Some("!") => Ok((self.unary()? == 0) as i64),
                Some("~") => Ok(!self.unary()?),
                Some("-") => Ok(self.unary()?.wrapping_neg()),
                Some("+") => self.unary(),
                Some("(") => {
                    let value = self.ternary()?;
                    if self.next().as_deref() != Some(")") {
                        return Err("expected `)`".into());
                    }
                    Ok(value)
                }
                Some(token) => literal(token),
                None => Err("expected a value".into()),
            }
        }
    }

    fn literal(token: &str) -> Result<i64, String> {
        match token {
            "true" => return Ok(1),
            "false" => return Ok(0),
            _ => {}
        }
        if token.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
            return Ok(0); // an identifier left after expansion
        }
        let digits = token.trim_end_matches(['u', 'U', 'l', 'L']);
        let parsed = if let Some(hex) = digits
            .strip_prefix("0x")
            .or_else(|| digits.strip_prefix("0X"))
        {
            u64::from_str_radix(hex, 16)
        } else if let Some(binary) = digits
            .strip_prefix("0b")
            .or_else(|| digits.strip_prefix("0B"))
        {
            u64::from_str_radix(binary, 2)
        } else if digits.len() > 1 && digits.starts_with('0') {
            u64::from_str_radix(&digits[1..], 8)
        } else {
            digits.parse()
        };
        parsed
            .map(|v| v as i64)
            .map_err(|_| format!("`{token}` is not an integer"))
    }

    fn apply(op: &str, a: i64, b: i64) -> Result<i64, String> {
        Ok(match op {
            "||" => (a != 0 || b != 0) as i64,
            "&&" => (a != 0 && b != 0) as i64,
            "|" => a | b,
            "^" => a ^ b,
            "&" => a & b,
            "==" => (a == b) as i64,
            "!=" => (a != b) as i64,
            "<" => (a < b) as i64,
            ">" => (a > b) as i64,
            "<=" => (a <= b) as i64,
            ">=" => (a >= b) as i64,
            "<<" => a.wrapping_shl(b as u32),
            ">>" => a.wrapping_shr(b as u32),
            "+" => a.wrapping_add(b),
            "-" => a.wrapping_sub(b),
            "*" => a.wrapping_mul(b),
            "/" | "%" if b == 0 => return Err("division by zero".into()),
            "/" => a.wrapping_div(b),
            _ => a.wrapping_rem(b),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(source: &str) -> (String, Vec<PreprocessError>) {
        let (pre, errors) = preprocess(source, &[]);
        (pre.text, errors)
    }

    /// Preprocesses `main` with headers from `headers` (name, text).
    fn run_with_headers(
        main: &str,
        headers: &[(&str, &str)],
    ) -> (Preprocessed, Vec<PreprocessError>) {
        preprocess_unit(
            SourceFiles::new("main.cpp", main),
            &[],
            &mut |request: &IncludeRequest| {
                headers
                    .iter()
                    .find(|(name, _)| *name == request.path)
                    .map(|(name, text)| Included::File {
                        name: (*name).to_string(),
                        text: (*text).to_string(),
                    })
                    .ok_or_else(|| format!("'{}' file not found", request.path))
            },
        )
    }

    #[test]
    fn an_include_is_spliced_and_maps_to_its_file() {
        let (pre, errors) = run_with_headers(
            "#include \"h.h\"\nint y = X;\n",
            &[("h.h", "#define X 7\nint x;")],
        );
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(pre.text, "\nint x;\nint y = 7;\n");
        let x = pre.text.find('x').unwrap();
        let (file, line, column) = pre.sources.position(pre.original_offset(x));
        assert_eq!((file, line, column), ("h.h", 2, 5));
        let y = pre.text.find('y').unwrap();
        assert_eq!(
            pre.sources.position(pre.original_offset(y)),
            ("main.cpp", 2, 5)
        );
    }

    #[test]
    fn pragma_once_and_guards_include_once() {
        let headers = [
            ("once.h", "#pragma once\nint a;"),
            ("guard.h", "#ifndef G\n#define G\nint b;\n#endif"),
        ];
        let main = "#include \"once.h\"\n#include \"once.h\"\n#include \"guard.h\"\n#include \"guard.h\"\n";
        let (pre, errors) = run_with_headers(main, &headers);
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(pre.text.matches("int a;").count(), 1);
        assert_eq!(pre.text.matches("int b;").count(), 1);
    }

    #[test]
    fn include_errors_are_located_in_the_including_file() {
        let (pre, errors) = run_with_headers("\n#include \"h.h\"\n", &[("h.h", "#if 1\n")]);
        let messages: Vec<_> = errors
            .iter()
            .map(|e| (pre.sources.position(e.span.start), e.message.as_str()))
            .collect();
        assert_eq!(
            messages,
            [(
                ("h.h", 1, 1),
                "unterminated conditional directive: missing #endif"
            )]
        );
        let (pre, errors) = run_with_headers("#include \"none.h\"\n", &[]);
        assert_eq!(
            pre.sources.position(errors[0].span.start),
            ("main.cpp", 1, 1)
        );
        assert_eq!(errors[0].message, "'none.h' file not found");
    }

    #[test]
    fn command_line_define_selects_type() {
        let (pre, errors) = preprocess(
            "pipe<T> p; // T stays T here\n",
            &[("T".into(), "bfloat16".into())],
        );
        assert!(errors.is_empty());
        assert_eq!(pre.text, "pipe<bfloat16> p; // T stays T here\n");
    }

    #[test]
    fn ifdef_selects_first_branch() {
        let (text, _) = run("#define A\n#ifdef A\nx\n#else\ny\n#endif\n");
        assert_eq!(text, "\n\nx\n\n\n\n");
    }

    #[test]
    fn if_expressions_follow_c() {
        let (text, errors) = run("#define N 4\n#if N * 2 == 8 && !defined(M) && (1 ? 3 : 0) > 2\nyes\n#elif 1\nno\n#endif\n");
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(text, "\n\nyes\n\n\n\n");
        let (text, _) = run("#if UNDEFINED_NAME\na\n#elif 0x10 >> 4 == 1\nb\n#endif\n");
        assert_eq!(text, "\n\n\nb\n\n");
    }

    #[test]
    fn nested_if_in_inactive_region_is_skipped() {
        let (text, errors) = run("#if 0\n#if 1\nx\n#else\ny\n#endif\n#else\nz\n#endif\n");
        assert!(errors.is_empty());
        assert_eq!(
            text.lines().filter(|l| !l.is_empty()).collect::<Vec<_>>(),
            ["z"]
        );
    }

    #[test]
    fn line_count_is_preserved() {
        let source = "#define X 1\n#if X\na X\n#endif\n/* c\n#define Y */ b\n";
        let (text, _) = run(source);
        assert_eq!(text.matches('\n').count(), source.matches('\n').count());
    }

    #[test]
    fn macro_not_expanded_in_comments_and_strings() {
        let source = "N /* N */ \"N\" 'N' // N\n/* N\nN */ N\n";
        let (pre, _) = preprocess(source, &[("N".into(), "7".into())]);
        assert_eq!(pre.text, "7 /* N */ \"N\" 'N' // N\n/* N\nN */ 7\n");
    }

    #[test]
    fn directive_inside_comment_is_text() {
        let (text, errors) = run("/*\n#error no\n*/\n");
        assert!(errors.is_empty());
        assert_eq!(text, "/*\n#error no\n*/\n");
    }

    #[test]
    fn function_like_macro_with_nested_parens() {
        let (text, errors) = run("#define MUL(a, b) ((a) * (b))\nx = MUL(f(1, 2), (3 + 4));\n");
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(text, "\nx = ((f(1, 2)) * ((3 + 4)));\n");
    }

    #[test]
    fn function_like_name_without_parens_is_kept() {
        let (text, _) = run("#define F(x) x\nint F;\n");
        assert_eq!(text, "\nint F;\n");
    }

    #[test]
    fn wrong_argument_count_is_reported_at_the_invocation() {
        let (_, errors) = run("#define F(a, b) a\nF(1)\n");
        assert_eq!(errors.len(), 1);
        assert!(errors[0]
            .message
            .contains("takes 2 argument(s) but 1 were given"));
        assert_eq!(errors[0].span, 18..22);
    }

    #[test]
    fn recursive_macros_terminate() {
        let (text, errors) = run("#define A B\n#define B A\nA B\n#define S S + 1\nS\n");
        assert!(errors.is_empty());
        assert_eq!(text, "\n\nA B\n\nS + 1\n");
    }

    #[test]
    fn missing_endif_is_reported_at_the_if() {
        let (_, errors) = run("x\n#if 1\ny\n");
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].span, 2..7);
        assert!(errors[0].message.contains("missing #endif"));
    }

    #[test]
    fn unbalanced_directives_are_errors() {
        let (_, errors) =
            run("#endif\n#else\n#if 1\n#else\n#else\n#endif\n#bogus\n#error stop here\n");
        let messages: Vec<&str> = errors.iter().map(|e| e.message.as_str()).collect();
        assert_eq!(
            messages,
            [
                "#endif without #if",
                "#else without #if",
                "#else after #else",
                "unknown preprocessor directive `#bogus`",
                "#error stop here"
            ]
        );
        assert!(errors[2].note.is_some());
    }

    #[test]
    fn division_by_zero_in_if_is_an_error() {
        let (_, errors) = run("#if 1 / 0\n#endif\n");
        assert!(errors[0].message.contains("division by zero"));
    }

    #[test]
    fn undef_and_redefinition() {
        let (text, _) = run("#define V 1\n#undef V\nV\n#define V 2\n#define V 3\nV\n");
        assert_eq!(text, "\n\nV\n\n\n3\n");
    }

    #[test]
    fn continuation_lines_stay_lines() {
        let (text, errors) = run("#define LONG 1 + \\\n  2\nLONG\n");
        assert!(errors.is_empty());
        assert_eq!(text.split_whitespace().collect::<Vec<_>>(), ["1", "+", "2"]);
        assert_eq!(text.matches('\n').count(), 3);
    }

    #[test]
    fn unsupported_operators_are_reported() {
        let (_, errors) = run("#define CAT(a, b) a ## b\n#define V(...) 1\n");
        assert_eq!(errors.len(), 2);
    }

    #[test]
    fn source_map_points_at_invocation() {
        let source = "x = N + y;\n";
        let (pre, _) = preprocess(source, &[("N".into(), "1024".into())]);
        assert_eq!(pre.text, "x = 1024 + y;\n");
        assert_eq!(pre.original_offset(0), 0);
        assert_eq!(pre.original_offset(4), 4); // inside the expansion: N
        assert_eq!(pre.original_offset(6), 4);
        assert_eq!(pre.original_offset(11), 8); // `y`
        assert_eq!(pre.original_range(4..8), 4..5);
        assert_eq!(pre.original_range(4..13), 4..10);
        assert_eq!(pre.original_offset(100), source.len());
    }

    #[test]
    fn garbage_never_panics() {
        let pieces = [
            "#", "#if", "#define", "(", ")", "\"", "'", "/*", "*/", "//", "\\", "\n", "A", "F(",
            ",", "é", "0x", "defined", "#elif", "#endif", "#else", " ",
        ];
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..2000 {
            let mut text = String::new();
            for _ in 0..12 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                text.push_str(pieces[(seed % pieces.len() as u64) as usize]);
            }
            let (pre, _) = preprocess(
                &text,
                &[("A".into(), "F(A)".into()), ("F".into(), "1".into())],
            );
            for offset in 0..=pre.text.len() {
                assert!(pre.original_offset(offset) <= text.len());
            }
        }
    }
}
