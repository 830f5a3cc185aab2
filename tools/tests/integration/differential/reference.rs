//! The independent reference of a generated program: what the spec's math
//! object (device API spec 3.6) computes, element by element in f64, with a
//! running bound on how far a correct implementation may be from it.
//!
//! Written from the spec alone, sharing nothing with the simulator. Every
//! value carries `e`, a bound on |implementation - exact| that grows with
//! each operation: one rounding into the compute type per instruction
//! (a slot holds values of T; one unit in the last place, so any faithful
//! rounding passes, not only nearest-even), an f32 accumulation inside
//! matmul and reduce (n terms: n f32 ulps of the sum of magnitudes), the
//! propagation of the input's error through each function (the largest
//! change of f over [v - e, v + e], or its Lipschitz constant), and 2^-20
//! relative plus 2^-22 absolute for transcendental functions. Elements the
//! spec leaves undefined (outside a reduce's row/column/element) are None
//! and not compared. A reduce pack (pack_row after a row reduce, pack_col
//! after a column reduce, pack_scalar) keeps the reduce's results and
//! writes 0 around them, as the reference toolchain's pack masks do; a max
//! reduce into a fresh slot starts from its first maximum (the reference
//! emulator seeds the slot with -FLT_MAX). Tiles are stored as Tenstorrent
//! stores them: four 16x16 faces, each row-major, in row-major order.

use super::render::{in_slice, out_slice};
use super::spec::{
    BSource, Bcast, BinaryOp, DstKind, DstOperand, Element, PackMode, ReduceDim, ReduceKind, Spec,
    Stage, Unary,
};

const SIDE: usize = 32;
const TILE: usize = SIDE * SIDE;

/// Where element (h, w) of a tile is stored: face (h / 16, w / 16) of
/// 256 elements, row-major inside.
fn stored(h: usize, w: usize) -> usize {
    ((h / 16) * 2 + w / 16) * 256 + (h % 16) * 16 + w % 16
}
/// Subnormal results may flush to zero.
const TINY: f64 = f32::MIN_POSITIVE as f64;
pub const F32_ULP: f64 = 1.0 / (1u64 << 23) as f64;

/// One rounding (`ulp` relative) of an exact result `v` whose inputs put it
/// within `e`.
pub fn rounded(v: f64, e: f64, ulp: f64) -> Approx {
    Approx {
        v,
        e: e + ulp * v.abs() + TINY,
    }
}

/// An exact value and a bound on an implementation's distance from it.
#[derive(Clone, Copy, Debug)]
pub struct Approx {
    pub v: f64,
    pub e: f64,
}

type Slot = Vec<Option<Approx>>;

/// One unit in the last place of T, relative to the value.
fn ulps(element: Element) -> f64 {
    match element {
        Element::BFloat16 => 1.0 / 128.0,
        Element::Float32 => F32_ULP,
    }
}

struct Interpreter<'a> {
    spec: &'a Spec,
    a: &'a [f32],
    b: &'a [f32],
    rounding: f64,
}

impl Interpreter<'_> {
    fn round(&self, v: f64, e: f64) -> Approx {
        rounded(v, e, self.rounding)
    }

    /// Tile `tile` of input frame `frame` of a core whose slices start at
    /// `a_base` / `b_base`: element (h, w).
    fn tile(
        values: &[f32],
        base: usize,
        frame: usize,
        tile: usize,
        frame_tiles: usize,
    ) -> impl Fn(usize, usize) -> f64 + '_ {
        let start = base + (frame * frame_tiles + tile) * TILE;
        move |h, w| f64::from(values[start + stored(h, w)])
    }

    /// Applies the stage for input frame `frame`, tile `t`, to `slot`.
    /// `fresh`: no operation has written the slot yet.
    fn stage(&self, slot: &mut Slot, bases: (usize, usize), frame: usize, t: usize, fresh: bool) {
        let f = self.spec.frame_tiles as usize;
        let a = Self::tile(self.a, bases.0, frame, t, f);
        let b = Self::tile(self.b, bases.1, frame, t, f);
        let exact = |v: f64| Some(Approx { v, e: TINY });
        for h in 0..SIDE {
            for w in 0..SIDE {
                let at = h * SIDE + w;
                slot[at] = match self.spec.stage {
                    Stage::Copy => exact(a(h, w)),
                    Stage::Transpose => exact(a(w, h)),
                    Stage::Binary { op, bcast } => {
                        let y = match bcast {
                            Bcast::None => b(h, w),
                            Bcast::Rows => b(0, w),
                            Bcast::Cols => b(h, 0),
                            Bcast::Scalar => b(0, 0),
                        };
                        let v = match op {
                            BinaryOp::Add => a(h, w) + y,
                            BinaryOp::Sub => a(h, w) - y,
                            BinaryOp::Mul => a(h, w) * y,
                        };
                        Some(self.round(v, 0.0))
                    }
                    Stage::Matmul { transpose_b } => {
                        let (mut sum, mut magnitude) = (0.0, 0.0);
                        for i in 0..SIDE {
                            let p = a(h, i) * if transpose_b { b(w, i) } else { b(i, w) };
                            sum += p;
                            magnitude += p.abs();
                        }
                        slot[at].map(|old| {
                            self.round(old.v + sum, old.e + SIDE as f64 * F32_ULP * magnitude)
                        })
                    }
                    Stage::Reduce { kind, dim } => {
                        let target = match dim {
                            ReduceDim::Rows => w == 0,
                            ReduceDim::Cols => h == 0,
                            ReduceDim::Scalar => h == 0 && w == 0,
                        };
                        if !target {
                            None
                        } else {
                            let cells: Vec<f64> = match dim {
                                ReduceDim::Rows => (0..SIDE).map(|x| a(h, x)).collect(),
                                ReduceDim::Cols => (0..SIDE).map(|y| a(y, w)).collect(),
                                ReduceDim::Scalar => {
                                    (0..TILE).map(|i| a(i / SIDE, i % SIDE)).collect()
                                }
                            };
                            let scaler = b(0, 0);
                            slot[at].map(|old| match kind {
                                ReduceKind::Sum => {
                                    let sum: f64 = cells.iter().sum();
                                    let magnitude: f64 =
                                        cells.iter().map(|x| x.abs()).sum::<f64>() * scaler.abs();
                                    let n = cells.len() as f64 + 1.0;
                                    self.round(
                                        old.v + sum * scaler,
                                        old.e + n * F32_ULP * magnitude,
                                    )
                                }
                                ReduceKind::Max => {
                                    let largest =
                                        cells.iter().cloned().fold(f64::NEG_INFINITY, f64::max)
                                            * scaler;
                                    // max is 1-Lipschitz; the product rounds once.
                                    let start = if fresh { largest } else { old.v.max(largest) };
                                    self.round(start, old.e + F32_ULP * largest.abs())
                                }
                            })
                        }
                    }
                };
            }
        }
    }

    fn dst_op(&self, x: Option<Approx>, y: f64, kind: DstKind) -> Option<Approx> {
        let x = x?;
        Some(match kind {
            DstKind::Add => self.round(x.v + y, x.e),
            DstKind::Sub => self.round(x.v - y, x.e),
            DstKind::Rsub => self.round(y - x.v, x.e),
            DstKind::Mul => self.round(x.v * y, x.e * y.abs()),
        })
    }

    fn unary(&self, f: Unary, x: Approx) -> Approx {
        let c = |p: f32| f64::from(p);
        let sign = |v: f64| {
            if v < 0.0 {
                -1.0
            } else if v > 0.0 {
                1.0
            } else {
                0.0
            }
        };
        let apply = |v: f64| match f {
            Unary::Abs => v.abs(),
            Unary::Relu => v.max(0.0),
            Unary::Square => v * v,
            Unary::Sign => sign(v),
            Unary::Exp => v.exp(),
            Unary::Log => v.ln(),
            Unary::Sqrt => v.max(0.0).sqrt(),
            Unary::Sigmoid => 1.0 / (1.0 + (-v).exp()),
            Unary::Tanh => v.tanh(),
            Unary::Sin => v.sin(),
            Unary::Cos => v.cos(),
            Unary::AddScalar(p) => v + c(p),
            Unary::SubScalar(p) => v - c(p),
            Unary::RsubScalar(p) => c(p) - v,
            Unary::MulScalar(p) => v * c(p),
            Unary::LeakyRelu(s) => {
                if v <= 0.0 {
                    c(s) * v
                } else {
                    v
                }
            }
            Unary::ReluMax(t) => v.clamp(0.0, c(t)),
            Unary::ReluMin(t) => {
                if v < c(t) {
                    0.0
                } else {
                    v
                }
            }
        };
        let y = apply(x.v);
        // How far f(input) may be from f(v) when |input - v| <= e.
        let spread = match f {
            Unary::Abs | Unary::Sin | Unary::Cos => x.e,
            Unary::Square => 2.0 * x.v.abs() * x.e + x.e * x.e,
            Unary::Sign if x.v.abs() <= x.e => 2.0,
            Unary::Sign => 0.0,
            Unary::ReluMin(t) if (x.v - c(t)).abs() <= x.e => c(t) + x.e,
            Unary::ReluMin(_) => x.e,
            Unary::Log if x.v - x.e <= 0.0 => f64::INFINITY,
            // Monotone on the interval: its ends bound the change.
            _ => (apply(x.v + x.e) - y)
                .abs()
                .max((apply(x.v - x.e) - y).abs()),
        };
        let transcendental = matches!(
            f,
            Unary::Exp
                | Unary::Log
                | Unary::Sqrt
                | Unary::Sigmoid
                | Unary::Tanh
                | Unary::Sin
                | Unary::Cos
        );
        let approximation = if transcendental {
            y.abs() / f64::from(1u32 << 20) + 1.0 / f64::from(1u32 << 22)
        } else {
            0.0
        };
        self.round(y, spread + approximation)
    }

    /// Output frame `frame`, tile `t` of the core whose slices start at
    /// `bases` (a, b).
    fn output_tile(&self, bases: (usize, usize), frame: usize, t: usize) -> Slot {
        let spec = self.spec;
        let mut slot: Slot = vec![Some(Approx { v: 0.0, e: 0.0 }); TILE];
        let k = spec.accumulate as usize;
        for step in 0..k {
            self.stage(&mut slot, bases, frame * k + step, t, step == 0);
        }
        if let Some(op) = spec.dst_op {
            let last_b = Self::tile(
                self.b,
                bases.1,
                frame * k + k - 1,
                t,
                spec.frame_tiles as usize,
            );
            for (at, value) in slot.iter_mut().enumerate() {
                let y = match op.operand {
                    DstOperand::Fill(c) => f64::from(c),
                    DstOperand::CopyB => last_b(at / SIDE, at % SIDE),
                };
                *value = self.dst_op(*value, y, op.kind);
            }
        }
        for &f in &spec.unary {
            for value in slot.iter_mut() {
                *value = value.map(|x| self.unary(f, x));
            }
        }
        for (at, value) in slot.iter_mut().enumerate() {
            let (h, w) = (at / SIDE, at % SIDE);
            let kept = match spec.pack {
                PackMode::Tile => true,
                PackMode::Row => w == 0,
                PackMode::Col => h == 0,
                PackMode::Scalar => h == 0 && w == 0,
            };
            // Packing rounds into T once more; the reduce packs zero the rest.
            *value = if kept {
                value.map(|x| self.round(x.v, x.e))
            } else {
                Some(Approx { v: 0.0, e: 0.0 })
            };
        }
        // Stored in faces.
        let mut faces: Slot = vec![None; TILE];
        for (at, value) in slot.into_iter().enumerate() {
            faces[stored(at / SIDE, at % SIDE)] = value;
        }
        faces
    }
}

/// The expected `c`, element by element (None: undefined).
pub fn expected(spec: &Spec, a: &[f32], b: &[f32]) -> Vec<Option<Approx>> {
    let interpreter = Interpreter {
        spec,
        a,
        b,
        rounding: ulps(spec.element),
    };
    let (in_slice, out_slice) = (in_slice(spec) as usize, out_slice(spec) as usize);
    let mut c = vec![None; out_slice * spec.cores() as usize];
    for core in 0..spec.cores() as usize {
        let b_base = if spec.b_source == BSource::Multicast {
            0
        } else {
            core * in_slice
        };
        for frame in 0..spec.out_frames as usize {
            for t in 0..spec.frame_tiles as usize {
                let tile = interpreter.output_tile((core * in_slice, b_base), frame, t);
                let start = core * out_slice + (frame * spec.frame_tiles as usize + t) * TILE;
                c[start..start + TILE].copy_from_slice(&tile);
            }
        }
    }
    c
}
