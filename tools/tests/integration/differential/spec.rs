//! What a generated program computes, as plain data: the generator draws a
//! [`Spec`] from a seed, [`super::render`] writes it as a device program and
//! [`super::reference`] computes its output independently. Shrinking works
//! on specs, and a regression test is a spec saved as JSON.

use serde::{Deserialize, Serialize};

/// Seeded choices (splitmix64): the same seed gives the same program.
pub struct Choices(u64);

impl Choices {
    pub fn new(seed: u64) -> Self {
        Choices(seed)
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `low..=high`.
    pub fn pick(&mut self, low: u32, high: u32) -> u32 {
        low + (self.next() % u64::from(high - low + 1)) as u32
    }

    /// True with probability `percent` / 100.
    pub fn chance(&mut self, percent: u32) -> bool {
        self.pick(0, 99) < percent
    }

    pub fn one_of<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.pick(0, items.len() as u32 - 1) as usize]
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Element {
    BFloat16,
    Float32,
}

impl Element {
    pub fn type_name(self) -> &'static str {
        match self {
            Element::BFloat16 => "bfloat16",
            Element::Float32 => "float",
        }
    }

    /// Destination slots of the math unit for this compute type (Wormhole).
    pub fn slots(self) -> u32 {
        match self {
            Element::BFloat16 => 8,
            Element::Float32 => 4,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BinaryOp {
    Add,
    Sub,
    Mul,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Bcast {
    None,
    Rows,
    Cols,
    Scalar,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReduceKind {
    Sum,
    Max,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReduceDim {
    Rows,
    Cols,
    Scalar,
}

/// The op that fills slot t from tile t of the two input frames, once per
/// accumulated frame.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Stage {
    Copy,
    Transpose,
    Binary { op: BinaryOp, bcast: Bcast },
    Matmul { transpose_b: bool },
    Reduce { kind: ReduceKind, dim: ReduceDim },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DstKind {
    Add,
    Sub,
    Rsub,
    Mul,
}

/// The second operand of a destination-slot binary op.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum DstOperand {
    /// `fill` with a constant.
    Fill(f32),
    /// `copy` of tile t of the last frame of `b`.
    CopyB,
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct DstOp {
    pub kind: DstKind,
    pub operand: DstOperand,
}

/// Elementwise unary functions of spec 3.6.2.8 with a scalar parameter
/// where they take one.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Unary {
    Abs,
    Relu,
    Square,
    Sign,
    Exp,
    Log,
    Sqrt,
    Sigmoid,
    Tanh,
    Sin,
    Cos,
    AddScalar(f32),
    SubScalar(f32),
    RsubScalar(f32),
    MulScalar(f32),
    LeakyRelu(f32),
    ReluMax(f32),
    ReluMin(f32),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PackMode {
    Tile,
    Row,
    Col,
    Scalar,
}

/// How tiles of `b` reach the math kernel's second pipe.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BSource {
    /// Each core reads its own slice of `b` from DRAM into the pipe.
    Global,
    /// Each core reads its slice into a local buffer, then into the pipe.
    Local,
    /// Core (0, 0) reads `b` once and multicasts every frame to the other
    /// cores of its row through a local buffer, with a ready/valid
    /// semaphore handshake: every core sees the same `b`.
    Multicast,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Spec {
    pub seed: u64,
    pub element: Element,
    /// The cores: the rectangle (0, 0) .. (width - 1, height - 1).
    pub width: u32,
    pub height: u32,
    /// Tiles per pipe frame, and frames per pipe.
    pub frame_tiles: u32,
    pub pipe_frames: u32,
    /// Output frames per core and pass, and input frames per output frame.
    pub out_frames: u32,
    pub accumulate: u32,
    /// Passes over the same data (the writer rewrites the same place).
    pub repeats: u32,
    /// Bytes per DRAM page of the globals.
    pub page: u32,
    pub b_source: BSource,
    /// Whether the math kernel reserves the output frame before waiting for
    /// its inputs (or after the accumulation).
    pub reserve_first: bool,
    pub stage: Stage,
    pub dst_op: Option<DstOp>,
    pub unary: Vec<Unary>,
    pub pack: PackMode,
}

impl Spec {
    pub fn cores(&self) -> u32 {
        self.width * self.height
    }

    /// Input frames each core reads per pass.
    pub fn in_frames(&self) -> u32 {
        self.out_frames * self.accumulate
    }

    /// A measure of size that every simplification decreases.
    pub fn size(&self) -> u64 {
        let shape = [
            self.width,
            self.height,
            self.frame_tiles,
            self.pipe_frames,
            self.out_frames,
            self.accumulate,
            self.repeats,
        ];
        let stage = match self.stage {
            Stage::Copy => 0,
            Stage::Transpose
            | Stage::Binary {
                bcast: Bcast::None, ..
            } => 1,
            _ => 2,
        };
        shape.iter().map(|&n| u64::from(n)).sum::<u64>() * 16
            + stage
            + 4 * self.unary.len() as u64
            + 4 * u64::from(self.dst_op.is_some())
            + 2 * u64::from(self.b_source != BSource::Global)
            + u64::from(self.pack != PackMode::Tile)
            + u64::from(!self.reserve_first)
            + u64::from(self.page != 2048)
    }
}

/// The interval the values of a slot lie in, to keep generated programs
/// within the domains and ranges where each function is well conditioned.
#[derive(Clone, Copy, Debug)]
pub struct Range {
    pub low: f64,
    pub high: f64,
}

impl Range {
    pub fn of(a: f64, b: f64) -> Self {
        Range {
            low: a.min(b),
            high: a.max(b),
        }
    }

    pub fn magnitude(self) -> f64 {
        self.low.abs().max(self.high.abs())
    }

    fn hull(self, other: Range) -> Self {
        Range {
            low: self.low.min(other.low),
            high: self.high.max(other.high),
        }
    }
}

/// The range of the stage's result; inputs lie in [-1, 1].
pub fn stage_range(stage: Stage, accumulate: u32) -> Range {
    let k = f64::from(accumulate);
    match stage {
        Stage::Copy
        | Stage::Transpose
        | Stage::Binary {
            op: BinaryOp::Mul, ..
        } => Range::of(-1.0, 1.0),
        Stage::Binary { .. } => Range::of(-2.0, 2.0),
        Stage::Matmul { .. } => Range::of(-32.0 * k, 32.0 * k),
        Stage::Reduce {
            kind: ReduceKind::Sum,
            ..
        } => Range::of(-1024.0 * k, 1024.0 * k),
        // Slots start at zero: max(0, ...).
        Stage::Reduce {
            kind: ReduceKind::Max,
            ..
        } => Range::of(0.0, 1.0),
    }
}

pub fn dst_range(op: DstOp, range: Range) -> Range {
    let other = match op.operand {
        DstOperand::Fill(c) => Range::of(f64::from(c), f64::from(c)),
        DstOperand::CopyB => Range::of(-1.0, 1.0),
    };
    let (a, b) = (range, other);
    match op.kind {
        DstKind::Add => Range::of(a.low + b.low, a.high + b.high),
        DstKind::Sub => Range::of(a.low - b.high, a.high - b.low),
        DstKind::Rsub => Range::of(b.low - a.high, b.high - a.low),
        DstKind::Mul => {
            let products = [
                a.low * b.low,
                a.low * b.high,
                a.high * b.low,
                a.high * b.high,
            ];
            Range::of(
                products.iter().cloned().fold(f64::INFINITY, f64::min),
                products.iter().cloned().fold(f64::NEG_INFINITY, f64::max),
            )
        }
    }
}

/// The range of `f` over `range`, or None when `f` is not well defined and
/// well conditioned there.
pub fn unary_range(f: Unary, range: Range) -> Option<Range> {
    let Range { low, high } = range;
    let c = |v: f32| f64::from(v);
    Some(match f {
        Unary::Abs => Range::of(
            if low <= 0.0 && high >= 0.0 {
                0.0
            } else {
                low.abs().min(high.abs())
            },
            range.magnitude(),
        ),
        Unary::Relu => Range::of(low.max(0.0), high.max(0.0)),
        Unary::Square if range.magnitude() <= 64.0 => Range::of(
            if low <= 0.0 && high >= 0.0 {
                0.0
            } else {
                low.abs().min(high.abs()).powi(2)
            },
            range.magnitude().powi(2),
        ),
        Unary::Sign => Range::of(-1.0, 1.0),
        Unary::Exp if high <= 16.0 => Range::of(low.exp(), high.exp()),
        Unary::Log if low >= 0.125 => Range::of(low.ln(), high.ln()),
        Unary::Sqrt if low >= 0.0 => Range::of(low.sqrt(), high.sqrt()),
        Unary::Sigmoid => Range::of(0.0, 1.0),
        Unary::Tanh => Range::of(-1.0, 1.0),
        Unary::Sin | Unary::Cos if range.magnitude() <= 64.0 => Range::of(-1.0, 1.0),
        Unary::AddScalar(v) => Range::of(low + c(v), high + c(v)),
        Unary::SubScalar(v) => Range::of(low - c(v), high - c(v)),
        Unary::RsubScalar(v) => Range::of(c(v) - high, c(v) - low),
        Unary::MulScalar(v) => Range::of(low * c(v), high * c(v)),
        Unary::LeakyRelu(s) => {
            Range::of(low.min(0.0) * c(s), high).hull(Range::of(low.max(0.0), high.max(0.0)))
        }
        Unary::ReluMax(t) => Range::of(low.clamp(0.0, c(t)), high.clamp(0.0, c(t))),
        Unary::ReluMin(_) => Range::of(0.0, high.max(0.0)),
        _ => return None,
    })
}

/// Parameters representable exactly in bf16.
const SCALARS: [f32; 6] = [0.5, 0.25, 2.0, -1.5, 0.75, 3.0];

fn random_unary(choose: &mut Choices) -> Unary {
    let scalar = choose.one_of(&SCALARS);
    let positive = choose.one_of(&[0.5f32, 0.25, 0.75, 2.0]);
    match choose.pick(0, 17) {
        0 => Unary::Abs,
        1 => Unary::Relu,
        2 => Unary::Square,
        3 => Unary::Sign,
        4 => Unary::Exp,
        5 => Unary::Log,
        6 => Unary::Sqrt,
        7 => Unary::Sigmoid,
        8 => Unary::Tanh,
        9 => Unary::Sin,
        10 => Unary::Cos,
        11 => Unary::AddScalar(scalar),
        12 => Unary::SubScalar(scalar),
        13 => Unary::RsubScalar(scalar),
        14 => Unary::MulScalar(scalar),
        15 => Unary::LeakyRelu(positive),
        16 => Unary::ReluMax(positive),
        _ => Unary::ReluMin(positive),
    }
}

pub fn generate(seed: u64) -> Spec {
    let mut choose = Choices::new(seed);
    let element = if choose.chance(50) {
        Element::BFloat16
    } else {
        Element::Float32
    };
    let b_source = match choose.pick(0, 5) {
        0..=2 => BSource::Global,
        3 => BSource::Local,
        _ => BSource::Multicast,
    };
    let (width, height) = match b_source {
        BSource::Multicast => (choose.pick(2, 4), 1),
        _ => (choose.pick(1, 3), choose.pick(1, 2)),
    };
    let stage = match choose.pick(0, 9) {
        0 => Stage::Copy,
        1 => Stage::Transpose,
        2..=5 => Stage::Binary {
            op: choose.one_of(&[BinaryOp::Add, BinaryOp::Sub, BinaryOp::Mul]),
            bcast: choose.one_of(&[
                Bcast::None,
                Bcast::None,
                Bcast::Rows,
                Bcast::Cols,
                Bcast::Scalar,
            ]),
        },
        6 | 7 => Stage::Matmul {
            transpose_b: choose.chance(50),
        },
        _ => Stage::Reduce {
            kind: choose.one_of(&[ReduceKind::Sum, ReduceKind::Max]),
            dim: choose.one_of(&[ReduceDim::Rows, ReduceDim::Cols, ReduceDim::Scalar]),
        },
    };
    let accumulating = matches!(stage, Stage::Matmul { .. } | Stage::Reduce { .. });
    let accumulate = if accumulating || choose.chance(20) {
        choose.pick(1, 3)
    } else {
        1
    };
    // A destination-slot op needs a second slot per tile.
    let max_frame_tiles = (element.slots() / 2).min(3);
    let most_tiles = if choose.chance(70) {
        max_frame_tiles
    } else {
        element.slots().min(4)
    };
    let frame_tiles = choose.pick(1, most_tiles);
    let dst_op = (2 * frame_tiles <= element.slots() && choose.chance(30)).then(|| DstOp {
        kind: choose.one_of(&[DstKind::Add, DstKind::Sub, DstKind::Rsub, DstKind::Mul]),
        operand: if choose.chance(50) {
            DstOperand::CopyB
        } else {
            DstOperand::Fill(choose.one_of(&SCALARS))
        },
    });
    let mut range = stage_range(stage, accumulate);
    if let Some(op) = dst_op {
        range = dst_range(op, range);
    }
    let mut unary = Vec::new();
    for _ in 0..choose.pick(0, 3) {
        // Draw until a function is defined over the slot's range.
        for _ in 0..8 {
            let f = random_unary(&mut choose);
            if let Some(next) = unary_range(f, range) {
                unary.push(f);
                range = next;
                break;
            }
        }
    }
    let pack = match stage {
        Stage::Reduce {
            dim: ReduceDim::Rows,
            ..
        } if choose.chance(60) => PackMode::Row,
        Stage::Reduce {
            dim: ReduceDim::Cols,
            ..
        } if choose.chance(60) => PackMode::Col,
        Stage::Reduce {
            dim: ReduceDim::Scalar,
            ..
        } if choose.chance(60) => PackMode::Scalar,
        _ if choose.chance(80) => PackMode::Tile,
        _ => choose.one_of(&[PackMode::Row, PackMode::Col, PackMode::Scalar]),
    };
    Spec {
        seed,
        element,
        width,
        height,
        frame_tiles,
        pipe_frames: choose.pick(1, 4),
        out_frames: choose.pick(1, 3),
        accumulate,
        repeats: choose.pick(1, 2),
        page: 1 << choose.pick(8, 12),
        b_source,
        reserve_first: choose.chance(50),
        stage,
        dst_op,
        unary,
        pack,
    }
}

/// Smaller variants of `spec`, each still a valid program, simplest first.
pub fn simplifications(spec: &Spec) -> Vec<Spec> {
    let mut out = Vec::new();
    let mut with = |change: &dyn Fn(&mut Spec)| {
        let mut smaller = spec.clone();
        change(&mut smaller);
        if smaller.size() < spec.size() {
            out.push(smaller);
        }
    };
    let min_width = if spec.b_source == BSource::Multicast {
        2
    } else {
        1
    };
    with(&|s| s.width = min_width);
    with(&|s| s.height = 1);
    with(&|s| s.width -= u32::from(s.width > min_width));
    with(&|s| s.repeats = 1);
    with(&|s| s.out_frames = 1);
    with(&|s| s.accumulate = 1);
    with(&|s| s.pipe_frames = 1);
    with(&|s| s.frame_tiles = 1);
    with(&|s| s.unary.clear());
    for i in 0..spec.unary.len() {
        with(&|s| {
            s.unary.remove(i);
        });
    }
    with(&|s| s.dst_op = None);
    with(&|s| s.b_source = BSource::Global);
    with(&|s| s.pack = PackMode::Tile);
    with(&|s| s.reserve_first = true);
    with(&|s| s.page = 2048);
    with(&|s| s.stage = Stage::Copy);
    with(&|s| {
        s.stage = Stage::Binary {
            op: BinaryOp::Add,
            bcast: Bcast::None,
        }
    });
    // Removing an op can put a later one outside its domain: keep only
    // variants whose chain is still defined.
    out.retain(valid);
    out
}

/// Whether every unary function of `spec` is defined over its input range.
pub fn valid(spec: &Spec) -> bool {
    let mut range = stage_range(spec.stage, spec.accumulate);
    if let Some(op) = spec.dst_op {
        range = dst_range(op, range);
    }
    for &f in &spec.unary {
        match unary_range(f, range) {
            Some(next) => range = next,
            None => return false,
        }
    }
    spec.frame_tiles * if spec.dst_op.is_some() { 2 } else { 1 } <= spec.element.slots()
}
