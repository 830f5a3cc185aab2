//! A linked kernel, loaded with the `object` crate: its bytes from
//! `layout::CODE_BASE` on (segments copied, the rest of each zero-filled),
//! its entry point, and the runtime function behind each trap slot.

use crate::layout;
use object::{Object, ObjectSegment, ObjectSymbol};

#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("{file}: cannot read the linked kernel: {message}")]
    Malformed { file: String, message: String },
    #[error("{file}: entry point `{symbol}` not found")]
    NoEntry { file: String, symbol: String },
    #[error("{file}: segment at {address:#x} lies outside the code region")]
    Misplaced { file: String, address: u64 },
}

/// The largest kernel image the code region holds.
pub const MAX_IMAGE_BYTES: u64 = 0x0100_0000;

#[derive(Debug, Clone)]
pub struct Image {
    /// Memory from `CODE_BASE`, as the hart starts with it.
    pub bytes: Vec<u8>,
    pub entry: u32,
    /// The runtime function of each trap slot.
    pub traps: Vec<String>,
}

impl Image {
    pub fn load(file: &str, elf: &[u8], entry_symbol: &str) -> Result<Self, LoadError> {
        Self::load_with(file, elf, Some(entry_symbol))
    }

    /// An image that nothing enters: a PE whose program has no code of its
    /// own (a PE no SdkLayout region covers), which only routes.
    pub fn load_idle(file: &str, elf: &[u8]) -> Result<Self, LoadError> {
        Self::load_with(file, elf, None)
    }

    fn load_with(file: &str, elf: &[u8], entry_symbol: Option<&str>) -> Result<Self, LoadError> {
        let malformed = |e: object::Error| LoadError::Malformed {
            file: file.into(),
            message: e.to_string(),
        };
        let object = object::File::parse(elf).map_err(malformed)?;
        let mut bytes = Vec::new();
        for segment in object.segments() {
            let (address, size) = (segment.address(), segment.size());
            if size == 0 {
                continue;
            }
            let offset = address
                .checked_sub(layout::CODE_BASE as u64)
                .filter(|o| o + size <= MAX_IMAGE_BYTES);
            let offset = offset.ok_or(LoadError::Misplaced {
                file: file.into(),
                address,
            })? as usize;
            let end = offset + size as usize;
            if bytes.len() < end {
                bytes.resize(end, 0);
            }
            let data = segment.data().map_err(malformed)?;
            let copied = data.len().min(size as usize);
            bytes[offset..offset + copied].copy_from_slice(&data[..copied]);
        }
        let mut entry = None;
        let mut traps = Vec::new();
        for symbol in object.symbols() {
            let Ok(name) = symbol.name() else { continue };
            let address = symbol.address() as u32;
            if Some(name) == entry_symbol {
                entry = Some(address);
            }
            if let Some(slot) =
                layout::trap_slot(address).filter(|_| crate::link::is_runtime_routine(name))
            {
                if traps.len() <= slot {
                    traps.resize(slot + 1, String::new());
                }
                traps[slot] = name.to_string();
            }
        }
        let entry = match entry_symbol {
            None => layout::CODE_BASE,
            Some(symbol) => entry.ok_or_else(|| LoadError::NoEntry {
                file: file.into(),
                symbol: symbol.into(),
            })?,
        };
        Ok(Self {
            bytes,
            entry,
            traps,
        })
    }
}
