//! The functions a PE program can run: its tasks, its exported functions
//! and what they call, as lowered (a call in a branch that a comptime
//! condition drops is no call). The route check counts a color's use only
//! in these, so a send in a function that this PE's program never calls
//! (`if (pe_id == 0) send() else recv();`) asks no route of this PE. Nor
//! does a data task of a host stream: the host streams to the PEs it
//! chooses (cslc checks no route either; a PE fed without one faults when
//! it sends).

use super::super::ast::{File, Item};
use std::collections::{BTreeMap, BTreeSet};

/// `roots` and every function reachable from them over `calls`
/// (caller, callee). The tasks of `host_fed` (data tasks of the host's
/// streams, which the host may feed on some PEs only) are no roots.
pub(super) fn reachable(
    file: &File,
    exported: impl IntoIterator<Item = String>,
    calls: &BTreeSet<(String, String)>,
    host_fed: &BTreeSet<String>,
) -> BTreeSet<String> {
    let mut callees: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for (caller, callee) in calls {
        callees.entry(caller).or_default().push(callee);
    }
    let mut seen: BTreeSet<String> = BTreeSet::new();
    let mut stack: Vec<String> = file
        .items
        .iter()
        .filter_map(|item| match item {
            Item::Fn(f) if (f.task && !host_fed.contains(&f.name.text)) || f.qualifiers.export => {
                Some(f.name.text.clone())
            }
            _ => None,
        })
        .chain(exported)
        .collect();
    while let Some(name) = stack.pop() {
        if !seen.insert(name.clone()) {
            continue;
        }
        for callee in callees.get(name.as_str()).into_iter().flatten() {
            if !seen.contains(*callee) {
                stack.push(callee.to_string());
            }
        }
    }
    seen
}
