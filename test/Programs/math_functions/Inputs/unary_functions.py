"""Every unary function of the math object, run by tanto-run against a
reference written here from its definition (numpy and Python's math module
in f64, rounded to f32 once; nothing shared with the simulator).

usage: unary_functions.py TILE_TOML OUT_DIR

Reads the UnaryFn values of the tile dialect (TILE_TOML), writes into OUT_DIR
a program whose compute kernel applies function k to input tile k (1024 f32
values from the function's domain) in an f32 destination slot and packs it
to output tile k, runs it, and compares each output element with the
reference within one f32 ulp (predicates and exact functions exactly).
Prints one line per mismatch, per function without a reference, per
reference without a function, and a summary line.
"""
import math
import os
import subprocess
import sys
import tomllib

import numpy as np

TILE = 1024
F32 = np.float32


def f32_bits(value):
    return int(np.array(value, F32).view(np.uint32))


def erfinv(y):
    """Inverse of math.erf by Newton's method from a rough start."""
    if y <= -1.0 or y >= 1.0:
        return math.copysign(math.inf, y) if abs(y) == 1.0 else math.nan
    x = math.copysign(math.sqrt(-math.log((1.0 - y) * (1.0 + y))), y) * 0.8
    for _ in range(60):
        step = (math.erf(x) - y) / (2.0 / math.sqrt(math.pi) * math.exp(-x * x))
        x -= step
        if abs(step) <= 1e-17 * max(1.0, abs(x)):
            break
    return x


def each(f):
    """An elementwise f64 function from a scalar one."""
    return lambda x, p: np.array([f(float(v)) for v in x])


def where(condition, yes, no):
    return np.where(condition, yes, no).astype(np.float64)


def bf16_nearest_even(x):
    bits = np.asarray(x, F32).view(np.uint32).astype(np.uint64)
    rounded = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
    return rounded.astype(np.uint32).view(F32).astype(np.float64)


def gelu(x, p):
    return 0.5 * x * (1.0 + np.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x**3)))


# name: (domain, parameter, reference(x, p), exact)
# The parameter is an f32 (its bits are the word) or, for power, the
# integer word itself; the reference sees the value the word stands for.
REFERENCES = {
    "abs": ("any", None, lambda x, p: np.abs(x), True),
    "acos": ("unit", None, lambda x, p: np.arccos(x), False),
    "add_scalar": ("any", 1.5, lambda x, p: x + p, False),
    "asin": ("unit", None, lambda x, p: np.arcsin(x), False),
    "atan": ("any", None, lambda x, p: np.arctan(x), False),
    "cos": ("any", None, lambda x, p: np.cos(x), False),
    "div_scalar": ("any", 3.0, lambda x, p: x / p, False),
    "elu": ("any", 0.5, lambda x, p: where(x <= 0, p * np.expm1(x), x), False),
    "eqz": ("special", None, lambda x, p: where(x == 0, 1.0, 0.0), True),
    "erf": ("any", None, each(math.erf), False),
    "erfc": ("any", None, each(math.erfc), False),
    "erfinv": ("unit", None, each(erfinv), False),
    "exp": ("wide", None, lambda x, p: np.exp(x), False),
    "exp2": ("wide", None, lambda x, p: np.exp2(x), False),
    "expm1": ("any", None, lambda x, p: np.expm1(x), False),
    "gelu": ("any", None, gelu, False),
    "gez": ("special", None, lambda x, p: where(x >= 0, 1.0, 0.0), True),
    "gtz": ("special", None, lambda x, p: where(x > 0, 1.0, 0.0), True),
    "heaviside": ("special", 0.5, lambda x, p: where(x < 0, 0.0, where(x > 0, 1.0, p)), True),
    "i0": ("any", None, lambda x, p: np.i0(x), False),
    "isfinite": ("special", None, lambda x, p: where(np.isfinite(x), 1.0, 0.0), True),
    "isinf": ("special", None, lambda x, p: where(np.isinf(x), 1.0, 0.0), True),
    "isnan": ("special", None, lambda x, p: where(np.isnan(x), 1.0, 0.0), True),
    "isneginf": ("special", None, lambda x, p: where(x == -np.inf, 1.0, 0.0), True),
    "isposinf": ("special", None, lambda x, p: where(x == np.inf, 1.0, 0.0), True),
    "leaky_relu": ("any", 0.1, lambda x, p: where(x <= 0, p * x, x), False),
    "lez": ("special", None, lambda x, p: where(x <= 0, 1.0, 0.0), True),
    "log": ("positive", None, lambda x, p: np.log(x), False),
    "log_with_base": ("positive", 10.0, lambda x, p: np.log(x) / np.log(p), False),
    "logical_not": ("special", None, lambda x, p: where(x == 0, 1.0, 0.0), True),
    "ltz": ("special", None, lambda x, p: where(x < 0, 1.0, 0.0), True),
    # max(slot, next slot): the kernel fills the next slot with 0.5.
    "max": ("any", None, lambda x, p: np.maximum(x, 0.5), True),
    "mul_scalar": ("any", -2.5, lambda x, p: x * p, False),
    "nez": ("special", None, lambda x, p: where(x != 0, 1.0, 0.0), True),
    "power": ("any", 3, lambda x, p: x**p, False),
    "recip": ("nonzero", None, lambda x, p: 1.0 / x, False),
    "relu": ("any", None, lambda x, p: where(x < 0, 0.0, x), True),
    "relu_max": ("any", 1.0, lambda x, p: where(x > p, p, where(x < 0, 0.0, x)), True),
    "relu_min": ("any", 0.5, lambda x, p: where(x < p, 0.0, x), True),
    "rsqrt": ("positive", None, lambda x, p: 1.0 / np.sqrt(x), False),
    "rsub_scalar": ("any", 2.0, lambda x, p: p - x, False),
    "sigmoid": ("any", None, lambda x, p: 1.0 / (1.0 + np.exp(-x)), False),
    "sign": ("special", None, lambda x, p: where(x < 0, -1.0, where(x > 0, 1.0, 0.0)), True),
    "signbit": ("special", None, lambda x, p: where(np.signbit(x), 1.0, 0.0), True),
    "sin": ("any", None, lambda x, p: np.sin(x), False),
    "sqrt": ("positive", None, lambda x, p: np.sqrt(x), False),
    "square": ("any", None, lambda x, p: x * x, False),
    "sub_scalar": ("any", 0.75, lambda x, p: x - p, False),
    "tan": ("tan", None, lambda x, p: np.tan(x), False),
    "tanh": ("any", None, lambda x, p: np.tanh(x), False),
    "ceil": ("any", None, lambda x, p: np.ceil(x), True),
    "floor": ("any", None, lambda x, p: np.floor(x), True),
    "cast_bf16_u16": (
        "cast",
        None,
        lambda x, p: np.nan_to_num(np.clip(np.rint(x), 0.0, 65535.0), nan=0.0),
        True,
    ),
    "cast_u16_bf16": ("cast", None, lambda x, p: bf16_nearest_even(x), True),
    # tt-metal's silu_tile: x * sigmoid(x).
    "silu": ("wide", None, lambda x, p: x * (1.0 / (1.0 + np.exp(-x))), False),
}


def domain(name, rng):
    """1024 f32 inputs: normal numbers, and the edge values where they mean
    something (zeros of both signs, infinities, NaN)."""
    uniform = lambda lo, hi: rng.uniform(lo, hi, TILE)
    values = {
        "any": uniform(-4.0, 4.0),
        "wide": uniform(-20.0, 20.0),
        "unit": uniform(-0.999, 0.999),
        "positive": uniform(0.01, 50.0),
        "nonzero": np.where(rng.random(TILE) < 0.5, -1.0, 1.0) * uniform(0.05, 8.0),
        "tan": uniform(-1.4, 1.4),
        "cast": uniform(-20.0, 70000.0),
        "special": uniform(-3.0, 3.0),
    }[name]
    # Halves (ceil, floor, casts' ties) and exact zeros.
    values[:64] = np.round(values[:64] * 2.0) / 2.0
    values[64:72] = 0.0
    if name == "special":
        values[72:80] = [-0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 1e-30, -1e-30]
    if name == "cast":
        values[72:76] = [np.nan, 256.0 + 1.0, 256.0 + 3.0, 65535.6]
    if name in ("positive", "nonzero"):
        values[64:72] = 1.0
    return values.astype(F32)


def parameter_word(name, p):
    if p is None:
        return None
    return p if name == "power" else f32_bits(p)


def parameter_value(name, p):
    return float(p) if name == "power" else float(np.array(p, F32))


def compute_kernel(functions):
    lines = ["void kernel(pipe<float> p_x, pipe<float> p_y) {"]
    for name in functions:
        _, p, _, _ = REFERENCES[name]
        word = parameter_word(name, p)
        call = f"acc.{name}(0)" if word is None else f"acc.{name}(0, {word:#x}u)"
        lines += [
            f"    // {name}",
            "    p_x.wait_front();",
            "    p_y.reserve_back();",
            "    {",
            "        math<float> acc;",
            "        acc.copy(p_x, 0, 0);",
        ]
        if name == "max":
            lines.append("        acc.fill(1, 0.5f);")
        lines += [
            f"        {call};",
            "        acc.pack(0, p_y);",
            "    }",
            "    p_y.push_back();",
            "    p_x.pop_front();",
        ]
    lines.append("}")
    return "\n".join(lines) + "\n"


READER = """void kernel(global<float> x, pipe<float> p_x, uint32 num_tiles) {
    for (uint32 t = 0; t < num_tiles; t++) {
        p_x.reserve_back();
        p_x.read(0, x, t * 1024, 1024);
        read_barrier();
        p_x.push_back();
    }
}
"""

WRITER = """void kernel(global<float> y, pipe<float> p_y, uint32 num_tiles) {
    for (uint32 t = 0; t < num_tiles; t++) {
        p_y.wait_front();
        p_y.write(0, y, t * 1024, 1024);
        write_barrier();
        p_y.pop_front();
    }
}
"""


def program(n):
    text = 'name = "unary_functions"\n'
    for name, io in (("x", "input"), ("y", "output")):
        text += (
            f'\n[[global]]\nname = "{name}"\ntype = "float"\n'
            f'elements = {n * TILE}\npage = {TILE}\nio = "{io}"\n'
        )
    for name in ("cb_x", "cb_y"):
        text += f'\n[[pipe]]\nname = "{name}"\ntype = "float"\nframe = 1\nframes = 2\ncores = "0,0"\n'
    kernels = (
        ("reader", f'{{ x = "x", p_x = "cb_x", num_tiles = {n} }}'),
        ("compute", '{ p_x = "cb_x", p_y = "cb_y" }'),
        ("writer", f'{{ y = "y", p_y = "cb_y", num_tiles = {n} }}'),
    )
    for name, args in kernels:
        text += (
            f'\n[[kernel]]\nname = "{name}"\nsource = "{name}.cpp"\n'
            f'cores = "0,0"\nargs = {args}\n'
        )
    return text


def ulp_distance(a, b):
    """Distance of f32 arrays in units in the last place (0 for two NaNs)."""
    def ordered(v):
        i = v.view(np.int32).astype(np.int64)
        return np.where(i < 0, -(i & 0x7FFFFFFF), i)

    distance = np.abs(ordered(a) - ordered(b))
    both_nan = np.isnan(a) & np.isnan(b)
    return np.where(both_nan, 0, np.where(np.isnan(a) | np.isnan(b), 1 << 40, distance))


def main():
    tile_toml, out = sys.argv[1], sys.argv[2]
    with open(tile_toml, "rb") as f:
        enums = {e["name"]: e["values"] for e in tomllib.load(f)["enum"]}
    functions = enums["UnaryFn"]
    failures = [f"{name}: no reference here" for name in functions if name not in REFERENCES]
    failures += [f"{name}: a reference of no UnaryFn" for name in REFERENCES if name not in functions]
    functions = [name for name in functions if name in REFERENCES]
    rng = np.random.default_rng(0x5EED)
    inputs = [domain(REFERENCES[name][0], rng) for name in functions]
    os.makedirs(out, exist_ok=True)
    files = {
        "program.toml": program(len(functions)),
        "reader.cpp": READER,
        "compute.cpp": compute_kernel(functions),
        "writer.cpp": WRITER,
    }
    for file, text in files.items():
        with open(os.path.join(out, file), "w") as f:
            f.write(text)
    np.save(os.path.join(out, "x.npy"), np.concatenate(inputs))
    run = subprocess.run(
        ["tanto-run", os.path.join(out, "program.toml"), "-q",
         "--input", f"x={os.path.join(out, 'x.npy')}",
         "--output", f"y={os.path.join(out, 'y.npy')}"],
        capture_output=True,
        text=True,
    )
    if run.returncode != 0:
        print(f"tanto-run exits {run.returncode}:\n{run.stderr}")
        return 1
    outputs = np.load(os.path.join(out, "y.npy")).astype(F32).reshape(len(functions), TILE)
    with np.errstate(all="ignore"):
        for name, x, y in zip(functions, inputs, outputs):
            _, p, reference, exact = REFERENCES[name]
            p = None if p is None else parameter_value(name, p)
            expected = np.asarray(reference(x.astype(np.float64), p), np.float64).astype(F32)
            distance = ulp_distance(y, expected)
            bad = np.nonzero(distance > (0 if exact else 1))[0]
            if len(bad):
                k = bad[0]
                failures.append(
                    f"{name}: {len(bad)} of {TILE} differ; first {name}({x[k]!r}) = "
                    f"{y[k]!r}, expected {expected[k]!r}"
                )
    for failure in failures:
        print(failure)
    print(f"{len(functions)} unary functions run, {len(failures)} failures")
    return 1 if failures else 0


sys.exit(main())
