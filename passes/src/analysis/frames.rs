//! Frame accounting on the protocol model: how many times a kernel run
//! performs an event (frames pushed, waited for, ...), and how many tiles
//! those events move, when it is known.
//!
//! A pipe counts tiles, as the reference toolchain's circular buffers count
//! pages: each `push_back` publishes the pushing kernel's current frame of
//! tiles, each `wait_front` asks for the waiting kernel's. A kernel starts
//! with the pipe's declared frame size and changes its own with `set_frame`,
//! so a producer may push one tile at a time to a consumer that waits for
//! four.

use super::protocol::{Event, Node, PipeId, Trips};

/// How many times something happens, or how many tiles it moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Count {
    Known(u64),
    Unknown(String),
}

impl Count {
    pub fn plus(self, other: Count) -> Count {
        match (self, other) {
            (Count::Known(a), Count::Known(b)) => Count::Known(a.saturating_add(b)),
            (Count::Unknown(why), _) | (_, Count::Unknown(why)) => Count::Unknown(why),
        }
    }

    fn times(self, n: u64) -> Count {
        match self {
            Count::Known(c) => Count::Known(c.saturating_mul(n)),
            unknown => unknown,
        }
    }
}

/// How often events matching `pick` happen when the kernel runs.
pub fn count(nodes: &[Node], pick: &dyn Fn(&Event) -> bool) -> Count {
    nodes.iter().fold(Count::Known(0), |total, node| {
        let here = match node {
            Node::Event { event, .. } => Count::Known(pick(event) as u64),
            Node::If {
                at: _,
                then,
                otherwise,
            } => {
                let (a, b) = (count(then, pick), count(otherwise, pick));
                if a == b {
                    a
                } else {
                    Count::Unknown("it depends on the condition of an `if`".into())
                }
            }
            Node::Loop { trips, body, .. } => match (trips, count(body, pick)) {
                (_, Count::Known(0)) => Count::Known(0),
                (Trips::Known(n), c) => c.times(*n),
                (Trips::Unknown(why), _) => Count::Unknown(why.clone()),
            },
        };
        total.plus(here)
    })
}

/// A kernel's frame size for one pipe at some point of its run.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Frame {
    Tiles(u64),
    Unknown(String),
}

/// Tiles moved by the events matching `pick` on `pipe`: each moves the
/// kernel's frame size at that point, which starts at `initial` (the pipe's
/// declared frame) and follows the kernel's `set_frame`s.
pub fn tiles(nodes: &[Node], pipe: &PipeId, initial: u64, pick: &dyn Fn(&Event) -> bool) -> Count {
    walk(nodes, pipe, Frame::Tiles(initial), pick).0
}

/// The frame sizes a kernel sets on `pipe` anywhere (known values only).
pub fn frames_set(nodes: &[Node], pipe: &PipeId, out: &mut Vec<u64>) {
    for node in nodes {
        match node {
            Node::Event {
                event: Event::SetFrame(p, Some(tiles)),
                ..
            } if p == pipe => out.push(u64::try_from(*tiles).unwrap_or(0)),
            Node::Event { .. } => {}
            Node::If {
                then, otherwise, ..
            } => {
                frames_set(then, pipe, out);
                frames_set(otherwise, pipe, out);
            }
            Node::Loop { body, .. } => frames_set(body, pipe, out),
        }
    }
}

/// The tiles moved by `nodes` entered with frame size `frame`, and the
/// frame size after them.
fn walk(
    nodes: &[Node],
    pipe: &PipeId,
    mut frame: Frame,
    pick: &dyn Fn(&Event) -> bool,
) -> (Count, Frame) {
    let mut total = Count::Known(0);
    for node in nodes {
        let here = match node {
            Node::Event { event, .. } => {
                if let Event::SetFrame(p, tiles) = event {
                    if p == pipe {
                        frame = match tiles.map(u64::try_from) {
                            Some(Ok(tiles)) => Frame::Tiles(tiles),
                            _ => Frame::Unknown(format!(
                                "a set_frame of `{pipe}` takes a tile count known only at run time"
                            )),
                        };
                    }
                }
                if pick(event) {
                    match &frame {
                        Frame::Tiles(t) => Count::Known(*t),
                        Frame::Unknown(why) => Count::Unknown(why.clone()),
                    }
                } else {
                    Count::Known(0)
                }
            }
            Node::If {
                then, otherwise, ..
            } => {
                let (a, after_then) = walk(then, pipe, frame.clone(), pick);
                let (b, after_else) = walk(otherwise, pipe, frame.clone(), pick);
                frame = if after_then == after_else {
                    after_then
                } else {
                    Frame::Unknown(format!(
                        "the frame size of `{pipe}` after an `if` depends on its condition"
                    ))
                };
                if a == b {
                    a
                } else {
                    Count::Unknown("it depends on the condition of an `if`".into())
                }
            }
            Node::Loop { trips, body, .. } => {
                let (first, after_first) = walk(body, pipe, frame.clone(), pick);
                let (rest, after_rest) = walk(body, pipe, after_first.clone(), pick);
                // The body's count is the same from the second iteration on
                // when the frame size it leaves is a fixed point.
                let steady = after_rest == after_first;
                let moved = match trips {
                    _ if first == Count::Known(0) && rest == Count::Known(0) => Count::Known(0),
                    Trips::Known(0) => Count::Known(0),
                    Trips::Known(1) => first,
                    Trips::Known(n) if steady => first.plus(rest.times(n - 1)),
                    Trips::Known(_) => Count::Unknown(format!(
                        "the frame size of `{pipe}` changes from one iteration to the next"
                    )),
                    Trips::Unknown(why) => Count::Unknown(why.clone()),
                };
                let unknown_after = || {
                    Frame::Unknown(format!(
                        "the frame size of `{pipe}` after a loop depends on how often it runs"
                    ))
                };
                frame = match trips {
                    Trips::Known(0) => frame,
                    Trips::Known(1) => after_first,
                    Trips::Known(_) if steady => after_first,
                    Trips::Unknown(_) if after_first == frame => frame,
                    _ => unknown_after(),
                };
                moved
            }
        };
        total = total.plus(here);
    }
    (total, frame)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::protocol::testing::{ev, looped};

    fn push() -> Node {
        ev(1, Event::Push("p".into()))
    }

    fn set(tiles: Option<i64>) -> Node {
        ev(2, Event::SetFrame("p".into(), tiles))
    }

    fn pushed(nodes: &[Node], initial: u64) -> Count {
        tiles(nodes, &"p".into(), initial, &|e| {
            matches!(e, Event::Push(_))
        })
    }

    #[test]
    fn pushes_move_the_kernels_current_frame() {
        assert_eq!(pushed(&[looped(8, vec![push()])], 2), Count::Known(16));
        assert_eq!(
            pushed(&[set(Some(8)), looped(4, vec![push()])], 64),
            Count::Known(32),
            "a kernel's own set_frame decides its frames"
        );
        // set_frame at the top of each iteration.
        assert_eq!(
            pushed(&[looped(3, vec![set(Some(4)), push()])], 1),
            Count::Known(12)
        );
        // One frame at the declared size, then the rest at the new one.
        assert_eq!(
            pushed(&[looped(3, vec![push(), set(Some(4))])], 1),
            Count::Known(9)
        );
    }

    #[test]
    fn unknown_frame_sizes_are_named() {
        let Count::Unknown(why) = pushed(&[set(None), push()], 1) else {
            panic!("known")
        };
        assert!(why.contains("known only at run time"), "{why}");
        let alternating = vec![Node::Loop {
            at: 0,
            trips: Trips::Known(4),
            body: vec![
                Node::If {
                    at: 3,
                    then: vec![set(Some(2))],
                    otherwise: vec![set(Some(1))],
                },
                push(),
            ],
        }];
        assert!(matches!(pushed(&alternating, 1), Count::Unknown(_)));
    }

    #[test]
    fn counts_multiply_through_loops_and_need_equal_branches() {
        let nodes = vec![looped(3, vec![looped(4, vec![push()])])];
        assert_eq!(
            count(&nodes, &|e| matches!(e, Event::Push(_))),
            Count::Known(12)
        );
        let branches = vec![Node::If {
            at: 0,
            then: vec![push()],
            otherwise: vec![],
        }];
        assert!(matches!(
            count(&branches, &|e| matches!(e, Event::Push(_))),
            Count::Unknown(_)
        ));
    }
}
