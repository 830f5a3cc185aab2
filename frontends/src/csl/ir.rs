//! A layout as IR: the module's `fabric.rectangle`, one `fabric.program`
//! per distinct (file, params), the `fabric.route` of each configured
//! color and PE, and a `fabric.export` per host-visible name.

use super::layout::Layout;
use super::value::{FloatType, Value};
use crate::diagnostic::Diagnostic;
use crate::source_files::SourceFiles;
use melior::{
    ir::{
        attribute::{
            ArrayAttribute, DenseI64ArrayAttribute, DictionaryAttribute, FloatAttribute,
            IntegerAttribute, StringAttribute,
        },
        block::BlockLike,
        operation::OperationMutLike,
        r#type::IntegerType,
        Attribute, Identifier, Location, Module, Type,
    },
    Context,
};

/// The module of `layout`, located in `files`' main file; `arch` names the
/// target (`tanto.arch`).
pub fn layout_module<'c>(
    context: &'c Context,
    files: &SourceFiles,
    layout: &Layout,
    arch: &str,
) -> Result<Module<'c>, Vec<Diagnostic>> {
    let _span = tracing::info_span!("csl-layout-ir").entered();
    let at = |span: &std::ops::Range<usize>| {
        let (file, line, column) = files.position(span.start);
        Location::new(context, file, line, column)
    };
    let mut module = Module::new(Location::new(context, &files.main().name, 1, 1));
    let internal = |e: tanto_dialects::BuildError| {
        vec![Diagnostic::error(0..0, format!("internal error: {e}"))]
    };
    for (program, name) in layout.programs().iter().zip(program_names(layout)) {
        let pes: Vec<i64> = program
            .pes
            .iter()
            .flat_map(|(x, y)| [i64::from(*x), i64::from(*y)])
            .collect();
        let first = &layout.tiles[&program.pes[0]];
        let mut op =
            tanto_dialects::fabric::program(context, at(&first.span), &name, &program.file, &pes)
                .map_err(internal)?;
        let params: Vec<(Identifier<'c>, Attribute<'c>)> = program
            .params
            .iter()
            .map(|(name, value)| (Identifier::new(context, name), attribute(context, value)))
            .collect();
        op.set_attribute("params", DictionaryAttribute::new(context, &params).into());
        module.body().append_operation(op);
    }
    for ((pe, color), route) in &layout.routes {
        for op in route_ops(context, files, *pe, *color, route)? {
            module.body().append_operation(op);
        }
    }
    for export in &layout.exports {
        let op = tanto_dialects::fabric::export(
            context,
            Location::unknown(context),
            &export.name,
            &export.ty.to_string(),
            export.mutable,
        )
        .map_err(internal)?;
        module.body().append_operation(op);
    }
    let mut op = module.as_operation_mut();
    op.set_attribute(
        "fabric.rectangle",
        DenseI64ArrayAttribute::new(
            context,
            &[i64::from(layout.width), i64::from(layout.height)],
        )
        .into(),
    );
    op.set_attribute("tanto.arch", StringAttribute::new(context, arch).into());
    // The memcpy library's streaming colors, by name.
    let streams: Vec<(Identifier<'c>, Attribute<'c>)> = layout
        .streams
        .iter()
        .map(|(name, color)| {
            (
                Identifier::new(context, name),
                IntegerAttribute::new(IntegerType::new(context, 64).into(), i64::from(*color))
                    .into(),
            )
        })
        .collect();
    if !streams.is_empty() {
        op.set_attribute(
            "fabric.memcpy_streams",
            DictionaryAttribute::new(context, &streams).into(),
        );
    }
    Ok(module)
}

/// The `fabric.route` of `color` at `pe`, and its `fabric.switch` and
/// `fabric.filter` when the config has them, located in `files`.
pub fn route_ops<'c>(
    context: &'c Context,
    files: &SourceFiles,
    pe: super::layout::Pe,
    color: u16,
    route: &super::layout::Route,
) -> Result<Vec<melior::ir::Operation<'c>>, Vec<Diagnostic>> {
    use super::layout::{Filter, SwitchPosition};
    let names = |set: &std::collections::BTreeSet<super::value::Direction>| {
        // Printed in the fabric's order: north, south, east, west, ramp.
        set.iter().map(|d| d.name()).collect::<Vec<_>>().join(",")
    };
    let internal = |e: tanto_dialects::BuildError| {
        vec![Diagnostic::error(0..0, format!("internal error: {e}"))]
    };
    let (file, line, column) = files.position(route.span.start);
    let location = Location::new(context, file, line, column);
    let (x, y, color) = (i64::from(pe.0), i64::from(pe.1), i64::from(color));
    let mut ops = vec![tanto_dialects::fabric::route(
        context,
        location,
        x,
        y,
        color,
        &names(&route.rx),
        &names(&route.tx),
        route.color_swap_x,
        route.color_swap_y,
    )
    .map_err(internal)?];
    if let Some(switches) = &route.switches {
        let positions: Vec<String> = switches
            .positions
            .iter()
            .map(|position| match position {
                None => String::new(),
                Some(SwitchPosition::Rx(from)) => format!("rx={}", from.name()),
                Some(SwitchPosition::Tx(to)) => format!("tx={}", names(to)),
            })
            .collect();
        ops.push(
            tanto_dialects::fabric::switch(
                context,
                location,
                x,
                y,
                color,
                &positions.join(";"),
                i64::from(switches.current),
                switches.ring_mode,
                switches.pop_mode,
            )
            .map_err(internal)?,
        );
    }
    match &route.filter {
        Some(Filter::Range(filter)) => ops.push(
            tanto_dialects::fabric::filter(
                context,
                location,
                x,
                y,
                color,
                i64::from(filter.min_index),
                i64::from(filter.max_index),
            )
            .map_err(internal)?,
        ),
        Some(Filter::Counter(filter)) => ops.push(
            tanto_dialects::fabric::counter_filter(
                context,
                location,
                x,
                y,
                color,
                filter.sparse,
                filter.count_data,
                filter.count_control,
                i64::from(filter.init_counter),
                filter.limit1.map_or(-1, i64::from),
                filter.limit2.map_or(-1, i64::from),
                i64::from(filter.max_counter),
                filter.filter_control,
            )
            .map_err(internal)?,
        ),
        None => {}
    }
    Ok(ops)
}

/// The programs' names, in [`Layout::programs`] order: the file's stem and
/// the program's number.
pub fn program_names(layout: &Layout) -> Vec<String> {
    layout
        .programs()
        .iter()
        .enumerate()
        .map(|(k, program)| {
            let file = program.file.rsplit('/').next().unwrap_or(&program.file);
            format!(
                "{}_{k}",
                crate::source::c_identifier(file.strip_suffix(".csl").unwrap_or(file))
            )
        })
        .collect()
}

/// A comptime value as an attribute: numbers of their type, strings,
/// structs as dictionaries (tuples as arrays); other values by their text.
fn attribute<'c>(context: &'c Context, value: &Value) -> Attribute<'c> {
    match value {
        Value::Int { ty: Some(t), value } => {
            let ty: Type<'c> = if t.signed {
                IntegerType::new(context, u32::from(t.bits)).into()
            } else {
                IntegerType::unsigned(context, u32::from(t.bits)).into()
            };
            IntegerAttribute::new(ty, *value as i64).into()
        }
        Value::Int { ty: None, value } => {
            IntegerAttribute::new(IntegerType::new(context, 64).into(), *value as i64).into()
        }
        Value::Float { ty, value } => {
            let ty = match ty {
                Some(FloatType::F16) => Type::float16(context),
                Some(FloatType::F32) => Type::float32(context),
                None => Type::float64(context),
            };
            FloatAttribute::new(context, ty, *value).into()
        }
        Value::Bool(b) => {
            IntegerAttribute::new(IntegerType::new(context, 1).into(), i64::from(*b)).into()
        }
        Value::Str(s) => StringAttribute::new(context, &String::from_utf8_lossy(s)).into(),
        Value::Struct(fields) if fields.iter().all(|(n, _)| n.is_some()) => {
            let entries: Vec<(Identifier<'c>, Attribute<'c>)> = fields
                .iter()
                .filter_map(|(n, v)| {
                    Some((
                        Identifier::new(context, n.as_deref()?),
                        attribute(context, v),
                    ))
                })
                .collect();
            DictionaryAttribute::new(context, &entries).into()
        }
        Value::Struct(fields) => {
            let items: Vec<Attribute<'c>> =
                fields.iter().map(|(_, v)| attribute(context, v)).collect();
            ArrayAttribute::new(context, &items).into()
        }
        Value::Array { elements, .. } => {
            let items: Vec<Attribute<'c>> =
                elements.iter().map(|v| attribute(context, v)).collect();
            ArrayAttribute::new(context, &items).into()
        }
        other => StringAttribute::new(context, &other.to_string()).into(),
    }
}
