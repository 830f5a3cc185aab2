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

#[derive(Debug, Default)]
pub struct PeerInits {
    /// The inits of each logical pipe: (function, span).
    inits: BTreeMap<PeerKey, Vec<(String, Range<usize>)>>,
    /// The functions taking part: the inits' and the buffer's owner.
    participants: BTreeMap<PeerKey, BTreeSet<String>>,
}

impl PeerInits {
    /// An init in `function` whose local buffer is `owner`'s `buffer`.
    pub fn record(
        &mut self,
        function: &str,
        owner: &str,
        buffer: &str,
        dir: i64,
        at: &Range<usize>,
    ) {
        let key = (owner.to_string(), buffer.to_string(), dir);
        self.inits
            .entry(key.clone())
            .or_default()
            .push((function.to_string(), at.clone()));
        let participants = self.participants.entry(key).or_default();
        participants.insert(function.to_string());
        participants.insert(owner.to_string());
    }

    /// The logical pipes without a complete pair of inits.
    pub fn check(&self) -> Vec<Diagnostic> {
        let mut errors = Vec::new();
        for (key, inits) in &self.inits {
            let functions: BTreeSet<&String> = inits.iter().map(|(f, _)| f).collect();
            let participants = self.participants.get(key).map_or(0, BTreeSet::len);
            if inits.len() == 2 && functions.len() == 2 && participants == 2 {
                continue;
            }
            let (owner, buffer, _) = key;
            errors.push(Diagnostic::error(
                inits[0].1.clone(),
                format!("a pipe whose local buffer is `{buffer}` (reserved by @{owner}) needs a complete peer init pair: one init in @{owner} and one in the function importing the buffer"),
            ));
        }
        errors
    }
}
