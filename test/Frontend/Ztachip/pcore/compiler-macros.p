// ztachip's build preprocesses a `.p` with the host's gcc (`gcc -E`, Debian
// 12's gcc 12.2); Tanto's preprocessor (clang-22) takes gcc's name: no
// `__clang__` or `__llvm__`, `__GNUC__` 12.2, so the compiler-specific
// branches of a header take gcc's side. Run in pcore_runs.rs
// (`a_shared_headers_c_declarations_change_nothing`).
// RUN: tanto-translate %s --emit=describe -o - | FileCheck %s

#ifdef __clang__
typedef int refused_by_pcore;
#endif
#if defined(__llvm__) || __GNUC__ < 5
vint16 c::clang_side;
#elif __GNUC__ == 12 && __GNUC_MINOR__ == 2
vint16 c::gcc_side;
#endif

// CHECK: "name": "c"
// CHECK-NOT: clang_side
// CHECK: "name": "gcc_side"
// CHECK-NOT: clang_side
