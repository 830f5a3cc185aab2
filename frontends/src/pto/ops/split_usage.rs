//! Split usage of the implicit pipes: PTOAS's rule that a logical pipe's
//! pushes, pops and frees all split their tile (`split = 1` or `2`) or none
//! does (`split = 0`), across the cube and vector kernels that share it, and
//! that an initialiser's explicit `nosplit` agrees with them. The peer
//! kernels of a module share their implicit pipes, so the module is the
//! unit checked.

use crate::diagnostic::Diagnostic;
use std::ops::Range;

type Span = Range<usize>;

/// What a module's implicit pipes were declared and used with.
#[derive(Debug, Default)]
pub struct SplitUsage {
    /// The first user without a split, and the first with one.
    no_split: Option<Span>,
    split: Option<(Span, &'static str)>,
    /// Each initialiser's explicit `nosplit = true|false`.
    declared: Vec<(bool, Span)>,
}

impl SplitUsage {
    /// A push, pop or free with `split` (`no_split`, `up_down`, `left_right`).
    pub fn used(&mut self, split: &'static str, at: &Span) {
        if split == "no_split" {
            self.no_split.get_or_insert_with(|| at.clone());
        } else {
            self.split.get_or_insert_with(|| (at.clone(), split));
        }
    }

    /// An initialiser's `nosplit = <value>` entry.
    pub fn declared(&mut self, nosplit: bool, at: &Span) {
        self.declared.push((nosplit, at.clone()));
    }

    /// The violations, once every kernel of the module is read.
    pub fn check(&self) -> Vec<Diagnostic> {
        let split_name = |axis: &str| {
            if axis == "up_down" {
                "split = 1"
            } else {
                "split = 2"
            }
        };
        let mut found = Vec::new();
        if let (Some(none), Some((some, axis))) = (&self.no_split, &self.split) {
            let (later, earlier, later_text, earlier_text) = if none.start > some.start {
                (none, some, "split = 0", split_name(axis))
            } else {
                (some, none, split_name(axis), "split = 0")
            };
            found.push(
                Diagnostic::error(
                    later.clone(),
                    format!("`{later_text}` on the implicit pipes, which `{earlier_text}` uses too: one logical pipe's users all split their tiles or none does"),
                )
                .with_note(earlier.clone(), format!("`{earlier_text}` here")),
            );
            return found;
        }
        let usage = match (&self.no_split, &self.split) {
            (Some(at), None) => Some((true, at.clone(), "split = 0")),
            (None, Some((at, axis))) => Some((false, at.clone(), split_name(axis))),
            _ => None,
        };
        if let (Some(first), Some(rest)) = (self.declared.first(), self.declared.get(1..)) {
            if let Some((other, at)) = rest.iter().find(|(n, _)| *n != first.0) {
                found.push(
                    Diagnostic::error(
                        at.clone(),
                        format!("`nosplit = {other}` conflicts with `nosplit = {}` on the peer kernel's pipe", first.0),
                    )
                    .with_note(first.1.clone(), "declared here"),
                );
            }
        }
        if let Some((nosplit, used_at, text)) = usage {
            for (declared, at) in &self.declared {
                if *declared != nosplit {
                    found.push(
                        Diagnostic::error(
                            at.clone(),
                            format!("`nosplit = {declared}` conflicts with the pipe's users, which use `{text}`"),
                        )
                        .with_note(used_at.clone(), format!("`{text}` here")),
                    );
                }
            }
        }
        found
    }
}
