"""Tests for tanto_sdk against tests/fake_server.py (no Rust build needed).

Run: cd python && /usr/bin/python3 -m unittest discover -s tests -v
"""

import json
import os
import shlex
import sys
import tempfile
import unittest
from pathlib import Path
from unittest import mock

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from tanto_sdk import (  # noqa: E402
    MemcpyDataType,
    MemcpyOrder,
    SdkError,
    SdkRuntime,
    Task,
)
from tanto_sdk import _layout  # noqa: E402
from tanto_sdk._runtime import _find_tanto_run  # noqa: E402

ROW = MemcpyOrder.ROW_MAJOR
COL = MemcpyOrder.COL_MAJOR
B16 = MemcpyDataType.MEMCPY_16BIT
B32 = MemcpyDataType.MEMCPY_32BIT

CONFIG = {
    "symbols": ["x", "y", "h", "compute", "broken", "die", "sleep"],
    # launch compute: y = x + 1.0; "broken" has no kernel, so launching it
    # gets an error reply; launching "die" makes the server exit.
    "kernels": {"compute": [["x", "y"]]},
    "crash": ["die"],
    "hang": ["sleep"],
    "cycles": 1234,
}


class FakeServerCase(unittest.TestCase):
    def setUp(self):
        self._tmp = tempfile.TemporaryDirectory()
        tmp = Path(self._tmp.name)
        self.bindir = tmp / "out"
        self.bindir.mkdir()
        # What tanto-translate writes: each program's (host name, symbol).
        manifest = {"programs": [{"symbols": [[n, n] for n in CONFIG["symbols"]]}]}
        (self.bindir / "csl.json").write_text(json.dumps(manifest))
        cfg = tmp / "fake.json"
        cfg.write_text(json.dumps(CONFIG))
        self.log = tmp / "requests.log"
        cmd = [sys.executable, str(HERE / "fake_server.py"),
               "--config", str(cfg), "--log", str(self.log)]
        patcher = mock.patch.dict(os.environ, {"TANTO_RUN": shlex.join(cmd)})
        patcher.start()
        self.addCleanup(patcher.stop)
        self.addCleanup(self._tmp.cleanup)

    def runner(self, run=True):
        r = SdkRuntime(self.bindir, cmaddr=None)
        self.addCleanup(r.stop)
        r.load()
        if run:
            r.run()
        return r

    def requests(self, op=None):
        if not self.log.exists():
            return []
        reqs = [json.loads(l) for l in self.log.read_text().splitlines()]
        return [q for q in reqs if op is None or q["op"] == op]


class LayoutTest(FakeServerCase):
    def test_row_major(self):
        r = self.runner()
        w, h, l, px, py = 3, 2, 4, 1, 2
        src = np.arange(w * h * l, dtype=np.uint32) + 100
        r.memcpy_h2d(r.get_id("x"), src, px, py, w, h, l, order=ROW)
        # The protocol's order (PE by PE, row-major) is the host's here.
        self.assertEqual(self.requests("h2d")[-1]["words"], src.tolist())
        for y in range(h):
            for x in range(w):
                one = np.zeros(l, dtype=np.uint32)
                r.memcpy_d2h(one, r.get_id("x"), px + x, py + y, 1, 1, l)
                expect = [src[(y * w + x) * l + k] for k in range(l)]
                self.assertEqual(one.tolist(), expect)
        back = np.zeros((h, w, l), dtype=np.uint32)
        r.memcpy_d2h(back, r.get_id("x"), px, py, w, h, l, order=ROW)
        np.testing.assert_array_equal(back.reshape(-1), src)

    def test_col_major(self):
        r = self.runner()
        w, h, l = 3, 2, 4
        src = np.arange(w * h * l, dtype=np.int32) - 7
        r.memcpy_h2d(r.get_id("x"), src, 0, 0, w, h, l, order=COL)
        for y in range(h):
            for x in range(w):
                one = np.zeros(l, dtype=np.int32)
                r.memcpy_d2h(one, r.get_id("x"), x, y, 1, 1, l)
                expect = [src[(k * h + y) * w + x] for k in range(l)]
                self.assertEqual(one.tolist(), expect)
        # Read back both ways: column-major gives src again, row-major gives
        # the (l, h, w) array with its axes moved to (h, w, l).
        col = np.zeros(w * h * l, dtype=np.int32)
        r.memcpy_d2h(col, r.get_id("x"), 0, 0, w, h, l, order=COL)
        np.testing.assert_array_equal(col, src)
        row = np.zeros(w * h * l, dtype=np.int32)
        r.memcpy_d2h(row, r.get_id("x"), 0, 0, w, h, l, order=ROW)
        np.testing.assert_array_equal(
            row, np.transpose(src.reshape(l, h, w), (1, 2, 0)).reshape(-1))

    def test_d2h_into_noncontiguous_dest(self):
        r = self.runner()
        src = np.arange(8, dtype=np.float32)
        r.memcpy_h2d(r.get_id("x"), src, 0, 0, 2, 1, 4)
        big = np.zeros((2, 8), dtype=np.float32)
        dest = big[:, ::2]  # a strided view, filled in place
        r.memcpy_d2h(dest, r.get_id("x"), 0, 0, 2, 1, 4)
        np.testing.assert_array_equal(big[:, ::2].reshape(-1), src)
        np.testing.assert_array_equal(big[:, 1::2], 0)

    def test_layout_helpers_inverse(self):
        w, h, l = 4, 3, 5
        flat = np.arange(w * h * l)
        for col in (False, True):
            pe = _layout.host_to_pe_order(flat, w, h, l, col)
            np.testing.assert_array_equal(
                _layout.pe_to_host_order(pe, w, h, l, col), flat)


class Float32Test(FakeServerCase):
    def test_roundtrip_and_launch(self):
        r = self.runner()
        w, h, l = 4, 1, 3
        x = np.array([0.5, -1.25, 3e8, 1e-20, -0.0, 7.0,
                      np.pi, -np.e, 2.0, 1.5, 100.0, -3.0], dtype=np.float32)
        t = r.memcpy_h2d(r.get_id("x"), x, 0, 0, w, h, l,
                         streaming=False, data_type=B32, order=ROW, nonblock=True)
        self.assertIsInstance(t, Task)
        back = np.zeros_like(x)
        r.memcpy_d2h(back, r.get_id("x"), 0, 0, w, h, l)
        self.assertEqual(back.tobytes(), x.tobytes())  # bit-exact, keeps -0.0

        t = r.launch("compute", nonblock=True)
        self.assertTrue(r.is_task_done(t))
        self.assertIsNone(r.task_wait(t))
        self.assertEqual(t.cycles, 1234)
        y = np.zeros((w, l), dtype=np.float32)
        r.memcpy_d2h(y, r.get_id("y"), 0, 0, w, h, l)
        np.testing.assert_array_equal(y.reshape(-1), x + np.float32(1.0))

    def test_32bit_needs_4_byte_dtype(self):
        r = self.runner()
        with self.assertRaises(TypeError):
            r.memcpy_h2d(r.get_id("x"), np.zeros(4), 0, 0, 4, 1, 1)
        with self.assertRaises(TypeError):
            r.memcpy_d2h(np.zeros(4, np.int16), r.get_id("x"), 0, 0, 4, 1, 1)

    def test_size_mismatch(self):
        r = self.runner()
        with self.assertRaises(ValueError):
            r.memcpy_h2d(r.get_id("x"), np.zeros(5, np.float32), 0, 0, 4, 1, 1)
        with self.assertRaises(ValueError):
            r.memcpy_d2h(np.zeros(3, np.float32), r.get_id("x"), 0, 0, 4, 1, 1)


class SixteenBitTest(FakeServerCase):
    def test_pack_even(self):
        r = self.runner()
        w, h, l = 2, 1, 4
        vals = np.array([1, 2, 3, 4, 0xFFFF, 0x8000, 0x1234, 0], dtype=np.uint32)
        # High halves of the host words are not part of the 16-bit values.
        src = vals | np.uint32(0xABCD0000)
        r.memcpy_h2d(r.get_id("h"), src, 0, 0, w, h, l, data_type=B16)
        q = self.requests("h2d")[-1]
        self.assertEqual(q["per_pe"], 2)
        self.assertEqual(q["words"], [
            1 | 2 << 16, 3 | 4 << 16, 0xFFFF | 0x8000 << 16, 0x1234])
        self.assertEqual(self.requests("d2h"), [])  # even: no read first

        out = np.full(w * h * l, 0xDEADBEEF, dtype=np.uint32)
        r.memcpy_d2h(out, r.get_id("h"), 0, 0, w, h, l, data_type=B16)
        np.testing.assert_array_equal(out, vals)  # zero-extended
        out16 = np.zeros(w * h * l, dtype=np.int16)
        r.memcpy_d2h(out16, r.get_id("h"), 0, 0, w, h, l, data_type=B16)
        np.testing.assert_array_equal(out16.view(np.uint16), vals)

    def test_odd_keeps_neighbouring_half(self):
        r = self.runner()
        w, h = 2, 2
        a = np.arange(w * h * 4, dtype=np.uint32) + 0x100
        r.memcpy_h2d(r.get_id("h"), a, 0, 0, w, h, 4, data_type=B16)
        b = np.arange(w * h * 3, dtype=np.int32) - 5  # negative: low bits used
        r.memcpy_h2d(r.get_id("h"), b, 0, 0, w, h, 3, data_type=B16)
        ops = [q["op"] for q in self.requests()]
        self.assertEqual(ops[-2:], ["d2h", "h2d"])  # read, merge, write
        self.assertEqual(self.requests("h2d")[-1]["per_pe"], 2)

        out = np.zeros((w * h, 4), dtype=np.uint32)
        r.memcpy_d2h(out, r.get_id("h"), 0, 0, w, h, 4, data_type=B16)
        expect = np.zeros((w * h, 4), dtype=np.uint32)
        expect[:, :3] = (b.reshape(w * h, 3) & 0xFFFF).astype(np.uint32)
        expect[:, 3] = a.reshape(w * h, 4)[:, 3]
        np.testing.assert_array_equal(out, expect)

        out3 = np.zeros(w * h * 3, dtype=np.uint32)
        r.memcpy_d2h(out3, r.get_id("h"), 0, 0, w, h, 3, data_type=B16)
        np.testing.assert_array_equal(out3, b.astype(np.uint32) & 0xFFFF)

    def test_odd_col_major_float16(self):
        r = self.runner()
        w, h, l = 3, 1, 1
        src = np.array([1.5, -2.0, 65504.0], dtype=np.float16)
        r.memcpy_h2d(r.get_id("h"), src, 0, 0, w, h, l, data_type=B16, order=COL)
        self.assertEqual(self.requests("h2d")[-1]["words"],
                         src.view(np.uint16).astype(int).tolist())
        back = np.zeros(3, dtype=np.float16)
        r.memcpy_d2h(back, r.get_id("h"), 0, 0, w, h, l, data_type=B16, order=COL)
        np.testing.assert_array_equal(back, src)

    def test_16bit_rejects_float32(self):
        r = self.runner()
        with self.assertRaises(TypeError):
            r.memcpy_h2d(r.get_id("h"), np.zeros(2, np.float32), 0, 0, 2, 1, 1,
                         data_type=B16)

    def test_pack_helpers(self):
        for l in (1, 2, 3, 6, 7):
            halves = (np.arange(3 * l, dtype=np.uint16) * 2654435761 % 65536
                      ).astype(np.uint16)
            words = _layout.pack16(halves, 3, l)
            self.assertEqual(words.size, 3 * ((l + 1) // 2))
            np.testing.assert_array_equal(_layout.unpack16(words, 3, l), halves)
            for p in range(3):
                for k in range(l):
                    word = int(words[p * ((l + 1) // 2) + k // 2])
                    self.assertEqual((word >> (16 * (k % 2))) & 0xFFFF,
                                     int(halves[p * l + k]))


class ErrorTest(FakeServerCase):
    def test_unknown_symbol(self):
        r = self.runner()
        with self.assertRaises(ValueError) as cm:
            r.get_id("nope")
        self.assertIn("nope", str(cm.exception))
        self.assertIn("compute", str(cm.exception))
        with self.assertRaises(ValueError):
            r.launch("nope")

    def test_ids_stable(self):
        r = self.runner()
        ids = [r.get_id(s) for s in CONFIG["symbols"]]
        self.assertEqual(sorted(ids), list(range(len(CONFIG["symbols"]))))
        self.assertEqual(r.get_id("y"), r.get_id("y"))

    def test_server_error_is_sdk_error(self):
        r = self.runner()
        with self.assertRaises(SdkError) as cm:
            r.launch("broken")
        self.assertIn("no such function", str(cm.exception))
        self.assertIsInstance(cm.exception, RuntimeError)
        with self.assertRaises(SdkError):
            r.memcpy_h2d(r.get_id("compute"), np.zeros(1, np.uint32), 0, 0, 1, 1, 1)
        # The server stays alive after an error.
        r.memcpy_h2d(r.get_id("x"), np.ones(1, np.float32), 0, 0, 1, 1, 1)

    def test_server_exit_is_sdk_error(self):
        r = self.runner()
        with self.assertRaises(SdkError) as cm:
            r.launch("die")
        self.assertIn("exit code 3", str(cm.exception))
        with self.assertRaises(SdkError):
            r.launch("compute")  # still reported, not a hang
        r.stop()

    def test_server_that_does_not_answer_times_out(self):
        r = SdkRuntime(self.bindir, timeout=1.0)
        self.addCleanup(r.stop)
        r.load()
        r.run()
        with self.assertRaises(SdkError) as cm:
            r.launch("sleep")
        self.assertIn("did not answer 'launch' within 1 s", str(cm.exception))
        with self.assertRaises(SdkError):
            r.launch("compute")  # ended, reported, not a hang
        with self.assertRaises(ValueError):
            SdkRuntime(self.bindir, timeout=0)

    def test_script_that_raises_with_a_live_runner_exits_cleanly(self):
        # The runner is collected at interpreter shutdown while its reader
        # thread still reads: the script must end with its own error, not
        # with the interpreter aborting.
        script = (
            "import sys\n"
            f"sys.path.insert(0, {str(HERE.parent)!r})\n"
            "from tanto_sdk import SdkRuntime\n"
            f"r = SdkRuntime({str(self.bindir)!r})\n"
            "r.load()\n"
            "r.run()\n"
            "raise RuntimeError('host script failed')\n"
        )
        import subprocess
        done = subprocess.run([sys.executable, "-c", script], capture_output=True,
                              text=True, timeout=60, check=False)
        self.assertEqual(done.returncode, 1, done.stderr)
        self.assertIn("host script failed", done.stderr)
        self.assertNotIn("Fatal Python error", done.stderr)

    def test_cmaddr_rejected(self):
        with self.assertRaises(ValueError) as cm:
            SdkRuntime(self.bindir, cmaddr="10.0.0.1:9000")
        self.assertIn("simulator", str(cm.exception))
        # The simulator-only arguments are accepted.
        SdkRuntime(str(self.bindir), cmaddr=None, suppress_simfab_trace=True,
                   simfab_numthreads=4, msg_level="WARNING")

    def test_missing_csl_json(self):
        with self.assertRaises(FileNotFoundError):
            SdkRuntime(self.bindir / "nowhere")

    def test_streaming_names_a_color(self):
        r = self.runner()
        with self.assertRaises(TypeError):
            r.memcpy_h2d("x", np.zeros(1, np.float32), 0, 0, 1, 1, 1, streaming=True)
        with self.assertRaises(TypeError):
            r.memcpy_d2h(np.zeros(1, np.float32), 99, 0, 0, 1, 1, 1, streaming=True)

    def test_launch_arguments_are_register_words(self):
        from tanto_sdk._runtime import _argument_word
        self.assertEqual(_argument_word(np.float32(1.5)), 0x3FC00000)
        self.assertEqual(_argument_word(2.0), 0x40000000)
        self.assertEqual(_argument_word(np.int16(-1)), 0xFFFFFFFF)
        self.assertEqual(_argument_word(np.uint16(65535)), 0xFFFF)
        self.assertEqual(_argument_word(np.float16(1.0)), 0x3C00)
        self.assertEqual(_argument_word(True), 1)
        r = self.runner()
        with self.assertRaises(TypeError):
            r.launch("compute", "one")

    def test_order_before_load_and_run(self):
        r = SdkRuntime(self.bindir)
        self.addCleanup(r.stop)
        with self.assertRaises(SdkError):
            r.run()
        # As in the SDK, ids are known before load() (from csl.json).
        self.assertEqual(r.get_id("x"), sorted(CONFIG["symbols"]).index("x"))
        r.load()
        with self.assertRaises(SdkError):
            r.load()
        x = r.get_id("x")
        with self.assertRaises(SdkError):
            r.memcpy_h2d(x, np.zeros(1, np.float32), 0, 0, 1, 1, 1)
        with self.assertRaises(SdkError):
            r.memcpy_d2h(np.zeros(1, np.float32), x, 0, 0, 1, 1, 1)
        with self.assertRaises(SdkError):
            r.launch("compute")
        r.run()
        r.launch("compute")

    def test_stop_twice(self):
        r = self.runner()
        proc = r._proc
        r.stop()
        r.stop()
        self.assertEqual(proc.returncode, 0)
        self.assertEqual(len(self.requests("stop")), 1)
        with self.assertRaises(SdkError):
            r.launch("compute")

    def test_stop_without_load(self):
        r = SdkRuntime(self.bindir)
        r.stop()
        r.stop()

    def test_context_manager(self):
        with SdkRuntime(self.bindir) as r:
            r.load()
            r.run()
            proc = r._proc
        self.assertEqual(proc.returncode, 0)
        with self.assertRaises(KeyError):
            with SdkRuntime(self.bindir) as r:
                r.load()
                proc = r._proc
                raise KeyError("boom")
        self.assertIsNotNone(proc.poll())  # killed, not left running

    def test_tanto_run_env_is_split(self):
        with mock.patch.dict(os.environ, {"TANTO_RUN": "/usr/bin/env 'a b' c"}):
            self.assertEqual(_find_tanto_run(), ["/usr/bin/env", "a b", "c"])


if __name__ == "__main__":
    unittest.main()
