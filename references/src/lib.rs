//! Reference results of the test programs, to check what the compiled
//! kernels compute on the simulator (`tanto-run`).
//!
//! Every reference is derived from the kernel sources of its program
//! (`test/Programs/<p>/Inputs/*.cpp`, `examples/pto/talloc_up_down.pto`)
//! and the specifications (the device API spec's math object, section 3.6;
//! `docs/dialects/tile.md`; `docs/abi.md`; the PTO ISA pages). It shares no
//! code with the simulator and does not depend on it: the math here is
//! plain loops over the buffers, so a bug in the simulator's math engine
//! cannot cancel out.
//!
//! # Conventions
//!
//! A reference is a pure function from the program's input globals to its
//! output globals, each an array of f32 values in element order (for
//! bf16/f16/int buffers: values representable in that type; inputs are
//! rounded into their type first, a no-op for host-rounded inputs). It
//! computes exactly (f64) what the kernels compute and rounds once into the
//! output's element type ([`ElementType::round`]: round to nearest even for
//! floats, saturating round to nearest for integers). Elements a program
//! leaves undefined are NaN and are not compared.
//!
//! Global buffers holding matrices are tile-major ([`tile`]): tile (i, j)
//! of a matrix `tiles_wide` tiles wide at element (i * tiles_wide + j) *
//! 1024, each tile 32 x 32 row-major.
//!
//! # The programs
//!
//! | program | inputs | output | computes |
//! |---|---|---|---|
//! | [`eltwise_binary`](eltwise) | `a`, `b`: 262144 bf16 | `c` | `a OP b` elementwise, OP by op code (param 0): 0 add, 1 sub, 2 mul |
//! | [`matmul`](mod@matmul) | `a`: 2x4 tiles, `b`: 4x3 tiles, bf16 | `c`: 2x3 tiles | the 64 x 96 product over K = 128 |
//! | [`row_mean`](reduce) | `x`: 4x8 tiles f32 | `means`: 4 tiles | row means (1/256 scaler) in column 0 of tile r for rows 32 r .. 32 r + 31; the rest undefined |
//! | [`block_multicast`](multicast) | `b`: 8 tiles bf16 | `out`: 32 tiles | `b` four times, one copy per core |
//! | [`table_replay`](local) | `table`: 4 tiles int32 | `result`: 12 tiles | `exp` of the table, three times |
//! | [`talloc_up_down`](pto) | `acc`: 128 x 128 f32 | `out`: 128 x 512 | `acc` four times side by side, plus 3.14f32 |
//!
//! # Tolerances
//!
//! An element passes when `|actual - expected| <= abs + rel * scale`
//! ([`Tolerance`], [`compare`]), `scale` being the magnitude the element's
//! rounding errors are proportional to ([`Expected::error_scale`]):
//!
//! - eltwise_binary: `rel` 2^-7 of `|c|`, one bf16 ulp: the exact result
//!   rounded once, or through f32 first, lands at most one ulp apart.
//! - matmul: `rel` 2^-7 of `|c| + SUM_j |P_j| + SUM_k |T_k| + 2^-8 SUM |a b|`
//!   (P_j the partial sums after j K tiles, T_k the tile products): bounds
//!   both a single final bf16 rounding of an f32 accumulation and the
//!   spec's bf16 slot rounded after every K tile (derivation at
//!   [`matmul::TOLERANCE`]).
//! - row_mean: `rel` 2^-15 of the row's mean magnitude: 256 f32 additions
//!   in any order.
//! - block_multicast: exact (copies).
//! - table_replay: `abs` 1 (rounding or truncating exp to an integer) and
//!   `rel` 2^-21 (an f32 exp).
//! - talloc_up_down: `rel` 2^-23, one f32 ulp of a single f32 addition.
//!
//! The floating-point tolerances also allow an absolute error of the
//! smallest normal f32, for simulators that flush subnormals.
//!
//! The `tanto-reference` binary runs a reference on .npy files and compares
//! simulator outputs with it.
#![forbid(unsafe_code)]

mod buffer;
pub mod corpus;
mod element;
pub mod eltwise;
mod error;
pub mod local;
pub mod matmul;
pub mod multicast;
pub mod npy;
mod program;
pub mod pto;
pub mod reduce;
pub mod tile;
mod tolerance;

pub use buffer::{Arrays, Buffer};
pub use element::{round_to, ElementType};
pub use error::ReferenceError;
pub use program::{tolerance, Program};
pub use tolerance::{compare, Comparison, Expected, Tolerance, Violation};
