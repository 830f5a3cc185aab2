//! Calls between the functions of a PTO module: each call names a function
//! of the module, with its signature, and no function reaches itself
//! through calls (PTOAS refuses recursion: its kernels become C++ for a
//! core without a call stack to spare, and ours run on a fixed stack).

use super::ast::{CallOp, Func, Op, ParsedOpKind};
use crate::diagnostic::Diagnostic;
use std::collections::HashMap;

/// The calls in `ops`, nested regions included.
fn calls<'f>(ops: &'f [Op], found: &mut Vec<&'f CallOp>) {
    for op in ops {
        match &op.kind {
            ParsedOpKind::Call(call) => found.push(call),
            other => {
                for body in other.bodies() {
                    calls(body, found);
                }
            }
        }
    }
}

/// Located errors for calls of unknown functions, calls whose signature is
/// not the callee's, and calls that close a cycle.
pub fn check(funcs: &[Func]) -> Vec<Diagnostic> {
    let index: HashMap<&str, usize> = funcs
        .iter()
        .enumerate()
        .map(|(i, f)| (f.name.as_str(), i))
        .collect();
    let mut found = Vec::new();
    // Edges of the call graph, with the call that makes each.
    let mut edges: Vec<Vec<(usize, &CallOp)>> = vec![Vec::new(); funcs.len()];
    for (caller, func) in funcs.iter().enumerate() {
        let mut in_body = Vec::new();
        calls(&func.body, &mut in_body);
        for call in in_body {
            let Some(&callee) = index.get(call.callee.as_str()) else {
                found.push(Diagnostic::error(
                    call.callee_span.clone(),
                    format!("no function @{} in this module", call.callee),
                ));
                continue;
            };
            let target = &funcs[callee];
            let params: Vec<_> = target
                .params
                .iter()
                .map(|p| p.ty.as_ref().map(|t| &t.0))
                .collect();
            let inputs: Vec<_> = call.inputs.iter().map(|t| Some(&t.0)).collect();
            let same_results = call.results.len() == target.results.len()
                && call
                    .results
                    .iter()
                    .zip(&target.results)
                    .all(|(a, b)| a.0 == b.0);
            let readable = params.iter().all(Option::is_some);
            if readable && (params != inputs || !same_results)
                || call.args.len() != call.inputs.len()
            {
                found.push(
                    Diagnostic::error(
                        call.callee_span.clone(),
                        format!("this call's signature is not that of @{}", call.callee),
                    )
                    .with_note(target.name_span.clone(), "defined here"),
                );
                continue;
            }
            edges[caller].push((callee, call));
        }
    }
    found.extend(cycles(funcs, &edges));
    found
}

/// One error per call that closes a cycle (a back edge of a depth-first
/// walk), iteratively so that deep call chains cannot exhaust the stack.
fn cycles(funcs: &[Func], edges: &[Vec<(usize, &CallOp)>]) -> Vec<Diagnostic> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        New,
        Open,
        Done,
    }
    let mut mark = vec![Mark::New; funcs.len()];
    let mut found = Vec::new();
    for root in 0..funcs.len() {
        if mark[root] != Mark::New {
            continue;
        }
        mark[root] = Mark::Open;
        let mut stack = vec![(root, 0usize)];
        while let Some((node, next)) = stack.last_mut() {
            let node = *node;
            let Some(&(callee, call)) = edges[node].get(*next) else {
                mark[node] = Mark::Done;
                stack.pop();
                continue;
            };
            *next += 1;
            match mark[callee] {
                Mark::New => {
                    mark[callee] = Mark::Open;
                    stack.push((callee, 0));
                }
                Mark::Open => found.push(
                    Diagnostic::error(
                        call.callee_span.clone(),
                        if callee == node {
                            format!("@{} calls itself: recursive calls are not supported", funcs[node].name)
                        } else {
                            format!("this call of @{} from @{} closes a cycle of calls: recursive calls are not supported", funcs[callee].name, funcs[node].name)
                        },
                    ),
                ),
                Mark::Done => {}
            }
        }
    }
    found
}
