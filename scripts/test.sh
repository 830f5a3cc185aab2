#!/usr/bin/env bash
# The whole test suite: unit and integration tests (cargo), then the lit
# regression suite (LLVM 22's lit and FileCheck). Installs what it needs.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
cargo test --quiet --workspace
/usr/lib/llvm-22/bin/lit --succinct test
