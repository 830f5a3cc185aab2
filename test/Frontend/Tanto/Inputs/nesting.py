"""Prints an input nested N levels deep, for nesting-limits.test.

usage: nesting.py KIND N
"""
import sys

kind, n = sys.argv[1], int(sys.argv[2])


def kernel(body):
    return "void kernel(uint32 n) {\n  uint32 x = n;\n  " + body + "\n}"


# The kernel's braces are one bracket level of their own.
KINDS = {
    "parens": lambda: kernel("x = " + "(" * n + "x" + ")" * n + ";"),
    "blocks": lambda: kernel("{" * n + "x = 1;" + "}" * n),
    "else-if": lambda: kernel("if (x == 0) x = 1;" + " else if (x == 1) x = 2;" * n),
    "not": lambda: kernel("bool b = " + "!" * n + "true;"),
    "sum": lambda: kernel("uint32 y = x" + " + x" * n + ";"),
    "macros": lambda: "".join("#define M%d M%d\n" % (i, i + 1) for i in range(n))
    + "#define M%d 1\n" % n
    + kernel("x = M0;"),
    "if-expression": lambda: "#if " + "(" * n + "1" + ")" * n + "\n#endif\n" + kernel(""),
}

print(KINDS[kind]())
