//! Our types for the frontend's types, through the dialects' type builders.

use super::types::{TileType, Ty};
use melior::{
    ir::{r#type::IntegerType, Type},
    Context,
};
use tanto_dialects::{pipe, pto};

/// A scalar or element type by name: `index`, `f32`, `i16`, `ui8`.
pub fn scalar_type<'c>(context: &'c Context, name: &str) -> Result<Type<'c>, String> {
    let bits = |prefix: &str| {
        name.strip_prefix(prefix)
            .and_then(|b| b.parse::<u32>().ok())
    };
    Ok(match name {
        "index" => Type::index(context),
        "f16" => Type::float16(context),
        "bf16" => Type::bfloat16(context),
        "f32" => Type::float32(context),
        "f64" => Type::float64(context),
        _ => {
            if let Some(b) = bits("ui") {
                IntegerType::unsigned(context, b).into()
            } else if let Some(b) = bits("si") {
                IntegerType::signed(context, b).into()
            } else if let Some(b) = bits("i") {
                IntegerType::new(context, b).into()
            } else if name.starts_with("f8") || name == "vector<4xi16>" {
                // The f8 variants (f8E4M3FN, ...) have no melior constructor;
                // TMRGSORT's counts are the one vector type read.
                tanto_dialects::ir::parse_type(context, name).map_err(|e| e.to_string())?
            } else {
                return Err(format!(
                    "unsupported type `{name}`; expected index, iN, uiN, siN or a float type"
                ));
            }
        }
    })
}

pub fn mlir_type<'c>(context: &'c Context, ty: &Ty) -> Result<Type<'c>, String> {
    let built = match ty {
        Ty::Tile(t) => return tile_type(context, t),
        Ty::View(v) => pto::GtensorType::get(
            context,
            scalar_type(context, &v.element)?,
            &v.shape,
            &v.stride,
        ),
        Ty::Ptr(element) => pto::PtrType::get(context, scalar_type(context, element)?),
        Ty::Event => pto::EventType::get(context),
        Ty::AsyncSession => pto::AsyncSessionType::get(context),
        Ty::AsyncEvent => pto::AsyncEventType::get(context),
        Ty::Fifo {
            flag,
            slot_size,
            slot_num,
            ..
        } => pipe::FifoType::get(context, *flag, *slot_size, *slot_num),
        Ty::Builtin(name) => return scalar_type(context, name),
        // Stack memory of ids: memref.alloca / load / store.
        Ty::EventIdArray(n) => {
            return tanto_dialects::ir::parse_type(context, &format!("memref<{n}xindex>"))
                .map_err(|e| format!("internal error: {e}"))
        }
    };
    built.map_err(|e| format!("internal error: {e}"))
}

fn tile_type<'c>(context: &'c Context, t: &TileType) -> Result<Type<'c>, String> {
    let element = scalar_type(context, &t.element)?;
    let unknown = |what: &str, value: &str| format!("internal error: no {what} `{value}`");
    let loc = pto::TileLoc::parse(t.loc).ok_or_else(|| unknown("location", t.loc))?;
    let layout = pto::Layout::parse(t.layout).ok_or_else(|| unknown("layout", t.layout))?;
    let slayout = pto::SLayout::parse(t.slayout).ok_or_else(|| unknown("slayout", t.slayout))?;
    let pad = pto::PadValue::parse(t.pad).ok_or_else(|| unknown("pad", t.pad))?;
    let (rows, cols, valid_rows, valid_cols, fractal) =
        (t.rows, t.cols, t.valid_rows, t.valid_cols, t.fractal);
    let built = if t.buffer {
        pto::BufType::get(
            context, loc, element, rows, cols, valid_rows, valid_cols, layout, slayout, fractal,
            pad,
        )
    } else {
        pto::TileType::get(
            context, loc, element, rows, cols, valid_rows, valid_cols, layout, slayout, fractal,
            pad,
        )
    };
    built.map_err(|e| e.to_string())
}
