//! A global tensor in the NZ layout (pto-isa's `Layout::NZ`): a matrix
//! stored as 16 x C0 boxes (C0 = 32 bytes of elements), column strips of
//! boxes one after another, each strip's rows contiguous. pto-isa's
//! GlobalTensor spells it in five dimensions `[S0, S1, S2, 16, C0]`: the
//! matrix has S2·16 rows and S0·S1·C0 columns, and element (r, c) lies at
//! `i0·t0 + i1·t1 + i2·t2 + i3·t3 + i4·t4` with c / C0 = i0·S1 + i1,
//! r = i2·16 + i3, i4 = c % C0 (pto-isa's cpu `GetNZGlobalIndex`). A view
//! written as a plain `R x C` matrix (a `memref<RxCxT>` with
//! `{layout = #pto.layout<nz>}`) is read as the boxes of that matrix:
//! `[1, C / C0, R / 16, 16, C0]` over the whole buffer.

/// Where the strips of an NZ global tensor lie: strip `i0·s1 + i1` (each
/// `rows·C0` contiguous elements) starts at element `i0·t0 + i1·t1`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NzGlobal {
    pub rows: i64,
    pub cols: i64,
    /// Elements per box row.
    pub c0: i64,
    pub s0: i64,
    pub s1: i64,
    pub t0: i64,
    pub t1: i64,
}

/// The NZ reading of a view of `shape` and `stride` (five dimensions,
/// outermost first) over elements of `element_bytes`, or why it has none.
pub fn nz_global(shape: &[i64], stride: &[i64], element_bytes: i64) -> Result<NzGlobal, String> {
    let (&[s0, s1, s2, s3, s4], &[t0, t1, t2, t3, t4]) = (shape, stride) else {
        return Err("a view of five dimensions".into());
    };
    if shape.iter().chain(stride).any(|d| *d < 0) {
        return Err("its shape and strides must be static".into());
    }
    if !(1..=32).contains(&element_bytes) || 32 % element_bytes != 0 {
        return Err(format!(
            "elements of {element_bytes} bytes do not fill 32-byte box rows"
        ));
    }
    let c0 = 32 / element_bytes;
    if s3 == 16 && s4 == c0 {
        // pto-isa's five-dimensional form; a strip's rows are one burst.
        if t4 != 1 || t3 != c0 || t2 != 16 * c0 {
            return Err(format!(
                "an NZ shape [{s0}, {s1}, {s2}, 16, {c0}] needs contiguous boxes, strides [.., {}, {c0}, 1], not [.., {t2}, {t3}, {t4}]",
                16 * c0
            ));
        }
        return Ok(NzGlobal {
            rows: s2 * 16,
            cols: s0 * s1 * c0,
            c0,
            s0,
            s1,
            t0,
            t1,
        });
    }
    if s0 != 1 || s1 != 1 || s2 != 1 {
        return Err(format!(
            "shape [{s0}, {s1}, {s2}, {s3}, {s4}] is neither pto-isa's NZ form [S0, S1, S2, 16, {c0}] nor a matrix"
        ));
    }
    let (rows, cols) = (s3, s4);
    if rows % 16 != 0 || cols % c0 != 0 {
        return Err(format!("a {rows}x{cols} matrix is not whole 16x{c0} boxes"));
    }
    if t4 != 1 || (rows > 1 && t3 != cols) {
        return Err(format!(
            "a {rows}x{cols} matrix read as boxes must be its whole contiguous buffer (strides [.., {cols}, 1], not [.., {t3}, {t4}]); give pto-isa's NZ shape [S0, S1, S2, 16, {c0}] for a part of one"
        ));
    }
    Ok(NzGlobal {
        rows,
        cols,
        c0,
        s0: 1,
        s1: cols / c0,
        t0: rows * cols,
        t1: rows * c0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_matrix_is_read_as_its_boxes() {
        let nz = nz_global(&[1, 1, 1, 32, 32], &[1024, 1024, 1024, 32, 1], 2);
        assert_eq!(
            nz,
            Ok(NzGlobal {
                rows: 32,
                cols: 32,
                c0: 16,
                s0: 1,
                s1: 2,
                t0: 1024,
                t1: 512
            })
        );
    }

    #[test]
    fn the_five_dimensional_form_keeps_its_strides() {
        let nz = nz_global(&[2, 3, 4, 16, 8], &[5000, 1000, 128, 8, 1], 4);
        assert_eq!(
            nz,
            Ok(NzGlobal {
                rows: 64,
                cols: 48,
                c0: 8,
                s0: 2,
                s1: 3,
                t0: 5000,
                t1: 1000
            })
        );
    }

    #[test]
    fn broken_boxes_are_refused() {
        assert!(nz_global(&[1, 1, 1, 24, 32], &[768, 768, 768, 32, 1], 2).is_err());
        assert!(nz_global(&[1, 1, 1, 32, 32], &[2048, 2048, 2048, 64, 1], 2).is_err());
        assert!(nz_global(&[1, 2, 2, 16, 8], &[512, 256, 256, 8, 1], 4).is_err());
        assert!(nz_global(&[1, 1, 2, 32, 32], &[2048, 2048, 1024, 32, 1], 2).is_err());
    }
}
