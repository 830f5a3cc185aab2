//! The named verifier rules that definition files attach to ops (`rules =
//! ["name", ...]`), and the parameter rules of our types. Each rule is
//! declared once, with its documentation, in `rules.toml`; build.rs refuses
//! a definition naming an undeclared rule and generates [`Rule`], whose
//! `check` calls the rule's function `<family>::<name>`.

mod fabric;
mod pto_comm;
mod pto_data;
mod pto_memory;
mod pto_shape;
mod tanto;
mod type_params;
mod zta;

pub use fabric::{FABRIC_DIRECTIONS, FABRIC_DSD_CLASSES, FABRIC_LOG_FORMATS};
pub use tanto::core_range_problems;
pub(crate) use type_params::type_problems;

use crate::{
    finding::Finding,
    pto,
    spec::{DialectDef, OpDef, RuleTable},
    types::{self, named_value},
};
use melior::ir::{
    operation::OperationLike,
    r#type::{IntegerType, TypeLike},
    Location, OperationRef, Type, Value, ValueLike,
};
use std::sync::LazyLock;

include!(concat!(env!("OUT_DIR"), "/rules.rs"));

/// The rule table's text.
pub const TABLE_TEXT: &str = include_str!("../rules.toml");

/// The rule table, for checking definitions loaded at run time (build.rs
/// checked ours).
pub fn table() -> &'static RuleTable {
    static TABLE: LazyLock<RuleTable> = LazyLock::new(|| {
        RuleTable::parse(TABLE_TEXT)
            .unwrap_or_else(|e| panic!("internal error: bad rules.toml: {e}"))
    });
    &TABLE
}

/// What a rule's function is given: the op and its definition.
#[derive(Clone, Copy)]
pub(crate) struct RuleInput<'c, 'a> {
    pub op: OperationRef<'c, 'a>,
    /// The op's fully qualified name.
    pub name: &'a str,
    pub dialect: &'a DialectDef,
    pub def: &'a OpDef,
}

/// A note pointing at another place in the IR.
type Note<'c> = (Location<'c>, String);

/// What a rule's function returns: no problem, one or several problems, or
/// one problem with notes.
pub(crate) trait Outcome<'c> {
    fn problems(self) -> Vec<(String, Vec<Note<'c>>)>;
}

impl<'c> Outcome<'c> for Option<String> {
    fn problems(self) -> Vec<(String, Vec<Note<'c>>)> {
        self.into_iter().map(|m| (m, Vec::new())).collect()
    }
}

impl<'c> Outcome<'c> for Vec<String> {
    fn problems(self) -> Vec<(String, Vec<Note<'c>>)> {
        self.into_iter().map(|m| (m, Vec::new())).collect()
    }
}

impl<'c> Outcome<'c> for Option<(String, Vec<Note<'c>>)> {
    fn problems(self) -> Vec<(String, Vec<Note<'c>>)> {
        self.into_iter().collect()
    }
}

impl<'c> RuleInput<'c, '_> {
    /// The findings of a rule's outcome, located at the op.
    fn findings(&self, outcome: impl Outcome<'c>) -> Vec<Finding<Location<'c>>> {
        let location = self.op.location();
        outcome
            .problems()
            .into_iter()
            .map(|(message, notes)| Finding {
                notes,
                ..Finding::error(location, format!("'{}' op {message}", self.name))
            })
            .collect()
    }
}

fn is_type(r#type: Type, name: &str) -> bool {
    types::is_dynamic(r#type, "pto", name)
}

/// The tile operands and the tile result or destination of an op, by name.
fn tile_values<'c, 'a>(op: OperationRef<'c, 'a>, def: &OpDef) -> Vec<(String, Type<'c>)> {
    // A scratch tile is not data: the shape rules leave it alone.
    def.operands
        .iter()
        .filter(|d| d.role != Some(crate::spec::OperandRole::Scratch))
        .chain(&def.results)
        .filter_map(|d| Some((d.name.clone(), named_value(op, def, &d.name)?.r#type())))
        .filter(|(_, t)| is_type(*t, "tile") || is_type(*t, "buf"))
        .collect()
}

/// The destination: the dst buffer (level 2) or the result (level 1).
fn destination<'c>(op: OperationRef<'c, '_>, def: &OpDef) -> Option<Type<'c>> {
    Some(
        named_value(op, def, "dst")
            .or_else(|| named_value(op, def, "result"))?
            .r#type(),
    )
}

/// The parameters of a tile or buf type, kind aside.
fn tile_params(r#type: Type) -> Option<(pto::TileLoc, Type, [i64; 4], pto::Layout)> {
    let (loc, element, rows, cols, vrows, vcols, layout) =
        if let Some(t) = pto::TileType::cast(r#type) {
            (
                t.loc()?,
                t.element()?,
                t.rows()?,
                t.cols()?,
                t.valid_rows()?,
                t.valid_cols()?,
                t.layout()?,
            )
        } else {
            let t = pto::BufType::cast(r#type)?;
            (
                t.loc()?,
                t.element()?,
                t.rows()?,
                t.cols()?,
                t.valid_rows()?,
                t.valid_cols()?,
                t.layout()?,
            )
        };
    Some((loc, element, [rows, cols, vrows, vcols], layout))
}

/// The destination buffers' names of a two-destination instruction.
fn destination_names(def: &OpDef) -> [&'static str; 2] {
    if def.operands.iter().any(|v| v.name == "dst_idx") {
        ["dst", "dst_idx"]
    } else {
        ["dst0", "dst1"]
    }
}

/// The two destinations of a two-destination instruction: its buffers
/// (level 2) or its two results (level 1).
fn two_destinations<'c>(op: OperationRef<'c, '_>, def: &OpDef) -> Option<[Type<'c>; 2]> {
    let buffers: Vec<Type> = destination_names(def)
        .iter()
        .filter_map(|name| named_value(op, def, name).map(|v| v.r#type()))
        .collect();
    let types: Vec<Type> = if buffers.is_empty() {
        op.results().map(|r| r.r#type()).collect()
    } else {
        buffers
    };
    <[Type; 2]>::try_from(types).ok()
}

/// An element type's name without a sign prefix (`si32` is `i32`).
fn element_name(element: Type) -> String {
    element.to_string().replace("si", "i")
}

/// A mask tile: 8-bit elements, one bit per compared element (LSB first),
/// `ceil(C / 8)` bytes for each row of C elements.
fn is_mask_element(element: Type) -> bool {
    element.to_string().ends_with("i8")
}

/// A constant valid dimension outside 0..=`bound` (the tile's static
/// rows or columns); a run-time one is checked when it is set.
fn valid_beyond(value: Value, bound: i64, what: &str) -> Option<String> {
    let valid = types::constant_int(value)?;
    (!(0..=bound).contains(&valid))
        .then(|| format!("{valid} valid {what} do not fit the buffer's {bound} static {what}"))
}

/// Whether two tile types are of one kind (both level 1 tiles or both
/// level 2 buffers).
fn same_kind(a: Type, b: Type) -> bool {
    pto::TileType::cast(a).is_some() == pto::TileType::cast(b).is_some()
}

/// Size in bytes of an integer or float element type.
pub fn element_bytes(r#type: Type) -> Option<u64> {
    // A failed melior conversion prints the type for its error (an
    // `AsmState` each time, for every bf16 transfer): check the kind first.
    if let Some(integer) = r#type
        .is_integer()
        .then(|| IntegerType::try_from(r#type).ok())
        .flatten()
    {
        return Some(u64::from(integer.width()).div_ceil(8));
    }
    r#type
        .is_float()
        .then(|| u64::from(r#type.float_width()).div_ceil(8))
}
