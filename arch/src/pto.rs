//! PTO targets: the architectures whose instruction pages the PTO frontend
//! and the pto dialect's verifier check against (`--pto-arch`,
//! `pto.target_arch`). The rules themselves are the dialect's
//! (dialects/src/pto/arch.rs).

use crate::target::{Compute, Cost, Family, Region, Target};

/// A PTO target: A2/A3 (Ascend 910B/C) or A5.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PtoTarget {
    #[default]
    A2A3,
    A5,
}

impl PtoTarget {
    pub const ALL: [PtoTarget; 2] = [PtoTarget::A2A3, PtoTarget::A5];

    /// `a2a3` (also `a2`, `a3`) or `a5`, in any case.
    pub fn parse(text: &str) -> Option<Self> {
        match text.to_ascii_lowercase().as_str() {
            "a2a3" | "a2" | "a3" => Some(Self::A2A3),
            "a5" => Some(Self::A5),
            _ => None,
        }
    }

    /// The spelling of `--pto-arch` and of messages.
    pub fn name(self) -> &'static str {
        match self {
            Self::A2A3 => "a2a3",
            Self::A5 => "a5",
        }
    }
}

/// An instruction set, not a machine: a PTO kernel's tiles are placed in the
/// L1 of the `--arch` target it runs on and costed by that target's math
/// table, so the memory map and the costs are empty.
impl Target for PtoTarget {
    fn name(&self) -> &str {
        PtoTarget::name(*self)
    }

    fn description(&self) -> String {
        match self {
            Self::A2A3 => "PTO instructions of Ascend A2/A3 (910B/C)".into(),
            Self::A5 => "PTO instructions of Ascend A5".into(),
        }
    }

    fn family(&self) -> Family {
        Family::Pto
    }

    fn memory_map(&self) -> Vec<Region> {
        Vec::new()
    }

    fn compute(&self) -> Compute {
        Compute::SingleCore
    }

    fn costs(&self) -> Vec<Cost> {
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::PtoTarget;

    #[test]
    fn names_parse_back() {
        for target in [PtoTarget::A2A3, PtoTarget::A5] {
            assert_eq!(PtoTarget::parse(target.name()), Some(target));
        }
        assert_eq!(PtoTarget::parse("A3"), Some(PtoTarget::A2A3));
        assert_eq!(PtoTarget::parse("a6"), None);
    }
}
