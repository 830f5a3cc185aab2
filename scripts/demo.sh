#!/usr/bin/env bash
# The main job on the bundled example: compile the spec's Appendix A device
# program (reader, math and writer kernels and their pipes, on 16 cores)
# through the middle end and the runtime-ABI lowering to one RV32IM object
# per kernel, then run those objects on the simulated grid (tanto-run) with
# seeded random inputs, and compare the output with an independent
# reference (tanto-reference): it prints the maximum error. Then a CSL
# program (a 2-D GEMV) compiled for a PE mesh and run by its SDK-style host
# script against numpy.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
bin=target/release
out=target/demo/eltwise_binary
rm -rf "$out"

echo "== tanto-translate: test/Programs/eltwise/program.toml to RV32IM objects (-O2, -g)"
"$bin/tanto-translate" test/Programs/eltwise/program.toml --emit=obj -O2 -g -o "$out/objects" --summary
echo
echo "== tanto-run: the objects on a simulated 4x4 block of Wormhole B0 cores, random inputs (seed 1)"
"$bin/tanto-run" "$out/objects" --random-inputs 1 --save-inputs "$out/inputs" --output c="$out/c.npy"
echo
echo "== tanto-reference: c = a + b computed independently, against the simulated c"
"$bin/tanto-reference" eltwise_binary --input a="$out/inputs/a.npy" --input b="$out/inputs/b.npy" --compare c="$out/c.npy"
echo
csl=test/Frontend/CSL/corpus/gemv_2d
echo "== CSL: $csl, y = A x on a 3x2 PE mesh, partial sums reduced along each row"
"$bin/tanto-translate" "$csl/layout.csl" --emit=obj --params=width=3,height=2,mb=5,nb=6 -o target/demo/gemv_2d
echo "== its host script, written for the Cerebras SDK, through tanto_sdk: against numpy"
python=/usr/bin/python3
[ -x "$python" ] || python=python3
PYTHONPATH=python TANTO_RUN="$bin/tanto-run" "$python" "$csl/run.py" --name target/demo/gemv_2d
