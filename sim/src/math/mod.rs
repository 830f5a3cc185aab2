//! The math engine: what the `tanto_rt_math_*`, `tanto_rt_tile_*`,
//! `tanto_rt_[un]tilize_block` and `tanto_rt_pto_<compute op>` runtime
//! functions (docs/abi.md) do to a core's L1 and destination slots.
//!
//! The machine traps the call, reads its ILP32 argument words and calls
//! [`MathEngine::call`]. Argument layouts follow the lowering
//! (`passes/src/lower/tile.rs`, `passes/src/lower/pto.rs`); both come from
//! the one definition of the ABI (`manifest/abi.toml`, generated into
//! `tanto_manifest::abi::math`): each function's symbol, argument words and
//! the name of its implementation here ([`IMPLEMENTATIONS`]). A fault names
//! the word and its value.
//!
//! # The math object (spec section 3.6, `dialects/src/tile/tile.toml`)
//!
//! A Tanto tile is 1024 elements, 32x32, stored as Tenstorrent stores it:
//! four 16x16 faces, each row-major, in row-major order (the arch file's
//! `[tile]`, `tanto_arch::tile::TileLayout`). Operations see the logical
//! 32x32 matrix: loads unpack the faces, `pack` writes them, tilize and
//! untilize produce and read them. Destination slots hold f32 values
//! whatever the compute format; every result is rounded to f32 when it is
//! stored in a slot, and to the pipe's format only at `pack` (see
//! [`format`] for the rounding). Loads from any format are exact widenings,
//! except int32/uint32 values beyond 2^24, which round to the nearest f32.
//!
//! | function | semantics |
//! |---|---|
//! | `math_acquire(format)` | slots of that compute format become live, all zero: `slots_16bit` of them for 8- and 16-bit formats, `slots_32bit` for 32-bit ones. Faults if already acquired (one math object at a time) |
//! | `math_release()` | ends them; a later use faults until the next acquire |
//! | `copy`, `transpose` | assign dst = src, dst[h, w] = src[w, h] |
//! | `add`/`sub`/`mul` | assign dst[h, w] = src0[h, w] op b, b = src1[h, w] (none), src1[0, w] (rows), src1[h, 0] (cols), src1[0, 0] (scalar) |
//! | `matmul` | accumulates: dst[h, w] += Σ_i src0[h, i] * src1[i, w]; with `transpose`, src1[w, i] (the second tile is transposed). Evaluated in f64, rounded to f32 once per element |
//! | `reduce` | accumulates into the first column (rows), first row (cols) or first element (scalar), leaving the rest of the slot alone. sum: dst += Σ src0 * src1[0, 0]; max: dst = max(dst, MAX(src0) * src1[0, 0]) (the scaler multiplies the maximum), except into a slot no operation has written since the acquire, where it is MAX(src0) * src1[0, 0]: the reference toolchain's emulator seeds such a slot with -FLT_MAX, so a row of negative values reduces to its maximum, not to the slot's 0. Sums in f64, rounded once |
//! | `unary(idst, param, fn)` | in place, see [`unary`] for every UnaryFn; `max` is dst[idst] = max(dst[idst], dst[idst + 1]) |
//! | `fill(idst, value)` | every element = value (f32 bits) |
//! | `copy_dst(isrc, idst)` | dst[idst] = dst[isrc] |
//! | `binary_dst(isrc0, isrc1, idst, kind)` | dst[idst] = dst[isrc0] op dst[isrc1]: add, sub, rsub (isrc1 - isrc0), mul, div, power (isrc0 ^ isrc1, f64 `powf`) |
//! | `pack(slot, tile, format, mode)` | rounds to `format` and writes the whole tile at `tile`. Modes 1-3 are the reference toolchain's reduce packs (`pack_row` is LLK `pack_reduce_config<REDUCE_ROW>`, and so on): the packer's edge masks keep the results a reduce leaves and write 0 elsewhere. `row` (1, after a row reduce) keeps the first column, `col` (2, after a column reduce) the first row, `scalar` (3) the first element; `tile` (0) keeps everything |
//! | `tilize_block(src, src_format, block, dst, dst_format)` | logical element (r, c) of tile t = src[r * 32 * block + t * 32 + c], stored in faces; converts when the formats differ (bit copy when equal). Faults while a math object is alive (spec 3.7.2) |
//! | `untilize_block(...)` | the inverse |
//!
//! NaN in max: `f32::max`/`f64::max` (the other operand wins over NaN).
//! Compute formats are only bookkeeping (slot count, fault messages): an
//! int32 math object computes in f32 like the others.
//!
//! Faults ([`MathFault`]) come before any write where the arguments allow
//! it: an unknown function, fewer argument words than the function takes,
//! an L1 range beyond L1 (computed without overflow), an element address not
//! aligned to its size, a data format or enum index out of range, a slot
//! outside the live math object, slots used before acquire, a second
//! acquire, tilize while a math object lives, a PTO integer op on floats,
//! a PTO row wider than its pitch. No argument makes a call panic or run
//! longer than its L1 ranges allow.
//!
//! # PTO tile instructions
//!
//! See [`pto`]: the valid region of each tile, row pitch = static columns,
//! element type from the `format` word.
//!
//! # Accuracy of the unary functions
//!
//! See the table in [`unary`].

use tanto_arch::tile::TileLayout;
use tanto_manifest::abi::math as abi;

mod format;
pub(crate) mod memory;
mod mx_format;
mod pto;
mod span;
mod special;
mod tile;
mod unary;

#[cfg(test)]
mod tests;

pub use format::DataFormat;
pub(crate) use pto::{store_element, StoreQuant};
pub use span::span_label;
pub use unary::UnaryFn;

/// The math unit's operation classes, for the machine's time model (the
/// ABI's, from abi.toml).
pub use tanto_manifest::abi::math::MathClass;

/// A call the engine refuses. Each message names the function, the argument
/// word at fault and its value.
#[derive(thiserror::Error, Debug, Clone, PartialEq, Eq)]
pub enum MathFault {
    #[error("`{function}` is not a math-engine function")]
    UnknownFunction { function: String },
    #[error("{function}: takes {needed} argument words, the call passed {given}")]
    MissingArguments {
        function: &'static str,
        needed: usize,
        given: usize,
    },
    #[error("{function}: {argument} = {address:#x}: {bytes} bytes from there reach beyond L1 ({l1_bytes} bytes)")]
    OutOfBounds {
        function: &'static str,
        argument: &'static str,
        address: u32,
        bytes: u64,
        l1_bytes: usize,
    },
    #[error("{function}: {argument} = {address:#x} is not aligned to the {align}-byte elements of {format}")]
    Misaligned {
        function: &'static str,
        argument: &'static str,
        address: u32,
        format: &'static str,
        align: usize,
    },
    #[error("{function}: {argument} = {value} is not a data format (0 f32, 1 f16, 2 bf16, 3 int8, 4 uint8, 5 int16, 6 uint16, 7 int32, 8 uint32, 9 f8e4m3, 10 f8e5m2, 11 e8m0)")]
    UnknownFormat {
        function: &'static str,
        argument: &'static str,
        value: u32,
    },
    #[error("{function}: {argument} = {value} is not a {enum_name} (0..{count})")]
    UnknownEnum {
        function: &'static str,
        argument: &'static str,
        value: u32,
        enum_name: &'static str,
        count: usize,
    },
    #[error("{function}: {argument} = {value} is not a destination slot: the math object of {format} has {slots}")]
    SlotOutOfRange {
        function: &'static str,
        argument: &'static str,
        value: u32,
        slots: usize,
        format: &'static str,
    },
    #[error("{function}: the destination slots are used without tanto_rt_math_acquire")]
    NotAcquired { function: &'static str },
    #[error("{function}: the destination slots are already acquired for {format} (one math object at a time)")]
    AlreadyAcquired {
        function: &'static str,
        format: &'static str,
    },
    #[error("{function}: runs without a math object, but one of {format} is alive")]
    MathObjectAlive {
        function: &'static str,
        format: &'static str,
    },
    #[error("{function}: {argument} = {format}: the operation takes {allowed}")]
    FormatNotAllowed {
        function: &'static str,
        argument: &'static str,
        format: &'static str,
        allowed: &'static str,
    },
    #[error(
        "{function}: {argument} = {pitch}: a row pitch below the {cols} columns the operation uses"
    )]
    RowWiderThanPitch {
        function: &'static str,
        argument: &'static str,
        cols: u32,
        pitch: u32,
    },
    #[error("{function}: the source tile holds {from} bytes and the destination {to}: a reshape keeps the bytes")]
    ByteCountMismatch {
        function: &'static str,
        from: u64,
        to: u64,
    },
    #[error("{function}: {rows} rows of tile `{tile}`, past its {static_rows} static rows")]
    RowsBeyondTile {
        function: &'static str,
        tile: &'static str,
        rows: u32,
        static_rows: usize,
    },
    #[error("{function}: {what}")]
    Malformed {
        function: &'static str,
        what: String,
    },
    #[error("{function}: the {rows}x{cols} window at ({row}, {col}) is outside the {whole_rows}x{whole_cols} tile")]
    WindowOutsideTile {
        function: &'static str,
        row: u32,
        col: u32,
        rows: u32,
        cols: u32,
        whole_rows: u32,
        whole_cols: u32,
    },
    #[error("{function}: {argument} holds the offset {index}, beyond the {elements} elements of the tile it indexes")]
    IndexOutOfTile {
        function: &'static str,
        argument: &'static str,
        index: u32,
        elements: u64,
    },
}

/// One math engine per compute hart: its destination slots.
#[derive(Clone, Debug)]
pub struct MathEngine {
    slots_16bit: usize,
    slots_32bit: usize,
    /// How tiles are stored in L1 (faces).
    tile: TileLayout,
    /// The live math object, between acquire and release.
    live: Option<Destination>,
    /// The records the last 2-4 list TMRGSORT took from each list (the
    /// VMS4_SR status register).
    merge_status: [u16; 4],
    /// The L1 ranges of the last call.
    touched: Vec<Touched>,
    /// The destination slots the last call read and wrote.
    slots_used: Vec<SlotUse>,
}

/// The destination slots of a live math object.
#[derive(Clone, Debug)]
struct Destination {
    format: DataFormat,
    /// `slots` x 1024 values, slot-major, each slot a logical row-major
    /// 32x32 matrix.
    values: Vec<f32>,
    /// Which slots an operation has written since the acquire: a max
    /// reduce into an unwritten slot starts from nothing (not from its 0s).
    written: Vec<bool>,
}

impl MathEngine {
    /// `slots_16bit` and `slots_32bit` from the arch file's `[dst]`, the
    /// tile layout from its `[tile]`.
    pub fn new(slots_16bit: usize, slots_32bit: usize, tile: TileLayout) -> Self {
        MathEngine {
            slots_16bit,
            slots_32bit,
            tile,
            live: None,
            merge_status: [0; 4],
            touched: Vec::new(),
            slots_used: Vec::new(),
        }
    }

    /// Is `function` (full symbol name, e.g. "tanto_rt_tile_add") one of the
    /// engine's?
    pub fn handles(function: &str) -> bool {
        lookup(function).is_some()
    }

    /// The math-unit class of `function`, for the time model; `None` for
    /// acquire and release (bookkeeping, no math-unit work) and for
    /// functions that are not the engine's.
    pub fn class(function: &str) -> Option<MathClass> {
        lookup(function).and_then(|def| def.class)
    }

    /// How many 32x32 tiles' worth of work a call is, for the time model:
    /// `block` for tilize/untilize, the destination's valid elements / 1024
    /// (rounded up) for PTO instructions (M·N·K / 32768 for a matmul),
    /// 1 for the other functions. Never faults: garbage arguments give a
    /// number, and the call itself then faults.
    pub fn tiles(function: &str, args: &[u32]) -> u64 {
        let Some(def) = lookup(function) else {
            return 0;
        };
        match def.op {
            Op::Acquire | Op::Release | Op::PtoMergeStatus => 0,
            Op::PtoElement { .. } => 1,
            // The destination's valid elements, as for the other PTO calls.
            Op::PtoMergeLists => u64::from(named_word(def, args, "dst.valid_cols")).div_ceil(1024),
            Op::Tile(_) => 1,
            Op::Tilize { .. } => u64::from(named_word(def, args, "block")),
            Op::Pto(op) => pto::tiles(op, def, args),
        }
    }

    /// Runs `function`. `args` are the call's ILP32 argument words in order
    /// (a0..a7, then the stack words); words past the function's own are
    /// ignored. `l1` is this core's whole L1, index 0 = L1 address 0.
    /// Returns the call's result word, for the functions that have one
    /// (TGETVAL, the list merge's counts).
    pub fn call(
        &mut self,
        function: &str,
        args: &[u32],
        l1: &mut [u8],
    ) -> Result<Option<u32>, MathFault> {
        let def = lookup(function).ok_or_else(|| MathFault::UnknownFunction {
            function: function.to_string(),
        })?;
        if args.len() < def.params.len() {
            return Err(MathFault::MissingArguments {
                function: def.name,
                needed: def.params.len(),
                given: args.len(),
            });
        }
        let call = Call {
            function: def.name,
            params: def.params,
            words: args,
            touched: std::cell::RefCell::new(Vec::new()),
            slots: std::cell::RefCell::new(Vec::new()),
        };
        let result = self.run_call(def, &call, l1);
        self.touched = call.touched.into_inner();
        self.slots_used = call.slots.into_inner();
        result
    }

    /// The L1 ranges the last call covered (tiles read and written).
    pub fn last_touched(&self) -> &[Touched] {
        &self.touched
    }

    /// The destination slots the last call read and wrote, in order (a
    /// slot an operation accumulates into is read, then written).
    pub fn last_slots(&self) -> &[SlotUse] {
        &self.slots_used
    }

    /// Whether `function` starts a math object (its slots hold zeros).
    pub fn is_acquire(function: &str) -> bool {
        lookup(function).is_some_and(|def| matches!(def.op, Op::Acquire))
    }

    fn run_call(
        &mut self,
        def: &'static FunctionDef,
        call: &Call,
        l1: &mut [u8],
    ) -> Result<Option<u32>, MathFault> {
        match def.op {
            Op::Acquire => self.acquire(call)?,
            Op::Release => self.release(call)?,
            Op::Tile(op) => tile::run(self, op, call, l1)?,
            Op::Tilize { inverse } => {
                if let Some(live) = &self.live {
                    return Err(MathFault::MathObjectAlive {
                        function: call.function,
                        format: live.format.name(),
                    });
                }
                tile::tilize(call, l1, inverse, &self.tile)?;
            }
            Op::Pto(op) => pto::run(op, call, l1)?,
            Op::PtoElement { write } => return pto::element(call, l1, write),
            // The counts of lists 0 and 1 come back from the merge, those of
            // lists 2 and 3 from the status read that follows it.
            Op::PtoMergeLists => {
                self.merge_status = pto::merge_lists(call, l1)?;
                return Ok(Some(pack_counts(
                    self.merge_status[0],
                    self.merge_status[1],
                )));
            }
            Op::PtoMergeStatus => {
                return Ok(Some(pack_counts(
                    self.merge_status[2],
                    self.merge_status[3],
                )))
            }
        }
        Ok(None)
    }

    fn acquire(&mut self, call: &Call) -> Result<(), MathFault> {
        let format = call.format(0)?;
        if let Some(live) = &self.live {
            return Err(MathFault::AlreadyAcquired {
                function: call.function,
                format: live.format.name(),
            });
        }
        let slots = if format.bytes() == 4 {
            self.slots_32bit
        } else {
            self.slots_16bit
        };
        self.live = Some(Destination {
            format,
            values: vec![0.0; slots * tile::TILE_ELEMENTS],
            written: vec![false; slots],
        });
        Ok(())
    }

    fn release(&mut self, call: &Call) -> Result<(), MathFault> {
        self.live.take().map(|_| ()).ok_or(MathFault::NotAcquired {
            function: call.function,
        })
    }
}

/// One call being run: its argument words, with their names for faults.
pub(crate) struct Call<'a> {
    pub function: &'static str,
    params: &'static [&'static str],
    words: &'a [u32],
    /// The L1 ranges the call's regions cover, as they are made.
    touched: std::cell::RefCell<Vec<Touched>>,
    /// The destination slots it reads and writes.
    slots: std::cell::RefCell<Vec<SlotUse>>,
}

/// A destination slot a math call reads or writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SlotUse {
    pub slot: usize,
    pub write: bool,
}

/// An L1 range a math call reads or writes: the argument word naming it,
/// its address and its extent in bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Touched {
    pub argument: &'static str,
    pub address: u32,
    pub bytes: u64,
}

impl Touched {
    /// Whether the call writes the range: a pack's tile, a tilize's
    /// destination, a PTO instruction's destination tiles.
    pub fn is_write(&self) -> bool {
        matches!(self.argument, "tile_l1" | "dst_l1") || self.argument.starts_with("dst")
    }
}

impl Call<'_> {
    pub(crate) fn use_slot(&self, slot: usize, write: bool) {
        self.slots.borrow_mut().push(SlotUse { slot, write });
    }

    pub(crate) fn touch(&self, argument: &'static str, address: u32, bytes: u64) {
        self.touched.borrow_mut().push(Touched {
            argument,
            address,
            bytes,
        });
    }

    /// Argument word `index` (the arity was checked before the call ran).
    pub fn word(&self, index: usize) -> u32 {
        self.words.get(index).copied().unwrap_or(0)
    }

    pub fn name(&self, index: usize) -> &'static str {
        self.params.get(index).copied().unwrap_or("?")
    }

    pub fn format(&self, index: usize) -> Result<DataFormat, MathFault> {
        let value = self.word(index);
        DataFormat::from_code(value).ok_or(MathFault::UnknownFormat {
            function: self.function,
            argument: self.name(index),
            value,
        })
    }

    /// An enum attribute's index, below `count`.
    pub fn choice(
        &self,
        index: usize,
        enum_name: &'static str,
        count: usize,
    ) -> Result<usize, MathFault> {
        let value = self.word(index);
        match usize::try_from(value) {
            Ok(choice) if choice < count => Ok(choice),
            _ => Err(MathFault::UnknownEnum {
                function: self.function,
                argument: self.name(index),
                value,
                enum_name,
                count,
            }),
        }
    }

    /// An i1 operand or unit flag: 0 or 1.
    pub fn flag(&self, index: usize) -> Result<bool, MathFault> {
        Ok(self.choice(index, "bool", 2)? == 1)
    }
}

/// What a function does.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Op {
    Acquire,
    Release,
    Tile(tile::TileOp),
    Tilize {
        inverse: bool,
    },
    Pto(pto::PtoOp),
    /// TGETVAL (returns the element's bits) and TSETVAL.
    PtoElement {
        write: bool,
    },
    /// TMRGSORT's 2-4 list form: returns the records taken from lists 0
    /// (low half) and 1 (high half), and keeps all four as the status.
    PtoMergeLists,
    /// The status of the last list merge: the counts of lists 2 and 3.
    PtoMergeStatus,
}

/// Two 16-bit counts in one word, the first in the low half (the order of
/// a little-endian vector<4xi16>).
fn pack_counts(low: u16, high: u16) -> u32 {
    u32::from(low) | u32::from(high) << 16
}

/// A function of the engine: its definition in the ABI (symbol, class,
/// argument words) and its implementation.
#[derive(Debug)]
pub(crate) struct FunctionDef {
    pub name: &'static str,
    pub class: Option<MathClass>,
    pub params: &'static [&'static str],
    pub op: Op,
}

/// Every function of the ABI the engine implements, in the ABI's order.
pub(crate) fn functions() -> &'static [FunctionDef] {
    static TABLE: std::sync::OnceLock<Vec<FunctionDef>> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        abi::FUNCTIONS
            .iter()
            .filter_map(|f| {
                Some(FunctionDef {
                    name: f.symbol,
                    class: f.class,
                    params: f.names,
                    op: implementation(f.engine)?,
                })
            })
            .collect()
    })
}

/// The implementation named `engine`.
pub(crate) fn implementation(engine: &str) -> Option<Op> {
    implementations()
        .find(|(name, _)| *name == engine)
        .map(|(_, op)| op)
}

/// Every implementation by name: [`IMPLEMENTATIONS`] and the PTO binary
/// and unary operations, which name themselves ([`pto::PtoBinary::ENGINES`],
/// [`pto::PtoUnary::ENGINES`]).
pub(crate) fn implementations() -> impl Iterator<Item = (&'static str, Op)> {
    let binaries = B::ENGINES
        .iter()
        .map(|(name, kind)| (*name, Op::Pto(P::Binary(*kind))));
    let unaries = U::ENGINES
        .iter()
        .map(|(name, kind)| (*name, Op::Pto(P::Unary(*kind))));
    IMPLEMENTATIONS
        .iter()
        .copied()
        .chain(binaries)
        .chain(unaries)
}

/// The argument word the ABI names `name` (0 when the call passed fewer).
fn named_word(def: &FunctionDef, args: &[u32], name: &str) -> u32 {
    let index = def.params.iter().position(|param| *param == name);
    index.and_then(|i| args.get(i)).copied().unwrap_or(0)
}

fn lookup(function: &str) -> Option<&'static FunctionDef> {
    functions().iter().find(|def| def.name == function)
}

use pto::{
    PtoBinary as B, PtoExpand as X, PtoOp as P, PtoReduce as R, PtoScalar as S, PtoUnary as U,
};
use tile::{Eltwise as E, TileOp as T};

/// The engine's implementations, by the `engine` name abi.toml gives each
/// function (several functions may share one). Every name abi.toml uses
/// has one here and every one here is used (tests/abi.rs).
#[rustfmt::skip]
pub(crate) static IMPLEMENTATIONS: &[(&str, Op)] = &[
    ("acquire", Op::Acquire),
    ("release", Op::Release),
    ("tile.pack", Op::Tile(T::Pack)),
    ("tile.copy", Op::Tile(T::Copy)),
    ("tile.eltwise.add", Op::Tile(T::Eltwise(E::Add))),
    ("tile.eltwise.sub", Op::Tile(T::Eltwise(E::Sub))),
    ("tile.eltwise.mul", Op::Tile(T::Eltwise(E::Mul))),
    ("tile.matmul", Op::Tile(T::Matmul)),
    ("tile.reduce", Op::Tile(T::Reduce)),
    ("tile.transpose", Op::Tile(T::Transpose)),
    ("tile.unary", Op::Tile(T::Unary)),
    ("tile.fill", Op::Tile(T::Fill)),
    ("tile.copy_dst", Op::Tile(T::CopyDst)),
    ("tile.binary_dst", Op::Tile(T::BinaryDst)),
    ("tilize", Op::Tilize { inverse: false }),
    ("untilize", Op::Tilize { inverse: true }),
    ("pto.scalar.add", Op::Pto(P::Scalar(S::Op(B::Add)))),
    ("pto.scalar.sub", Op::Pto(P::Scalar(S::Op(B::Sub)))),
    ("pto.scalar.mul", Op::Pto(P::Scalar(S::Op(B::Mul)))),
    ("pto.scalar.div", Op::Pto(P::Scalar(S::Op(B::Div)))),
    ("pto.scalar.max", Op::Pto(P::Scalar(S::Op(B::Max)))),
    ("pto.scalar.min", Op::Pto(P::Scalar(S::Op(B::Min)))),
    ("pto.scalar.leaky_relu", Op::Pto(P::Scalar(S::LeakyRelu))),
    ("pto.scalar.rem", Op::Pto(P::Scalar(S::Op(B::Rem)))),
    ("pto.scalar.fmod", Op::Pto(P::Scalar(S::Op(B::Fmod)))),
    ("pto.scalar.and", Op::Pto(P::Scalar(S::Op(B::And)))),
    ("pto.scalar.or", Op::Pto(P::Scalar(S::Op(B::Or)))),
    ("pto.scalar.xor", Op::Pto(P::Scalar(S::Op(B::Xor)))),
    ("pto.scalar.shl", Op::Pto(P::Scalar(S::Op(B::Shl)))),
    ("pto.scalar.shr", Op::Pto(P::Scalar(S::Op(B::Shr)))),
    ("pto.scalar.pow", Op::Pto(P::Scalar(S::Op(B::Pow)))),
    ("pto.mov", Op::Pto(P::Mov)),
    ("pto.mov_pre", Op::Pto(P::MovPre)),
    ("pto.trans", Op::Pto(P::Trans)),
    ("pto.matmul", Op::Pto(P::Matmul { accumulate: false, bias: false })),
    ("pto.matmul.accumulate", Op::Pto(P::Matmul { accumulate: true, bias: false })),
    ("pto.matmul.bias", Op::Pto(P::Matmul { accumulate: false, bias: true })),
    ("pto.matmul_mx", Op::Pto(P::MatmulMx { accumulate: false, bias: false })),
    ("pto.matmul_mx.accumulate", Op::Pto(P::MatmulMx { accumulate: true, bias: false })),
    ("pto.matmul_mx.bias", Op::Pto(P::MatmulMx { accumulate: false, bias: true })),
    ("pto.get_scale_addr", Op::Pto(P::GetScaleAddr)),
    ("pto.reduce.row_sum", Op::Pto(P::Reduce(R::RowSum))),
    ("pto.reduce.row_max", Op::Pto(P::Reduce(R::RowMax))),
    ("pto.reduce.col_sum", Op::Pto(P::Reduce(R::ColSum))),
    ("pto.reduce.col_max", Op::Pto(P::Reduce(R::ColMax))),
    ("pto.compare", Op::Pto(P::Compare { scalar: false })),
    ("pto.compare.scalar", Op::Pto(P::Compare { scalar: true })),
    ("pto.select", Op::Pto(P::Select { scalar: false })),
    ("pto.select.scalar", Op::Pto(P::Select { scalar: true })),
    ("pto.convert", Op::Pto(P::Convert)),
    ("pto.arg_reduce.row_max", Op::Pto(P::ArgReduce { by_row: true, max: true })),
    ("pto.arg_reduce.row_min", Op::Pto(P::ArgReduce { by_row: true, max: false })),
    ("pto.arg_reduce.col_max", Op::Pto(P::ArgReduce { by_row: false, max: true })),
    ("pto.arg_reduce.col_min", Op::Pto(P::ArgReduce { by_row: false, max: false })),
    ("pto.partial.add", Op::Pto(P::Partial(B::Add))),
    ("pto.partial.mul", Op::Pto(P::Partial(B::Mul))),
    ("pto.partial.max", Op::Pto(P::Partial(B::Max))),
    ("pto.partial.min", Op::Pto(P::Partial(B::Min))),
    ("pto.fill", Op::Pto(P::Fill { sequence: false })),
    ("pto.fill.sequence", Op::Pto(P::Fill { sequence: true })),
    ("pto.fill_pad", Op::Pto(P::FillPad)),
    ("pto.triangle", Op::Pto(P::Triangle)),
    ("pto.random", Op::Pto(P::Random)),
    ("pto.pack", Op::Pto(P::Pack)),
    ("pto.fix_pipe.extract", Op::Pto(P::FixPipe(pto::FixPipe::Extract))),
    ("pto.fix_pipe.insert", Op::Pto(P::FixPipe(pto::FixPipe::Insert))),
    ("pto.fix_pipe.mov", Op::Pto(P::FixPipe(pto::FixPipe::Mov))),
    ("pto.ternary.add", Op::Pto(P::Ternary { first: B::Add, scalar: false })),
    ("pto.ternary.sub", Op::Pto(P::Ternary { first: B::Sub, scalar: false })),
    ("pto.ternary.add.scalar", Op::Pto(P::Ternary { first: B::Add, scalar: true })),
    ("pto.ternary.sub.scalar", Op::Pto(P::Ternary { first: B::Sub, scalar: true })),
    ("pto.indexed.gather", Op::Pto(P::Indexed { scatter: false })),
    ("pto.indexed.scatter", Op::Pto(P::Indexed { scatter: true })),
    ("pto.element.read", Op::PtoElement { write: false }),
    ("pto.element.write", Op::PtoElement { write: true }),
    ("pto.sort32", Op::Pto(P::Sort32)),
    ("pto.part_arg.max", Op::Pto(P::PartArg { max: true })),
    ("pto.part_arg.min", Op::Pto(P::PartArg { max: false })),
    ("pto.interleave", Op::Pto(P::Interleave { de: false })),
    ("pto.deinterleave", Op::Pto(P::Interleave { de: true })),
    ("pto.gather_block", Op::Pto(P::GatherBlock)),
    ("pto.quant", Op::Pto(P::Quant)),
    ("pto.dequant", Op::Pto(P::Dequant)),
    ("pto.merge_sort", Op::Pto(P::MergeSort)),
    ("pto.relayout", Op::Pto(P::Relayout)),
    ("pto.merge_lists", Op::PtoMergeLists),
    ("pto.gather_compare", Op::Pto(P::GatherCompare)),
    ("pto.merge_status", Op::PtoMergeStatus),
    ("pto.histogram", Op::Pto(P::Histogram)),
    ("pto.extract", Op::Pto(P::Extract)),
    ("pto.insert", Op::Pto(P::Insert)),
    ("pto.reshape", Op::Pto(P::Reshape)),
    ("pto.concat", Op::Pto(P::Concat)),
    ("pto.axpy", Op::Pto(P::Axpy)),
    ("pto.reduce.row_min", Op::Pto(P::Reduce(R::RowMin))),
    ("pto.reduce.row_prod", Op::Pto(P::Reduce(R::RowProd))),
    ("pto.reduce.col_min", Op::Pto(P::Reduce(R::ColMin))),
    ("pto.reduce.col_prod", Op::Pto(P::Reduce(R::ColProd))),
    ("pto.expand.rows", Op::Pto(P::Expand { rows: true, op: None })),
    ("pto.expand.cols", Op::Pto(P::Expand { rows: false, op: None })),
    ("pto.expand.rows.add", Op::Pto(P::Expand { rows: true, op: Some(X::Op(B::Add)) })),
    ("pto.expand.rows.sub", Op::Pto(P::Expand { rows: true, op: Some(X::Op(B::Sub)) })),
    ("pto.expand.rows.mul", Op::Pto(P::Expand { rows: true, op: Some(X::Op(B::Mul)) })),
    ("pto.expand.rows.div", Op::Pto(P::Expand { rows: true, op: Some(X::Op(B::Div)) })),
    ("pto.expand.rows.max", Op::Pto(P::Expand { rows: true, op: Some(X::Op(B::Max)) })),
    ("pto.expand.rows.min", Op::Pto(P::Expand { rows: true, op: Some(X::Op(B::Min)) })),
    ("pto.expand.rows.exp_dif", Op::Pto(P::Expand { rows: true, op: Some(X::ExpDif) })),
    ("pto.expand.cols.add", Op::Pto(P::Expand { rows: false, op: Some(X::Op(B::Add)) })),
    ("pto.expand.cols.sub", Op::Pto(P::Expand { rows: false, op: Some(X::Op(B::Sub)) })),
    ("pto.expand.cols.mul", Op::Pto(P::Expand { rows: false, op: Some(X::Op(B::Mul)) })),
    ("pto.expand.cols.div", Op::Pto(P::Expand { rows: false, op: Some(X::Op(B::Div)) })),
    ("pto.expand.cols.max", Op::Pto(P::Expand { rows: false, op: Some(X::Op(B::Max)) })),
    ("pto.expand.cols.min", Op::Pto(P::Expand { rows: false, op: Some(X::Op(B::Min)) })),
    ("pto.expand.cols.exp_dif", Op::Pto(P::Expand { rows: false, op: Some(X::ExpDif) })),
];
