#!/usr/bin/env bash
# The main job on bundled examples: compile the Appendix A device program
# (three Tanto kernels and their resources) through the default pipeline,
# printing each pass's metric, then compile a DRAM page-address routine to
# RV32IM assembly.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
bin=target/debug

echo "== tanto-opt: the Appendix A device program through tanto-default (metrics on stderr)"
"$bin/tanto-opt" test/Programs/eltwise/program.toml --tanto-default --tanto-stats

echo "== tanto-translate: interleaved DRAM page addressing, to RV32IM assembly (-O2)"
"$bin/tanto-translate" examples/dram_page_address.mlir --emit=asm -O2
