//! `#include "<name>.p.img"`: what ztachip's build makes from a PCORE
//! program for the tensor programs that use it. Tanto's is generated from
//! the program's description ([`super::pcore`]): the link-time symbols of
//! its variables' and kernel parameters' places and lengths
//! (`__tanto_zta_var_*`, `__tanto_zta_len_*`, in words, as
//! [`super::rewrite`] names them), and the declared shapes its variables
//! take where a statement indexes them without a cast.

use super::ast::{Command, Object, Statement, Text};
use super::pcore::model::{PcoreProgram, Space};
use super::rewrite::{length_symbol, variable_symbol};
use std::fmt::Write as _;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// The `#include "<name>.p.img"` lines of a tensor program: the included
/// name and where it is written.
pub fn included_images(source: &str) -> Vec<(String, Range<usize>)> {
    let mut found = Vec::new();
    let mut start = 0;
    for line in source.split_inclusive('\n') {
        let body = line.trim_start();
        if let Some(rest) = body.strip_prefix('#') {
            let rest = rest.trim_start();
            if let Some(name) = rest
                .strip_prefix("include")
                .map(str::trim)
                .and_then(|r| r.strip_prefix('"'))
                .and_then(|r| r.split('"').next())
                .filter(|n| n.ends_with(".p.img"))
            {
                let at = start + (line.len() - body.len());
                found.push((name.to_string(), at..start + line.trim_end().len()));
            }
        }
        start += line.len();
    }
    found
}

/// A PCORE program a tensor program includes: the include's name and
/// place, and the program read from the first folder of `dirs` that has it.
pub struct Included {
    pub name: String,
    pub span: Range<usize>,
    pub path: PathBuf,
    pub read: super::pcore::Read,
    /// The tensor program's own `<name>.p`, which no include of its text
    /// names (ztachip's build compiles `<name>.m` with it all the same).
    pub implicit: bool,
}

/// The PCORE programs `source` includes as `<name>.p.img`, each `<name>.p`
/// found in `dirs` (an include no folder has is left to the C compiler);
/// then, if none of them is it, the `<name>.p` beside the tensor program
/// `own` (`<name>.m`): ztachip's build (SW/makefile.kernels) compiles every
/// `<name>.m` with its `<name>.p`, which a header may include the image of,
/// or nothing at all.
pub fn included_programs(source: &str, own: Option<&Path>, dirs: &[PathBuf]) -> Vec<Included> {
    let mut found: Vec<Included> = included_images(source)
        .into_iter()
        .filter_map(|(name, span)| {
            let path = super::pcore::program_for_image(&name, dirs)?;
            let read = super::pcore::read(&path, dirs);
            Some(Included {
                name,
                span,
                path,
                read,
                implicit: false,
            })
        })
        .collect();
    let own_program = own
        .map(|m| m.with_extension("p"))
        .filter(|p| p.is_file() && !found.iter().any(|f| same_file(&f.path, p)));
    if let Some(path) = own_program {
        let name = path
            .file_name()
            .map(|n| format!("{}.img", n.to_string_lossy()))
            .unwrap_or_default();
        let read = super::pcore::read(&path, dirs);
        found.push(Included {
            name,
            span: 0..0,
            path,
            read,
            implicit: true,
        });
    }
    found
}

/// Whether `a` and `b` name one file (by their canonical paths).
fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    }
}

/// What the PCORE programs `source` includes give its compilation: their
/// descriptions and the generated include files (name, text: their images
/// and the C library's headers); or the first that has errors (its read
/// holds them).
/// The included PCORE programs, the generated files (the images and the C
/// library's headers, as (name, text)), and the programs whose reading
/// warned (their warnings for the caller to report).
pub struct Images {
    pub programs: Vec<PcoreProgram>,
    pub files: Vec<(String, String)>,
    pub warned: Vec<Included>,
    /// The image of the tensor program's own `<name>.p` when its text
    /// includes none ([`Included::implicit`]): a header may include it, or
    /// nothing does; [`Images::complete`] includes it after the C.
    pub own_image: Option<String>,
}

impl Images {
    /// The rewritten C `c` of the tensor program, with the own program's
    /// image included at its end for its symbols alone (link-time
    /// constants, so where does not matter; their `.set`s may repeat a
    /// header's include of it), not its `zta_pcore_img`, which the C may
    /// have from another image.
    pub fn complete(&self, c: String) -> String {
        match &self.own_image {
            Some(name) => format!(
                "{c}\n#define __TANTO_ZTA_IMAGE_SYMBOLS_ONLY\n#include \"{name}\"\n#undef __TANTO_ZTA_IMAGE_SYMBOLS_ONLY\n"
            ),
            None => c,
        }
    }
}

/// [`Images`] of the programs `source` (the tensor program `own`, if it is
/// a file) includes, or the first program with errors.
pub fn programs_and_images(
    source: &str,
    own: Option<&Path>,
    dirs: &[PathBuf],
) -> Result<Images, Box<Included>> {
    let mut found = Images {
        programs: Vec::new(),
        files: Vec::new(),
        warned: Vec::new(),
        own_image: None,
    };
    for included in included_programs(source, own, dirs) {
        let Some(program) = included.read.program.clone() else {
            return Err(Box::new(included));
        };
        found
            .files
            .push((included.name.clone(), image_text(&program)));
        if included.implicit {
            found.own_image = Some(included.name.clone());
        }
        found.programs.push(program);
        if !included.read.diagnostics.is_empty() {
            found.warned.push(included);
        }
    }
    // The C library's headers a freestanding compile lacks.
    for (name, text) in super::library::HEADERS {
        found.files.push((name.to_string(), text.to_string()));
    }
    Ok(found)
}

/// A folder of generated include files (the `<name>.p.img`s), removed
/// when dropped: the root it is made in, and the folder to put on the
/// include path.
pub struct ImageDir(Option<(PathBuf, PathBuf)>);

impl ImageDir {
    /// Writes `files` (name, text); no folder when there are none. A name
    /// may climb out of the including program's folder (`#include
    /// "../../remap/kernels/remap.p.img"`, another app's PCORE program):
    /// the include folder lies as many levels deep in the generated root
    /// as the names climb, so every file lands inside it.
    pub fn write(files: &[(String, String)]) -> std::io::Result<Self> {
        if files.is_empty() {
            return Ok(Self(None));
        }
        static COUNTER: AtomicU64 = AtomicU64::new(0);
        let unique = COUNTER.fetch_add(1, Ordering::Relaxed);
        let root = std::env::temp_dir().join(format!("tanto-zta-{}-{unique}", std::process::id()));
        let climb = files.iter().map(|(name, _)| climb(name)).max().unwrap_or(0);
        let include = (0..climb).fold(root.clone(), |dir, level| dir.join(format!("d{level}")));
        std::fs::create_dir_all(&include)?;
        let written = Self(Some((root, include.clone())));
        for (name, text) in files {
            let Some(path) = inside(&include, name) else {
                continue;
            };
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent)?;
            }
            std::fs::write(path, text)?;
        }
        Ok(written)
    }

    /// The folder to put on the include path.
    pub fn dir(&self) -> Option<PathBuf> {
        self.0.as_ref().map(|(_, include)| include.clone())
    }
}

/// How many levels above its starting folder a relative path reaches.
fn climb(name: &str) -> usize {
    let (mut depth, mut highest) = (0i64, 0i64);
    for part in std::path::Path::new(name).components() {
        match part {
            std::path::Component::ParentDir => depth -= 1,
            std::path::Component::Normal(_) => depth += 1,
            _ => {}
        }
        highest = highest.min(depth);
    }
    usize::try_from(-highest).unwrap_or(0)
}

/// `name` resolved lexically from `dir` (an absolute name has no place
/// there: clang finds it where it is).
fn inside(dir: &std::path::Path, name: &str) -> Option<PathBuf> {
    let mut path = dir.to_path_buf();
    for part in std::path::Path::new(name).components() {
        match part {
            std::path::Component::ParentDir => {
                path.pop();
            }
            std::path::Component::Normal(part) => path.push(part),
            std::path::Component::CurDir => {}
            _ => return None,
        }
    }
    Some(path)
}

impl Drop for ImageDir {
    fn drop(&mut self) {
        if let Some((root, _)) = &self.0 {
            let _ = std::fs::remove_dir_all(root);
        }
    }
}

/// The C text of `<name>.p.img` for `program`: one absolute symbol per
/// place and length (memory members and the kernels' memory parameters).
pub fn image_text(program: &PcoreProgram) -> String {
    // Unguarded, as ztachip's: each function that includes it has its
    // `zta_pcore_img`; the symbols' `.set`s may repeat (same values).
    let mut text = format!(
        "/* Generated by Tanto from {}: the places (in words) of its variables. */\n",
        program.file
    );
    // ztachip's image is what ztaInitPcore loads: the code's length in
    // bytes, the code, the constants' length in bytes, the constants
    // (its compiler's cInstruction::Generate). Tanto's PCORE code, with its
    // constants, is linked into this object (docs/abi.md): both lengths 0.
    // Left out where [`Images::complete`] includes the image for its
    // symbols alone, after the C, where another image may have defined it.
    text.push_str(
        "#ifndef __TANTO_ZTA_IMAGE_SYMBOLS_ONLY\nstatic const unsigned short zta_pcore_img[2] __attribute__((unused)) = {0, 0};\n#endif\n",
    );
    let mut define = |name: String, words: usize, value: usize| {
        let symbol = Text {
            text: name,
            span: 0..0,
        };
        for (symbol, value) in [
            (variable_symbol(&symbol).text, value),
            (length_symbol(&symbol).text, words),
        ] {
            let _ = writeln!(
                text,
                "__asm__(\".globl {symbol}\\n.set {symbol}, {value}\");"
            );
        }
    };
    let in_memory = |space: Space| matches!(space, Space::Shared | Space::Private);
    for class in &program.classes {
        for variable in class.variables.iter().filter(|v| in_memory(v.space)) {
            let name = format!("{}::{}", class.name, variable.name);
            define(name, variable.words, variable.word_offset);
        }
        for kernel in &class.kernels {
            for param in kernel.params.iter().filter(|p| in_memory(p.space)) {
                let name = format!("{}::{}.{}", class.name, kernel.name, param.name);
                define(name, param.words().max(1), param.word_offset);
            }
            // A `_global` parameter is one word of shared memory after the
            // class's (the k-th of the kernel's at word k): what the global
            // assignment `class::kernel.param <= INT16(v)` writes, the same
            // on every PCORE.
            let globals = kernel.params.iter().filter(|p| p.global);
            for (k, param) in globals.enumerate() {
                let name = format!("{}::{}.{}", class.name, kernel.name, param.name);
                define(name, 1, class.shared_words + k);
            }
        }
    }
    text
}

/// Gives each PCORE variable a statement indexes without a cast its
/// declared shape, with a dimension of its lanes for a vector (ztachip's
/// compiler's rule), when a program in `programs` declares it.
pub fn declared_shapes(statements: &mut [Statement], programs: &[PcoreProgram]) {
    for statement in statements {
        for command in &mut statement.commands {
            let sides: Vec<&mut Object> = match command {
                Command::Transfer { dst, src, .. } => vec![&mut dst.object, &mut src.object],
                Command::Define { term, .. } => vec![&mut term.object],
                _ => continue,
            };
            for object in sides {
                let Object::Pcore(pcore) = object else {
                    continue;
                };
                if let Some(member) = member_through_kernel(&pcore.variable.text, programs) {
                    pcore.variable.text = member;
                }
                if pcore.variable_shape.is_some() {
                    continue;
                }
                let Some(dims) = declared(&pcore.variable.text, programs) else {
                    continue;
                };
                if dims.len() > 1 {
                    let span = pcore.variable.span.clone();
                    let item = |n: usize| {
                        Some(Text {
                            text: n.to_string(),
                            span: span.clone(),
                        })
                    };
                    pcore.variable_shape = Some(dims.into_iter().map(item).collect());
                }
            }
        }
    }
}

/// `class::kernel.name` naming no parameter of the kernel but a member of
/// its class: `class::name`, as ztachip's compiler looks a name up among
/// the kernel's parameters, then its class's members (ident.cpp's
/// lookupParm).
fn member_through_kernel(variable: &str, programs: &[PcoreProgram]) -> Option<String> {
    let (class, name) = variable.trim().split_once("::")?;
    let (kernel, member) = name.split_once('.')?;
    let kernel = programs.iter().find_map(|p| p.kernel(class, kernel))?;
    if kernel.params.iter().any(|p| p.name == member) {
        return None;
    }
    programs.iter().find_map(|p| p.variable(class, member))?;
    Some(format!("{class}::{member}"))
}

/// The dimensions of `class::name` (a member) or `class::kernel.name` (a
/// kernel's parameter) as declared, its lanes last for a vector; None when
/// no program declares it.
fn declared(variable: &str, programs: &[PcoreProgram]) -> Option<Vec<usize>> {
    let (class, name) = variable.split_once("::")?;
    let (mut dims, lanes) = match name.split_once('.') {
        Some((kernel, param)) => {
            let found = programs
                .iter()
                .filter_map(|p| p.kernel(class, kernel))
                .find_map(|k| k.params.iter().find(|p| p.name == param))?;
            (found.shape.clone(), found.lanes)
        }
        None => {
            let found = programs.iter().find_map(|p| p.variable(class, name))?;
            (found.shape.clone(), found.lanes)
        }
    };
    if lanes > 1 {
        dims.push(lanes);
    }
    Some(dims)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn include_lines_are_found_with_their_places() {
        let source =
            "#include <stdbool.h>\n  #  include \"conv.p.img\"\nint x;\n#include \"a.h\"\n";
        let found = included_images(source);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].0, "conv.p.img");
        assert_eq!(&source[found[0].1.clone()], "#  include \"conv.p.img\"");
    }
}
