// The Tanto device library: what the lowering inlines into every kernel (see
// docs/abi.md). Everything is an i32 L1 address or value; L1 addresses are
// relative to @tanto_l1, which is 0 on hardware and a host array under a
// simulator. The lowering passes call these helpers, `inline` inlines them
// and `symbol-dce` drops the unused ones. What depends on the target or on
// the pipe ABI is an op marked `tanto.library_fact = "<fact>"` holding a
// dummy (constant 0, array of 1): the lowering sets it from the target file
// or manifest/src/abi.rs after parsing (passes/src/lower/library.rs).

module {
  // --- Provided by the firmware or the simulator -------------------------
  llvm.mlir.global external @tanto_l1() {addr_space = 0 : i32, sym_visibility = "private"} : i8
  llvm.mlir.global external @tanto_my_x() {addr_space = 0 : i32, sym_visibility = "private"} : i32
  llvm.mlir.global external @tanto_my_y() {addr_space = 0 : i32, sym_visibility = "private"} : i32
  // Each DRAM bank's NoC endpoint, encoded: the high word of its NoC
  // addresses (docs/abi.md).
  llvm.mlir.global external @tanto_dram_bank_xy() {addr_space = 0 : i32, sym_visibility = "private", tanto.library_fact = "dram.banks"} : !llvm.array<1 x i32>

  // --- Runtime calls: command programming of the NoC --------------------
  func.func private @tanto_rt_noc_read(i64, i32, i32, i32)
  func.func private @tanto_rt_noc_write(i32, i64, i32, i32)
  func.func private @tanto_rt_noc_write_mcast(i32, i64, i32, i32, i32, i32)
  func.func private @tanto_rt_noc_move_init(i32)
  func.func private @tanto_rt_noc_move(i64, i32, i32)
  func.func private @tanto_rt_noc_read_barrier()
  func.func private @tanto_rt_noc_write_barrier()
  // A ztachip memory space's word (space 0 DDR, 1 scratch, 2 stage; word 0
  // address, 1 page in elements of `element_bytes`).
  func.func private @tanto_rt_zta_space(i32, i32, i32) -> i32
  // A ztachip kernel's spaces: DDR address and page bytes, scratch-pad and
  // staging L1 addresses; the PCORE memory's L1 address and the PCOREs'
  // rectangle (x0, y0, width).
  func.func private @tanto_rt_zta_bind(i32, i32, i32, i32)
  func.func private @tanto_rt_zta_bind_pcores(i32, i32, i32, i32)
  // EXE_LOCKSTEP: kernel, PCOREs, threads, lockstep.
  func.func private @tanto_rt_zta_exe(i32, i32, i32, i32)
  func.func private @tanto_rt_noc_wait(i32)
  func.func private @tanto_rt_noc_sem_inc(i64, i32)
  func.func private @tanto_rt_pto_block_info(i32) -> i32
  // LOAD_SCALAR / STORE_SCALAR: `bytes` (1, 2 or 4) at a NoC address in DRAM,
  // zero-extended / the low bytes of the value.
  func.func private @tanto_rt_pto_load_scalar(i64, i32) -> i32
  func.func private @tanto_rt_pto_store_scalar(i64, i32, i32)
  // MSCATTER's atomic update of one global element: NoC address, the L1
  // address of the new value, operation (1 add, 2 max, 3 min), format.
  func.func private @tanto_rt_pto_atomic_scalar(i64, i32, i32, i32)
  // TSTORE of one element through the fix-pipe or atomically: NoC address,
  // the L1 address of the tile's element, the mode word and the quantiser's
  // low and high words (tanto.pto.store_elements says what they hold).
  func.func private @tanto_rt_pto_store_element(i64, i32, i32, i32, i32)
  // PTO FIFO flags: wait for a free (alloc) or filled (pop) slot of FIFO
  // `flag` with `slots` slots and return its index; push/free signal the peer.
  func.func private @tanto_rt_pto_fifo_alloc(i32, i32) -> i32
  // TGETVAL: tile (address, valid rows, valid columns, pitch), offset, format.
  func.func private @tanto_rt_pto_tgetval(i32, i32, i32, i32, i32, i32) -> i32
  // TMRGSORT's 2-4 list form: four lists and the destination (address,
  // valid rows, valid columns, pitch each), format, exhausted; returns the
  // records taken from lists 0 and 1 (low, high half). The status read
  // returns those of lists 2 and 3.
  func.func private @tanto_rt_pto_tmrgsort_lists(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> i32
  func.func private @tanto_rt_pto_tmrgsort_status() -> i32
  // A DN or boxed tile (address, valid rows, valid columns, pitch word)
  // rearranged in place from row-major ND into its layout (1) or back (0).
  func.func private @tanto_rt_pto_relayout(i32, i32, i32, i32, i32, i32)
  func.func private @tanto_rt_pto_fifo_pop(i32, i32) -> i32
  func.func private @tanto_rt_pto_fifo_push(i32)
  func.func private @tanto_rt_pto_fifo_free(i32)
  // A5's direct FIFO: a consumer binds (flag, slots, base, slot size); the
  // producer writes (flag, base, slot offset, split, c2v, tile address,
  // pitch word, static rows, format).
  func.func private @tanto_rt_pto_fifo_bind(i32, i32, i32, i32)
  func.func private @tanto_rt_pto_fifo_write_local(i32, i32, i32, i32, i32, i32, i32, i32, i32)

  // --- L1 access ----------------------------------------------------------
  func.func private @tanto.ptr(%addr: i32) -> !llvm.ptr {
    %base = llvm.mlir.addressof @tanto_l1 : !llvm.ptr
    %p = llvm.getelementptr %base[%addr] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    return %p : !llvm.ptr
  }
  func.func private @tanto.load(%addr: i32) -> i32 {
    %p = call @tanto.ptr(%addr) : (i32) -> !llvm.ptr
    %v = llvm.load %p : !llvm.ptr -> i32
    return %v : i32
  }
  // Words another kernel or core writes.
  func.func private @tanto.load_volatile(%addr: i32) -> i32 {
    %p = call @tanto.ptr(%addr) : (i32) -> !llvm.ptr
    %v = llvm.load volatile %p : !llvm.ptr -> i32
    return %v : i32
  }
  func.func private @tanto.store(%addr: i32, %v: i32) {
    %p = call @tanto.ptr(%addr) : (i32) -> !llvm.ptr
    llvm.store %v, %p : i32, !llvm.ptr
    return
  }
  func.func private @tanto.store_volatile(%addr: i32, %v: i32) {
    %p = call @tanto.ptr(%addr) : (i32) -> !llvm.ptr
    llvm.store volatile %v, %p : i32, !llvm.ptr
    return
  }
  // Word `index` of the runtime-argument array.
  func.func private @tanto.arg(%args: !llvm.ptr, %index: i32) -> i32 {
    %p = llvm.getelementptr %args[%index] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    %v = llvm.load %p : !llvm.ptr -> i32
    return %v : i32
  }

  // --- Pipes ----------------------------------------------------------------
  // Control block at the pipe's address (manifest/src/abi.rs): +0 tiles
  // pushed (producer), then at the offsets of the facts `pipe.popped` tiles
  // popped (consumer), `pipe.capacity` capacity in tiles, `pipe.pack_cursor`
  // pack cursor, and one frame-size word per kernel role:
  // `%fw` is the calling kernel's (a frame size belongs to a kernel, so a
  // producer and its consumer may use different ones); tile data from
  // `pipe.data`. Counts are in tiles, as the reference toolchain's circular
  // buffers count pages.
  func.func private @tanto.pipe.set_frame(%p: i32, %fw: i32, %tiles: i32) {
    %a = arith.addi %p, %fw : i32
    call @tanto.store(%a, %tiles) : (i32, i32) -> ()
    return
  }
  // The calling kernel's frame size in tiles.
  func.func private @tanto.pipe.frame(%p: i32, %fw: i32) -> i32 {
    %a = arith.addi %p, %fw : i32
    %frame = call @tanto.load(%a) : (i32) -> i32
    return %frame : i32
  }
  // Blocks until `frames` of the kernel's frames past the pushed tiles are free.
  func.func private @tanto.pipe.wait_space(%p: i32, %fw: i32, %frames: i32) {
    %c_popped = arith.constant {tanto.library_fact = "pipe.popped"} 0 : i32
    %c_cap = arith.constant {tanto.library_fact = "pipe.capacity"} 0 : i32
    %a_popped = arith.addi %p, %c_popped : i32
    %a_cap = arith.addi %p, %c_cap : i32
    %pushed = call @tanto.load(%p) : (i32) -> i32
    %cap = call @tanto.load(%a_cap) : (i32) -> i32
    %frame = call @tanto.pipe.frame(%p, %fw) : (i32, i32) -> i32
    %need = arith.muli %frame, %frames : i32
    %limit = arith.subi %cap, %need : i32
    scf.while : () -> () {
      %popped = func.call @tanto.load_volatile(%a_popped) : (i32) -> i32
      %used = arith.subi %pushed, %popped : i32
      %full = arith.cmpi sgt, %used, %limit : i32
      scf.condition(%full)
    } do {
      scf.yield
    }
    return
  }
  func.func private @tanto.pipe.reserve_back(%p: i32, %fw: i32) {
    %c1 = arith.constant 1 : i32
    %c0 = arith.constant 0 : i32
    %c_cursor = arith.constant {tanto.library_fact = "pipe.pack_cursor"} 0 : i32
    call @tanto.pipe.wait_space(%p, %fw, %c1) : (i32, i32, i32) -> ()
    %a_cursor = arith.addi %p, %c_cursor : i32
    call @tanto.store(%a_cursor, %c0) : (i32, i32) -> ()
    return
  }
  // Room for the write frame and the `ahead` frames after it.
  func.func private @tanto.pipe.reserve_next(%p: i32, %fw: i32, %ahead: i32) {
    %c1 = arith.constant 1 : i32
    %frames = arith.addi %ahead, %c1 : i32
    call @tanto.pipe.wait_space(%p, %fw, %frames) : (i32, i32, i32) -> ()
    return
  }
  func.func private @tanto.pipe.push_back(%p: i32, %fw: i32) {
    %c0 = arith.constant 0 : i32
    %c_cursor = arith.constant {tanto.library_fact = "pipe.pack_cursor"} 0 : i32
    %a_cursor = arith.addi %p, %c_cursor : i32
    %pushed = call @tanto.load(%p) : (i32) -> i32
    %frame = call @tanto.pipe.frame(%p, %fw) : (i32, i32) -> i32
    %next = arith.addi %pushed, %frame : i32
    call @tanto.store_volatile(%p, %next) : (i32, i32) -> ()
    call @tanto.store(%a_cursor, %c0) : (i32, i32) -> ()
    return
  }
  func.func private @tanto.pipe.wait_front(%p: i32, %fw: i32) {
    %c_popped = arith.constant {tanto.library_fact = "pipe.popped"} 0 : i32
    %a_popped = arith.addi %p, %c_popped : i32
    %popped = call @tanto.load(%a_popped) : (i32) -> i32
    %frame = call @tanto.pipe.frame(%p, %fw) : (i32, i32) -> i32
    scf.while : () -> () {
      %pushed = func.call @tanto.load_volatile(%p) : (i32) -> i32
      %ready = arith.subi %pushed, %popped : i32
      %empty = arith.cmpi ult, %ready, %frame : i32
      scf.condition(%empty)
    } do {
      scf.yield
    }
    return
  }
  // The read frame and the `ahead` frames after it filled.
  func.func private @tanto.pipe.wait_next(%p: i32, %fw: i32, %ahead: i32) {
    %c1 = arith.constant 1 : i32
    %c_popped = arith.constant {tanto.library_fact = "pipe.popped"} 0 : i32
    %a_popped = arith.addi %p, %c_popped : i32
    %popped = call @tanto.load(%a_popped) : (i32) -> i32
    %frame = call @tanto.pipe.frame(%p, %fw) : (i32, i32) -> i32
    %frames = arith.addi %ahead, %c1 : i32
    %need = arith.muli %frame, %frames : i32
    scf.while : () -> () {
      %pushed = func.call @tanto.load_volatile(%p) : (i32) -> i32
      %ready = arith.subi %pushed, %popped : i32
      %short = arith.cmpi ult, %ready, %need : i32
      scf.condition(%short)
    } do {
      scf.yield
    }
    return
  }
  func.func private @tanto.pipe.pop_front(%p: i32, %fw: i32) {
    %c_popped = arith.constant {tanto.library_fact = "pipe.popped"} 0 : i32
    %a_popped = arith.addi %p, %c_popped : i32
    %popped = call @tanto.load(%a_popped) : (i32) -> i32
    %frame = call @tanto.pipe.frame(%p, %fw) : (i32, i32) -> i32
    %next = arith.addi %popped, %frame : i32
    call @tanto.store_volatile(%a_popped, %next) : (i32, i32) -> ()
    return
  }
  // L1 address of the ring slot `skip` tiles after the pipe's `counter`
  // (0: pushed, `pipe.popped`: popped), wrapped around the ring: where a frame
  // starts.
  func.func private @tanto.pipe.slot(%p: i32, %counter: i32, %skip: i32, %tile_bytes: i32) -> i32 {
    %c_cap = arith.constant {tanto.library_fact = "pipe.capacity"} 0 : i32
    %c_data = arith.constant {tanto.library_fact = "pipe.data"} 0 : i32
    %a_counter = arith.addi %p, %counter : i32
    %a_cap = arith.addi %p, %c_cap : i32
    %count = call @tanto.load(%a_counter) : (i32) -> i32
    %cap = call @tanto.load(%a_cap) : (i32) -> i32
    %tile = arith.addi %count, %skip : i32
    %slot = arith.remui %tile, %cap : i32
    %offset = arith.muli %slot, %tile_bytes : i32
    %data = arith.addi %p, %c_data : i32
    %addr = arith.addi %data, %offset : i32
    return %addr : i32
  }
  // Tile `index` of the frame that starts at the pipe's `counter`: the
  // frame's start plus `index` tiles, not wrapped, as the hardware's
  // circular buffer pointer plus an offset (a frame never wraps).
  func.func private @tanto.pipe.tile(%p: i32, %counter: i32, %index: i32, %tile_bytes: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %start = call @tanto.pipe.slot(%p, %counter, %c0, %tile_bytes) : (i32, i32, i32, i32) -> i32
    %offset = arith.muli %index, %tile_bytes : i32
    %addr = arith.addi %start, %offset : i32
    return %addr : i32
  }
  func.func private @tanto.pipe.write_frame(%p: i32, %tile_bytes: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %a = call @tanto.pipe.tile(%p, %c0, %c0, %tile_bytes) : (i32, i32, i32, i32) -> i32
    return %a : i32
  }
  // The frame `ahead` frames after the write frame.
  func.func private @tanto.pipe.ahead_write_frame(%p: i32, %fw: i32, %ahead: i32, %tile_bytes: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %frame = call @tanto.pipe.frame(%p, %fw) : (i32, i32) -> i32
    %skip = arith.muli %frame, %ahead : i32
    %a = call @tanto.pipe.slot(%p, %c0, %skip, %tile_bytes) : (i32, i32, i32, i32) -> i32
    return %a : i32
  }
  // The frame `ahead` frames after the read frame.
  func.func private @tanto.pipe.ahead_read_frame(%p: i32, %fw: i32, %ahead: i32, %tile_bytes: i32) -> i32 {
    %c_popped = arith.constant {tanto.library_fact = "pipe.popped"} 0 : i32
    %frame = call @tanto.pipe.frame(%p, %fw) : (i32, i32) -> i32
    %skip = arith.muli %frame, %ahead : i32
    %a = call @tanto.pipe.slot(%p, %c_popped, %skip, %tile_bytes) : (i32, i32, i32, i32) -> i32
    return %a : i32
  }
  func.func private @tanto.pipe.read_frame(%p: i32, %tile_bytes: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c_popped = arith.constant {tanto.library_fact = "pipe.popped"} 0 : i32
    %a = call @tanto.pipe.tile(%p, %c_popped, %c0, %tile_bytes) : (i32, i32, i32, i32) -> i32
    return %a : i32
  }
  // Tile `index` of the read frame.
  func.func private @tanto.pipe.read_tile(%p: i32, %index: i32, %tile_bytes: i32) -> i32 {
    %c_popped = arith.constant {tanto.library_fact = "pipe.popped"} 0 : i32
    %a = call @tanto.pipe.tile(%p, %c_popped, %index, %tile_bytes) : (i32, i32, i32, i32) -> i32
    return %a : i32
  }
  // The next free tile of the write frame for `pack`; advances the cursor.
  func.func private @tanto.pipe.pack_tile(%p: i32, %tile_bytes: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c_cursor = arith.constant {tanto.library_fact = "pipe.pack_cursor"} 0 : i32
    %a_cursor = arith.addi %p, %c_cursor : i32
    %cursor = call @tanto.load(%a_cursor) : (i32) -> i32
    %next = arith.addi %cursor, %c1 : i32
    call @tanto.store(%a_cursor, %next) : (i32, i32) -> ()
    %a = call @tanto.pipe.tile(%p, %c0, %cursor, %tile_bytes) : (i32, i32, i32, i32) -> i32
    return %a : i32
  }

  // --- NoC addresses ------------------------------------------------------
  func.func private @tanto.noc.xy(%x: i32, %y: i32, %addr: i32) -> i64 {
    %x_shift = arith.constant {tanto.library_fact = "noc.x_shift"} 0 : i64
    %y_shift = arith.constant {tanto.library_fact = "noc.y_shift"} 0 : i64
    %x64 = arith.extui %x : i32 to i64
    %y64 = arith.extui %y : i32 to i64
    %a64 = arith.extui %addr : i32 to i64
    %xs = arith.shli %x64, %x_shift : i64
    %ys = arith.shli %y64, %y_shift : i64
    %xy = arith.ori %xs, %ys : i64
    %r = arith.ori %xy, %a64 : i64
    return %r : i64
  }
  // An L1 address of this core as a NoC address.
  func.func private @tanto.noc.local(%addr: i32) -> i64 {
    %px = llvm.mlir.addressof @tanto_my_x : !llvm.ptr
    %py = llvm.mlir.addressof @tanto_my_y : !llvm.ptr
    %x = llvm.load %px : !llvm.ptr -> i32
    %y = llvm.load %py : !llvm.ptr -> i32
    %r = call @tanto.noc.xy(%x, %y, %addr) : (i32, i32, i32) -> i64
    return %r : i64
  }
  func.func private @tanto.noc.mcast(%x0: i32, %y0: i32, %x1: i32, %y1: i32, %addr: i32) -> i64 {
    %s_x1 = arith.constant {tanto.library_fact = "noc.x_shift"} 0 : i64
    %s_y1 = arith.constant {tanto.library_fact = "noc.y_shift"} 0 : i64
    %s_x0 = arith.constant {tanto.library_fact = "noc.x_start_shift"} 0 : i64
    %s_y0 = arith.constant {tanto.library_fact = "noc.y_start_shift"} 0 : i64
    %x0e = arith.extui %x0 : i32 to i64
    %y0e = arith.extui %y0 : i32 to i64
    %x1e = arith.extui %x1 : i32 to i64
    %y1e = arith.extui %y1 : i32 to i64
    %a64 = arith.extui %addr : i32 to i64
    %a = arith.shli %x0e, %s_x0 : i64
    %b = arith.shli %y0e, %s_y0 : i64
    %c = arith.shli %x1e, %s_x1 : i64
    %d = arith.shli %y1e, %s_y1 : i64
    %ab = arith.ori %a, %b : i64
    %cd = arith.ori %c, %d : i64
    %abcd = arith.ori %ab, %cd : i64
    %r = arith.ori %abcd, %a64 : i64
    return %r : i64
  }
  // Element `offset` of a global buffer (base address in every bank, pages
  // of `page` elements interleaved round-robin over the banks).
  func.func private @tanto.noc.dram(%base: i32, %page: i32, %esize: i32, %offset: i32) -> i64 {
    %banks = arith.constant {tanto.library_fact = "dram.banks"} 0 : i32
    %page_index = arith.divui %offset, %page : i32
    %in_page = arith.remui %offset, %page : i32
    %bank = arith.remui %page_index, %banks : i32
    %row = arith.divui %page_index, %banks : i32
    %page_bytes = arith.muli %page, %esize : i32
    %row_bytes = arith.muli %row, %page_bytes : i32
    %in_bytes = arith.muli %in_page, %esize : i32
    %a0 = arith.addi %base, %row_bytes : i32
    %addr = arith.addi %a0, %in_bytes : i32
    %table = llvm.mlir.addressof @tanto_dram_bank_xy : !llvm.ptr
    %entry = llvm.getelementptr %table[%bank] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    %endpoint = llvm.load %entry : !llvm.ptr -> i32
    %high = arith.extui %endpoint : i32 to i64
    %c32 = arith.constant 32 : i64
    %shifted = arith.shli %high, %c32 : i64
    %low = arith.extui %addr : i32 to i64
    %r = arith.ori %shifted, %low : i64
    return %r : i64
  }
  // A chunk of a global buffer to L1, one transfer per page it touches. A
  // chunk within one page (the common case: a tile, a row) is one transfer
  // of the whole count, without the loop's bookkeeping.
  func.func private @tanto.noc.read_global(%dst: i32, %base: i32, %page: i32, %esize: i32, %offset: i32, %count: i32, %tid: i32) {
    %c0 = arith.constant 0 : i32
    %first_in_page = arith.remui %offset, %page : i32
    %first_room = arith.subi %page, %first_in_page : i32
    %one_page = arith.cmpi ule, %count, %first_room : i32
    %nonempty = arith.cmpi ugt, %count, %c0 : i32
    %single = arith.andi %one_page, %nonempty : i1
    scf.if %single {
      %bytes = arith.muli %count, %esize : i32
      %src = func.call @tanto.noc.dram(%base, %page, %esize, %offset) : (i32, i32, i32, i32) -> i64
      func.call @tanto_rt_noc_read(%src, %dst, %bytes, %tid) : (i64, i32, i32, i32) -> ()
    } else {
      func.call @tanto.noc.read_pages(%dst, %base, %page, %esize, %offset, %count, %tid) : (i32, i32, i32, i32, i32, i32, i32) -> ()
    }
    return
  }
  func.func private @tanto.noc.read_pages(%dst: i32, %base: i32, %page: i32, %esize: i32, %offset: i32, %count: i32, %tid: i32) {
    %c0 = arith.constant 0 : i32
    %r:3 = scf.while (%d = %dst, %o = %offset, %n = %count) : (i32, i32, i32) -> (i32, i32, i32) {
      %more = arith.cmpi ugt, %n, %c0 : i32
      scf.condition(%more) %d, %o, %n : i32, i32, i32
    } do {
    ^bb0(%d: i32, %o: i32, %n: i32):
      %in_page = arith.remui %o, %page : i32
      %room = arith.subi %page, %in_page : i32
      %chunk = arith.minui %n, %room : i32
      %bytes = arith.muli %chunk, %esize : i32
      %src = func.call @tanto.noc.dram(%base, %page, %esize, %o) : (i32, i32, i32, i32) -> i64
      func.call @tanto_rt_noc_read(%src, %d, %bytes, %tid) : (i64, i32, i32, i32) -> ()
      %d2 = arith.addi %d, %bytes : i32
      %o2 = arith.addi %o, %chunk : i32
      %n2 = arith.subi %n, %chunk : i32
      scf.yield %d2, %o2, %n2 : i32, i32, i32
    }
    return
  }
  // A chunk of L1 to a global buffer, one transfer per page it touches (a
  // chunk within one page without the loop, as for reads).
  func.func private @tanto.noc.write_global(%src: i32, %base: i32, %page: i32, %esize: i32, %offset: i32, %count: i32, %tid: i32) {
    %c0 = arith.constant 0 : i32
    %first_in_page = arith.remui %offset, %page : i32
    %first_room = arith.subi %page, %first_in_page : i32
    %one_page = arith.cmpi ule, %count, %first_room : i32
    %nonempty = arith.cmpi ugt, %count, %c0 : i32
    %single = arith.andi %one_page, %nonempty : i1
    scf.if %single {
      %bytes = arith.muli %count, %esize : i32
      %dst = func.call @tanto.noc.dram(%base, %page, %esize, %offset) : (i32, i32, i32, i32) -> i64
      func.call @tanto_rt_noc_write(%src, %dst, %bytes, %tid) : (i32, i64, i32, i32) -> ()
    } else {
      func.call @tanto.noc.write_pages(%src, %base, %page, %esize, %offset, %count, %tid) : (i32, i32, i32, i32, i32, i32, i32) -> ()
    }
    return
  }
  func.func private @tanto.noc.write_pages(%src: i32, %base: i32, %page: i32, %esize: i32, %offset: i32, %count: i32, %tid: i32) {
    %c0 = arith.constant 0 : i32
    %r:3 = scf.while (%s = %src, %o = %offset, %n = %count) : (i32, i32, i32) -> (i32, i32, i32) {
      %more = arith.cmpi ugt, %n, %c0 : i32
      scf.condition(%more) %s, %o, %n : i32, i32, i32
    } do {
    ^bb0(%s: i32, %o: i32, %n: i32):
      %in_page = arith.remui %o, %page : i32
      %room = arith.subi %page, %in_page : i32
      %chunk = arith.minui %n, %room : i32
      %bytes = arith.muli %chunk, %esize : i32
      %dst = func.call @tanto.noc.dram(%base, %page, %esize, %o) : (i32, i32, i32, i32) -> i64
      func.call @tanto_rt_noc_write(%s, %dst, %bytes, %tid) : (i32, i64, i32, i32) -> ()
      %s2 = arith.addi %s, %bytes : i32
      %o2 = arith.addi %o, %chunk : i32
      %n2 = arith.subi %n, %chunk : i32
      scf.yield %s2, %o2, %n2 : i32, i32, i32
    }
    return
  }

  // --- Semaphores -----------------------------------------------------------
  func.func private @tanto.sem.wait(%sem: i32, %value: i32) {
    scf.while : () -> () {
      %v = func.call @tanto.load_volatile(%sem) : (i32) -> i32
      %pending = arith.cmpi ne, %v, %value : i32
      scf.condition(%pending)
    } do {
      scf.yield
    }
    return
  }

  // --- PTO tiles --------------------------------------------------------------
  // get_block_idx / get_block_num / get_subblock_idx / get_subblock_num.
  func.func private @tanto.pto.block_info(%query: i32) -> i64 {
    %v = func.call @tanto_rt_pto_block_info(%query) : (i32) -> i32
    %r = arith.extui %v : i32 to i64
    return %r : i64
  }
  // One element of a global buffer (element `offset` of base/page), read or
  // written by the scalar unit.
  func.func private @tanto.pto.load_scalar(%base: i32, %page: i32, %offset: i32, %esize: i32) -> i32 {
    %at = func.call @tanto.noc.dram(%base, %page, %esize, %offset) : (i32, i32, i32, i32) -> i64
    %v = func.call @tanto_rt_pto_load_scalar(%at, %esize) : (i64, i32) -> i32
    return %v : i32
  }
  func.func private @tanto.pto.store_scalar(%base: i32, %page: i32, %offset: i32, %esize: i32, %value: i32) {
    %at = func.call @tanto.noc.dram(%base, %page, %esize, %offset) : (i32, i32, i32, i32) -> i64
    func.call @tanto_rt_pto_store_scalar(%at, %esize, %value) : (i64, i32, i32) -> ()
    return
  }
  // An atomic MSCATTER's update of `count` consecutive global elements
  // (element `offset` of base/page on) from L1 at `l1`: each old value
  // becomes atom(old, new), `op` 1 add, 2 max, 3 min, in data format
  // `format`, one runtime call per element.
  func.func private @tanto.pto.atomic_elements(%l1: i32, %base: i32, %page: i32, %esize: i32, %offset: i32, %count: i32, %op: i32, %format: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %k = %c0 to %count step %c1 : i32 {
      %element = arith.addi %offset, %k : i32
      %at = func.call @tanto.noc.dram(%base, %page, %esize, %element) : (i32, i32, i32, i32) -> i64
      %kb = arith.muli %k, %esize : i32
      %from = arith.addi %l1, %kb : i32
      func.call @tanto_rt_pto_atomic_scalar(%at, %from, %op, %format) : (i64, i32, i32, i32) -> ()
    }
    return
  }
  // MGATHER / MSCATTER's index after its out-of-range policy: `action` 0
  // none (the index as is), 1 clamp to cap - 1, 2 wrap modulo cap, 3 drop
  // (-1: a gather writes zero, a scatter skips).
  func.func private @tanto.pto.bound(%i: i32, %cap: i32, %action: i32) -> i32 {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %minus1 = arith.constant -1 : i32
    %inside = arith.cmpi ult, %i, %cap : i32
    %r = scf.if %inside -> (i32) {
      scf.yield %i : i32
    } else {
      %clamp = arith.cmpi eq, %action, %c1 : i32
      %wrap = arith.cmpi eq, %action, %c2 : i32
      %drop = arith.cmpi eq, %action, %c3 : i32
      %last = arith.subi %cap, %c1 : i32
      %rem = arith.remui %i, %cap : i32
      %a = arith.select %clamp, %last, %i : i32
      %b = arith.select %wrap, %rem, %a : i32
      %c = arith.select %drop, %minus1, %b : i32
      scf.yield %c : i32
    }
    return %r : i32
  }
  // `count` zero bytes of L1 at `addr`.
  func.func private @tanto.zero_bytes(%addr: i32, %count: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %z = arith.constant 0 : i8
    scf.for %k = %c0 to %count step %c1 : i32 {
      %a = arith.addi %addr, %k : i32
      %p = func.call @tanto.ptr(%a) : (i32) -> !llvm.ptr
      llvm.store %z, %p : i8, !llvm.ptr
    }
    return
  }
  // MGATHER (write = 0) / MSCATTER (write = 1): the tile's valid region
  // (rows x cols at `tile`, `pitch` bytes per row) from or to a table of
  // table_rows x table_cols elements at view element `offset`, `stride`
  // elements per table row. Row mode (elem = 0): tile row r is table row
  // idx[r] (uint32 at idx + r * idx_step); element mode: tile (r, c) is
  // table element idx[r, c] (at idx + r * idx_pitch + 4c), row-major.
  // write = 2, 3, 4: an atomic MSCATTER (add, max, min) of elements of data
  // format `format`.
  func.func private @tanto.pto.indexed_move(%tile: i32, %pitch: i32, %rows: i32, %cols: i32, %idx: i32, %idx_step: i32, %idx_pitch: i32,
                                            %base: i32, %page: i32, %esize: i32, %offset: i32, %table_rows: i32, %table_cols: i32,
                                            %stride: i32, %elem: i32, %action: i32, %write: i32, %format: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %writing = arith.cmpi ne, %write, %c0 : i32
    %atomic = arith.cmpi ugt, %write, %c1 : i32
    %atom = arith.subi %write, %c1 : i32
    %by_element = arith.cmpi ne, %elem, %c0 : i32
    %cells = arith.muli %table_rows, %table_cols : i32
    %row_bytes = arith.muli %cols, %esize : i32
    scf.for %r = %c0 to %rows step %c1 : i32 {
      %r_off = arith.muli %r, %pitch : i32
      %row = arith.addi %tile, %r_off : i32
      scf.if %by_element {
        scf.for %c = %c0 to %cols step %c1 : i32 {
          %ir = arith.muli %r, %idx_pitch : i32
          %ic = arith.muli %c, %c4 : i32
          %ia0 = arith.addi %idx, %ir : i32
          %ia = arith.addi %ia0, %ic : i32
          %raw = func.call @tanto.load(%ia) : (i32) -> i32
          %k = func.call @tanto.pto.bound(%raw, %cells, %action) : (i32, i32, i32) -> i32
          %cb = arith.muli %c, %esize : i32
          %cell = arith.addi %row, %cb : i32
          %minus = arith.constant -1 : i32
          %skip = arith.cmpi eq, %k, %minus : i32
          scf.if %skip {
            %zero_it = arith.cmpi eq, %write, %c0 : i32
            scf.if %zero_it {
              func.call @tanto.zero_bytes(%cell, %esize) : (i32, i32) -> ()
            }
          } else {
            %tr = arith.divui %k, %table_cols : i32
            %tc = arith.remui %k, %table_cols : i32
            %ts = arith.muli %tr, %stride : i32
            %t0 = arith.addi %offset, %ts : i32
            %element = arith.addi %t0, %tc : i32
            scf.if %writing {
              scf.if %atomic {
                func.call @tanto.pto.atomic_elements(%cell, %base, %page, %esize, %element, %c1, %atom, %format) : (i32, i32, i32, i32, i32, i32, i32, i32) -> ()
              } else {
                func.call @tanto.noc.write_global(%cell, %base, %page, %esize, %element, %c1, %c0) : (i32, i32, i32, i32, i32, i32, i32) -> ()
                func.call @tanto_rt_noc_write_barrier() : () -> ()
              }
            } else {
              func.call @tanto.noc.read_global(%cell, %base, %page, %esize, %element, %c1, %c0) : (i32, i32, i32, i32, i32, i32, i32) -> ()
            }
          }
        }
      } else {
        %ia_r = arith.muli %r, %idx_step : i32
        %ia = arith.addi %idx, %ia_r : i32
        %raw = func.call @tanto.load(%ia) : (i32) -> i32
        %t = func.call @tanto.pto.bound(%raw, %table_rows, %action) : (i32, i32, i32) -> i32
        %minus = arith.constant -1 : i32
        %skip = arith.cmpi eq, %t, %minus : i32
        scf.if %skip {
          %zero_it = arith.cmpi eq, %write, %c0 : i32
          scf.if %zero_it {
            func.call @tanto.zero_bytes(%row, %row_bytes) : (i32, i32) -> ()
          }
        } else {
          %ts = arith.muli %t, %stride : i32
          %element = arith.addi %offset, %ts : i32
          scf.if %writing {
            scf.if %atomic {
              func.call @tanto.pto.atomic_elements(%row, %base, %page, %esize, %element, %cols, %atom, %format) : (i32, i32, i32, i32, i32, i32, i32, i32) -> ()
            } else {
              func.call @tanto.noc.write_global(%row, %base, %page, %esize, %element, %cols, %c0) : (i32, i32, i32, i32, i32, i32, i32) -> ()
              func.call @tanto_rt_noc_write_barrier() : () -> ()
            }
          } else {
            func.call @tanto.noc.read_global(%row, %base, %page, %esize, %element, %cols, %c0) : (i32, i32, i32, i32, i32, i32, i32) -> ()
          }
        }
      }
    }
    scf.if %writing {
      func.call @tanto_rt_noc_write_barrier() : () -> ()
    } else {
      func.call @tanto_rt_noc_read_barrier() : () -> ()
    }
    return
  }
  // Rows of a tile from (write = 0) or to (write = 1) a view of a global
  // buffer: row r of the tile (at l1 + r * pitch bytes, `cols` elements) is
  // view element offset + sum_k ((r / inner_k) % shape_k) * stride_k over the
  // view's four outer dimensions (shape s1..s3 innermost last; the outermost
  // needs no modulo), then one NoC barrier.
  func.func private @tanto.pto.transfer(%l1: i32, %pitch: i32, %rows: i32, %cols: i32, %base: i32, %page: i32, %esize: i32, %offset: i32,
                                        %s1: i32, %s2: i32, %s3: i32, %t0: i32, %t1: i32, %t2: i32, %t3: i32, %write: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %writing = arith.cmpi ne, %write, %c0 : i32
    %r = scf.while (%row = %c0) : (i32) -> i32 {
      %more = arith.cmpi ult, %row, %rows : i32
      scf.condition(%more) %row : i32
    } do {
    ^bb0(%row: i32):
      %element = func.call @tanto.pto.view_row(%row, %offset, %s1, %s2, %s3, %t0, %t1, %t2, %t3) : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> i32
      %row_bytes = arith.muli %row, %pitch : i32
      %local = arith.addi %l1, %row_bytes : i32
      scf.if %writing {
        func.call @tanto.noc.write_global(%local, %base, %page, %esize, %element, %cols, %c0) : (i32, i32, i32, i32, i32, i32, i32) -> ()
      } else {
        func.call @tanto.noc.read_global(%local, %base, %page, %esize, %element, %cols, %c0) : (i32, i32, i32, i32, i32, i32, i32) -> ()
      }
      %next = arith.addi %row, %c1 : i32
      scf.yield %next : i32
    }
    scf.if %writing {
      func.call @tanto_rt_noc_write_barrier() : () -> ()
    } else {
      func.call @tanto_rt_noc_read_barrier() : () -> ()
    }
    return
  }
  // The view element of tile row `row`: offset + sum_k ((row / inner_k) %
  // shape_k) * stride_k over the view's four outer dimensions (shape s1..s3
  // innermost last; the outermost needs no modulo).
  func.func private @tanto.pto.view_row(%row: i32, %offset: i32, %s1: i32, %s2: i32, %s3: i32, %t0: i32, %t1: i32, %t2: i32, %t3: i32) -> i32 {
    %in2 = arith.muli %s2, %s3 : i32
    %in1 = arith.muli %s1, %in2 : i32
    %i0 = arith.divui %row, %in1 : i32
    %q1 = arith.divui %row, %in2 : i32
    %i1 = arith.remui %q1, %s1 : i32
    %q2 = arith.divui %row, %s3 : i32
    %i2 = arith.remui %q2, %s2 : i32
    %i3 = arith.remui %row, %s3 : i32
    %o0 = arith.muli %i0, %t0 : i32
    %o1 = arith.muli %i1, %t1 : i32
    %o2 = arith.muli %i2, %t2 : i32
    %o3 = arith.muli %i3, %t3 : i32
    %a = arith.addi %o0, %o1 : i32
    %b = arith.addi %o2, %o3 : i32
    %ab = arith.addi %a, %b : i32
    %element = arith.addi %offset, %ab : i32
    return %element : i32
  }
  // TSTORE through the fix-pipe (an accumulator converted, clamped at 0,
  // quantised) or adding atomically: the tile's rows placed as
  // tanto.pto.transfer places them, one runtime call per element. `esize`
  // is the view's element size, `src_esize` the tile's; `mode` is the
  // tile's data format, the view's << 8, ReLU << 16, atomic add << 17 and
  // the quantiser << 18: 0 none, 1 the word pre_low | pre_high << 32, 2
  // column c's word at L1 address pre_low + 8c (TSTORE_FP's scaling tile).
  func.func private @tanto.pto.store_elements(%l1: i32, %pitch: i32, %rows: i32, %cols: i32, %base: i32, %page: i32, %esize: i32, %offset: i32,
                                              %s1: i32, %s2: i32, %s3: i32, %t0: i32, %t1: i32, %t2: i32, %t3: i32,
                                              %src_esize: i32, %mode: i32, %pre_low: i32, %pre_high: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c8 = arith.constant 8 : i32
    %c18 = arith.constant 18 : i32
    %quantiser = arith.shrui %mode, %c18 : i32
    %per_column = arith.cmpi eq, %quantiser, %c2 : i32
    scf.for %row = %c0 to %rows step %c1 : i32 {
      %element = func.call @tanto.pto.view_row(%row, %offset, %s1, %s2, %s3, %t0, %t1, %t2, %t3) : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> i32
      %row_bytes = arith.muli %row, %pitch : i32
      %local = arith.addi %l1, %row_bytes : i32
      scf.for %col = %c0 to %cols step %c1 : i32 {
        %e = arith.addi %element, %col : i32
        %at = func.call @tanto.noc.dram(%base, %page, %esize, %e) : (i32, i32, i32, i32) -> i64
        %col_bytes = arith.muli %col, %src_esize : i32
        %from = arith.addi %local, %col_bytes : i32
        %word_bytes = arith.muli %col, %c8 : i32
        %word_at = arith.addi %pre_low, %word_bytes : i32
        %low = arith.select %per_column, %word_at, %pre_low : i32
        func.call @tanto_rt_pto_store_element(%at, %from, %mode, %low, %pre_high) : (i64, i32, i32, i32, i32) -> ()
      }
    }
    return
  }

  // TPUT_ASYNC / TGET_ASYNC: `count` elements from global element
  // `src_offset` to `dst_offset`, staged through the scratch tile in chunks
  // of its size, as pto-isa's MTE path does (GM -> UB -> GM).
  func.func private @tanto.pto.gm_copy(%scratch: i32, %scratch_bytes: i32, %dst_base: i32, %dst_page: i32, %dst_offset: i32,
                                       %src_base: i32, %src_page: i32, %src_offset: i32, %esize: i32, %count: i32) {
    %c0 = arith.constant 0 : i32
    %chunk = arith.divui %scratch_bytes, %esize : i32
    %r = scf.while (%done = %c0) : (i32) -> i32 {
      %more = arith.cmpi ult, %done, %count : i32
      scf.condition(%more) %done : i32
    } do {
    ^bb0(%done: i32):
      %left = arith.subi %count, %done : i32
      %n = arith.minui %left, %chunk : i32
      %from = arith.addi %src_offset, %done : i32
      %to = arith.addi %dst_offset, %done : i32
      func.call @tanto.noc.read_global(%scratch, %src_base, %src_page, %esize, %from, %n, %c0) : (i32, i32, i32, i32, i32, i32, i32) -> ()
      func.call @tanto_rt_noc_read_barrier() : () -> ()
      func.call @tanto.noc.write_global(%scratch, %dst_base, %dst_page, %esize, %to, %n, %c0) : (i32, i32, i32, i32, i32, i32, i32) -> ()
      func.call @tanto_rt_noc_write_barrier() : () -> ()
      %next = arith.addi %done, %n : i32
      scf.yield %next : i32
    }
    return
  }
}
