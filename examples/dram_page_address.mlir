// Where element `index` of an interleaved global buffer lives: pages of
// `page_elems` elements go round-robin over `banks` DRAM banks, so page p is
// in bank p % banks at offset (p / banks) * page_bytes within the bank. This
// is the address arithmetic a reader kernel does for every NoC read.
func.func @dram_page_address(%index: i32, %page_elems: i32, %elem_bytes: i32,
                             %banks: i32, %bank_base: i32) -> (i32, i32) {
  %page = arith.divui %index, %page_elems : i32
  %in_page = arith.remui %index, %page_elems : i32
  %bank = arith.remui %page, %banks : i32
  %row = arith.divui %page, %banks : i32
  %page_bytes = arith.muli %page_elems, %elem_bytes : i32
  %row_offset = arith.muli %row, %page_bytes : i32
  %elem_offset = arith.muli %in_page, %elem_bytes : i32
  %offset = arith.addi %row_offset, %elem_offset : i32
  %address = arith.addi %bank_base, %offset : i32
  return %bank, %address : i32, i32
}
