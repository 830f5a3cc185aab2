//! Whether a program's globals fit the target's DRAM, checked before any
//! byte is allocated for them (the simulator's DRAM, the host's arrays).
//! Globals are placed one after the other at the same offset of every bank,
//! their pages dealt round-robin over the banks (docs/device-programs.md),
//! so what must fit is the bytes each global takes in one bank.

use super::file::GlobalBuffer;
use crate::{diagnostic::Diagnostic, tanto::types::Scalar};
use tanto_arch::{Arch, Dram};

/// The bytes `elements` elements of `element` take in each bank with pages
/// of `page` elements; None when that overflows.
pub fn bank_bytes(element: Scalar, elements: i64, page: i64, dram: &Dram) -> Option<u64> {
    let (elements, page) = (u64::try_from(elements).ok()?, u64::try_from(page).ok()?);
    let pages_per_bank = elements
        .div_ceil(page)
        .div_ceil(u64::from(dram.banks.max(1)));
    pages_per_bank
        .checked_mul(page)?
        .checked_mul(u64::from(element.bits().div_ceil(8)))
}

/// The error for a global that does not fit; `before` is what the globals
/// declared before it take in each bank.
pub fn too_large(
    global: &GlobalBuffer,
    element: Scalar,
    elements: i64,
    page: i64,
    arch: &Arch,
    before: Option<u64>,
) -> Diagnostic {
    let own = bank_bytes(element, elements, page, &arch.dram);
    let show =
        |bytes: Option<u64>| bytes.map_or_else(|| "more than 2^64".into(), |b| b.to_string());
    let mut diagnostic = Diagnostic::error(
        global.elements.span(),
        format!(
            "global `{}` does not fit the DRAM of {}: it needs {} bytes in each of its {} banks, which hold {} bytes each",
            global.name.get_ref(),
            arch.name,
            show(own),
            arch.dram.banks,
            arch.dram.bank_size
        ),
    );
    if before.is_some_and(|b| b > 0) {
        diagnostic = diagnostic.with_help(format!(
            "the globals declared before it already take {} bytes of each bank",
            show(before)
        ));
    }
    diagnostic
}
