//! Located errors for tensor statements that cannot mean anything: an index
//! count that does not match the declared dimensions, a PCORE or thread
//! range outside the machine, a FOR variable used other than once, unknown
//! data types, the two sides of a transfer moving different numbers of
//! elements, directives on the wrong kind of object, undefined tensor
//! variables. What depends on values known only when the program runs is
//! checked where every value is a literal.

use super::ast::{Command, Dim, Index, IndexKind, Object, Space, Statement, Term, Text};
use super::eval::constant;
use super::Ztachip;
use crate::diagnostic::Diagnostic;
use std::collections::{HashMap, HashSet};

pub fn check(statements: &[Statement], target: &Ztachip) -> Vec<Diagnostic> {
    let mut checker = Checker {
        target,
        errors: Vec::new(),
        variables: HashSet::new(),
    };
    let mut sizes = super::sizes::Sizes {
        target,
        errors: Vec::new(),
    };
    for statement in statements {
        for command in &statement.commands {
            checker.command(command);
            sizes.command(command);
        }
    }
    checker.errors.extend(sizes.errors);
    checker.errors
}

struct Checker<'t> {
    target: &'t Ztachip,
    errors: Vec<Diagnostic>,
    /// Tensor variables declared or defined so far.
    variables: HashSet<String>,
}

impl Checker<'_> {
    fn error(&mut self, span: &std::ops::Range<usize>, message: impl Into<String>) {
        self.errors.push(Diagnostic::error(span.clone(), message));
    }

    fn command(&mut self, command: &Command) {
        match command {
            Command::Transfer {
                dst, src, stream, ..
            } => {
                self.term(dst, false);
                self.term(src, false);
                self.transfer(dst, src, stream.as_ref());
            }
            Command::Define { name, term } => {
                if matches!(term.object, Object::Variable { .. }) {
                    self.error(
                        &term.span,
                        "a tensor variable is defined by a tensor, not by another variable",
                    );
                }
                self.term(term, true);
                self.variables.insert(name.text.clone());
            }
            Command::Declare(names) => {
                for name in names {
                    if name.text.starts_with('$') {
                        self.variables.insert(name.text.clone());
                    } else {
                        self.errors.push(Diagnostic::warning(
                            name.span.clone(),
                            format!("`{}` is not a tensor variable: VAR declares nothing by it, as ztachip's compiler skips it (a tensor variable is `${}`)", name.text, name.text),
                        ));
                    }
                }
            }
            Command::Exe {
                ignored: Some(span),
                ..
            } => self.errors.push(Diagnostic::warning(
                span.clone(),
                "EXE_LOCKSTEP takes a kernel, PCOREs and threads: these arguments are ignored, as ztachip's compiler ignores them",
            )),
            _ => {}
        }
    }

    fn transfer(&mut self, dst: &Term, src: &Term, stream: Option<&Text>) {
        match (&dst.object, &src.object) {
            (Object::Constant { .. }, _) => {
                self.error(&dst.span, "a constant is a source, not a destination")
            }
            (_, Object::Spu(_)) => self.error(
                &src.span,
                "the stream processor's tables are written (`SPU <= ...`), not read",
            ),
            (_, Object::Program(_)) => self.error(
                &src.span,
                "the PCOREs' code space is written (`PROG(n) <= MEM(...)`), not read",
            ),
            (Object::Program(_), Object::Memory(m)) if m.space == Space::Ddr => {
                self.errors.push(Diagnostic::warning(
                    dst.span.clone(),
                    "`PROG` loads PCORE code, which Tanto compiles into the object: the load moves nothing",
                ).with_help("the image Tanto makes for `#include \"<name>.p.img\"` holds no code (its length word is 0)"));
            }
            (Object::Program(_), _) => {
                self.error(&src.span, "PCORE code is loaded from DDR (`MEM(...)`)")
            }
            _ => {}
        }
        let remaps = [dst, src]
            .iter()
            .filter(|t| t.directives.remap.is_some())
            .count();
        if remaps + usize::from(stream.is_some()) > 1 {
            self.error(
                &src.span,
                "a transfer goes through one stream program: REMAP (or PROC) once",
            );
        }
        if let (Some(a), Some(b)) = (&dst.directives.dtype, &src.directives.dtype) {
            let (ta, tb) = (self.target.dtype(&a.text), self.target.dtype(&b.text));
            if let (Some(ta), Some(tb)) = (ta, tb) {
                if ta.name != tb.name {
                    self.errors.push(
                        Diagnostic::error(
                            b.span.clone(),
                            format!(
                                "the source is {} but the destination is {}",
                                tb.name, ta.name
                            ),
                        )
                        .with_note(a.span.clone(), "the destination's type"),
                    );
                }
            }
        }
        let (want, give) = (count(dst, self.target), count(src, self.target));
        // The lowering counts a transfer's elements in 32 bits.
        for (term, n) in [(dst, want), (src, give)] {
            if let Some(n) = n.filter(|n| *n > i64::from(i32::MAX)) {
                self.error(
                    &term.span,
                    format!(
                        "this tensor walks {n} elements, more than a transfer counts ({})",
                        i32::MAX
                    ),
                );
                return;
            }
        }
        let (Some(want), Some(give)) = (want, give) else {
            return;
        };
        if want < give && !src.directives.repeat {
            // The destination's count is the transfer's (ztachip's
            // compiler programs the total count from it alone).
            self.errors.push(
                Diagnostic::warning(
                    src.span.clone(),
                    format!("the destination takes {want} elements and the source gives {give}: the first {want} move"),
                )
                .with_note(dst.span.clone(), "the destination"),
            );
        } else if want != give && !src.directives.repeat {
            // ztachip's compiler accepts it; its tensor engine ends the
            // source's walk there (HW/src/dp/dp_gen.vhd: end of file
            // without REPEAT) and writes the rest of the destination with
            // no element of the source, where Tanto writes the PAD value.
            self.errors.push(
                Diagnostic::warning(
                    src.span.clone(),
                    format!("the destination takes {want} elements but the source gives {give}: the last {} get the PAD value (ztachip's tensor engine writes them with no element of the source)", want - give),
                )
                .with_note(dst.span.clone(), "the destination")
                .with_help("make the two sides walk the same number of elements, or REPEAT a shorter source"),
            );
        }
    }

    fn term(&mut self, term: &Term, definition: bool) {
        let d = &term.directives;
        let on_pcore = matches!(term.object, Object::Pcore(_));
        if let Some(span) = &d.pad_ignored {
            self.errors.push(Diagnostic::warning(
                span.clone(),
                "PAD takes one value: these are ignored, as ztachip's compiler ignores them",
            ));
        }
        if let Some(span) = &d.concurrent {
            if !on_pcore {
                self.error(
                    span,
                    "CONCURRENT reorders PCORE transfers: put it on the PCORE side",
                );
            }
        }
        if let Some(scatter) = &d.scatter {
            if !on_pcore {
                self.error(
                    &scatter.span,
                    "SCATTER reorders PCORE transfers: put it on the PCORE side",
                );
            }
        }
        if let Some(dtype) = &d.dtype {
            let written = dtype.text.trim();
            // A type's own spelling (`INT32`, `UINT16`, `FLOAT16`); any
            // other name is a C value giving the type at run time, as
            // ztachip's compiler reads it (`DTYPE(fmt)`, `DTYPE(INTFMT)`).
            let looks_like_type = written.starts_with("DP_DATA_TYPE_")
                || ["INT", "UINT", "FLOAT", "HALF"].iter().any(|p| {
                    written.strip_prefix(p).is_some_and(|bits| {
                        !bits.is_empty() && bits.bytes().all(|b| b.is_ascii_digit())
                    })
                });
            if looks_like_type && self.target.dtype(written).is_none() {
                let names: Vec<&str> = self.target.dtype.iter().map(|t| t.name.as_str()).collect();
                self.error(
                    &dtype.span,
                    format!(
                        "unknown data type `{written}`; {} has {}",
                        self.target.name,
                        names.join(", ")
                    ),
                );
            }
        }
        let mut seen = HashSet::new();
        for (name, _) in &d.fors {
            if !seen.insert(name.text.as_str()) {
                self.error(&name.span, format!("a second FOR({})", name.text));
            }
        }
        // Uses of each name as a single index, counted once for every FOR.
        let mut named: HashMap<&str, usize> = HashMap::new();
        for index in indices(term) {
            if let IndexKind::Single(t) = &index.kind {
                *named.entry(t.text.as_str()).or_default() += 1;
            }
        }
        for (name, _) in &d.fors {
            let uses = named.get(name.text.as_str()).copied().unwrap_or(0);
            if uses != 1 {
                self.error(
                    &name.span,
                    format!(
                        "FOR({}) must index exactly one dimension of its side, but it indexes {uses}",
                        name.text
                    ),
                );
            }
        }
        let placeholders = indices(term)
            .filter(|i| i.kind == IndexKind::Placeholder)
            .count();
        if placeholders > 0 && !definition {
            for index in indices(term).filter(|i| i.kind == IndexKind::Placeholder) {
                self.error(
                    &index.span,
                    "`$` is the argument of a tensor variable's definition",
                );
            }
        } else if placeholders > 1 {
            self.error(&term.span, "a tensor variable has one `$` argument");
        }
        // A FOR's range steps as an index's does.
        let for_ranges = term
            .directives
            .fors
            .iter()
            .filter_map(|(_, range)| range.as_ref());
        for index in indices(term).chain(for_ranges) {
            if let IndexKind::Range {
                stride: Some(stride),
                ..
            } = &index.kind
            {
                if constant(&stride.text).is_some_and(|s| s <= 0) {
                    self.error(
                        &stride.span,
                        "a range steps forward: its stride is at least 1",
                    );
                }
            }
        }
        match &term.object {
            Object::Memory(memory) => {
                self.bounded_blocks(memory);
                let dims = dimension_count(&memory.dims);
                if memory.indices.len() != dims {
                    let span = memory
                        .indices
                        .first()
                        .map_or(memory.keyword.span.clone(), |i| {
                            i.span.start..memory.indices.last().map_or(i.span.end, |l| l.span.end)
                        });
                    self.error(
                        &span,
                        format!(
                            "{}({}, ...) has {dims} dimension{} but {} ind{} given",
                            memory.keyword.text,
                            memory.pointer.text,
                            if dims == 1 { "" } else { "s" },
                            memory.indices.len(),
                            if memory.indices.len() == 1 {
                                "ex is"
                            } else {
                                "ices are"
                            },
                        ),
                    );
                }
            }
            Object::Pcore(pcore) => {
                let count = i64::from(self.target.pcore.count);
                let threads = i64::from(self.target.pcore.threads);
                let rank = pcore.shape.as_ref().map_or(1, Vec::len);
                if rank > 2 {
                    self.error(
                        &pcore.span,
                        "the PCORE array is laid out in one or two dimensions",
                    );
                }
                if pcore.indices.len() != rank {
                    self.error(
                        &pcore.span,
                        format!(
                            "the PCORE array has {rank} dimension{} here but {} ind{} given",
                            if rank == 1 { "" } else { "s" },
                            pcore.indices.len(),
                            if pcore.indices.len() == 1 {
                                "ex is"
                            } else {
                                "ices are"
                            }
                        ),
                    );
                }
                let sizes: Vec<Option<i64>> = match &pcore.shape {
                    None => vec![Some(count)],
                    Some(items) => items
                        .iter()
                        .map(|i| i.as_ref().and_then(|t| constant(&t.text)))
                        .collect(),
                };
                if let Some(items) = &pcore.shape {
                    for (item, size) in items.iter().zip(&sizes) {
                        let (Some(item), Some(size)) = (item, size) else {
                            continue;
                        };
                        if *size <= 0 || size & (size - 1) != 0 {
                            self.error(
                                &item.span,
                                format!("a PCORE dimension is a power of 2, not {size}"),
                            );
                        }
                    }
                    let known: Option<i64> = sizes.iter().copied().product();
                    if let (Some(total), Some(first)) =
                        (known, items.first().and_then(Option::as_ref))
                    {
                        if total > count {
                            self.error(
                                &first.span,
                                format!(
                                    "PCORE({}) lays out {total} PCOREs, but {} has {count}",
                                    items
                                        .iter()
                                        .map(|i| i.as_ref().map_or("", |t| t.text.as_str()))
                                        .collect::<Vec<_>>()
                                        .join(", "),
                                    self.target.name
                                ),
                            );
                        }
                    }
                }
                for (index, size) in pcore.indices.iter().zip(&sizes) {
                    self.within(index, *size, "PCORE");
                }
                if let Some(thread) = &pcore.thread {
                    let (shape, thread_indices) = (&thread.shape, &thread.indices);
                    {
                        let thread_rank = shape.as_ref().map_or(1, Vec::len);
                        if thread_rank > 2 || thread_indices.len() != thread_rank {
                            self.error(
                                &pcore.span,
                                format!(
                                    "THREAD has {thread_rank} dimension{} here but {} ind{} given",
                                    if thread_rank == 1 { "" } else { "s" },
                                    thread_indices.len(),
                                    if thread_indices.len() == 1 {
                                        "ex is"
                                    } else {
                                        "ices are"
                                    }
                                ),
                            );
                        }
                        let thread_sizes: Vec<Option<i64>> = match shape {
                            None => vec![Some(threads)],
                            Some(items) => items
                                .iter()
                                .map(|i| i.as_ref().and_then(|t| constant(&t.text)))
                                .collect(),
                        };
                        if let Some(total) = thread_sizes.iter().copied().product::<Option<i64>>() {
                            if total > threads {
                                self.error(&pcore.span, format!("THREAD lays out {total} threads, but a PCORE of {} has {threads}", self.target.name));
                            }
                        }
                        for (index, size) in thread_indices.iter().zip(&thread_sizes) {
                            self.within(index, *size, "THREAD");
                        }
                    }
                }
            }
            Object::Variable { name, .. } if !self.variables.contains(&name.text) => {
                self.error(
                    &name.span,
                    format!(
                        "tensor variable {} is not defined before this use (`{} := ...`)",
                        name.text, name.text
                    ),
                );
            }
            _ => {}
        }
    }

    /// A constant PCORE or thread index or range must name one that exists.
    /// A bounded block `T(a, ...)` is the last dimension list; after other
    /// dimensions it bounds the last two (ztachip's compiler's rule).
    fn bounded_blocks(&mut self, memory: &super::ast::Memory) {
        let last = memory.dims.len().saturating_sub(1);
        for (i, dim) in memory.dims.iter().enumerate() {
            let Some(parts) = &dim.parts else { continue };
            let span = dim.size.span.start
                ..parts
                    .last()
                    .map_or(dim.size.span.end, |p| p.size.span.end + 1);
            if i != last {
                self.error(
                    &span,
                    format!(
                        "the bounded block `{}(...)` must be the last dimension",
                        dim.size.text
                    ),
                );
            } else if i > 0 && parts.len() != 2 {
                self.error(
                    &span,
                    format!(
                        "after other dimensions a bounded block bounds the last two, but `{}(...)` has {}",
                        dim.size.text,
                        tanto_arch::count(parts.len() as u64, "dimension")
                    ),
                );
            }
        }
    }

    fn within(&mut self, index: &Index, size: Option<i64>, what: &str) {
        let Some(size) = size else { return };
        let (last, span) = match &index.kind {
            IndexKind::Single(at) => (constant(&at.text), &at.span),
            IndexKind::Range { end: Some(end), .. } => (constant(&end.text), &end.span),
            IndexKind::Range {
                begin: Some(begin), ..
            } => (constant(&begin.text), &begin.span),
            _ => return,
        };
        if let Some(last) = last.filter(|l| *l < 0 || *l >= size) {
            self.error(
                span,
                format!("{what} index {last} is outside 0..{}", size - 1),
            );
        }
    }
}

/// Every index of a term, in order.
fn indices(term: &Term) -> Box<dyn Iterator<Item = &Index> + '_> {
    match &term.object {
        Object::Memory(m) => Box::new(m.indices.iter()),
        Object::Pcore(p) => Box::new(
            p.indices
                .iter()
                .chain(p.thread.iter().flat_map(|t| t.indices.iter()))
                .chain(p.variable_indices.iter()),
        ),
        Object::Variable { argument, .. } => Box::new(argument.iter()),
        _ => Box::new(std::iter::empty()),
    }
}

/// The dimensions a declared list makes: a bounded block `T(a, b, ...)`
/// is as many as its parts.
fn dimension_count(dims: &[Dim]) -> usize {
    if dims.is_empty() {
        return 1;
    }
    dims.iter()
        .map(|d| d.parts.as_ref().map_or(1, Vec::len))
        .sum()
}

/// The number of elements a side walks, when every index and dimension
/// it depends on is a literal.
fn count(term: &Term, target: &Ztachip) -> Option<i64> {
    let fors = &term.directives.fors;
    let sizes: Vec<Option<i64>> = match &term.object {
        Object::Memory(m) => {
            let mut sizes = Vec::new();
            for dim in &m.dims {
                match &dim.parts {
                    Some(parts) => sizes.extend(parts.iter().map(|p| constant(&p.size.text))),
                    None => sizes.push(constant(&dim.size.text)),
                }
            }
            if sizes.is_empty() {
                sizes.push(None);
            }
            sizes
        }
        Object::Pcore(p) => {
            let shape = |s: &Option<super::ast::Shape>, default: Option<i64>| match s {
                None => vec![default],
                Some(items) => items
                    .iter()
                    .map(|i| i.as_ref().and_then(|t| constant(&t.text)))
                    .collect(),
            };
            let mut sizes = shape(&p.shape, Some(i64::from(target.pcore.count)));
            if let Some(thread) = &p.thread {
                sizes.extend(shape(&thread.shape, Some(i64::from(target.pcore.threads))));
            }
            match &p.variable_shape {
                Some(_) => sizes.extend(shape(&p.variable_shape, None)),
                None => sizes.extend(vec![None; p.variable_indices.len()]),
            }
            sizes
        }
        _ => return None,
    };
    // The first FOR of each name (a second one is an error of its own).
    let mut ranges: HashMap<&str, Option<&Index>> = HashMap::new();
    for (name, range) in fors {
        ranges.entry(name.text.as_str()).or_insert(range.as_ref());
    }
    let mut total = 1i64;
    for (k, index) in indices(term).enumerate() {
        let size = sizes.get(k).copied().flatten();
        let n = match &index.kind {
            IndexKind::Single(name) => match ranges.get(name.text.as_str()) {
                Some(Some(range)) => range_count(range, size)?,
                Some(None) => return None,
                None => 1,
            },
            IndexKind::Wildcard => 1,
            IndexKind::Placeholder => return None,
            IndexKind::Range { .. } => range_count(index, size)?,
        };
        total = total.saturating_mul(n);
    }
    // A PCORE variable without indices is all of it: its size is the
    // PCORE program's.
    if let Object::Pcore(p) = &term.object {
        if p.variable_indices.is_empty() {
            return None;
        }
    }
    Some(total)
}

fn range_count(index: &Index, size: Option<i64>) -> Option<i64> {
    let IndexKind::Range { begin, stride, end } = &index.kind else {
        return Some(1);
    };
    let value = |t: &Option<Text>| t.as_ref().map(|t| constant(&t.text));
    let begin = value(begin).unwrap_or(Some(0))?;
    let step = value(stride).unwrap_or(Some(1))?;
    let end = match value(end) {
        Some(end) => end?,
        None => size? - 1,
    };
    (step > 0).then(|| ((end - begin + step) / step).max(0))
}
