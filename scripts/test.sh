#!/usr/bin/env bash
# The whole test suite, on the release build users get: rustfmt and clippy
# as gates, unit and integration
# tests (cargo), the lit regression suite (LLVM 22's lit and FileCheck) run
# on the release tools, ten rounds of the release tools on every program and
# corpus kernel, then valgrind memcheck of the release tools.
# Installs what it needs.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
# Hygiene gates: formatting and clippy's warnings fail the suite.
cargo fmt --all --check
(cd fuzz && cargo fmt --check)
cargo clippy --quiet --workspace --all-targets -- -D warnings
cargo test --quiet --workspace
TANTO_BIN_DIR="$PWD/target/release" /usr/lib/llvm-22/bin/lit --succinct test
./scripts/soak.sh 10 target/release
./scripts/memcheck.sh target/release
