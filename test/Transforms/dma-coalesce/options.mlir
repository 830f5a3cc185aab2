// Bad options are located pipeline errors, not crashes.
// RUN: not tanto-opt %s --pass-pipeline='builtin.module(tanto-dma-coalesce{arch=nope})' 2>&1 | FileCheck %s --check-prefix=ARCH
// RUN: not tanto-opt %s --pass-pipeline='builtin.module(tanto-dma-coalesce{max-burst=abc})' 2>&1 | FileCheck %s --check-prefix=BURST
// RUN: not tanto-opt %s --pass-pipeline='builtin.module(tanto-dma-coalesce{bogus=1})' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// An arch the module names but that does not exist fails the pass.
// RUN: not tanto-opt %s --pass-pipeline='builtin.module(tanto-dma-coalesce)' 2>&1 | FileCheck %s --check-prefix=MODULE

// ARCH: error: invalid pass pipeline: {{.*}}tanto-dma-coalesce: unknown architecture `nope`; expected one of: wormhole_b0, blackhole
// BURST: error: invalid pass pipeline: {{.*}}option `max-burst`: expected an unsigned integer, got `abc`
// UNKNOWN: error: invalid pass pipeline: {{.*}}unknown option `bogus`; known options: arch, max-burst, stats
// MODULE: options.mlir:[[@LINE+1]]:1: error: tanto-dma-coalesce: unknown architecture `grayskull`
module attributes {tanto.arch = "grayskull"} {
}
