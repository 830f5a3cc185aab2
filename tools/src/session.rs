//! What both tools do with MLIR input: a context with everything registered,
//! parsing with located diagnostics, the Rust verifier, pass pipelines.

use crate::error::ToolError;
use melior::{
    ir::{
        attribute::StringAttribute,
        operation::{OperationLike, OperationMutLike, OperationPrintingFlags},
        Module,
    },
    pass::{PassIrPrintingOptions, PassManager},
    utility::parse_pass_pipeline,
    Context,
};
use std::path::PathBuf;
use tanto_dialects::{source::SourceSession, verify};

/// Observability of a pipeline run: mlir-opt's flags, taken by every tool
/// that runs passes.
#[derive(Debug, Clone, Copy, Default, clap::Args)]
pub struct Instrumentation {
    /// Print the IR before every pass (stderr).
    #[arg(long = "mlir-print-ir-before-all")]
    pub print_ir_before_all: bool,
    /// Print the IR after every pass (stderr).
    #[arg(long = "mlir-print-ir-after-all")]
    pub print_ir_after_all: bool,
    /// Report the time spent in each pass (stderr).
    #[arg(long = "mlir-timing", id = "mlir_timing")]
    pub timing: bool,
}

/// A context with upstream and Tanto dialects, and every pass registered.
pub fn create_context(allow_unregistered: bool, threading: bool) -> Result<Context, ToolError> {
    let context = tanto_dialects::context::create_context()?;
    context.set_allow_unregistered_dialects(allow_unregistered);
    context.enable_multi_threading(threading);
    tanto_passes::register_all();
    Ok(context)
}

/// Parses (MLIR verifies as it parses) and runs the Rust verifier. None when
/// there were errors; they were reported through the session. `text` (named
/// `name`) is what the session parses: its nesting is checked first, because
/// MLIR's parser recurses per level and would overflow the stack.
pub fn parse_and_verify<'c>(
    session: &SourceSession<'c>,
    name: &str,
    text: &str,
) -> Option<Module<'c>> {
    let _span = tracing::info_span!("parse").entered();
    if let Some(error) = tanto_frontends::pto::limits::scan(text) {
        crate::report_diagnostics(
            &tanto_frontends::source_files::SourceFiles::new(name, text),
            &[error],
        );
        return None;
    }
    let module = session.parse()?;
    let _verify = tracing::info_span!("verify").entered();
    verify::verify_parsed(module.as_operation()).then_some(module)
}

/// Records `arch` as the target of a module that names none (a kernel, a
/// PTO program, MLIR text compiled with `--arch`): `tanto.arch`, and for a
/// target file its text (`tanto.arch_toml`), which every later stage reads.
/// A module's own target (a device program's `arch`) is kept; the default
/// target needs no record.
pub fn attach_target(context: &Context, module: &mut Module, arch: &tanto_arch::Arch) {
    let mut op = module.as_operation_mut();
    let named = op.attribute("tanto.arch").is_ok();
    let custom = arch.custom_text();
    if named || (arch.name == tanto_arch::DEFAULT_ARCH && custom.is_none()) {
        return;
    }
    op.set_attribute(
        "tanto.arch",
        StringAttribute::new(context, &arch.name).into(),
    );
    if let Some(text) = custom {
        op.set_attribute(
            "tanto.arch_toml",
            StringAttribute::new(context, text).into(),
        );
    }
}

/// mlir-opt takes `builtin.module(...)`; a bare pass list is nested into the
/// module for convenience.
pub fn anchored_pipeline(text: &str) -> String {
    let text = text.trim();
    let head = text.split(['(', '{', ',']).next().unwrap_or("");
    let anchored = text[head.len()..].starts_with('(') && (head.contains('.') || head == "any");
    if anchored {
        text.to_string()
    } else {
        format!("builtin.module({text})")
    }
}

/// MLIR's pipeline parse errors read "failed to parse pass pipeline:\n
/// MLIR Textual PassPipeline Parser:1:5: error: <reason>"; keep the reason.
fn pipeline_error_reason(message: &str) -> String {
    let reasons: Vec<&str> = message
        .lines()
        .map(str::trim)
        .filter(|line| {
            !line.is_empty()
                && !line.starts_with("failed to parse pass pipeline")
                && !line.starts_with("failed to add")
        })
        .map(|line| {
            line.split_once("error: ")
                .map_or(line, |(_, reason)| reason.trim())
        })
        .collect();
    if reasons.is_empty() {
        message.trim().to_string()
    } else {
        reasons.join("; ")
    }
}

/// Runs a textual pipeline on `module`, then the Rust verifier on the result.
pub fn run_pipeline(
    context: &Context,
    module: &mut Module,
    pipeline: &str,
    instrumentation: Instrumentation,
) -> Result<(), ToolError> {
    let _span = tracing::info_span!("pipeline", %pipeline).entered();
    let manager = PassManager::new(context);
    let anchored = anchored_pipeline(&crate::warnings::with_check_options(pipeline));
    parse_pass_pipeline(manager.as_operation_pass_manager(), &anchored).map_err(|e| {
        ToolError::Pipeline(format!(
            "`{anchored}`: {}",
            pipeline_error_reason(&e.to_string())
        ))
    })?;
    if instrumentation.print_ir_after_all || instrumentation.print_ir_before_all {
        manager.enable_ir_printing(&PassIrPrintingOptions {
            before_all: instrumentation.print_ir_before_all,
            after_all: instrumentation.print_ir_after_all,
            module_scope: false,
            on_change: false,
            on_failure: false,
            flags: OperationPrintingFlags::new(),
            tree_printing_path: PathBuf::new(),
        });
    }
    if instrumentation.timing {
        // The report prints when the manager drops.
        tanto_dialects::ir::enable_timing(&manager);
    }
    if !tanto_dialects::ir::run_pass_manager(&manager, module) {
        return Err(ToolError::Diagnosed);
    }
    let _verify = tracing::info_span!("verify").entered();
    if !verify::verify_tree(module.as_operation()) {
        return Err(ToolError::Diagnosed);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::anchored_pipeline;

    #[test]
    fn bare_pass_lists_are_nested_into_the_module() {
        assert_eq!(
            anchored_pipeline("canonicalize,cse"),
            "builtin.module(canonicalize,cse)"
        );
        assert_eq!(
            anchored_pipeline("canonicalize{max-iterations=1}"),
            "builtin.module(canonicalize{max-iterations=1})"
        );
        assert_eq!(
            anchored_pipeline(" builtin.module(cse) "),
            "builtin.module(cse)"
        );
        assert_eq!(anchored_pipeline("func.func(cse)"), "func.func(cse)");
    }
}
