//! The CSL frontend (docs/frontends/csl.md): Cerebras CSL programs, a
//! layout file and the PE programs it places. [`parser`] reads a file into
//! the typed [`ast`] with located syntax errors; [`limits`] keeps
//! everything recursive within bounds; [`eval`] runs comptime code and
//! [`layout`] the layout block, into the PEs' programs.

pub mod ast;
pub mod eval;
pub mod ir;
pub mod layout;
pub mod limits;
pub mod lower;
pub mod modules;
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
        let name = name.trim();
        if params
            .insert(name.to_string(), value::Value::int(i128::from(number)))
            .is_some()
        {
            return Err(format!("param `{name}` is given twice"));
        }
    }
    Ok(params)
}

/// Bytes a CSL file (layout or PE file) may have: a PE holds 48 KiB of
/// code and data, so a longer source is a mistake, and compiling it would
/// take the host's memory in proportion.
pub const MAX_FILE_BYTES: u64 = 8 << 20;

fn too_long() -> String {
    format!(
        "it is longer than {} MiB, the limit for a CSL file",
        MAX_FILE_BYTES >> 20
    )
}

/// A PE file's text, refused past [`MAX_FILE_BYTES`] before it is read.
fn read_pe_file(path: &std::path::Path) -> Result<String, String> {
    use std::io::Read;
    let file = std::fs::File::open(path).map_err(|e| e.to_string())?;
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| e.to_string())?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(too_long());
    }
    String::from_utf8(bytes).map_err(|_| "it is not UTF-8 text".to_string())
}

/// Every param given on the command line is a `param` of the layout file.
fn check_params(
    file: &ast::File,
    params: &BTreeMap<String, value::Value>,
) -> Result<(), Vec<Diagnostic>> {
    let declared: Vec<&str> = file
        .items
        .iter()
        .filter_map(|item| match item {
            ast::Item::Decl(d) if d.kind == ast::DeclKind::Param => Some(d.name.text.as_str()),
            _ => None,
        })
        .collect();
    let unknown: Vec<&str> = params
        .keys()
        .map(String::as_str)
        .filter(|name| !declared.contains(name))
        .collect();
    if unknown.is_empty() {
        return Ok(());
    }
    let known = if declared.is_empty() {
        "it declares none".to_string()
    } else {
        format!("its params are {}", declared.join(", "))
    };
    Err(vec![Diagnostic::error(
        0..0,
        format!(
            "--params names {}, which the layout file does not declare ({known})",
            unknown
                .iter()
                .map(|n| format!("`{n}`"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    )])
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
    if files.main().text.len() as u64 > MAX_FILE_BYTES {
        return Err(layout_report(vec![Diagnostic::error(
            0..0,
            format!("the layout file is too long: {}", too_long()),
        )]));
    }
    let directory = std::path::Path::new(&files.main().name)
        .parent()
        .map(std::path::Path::to_path_buf)
        .unwrap_or_default();
    let file = parser::parse(&files.main().text).map_err(layout_report)?;
    // The layout file's own modules join its unit (their diagnostics name them).
    let mut layout_files = files.clone();
    let file =
        modules::inline_imports(&mut layout_files, file, &directory).map_err(|diagnostics| {
            vec![Report {
                files: layout_files.clone(),
                diagnostics,
            }]
        })?;
    let files = &layout_files;
    let layout_report = |diagnostics| {
        vec![Report {
            files: files.clone(),
            diagnostics,
        }]
    };
    check_params(&file, &params).map_err(layout_report)?;
    let machine = eval::builtins::Machine::from(target);
    let mut layout = layout::evaluate(&file, params, machine).map_err(layout_report)?;
    // A PE file that imports <layout> asks where it runs: one program per PE.
    let pe_files: std::collections::BTreeSet<String> =
        layout.tiles.values().map(|t| t.file.clone()).collect();
    for pe_file in pe_files {
        if read_pe_file(&directory.join(&pe_file)).is_ok_and(|text| text.contains("\"<layout>\"")) {
            layout.per_pe_files.insert(pe_file);
        }
    }
    let module = ir::layout_module(context, files, &layout, &target.name).map_err(layout_report)?;
    let mut reports = Vec::new();
    for (program, name) in layout.programs().iter().zip(ir::program_names(&layout)) {
        let path = directory.join(&program.file);
        let text = match read_pe_file(&path) {
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
        let mut pe_files = SourceFiles::new(path.display().to_string(), &text);
        let pe_directory = path
            .parent()
            .map(std::path::Path::to_path_buf)
            .unwrap_or_default();
        let placement = lower::Placement {
            pes: &program.pes,
            routes: &layout.routes,
            streams: &layout.streams,
            own_pe: layout
                .per_pe_files
                .contains(&program.file)
                .then_some(program.pes[0]),
            rectangle: (layout.width, layout.height),
        };
        let lowered = parser::parse(&text).and_then(|pe| {
            let pe = modules::inline_imports(&mut pe_files, pe, &pe_directory)?;
            let params = program.params.iter().cloned().collect();
            lower::lower_program(context, &pe_files, &pe, params, machine, &name, &placement)
        });
        match lowered {
            Ok((pe_module, local_routes)) => {
                module
                    .body()
                    .append_operation(tanto_dialects::ir::clone_detached(pe_module.as_operation()));
                for (pe, color, route) in local_routes {
                    let ops =
                        ir::route_ops(context, &pe_files, pe, color, &route).map_err(|e| {
                            vec![Report {
                                files: pe_files.clone(),
                                diagnostics: e,
                            }]
                        })?;
                    for op in ops {
                        module.body().append_operation(op);
                    }
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
