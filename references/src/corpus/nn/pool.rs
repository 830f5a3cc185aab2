//! Pooling layers: 2x2 max and average pools (gathered window taps), global
//! average pool (column reduction).

use super::{buffer, checked_inputs, output, BF16_U};
use crate::corpus::Entry;
use crate::tile::{tiled_index, TILE_SIDE};
use crate::{Arrays, Buffer, ElementType, Expected, ReferenceError, Tolerance};
use std::collections::BTreeMap;

const MAXPOOL_H: usize = 32;
const MAXPOOL_W: usize = 32;
const MAXPOOL_C: usize = 64;
const MAXPOOL_IN: &[Buffer; 1] = &[buffer(
    "image",
    ElementType::BFloat16,
    MAXPOOL_H * MAXPOOL_W * MAXPOOL_C,
)];

/// `nn_maxpool2x2` (test/Programs/corpus/nn_maxpool2x2): 2x2 max pool,
/// stride 2, of a 32 x 32 x 64 bf16 image (HWC: image[(h 32 + w) 64 + c]).
///
/// Layout: `pooled` is the 256 x 64 matrix (output pixel oh 16 + ow, channel),
/// tile-major 8 x 2 tiles: output tile t = pt 2 + ct (reader: pixel tile t /
/// 2, channel tile t % 2; writer: tile t at t 1024).
///
/// Math: tap tile (dy, dx) holds input pixel (2 oh + dy, 2 ow + dx); the
/// compute kernel copies the taps into slots and folds them with the
/// two-slot `max` (spec 3.6.2.8). Copies and maxima of bf16 values are exact
/// in any wider slot and the pack returns a bf16 value unchanged: the
/// tolerance is zero.
pub const MAXPOOL2X2: Entry = Entry {
    name: "nn_maxpool2x2",
    run: maxpool2x2,
    tolerance: Tolerance { abs: 0.0, rel: 0.0 },
};

fn maxpool2x2(arrays: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    let [image] = checked_inputs("nn_maxpool2x2", MAXPOOL_IN, arrays)?;
    let (out_h, out_w) = (MAXPOOL_H / 2, MAXPOOL_W / 2);
    let ctiles = MAXPOOL_C / TILE_SIDE;
    let mut pooled = vec![0.0; out_h * out_w * MAXPOOL_C];
    for oh in 0..out_h {
        for ow in 0..out_w {
            for c in 0..MAXPOOL_C {
                let mut m = f64::NEG_INFINITY;
                for (dy, dx) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
                    let pixel = (2 * oh + dy) * MAXPOOL_W + 2 * ow + dx;
                    m = m.max(image[pixel * MAXPOOL_C + c]);
                }
                pooled[tiled_index(ctiles, oh * out_w + ow, c)] = m;
            }
        }
    }
    let scale = vec![0.0; pooled.len()];
    Ok(output("pooled", ElementType::BFloat16, &pooled, scale))
}

/// `nn_avgpool2x2` (test/Programs/corpus/nn_avgpool2x2): 2x2 average pool,
/// stride 2, of the same 32 x 32 x 64 bf16 image and with the same reader,
/// writer and layouts as [`MAXPOOL2X2`].
///
/// Math (compute.cpp): `add` of taps 0 and 1 and of taps 2 and 3 (spec
/// 3.6.2.3) in f32 slots, packed to an f32 pipe, their `add`, `mul_scalar`
/// by the f32 0.25 (exact), packed to bf16: the mean of the four taps.
///
/// Tolerance: three f32 additions, each off by at most 2^-24 of a partial
/// sum bounded by S = SUM |tap|, then one bf16 rounding of |y|: rel 2 u =
/// 2^-7 on |y| + 2^-10 S / 4. abs: the smallest normal f32.
pub const AVGPOOL2X2: Entry = Entry {
    name: "nn_avgpool2x2",
    run: avgpool2x2,
    tolerance: Tolerance {
        abs: f32::MIN_POSITIVE as f64,
        rel: 2.0 * BF16_U,
    },
};

fn avgpool2x2(arrays: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    let [image] = checked_inputs("nn_avgpool2x2", MAXPOOL_IN, arrays)?;
    let (out_h, out_w) = (MAXPOOL_H / 2, MAXPOOL_W / 2);
    let ctiles = MAXPOOL_C / TILE_SIDE;
    let mut pooled = vec![0.0; out_h * out_w * MAXPOOL_C];
    let mut scale = vec![0.0; pooled.len()];
    for oh in 0..out_h {
        for ow in 0..out_w {
            for c in 0..MAXPOOL_C {
                let (mut sum, mut magnitude) = (0.0, 0.0);
                for (dy, dx) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
                    let v = image[((2 * oh + dy) * MAXPOOL_W + 2 * ow + dx) * MAXPOOL_C + c];
                    sum += v;
                    magnitude += v.abs();
                }
                let at = tiled_index(ctiles, oh * out_w + ow, c);
                pooled[at] = sum / 4.0;
                scale[at] = pooled[at].abs() + magnitude / 4.0 / 1024.0;
            }
        }
    }
    Ok(output("pooled", ElementType::BFloat16, &pooled, scale))
}

const AVGPOOL_HT: usize = 8;
const AVGPOOL_CT: usize = 4;
const AVGPOOL_IN: &[Buffer; 1] = &[buffer(
    "act",
    ElementType::BFloat16,
    AVGPOOL_HT * AVGPOOL_CT * 1024,
)];

/// `nn_global_avgpool` (test/Programs/corpus/nn_global_avgpool): the mean
/// over the 256 pixels (rows) of each of the 128 channels (columns) of a
/// tile-major 8 x 4-tile bf16 activation; `pooled[c]` is channel c's mean.
///
/// Math: per channel tile ct, 8 `reduce_sum_cols` (spec 3.6.2.6: `dst[0, w]
/// += SUM[h] x[h, w] * scaler[0, 0]`) with scaler 1/256 (exact in bf16)
/// into an f32 slot; `pack_col` (row 0) to bf16; the writer stores row 0
/// (faces 0 and 1's first 16 elements) at ct 32.
///
/// Tolerance: 8 f32 accumulations (and up to 32 f32 additions inside a
/// tile, if summed in f32) of partial sums bounded by S = SUM |x| / 256:
/// under 41 2^-24 S < 2^-18 S; then one bf16 rounding. rel 2 u = 2^-7 on
/// |mean| + 2^-10 S. abs: the smallest normal f32.
pub const GLOBAL_AVGPOOL: Entry = Entry {
    name: "nn_global_avgpool",
    run: global_avgpool,
    tolerance: Tolerance {
        abs: f32::MIN_POSITIVE as f64,
        rel: 2.0 * BF16_U,
    },
};

fn global_avgpool(arrays: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    let [act] = checked_inputs("nn_global_avgpool", AVGPOOL_IN, arrays)?;
    let rows = AVGPOOL_HT * TILE_SIDE;
    let cols = AVGPOOL_CT * TILE_SIDE;
    let mut means = vec![0.0; cols];
    let mut scale = vec![0.0; cols];
    for c in 0..cols {
        let (mut sum, mut magnitude) = (0.0, 0.0);
        for r in 0..rows {
            let v = act[tiled_index(AVGPOOL_CT, r, c)];
            sum += v;
            magnitude += v.abs();
        }
        means[c] = sum / rows as f64;
        scale[c] = means[c].abs() + magnitude / rows as f64 / 1024.0;
    }
    Ok(output("pooled", ElementType::BFloat16, &means, scale))
}

const TAPS_SIDE: usize = 32;
const TAPS_C: usize = 64;
const TAPS_PER_PIXEL: usize = 4;
const TAPS_OUT_SIDE: usize = TAPS_SIDE / 2;
const TAPS_IN: &[Buffer; 2] = &[
    buffer(
        "image",
        ElementType::BFloat16,
        TAPS_SIDE * TAPS_SIDE * TAPS_C,
    ),
    buffer(
        "taps",
        ElementType::UInt32,
        TAPS_OUT_SIDE * TAPS_OUT_SIDE * TAPS_PER_PIXEL,
    ),
];

/// `nn_maxpool3x3_taps` (test/Programs/corpus/nn_maxpool3x3_taps): 3x3 max
/// pool, stride 2, padding 1, of a 32 x 32 x 64 bf16 image (HWC:
/// image[(h 32 + w) 64 + c]) over four taps per output pixel chosen by the
/// uint32 table `taps`.
///
/// Layout: `pooled` is the 256 x 64 (output pixel oh 16 + ow, channel)
/// matrix, tile-major 8 x 2 tiles (reader: pixel tile t / 2, channel tile
/// t % 2; writer: tile t at t 1024). Tap j of pixel p is tap number
/// taps[4 p + j] mod 9 = 3 dy + dx of its window: input pixel (2 oh + dy -
/// 1, 2 ow + dx - 1), each coordinate clamped into [0, 31] (the reader's
/// rule for taps over the edge: the clamped pixel lies in the same window).
///
/// Math: the compute kernel of `nn_maxpool2x2` folds the four tap tiles with
/// copies and the two-slot `max` (spec 3.6.2.8). Copies and maxima of bf16
/// values are exact: the tolerance is zero.
pub const MAXPOOL3X3_TAPS: Entry = Entry {
    name: "nn_maxpool3x3_taps",
    run: maxpool3x3_taps,
    tolerance: Tolerance { abs: 0.0, rel: 0.0 },
};

/// `2 o + d - 1` clamped into `[0, side - 1]`.
fn clamped_tap(o: usize, d: usize, side: usize) -> usize {
    (2 * o + d).saturating_sub(1).min(side - 1)
}

fn maxpool3x3_taps(arrays: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    let [image, taps] = checked_inputs("nn_maxpool3x3_taps", TAPS_IN, arrays)?;
    let ctiles = TAPS_C / TILE_SIDE;
    let pixels = TAPS_OUT_SIDE * TAPS_OUT_SIDE;
    let mut pooled = vec![0.0; pixels * TAPS_C];
    for p in 0..pixels {
        let (oh, ow) = (p / TAPS_OUT_SIDE, p % TAPS_OUT_SIDE);
        for c in 0..TAPS_C {
            let mut m = f64::NEG_INFINITY;
            for j in 0..TAPS_PER_PIXEL {
                // A uint32 entry, exact in f64.
                let tap = taps[p * TAPS_PER_PIXEL + j] as usize % 9;
                let ih = clamped_tap(oh, tap / 3, TAPS_SIDE);
                let iw = clamped_tap(ow, tap % 3, TAPS_SIDE);
                m = m.max(image[(ih * TAPS_SIDE + iw) * TAPS_C + c]);
            }
            pooled[tiled_index(ctiles, p, c)] = m;
        }
    }
    let scale = vec![0.0; pooled.len()];
    Ok(output("pooled", ElementType::BFloat16, &pooled, scale))
}

const MASKED_SIDE: usize = 16;
const MASKED_C: usize = 32;
const MASKED_IN: &[Buffer; 2] = &[
    buffer(
        "image",
        ElementType::BFloat16,
        MASKED_SIDE * MASKED_SIDE * MASKED_C,
    ),
    buffer("valid", ElementType::UInt32, MASKED_SIDE * MASKED_SIDE * 9),
];

/// `nn_avgpool3x3_masked` (test/Programs/corpus/nn_avgpool3x3_masked): 3x3
/// average pool, stride 1, padding 1, of a 16 x 16 x 32 bf16 image (HWC)
/// over the valid taps only: tap t = 3 dy + dx of output pixel p = oh 16 +
/// ow is input pixel (oh + dy - 1, ow + dx - 1), valid when that is inside
/// the image and valid[9 p + t] is not 0. y[p][c] = (SUM over valid taps of
/// the pixel's channel c) / count, 0 when no tap is valid.
///
/// Layout: `pooled` is the 256 x 32 (pixel, channel) matrix, tile-major 8 x
/// 1 tiles. Math: the reader fills invalid taps with zeros and column 0 of a
/// float tile with 1 / count (0 for none, computed in f32); the compute
/// kernel adds the nine tap tiles in an f32 slot (spec 3.6.2.3 by way of
/// the dst add), packs the sum to f32 and multiplies it by that column
/// (`mul_bcast_cols`, 3.6.2.4), packed to bf16.
///
/// Tolerance: eight f32 additions (each within 2^-24 of a partial bounded
/// by S = SUM |valid taps|), the f32 reciprocal and the f32 product (2^-24
/// each): under 2^-20 S / count; then the bf16 rounding of y, also done
/// here: rel 2 u = 2^-7 on |y| + 2^-10 S / count. A pixel without valid
/// taps is 0 exactly. abs: the smallest normal f32.
pub const AVGPOOL3X3_MASKED: Entry = Entry {
    name: "nn_avgpool3x3_masked",
    run: avgpool3x3_masked,
    tolerance: Tolerance {
        abs: f32::MIN_POSITIVE as f64,
        rel: 2.0 * BF16_U,
    },
};

fn avgpool3x3_masked(arrays: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    let [image, valid] = checked_inputs("nn_avgpool3x3_masked", MASKED_IN, arrays)?;
    let side = MASKED_SIDE as isize;
    let pixels = MASKED_SIDE * MASKED_SIDE;
    let mut pooled = vec![0.0; pixels * MASKED_C];
    let mut scale = vec![0.0; pixels * MASKED_C];
    for p in 0..pixels {
        let (oh, ow) = ((p / MASKED_SIDE) as isize, (p % MASKED_SIDE) as isize);
        let pixels_in: Vec<usize> = (0..9)
            .filter(|&t| {
                let (ih, iw) = (oh + t as isize / 3 - 1, ow + t as isize % 3 - 1);
                (0..side).contains(&ih) && (0..side).contains(&iw) && valid[p * 9 + t] != 0.0
            })
            .map(|t| {
                let (ih, iw) = (oh + t as isize / 3 - 1, ow + t as isize % 3 - 1);
                (ih * side + iw) as usize
            })
            .collect();
        if pixels_in.is_empty() {
            continue;
        }
        let count = pixels_in.len() as f64;
        for c in 0..MASKED_C {
            let (mut sum, mut magnitude) = (0.0, 0.0);
            for &pixel in &pixels_in {
                let v = image[pixel * MASKED_C + c];
                sum += v;
                magnitude += v.abs();
            }
            let at = tiled_index(1, p, c);
            pooled[at] = sum / count;
            scale[at] = pooled[at].abs() + magnitude / count / 1024.0;
        }
    }
    Ok(output("pooled", ElementType::BFloat16, &pooled, scale))
}
