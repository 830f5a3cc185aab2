//! DRAM: a set of banks, each a NoC endpoint. A global buffer has the same
//! address in every bank and its pages go round-robin over the banks
//! (docs/abi.md, "Global buffers"). Only the buffers' bytes exist: an access
//! outside every buffer is a fault.

use crate::hart::DdrWindow;
use std::ops::Range;

/// The first buffer's address; 0 stays unused so that a null address faults.
const FIRST_ADDRESS: u64 = 0x10_0000;
const ALIGNMENT: u64 = 0x1000;

#[derive(Debug, Clone)]
pub struct DramBuffer {
    pub name: String,
    /// Address in every bank.
    pub address: u64,
    /// Bytes the buffer takes in each bank.
    pub bank_bytes: u64,
    pub element_bytes: u64,
    pub elements: u64,
    /// Elements per page.
    pub page: u64,
}

impl DramBuffer {
    /// Bank and in-bank byte address of element `e`.
    pub fn locate(&self, element: u64, banks: u64) -> (usize, u64) {
        let page = element / self.page;
        let bank = (page % banks) as usize;
        let offset = (page / banks) * self.page * self.element_bytes
            + (element % self.page) * self.element_bytes;
        (bank, self.address + offset)
    }
}

#[derive(Debug, Clone)]
pub struct Dram {
    pub banks: Vec<Vec<u8>>,
    pub buffers: Vec<DramBuffer>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DramError {
    #[error("DRAM bank {bank}: {bytes} bytes at {address:#x} are outside every global buffer")]
    Outside {
        bank: usize,
        address: u64,
        bytes: u64,
    },
    #[error("DRAM bank {bank}: {bytes} bytes at {address:#x} reach element {element} of global `{global}`, which has {elements} elements")]
    BeyondGlobal {
        bank: usize,
        address: u64,
        bytes: u64,
        global: String,
        element: u64,
        elements: u64,
    },
    #[error("global buffers need {needed} bytes per bank; a bank holds {available}")]
    Full { needed: u64, available: u64 },
    #[error(
        "the simulator cannot allocate the {bytes} bytes of DRAM the globals take on this machine"
    )]
    OutOfMemory { bytes: u64 },
}

/// (name, element bytes, elements, page elements) of each global.
pub type GlobalShape<'a> = (&'a str, u64, u64, u64);

impl Dram {
    /// Places `globals` one after the other and allocates their bytes.
    pub fn new(
        bank_count: u32,
        bank_size: u64,
        globals: &[GlobalShape],
    ) -> Result<Self, DramError> {
        let banks = u64::from(bank_count.max(1));
        let mut address = FIRST_ADDRESS;
        let mut buffers = Vec::new();
        for &(name, element_bytes, elements, page) in globals {
            let page = page.max(1);
            let pages = elements.div_ceil(page);
            let full = DramError::Full {
                needed: u64::MAX,
                available: bank_size,
            };
            let bank_bytes = pages
                .div_ceil(banks)
                .checked_mul(page)
                .and_then(|b| b.checked_mul(element_bytes))
                .ok_or(full)?;
            buffers.push(DramBuffer {
                name: name.into(),
                address,
                bank_bytes,
                element_bytes,
                elements,
                page,
            });
            address = address
                .checked_add(bank_bytes)
                .filter(|end| *end <= bank_size)
                .ok_or(DramError::Full {
                    needed: address.saturating_add(bank_bytes),
                    available: bank_size,
                })?
                .div_ceil(ALIGNMENT)
                * ALIGNMENT;
        }
        if address > bank_size {
            return Err(DramError::Full {
                needed: address,
                available: bank_size,
            });
        }
        let size = (address - FIRST_ADDRESS) as usize;
        // Fail cleanly where the machine cannot hold the banks (an address
        // space limit): a trial reservation, then zeroed pages the system
        // maps lazily, so untouched DRAM costs no memory.
        let total = size.checked_mul(banks as usize);
        let fits = total.is_some_and(|total| Vec::<u8>::new().try_reserve_exact(total).is_ok());
        if !fits {
            return Err(DramError::OutOfMemory {
                bytes: size as u64 * banks,
            });
        }
        let storage = (0..banks).map(|_| vec![0; size]).collect();
        Ok(Self {
            banks: storage,
            buffers,
        })
    }

    pub fn buffer(&self, name: &str) -> Option<&DramBuffer> {
        self.buffers.iter().find(|b| b.name == name)
    }

    /// The byte range of bank storage for an access, if it lies in one
    /// buffer's elements: not in the padding of a last page, nor in a page
    /// slot of the bank past the buffer's last page.
    pub fn range(&self, bank: usize, address: u64, bytes: u64) -> Result<Range<usize>, DramError> {
        let outside = DramError::Outside {
            bank,
            address,
            bytes,
        };
        let buffer = self.buffers.iter().find(|b| {
            address >= b.address
                && address
                    .checked_add(bytes)
                    .is_some_and(|end| end <= b.address + b.bank_bytes)
        });
        let Some(buffer) = buffer.filter(|_| bank < self.banks.len()) else {
            return Err(outside);
        };
        // The elements of the access's first and last bytes: they grow
        // with the address (pages go up the bank in order).
        let page_bytes = buffer.page * buffer.element_bytes;
        let element_at = |offset: u64| {
            let page = (offset / page_bytes) * self.banks.len() as u64 + bank as u64;
            page * buffer.page + (offset % page_bytes) / buffer.element_bytes
        };
        let first = element_at(address - buffer.address);
        let last = element_at(address + bytes.max(1) - 1 - buffer.address);
        if last >= buffer.elements {
            return Err(DramError::BeyondGlobal {
                bank,
                address,
                bytes,
                global: buffer.name.clone(),
                element: first.max(buffer.elements),
                elements: buffer.elements,
            });
        }
        let start = (address - FIRST_ADDRESS) as usize;
        Ok(start..start + bytes as usize)
    }

    /// The global buffer at `address`, of pages of `page_bytes`, as a
    /// ztachip control core's DDR window (its C's loads and stores).
    pub fn window(&mut self, address: u64, page_bytes: u64) -> Option<DdrWindow<'_>> {
        let buffer = self.buffers.iter().find(|b| b.address == address)?;
        Some(DdrWindow {
            storage: address.checked_sub(FIRST_ADDRESS)?,
            page_bytes,
            bytes: buffer.elements * buffer.element_bytes,
            banks: &mut self.banks,
        })
    }

    pub fn read(&self, bank: usize, address: u64, bytes: u64) -> Result<Vec<u8>, DramError> {
        let range = self.range(bank, address, bytes)?;
        Ok(self.banks[bank][range].to_vec())
    }

    pub fn write(&mut self, bank: usize, address: u64, data: &[u8]) -> Result<(), DramError> {
        let range = self.range(bank, address, data.len() as u64)?;
        self.banks[bank][range].copy_from_slice(data);
        Ok(())
    }

    /// The elements of a buffer in order, as raw bytes (host side).
    pub fn read_buffer(&self, buffer: &DramBuffer) -> Vec<u8> {
        let banks = self.banks.len() as u64;
        let size = buffer.element_bytes as usize;
        let mut out = Vec::with_capacity(buffer.elements as usize * size);
        for e in 0..buffer.elements {
            let (bank, address) = buffer.locate(e, banks);
            let start = (address - FIRST_ADDRESS) as usize;
            out.extend_from_slice(&self.banks[bank][start..start + size]);
        }
        out
    }

    /// Writes a buffer's elements from raw bytes in order (host side).
    pub fn write_buffer(&mut self, buffer: &DramBuffer, data: &[u8]) {
        let banks = self.banks.len() as u64;
        let size = buffer.element_bytes as usize;
        for (e, bytes) in data
            .chunks_exact(size)
            .take(buffer.elements as usize)
            .enumerate()
        {
            let (bank, address) = buffer.locate(e as u64, banks);
            let start = (address - FIRST_ADDRESS) as usize;
            self.banks[bank][start..start + size].copy_from_slice(bytes);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_go_round_robin_over_banks() {
        // 10 pages of 4 two-byte elements over 3 banks: page 4 is the second
        // page of bank 1.
        let dram = Dram::new(3, 1 << 30, &[("a", 2, 40, 4), ("b", 4, 8, 8)]).expect("fits");
        let a = dram.buffer("a").expect("a");
        assert_eq!(a.bank_bytes, 4 * 4 * 2);
        assert_eq!(a.locate(17, 3), (1, a.address + 8 + 2));
        let b = dram.buffer("b").expect("b");
        assert!(b.address >= a.address + a.bank_bytes && b.address.is_multiple_of(ALIGNMENT));
        assert!(dram.range(0, a.address + a.bank_bytes - 2, 4).is_err());
        assert!(dram.range(0, 0, 4).is_err());
    }

    #[test]
    fn accesses_past_a_global_s_elements_fault_by_element() {
        // 10 pages of 4 elements over 3 banks: bank 1 holds pages 1, 4, 7
        // and a fourth slot (page 10) past the buffer's end; bank 0 holds
        // page 9, the last.
        let dram = Dram::new(3, 1 << 30, &[("a", 2, 38, 4)]).expect("fits");
        let a = dram.buffer("a").expect("a").clone();
        // Page 7 (elements 28..32) is fine; page 10 of bank 1 is not.
        assert!(dram.range(1, a.address + 2 * 8, 8).is_ok());
        assert_eq!(
            dram.range(1, a.address + 3 * 8, 2),
            Err(DramError::BeyondGlobal {
                bank: 1,
                address: a.address + 3 * 8,
                bytes: 2,
                global: "a".into(),
                element: 40,
                elements: 38
            })
        );
        // Page 9 holds elements 36..40: only 36 and 37 exist.
        assert!(dram.range(0, a.address + 3 * 8, 4).is_ok());
        assert!(matches!(
            dram.range(0, a.address + 3 * 8, 6),
            Err(DramError::BeyondGlobal { element: 38, .. })
        ));
    }

    #[test]
    fn host_round_trip() {
        let mut dram = Dram::new(12, 1 << 30, &[("a", 2, 5000, 1024)]).expect("fits");
        let a = dram.buffer("a").expect("a").clone();
        let data: Vec<u8> = (0..10000u32).map(|i| (i * 7 % 251) as u8).collect();
        dram.write_buffer(&a, &data);
        assert_eq!(dram.read_buffer(&a), data);
    }
}
