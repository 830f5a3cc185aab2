#!/usr/bin/env python3
"""A ztachip tensor program for scripts/bench-compiler.sh, part z.

statements N: N tensor statements in one C function, cycling through 16
shapes (DDR to scratch-pad transfers of different lengths), so the back end
compiles 16 distinct functions and the frontend and clang see N statements.
concurrent N: N statements of two transfers joined by `,`, CONCURRENT on
their PCORE side, cycling through 16 shapes the same way.
"""
import argparse

parser = argparse.ArgumentParser()
parser.add_argument("kind", choices=["statements", "concurrent"])
parser.add_argument("n", type=int)
parser.add_argument("-o", "--output", required=True)
args = parser.parse_args()

lines = ["void bench(short *p, int n) {"]
for i in range(args.n):
    k = i % 16
    if args.kind == "statements":
        lines.append(f"> SCRATCH(0,64)[0:{k}] <= DDR(p,64)[n:n+{k}];")
    else:
        lines.append(
            f"> CONCURRENT PCORE[0].THREAD[0].k::a[0:{k}] <= DDR(p,64)[0:{k}],"
            f" CONCURRENT PCORE[1].THREAD[0].k::b[0:{k}] <= DDR(p,64)[n:n+{k}];"
        )
lines.append("}")
with open(args.output, "w") as out:
    out.write("\n".join(lines) + "\n")
