//! CSL PE programs compiled and run on the simulated mesh, as
//! `tanto-run --csl layout.csl --launch compute --max-cycles 20000` does:
//! the input is a PE file, placed on both PEs of a 2 x 1 rectangle whose
//! color 1 goes from PE (0, 0) east to PE (1, 0); the layout exports `x`
//! and `compute`. The small cycle limit keeps loops that do not end short.
#![no_main]
use libfuzzer_sys::fuzz_target;

mod driver;

const LAYOUT: &str = r#"layout {
  @set_rectangle(2, 1);
  @set_tile_code(0, 0, "pe.csl", .{});
  @set_tile_code(1, 0, "pe.csl", .{});
  @set_color_config(0, 0, @get_color(1), .{ .routes = .{ .rx = .{RAMP}, .tx = .{EAST} } });
  @set_color_config(1, 0, @get_color(1), .{ .routes = .{ .rx = .{WEST}, .tx = .{RAMP} } });
  @export_name("x", [*]f32, true);
  @export_name("compute", fn() void);
}
"#;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // The PE file is read from disk, beside the layout: one directory per
    // fuzzing process.
    let dir = std::env::temp_dir().join(format!("tanto-fuzz-csl-run-{}", std::process::id()));
    let layout = dir.join("layout.csl");
    if std::fs::create_dir_all(&dir).is_err()
        || std::fs::write(dir.join("pe.csl"), text).is_err()
        || std::fs::write(&layout, LAYOUT).is_err()
    {
        return;
    }
    let argv = [
        "tanto-run",
        "--csl",
        &layout.display().to_string(),
        "--launch",
        "compute",
        "--max-cycles",
        "20000",
        "-q",
    ]
    .map(String::from);
    let Ok(args) = tanto_tools::run::parse_args(argv) else {
        return;
    };
    let _ = tanto_tools::run::run(&args);
});
