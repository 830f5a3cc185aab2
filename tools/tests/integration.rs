//! The one MLIR-linked integration test binary: the typed builders and
//! accessors generated from the definition files, the context, and checks
//! that keep docs and lit coverage in step with the definitions.

#[path = "integration/csl_runs.rs"]
mod csl_runs;
#[path = "integration/differential.rs"]
mod differential;
#[path = "integration/pcore_integers.rs"]
mod pcore_integers;
#[path = "integration/pcore_lockstep.rs"]
mod pcore_lockstep;
#[path = "integration/pcore_runs.rs"]
mod pcore_runs;
#[path = "integration/pto_instructions.rs"]
mod pto_instructions;
#[path = "integration/pto_runs/mod.rs"]
mod pto_runs;
#[path = "integration/run_corpus.rs"]
mod run_corpus;
#[path = "integration/run_programs.rs"]
mod run_programs;
#[path = "integration/ztachip_runs.rs"]
mod ztachip_runs;

use melior::{
    dialect::{arith, func},
    ir::{
        attribute::{IntegerAttribute, StringAttribute, TypeAttribute},
        block::BlockLike,
        operation::OperationLike,
        r#type::{FunctionType, IntegerType},
        Block, Location, Module, Region, RegionLike, Type, Value,
    },
    Context,
};
use std::path::Path;
use tanto_dialects::{noc, pipe, pto, tile, BuildError};

fn context() -> Context {
    tanto_dialects::context::create_context().expect("the Tanto dialects load")
}

fn i32_type(context: &Context) -> Type<'_> {
    IntegerType::new(context, 32).into()
}

/// A module with one function whose parameters have `inputs` types, and a
/// closure that fills its body given the parameters and a block to append to.
fn build_function<'c>(
    context: &'c Context,
    inputs: &[Type<'c>],
    body: impl FnOnce(&Block<'c>, &[Value<'c, '_>]),
) -> Module<'c> {
    let location = Location::unknown(context);
    let module = Module::new(location);
    let block = Block::new(&inputs.iter().map(|t| (*t, location)).collect::<Vec<_>>());
    let args: Vec<Value> = (0..inputs.len())
        .map(|i| block.argument(i).unwrap().into())
        .collect();
    body(&block, &args);
    block.append_operation(func::r#return(&[], location));
    let region = Region::new();
    region.append_block(block);
    module.body().append_operation(func::func(
        context,
        StringAttribute::new(context, "kernel"),
        TypeAttribute::new(FunctionType::new(context, inputs, &[]).into()),
        region,
        &[],
        location,
    ));
    module
}

fn constant<'c, 'a>(context: &'c Context, block: &'a Block<'c>, value: i64) -> Value<'c, 'a> {
    let location = Location::unknown(context);
    let attribute = IntegerAttribute::new(i32_type(context), value).into();
    block
        .append_operation(arith::constant(context, attribute, location))
        .result(0)
        .unwrap()
        .into()
}

#[test]
fn builders_produce_ops_that_verify_and_print() {
    let context = context();
    let location = Location::unknown(&context);
    let bf16 = Type::bfloat16(&context);
    let global = noc::GlobalType::get(&context, bf16).unwrap();
    let pipe_type = pipe::PipeType::get(&context, bf16).unwrap();
    let math_type = tile::MathType::get(&context, bf16).unwrap();
    let module = build_function(&context, &[global, pipe_type], |block, args| {
        let (g, p) = (args[0], args[1]);
        let zero = constant(&context, block, 0);
        let count = constant(&context, block, 1024);
        block.append_operation(pipe::reserve_back(&context, location, p).unwrap());
        block.append_operation(
            noc::read(
                &context, location, p, zero, g, zero, count, None, None, false, None,
            )
            .unwrap(),
        );
        block.append_operation(noc::read_barrier(&context, location).unwrap());
        let math =
            block.append_operation(tile::math_acquire(&context, location, math_type).unwrap());
        let math = math.result(0).unwrap().into();
        block.append_operation(
            tile::add(
                &context,
                location,
                math,
                p,
                p,
                zero,
                zero,
                zero,
                tile::Broadcast::Rows,
            )
            .unwrap(),
        );
        block.append_operation(
            tile::unary(
                &context,
                location,
                math,
                zero,
                Some(count),
                tile::UnaryFn::Power,
            )
            .unwrap(),
        );
        block.append_operation(tile::math_release(&context, location, math).unwrap());
    });
    assert!(
        module.as_operation().verify(),
        "MLIR verifies the built module"
    );
    assert!(tanto_dialects::verify::check_tree(module.as_operation()).is_empty());
    let text = module.as_operation().to_string();
    for expected in [
        "\"noc.read\"(%arg1, %c0_i32, %arg0, %c0_i32, %c1024_i32) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()",
        "%0 = \"tile.math_acquire\"() : () -> !tile.math<bf16>",
        "\"tile.add\"(%0, %arg1, %arg1, %c0_i32, %c0_i32, %c0_i32) {bcast = \"rows\"}",
        "\"tile.unary\"(%0, %c0_i32, %c1024_i32) {fn = \"power\"}",
    ] {
        assert!(text.contains(expected), "missing `{expected}` in\n{text}");
    }
}

#[test]
fn builders_reject_what_the_verifier_rejects() {
    let context = context();
    let location = Location::unknown(&context);
    let global = noc::GlobalType::get(&context, Type::float32(&context)).unwrap();
    let pipe_type = pipe::PipeType::get(&context, Type::bfloat16(&context)).unwrap();
    let math_type = tile::MathType::get(&context, Type::bfloat16(&context)).unwrap();
    build_function(&context, &[global, pipe_type, math_type], |block, args| {
        let zero = constant(&context, block, 0);
        let minus_one = constant(&context, block, -1);
        let error = noc::read(
            &context, location, args[1], zero, args[0], zero, zero, None, None, false, None,
        )
        .unwrap_err();
        assert!(
            matches!(&error, BuildError::Invalid { op, message } if op == "noc.read" && message.contains("element types must agree: dst has bf16, src has f32")),
            "{error}"
        );
        let error = tile::unary(
            &context,
            location,
            args[2],
            zero,
            None,
            tile::UnaryFn::Power,
        )
        .unwrap_err();
        assert!(
            error
                .to_string()
                .contains("function 'power' requires a scalar parameter"),
            "{error}"
        );
        let error = tile::copy(&context, location, args[2], args[1], zero, minus_one).unwrap_err();
        assert!(
            error.to_string().contains("destination slot idst is -1"),
            "{error}"
        );
        let error = pipe::set_frame(&context, location, args[1], zero).unwrap_err();
        assert!(
            error
                .to_string()
                .contains("tiles is 0; it must be at least 1"),
            "{error}"
        );
    });
}

#[test]
fn type_builders_round_trip_their_parameters() {
    let context = context();
    let i16_type: Type = IntegerType::new(&context, 16).into();
    let tile_type = pto::TileType::get(
        &context,
        pto::TileLoc::Vec,
        i16_type,
        16,
        32,
        16,
        -1,
        pto::Layout::RowMajor,
        pto::SLayout::NoneBox,
        512,
        pto::PadValue::Null,
    )
    .unwrap();
    assert_eq!(tile_type.to_string(), "!pto.tile<\"vec\", i16, 16 : i64, 32 : i64, 16 : i64, -1 : i64, \"row_major\", \"none_box\", 512 : i64, \"null\">");
    let view = pto::TileType::cast(tile_type).unwrap();
    assert_eq!(view.loc(), Some(pto::TileLoc::Vec));
    assert_eq!(view.element(), Some(i16_type));
    assert_eq!(
        (
            view.rows(),
            view.cols(),
            view.valid_rows(),
            view.valid_cols()
        ),
        (Some(16), Some(32), Some(16), Some(-1))
    );
    assert_eq!(view.layout(), Some(pto::Layout::RowMajor));
    assert!(pto::BufType::cast(tile_type).is_none());

    let tensor = pto::GtensorType::get(
        &context,
        Type::float32(&context),
        &[1, 1, 1, 128, 512],
        &[1, 1, 1, 512, 1],
    )
    .unwrap();
    let tensor = pto::GtensorType::cast(tensor).unwrap();
    assert_eq!(tensor.shape(), Some(vec![1, 1, 1, 128, 512]));
    assert_eq!(tensor.stride(), Some(vec![1, 1, 1, 512, 1]));

    let fifo = pipe::FifoType::get(&context, 0, 262144, 2).unwrap();
    assert_eq!(
        pipe::FifoType::cast(fifo).and_then(|f| f.slot_size()),
        Some(262144)
    );
    assert!(matches!(
        noc::LocalType::get(&context, IntegerType::new(&context, 1).into()),
        Err(BuildError::TypeRules(..))
    ));
}

#[test]
fn accessors_find_operands_around_an_optional_one() {
    let context = context();
    let location = Location::unknown(&context);
    let math_type = tile::MathType::get(&context, Type::float32(&context)).unwrap();
    build_function(&context, &[math_type], |block, args| {
        let slot = constant(&context, block, 3);
        let param = constant(&context, block, 7);
        let with = block.append_operation(
            tile::unary(
                &context,
                location,
                args[0],
                slot,
                Some(param),
                tile::UnaryFn::AddScalar,
            )
            .unwrap(),
        );
        let without = block.append_operation(
            tile::unary(&context, location, args[0], slot, None, tile::UnaryFn::Exp).unwrap(),
        );
        let with = tile::UnaryOp::cast(with).unwrap();
        let without = tile::UnaryOp::cast(without).unwrap();
        assert_eq!(with.idst().unwrap(), slot);
        assert_eq!(with.param(), Some(param));
        assert_eq!(with.r#fn(), Some(tile::UnaryFn::AddScalar));
        assert_eq!(without.param(), None);
        assert!(noc::ReadOp::cast(with.operation()).is_none());
    });
}

#[test]
fn accessors_find_operands_among_several_optional_groups() {
    let context = context();
    let location = Location::unknown(&context);
    let buffer = |cols| {
        pto::BufType::get(
            &context,
            pto::TileLoc::Vec,
            Type::float32(&context),
            1,
            cols,
            1,
            cols,
            pto::Layout::RowMajor,
            pto::SLayout::NoneBox,
            512,
            pto::PadValue::Null,
        )
        .unwrap()
    };
    let (list, merged) = (buffer(64), buffer(192));
    let counts = Type::vector(&[4], IntegerType::new(&context, 16).into());
    build_function(&context, &[list, list, list, merged], |block, args| {
        // src2 and tmp absent: src3 and dst sit where a count from the back
        // would find tmp and src3.
        let merge = block.append_operation(
            pto::tmrgsort_lists(
                &context,
                location,
                args[0],
                args[1],
                None,
                Some(args[2]),
                None,
                Some(args[3]),
                None,
                counts,
                false,
            )
            .unwrap(),
        );
        let merge = pto::TmrgsortListsOp::cast(merge).unwrap();
        assert_eq!(merge.src1().unwrap(), args[1]);
        assert_eq!(merge.src2(), None);
        assert_eq!(merge.src3(), Some(args[2]));
        assert_eq!(merge.tmp(), None);
        assert_eq!(merge.dst(), Some(args[3]));
        assert!(merge.result().is_none());
        assert!(merge.executed().is_ok());
    });
}

#[test]
fn every_enum_value_parses_back() {
    for value in tile::UnaryFn::ALL {
        assert_eq!(tile::UnaryFn::parse(value.as_str()), Some(*value));
    }
    // The 50 functions of spec section 3.6.2.8 keep their indices (the
    // ABI's `fn` word): extensions come after `tanh`.
    assert_eq!(tile::UnaryFn::ALL.get(49), Some(&tile::UnaryFn::Tanh));
    assert_eq!(pipe::Split::parse("up_down"), Some(pipe::Split::UpDown));
    assert_eq!(tile::Broadcast::parse("diagonal"), None);
}

fn repo_root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap()
}

/// docs/dialects/<name>.md is generated from the definition file; set
/// TANTO_BLESS=1 to regenerate after changing a definition.
#[test]
fn dialect_reference_pages_are_current() {
    for dialect in tanto_dialects::dialects() {
        let path = repo_root().join(format!("docs/dialects/{}.md", dialect.name));
        let expected = tanto_dialects::docs::reference_page(dialect);
        if std::env::var_os("TANTO_BLESS").is_some() {
            std::fs::write(&path, &expected).unwrap();
            continue;
        }
        let actual = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            actual == expected,
            "{} is stale: run `TANTO_BLESS=1 cargo test -p tanto-tools --test integration`",
            path.display()
        );
    }
}

/// docs/frontends/pto.md carries the coverage table generated from the PTO
/// instruction table; TANTO_BLESS=1 refreshes it.
#[test]
fn pto_coverage_table_is_current() {
    const BEGIN: &str = "<!-- BEGIN generated: pto_isa.toml -->\n";
    const END: &str = "<!-- END generated: pto_isa.toml -->";
    let path = repo_root().join("docs/frontends/pto.md");
    let page = std::fs::read_to_string(&path).unwrap();
    let (Some(start), Some(end)) = (page.find(BEGIN), page.find(END)) else {
        panic!("{}: no generated-table markers", path.display());
    };
    let table = tanto_dialects::pto_isa::isa().coverage_table();
    let current = &page[start + BEGIN.len()..end];
    if std::env::var_os("TANTO_BLESS").is_some() {
        let updated = format!("{}{BEGIN}{table}{}", &page[..start], &page[end..]);
        std::fs::write(&path, updated).unwrap();
        return;
    }
    assert!(
        current == table,
        "{} is stale: run `TANTO_BLESS=1 cargo test -p tanto-tools --test integration`",
        path.display()
    );
}

/// Every op of every dialect appears in a round-trip test of its dialect:
/// `test/Dialect/<D>/ops.mlir`, or, for an op generated from a class of the
/// PTO instruction table, the round trip of the kernels that run it
/// (`pto_instructions`, on every element type of both targets). Such a
/// class keeps one op in ops.mlir, where its level 1 form is checked.
#[test]
fn every_op_has_a_round_trip_test() {
    let by_runs = pto_instructions::ops_round_tripped_by_runs();
    for dialect in tanto_dialects::dialects() {
        let dir = repo_root()
            .join("test/Dialect")
            .join(capitalized(&dialect.name));
        let tests = std::fs::read_to_string(dir.join("ops.mlir")).unwrap_or_default();
        let in_ops_mlir = |op: &str| tests.contains(&format!("\"{}.{op}\"", dialect.name));
        let run = |op: &str| dialect.name == "pto" && by_runs.iter().any(|(o, _)| o == op);
        let missing: Vec<&str> = dialect
            .ops
            .iter()
            .map(|op| op.name.as_str())
            .filter(|op| !in_ops_mlir(op) && !run(op))
            .collect();
        assert!(
            missing.is_empty(),
            "{}/ops.mlir lacks round-trip tests of {missing:?}",
            dir.display()
        );
        if dialect.name == "pto" {
            let classes_without: Vec<&str> = by_runs
                .iter()
                .map(|(_, class)| class.as_str())
                .filter(|class| !by_runs.iter().any(|(op, c)| c == class && in_ops_mlir(op)))
                .collect();
            assert!(
                classes_without.is_empty(),
                "{}/ops.mlir has no op of the classes {classes_without:?}",
                dir.display()
            );
        }
    }
}

fn capitalized(name: &str) -> String {
    let mut chars = name.chars();
    chars
        .next()
        .map(|c| c.to_ascii_uppercase().to_string() + chars.as_str())
        .unwrap_or_default()
}

const TABLE_BEGIN: &str = "<!-- BEGIN GENERATED METHOD TABLE -->\n";
const TABLE_END: &str = "<!-- END GENERATED METHOD TABLE -->";

/// docs/frontends/tanto.md carries the method-to-op table generated from the
/// frontend's tables; TANTO_BLESS=1 regenerates it.
#[test]
fn frontend_method_table_is_current() {
    let path = repo_root().join("docs/frontends/tanto.md");
    let page = std::fs::read_to_string(&path).unwrap_or_default();
    let (Some(begin), Some(end)) = (page.find(TABLE_BEGIN), page.find(TABLE_END)) else {
        panic!(
            "{} lacks the generated method table markers",
            path.display()
        );
    };
    let table = tanto_frontends::tanto::method_table();
    let current = &page[begin + TABLE_BEGIN.len()..end];
    if std::env::var_os("TANTO_BLESS").is_some() {
        let updated = format!("{}{TABLE_BEGIN}{table}{}", &page[..begin], &page[end..]);
        std::fs::write(&path, updated).unwrap();
        return;
    }
    assert!(current == table, "the method table in {} is stale: run `TANTO_BLESS=1 cargo test -p tanto-tools --test integration`", path.display());
}

/// Every Tanto source under test/Frontend, for the robustness test.
fn frontend_sources() -> Vec<(String, String)> {
    fn walk(dir: &Path, out: &mut Vec<(String, String)>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
        entries.sort();
        for path in entries {
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "cpp") {
                if let Ok(text) = std::fs::read_to_string(&path) {
                    out.push((path.display().to_string(), text));
                }
            }
        }
    }
    let mut out = Vec::new();
    walk(&repo_root().join("test/Frontend"), &mut out);
    out
}

/// A tiny deterministic generator (xorshift), so failures reproduce.
struct Random(u64);

impl Random {
    fn next(&mut self, bound: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % bound.max(1) as u64) as usize
    }
}

/// Damaged kernels never crash the frontend, and whatever it accepts is
/// valid IR (MLIR's verifier and ours agree).
#[test]
fn frontend_survives_damaged_sources() {
    let context = context();
    let options = tanto_frontends::tanto::Options {
        defines: vec![("T".into(), "bfloat16".into())],
        params: (0..4).map(|i| (i, "1".to_string())).collect(),
        mode: None,
        arch: tanto_arch::Arch::load("wormhole_b0").unwrap(),
        include_dirs: Vec::new(),
    };
    let fragments = [
        "{",
        "}",
        "(",
        ")",
        ";",
        "break;",
        "return;",
        "acc.",
        "pipe<",
        "math<float> m;",
        "0x",
        "/*",
        "for (;;)",
        "if (",
        "else",
        "uint32 x = ",
        "++",
        "=",
        "<<",
        "\u{e9}",
    ];
    let mut random = Random(0x5eed_7a17_0000_0001);
    let sources = frontend_sources();
    assert!(!sources.is_empty());
    for (name, text) in &sources {
        for _ in 0..12 {
            let mut damaged = text.clone();
            for _ in 0..1 + random.next(3) {
                let mut at = random.next(damaged.len() + 1);
                while !damaged.is_char_boundary(at) {
                    at -= 1;
                }
                match random.next(3) {
                    0 => damaged.insert_str(at, fragments[random.next(fragments.len())]),
                    1 => {
                        let mut end = (at + random.next(12)).min(damaged.len());
                        while !damaged.is_char_boundary(end) {
                            end -= 1;
                        }
                        damaged.replace_range(at..end, "");
                    }
                    _ => {
                        let line = damaged
                            .lines()
                            .nth(random.next(damaged.lines().count()))
                            .unwrap_or("")
                            .to_string();
                        damaged.insert_str(at, &format!("\n{line}\n"));
                    }
                }
            }
            let compiled =
                tanto_frontends::tanto::compile(&context, "fuzz.cpp", &damaged, &options);
            let internal: Vec<_> = compiled
                .diagnostics
                .iter()
                .filter(|d| d.message.contains("internal error"))
                .collect();
            assert!(
                internal.is_empty(),
                "internal error on a damaged {name}:\n{damaged}\n{internal:?}"
            );
            if let Some(module) = compiled.module {
                assert!(
                    module.as_operation().verify(),
                    "invalid IR from a damaged {name}:\n{damaged}"
                );
                assert!(
                    tanto_dialects::verify::check_tree(module.as_operation()).is_empty(),
                    "Rust verifier rejects IR from {name}:\n{damaged}"
                );
            }
        }
    }
}
