// Every verifier rule of the zta dialect: each split holds one violation and
// pins its message and location.
// RUN: tanto-opt %s -split-input-file -verify-diagnostics

// The space is one of the four the runtime places.
func.func @space_unknown() {
  // expected-error@+1 {{'zta.space' op attribute 'space' is "dram"; expected one of: ddr, scratch, stage, pcore}}
  %0 = "zta.space"() {space = "dram"} : () -> !noc.global<i8>
  return
}

// -----

func.func @space_missing() {
  // expected-error@+1 {{'zta.space' op requires string attribute 'space'}}
  %0 = "zta.space"() : () -> !noc.global<i8>
  return
}

// -----

// A space is a global or a local buffer, nothing else.
func.func @space_semaphore() {
  // expected-error@+1 {{'zta.space' op result #0 (buffer) must be !noc.global or !noc.local, but it is !noc.semaphore}}
  %0 = "zta.space"() {space = "ddr"} : () -> !noc.semaphore
  return
}

// -----

// The DDR window is the global buffer (an address and a page) ...
func.func @ddr_as_local() {
  // expected-error@+1 {{'zta.space' op space ddr is a !noc.global buffer, but the result is !noc.local<i8>}}
  %0 = "zta.space"() {space = "ddr"} : () -> !noc.local<i8>
  return
}

// -----

// ... and the other spaces local buffers (an L1 address).
func.func @scratch_as_global() {
  // expected-error@+1 {{'zta.space' op space scratch is a !noc.local buffer, but the result is !noc.global<i16>}}
  %0 = "zta.space"() {space = "scratch"} : () -> !noc.global<i16>
  return
}

// -----

func.func @pcore_as_global() {
  // expected-error@+1 {{'zta.space' op space pcore is a !noc.local buffer, but the result is !noc.global<i16>}}
  %0 = "zta.space"() {space = "pcore"} : () -> !noc.global<i16>
  return
}

// -----

// A kernel binds the DDR window as a global buffer.
func.func @bind_local_ddr(%s: !noc.local<i8>) {
  // expected-error@+1 {{'zta.bind' op operand #0 (ddr) must be !noc.global, but it is !noc.local<i8>}}
  "zta.bind"(%s, %s, %s) : (!noc.local<i8>, !noc.local<i8>, !noc.local<i8>) -> ()
  return
}

// -----

func.func @bind_pcores_narrow(%pcore: !noc.local<i16>, %x0: i16, %y0: i32) {
  // expected-error@+1 {{'zta.bind_pcores' op operand #1 (x0) must be i32, but it is i16}}
  "zta.bind_pcores"(%pcore, %x0, %y0, %y0) : (!noc.local<i16>, i16, i32, i32) -> ()
  return
}

// -----

func.func @pcores_two_results() {
  // expected-error@+1 {{'zta.pcores' op expects results (x0, y0, width) but has 2 results}}
  %0:2 = "zta.pcores"() : () -> (i32, i32)
  return
}

// -----

func.func @exe_without_threads(%k: i32) {
  // expected-error@+1 {{'zta.exe' op expects operands (kernel, pcores, threads) but has 2 operands}}
  "zta.exe"(%k, %k) : (i32, i32) -> ()
  return
}
