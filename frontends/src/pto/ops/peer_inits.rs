//! PTOAS's peer groups of explicit pipes (PTOResolveReservedBuffers): an
//! init whose local buffer comes from `pto.reserve_buffer` (its owner) or
//! `pto.import_reserved_buffer` (the peer's) belongs to the logical pipe
//! (owner function, buffer name, direction), which needs exactly one init
//! in the owner and one in its peer. The module is the unit checked.

use crate::diagnostic::Diagnostic;
use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;

/// A logical pipe: the owner of the reserved buffer, its name, direction.
type PeerKey = (String, String, i64);

/// An init: its function, where it is, its written flag_base.
type PeerInit = (String, Range<usize>, Option<i64>);

#[derive(Debug, Default)]
pub struct PeerInits {
    /// The inits of each logical pipe: (function, span, written flag_base).
    inits: BTreeMap<PeerKey, Vec<PeerInit>>,
    /// The functions taking part: the inits' and the buffer's owner.
    participants: BTreeMap<PeerKey, BTreeSet<String>>,
}

impl PeerInits {
    /// An init in `function` whose local buffer is `owner`'s `buffer`.
    pub fn record(
        &mut self,
        function: &str,
        (owner, buffer, dir): (&str, &str, i64),
        at: &Range<usize>,
        flag_base: Option<i64>,
    ) {
        let key = (owner.to_string(), buffer.to_string(), dir);
        let init = (function.to_string(), at.clone(), flag_base);
        self.inits.entry(key.clone()).or_default().push(init);
        let participants = self.participants.entry(key).or_default();
        participants.insert(function.to_string());
        participants.insert(owner.to_string());
    }

    /// The logical pipes without a complete pair of inits, or whose two
    /// inits do not agree on the flag.
    pub fn check(&self) -> Vec<Diagnostic> {
        let mut errors = Vec::new();
        for (key, inits) in &self.inits {
            let functions: BTreeSet<&String> = inits.iter().map(|(f, ..)| f).collect();
            let participants = self.participants.get(key).map_or(0, BTreeSet::len);
            let (owner, buffer, _) = key;
            let [(_, first, first_flag), (_, second, second_flag)] = inits.as_slice() else {
                errors.extend(
                    inits
                        .first()
                        .map(|(_, at, _)| incomplete(owner, buffer, at)),
                );
                continue;
            };
            if functions.len() != 2 || participants != 2 {
                errors.push(incomplete(owner, buffer, first));
                continue;
            }
            // PTOAS gives both sides the flag one side writes; Tanto has
            // made each side's FIFO by then, so both must write it alike
            // (an unwritten one is 0).
            let (a, b) = (first_flag.unwrap_or(0), second_flag.unwrap_or(0));
            if a != b {
                let message = if first_flag.is_some() && second_flag.is_some() {
                    "conflicting explicit flag_base across peer pipe inits".to_string()
                } else {
                    format!("the peer pipe inits of `{buffer}` take flag_base {a} and {b}: write the same `flag_base` on both (Tanto does not carry one side's to the other)")
                };
                errors.push(
                    Diagnostic::error(second.clone(), message)
                        .with_note(first.clone(), "the peer init is here"),
                );
            }
        }
        errors
    }
}

fn incomplete(owner: &str, buffer: &str, at: &Range<usize>) -> Diagnostic {
    Diagnostic::error(
        at.clone(),
        format!("a pipe whose local buffer is `{buffer}` (reserved by @{owner}) needs a complete peer init pair: one init in @{owner} and one in the function importing the buffer"),
    )
}
