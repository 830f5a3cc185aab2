//! Guest memory allocated a page at a time, when first written or read: a
//! hart's stack and globals regions cost host memory only for the pages a
//! program touches (a CSL mesh has one hart per PE, tens of thousands of
//! them, most using a few hundred bytes of stack).

/// Bytes per page. An RV32 access (at most 4 bytes, aligned) never spans
/// two pages.
pub const PAGE_BYTES: u32 = 1024;
const PAGE_WORDS: usize = PAGE_BYTES as usize / 4;

/// `len` bytes of zero-initialised words, allocated by page on first use.
#[derive(Debug, Clone)]
pub struct PagedWords {
    pages: Vec<Option<Box<[u32]>>>,
}

impl PagedWords {
    /// `bytes` of memory (a multiple of [`PAGE_BYTES`]), none allocated.
    pub fn new(bytes: u32) -> Self {
        Self {
            pages: vec![None; bytes.div_ceil(PAGE_BYTES) as usize],
        }
    }

    /// Memory holding `words` from offset 0; pages of zeros stay unallocated.
    pub fn from_words(words: &[u32], bytes: u32) -> Self {
        let mut memory = Self::new(bytes.max(words.len() as u32 * 4));
        for (index, chunk) in words.chunks(PAGE_WORDS).enumerate() {
            if chunk.iter().any(|w| *w != 0) {
                memory.page_mut(index)[..chunk.len()].copy_from_slice(chunk);
            }
        }
        memory
    }

    /// Its size in bytes.
    pub fn len_bytes(&self) -> u32 {
        self.pages.len() as u32 * PAGE_BYTES
    }

    /// Host bytes of the pages allocated so far.
    pub fn allocated_bytes(&self) -> usize {
        self.pages.iter().flatten().count() * PAGE_BYTES as usize
    }

    fn page_mut(&mut self, index: usize) -> &mut [u32] {
        self.pages[index].get_or_insert_with(|| vec![0; PAGE_WORDS].into_boxed_slice())
    }

    /// The page holding byte `offset` as bytes, and the offset in it; None
    /// past the end.
    pub fn page_bytes(&mut self, offset: u32) -> Option<(&mut [u8], u32)> {
        let index = (offset / PAGE_BYTES) as usize;
        if index >= self.pages.len() {
            return None;
        }
        let page = self.page_mut(index);
        Some((bytemuck::cast_slice_mut(page), offset % PAGE_BYTES))
    }

    /// The word at word index `index` (0 past the end or unallocated).
    pub fn word(&self, index: usize) -> u32 {
        self.pages
            .get(index / PAGE_WORDS)
            .and_then(Option::as_ref)
            .map_or(0, |page| page[index % PAGE_WORDS])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_are_allocated_on_first_use_only() {
        let mut memory = PagedWords::new(64 * 1024);
        assert_eq!(memory.allocated_bytes(), 0);
        let (page, offset) = memory.page_bytes(5000).expect("inside");
        assert_eq!(offset, 5000 % PAGE_BYTES);
        page[offset as usize] = 7;
        assert_eq!(memory.allocated_bytes(), PAGE_BYTES as usize);
        assert_eq!(memory.word(5000 / 4), 7);
        assert!(memory.page_bytes(64 * 1024).is_none());
    }

    #[test]
    fn words_given_at_creation_are_kept_and_zero_pages_skipped() {
        let mut words = vec![0u32; 3 * PAGE_WORDS];
        words[2 * PAGE_WORDS + 1] = 9;
        let memory = PagedWords::from_words(&words, 0);
        assert_eq!(memory.allocated_bytes(), PAGE_BYTES as usize);
        assert_eq!(memory.word(2 * PAGE_WORDS + 1), 9);
        assert_eq!(memory.len_bytes(), 3 * PAGE_BYTES);
    }
}
