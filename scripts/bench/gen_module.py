#!/usr/bin/env python3
"""Generate a read kernel of N operations for timing the compiler.

One `func.func` with `tanto.role = "read"`: N/2 `arith.addi` computing DRAM
offsets (a chain: each adds a stride to the previous one) and N/2
`noc.read`s of 1 KiB each into four local buffers, with a `noc.read_barrier`
after every BARRIER_EVERY reads (--barrier-every; 0 leaves only the final
barrier, the shape that once made tanto-schedule quadratic). Reads into the same buffer
conflict, so `tanto-schedule` has dependences to follow and barriers to sink
and merge: the block is rescheduled, not skipped.

The stride is a kernel argument, so the adds survive canonicalization. With
--constant-stride it is the constant 1024: upstream's canonicalizer then
folds the chain into N/2 constants, which it does in quadratic time (see
docs/performance.md).

usage: gen_module.py N [--constant-stride] [--barrier-every K] [-o FILE]
"""
import argparse
import sys

BUFFERS = 4
BARRIER_EVERY = 16
READ_TYPES = "(!noc.local<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()"


def generate(ops: int, constant_stride: bool = False, barrier_every: int = BARRIER_EVERY) -> str:
    reads = ops // 2
    adds = ops - reads
    # The offsets start from an argument so that no folding removes the adds.
    scalars = ["%o0: i32"] + ([] if constant_stride else ["%stride: i32"])
    stride = "%c1024" if constant_stride else "%stride"
    args = ", ".join(["%g: !noc.global<bf16>"] + scalars + [f"%x{b}: !noc.local<bf16>" for b in range(BUFFERS)])
    lines = [f'func.func @bench_read({args}) attributes {{tanto.role = "read"}} {{',
             "  %c0 = arith.constant 0 : i32",
             "  %c1024 = arith.constant 1024 : i32"]
    for k in range(1, max(adds, reads) + 1):
        if k <= adds:
            lines.append(f"  %o{k} = arith.addi %o{k - 1}, {stride} : i32")
        if k <= reads:
            offset = f"%o{min(k, adds)}"
            lines.append(f'  "noc.read"(%x{k % BUFFERS}, %c0, %g, {offset}, %c1024) : {READ_TYPES}')
            if barrier_every and k % barrier_every == 0:
                lines.append('  "noc.read_barrier"() : () -> ()')
    lines.append('  "noc.read_barrier"() : () -> ()')
    lines.append("  return")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("ops", type=int, help="number of arith.addi plus noc.read operations")
    parser.add_argument("--constant-stride", action="store_true", help="add the constant 1024 instead of a stride argument")
    parser.add_argument("--barrier-every", type=int, default=BARRIER_EVERY,
                        help="reads between barriers (0: one barrier, at the end)")
    parser.add_argument("-o", "--output", help="output file (default: stdout)")
    options = parser.parse_args()
    text = generate(options.ops, options.constant_stride, options.barrier_every)
    if options.output:
        with open(options.output, "w") as out:
            out.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
