//! PTO types (`!pto.tile`, `!pto.tile_buf`, `!pto.ptr`, `!pto.tensor_view`,
//! `!pto.partition_tensor_view`, `!pto.event`) and their spelling in our
//! dialects. Every spelling the public PTO toolchains use is accepted: the
//! key=value tile_buf form (keys in any order, `valid=RxC` or `v_row`/`v_col`),
//! the compact form `<vec, 16x16xf16, valid=?x?>`, the shape-only level 1 form
//! `!pto.tile<32x32xf32>`, and integer or named pad values.

use std::fmt;

/// Ranks of our global tensor views (outermost first).
pub const VIEW_RANK: usize = 5;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TileType {
    /// Level 2 (`!pto.tile_buf`) rather than level 1 (`!pto.tile`).
    pub buffer: bool,
    pub loc: &'static str,
    pub element: String,
    pub rows: i64,
    pub cols: i64,
    /// -1 when dynamic (`?`).
    pub valid_rows: i64,
    pub valid_cols: i64,
    pub layout: &'static str,
    pub slayout: &'static str,
    pub fractal: i64,
    pub pad: &'static str,
}

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
}

/// A view type as written, before its strides are known: dims are None when `?`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WrittenView {
    pub element: String,
    pub dims: Vec<Option<i64>>,
    pub partition: bool,
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
        Some(Ty::View(ViewType {
            element: self.element.clone(),
            shape,
            stride: contiguous_strides(&shape),
            rank: dims.len(),
        }))
    }
}

impl TileType {
    pub fn element_bytes(&self) -> Option<i64> {
        element_bytes(&self.element)
    }

    pub fn is_row_major(&self) -> bool {
        self.layout == "row_major"
    }

    /// Same tile as level 1 value or level 2 buffer.
    pub fn as_buffer(&self, buffer: bool) -> Self {
        Self {
            buffer,
            ..self.clone()
        }
    }
}

impl fmt::Display for TileType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "!tile.{}<\"{}\", {}, {}, {}, {}, {}, \"{}\", \"{}\", {}, \"{}\">",
            if self.buffer { "buf" } else { "tile" },
            self.loc,
            self.element,
            self.rows,
            self.cols,
            self.valid_rows,
            self.valid_cols,
            self.layout,
            self.slayout,
            self.fractal,
            self.pad
        )
    }
}

impl fmt::Display for Ty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ty::Tile(t) => t.fmt(f),
            Ty::View(v) => {
                let list =
                    |xs: &[i64]| xs.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
                write!(
                    f,
                    "!tile.gtensor<{}, array<i64: {}>, array<i64: {}>>",
                    v.element,
                    list(&v.shape),
                    list(&v.stride)
                )
            }
            Ty::Ptr(e) => write!(f, "!tile.ptr<{e}>"),
            Ty::Event => write!(f, "!tile.event"),
            Ty::Fifo {
                flag,
                slot_size,
                slot_num,
                ..
            } => write!(f, "!pipe.fifo<{flag}, {slot_size}, {slot_num}>"),
            Ty::Builtin(b) => f.write_str(b),
        }
    }
}

impl Ty {
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
                    .map(i64::to_string)
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
        }
    }
}

/// Size in bytes of a PTO element type.
pub fn element_bytes(element: &str) -> Option<i64> {
    match element {
        "f16" | "bf16" => Some(2),
        "f32" => Some(4),
        "f64" => Some(8),
        "i1" => Some(1),
        _ if element.starts_with("f8") => Some(1),
        _ => {
            let digits = element.trim_start_matches(|c: char| c.is_ascii_alphabetic());
            digits
                .parse::<i64>()
                .ok()
                .filter(|bits| bits % 8 == 0)
                .map(|bits| bits / 8)
        }
    }
}

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

/// Parses a PTO type spelling (or a builtin type) into what it names.
pub fn parse_type(text: &str) -> Result<Written, String> {
    let text = text.trim();
    let (head, body) = match text.find('<') {
        Some(i) if text.ends_with('>') => (&text[..i], Some(&text[i + 1..text.len() - 1])),
        _ => (text, None),
    };
    match (head, body) {
        ("!pto.tile_buf" | "", Some(body)) => {
            tile_type(body, true).map(|t| Written::Known(Ty::Tile(t)))
        }
        ("!pto.tile", Some(body)) => tile_type(body, false).map(|t| Written::Known(Ty::Tile(t))),
        ("!pto.ptr", Some(body)) => {
            let element = body.split(',').next().unwrap_or_default().trim();
            element_type(element)?;
            Ok(Written::Known(Ty::Ptr(element.to_string())))
        }
        ("!pto.tensor_view" | "!pto.partition_tensor_view", Some(body)) => {
            let shape = body.split(',').next().unwrap_or_default();
            let (dims, element) = shaped(shape)?;
            Ok(Written::View(WrittenView {
                element,
                dims,
                partition: head == "!pto.partition_tensor_view",
            }))
        }
        ("!pto.event", _) => Ok(Written::Known(Ty::Event)),
        ("!pto.tpipe" | "!pto.pipe", Some(body)) => fifo_type(body).map(Written::Known),
        ("!pto.memref", _) => {
            Err("`!pto.memref` views are not supported; use `!pto.partition_tensor_view`".into())
        }
        (_, None) if !head.starts_with('!') => Ok(Written::Known(Ty::Builtin(head.to_string()))),
        _ => Err(format!("unknown type `{text}`")),
    }
}

/// `FlagID, Direction, SlotSize, SlotNum` of a TPipe.
fn fifo_type(body: &str) -> Result<Ty, String> {
    let items: Vec<&str> = body.split(',').map(str::trim).collect();
    let [flag, direction, slot_size, slot_num] = items[..] else {
        return Err(format!(
            "a TPipe is <FlagID, Direction, SlotSize, SlotNum>, not <{body}>"
        ));
    };
    let number = |what: &str, text: &str| {
        text.parse::<i64>().ok().filter(|v| *v >= 0).ok_or(format!(
            "TPipe {what} must be a non-negative integer, not `{text}`"
        ))
    };
    let c2v = match direction
        .trim_start_matches("Direction::")
        .to_ascii_uppercase()
        .as_str()
    {
        "DIR_C2V" | "C2V" => true,
        "DIR_V2C" | "V2C" => false,
        _ => {
            return Err(format!(
                "unknown TPipe direction `{direction}`; expected DIR_C2V or DIR_V2C"
            ))
        }
    };
    let (slot_size, slot_num) = (number("SlotSize", slot_size)?, number("SlotNum", slot_num)?);
    if slot_size == 0 || slot_num == 0 {
        return Err("a TPipe needs a positive SlotSize and SlotNum".into());
    }
    Ok(Ty::Fifo {
        flag: number("FlagID", flag)?,
        c2v,
        slot_size,
        slot_num,
    })
}

/// `d0xd1x...xT` with `?` for dynamic dims.
fn shaped(text: &str) -> Result<(Vec<Option<i64>>, String), String> {
    let text: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let parts: Vec<&str> = text.split('x').collect();
    let (element, dims) = parts.split_last().ok_or("empty shape")?;
    element_type(element)?;
    let dims = dims
        .iter()
        .map(|d| match *d {
            "?" => Ok(None),
            _ => d
                .parse::<i64>()
                .ok()
                .filter(|v| *v > 0)
                .map(Some)
                .ok_or(format!("bad dimension `{d}` in `{text}`")),
        })
        .collect::<Result<Vec<_>, _>>()?;
    if dims.is_empty() {
        return Err(format!(
            "`{text}` has no dimensions; expected e.g. 16x16xf16"
        ));
    }
    Ok((dims, element.to_string()))
}

fn element_type(text: &str) -> Result<(), String> {
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

fn valid_dim(text: &str) -> Result<i64, String> {
    match text.trim() {
        "?" | "-1" => Ok(-1),
        t => t
            .parse::<i64>()
            .ok()
            .filter(|v| *v >= 0)
            .ok_or(format!("bad valid dimension `{t}`")),
    }
}

fn positive(key: &str, text: &str) -> Result<i64, String> {
    text.trim()
        .parse::<i64>()
        .ok()
        .filter(|v| *v > 0)
        .ok_or(format!("`{key}` must be a positive integer, not `{text}`"))
}

/// The body of a tile or tile_buf type.
fn tile_type(body: &str, buffer: bool) -> Result<TileType, String> {
    let items: Vec<&str> = body
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect();
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
    let mut keyed = items.as_slice();
    // Compact and shape-only forms: [loc,] RxCxT, then keys.
    if let Some(first) = items.first().filter(|f| !f.contains('=')) {
        let shape_at = if first.contains('x') && !first.starts_with("loc") {
            0
        } else {
            1
        };
        if shape_at == 1 {
            tile.loc = location(first)?;
        }
        let shape = items
            .get(shape_at)
            .filter(|s| !s.contains('='))
            .ok_or("expected a shape such as 16x16xf16")?;
        let (dims, element) = shaped(shape)?;
        let [Some(rows), Some(cols)] = dims[..] else {
            return Err(format!(
                "a tile shape has two static dimensions, not `{shape}`"
            ));
        };
        (tile.rows, tile.cols, tile.element) = (rows, cols, element);
        keyed = &items[shape_at + 1..];
    }
    let mut seen = Vec::new();
    for item in keyed {
        let (key, value) = item
            .split_once('=')
            .ok_or(format!("expected key=value, found `{item}`"))?;
        let (key, value) = (key.trim(), value.trim());
        if seen.contains(&key) {
            return Err(format!("`{key}` is given twice"));
        }
        seen.push(key);
        match key {
            "loc" => tile.loc = location(value)?,
            "dtype" => {
                element_type(value)?;
                tile.element = value.to_string();
            }
            "rows" => tile.rows = positive(key, value)?,
            "cols" => tile.cols = positive(key, value)?,
            "v_row" => tile.valid_rows = valid_dim(value)?,
            "v_col" => tile.valid_cols = valid_dim(value)?,
            "valid" => {
                let (r, c) = value.split_once('x').ok_or(format!("`valid` is RxC, not `{value}`"))?;
                (tile.valid_rows, tile.valid_cols) = (valid_dim(r)?, valid_dim(c)?);
            }
            "blayout" => tile.layout = layout(value, false)?,
            "slayout" => tile.slayout = layout(value, true)?,
            "fractal" => tile.fractal = positive(key, value)?,
            "pad" => tile.pad = pad(value)?,
            "compact" | "count" => {}
            _ => return Err(format!("unknown tile parameter `{key}`; expected loc, dtype, rows, cols, v_row, v_col, valid, blayout, slayout, fractal or pad")),
        }
    }
    if tile.element.is_empty() || tile.rows == 0 || tile.cols == 0 {
        return Err("a tile type needs dtype, rows and cols (or a shape such as 16x16xf16)".into());
    }
    if tile.valid_rows == i64::MIN {
        tile.valid_rows = tile.rows;
    }
    if tile.valid_cols == i64::MIN {
        tile.valid_cols = tile.cols;
    }
    Ok(tile)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tile(text: &str) -> TileType {
        match parse_type(text) {
            Ok(Written::Known(Ty::Tile(t))) => t,
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn keyed_compact_and_shape_only_forms_agree() {
        let keyed = tile("!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>");
        assert_eq!(keyed, tile("!pto.tile_buf<vec, 16x16xf16>"));
        assert_eq!(keyed.as_buffer(false), tile("!pto.tile<16x16xf16>"));
        assert_eq!(
            keyed.to_string(),
            "!tile.buf<\"vec\", f16, 16, 16, 16, 16, \"row_major\", \"none_box\", 512, \"null\">"
        );
    }

    #[test]
    fn dynamic_valid_legacy_valid_and_pad_names() {
        let t = tile("!pto.tile_buf<vec, 8x1xf32, valid=?x1, blayout=col_major, pad=zero>");
        assert_eq!(
            (t.valid_rows, t.valid_cols, t.layout, t.pad),
            (-1, 1, "col_major", "zero")
        );
        let legacy = tile("!pto.tile_buf<loc=mat, dtype=f32, rows=32, cols=32, blayout=col_major, valid=32x32, slayout=row_major, fractal=512, pad=0>");
        assert_eq!((legacy.loc, legacy.slayout), ("mat", "row_major"));
        assert_eq!(tile("<loc=ub, dtype=f32, rows=4, cols=8, v_row=?, v_col=?, blayout=row_major, slayout=none_box, fractal=512, pad=3>").pad, "min");
    }

    #[test]
    fn bad_parameters_are_named() {
        assert!(
            parse_type("!pto.tile_buf<loc=ram, dtype=f16, rows=16, cols=16>")
                .unwrap_err()
                .contains("unknown tile location `ram`")
        );
        assert!(
            parse_type("!pto.tile_buf<loc=vec, dtype=f16, rows=0, cols=16>")
                .unwrap_err()
                .contains("`rows` must be a positive")
        );
        assert!(parse_type("!pto.tile<16x16xq7>")
            .unwrap_err()
            .contains("unknown element type `q7`"));
        assert!(parse_type("!pto.tile_buf<vec, 16x16xf16, pad=9>")
            .unwrap_err()
            .contains("unknown pad"));
    }

    #[test]
    fn views_and_strides() {
        let Ok(Written::View(v)) = parse_type("!pto.tensor_view<?x1024xf32>") else {
            panic!()
        };
        assert_eq!(
            (v.dims, v.element.as_str(), v.partition),
            (vec![None, Some(1024)], "f32", false)
        );
        assert_eq!(
            contiguous_strides(&pad_dims(&[32, 1024], 1).unwrap()),
            [32768, 32768, 32768, 1024, 1]
        );
        assert_eq!(element_bytes("bf16"), Some(2));
        assert_eq!(element_bytes("ui8"), Some(1));
    }
}
