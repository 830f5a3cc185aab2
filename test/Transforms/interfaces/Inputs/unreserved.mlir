// A fetch into a pipe frame that was never reserved.
func.func @unreserved(%p: !pipe.pipe<bf16> {tanto.name = "p"}, %src: !noc.local<bf16>) {
  %c0 = arith.constant 0 : i32
  %c1024 = arith.constant 1024 : i32
  // The write below is outside reserve_back/push_back.
    "probe.fetch"(%p, %c0, %src, %c0, %c1024) : (!pipe.pipe<bf16>, i32, !noc.local<bf16>, i32, i32) -> ()
  "probe.settle"() : () -> ()
  return
}
