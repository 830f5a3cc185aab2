//! Named arrays in and out of a reference, and the buffers a program declares.

use std::collections::BTreeMap;

use crate::{ElementType, ReferenceError};

/// Arrays by buffer name, each the buffer's elements in order (f32 values).
pub type Arrays = BTreeMap<String, Vec<f32>>;

/// A global buffer of a program: what a reference reads or produces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Buffer {
    pub name: &'static str,
    pub element: ElementType,
    pub elements: usize,
}

/// The declared inputs, in declaration order, as f64 after rounding into
/// their element types: a no-op for host-rounded inputs, and what DRAM would
/// hold for any other.
pub(crate) fn checked_inputs<const N: usize>(
    program: &'static str,
    declared: &'static [Buffer; N],
    inputs: &Arrays,
) -> Result<[Vec<f64>; N], ReferenceError> {
    if let Some(unknown) = inputs
        .keys()
        .find(|name| !declared.iter().any(|buffer| buffer.name == *name))
    {
        return Err(ReferenceError::UnknownInput {
            program,
            name: unknown.clone(),
            known: names(declared),
        });
    }
    let mut checked: [Vec<f64>; N] = std::array::from_fn(|_| Vec::new());
    for (slot, buffer) in checked.iter_mut().zip(declared) {
        let values = inputs
            .get(buffer.name)
            .ok_or(ReferenceError::MissingInput {
                program,
                name: buffer.name,
            })?;
        if values.len() != buffer.elements {
            return Err(ReferenceError::WrongInputSize {
                program,
                name: buffer.name,
                actual: values.len(),
                expected: buffer.elements,
            });
        }
        *slot = values
            .iter()
            .map(|&x| f64::from(buffer.element.round(x.into())))
            .collect();
    }
    Ok(checked)
}

/// `a, b, c`: buffer names for messages.
pub(crate) fn names(buffers: &[Buffer]) -> String {
    buffers
        .iter()
        .map(|buffer| buffer.name)
        .collect::<Vec<_>>()
        .join(", ")
}
