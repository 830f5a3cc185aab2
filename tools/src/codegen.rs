//! LLVM IR to RV32 assembly or ELF objects, through inkwell (LLVM 22).

use crate::{
    error::ToolError,
    session::{self, Instrumentation},
};
use inkwell::{
    context::Context,
    module::Module,
    passes::PassBuilderOptions,
    targets::{CodeModel, FileType, InitializationConfig, RelocMode, Target, TargetTriple},
    OptimizationLevel,
};

/// What the RISC-V control cores of a Tensix core are: RV32IM.
pub const DEFAULT_TRIPLE: &str = "riscv32-unknown-elf";
pub const DEFAULT_CPU: &str = "generic-rv32";
pub const DEFAULT_FEATURES: &str = "+m";

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Emit {
    /// LLVM IR text, optimized at the chosen -O level.
    Llvm,
    /// Target assembly.
    Asm,
    /// ELF relocatable object.
    Obj,
    /// The description of a ztachip PCORE program (`.p`, or with
    /// --ztachip-pcore) as JSON: its classes, kernels and variables with
    /// their places.
    Describe,
}

#[derive(Debug, Clone)]
pub struct TargetOptions {
    pub triple: String,
    pub cpu: String,
    pub features: String,
    /// 0 to 3.
    pub opt_level: u8,
    /// The module carries debug info (`-g`): objects get .debug_line and
    /// .debug_info. Codegen emits whatever the module holds; the flag says
    /// what the driver put in.
    pub debug_info: bool,
}

impl Default for TargetOptions {
    fn default() -> Self {
        Self {
            triple: DEFAULT_TRIPLE.into(),
            cpu: DEFAULT_CPU.into(),
            features: DEFAULT_FEATURES.into(),
            opt_level: 2,
            debug_info: false,
        }
    }
}

/// LLVM's pipeline at `-O<level>`. From -O2 on, loops are also unrolled
/// partially and at run time: RISC-V's cost model leaves both off for a CPU
/// without a scheduling model (generic-rv32, and LLVM has none for the
/// Tensix cores' RISC-V), so a small loop body spent a quarter of its
/// instructions on its counter and branch (a 1024-element tile fill: 8 per
/// element). After unrolling, instcombine, early-cse and simplifycfg fold
/// what the copies share (the fill's `(i % 256) < 16` is decided once per
/// 16 copies).
/// docs/performance.md has the cycles of every program with and without.
fn llvm_pipeline(level: u8) -> String {
    let level = level.min(3);
    if level >= 2 {
        format!("default<O{level}>,function(loop-unroll<O{level};partial>,instcombine<no-verify-fixpoint>,early-cse,simplifycfg)")
    } else {
        format!("default<O{level}>")
    }
}

/// Optimizes `module` for the target and emits it as `emit`.
pub fn compile(module: &Module, emit: Emit, target: &TargetOptions) -> Result<Vec<u8>, ToolError> {
    let _span =
        tracing::info_span!("codegen", triple = %target.triple, opt = target.opt_level).entered();
    Target::initialize_riscv(&InitializationConfig::default());
    let triple = TargetTriple::create(&target.triple);
    let llvm_target = Target::from_triple(&triple).map_err(|e| {
        ToolError::Codegen(format!(
            "unsupported target triple `{}`: {e}",
            target.triple
        ))
    })?;
    let level = match target.opt_level {
        0 => OptimizationLevel::None,
        1 => OptimizationLevel::Less,
        2 => OptimizationLevel::Default,
        _ => OptimizationLevel::Aggressive,
    };
    let machine = llvm_target
        .create_target_machine(
            &triple,
            &target.cpu,
            &target.features,
            level,
            RelocMode::Static,
            CodeModel::Small,
        )
        .ok_or_else(|| {
            ToolError::Codegen(format!(
                "cannot create a target machine for `{}`",
                target.triple
            ))
        })?;

    module.set_triple(&triple);
    module.set_data_layout(&machine.get_target_data().get_data_layout());
    module
        .verify()
        .map_err(|e| ToolError::Internal(format!("invalid LLVM IR: {e}")))?;
    module
        .run_passes(
            &llvm_pipeline(target.opt_level),
            &machine,
            PassBuilderOptions::create(),
        )
        .map_err(|e| ToolError::Codegen(format!("optimization failed: {e}")))?;

    match emit {
        Emit::Llvm => Ok(module.print_to_string().to_bytes().to_vec()),
        Emit::Describe => Err(ToolError::Usage(
            "--emit=describe describes a ztachip PCORE program (.p, or --ztachip-pcore)".into(),
        )),
        Emit::Asm | Emit::Obj => {
            let file_type = if emit == Emit::Asm {
                FileType::Assembly
            } else {
                FileType::Object
            };
            let output = machine
                .write_to_memory_buffer(module, file_type)
                .map_err(|e| ToolError::Codegen(format!("emission failed: {e}")))?;
            Ok(output.as_slice().to_vec())
        }
    }
}

/// `-g`: makes the LLVM-dialect `module` carry debug info, so that its
/// translation has `!dbg` on every instruction and the objects DWARF line
/// tables (`.debug_line`, and `.debug_info` with the inlined-call chain).
/// Upstream's `ensure-debug-info-scope-on-llvm-func` gives each `llvm.func`
/// a DISubprogram from its FileLineColLoc; before it, the module gets its
/// compile unit (named `input_name`) and the locations the pass cannot take
/// are repaired. Run it on the lowered module, before [`translate`].
pub fn add_debug_info(
    context: &melior::Context,
    module: &mut melior::ir::Module,
    input_name: &str,
    optimized: bool,
    instrumentation: Instrumentation,
) -> Result<(), ToolError> {
    let _span = tracing::info_span!("debug_info").entered();
    debug_info::attach_compile_unit(context, module, input_name, optimized)?;
    debug_info::repair_locations(context, module, input_name);
    session::run_pipeline(
        context,
        module,
        tanto_passes::pipelines::DEBUG_INFO,
        instrumentation,
    )
}

/// MLIR's translation of an LLVM-dialect module into an LLVM module owned by
/// `context`. Ops it cannot translate are reported as located diagnostics.
pub fn translate<'ctx>(
    module: &melior::ir::Module,
    context: &'ctx Context,
) -> Result<Module<'ctx>, ToolError> {
    let _span = tracing::info_span!("translate").entered();
    tanto_dialects::ir::translate_to_llvm(module, context).ok_or(ToolError::Diagnosed)
}

/// What [`add_debug_info`] does to the module before upstream's pass.
mod debug_info {
    use crate::error::ToolError;
    use melior::{
        ir::{
            block::BlockLike,
            operation::{OperationLike, OperationMutLike},
            BlockRef, Location, Module, RegionLike,
        },
        Context,
    };

    /// Gives `module` the DWARF compile unit that the scope pass uses instead
    /// of making its own. Its own takes the directory of the module's file as
    /// the compilation directory, onto which debuggers join the kernel files'
    /// relative directories (`t/Inputs/k.cpp` of `t/p.toml` would read
    /// `t/t/Inputs/k.cpp`). Ours has none: relative source paths stay
    /// relative to where the tool ran, and no build path enters the output.
    pub(super) fn attach_compile_unit(
        context: &Context,
        module: &mut Module,
        input_name: &str,
        optimized: bool,
    ) -> Result<(), ToolError> {
        let text = format!(
            "#llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #llvm.di_file<\"{}\" in \"\">, \
             producer = \"tanto-translate\", isOptimized = {optimized}, emissionKind = LineTablesOnly>",
            mlir_string_body(input_name)
        );
        let compile_unit = tanto_dialects::ir::parse_attribute(context, &text)
            .map_err(|e| ToolError::Internal(e.to_string()))?;
        let location = module.as_operation().location();
        module
            .as_operation_mut()
            .set_location(Location::fused(context, &[location], compile_unit));
        Ok(())
    }

    /// `text` as the inside of an MLIR string literal: quotes, backslashes
    /// and anything not printable ASCII as `\XX` byte escapes.
    fn mlir_string_body(text: &str) -> String {
        text.bytes()
            .map(|b| match b {
                b'"' | b'\\' => format!("\\{b:02X}"),
                b' ' => " ".to_string(),
                _ if b.is_ascii_graphic() => char::from(b).to_string(),
                _ => format!("\\{b:02X}"),
            })
            .collect()
    }

    /// Rewrites the locations the scope pass and LLVM cannot take:
    /// - inlining wraps an op without a location of its own (a constant the
    ///   canonicalizer made) as `callsite(unknown at caller)`; MLIR 22's pass
    ///   dereferences the missing file of such a callee. The call site is
    ///   the op's best line, so it becomes the location;
    /// - outside functions (global initialisers) the pass looks for an
    ///   enclosing function of every call-site location; there the outermost
    ///   caller stays;
    /// - LLVM's verifier wants a location on every call in a function with
    ///   debug info: an unlocated call gets line 0 ("no line") of its
    ///   function's file.
    pub(super) fn repair_locations<'c>(
        context: &'c Context,
        module: &Module<'c>,
        input_name: &str,
    ) {
        repair_block(context, module.body(), Enclosing::Module, input_name);
    }

    /// Where an op is: at module level (or in a global's initialiser), or
    /// in a function, with the function's file location if it has one.
    #[derive(Clone, Copy)]
    enum Enclosing<'c> {
        Module,
        Function { file: Option<Location<'c>> },
    }

    fn repair_block<'c>(
        context: &'c Context,
        block: BlockRef<'c, '_>,
        enclosing: Enclosing<'c>,
        input_name: &str,
    ) {
        let mut next = block.first_operation_mut();
        while let Some(mut op) = next {
            let name = op.name();
            let name = name.as_string_ref().as_str().unwrap_or("");
            let is_function = name == "llvm.func";
            let location = op.location();
            let repaired = match enclosing {
                _ if is_function => location,
                Enclosing::Module => outermost_caller(location),
                Enclosing::Function { file } => {
                    let repaired = without_unlocated_callees(location);
                    if name == "llvm.call" && file_location(repaired).is_none() {
                        let file = file.map(|f| f.file_line_col_range_filename());
                        let file = file
                            .as_ref()
                            .and_then(|f| f.as_string_ref().as_str().ok())
                            .unwrap_or(input_name);
                        Location::new(context, file, 0, 0)
                    } else {
                        repaired
                    }
                }
            };
            if repaired != location {
                op.set_location(repaired);
            }
            let inner = if is_function {
                Enclosing::Function {
                    file: file_location(location),
                }
            } else {
                enclosing
            };
            for region in op.regions() {
                let mut block = region.first_block();
                while let Some(current) = block {
                    repair_block(context, current, inner, input_name);
                    block = current.next_in_region();
                }
            }
            next = op.next_in_block_mut();
        }
    }

    /// The file location upstream's scope pass finds in `location` (its
    /// `extractFileLoc`): a point, through names, fused and call-site
    /// (caller) locations.
    fn file_location(location: Location) -> Option<Location> {
        if location.is_file_line_col_range() {
            let point = location.file_line_col_range_end_line()
                == location.file_line_col_range_start_line()
                && location.file_line_col_range_end_column()
                    == location.file_line_col_range_start_column();
            point.then_some(location)
        } else if location.is_name() {
            file_location(location.name_child_location())
        } else if location.is_fused() {
            (0..location.fused_num_locations())
                .find_map(|i| file_location(location.fused_location(i)))
        } else if location.is_call_site() {
            file_location(location.call_site_caller())
        } else {
            None
        }
    }

    /// `callsite(callee at caller)` with every callee that has no file
    /// location replaced by its caller.
    fn without_unlocated_callees(location: Location) -> Location {
        if !location.is_call_site() {
            return location;
        }
        let (callee, caller) = (location.call_site_callee(), location.call_site_caller());
        let (new_callee, new_caller) = (
            without_unlocated_callees(callee),
            without_unlocated_callees(caller),
        );
        if file_location(new_callee).is_none() {
            new_caller
        } else if new_callee == callee && new_caller == caller {
            location
        } else {
            Location::call_site(new_callee, new_caller)
        }
    }

    fn outermost_caller(location: Location) -> Location {
        if location.is_call_site() {
            outermost_caller(location.call_site_caller())
        } else {
            location
        }
    }
}

/// Links LLVM IR text (clang's output for a ztachip tensor program's C)
/// into `module`: one module, one object.
pub fn link_llvm_ir<'l>(
    module: &inkwell::module::Module<'l>,
    context: &'l inkwell::context::Context,
    ir: &str,
    name: &str,
) -> Result<(), ToolError> {
    let c_module = tanto_dialects::ir::parse_ir(context, ir, name)
        .map_err(|e| ToolError::Codegen(format!("the C's LLVM IR: {e}")))?;
    module
        .link_in_module(c_module)
        .map_err(|e| ToolError::Codegen(format!("linking the C: {e}")))
}

/// Links Tanto's ztachip C library's C (weak definitions) after a tensor
/// program's C; its streams part's C when the module holds that part's
/// statements.
pub fn link_ztachip_library<'l>(
    module: &inkwell::module::Module<'l>,
    context: &'l inkwell::context::Context,
    opt_level: u8,
) -> Result<(), ToolError> {
    use tanto_frontends::ztachip::library;
    let target = tanto_frontends::ztachip::Ztachip::builtin()
        .map_err(|e| ToolError::Internal(format!("arch/ztachip.toml: {e}")))?;
    let streams = module.get_function(library::STREAMS_FUNCTION).is_some();
    let modules = library::llvm_ir(&target, opt_level, streams)
        .map_err(|e| ToolError::Internal(format!("Tanto's ztachip C library: {e}")))?;
    for ir in modules {
        link_llvm_ir(module, context, &ir, "tanto_ztalib")?;
    }
    Ok(())
}
