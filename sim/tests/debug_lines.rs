//! `LineTable` on the math kernel of `test/Programs/eltwise`, linked as the
//! simulator links kernels. The executables in `tests/data` were made from
//! the repository root with
//!
//! ```text
//! tanto-translate test/Programs/eltwise/program.toml --emit=obj -O2 [-g] -o out/
//! ld.lld-22 -e eltwise_binary__math --no-relax -Ttext=0x20000000 \
//!     --unresolved-symbols=ignore-all out/math.o -o tests/data/eltwise-math[-g].elf
//! ```
//!
//! and `eltwise-math-g.o` is that `out/math.o` of `-g`, which the last test
//! links as the simulator does.
//!
//! (`test/Target/RV32/debug-line.test` checks what the compiler emits today;
//! these check the reader on fixed bytes.)

use object::{Object, ObjectSymbol};
use std::collections::BTreeSet;
use tanto_sim::debug_lines::{LineTable, SourceLine};

const WITH_DEBUG_INFO: &[u8] = include_bytes!("data/eltwise-math-g.elf");
const WITHOUT_DEBUG_INFO: &[u8] = include_bytes!("data/eltwise-math.elf");
const OBJECT_WITH_DEBUG_INFO: &[u8] = include_bytes!("data/eltwise-math-g.o");
const ENTRY: &str = "eltwise_binary__math";
const TEXT_START: u32 = 0x2000_0000;
/// `.text` of eltwise-math-g.elf (llvm-readelf -S).
const TEXT_SIZE: u32 = 0x228;
const KERNEL_SOURCE: &str = "test/Programs/eltwise/Inputs/math.cpp";
/// The lines of math.cpp.
const KERNEL_LINES: u32 = 41;

fn table() -> LineTable {
    LineTable::from_elf(WITH_DEBUG_INFO).expect("the fixture has readable DWARF")
}

fn located(pc: u32) -> SourceLine {
    table()
        .locate(pc)
        .unwrap_or_else(|| panic!("no source line for {pc:#x}"))
}

/// The three spin loops at the top of each frame iteration: out's
/// `reserve_back` (line 28), then in0's and in1's `wait_front` (29, 30).
/// Their code is the device library's, inlined; the report is the kernel's
/// statement.
#[test]
fn a_pipe_wait_loop_maps_to_the_kernel_statement_that_waits() {
    for (pc, line) in [
        (0x2000_007c, 28),
        (0x2000_0084, 28),
        (0x2000_0094, 29),
        (0x2000_00a8, 30),
    ] {
        let place = located(pc);
        assert_eq!(
            (place.file.as_str(), place.line),
            (KERNEL_SOURCE, line),
            "pc {pc:#x}"
        );
        assert_eq!(place.function.as_deref(), Some("eltwise_binary__math"));
        assert!(place
            .to_string()
            .starts_with(&format!("{KERNEL_SOURCE}:{line}:")));
    }
}

/// The frames show where the report comes from: the library line inside,
/// the kernel's call outside.
#[test]
fn inlined_library_code_has_the_kernel_call_as_its_outer_frame() {
    let frames = table().frames(0x2000_007c).expect("readable DWARF");
    assert!(frames.len() >= 2, "{frames:?}");
    assert_eq!(
        frames[0].file, "-",
        "the device library, parsed from a string"
    );
    let outer = frames.last().expect("two frames");
    assert_eq!((outer.file.as_str(), outer.line), (KERNEL_SOURCE, 28));
}

/// Every instruction of the kernel maps into the kernel source, within the
/// file: none reports a device-library line.
#[test]
fn every_pc_of_the_kernel_maps_into_the_kernel_source() {
    let table = table();
    for pc in (TEXT_START..TEXT_START + TEXT_SIZE).step_by(4) {
        let place = table
            .locate(pc)
            .unwrap_or_else(|| panic!("no source line for {pc:#x}"));
        assert_eq!(place.file, KERNEL_SOURCE, "pc {pc:#x}");
        assert!(
            (1..=KERNEL_LINES).contains(&place.line),
            "pc {pc:#x}: line {}",
            place.line
        );
    }
}

#[test]
fn the_entry_is_the_kernel_declaration() {
    assert_eq!(
        located(TEXT_START).line,
        18,
        "`void kernel(` is line 18 of math.cpp"
    );
}

#[test]
fn pcs_outside_the_kernel_have_no_line() {
    let table = table();
    assert_eq!(table.locate(TEXT_START - 4), None);
    assert_eq!(table.locate(TEXT_START + TEXT_SIZE + 0x1000), None);
}

#[test]
fn an_executable_without_debug_info_gives_an_empty_table() {
    let table = LineTable::from_elf(WITHOUT_DEBUG_INFO).expect("a valid ELF");
    assert!(table.is_empty());
    assert_eq!(table.locate(0x2000_007c), None);
    assert_eq!(table.frames(0x2000_007c).expect("no DWARF to misread"), []);
}

#[test]
fn a_truncated_executable_is_an_error_not_a_panic() {
    assert!(LineTable::from_elf(&WITH_DEBUG_INFO[..WITH_DEBUG_INFO.len() / 2]).is_err());
}

/// Linked by the simulator's own linker (`tanto_sim::link`: ld.lld-22 and
/// its generated script, another memory map): the tables survive, every
/// instruction of the kernel maps into the kernel source, and the three
/// waiting statements are among the lines.
#[test]
fn the_simulators_link_keeps_the_tables() {
    let elf = tanto_sim::link::link("math.o", ENTRY, OBJECT_WITH_DEBUG_INFO)
        .unwrap_or_else(|e| panic!("the simulator's link (scripts/setup.sh installs lld-22): {e}"));
    let table = LineTable::from_elf(&elf).expect("readable DWARF");
    let file = object::File::parse(&*elf).expect("an ELF");
    let kernel = file
        .symbols()
        .find(|s| s.name() == Ok(ENTRY))
        .expect("the entry symbol");
    let start = u32::try_from(kernel.address()).expect("a 32-bit address");
    let size = u32::try_from(kernel.size()).expect("a 32-bit size");
    assert!(size > 0);
    let mut lines = BTreeSet::new();
    for pc in (start..start + size).step_by(4) {
        let place = table
            .locate(pc)
            .unwrap_or_else(|| panic!("no source line for {pc:#x}"));
        assert_eq!(place.file, KERNEL_SOURCE, "pc {pc:#x}");
        lines.insert(place.line);
    }
    assert!(
        lines.is_superset(&BTreeSet::from([18, 28, 29, 30])),
        "{lines:?}"
    );
}
