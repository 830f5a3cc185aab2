//! Named pipelines, usable in `--pass-pipeline` like passes.

use tanto_dialects::ir::bridge::register_pipeline;

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

/// Upstream arith canonicalization patterns (DRR) that rewrite a chain of
/// ops into one and give the result the fused location of every op
/// matched. On a chain (`x = x + 1; x = x + 2; ...`, `b = !b`, repeated
/// `and`s of extended values) each rewrite matches the previous one's
/// result, so the i-th fused location holds i locations: quadratic time and
/// memory (10,000 statements took 0.5 GB). LLVM's instcombine does the same
/// rewrites later, with one location each. Named as LLVM's `getTypeName`
/// spells a pattern in an anonymous namespace (clang's spelling, as the
/// LLVM packages are built; a name that matches no pattern is ignored).
const CHAINING_PATTERNS: &[&str] = &[
    "AddIAddConstant",
    "AddISubConstantRHS",
    "AddISubConstantLHS",
    "SubIRHSAddConstant",
    "SubILHSAddConstant",
    "SubIRHSSubConstantRHS",
    "SubIRHSSubConstantLHS",
    "SubILHSSubConstantRHS",
    "SubILHSSubConstantLHS",
    "MulIMulIConstant",
    "XOrINotCmpI",
    "RedundantSelectTrue",
    "RedundantSelectFalse",
    "BitcastOfBitcast",
    "AndOfExtUI",
    "AndOfExtSI",
    "OrOfExtUI",
    "OrOfExtSI",
    "XOrIOfExtUI",
    "XOrIOfExtSI",
];

/// `canonicalize` without [`CHAINING_PATTERNS`]: the canonicalization of
/// every pipeline here.
pub const CANONICALIZE_NAME: &str = "tanto-canonicalize";

/// The body of [`CANONICALIZE_NAME`].
pub fn canonicalize() -> String {
    canonicalize_with("")
}

/// [`CANONICALIZE_NAME`] without region simplification: the middle end's
/// tidy-up. Its functions are structured (scf), so region simplification
/// (dead blocks, identical blocks merged, unused block arguments) finds
/// nothing there that the lowering's canonicalization would not, and it
/// walked every op again: 55 ms of a 100,000-op kernel's 1.2 s, nothing at
/// 10,000 (docs/performance.md).
pub const TIDY_NAME: &str = "tanto-tidy";

fn canonicalize_with(options: &str) -> String {
    let names: Vec<String> = CHAINING_PATTERNS
        .iter()
        .map(|p| format!("(anonymous namespace)::{p}"))
        .collect();
    format!(
        "canonicalize{{{options}disable-patterns='{}'}}",
        names.join(",")
    )
}

/// The middle end in a sound order: check the source-level protocol first
/// (later passes assume it), coalesce transfers (fewer, larger ones for the
/// scheduler to place), schedule them, then place buffers (which only reads
/// declarations) and PTO tiles, then tidy up the functions (only they have
/// anything to fold: the module's top level is declarations, and walking and
/// verifying them again would cost a program of 100,000 semaphores a third
/// of its compile time; [`TIDY_NAME`] for why without region simplification).
pub const DEFAULT: &str = "tanto-verify-roles,tanto-verify-protocol,tanto-dma-coalesce,tanto-schedule,tanto-l1-alloc,tanto-pto-alloc,func.func(tanto-tidy,cse)";

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

/// The part of [`to_llvm_pipeline`] after the middle end. The inliner
/// simplifies each function it inlines into with `canonicalize` unless told
/// otherwise: [`CANONICALIZE_NAME`] here too.
pub fn lowering_pipeline() -> String {
    format!(
        "tanto-lower-kernels,tanto-lower-pipe-to-llvm,tanto-lower-noc-to-llvm,tanto-lower-tile-to-llvm,inline{{default-pipeline=tanto-canonicalize}},symbol-dce,tanto-canonicalize,cse,{LOWER_TO_LLVM}"
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
        CANONICALIZE_NAME,
        "canonicalize without the arith patterns whose fused locations grow along chains of ops",
        &canonicalize(),
    );
    register_pipeline(
        TIDY_NAME,
        "tanto-canonicalize without region simplification: the middle end's tidy-up of structured functions",
        &canonicalize_with("region-simplify=disabled "),
    );
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
