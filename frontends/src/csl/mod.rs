//! The CSL frontend (docs/frontends/csl.md): Cerebras CSL programs, a
//! layout file and the PE programs it places. [`parser`] reads a file into
//! the typed [`ast`] with located syntax errors; [`limits`] keeps
//! everything recursive within bounds.

pub mod ast;
pub mod limits;
pub mod parser;

#[cfg(test)]
mod tests;
