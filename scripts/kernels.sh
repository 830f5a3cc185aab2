# Sourced by the reliability scripts: the inputs they run the tools on.
# test_programs: every device program under test/Programs.
# corpus_kernel_args FILE: the -D/-P/--mode flags of a corpus kernel, taken
# from its first `RUN: tanto-opt %s ...` line.
test_programs() {
  ls "$root"/test/Programs/*/program.toml
}

corpus_kernels() {
  ls "$root"/test/Frontend/Tanto/corpus/*.cpp
}

corpus_kernel_args() {
  { grep -m1 -o 'RUN: tanto-opt %s[^|]*' "$1" || true; } | sed -e 's/RUN: tanto-opt %s//' -e 's/ -o [^ ]*//'
}
