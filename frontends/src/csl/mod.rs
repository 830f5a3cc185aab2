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

/// Compiles a layout file: parse, evaluate its layout block with `params`
/// for `target`, and build the fabric module.
pub fn compile_layout<'c>(
    context: &'c Context,
    files: &SourceFiles,
    params: BTreeMap<String, value::Value>,
    target: &tanto_arch::wse::Wse,
) -> Result<Module<'c>, Vec<Diagnostic>> {
    let file = parser::parse(&files.main().text)?;
    let layout = layout::evaluate(&file, params, builtins::Machine::from(target))?;
    ir::layout_module(context, files, &layout, &target.name)
}
