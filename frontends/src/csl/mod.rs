//! The CSL frontend (docs/frontends/csl.md): Cerebras CSL programs, a
//! layout file and the PE programs it places. [`parser`] reads a file into
//! the typed [`ast`] with located syntax errors; [`limits`] keeps
//! everything recursive within bounds; [`eval`] runs comptime code and
//! [`layout`] the layout block, into the PEs' programs.

pub mod ast;
pub mod builtins;
pub mod eval;
pub mod layout;
pub mod limits;
pub mod parser;
pub mod value;

#[cfg(test)]
mod tests;
