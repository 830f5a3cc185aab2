//! The layout file: its `layout { }` block evaluated at comptime into the
//! PE rectangle, the code (file and params) of every PE, the routes of
//! every color and the names the host sees. PEs with the same file and
//! params share one program.

use super::ast::{Expr, ExprKind, File, Item, Name, Span};
use super::eval::builtins::Machine;
use super::eval::{error, Eval, Evaluator, Hooks, NoHooks};
use super::value::*;
use crate::diagnostic::Diagnostic;
use std::collections::{BTreeMap, BTreeSet};

/// Where PE (x, y) is: x grows east, y south, (0, 0) the north-west PE.
pub type Pe = (u16, u16);

#[derive(Debug, Clone, PartialEq)]
pub struct Tile {
    pub file: String,
    pub params: Vec<(String, Value)>,
    pub span: Span,
}

/// One color's route at one PE: the directions it is received from and
/// sent to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Route {
    pub rx: BTreeSet<Direction>,
    pub tx: BTreeSet<Direction>,
    /// WSE-2's color swap: what leaves east or west (`x`), north or south
    /// (`y`), leaves as the color with its lowest bit flipped.
    pub color_swap_x: bool,
    pub color_swap_y: bool,
    pub span: Span,
}

/// `@export_name(name, type, mutable)`.
#[derive(Debug, Clone, PartialEq)]
pub struct Export {
    pub name: String,
    pub ty: Type,
    pub mutable: bool,
}

/// The program of PEs that share a file and params.
#[derive(Debug, Clone, PartialEq)]
pub struct Program {
    pub file: String,
    pub params: Vec<(String, Value)>,
    pub pes: Vec<Pe>,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct Layout {
    pub width: u16,
    pub height: u16,
    pub tiles: BTreeMap<Pe, Tile>,
    pub routes: BTreeMap<(Pe, u16), Route>,
    pub exports: Vec<Export>,
    /// The memcpy library's streaming colors (`<memcpy/get_params>`'s
    /// `.MEMCPYH2D_1` ... `.MEMCPYD2H_4`): name and color.
    pub streams: Vec<(String, u16)>,
    /// PE files that ask `<layout>` where they run: each of their PEs is a
    /// program of its own, whose coordinates are known at comptime.
    pub per_pe_files: std::collections::BTreeSet<String>,
}

impl Layout {
    /// The distinct programs, in the order of their first PE (row-major).
    pub fn programs(&self) -> Vec<Program> {
        let mut programs: Vec<Program> = Vec::new();
        // By file and params (as text: values are compared as they print),
        // so that a wafer of PEs, one program per column, stays n log n.
        let mut index: BTreeMap<(&str, String, Option<Pe>), usize> = BTreeMap::new();
        let mut row_major: Vec<(&Pe, &Tile)> = self.tiles.iter().collect();
        row_major.sort_by_key(|((x, y), _)| (*y, *x));
        for (pe, tile) in row_major {
            let own = self.per_pe_files.contains(&tile.file).then_some(*pe);
            let key = (tile.file.as_str(), format!("{:?}", tile.params), own);
            match index.get(&key) {
                Some(&k) => programs[k].pes.push(*pe),
                None => {
                    index.insert(key, programs.len());
                    programs.push(Program {
                        file: tile.file.clone(),
                        params: tile.params.clone(),
                        pes: vec![*pe],
                    });
                }
            }
        }
        programs
    }
}

/// The layout builtins, collecting into a [`Layout`].
#[derive(Default)]
struct LayoutHooks {
    layout: Layout,
    rectangle: Option<Span>,
    /// The target's largest rectangle.
    max_rectangle: (u32, u32),
    /// WSE-3's routers swap no colors (the SDK supports it on WSE-2 only).
    no_color_swap: bool,
}

impl LayoutHooks {
    fn pe(&self, x: &(Value, Span), y: &(Value, Span)) -> Eval<Pe> {
        let (w, h) = (self.layout.width, self.layout.height);
        let coordinate = |v: &(Value, Span), size: u16, axis: &str| -> Eval<u16> {
            match v.0 {
                Value::Int { value, .. } if (0..i128::from(size)).contains(&value) => {
                    Ok(value as u16)
                }
                ref other => Err(error(
                    &v.1,
                    format!("{axis} {other} is outside the rectangle of {w} x {h} PEs"),
                )),
            }
        };
        if self.rectangle.is_none() {
            return Err(error(&x.1, "@set_rectangle comes before any PE is placed"));
        }
        Ok((coordinate(x, w, "x")?, coordinate(y, h, "y")?))
    }
}

impl Hooks for LayoutHooks {
    fn builtin(&mut self, name: &Name, args: &[(Value, Span)], at: &Span) -> Option<Eval<Value>> {
        let result = match name.text.as_str() {
            "set_rectangle" => self.set_rectangle(args, at),
            "set_tile_code" => self.set_tile_code(args, at),
            "set_color_config" => self.set_color_config(args, at),
            "export_name" => self.export_name(args, at),
            _ => return None,
        };
        Some(result.map(|()| Value::Void))
    }
}

impl LayoutHooks {
    fn set_rectangle(&mut self, args: &[(Value, Span)], at: &Span) -> Eval<()> {
        if self.rectangle.is_some() {
            return Err(error(at, "@set_rectangle is called once"));
        }
        let size = |v: &(Value, Span)| match v.0 {
            Value::Int { value, .. } if (1..=i128::from(u16::MAX)).contains(&value) => {
                Ok(value as u16)
            }
            ref other => Err(error(
                &v.1,
                format!("a rectangle side is a positive integer, not {other}"),
            )),
        };
        let [w, h] = args else {
            return Err(error(at, "@set_rectangle takes a width and a height"));
        };
        let (width, height) = (size(w)?, size(h)?);
        // Checked before anything per PE exists: the target's fabric.
        let (max_width, max_height) = self.max_rectangle;
        if u32::from(width) > max_width || u32::from(height) > max_height {
            return Err(error(
                at,
                format!(
                    "a {width} x {height} rectangle does not fit the target: its fabric has at most {max_width} x {max_height} PEs"
                ),
            ));
        }
        self.layout.width = width;
        self.layout.height = height;
        self.rectangle = Some(at.clone());
        Ok(())
    }

    fn set_tile_code(&mut self, args: &[(Value, Span)], at: &Span) -> Eval<()> {
        let (x, y, file, params) =
            match args {
                [x, y, (Value::Str(f), _)] => (x, y, f, Vec::new()),
                [x, y, (Value::Str(f), _), (Value::Struct(p), _)] => (x, y, f, p.clone()),
                _ => return Err(error(
                    at,
                    "@set_tile_code takes x, y, a file name and, optionally, a struct of params",
                )),
            };
        let pe = self.pe(x, y)?;
        let mut named = Vec::new();
        for (field, value) in params {
            let Some(field) = field else {
                return Err(error(
                    &args[3].1,
                    "a PE's params are named: `.{ .name = value }`",
                ));
            };
            named.push((field, value));
        }
        named.sort_by(|a, b| a.0.cmp(&b.0));
        let tile = Tile {
            file: String::from_utf8_lossy(file).into_owned(),
            params: named,
            span: at.clone(),
        };
        if let Some(previous) = self.layout.tiles.insert(pe, tile) {
            return Err(
                error(at, format!("PE ({}, {}) already has its code", pe.0, pe.1))
                    .with_note(previous.span, "given here"),
            );
        }
        Ok(())
    }

    fn set_color_config(&mut self, args: &[(Value, Span)], at: &Span) -> Eval<()> {
        let [x, y, (
            Value::Id {
                kind: IdKind::Color,
                id: color,
            },
            _,
        ), (config, config_span)] = args
        else {
            return Err(error(
                at,
                "@set_color_config takes x, y, a color and a config struct",
            ));
        };
        let pe = self.pe(x, y)?;
        let route = route_of(config, config_span, at)?;
        if self.no_color_swap && (route.color_swap_x || route.color_swap_y) {
            return Err(error(
                config_span,
                "color swap is WSE-2's: CSL supports no `.color_swap_x` or `.color_swap_y` on WSE-3",
            ));
        }
        if let Some(previous) = self.layout.routes.insert((pe, *color), route) {
            return Err(error(
                at,
                format!(
                    "color {color} at PE ({}, {}) is configured twice",
                    pe.0, pe.1
                ),
            )
            .with_note(previous.span, "first here"));
        }
        Ok(())
    }

    fn export_name(&mut self, args: &[(Value, Span)], at: &Span) -> Eval<()> {
        let (name, ty, mutable) = match args {
            [(Value::Str(n), _), (Value::Type(t), _)] => (n, t, false),
            [(Value::Str(n), _), (Value::Type(t), _), (Value::Bool(m), _)] => (n, t, *m),
            _ => {
                return Err(error(
                    at,
                    "@export_name takes a name, a type and, for data, whether it is mutable",
                ))
            }
        };
        if !matches!(ty, Type::Fn { .. }) && args.len() != 3 {
            return Err(error(
                at,
                "an exported data name says whether the host may write it: add `true` or `false`",
            ));
        }
        self.layout.exports.push(Export {
            name: String::from_utf8_lossy(name).into_owned(),
            ty: ty.clone(),
            mutable,
        });
        Ok(())
    }
}

/// Evaluates the layout file `file` with `params` (from the command line).
pub fn evaluate(
    file: &File,
    params: BTreeMap<String, Value>,
    machine: Machine,
) -> Result<Layout, Vec<Diagnostic>> {
    let _span = tracing::info_span!("csl-layout").entered();
    let blocks: Vec<_> = file
        .items
        .iter()
        .filter_map(|item| match item {
            Item::Layout(block) => Some(block),
            _ => None,
        })
        .collect();
    let block = match blocks[..] {
        [block] => block,
        [] => {
            return Err(vec![Diagnostic::error(
                0..0,
                "the file has no `layout { }` block: it is no layout file",
            )])
        }
        [_, second, ..] => {
            return Err(vec![Diagnostic::error(
                second.span.clone(),
                "a program has one `layout { }` block",
            )])
        }
    };
    let mut evaluator = Evaluator::new(file, params, machine);
    let mut hooks = LayoutHooks {
        max_rectangle: machine.max_rectangle,
        no_color_swap: machine.arch == super::eval::builtins::WseArch::Wse3,
        ..LayoutHooks::default()
    };
    evaluator.run(block, &mut hooks).map_err(|e| vec![e])?;
    let mut layout = hooks.layout;
    layout.streams = memcpy_streams(file, &mut evaluator).map_err(|e| vec![e])?;
    if hooks.rectangle.is_none() {
        return Err(vec![Diagnostic::error(
            block.span.clone(),
            "the layout sets no rectangle: call @set_rectangle(width, height)",
        )]);
    }
    let mut missing = Vec::new();
    for y in 0..layout.height {
        for x in 0..layout.width {
            if !layout.tiles.contains_key(&(x, y)) {
                missing.push(format!("({x}, {y})"));
            }
        }
    }
    if !missing.is_empty() {
        let shown: Vec<String> = missing.iter().take(8).cloned().collect();
        let more = if missing.len() > 8 {
            format!(" and {} more", missing.len() - 8)
        } else {
            String::new()
        };
        return Err(vec![Diagnostic::error(
            block.span.clone(),
            format!(
                "{} PEs have no code: {}{more}",
                missing.len(),
                shown.join(", ")
            ),
        )
        .with_help(
            "give every PE of the rectangle its code with @set_tile_code",
        )]);
    }
    Ok(layout)
}

/// A color config `.{ .routes = .{ .rx = .{WEST}, .tx = .{RAMP, EAST} } }`
/// as a route, located at `at`.
pub fn route_of(config: &Value, config_span: &Span, at: &Span) -> Eval<Route> {
    // A router filter drops or passes wavelets by their payload: not
    // modelled, so refusing it beats routing what it would drop.
    if config.field("filter").is_some() {
        return Err(error(
            config_span,
            "a color config's `.filter` is not supported: the router's filters are not modelled",
        ));
    }
    let Some(routes) = config.field("routes") else {
        return Err(error(
            config_span,
            "a color config has `.routes = .{ .rx = ..., .tx = ... }`",
        ));
    };
    // Color swapping (`.color_swap_x`, `.color_swap_y`): a wavelet sent
    // east or west (north or south) leaves with its color's lowest bit
    // flipped.
    let swap = |field: &str| -> Eval<bool> {
        match routes.field(field) {
            None => Ok(false),
            Some(Value::Bool(b)) => Ok(*b),
            Some(other) => Err(error(
                config_span,
                format!("`.{field}` is a bool, not {}", other.type_of()),
            )),
        }
    };
    let directions = |field: &str| -> Eval<BTreeSet<Direction>> {
        let mut set = BTreeSet::new();
        let items: Vec<&Value> = match routes.field(field) {
            None => Vec::new(),
            Some(Value::Struct(items)) => items.iter().map(|(_, v)| v).collect(),
            Some(single) => vec![single],
        };
        for item in items {
            let Value::Direction(d) = item else {
                return Err(error(
                    config_span,
                    format!("`.{field}` lists directions, not {item}"),
                ));
            };
            if !set.insert(*d) {
                return Err(error(
                    config_span,
                    format!("`.{field}` names {} twice", d.name().to_uppercase()),
                ));
            }
        }
        Ok(set)
    };
    Ok(Route {
        rx: directions("rx")?,
        tx: directions("tx")?,
        color_swap_x: swap("color_swap_x")?,
        color_swap_y: swap("color_swap_y")?,
        span: at.clone(),
    })
}

/// The streaming colors the layout gives the memcpy library: the fields
/// `MEMCPYH2D_k` / `MEMCPYD2H_k` (k = 1..4) of `<memcpy/get_params>`'s
/// import.
fn memcpy_streams(file: &File, evaluator: &mut Evaluator) -> Eval<Vec<(String, u16)>> {
    let mut streams = Vec::new();
    for item in &file.items {
        let Item::Decl(decl) = item else { continue };
        let imports_memcpy = matches!(
            &decl.init,
            Some(Expr { kind: ExprKind::Builtin { name, .. }, .. }) if name.text == "import_module"
        );
        if !imports_memcpy {
            continue;
        }
        let value = evaluator.global(&decl.name.text, &decl.name.span, &mut NoHooks)?;
        let Value::Module { name, bindings } = value else {
            continue;
        };
        if name != "<memcpy/get_params>" {
            continue;
        }
        for (field, value) in bindings {
            let Some(field) = field else { continue };
            if !super::eval::memcpy::is_stream(&field) {
                continue;
            }
            match value {
                Value::Id {
                    kind: IdKind::Color,
                    id,
                } => streams.push((field, id)),
                other => {
                    return Err(error(
                        &decl.span,
                        format!("the memcpy stream `.{field}` is a color, not {other}"),
                    ))
                }
            }
        }
    }
    Ok(streams)
}
