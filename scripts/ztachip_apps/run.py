"""Runs ztachip's readable apps in tanto-run against numpy references.

Each runner writes a device program around the app's own tensor program
(its kernels folder, unchanged), its DDR window as the app's host would
lay it out, runs tanto-run and compares what the app wrote with a
reference computed here from what the app computes. Usage:
    run.py ZTACHIP_DIR BIN_DIR WORK_DIR
"""

import math
import pathlib
import subprocess
import sys

import numpy as np

DEVICE_PROGRAM = """name = "{name}"

[[global]]
name = "ddr"
type = "uint8"
elements = {ddr_bytes}
page = {ddr_bytes}
io = "inout"

[[local]]
name = "scratch"
type = "uint8"
elements = 32768
cores = "0,0"

[[local]]
name = "stage"
type = "uint8"
elements = 4
cores = "0,0"

[[local]]
name = "pcore"
type = "int16"
elements = 9504
cores = "0,1-7,1"

[[kernel]]
name = "{name}"
source = "{source}"
function = "{function}"
arguments = [{arguments}]
cores = "0,0"
args = {{ ddr = "ddr", scratch = "scratch", stage = "stage", pcore = "pcore" }}
"""


def run(work, bin_dir, name, source, function, arguments, ddr):
    """Runs `function(arguments)` of the tensor program `source` on DDR
    bytes `ddr` (a power of two of them: the window is one page); the DDR
    bytes after the run."""
    folder = pathlib.Path(work) / name
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "program.toml").write_text(
        DEVICE_PROGRAM.format(
            name=name,
            source=source,
            function=function,
            arguments=", ".join(str(a) for a in arguments),
            ddr_bytes=len(ddr),
        )
    )
    np.save(folder / "ddr.npy", ddr)
    result = subprocess.run(
        [
            str(pathlib.Path(bin_dir) / "tanto-run"),
            str(folder / "program.toml"),
            "--input",
            f"ddr={folder / 'ddr.npy'}",
            "--output",
            f"ddr={folder / 'out.npy'}",
            "-q",
        ],
        capture_output=True,
        text=True,
    )
    if result.returncode != 0:
        errors = [line for line in result.stderr.splitlines() if "error" in line]
        raise RuntimeError(errors[0] if errors else f"tanto-run exit {result.returncode}")
    return np.load(folder / "out.npy")


def gaussian(apps, bin_dir, work):
    """gaussian.m's kernel_gaussian_exe: a 7x7 Gaussian blur (the host's
    kernel: exp(-(x^2+y^2)/(2 sigma^2)) / (2 pi sigma^2) * 1024, truncated)
    of a one-channel image, zero outside it, rounded: ((S >> 9) + 1) >> 1."""
    h, w, ksz, sigma = 48, 100, 7, 0.84089642
    rng = np.random.default_rng(2026)
    image = rng.integers(0, 256, (h, w), dtype=np.uint8)
    half = ksz // 2
    kernel = np.array(
        [
            [
                int(math.exp(-((x - half) ** 2 + (y - half) ** 2) / (2 * sigma * sigma))
                    / (2 * math.pi * sigma * sigma) * 1024)
                for x in range(ksz)
            ]
            for y in range(ksz)
        ],
        dtype=np.int16,
    )
    # The host's buffers: image, result, kernel (the image not at 0: the
    # app reads the rows above it, which it then clears).
    at_image, at_out, at_kernel = 4096, 12288, 20480
    ddr = np.zeros(32768, np.uint8)
    ddr[at_image:at_image + h * w] = image.reshape(-1)
    ddr[at_kernel:at_kernel + 2 * ksz * ksz] = kernel.reshape(-1).view(np.uint8)
    arguments = [0, at_image, at_out, at_kernel, 1, ksz, w, h, w, h, 0, 0, w, h]
    after = run(work, bin_dir, "gaussian", apps / "gaussian/kernels/gaussian.m",
                "kernel_gaussian_exe", arguments, ddr)
    got = after[at_out:at_out + h * w].reshape(h, w).astype(np.int64)
    padded = np.pad(image.astype(np.int64), half)
    total = sum(
        int(kernel[y, x]) * padded[y:y + h, x:x + w] for y in range(ksz) for x in range(ksz)
    )
    reference = ((total >> 9) + 1) >> 1
    return f"{h}x{w} image", int((got != reference).sum()), got.size


def objdet(apps, bin_dir, work):
    """objdet.m's kernel_objdet_exe: for every box, the highest score over
    its classes and the first class that has it (UINT8 scores, a box's
    classes contiguous)."""
    boxes, classes = 600, 20
    rng = np.random.default_rng(7)
    scores = rng.integers(0, 256, (boxes, classes), dtype=np.uint8)
    at_scores, at_max, at_class = 4096, 20480, 24576
    ddr = np.zeros(32768, np.uint8)
    ddr[at_scores:at_scores + boxes * classes] = scores.reshape(-1)
    arguments = [3, at_scores, at_max, at_class, boxes, classes]
    after = run(work, bin_dir, "objdet", apps / "nn/kernels/objdet.m",
                "kernel_objdet_exe", arguments, ddr)
    got_max = after[at_max:at_max + boxes]
    got_class = after[at_class:at_class + boxes]
    wrong = int((got_max != scores.max(axis=1)).sum())
    wrong += int((got_class != scores.argmax(axis=1)).sum())
    return f"{boxes} boxes x {classes}", wrong, 2 * boxes


def signed12(v):
    """12-bit two's complement codes as integers."""
    v = np.asarray(v, np.int64) & 0xFFF
    return np.where(v >= 2048, v - 4096, v)


def spu_table(function):
    """A stream-processor table as ztachip's host builds one: 128 entries
    of (slope, value), entry e covering 32 e .. 32 e + 31, slope =
    (f(last) - f(first)) * 32 / 31."""
    words = []
    for e in range(128):
        first, last = function(32 * e), function(32 * e + 31)
        words += [int((last - first) * 32 / 31), first]
    return np.array(words, np.int16)


def spu_map(table, x):
    """A 12-bit value through `table`, as the stream processor computes
    it: value + rounded slope x remainder / 32, wrapped to 12 bits."""
    x = np.asarray(x, np.int64) & 0xFFF
    entry, remainder = x >> 5, x & 31
    slope = signed12(table[2 * entry])
    value = signed12(table[2 * entry + 1])
    return (value + ((((slope * remainder) >> 4) + 1) >> 1)) & 0xFFF


def pooling(apps, bin_dir, work):
    """fcn.m's kernel_Pooling_exe: each channel's sum over its botdim x
    botdim values, shifted right, through stream table 0 (here 255 - x),
    as UINT8."""
    channels, botdim, shift = 1500, 7, 6
    rng = np.random.default_rng(11)
    bottom = rng.integers(0, 256, (channels, botdim * botdim), dtype=np.uint8)
    table = spu_table(lambda x: 255 - x)
    at_bottom, at_top, at_bundle = 4096, 81920, 90112
    ddr = np.zeros(131072, np.uint8)
    ddr[at_bottom:at_bottom + bottom.size] = bottom.reshape(-1)
    bundle = np.concatenate([np.array([1], np.int16), table])
    ddr[at_bundle:at_bundle + 2 * bundle.size] = bundle.view(np.uint8)
    arguments = [5, at_bottom, at_top, botdim, 1, channels, 1, channels, botdim, at_bundle, shift]
    after = run(work, bin_dir, "pooling", apps / "nn/kernels/fcn.m",
                "kernel_Pooling_exe", arguments, ddr)
    got = after[at_top:at_top + channels]
    sums = bottom.astype(np.int64).sum(axis=1) >> shift
    reference = (spu_map(table, sums) & 0xFF).astype(np.uint8)
    return f"{channels} ch x {botdim}x{botdim}", int((got != reference).sum()), channels


def inner_product(apps, bin_dir, work):
    """fcn.m's kernel_innerProduct_exe: a fully connected layer. Inputs
    and weights (UINT8) enter through stream tables 1 and 2, the bias is
    biasHi x 1024 + biasLo, the sum is shifted right, saturated to 12
    bits and leaves through table 0 as UINT8. The host's weight layout:
    [input / 8][output / 8][input % 8][output % 8]."""
    outputs, inputs, shift = 1024, 64, 7
    rng = np.random.default_rng(13)
    bottom = rng.integers(0, 256, inputs, dtype=np.uint8)
    weights = rng.integers(0, 256, (outputs, inputs), dtype=np.uint8)
    bias_hi = rng.integers(-2, 3, outputs).astype(np.int16)
    bias_lo = rng.integers(-500, 500, outputs).astype(np.int16)
    tables = [
        spu_table(lambda x: x // 2),          # 0: the result, halved
        spu_table(lambda x: x - 128),         # 1: inputs around 0
        spu_table(lambda x: (x - 128) // 4),  # 2: weights around 0
    ]
    layout = weights.reshape(outputs // 8, 8, inputs // 8, 8).transpose(2, 0, 3, 1)
    at_coef, at_hi, at_lo, at_bot, at_top, at_bundle = 4096, 73728, 77824, 81920, 86016, 90112
    ddr = np.zeros(131072, np.uint8)
    ddr[at_coef:at_coef + weights.size] = layout.reshape(-1)
    ddr[at_hi:at_hi + 2 * outputs] = bias_hi.view(np.uint8)
    ddr[at_lo:at_lo + 2 * outputs] = bias_lo.view(np.uint8)
    ddr[at_bot:at_bot + inputs] = bottom
    bundle = np.concatenate([np.array([3], np.int16)] + tables)
    ddr[at_bundle:at_bundle + 2 * bundle.size] = bundle.view(np.uint8)
    arguments = [9, at_coef, at_hi, at_lo, at_bot, at_top, outputs, inputs,
                 outputs, inputs // 8, at_bundle, shift, 8, 16]
    after = run(work, bin_dir, "inner_product", apps / "nn/kernels/fcn.m",
                "kernel_innerProduct_exe", arguments, ddr)
    got = after[at_top:at_top + outputs]
    x = signed12(spu_map(tables[1], bottom))
    w = signed12(spu_map(tables[2], weights))
    total = bias_lo.astype(np.int64) + 1024 * bias_hi.astype(np.int64) + w @ x
    top = np.clip(total >> shift, -2048, 2047)
    reference = (spu_map(tables[0], top) & 0xFF).astype(np.uint8)
    return f"{inputs} -> {outputs}", int((got != reference).sum()), outputs


def resize(apps, bin_dir, work):
    """resize.m's kernel_resize_exe (box resize): horizontally, then
    vertically, each output the weighted sum of the filter's taps from its
    thread's start (filteri), >> 8, saturated, out through stream table 0
    (horizontal) or 1 (vertical). The host's filters here halve the image:
    output t from inputs 2t and 2t+1, weights 128 and 128 (a third tap of
    weight 0, as the 3-tap kernel reads three)."""
    h, w = 64, 128
    rng = np.random.default_rng(17)
    image = rng.integers(0, 256, (h, w), dtype=np.uint8)
    taps = np.zeros((16, 8), np.int16)
    taps[:, 0] = taps[:, 1] = 128
    starts = (2 * np.arange(16)).astype(np.uint8)
    identity = spu_table(lambda x: x)
    at_in, at_out, at_temp, at_filter, at_filteri, at_bundle = 4096, 16384, 20480, 32768, 33024, 33280
    ddr = np.zeros(65536, np.uint8)
    ddr[at_in:at_in + h * w] = image.reshape(-1)
    ddr[at_filter:at_filter + taps.nbytes] = taps.reshape(-1).view(np.uint8)
    ddr[at_filteri:at_filteri + 16] = starts
    bundle = np.concatenate([np.array([2], np.int16), identity, identity])
    ddr[at_bundle:at_bundle + 2 * bundle.size] = bundle.view(np.uint8)
    arguments = [1, at_in, at_out, at_temp, at_filter, at_filter, at_filteri, at_filteri,
                 3, 3, at_bundle, 1, w, h, w // 2, h // 2, 32, 32]
    after = run(work, bin_dir, "resize", apps / "resize/kernels/resize.m",
                "kernel_resize_exe", arguments, ddr)
    got = after[at_out:at_out + (h // 2) * (w // 2)].reshape(h // 2, w // 2)
    wide = image.astype(np.int64)
    across = (wide[:, 0::2] + wide[:, 1::2]) >> 1
    reference = ((across[0::2, :] + across[1::2, :]) >> 1).astype(np.uint8)
    return f"{h}x{w} -> {h // 2}x{w // 2}", int((got != reference).sum()), got.size


def color(apps, bin_dir, work):
    """color.m's kernel_copy_exe, interleaved RGB to one mono channel:
    (154 R + 302 G + 56 B + 256) >> 9, no equalization (stream -1)."""
    h, w = 48, 64
    rng = np.random.default_rng(19)
    rgb = rng.integers(0, 256, (h, w, 3), dtype=np.uint8)
    at_in, at_out = 4096, 16384
    ddr = np.zeros(32768, np.uint8)
    ddr[at_in:at_in + rgb.size] = rgb.reshape(-1)
    interleave, single, mono, rgb_order = 0, 2, 2, 0
    arguments = [2, at_in, at_out, w, h, interleave, rgb_order, single, mono,
                 w, h, 0, 0, 0, 0, w, h, 0]
    after = run(work, bin_dir, "color", apps / "color/kernels/color.m",
                "kernel_copy_exe", arguments, ddr)
    got = after[at_out:at_out + h * w].reshape(h, w)
    r, g, b = (rgb[:, :, k].astype(np.int64) for k in range(3))
    reference = ((154 * r + 302 * g + 56 * b + 256) >> 9).astype(np.uint8)
    return f"{h}x{w} RGB", int((got != reference).sum()), got.size


def add(apps, bin_dir, work):
    """conv.m's kernel_add_exe: two UINT8 tensors through stream tables 1
    and 2, added (saturated to 12 bits), out through table 0 as UINT8."""
    size = 5000
    rng = np.random.default_rng(23)
    a = rng.integers(0, 256, size, dtype=np.uint8)
    b = rng.integers(0, 256, size, dtype=np.uint8)
    tables = [
        spu_table(lambda x: x),            # 0: out as it is
        spu_table(lambda x: x - 20),       # 1: the first input, less 20
        spu_table(lambda x: x // 2),       # 2: the second, halved
    ]
    at_a, at_b, at_out, at_bundle = 4096, 12288, 20480, 28672
    ddr = np.zeros(32768, np.uint8)
    ddr[at_a:at_a + size] = a
    ddr[at_b:at_b + size] = b
    bundle = np.concatenate([np.array([3], np.int16)] + tables)
    ddr[at_bundle:at_bundle + 2 * bundle.size] = bundle.view(np.uint8)
    after = run(work, bin_dir, "add", apps / "nn/kernels/conv.m",
                "kernel_add_exe", [4, size, at_a, at_b, at_out, at_bundle], ddr)
    got = after[at_out:at_out + size]
    total = signed12(spu_map(tables[1], a)) + signed12(spu_map(tables[2], b))
    reference = (spu_map(tables[0], np.clip(total, -2048, 2047)) & 0xFF).astype(np.uint8)
    return f"{size} values", int((got != reference).sum()), size


# Stream tables of a quantized layer: 0 the result (halved), 1 the inputs
# and 2 the weights around 0.
LAYER_TABLES = [
    spu_table(lambda x: x // 2),
    spu_table(lambda x: x - 128),
    spu_table(lambda x: (x - 128) // 4),
]
# Where a convolution's buffers go in its DDR window.
LAYER_PLACES = {"coef": 4096, "hi": 8192, "lo": 8448, "bot": 12288, "top": 16384, "bundle": 24576}


def layer_ddr(coef, bias_hi, bias_lo, bottom):
    """A 32 KiB DDR window with a quantized layer's buffers at
    LAYER_PLACES and its three stream tables as a bundle."""
    ddr = np.zeros(32768, np.uint8)
    for name, data in (("coef", coef), ("hi", bias_hi), ("lo", bias_lo), ("bot", bottom)):
        raw = np.ascontiguousarray(data).reshape(-1).view(np.uint8)
        ddr[LAYER_PLACES[name]:LAYER_PLACES[name] + raw.size] = raw
    bundle = np.concatenate([np.array([3], np.int16)] + LAYER_TABLES)
    at = LAYER_PLACES["bundle"]
    ddr[at:at + 2 * bundle.size] = bundle.view(np.uint8)
    return ddr


def layer_result(total, shift):
    """A layer's sums shifted, saturated to 12 bits, out through table 0."""
    top = np.clip(total >> shift, -2048, 2047)
    return (spu_map(LAYER_TABLES[0], top) & 0xFF).astype(np.uint8)


def convolution(apps, bin_dir, work):
    """conv.m's kernel_convolution_exe, a 3x3 convolution (stride 1, pad
    1): inputs through stream table 1 (the pad value too), weights through
    table 2, biasHi x 1024 + biasLo, shifted, saturated to 12 bits, out
    through table 0. The host's layouts: weights [input][output / 8][ky
    kx][output % 8], input [channel][row][column], output the same. The
    strategy (conv_dx 16, dycnt 2, groupsz 4) is one ztachip's host could
    pick for 16x16 outputs."""
    inputs, outputs, dim, shift = 4, 16, 16, 7
    rng = np.random.default_rng(29)
    bottom = rng.integers(0, 256, (inputs, dim, dim), dtype=np.uint8)
    weights = rng.integers(0, 256, (outputs, inputs, 3, 3), dtype=np.uint8)
    bias_hi = rng.integers(-2, 3, outputs).astype(np.int16)
    bias_lo = rng.integers(-500, 500, outputs).astype(np.int16)
    layout = weights.reshape(outputs // 8, 8, inputs, 9).transpose(2, 0, 3, 1)
    ddr = layer_ddr(layout, bias_hi, bias_lo, bottom)
    at = LAYER_PLACES
    at_top, at_bundle = at["top"], at["bundle"]
    arguments = [6, at["coef"], at["hi"], at["lo"], at["bot"], at_top, at_top, 3, outputs, dim,
                 inputs, dim + 2, 0, shift, at_bundle, 1, 1, 1, 16, 2, 4, 0, 0]
    after = run(work, bin_dir, "convolution", apps / "nn/kernels/conv.m",
                "kernel_convolution_exe", arguments, ddr)
    got = after[at_top:at_top + outputs * dim * dim].reshape(outputs, dim, dim)
    # The pad value (0) goes through table 1 as the inputs do.
    tables = LAYER_TABLES
    x = np.pad(signed12(spu_map(tables[1], bottom)), ((0, 0), (1, 1), (1, 1)),
               constant_values=int(signed12(spu_map(tables[1], 0))))
    w = signed12(spu_map(tables[2], weights))
    total = (bias_lo.astype(np.int64) + 1024 * bias_hi.astype(np.int64))[:, None, None]
    total = total + sum(
        np.einsum("oi,irc->orc", w[:, :, ky, kx], x[:, ky:ky + dim, kx:kx + dim])
        for ky in range(3) for kx in range(3)
    )
    reference = layer_result(total, shift)
    return f"{inputs}x{dim}x{dim} -> {outputs}", int((got != reference).sum()), got.size


def depthwise(apps, bin_dir, work, interleaved=False):
    """conv.m's kernel_convolution_depthwise_exe, 3x3 (stride 1, pad 1),
    each channel with its own kernel: input [channel][row][column] (flat)
    or [row][column][channel] (interleaved: conv.m defines the tensor
    variable `$bot_pcore` for it in the other branch of a C `if`) through
    stream table 1 (the pad, 0, too), weights [channel / 8][ky kx]
    [channel % 8] through table 2, biasHi x 1024 + biasLo, shifted,
    saturated, out through table 0 as [channel][row][column]. The app picks
    its own tiling."""
    channels, dim, shift = 16, 12, 6
    rng = np.random.default_rng(31)
    bottom = rng.integers(0, 256, (channels, dim, dim), dtype=np.uint8)
    weights = rng.integers(0, 256, (channels, 3, 3), dtype=np.uint8)
    bias_hi = rng.integers(-2, 3, channels).astype(np.int16)
    bias_lo = rng.integers(-500, 500, channels).astype(np.int16)
    layout = weights.reshape(channels // 8, 8, 9).transpose(0, 2, 1)
    stored = bottom.transpose(1, 2, 0) if interleaved else bottom
    ddr = layer_ddr(layout, bias_hi, bias_lo, stored)
    at = LAYER_PLACES
    at_top, at_bundle = at["top"], at["bundle"]
    arguments = [8, at["coef"], at["hi"], at["lo"], at["bot"], at_top, at_top, 3, channels, dim,
                 channels, dim + 2, 0, shift, at_bundle, 1, 1, 1, 0, 0, 0, int(interleaved), 0]
    name = "depthwise-hwc" if interleaved else "depthwise"
    after = run(work, bin_dir, name, apps / "nn/kernels/conv.m",
                "kernel_convolution_depthwise_exe", arguments, ddr)
    got = after[at_top:at_top + channels * dim * dim].reshape(channels, dim, dim)
    tables = LAYER_TABLES
    x = np.pad(signed12(spu_map(tables[1], bottom)),
               ((0, 0), (1, 1), (1, 1)),
               constant_values=int(signed12(spu_map(tables[1], 0))))
    w = signed12(spu_map(tables[2], weights))
    total = (bias_lo.astype(np.int64) + 1024 * bias_hi.astype(np.int64))[:, None, None]
    total = total + sum(
        w[:, ky, kx, None, None] * x[:, ky:ky + dim, kx:kx + dim]
        for ky in range(3) for kx in range(3)
    )
    reference = layer_result(total, shift)
    return f"{channels}x{dim}x{dim}", int((got != reference).sum()), got.size


def yuyv(apps, bin_dir, work):
    """color.m's kernel_yuyv2rgb_exe to interleaved RGB: per pixel pair
    (Y0 U Y1 V), u = U - 128, v = V - 128, red (583 v + 256) >> 9, green
    (-202 u - 297 v + 256) >> 9, blue (1040 u + 256) >> 9, each plus the
    pixel's Y (saturated to 12 bits), out through stream table 0, here the
    clamp to 0..255 a host would give."""
    h, w = 32, 64
    rng = np.random.default_rng(37)
    packed = rng.integers(0, 256, (h, w // 2, 4), dtype=np.uint8)
    clamp = spu_table(lambda code: int(np.clip(signed12(code), 0, 255)))
    at_in, at_out, at_bundle = 4096, 12288, 20480
    ddr = np.zeros(32768, np.uint8)
    ddr[at_in:at_in + packed.size] = packed.reshape(-1)
    bundle = np.concatenate([np.array([1], np.int16), clamp])
    ddr[at_bundle:at_bundle + 2 * bundle.size] = bundle.view(np.uint8)
    arguments = [3, at_in, at_out, at_bundle, w, h, 0, 0, w, h, 0, 0, 0, 0, w, h]
    after = run(work, bin_dir, "yuyv", apps / "color/kernels/color.m",
                "kernel_yuyv2rgb_exe", arguments, ddr)
    got = after[at_out:at_out + h * w * 3].reshape(h, w // 2, 2, 3)
    y = packed[:, :, [0, 2]].astype(np.int64)
    u = packed[:, :, 1].astype(np.int64) - 128
    v = packed[:, :, 3].astype(np.int64) - 128
    red = (583 * v + 256) >> 9
    green = (-202 * u - 297 * v + 256) >> 9
    blue = (1040 * u + 256) >> 9
    rgb = np.stack([c[:, :, None] + y for c in (red, green, blue)], axis=-1)
    reference = np.clip(np.clip(rgb, -2048, 2047), 0, 255).astype(np.uint8)
    return f"{h}x{w} YUYV", int((got != reference).sum()), got.size


def test_app(apps, bin_dir, work):
    """test.m's kernel_test_exe: fills a C array with i & 0xFF, hands its
    address to the tensor engine, the PCOREs add 1 (test.p), and checks
    the other C array against (i & 0xFF) + 1 itself, trapping (an access
    of its APB window, a fault here) on the first difference. Its arrays
    are the control core's statics, so the check is the app's own: the
    run passing means every value matched."""
    values = 16 * 8 * 8 * 2
    run(work, bin_dir, "test", apps / "test/kernels/test.m", "kernel_test_exe", [],
        np.zeros(4096, np.uint8))
    return f"{values} values", 0, values


RUNNERS = [
    ("gaussian", gaussian),
    ("color", color),
    ("yuyv2rgb", yuyv),
    ("resize", resize),
    ("conv 3x3", convolution),
    ("depthwise", depthwise),
    ("depthwise hwc", lambda apps, bin_dir, work: depthwise(apps, bin_dir, work, True)),
    ("conv add", add),
    ("fcn", inner_product),
    ("pooling", pooling),
    ("objdet", objdet),
    ("test", test_app),
]


def main():
    apps = pathlib.Path(sys.argv[1]) / "SW/apps"
    bin_dir, work = sys.argv[2], sys.argv[3]
    failed = False
    print(f"{'app':<14} {'input':<18} {'result'}")
    for name, runner in RUNNERS:
        try:
            what, wrong, total = runner(apps, bin_dir, work)
            verdict = "matches" if wrong == 0 else f"{wrong} of {total} differ"
            failed |= wrong != 0
            print(f"{name:<14} {what:<18} {verdict} ({total} values)")
        except Exception as error:  # a run that stops is a failed row
            failed = True
            print(f"{name:<14} {'-':<18} FAIL: {error}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
