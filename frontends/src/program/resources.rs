//! The resources a device program declares, checked and made into module
//! ops: global and local buffers (`noc.global_decl`, `noc.local_decl`, with
//! their element type, size, `io` and host layout), pipes (`pipe.decl`, with
//! their capacity) and semaphores (`noc.semaphore_decl`).

use super::file::{self, ProgramFile};
use crate::{diagnostic::Diagnostic, tanto::types::Scalar};
use melior::{
    ir::{attribute::StringAttribute, operation::OperationMutLike, Module, Operation},
    Context,
};
use tanto_arch::Arch;
use tanto_dialects::{noc, pipe};
use toml::Spanned;

use super::{dram, Compiler, Resource, ResourceKind, IO_KINDS, LAYOUTS};

impl<'c> Compiler<'c, '_> {
    pub(super) fn element(&mut self, element: &Spanned<String>) -> Option<Scalar> {
        // numpy's spellings of the kernel language's `float` and `bfloat16`.
        let name = match element.get_ref().as_str() {
            "float32" => "float",
            "bf16" => "bfloat16",
            other => other,
        };
        match Scalar::from_name(name).filter(|s| s.is_element()) {
            Some(s) => Some(s),
            None => {
                self.error(
                    element.span(),
                    format!("`{}` is not an element type; expected int8..int64, uint8..uint64, float16, bfloat16 (bf16) or float (float32)", element.get_ref()),
                );
                None
            }
        }
    }

    /// A local's `io`: only `input` (the host writes it on every core before
    /// launch); None when it is invalid, Some(None) for none.
    pub(super) fn local_io(
        &mut self,
        io: Option<&Spanned<String>>,
    ) -> Option<Option<&'static str>> {
        let Some(io) = io else { return Some(None) };
        match IO_KINDS.iter().find(|k| **k == io.get_ref()) {
            Some(kind) => Some(Some(kind)),
            None => {
                self.errors.push(
                    Diagnostic::error(io.span(), format!("unknown io `{}` for a local buffer; expected input, output or inout", io.get_ref()))
                        .with_help("input: the host writes it on every core of its range before launch; output: the host reads it from every core after; inout: both; no io: zero-filled"),
                );
                None
            }
        }
    }

    /// A buffer's host `layout` and `shape`, checked against its `elements`:
    /// the shape's product is the element count, and a tiled array's last
    /// two dimensions are whole tiles. None when they are invalid.
    pub(super) fn host_layout(
        &mut self,
        layout: Option<&Spanned<String>>,
        shape: Option<&Spanned<Vec<i64>>>,
        elements: Option<i64>,
    ) -> Option<(Option<&'static str>, Option<Vec<i64>>)> {
        let layout = match layout {
            None => None,
            Some(l) => match LAYOUTS.iter().find(|k| **k == l.get_ref()) {
                Some(kind) => Some(*kind),
                None => {
                    self.errors.push(
                        Diagnostic::error(l.span(), format!("unknown layout `{}`; expected tiles or row_major", l.get_ref()))
                            .with_help("tiles: the host tilizes its array (32x32 tiles of four 16x16 faces, tile-major); row_major: it writes the array as it is"),
                    );
                    return None;
                }
            },
        };
        let Some(shape) = shape else {
            return Some((layout, None));
        };
        let dims = shape.get_ref();
        if dims.is_empty() || dims.iter().any(|d| *d < 1) {
            self.error(shape.span(), "a shape is a list of positive dimensions");
            return None;
        }
        let count = dims.iter().try_fold(1i64, |n, d| n.checked_mul(*d));
        if let (Some(elements), Some(count)) = (elements, count) {
            if count != elements {
                self.error(
                    shape.span(),
                    format!("the shape holds {count} elements, but the buffer has {elements}"),
                );
                return None;
            }
        }
        if layout == Some("tiles") {
            let tiled = dims.len() >= 2 && dims[dims.len() - 2..].iter().all(|d| d % 32 == 0);
            if !tiled {
                self.error(
                    shape.span(),
                    "a tiled array's last two dimensions must be multiples of 32, whole tiles",
                );
                return None;
            }
        }
        Some((layout, Some(dims.clone())))
    }

    /// A global's `io`: None when it is invalid, Some(None) for scratch.
    pub(super) fn io(&mut self, io: Option<&Spanned<String>>) -> Option<Option<&'static str>> {
        let Some(io) = io else { return Some(None) };
        match IO_KINDS.iter().find(|k| **k == io.get_ref()) {
            Some(kind) => Some(Some(kind)),
            None => {
                self.errors.push(
                    Diagnostic::error(io.span(), format!("unknown io `{}`; expected input, output or inout", io.get_ref()))
                        .with_help("input: the host writes it before launch; output: the host reads it after; inout: both; no io: scratch"),
                );
                None
            }
        }
    }

    pub(super) fn positive(&mut self, value: &Spanned<i64>, what: &str) -> Option<i64> {
        if *value.get_ref() < 1 {
            self.error(value.span(), format!("{what} must be at least 1"));
            return None;
        }
        Some(*value.get_ref())
    }

    pub(super) fn add_resource(&mut self, name: &Spanned<String>, resource: Resource) -> bool {
        if let Some(first) = self.resources.get(name.get_ref()) {
            let first = first.span.clone();
            self.errors.push(
                Diagnostic::error(
                    name.span(),
                    format!("two resources are named `{}`", name.get_ref()),
                )
                .with_note(first, "the first one"),
            );
            return false;
        }
        self.resources.insert(name.get_ref().clone(), resource);
        true
    }

    pub(super) fn declare_resources(
        &mut self,
        file: &ProgramFile,
        arch: &Arch,
        module: &Module<'c>,
    ) {
        let context = self.context;
        let mut dram_bank_bytes = Some(0u64);
        for g in &file.globals {
            let element = self.element(&g.element);
            let mut elements = self.positive(&g.elements, "`elements`");
            let host = self.host_layout(g.layout.as_ref(), g.shape.as_ref(), elements);
            let mut page = self.positive(&g.page, "`page`");
            if let Some(p) = page.filter(|p| (*p as u64).count_ones() != 1) {
                self.error(
                    g.page.span(),
                    format!("`page` is {p} elements; it must be a power of two"),
                );
                page = None;
            }
            if let (Some(e), Some(n), Some(p)) = (element, elements, page) {
                let placed = dram_bank_bytes.and_then(|used| {
                    dram::bank_bytes(e, n, p, &arch.dram).map(|b| used.saturating_add(b))
                });
                if placed.is_none_or(|used| used > arch.dram.bank_size) {
                    self.errors
                        .push(dram::too_large(g, e, n, p, arch, dram_bank_bytes));
                    elements = None;
                } else {
                    dram_bank_bytes = placed;
                }
            }
            let io = self.io(g.io.as_ref());
            let resource = Resource {
                kind: ResourceKind::Global,
                element,
                elements,
                cores: None,
                span: g.name.span(),
            };
            if let (true, Some(e), Some(n), Some(p), Some(io), Some(host)) = (
                self.add_resource(&g.name, resource),
                element,
                elements,
                page,
                io,
                host,
            ) {
                let op = noc::global_decl(
                    context,
                    self.loc(&g.name.span()),
                    g.name.get_ref(),
                    self.scalar_type(e),
                    n,
                    p,
                )
                .map(|mut op| {
                    if let Some(io) = io {
                        op.set_attribute("io", StringAttribute::new(context, io).into());
                    }
                    mark_host_layout(&mut op, context, &host);
                    mark_unsigned(&mut op, context, e);
                    op
                });
                self.append(module, op);
            }
        }
        for l in &file.locals {
            let (element, elements, cores) = (
                self.element(&l.element),
                self.positive(&l.elements, "`elements`"),
                self.cores(&l.cores, arch),
            );
            let io = self.local_io(l.io.as_ref());
            let host = self.host_layout(l.layout.as_ref(), l.shape.as_ref(), elements);
            let resource = Resource {
                kind: ResourceKind::Local,
                element,
                elements,
                cores: cores.clone(),
                span: l.name.span(),
            };
            if let (true, Some(e), Some(n), Some(c), Some(io), Some(host)) = (
                self.add_resource(&l.name, resource),
                element,
                elements,
                cores,
                io,
                host,
            ) {
                let op = noc::local_decl(
                    context,
                    self.loc(&l.name.span()),
                    l.name.get_ref(),
                    self.scalar_type(e),
                    n,
                    &c.to_array(),
                )
                .map(|mut op| {
                    if let Some(io) = io {
                        op.set_attribute("io", StringAttribute::new(context, io).into());
                    }
                    mark_host_layout(&mut op, context, &host);
                    mark_unsigned(&mut op, context, e);
                    op
                });
                self.append(module, op);
            }
        }
        for p in &file.pipes {
            let element = self.element(&p.element);
            let frame = self.positive(&p.frame, "`frame`");
            let capacity = self.pipe_capacity(p, frame);
            let cores = self.cores(&p.cores, arch);
            let resource = Resource {
                kind: ResourceKind::Pipe,
                element,
                elements: None,
                cores: cores.clone(),
                span: p.name.span(),
            };
            if let (true, Some(e), Some(f), Some(n), Some(c)) = (
                self.add_resource(&p.name, resource),
                element,
                frame,
                capacity,
                cores,
            ) {
                let op = pipe::decl(
                    context,
                    self.loc(&p.name.span()),
                    p.name.get_ref(),
                    self.scalar_type(e),
                    f,
                    n,
                    &c.to_array(),
                );
                self.append(module, op);
            }
        }
        for s in &file.semaphores {
            let cores = self.cores(&s.cores, arch);
            let resource = Resource {
                kind: ResourceKind::Semaphore,
                element: None,
                elements: None,
                cores: cores.clone(),
                span: s.name.span(),
            };
            if let (true, Some(c)) = (self.add_resource(&s.name, resource), cores) {
                let initial = s.initial.as_ref().map_or(0, |i| *i.get_ref());
                let op = noc::semaphore_decl(
                    context,
                    self.loc(&s.name.span()),
                    s.name.get_ref(),
                    initial,
                    &c.to_array(),
                );
                self.append(module, op);
            }
        }
    }

    /// A pipe's capacity in tiles: its `size`, or `frames` frames of
    /// `frame` tiles; exactly one of the two, and at least one frame.
    pub(super) fn pipe_capacity(&mut self, p: &file::Pipe, frame: Option<i64>) -> Option<i64> {
        let capacity = match (&p.size, &p.frames) {
            (Some(size), None) => self.positive(size, "`size`")?,
            (None, Some(frames)) => {
                let frames = self.positive(frames, "`frames`")?;
                match frame?.checked_mul(frames) {
                    Some(tiles) => tiles,
                    None => {
                        self.error(p.frames.as_ref()?.span(), "the pipe holds too many tiles");
                        return None;
                    }
                }
            }
            (Some(size), Some(_)) => {
                self.error(
                    size.span(),
                    "a pipe takes `size` (tiles) or `frames` (of `frame` tiles), not both",
                );
                return None;
            }
            (None, None) => {
                self.error(
                    p.name.span(),
                    "the pipe needs `size`, how many tiles it holds (or `frames`, of `frame` tiles each)",
                );
                return None;
            }
        };
        if let Some(frame) = frame.filter(|f| *f > capacity) {
            self.error(
                p.frame.span(),
                format!("`frame` is {frame} tiles, more than the pipe's {capacity}: no frame would ever fit"),
            );
            return None;
        }
        Some(capacity)
    }
}

/// The host's `layout` and `shape` of a buffer, as discardable attributes
/// of its declaration (host facts the passes do not use; the manifest
/// carries them to the host).
pub(super) fn mark_host_layout<'c>(
    op: &mut Operation<'c>,
    context: &'c Context,
    (layout, shape): &(Option<&'static str>, Option<Vec<i64>>),
) {
    if let Some(layout) = layout {
        op.set_attribute("layout", StringAttribute::new(context, layout).into());
    }
    if let Some(shape) = shape {
        let shape = melior::ir::attribute::DenseI64ArrayAttribute::new(context, shape);
        op.set_attribute("shape", shape.into());
    }
}

/// A buffer of unsigned integers says so (the element type is signless, as
/// the kernels'), so that the host reads and writes it as unsigned.
pub(super) fn mark_unsigned<'c>(op: &mut Operation<'c>, context: &'c Context, element: Scalar) {
    if element.is_integer() && !element.is_signed() {
        op.set_attribute("unsigned", melior::ir::Attribute::unit(context));
    }
}
