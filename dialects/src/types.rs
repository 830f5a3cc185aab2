//! Reading IRDL-defined (dynamic) types and attributes from Rust.

use crate::spec::{Arity, OpDef, ValueDef};
use melior::ir::{
    attribute::{
        AttributeLike, DenseI32ArrayAttribute, DenseI64ArrayAttribute, IntegerAttribute,
        StringAttribute, TypeAttribute,
    },
    operation::{OperationLike, OperationResult},
    Attribute, OperationRef, Type, Value, ValueLike,
};

/// `(dialect, name)` of an IRDL type, e.g. `("noc", "local")`.
pub fn dynamic_name(r#type: Type) -> Option<(String, String)> {
    crate::ir::dynamic_type_name(r#type)
}

pub fn is_dynamic(r#type: Type, dialect: &str, name: &str) -> bool {
    crate::ir::dynamic_type_is(r#type, dialect, name)
}

// melior's failed conversions print the attribute for their error (an
// `AsmState` each time): the helpers below check the kind first.
fn as_type(attribute: Attribute) -> Option<TypeAttribute> {
    attribute
        .is_type()
        .then(|| TypeAttribute::try_from(attribute).ok())
        .flatten()
}

fn as_integer(attribute: Attribute) -> Option<IntegerAttribute> {
    attribute
        .is_integer()
        .then(|| IntegerAttribute::try_from(attribute).ok())
        .flatten()
}

fn as_string(attribute: Attribute) -> Option<StringAttribute> {
    attribute
        .is_string()
        .then(|| StringAttribute::try_from(attribute).ok())
        .flatten()
}

fn as_i64_array(attribute: Attribute) -> Option<DenseI64ArrayAttribute> {
    attribute
        .is_dense_i64_array()
        .then(|| DenseI64ArrayAttribute::try_from(attribute).ok())
        .flatten()
}

/// Parameter `index` of an IRDL type.
pub fn param<'c>(r#type: Type<'c>, index: usize) -> Option<Attribute<'c>> {
    crate::ir::dynamic_type_param(r#type, index)
}

pub fn param_type<'c>(r#type: Type<'c>, index: usize) -> Option<Type<'c>> {
    as_type(param(r#type, index)?).map(|a| a.value())
}

pub fn param_int(r#type: Type, index: usize) -> Option<i64> {
    as_integer(param(r#type, index)?).map(|a| a.value())
}

pub fn param_string(r#type: Type, index: usize) -> Option<String> {
    as_string(param(r#type, index)?).map(|a| a.value().to_string())
}

pub fn param_shape(r#type: Type, index: usize) -> Option<Vec<i64>> {
    let array = as_i64_array(param(r#type, index)?)?;
    (0..array.len()).map(|i| array.element(i).ok()).collect()
}

/// The IR spelling of a shape parameter: `array<i64: 1, 2>`.
pub fn shape_text(shape: &[i64]) -> String {
    if shape.is_empty() {
        return "array<i64>".to_string();
    }
    let dims: Vec<String> = shape.iter().map(i64::to_string).collect();
    format!("array<i64: {}>", dims.join(", "))
}

pub fn string_attribute<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>, name: &str) -> Option<String> {
    as_string(op.attribute(name).ok()?).map(|a| a.value().to_string())
}

/// The element type `T` of a Tanto object type, a PTO tile or tensor, or a
/// scalar itself. Every dialect type with an element names its parameter
/// `element` in the definition files.
pub fn element_type<'c>(r#type: Type<'c>) -> Option<Type<'c>> {
    let Some((dialect, name)) = dynamic_name(r#type) else {
        return Some(r#type);
    };
    let def = crate::dialect(&dialect)?
        .types
        .iter()
        .find(|t| t.name == name)?;
    let index = def.params.iter().position(|p| p.name == "element")?;
    param_type(r#type, index)
}

pub fn int_attribute<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>, name: &str) -> Option<i64> {
    as_integer(op.attribute(name).ok()?).map(|a| a.value())
}

pub fn type_attribute<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>, name: &str) -> Option<Type<'c>> {
    as_type(op.attribute(name).ok()?).map(|a| a.value())
}

pub fn array_attribute<'c: 'a, 'a>(
    op: &impl OperationLike<'c, 'a>,
    name: &str,
) -> Option<Vec<i64>> {
    let array = as_i64_array(op.attribute(name).ok()?)?;
    (0..array.len()).map(|i| array.element(i).ok()).collect()
}

/// Attribute `name` of argument `index` of a `func.func` (from `arg_attrs`).
pub fn argument_attribute<'c: 'a, 'a>(
    function: &impl OperationLike<'c, 'a>,
    index: usize,
    name: &str,
) -> Option<Attribute<'c>> {
    let array = function
        .attribute("arg_attrs")
        .ok()
        .filter(|a| a.is_array())?;
    let array = melior::ir::attribute::ArrayAttribute::try_from(array).ok()?;
    let dictionary = array.element(index).ok().filter(|a| a.is_dictionary())?;
    let dictionary = melior::ir::attribute::DictionaryAttribute::try_from(dictionary).ok()?;
    dictionary.element_by_name(name)
}

pub fn argument_string<'c: 'a, 'a>(
    function: &impl OperationLike<'c, 'a>,
    index: usize,
    name: &str,
) -> Option<String> {
    as_string(argument_attribute(function, index, name)?).map(|a| a.value().to_string())
}

// Where an op's defined operands and results are among its actual values.

/// The operand or result called `name` of an op defined by `def`.
pub fn named_value<'c, 'a>(
    op: OperationRef<'c, 'a>,
    def: &OpDef,
    name: &str,
) -> Option<Value<'c, 'a>> {
    if let Some(index) = position(
        &def.operands,
        op.operand_count(),
        segment_sizes(op, "operandSegmentSizes"),
        name,
    ) {
        return op.operand(index).ok();
    }
    let index = position(
        &def.results,
        op.result_count(),
        segment_sizes(op, "resultSegmentSizes"),
        name,
    )?;
    op.result(index).ok().map(Into::into)
}

/// The `operandSegmentSizes` / `resultSegmentSizes` of an op, needed when it
/// has more than one optional or variadic group.
pub fn segment_sizes(op: OperationRef, attribute: &str) -> Option<Vec<usize>> {
    let sizes = DenseI32ArrayAttribute::try_from(op.attribute(attribute).ok()?).ok()?;
    (0..sizes.len())
        .map(|i| usize::try_from(sizes.element(i).ok()?).ok())
        .collect()
}

/// Which values of an op: its operands or its results.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    Operands,
    Results,
}

/// The actual indices of the `number`th defined operand (or result) of `op`,
/// an op of the definition `name`; None when `op` does not fit it. The
/// generated accessors of ops with several optional/variadic groups use it.
pub fn defined_range(
    op: OperationRef,
    name: &str,
    side: Side,
    number: usize,
) -> Option<std::ops::Range<usize>> {
    let (_, def) = crate::op_def(name)?;
    let (values, count, attribute) = match side {
        Side::Operands => (&def.operands, op.operand_count(), "operandSegmentSizes"),
        Side::Results => (&def.results, op.result_count(), "resultSegmentSizes"),
    };
    let mut ranges = value_ranges(values, count, segment_sizes(op, attribute))?;
    (number < ranges.len()).then(|| ranges.swap_remove(number))
}

/// The actual indices of each defined value among `count` actual values. With
/// at most one optional or variadic group the count fixes its size; with more,
/// the segment sizes do. None when the values do not fit the definition.
pub fn value_ranges(
    values: &[ValueDef],
    count: usize,
    segments: Option<Vec<usize>>,
) -> Option<Vec<std::ops::Range<usize>>> {
    let groups = values.iter().filter(|v| v.arity != Arity::Single).count();
    let sizes: Vec<usize> = if groups > 1 {
        let sizes = segments?;
        let fits = sizes.len() == values.len()
            && values.iter().zip(&sizes).all(|(v, n)| match v.arity {
                Arity::Single => *n == 1,
                Arity::Optional => *n <= 1,
                Arity::Variadic => true,
            });
        (fits && sizes.iter().sum::<usize>() == count).then_some(sizes)?
    } else {
        let required = values.len() - groups;
        let group_len = count.checked_sub(required)?;
        if values.iter().any(|v| v.arity == Arity::Optional) && group_len > 1
            || groups == 0 && group_len > 0
        {
            return None;
        }
        values
            .iter()
            .map(|v| {
                if v.arity == Arity::Single {
                    1
                } else {
                    group_len
                }
            })
            .collect()
    };
    let mut start = 0;
    Some(
        sizes
            .iter()
            .map(|n| {
                start += n;
                start - n..start
            })
            .collect(),
    )
}

/// Index of the single value `name` among `count` actual values. None when
/// absent.
fn position(
    values: &[ValueDef],
    count: usize,
    segments: Option<Vec<usize>>,
    name: &str,
) -> Option<usize> {
    let index = values.iter().position(|v| v.name == name)?;
    let range = value_ranges(values, count, segments)?.swap_remove(index);
    (range.len() == 1).then_some(range.start)
}

/// The integer value of an `arith.constant`, if `value` is one.
pub fn constant_int(value: Value) -> Option<i64> {
    // melior's failed conversions print the value or attribute for their
    // error (from the top of the module): check the kind first.
    if !value.is_operation_result() {
        return None;
    }
    let result = OperationResult::try_from(value).ok()?;
    let owner = result.owner();
    if owner.name().as_string_ref().as_str() != Ok("arith.constant") {
        return None;
    }
    let attribute = owner.attribute("value").ok().filter(|a| a.is_integer())?;
    IntegerAttribute::try_from(attribute)
        .ok()
        .map(|a| a.value())
}
