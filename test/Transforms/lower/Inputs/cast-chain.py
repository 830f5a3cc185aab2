"""Writes a kernel with one noc op and a chain of N unrealized casts nothing
uses at its end: the lowering erases the whole chain, one cast after the
other (each dead only once the one after it is gone).

usage: cast-chain.py N OUTPUT
"""
import sys

count, output = int(sys.argv[1]), sys.argv[2]
lines = [
    'module attributes {tanto.arch = "wormhole_b0"} {',
    '  func.func @chain(%local: !noc.local<bf16>) attributes {tanto.role = "read"} {',
    '    %c0 = builtin.unrealized_conversion_cast %local : !noc.local<bf16> to i32',
]
for i in range(1, count):
    if i % 2:
        lines.append(f"    %c{i} = builtin.unrealized_conversion_cast %c{i - 1} : i32 to !noc.local<bf16>")
    else:
        lines.append(f"    %c{i} = builtin.unrealized_conversion_cast %c{i - 1} : !noc.local<bf16> to i32")
lines += ['    "noc.read_barrier"() : () -> ()', "    return", "  }", "}"]
with open(output, "w") as f:
    f.write("\n".join(lines) + "\n")
