//! `tanto-run --csl DIR --serve`: a loaded CSL program driven by a host
//! script, call by call, in the order the script makes them (the
//! `tanto_sdk` Python module, python/). One JSON request per line on stdin,
//! one JSON reply per line on stdout:
//!
//! - `{"op":"symbols"}` → `{"ok":true,"symbols":[...]}`
//! - `{"op":"h2d","name","x","y","width","height","per_pe","words":[...]}`
//!   → `{"ok":true}`; words row-major over the region, PE by PE
//! - `{"op":"d2h","name","x","y","width","height","per_pe"}`
//!   → `{"ok":true,"words":[...]}`
//! - `{"op":"h2d_stream","color","x","y","width","height","per_pe","words"[,"nonblock"]}`
//!   → `{"ok":true}`: wavelets on a memcpy stream color, into each PE (with
//!   `"nonblock":true`, what the PEs do not take yet stays queued)
//! - `{"op":"d2h_stream","color","x","y","width","height","per_pe"}`
//!   → `{"ok":true,"words":[...]}`: what each PE sent on a stream color
//! - `{"op":"launch","name","args":[...]}` → `{"ok":true,"cycles":C}`;
//!   args (optional) are the parameters' register words
//! - `{"op":"run"}` → `{"ok":true,"cycles":C}`: the mesh runs by itself
//!   until it is still (a program without memcpy: its activated tasks)
//! - `{"op":"read_symbol","name","x","y"}` → `{"ok":true,"bytes":[...]}`:
//!   every byte of a data symbol at one PE
//! - `{"op":"stop"}` → `{"ok":true}`, and the process ends
//!
//! What the PEs print with `<simprint>` goes to `sim.log` in the working
//! directory, as the SDK's simulator writes it; at the end, the `<debug>`
//! trace buffers go to `DIR/tanto-traces.json` and every PE's data symbols
//! to `DIR/tanto-core.json` and `DIR/tanto-core.bin` ([`write_core`]), for
//! `debug_util` (python/).
//!
//! A failed request answers `{"ok":false,"error":"..."}` and the program
//! stays loaded: a request that is not UTF-8, not JSON, longer than
//! [`MAX_REQUEST_BYTES`] or asks the impossible is answered so, and the
//! next one is served. End of input ends the process like `stop`.

use crate::error::ToolError;
use serde_json::{json, Value};
use std::io::{BufRead, Read, Write};
use tanto_manifest::csl::CslManifest;
use tanto_sim::fabric::mesh::Mesh;

/// Bytes one request line may have (64 MiB: some 6 million words of a
/// copy); a longer one is refused without being held.
pub const MAX_REQUEST_BYTES: u64 = 64 << 20;

/// The next request line, without its newline; None at end of input. A
/// line past [`MAX_REQUEST_BYTES`] is read to its end and dropped: Err.
fn next_line(input: &mut impl BufRead) -> Result<Option<Result<Vec<u8>, String>>, ToolError> {
    let reading = |e: std::io::Error| ToolError::Usage(format!("reading a request: {e}"));
    let mut line = Vec::new();
    let read = input
        .by_ref()
        .take(MAX_REQUEST_BYTES + 1)
        .read_until(b'\n', &mut line)
        .map_err(reading)?;
    if read == 0 {
        return Ok(None);
    }
    if line.last() == Some(&b'\n') {
        line.pop();
        return Ok(Some(Ok(line)));
    }
    if (line.len() as u64) <= MAX_REQUEST_BYTES {
        return Ok(Some(Ok(line))); // the last line, without a newline
    }
    // Skip the rest of the long line, a buffer at a time.
    loop {
        let buffer = input.fill_buf().map_err(reading)?;
        if buffer.is_empty() {
            break;
        }
        match buffer.iter().position(|b| *b == b'\n') {
            Some(end) => {
                input.consume(end + 1);
                break;
            }
            None => {
                let all = buffer.len();
                input.consume(all);
            }
        }
    }
    Ok(Some(Err(format!(
        "the request is longer than {} MiB",
        MAX_REQUEST_BYTES >> 20
    ))))
}

pub fn serve(
    manifest: &CslManifest,
    mesh: &mut Mesh,
    directory: &std::path::Path,
) -> Result<(), ToolError> {
    let _span = tracing::info_span!("csl-serve", layout = %manifest.layout).entered();
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut stdout = std::io::stdout().lock();
    let mut log = SimLog::default();
    while let Some(line) = next_line(&mut input)? {
        let parsed = line.and_then(|bytes| {
            String::from_utf8(bytes).map_err(|e| format!("the request is not UTF-8 text: {e}"))
        });
        let (reply, stop) = match parsed {
            Ok(line) if line.trim().is_empty() => continue,
            Ok(line) => match serde_json::from_str::<Value>(&line) {
                Ok(request) => answer(manifest, mesh, &request),
                Err(e) => (failure(format!("the request is not JSON: {e}")), false),
            },
            Err(message) => (failure(message), false),
        };
        // The log before the reply: a script that reads sim.log after a
        // call finds that call's lines there.
        log.append(mesh)?;
        if stop {
            write_traces(mesh, directory)?;
            write_core(mesh, directory)?;
        }
        writeln!(stdout, "{reply}")
            .and_then(|()| stdout.flush())
            .map_err(|e| ToolError::Usage(format!("writing a reply: {e}")))?;
        if stop {
            return Ok(());
        }
    }
    write_traces(mesh, directory)?;
    write_core(mesh, directory)
}

/// The simulator's log, `sim.log` in the working directory: created (empty
/// of an earlier run's lines) when the first line comes.
#[derive(Default)]
pub struct SimLog {
    started: bool,
}

impl SimLog {
    pub const PATH: &'static str = "sim.log";

    /// Appends the lines the PEs ended since the last call.
    pub fn append(&mut self, mesh: &mut Mesh) -> Result<(), ToolError> {
        let lines = mesh.take_log_lines();
        if lines.is_empty() {
            return Ok(());
        }
        let path = std::path::Path::new(Self::PATH);
        let mut file = std::fs::OpenOptions::new()
            .create(true)
            .append(self.started)
            .write(true)
            .truncate(!self.started)
            .open(path)
            .map_err(|source| ToolError::Write {
                path: path.to_path_buf(),
                source,
            })?;
        self.started = true;
        let text: String = lines.iter().map(|l| format!("{l}\n")).collect();
        file.write_all(text.as_bytes())
            .map_err(|source| ToolError::Write {
                path: path.to_path_buf(),
                source,
            })
    }
}

/// The trace buffers of every PE, `DIR/tanto-traces.json`: a list of
/// `{"x","y","key","records"}` (x, y in the program's rectangle; key the
/// hash tanto_arch::wse::trace_key_hash gives the buffer's key), empty when
/// nothing was traced: its presence says the run ended.
pub fn write_traces(mesh: &Mesh, directory: &std::path::Path) -> Result<(), ToolError> {
    let traces = mesh.traces();
    let entries: Vec<Value> = traces
        .into_iter()
        .map(|((x, y), key, records)| json!({ "x": x, "y": y, "key": key, "records": records }))
        .collect();
    let path = directory.join("tanto-traces.json");
    std::fs::write(&path, Value::Array(entries).to_string())
        .map_err(|source| ToolError::Write { path, source })
}

/// Bytes of PE memory [`write_core`] writes at most (256 MiB); a larger
/// mesh's dump is skipped, and its index says so.
pub const MAX_CORE_BYTES: usize = 256 << 20;

/// Every PE's data symbols after the run, as the SDK's simulator leaves a
/// core for `debug_util.get_symbol`: `DIR/tanto-core.bin` holds each PE's
/// symbols' bytes, one block per PE; `DIR/tanto-core.json` is the index,
/// `{"programs": [{name: [offset, size]}], "pes": [[x, y, program, base]]}`
/// (x, y in the program's rectangle; a symbol of a PE is `size` bytes at
/// `base + offset`). Past [`MAX_CORE_BYTES`], the index is `{"skipped":
/// reason}` and there is no .bin.
pub fn write_core(mesh: &Mesh, directory: &std::path::Path) -> Result<(), ToolError> {
    let pes = mesh.data_symbols();
    let total: usize = pes
        .iter()
        .flat_map(|(_, _, symbols)| symbols.iter().map(|(_, bytes)| bytes.len()))
        .sum();
    let index_path = directory.join("tanto-core.json");
    let bin_path = directory.join("tanto-core.bin");
    let write = |path: &std::path::Path, bytes: &[u8]| {
        std::fs::write(path, bytes).map_err(|source| ToolError::Write {
            path: path.to_path_buf(),
            source,
        })
    };
    if total > MAX_CORE_BYTES {
        let _ = std::fs::remove_file(&bin_path);
        let reason = format!(
            "the PEs' data symbols take {total} bytes, more than the {MAX_CORE_BYTES} bytes tanto-run dumps"
        );
        return write(
            &index_path,
            json!({ "skipped": reason }).to_string().as_bytes(),
        );
    }
    let mut programs: Vec<Value> = Vec::new();
    let mut entries: Vec<Value> = Vec::with_capacity(pes.len());
    let mut data: Vec<u8> = Vec::with_capacity(total);
    for ((x, y), program, symbols) in &pes {
        if *program == programs.len() {
            let mut layout = serde_json::Map::new();
            let mut offset = 0usize;
            for (name, bytes) in symbols {
                layout.insert((*name).to_string(), json!([offset, bytes.len()]));
                offset += bytes.len();
            }
            programs.push(Value::Object(layout));
        }
        entries.push(json!([x, y, program, data.len()]));
        for (_, bytes) in symbols {
            data.extend_from_slice(bytes);
        }
    }
    write(&bin_path, &data)?;
    let index = json!({ "programs": programs, "pes": entries });
    write(&index_path, index.to_string().as_bytes())
}

fn failure(message: String) -> Value {
    json!({ "ok": false, "error": message })
}

/// The reply to `request`, and whether it asked to stop.
fn answer(manifest: &CslManifest, mesh: &mut Mesh, request: &Value) -> (Value, bool) {
    let op = request.get("op").and_then(Value::as_str).unwrap_or("");
    let result = match op {
        "symbols" => Ok(json!({ "ok": true, "symbols": mesh.exported_names() })),
        "h2d" => copy_in(mesh, request),
        "d2h" => copy_out(mesh, request),
        "h2d_stream" => stream_in(mesh, request),
        "d2h_stream" => stream_out(mesh, request),
        "launch" => launch(manifest, mesh, request),
        "run" => mesh
            .run_loaded()
            .map(|cycles| json!({ "ok": true, "cycles": cycles }))
            .map_err(|e| e.to_string()),
        "read_symbol" => read_symbol(mesh, request),
        "stop" => return (json!({ "ok": true }), true),
        other => Err(format!(
            "unknown op `{other}`: the ops are symbols, h2d, d2h, h2d_stream, d2h_stream, launch, run, read_symbol and stop"
        )),
    };
    (result.unwrap_or_else(failure), false)
}

fn text<'a>(request: &'a Value, field: &str) -> Result<&'a str, String> {
    request
        .get(field)
        .and_then(Value::as_str)
        .ok_or_else(|| format!("the request needs `{field}`, a string"))
}

fn number(request: &Value, field: &str) -> Result<u32, String> {
    request
        .get(field)
        .and_then(Value::as_u64)
        .and_then(|n| u32::try_from(n).ok())
        .ok_or_else(|| format!("the request needs `{field}`, an unsigned 32-bit number"))
}

/// A copy's PEs, (x, y, width, height).
type Region = (u32, u32, u32, u32);

/// The region and the words per PE of a copy.
fn region(request: &Value) -> Result<(Region, usize), String> {
    Ok((
        (
            number(request, "x")?,
            number(request, "y")?,
            number(request, "width")?,
            number(request, "height")?,
        ),
        number(request, "per_pe")? as usize,
    ))
}

fn words(request: &Value) -> Result<Vec<u32>, String> {
    words_in(request, "words")
}

fn words_in(request: &Value, field: &str) -> Result<Vec<u32>, String> {
    request
        .get(field)
        .and_then(Value::as_array)
        .ok_or_else(|| format!("the request needs `{field}`, an array"))?
        .iter()
        .map(|w| w.as_u64().and_then(|w| u32::try_from(w).ok()))
        .collect::<Option<_>>()
        .ok_or_else(|| format!("`{field}` holds unsigned 32-bit numbers"))
}

fn copy_in(mesh: &mut Mesh, request: &Value) -> Result<Value, String> {
    let name = text(request, "name")?;
    let (region, per_pe) = region(request)?;
    mesh.memcpy_h2d(name, &words(request)?, region, per_pe)
        .map_err(|e| e.to_string())?;
    Ok(json!({ "ok": true }))
}

fn color(request: &Value) -> Result<u8, String> {
    u8::try_from(number(request, "color")?).map_err(|_| "`color` is a color number".to_string())
}

fn stream_in(mesh: &mut Mesh, request: &Value) -> Result<Value, String> {
    let (region, per_pe) = region(request)?;
    // A host that does not wait (`nonblock`) leaves what the PEs do not
    // take yet queued for later.
    let nonblock = request
        .get("nonblock")
        .and_then(Value::as_bool)
        .unwrap_or(false);
    let cycles = mesh
        .memcpy_h2d_stream(color(request)?, &words(request)?, region, per_pe, nonblock)
        .map_err(|e| e.to_string())?;
    Ok(json!({ "ok": true, "cycles": cycles }))
}

fn stream_out(mesh: &mut Mesh, request: &Value) -> Result<Value, String> {
    let (region, per_pe) = region(request)?;
    let words = mesh
        .memcpy_d2h_stream(color(request)?, region, per_pe)
        .map_err(|e| e.to_string())?;
    Ok(json!({ "ok": true, "words": words }))
}

fn copy_out(mesh: &mut Mesh, request: &Value) -> Result<Value, String> {
    let name = text(request, "name")?;
    let (region, per_pe) = region(request)?;
    let words = mesh
        .memcpy_d2h(name, region, per_pe)
        .map_err(|e| e.to_string())?;
    Ok(json!({ "ok": true, "words": words }))
}

fn read_symbol(mesh: &mut Mesh, request: &Value) -> Result<Value, String> {
    let name = text(request, "name")?;
    let bytes = mesh
        .symbol_bytes(number(request, "x")?, number(request, "y")?, name)
        .map_err(|e| e.to_string())?;
    Ok(json!({ "ok": true, "bytes": bytes }))
}

/// Launches an exported function with its arguments, as many as the
/// layout's `@export_name` type gives it.
fn launch(manifest: &CslManifest, mesh: &mut Mesh, request: &Value) -> Result<Value, String> {
    let name = text(request, "name")?;
    let arguments: Vec<u32> = match request.get("args") {
        None => Vec::new(),
        Some(_) => words_in(request, "args")?,
    };
    if let Some(export) = manifest.exports.iter().find(|e| e.name == name) {
        let Some(parameters) = parameter_count(&export.ty) else {
            return Err(format!(
                "`{name}` is data ({}), not a function: the host launches functions",
                export.ty
            ));
        };
        if parameters != arguments.len() {
            return Err(format!(
                "`{name}` is exported as `{}`; the launch passes {}",
                export.ty,
                tanto_arch::count(arguments.len() as u64, "argument")
            ));
        }
    }
    if arguments.len() > 8 {
        return Err(format!("`{name}` takes at most 8 arguments (a0 to a7)"));
    }
    let cycles = mesh
        .launch_with(name, &arguments)
        .map_err(|e| e.to_string())?;
    Ok(json!({ "ok": true, "cycles": cycles }))
}

/// The parameters of a function type written `fn(f32, i16) void`.
fn parameter_count(ty: &str) -> Option<usize> {
    let inside = ty.trim().strip_prefix("fn(")?.split(')').next()?;
    Some(inside.split(',').filter(|p| !p.trim().is_empty()).count())
}

#[cfg(test)]
mod tests {
    #[test]
    fn lines_that_are_not_text_are_answered_and_the_next_is_read() {
        let mut input: &[u8] = b"{\"op\":\"symbols\"}\n\xff\xfe\n{\"op\":\"stop\"}";
        let first = super::next_line(&mut input).expect("read").expect("a line");
        assert_eq!(first.expect("fits"), b"{\"op\":\"symbols\"}");
        let second = super::next_line(&mut input).expect("read").expect("a line");
        assert!(String::from_utf8(second.expect("fits")).is_err());
        let third = super::next_line(&mut input).expect("read").expect("a line");
        assert_eq!(third.expect("fits"), b"{\"op\":\"stop\"}");
        assert!(super::next_line(&mut input).expect("read").is_none());
    }

    #[test]
    fn parameters_are_counted_from_the_exported_type() {
        assert_eq!(super::parameter_count("fn() void"), Some(0));
        assert_eq!(super::parameter_count("fn(f32) void"), Some(1));
        assert_eq!(super::parameter_count("fn(f32, i16, i32) void"), Some(3));
        assert_eq!(super::parameter_count("[*]f32"), None);
    }
}
