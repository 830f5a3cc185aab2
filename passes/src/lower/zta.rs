//! The zta dialect's patterns: each op becomes calls of the runtime's
//! `tanto_rt_zta_*` functions (docs/abi.md). They run in the walk of
//! `tanto-lower-noc-to-llvm` (lower/noc.rs), since the spaces they return
//! are NoC buffers the noc ops of the same function use.

use super::{
    element_size, op_name,
    rewrite::{accessed, typed, values, Lowered, Patterns, Rewrite},
    value_type, word_count,
};
use melior::ir::ValueLike;
use tanto_dialects::{noc, rules::element_bytes, zta, OpKind};

/// The runtime's number of a space (`tanto_rt_zta_space`'s first
/// argument): its position in the definition's enum, 0 the DDR window to 3
/// the PCORE memory.
fn space_number(space: zta::Space) -> Option<i64> {
    zta::Space::ALL
        .iter()
        .position(|s| *s == space)
        .and_then(|n| i64::try_from(n).ok())
}

/// Adds the zta dialect's patterns.
pub(super) fn add_patterns(patterns: &mut Patterns) {
    patterns
        .add(&[OpKind::ZtaSpace], space)
        .add(&[OpKind::ZtaBind], bind)
        .add(&[OpKind::ZtaBindPcores], bind_pcores)
        .add(&[OpKind::ZtaPcores], pcores)
        .add(&[OpKind::ZtaExe], exe);
}

/// The runtime's words of a space: a global buffer's address and page (in
/// elements), a local buffer's L1 address.
fn space<'c, 'x>(r: &Rewrite<'x, 'c>) -> Lowered<'c, 'x> {
    let op = typed(zta::SpaceOp::cast(r.op), &r.op)?;
    let b = &r.b;
    let ty = accessed(op.buffer())?.r#type();
    let space = op
        .space()
        .and_then(space_number)
        .ok_or_else(|| format!("'{}' names no space", op_name(&r.op)))?;
    let element_bytes = noc::LocalType::cast(ty)
        .and_then(|local| local.element())
        .or_else(|| noc::GlobalType::cast(ty).and_then(|global| global.element()))
        .and_then(element_bytes)
        .unwrap_or(1);
    let words: Vec<_> = (0..word_count(ty))
        .map(|word| {
            let args = [
                b.constant(space),
                b.constant(word as i64),
                b.constant(element_bytes as i64),
            ];
            b.call1("tanto_rt_zta_space", &args)
        })
        .collect();
    Ok(vec![b.join_words(&words, ty)])
}

fn bind<'c, 'x>(r: &Rewrite<'x, 'c>) -> Lowered<'c, 'x> {
    let op = typed(zta::BindOp::cast(r.op), &r.op)?;
    let [ddr, scratch, stage] = values([op.ddr(), op.scratch(), op.stage()])?;
    let b = &r.b;
    let ddr_words = b.words(ddr);
    let page_bytes = b.binary(
        OpKind::ArithMuli,
        ddr_words[1],
        b.constant(element_size(value_type(ddr))),
    );
    let args = [ddr_words[0], page_bytes, b.word(scratch), b.word(stage)];
    b.call("tanto_rt_zta_bind", &args, &[]);
    Ok(Vec::new())
}

fn bind_pcores<'c, 'x>(r: &Rewrite<'x, 'c>) -> Lowered<'c, 'x> {
    let op = typed(zta::BindPcoresOp::cast(r.op), &r.op)?;
    let [pcore, x0, y0, width] = values([op.pcore(), op.x0(), op.y0(), op.width()])?;
    let args = [r.b.word(pcore), x0, y0, width];
    r.b.call("tanto_rt_zta_bind_pcores", &args, &[]);
    Ok(Vec::new())
}

/// The PCORE rectangle's words (x0, y0, width): words 1 to 3 of the PCORE
/// space.
fn pcores<'c, 'x>(r: &Rewrite<'x, 'c>) -> Lowered<'c, 'x> {
    let b = &r.b;
    let pcore = space_number(zta::Space::Pcore)
        .ok_or_else(|| "internal error: the zta dialect has no pcore space".to_string())?;
    Ok((1..4)
        .map(|word| {
            let args = [b.constant(pcore), b.constant(word), b.constant(0)];
            b.call1("tanto_rt_zta_space", &args)
        })
        .collect())
}

fn exe<'c, 'x>(r: &Rewrite<'x, 'c>) -> Lowered<'c, 'x> {
    let op = typed(zta::ExeOp::cast(r.op), &r.op)?;
    let [kernel, pcores, threads] = values([op.kernel(), op.pcores(), op.threads()])?;
    let lockstep = r.b.constant(i64::from(op.lockstep()));
    r.b.call(
        "tanto_rt_zta_exe",
        &[kernel, pcores, threads, lockstep],
        &[],
    );
    Ok(Vec::new())
}
