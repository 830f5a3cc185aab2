#!/usr/bin/env python3
"""Generate a large input for one frontend, for timing the compiler
(scripts/bench-compiler.sh, part d) and for the linear-time regression tests
(test/Tools/reliability/linear-*.test).

  tanto N [CHAIN]  a Tanto kernel of N statements, each updating one variable
                   from the one before: CHAIN is add (`x = x + c`, default),
                   sub, not (`b = !b` of a comparison) or select
                   (`x = c ? x : n + k`). Upstream's canonicalizer used to fold
                   such chains in quadratic time and memory.
  pto N            a PTO function of N `pto.tadd`s, each adding the tile
                   before to the loaded one: N tiles for `tanto-pto-alloc`.
  program N        a device program declaring N semaphores.

usage: gen_frontend.py tanto|pto|program N [CHAIN] [-o FILE]
"""
import argparse
import sys


def tanto(n: int, chain: str) -> str:
    lines = ["void kernel(uint32 n, global<uint32> out, local<uint32> l, pipe<uint32> p) {"]
    if chain == "not":
        lines.append("    bool b = n < 7;")
        lines += ["    b = !b;"] * n
        lines.append("    if (b) {")
    else:
        lines += ["    uint32 x = n;", "    bool c = n > 5;"]
        step = {
            "add": "    x = x + {c};",
            "sub": "    x = x - {c};",
            "select": "    x = c ? x : n + {c};",
        }[chain]
        lines += [step.format(c=i % 7 + 2) for i in range(n)]
        lines.append("    if (x != 0) {")
    # A use, so that the chain is live through the whole pipeline.
    lines += ["        p.reserve_back();", "        p.push_back();", "    }", "}"]
    return "\n".join(lines) + "\n"


def pto(n: int) -> str:
    tile = "!pto.tile<16x16xf32>"
    view = "!pto.partition_tensor_view<16x16xf32>"
    lines = [
        "func.func @chain(%a: !pto.ptr<f32>, %out: !pto.ptr<f32>) {",
        "  %c0 = arith.constant 0 : index",
        "  %c1 = arith.constant 1 : index",
        "  %c16 = arith.constant 16 : index",
    ]
    for name, ptr in (("va", "%a"), ("vo", "%out")):
        lines.append(f"  %{name} = pto.make_tensor_view {ptr}, shape = [%c16, %c16], "
                     "strides = [%c16, %c1] : !pto.tensor_view<16x16xf32>")
    for name, v in (("pa", "%va"), ("po", "%vo")):
        lines.append(f"  %{name} = pto.partition_view {v}, offsets = [%c0, %c0], "
                     f"sizes = [%c16, %c16] : !pto.tensor_view<16x16xf32> -> {view}")
    lines.append(f"  %t0 = pto.tload %pa : {view} -> {tile}")
    lines += [f"  %t{i + 1} = pto.tadd %t{i}, %t0 : ({tile}, {tile}) -> {tile}" for i in range(n)]
    lines += [f"  pto.tstore %t{n}, %po : ({tile}, {view}) -> ()", "  return", "}"]
    return "\n".join(lines) + "\n"


def program(n: int) -> str:
    # Each semaphore on one of sixteen 4x1 ranges tiling the 8x8 grid, so
    # 100,000 of them (6,250 a core) fit in L1; every two on one range
    # conflict, so the planner stacks thousands per core.
    def cores(i: int) -> str:
        x, y = 4 * (i % 2), (i // 2) % 8
        return f"{x},{y}-{x + 3},{y}"

    parts = ['name = "semaphores"\n']
    parts += [f'[[semaphore]]\nname = "s{i}"\ncores = "{cores(i)}"\n' for i in range(n)]
    return "\n".join(parts)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("kind", choices=["tanto", "pto", "program"])
    parser.add_argument("n", type=int)
    parser.add_argument("chain", nargs="?", default="add",
                        choices=["add", "sub", "not", "select"])
    parser.add_argument("-o", "--output")
    args = parser.parse_args()
    text = {"tanto": lambda: tanto(args.n, args.chain), "pto": lambda: pto(args.n),
            "program": lambda: program(args.n)}[args.kind]()
    with open(args.output, "w") if args.output else sys.stdout as out:
        out.write(text)


main()
