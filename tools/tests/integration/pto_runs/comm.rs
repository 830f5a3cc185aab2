//! PTOAS's asynchronous communication ops: TPUT_ASYNC and TGET_ASYNC copy
//! global tensors (pto-isa docs/isa/comm/TPUT_ASYNC.md, TGET_ASYNC.md), and
//! the events' Wait and Test say they are done.

use super::Kernel;

const SCRATCH: &str =
    "!pto.tile_buf<loc=vec, dtype=i8, rows=1, cols=256, v_row=1, v_col=256, blayout=row_major, slayout=none_box, fractal=512, pad=0>";

/// Puts 300 floats (more than the 256-byte scratch holds, over pages of
/// 256 elements) into a window of `remote` at element 50, gets them back
/// from there into `back`, and writes Wait's and Test's answers into
/// `flags`: `remote` is the input at 50..350 and zeros around it, `back`
/// is the input, both flags are 1. A2/A3 copy through SDMA, A5 puts
/// through its MTE fallback: the same bytes move.
#[test]
fn async_put_then_get_round_trips_a_global_tensor() {
    for arch in ["a2a3", "a5"] {
        put_then_get(arch);
    }
}

fn put_then_get(arch: &'static str) {
    let src: Vec<f32> = (0..300).map(|i| (i * 37 % 101) as f32 - 50.5).collect();
    let mut k = Kernel::new(arch);
    k.input("src", "f32", 1, 300)
        .input("ws", "i8", 1, 1024)
        .output("remote", "f32", 1, 400)
        .output("back", "f32", 1, 300)
        .output("flags", "i32", 1, 2);
    let view = "!pto.partition_tensor_view<1x300xf32>";
    let session_types = format!("{SCRATCH}, !pto.partition_tensor_view<1x1024xi8>");
    k.line("%k50 = arith.constant 50 : index")
        .line("%k300 = arith.constant 300 : index")
        .line(format!("%window = pto.partition_view %v_remote, offsets = [%dim_0, %k50], sizes = [%dim_1, %k300] : !pto.tensor_view<1x400xf32> -> {view}"))
        .line(format!("%scratch = pto.alloc_tile : {SCRATCH}"))
        .line(format!("%s = pto.build_async_session(%scratch, %p_ws : {session_types}) {{sync_id = 2 : i32, block_bytes = 4096 : i64}} -> !pto.async_session"))
        .line(format!("%put = pto.tput_async(%window, %p_src, %s : {view}, {view}, !pto.async_session) -> !pto.async_event"))
        .line("%put_done = pto.wait_async_event(%put, %s : !pto.async_event, !pto.async_session) -> i1")
        .line(format!("%get = pto.tget_async(%p_back, %window, %s : {view}, {view}, !pto.async_session) -> !pto.async_event"))
        .line("%get_done = pto.test_async_event(%get, %s : !pto.async_event, !pto.async_session) -> i1")
        .line("%put_flag = arith.extui %put_done : i1 to i32")
        .line("%get_flag = arith.extui %get_done : i1 to i32")
        .line("pto.store_scalar %put_flag, %flags[%dim_0] : !pto.ptr<i32>, i32")
        .line("pto.store_scalar %get_flag, %flags[%dim_1] : !pto.ptr<i32>, i32");
    let workspace = vec![0.0; 1024];
    let out = k
        .run(
            &format!("async_put_get_{arch}"),
            &[("src", src.clone()), ("ws", workspace)],
        )
        .unwrap_or_else(|e| panic!("{e}"));
    let mut remote = vec![0.0; 400];
    remote[50..350].copy_from_slice(&src);
    assert_eq!(out["remote"], remote, "{arch}: the put's destination");
    assert_eq!(out["back"], src, "{arch}: the get's destination");
    assert_eq!(
        out["flags"],
        [1.0, 1.0],
        "{arch}: Wait's and Test's answers"
    );
}

/// The session's scratch tile stays its own while the session is used: a
/// tile allocated after the session is built, loaded before a put and
/// stored after it, keeps its values (tanto-pto-alloc must not give it
/// the scratch's bytes, which the put overwrites).
#[test]
fn a_session_keeps_its_scratch_tile_alive() {
    let src: Vec<f32> = (0..64).map(|i| i as f32 * 1.5 - 20.0).collect();
    let kept: Vec<f32> = (0..64).map(|i| 100.0 - i as f32).collect();
    let mut k = Kernel::new("a2a3");
    k.input("src", "f32", 1, 64)
        .input("kept", "f32", 1, 64)
        .input("ws", "i8", 1, 64)
        .output("remote", "f32", 1, 64)
        .output("copy", "f32", 1, 64);
    let view = "!pto.partition_tensor_view<1x64xf32>";
    let tile = "!pto.tile_buf<vec, 1x64xf32>";
    k.line(format!("%scratch = pto.alloc_tile : {SCRATCH}"))
        .line(format!("%s = pto.build_async_session(%scratch, %p_ws : {SCRATCH}, !pto.partition_tensor_view<1x64xi8>) -> !pto.async_session"))
        .line(format!("%t = pto.alloc_tile : {tile}"))
        .line(format!("pto.tload ins(%p_kept : {view}) outs(%t : {tile})"))
        .line(format!("%put = pto.tput_async(%p_remote, %p_src, %s : {view}, {view}, !pto.async_session) -> !pto.async_event"))
        .line("%done = pto.wait_async_event(%put, %s : !pto.async_event, !pto.async_session) -> i1")
        .line(format!("pto.tstore ins(%t : {tile}) outs(%p_copy : {view})"));
    let out = k
        .run(
            "async_scratch_alive",
            &[
                ("src", src.clone()),
                ("kept", kept.clone()),
                ("ws", vec![0.0; 64]),
            ],
        )
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(out["remote"], src, "the put's destination");
    assert_eq!(out["copy"], kept, "the tile allocated after the session");
}
