//! The PTO frontend: `.pto` files (PTO-AS text and the PTO IR forms) into
//! the tile and pipe dialects.
//!
//! One pest grammar reads the whole file (`pto.pest`) into a typed syntax
//! tree with spans ([`ast`]): a module of `func.func` kernels whose bodies mix
//! PTO instructions, in all three forms (synchronous PTO-AS `%d = tadd %a,
//! %b`, IR level 1 `pto.tadd ... : (...) -> ...`, IR level 2 `pto.tadd
//! ins(...) outs(...)`), with arith and scf; or a bare instruction list. Each
//! instruction is planned as an op of our dialects from the instruction table
//! ([`ops`]), and the module is built through the builders ([`lower`]).

pub mod ast;
mod calls;
mod ir;
pub mod limits;
mod lower;
mod memref;
mod mixed;
mod ops;
mod sync;
pub mod types;

use crate::{diagnostic::Diagnostic, source_files::SourceFiles};
use melior::{ir::Module, Context};
pub use tanto_arch::pto::PtoTarget;

#[derive(Debug, Clone, Default)]
pub struct Options {
    /// `--pto-arch`; else the module's `pto.target_arch`; else A2/A3.
    pub arch: Option<PtoTarget>,
    /// The core type the kernels are compiled for (`--pto-kernel-kind`, a
    /// program kernel's `kind`): it selects `pto.section.cube` or
    /// `pto.section.vector` code, as a function's `pto.kernel_kind` does.
    pub kernel_kind: Option<KernelKind>,
}

/// A PTO core type: the cube (AIC) or the vector unit (AIV).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KernelKind {
    Cube,
    Vector,
}

impl KernelKind {
    pub fn parse(text: &str) -> Option<KernelKind> {
        match text {
            "cube" => Some(KernelKind::Cube),
            "vector" => Some(KernelKind::Vector),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            KernelKind::Cube => "cube",
            KernelKind::Vector => "vector",
        }
    }
}

pub struct Compiled<'c> {
    pub module: Option<Module<'c>>,
    pub diagnostics: Vec<Diagnostic>,
    /// The architecture the file was compiled for.
    pub arch: PtoTarget,
}

pub fn compile<'c>(
    context: &'c Context,
    file: &str,
    source: &str,
    options: &Options,
) -> Compiled<'c> {
    let _span = tracing::info_span!("pto-frontend", file).entered();
    let failed = |diagnostics, arch| Compiled {
        module: None,
        diagnostics,
        arch,
    };
    let default_arch = options.arch.unwrap_or_default();
    // The grammar recurses on nesting: a file nested deeper than it may is
    // refused before it is parsed.
    if let Some(error) = limits::scan(source) {
        return failed(vec![error], default_arch);
    }
    let (parsed, type_errors) = ast::parse(source);
    let Some(parsed) = parsed else {
        return failed(type_errors, default_arch);
    };
    let arch = match options.arch {
        Some(arch) => arch,
        None => match stated_arch(&parsed) {
            Ok(arch) => arch.unwrap_or_default(),
            Err(error) => return failed(vec![error], default_arch),
        },
    };
    let files = SourceFiles::new(file, source);
    let mut lowering = lower::Lowering::new(context, &files, arch);
    lowering.kernel_kind = options.kernel_kind;
    let module = lowering.module(&parsed, &bare_function_name(file));
    let mut diagnostics = type_errors;
    diagnostics.extend(lowering.diagnostics);
    diagnostics.extend(sync::check(&parsed.funcs, &parsed.bare));
    diagnostics.extend(calls::check(&parsed.funcs));
    diagnostics.sort_by_key(|d| d.span.start);
    let module = module.filter(|_| !diagnostics.iter().any(Diagnostic::is_error));
    Compiled {
        module,
        diagnostics,
        arch,
    }
}

/// The architecture the module states: `module attributes {pto.target_arch = "a5"}`.
fn stated_arch(file: &ast::File) -> Result<Option<PtoTarget>, Diagnostic> {
    let Some(entry) = file
        .module_attrs
        .iter()
        .find(|e| e.key == "pto.target_arch")
    else {
        return Ok(None);
    };
    let value = entry
        .value
        .as_ref()
        .and_then(ast::Item::name)
        .unwrap_or_default();
    PtoTarget::parse(&value).map(Some).ok_or_else(|| {
        Diagnostic::error(
            entry.span.clone(),
            format!("unknown PTO architecture `{value}`; expected a2a3 or a5"),
        )
    })
}

/// A bare list's function is named after the file.
fn bare_function_name(file: &str) -> String {
    let stem = std::path::Path::new(file)
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("kernel");
    stem.chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The module printed, or the diagnostics' messages.
    fn compiled(
        file: &str,
        source: &str,
        options: &Options,
    ) -> (Result<String, Vec<String>>, PtoTarget) {
        let context = tanto_dialects::context::create_context().expect("context");
        let compiled = compile(&context, file, source, options);
        let result = match compiled.module {
            Some(module) if compiled.diagnostics.is_empty() => {
                Ok(module.as_operation().to_string())
            }
            _ => Err(compiled
                .diagnostics
                .iter()
                .map(|d| d.message.clone())
                .collect()),
        };
        (result, compiled.arch)
    }

    fn translated(source: &str) -> String {
        compiled("t.pto", source, &Options::default())
            .0
            .unwrap_or_else(|e| panic!("{e:?}"))
    }

    fn errors(source: &str) -> Vec<String> {
        compiled("t.pto", source, &Options::default())
            .0
            .expect_err("diagnostics")
    }

    #[test]
    fn comments_neither_make_a_file_a_module_nor_state_its_arch() {
        let source = "// CHECK: func.func @t, pto.target_arch = \"a5\"\n.arg %x : !pto.tile<16x16xi32>;\n%r = tnot %x\n";
        let (result, arch) = compiled("t.pto", source, &Options::default());
        assert_eq!(arch, PtoTarget::A2A3);
        assert!(result
            .unwrap_err()
            .iter()
            .any(|m| m.contains("TNOT on a2a3 does not take i32")));
        assert!(
            translated("// not a func.func\n.arg %x : !pto.tile<16x16xi16>;\n%r = tnot %x\n")
                .contains("func.func @t(")
        );
    }

    #[test]
    fn constants_are_scoped_to_their_function_and_may_be_hex() {
        let source = "func.func @a() {\n  %n = arith.constant 0x10 : index\n  return\n}\nfunc.func @b(%p: !pto.ptr<f32>, %n: index) {\n  %v = pto.make_tensor_view %p, shape = [%n, %n], strides = [%n, 1] : !pto.tensor_view<?x?xf32>\n  return\n}\n";
        assert!(errors(source)
            .iter()
            .any(|m| m.contains("but %n is not defined by arith.constant here")),);
        let hex = "func.func @a(%p: !pto.ptr<f32>) {\n  %n = arith.constant 0x10 : index\n  %c1 = arith.constant 1 : index\n  %v = pto.make_tensor_view %p, shape = [%n, %n], strides = [%n, %c1] : !pto.tensor_view<?x?xf32>\n  return\n}\n";
        assert!(translated(hex).contains("array<i64: 1, 1, 1, 16, 16>"));
    }

    #[test]
    fn statements_and_signatures_span_lines_and_comments() {
        let source = "func.func @k(%x: !pto.tile<16x16xf32>,\n    %s: f32) {\n  %one = arith.constant 1.0 : f32  // the bias\n  %u = tadds %x, %one : !pto.tile<16x16xf32>, f32\n  %w = tadds %u,\n     %s : !pto.tile<16x16xf32>,\n     f32\n  return\n}\n";
        let text = translated(source);
        assert!(
            text.contains("%arg1: f32 {tanto.name = \"s\"}) {"),
            "{text}"
        );
        assert_eq!(text.matches("\"pto.tadds\"").count(), 2, "{text}");
        let outs_below = "func.func @k(%v: !pto.partition_tensor_view<16x16xf32>, %t: !pto.tile_buf<vec, 16x16xf32>) {\n  pto.tload ins(%v : !pto.partition_tensor_view<16x16xf32>)\n      outs(%t : !pto.tile_buf<vec, 16x16xf32>)\n  return\n}\n";
        assert!(translated(outs_below).contains("\"pto.tload\"(%arg0, %arg1)"));
    }

    #[test]
    fn hash_comments_are_comments_and_hash_attributes_are_not() {
        let source =
            "# Manual mode\n.arg %x : !pto.tile<16x16xi16>;\n#\n%r = tnot %x # the result\n";
        assert!(translated(source).contains("pto.tnot"));
    }

    #[test]
    fn bare_lists_become_a_function_of_their_declared_and_typed_values() {
        let source = ".arg %a : !pto.tile<16x16xi16>;\n%b = tnot %a : !pto.tile<16x16xi16>\n%c = tadds %b, %s : !pto.tile<16x16xi16>, i32\n";
        let (result, _) = compiled("my-list.pto", source, &Options::default());
        let text = result.unwrap_or_else(|e| panic!("{e:?}"));
        assert!(
            text.contains("func.func @my_list(%arg0: !pto.tile<\"vec\", i16"),
            "{text}"
        );
        assert!(text.contains("%arg1: i32) {"), "{text}");
    }

    #[test]
    fn uses_of_undefined_and_failed_values() {
        let source = "func.func @k(%x: !pto.tile<16x16xi16>) {\n  %a = tnot %x : !pto.tile<16x16xi16>\n  %b = arith.addi %a, %zz : index\n  return\n}\n";
        assert_eq!(
            errors(source),
            vec!["use of undefined value %zz".to_string()]
        );
        // A failed statement's results are not reported again.
        let cascade = "func.func @k(%x: !pto.tile<16x16xf32>) {\n  %a = pto.tfoo %x : !pto.tile<16x16xf32>\n  %b = tnot %a\n  %c = tadd %b, %a\n  return\n}\n";
        assert_eq!(errors(cascade).len(), 1);
    }

    #[test]
    fn the_stated_architecture_applies_unless_overridden() {
        let source = "module attributes {pto.target_arch = \"a5\"} {\n}\n";
        assert_eq!(
            compiled("f.pto", source, &Options::default()).1,
            PtoTarget::A5
        );
        let forced = Options {
            arch: Some(PtoTarget::A2A3),
            ..Options::default()
        };
        assert_eq!(compiled("f.pto", source, &forced).1, PtoTarget::A2A3);
        assert_eq!(
            compiled("f.pto", "module {}\n", &Options::default()).1,
            PtoTarget::A2A3
        );
        // Never from other text: a device name is not an architecture.
        let spec = "module attributes {pto.device = \"Ascend950\"} {\n}\n";
        assert_eq!(
            compiled("f.pto", spec, &Options::default()).1,
            PtoTarget::A2A3
        );
        assert_eq!(
            errors("module attributes {pto.target_arch = \"a9\"} {\n}\n"),
            vec!["unknown PTO architecture `a9`; expected a2a3 or a5".to_string()]
        );
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(300))]

        /// Whatever is cut from, inserted into or duplicated in a valid file,
        /// the frontend answers with a module or diagnostics, never a panic.
        #[test]
        fn mutated_files_never_panic(
            file in 0..SAMPLES.len(),
            at in 0usize..10_000,
            length in 0usize..12,
            insert in proptest::sample::select(vec!["", "<", ">", "(", ")", "[", "]", "{", "}", ",", "%", "=", ":", "!pto.", "#", "\n", "é", "\"", "?", "x", "-1", "0x", "scf.yield", "return", "%c0", "ins(", "outs("]),
        ) {
            let source = SAMPLES[file];
            let mut at = at % (source.len() + 1);
            while !source.is_char_boundary(at) {
                at -= 1;
            }
            let mut end = (at + length).min(source.len());
            while !source.is_char_boundary(end) {
                end -= 1;
            }
            let mutated = format!("{}{insert}{}", &source[..at], &source[end..]);
            let context = tanto_dialects::context::create_context().expect("context");
            let compiled = compile(&context, "fuzz.pto", &mutated, &Options::default());
            proptest::prop_assert!(compiled.module.is_some() || !compiled.diagnostics.is_empty());
        }
    }

    const SAMPLES: &[&str] = &[
        include_str!("../../../examples/pto/talloc_up_down.pto"),
        include_str!("../../../test/Frontend/PTO/forms/structure.pto"),
        include_str!("../../../test/Frontend/PTO/forms/matmul.pto"),
        include_str!("../../../test/Frontend/PTO/corpus/bare_axpy_relu.pto"),
        include_str!("../../../test/Frontend/PTO/corpus/softmax_row.pto"),
    ];
}
