//! Affine forms over opaque atoms: `pos + 1024` follows `pos` whatever `pos`
//! is at run time. Plain data; [`super::values::AffineForms`] builds them
//! from the IR.

use std::collections::BTreeMap;

/// `constant + Σ coefficient × atom`, in elements.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Affine {
    pub constant: i64,
    pub terms: BTreeMap<usize, i64>,
}

impl Affine {
    pub fn constant(value: i64) -> Self {
        Self {
            constant: value,
            terms: BTreeMap::new(),
        }
    }

    pub fn atom(atom: usize) -> Self {
        Self {
            constant: 0,
            terms: [(atom, 1)].into_iter().collect(),
        }
    }

    pub fn add(&self, other: &Affine) -> Affine {
        let mut terms = self.terms.clone();
        for (atom, coefficient) in &other.terms {
            *terms.entry(*atom).or_insert(0) += coefficient;
        }
        terms.retain(|_, c| *c != 0);
        Affine {
            constant: self.constant + other.constant,
            terms,
        }
    }

    pub fn scale(&self, factor: i64) -> Affine {
        let mut terms: BTreeMap<usize, i64> =
            self.terms.iter().map(|(a, c)| (*a, c * factor)).collect();
        terms.retain(|_, c| *c != 0);
        Affine {
            constant: self.constant * factor,
            terms,
        }
    }

    pub fn as_constant(&self) -> Option<i64> {
        self.terms.is_empty().then_some(self.constant)
    }

    /// `self - other` when it is a constant.
    pub fn distance(&self, other: &Affine) -> Option<i64> {
        self.add(&other.scale(-1)).as_constant()
    }

    /// Whether every value of the variable part is a multiple of `n`.
    pub fn variable_part_multiple_of(&self, n: i64) -> bool {
        self.terms.values().all(|c| c % n == 0)
    }
}
