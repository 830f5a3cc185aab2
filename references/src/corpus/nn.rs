//! Corpus references: network layers (conv2d via im2col, fully connected, group norm, pooling, softmax, layernorm).

use super::Entry;

pub const PROGRAMS: &[Entry] = &[];
