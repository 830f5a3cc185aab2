//! A schedule plan as edits of the protocol model (no MLIR here): the plan is
//! proven on the edited model before the IR changes once.
//!
//! Model nodes name the operation they came from through `origin[at]` (an
//! opaque id per operation, [`crate::analysis::protocol::extract::Extractor::origin`]).

use crate::analysis::protocol::{At, Event, Node, Trips};
use std::collections::{BTreeSet, HashMap};

/// An operation's id in a plan.
pub type OpId = usize;

/// A frame loop to software-pipeline ([`super::rewrite::pipeline_loop`]):
/// the `reserve_back`s and reads (or a consumer's `wait_front`s and writes)
/// of the iterations after iteration i use the frames after its write (read)
/// frame while iteration i completes and is pushed (popped).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PipelinedLoop {
    pub op: OpId,
    pub trips: u64,
    /// Frames ahead of the write frame (at least 1, less than `trips`).
    pub depth: u32,
    /// The `reserve_back`s (`wait_front`s) and the reads into their frames.
    pub issue: BTreeSet<OpId>,
    pub pushes: BTreeSet<OpId>,
    /// The operations its prologue is hoisted past ([`super::hoist`]):
    /// the prologue goes before the first of their nodes. Empty: at the
    /// loop.
    pub hoisted_past: BTreeSet<OpId>,
    /// Operations that move with a hoisted prologue, ahead of it.
    pub carried: BTreeSet<OpId>,
}

/// The model after software-pipelining `loops`:
///
/// ```text
/// issue(0); issue(1 ahead); ...; issue(depth ahead);
/// loop (trips - 1 - depth) { pushes; issue(depth ahead) }; pushes x (depth + 1)
/// ```
pub fn pipeline(nodes: &[Node], loops: &[PipelinedLoop], origin: &[OpId]) -> Vec<Node> {
    // Hoisted prologues, by the index of the node they go before.
    let mut hoisted: HashMap<usize, Vec<Node>> = HashMap::new();
    let mut kept_at_loop: BTreeSet<usize> = BTreeSet::new();
    for (i, node) in nodes.iter().enumerate() {
        let Node::Loop { at, body, .. } = node else {
            continue;
        };
        let Some(plan) = loops.iter().find(|l| l.op == origin[*at]) else {
            continue;
        };
        let first_passed = nodes[..i]
            .iter()
            .position(|n| plan.hoisted_past.contains(&origin[n.at()]));
        match first_passed {
            Some(j) => {
                let moved = nodes
                    .iter()
                    .filter(|n| plan.carried.contains(&origin[n.at()]));
                let entry = hoisted.entry(j).or_default();
                entry.extend(moved.cloned());
                entry.extend(prologue(body, plan, origin));
            }
            None => {
                kept_at_loop.insert(i);
            }
        }
    }
    let carried: BTreeSet<OpId> = loops
        .iter()
        .filter(|l| !l.hoisted_past.is_empty())
        .flat_map(|l| l.carried.iter().copied())
        .collect();
    let mut out = Vec::with_capacity(nodes.len());
    for (i, node) in nodes.iter().enumerate() {
        if let Some(prologue) = hoisted.remove(&i) {
            out.extend(prologue);
        }
        if carried.contains(&origin[node.at()]) {
            continue;
        }
        match node {
            Node::Loop { at, trips, body } => match loops.iter().find(|l| l.op == origin[*at]) {
                Some(plan) => {
                    if kept_at_loop.contains(&i) {
                        out.extend(prologue(body, plan, origin));
                    }
                    out.extend(pipelined(*at, body, plan, origin));
                }
                None => out.push(Node::Loop {
                    at: *at,
                    trips: trips.clone(),
                    body: pipeline(body, loops, origin),
                }),
            },
            Node::If {
                at,
                then,
                otherwise,
            } => out.push(Node::If {
                at: *at,
                then: pipeline(then, loops, origin),
                otherwise: pipeline(otherwise, loops, origin),
            }),
            Node::Event { .. } => out.push(node.clone()),
        }
    }
    out
}

/// The nodes of `body` that come from `ops`.
fn from(body: &[Node], ops: &BTreeSet<OpId>, origin: &[OpId]) -> Vec<Node> {
    body.iter()
        .filter(|n| matches!(n, Node::Event { at, .. } if ops.contains(&origin[*at])))
        .cloned()
        .collect()
}

/// The issue nodes of one iteration, aimed `frames` ahead of the write
/// (read) frame.
fn ahead(issue: &[Node], frames: u32) -> Vec<Node> {
    issue
        .iter()
        .map(|node| match node {
            Node::Event { at, op, event } => Node::Event {
                at: *at,
                op: op.clone(),
                event: match event {
                    Event::Reserve(p) => Event::ReserveNext(p.clone(), frames),
                    Event::WriteFrame(p) => Event::WriteNextFrame(p.clone(), frames),
                    Event::Wait(p) => Event::WaitNext(p.clone(), frames),
                    Event::ReadFrame(p) => Event::ReadAheadFrame(p.clone(), frames),
                    other => other.clone(),
                },
            },
            other => other.clone(),
        })
        .collect()
}

/// `issue(0); issue(1 ahead); ...; issue(depth ahead)`.
fn prologue(body: &[Node], plan: &PipelinedLoop, origin: &[OpId]) -> Vec<Node> {
    let issue = from(body, &plan.issue, origin);
    let mut out = issue.clone();
    for frames in 1..=plan.depth.max(1) {
        out.extend(ahead(&issue, frames));
    }
    out
}

/// The loop and the epilogue after the prologue.
fn pipelined(at: At, body: &[Node], plan: &PipelinedLoop, origin: &[OpId]) -> Vec<Node> {
    let issue = from(body, &plan.issue, origin);
    let pushes = from(body, &plan.pushes, origin);
    let depth = plan.depth.max(1);
    let mut out = vec![Node::Loop {
        at,
        trips: Trips::Known(plan.trips.saturating_sub(1 + u64::from(depth))),
        body: pushes.iter().cloned().chain(ahead(&issue, depth)).collect(),
    }];
    for _ in 0..=depth {
        out.extend(pushes.iter().cloned());
    }
    out
}

/// The model after reordering blocks: the nodes of each reordered operation
/// take, in their list, the slots of the reordered nodes in the order of
/// `rank` (an operation's new position in its block). The others keep their
/// slots: the planner moves nothing across an operation with regions, so
/// what such an operation contributes stays between the same neighbours.
pub fn reorder(nodes: &[Node], rank: &HashMap<OpId, usize>, origin: &[OpId]) -> Vec<Node> {
    let mut out: Vec<Node> = nodes
        .iter()
        .map(|node| match node {
            Node::Loop { at, trips, body } => Node::Loop {
                at: *at,
                trips: trips.clone(),
                body: reorder(body, rank, origin),
            },
            Node::If {
                at,
                then,
                otherwise,
            } => Node::If {
                at: *at,
                then: reorder(then, rank, origin),
                otherwise: reorder(otherwise, rank, origin),
            },
            Node::Event { .. } => node.clone(),
        })
        .collect();
    let moved = |node: &Node| match node {
        Node::Event { at, .. } => rank.get(&origin[*at]).copied(),
        _ => None,
    };
    let slots: Vec<usize> = (0..out.len())
        .filter(|i| moved(&out[*i]).is_some())
        .collect();
    let mut reordered: Vec<Node> = slots.iter().map(|i| out[*i].clone()).collect();
    // Stable: the events of one operation keep their order.
    reordered.sort_by_key(|n| moved(n));
    for (slot, node) in slots.into_iter().zip(reordered) {
        out[slot] = node;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::{
        deadlock::pipe_signature,
        protocol::testing::{ev, kernel, looped},
    };

    fn p(name: &str) -> String {
        name.into()
    }

    /// Origins equal to `at` for these tests.
    fn identity() -> Vec<OpId> {
        (0..200).collect()
    }

    /// A frame loop (at 99, testing::looped) over pipe `a`: ops 1 reserve,
    /// 2 read into the frame, 3 push.
    fn frame_loop() -> Node {
        looped(
            8,
            vec![
                ev(1, Event::Reserve(p("a"))),
                ev(2, Event::WriteFrame(p("a"))),
                ev(3, Event::Push(p("a"))),
            ],
        )
    }

    /// The plan of the frame loop at 99, `depth` deep: ops 1 and 2 issue,
    /// op 3 pushes; its prologue at the loop.
    fn plan(depth: u32) -> PipelinedLoop {
        PipelinedLoop {
            op: 99,
            trips: 8,
            depth,
            issue: [1, 2].into(),
            pushes: [3].into(),
            hoisted_past: BTreeSet::new(),
            carried: BTreeSet::new(),
        }
    }

    #[test]
    fn pipelining_splits_issue_from_pushes() {
        let plan = plan(1);
        let edited = kernel("k", pipeline(&[frame_loop()], &[plan], &identity()));
        assert_eq!(
            pipe_signature(&edited),
            r#"Reserve("a")#d;ReserveNext("a", 1)#d;loopKnown(6)(Push("a")#d;ReserveNext("a", 1)#d;);Push("a")#d;Push("a")#d;"#
        );
        let Node::Loop { body, .. } = &edited.body[4] else {
            panic!("expected the pipelined loop, got {:?}", edited.body[4]);
        };
        let events: Vec<&Event> = body
            .iter()
            .filter_map(|n| match n {
                Node::Event { event, .. } => Some(event),
                _ => None,
            })
            .collect();
        let expected = [
            Event::Push(p("a")),
            Event::ReserveNext(p("a"), 1),
            Event::WriteNextFrame(p("a"), 1),
        ];
        assert_eq!(events, expected.iter().collect::<Vec<_>>());
    }

    #[test]
    fn deeper_pipelines_reserve_each_frame_ahead_once() {
        let plan = plan(3);
        let edited = kernel("k", pipeline(&[frame_loop()], &[plan], &identity()));
        assert_eq!(
            pipe_signature(&edited),
            concat!(
                r#"Reserve("a")#d;ReserveNext("a", 1)#d;ReserveNext("a", 2)#d;ReserveNext("a", 3)#d;"#,
                r#"loopKnown(4)(Push("a")#d;ReserveNext("a", 3)#d;);"#,
                r#"Push("a")#d;Push("a")#d;Push("a")#d;Push("a")#d;"#
            )
        );
        // The checker accepts the edited kernel: every frame reserved
        // ahead in order, every write into a reserved one.
        assert_eq!(
            crate::verify_protocol::checker::check_kernel(&edited),
            vec![]
        );
    }

    #[test]
    fn a_hoisted_prologue_goes_before_the_work_it_passes() {
        // 4 reserves pipe b, 5 pushes it; 6 sets pipe a's frame (carried);
        // then the frame loop over a. The prologue passes 4 and 5.
        let nodes = [
            ev(4, Event::Reserve(p("b"))),
            ev(5, Event::Push(p("b"))),
            ev(6, Event::SetFrame(p("a"), Some(2))),
            frame_loop(),
        ];
        let plan = PipelinedLoop {
            hoisted_past: [4, 5].into(),
            carried: [6].into(),
            ..plan(1)
        };
        let edited = kernel("k", pipeline(&nodes, &[plan], &identity()));
        assert_eq!(
            pipe_signature(&edited),
            concat!(
                // The set_frame went first: every step of `a` has frame 2.
                r#"Reserve("a")#2;ReserveNext("a", 1)#2;"#,
                r#"Reserve("b")#d;Push("b")#d;"#,
                r#"loopKnown(6)(Push("a")#2;ReserveNext("a", 1)#2;);Push("a")#2;Push("a")#2;"#
            )
        );
    }

    #[test]
    fn consumers_hold_frames_ahead_of_the_read_frame() {
        // A writer loop: 1 wait, 2 write out of the read frame, 3 pop.
        let writer = looped(
            8,
            vec![
                ev(1, Event::Wait(p("a"))),
                ev(2, Event::ReadFrame(p("a"))),
                ev(3, Event::Pop(p("a"))),
            ],
        );
        let plan = plan(2);
        let edited = kernel("k", pipeline(&[writer], &[plan], &identity()));
        assert_eq!(
            pipe_signature(&edited),
            concat!(
                r#"Wait("a")#d;WaitNext("a", 1)#d;WaitNext("a", 2)#d;"#,
                r#"loopKnown(5)(Pop("a")#d;WaitNext("a", 2)#d;);"#,
                r#"Pop("a")#d;Pop("a")#d;Pop("a")#d;"#
            )
        );
        assert_eq!(
            crate::verify_protocol::checker::check_kernel(&edited),
            vec![]
        );
    }

    #[test]
    fn loops_not_planned_are_kept() {
        let nodes = [frame_loop()];
        let edited = kernel("k", pipeline(&nodes, &[], &identity()));
        assert_eq!(
            pipe_signature(&edited),
            pipe_signature(&kernel("k", nodes.to_vec()))
        );
    }

    #[test]
    fn reorder_moves_planned_events_only() {
        // Op 10 (two events) moves after op 12; op 11 is not in the plan.
        let nodes = vec![
            ev(10, Event::Push(p("a"))),
            ev(10, Event::Reserve(p("x"))),
            ev(11, Event::Wait(p("c"))),
            ev(12, Event::Reserve(p("b"))),
        ];
        let rank: HashMap<OpId, usize> = [(10, 2), (12, 1)].into();
        let edited = kernel("k", reorder(&nodes, &rank, &identity()));
        assert_eq!(
            pipe_signature(&edited),
            r#"Reserve("b")#d;Push("a")#d;Wait("c")#d;Reserve("x")#d;"#
        );
    }

    #[test]
    fn reorder_reaches_loop_bodies() {
        let body = vec![ev(5, Event::Push(p("a"))), ev(6, Event::Reserve(p("b")))];
        let rank: HashMap<OpId, usize> = [(5, 1), (6, 0)].into();
        let edited = kernel("k", reorder(&[looped(3, body)], &rank, &identity()));
        assert_eq!(
            pipe_signature(&edited),
            r#"loopKnown(3)(Reserve("b")#d;Push("a")#d;);"#
        );
    }
}
