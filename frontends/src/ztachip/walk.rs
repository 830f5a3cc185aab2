//! Which element a transfer moves where: each side of `<=` walks its
//! indices as nested loops (the tensor programmer guide's "Tensor data
//! memory transfer instructions"). The innermost loops are the indices
//! without a FOR, rightmost fastest; around them the FOR-bound indices, the
//! first FOR written outermost. The k-th element the source walks goes to
//! the k-th place the destination walks; the destination's walk sets the
//! count. An index outside its declared dimension reads the PAD value (0 by
//! default) and is not written. A `+` dimension has no upper bound check;
//! a bounded block `T(a, b, ...)` is `a` x `b` x ... whose elements from the
//! `T`-th on (row-major inside the block) are out of bounds, and whose
//! blocks are `T` elements apart.
//!
//! [`elements`] evaluates a walk with known values of the C expressions:
//! the plan that the lowering turns into loops, here as a list, for checks
//! and tests.

use super::ast::{Dim, Index, IndexKind, Object, Pcore, Shape, Space, Term, Text};
use super::Ztachip;
use std::collections::HashMap;

/// The most elements [`elements`] lists (a listing, not a limit of the
/// hardware's walks).
pub const MAX_WALK: i64 = 1 << 24;

/// A place a walk reaches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Place {
    /// Element `offset` of a DDR or scratch-pad tensor (from its pointer,
    /// in elements).
    Memory { space: MemorySpace, offset: i64 },
    /// Element `offset` of a PCORE thread's private variable.
    Private {
        pcore: i64,
        thread: i64,
        offset: i64,
    },
    /// Element `offset` of a PCORE's shared variable.
    Shared { pcore: i64, offset: i64 },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum MemorySpace {
    Ddr,
    Scratch,
}

/// One step of a walk: the place, and whether it is inside the tensor's
/// declared dimensions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Element {
    pub place: Place,
    pub in_bounds: bool,
}

/// One loop of a walk: the index's first value, step and count, and
/// which component of the place it moves.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Level {
    begin: i64,
    step: i64,
    count: i64,
    /// The FOR directive that binds it (its position), if any.
    bound_by: Option<usize>,
    dim: usize,
}

/// A declared dimension: its size, its address stride in elements, and
/// how it is bounds-checked.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Axis {
    size: i64,
    stride: i64,
    checked: bool,
    /// A bounded block's limit: (its first axis, its axes, T).
    limit: Option<(usize, usize, i64)>,
    /// Which component of a PCORE place: 0 pcore, 1 thread, 2 variable.
    component: usize,
}

/// The value of a C expression given the values of the names it uses.
pub fn value(text: &str, env: &HashMap<String, i64>) -> Result<i64, String> {
    let mut substituted = String::with_capacity(text.len());
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| -> Result<(), String> {
        if word.is_empty() {
            return Ok(());
        }
        if word.as_bytes()[0].is_ascii_digit() {
            out.push_str(word);
        } else {
            let v = env
                .get(word.as_str())
                .ok_or_else(|| format!("`{word}` has no value here"))?;
            out.push_str(&format!("({v})"));
        }
        word.clear();
        Ok(())
    };
    for c in text.chars() {
        if c.is_ascii_alphanumeric() || c == '_' {
            word.push(c);
        } else {
            flush(&mut word, &mut substituted)?;
            substituted.push(c);
        }
    }
    flush(&mut word, &mut substituted)?;
    super::eval::constant(&substituted).ok_or_else(|| format!("`{text}` has no constant value"))
}

/// The elements a term walks, in order, with `env` giving the C values.
/// `for_names` of the term's FOR directives bind the indices that name them.
pub fn elements(
    term: &Term,
    env: &HashMap<String, i64>,
    target: &Ztachip,
) -> Result<Vec<Element>, String> {
    let v = |t: &Text| value(&t.text, env);
    let (axes, indices, kind): (Vec<Axis>, Vec<&Index>, Kind) = match &term.object {
        Object::Memory(memory) => {
            let axes = memory_axes(&memory.dims, env)?;
            let space = match memory.space {
                Space::Ddr => MemorySpace::Ddr,
                Space::Scratch => MemorySpace::Scratch,
            };
            (axes, memory.indices.iter().collect(), Kind::Memory(space))
        }
        Object::Pcore(pcore) => pcore_axes(pcore, env, target)?,
        _ => return Err("this object has no walk of its own".into()),
    };
    if axes.len() != indices.len() {
        return Err(format!(
            "{} dimensions but {} indices",
            axes.len(),
            indices.len()
        ));
    }
    let fors: Vec<(&str, Option<&Index>)> = term
        .directives
        .fors
        .iter()
        .map(|(name, range)| (name.text.as_str(), range.as_ref()))
        .collect();
    let mut levels = Vec::new();
    for (dim, (axis, index)) in axes.iter().zip(&indices).enumerate() {
        let range = |begin: &Option<Text>, stride: &Option<Text>, end: &Option<Text>| {
            if end.is_none() && axis.size == i64::MAX {
                return Err(
                    "a range to the end of a dimension whose size is not written: give its end"
                        .into(),
                );
            }
            let begin = begin.as_ref().map(v).transpose()?.unwrap_or(0);
            let step = stride.as_ref().map(v).transpose()?.unwrap_or(1);
            let end = end.as_ref().map(v).transpose()?.unwrap_or(axis.size - 1);
            if step <= 0 {
                return Err(format!("a range with step {step}"));
            }
            let span = end
                .checked_sub(begin)
                .and_then(|d| d.checked_add(step))
                .ok_or("a range too long to walk")?;
            Ok::<_, String>((begin, step, (span / step).max(0)))
        };
        let (begin, step, count, bound_by) = match &index.kind {
            IndexKind::Single(name) if fors.iter().any(|(n, _)| *n == name.text) => {
                let position = fors.iter().position(|(n, _)| *n == name.text);
                let for_index = position.and_then(|p| fors[p].1);
                let (begin, step, count) = match for_index.map(|i| &i.kind) {
                    Some(IndexKind::Range { begin, stride, end }) => range(begin, stride, end)?,
                    _ => return Err(format!("FOR({}) has no range", name.text)),
                };
                (begin, step, count, position)
            }
            IndexKind::Single(at) => (v(at)?, 1, 1, None),
            IndexKind::Range { begin, stride, end } => {
                let (b, s, c) = range(begin, stride, end)?;
                (b, s, c, None)
            }
            IndexKind::Wildcard => (0, 1, 1, None),
            IndexKind::Placeholder => return Err("a `$` index outside a definition".into()),
        };
        levels.push(Level {
            begin,
            step,
            count,
            bound_by,
            dim,
        });
    }
    // Loop order, outermost first: FOR-bound levels in FOR order, then the
    // others left to right (the rightmost innermost).
    let mut order: Vec<&Level> = Vec::new();
    for position in 0..fors.len() {
        order.extend(levels.iter().filter(|l| l.bound_by == Some(position)));
    }
    order.extend(levels.iter().filter(|l| l.bound_by.is_none()));
    let total = order
        .iter()
        .try_fold(1i64, |total, l| total.checked_mul(l.count))
        .filter(|t| *t <= MAX_WALK)
        .ok_or_else(|| format!("a walk of more than {MAX_WALK} elements"))?;
    let mut out = Vec::with_capacity(usize::try_from(total).unwrap_or(0));
    let mut counters = vec![0i64; order.len()];
    for _ in 0..total {
        let mut index = vec![0i64; axes.len()];
        for (level, counter) in order.iter().zip(&counters) {
            index[level.dim] = level
                .begin
                .saturating_add(counter.saturating_mul(level.step));
        }
        out.push(place(&axes, &index, kind));
        // The innermost counter moves first.
        for (level, counter) in order.iter().zip(counters.iter_mut()).rev() {
            *counter += 1;
            if *counter < level.count {
                break;
            }
            *counter = 0;
        }
    }
    Ok(out)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Memory(MemorySpace),
    Private,
    Shared,
}

fn place(axes: &[Axis], index: &[i64], kind: Kind) -> Element {
    let mut in_bounds = true;
    let mut offsets = [0i64; 3];
    for (k, (axis, &i)) in axes.iter().zip(index).enumerate() {
        if i < 0 || (axis.checked && i >= axis.size) {
            in_bounds = false;
        }
        if let Some((first, len, limit)) = axis.limit {
            // The block's element offset inside its T, at its last axis.
            if k + 1 == first + len {
                let within = (first..=k).fold(0i64, |sum, j| {
                    sum.saturating_add(index[j].saturating_mul(axes[j].stride))
                });
                if within >= limit {
                    in_bounds = false;
                }
            }
        }
        offsets[axis.component] =
            offsets[axis.component].saturating_add(i.saturating_mul(axis.stride));
    }
    let place = match kind {
        Kind::Memory(space) => Place::Memory {
            space,
            offset: offsets[2],
        },
        Kind::Private => Place::Private {
            pcore: offsets[0],
            thread: offsets[1],
            offset: offsets[2],
        },
        Kind::Shared => Place::Shared {
            pcore: offsets[0],
            offset: offsets[2],
        },
    };
    Element { place, in_bounds }
}

/// The axes of a DDR or scratch-pad tensor, row-major. With no dimensions
/// it is one unbounded dimension.
fn memory_axes(dims: &[Dim], env: &HashMap<String, i64>) -> Result<Vec<Axis>, String> {
    let mut axes = Vec::new();
    for dim in dims {
        let size = value(&dim.size.text, env)?;
        match &dim.parts {
            Some(parts) => {
                let first = axes.len();
                for part in parts {
                    axes.push(Axis {
                        size: value(&part.size.text, env)?,
                        stride: 1,
                        checked: !part.unchecked,
                        limit: Some((first, parts.len(), size)),
                        component: 2,
                    });
                }
            }
            None => axes.push(Axis {
                size,
                stride: 1,
                checked: !dim.unchecked,
                limit: None,
                component: 2,
            }),
        }
    }
    if dims.is_empty() {
        axes.push(Axis {
            size: i64::MAX,
            stride: 1,
            checked: false,
            limit: None,
            component: 2,
        });
    }
    // Strides: each axis steps over the axes after it. Inside a block the
    // axes are row-major among themselves; the axis before a block steps
    // over its T.
    let mut stride = 1i64;
    let mut inner = 1i64;
    for k in (0..axes.len()).rev() {
        match axes[k].limit {
            Some((first, len, limit)) => {
                if k + 1 == first + len {
                    inner = 1;
                }
                axes[k].stride = inner;
                inner = inner.saturating_mul(axes[k].size);
                if k == first {
                    stride = limit;
                }
            }
            None => {
                axes[k].stride = stride;
                stride = stride.saturating_mul(axes[k].size);
            }
        }
    }
    Ok(axes)
}

/// The axes of a PCORE tensor: the PCORE array's, the thread block's
/// (private memory only) and the variable's (its cast shape, else one
/// dimension per index).
fn pcore_axes<'t>(
    pcore: &'t Pcore,
    env: &HashMap<String, i64>,
    target: &Ztachip,
) -> Result<(Vec<Axis>, Vec<&'t Index>, Kind), String> {
    let shape = |shape: &Option<Shape>, default: i64| -> Result<Vec<i64>, String> {
        match shape {
            None => Ok(vec![default]),
            Some(items) => items
                .iter()
                .map(|item| item.as_ref().map_or(Ok(default), |t| value(&t.text, env)))
                .collect(),
        }
    };
    let row_major = |sizes: &[i64], component: usize, axes: &mut Vec<Axis>| {
        let mut stride = 1;
        let start = axes.len();
        for &size in sizes.iter().rev() {
            axes.insert(
                start,
                Axis {
                    size,
                    stride,
                    checked: true,
                    limit: None,
                    component,
                },
            );
            stride = size.saturating_mul(stride);
        }
    };
    let mut axes = Vec::new();
    let mut indices: Vec<&Index> = Vec::new();
    row_major(
        &shape(&pcore.shape, i64::from(target.pcore.count))?,
        0,
        &mut axes,
    );
    indices.extend(&pcore.indices);
    let kind = match &pcore.thread {
        Some(thread) => {
            row_major(
                &shape(&thread.shape, i64::from(target.pcore.threads))?,
                1,
                &mut axes,
            );
            indices.extend(&thread.indices);
            Kind::Private
        }
        None => Kind::Shared,
    };
    match &pcore.variable_shape {
        Some(_) => row_major(&shape(&pcore.variable_shape, i64::MAX)?, 2, &mut axes),
        // Without a cast, each index of the variable is one of its
        // dimensions, of a size the PCORE program declares.
        None if pcore.variable_indices.len() > 1 => {
            return Err(format!(
                "{} is indexed in {} dimensions: give its shape, `{}(a, b)`",
                pcore.variable.text,
                pcore.variable_indices.len(),
                pcore.variable.text
            ))
        }
        None => {
            let sizes = vec![i64::MAX; pcore.variable_indices.len()];
            row_major(&sizes, 2, &mut axes);
        }
    }
    indices.extend(&pcore.variable_indices);
    Ok((axes, indices, kind))
}
