//! The device library (`library.mlir`) for one target. The library is
//! parsed as written; what depends on the target file or on the pipe ABI is
//! an op marked `tanto.library_fact = "<fact>"` holding a dummy value, which
//! [`instantiate`] sets through the IR API after parsing. No text is
//! substituted: a fact is a typed value put into a typed attribute, and a
//! name the library misspells is an error, not a silently unparsed module.

use melior::{
    ir::{
        attribute::{IntegerAttribute, TypeAttribute},
        operation::OperationLike,
        r#type::IntegerType,
        Module, ValueLike,
    },
    Context,
};
use tanto_arch::Arch;
use tanto_dialects::{ir, types, OpKind};
use tanto_manifest::abi;

const SOURCE: &str = include_str!("library.mlir");

/// The discardable attribute that names an op's fact.
const FACT_ATTRIBUTE: &str = "tanto.library_fact";

// The library addresses the pushed count as the pipe's own address.
const _: () = assert!(abi::pipe::PUSHED == 0);

/// The library as written, facts unset: for tests that read its
/// declarations.
pub fn source() -> &'static str {
    SOURCE
}

/// A value the library leaves to the lowering.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fact {
    /// Byte offsets in a pipe's control block (manifest/src/abi.rs).
    PipePopped,
    PipeCapacity,
    PipePackCursor,
    /// Where a pipe's tile data starts: its control block's size.
    PipeData,
    /// DRAM banks: the interleaving modulus and the length of
    /// `tanto_dram_bank_xy`.
    DramBanks,
    /// Shifts of a node's x and y in a NoC address (also a multicast
    /// rectangle's end corner).
    NocXShift,
    NocYShift,
    /// Shifts of a multicast rectangle's start corner.
    NocXStartShift,
    NocYStartShift,
}

impl Fact {
    pub const ALL: [Fact; 9] = [
        Fact::PipePopped,
        Fact::PipeCapacity,
        Fact::PipePackCursor,
        Fact::PipeData,
        Fact::DramBanks,
        Fact::NocXShift,
        Fact::NocYShift,
        Fact::NocXStartShift,
        Fact::NocYStartShift,
    ];

    /// Its spelling in `tanto.library_fact`.
    pub fn name(self) -> &'static str {
        match self {
            Fact::PipePopped => "pipe.popped",
            Fact::PipeCapacity => "pipe.capacity",
            Fact::PipePackCursor => "pipe.pack_cursor",
            Fact::PipeData => "pipe.data",
            Fact::DramBanks => "dram.banks",
            Fact::NocXShift => "noc.x_shift",
            Fact::NocYShift => "noc.y_shift",
            Fact::NocXStartShift => "noc.x_start_shift",
            Fact::NocYStartShift => "noc.y_start_shift",
        }
    }

    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|fact| fact.name() == name)
    }

    /// Its value for `arch`.
    pub fn value(self, arch: &Arch) -> i64 {
        let local = i64::from(arch.noc.addr_local_bits);
        let node = i64::from(arch.noc.node_id_bits);
        match self {
            Fact::PipePopped => i64::from(abi::pipe::POPPED),
            Fact::PipeCapacity => i64::from(abi::pipe::CAPACITY),
            Fact::PipePackCursor => i64::from(abi::pipe::PACK_CURSOR),
            Fact::PipeData => i64::from(abi::pipe::CONTROL_BYTES),
            Fact::DramBanks => i64::from(arch.dram.banks),
            Fact::NocXShift => local,
            Fact::NocYShift => local + node,
            Fact::NocXStartShift => local + 2 * node,
            Fact::NocYStartShift => local + 3 * node,
        }
    }
}

/// The library for `arch`: parsed, every fact set, the markers removed.
/// Failures are the compiler's own (the library is compiled in).
pub fn instantiate<'c>(context: &'c Context, arch: &Arch) -> Result<Module<'c>, String> {
    instantiate_source(context, SOURCE, arch)
}

fn instantiate_source<'c>(
    context: &'c Context,
    source: &str,
    arch: &Arch,
) -> Result<Module<'c>, String> {
    let module = Module::parse(context, source)
        .ok_or_else(|| "internal error: the device library does not parse".to_string())?;
    for op in ir::nested_ops(module.as_operation()) {
        let Some(name) = types::string_attribute(&op, FACT_ATTRIBUTE) else {
            continue;
        };
        let fact = Fact::from_name(&name).ok_or_else(|| {
            format!("internal error: the device library names an unknown fact `{name}`")
        })?;
        set_fact(context, op, fact.value(arch))
            .map_err(|what| format!("internal error: fact `{name}` {what}"))?;
        ir::remove_attribute(op, FACT_ATTRIBUTE);
    }
    Ok(module)
}

/// Puts `value` where `op` holds its dummy: an `arith.constant`'s value, or
/// the length of an `llvm.mlir.global`'s array of i32 words.
fn set_fact<'c>(
    context: &'c Context,
    op: melior::ir::OperationRef<'c, '_>,
    value: i64,
) -> Result<(), &'static str> {
    if OpKind::of(&op) == Some(OpKind::ArithConstant) {
        let ty = op
            .result(0)
            .map_err(|_| "is on a constant without a result")?
            .r#type();
        ir::set_attribute(op, "value", IntegerAttribute::new(ty, value).into());
        return Ok(());
    }
    if op.has_attribute("global_type") {
        let length = u32::try_from(value).map_err(|_| "is not an array length")?;
        let word = IntegerType::new(context, 32).into();
        let array = melior::dialect::llvm::r#type::array(word, length);
        ir::set_attribute(op, "global_type", TypeAttribute::new(array).into());
        return Ok(());
    }
    Err("marks an op that is neither a constant nor a global")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The library instantiates and verifies for every built-in target,
    /// every fact set, the bank table as long as the target's banks.
    #[test]
    fn library_instantiates_for_every_target() {
        let context = tanto_dialects::context::create_context().expect("context");
        for (name, _) in tanto_arch::BUILTIN {
            let arch = Arch::load(name).expect("built-in arch");
            let module = instantiate(&context, &arch).expect("instantiates");
            assert!(module.as_operation().verify(), "{name}: does not verify");
            let text = module.as_operation().to_string();
            assert!(!text.contains(FACT_ATTRIBUTE), "{name}: marker left");
            assert!(
                text.contains(&format!("!llvm.array<{} x i32>", arch.dram.banks)),
                "{name}: bank table"
            );
            let shift = format!("arith.constant {} : i64", Fact::NocYStartShift.value(&arch));
            assert!(text.contains(&shift), "{name}: {shift}");
        }
    }

    /// Every fact is used by the library and every marker names a fact.
    #[test]
    fn library_uses_every_fact_and_only_known_ones() {
        for fact in Fact::ALL {
            let marker = format!("{FACT_ATTRIBUTE} = \"{}\"", fact.name());
            assert!(SOURCE.contains(&marker), "{} unused", fact.name());
            assert_eq!(Fact::from_name(fact.name()), Some(fact));
        }
        let code = SOURCE.lines().filter(|line| !line.trim().starts_with("//"));
        for line in code {
            for marker in line.split(FACT_ATTRIBUTE).skip(1) {
                let name = marker.split('"').nth(1).expect("a quoted fact name");
                assert!(Fact::from_name(name).is_some(), "unknown fact `{name}`");
            }
        }
    }

    /// A misspelled fact is an internal error, not a wrong constant.
    #[test]
    fn unknown_fact_is_refused() {
        let context = tanto_dialects::context::create_context().expect("context");
        let arch = Arch::load(tanto_arch::DEFAULT_ARCH).expect("built-in arch");
        let misspelled = SOURCE.replacen("\"dram.banks\"", "\"dram.bank\"", 1);
        let Err(error) = instantiate_source(&context, &misspelled, &arch) else {
            panic!("a misspelled fact instantiated");
        };
        assert!(error.contains("unknown fact `dram.bank`"), "{error}");
    }

    /// Multicast fields must fit a 64-bit NoC address.
    #[test]
    fn noc_encoding_fits_64_bits() {
        for (name, _) in tanto_arch::BUILTIN {
            let arch = Arch::load(name).expect("built-in arch");
            assert!(
                Fact::NocYStartShift.value(&arch) + i64::from(arch.noc.node_id_bits) <= 64,
                "{name}"
            );
        }
    }
}
