//! Frame accounting on the protocol model: how many times a kernel run
//! performs an event (frames pushed, waited for, ...), when it is known.

use super::protocol::{Event, Node, Trips};

/// How many times something happens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Count {
    Known(u64),
    Unknown(String),
}

impl Count {
    pub fn plus(self, other: Count) -> Count {
        match (self, other) {
            (Count::Known(a), Count::Known(b)) => Count::Known(a + b),
            (Count::Unknown(why), _) | (_, Count::Unknown(why)) => Count::Unknown(why),
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
                (Trips::Known(n), Count::Known(c)) => Count::Known(n * c),
                (Trips::Unknown(why), _) => Count::Unknown(why.clone()),
                (_, Count::Unknown(why)) => Count::Unknown(why),
            },
        };
        total.plus(here)
    })
}
