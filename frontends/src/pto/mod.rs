//! The PTO frontend: `.pto` files (PTO-AS text) into the tile and pipe
//! dialects.
//!
//! A `.pto` file is MLIR text in which PTO statements and types appear: a
//! module of `func.func` kernels whose bodies mix PTO instructions with
//! arith/scf, or a bare instruction list. The scanner cuts each PTO statement
//! out of the file (all three forms: synchronous PTO-AS `%d = tadd %a, %b`,
//! level 1 `pto.tadd ... : (...) -> ...`, level 2 `pto.tadd ins(...) outs(...)`),
//! parses it with the pest grammar, and writes the generic form of our op in
//! its place with the statement's location; PTO types elsewhere become our
//! types; all other text is left to the MLIR parser. Lines are preserved, so
//! MLIR's own diagnostics point into the original file.

pub mod arch;
pub mod limits;
mod ops;
mod stmt;
pub mod types;

use crate::diagnostic::Diagnostic;
use melior::{ir::Module, Context};
use ops::{Scope, Translator};
pub use tanto_arch::pto::PtoTarget;
use tanto_dialects::source::SourceSession;
use types::{parse_type, Ty, Written};

#[derive(Debug, Clone, Default)]
pub struct Options {
    /// `--pto-arch`; else the module's `pto.target_arch`; else A2/A3.
    pub arch: Option<PtoTarget>,
}

pub struct Compiled<'c> {
    pub module: Option<Module<'c>>,
    pub diagnostics: Vec<Diagnostic>,
}

/// The file rewritten into MLIR text of our dialects, or the diagnostics.
pub struct Translation {
    pub text: Option<String>,
    pub diagnostics: Vec<Diagnostic>,
    pub arch: PtoTarget,
}

pub fn compile<'c>(
    context: &'c Context,
    file: &str,
    source: &str,
    options: &Options,
) -> Compiled<'c> {
    let _span = tracing::info_span!("pto-frontend", file).entered();
    let translation = translate(file, source, options);
    let module = translation
        .text
        .and_then(|text| SourceSession::new(context, &text, file, false).parse());
    Compiled {
        module,
        diagnostics: translation.diagnostics,
    }
}

/// The architecture a file states: `pto.target_arch = "a5"` or a device spec.
fn stated_arch(source: &str) -> Option<PtoTarget> {
    let source = &code_only(source);
    let after = |key: &str| source.find(key).map(|i| &source[i + key.len()..]);
    let quoted = |rest: &str| rest.split('"').nth(1).map(str::to_string);
    if let Some(value) = after("pto.target_arch").and_then(quoted) {
        return PtoTarget::parse(&value);
    }
    after("pto.device-spec").and_then(quoted).map(|spec| {
        if spec.contains("950") {
            PtoTarget::A5
        } else {
            PtoTarget::A2A3
        }
    })
}

pub fn translate(file: &str, source: &str, options: &Options) -> Translation {
    let arch = options
        .arch
        .or_else(|| stated_arch(source))
        .unwrap_or_default();
    // Neither the statement grammar nor MLIR's parser sees a file nested
    // deeper than they can recurse.
    if let Some(error) = limits::scan(source) {
        return Translation {
            text: None,
            diagnostics: vec![error],
            arch,
        };
    }
    let bare = !code_only(source).contains("func.func");
    let line_starts = std::iter::once(0)
        .chain(source.match_indices('\n').map(|(i, _)| i + 1))
        .collect();
    let mut scanner = Scanner {
        file,
        source,
        line_starts,
        arch,
        scope: Scope {
            bare,
            ..Scope::default()
        },
        out: String::new(),
        diagnostics: Vec::new(),
    };
    scanner.run();
    let Scanner {
        mut out,
        diagnostics,
        scope,
        ..
    } = scanner;
    if bare {
        let args: Vec<String> = scope
            .implicit
            .iter()
            .map(|(n, t)| format!("{n}: {t}"))
            .collect();
        let name = std::path::Path::new(file)
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or("kernel");
        let name: String = name
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect();
        out = format!(
            "func.func @{name}({}) {{ {out}\n  return\n}}\n",
            args.join(", ")
        );
    }
    let failed = diagnostics
        .iter()
        .any(|d| d.severity == crate::diagnostic::Severity::Error);
    Translation {
        text: (!failed).then_some(out),
        diagnostics,
        arch,
    }
}

struct Scanner<'a> {
    file: &'a str,
    source: &'a str,
    /// Where each line starts, for line:column in constant time per statement.
    line_starts: Vec<usize>,
    arch: PtoTarget,
    scope: Scope,
    out: String,
    diagnostics: Vec<Diagnostic>,
}

/// The op name a statement line starts with, after its results.
fn statement_op(line: &str) -> Option<&str> {
    let mut rest = line.trim_start();
    if rest.starts_with('%') {
        let eq = rest.find('=')?;
        if rest[eq + 1..].starts_with('=') {
            return None;
        }
        rest = rest[eq + 1..].trim_start();
    }
    let end = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
        .unwrap_or(rest.len());
    Some(&rest[..end])
}

/// `#` comments (PTO-AS and the spec pages' snippets), not `#alias = ...`.
fn is_hash_comment(trimmed: &str) -> bool {
    trimmed.starts_with('#')
        && trimmed[1..]
            .chars()
            .next()
            .is_none_or(|c| c.is_whitespace() || c == '#' || c == '!')
}

impl Scanner<'_> {
    fn run(&mut self) {
        let source = self.source;
        let mut pos = 0;
        while pos < source.len() {
            let line_end = source[pos..].find('\n').map_or(source.len(), |i| pos + i);
            let line = &source[pos..line_end];
            let trimmed = line.trim_start();
            let indent = &line[..line.len() - trimmed.len()];
            if is_hash_comment(trimmed) {
                self.out.push_str(indent);
                self.out.push_str("//");
                self.out.push_str(&trimmed[1..]);
            } else if let Some(directive) = trimmed.strip_prefix(".arg") {
                self.arg_directive(directive, pos + indent.len());
            } else if let Some(directive) = trimmed.strip_prefix(".const") {
                let text = directive.trim().trim_end_matches(';');
                self.out.push_str(indent);
                if let Some((lhs, rhs)) = text.split_once('=') {
                    let line = format!("{} = arith.constant {}", lhs.trim(), rhs.trim());
                    self.record_scalar(&line);
                    self.out.push_str(&line);
                }
            } else if statement_op(trimmed).is_some_and(ops::is_pto_op) {
                let start = pos + indent.len();
                let end = statement_end(source, start);
                self.out.push_str(indent);
                self.statement(start, end);
                let newlines = source[start..end].matches('\n').count();
                for _ in 0..newlines {
                    self.out.push('\n');
                }
                pos = source[end..]
                    .find('\n')
                    .map_or(source.len(), |i| end + i + 1);
                if pos <= source.len() && source[..pos].ends_with('\n') {
                    self.out.push('\n');
                }
                continue;
            } else if trimmed.starts_with("func.func") {
                // Values are scoped to their function; a signature may span lines.
                self.scope.types.clear();
                self.scope.constants.clear();
                let end = signature_end(source, pos);
                let signature = &source[pos..end];
                let mut rewritten = Vec::new();
                let mut offset = pos;
                for part in signature.split('\n') {
                    let code_end = comment_start(part);
                    rewritten
                        .push(self.rewrite_types(&part[..code_end], offset) + &part[code_end..]);
                    offset += part.len() + 1;
                }
                self.record_arguments(signature);
                self.out.push_str(&name_arguments(&rewritten.join("\n")));
                if end < source.len() {
                    self.out.push('\n');
                }
                pos = end + 1;
                continue;
            } else {
                // Types in the code, not in a trailing comment.
                let code_end = comment_start(line);
                let code = self.rewrite_types(&line[..code_end], pos);
                self.record_scalar(&code);
                self.out.push_str(&code);
                self.out.push_str(&line[code_end..]);
            }
            if line_end < source.len() {
                self.out.push('\n');
            }
            pos = line_end + 1;
        }
    }

    /// [`tanto_arch::line_column`], with the line found in the line index.
    fn line_col(&self, offset: usize) -> (usize, usize) {
        let line = self.line_starts.partition_point(|start| *start <= offset);
        let start = self.line_starts[line - 1];
        let (_, col) = tanto_arch::line_column(&self.source[start..], offset - start);
        (line, col)
    }

    fn statement(&mut self, start: usize, end: usize) {
        let text = &self.source[start..end];
        let parsed = match stmt::parse(text) {
            Ok(parsed) => parsed,
            Err(e) => {
                let span =
                    start + e.span.start..start + e.span.end.min(text.len()).max(e.span.start);
                let name = statement_op(text).unwrap_or_default().to_string();
                let mut d = Diagnostic::error(span, e.message);
                if let Some((_, def)) = tanto_dialects::op_def(&format!(
                    "tile.{}",
                    name.trim_start_matches("pto.").replace('.', "_")
                )) {
                    d = d.with_help(format!(
                        "expected forms: {}",
                        def.source
                            .iter()
                            .map(|s| format!("`{s}`"))
                            .collect::<Vec<_>>()
                            .join(", ")
                    ));
                }
                self.diagnostics.push(d);
                return;
            }
        };
        let line_col = self.line_col(start);
        let mut translator = Translator {
            file: self.file,
            arch: self.arch,
            scope: &mut self.scope,
            base: start,
            line_col,
        };
        match translator.translate(&parsed) {
            Ok(translated) => {
                for (name, ty) in translated.defines {
                    self.scope.types.insert(name, ty);
                }
                self.out.push_str(&translated.text);
            }
            Err(errors) => self.diagnostics.extend(errors),
        }
    }

    /// `.arg %a : !pto.tile<16x16xf16>;` declares an argument of a bare list.
    fn arg_directive(&mut self, text: &str, offset: usize) {
        let text = text.trim().trim_end_matches(';');
        let parsed = text.split_once(':').map(|(n, t)| (n.trim(), parse_type(t)));
        match parsed {
            Some((name, Ok(written))) if name.starts_with('%') => {
                let ty = match written {
                    Written::Known(ty) => Some(ty),
                    Written::View(view) => view.static_type(),
                };
                match ty {
                    Some(ty) => {
                        self.scope.types.insert(name.to_string(), ty.clone());
                        self.scope.implicit.push((name.to_string(), ty));
                    }
                    None => self.diagnostics.push(Diagnostic::error(
                        offset..offset + 4 + text.len(),
                        "an argument view needs static dimensions",
                    )),
                }
            }
            Some((_, Err(message))) => self
                .diagnostics
                .push(Diagnostic::error(offset..offset + 4 + text.len(), message)),
            _ => self.diagnostics.push(Diagnostic::error(
                offset..offset + 4,
                "expected `.arg %name : type`",
            )),
        }
    }

    /// PTO types in plain MLIR text become ours; `#pto.*` attributes become strings.
    fn rewrite_types(&mut self, line: &str, offset: usize) -> String {
        let mut out = String::new();
        let mut rest = line;
        while let Some(i) = rest.find("!pto.").or_else(|| rest.find("#pto.")) {
            let i = [rest.find("!pto."), rest.find("#pto.")]
                .into_iter()
                .flatten()
                .min()
                .unwrap_or(i);
            out.push_str(&rest[..i]);
            let len = type_extent(&rest[i..]);
            let spelled = &rest[i..i + len];
            let at = offset + (line.len() - rest.len()) + i;
            if spelled.starts_with('#') {
                out.push_str(&format!("{spelled:?}"));
            } else {
                match parse_type(spelled) {
                    Ok(Written::Known(ty)) => out.push_str(&ty.to_string()),
                    Ok(Written::View(view)) => match view.static_type() {
                        Some(ty) => out.push_str(&ty.to_string()),
                        None => {
                            self.diagnostics.push(
                                Diagnostic::error(at..at + len, "a tensor view with dynamic dimensions can only be the result of pto.make_tensor_view here")
                                    .with_help("pass a !pto.ptr<T> and make the view in the kernel"),
                            );
                            out.push_str(spelled);
                        }
                    },
                    Err(message) => {
                        self.diagnostics
                            .push(Diagnostic::error(at..at + len, message));
                        out.push_str(spelled);
                    }
                }
            }
            rest = &rest[i + len..];
        }
        out.push_str(rest);
        out
    }

    /// Scalar values of plain MLIR lines, for the PTO statements that use them:
    /// `%c = arith.constant 4 : index`, `%x = arith.addi ... : i64`, loop ivs.
    fn record_scalar(&mut self, line: &str) {
        let trimmed = line.trim();
        if self.record_region_results(trimmed) {
            return;
        }
        if let Some(iv) = trimmed
            .strip_prefix("scf.for")
            .map(str::trim_start)
            .and_then(|r| r.split_whitespace().next())
        {
            self.scope
                .types
                .insert(iv.to_string(), Ty::Builtin("index".into()));
            return;
        }
        let Some((lhs, rhs)) = trimmed.split_once('=') else {
            return;
        };
        let (lhs, rhs) = (lhs.trim(), rhs.trim());
        if !lhs.starts_with('%') || lhs.contains(',') || !rhs.starts_with("arith.") {
            return;
        }
        let Some((_, ty)) = rhs.rsplit_once(':') else {
            return;
        };
        let ty = ty.rsplit(" to ").next().unwrap_or(ty).trim().to_string();
        let ty = if rhs.starts_with("arith.cmp") {
            "i1".to_string()
        } else {
            ty
        };
        if let Some(value) = rhs
            .strip_prefix("arith.constant")
            .and_then(|r| r.split(':').next())
        {
            if let Some(v) = ops::parse_int(value) {
                self.scope.constants.insert(lhs.to_string(), v);
            }
        }
        self.scope.types.insert(lhs.to_string(), Ty::Builtin(ty));
    }

    /// `%r = scf.for %i = ... iter_args(%c = %init) -> (T)` and
    /// `%r = scf.if %cond -> (T)`: the results and loop-carried values take
    /// the types after `->` (already rewritten to ours).
    fn record_region_results(&mut self, line: &str) -> bool {
        let Some((lhs, rhs)) = line.split_once('=') else {
            return false;
        };
        let rhs = rhs.trim_start();
        if !(rhs.starts_with("scf.for")
            || rhs.starts_with("scf.if")
            || rhs.starts_with("scf.while"))
        {
            return false;
        }
        if let Some(iv) = rhs
            .strip_prefix("scf.for")
            .and_then(|r| r.split_whitespace().next())
        {
            self.scope
                .types
                .insert(iv.to_string(), Ty::Builtin("index".into()));
        }
        let Some(arrow) = rhs.rfind("->") else {
            return true;
        };
        let types_text = rhs[arrow + 2..]
            .trim()
            .trim_end_matches('{')
            .trim()
            .trim_start_matches('(')
            .trim_end_matches(')');
        let types = split_top_level(types_text);
        let (name, count) = match lhs.trim().split_once(':') {
            Some((n, c)) => (n.trim(), c.trim().parse().unwrap_or(1)),
            None => (lhs.trim(), 1),
        };
        let names: Vec<String> = if count == 1 {
            vec![name.to_string()]
        } else {
            (0..count).map(|i| format!("{name}#{i}")).collect()
        };
        let carried: Vec<String> = rhs
            .find("iter_args(")
            .map(|i| split_top_level(rhs[i + 10..].split(')').next().unwrap_or_default()))
            .unwrap_or_default()
            .iter()
            .filter_map(|a| a.split('=').next().map(|n| n.trim().to_string()))
            .collect();
        for (value, ty) in names
            .into_iter()
            .chain(carried)
            .zip(types.iter().cycle().take(count * 2))
        {
            if let Some(ty) = parse_ours(ty) {
                self.scope.types.insert(value, ty);
            }
        }
        true
    }

    /// `func.func @k(%a: !pto.ptr<f32>, %n: index)`: argument types.
    fn record_arguments(&mut self, signature: &str) {
        let Some(items) = argument_list(signature).map(split_top_level) else {
            return;
        };
        for item in items {
            let Some((name, ty)) = item.split_once(':') else {
                continue;
            };
            let ty = ty.trim();
            let ty = ty.split(" {").next().unwrap_or(ty);
            let ty = match parse_type(ty) {
                Ok(Written::Known(ty)) => Some(ty),
                Ok(Written::View(view)) => view.static_type(),
                Err(_) => None,
            };
            if let Some(ty) = ty {
                self.scope.types.insert(name.trim().to_string(), ty);
            }
        }
    }
}

/// The text between a signature's parentheses.
fn argument_list(signature: &str) -> Option<&str> {
    let open = signature.find('(')?;
    let mut depth = 0i32;
    for (i, c) in signature[open..].char_indices() {
        match c {
            '(' | '<' | '[' | '{' => depth += 1,
            ')' | '>' | ']' | '}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(&signature[open + 1..open + i]);
                }
            }
            _ => {}
        }
    }
    None
}

/// Items of a comma-separated list, outside brackets.
fn split_top_level(text: &str) -> Vec<String> {
    let mut items = Vec::new();
    let mut depth = 0i32;
    let mut item = String::new();
    for c in text.chars() {
        match c {
            '<' | '(' | '[' | '{' => depth += 1,
            '>' | ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(std::mem::take(&mut item).trim().to_string());
                continue;
            }
            _ => {}
        }
        item.push(c);
    }
    if !item.trim().is_empty() {
        items.push(item.trim().to_string());
    }
    items
}

/// One of our types back as what the frontend knows of it (types in plain
/// MLIR lines are rewritten before they are recorded).
fn parse_ours(text: &str) -> Option<Ty> {
    let (head, body) = text
        .split_once('<')
        .map_or((text, ""), |(h, b)| (h, b.trim_end_matches('>')));
    let items = split_top_level(body);
    let unquote = |s: &str| s.trim().trim_matches('"').to_string();
    let int = |s: &str| {
        s.split(':')
            .next()
            .and_then(|v| v.trim().parse::<i64>().ok())
    };
    match head {
        "!tile.tile" | "!tile.buf" if items.len() == 10 => {
            let text = format!(
                "{}<loc={}, dtype={}, rows={}, cols={}, v_row={}, v_col={}, blayout={}, slayout={}, fractal={}, pad={}>",
                if head == "!tile.buf" { "!pto.tile_buf" } else { "!pto.tile" },
                unquote(&items[0]), unquote(&items[1]), int(&items[2])?, int(&items[3])?, int(&items[4])?, int(&items[5])?,
                unquote(&items[6]), unquote(&items[7]), int(&items[8])?, unquote(&items[9])
            );
            match parse_type(&text) {
                Ok(Written::Known(ty)) => Some(ty),
                _ => None,
            }
        }
        "!tile.ptr" => Some(Ty::Ptr(body.trim().to_string())),
        "!tile.event" => Some(Ty::Event),
        _ if !head.starts_with('!') && !text.contains('<') => {
            Some(Ty::Builtin(text.trim().to_string()))
        }
        _ => None,
    }
}

/// `func.func @k(%a: T, %n: index)` with each argument named for the
/// runtime-argument list (`{tanto.name = "a"}`), unless it has attributes.
fn name_arguments(line: &str) -> String {
    let Some(open) = line.find('(') else {
        return line.to_string();
    };
    let mut out = line[..=open].to_string();
    let mut depth = 0i32;
    let mut item = String::new();
    let mut rest = "";
    let finish = |item: &str, out: &mut String| {
        let named = item
            .trim_start()
            .strip_prefix('%')
            .and_then(|r| r.split_once(':'))
            .filter(|(_, ty)| !ty.contains('{'));
        out.push_str(item);
        if let Some((name, _)) = named {
            out.push_str(&format!(" {{tanto.name = \"{}\"}}", name.trim()));
        }
    };
    for (i, c) in line[open + 1..].char_indices() {
        match c {
            '<' | '(' | '[' | '{' => depth += 1,
            '>' | ']' | '}' => depth -= 1,
            ')' if depth == 0 => {
                finish(&item, &mut out);
                rest = &line[open + 1 + i..];
                item.clear();
                break;
            }
            ')' => depth -= 1,
            ',' if depth == 0 => {
                finish(&item, &mut out);
                out.push(',');
                item.clear();
                continue;
            }
            _ => {}
        }
        item.push(c);
    }
    if rest.is_empty() {
        return line.to_string();
    }
    out.push_str(rest);
    out
}

/// Length of a `!pto.x<...>` / `#pto.x<...>` spelling at the start of `text`.
fn type_extent(text: &str) -> usize {
    let head = text[1..]
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
        .map_or(text.len(), |i| i + 1);
    if !text[head..].starts_with('<') {
        return head;
    }
    let mut depth = 0;
    for (i, c) in text[head..].char_indices() {
        match c {
            '<' => depth += 1,
            '>' => {
                depth -= 1;
                if depth == 0 {
                    return head + i + 1;
                }
            }
            _ => {}
        }
    }
    text.len()
}

/// The file without its comments (`//` and `#` lines).
fn code_only(source: &str) -> String {
    source
        .lines()
        .filter(|line| !is_hash_comment(line.trim_start()))
        .map(|line| &line[..comment_start(line)])
        .collect::<Vec<_>>()
        .join("\n")
}

/// The end of the line on which a function signature's parentheses close
/// (the signature starts at `start`).
fn signature_end(source: &str, start: usize) -> usize {
    let line_end = |at: usize| source[at..].find('\n').map_or(source.len(), |i| at + i);
    let mut depth = 0i32;
    let mut opened = false;
    let mut at = start;
    while at < source.len() {
        let end = line_end(at);
        let line = &source[at..end];
        for c in line[..comment_start(line)].chars() {
            match c {
                '(' => {
                    depth += 1;
                    opened = true;
                }
                ')' => depth -= 1,
                _ => {}
            }
        }
        if !opened || depth <= 0 {
            return end;
        }
        at = end + 1;
    }
    source.len()
}

/// Where a `//` comment starts in a line (outside strings), or its length.
fn comment_start(line: &str) -> usize {
    let mut in_string = false;
    let bytes = line.as_bytes();
    for i in 0..bytes.len() {
        match bytes[i] {
            b'"' => in_string = !in_string,
            b'/' if !in_string && bytes.get(i + 1) == Some(&b'/') => return i,
            _ => {}
        }
    }
    line.len()
}

/// Whether a line continues a closed statement: `outs(...)` or a signature
/// written on the next line.
fn continues_statement(line: &str) -> bool {
    let trimmed = line.trim_start();
    ["outs", "->", ":"].iter().any(|p| trimmed.starts_with(p))
}

/// Whether a line starts a new statement (so an unbalanced one before it ends).
fn starts_statement(line: &str) -> bool {
    let trimmed = line.trim_start();
    let defines = trimmed.starts_with('%')
        && trimmed.split_once('=').is_some_and(|(lhs, _)| {
            lhs.split(',')
                .all(|v| v.trim().starts_with('%') && !v.trim().contains(' '))
        });
    defines
        || ["pto.", "arith.", "scf.", "func.", "return", "}", "//", "."]
            .iter()
            .any(|p| trimmed.starts_with(p))
        || statement_op(trimmed).is_some_and(ops::is_pto_op)
}

/// End of the statement starting at `start`: the end of the line on which its
/// brackets balance (a statement may span lines), before any `//` comment.
fn statement_end(source: &str, start: usize) -> usize {
    let bytes = source.as_bytes();
    let mut depth = 0i32;
    let mut i = start;
    let mut in_string = false;
    while i < bytes.len() {
        let c = bytes[i];
        if in_string {
            in_string = c != b'"';
        } else {
            match c {
                b'"' => in_string = true,
                b'/' if bytes.get(i + 1) == Some(&b'/') => {
                    if depth <= 0 {
                        return i;
                    }
                    while i < bytes.len() && bytes[i] != b'\n' {
                        i += 1;
                    }
                    continue;
                }
                b'-' if bytes.get(i + 1) == Some(&b'>') => i += 1,
                b'(' | b'[' | b'{' | b'<' => depth += 1,
                b')' | b']' | b'}' | b'>' => depth -= 1,
                b'\n'
                    if (depth <= 0 && !continues_statement(&source[i + 1..]))
                        || starts_statement(&source[i + 1..]) =>
                {
                    return i
                }
                _ => {}
            }
        }
        i += 1;
    }
    bytes.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statements_are_recognised_by_their_op() {
        assert_eq!(statement_op("  %a, %b = pto.tadd %x"), Some("pto.tadd"));
        assert_eq!(statement_op("%d = tmov.m2l %m : T"), Some("tmov.m2l"));
        assert!(statement_op("%c = arith.constant 0 : index").is_some_and(|op| !ops::is_pto_op(op)));
        assert!(statement_op("tnot %a").is_some_and(ops::is_pto_op));
        assert!(!statement_op("return").is_some_and(ops::is_pto_op));
    }

    #[test]
    fn a_statement_ends_where_its_brackets_close_or_the_next_begins() {
        let text = "pto.tadd ins(%a, %b : T,\n    T) outs(%d : T)\nreturn\n";
        assert_eq!(statement_end(text, 0), text.find("\nreturn").unwrap());
        let unclosed = "%a = pto.tadd %x, %y : (T\n%b = tnot %a\n";
        assert_eq!(statement_end(unclosed, 0), unclosed.find('\n').unwrap());
        let commented = "tnot %a // (unbalanced\nnext";
        assert_eq!(
            statement_end(commented, 0),
            commented.find(" //").unwrap() + 1
        );
    }

    #[test]
    fn kernel_arguments_are_named_for_the_runtime() {
        assert_eq!(
            name_arguments("func.func @k(%src: !tile.ptr<f32>, %n: index) {"),
            "func.func @k(%src: !tile.ptr<f32> {tanto.name = \"src\"}, %n: index {tanto.name = \"n\"}) {"
        );
        assert_eq!(name_arguments("func.func @k() {"), "func.func @k() {");
        assert_eq!(
            name_arguments("func.func @k(%a: i32 {x.y}) {"),
            "func.func @k(%a: i32 {x.y}) {"
        );
    }

    fn translated(source: &str) -> String {
        let translation = translate("t.pto", source, &Options::default());
        assert!(
            translation.diagnostics.is_empty(),
            "{:?}",
            translation.diagnostics
        );
        translation.text.unwrap_or_default()
    }

    #[test]
    fn comments_neither_make_a_file_a_module_nor_state_its_arch() {
        let source = "// CHECK: func.func @t, pto.target_arch = \"a5\"\n.arg %x : !pto.tile<16x16xi32>;\n%r = tnot %x\n";
        let translation = translate("t.pto", source, &Options::default());
        assert_eq!(translation.arch, PtoTarget::A2A3);
        assert!(translation
            .diagnostics
            .iter()
            .any(|d| d.message.contains("TNOT on a2a3 does not take i32")));
        assert!(
            translated("// not a func.func\n.arg %x : !pto.tile<16x16xi16>;\n%r = tnot %x\n")
                .starts_with("func.func @t(")
        );
    }

    #[test]
    fn constants_are_scoped_to_their_function_and_may_be_hex() {
        let source = "func.func @a() {\n  %n = arith.constant 0x10 : index\n  return\n}\nfunc.func @b(%p: !pto.ptr<f32>, %n: index) {\n  %v = pto.make_tensor_view %p, shape = [%n, %n], strides = [%n, 1] : !pto.tensor_view<?x?xf32>\n  return\n}\n";
        let translation = translate("t.pto", source, &Options::default());
        assert!(
            translation.diagnostics.iter().any(|d| d
                .message
                .contains("but %n is not defined by arith.constant here")),
            "{:?}",
            translation.diagnostics
        );
        let hex = "func.func @a(%p: !pto.ptr<f32>) {\n  %n = arith.constant 0x10 : index\n  %c1 = arith.constant 1 : index\n  %v = pto.make_tensor_view %p, shape = [%n, %n], strides = [%n, %c1] : !pto.tensor_view<?x?xf32>\n  return\n}\n";
        assert!(translated(hex).contains("array<i64: 1, 1, 1, 16, 16>"));
    }

    #[test]
    fn trailing_comments_and_multi_line_signatures() {
        let source = "func.func @k(%x: !pto.tile<16x16xf32>,\n    %s: f32) {\n  %one = arith.constant 1.0 : f32  // the bias\n  %u = tadds %x, %one : !pto.tile<16x16xf32>, f32\n  %w = tadds %u, %s : !pto.tile<16x16xf32>, f32\n  return\n}\n";
        let text = translated(source);
        assert!(text.contains("%s: f32 {tanto.name = \"s\"}) {"), "{text}");
        assert_eq!(text.matches('\n').count(), source.matches('\n').count());
        let outs_below = "func.func @k(%v: !pto.partition_tensor_view<16x16xf32>, %t: !pto.tile_buf<vec, 16x16xf32>) {\n  pto.tload ins(%v : !pto.partition_tensor_view<16x16xf32>)\n      outs(%t : !pto.tile_buf<vec, 16x16xf32>)\n  return\n}\n";
        assert!(translated(outs_below).contains("\"tile.tload\"(%v, %t)"));
    }

    #[test]
    fn hash_comments_are_not_attribute_aliases() {
        assert!(is_hash_comment("# Manual mode"));
        assert!(is_hash_comment("#"));
        assert!(!is_hash_comment("#map = affine_map<(d0) -> (d0)>"));
    }

    #[test]
    fn bare_lists_become_a_function_of_their_declared_and_typed_values() {
        let source = ".arg %a : !pto.tile<16x16xi16>;\n%b = tnot %a : !pto.tile<16x16xi16>\n%c = tadds %b, %s : !pto.tile<16x16xi16>, i32\n";
        let translation = translate("my-list.pto", source, &Options::default());
        assert!(
            translation.diagnostics.is_empty(),
            "{:?}",
            translation.diagnostics
        );
        let text = translation.text.unwrap();
        assert!(
            text.starts_with("func.func @my_list(%a: !tile.tile<\"vec\", i16"),
            "{text}"
        );
        assert!(text.contains("%s: i32) {"), "{text}");
        assert_eq!(
            text.matches('\n').count(),
            source.matches('\n').count() + 3,
            "lines are kept"
        );
    }

    #[test]
    fn the_stated_architecture_applies_unless_overridden() {
        let source = "module attributes {pto.target_arch = \"a5\"} {\n}\n";
        assert_eq!(
            translate("f.pto", source, &Options::default()).arch,
            PtoTarget::A5
        );
        assert_eq!(
            translate(
                "f.pto",
                source,
                &Options {
                    arch: Some(PtoTarget::A2A3)
                }
            )
            .arch,
            PtoTarget::A2A3
        );
        assert_eq!(
            translate("f.pto", "module {}\n", &Options::default()).arch,
            PtoTarget::A2A3
        );
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(400))]

        /// Whatever is cut from, inserted into or duplicated in a valid file,
        /// the frontend answers with a translation or diagnostics, never a panic.
        #[test]
        fn mutated_files_never_panic(
            file in 0..SAMPLES.len(),
            at in 0usize..10_000,
            length in 0usize..12,
            insert in proptest::sample::select(vec!["", "<", ">", "(", ")", "[", "]", "{", "}", ",", "%", "=", ":", "!pto.", "#", "\n", "é", "\"", "?", "x", "-1", "0x"]),
        ) {
            let source = SAMPLES[file];
            let mut at = at % (source.len() + 1);
            while !source.is_char_boundary(at) {
                at -= 1;
            }
            let mut end = (at + length).min(source.len());
            while !source.is_char_boundary(end) {
                end -= 1;
            }
            let mutated = format!("{}{insert}{}", &source[..at], &source[end..]);
            let translation = translate("fuzz.pto", &mutated, &Options::default());
            proptest::prop_assert!(translation.text.is_some() || !translation.diagnostics.is_empty());
        }
    }

    const SAMPLES: &[&str] = &[
        include_str!("../../../examples/pto/talloc_up_down.pto"),
        include_str!("../../../test/Frontend/PTO/forms/structure.pto"),
        include_str!("../../../test/Frontend/PTO/forms/matmul.pto"),
        include_str!("../../../test/Frontend/PTO/corpus/bare_axpy_relu.pto"),
        include_str!("../../../test/Frontend/PTO/corpus/softmax_row.pto"),
    ];
}
