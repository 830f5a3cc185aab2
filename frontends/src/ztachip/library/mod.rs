//! Tanto's ztachip C library: what a tensor program's C calls from
//! ztachip's `SW/base/ztalib.h`, as weak definitions linked into every
//! ztachip kernel's object, and the headers a freestanding compile lacks
//! (`<stdio.h>`, which ztachip's `base/util.h` includes, `<string.h>`,
//! `<stdlib.h>`, `<assert.h>`, `<math.h>`, `<ctype.h>`, `<errno.h>`,
//! `<inttypes.h>`, `<time.h>`, `<unistd.h>`, `<malloc.h>`), given to
//! clang beside the generated `.p.img` files.
//!
//! - `ztalib.c` (`ztaInitPcore`, `ztaDualHartExecute`, `ztaJobDone`,
//!   `ztaReadResponse`, `ztaAbort`, ...): plain C, always linked.
//! - `streams.m` (`ztaInitStream`): a tensor program, compiled by this
//!   frontend into the kernel's module when the program's text names
//!   `ztaInitStream`, its C linked with it.

use super::{clang, lower, rewrite, Ztachip};
use crate::source_files::SourceFiles;

const LIBRARY: &str = include_str!("ztalib.c");
const STREAMS: &str = include_str!("streams.m");
/// The streams part's name: its statements' functions are
/// `__tanto_zta_tanto_streams_<n>`.
const STREAMS_UNIT: &str = "tanto_streams.m";
/// The function of its first statement, by which a module shows it holds
/// the streams part.
pub const STREAMS_FUNCTION: &str = "__tanto_zta_tanto_streams_0";

/// The headers (name, text) every ztachip compile finds in its generated
/// include folder.
pub const HEADERS: &[(&str, &str)] = &[
    ("stdio.h", include_str!("stdio.h")),
    ("string.h", include_str!("string.h")),
    ("stdlib.h", include_str!("stdlib.h")),
    ("assert.h", include_str!("assert.h")),
    ("math.h", include_str!("math.h")),
    ("ctype.h", include_str!("ctype.h")),
    ("errno.h", include_str!("errno.h")),
    ("inttypes.h", include_str!("inttypes.h")),
    ("time.h", include_str!("time.h")),
    ("unistd.h", include_str!("unistd.h")),
    ("malloc.h", include_str!("malloc.h")),
];

/// Whether a tensor program's text calls for the streams part.
pub fn needs_streams(source: &str) -> bool {
    source.contains("ztaInitStream")
}

/// Appends the streams part's statement functions to `module`.
pub fn append_streams<'c>(
    context: &'c melior::Context,
    module: &melior::ir::Module<'c>,
    target: &Ztachip,
) -> Result<(), String> {
    let checked = super::read_with(STREAMS, target, &[]);
    if checked.has_errors() {
        return Err(internal(&checked.diagnostics));
    }
    let rewritten = rewrite::rewrite(STREAMS, &checked, STREAMS_UNIT, target);
    let files = SourceFiles::new(STREAMS_UNIT, STREAMS);
    let (statements, diagnostics) = lower::lower(
        context,
        &files,
        &checked.statements,
        &rewritten.functions,
        target,
    );
    let statements = statements.ok_or_else(|| internal(&diagnostics))?;
    tanto_dialects::ir::append_module_ops(&statements, module, |_| true);
    Ok(())
}

/// The library's C as LLVM IR at `-O{opt}`: `ztalib.c`, and with
/// `streams` the streams part's C (which calls its statements' functions).
pub fn llvm_ir(target: &Ztachip, opt: u8, streams: bool) -> Result<Vec<String>, String> {
    let mut modules = vec![
        clang::compile_to_llvm_ir(LIBRARY, "tanto_ztalib.c", opt, &[])
            .map_err(|e| e.to_string())?,
    ];
    if streams {
        let checked = super::read_with(STREAMS, target, &[]);
        let rewritten = rewrite::rewrite(STREAMS, &checked, STREAMS_UNIT, target);
        modules.push(
            clang::compile_to_llvm_ir(&rewritten.c, STREAMS_UNIT, opt, &[])
                .map_err(|e| e.to_string())?,
        );
    }
    Ok(modules)
}

fn internal(diagnostics: &[crate::diagnostic::Diagnostic]) -> String {
    let messages: Vec<&str> = diagnostics.iter().map(|d| d.message.as_str()).collect();
    format!(
        "internal error: Tanto's ztachip library does not compile: {}",
        messages.join("; ")
    )
}
