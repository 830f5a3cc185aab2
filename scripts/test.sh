#!/usr/bin/env bash
# The whole test suite, on the release build users get: rustfmt and clippy
# as gates, unit and integration
# tests (cargo), the lit regression suite (LLVM 22's lit and FileCheck) run
# on the release tools (the CSL corpus's host scripts among them), the
# tanto_sdk module's tests, ten rounds of the release tools on every program and
# corpus kernel, the simulated cycles against their committed baseline, then
# valgrind memcheck of the release tools.
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
# The tanto_sdk Python module's own tests (a fake server; the CSL corpus
# under test/ runs it against the real tanto-run), on Debian's python3 with
# numpy.
python=/usr/bin/python3
[ -x "$python" ] || python=python3
(cd python && "$python" -m unittest discover -s tests -q)
# Simulated cycles of every test and corpus program must not grow more than
# 2% against the committed baseline (update it in the same commit when a
# change is meant to cost cycles: scripts/bench/perf_table.py --update).
"$python" scripts/bench/perf_table.py --check scripts/bench/perf-baseline.txt
./scripts/soak.sh 10 target/release
./scripts/memcheck.sh target/release
