//! TMRGSORT's list form, TGETVAL/TSETVAL and TGATHER's mask-pattern and
//! compare forms:
//! instructions that address single records or elements of a tile rather
//! than its valid region.

use super::*;

/// TMRGSORT's 2-4 list form: the lists (one row each; an absent list has
/// address and columns 0) of f32 (value, index) records merged into the
/// destination's row, largest value first, the lower list first on a tie
/// (a NaN sorts last). `exhausted` stops the merge once a list is used up;
/// the destination past the merged records keeps its value. Returns the
/// records taken from each list (hardware's VMS4_SR).
pub(in crate::math) fn merge_lists(call: &Call, l1: &mut [u8]) -> Result<[u16; 4], MathFault> {
    let format = call.format(20)?;
    let exhausted = call.word(21) != 0;
    let mut lists: Vec<Vec<(f32, u32)>> = Vec::new();
    for k in 0..4 {
        let list = Operand::at(call, 4 * k);
        if list.cols == 0 || list.rows == 0 {
            lists.push(Vec::new());
            continue;
        }
        if format != DataFormat::F32 || !list.cols.is_multiple_of(2) {
            return Err(MathFault::Malformed {
                function: call.function,
                what: format!(
                    "list {k} holds {} {} elements, not f32 (value, index) records",
                    list.cols,
                    format.name()
                ),
            });
        }
        let words = list.region(call, l1, 1, list.cols, format)?.read(l1);
        lists.push(
            words
                .chunks(2)
                .map(|r| (f32::from_bits(r[0]), r[1]))
                .collect(),
        );
    }
    let dst = Operand::at(call, 16);
    let total: usize = lists.iter().map(Vec::len).sum();
    if dst.rows != 1 || (dst.cols as usize) < 2 * total {
        return Err(MathFault::Malformed {
            function: call.function,
            what: format!(
                "a destination of {}x{} for {total} records",
                dst.rows, dst.cols
            ),
        });
    }
    // Heads of the lists; the best head is taken until the end (or, with
    // `exhausted`, until a list that had records is used up).
    let mut taken = [0usize; 4];
    let mut out = Vec::with_capacity(2 * total);
    loop {
        let best = (0..4)
            .filter(|k| taken[*k] < lists[*k].len())
            .reduce(|a, b| {
                let (va, vb) = (lists[a][taken[a]].0, lists[b][taken[b]].0);
                // The later list wins only when strictly better; NaN is last.
                if vb > va || va.is_nan() && !vb.is_nan() {
                    b
                } else {
                    a
                }
            });
        let Some(k) = best else { break };
        let (value, index) = lists[k][taken[k]];
        out.extend([value.to_bits(), index]);
        taken[k] += 1;
        if exhausted && taken[k] == lists[k].len() {
            break;
        }
    }
    let count = out.len() as u32;
    dst.region(call, l1, 1, count, format)?.write(l1, &out);
    Ok(taken.map(|t| u16::try_from(t).unwrap_or(u16::MAX)))
}

/// TGETVAL (`write` false: returns the element's bits, zero-extended) and
/// TSETVAL (the value word as a tile-scalar operand's): the element at a
/// flat offset, row-major over the tile's valid rows of pitch-wide rows.
pub(in crate::math) fn element(
    call: &Call,
    l1: &mut [u8],
    write: bool,
) -> Result<Option<u32>, MathFault> {
    let tile = Operand::at(call, 0);
    let format_index = if write { 6 } else { 5 };
    let format = call.format(format_index)?;
    let span = tile.region(call, l1, tile.rows, tile.pitch, format)?;
    let mut flat = span.read(l1);
    let offset = call.word(4);
    let k = offset as usize;
    if k >= flat.len() {
        return Err(MathFault::IndexOutOfTile {
            function: call.function,
            argument: call.name(4),
            index: offset,
            elements: flat_len(tile),
        });
    }
    if !write {
        return Ok(Some(flat[k]));
    }
    flat[k] = scalar_bits(format, call.word(5));
    span.write(l1, &flat);
    Ok(None)
}

/// TGATHER's mask-pattern form (pto-isa's `MaskSelect`): over the source's
/// valid rows, the columns c its pattern keeps (1 P0101: c % 2 = 0, 2 P1010:
/// c % 2 = 1, 3 P0001 .. 6 P1000: c % 4 = 0 .. 3, 7 P1111: all), written one
/// after another from the destination's first element, bits unchanged;
/// the rest of the destination keeps its value.
pub(in crate::math) fn gather_by_mask(
    call: &Call,
    l1: &mut [u8],
    format: DataFormat,
    pattern: u32,
) -> Result<(), MathFault> {
    let (every, phase) = match pattern {
        1 => (2, 0),
        2 => (2, 1),
        3..=6 => (4, pattern - 3),
        7 => (1, 0),
        _ => {
            return Err(MathFault::Malformed {
                function: call.function,
                what: format!("mask pattern {pattern} (1 .. 7)"),
            })
        }
    };
    let src = Operand::at(call, 0);
    let values = src.region(call, l1, src.rows, src.cols, format)?.read(l1);
    let kept: Vec<u32> = values
        .into_iter()
        .enumerate()
        .filter(|(k, _)| (*k as u32 % src.cols.max(1)) % every == phase)
        .map(|(_, v)| v)
        .collect();
    let dst = Operand::at(call, 8);
    let span = dst.region(call, l1, dst.rows, dst.pitch, format)?;
    let mut flat = span.read(l1);
    if kept.len() > flat.len() {
        return Err(MathFault::Malformed {
            function: call.function,
            what: format!(
                "{} kept elements for a destination of {}",
                kept.len(),
                flat.len()
            ),
        });
    }
    flat[..kept.len()].copy_from_slice(&kept);
    span.write(l1, &flat);
    Ok(())
}

/// TGATHER's compare form (pto-isa's a2a3 TGather_cmp): for each valid
/// source row i, the indices offset + i * C + j (C the source's static
/// columns, its pitch) of the valid columns j with src[i, j] == k (eq) or
/// src[i, j] > k (gt), one after another from the start of destination row
/// i, and their count into the count tile's element i (row-major over its
/// pitch-wide rows). Other elements keep their value.
pub(in crate::math) fn gather_compare(
    call: &Call,
    l1: &mut [u8],
    format: DataFormat,
) -> Result<(), MathFault> {
    let src = Operand::at(call, 0);
    let k = format.decode(scalar_bits(format, call.word(4)));
    let (dst, cdst) = (Operand::at(call, 5), Operand::at(call, 9));
    let greater = match call.word(14) {
        0 => false,
        4 => true,
        other => {
            return Err(MathFault::Malformed {
                function: call.function,
                what: format!("comparison {other} (0 eq or 4 gt)"),
            })
        }
    };
    let offset = call.word(15);
    let values = src.region(call, l1, src.rows, src.cols, format)?.read(l1);
    let indices = dst.region(call, l1, dst.rows, dst.pitch, DataFormat::Int32)?;
    let counts = cdst.region(call, l1, cdst.rows, cdst.pitch, DataFormat::Int32)?;
    let (mut index_words, mut count_words) = (indices.read(l1), counts.read(l1));
    let (rows, cols, pitch) = (src.rows as usize, src.cols as usize, dst.pitch as usize);
    if rows > dst.rows as usize || cols > pitch || rows > count_words.len() {
        return Err(MathFault::Malformed {
            function: call.function,
            what: format!(
                "a {rows}x{cols} source for indices of {}x{} and {} counts",
                dst.rows,
                dst.pitch,
                count_words.len()
            ),
        });
    }
    for i in 0..rows {
        let mut count = 0;
        for j in 0..cols {
            let v = format.decode(values[i * cols + j]);
            if if greater { v > k } else { v == k } {
                let index = offset
                    .wrapping_add((i as u32).wrapping_mul(src.pitch))
                    .wrapping_add(j as u32);
                index_words[i * pitch + count] = index;
                count += 1;
            }
        }
        count_words[i] = count as u32;
    }
    indices.write(l1, &index_words);
    counts.write(l1, &count_words);
    Ok(())
}
