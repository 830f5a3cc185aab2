// A constant count below one breaks the definition's `positive` rule.
func.func @bad(%dst: !noc.local<f32>, %src: !noc.local<f32>) {
  %c0 = arith.constant 0 : i32
  %zero = arith.constant 0 : i32
  "probe.fetch"(%dst, %c0, %src, %c0, %zero) : (!noc.local<f32>, i32, !noc.local<f32>, i32, i32) -> ()
  return
}
