"""Compiles every program of the kernel corpus to RV32 objects at -O2.

usage: compile_all.py CORPUS_DIR

For each CORPUS_DIR/*/program.toml: `tanto-translate --emit=obj -O2` must
exit 0 and write, for every [[kernel]] of the program, an object of more
than zero bytes listed in manifest.json. Prints one line per failure and a
summary line. (tools/tests/integration/run_corpus.rs runs the objects
against the references.)
"""
import json
import os
import subprocess
import sys
import tempfile
import tomllib


def check(program_dir):
    path = os.path.join(program_dir, "program.toml")
    with open(path, "rb") as f:
        program = tomllib.load(f)
    kernels = [k["name"] for k in program.get("kernel", [])]
    with tempfile.TemporaryDirectory() as out:
        run = subprocess.run(
            ["tanto-translate", path, "--emit=obj", "-O2", "-o", out],
            capture_output=True,
            text=True,
        )
        if run.returncode != 0:
            return [f"{path}: tanto-translate exits {run.returncode}:\n{run.stderr}"]
        with open(os.path.join(out, "manifest.json")) as f:
            manifest = json.load(f)
        objects = {}
        for kernel in manifest.get("kernels", []):
            objects[kernel.get("name")] = kernel.get("bytes", 0)
        return [
            f"{path}: kernel `{k}` has no object"
            for k in kernels
            if objects.get(k, 0) <= 0
        ]


def main():
    corpus = sys.argv[1]
    dirs = sorted(
        d
        for d in os.listdir(corpus)
        if os.path.isfile(os.path.join(corpus, d, "program.toml"))
    )
    failures = []
    for d in dirs:
        failures += check(os.path.join(corpus, d))
    for failure in failures:
        print(failure)
    print(f"{len(dirs)} programs compiled at -O2, {len(failures)} failures")
    return 1 if failures else 0


sys.exit(main())
