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
}

/// The model after software-pipelining `loops`:
///
/// ```text
/// issue(0); issue(1 ahead); ...; issue(depth ahead);
/// loop (trips - 1 - depth) { pushes; issue(depth ahead) }; pushes x (depth + 1)
/// ```
pub fn pipeline(nodes: &[Node], loops: &[PipelinedLoop], origin: &[OpId]) -> Vec<Node> {
    let mut out = Vec::with_capacity(nodes.len());
    for node in nodes {
        match node {
            Node::Loop { at, trips, body } => match loops.iter().find(|l| l.op == origin[*at]) {
                Some(plan) => out.extend(pipelined(*at, body, plan, origin)),
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

fn pipelined(at: At, body: &[Node], plan: &PipelinedLoop, origin: &[OpId]) -> Vec<Node> {
    let from = |ops: &BTreeSet<OpId>| -> Vec<Node> {
        body.iter()
            .filter(|n| matches!(n, Node::Event { at, .. } if ops.contains(&origin[*at])))
            .cloned()
            .collect()
    };
    let issue = from(&plan.issue);
    let pushes = from(&plan.pushes);
    let ahead = |frames: u32| -> Vec<Node> {
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
    };
    let depth = plan.depth.max(1);
    let mut out = issue.clone();
    for frames in 1..=depth {
        out.extend(ahead(frames));
    }
    out.push(Node::Loop {
        at,
        trips: Trips::Known(plan.trips.saturating_sub(1 + u64::from(depth))),
        body: pushes.iter().cloned().chain(ahead(depth)).collect(),
    });
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

    #[test]
    fn pipelining_splits_issue_from_pushes() {
        let plan = PipelinedLoop {
            op: 99,
            trips: 8,
            depth: 1,
            issue: [1, 2].into(),
            pushes: [3].into(),
        };
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
        let plan = PipelinedLoop {
            op: 99,
            trips: 8,
            depth: 3,
            issue: [1, 2].into(),
            pushes: [3].into(),
        };
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
        let plan = PipelinedLoop {
            op: 99,
            trips: 8,
            depth: 2,
            issue: [1, 2].into(),
            pushes: [3].into(),
        };
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
