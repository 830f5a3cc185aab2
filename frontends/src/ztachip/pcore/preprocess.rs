//! The C preprocessor applied to a PCORE program, as ztachip's build applies
//! it before its compiler reads the file: clang-22 `-E` (the compiler of
//! [`crate::ztachip::clang`]) under gcc's name ([`AS_GCC`]), with the program's own folder first (so its
//! `#include "../../../base/zta.h"` resolves as in ztachip's tree) and the
//! `-I` folders after. clang's line markers say which file and line each
//! output line comes from: [`Preprocessed::map`] turns a span of the output
//! into a span of the files (added to a [`SourceFiles`]), so diagnostics
//! point into the program or the header that holds the text.

use crate::{diagnostic::Diagnostic, source_files::SourceFiles};
use std::{
    collections::HashMap,
    ops::Range,
    path::{Path, PathBuf},
    process::Command,
};

/// The preprocessed text and where each of its lines comes from.
#[derive(Debug, Clone)]
pub struct Preprocessed {
    pub text: String,
    line_starts: Vec<usize>,
    /// Per output line: the file (an index of the [`SourceFiles`]) and the
    /// 0-based line in it; None for clang's built-in lines.
    origins: Vec<Option<(usize, usize)>>,
    /// The unit offsets of the files, by index.
    files: Vec<(usize, String)>,
}

/// ztachip's build preprocesses a `.p` with the host's gcc (`gcc -E`,
/// SW/makefile.kernels; Debian 12's is gcc 12.2): clang takes gcc's name,
/// so that a header's compiler-specific branches (`#ifdef __clang__`,
/// `#if __GNUC__ < 5`) take the side they take there.
const AS_GCC: &[&str] = &[
    "-U__clang__",
    "-U__clang_major__",
    "-U__clang_minor__",
    "-U__clang_patchlevel__",
    "-U__clang_version__",
    "-U__llvm__",
    "-U__GNUC__",
    "-D__GNUC__=12",
    "-U__GNUC_MINOR__",
    "-D__GNUC_MINOR__=2",
    "-U__GNUC_PATCHLEVEL__",
    "-D__GNUC_PATCHLEVEL__=0",
];

/// Runs the preprocessor on the file `path` (already the main file of
/// `sources`); included files are added to `sources` as they are met.
pub fn preprocess(
    path: &Path,
    include_dirs: &[PathBuf],
    sources: &mut SourceFiles,
) -> Result<Preprocessed, Vec<Diagnostic>> {
    let compiler = crate::ztachip::clang::compiler();
    let mut command = Command::new(&compiler);
    // `-x c`: a `.p` file is C to the preprocessor; the pragmas stay.
    command.args(["-E", "-x", "c"]);
    command.args(AS_GCC);
    for dir in include_dirs {
        command.arg("-I").arg(dir);
    }
    command.arg(path);
    let output = command.output().map_err(|e| {
        vec![Diagnostic::error(
            0..0,
            format!("cannot run the C preprocessor `{compiler}` (install clang-22, or set TANTO_CLANG): {e}"),
        )]
    })?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        return Err(clang_errors(&stderr, path, sources));
    }
    Ok(from_output(
        &String::from_utf8_lossy(&output.stdout),
        path,
        sources,
    ))
}

/// Reads clang `-E` output (text with line markers) of the file `path`.
pub fn from_output(output: &str, path: &Path, sources: &mut SourceFiles) -> Preprocessed {
    let main = path.to_string_lossy().into_owned();
    let mut known: HashMap<String, Option<usize>> = HashMap::new();
    known.insert(main.clone(), Some(0));
    let mut text = String::with_capacity(output.len());
    let mut line_starts = Vec::new();
    let mut origins = Vec::new();
    let mut current: Option<(usize, usize)> = None;
    for line in output.lines() {
        if let Some((number, file)) = line_marker(line) {
            let index = *known.entry(file.clone()).or_insert_with(|| {
                std::fs::read_to_string(&file)
                    .ok()
                    .map(|body| sources_index(sources, &file, body))
            });
            current = index.map(|i| (i, number.saturating_sub(1)));
            continue;
        }
        line_starts.push(text.len());
        origins.push(current);
        push_respelled(&mut text, line);
        text.push('\n');
        if let Some((_, n)) = &mut current {
            *n += 1;
        }
    }
    let files = sources
        .files()
        .iter()
        .map(|f| (f.base, f.text.clone()))
        .collect();
    Preprocessed {
        text,
        line_starts,
        origins,
        files,
    }
}

/// Appends `line` with C's digraphs `<%` `%>` `<:` `:>` spelled as the
/// brackets they are (ztachip's lexer reads both, Lexer.l; the
/// preprocessor keeps them as written), padded to the same length so that
/// spans stay where they were. Strings and characters are left alone.
fn push_respelled(text: &mut String, line: &str) {
    if !line.contains("<%") && !line.contains("%>") && !line.contains("<:") && !line.contains(":>")
    {
        text.push_str(line);
        return;
    }
    let mut quote: Option<char> = None;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        if let Some(q) = quote {
            text.push(c);
            if c == '\\' {
                text.extend(chars.next());
            } else if c == q {
                quote = None;
            }
            continue;
        }
        let bracket = match (c, chars.peek()) {
            ('<', Some('%')) => Some('{'),
            ('%', Some('>')) => Some('}'),
            ('<', Some(':')) => Some('['),
            (':', Some('>')) => Some(']'),
            _ => None,
        };
        match bracket {
            Some(b) => {
                chars.next();
                text.push(b);
                text.push(' ');
            }
            None => {
                if c == '"' || c == '\'' {
                    quote = Some(c);
                }
                text.push(c);
            }
        }
    }
}

fn sources_index(sources: &mut SourceFiles, name: &str, body: String) -> usize {
    sources.add(name.to_string(), body);
    sources.files().len() - 1
}

/// `# 12 "file" 1 3` → (12, file).
fn line_marker(line: &str) -> Option<(usize, String)> {
    let rest = line.strip_prefix("# ")?;
    let (number, rest) = rest.split_once(' ')?;
    let number = number.parse().ok()?;
    let quoted = rest.strip_prefix('"')?;
    let mut file = String::new();
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => file.extend(chars.next()),
            '"' => return Some((number, file)),
            c => file.push(c),
        }
    }
    None
}

impl Preprocessed {
    fn line_of(&self, offset: usize) -> usize {
        self.line_starts
            .partition_point(|start| *start <= offset)
            .saturating_sub(1)
    }

    /// The output line `line` and its origin's text, unit offset and
    /// whether the two are the same text (no macro changed it).
    fn origin(&self, line: usize) -> Option<(usize, &str, bool)> {
        let (file, number) = self.origins.get(line).copied().flatten()?;
        let (base, text) = self.files.get(file)?;
        let start = text
            .split_inclusive('\n')
            .take(number)
            .map(str::len)
            .sum::<usize>();
        let original = text[start.min(text.len())..]
            .split('\n')
            .next()
            .unwrap_or("")
            .trim_end_matches('\r');
        let output = self.line_text(line);
        Some((base + start, original, output == original))
    }

    fn line_text(&self, line: usize) -> &str {
        let start = self.line_starts.get(line).copied().unwrap_or(0);
        self.text[start..].split('\n').next().unwrap_or("")
    }

    /// A span of the preprocessed text as a span of the files: exact where
    /// the line is the file's line unchanged, else the whole line that the
    /// macro use is on.
    pub fn map(&self, span: Range<usize>) -> Range<usize> {
        let line = self.line_of(span.start);
        let Some((origin, original, same)) = self.origin(line) else {
            return 0..0;
        };
        let line_start = self.line_starts.get(line).copied().unwrap_or(0);
        if same {
            let start = origin + (span.start - line_start).min(original.len());
            let end_line = self.line_of(span.end.saturating_sub(1).max(span.start));
            let end = if end_line == line {
                origin + (span.end - line_start).min(original.len())
            } else {
                match self.origin(end_line) {
                    Some((end_origin, end_text, true)) if end_origin >= origin => {
                        let end_start = self.line_starts.get(end_line).copied().unwrap_or(0);
                        end_origin + (span.end - end_start).min(end_text.len())
                    }
                    _ => origin + original.len(),
                }
            };
            start..end.max(start)
        } else {
            let indent = original.len() - original.trim_start().len();
            origin + indent..origin + original.len()
        }
    }

    /// A diagnostic of the preprocessed text, located in the files.
    pub fn locate(&self, diagnostic: Diagnostic) -> Diagnostic {
        diagnostic.mapped(|span| self.map(span))
    }
}

/// clang's `file:line:col: error: message` lines as diagnostics at their
/// place (in `path` or a header it includes).
fn clang_errors(stderr: &str, path: &Path, sources: &mut SourceFiles) -> Vec<Diagnostic> {
    let mut diagnostics = Vec::new();
    for line in stderr.lines() {
        let Some((place, message)) = line
            .split_once(": error: ")
            .or_else(|| line.split_once(": fatal error: "))
        else {
            continue;
        };
        let mut parts = place.rsplitn(3, ':');
        let (column, number, file) = (parts.next(), parts.next(), parts.next());
        let span = match (
            file,
            number.and_then(|n| n.parse::<usize>().ok()),
            column.and_then(|c| c.parse::<usize>().ok()),
        ) {
            (Some(file), Some(number), Some(column)) => {
                place_in(sources, path, file, number, column)
            }
            _ => 0..0,
        };
        diagnostics.push(Diagnostic::error(
            span,
            format!("C preprocessor: {message}"),
        ));
    }
    if diagnostics.is_empty() {
        diagnostics.push(Diagnostic::error(
            0..0,
            format!("the C preprocessor failed: {}", stderr.trim()),
        ));
    }
    diagnostics
}

fn place_in(
    sources: &mut SourceFiles,
    path: &Path,
    file: &str,
    line: usize,
    column: usize,
) -> Range<usize> {
    let index = if Path::new(file) == path {
        Some(0)
    } else {
        sources
            .files()
            .iter()
            .position(|f| f.name == file)
            .or_else(|| {
                std::fs::read_to_string(file)
                    .ok()
                    .map(|body| sources_index(sources, file, body))
            })
    };
    let Some(index) = index else {
        return 0..0;
    };
    let source = sources.file(index);
    let Some(start) = source.line_start(line.saturating_sub(1)) else {
        return 0..0;
    };
    let offset = source.base + (start + column.saturating_sub(1)).min(source.text.len());
    offset..offset
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &str = "#define N 4\nint16 c::a[N];\n  vint16 c::b;\n";

    fn preprocessed() -> (SourceFiles, Preprocessed) {
        let mut sources = SourceFiles::new("prog.p", FILE);
        let output = "# 1 \"prog.p\"\n# 1 \"<built-in>\" 1\n# 1 \"prog.p\" 2\n\nint16 c::a[4];\n  vint16 c::b;\n";
        let pre = from_output(output, Path::new("prog.p"), &mut sources);
        (sources, pre)
    }

    #[test]
    fn unchanged_lines_map_exactly() {
        let (_, pre) = preprocessed();
        let at = pre.text.find("c::b").unwrap();
        let mapped = pre.map(at..at + 4);
        assert_eq!(&FILE[mapped], "c::b");
    }

    #[test]
    fn lines_a_macro_changed_map_to_the_whole_line() {
        let (_, pre) = preprocessed();
        let at = pre.text.find("4]").unwrap();
        let mapped = pre.map(at..at + 1);
        assert_eq!(&FILE[mapped], "int16 c::a[N];");
    }

    #[test]
    fn digraphs_are_the_brackets_they_spell() {
        let mut text = String::new();
        push_respelled(&mut text, "int a<:4:>; <% x = '<%'; s = \"%>\"; %>");
        assert_eq!(text, "int a[ 4] ; {  x = '<%'; s = \"%>\"; } ");
    }

    #[test]
    fn line_markers_are_read() {
        assert_eq!(
            line_marker("# 20 \"./a b.h\" 2"),
            Some((20, "./a b.h".to_string()))
        );
        assert_eq!(line_marker("#pragma unroll"), None);
    }
}
