//! `eltwise_binary` (test/Programs/eltwise): c = a OP b, element by element.
//!
//! The reader streams frames of two tiles of `a` and `b` from a runtime
//! `start` per core, the math kernel applies `op_code` (param 0) to tile i of
//! both frames into slot i (spec 3.6.2.3: `dst[h, w] = src0[h, w] OP
//! src1[h, w]`) and packs the slots in order, the writer stores the frame at
//! the same position of `c`. Sixteen cores of 8 frames x 2 tiles cover the
//! 262144 elements once (when the host gives each core its own `start`), so
//! `c[i] = a[i] OP b[i]` for every i, whatever the partition. The math type
//! is bfloat16: one exact operation, one rounding into bf16.

use std::collections::BTreeMap;

use crate::buffer::checked_inputs;
use crate::{Arrays, Buffer, ElementType, ReferenceError, Tolerance};

pub const NAME: &str = "eltwise_binary";

const ELEMENTS: usize = 262_144;

pub const INPUTS: &[Buffer; 2] = &[
    Buffer {
        name: "a",
        element: ElementType::BFloat16,
        elements: ELEMENTS,
    },
    Buffer {
        name: "b",
        element: ElementType::BFloat16,
        elements: ELEMENTS,
    },
];

pub const OUTPUTS: &[Buffer; 1] = &[Buffer {
    name: "c",
    element: ElementType::BFloat16,
    elements: ELEMENTS,
}];

/// One bf16 rounding of an exact result: a simulator that rounds the exact
/// sum, or an f32 result of it (double rounding), lands on the same or the
/// neighbouring bf16 value, at most one unit in the last place apart, and a
/// bf16 ulp is at most 2^-7 of the value. The absolute part, the smallest
/// normal, lets a simulator flush subnormal results to zero.
pub const TOLERANCE: Tolerance = Tolerance {
    abs: f32::MIN_POSITIVE as f64,
    rel: 1.0 / 128.0,
};

/// The math kernel's operator, by its op code (param 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    Add,
    Sub,
    Mul,
}

impl BinaryOp {
    pub fn from_code(op_code: u32) -> Result<Self, ReferenceError> {
        match op_code {
            0 => Ok(Self::Add),
            1 => Ok(Self::Sub),
            2 => Ok(Self::Mul),
            _ => Err(ReferenceError::UnknownOpCode(op_code)),
        }
    }

    /// Exact for bf16 operands except for sums whose exponents differ by
    /// more than f64 holds, where the f64 rounding is far below bf16's.
    fn apply(self, x: f64, y: f64) -> f64 {
        match self {
            Self::Add => x + y,
            Self::Sub => x - y,
            Self::Mul => x * y,
        }
    }
}

/// `c` for inputs `a` and `b` under `op_code` (0 add, 1 sub, 2 mul).
pub fn run(op_code: u32, inputs: &Arrays) -> Result<Arrays, ReferenceError> {
    let [a, b] = checked_inputs(NAME, INPUTS, inputs)?;
    let c = elementwise(op_code, &a, &b, ElementType::BFloat16)?;
    Ok(BTreeMap::from([(OUTPUTS[0].name.to_owned(), c)]))
}

/// `a OP b` element by element, each result rounded once into `element`:
/// the eltwise program's result for any size, partition and element type
/// (the differential tests generate such programs).
pub fn elementwise(
    op_code: u32,
    a: &[f64],
    b: &[f64],
    element: ElementType,
) -> Result<Vec<f32>, ReferenceError> {
    let op = BinaryOp::from_code(op_code)?;
    Ok(a.iter()
        .zip(b)
        .map(|(&x, &y)| element.round(op.apply(x, y)))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inputs(a_head: &[f32], b_head: &[f32]) -> Arrays {
        let padded = |head: &[f32]| {
            let mut values = vec![0.0; ELEMENTS];
            values[..head.len()].copy_from_slice(head);
            values
        };
        BTreeMap::from([
            ("a".to_owned(), padded(a_head)),
            ("b".to_owned(), padded(b_head)),
        ])
    }

    fn head(outputs: &Arrays, len: usize) -> Vec<f32> {
        outputs["c"][..len].to_vec()
    }

    #[test]
    fn add_sub_mul_by_hand() {
        let inputs = inputs(&[1.0, 2.5, -3.0, 0.5], &[2.0, 0.25, 3.0, -8.0]);
        assert_eq!(head(&run(0, &inputs).unwrap(), 4), [3.0, 2.75, 0.0, -7.5]);
        assert_eq!(head(&run(1, &inputs).unwrap(), 4), [-1.0, 2.25, -6.0, 8.5]);
        assert_eq!(head(&run(2, &inputs).unwrap(), 4), [2.0, 0.625, -9.0, -4.0]);
    }

    #[test]
    fn results_round_to_bf16_nearest_even() {
        // 1 + 2^-8 is the midpoint between 1 and 1 + 2^-7: ties to 1.
        // 1 + 2^-7 + 2^-8 ties to the even 1 + 2^-6.
        // 1.5 * (1 + 2^-7) = 1.51171875 needs 9 bits: ties to even 1.515625.
        let tiny = 2f32.powi(-8);
        let inputs = inputs(
            &[1.0, 1.0 + 2.0 * tiny, 1.5],
            &[tiny, tiny, 1.0 + 2.0 * tiny],
        );
        let sums = run(0, &inputs).unwrap();
        assert_eq!(head(&sums, 2), [1.0, 1.0 + 4.0 * tiny]);
        assert_eq!(run(2, &inputs).unwrap()["c"][2], 1.515_625);
    }

    #[test]
    fn the_rest_of_the_buffer_is_computed_too() {
        let mut inputs = inputs(&[], &[]);
        inputs.get_mut("a").unwrap()[ELEMENTS - 1] = 4.0;
        inputs.get_mut("b").unwrap()[ELEMENTS - 1] = 0.5;
        assert_eq!(run(2, &inputs).unwrap()["c"][ELEMENTS - 1], 2.0);
    }

    #[test]
    fn unknown_op_code_and_bad_inputs_are_errors() {
        let good = inputs(&[], &[]);
        assert_eq!(run(3, &good), Err(ReferenceError::UnknownOpCode(3)));
        let mut short = good.clone();
        short.get_mut("b").unwrap().pop();
        assert!(matches!(
            run(0, &short),
            Err(ReferenceError::WrongInputSize { name: "b", .. })
        ));
        let mut missing = good.clone();
        missing.remove("a");
        assert!(matches!(
            run(0, &missing),
            Err(ReferenceError::MissingInput { name: "a", .. })
        ));
        let mut extra = good;
        extra.insert("x".to_owned(), vec![]);
        assert!(matches!(
            run(0, &extra),
            Err(ReferenceError::UnknownInput { .. })
        ));
    }
}
