//! PTO targets: the architectures whose instruction pages the PTO frontend
//! and the pto dialect's verifier check against (`--pto-arch`,
//! `pto.target_arch`). The rules themselves are the dialect's
//! (dialects/src/pto/arch.rs).

/// A PTO target: A2/A3 (Ascend 910B/C) or A5.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PtoTarget {
    #[default]
    A2A3,
    A5,
}

impl PtoTarget {
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
