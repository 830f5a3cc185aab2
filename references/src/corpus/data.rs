//! Corpus references: data movement and reductions (reductions over each dim, transpose, concat, matmul with multicast, broadcast element-wise).

use super::Entry;

pub const PROGRAMS: &[Entry] = &[];
