//! LLVM IR to RV32 assembly or ELF objects, through inkwell (LLVM 22).

use crate::error::ToolError;
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
}

#[derive(Debug, Clone)]
pub struct TargetOptions {
    pub triple: String,
    pub cpu: String,
    pub features: String,
    /// 0 to 3.
    pub opt_level: u8,
}

impl Default for TargetOptions {
    fn default() -> Self {
        Self {
            triple: DEFAULT_TRIPLE.into(),
            cpu: DEFAULT_CPU.into(),
            features: DEFAULT_FEATURES.into(),
            opt_level: 2,
        }
    }
}

/// Optimizes `module` for the target and emits it as `emit`.
pub fn compile(module: &Module, emit: Emit, target: &TargetOptions) -> Result<Vec<u8>, ToolError> {
    let _span = tracing::info_span!("codegen", triple = %target.triple, opt = target.opt_level).entered();
    Target::initialize_riscv(&InitializationConfig::default());
    let triple = TargetTriple::create(&target.triple);
    let llvm_target = Target::from_triple(&triple)
        .map_err(|e| ToolError::Codegen(format!("unsupported target triple `{}`: {e}", target.triple)))?;
    let level = match target.opt_level {
        0 => OptimizationLevel::None,
        1 => OptimizationLevel::Less,
        2 => OptimizationLevel::Default,
        _ => OptimizationLevel::Aggressive,
    };
    let machine = llvm_target
        .create_target_machine(&triple, &target.cpu, &target.features, level, RelocMode::Static, CodeModel::Small)
        .ok_or_else(|| ToolError::Codegen(format!("cannot create a target machine for `{}`", target.triple)))?;

    module.set_triple(&triple);
    module.set_data_layout(&machine.get_target_data().get_data_layout());
    module
        .verify()
        .map_err(|e| ToolError::Internal(format!("invalid LLVM IR: {e}")))?;
    module
        .run_passes(&format!("default<O{}>", target.opt_level.min(3)), &machine, PassBuilderOptions::create())
        .map_err(|e| ToolError::Codegen(format!("optimization failed: {e}")))?;

    match emit {
        Emit::Llvm => Ok(module.print_to_string().to_bytes().to_vec()),
        Emit::Asm | Emit::Obj => {
            let file_type = if emit == Emit::Asm { FileType::Assembly } else { FileType::Object };
            let output = machine
                .write_to_memory_buffer(&module, file_type)
                .map_err(|e| ToolError::Codegen(format!("emission failed: {e}")))?;
            Ok(output.as_slice().to_vec())
        }
    }
}

/// MLIR's translation of an LLVM-dialect module into an LLVM module owned by
/// `context`. Ops it cannot translate are reported as located diagnostics.
pub fn translate<'ctx>(module: &melior::ir::Module, context: &'ctx Context) -> Result<Module<'ctx>, ToolError> {
    let _span = tracing::info_span!("translate").entered();
    tanto_dialects::ir::translate_to_llvm(module, context).ok_or(ToolError::Diagnosed)
}
