//! Tanto's ztachip C library: what a tensor program's C calls from
//! ztachip's `SW/base/ztalib.h` (`ztaInitPcore`, `ztaDualHartExecute`,
//! `ztaJobDone`, `ztaAbort`, ...), weak C definitions compiled by clang-22
//! and linked into every ztachip kernel's object, and the headers a
//! freestanding compile lacks (`<stdio.h>`, which ztachip's `base/util.h`
//! includes), given to clang beside the generated `.p.img` files.

use super::clang::{compile_to_llvm_ir, ClangError};

const LIBRARY: &str = include_str!("ztalib.c");

/// The headers (name, text) every ztachip compile finds in its generated
/// include folder.
pub const HEADERS: &[(&str, &str)] = &[("stdio.h", include_str!("stdio.h"))];

/// The library's LLVM IR at `-O{opt}`.
pub fn llvm_ir(opt: u8) -> Result<String, ClangError> {
    compile_to_llvm_ir(LIBRARY, "tanto-ztalib.c", opt, &[])
}
