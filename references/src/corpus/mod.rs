//! References of the kernel corpus (`test/Programs/corpus/<dir>/program.toml`):
//! production-style kernels in device programs, each program checked on the
//! simulator against an entry here by its `name`.
//!
//! The same rules as the other references hold: plain f64 loops over the
//! inputs, written from the kernel sources and the device API spec, sharing
//! no code with the simulator. Each entry states its tolerance and why.

mod data;
mod nn;

use crate::{Arrays, Buffer, ElementType, Expected, ReferenceError, Tolerance};
use std::collections::BTreeMap;

/// The reference of one corpus program.
pub struct Entry {
    /// The `name` of its program.toml.
    pub name: &'static str,
    /// The expected outputs (NaN where the program leaves an element
    /// undefined), by output global, from the inputs by input global.
    pub run: fn(&Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError>,
    pub tolerance: Tolerance,
}

/// Every corpus reference.
pub fn all() -> impl Iterator<Item = &'static Entry> {
    nn::PROGRAMS.iter().chain(data::PROGRAMS)
}

/// The reference of the corpus program `name`.
pub fn find(name: &str) -> Option<&'static Entry> {
    all().find(|entry| entry.name == name)
}

/// A buffer declaration, for `checked_inputs`.
const fn buffer(name: &'static str, element: ElementType, elements: usize) -> Buffer {
    Buffer {
        name,
        element,
        elements,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique() {
        let mut names: Vec<&str> = all().map(|e| e.name).collect();
        let count = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), count);
    }
}
