//! The functions a PE program can run: its tasks, its exported functions
//! and what they call, as lowered (a call in a branch that a comptime
//! condition drops is no call). The route check counts a color's use only
//! in these, so a send in a function that this PE's program never calls
//! (`if (pe_id == 0) send() else recv();`) asks no route of this PE.
//! Tasks fed by the host (`host_fed`) are no roots: whether they run on a
//! PE is the host's choice; nor is a local task that nothing running
//! activates (a sender's receive task, bound on every PE of a program).

use std::collections::{BTreeMap, BTreeSet};

/// The functions that run on a PE: the exported ones, the data and
/// control tasks (but those `host_fed`), the local tasks activated at
/// comptime (`activated`), and, to a fixpoint, what these call and the
/// local tasks they activate (`activations`, (function, task ID)). `tasks`
/// are the bindings (task, kind, ID).
pub(super) fn reachable(
    exported: impl IntoIterator<Item = String>,
    tasks: &[(String, &'static str, u16)],
    host_fed: &BTreeSet<String>,
    activated: &BTreeSet<u16>,
    activations: &BTreeSet<(String, u16)>,
    calls: &BTreeSet<(String, String)>,
) -> BTreeSet<String> {
    let mut edges: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    for (caller, callee) in calls {
        edges.entry(caller).or_default().push(callee.clone());
    }
    let local_task = |id: u16| {
        tasks
            .iter()
            .find(|(_, kind, bound)| *kind == "local" && *bound == id)
            .map(|(task, ..)| task.clone())
    };
    for (function, id) in activations {
        if let Some(task) = local_task(*id) {
            edges.entry(function).or_default().push(task);
        }
    }
    let mut stack: Vec<String> = exported.into_iter().collect();
    for (task, kind, id) in tasks {
        let root = match *kind {
            "local" => activated.contains(id),
            _ => !host_fed.contains(task),
        };
        if root {
            stack.push(task.clone());
        }
    }
    let mut seen: BTreeSet<String> = BTreeSet::new();
    while let Some(name) = stack.pop() {
        if !seen.insert(name.clone()) {
            continue;
        }
        for next in edges.get(name.as_str()).into_iter().flatten() {
            if !seen.contains(next) {
                stack.push(next.clone());
            }
        }
    }
    seen
}
