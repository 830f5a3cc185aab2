//! The target a pass plans for: its `arch` option, else the module's
//! `tanto.arch` attribute, else the default target.

use melior::ir::{operation::OperationLike, OperationRef};
use std::ops::Range;
use tanto_arch::{Arch, Target};
use tanto_dialects::{pass::PassOptions, types, verify::emit_error};

/// The target of `module` for pass `pass`; on failure, an error at the
/// module naming the pass has been emitted.
pub fn target(module: OperationRef, explicit: Option<&Arch>, pass: &str) -> Option<Arch> {
    if let Some(arch) = explicit {
        return Some(arch.clone());
    }
    module_target(module)
        .map_err(|e| emit_error(module.location(), &format!("{pass}: {e}")))
        .ok()
}

/// The module's own target: the target file it carries
/// (`tanto.arch_toml`), else the built-in its `tanto.arch` names, else the
/// default.
pub fn module_target(module: OperationRef) -> Result<Arch, String> {
    let name = types::string_attribute(&module, "tanto.arch")
        .unwrap_or_else(|| tanto_arch::DEFAULT_ARCH.to_string());
    match types::string_attribute(&module, "tanto.arch_toml") {
        Some(text) => Arch::from_toml(&text, &format!("the module's target `{name}`")),
        None => Arch::load(&name),
    }
    .map_err(|e| e.to_string())
}

/// The target named by a pass's `arch` option, if given.
pub fn arch_option(options: &PassOptions) -> Result<Option<Arch>, String> {
    options
        .string("arch")
        .map(Arch::load)
        .transpose()
        .map_err(|e| e.to_string())
}

/// The range of a core's memory where `target` lets the compiler place
/// data ([`Target::local_memory`]): what the L1 allocators plan in.
pub fn local_memory(target: &dyn Target) -> Result<Range<u64>, String> {
    target.local_memory().ok_or_else(|| {
        format!(
            "target `{}` has no local memory of its own to place data in",
            target.name()
        )
    })
}
