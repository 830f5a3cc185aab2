#!/usr/bin/env bash
# The main job on a bundled example: verify a reader kernel written in Tanto's
# dialects with Tanto passes, then compile a DRAM page-address routine to
# RV32IM assembly.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
bin=target/debug

echo "== tanto-opt: the Appendix A reader kernel, through tanto-verify-roles and canonicalize"
"$bin/tanto-opt" examples/eltwise_reader.mlir \
  --pass-pipeline='builtin.module(tanto-verify-roles,tanto-verify,canonicalize)'

echo "== tanto-translate: interleaved DRAM page addressing, to RV32IM assembly (-O2)"
"$bin/tanto-translate" examples/dram_page_address.mlir --emit=asm -O2
