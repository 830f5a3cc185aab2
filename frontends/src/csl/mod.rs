//! The CSL frontend (docs/frontends/csl.md): Cerebras CSL programs, a
//! layout file and the PE programs it places. [`parser`] reads a file into
//! the typed [`ast`] with located syntax errors; [`limits`] keeps
//! everything recursive within bounds; [`eval`] runs comptime code and
//! [`layout`] the layout block, into the PEs' programs.

pub mod ast;
pub mod builtins;
pub mod eval;
pub mod ir;
pub mod layout;
pub mod limits;
pub mod lower;
pub mod parser;
pub mod value;

#[cfg(test)]
mod tests;

use crate::diagnostic::Diagnostic;
use crate::source_files::SourceFiles;
use melior::{ir::Module, Context};
use std::collections::BTreeMap;

/// Reads `name=value` (or cslc's `name:value`) params, comma-separated,
/// from the command line: unsigned integers, as cslc takes them.
pub fn command_line_params(items: &[String]) -> Result<BTreeMap<String, value::Value>, String> {
    let mut params = BTreeMap::new();
    for item in items
        .iter()
        .flat_map(|i| i.split(','))
        .filter(|i| !i.trim().is_empty())
    {
        let (name, text) = item
            .split_once('=')
            .or_else(|| item.split_once(':'))
            .ok_or_else(|| format!("param `{item}`: write name=value"))?;
        let number: u64 = text
            .trim()
            .parse()
            .map_err(|_| format!("param `{name}`: `{text}` is not an unsigned integer"))?;
        params.insert(
            name.trim().to_string(),
            value::Value::int(i128::from(number)),
        );
    }
    Ok(params)
}

/// Diagnostics of one file of a program.
pub struct Report {
    pub files: SourceFiles,
    pub diagnostics: Vec<Diagnostic>,
}

/// Compiles a layout file: parse, evaluate its layout block with `params`
/// for `target`, build the fabric module, and lower each program's PE file
/// (read next to the layout file) into a nested module of the same name.
pub fn compile_layout<'c>(
    context: &'c Context,
    files: &SourceFiles,
    params: BTreeMap<String, value::Value>,
    target: &tanto_arch::wse::Wse,
) -> Result<Module<'c>, Vec<Report>> {
    use melior::ir::block::BlockLike;
    let layout_report = |diagnostics| {
        vec![Report {
            files: files.clone(),
            diagnostics,
        }]
    };
    let file = parser::parse(&files.main().text).map_err(layout_report)?;
    let machine = builtins::Machine::from(target);
    let layout = layout::evaluate(&file, params, machine).map_err(layout_report)?;
    let module = ir::layout_module(context, files, &layout, &target.name).map_err(layout_report)?;
    let directory = std::path::Path::new(&files.main().name)
        .parent()
        .map(std::path::Path::to_path_buf)
        .unwrap_or_default();
    let mut reports = Vec::new();
    for (program, name) in layout.programs().iter().zip(ir::program_names(&layout)) {
        let path = directory.join(&program.file);
        let text = match std::fs::read_to_string(&path) {
            Ok(text) => text,
            Err(e) => {
                let tile = &layout.tiles[&program.pes[0]];
                reports.push(Report {
                    files: files.clone(),
                    diagnostics: vec![Diagnostic::error(
                        tile.span.clone(),
                        format!("cannot read PE file {}: {e}", path.display()),
                    )],
                });
                continue;
            }
        };
        let pe_files = SourceFiles::new(path.display().to_string(), &text);
        let placement = lower::Placement {
            pes: &program.pes,
            routes: &layout.routes,
            streams: &layout.streams,
        };
        let lowered = parser::parse(&text).and_then(|pe| {
            let params = program.params.iter().cloned().collect();
            lower::lower_program(context, &pe_files, &pe, params, machine, &name, &placement)
        });
        match lowered {
            Ok((pe_module, local_routes)) => {
                module
                    .body()
                    .append_operation(tanto_dialects::ir::clone_detached(pe_module.as_operation()));
                for (pe, color, route) in local_routes {
                    let op = ir::route_op(context, &pe_files, pe, color, &route).map_err(|e| {
                        vec![Report {
                            files: pe_files.clone(),
                            diagnostics: e,
                        }]
                    })?;
                    module.body().append_operation(op);
                }
            }
            Err(diagnostics) => reports.push(Report {
                files: pe_files,
                diagnostics,
            }),
        }
    }
    if reports.is_empty() {
        Ok(module)
    } else {
        Err(reports)
    }
}
