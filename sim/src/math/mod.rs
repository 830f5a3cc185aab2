//! The math engine: what the `tanto_rt_math_*`, `tanto_rt_tile_*`,
//! `tanto_rt_[un]tilize_block` and `tanto_rt_pto_<compute op>` runtime
//! functions (docs/abi.md) do to a core's L1 and destination slots.
//!
//! The machine traps the call, reads its ILP32 argument words and calls
//! [`MathEngine::call`]. Argument layouts follow the lowering
//! (`passes/src/lower/tile.rs`, `passes/src/lower/pto.rs`); each function's
//! word names are in [`FUNCTIONS`], and a fault names the word and its value.
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

mod format;
pub(crate) mod memory;
mod pto;
mod span;
mod special;
mod tile;
mod unary;

#[cfg(test)]
mod tests;

pub use format::DataFormat;
pub use span::span_label;
pub use unary::UnaryFn;

/// The math unit's operation classes, for the machine's time model: the
/// keys of an arch file's `[latency.math]` (cycles per 32x32 tile).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MathClass {
    Copy,
    Eltwise,
    Matmul,
    Reduce,
    Transpose,
    Unary,
    Pack,
    Tilize,
}

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
    #[error("{function}: {argument} = {value} is not a data format (0 f32, 1 f16, 2 bf16, 3 int8, 4 uint8, 5 int16, 6 uint16, 7 int32, 8 uint32)")]
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
            Op::PtoMergeLists => u64::from(args.get(18).copied().unwrap_or(0)).div_ceil(1024),
            Op::Tile(_) => 1,
            Op::Tilize { .. } => u64::from(args.get(2).copied().unwrap_or(0)),
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
        };
        let result = self.run_call(def, &call, l1);
        self.touched = call.touched.into_inner();
        result
    }

    /// The L1 ranges the last call covered (tiles read and written).
    pub fn last_touched(&self) -> &[Touched] {
        &self.touched
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

/// A function of the engine: symbol, class, the names of its argument
/// words (in order) and its operation.
#[derive(Debug)]
pub(crate) struct FunctionDef {
    pub name: &'static str,
    pub class: Option<MathClass>,
    pub params: &'static [&'static str],
    pub op: Op,
}

fn lookup(function: &str) -> Option<&'static FunctionDef> {
    FUNCTIONS.iter().find(|def| def.name == function)
}

/// The words of PTO tile operands (address, valid rows, valid columns, row
/// pitch each), then the named trailing words.
macro_rules! words {
    ($($tile:literal),* ; $($word:literal),*) => {
        &[$(
            concat!($tile, ".address"),
            concat!($tile, ".valid_rows"),
            concat!($tile, ".valid_cols"),
            concat!($tile, ".pitch"),
        )* $($word),*]
    };
}

const PTO_BINARY: &[&str] = words!("src0", "src1", "dst"; "format");
const PTO_UNARY: &[&str] = words!("src", "dst"; "format");
#[rustfmt::skip]
const PTO_SCALAR: &[&str] = &[
    "src.address", "src.valid_rows", "src.valid_cols", "src.pitch", "scalar",
    "dst.address", "dst.valid_rows", "dst.valid_cols", "dst.pitch", "format",
];
#[rustfmt::skip]
const PTO_DIVS: &[&str] = &[
    "src.address", "src.valid_rows", "src.valid_cols", "src.pitch", "scalar",
    "dst.address", "dst.valid_rows", "dst.valid_cols", "dst.pitch", "format", "scalar_first",
];
const PTO_WITH_TMP: &[&str] = words!("src", "tmp", "dst"; "format");
const PTO_COLSUM: &[&str] = words!("src", "tmp", "dst"; "format", "binary");
const PTO_MATMUL: &[&str] = words!("a", "b", "dst"; "format");
const PTO_COMPARE: &[&str] = words!("src0", "src1", "dst"; "format", "cmp_mode");
#[rustfmt::skip]
const PTO_COMPARE_SCALAR: &[&str] = &[
    "src.address", "src.valid_rows", "src.valid_cols", "src.pitch", "scalar",
    "dst.address", "dst.valid_rows", "dst.valid_cols", "dst.pitch", "format", "cmp_mode",
];
const PTO_SELECT: &[&str] = words!("mask", "src0", "src1", "dst"; "format");
const PTO_CONVERT: &[&str] = words!("src", "dst"; "format", "dst_format", "rmode");
const PTO_ARG_REDUCE: &[&str] = words!("src", "tmp", "dst"; "format", "dst_format");
#[rustfmt::skip]
const PTO_FILL: &[&str] = &[
    "scalar", "dst.address", "dst.valid_rows", "dst.valid_cols", "dst.pitch", "format",
];
#[rustfmt::skip]
const PTO_SEQUENCE: &[&str] = &[
    "scalar", "dst.address", "dst.valid_rows", "dst.valid_cols", "dst.pitch", "format", "descending",
];
#[rustfmt::skip]
const PTO_SELECT_SCALAR: &[&str] = &[
    "mask.address", "mask.valid_rows", "mask.valid_cols", "mask.pitch",
    "src.address", "src.valid_rows", "src.valid_cols", "src.pitch", "scalar",
    "dst.address", "dst.valid_rows", "dst.valid_cols", "dst.pitch", "format",
];
const PTO_MATMUL_ACC: &[&str] = words!("acc", "a", "b", "dst"; "format");
const PTO_MATMUL_BIAS: &[&str] = words!("a", "b", "bias", "dst"; "format");
const PTO_TERNARY: &[&str] = words!("src0", "src1", "src2", "dst"; "format");
#[rustfmt::skip]
const PTO_TERNARY_SCALAR: &[&str] = &[
    "src0.address", "src0.valid_rows", "src0.valid_cols", "src0.pitch", "scalar",
    "src1.address", "src1.valid_rows", "src1.valid_cols", "src1.pitch",
    "dst.address", "dst.valid_rows", "dst.valid_cols", "dst.pitch", "format",
];
const PTO_INDEXED: &[&str] = words!("src", "indices", "dst"; "format", "index_format");
const PTO_GETVAL: &[&str] = words!("src"; "offset", "format");
const PTO_SETVAL: &[&str] = words!("dst"; "offset", "value", "format");
const PTO_SORT32: &[&str] = words!("src", "idx", "dst"; "format");
const PTO_PART_ARG: &[&str] =
    words!("src0", "src1", "src0_idx", "src1_idx", "dst", "dst_idx"; "format", "index_format");
const PTO_RESHAPE: &[&str] = words!("src", "dst"; "format", "src_rows", "dst_rows", "dst_format");
const PTO_INTERLEAVE: &[&str] = words!("src0", "src1", "dst0", "dst1"; "format");
#[rustfmt::skip]
const PTO_WINDOW: &[&str] = &[
    "src.address", "src.valid_rows", "src.valid_cols", "src.pitch", "row", "col",
    "dst.address", "dst.valid_rows", "dst.valid_cols", "dst.pitch", "format", "whole_rows",
];
const PTO_GATHER_BLOCK: &[&str] = words!("src", "offsets", "dst"; "format", "src_rows");
const PTO_QUANT: &[&str] = words!("src", "scale", "offset", "dst"; "format", "dst_format");
#[rustfmt::skip]
const PTO_MERGE_SORT: &[&str] = &[
    "src.address", "src.valid_rows", "src.valid_cols", "src.pitch", "block_len",
    "dst.address", "dst.valid_rows", "dst.valid_cols", "dst.pitch", "format",
];
const PTO_RELAYOUT: &[&str] = words!("tile"; "format", "into_layout");
const PTO_MERGE_LISTS: &[&str] =
    words!("src0", "src1", "src2", "src3", "dst"; "format", "exhausted");
const PTO_HISTOGRAM: &[&str] = words!("src", "idx", "dst"; "format", "byte");
const PTO_FILL_PAD: &[&str] = words!("src", "dst"; "format", "dst_rows", "pad");
#[rustfmt::skip]
const PTO_TRIANGLE: &[&str] = &[
    "diagonal", "dst.address", "dst.valid_rows", "dst.valid_cols", "dst.pitch", "format",
    "is_upper_or_lower",
];
#[rustfmt::skip]
const PTO_AXPY: &[&str] = &[
    "acc.address", "acc.valid_rows", "acc.valid_cols", "acc.pitch",
    "src.address", "src.valid_rows", "src.valid_cols", "src.pitch", "scalar",
    "dst.address", "dst.valid_rows", "dst.valid_cols", "dst.pitch", "format",
];

macro_rules! function {
    ($name:literal, $class:expr, $params:expr, $op:expr) => {
        FunctionDef {
            name: $name,
            class: $class,
            params: $params,
            op: $op,
        }
    };
}

use pto::{
    PtoBinary as B, PtoExpand as X, PtoOp as P, PtoReduce as R, PtoScalar as S, PtoUnary as U,
};
use tile::{Eltwise as E, TileOp as T};
use MathClass as C;

/// Every function of the engine.
#[rustfmt::skip]
pub(crate) static FUNCTIONS: &[FunctionDef] = &[
    function!("tanto_rt_math_acquire", None, &["format"], Op::Acquire),
    function!("tanto_rt_math_release", None, &[], Op::Release),
    function!("tanto_rt_tile_pack", Some(C::Pack), &["slot", "tile_l1", "format", "mode"], Op::Tile(T::Pack)),
    function!("tanto_rt_tile_copy", Some(C::Copy), &["src_tile", "src_format", "idst"], Op::Tile(T::Copy)),
    function!("tanto_rt_tile_add", Some(C::Eltwise), &["src0_tile", "src0_format", "src1_tile", "src1_format", "idst", "bcast"], Op::Tile(T::Eltwise(E::Add))),
    function!("tanto_rt_tile_sub", Some(C::Eltwise), &["src0_tile", "src0_format", "src1_tile", "src1_format", "idst", "bcast"], Op::Tile(T::Eltwise(E::Sub))),
    function!("tanto_rt_tile_mul", Some(C::Eltwise), &["src0_tile", "src0_format", "src1_tile", "src1_format", "idst", "bcast"], Op::Tile(T::Eltwise(E::Mul))),
    function!("tanto_rt_tile_matmul", Some(C::Matmul), &["src0_tile", "src0_format", "src1_tile", "src1_format", "idst", "transpose"], Op::Tile(T::Matmul)),
    function!("tanto_rt_tile_reduce", Some(C::Reduce), &["src0_tile", "src0_format", "src1_tile", "src1_format", "idst", "kind", "dim"], Op::Tile(T::Reduce)),
    function!("tanto_rt_tile_transpose", Some(C::Transpose), &["src_tile", "src_format", "idst"], Op::Tile(T::Transpose)),
    function!("tanto_rt_tile_unary", Some(C::Unary), &["idst", "param", "fn"], Op::Tile(T::Unary)),
    function!("tanto_rt_tile_fill", Some(C::Unary), &["idst", "value"], Op::Tile(T::Fill)),
    function!("tanto_rt_tile_copy_dst", Some(C::Copy), &["isrc", "idst"], Op::Tile(T::CopyDst)),
    function!("tanto_rt_tile_binary_dst", Some(C::Eltwise), &["isrc0", "isrc1", "idst", "kind"], Op::Tile(T::BinaryDst)),
    function!("tanto_rt_tilize_block", Some(C::Tilize), &["src_l1", "src_format", "block", "dst_l1", "dst_format"], Op::Tilize { inverse: false }),
    function!("tanto_rt_untilize_block", Some(C::Tilize), &["src_l1", "src_format", "block", "dst_l1", "dst_format"], Op::Tilize { inverse: true }),
    function!("tanto_rt_pto_tadd", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Binary(B::Add))),
    function!("tanto_rt_pto_tsub", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Binary(B::Sub))),
    function!("tanto_rt_pto_tmul", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Binary(B::Mul))),
    function!("tanto_rt_pto_tdiv", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Binary(B::Div))),
    function!("tanto_rt_pto_tmax", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Binary(B::Max))),
    function!("tanto_rt_pto_tmin", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Binary(B::Min))),
    function!("tanto_rt_pto_tand", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Binary(B::And))),
    function!("tanto_rt_pto_tor", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Binary(B::Or))),
    function!("tanto_rt_pto_txor", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Binary(B::Xor))),
    function!("tanto_rt_pto_tshl", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Binary(B::Shl))),
    function!("tanto_rt_pto_tshr", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Binary(B::Shr))),
    function!("tanto_rt_pto_trem", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Binary(B::Rem))),
    function!("tanto_rt_pto_tfmod", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Binary(B::Fmod))),
    function!("tanto_rt_pto_tpow", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Binary(B::Pow))),
    function!("tanto_rt_pto_tprelu", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Binary(B::Prelu))),
    function!("tanto_rt_pto_tabs", Some(C::Unary), PTO_UNARY, Op::Pto(P::Unary(U::Abs))),
    function!("tanto_rt_pto_tneg", Some(C::Unary), PTO_UNARY, Op::Pto(P::Unary(U::Neg))),
    function!("tanto_rt_pto_texp", Some(C::Unary), PTO_UNARY, Op::Pto(P::Unary(U::Exp))),
    function!("tanto_rt_pto_tlog", Some(C::Unary), PTO_UNARY, Op::Pto(P::Unary(U::Log))),
    function!("tanto_rt_pto_tsqrt", Some(C::Unary), PTO_UNARY, Op::Pto(P::Unary(U::Sqrt))),
    function!("tanto_rt_pto_trsqrt", Some(C::Unary), PTO_UNARY, Op::Pto(P::Unary(U::Rsqrt))),
    function!("tanto_rt_pto_trecip", Some(C::Unary), PTO_UNARY, Op::Pto(P::Unary(U::Recip))),
    function!("tanto_rt_pto_trelu", Some(C::Unary), PTO_UNARY, Op::Pto(P::Unary(U::Relu))),
    function!("tanto_rt_pto_tnot", Some(C::Unary), PTO_UNARY, Op::Pto(P::Unary(U::Not))),
    function!("tanto_rt_pto_tadds", Some(C::Eltwise), PTO_SCALAR, Op::Pto(P::Scalar(S::Op(B::Add)))),
    function!("tanto_rt_pto_tsubs", Some(C::Eltwise), PTO_SCALAR, Op::Pto(P::Scalar(S::Op(B::Sub)))),
    function!("tanto_rt_pto_tmuls", Some(C::Eltwise), PTO_SCALAR, Op::Pto(P::Scalar(S::Op(B::Mul)))),
    function!("tanto_rt_pto_tdivs", Some(C::Eltwise), PTO_DIVS, Op::Pto(P::Scalar(S::Op(B::Div)))),
    function!("tanto_rt_pto_tmaxs", Some(C::Eltwise), PTO_SCALAR, Op::Pto(P::Scalar(S::Op(B::Max)))),
    function!("tanto_rt_pto_tmins", Some(C::Eltwise), PTO_SCALAR, Op::Pto(P::Scalar(S::Op(B::Min)))),
    function!("tanto_rt_pto_tlrelu", Some(C::Eltwise), PTO_SCALAR, Op::Pto(P::Scalar(S::LeakyRelu))),
    function!("tanto_rt_pto_trems", Some(C::Eltwise), PTO_SCALAR, Op::Pto(P::Scalar(S::Op(B::Rem)))),
    function!("tanto_rt_pto_tfmods", Some(C::Eltwise), PTO_SCALAR, Op::Pto(P::Scalar(S::Op(B::Fmod)))),
    function!("tanto_rt_pto_tands", Some(C::Eltwise), PTO_SCALAR, Op::Pto(P::Scalar(S::Op(B::And)))),
    function!("tanto_rt_pto_tors", Some(C::Eltwise), PTO_SCALAR, Op::Pto(P::Scalar(S::Op(B::Or)))),
    function!("tanto_rt_pto_txors", Some(C::Eltwise), PTO_SCALAR, Op::Pto(P::Scalar(S::Op(B::Xor)))),
    function!("tanto_rt_pto_tshls", Some(C::Eltwise), PTO_SCALAR, Op::Pto(P::Scalar(S::Op(B::Shl)))),
    function!("tanto_rt_pto_tshrs", Some(C::Eltwise), PTO_SCALAR, Op::Pto(P::Scalar(S::Op(B::Shr)))),
    function!("tanto_rt_pto_tpows", Some(C::Eltwise), PTO_SCALAR, Op::Pto(P::Scalar(S::Op(B::Pow)))),
    function!("tanto_rt_pto_tmov", Some(C::Copy), PTO_UNARY, Op::Pto(P::Mov)),
    function!("tanto_rt_pto_ttrans", Some(C::Transpose), PTO_WITH_TMP, Op::Pto(P::Trans)),
    function!("tanto_rt_pto_tmatmul", Some(C::Matmul), PTO_MATMUL, Op::Pto(P::Matmul { accumulate: false, bias: false })),
    function!("tanto_rt_pto_tmatmul_acc", Some(C::Matmul), PTO_MATMUL_ACC, Op::Pto(P::Matmul { accumulate: true, bias: false })),
    function!("tanto_rt_pto_tmatmul_bias", Some(C::Matmul), PTO_MATMUL_BIAS, Op::Pto(P::Matmul { accumulate: false, bias: true })),
    function!("tanto_rt_pto_tgemv", Some(C::Matmul), PTO_MATMUL, Op::Pto(P::Matmul { accumulate: false, bias: false })),
    function!("tanto_rt_pto_tgemv_acc", Some(C::Matmul), PTO_MATMUL_ACC, Op::Pto(P::Matmul { accumulate: true, bias: false })),
    function!("tanto_rt_pto_tgemv_bias", Some(C::Matmul), PTO_MATMUL_BIAS, Op::Pto(P::Matmul { accumulate: false, bias: true })),
    function!("tanto_rt_pto_trowsum", Some(C::Reduce), PTO_WITH_TMP, Op::Pto(P::Reduce(R::RowSum))),
    function!("tanto_rt_pto_trowmax", Some(C::Reduce), PTO_WITH_TMP, Op::Pto(P::Reduce(R::RowMax))),
    function!("tanto_rt_pto_tcolsum", Some(C::Reduce), PTO_COLSUM, Op::Pto(P::Reduce(R::ColSum))),
    function!("tanto_rt_pto_tcolmax", Some(C::Reduce), PTO_UNARY, Op::Pto(P::Reduce(R::ColMax))),
    function!("tanto_rt_pto_tcmp", Some(C::Eltwise), PTO_COMPARE, Op::Pto(P::Compare { scalar: false })),
    function!("tanto_rt_pto_tcmps", Some(C::Eltwise), PTO_COMPARE_SCALAR, Op::Pto(P::Compare { scalar: true })),
    function!("tanto_rt_pto_tsel", Some(C::Eltwise), PTO_SELECT, Op::Pto(P::Select { scalar: false })),
    function!("tanto_rt_pto_tsels", Some(C::Eltwise), PTO_SELECT_SCALAR, Op::Pto(P::Select { scalar: true })),
    function!("tanto_rt_pto_tcvt", Some(C::Copy), PTO_CONVERT, Op::Pto(P::Convert)),
    function!("tanto_rt_pto_trowargmax", Some(C::Reduce), PTO_ARG_REDUCE, Op::Pto(P::ArgReduce { by_row: true, max: true })),
    function!("tanto_rt_pto_trowargmin", Some(C::Reduce), PTO_ARG_REDUCE, Op::Pto(P::ArgReduce { by_row: true, max: false })),
    function!("tanto_rt_pto_tcolargmax", Some(C::Reduce), PTO_ARG_REDUCE, Op::Pto(P::ArgReduce { by_row: false, max: true })),
    function!("tanto_rt_pto_tcolargmin", Some(C::Reduce), PTO_ARG_REDUCE, Op::Pto(P::ArgReduce { by_row: false, max: false })),
    function!("tanto_rt_pto_tpartadd", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Partial(B::Add))),
    function!("tanto_rt_pto_tpartmul", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Partial(B::Mul))),
    function!("tanto_rt_pto_tpartmax", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Partial(B::Max))),
    function!("tanto_rt_pto_tpartmin", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Partial(B::Min))),
    function!("tanto_rt_pto_texpands", Some(C::Copy), PTO_FILL, Op::Pto(P::Fill { sequence: false })),
    function!("tanto_rt_pto_tci", Some(C::Copy), PTO_SEQUENCE, Op::Pto(P::Fill { sequence: true })),
    function!("tanto_rt_pto_tfillpad", Some(C::Copy), PTO_FILL_PAD, Op::Pto(P::FillPad)),
    function!("tanto_rt_pto_tfillpad_inplace", Some(C::Copy), PTO_FILL_PAD, Op::Pto(P::FillPad)),
    function!("tanto_rt_pto_tfillpad_expand", Some(C::Copy), PTO_FILL_PAD, Op::Pto(P::FillPad)),
    function!("tanto_rt_pto_ttri", Some(C::Copy), PTO_TRIANGLE, Op::Pto(P::Triangle)),
    function!("tanto_rt_pto_taddc", Some(C::Eltwise), PTO_TERNARY, Op::Pto(P::Ternary { first: B::Add, scalar: false })),
    function!("tanto_rt_pto_tsubc", Some(C::Eltwise), PTO_TERNARY, Op::Pto(P::Ternary { first: B::Sub, scalar: false })),
    function!("tanto_rt_pto_taddsc", Some(C::Eltwise), PTO_TERNARY_SCALAR, Op::Pto(P::Ternary { first: B::Add, scalar: true })),
    function!("tanto_rt_pto_tsubsc", Some(C::Eltwise), PTO_TERNARY_SCALAR, Op::Pto(P::Ternary { first: B::Sub, scalar: true })),
    function!("tanto_rt_pto_tgather", Some(C::Copy), PTO_INDEXED, Op::Pto(P::Indexed { scatter: false })),
    function!("tanto_rt_pto_tscatter", Some(C::Copy), PTO_INDEXED, Op::Pto(P::Indexed { scatter: true })),
    function!("tanto_rt_pto_tgetval", None, PTO_GETVAL, Op::PtoElement { write: false }),
    function!("tanto_rt_pto_tsetval", None, PTO_SETVAL, Op::PtoElement { write: true }),
    function!("tanto_rt_pto_tsort32", Some(C::Copy), PTO_SORT32, Op::Pto(P::Sort32)),
    function!("tanto_rt_pto_tpartargmax", Some(C::Eltwise), PTO_PART_ARG, Op::Pto(P::PartArg { max: true })),
    function!("tanto_rt_pto_tpartargmin", Some(C::Eltwise), PTO_PART_ARG, Op::Pto(P::PartArg { max: false })),
    function!("tanto_rt_pto_tinterleave", Some(C::Copy), PTO_INTERLEAVE, Op::Pto(P::Interleave { de: false })),
    function!("tanto_rt_pto_tdeinterleave", Some(C::Copy), PTO_INTERLEAVE, Op::Pto(P::Interleave { de: true })),
    function!("tanto_rt_pto_tgatherb", Some(C::Copy), PTO_GATHER_BLOCK, Op::Pto(P::GatherBlock)),
    function!("tanto_rt_pto_tquant", Some(C::Eltwise), PTO_QUANT, Op::Pto(P::Quant)),
    function!("tanto_rt_pto_tdequant", Some(C::Eltwise), PTO_QUANT, Op::Pto(P::Dequant)),
    function!("tanto_rt_pto_tmrgsort", Some(C::Copy), PTO_MERGE_SORT, Op::Pto(P::MergeSort)),
    function!("tanto_rt_pto_relayout", Some(C::Copy), PTO_RELAYOUT, Op::Pto(P::Relayout)),
    function!("tanto_rt_pto_tmrgsort_lists", Some(C::Copy), PTO_MERGE_LISTS, Op::PtoMergeLists),
    function!("tanto_rt_pto_tmrgsort_status", None, &[], Op::PtoMergeStatus),
    function!("tanto_rt_pto_thistogram", Some(C::Reduce), PTO_HISTOGRAM, Op::Pto(P::Histogram)),
    function!("tanto_rt_pto_textract", Some(C::Copy), PTO_WINDOW, Op::Pto(P::Extract)),
    function!("tanto_rt_pto_tinsert", Some(C::Copy), PTO_WINDOW, Op::Pto(P::Insert)),
    function!("tanto_rt_pto_treshape", Some(C::Copy), PTO_RESHAPE, Op::Pto(P::Reshape)),
    function!("tanto_rt_pto_tconcat", Some(C::Copy), PTO_BINARY, Op::Pto(P::Concat)),
    function!("tanto_rt_pto_taxpy", Some(C::Eltwise), PTO_AXPY, Op::Pto(P::Axpy)),
    function!("tanto_rt_pto_trowmin", Some(C::Reduce), PTO_WITH_TMP, Op::Pto(P::Reduce(R::RowMin))),
    function!("tanto_rt_pto_trowprod", Some(C::Reduce), PTO_WITH_TMP, Op::Pto(P::Reduce(R::RowProd))),
    function!("tanto_rt_pto_tcolmin", Some(C::Reduce), PTO_UNARY, Op::Pto(P::Reduce(R::ColMin))),
    function!("tanto_rt_pto_tcolprod", Some(C::Reduce), PTO_UNARY, Op::Pto(P::Reduce(R::ColProd))),
    function!("tanto_rt_pto_trowexpand", Some(C::Copy), PTO_UNARY, Op::Pto(P::Expand { rows: true, op: None })),
    function!("tanto_rt_pto_tcolexpand", Some(C::Copy), PTO_UNARY, Op::Pto(P::Expand { rows: false, op: None })),
    function!("tanto_rt_pto_trowexpandadd", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Expand { rows: true, op: Some(X::Op(B::Add)) })),
    function!("tanto_rt_pto_trowexpandsub", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Expand { rows: true, op: Some(X::Op(B::Sub)) })),
    function!("tanto_rt_pto_trowexpandmul", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Expand { rows: true, op: Some(X::Op(B::Mul)) })),
    function!("tanto_rt_pto_trowexpanddiv", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Expand { rows: true, op: Some(X::Op(B::Div)) })),
    function!("tanto_rt_pto_trowexpandmax", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Expand { rows: true, op: Some(X::Op(B::Max)) })),
    function!("tanto_rt_pto_trowexpandmin", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Expand { rows: true, op: Some(X::Op(B::Min)) })),
    function!("tanto_rt_pto_trowexpandexpdif", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Expand { rows: true, op: Some(X::ExpDif) })),
    function!("tanto_rt_pto_tcolexpandadd", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Expand { rows: false, op: Some(X::Op(B::Add)) })),
    function!("tanto_rt_pto_tcolexpandsub", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Expand { rows: false, op: Some(X::Op(B::Sub)) })),
    function!("tanto_rt_pto_tcolexpandmul", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Expand { rows: false, op: Some(X::Op(B::Mul)) })),
    function!("tanto_rt_pto_tcolexpanddiv", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Expand { rows: false, op: Some(X::Op(B::Div)) })),
    function!("tanto_rt_pto_tcolexpandmax", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Expand { rows: false, op: Some(X::Op(B::Max)) })),
    function!("tanto_rt_pto_tcolexpandmin", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Expand { rows: false, op: Some(X::Op(B::Min)) })),
    function!("tanto_rt_pto_tcolexpandexpdif", Some(C::Eltwise), PTO_BINARY, Op::Pto(P::Expand { rows: false, op: Some(X::ExpDif) })),
];
