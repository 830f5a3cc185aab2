#!/usr/bin/env bash
# Runs the cargo-fuzz targets (fuzz/fuzz_targets), each for SECONDS, with a
# per-input timeout, after seeding its corpus from test/. Crashes, hangs and
# leaks land in fuzz/artifacts/<target>/; each one found becomes a
# regression test under test/ (see docs/reliability.md).
# Usage: scripts/fuzz.sh SECONDS [TARGET...]   (default: every target)
# Needs nightly and cargo-fuzz (`cargo install cargo-fuzz`).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
seconds="${1:?usage: scripts/fuzz.sh SECONDS [TARGET...]}"
shift
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(tanto_source pto_text program_toml arch_toml mlir_text csl_text csl_run ztachip_text pcore_text)
timeout_per_input="${TANTO_FUZZ_TIMEOUT:-10}"

seed() {
  local target="$1" dir="fuzz/corpus/$1"
  mkdir -p "$dir"
  case "$target" in
    tanto_source)
      # The flag line of each kernel comes from its first RUN line.
      . scripts/kernels.sh
      for f in $(find test -name '*.cpp'); do
        { corpus_kernel_args "$f"; echo; cat "$f"; } >"$dir/$(echo "$f" | tr '/' '_')"
      done ;;
    pto_text) for f in $(find test examples -name '*.pto'); do cp "$f" "$dir/$(echo "$f" | tr '/' '_')"; done ;;
    program_toml) for f in $(find test -name 'program.toml'); do cp "$f" "$dir/$(echo "$f" | tr '/' '_')"; done ;;
    arch_toml) cp arch/*.toml "$dir/" ;;
    csl_text) for f in $(grep -rl 'layout {' test/Frontend/CSL --include='*.csl'); do cp "$f" "$dir/$(echo "$f" | tr '/' '_')"; done ;;
    # PE files: every CSL file of the suite that is not a layout.
    csl_run) for f in $(grep -rL 'layout {' test/Frontend/CSL --include='*.csl'); do cp "$f" "$dir/$(echo "$f" | tr '/' '_')"; done ;;
    ztachip_text) for f in $(find test examples -name '*.m'); do cp "$f" "$dir/$(echo "$f" | tr '/' '_')"; done ;;
    # PCORE programs: the suite's .p files and those split-file keeps in tests.
    pcore_text) for f in $(find test examples -name '*.p'); do cp "$f" "$dir/$(echo "$f" | tr '/' '_')"; done ;;
    mlir_text)
      # One seed per `// -----` chunk, as -split-input-file would see them.
      for f in $(find test/Dialect test/Transforms test/Target -name '*.mlir'); do
        awk -v out="$dir/$(echo "$f" | tr '/' '_')" \
          '/^\/\/ -----/ { n++; next } { print > (out "." n) }' "$f"
      done ;;
  esac
}

for target in "${targets[@]}"; do
  seed "$target"
  echo "== fuzz $target for ${seconds}s"
  log="fuzz/$target.log"
  # A target's token dictionary, when it has one, helps mutations past the parser.
  dict=()
  [ -f "fuzz/$target.dict" ] && dict=("-dict=fuzz/$target.dict")
  set +e
  # Fork mode keeps going after a crash, hang or OOM (each is saved as an
  # artifact), so one finding does not end the run; the tools' own
  # diagnostics (stdout and stderr of the target) are dropped.
  cargo +nightly fuzz run --release --debug-assertions "$target" -- \
    -max_total_time="$seconds" -timeout="$timeout_per_input" -rss_limit_mb=4096 \
    -max_len=65536 -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
    -close_fd_mask=3 -print_final_stats=1 "${dict[@]}" >"$log" 2>&1
  status=${PIPESTATUS[0]}
  set -e
  echo "== $target: exit $status; last status: $(grep -a -E '^#[0-9]+' "$log" | tail -1)"
  echo "== $target: artifacts: $(ls "fuzz/artifacts/$target" 2>/dev/null | wc -l)"
done
