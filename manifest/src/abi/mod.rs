//! The parts of the runtime ABI (docs/abi.md) that both the code the
//! compiler emits and the host that runs it must agree on, written once:
//! the layout of a pipe's control block in L1, and ([`math`], generated
//! from `abi.toml`) the math engine's functions and data-format codes.

pub mod math;

/// A pipe's control block, at the pipe's L1 address; its tiles follow.
pub mod pipe {
    /// Bytes of the control block, before the ring of tiles.
    pub const CONTROL_BYTES: u32 = 32;
    /// Tiles pushed in all, written by the producer (polled by the consumer).
    pub const PUSHED: u32 = 0;
    /// Tiles popped in all, written by the consumer (polled by the producer).
    pub const POPPED: u32 = 4;
    /// The ring's size in tiles, written by the host.
    pub const CAPACITY: u32 = 8;
    /// The next tile of the write frame `pack` fills (the compute kernel's).
    pub const PACK_CURSOR: u32 = 16;

    /// The word holding the frame size (tiles) of the kernel of each role on
    /// the core: as in the reference toolchain, a frame size belongs to a
    /// kernel, not to the pipe (a producer may push frames of one tile that
    /// its consumer waits for four at a time). The host writes the pipe's
    /// declared frame size into all three; `set_frame` changes its kernel's.
    pub const fn frame_word(role: Role) -> u32 {
        match role {
            Role::Read => 12,
            Role::Write => 20,
            Role::Compute => 24,
        }
    }

    /// The frame words, in [`Role`] order.
    pub const FRAME_WORDS: [u32; 3] = [
        frame_word(Role::Read),
        frame_word(Role::Write),
        frame_word(Role::Compute),
    ];

    /// A kernel's role: a core runs at most one kernel of each.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub enum Role {
        Read,
        Write,
        Compute,
    }

    impl Role {
        /// From the spelling of `tanto.role` and the manifest.
        pub fn parse(name: &str) -> Option<Role> {
            match name {
                "read" => Some(Role::Read),
                "write" => Some(Role::Write),
                "compute" => Some(Role::Compute),
                _ => None,
            }
        }

        pub fn name(self) -> &'static str {
            match self {
                Role::Read => "read",
                Role::Write => "write",
                Role::Compute => "compute",
            }
        }
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn words_are_distinct_aligned_and_inside_the_block() {
            let mut words = vec![PUSHED, POPPED, CAPACITY, PACK_CURSOR];
            words.extend(FRAME_WORDS);
            let count = words.len();
            words.sort_unstable();
            words.dedup();
            assert_eq!(words.len(), count);
            assert!(words.iter().all(|w| w % 4 == 0 && w + 4 <= CONTROL_BYTES));
        }
    }
}
