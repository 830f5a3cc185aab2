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
    bytes `ddr`; the DDR bytes after the run."""
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
        raise RuntimeError(result.stderr.strip().splitlines()[-1] if result.stderr else "failed")
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


RUNNERS = [("gaussian", gaussian)]


def main():
    apps = pathlib.Path(sys.argv[1]) / "SW/apps"
    bin_dir, work = sys.argv[2], sys.argv[3]
    failed = False
    print(f"{'app':<12} {'input':<18} {'result'}")
    for name, runner in RUNNERS:
        try:
            what, wrong, total = runner(apps, bin_dir, work)
            verdict = "matches" if wrong == 0 else f"{wrong} of {total} differ"
            failed |= wrong != 0
            print(f"{name:<12} {what:<18} {verdict} ({total} values)")
        except Exception as error:  # a run that stops is a failed row
            failed = True
            print(f"{name:<12} {'-':<18} FAIL: {error}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
