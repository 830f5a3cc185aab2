//! `tanto-translate layout.csl --emit=obj -o dir`: each PE program's nested
//! module lowered to the LLVM dialect and compiled on its own, one object
//! per program, and `csl.json` (sim's `CslManifest`) describing the layout.

use crate::codegen::{self, Emit, TargetOptions};
use crate::error::ToolError;
use crate::program_output::extension;
use crate::session::{self, Instrumentation};
use melior::ir::{
    attribute::{DenseI64ArrayAttribute, DictionaryAttribute, IntegerAttribute, StringAttribute},
    block::BlockLike,
    operation::OperationLike,
    Module, OperationRef,
};
use std::path::Path;
use tanto_manifest::csl::{
    CslCounterFilter, CslExport, CslFilter, CslManifest, CslProgram, CslRoute, CslSwitch, CslTask,
    CSL_MANIFEST_VERSION,
};

fn string(op: &OperationRef, name: &str) -> Option<String> {
    let attribute = op.attribute(name).ok()?;
    StringAttribute::try_from(attribute)
        .ok()
        .map(|s| s.value().to_string())
}

fn int(op: &OperationRef, name: &str) -> Option<i64> {
    let attribute = op.attribute(name).ok()?;
    IntegerAttribute::try_from(attribute)
        .ok()
        .map(|i| i.value())
}

fn directions(op: &OperationRef, name: &str) -> Vec<String> {
    string(op, name)
        .unwrap_or_default()
        .split(',')
        .filter(|d| !d.is_empty())
        .map(str::to_string)
        .collect()
}

/// An `array<i64: ...>` attribute's numbers (none when absent).
fn int_array(op: &OperationRef, name: &str) -> Vec<i64> {
    op.attribute(name)
        .ok()
        .and_then(|a| DenseI64ArrayAttribute::try_from(a).ok())
        .map(|a| (0..a.len()).filter_map(|k| a.element(k).ok()).collect())
        .unwrap_or_default()
}

/// A dictionary attribute of strings as (name, value) pairs.
/// A dictionary attribute of integers, as (name, value) pairs.
fn named_ints(op: &OperationRef, name: &str) -> Vec<(String, u16)> {
    op.attribute(name)
        .ok()
        .and_then(|a| DictionaryAttribute::try_from(a).ok())
        .map(|d| {
            (0..d.len())
                .filter_map(|k| d.element(k).ok())
                .filter_map(|(name, attribute)| {
                    let value =
                        melior::ir::attribute::IntegerAttribute::try_from(attribute).ok()?;
                    Some((
                        name.as_string_ref().as_str().ok()?.to_string(),
                        u16::try_from(value.value()).ok()?,
                    ))
                })
                .collect()
        })
        .unwrap_or_default()
}

fn named_strings(op: &OperationRef, name: &str) -> Vec<(String, String)> {
    op.attribute(name)
        .ok()
        .and_then(|a| DictionaryAttribute::try_from(a).ok())
        .map(|d| {
            (0..d.len())
                .filter_map(|k| d.element(k).ok())
                .filter_map(|(name, attribute)| {
                    let value = StringAttribute::try_from(attribute).ok()?;
                    Some((
                        name.as_string_ref().as_str().ok()?.to_string(),
                        value.value().to_string(),
                    ))
                })
                .collect()
        })
        .unwrap_or_default()
}

/// Compiles every program of the layout module `module` and writes the
/// objects and `csl.json` into `directory`.
pub fn write_layout(
    context: &melior::Context,
    module: &Module,
    layout_name: &str,
    emit: Emit,
    target: &TargetOptions,
    directory: &Path,
) -> Result<(), ToolError> {
    let _span = tracing::info_span!("csl-objects").entered();
    std::fs::create_dir_all(directory).map_err(|source| ToolError::Write {
        path: directory.to_path_buf(),
        source,
    })?;
    let top = module.as_operation();
    let rectangle = int_array(&top, "fabric.rectangle");
    let [width, height] = rectangle[..] else {
        return Err(ToolError::Internal(
            "the layout module has no fabric.rectangle".into(),
        ));
    };
    let mut manifest = CslManifest {
        version: CSL_MANIFEST_VERSION,
        layout: layout_name.to_string(),
        arch: string(&top, "tanto.arch").unwrap_or_default(),
        target: target.triple.clone(),
        width: width as u16,
        height: height as u16,
        programs: Vec::new(),
        routes: Vec::new(),
        exports: Vec::new(),
        streams: named_ints(&top, "fabric.memcpy_streams"),
        switches: Vec::new(),
        filters: Vec::new(),
        counter_filters: Vec::new(),
    };
    let mut operation = module.body().first_operation();
    while let Some(op) = operation {
        let name = op
            .name()
            .as_string_ref()
            .as_str()
            .unwrap_or_default()
            .to_string();
        match name.as_str() {
            "fabric.program" => {
                let pes = int_array(&op, "pes");
                let program = string(&op, "sym_name").unwrap_or_default();
                manifest.programs.push(CslProgram {
                    object: format!("{program}.{}", extension(emit)),
                    name: program,
                    file: string(&op, "file").unwrap_or_default(),
                    bytes: 0,
                    pes: pes.chunks(2).map(|p| (p[0] as u16, p[1] as u16)).collect(),
                    symbols: Vec::new(),
                    tasks: Vec::new(),
                    blocked: Vec::new(),
                    activated: Vec::new(),
                    queues: Vec::new(),
                });
            }
            "fabric.route" => manifest.routes.push(CslRoute {
                x: int(&op, "x").unwrap_or_default() as u16,
                y: int(&op, "y").unwrap_or_default() as u16,
                color: int(&op, "color").unwrap_or_default() as u16,
                rx: directions(&op, "rx"),
                tx: directions(&op, "tx"),
                color_swap_x: op.attribute("color_swap_x").is_ok(),
                color_swap_y: op.attribute("color_swap_y").is_ok(),
            }),
            "fabric.switch" => manifest.switches.push(CslSwitch {
                x: int(&op, "x").unwrap_or_default() as u16,
                y: int(&op, "y").unwrap_or_default() as u16,
                color: int(&op, "color").unwrap_or_default() as u16,
                positions: string(&op, "positions")
                    .unwrap_or_default()
                    .split(';')
                    .map(str::to_string)
                    .collect(),
                current: int(&op, "current").unwrap_or_default() as u8,
                ring_mode: op.attribute("ring_mode").is_ok(),
                pop_mode: string(&op, "pop_mode").unwrap_or_default(),
            }),
            "fabric.filter" => manifest.filters.push(CslFilter {
                x: int(&op, "x").unwrap_or_default() as u16,
                y: int(&op, "y").unwrap_or_default() as u16,
                color: int(&op, "color").unwrap_or_default() as u16,
                min_idx: int(&op, "min_idx").unwrap_or_default() as u16,
                max_idx: int(&op, "max_idx").unwrap_or_default() as u16,
            }),
            "fabric.counter_filter" => {
                let count = |name| int(&op, name).unwrap_or_default() as u16;
                let limit = |name| int(&op, name).filter(|v| *v >= 0).map(|v| v as u16);
                manifest.counter_filters.push(CslCounterFilter {
                    x: count("x"),
                    y: count("y"),
                    color: count("color"),
                    sparse: op.attribute("sparse").is_ok(),
                    count_data: op.attribute("count_data").is_ok(),
                    count_control: op.attribute("count_control").is_ok(),
                    init_counter: count("init_counter"),
                    limit1: limit("limit1"),
                    limit2: limit("limit2"),
                    max_counter: count("max_counter"),
                    filter_control: op.attribute("filter_control").is_ok(),
                })
            }
            "fabric.export" => manifest.exports.push(CslExport {
                name: string(&op, "sym_name").unwrap_or_default(),
                ty: string(&op, "type").unwrap_or_default(),
                mutable: op.attribute("mutable").is_ok(),
            }),
            "builtin.module" => {
                let program = string(&op, "fabric.program").unwrap_or_default();
                let tasks = named_strings(&op, "fabric.tasks")
                    .into_iter()
                    .filter_map(|(function, binding)| {
                        // kind:id:params
                        let mut parts = binding.split(':');
                        Some(CslTask {
                            function,
                            kind: parts.next()?.to_string(),
                            id: parts.next()?.parse().ok()?,
                            params: parts.next().and_then(|p| p.parse().ok()).unwrap_or(0),
                        })
                    })
                    .collect();
                let blocked = int_array(&op, "fabric.blocked")
                    .into_iter()
                    .map(|v| v as u16)
                    .collect();
                let activated = int_array(&op, "fabric.activated")
                    .into_iter()
                    .map(|v| v as u16)
                    .collect();
                let queues = int_array(&op, "fabric.queues")
                    .chunks(2)
                    .filter_map(|pair| Some((*pair.first()? as u16, *pair.get(1)? as u16)))
                    .collect();
                let file = manifest
                    .programs
                    .iter()
                    .find(|p| p.name == program)
                    .map(|p| p.file.clone())
                    .unwrap_or_default();
                let (bytes, symbols) =
                    compile_program(context, op, emit, target, directory, &program, &file)?;
                if let Some(entry) = manifest.programs.iter_mut().find(|p| p.name == program) {
                    entry.bytes = bytes;
                    entry.symbols = symbols;
                    entry.tasks = tasks;
                    entry.blocked = blocked;
                    entry.activated = activated;
                    entry.queues = queues;
                }
            }
            _ => {}
        }
        operation = op.next_in_block();
    }
    let path = directory.join("csl.json");
    let mut text = manifest.to_json();
    text.push('\n');
    crate::output::write_file(&path, text.as_bytes())
}

/// One program's nested module, on its own: lowered, translated, compiled,
/// written as `<program>.<ext>`; its size and exported symbols.
fn compile_program(
    context: &melior::Context,
    nested: OperationRef,
    emit: Emit,
    target: &TargetOptions,
    directory: &Path,
    program: &str,
    file: &str,
) -> Result<(usize, Vec<(String, String)>), ToolError> {
    let symbols = named_strings(&nested, "fabric.exports");
    let operation = tanto_dialects::ir::clone_detached(nested);
    let mut module = Module::from_operation(operation)
        .ok_or_else(|| ToolError::Internal(format!("program {program} is no module")))?;
    // The PE program's fabric ops become runtime calls, then all is LLVM.
    session::run_pipeline(
        context,
        &mut module,
        &format!(
            "{},{}",
            tanto_passes::lower::fabric::PASS.argument,
            tanto_passes::pipelines::LOWER_TO_LLVM
        ),
        Instrumentation::default(),
    )?;
    // Line tables always: the simulator's deadlock report names the line
    // each waiting thread stopped at.
    codegen::add_debug_info(
        context,
        &mut module,
        file,
        target.opt_level > 0,
        Instrumentation::default(),
    )?;
    let llvm_context = inkwell::context::Context::create();
    let llvm_module = codegen::translate(&module, &llvm_context)?;
    let bytes = codegen::compile(&llvm_module, emit, target)?;
    let path = directory.join(format!("{program}.{}", extension(emit)));
    crate::output::write_file(&path, &bytes)?;
    Ok((bytes.len(), symbols))
}
