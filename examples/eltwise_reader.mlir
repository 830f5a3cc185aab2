// The reader kernel of the Tanto spec's Appendix A (elementwise binary op),
// written directly in Tanto's dialects: for each of N passes it streams
// num_frames frames of two global buffers into the pipes pa and pb.
func.func @reader(%ga: !noc.global<bf16>, %gb: !noc.global<bf16>,
                  %pa: !pipe.pipe<bf16>, %pb: !pipe.pipe<bf16>,
                  %n: i32, %num_frames: i32, %frame_tiles: i32,
                  %start: i32, %stride: i32) attributes {tanto.role = "read"} {
  "pipe.set_frame"(%pa, %frame_tiles) : (!pipe.pipe<bf16>, i32) -> ()
  "pipe.set_frame"(%pb, %frame_tiles) : (!pipe.pipe<bf16>, i32) -> ()
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %tile = arith.constant 1024 : i32
  %frame_items = arith.muli %frame_tiles, %tile : i32
  %end = scf.for %pass = %c0 to %n step %c1 iter_args(%first = %start) -> (i32) : i32 {
    %last = scf.for %i = %c0 to %num_frames step %c1 iter_args(%pos = %first) -> (i32) : i32 {
      "pipe.reserve_back"(%pa) : (!pipe.pipe<bf16>) -> ()
      "pipe.reserve_back"(%pb) : (!pipe.pipe<bf16>) -> ()
      "noc.read"(%pa, %c0, %ga, %pos, %frame_items) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
      "noc.read"(%pb, %c0, %gb, %pos, %frame_items) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
      "noc.read_barrier"() : () -> ()
      "pipe.push_back"(%pa) : (!pipe.pipe<bf16>) -> ()
      "pipe.push_back"(%pb) : (!pipe.pipe<bf16>) -> ()
      %next = arith.addi %pos, %frame_items : i32
      scf.yield %next : i32
    }
    %next_start = arith.addi %first, %stride : i32
    scf.yield %next_start : i32
  }
  return
}
