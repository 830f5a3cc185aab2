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
    /// `.switches`: the positions control wavelets switch the route to.
    pub switches: Option<Switches>,
    /// `.filter`: which wavelets reach the CE.
    pub filter: Option<Filter>,
    /// WSE-2's color swap: what leaves east or west (`x`), north or south
    /// (`y`), leaves as the color with its lowest bit flipped.
    pub color_swap_x: bool,
    pub color_swap_y: bool,
    pub span: Span,
}

impl Route {
    /// Whether the route, or one of its switch positions, receives from `d`.
    pub fn may_receive_from(&self, d: Direction) -> bool {
        self.rx.contains(&d)
            || self
                .positions()
                .any(|p| matches!(p, SwitchPosition::Rx(from) if *from == d))
    }

    /// Whether the route, or one of its switch positions, sends to `d`.
    pub fn may_send_to(&self, d: Direction) -> bool {
        self.tx.contains(&d)
            || self
                .positions()
                .any(|p| matches!(p, SwitchPosition::Tx(to) if to.contains(&d)))
    }

    fn positions(&self) -> impl Iterator<Item = &SwitchPosition> {
        self.switches
            .iter()
            .flat_map(|s| s.positions.iter().flatten())
    }
}

/// What one switch position changes: the direction received from, or the
/// directions sent to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SwitchPosition {
    Rx(Direction),
    Tx(BTreeSet<Direction>),
}

/// A color config's `.switches`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Switches {
    /// `.pos1` ... `.pos3`; `None` is invalid (the default).
    pub positions: [Option<SwitchPosition>; 3],
    /// `.current_switch_pos`.
    pub current: u8,
    pub ring_mode: bool,
    /// `no_pop` (the default), `always_pop` or `pop_on_advance`.
    pub pop_mode: &'static str,
}

/// A color config's `.filter`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Filter {
    Range(RangeFilter),
    Counter(CounterFilter),
}

/// A `.filter` of kind counter or sparse_counter (csl-builtins, "Filter
/// Configuration Semantics"): an active counter of the wavelets it counts,
/// up to `limit1` (inclusive) and back to 0; a wavelet passes while the
/// counter is at most `max_counter`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct CounterFilter {
    /// `sparse_counter`: `limit2` replaces `limit1` once, then the filter
    /// stops filtering the next time the counter reaches `limit1`.
    pub sparse: bool,
    pub count_data: bool,
    pub count_control: bool,
    pub init_counter: u16,
    /// None when not given (a sparse counter without it filters nothing).
    pub limit1: Option<u16>,
    pub limit2: Option<u16>,
    pub max_counter: u16,
    /// Only control wavelets that arrive with the counter at
    /// `max_counter` pass; every other wavelet is rejected.
    pub filter_control: bool,
}

/// A color config's `.filter` of kind range: `.min_idx ..= .max_idx`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RangeFilter {
    pub min_index: u16,
    pub max_index: u16,
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
    if let Value::Struct(fields) = config {
        for (name, _) in fields {
            match name.as_deref() {
                Some("routes" | "switches" | "filter") => {}
                // Teardown mode waits for <tile_config>'s runtime API,
                // which is not modelled: refused rather than ignored.
                Some("teardown") => return Err(error(
                    config_span,
                    "a color config's `.teardown` is not supported: teardown mode is not modelled",
                )),
                Some(other) => {
                    return Err(error(
                        config_span,
                        format!(
                        "a color config has `.routes`, `.switches` and `.filter`, not `.{other}`"
                    ),
                    ))
                }
                None => {
                    return Err(error(
                        config_span,
                        "a color config's fields are named: `.routes = ...`",
                    ))
                }
            }
        }
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
        switches: config
            .field("switches")
            .map(|s| switches_of(s, config_span))
            .transpose()?,
        filter: config
            .field("filter")
            .map(|f| filter_of(f, config_span))
            .transpose()?,
        color_swap_x: swap("color_swap_x")?,
        color_swap_y: swap("color_swap_y")?,
        span: at.clone(),
    })
}

/// The named fields of a config struct `what`, located at `span`.
fn named_fields<'v>(value: &'v Value, what: &str, span: &Span) -> Eval<Vec<(&'v str, &'v Value)>> {
    let Value::Struct(fields) = value else {
        return Err(error(span, format!("{what} is a struct, not {value}")));
    };
    fields
        .iter()
        .map(|(name, value)| match name {
            Some(name) => Ok((name.as_str(), value)),
            None => Err(error(span, format!("the fields of {what} are named"))),
        })
        .collect()
}

/// The one field of a `.{ .name = true }` enum-like struct.
fn flag_name<'v>(value: &'v Value, what: &str, span: &Span) -> Eval<&'v str> {
    match named_fields(value, what, span)?[..] {
        [(name, Value::Bool(true))] => Ok(name),
        _ => Err(error(
            span,
            format!("{what} is one field set to true, `.{{ .name = true }}`"),
        )),
    }
}

/// A direction set of a switch position: one direction or a struct of them.
fn position_directions(value: &Value, span: &Span) -> Eval<BTreeSet<Direction>> {
    let items: Vec<&Value> = match value {
        Value::Struct(items) => items.iter().map(|(_, v)| v).collect(),
        single => vec![single],
    };
    let mut set = BTreeSet::new();
    for item in items {
        let Value::Direction(d) = item else {
            return Err(error(
                span,
                format!("a switch position lists directions, not {item}"),
            ));
        };
        if !set.insert(*d) {
            return Err(error(
                span,
                format!("a switch position names {} twice", d.name().to_uppercase()),
            ));
        }
    }
    Ok(set)
}

/// `.switches = .{ .pos1 = .{ .tx = WEST }, ..., .current_switch_pos = 1,
/// .ring_mode = true, .pop_mode = .{ .pop_on_advance = true } }`.
fn switches_of(value: &Value, span: &Span) -> Eval<Switches> {
    let mut switches = Switches {
        positions: [None, None, None],
        current: 0,
        ring_mode: false,
        pop_mode: "no_pop",
    };
    for (name, field) in named_fields(value, "`.switches`", span)? {
        match name {
            "pos1" | "pos2" | "pos3" => {
                let index = usize::from(name.as_bytes()[3] - b'1');
                let position = match named_fields(field, &format!("`.{name}`"), span)?[..] {
                    [("invalid", Value::Bool(true))] => None,
                    [("rx", from)] => {
                        let set = position_directions(from, span)?;
                        match set.iter().collect::<Vec<_>>()[..] {
                            [only] => Some(SwitchPosition::Rx(*only)),
                            _ => {
                                return Err(error(
                                    span,
                                    format!("`.{name}.rx` is one direction: a switch position receives from one"),
                                ))
                            }
                        }
                    }
                    [("tx", to)] => Some(SwitchPosition::Tx(position_directions(to, span)?)),
                    _ => {
                        return Err(error(
                            span,
                            format!("`.{name}` is one of `.{{ .rx = D }}`, `.{{ .tx = D }}` and `.{{ .invalid = true }}`"),
                        ))
                    }
                };
                switches.positions[index] = position;
            }
            "current_switch_pos" => match field {
                Value::Int { value, .. } if (0..=3).contains(value) => {
                    switches.current = *value as u8
                }
                other => {
                    return Err(error(
                        span,
                        format!("`.current_switch_pos` is 0 to 3, not {other}"),
                    ))
                }
            },
            "ring_mode" => match field {
                Value::Bool(ring) => switches.ring_mode = *ring,
                other => {
                    return Err(error(
                        span,
                        format!("`.ring_mode` is a bool, not {other}"),
                    ))
                }
            },
            "pop_mode" => {
                switches.pop_mode = match flag_name(field, "`.pop_mode`", span)? {
                    "no_pop" => "no_pop",
                    "always_pop" => "always_pop",
                    "pop_on_advance" => "pop_on_advance",
                    other => {
                        return Err(error(
                            span,
                            format!("`.pop_mode` is no_pop, always_pop or pop_on_advance, not `{other}`"),
                        ))
                    }
                }
            }
            other => {
                return Err(error(
                    span,
                    format!("`.switches` has pos1, pos2, pos3, current_switch_pos, ring_mode and pop_mode, not `.{other}`"),
                ))
            }
        }
    }
    let current = usize::from(switches.current);
    if current > 0 && switches.positions[current - 1].is_none() {
        return Err(error(
            span,
            format!(
                "`.current_switch_pos` is {current}, but `.pos{current}` is not given (invalid)"
            ),
        ));
    }
    Ok(switches)
}

/// `.filter = .{ .kind = .{ .range = true }, .min_idx = a, .max_idx = b }`,
/// or of kind counter or sparse_counter with their fields.
fn filter_of(value: &Value, span: &Span) -> Eval<Filter> {
    let fields = named_fields(value, "`.filter`", span)?;
    let Some((_, kind)) = fields.iter().find(|(name, _)| *name == "kind") else {
        return Err(error(
            span,
            "`.filter` names its kind: `.kind = .{ .range = true }`",
        ));
    };
    match flag_name(kind, "`.filter.kind`", span)? {
        "range" => {}
        kind @ ("counter" | "sparse_counter") => {
            return counter_filter_of(&fields, kind == "sparse_counter", span).map(Filter::Counter)
        }
        other => {
            return Err(error(
                span,
                format!("a filter's kind is counter, sparse_counter or range, not `{other}`"),
            ))
        }
    }
    let mut range = (0u16, 0u16);
    for (name, field) in fields {
        let slot = match name {
            "kind" => continue,
            "min_idx" => &mut range.0,
            "max_idx" => &mut range.1,
            other => {
                return Err(error(
                    span,
                    format!("a range filter has `.min_idx` and `.max_idx`, not `.{other}`"),
                ))
            }
        };
        match field {
            Value::Int { value, .. } if (0..=0xffff).contains(value) => *slot = *value as u16,
            other => {
                return Err(error(
                    span,
                    format!("`.{name}` is an index from 0 to 65535, not {other}"),
                ))
            }
        }
    }
    if range.0 > range.1 {
        return Err(error(
            span,
            format!(
                "the filter passes no index: `.min_idx` {} is above `.max_idx` {}",
                range.0, range.1
            ),
        ));
    }
    Ok(Filter::Range(RangeFilter {
        min_index: range.0,
        max_index: range.1,
    }))
}

/// The fields of a counter (or sparse counter) filter; each kind takes its
/// own (csl-builtins lists them), others are located errors.
fn counter_filter_of(fields: &[(&str, &Value)], sparse: bool, span: &Span) -> Eval<CounterFilter> {
    let kind = if sparse { "sparse_counter" } else { "counter" };
    let mut filter = CounterFilter {
        sparse,
        ..CounterFilter::default()
    };
    for &(name, field) in fields {
        let flag = |field: &Value| match field {
            Value::Bool(b) => Ok(*b),
            other => Err(error(
                span,
                format!("`.{name}` of a filter is a bool, not {other}"),
            )),
        };
        let count = |field: &Value| match field {
            Value::Int { value, .. } if (0..=0xffff).contains(value) => Ok(*value as u16),
            other => Err(error(
                span,
                format!("`.{name}` of a filter is a count from 0 to 65535, not {other}"),
            )),
        };
        match (name, sparse) {
            ("kind", _) => {}
            ("count_data", _) => filter.count_data = flag(field)?,
            ("count_control", _) => filter.count_control = flag(field)?,
            ("init_counter", _) => filter.init_counter = count(field)?,
            ("limit1", _) => filter.limit1 = Some(count(field)?),
            ("max_counter", _) => filter.max_counter = count(field)?,
            ("limit2", true) => filter.limit2 = Some(count(field)?),
            ("filter_control", false) => filter.filter_control = flag(field)?,
            (other, _) => {
                let legal = if sparse {
                    "`.count_data`, `.count_control`, `.init_counter`, `.limit1`, `.limit2` and `.max_counter`"
                } else {
                    "`.count_data`, `.count_control`, `.init_counter`, `.limit1`, `.max_counter` and `.filter_control`"
                };
                return Err(error(
                    span,
                    format!("a {kind} filter has {legal}, not `.{other}`"),
                ));
            }
        }
    }
    Ok(filter)
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
