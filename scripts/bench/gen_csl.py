#!/usr/bin/env python3
"""A CSL program of N statements for scripts/bench-compiler.sh (part d): a
one-PE layout and a PE file whose statements (alternating an f32 array
update and an i32 sum) sit in functions of 100 statements, which `compute`
calls in turn.

Usage: gen_csl.py N DIR   (writes DIR/layout.csl and DIR/pe.csl)
"""
import sys
from pathlib import Path

PER_FUNCTION = 100


def main():
    n, out = int(sys.argv[1]), Path(sys.argv[2])
    out.mkdir(parents=True, exist_ok=True)
    (out / "layout.csl").write_text(
        "layout {\n"
        "  @set_rectangle(1, 1);\n"
        '  @set_tile_code(0, 0, "pe.csl", .{});\n'
        '  @export_name("compute", fn() void);\n'
        "}\n"
    )
    lines = ["var x = @zeros([4]f32);", "var k: i32 = 0;"]
    functions = (n + PER_FUNCTION - 1) // PER_FUNCTION
    for f in range(functions):
        lines.append(f"fn part{f}() void {{")
        for i in range(f * PER_FUNCTION, min(n, (f + 1) * PER_FUNCTION)):
            if i % 2 == 0:
                lines.append(f"  x[{i % 4}] = x[{(i + 1) % 4}] + {i % 7}.0;")
            else:
                lines.append(f"  k = k + {i % 5};")
        lines.append("}")
    lines.append("fn compute() void {")
    lines.extend(f"  part{f}();" for f in range(functions))
    lines.append("}")
    lines.append("comptime { @export_symbol(compute); }")
    (out / "pe.csl").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
