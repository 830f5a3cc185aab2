//! `tanto-run --csl layout.csl`: compile the layout and its PE programs
//! (as `tanto-translate --emit=obj` does, into a scratch directory), or
//! take the directory `tanto-translate` wrote, load them on the simulated
//! PE mesh, then copy in (`--h2d`), launch (`--launch`) and copy out
//! (`--d2h`), in that order.

use crate::error::ToolError;
use crate::run_args::RunArgs;
use std::path::{Path, PathBuf};
use tanto_manifest::csl::CslManifest;
use tanto_sim::fabric::mesh::Mesh;

/// `NAME=FILE@x,y,w,h`.
struct Copy {
    name: String,
    file: PathBuf,
    region: (u32, u32, u32, u32),
}

fn copy(flag: &str, text: &str) -> Result<Copy, ToolError> {
    let usage = || ToolError::Usage(format!("--{flag} {text}: write NAME=FILE.npy@X,Y,W,H"));
    let (name, rest) = text.split_once('=').ok_or_else(usage)?;
    let (file, region) = rest.rsplit_once('@').ok_or_else(usage)?;
    let numbers: Vec<u32> = region
        .split(',')
        .map(|n| n.trim().parse::<u32>())
        .collect::<Result<_, _>>()
        .map_err(|_| usage())?;
    let [x, y, w, h] = numbers[..] else {
        return Err(usage());
    };
    Ok(Copy {
        name: name.to_string(),
        file: PathBuf::from(file),
        region: (x, y, w, h),
    })
}

fn mesh_error(e: tanto_sim::fabric::mesh::MeshError) -> ToolError {
    ToolError::Usage(e.to_string())
}

pub fn run(args: &RunArgs, layout: &str) -> Result<(), ToolError> {
    let h2d: Vec<Copy> = args
        .h2d
        .iter()
        .map(|t| copy("h2d", t))
        .collect::<Result<_, _>>()?;
    let d2h: Vec<Copy> = args
        .d2h
        .iter()
        .map(|t| copy("d2h", t))
        .collect::<Result<_, _>>()?;
    // A directory of `tanto-translate layout.csl --emit=obj -o DIR` runs as
    // it is; a layout file is compiled into a scratch directory first.
    if Path::new(layout).join("csl.json").is_file() {
        return run_compiled(args, layout, Path::new(layout), &h2d, &d2h);
    }
    let directory = scratch_directory();
    let translate = vec![
        "tanto-translate".to_string(),
        layout.to_string(),
        "--emit=obj".into(),
        format!("-O{}", args.opt_level),
        format!("--fabric-arch={}", args.fabric_arch),
        "-o".into(),
        directory.display().to_string(),
    ]
    .into_iter()
    .chain(args.csl_params.iter().map(|p| format!("--params={p}")));
    let translate_args =
        crate::translate::parse_args(translate).map_err(|e| ToolError::Usage(e.to_string()))?;
    let result = crate::translate::run(&translate_args)
        .and_then(|()| run_compiled(args, layout, &directory, &h2d, &d2h));
    let _ = std::fs::remove_dir_all(&directory);
    result
}

/// Loads the objects of `directory` (with its csl.json) for the target
/// they were compiled for.
fn load(directory: &Path) -> Result<(CslManifest, Mesh), ToolError> {
    let manifest_path = directory.join("csl.json");
    let size = std::fs::metadata(&manifest_path)
        .map_err(|source| ToolError::Read {
            path: manifest_path.clone(),
            source,
        })?
        .len();
    if size > MAX_NPY_BYTES {
        return Err(ToolError::Usage(format!(
            "{}: {size} bytes; an input file may have at most {} MiB",
            manifest_path.display(),
            MAX_NPY_BYTES >> 20
        )));
    }
    let text = std::fs::read_to_string(&manifest_path).map_err(|source| ToolError::Read {
        path: manifest_path.clone(),
        source,
    })?;
    let manifest = CslManifest::from_json(&text)
        .map_err(|e| ToolError::Usage(format!("{}: {e}", manifest_path.display())))?;
    // The target the objects were compiled for.
    let target = tanto_arch::wse::Wse::load(&manifest.arch).map_err(|e| {
        ToolError::Usage(format!(
            "{}: arch `{}`: {e}",
            manifest_path.display(),
            manifest.arch
        ))
    })?;
    let mesh = Mesh::load(&manifest, directory, &target).map_err(mesh_error)?;
    Ok((manifest, mesh))
}

/// Runs the copies and launches of the command line on the program of
/// `directory`, or serves it (`--serve`).
fn run_compiled(
    args: &RunArgs,
    layout: &str,
    directory: &Path,
    h2d: &[Copy],
    d2h: &[Copy],
) -> Result<(), ToolError> {
    let (manifest, mut mesh) = load(directory)?;
    mesh.max_cycles = args.max_cycles;
    if args.serve {
        return crate::csl_serve::serve(&manifest, &mut mesh, directory);
    }
    for c in h2d {
        let words = read_words(&c.file)?;
        let pes = c.region.2 as usize * c.region.3 as usize;
        if words.is_empty() {
            return Err(ToolError::Usage(format!(
                "--h2d {}: {} holds no values",
                c.name,
                c.file.display()
            )));
        }
        if pes == 0 || words.len() % pes != 0 {
            return Err(ToolError::Usage(format!(
                "--h2d {}: {} values do not split evenly over {pes} PEs",
                c.name,
                words.len()
            )));
        }
        mesh.memcpy_h2d(&c.name, &words, c.region, words.len() / pes)
            .map_err(mesh_error)?;
    }
    let mut log = crate::csl_serve::SimLog::default();
    for launch in &args.launch {
        let (name, arguments) = launch_arguments(&manifest, launch)?;
        let launched = mesh.launch_with(name, &arguments).map_err(mesh_error);
        // What the PEs printed before a failure is the help in finding it.
        log.append(&mut mesh)?;
        launched?;
    }
    // Every copy out is read before any is written: a failed run writes
    // none of its outputs, and each is placed whole.
    let mut outputs = Vec::new();
    for c in d2h {
        let words = mesh.memcpy_d2h_all(&c.name, c.region).map_err(mesh_error)?;
        let values: Vec<f32> = words.iter().map(|w| f32::from_bits(*w)).collect();
        outputs.push((&c.file, tanto_sim::npy::f32_bytes(&values)));
    }
    let mut staged = crate::output::Staged::new();
    for (path, bytes) in &outputs {
        staged.add(path, bytes)?;
    }
    staged.commit()?;
    if !args.quiet {
        eprintln!(
            "{}: {} x {} PEs, {} programs, {} instructions, {} cycles",
            layout,
            manifest.width,
            manifest.height,
            manifest.programs.len(),
            mesh.instructions,
            mesh.cycle
        );
    }
    Ok(())
}

/// `NAME` or `NAME:ARG,...`: the function and its arguments' register
/// words, each read as the parameter type of the layout's `@export_name`
/// says (an f32's bits; an integer sign- or zero-extended).
fn launch_arguments<'a>(
    manifest: &CslManifest,
    launch: &'a str,
) -> Result<(&'a str, Vec<u32>), ToolError> {
    let (name, list) = launch.split_once(':').unwrap_or((launch, ""));
    let texts: Vec<&str> = list
        .split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .collect();
    let types: Vec<String> = manifest
        .exports
        .iter()
        .find(|e| e.name == name)
        .and_then(|e| {
            let inside = e.ty.trim().strip_prefix("fn(")?.split(')').next()?;
            Some(
                inside
                    .split(',')
                    .map(|t| t.trim().to_string())
                    .filter(|t| !t.is_empty())
                    .collect(),
            )
        })
        .unwrap_or_default();
    if texts.len() != types.len() {
        return Err(ToolError::Usage(format!(
            "--launch {launch}: `{name}` takes {} ({}), not {}",
            tanto_arch::count(types.len() as u64, "argument"),
            types.join(", "),
            texts.len()
        )));
    }
    let mut words = Vec::new();
    for (text, ty) in texts.iter().zip(&types) {
        let bad = || ToolError::Usage(format!("--launch {launch}: `{text}` is no {ty}"));
        let word = match ty.as_str() {
            "f32" => text.parse::<f32>().map_err(|_| bad())?.to_bits(),
            "bool" => match *text {
                "true" => 1,
                "false" => 0,
                _ => return Err(bad()),
            },
            "i16" => i32::from(text.parse::<i16>().map_err(|_| bad())?) as u32,
            "i32" => text.parse::<i32>().map_err(|_| bad())? as u32,
            "u16" => u32::from(text.parse::<u16>().map_err(|_| bad())?),
            "u32" => text.parse::<u32>().map_err(|_| bad())?,
            _ => {
                return Err(ToolError::Usage(format!(
                "--launch {launch}: a parameter of type {ty} is not passed from the command line"
            )))
            }
        };
        words.push(word);
    }
    Ok((name, words))
}

/// Bytes an `.npy` input may have (as for every input file of the tools).
const MAX_NPY_BYTES: u64 = 64 << 20;

/// A float32 (or int32) `.npy` file as 32-bit words.
fn read_words(path: &Path) -> Result<Vec<u32>, ToolError> {
    let bytes = std::fs::metadata(path)
        .map_err(|source| ToolError::Read {
            path: path.to_path_buf(),
            source,
        })?
        .len();
    if bytes > MAX_NPY_BYTES {
        return Err(ToolError::Usage(format!(
            "{}: {bytes} bytes; an input file may have at most {} MiB",
            path.display(),
            MAX_NPY_BYTES >> 20
        )));
    }
    let values = tanto_sim::npy::read_f32(path).map_err(|e| ToolError::Read {
        path: path.to_path_buf(),
        source: std::io::Error::other(e.to_string()),
    })?;
    Ok(values.iter().map(|v| v.to_bits()).collect())
}

fn scratch_directory() -> PathBuf {
    use std::sync::atomic::{AtomicU64, Ordering};
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    std::env::temp_dir().join(format!(
        "tanto-csl-{}-{}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ))
}
