//! The simulator as a checker: every L1 range a NoC transfer or a math call
//! covers is checked against the resource it starts in, not only against
//! L1's size. A range that starts in a local buffer or a semaphore stays in
//! it; one that starts in a pipe's tiles stays in its ring and, on the
//! kernel's own core, in the kernel's frames of that pipe: a read (a NoC
//! source, a math operand) in its read frame; a write (a NoC destination,
//! a pack, a tilize) and a multicast's source in its write frame, or the
//! next one in a kernel the scheduler software-pipelined. A kernel touches
//! only the resources bound to its parameters. A frame never wraps around the ring
//! (as the hardware's circular buffers), so a tile index or an element
//! count past the frame is caught here, with the kernel and its source
//! line in the fault.

use crate::elements::Element;
use crate::machine::{read_word, Machine};
use tanto_manifest::abi::pipe as pipe_abi;
use tanto_manifest::program::ResourceEntry;

/// Which of a kernel's frames of a pipe an access must lie in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Access {
    /// The read frame: a math operand, a transfer's source (but a
    /// multicast's).
    Read,
    /// The write frame (or, software-pipelined, the next one): a
    /// transfer's destination, a pack, a tilize, a multicast's source.
    Write,
}

impl Machine {
    /// Checks `bytes` at L1 `offset` of `core` accessed by hart `h` (its
    /// frames apply when `core` is its own), for `what` (a description of
    /// the operation and operand).
    pub(crate) fn check_l1_range(
        &self,
        h: usize,
        core: (u32, u32),
        offset: u32,
        bytes: u64,
        access: Access,
        what: &str,
    ) -> Result<(), String> {
        if bytes == 0 {
            return Ok(());
        }
        let Some(resource) = self.resource_at(core, offset) else {
            return Ok(());
        };
        // A kernel touches only the resources bound to it: an access that
        // ran out of its own buffer into the next one is caught here.
        let kernel = &self.kernels[self.harts[h].kernel];
        if !kernel.resources.is_empty() && !kernel.resources.contains(&resource.name) {
            return Err(format!(
                "{what}: {bytes} bytes at L1 {offset:#x} are in {} `{}`, which kernel `{}` does not use (its resources: {})",
                resource.kind,
                resource.name,
                kernel.name,
                kernel.resources.join(", ")
            ));
        }
        let (Some(address), Some(size)) = (resource.address, resource.size) else {
            return Ok(());
        };
        let (start, end) = (address as u64, (address + size) as u64);
        let (first, last) = (u64::from(offset), u64::from(offset) + bytes);
        if resource.kind != "pipe" {
            if last > end {
                return Err(format!(
                    "{what}: {} at L1 {offset:#x} run {} past the end of {} `{}` ({size} bytes at {address:#x})",
                    tanto_arch::count(bytes, "byte"),
                    tanto_arch::count(last - end, "byte"),
                    resource.kind,
                    resource.name
                ));
            }
            return Ok(());
        }
        let data = start + u64::from(pipe_abi::CONTROL_BYTES);
        if first < data {
            return Ok(());
        }
        let tile = Element::parse(resource.element.as_deref().unwrap_or("f32"))
            .map_or(4, Element::bytes) as u64
            * 1024;
        let capacity = resource.capacity.unwrap_or(1).max(1) as u64;
        let at_tile = (first - data) / tile;
        if last > data + capacity * tile {
            return Err(format!(
                "{what}: {bytes} bytes from tile {at_tile} of pipe `{}` run past the end of its ring of {capacity} tiles (a frame does not wrap around the ring)",
                resource.name
            ));
        }
        if core != self.harts[h].core {
            return Ok(());
        }
        self.check_frames(h, resource, data, tile, (first, last), access, what)
    }

    /// Whether `first..last` lies in one of hart `h`'s frames of the pipe.
    #[allow(clippy::too_many_arguments)]
    fn check_frames(
        &self,
        h: usize,
        pipe: &ResourceEntry,
        data: u64,
        tile: u64,
        (first, last): (u64, u64),
        access: Access,
        what: &str,
    ) -> Result<(), String> {
        let slot = &self.harts[h];
        let Some(l1) = self.l1.get(&slot.core) else {
            return Ok(());
        };
        let Some(role) = pipe_abi::Role::parse(&self.kernels[slot.kernel].role) else {
            return Ok(());
        };
        let base = pipe.address.unwrap_or(0) as u32;
        let word = |offset: u32| u64::from(read_word(l1, base + offset));
        let capacity = word(pipe_abi::CAPACITY).max(1);
        let frame = word(pipe_abi::frame_word(role));
        let frame_at = |count: u64| {
            let start = data + (count % capacity) * tile;
            (start, start + frame * tile)
        };
        let pushed = word(pipe_abi::PUSHED);
        let read = frame_at(word(pipe_abi::POPPED));
        let write = frame_at(pushed);
        let ahead = u64::from(self.kernels[slot.kernel].frames_ahead);
        let popped = word(pipe_abi::POPPED);
        let frames: Vec<(&str, (u64, u64))> = match access {
            Access::Read => std::iter::once(("read", read))
                .chain((1..=ahead).map(|k| ("ahead", frame_at(popped + k * frame))))
                .collect(),
            Access::Write => std::iter::once(("write", write))
                .chain((1..=ahead).map(|k| ("ahead", frame_at(pushed + k * frame))))
                .collect(),
        };
        if frames.iter().any(|(_, (s, e))| first >= *s && last <= *e) {
            return Ok(());
        }
        let (name, (s, _)) = frames[0];
        let tiles = |from: u64| (from - data) / tile;
        let offset = first as i64 - s as i64;
        Err(format!(
            "{what}: {} bytes at ring tile {} of pipe `{}` are outside this kernel's {frame}-tile {name} frame (ring tiles {}..{}), at its tile index {}",
            last - first,
            tiles(first),
            pipe.name,
            tiles(s),
            tiles(s) + frame,
            offset.div_euclid(tile as i64)
        ))
    }

    /// The resource of `core` whose L1 range holds `offset`.
    pub(crate) fn resource_at(&self, core: (u32, u32), offset: u32) -> Option<&ResourceEntry> {
        let (x, y) = (i64::from(core.0), i64::from(core.1));
        self.resources.iter().find(|r| {
            let (Some(address), Some(size)) = (r.address, r.size) else {
                return false;
            };
            let on_core = r
                .cores
                .chunks_exact(4)
                .any(|c| (c[0]..=c[2]).contains(&x) && (c[1]..=c[3]).contains(&y));
            on_core && (address..address + size).contains(&i64::from(offset))
        })
    }
}
