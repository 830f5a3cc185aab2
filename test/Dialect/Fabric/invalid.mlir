// Every verifier rule of the fabric dialect: each split holds one violation
// and pins its message and location.
// RUN: tanto-opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{'fabric.program' op pes holds 3 numbers; it holds (x, y) pairs}}
"fabric.program"() {sym_name = "p", file = "pe.csl", pes = array<i64: 0, 0, 1>} : () -> ()

// -----

// expected-error@+1 {{'fabric.program' op PE (1, 0) is listed twice}}
"fabric.program"() {sym_name = "p", file = "pe.csl", pes = array<i64: 1, 0, 1, 0>} : () -> ()

// -----

// expected-error@+1 {{'fabric.route' op color is -1; it must be non-negative}}
"fabric.route"() {x = 0 : i64, y = 0 : i64, color = -1 : i64, rx = "ramp", tx = "east"} : () -> ()

// -----

// expected-error@+1 {{'fabric.route' op tx names `up`; directions are north, south, east, west, ramp}}
"fabric.route"() {x = 0 : i64, y = 0 : i64, color = 1 : i64, rx = "ramp", tx = "up"} : () -> ()

// -----

// expected-error@+1 {{'fabric.route' op rx names `west` twice}}
"fabric.route"() {x = 0 : i64, y = 0 : i64, color = 1 : i64, rx = "west,west", tx = "ramp"} : () -> ()

// -----

// expected-error@+1 {{'fabric.switch' op position 1 receives from `west,east`; a position receives from one direction}}
"fabric.switch"() {x = 0 : i64, y = 0 : i64, color = 1 : i64, positions = "rx=west,east;;", current = 0 : i64, pop_mode = "no_pop"} : () -> ()

// -----

// expected-error@+1 {{'fabric.switch' op 4 positions; a switch has positions 1 to 3}}
"fabric.switch"() {x = 0 : i64, y = 0 : i64, color = 1 : i64, positions = "tx=east;tx=west;tx=north;tx=south", current = 0 : i64, pop_mode = "no_pop"} : () -> ()

// -----

// expected-error@+1 {{'fabric.switch' op current is 2; it is 0 or a valid position}}
"fabric.switch"() {x = 0 : i64, y = 0 : i64, color = 1 : i64, positions = "tx=east;;", current = 2 : i64, pop_mode = "no_pop"} : () -> ()

// -----

// expected-error@+1 {{'fabric.switch' op pop_mode is `sometimes`; it is one of no_pop, always_pop, pop_on_advance}}
"fabric.switch"() {x = 0 : i64, y = 0 : i64, color = 1 : i64, positions = "tx=east", current = 1 : i64, pop_mode = "sometimes"} : () -> ()

// -----

// expected-error@+1 {{'fabric.switch' op position 2 is `up`; it is empty, `rx=<direction>` or `tx=<directions>`}}
"fabric.switch"() {x = 0 : i64, y = 0 : i64, color = 1 : i64, positions = "tx=east;up", current = 0 : i64, pop_mode = "no_pop"} : () -> ()

// -----

// expected-error@+1 {{'fabric.filter' op the index range is 5..=3; it is within 0..=65535 and not empty}}
"fabric.filter"() {x = 0 : i64, y = 0 : i64, color = 1 : i64, min_idx = 5 : i64, max_idx = 3 : i64} : () -> ()

// -----

// expected-error@+1 {{'fabric.counter_filter' op `max_counter` is 70000; a filter's counts are within 0..=65535}}
"fabric.counter_filter"() {x = 0 : i64, y = 0 : i64, color = 1 : i64, init_counter = 0 : i64, limit1 = -1 : i64, limit2 = -1 : i64, max_counter = 70000 : i64} : () -> ()

// -----

// expected-error@+1 {{'fabric.counter_filter' op `limit2` belongs to a sparse counter filter}}
"fabric.counter_filter"() {x = 0 : i64, y = 0 : i64, color = 1 : i64, init_counter = 0 : i64, limit1 = 3 : i64, limit2 = 2 : i64, max_counter = 1 : i64} : () -> ()

// -----

// expected-error@+1 {{'fabric.start_async' op function is `compute`; an asynchronous operation is `__csl_async_<k>`}}
"fabric.start_async"() {function = "compute", queue = 1 : i64, completion = -1 : i64} : () -> ()

// -----

// expected-error@+1 {{'fabric.start_async' op queue is -2; it must be non-negative}}
"fabric.start_async"() {function = "__csl_async_0", queue = -2 : i64, completion = -1 : i64} : () -> ()

// -----

// expected-error@+1 {{'fabric.start_async' op completion is 777; it is -1, or 1 << 8 | id (activate) or 2 << 8 | id (unblock)}}
"fabric.start_async"() {function = "__csl_async_0", queue = 1 : i64, completion = 777 : i64} : () -> ()

// -----

func.func @bad_payload(%c: i32, %f: f32) {
  // expected-error@+1 {{'fabric.send' op operand #1 (payload) must be i32, but it is f32}}
  "fabric.send"(%c, %f) : (i32, f32) -> ()
  return
}

// -----

// expected-error@+1 {{'fabric.dsd_begin' op class is `fdiv`; the classes are fadds, fmacs, fmovs, mov32, mov16, faddh}}
"fabric.dsd_begin"() {class = "fdiv", elements = 4 : i64} : () -> ()

// -----

// expected-error@+1 {{'fabric.dsd_begin' op elements is -4; it must be non-negative}}
"fabric.dsd_begin"() {class = "fadds", elements = -4 : i64} : () -> ()

// -----

func.func @print(%w: i32) {
  // expected-error@+1 {{'fabric.print' op format is `timestamp`; the formats are char, u16, i16, u32, i32, u16_hex, u32_hex, f32, f16, bool}}
  "fabric.print"(%w) {format = "timestamp"} : (i32) -> ()
  return
}

// -----

func.func @trace(%w: i32) {
  // expected-error@+1 {{'fabric.trace' op capacity is 0; it must be positive}}
  "fabric.trace"(%w) {key = "k", capacity = 0 : i64, format = "u32"} : (i32) -> ()
  return
}
