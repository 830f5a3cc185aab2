//! TLOAD of a global tensor in the NZ layout (`{layout = #pto.layout<nz>}`):
//! the view must be boxes (tanto_dialects::pto_nz_global) and the tile an
//! NZ tile of the view's matrix, as pto-isa's TLOAD takes NZ only into NZ
//! (its `CheckNzFormat`: valid rows S2·16, valid columns S0·S1·C0).

use super::{Errors, Translator};
use crate::pto::types::{element_bytes, Ty};
use std::ops::Range;
use tanto_dialects::pto_nz_global::nz_global;

impl Translator<'_> {
    pub(super) fn nz_load(
        &self,
        layout_span: &Range<usize>,
        inputs: &[(String, Ty)],
        dst: Option<&Ty>,
        dst_span: &Range<usize>,
    ) -> Result<(), Errors> {
        let (Some((name, Ty::View(view))), Some(Ty::Tile(tile))) = (inputs.first(), dst) else {
            return Err(vec![self.error(
                layout_span,
                "an NZ global tensor is loaded from a view into a tile",
            )]);
        };
        let bytes = element_bytes(&view.element).unwrap_or(0);
        let nz = nz_global(&view.shape, &view.stride, bytes).map_err(|why| {
            vec![self.error(
                layout_span,
                format!("the layout says nz, but {name} is not boxes: {why}"),
            )]
        })?;
        if (tile.layout, tile.slayout, tile.fractal) != ("col_major", "row_major", 512) {
            return Err(vec![self.error(
                dst_span,
                format!(
                    "an NZ global tensor loads into an NZ tile (blayout=col_major, slayout=row_major, fractal=512), as pto-isa's TLOAD takes NZ only into NZ; this tile is blayout={}, slayout={}, fractal={}",
                    tile.layout, tile.slayout, tile.fractal
                ),
            )]);
        }
        if (tile.valid_rows, tile.valid_cols) != (nz.rows, nz.cols) {
            return Err(vec![self.error(
                dst_span,
                format!(
                    "{name} is a {}x{} matrix in NZ boxes, but the tile's valid region is {}x{}: TLOAD of an NZ global fills the whole static valid region",
                    nz.rows, nz.cols, valid(tile.valid_rows), valid(tile.valid_cols)
                ),
            )]);
        }
        Ok(())
    }
}

fn valid(dim: i64) -> String {
    if dim < 0 {
        "?".into()
    } else {
        dim.to_string()
    }
}
