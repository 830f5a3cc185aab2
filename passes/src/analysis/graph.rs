//! The producer/consumer graph of a program, on the protocol model: kernels
//! and pipes are vertices; an edge runs from each kernel to the pipes it
//! pushes frames into, and from each pipe to the kernels that wait for its
//! frames. A deadlock's wait-for cycle is found on it.

use super::deadlock::{Blocked, Side};
use super::protocol::{Event, Kernel, Node, PipeId};
use petgraph::{
    graph::{DiGraph, NodeIndex},
    Direction,
};
use std::collections::HashMap;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Vertex {
    /// A kernel, by its index in the list the graph was built from.
    Kernel(usize),
    Pipe(PipeId),
}

/// Who produces and who consumes each pipe.
pub struct DataflowGraph {
    graph: DiGraph<Vertex, ()>,
    pipes: HashMap<PipeId, NodeIndex>,
}

impl DataflowGraph {
    pub fn of(kernels: &[&Kernel]) -> Self {
        let mut graph = DiGraph::new();
        let mut pipes: HashMap<PipeId, NodeIndex> = HashMap::new();
        for (index, kernel) in kernels.iter().enumerate() {
            let vertex = graph.add_node(Vertex::Kernel(index));
            let mut visit = |event: &Event| {
                let (pipe, produces) = match event {
                    Event::Push(p) => (p, true),
                    Event::Wait(p) => (p, false),
                    _ => return,
                };
                let pipe_vertex = *pipes
                    .entry(pipe.clone())
                    .or_insert_with(|| graph.add_node(Vertex::Pipe(pipe.clone())));
                let (from, to) = if produces {
                    (vertex, pipe_vertex)
                } else {
                    (pipe_vertex, vertex)
                };
                graph.update_edge(from, to, ());
            };
            for_each_event(&kernel.body, &mut visit);
        }
        Self { graph, pipes }
    }

    /// The kernels on one side of `pipe`, by index.
    pub fn side(&self, pipe: &str, side: Side) -> Vec<usize> {
        let Some(&vertex) = self.pipes.get(pipe) else {
            return Vec::new();
        };
        let direction = match side {
            Side::Producer => Direction::Incoming,
            Side::Consumer => Direction::Outgoing,
        };
        let mut kernels: Vec<usize> = self
            .graph
            .neighbors_directed(vertex, direction)
            .filter_map(|n| match self.graph[n] {
                Vertex::Kernel(k) => Some(k),
                Vertex::Pipe(_) => None,
            })
            .collect();
        kernels.sort_unstable();
        kernels
    }
}

fn for_each_event(nodes: &[Node], visit: &mut impl FnMut(&Event)) {
    for node in nodes {
        match node {
            Node::Event { event, .. } => visit(event),
            Node::If {
                then, otherwise, ..
            } => {
                for_each_event(then, visit);
                for_each_event(otherwise, visit);
            }
            Node::Loop { body, .. } => for_each_event(body, visit),
        }
    }
}

/// The blocked kernels of a deadlock in wait-for order: starting at the
/// first, each waits for the next (a producer it needs a push from, or a
/// consumer it needs a pop from) while that one can follow the cycle; the
/// blocked kernels off the cycle come last. Indices into `blocked`.
pub fn wait_for_order(kernels: &[&Kernel], blocked: &[Blocked]) -> Vec<usize> {
    let dataflow = DataflowGraph::of(kernels);
    let index_of: HashMap<&str, usize> = kernels
        .iter()
        .enumerate()
        .map(|(i, k)| (k.name.as_str(), i))
        .collect();
    let mut waits = DiGraph::<usize, ()>::new();
    let vertices: Vec<NodeIndex> = (0..blocked.len()).map(|i| waits.add_node(i)).collect();
    for (i, b) in blocked.iter().enumerate() {
        for other in dataflow.side(&b.pipe, b.awaits) {
            if let Some(j) = blocked
                .iter()
                .position(|c| index_of.get(c.kernel.as_str()) == Some(&other))
            {
                waits.update_edge(vertices[i], vertices[j], ());
            }
        }
    }
    // Follow the wait-for edges from the first blocked kernel until they
    // come back: in a deadlock of pipes alone, they close a cycle.
    let mut order = vec![0];
    let mut current = vertices.first().copied();
    while let Some(at) = current {
        current = waits
            .neighbors(at)
            .filter(|n| !order.contains(&waits[*n]))
            .min_by_key(|n| waits[*n]);
        order.extend(current.map(|n| waits[n]));
    }
    let rest: Vec<usize> = (0..blocked.len()).filter(|i| !order.contains(i)).collect();
    order.extend(rest);
    order.truncate(blocked.len());
    order
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::protocol::testing::{self, ev, looped};

    /// A kernel running `events` twice.
    fn kernel(name: &str, events: Vec<Event>) -> Kernel {
        let body = events.into_iter().map(|event| ev(0, event)).collect();
        testing::kernel(name, vec![looped(2, body)])
    }

    fn blocked(kernel: &str, pipe: &str, awaits: Side) -> Blocked {
        Blocked {
            kernel: kernel.into(),
            at: 0,
            reason: String::new(),
            pipe: pipe.into(),
            awaits,
        }
    }

    #[test]
    fn producers_and_consumers_come_from_pushes_and_waits() {
        let a = kernel("a", vec![Event::Push("p".into()), Event::Wait("q".into())]);
        let b = kernel("b", vec![Event::Wait("p".into()), Event::Push("q".into())]);
        let graph = DataflowGraph::of(&[&a, &b]);
        assert_eq!(graph.side("p", Side::Producer), vec![0]);
        assert_eq!(graph.side("p", Side::Consumer), vec![1]);
        assert_eq!(graph.side("q", Side::Producer), vec![1]);
        assert!(graph.side("r", Side::Producer).is_empty());
    }

    #[test]
    fn the_wait_for_cycle_comes_first() {
        // a waits for c (producer of r), c for b (consumer of s), b for a
        // (producer of q); d is blocked off the cycle.
        let a = kernel("a", vec![Event::Push("q".into()), Event::Wait("r".into())]);
        let b = kernel("b", vec![Event::Wait("q".into()), Event::Wait("s".into())]);
        let c = kernel("c", vec![Event::Push("s".into()), Event::Push("r".into())]);
        let d = kernel("d", vec![Event::Wait("t".into())]);
        let p_producer = kernel("e", vec![Event::Push("p".into())]);
        let stuck = [
            blocked("a", "r", Side::Producer),
            blocked("d", "t", Side::Producer),
            blocked("b", "q", Side::Producer),
            blocked("c", "s", Side::Consumer),
        ];
        let order = wait_for_order(&[&a, &b, &c, &d, &p_producer], &stuck);
        assert_eq!(order, vec![0, 3, 2, 1]);
    }
}
