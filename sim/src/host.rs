//! The host: what tt-metal's host code does for a device program. It places
//! the global buffers in DRAM, writes the inputs, initialises every pipe's
//! control block and every semaphore (docs/abi.md), writes each kernel's
//! runtime-argument words per core, launches every kernel on every core of
//! its range, waits, and reads the outputs back.

use crate::host_array::ArrayShape;
use crate::{
    dram::Dram,
    elements::Element,
    hart::Hart,
    image::Image,
    layout,
    machine::{initialise_resource, HartSlot, HartStats, Kernel, Machine, Status, TRANSACTION_IDS},
    noc::{Encoding, InFlight},
};
use std::{collections::BTreeMap, path::Path};
use tanto_manifest::program::{self as manifest, ArgSource, CorePlace, Io, Layout, Manifest};

#[derive(Debug, thiserror::Error)]
pub enum HostError {
    #[error("{path}: {message}")]
    Read { path: String, message: String },
    #[error("{0}")]
    Link(#[from] crate::link::LinkError),
    #[error("{0}")]
    Load(#[from] crate::image::LoadError),
    #[error("{0}")]
    Dram(#[from] crate::dram::DramError),
    #[error("buffer `{buffer}`: {message}")]
    Buffer { buffer: String, message: String },
    #[error("kernel `{kernel}` on core ({x}, {y}): runtime argument `{arg}`: {message}")]
    Argument {
        kernel: String,
        x: i64,
        y: i64,
        arg: String,
        message: String,
    },
    #[error("{0}")]
    Program(String),
}

/// A compiled program: its manifest and each kernel's object bytes.
#[derive(Debug, Clone)]
pub struct Program {
    pub manifest: Manifest,
    /// Object bytes by the manifest's `file` name.
    pub objects: BTreeMap<String, Vec<u8>>,
}

impl Program {
    /// The output directory of `tanto-translate --emit=obj -o DIR`.
    pub fn from_dir(dir: &Path) -> Result<Self, HostError> {
        let read = |path: &Path| {
            tanto_arch::files::read_file(path).map_err(|e| HostError::Read {
                path: path.display().to_string(),
                message: e.to_string(),
            })
        };
        let manifest_path = dir.join("manifest.json");
        let text = read(&manifest_path)?;
        let manifest = serde_json::from_slice::<Manifest>(&text).map_err(|e| HostError::Read {
            path: manifest_path.display().to_string(),
            message: e.to_string(),
        })?;
        if manifest.version != manifest::MANIFEST_VERSION {
            return Err(HostError::Read {
                path: manifest_path.display().to_string(),
                message: format!(
                    "manifest version {} (this tanto-run reads {})",
                    manifest.version,
                    manifest::MANIFEST_VERSION
                ),
            });
        }
        let mut objects = BTreeMap::new();
        for kernel in &manifest.kernels {
            objects.insert(kernel.file.clone(), read(&dir.join(&kernel.file))?);
        }
        Ok(Self { manifest, objects })
    }
}

/// A buffer the host reads or writes, with its element type: a global
/// buffer, or a local buffer with an `io` (`local`: its L1 address and
/// cores; the host writes the same values on each of them, and reads each
/// core's back).
#[derive(Debug, Clone)]
pub struct HostBuffer {
    pub name: String,
    pub element: Element,
    pub elements: usize,
    pub io: Option<Io>,
    pub local: Option<LocalPlace>,
    /// How the host lays out its array (default: row-major).
    pub layout: Layout,
    /// The array's declared logical shape.
    pub shape: Option<Vec<usize>>,
}

impl HostBuffer {
    /// The host's view of one instance of the buffer (one core's, for a
    /// local).
    pub fn array_shape(&self) -> ArrayShape {
        ArrayShape {
            element: self.element,
            elements: self.elements,
            layout: self.layout,
            shape: self.shape.clone(),
        }
    }

    /// How many instances the host reads back: a local's cores, else one.
    pub fn instances(&self) -> usize {
        self.local.as_ref().map_or(1, |l| l.cores.len().max(1))
    }
}

/// Where a local input buffer is.
#[derive(Debug, Clone)]
pub struct LocalPlace {
    pub address: u32,
    pub cores: Vec<(i64, i64)>,
}

/// The program's global buffers, then its local buffers that have an `io`.
pub fn buffers(manifest: &Manifest) -> Result<Vec<HostBuffer>, HostError> {
    let globals = manifest.resources.iter().filter(|r| r.kind == "global");
    let locals = manifest
        .resources
        .iter()
        .filter(|r| r.kind == "local" && r.io.is_some());
    globals
        .chain(locals)
        .map(|r| {
            let bad = |message: &str| HostError::Buffer {
                buffer: r.name.clone(),
                message: message.into(),
            };
            let spelled = r
                .element
                .as_deref()
                .ok_or_else(|| bad("no element type in the manifest"))?;
            let element = Element::parse(spelled)
                .ok_or_else(|| bad(&format!("element type `{spelled}` is not supported")))?;
            let elements = r
                .elements
                .filter(|e| *e > 0)
                .ok_or_else(|| bad("no element count in the manifest"))?;
            let local = match r.kind.as_str() {
                "local" => {
                    let address = r.address.filter(|a| *a >= 0).ok_or_else(|| {
                        bad("a local input without an L1 address in the manifest")
                    })?;
                    Some(LocalPlace {
                        address: address as u32,
                        cores: manifest::cores_of(&r.cores),
                    })
                }
                _ => None,
            };
            let shape = r.shape.as_ref().map(|dims| {
                dims.iter()
                    .map(|d| usize::try_from(*d).unwrap_or(0))
                    .collect()
            });
            Ok(HostBuffer {
                name: r.name.clone(),
                element,
                elements: elements as usize,
                io: r.io,
                local,
                layout: r.layout.unwrap_or(Layout::RowMajor),
                shape,
            })
        })
        .collect()
}

/// Seeded inputs in [-1, 1) for every input buffer (splitmix64, so the
/// same seed gives the same values everywhere).
pub fn random_inputs(
    manifest: &Manifest,
    seed: u64,
) -> Result<BTreeMap<String, Vec<f32>>, HostError> {
    let mut state = seed;
    let mut next = move || {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    };
    let mut inputs = BTreeMap::new();
    for buffer in buffers(manifest)?
        .into_iter()
        .filter(|b| b.io.is_some_and(Io::is_input))
    {
        let values = (0..buffer.elements)
            .map(|_| {
                let unit = (next() >> 40) as f32 / (1u64 << 24) as f32;
                let value = match buffer.element {
                    Element::Int { .. } => (unit * 16.0).floor() - 8.0,
                    _ => unit * 2.0 - 1.0,
                };
                buffer.element.round(value)
            })
            .collect();
        inputs.insert(buffer.name, values);
    }
    Ok(inputs)
}

/// The device bytes of f32 values for each input buffer, in device order:
/// each value rounded to the buffer's type (bf16 and f16 to nearest even,
/// integers to nearest with saturation; exact for values the type holds).
pub fn encode_inputs(
    manifest: &Manifest,
    inputs: &BTreeMap<String, Vec<f32>>,
) -> Result<BTreeMap<String, Vec<u8>>, HostError> {
    let buffers = buffers(manifest)?;
    inputs
        .iter()
        .map(|(name, values)| {
            let buffer =
                buffers
                    .iter()
                    .find(|b| &b.name == name)
                    .ok_or_else(|| HostError::Buffer {
                        buffer: name.clone(),
                        message: "is not a buffer of the program".into(),
                    })?;
            let mut bytes = Vec::with_capacity(values.len() * buffer.element.bytes());
            values
                .iter()
                .for_each(|&v| buffer.element.encode(v, &mut bytes));
            Ok((name.clone(), bytes))
        })
        .collect()
}

/// How to run.
#[derive(Debug, Clone)]
pub struct RunOptions {
    pub max_cycles: u64,
    /// Record spans for a Chrome trace ([`crate::machine::timeline`]).
    pub timeline: bool,
}

impl Default for RunOptions {
    fn default() -> Self {
        Self {
            max_cycles: 1 << 32,
            timeline: false,
        }
    }
}

/// The NoC endpoint of DRAM bank `b`: the column right of the grid.
fn bank_endpoint(arch: &tanto_arch::Arch, bank: u32) -> (u32, u32) {
    (arch.grid.x, bank)
}

/// Builds the machine with the program loaded and the inputs written.
pub fn prepare(
    program: &Program,
    arch: tanto_arch::Arch,
    inputs: &BTreeMap<String, Vec<u8>>,
    options: &RunOptions,
) -> Result<Machine, HostError> {
    let _span = tracing::info_span!("prepare", program = %program.manifest.program).entered();
    let manifest = &program.manifest;
    let buffers = buffers(manifest)?;
    let shapes: Vec<_> = manifest
        .resources
        .iter()
        .filter(|r| r.kind == "global")
        .zip(buffers.iter().filter(|b| b.local.is_none()))
        .map(|(r, b)| {
            (
                b.name.as_str(),
                b.element.bytes() as u64,
                b.elements as u64,
                r.page.unwrap_or(1).max(1) as u64,
            )
        })
        .collect();
    if arch.dram.banks > layout::MAX_DRAM_BANKS || arch.grid.x >= 1 << arch.noc.node_id_bits {
        return Err(HostError::Program(format!(
            "target `{}` has more DRAM banks or columns than the simulator maps",
            arch.name
        )));
    }
    let mut dram = Dram::new(arch.dram.banks, arch.dram.bank_size, &shapes)?;
    let mut local_inputs = Vec::new();
    for buffer in &buffers {
        let given = inputs.get(&buffer.name);
        if buffer.io.is_some_and(Io::is_input) && given.is_none() {
            return Err(HostError::Buffer {
                buffer: buffer.name.clone(),
                message: "is an input, but no values were given".into(),
            });
        }
        if let Some(bytes) = given {
            if !buffer.io.is_some_and(Io::is_input) {
                return Err(HostError::Buffer {
                    buffer: buffer.name.clone(),
                    message: "is not an input of the program (its `io`)".into(),
                });
            }
            let expected = buffer.elements * buffer.element.bytes();
            if bytes.len() != expected {
                let message = format!(
                    "has {} ({expected} bytes), but {} given",
                    tanto_arch::count(buffer.elements as u64, "element"),
                    match bytes.len() {
                        1 => "1 byte was".to_string(),
                        n => format!("{n} bytes were"),
                    }
                );
                return Err(HostError::Buffer {
                    buffer: buffer.name.clone(),
                    message,
                });
            }
            let bytes = bytes.clone();
            if let Some(local) = &buffer.local {
                // Written once L1 exists, on every core of its range.
                local_inputs.push((buffer.name.clone(), local.clone(), bytes));
                continue;
            }
            let placed = dram
                .buffer(&buffer.name)
                .cloned()
                .ok_or_else(|| HostError::Program("global not placed".into()))?;
            dram.write_buffer(&placed, &bytes);
        }
    }
    for name in inputs.keys() {
        if !buffers.iter().any(|b| &b.name == name) {
            return Err(HostError::Buffer {
                buffer: name.clone(),
                message: "is not a buffer of the program".into(),
            });
        }
    }

    let bank_xy: Vec<(u32, u32)> = (0..arch.dram.banks)
        .map(|b| bank_endpoint(&arch, b))
        .collect();
    let mut machine = Machine {
        encoding: Encoding {
            local_bits: arch.noc.addr_local_bits,
            node_bits: arch.noc.node_id_bits,
        },
        l1: BTreeMap::new(),
        dram,
        bank_xy,
        network: crate::route::Network::new(&arch),
        kernels: Vec::new(),
        harts: Vec::new(),
        resources: manifest.resources.clone(),
        in_flight: InFlight::default(),
        fifos: BTreeMap::new(),
        syncalls: BTreeMap::new(),
        prints: Vec::new(),
        flags: BTreeMap::new(),
        now: 0,
        max_cycles: options.max_cycles,
        banks: vec![crate::route::Calendar::default(); arch.dram.banks as usize],
        dram_bytes: 0,
        timeline: options.timeline.then(Vec::new),
        dependences: crate::dependence::Dependences::new(arch.l1.size),
        arch,
    };
    initialise_l1(&mut machine, manifest)?;
    for resource in &manifest.resources {
        if let ("semaphore", Some(address)) = (resource.kind.as_str(), resource.address) {
            for (x, y) in manifest::cores_of(&resource.cores) {
                machine
                    .dependences
                    .add_semaphore((x as u32, y as u32), address as u32);
            }
        }
    }
    for (name, local, bytes) in local_inputs {
        for &(x, y) in &local.cores {
            let end = u64::from(local.address) + bytes.len() as u64;
            if !machine.is_core(x as u32, y as u32) || end > machine.arch.l1.size {
                return Err(HostError::Buffer {
                    buffer: name.clone(),
                    message: format!("does not fit L1 of core ({x}, {y})"),
                });
            }
            let l1: &mut [u8] = bytemuck::cast_slice_mut(machine.l1_of(x as u32, y as u32));
            l1[local.address as usize..end as usize].copy_from_slice(&bytes);
        }
    }
    for kernel in &manifest.kernels {
        let object = program
            .objects
            .get(&kernel.file)
            .ok_or_else(|| HostError::Read {
                path: kernel.file.clone(),
                message: "object missing".into(),
            })?;
        let elf = crate::link::link(&kernel.file, &kernel.symbol, object)?;
        let image = Image::load(&kernel.file, &elf, &kernel.symbol)?;
        let lines = crate::debug_lines::LineTable::from_elf(&elf).ok();
        let index = machine.kernels.len();
        machine.kernels.push(Kernel {
            name: kernel.name.clone(),
            role: kernel.role.clone(),
            frames_ahead: kernel.frames_ahead,
            resources: kernel.resources.clone(),
            file: kernel.file.clone(),
            image,
            lines,
        });
        let cores = manifest::cores_of(&kernel.cores);
        for (position, &(x, y)) in cores.iter().enumerate() {
            let place = CorePlace {
                x,
                y,
                index: position as i64,
                count: cores.len() as i64,
            };
            let args = argument_words(&machine, manifest, kernel, place)?;
            let globals = firmware_globals(&machine, x as u32, y as u32, &args);
            let image = &machine.kernels[index].image;
            let words = image.bytes.chunks(4).map(|c| {
                let mut w = [0u8; 4];
                w[..c.len()].copy_from_slice(c);
                u32::from_le_bytes(w)
            });
            let hart = Hart::new(words.collect(), globals, image.entry);
            machine.l1_of(x as u32, y as u32);
            let first = manifest.kernels.iter().map(|k| k.launch).min().unwrap_or(0);
            machine.harts.push(HartSlot {
                hart,
                kernel: index,
                launch: kernel.launch,
                core: (x as u32, y as u32),
                status: if kernel.launch == first {
                    Status::Runnable
                } else {
                    Status::NotLaunched
                },
                stats: HartStats::default(),
                math: None,
                move_bytes: 0,
                ztachip: None,
                reads_in_flight: 0,
                writes_in_flight: 0,
                tid_in_flight: [0; TRANSACTION_IDS],
                port_free_at: 0,
                port_in: Default::default(),
                transfer_run: None,
                waiting_since: 0,
                wait_label: None,
                ahead: 0,
            });
        }
    }
    Ok(machine)
}

/// Pipe control blocks (capacity, frame sizes) and semaphore initial values.
fn initialise_l1(machine: &mut Machine, manifest: &Manifest) -> Result<(), HostError> {
    for resource in &manifest.resources {
        let Some(address) = resource.address else {
            continue;
        };
        for (x, y) in manifest::cores_of(&resource.cores) {
            if !machine.is_core(x as u32, y as u32) {
                return Err(HostError::Program(format!(
                    "resource `{}` is on ({x}, {y}), outside the grid",
                    resource.name
                )));
            }
            let l1 = machine.l1_of(x as u32, y as u32);
            initialise_resource(l1, resource, address as u32);
        }
    }
    Ok(())
}

fn argument_words(
    machine: &Machine,
    manifest: &Manifest,
    kernel: &manifest::KernelEntry,
    place: CorePlace,
) -> Result<Vec<u32>, HostError> {
    let error = |arg: &str, message: String| HostError::Argument {
        kernel: kernel.name.clone(),
        x: place.x,
        y: place.y,
        arg: arg.into(),
        message,
    };
    if kernel.runtime_args.len() > layout::MAX_ARGS as usize {
        return Err(error(
            "*",
            format!("more than {} runtime-argument words", layout::MAX_ARGS),
        ));
    }
    kernel
        .runtime_args
        .iter()
        .map(|arg| {
            let global = |name: &str| {
                machine
                    .dram
                    .buffer(name)
                    .ok_or_else(|| error(&arg.name, format!("no global buffer `{name}`")))
            };
            let value: i64 =
                match &arg.value {
                    ArgSource::GlobalAddress { resource } => global(resource)?.address as i64,
                    ArgSource::GlobalPage { resource } => global(resource)?.page as i64,
                    ArgSource::L1Address { resource } => manifest
                        .resource(resource)
                        .and_then(|r| r.address)
                        .ok_or_else(|| {
                            error(
                                &arg.name,
                                format!("resource `{resource}` has no L1 address"),
                            )
                        })?,
                    ArgSource::PerCore {
                        postfix,
                        expression,
                    } => manifest::evaluate(postfix, place)
                        .map_err(|e| error(&arg.name, format!("`{expression}`: {e}")))?,
                    ArgSource::Constant { value } => *value,
                    ArgSource::Unbound => return Err(error(
                        &arg.name,
                        "has no value: give it in the kernel's `args` or `per_core` in the program"
                            .into(),
                    )),
                };
            if !(i64::from(i32::MIN)..=i64::from(u32::MAX)).contains(&value) {
                return Err(error(
                    &arg.name,
                    format!("{value} does not fit a 32-bit word"),
                ));
            }
            Ok(value as u32)
        })
        .collect()
}

/// The hart's firmware globals: its coordinates, the banks' endpoints and its
/// runtime-argument words.
fn firmware_globals(machine: &Machine, x: u32, y: u32, args: &[u32]) -> Vec<u32> {
    let mut words = vec![0u32; layout::GLOBALS_SIZE as usize / 4];
    let at = |address: u32| ((address - layout::GLOBALS_BASE) / 4) as usize;
    words[at(layout::MY_X)] = x;
    words[at(layout::MY_Y)] = y;
    for (bank, &(bx, by)) in machine.bank_xy.iter().enumerate() {
        words[at(layout::DRAM_BANK_XY) + bank] = machine.encoding.endpoint_high_word(bx, by);
    }
    words[at(layout::ARGS)..at(layout::ARGS) + args.len()].copy_from_slice(args);
    words
}

/// Reads every output buffer back: a global's bytes, a local's bytes of
/// each of its cores one after the other (in the order of its ranges).
pub fn output_bytes(
    machine: &Machine,
    manifest: &Manifest,
) -> Result<BTreeMap<String, Vec<u8>>, HostError> {
    let mut outputs = BTreeMap::new();
    for buffer in buffers(manifest)?
        .into_iter()
        .filter(|b| b.io.is_some_and(Io::is_output))
    {
        let bytes = match &buffer.local {
            None => {
                let placed = machine
                    .dram
                    .buffer(&buffer.name)
                    .ok_or_else(|| HostError::Program("global not placed".into()))?;
                machine.dram.read_buffer(placed)
            }
            Some(local) => {
                let size = buffer.elements * buffer.element.bytes();
                let mut bytes = Vec::with_capacity(size * local.cores.len());
                for &(x, y) in &local.cores {
                    let l1: &[u8] = machine
                        .l1
                        .get(&(x as u32, y as u32))
                        .map(|words| bytemuck::cast_slice(words.as_slice()))
                        .unwrap_or_default();
                    let at = local.address as usize;
                    let part = l1.get(at..at + size).ok_or_else(|| HostError::Buffer {
                        buffer: buffer.name.clone(),
                        message: format!("does not fit L1 of core ({x}, {y})"),
                    })?;
                    bytes.extend_from_slice(part);
                }
                bytes
            }
        };
        outputs.insert(buffer.name, bytes);
    }
    Ok(outputs)
}

/// Output bytes as f32 values, in device order.
pub fn decode_outputs(
    manifest: &Manifest,
    bytes: &BTreeMap<String, Vec<u8>>,
) -> Result<BTreeMap<String, Vec<f32>>, HostError> {
    let buffers = buffers(manifest)?;
    Ok(bytes
        .iter()
        .filter_map(|(name, bytes)| {
            let buffer = buffers.iter().find(|b| &b.name == name)?;
            let values = bytes
                .chunks_exact(buffer.element.bytes())
                .map(|b| buffer.element.decode(b))
                .collect();
            Some((name.clone(), values))
        })
        .collect())
}
