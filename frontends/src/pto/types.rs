//! PTO types (`!pto.tile`, `!pto.tile_buf`, `!pto.ptr`, `!pto.tensor_view`,
//! `!pto.partition_tensor_view`, `!pto.event`) and their spelling in our
//! dialects. Every spelling the public PTO toolchains use is accepted: the
//! key=value tile_buf form (keys in any order, `valid=RxC` or `v_row`/`v_col`),
//! the compact form `<vec, 16x16xf16, valid=?x?>`, the shape-only level 1 form
//! `!pto.tile<32x32xf32>`, and integer or named pad values.

use std::ops::Range;

/// Ranks of our global tensor views (outermost first).
pub const VIEW_RANK: usize = 5;

/// A tile or tile buffer: the dialect's own description, which its
/// per-target constraints read.
pub use tanto_dialects::pto_arch::TileType;

/// A global tensor view with static shape and strides (in elements), padded
/// to five dimensions; `rank` is the number written in the source.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ViewType {
    pub element: String,
    pub shape: [i64; VIEW_RANK],
    pub stride: [i64; VIEW_RANK],
    pub rank: usize,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ty {
    Tile(TileType),
    View(ViewType),
    Ptr(String),
    Event,
    /// `TPipe<FlagID, Direction, SlotSize, SlotNum>`; the direction is kept
    /// here for the FIFO ops (our type has no direction).
    Fifo {
        flag: i64,
        c2v: bool,
        slot_size: i64,
        slot_num: i64,
    },
    /// A builtin type (`index`, `f32`, `i64`...), spelled as MLIR does.
    Builtin(String),
    /// `!pto.eventid_array<N>`: N event ids kept for `set_flag_dyn`.
    EventIdArray(i64),
    /// `!pto.async_session` / `!pto.async_event` (async communication).
    AsyncSession,
    AsyncEvent,
}

/// A view type as written, before its strides are known: dims are None when `?`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WrittenView {
    pub element: String,
    pub dims: Vec<Option<i64>>,
    pub partition: bool,
    /// Spelled `memref<..., #pto.address_space<gm>>`: as a kernel parameter,
    /// a pointer to global memory of this static shape.
    pub memref: bool,
    /// A memref's `strided<[...]>` layout (None where `?`); contiguous when
    /// absent.
    pub strides: Option<Vec<Option<i64>>>,
}

/// A PTO type as written in the source.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Written {
    Known(Ty),
    View(WrittenView),
}

impl WrittenView {
    /// The view as a type when its dimensions are static (contiguous strides).
    pub fn static_type(&self) -> Option<Ty> {
        let dims = self.dims.iter().copied().collect::<Option<Vec<_>>>()?;
        let shape = pad_dims(&dims, 1)?;
        let stride = match &self.strides {
            None => contiguous_strides(&shape),
            Some(written) => {
                let written = written.iter().copied().collect::<Option<Vec<_>>>()?;
                // The padding dimensions span the whole view.
                let extent = dims.first().zip(written.first()).map_or(1, |(d, s)| d * s);
                pad_dims(&written, extent.max(1))?
            }
        };
        Some(Ty::View(ViewType {
            element: self.element.clone(),
            shape,
            stride,
            rank: dims.len(),
        }))
    }
}

impl Ty {
    /// What the per-target constraints of the instruction pages read of it
    /// (`tanto_dialects::pto_arch`).
    pub fn constraint_facts(&self) -> tanto_dialects::pto_arch::Ty {
        use tanto_dialects::pto_arch;
        match self {
            Ty::Tile(t) => pto_arch::Ty::Tile(t.clone()),
            Ty::View(v) => pto_arch::Ty::View(v.element.clone()),
            _ => pto_arch::Ty::Other,
        }
    }

    /// The PTO spelling, for diagnostics.
    pub fn pto(&self) -> String {
        match self {
            Ty::Tile(t) => {
                let (kind, v) = if t.buffer {
                    ("tile_buf", "v_")
                } else {
                    ("tile", "v_")
                };
                let valid = |x: i64| {
                    if x < 0 {
                        "?".to_string()
                    } else {
                        x.to_string()
                    }
                };
                format!(
                    "!pto.{kind}<loc={}, dtype={}, rows={}, cols={}, {v}row={}, {v}col={}, blayout={}, slayout={}, fractal={}, pad={}>",
                    t.loc, t.element, t.rows, t.cols, valid(t.valid_rows), valid(t.valid_cols), t.layout, t.slayout, t.fractal, t.pad
                )
            }
            Ty::View(v) => {
                let dims: Vec<String> = v.shape[VIEW_RANK - v.rank..]
                    .iter()
                    .map(|d| if *d < 0 { "?".into() } else { d.to_string() })
                    .collect();
                format!("!pto.tensor_view<{}x{}>", dims.join("x"), v.element)
            }
            Ty::Ptr(e) => format!("!pto.ptr<{e}>"),
            Ty::Event => "!pto.event".into(),
            Ty::Fifo {
                flag,
                c2v,
                slot_size,
                slot_num,
            } => {
                format!(
                    "!pto.tpipe<{flag}, {}, {slot_size}, {slot_num}>",
                    if *c2v { "DIR_C2V" } else { "DIR_V2C" }
                )
            }
            Ty::Builtin(b) => b.clone(),
            Ty::EventIdArray(n) => format!("!pto.eventid_array<{n}>"),
            Ty::AsyncSession => "!pto.async_session".into(),
            Ty::AsyncEvent => "!pto.async_event".into(),
        }
    }
}

/// Size in bytes of a PTO element type.
pub use tanto_dialects::pto_arch::element_bytes;

/// Contiguous row-major strides of a shape.
pub fn contiguous_strides(shape: &[i64; VIEW_RANK]) -> [i64; VIEW_RANK] {
    let mut stride = [1; VIEW_RANK];
    for i in (0..VIEW_RANK - 1).rev() {
        stride[i] = stride[i + 1] * shape[i + 1].max(1);
    }
    stride
}

/// `dims` right-aligned into five dimensions, padded with `fill`.
pub fn pad_dims(dims: &[i64], fill: i64) -> Option<[i64; VIEW_RANK]> {
    if dims.len() > VIEW_RANK {
        return None;
    }
    let mut out = [fill; VIEW_RANK];
    out[VIEW_RANK - dims.len()..].copy_from_slice(dims);
    Some(out)
}

/// A type as written: `!pto.tile<16x16xf32>`, `index`, `f32`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TypeAst {
    pub name: String,
    pub params: Vec<TypeParam>,
    /// As written, for messages.
    pub text: String,
    pub span: Range<usize>,
}

/// One parameter of a type: `loc=vec`, `16x16xf32`, `valid=?x?`, `0`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TypeParam {
    pub key: Option<String>,
    pub value: ParamValue,
    pub span: Range<usize>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParamValue {
    /// `16x16xf32`, `?x?xf16`: dimensions (None when `?`) and element.
    Shape(Vec<Option<i64>>, String),
    /// `?x16` (valid regions).
    Dims(Vec<Option<i64>>),
    Int(i64),
    Dynamic,
    /// A memref layout `strided<[16, 1], offset: ?>`: strides and offset
    /// (None where `?`).
    Strided(Vec<Option<i64>>, Option<i64>),
    /// A nested type or a name (`vec`, `f32`, `DIR_C2V`, `PadValue::Zero`).
    Type(TypeAst),
}

impl ParamValue {
    /// The name a parameter is, if it is one.
    fn word(&self) -> Option<&str> {
        match self {
            ParamValue::Type(t) if t.params.is_empty() && !t.name.starts_with('!') => Some(&t.name),
            _ => None,
        }
    }

    /// As written, for messages.
    fn text(&self) -> String {
        let dims = |d: &[Option<i64>]| {
            d.iter()
                .map(|d| d.map_or("?".to_string(), |d| d.to_string()))
                .collect::<Vec<_>>()
                .join("x")
        };
        match self {
            ParamValue::Shape(d, e) => format!("{}x{e}", dims(d)),
            ParamValue::Dims(d) => dims(d),
            ParamValue::Int(v) => v.to_string(),
            ParamValue::Dynamic => "?".into(),
            ParamValue::Type(t) => t.name.clone(),
            ParamValue::Strided(strides, offset) => {
                let entry = |e: &Option<i64>| e.map_or("?".to_string(), |e| e.to_string());
                let strides: Vec<String> = strides.iter().map(entry).collect();
                format!(
                    "strided<[{}], offset: {}>",
                    strides.join(", "),
                    entry(offset)
                )
            }
        }
    }
}

/// A type's problem and where it is.
pub type TypeError = (String, Range<usize>);

/// What a written type means.
pub fn resolve(ty: &TypeAst) -> Result<Written, TypeError> {
    let at = |message: String| (message, ty.span.clone());
    let first = ty.params.first();
    match ty.name.as_str() {
        "!pto.tile_buf" => tile_type(ty, true).map(|t| Written::Known(Ty::Tile(t))),
        "!pto.tile" => tile_type(ty, false).map(|t| Written::Known(Ty::Tile(t))),
        "!pto.ptr" => {
            let param = first.ok_or_else(|| at("`!pto.ptr` needs its element type".into()))?;
            let element = param.value.word().ok_or_else(|| {
                (
                    format!("unknown element type `{}`", param.value.text()),
                    param.span.clone(),
                )
            })?;
            element_type(element).map_err(|m| (m, param.span.clone()))?;
            Ok(Written::Known(Ty::Ptr(element.to_string())))
        }
        "!pto.tensor_view" | "!pto.partition_tensor_view" => {
            let param = first
                .ok_or_else(|| at(format!("`{}` needs a shape such as 16x16xf32", ty.name)))?;
            let ParamValue::Shape(dims, element) = &param.value else {
                return Err((
                    format!(
                        "expected a shape such as 16x16xf32, not `{}`",
                        param.value.text()
                    ),
                    param.span.clone(),
                ));
            };
            element_type(element).map_err(|m| (m, param.span.clone()))?;
            Ok(Written::View(WrittenView {
                element: element.clone(),
                dims: dims.clone(),
                partition: ty.name == "!pto.partition_tensor_view",
                memref: false,
                strides: None,
            }))
        }
        // `!pto.event<producer = #pto.op<TLOAD>>` names its producer for
        // the reader; `!pto.record_event` is the IR manual's spelling.
        "!pto.event" | "!pto.record_event" => Ok(Written::Known(Ty::Event)),
        // PTOAS's explicit pipe handle: its init op says the rest.
        "!pto.pipe" if ty.params.is_empty() => Ok(Written::Known(Ty::Builtin("!pto.pipe".into()))),
        "!pto.tpipe" | "!pto.pipe" => fifo_type(ty).map(Written::Known),
        "!pto.async_session" => Ok(Written::Known(Ty::AsyncSession)),
        "!pto.async_event" => Ok(Written::Known(Ty::AsyncEvent)),
        "!pto.eventid_array" => match ty.params.as_slice() {
            [param] => match param.value {
                ParamValue::Int(n) if n > 0 => Ok(Written::Known(Ty::EventIdArray(n))),
                _ => Err((
                    format!("an event-id array holds a positive number of ids, not `{}`", param.value.text()),
                    param.span.clone(),
                )),
            },
            _ => Err(at("expected `!pto.eventid_array<N>`, N the number of ids".into())),
        },
        "!pto.memref" => Err(at(
            "`!pto.memref` views are not supported; use `!pto.partition_tensor_view`".into(),
        )),
        // TMRGSORT's executed counts; no other vector is read.
        "vector" => match ty.params.as_slice() {
            [param] if param.value.text() == "4xi16" => {
                Ok(Written::Known(Ty::Builtin("vector<4xi16>".into())))
            }
            _ => Err(at(format!(
                "`{}` is not supported: the only vector type is vector<4xi16>, TMRGSORT's executed counts",
                ty.text
            ))),
        },
        name if !name.starts_with('!') && ty.params.is_empty() => {
            Ok(Written::Known(Ty::Builtin(name.to_string())))
        }
        _ => Err(at(format!("unknown type `{}`", ty.name))),
    }
}

fn fifo_type(ty: &TypeAst) -> Result<Ty, TypeError> {
    let [flag, direction, slot_size, slot_num] = ty.params.as_slice() else {
        return Err((
            format!(
                "a TPipe is <FlagID, Direction, SlotSize, SlotNum>, not `{}`",
                ty.text
            ),
            ty.span.clone(),
        ));
    };
    let number = |what: &str, param: &TypeParam| match param.value {
        ParamValue::Int(v) if v >= 0 => Ok(v),
        _ => Err((
            format!(
                "TPipe {what} must be a non-negative integer, not `{}`",
                param.value.text()
            ),
            param.span.clone(),
        )),
    };
    let written = direction.value.word().unwrap_or_default();
    let c2v = match written
        .trim_start_matches("Direction::")
        .to_ascii_uppercase()
        .as_str()
    {
        "DIR_C2V" | "C2V" => true,
        "DIR_V2C" | "V2C" => false,
        _ => {
            return Err((
                format!(
                    "unknown TPipe direction `{}`; expected DIR_C2V or DIR_V2C",
                    direction.value.text()
                ),
                direction.span.clone(),
            ))
        }
    };
    let (size, num) = (number("SlotSize", slot_size)?, number("SlotNum", slot_num)?);
    if size == 0 || num == 0 {
        return Err((
            "a TPipe needs a positive SlotSize and SlotNum".into(),
            ty.span.clone(),
        ));
    }
    Ok(Ty::Fifo {
        flag: number("FlagID", flag)?,
        c2v,
        slot_size: size,
        slot_num: num,
    })
}

pub(super) fn element_type(text: &str) -> Result<(), String> {
    let known = ["f16", "bf16", "f32", "f64"].contains(&text)
        || text.starts_with("f8")
        || ["i", "ui", "si"].iter().any(|p| {
            text.strip_prefix(p)
                .is_some_and(|d| d.parse::<u32>().is_ok())
        });
    known
        .then_some(())
        .ok_or(format!("unknown element type `{text}`"))
}

fn location(text: &str) -> Result<&'static str, String> {
    Ok(match text.to_ascii_lowercase().as_str() {
        "vec" | "ub" => "vec",
        "mat" | "l1" | "cbuf" => "mat",
        "left" | "l0a" => "left",
        "right" | "l0b" => "right",
        "acc" | "l0c" => "acc",
        "bias" | "bt" => "bias",
        "scaling" | "fb" => "scaling",
        _ => {
            let known = "vec, mat, left, right, acc, bias or scaling";
            return Err(format!("unknown tile location `{text}`; expected {known}"));
        }
    })
}

fn layout(text: &str, secondary: bool) -> Result<&'static str, String> {
    Ok(match text.to_ascii_lowercase().replace('_', "").as_str() {
        "rowmajor" => "row_major",
        "colmajor" => "col_major",
        "nonebox" if secondary => "none_box",
        _ if secondary => {
            return Err(format!(
                "unknown slayout `{text}`; expected none_box, row_major or col_major"
            ))
        }
        _ => {
            return Err(format!(
                "unknown blayout `{text}`; expected row_major or col_major"
            ))
        }
    })
}

fn pad(text: &str) -> Result<&'static str, String> {
    Ok(
        match text.to_ascii_lowercase().trim_start_matches("padvalue::") {
            "0" | "null" => "null",
            "1" | "zero" => "zero",
            "2" | "max" => "max",
            "3" | "min" => "min",
            _ => {
                return Err(format!(
                    "unknown pad `{text}`; expected 0..3 or null, zero, max, min"
                ))
            }
        },
    )
}

fn valid_dim(value: Option<i64>) -> i64 {
    value.unwrap_or(-1)
}

/// A tile or tile_buf type from its parameters: the compact and shape-only
/// forms (`[loc,] RxCxT`, then keys) and the key=value form.
fn tile_type(ty: &TypeAst, buffer: bool) -> Result<TileType, TypeError> {
    let mut tile = TileType {
        buffer,
        loc: "vec",
        element: String::new(),
        rows: 0,
        cols: 0,
        valid_rows: i64::MIN,
        valid_cols: i64::MIN,
        layout: "row_major",
        slayout: "none_box",
        fractal: 512,
        pad: "null",
    };
    let mut params = ty.params.as_slice();
    // Positional location, then shape.
    if let Some(first) = params.first().filter(|p| p.key.is_none()) {
        let shape_param = if let Some(word) = first.value.word() {
            tile.loc = location(word).map_err(|m| (m, first.span.clone()))?;
            params = &params[1..];
            params.first().filter(|p| p.key.is_none()).ok_or((
                "expected a shape such as 16x16xf16".to_string(),
                first.span.clone(),
            ))?
        } else {
            first
        };
        let ParamValue::Shape(dims, element) = &shape_param.value else {
            return Err((
                "expected a shape such as 16x16xf16".into(),
                shape_param.span.clone(),
            ));
        };
        element_type(element).map_err(|m| (m, shape_param.span.clone()))?;
        let [Some(rows), Some(cols)] = dims[..] else {
            return Err((
                format!(
                    "a tile shape has two static dimensions, not `{}`",
                    shape_param.value.text()
                ),
                shape_param.span.clone(),
            ));
        };
        (tile.rows, tile.cols, tile.element) = (rows, cols, element.clone());
        params = &params[1..];
    }
    let mut seen: Vec<&str> = Vec::new();
    for param in params {
        let error = |message: String| (message, param.span.clone());
        let Some(key) = param.key.as_deref() else {
            return Err(error(format!(
                "expected key=value, found `{}`",
                param.value.text()
            )));
        };
        if seen.contains(&key) {
            return Err(error(format!("`{key}` is given twice")));
        }
        seen.push(key);
        let value = &param.value;
        let word = || {
            value
                .word()
                .map(str::to_string)
                .unwrap_or_else(|| value.text())
        };
        let positive = || match value {
            ParamValue::Int(v) if *v > 0 => Ok(*v),
            _ => Err(error(format!(
                "`{key}` must be a positive integer, not `{}`",
                value.text()
            ))),
        };
        let valid = || match value {
            ParamValue::Int(v) if *v >= -1 => Ok(*v),
            ParamValue::Dynamic => Ok(-1),
            _ => Err(error(format!("bad valid dimension `{}`", value.text()))),
        };
        match key {
            "loc" => tile.loc = location(&word()).map_err(error)?,
            "dtype" => {
                let element = word();
                element_type(&element).map_err(error)?;
                tile.element = element;
            }
            "rows" => tile.rows = positive()?,
            "cols" => tile.cols = positive()?,
            "v_row" => tile.valid_rows = valid()?,
            "v_col" => tile.valid_cols = valid()?,
            "valid" => {
                let ParamValue::Dims(dims) = value else {
                    return Err(error(format!("`valid` is RxC, not `{}`", value.text())));
                };
                let [r, c] = dims[..] else {
                    return Err(error(format!("`valid` is RxC, not `{}`", value.text())));
                };
                (tile.valid_rows, tile.valid_cols) = (valid_dim(r), valid_dim(c));
            }
            "blayout" => tile.layout = layout(&word(), false).map_err(error)?,
            "slayout" => tile.slayout = layout(&word(), true).map_err(error)?,
            "fractal" => tile.fractal = positive()?,
            "pad" => tile.pad = pad(&word()).map_err(error)?,
            "compact" | "count" => {}
            _ => return Err(error(format!("unknown tile parameter `{key}`; expected loc, dtype, rows, cols, v_row, v_col, valid, blayout, slayout, fractal or pad"))),
        }
    }
    if tile.element.is_empty() || tile.rows == 0 || tile.cols == 0 {
        return Err((
            "a tile type needs dtype, rows and cols (or a shape such as 16x16xf16)".into(),
            ty.span.clone(),
        ));
    }
    if tile.valid_rows == i64::MIN {
        tile.valid_rows = tile.rows;
    }
    if tile.valid_cols == i64::MIN {
        tile.valid_cols = tile.cols;
    }
    Ok(tile)
}
