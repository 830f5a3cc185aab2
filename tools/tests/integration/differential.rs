//! Differential testing of the optimisations (issue 14, a first generator):
//! random, valid variants of the reader → math → writer program — random
//! core rectangles, page sizes, frame sizes, pipe depths, frame counts,
//! repetitions, element types and op codes — each compiled twice, once
//! unoptimised (-O0, no DMA coalescing, no scheduling) and once through
//! `tanto-default` at -O2, and run in the simulator. The two outputs must be
//! bit-identical, and both must match the independent reference.

use std::{collections::BTreeMap, path::Path};
use tanto_references::{eltwise, ElementType};
use tanto_tools::{
    input::Input,
    program_output::{compile_program, ProgramOptions},
};

/// The middle end without the optimisations under test.
const UNOPTIMISED: &str = "builtin.module(tanto-verify-roles,tanto-verify-protocol,tanto-l1-alloc,tanto-pto-alloc)";

/// Seeded choices (splitmix64): the same seed gives the same program.
struct Choices(u64);

impl Choices {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `low..=high`.
    fn pick(&mut self, low: u64, high: u64) -> u64 {
        low + self.next() % (high - low + 1)
    }
}

/// One generated program.
#[derive(Debug)]
struct Generated {
    toml: String,
    op_code: u32,
    element: ElementType,
}

fn generate(seed: u64) -> Generated {
    let mut choose = Choices(seed);
    let (width, height) = (choose.pick(1, 4), choose.pick(1, 3));
    let frame_tiles = choose.pick(1, 3);
    let frames = choose.pick(1, 3);
    let num_frames = choose.pick(1, 4);
    let repeats = choose.pick(1, 2);
    let page = 1 << choose.pick(8, 11);
    let op_code = choose.pick(0, 2) as u32;
    let (type_name, element) = if choose.pick(0, 1) == 0 { ("bfloat16", ElementType::BFloat16) } else { ("float", ElementType::Float32) };
    let slice = num_frames * frame_tiles * 1024;
    let elements = slice * width * height;
    let cores = format!("0,0-{},{}", width - 1, height - 1);
    let sources = Path::new(env!("CARGO_MANIFEST_DIR")).join("../test/Programs/eltwise/Inputs");
    let source = |file: &str| sources.join(file).display().to_string();
    let mut toml = format!("# generated from seed {seed}\nname = \"generated_{seed}\"\n");
    for (name, io) in [("a", "input"), ("b", "input"), ("c", "output")] {
        toml += &format!("\n[[global]]\nname = \"{name}\"\ntype = \"{type_name}\"\nelements = {elements}\npage = {page}\nio = \"{io}\"\n");
    }
    for name in ["in0", "in1", "out"] {
        toml += &format!("\n[[pipe]]\nname = \"{name}\"\ntype = \"{type_name}\"\nframe = {frame_tiles}\nframes = {frames}\ncores = \"{cores}\"\n");
    }
    let common = format!("N = {repeats}, num_frames = {num_frames}, frame_tiles = {frame_tiles}, stride = 0");
    toml += &format!(
        "\n[[kernel]]\nname = \"reader\"\nsource = {:?}\nmode = \"read\"\ncores = \"{cores}\"\ndefines = {{ T = \"{type_name}\" }}\n\
         args = {{ ga = \"a\", gb = \"b\", pa = \"in0\", pb = \"in1\", {common} }}\nper_core = {{ start = \"index * {slice}\" }}\n",
        source("reader.cpp")
    );
    toml += &format!(
        "\n[[kernel]]\nname = \"math\"\nsource = {:?}\nmode = \"compute\"\ncores = \"{cores}\"\ndefines = {{ T = \"{type_name}\" }}\n\
         params = [{op_code}]\nargs = {{ pa = \"in0\", pb = \"in1\", pc = \"out\", num_frames = {}, frame_tiles = {frame_tiles} }}\n",
        source("math.cpp"),
        num_frames * repeats
    );
    toml += &format!(
        "\n[[kernel]]\nname = \"writer\"\nsource = {:?}\nmode = \"write\"\ncores = \"{cores}\"\ndefines = {{ T = \"{type_name}\" }}\n\
         args = {{ gc = \"c\", pc = \"out\", {common} }}\nper_core = {{ start = \"index * {slice}\" }}\n",
        source("writer.cpp")
    );
    Generated { toml, op_code, element }
}

fn simulate(generated: &Generated, seed: u64, pipeline: Option<&str>, opt_level: u8) -> (BTreeMap<String, Vec<f32>>, BTreeMap<String, Vec<f32>>) {
    let arch = tanto_arch::Arch::load(tanto_arch::DEFAULT_ARCH).expect("built-in target");
    let mut options = ProgramOptions::new(arch.clone());
    options.target.opt_level = opt_level;
    options.pipeline = pipeline.map(str::to_string);
    let input = Input { name: format!("generated_{seed}.toml"), text: generated.toml.clone() };
    let (manifest, files) =
        compile_program(&input, &options).unwrap_or_else(|e| panic!("seed {seed} does not compile ({e}):\n{}", generated.toml));
    let program = tanto_sim::Program { manifest, objects: files.into_iter().collect() };
    let inputs = tanto_sim::host::random_inputs(&program.manifest, seed).expect("inputs");
    let outcome = tanto_sim::run(&program, arch, &inputs, &tanto_sim::RunOptions::default(), &mut |_| {})
        .unwrap_or_else(|e| panic!("seed {seed} does not run:\n{e}\n{}", generated.toml));
    (inputs, outcome.outputs)
}

/// Compiles and runs program `seed` both ways; checks bits and reference.
fn check_seed(seed: u64) {
    let generated = generate(seed);
    let (inputs, plain) = simulate(&generated, seed, Some(UNOPTIMISED), 0);
    let (_, optimised) = simulate(&generated, seed, None, 2);
    assert_eq!(plain, optimised, "seed {seed}: -O0 unoptimised and -O2 tanto-default differ:\n{}", generated.toml);
    let wide = |name: &str| inputs[name].iter().map(|&v| f64::from(v)).collect::<Vec<f64>>();
    let expected = eltwise::elementwise(generated.op_code, &wide("a"), &wide("b"), generated.element).expect("reference");
    let actual = &optimised["c"];
    // One rounding of an exact result, in f32 or bf16 (see eltwise::TOLERANCE).
    let relative = if generated.element == ElementType::Float32 { 2f64.powi(-23) } else { 2f64.powi(-7) };
    for (i, (&want, &got)) in expected.iter().zip(actual).enumerate() {
        let bound = f64::from(f32::MIN_POSITIVE) + relative * f64::from(want.abs());
        assert!(
            (f64::from(want) - f64::from(got)).abs() <= bound,
            "seed {seed}: c[{i}] is {got}, the reference says {want}:\n{}",
            generated.toml
        );
    }
}

/// The suite's fixed seeds; `TANTO_DIFFERENTIAL_SEEDS=N` runs seeds 0..N
/// instead (the bench run).
#[test]
fn optimised_and_unoptimised_programs_agree_with_each_other_and_the_reference() {
    let count = std::env::var("TANTO_DIFFERENTIAL_SEEDS").ok().and_then(|n| n.parse().ok()).unwrap_or(200u64);
    for seed in 0..count {
        check_seed(seed);
    }
}

#[test]
fn generated_programs_vary() {
    let programs: Vec<String> = (0..8).map(|seed| generate(seed).toml).collect();
    let distinct: std::collections::BTreeSet<_> = programs.iter().map(|t| t.lines().skip(2).collect::<Vec<_>>()).collect();
    assert!(distinct.len() >= 7, "the generator repeats itself");
    assert_eq!(generate(5).toml, generate(5).toml, "the same seed gives the same program");
}
