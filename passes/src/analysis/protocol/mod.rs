//! The pipe-protocol model of a program: each kernel as a tree of protocol
//! events (pipe and FIFO steps, frame reads and writes), loops with their
//! trip counts and branches, on plain data. [`extract`] builds it from the
//! IR once; verify-protocol checks it, the deadlock proof
//! ([`crate::analysis::deadlock`]) runs it, and schedule proves its plans on
//! it.

pub mod extract;

use std::collections::BTreeSet;

/// Index of a location in the glue's table.
pub type At = usize;

/// A pipe: its resource name, or `kernel:parameter` outside a program.
pub type PipeId = String;

/// A PTO FIFO slot (one `talloc`/`tpop` result).
pub type Slot = usize;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    Reserve(PipeId),
    /// Reserves the frame this many frames after the write frame (software
    /// pipelining; 1: the next frame).
    ReserveNext(PipeId, u32),
    Push(PipeId),
    Wait(PipeId),
    /// Waits for the frame this many frames after the read frame (a
    /// software-pipelined consumer; 1: the next frame).
    WaitNext(PipeId, u32),
    Pop(PipeId),
    /// Reads the pipe's read frame.
    ReadFrame(PipeId),
    /// Reads the frame `WaitNext` held this many frames after the read frame.
    ReadAheadFrame(PipeId, u32),
    /// Writes the pipe's write frame.
    WriteFrame(PipeId),
    /// Writes the frame reserved by `ReserveNext` this many frames after
    /// the write frame.
    WriteNextFrame(PipeId, u32),
    SetFrame(PipeId, Option<i64>),
    Alloc(Slot),
    Commit(Slot),
    Acquire(Slot),
    Free(Slot),
    UseSlot(Slot),
    /// Blocks on a semaphore: progress the pipe model cannot see.
    SemaphoreWait,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Trips {
    Known(u64),
    /// Why the count is not known (names the value).
    Unknown(String),
}

#[derive(Debug, Clone)]
pub enum Node {
    Event {
        at: At,
        op: String,
        event: Event,
    },
    If {
        at: At,
        then: Vec<Node>,
        otherwise: Vec<Node>,
    },
    Loop {
        at: At,
        trips: Trips,
        body: Vec<Node>,
    },
}

impl Node {
    /// The operation it came from.
    pub fn at(&self) -> At {
        match self {
            Node::Event { at, .. } | Node::If { at, .. } | Node::Loop { at, .. } => *at,
        }
    }
}

#[derive(Debug, Clone)]
pub struct Kernel {
    pub name: String,
    pub at: At,
    /// Cores it runs on; None outside a device program.
    pub cores: Option<BTreeSet<(i64, i64)>>,
    /// The launch of the program that runs it (`tanto.launch`, 0 without):
    /// only kernels of one launch run together.
    pub launch: i64,
    /// Whether this model is of some of the kernel's cores only, with its
    /// per-core arguments evaluated there.
    pub per_core: bool,
    pub body: Vec<Node>,
}

/// Builders for models written by hand in tests.
#[cfg(test)]
pub mod testing {
    use super::{At, Event, Kernel, Node, Trips};

    pub fn ev(at: At, event: Event) -> Node {
        Node::Event {
            at,
            op: "op".into(),
            event,
        }
    }

    pub fn kernel(name: &str, body: Vec<Node>) -> Kernel {
        Kernel {
            name: name.into(),
            at: 0,
            cores: None,
            launch: 0,
            per_core: false,
            body,
        }
    }

    pub fn looped(trips: u64, body: Vec<Node>) -> Node {
        Node::Loop {
            at: 99,
            trips: Trips::Known(trips),
            body,
        }
    }
}
