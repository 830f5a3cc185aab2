//! How far a simulated result may lie from a reference, and the comparison.
//!
//! An element passes when `|actual - expected| <= abs + rel * scale`, where
//! `scale` is the magnitude the element's rounding errors are proportional
//! to: `|expected|` for one rounding of an exact result, a larger sum of
//! magnitudes where the kernels accumulate (matmul, row_mean). A NaN expected
//! value marks an element the program leaves undefined: it is not compared.

/// The allowed deviation, element by element: `abs + rel * scale`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tolerance {
    pub abs: f64,
    pub rel: f64,
}

/// The reference values of one output and, per element, the magnitude the
/// relative tolerance multiplies.
#[derive(Clone, Debug, PartialEq)]
pub struct Expected {
    /// The output's elements; NaN where the program leaves them undefined.
    pub values: Vec<f32>,
    pub error_scale: Vec<f64>,
}

impl Expected {
    /// Values whose only error is their own rounding: the scale is `|value|`.
    pub fn with_own_scale(values: Vec<f32>) -> Self {
        let error_scale = values.iter().map(|value| f64::from(value.abs())).collect();
        Self {
            values,
            error_scale,
        }
    }
}

/// An element outside the tolerance.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Violation {
    pub index: usize,
    pub expected: f32,
    pub actual: f32,
    pub allowed: f64,
}

/// The errors of one output over its defined elements.
#[derive(Clone, Debug, PartialEq)]
pub struct Comparison {
    pub compared: usize,
    pub max_abs_error: f64,
    /// Largest `|actual - expected| / |expected|` (infinite when a zero was
    /// expected and something else came).
    pub max_rel_error: f64,
    pub violations: usize,
    pub first_violation: Option<Violation>,
}

impl Comparison {
    pub fn passed(&self) -> bool {
        self.violations == 0
    }
}

/// Compares `actual` with `expected` element by element. The lengths must
/// agree: `Err((actual, expected))` otherwise.
pub fn compare(
    expected: &Expected,
    actual: &[f32],
    tolerance: Tolerance,
) -> Result<Comparison, (usize, usize)> {
    if actual.len() != expected.values.len() || expected.error_scale.len() != expected.values.len()
    {
        return Err((actual.len(), expected.values.len()));
    }
    let mut comparison = Comparison {
        compared: 0,
        max_abs_error: 0.0,
        max_rel_error: 0.0,
        violations: 0,
        first_violation: None,
    };
    for (index, ((&want, &got), &scale)) in expected
        .values
        .iter()
        .zip(actual)
        .zip(&expected.error_scale)
        .enumerate()
    {
        if want.is_nan() {
            continue;
        }
        comparison.compared += 1;
        // Equal infinities have no finite difference; anything against NaN
        // differs infinitely.
        let error = if want == got {
            0.0
        } else {
            let difference = (f64::from(got) - f64::from(want)).abs();
            if difference.is_nan() {
                f64::INFINITY
            } else {
                difference
            }
        };
        let rel_error = if error == 0.0 {
            0.0
        } else {
            error / f64::from(want.abs())
        };
        comparison.max_abs_error = comparison.max_abs_error.max(error);
        comparison.max_rel_error = comparison.max_rel_error.max(rel_error);
        // `rel * scale` is NaN for a zero `rel` on an infinite scale.
        let scaled = tolerance.rel * scale;
        let allowed = tolerance.abs + if scaled.is_nan() { 0.0 } else { scaled };
        let within = error <= allowed;
        if !within {
            comparison.violations += 1;
            comparison.first_violation.get_or_insert(Violation {
                index,
                expected: want,
                actual: got,
                allowed,
            });
        }
    }
    Ok(comparison)
}

#[cfg(test)]
mod tests {
    use super::*;

    const TOLERANCE: Tolerance = Tolerance {
        abs: 0.0,
        rel: 0.01,
    };

    #[test]
    fn within_relative_tolerance_passes() {
        let expected = Expected::with_own_scale(vec![100.0, -2.0, 0.0]);
        let comparison = compare(&expected, &[100.5, -2.01, 0.0], TOLERANCE).unwrap();
        assert!(comparison.passed());
        assert_eq!(comparison.compared, 3);
        assert_eq!(comparison.max_abs_error, 0.5);
    }

    #[test]
    fn the_first_violation_is_reported() {
        let expected = Expected::with_own_scale(vec![1.0, 2.0, 3.0]);
        let comparison = compare(&expected, &[1.0, 2.5, 4.0], TOLERANCE).unwrap();
        assert_eq!(comparison.violations, 2);
        assert_eq!(comparison.first_violation.unwrap().index, 1);
        assert_eq!(comparison.max_rel_error, 1.0 / 3.0);
    }

    #[test]
    fn undefined_elements_are_skipped_and_nan_results_fail() {
        let expected = Expected::with_own_scale(vec![f32::NAN, 1.0]);
        let comparison = compare(&expected, &[123.0, f32::NAN], TOLERANCE).unwrap();
        assert_eq!(comparison.compared, 1);
        assert_eq!(comparison.violations, 1);
        assert_eq!(comparison.max_abs_error, f64::INFINITY);
    }

    #[test]
    fn equal_infinities_pass_and_nonzero_against_zero_is_infinitely_relative() {
        let expected = Expected::with_own_scale(vec![f32::INFINITY, 0.0]);
        let loose = Tolerance { abs: 1.0, rel: 0.0 };
        let comparison = compare(&expected, &[f32::INFINITY, 0.5], loose).unwrap();
        assert!(comparison.passed());
        assert_eq!(comparison.max_rel_error, f64::INFINITY);
    }

    #[test]
    fn lengths_must_agree() {
        let expected = Expected::with_own_scale(vec![1.0, 2.0]);
        assert_eq!(compare(&expected, &[1.0], TOLERANCE), Err((1, 2)));
    }
}
