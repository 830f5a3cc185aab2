//! A kernel's role (Tanto spec 2.2): what a kernel function's `tanto.role`
//! attribute holds.

/// Read and write kernels move data (dataflow); compute kernels do the math.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Role {
    Read,
    Write,
    Compute,
}

impl Role {
    pub const ALL: [Role; 3] = [Role::Read, Role::Write, Role::Compute];

    /// The spelling of the `tanto.role` attribute and of `--mode`.
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Read => "read",
            Role::Write => "write",
            Role::Compute => "compute",
        }
    }

    /// The inverse of [`Role::as_str`].
    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|role| role.as_str() == text)
    }

    /// Read and write kernels are the dataflow kernels.
    pub fn is_dataflow(self) -> bool {
        matches!(self, Role::Read | Role::Write)
    }

    /// The role as messages name it: `read (dataflow)`, `compute`.
    pub fn describe(self) -> &'static str {
        match self {
            Role::Read => "read (dataflow)",
            Role::Write => "write (dataflow)",
            Role::Compute => "compute",
        }
    }
}

impl std::fmt::Display for Role {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::Role;

    #[test]
    fn spellings_round_trip_and_describe() {
        for role in Role::ALL {
            assert_eq!(Role::parse(role.as_str()), Some(role));
        }
        assert_eq!(Role::parse("Read"), None);
        assert_eq!(Role::Read.describe(), "read (dataflow)");
        assert_eq!(Role::Write.describe(), "write (dataflow)");
        assert_eq!(Role::Compute.describe(), "compute");
        assert!(Role::Write.is_dataflow() && !Role::Compute.is_dataflow());
    }
}
