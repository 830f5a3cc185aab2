//! The engine against the one definition of the ABI (manifest/abi.toml)
//! and the compiler's side of it: every function of the ABI implemented and
//! every implementation used, the data-format codes, the tile dialect's
//! enums, the PTO instruction table, and the argument counts of the calls
//! in the lowering tests.

use super::super::{functions, implementation, implementations, DataFormat};
use tanto_manifest::abi::math as abi;

const TILE_TOML: &str = include_str!("../../../../dialects/src/tile/tile.toml");
const PTO_ISA: &str = include_str!("../../../../dialects/src/pto/isa.toml");
const TILE_CALLS: &str = include_str!("../../../../test/Transforms/lower/tile.mlir");
const PTO_CALLS: &str = include_str!("../../../../test/Transforms/lower/pto-ops.pto");

/// The values of enum `name` in tile.toml, in order.
pub fn enum_values(name: &str) -> Vec<String> {
    let start = TILE_TOML
        .find(&format!("name = \"{name}\""))
        .unwrap_or_else(|| panic!("no enum {name}"));
    let rest = &TILE_TOML[start..];
    let body = &rest[rest.find("values = [").expect("values") + "values = [".len()..];
    let body = &body[..body.find(']').expect("]")];
    body.lines()
        .filter(|line| !line.trim_start().starts_with('#'))
        .flat_map(|line| {
            line.split('"')
                .skip(1)
                .step_by(2)
                .map(String::from)
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The index of `value` in enum `name`, as an argument word.
pub fn index_of(name: &str, value: &str) -> u32 {
    enum_values(name)
        .iter()
        .position(|v| v == value)
        .unwrap_or_else(|| panic!("{value} is not a {name}")) as u32
}

#[test]
fn enums_have_the_order_the_engine_assumes() {
    assert_eq!(enum_values("Broadcast"), ["none", "rows", "cols", "scalar"]);
    assert_eq!(enum_values("PackMode"), ["tile", "row", "col", "scalar"]);
    assert_eq!(enum_values("ReduceKind"), ["sum", "max"]);
    assert_eq!(enum_values("ReduceDim"), ["rows", "cols", "scalar"]);
    assert_eq!(
        enum_values("DstBinary"),
        ["add", "sub", "rsub", "mul", "div", "power"]
    );
}

#[test]
fn every_abi_function_has_an_implementation() {
    let missing: Vec<&str> = abi::FUNCTIONS
        .iter()
        .filter(|f| implementation(f.engine).is_none())
        .map(|f| f.symbol)
        .collect();
    assert!(missing.is_empty(), "no implementation named by {missing:?}");
    assert_eq!(functions().len(), abi::FUNCTIONS.len());
}

#[test]
fn every_implementation_is_used_once() {
    let names: Vec<&str> = implementations().map(|(name, _)| name).collect();
    for (k, name) in names.iter().enumerate() {
        assert!(
            abi::FUNCTIONS.iter().any(|f| f.engine == *name),
            "implementation `{name}` has no function in abi.toml"
        );
        assert!(
            names[..k].iter().all(|other| other != name),
            "implementation `{name}` twice"
        );
    }
}

#[test]
fn data_format_codes_match_the_abi() {
    for format in abi::FORMATS {
        assert_eq!(
            DataFormat::from_code(format.code).map(DataFormat::name),
            Some(format.name)
        );
    }
    assert_eq!(DataFormat::from_code(abi::FORMATS.len() as u32), None);
}

#[test]
fn every_pto_compute_op_is_an_engine_function() {
    // The supported instructions of the PTO table and their ops: the lower
    // case mnemonic for a class instruction, else the `op` named.
    let value = |block: &str, key: &str| {
        block.lines().find_map(|line| {
            line.strip_prefix(&format!("{key} = \""))
                .and_then(|rest| rest.strip_suffix('"'))
                .map(str::to_string)
        })
    };
    let not_compute = [
        "tload",
        "tstore",
        // Through the library's store_elements (tanto_rt_pto_store_element).
        "tstore_fp",
        // Copies between global tensors through the library's gm_copy (the
        // NoC's reads and writes), and the session and events they use.
        "build_async_session",
        "tput_async",
        "tget_async",
        "wait_async_event",
        "test_async_event",
        "alloc_tile",
        "tassign",
        "make_view",
        "partition",
        "block_info",
        "record_event",
        "wait_event",
        "set_flag",
        "wait_flag",
        "barrier",
        "tsync",
        "syncall",
        "tprint",
        "trap",
        "sync_set",
        "sync_wait",
        "buf_token",
        "addptr",
        "load_scalar",
        "store_scalar",
        "set_valid_shape",
        "talias",
        "subview",
        "mgather",
        "mscatter",
        "settf32mode",
        "buf_address",
        "import_buffer",
        "print",
    ];
    let mut ops: Vec<String> = PTO_ISA
        .split("[[instruction]]")
        .skip(1)
        .filter(|block| value(block, "status").as_deref() == Some("supported"))
        .filter_map(|block| match value(block, "class") {
            Some(_) => value(block, "mnemonic").map(|m| m.to_ascii_lowercase()),
            None => value(block, "op"),
        })
        .filter(|op| {
            !op.contains('.') && !op.starts_with('(') && !not_compute.contains(&op.as_str())
        })
        .collect();
    ops.dedup();
    assert!(ops.len() >= 35, "{ops:?}");
    for op in ops {
        let symbol = format!("tanto_rt_pto_{op}");
        assert!(abi::function(&symbol).is_some(), "{symbol}");
    }
}

/// Every `call @tanto_rt_*` of the lowering tests whose arguments are all
/// written out has as many words as the engine's definition.
#[test]
fn argument_counts_match_the_lowering_tests() {
    let mut checked = 0;
    for line in TILE_CALLS.lines().chain(PTO_CALLS.lines()) {
        let Some(at) = line.find("call @tanto_rt_") else {
            continue;
        };
        let call = &line[at + "call @".len()..];
        let (name, rest) = call.split_at(call.find('(').expect("("));
        let args = &rest[1..rest.find(')').expect(")")];
        if args.contains(", {{") {
            continue; // a pattern standing for several arguments
        }
        let Some(def) = abi::function(name) else {
            continue;
        };
        assert_eq!(args.matches('%').count(), def.words.len(), "{name}: {line}");
        checked += 1;
    }
    assert!(checked >= 25, "only {checked} calls checked");
}
