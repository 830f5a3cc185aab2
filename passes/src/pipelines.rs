//! Named pipelines, usable in `--pass-pipeline` like passes.

use tanto_dialects::pass::register_pipeline;

/// Upstream conversion of func/scf/cf/arith/index/vector/memref to the LLVM dialect
/// with a 32-bit index (the RISC-V cores are RV32). Plain convert-to-llvm
/// ignores a DLTI index width, hence one conversion per dialect.
pub const LOWER_TO_LLVM: &str = "convert-scf-to-cf,\
convert-cf-to-llvm{index-bitwidth=32},\
convert-arith-to-llvm{index-bitwidth=32},\
convert-index-to-llvm{index-bitwidth=32},\
convert-vector-to-llvm,\
finalize-memref-to-llvm{index-bitwidth=32},\
convert-func-to-llvm{index-bitwidth=32},\
reconcile-unrealized-casts";

pub const LOWER_TO_LLVM_NAME: &str = "tanto-lower-to-llvm";

/// The middle end in a sound order: check the source-level protocol first
/// (later passes assume it), coalesce transfers (fewer, larger ones for the
/// scheduler to place), schedule them, then place buffers (which only reads
/// declarations) and PTO tiles, then tidy up.
pub const DEFAULT: &str = "tanto-verify-roles,tanto-verify-protocol,tanto-dma-coalesce,tanto-schedule,tanto-l1-alloc,tanto-pto-alloc,canonicalize,cse";

/// The passes of [`DEFAULT`] that report a metric with their `stats` option.
const REPORTING: &[&str] = &["tanto-dma-coalesce", "tanto-schedule", "tanto-l1-alloc"];

/// [`DEFAULT`], with every metric reported (remarks) when `stats` is set.
pub fn default_pipeline(stats: bool) -> String {
    DEFAULT
        .split(',')
        .map(|pass| {
            if stats && REPORTING.contains(&pass) {
                format!("{pass}{{stats}}")
            } else {
                pass.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(",")
}

pub const DEFAULT_NAME: &str = "tanto-default";

/// From frontend IR to the LLVM dialect: the middle end, the runtime ABI
/// (kernels, then each dialect's ops), the device library inlined and the
/// unused rest dropped, then the upstream conversions.
pub fn to_llvm_pipeline(stats: bool) -> String {
    format!("{},{}", default_pipeline(stats), lowering_pipeline())
}

/// The part of [`to_llvm_pipeline`] after the middle end.
pub fn lowering_pipeline() -> String {
    format!(
        "tanto-lower-kernels,tanto-lower-pipe-to-llvm,tanto-lower-noc-to-llvm,tanto-lower-tile-to-llvm,inline,symbol-dce,canonicalize,cse,{LOWER_TO_LLVM}"
    )
}

pub const TO_LLVM_NAME: &str = "tanto-to-llvm";

/// What `tanto-translate -g` runs on the LLVM-dialect module: upstream's
/// DISubprogram for each `llvm.func`, made from its FileLineColLoc, so that
/// the translation carries op locations into `!dbg` (line tables only: the
/// simulator needs pc to source line, not variables).
pub const DEBUG_INFO: &str = "ensure-debug-info-scope-on-llvm-func{emission-kind=LineTablesOnly}";

pub(crate) fn register() {
    register_pipeline(
        DEFAULT_NAME,
        "The Tanto middle end: verification, DMA coalescing, scheduling, L1 allocation, cleanup",
        DEFAULT,
    );
    register_pipeline(
        TO_LLVM_NAME,
        "Frontend IR to the LLVM dialect: tanto-default, the runtime-ABI lowerings, inlining, upstream conversions",
        &to_llvm_pipeline(false),
    );
    register_pipeline(
        LOWER_TO_LLVM_NAME,
        "Lower func/scf/cf/arith/index/memref to the LLVM dialect with 32-bit indices",
        LOWER_TO_LLVM,
    );
}
