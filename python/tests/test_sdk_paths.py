"""The SDK's module paths (the cerebras package) and the host utilities,
against tests/fake_server.py (no Rust build needed).

Run: cd python && /usr/bin/python3 -m unittest discover -s tests -v
"""

import json
import sys
import tempfile
import unittest
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

import tanto_sdk  # noqa: E402
from cerebras.geometry.geometry import IntRectangle, IntVector  # noqa: E402
from cerebras.sdk.debug.debug_util import debug_util, trace_key_hash  # noqa: E402
from cerebras.sdk.runtime.sdkruntimepybind import (  # noqa: E402
    MemcpyDataType,
    MemcpyOrder,
    SdkRuntime,
)
from cerebras.sdk.sdk_utils import input_array_to_u32, memcpy_view  # noqa: E402
from test_tanto_sdk import FakeServerCase  # noqa: E402


class ModulePathsTest(unittest.TestCase):
    def test_runtime_classes_are_tanto_sdks(self):
        self.assertIs(SdkRuntime, tanto_sdk.SdkRuntime)
        self.assertIs(MemcpyDataType, tanto_sdk.MemcpyDataType)
        self.assertIs(MemcpyOrder, tanto_sdk.MemcpyOrder)

    def test_int_vector_and_rectangle(self):
        self.assertEqual(IntVector(1, 2) + IntVector(3, 4), IntVector(4, 6))
        self.assertEqual(tuple(IntVector(5, 6)), (5, 6))
        rect = IntRectangle(IntVector(1, 0), IntVector(3, 4))
        self.assertEqual((rect.width(), rect.height()), (2, 4))
        self.assertIn((2, 3), rect)
        self.assertNotIn((3, 0), rect)
        with self.assertRaises(ValueError):
            IntRectangle(IntVector(2, 2), IntVector(1, 3))


class MemcpyViewTest(unittest.TestCase):
    def test_16_bit_view_is_each_words_low_half(self):
        words = np.array([0xABCD0001, 0x0000FFFF, 0x12348000], dtype=np.uint32)
        view = memcpy_view(words, np.dtype(np.int16))
        self.assertEqual(view.tolist(), [1, -1, -32768])
        self.assertEqual(view.shape, words.shape)

    def test_view_shares_memory(self):
        words = np.zeros(4, dtype=np.uint32)
        view = memcpy_view(words, np.dtype(np.uint16))
        view[2] = 7
        self.assertEqual(words.tolist(), [0, 0, 7, 0])

    def test_32_bit_view_reinterprets(self):
        words = np.array([1.5, -2.0], dtype=np.float32).view(np.uint32)
        self.assertEqual(memcpy_view(words, np.dtype(np.float32)).tolist(), [1.5, -2.0])

    def test_2d_and_strided_arrays_keep_their_shape(self):
        words = np.arange(12, dtype=np.uint32).reshape(3, 4)[:, ::2]
        np.testing.assert_array_equal(memcpy_view(words, np.dtype(np.uint8)), words)

    def test_bad_sizes_are_refused(self):
        with self.assertRaises(ValueError):
            memcpy_view(np.zeros(2, dtype=np.uint16), np.dtype(np.uint16))
        with self.assertRaises(ValueError):
            memcpy_view(np.zeros(2, dtype=np.uint32), np.dtype(np.float64))


class InputArrayToU32Test(unittest.TestCase):
    def test_zero_extension_without_sentinel(self):
        arr = np.array([1, -1, 300], dtype=np.int16)
        self.assertEqual(input_array_to_u32(arr, None, 2).tolist(), [1, 0xFFFF, 300])

    def test_sentinel_puts_the_fast_index_in_the_high_half(self):
        arr = np.array([5, 6, 7, 8, 9], dtype=np.uint16)
        words = input_array_to_u32(arr, 1, 2)
        self.assertEqual((words >> 16).tolist(), [0, 1, 0, 1, 0])
        self.assertEqual((words & 0xFFFF).tolist(), [5, 6, 7, 8, 9])

    def test_float16_keeps_its_bits(self):
        arr = np.array([1.0, -0.5], dtype=np.float16)
        words = input_array_to_u32(arr, None, 1)
        self.assertEqual(words.tolist(), arr.view(np.uint16).astype(np.uint32).tolist())

    def test_32_bit_values_are_their_bits(self):
        arr = np.array([1.0], dtype=np.float32)
        self.assertEqual(input_array_to_u32(arr, 1, 1).tolist(), [0x3F800000])

    def test_arrays_must_be_flat(self):
        with self.assertRaises(ValueError):
            input_array_to_u32(np.zeros((2, 2), dtype=np.int16), None, 2)


class BroadcastAndCallTest(FakeServerCase):
    def test_rowbcast_gives_each_row_its_block(self):
        r = self.runner()
        w, h, l = 3, 2, 2
        src = np.array([1, 2, 10, 20], dtype=np.uint32)  # row 0: 1 2; row 1: 10 20
        r.memcpy_h2d_rowbcast(r.get_id("x"), src, 0, 0, w, h, l)
        self.assertEqual(self.requests("h2d")[-1]["words"], [1, 2] * w + [10, 20] * w)

    def test_colbcast_gives_each_column_its_block(self):
        r = self.runner()
        w, h, l = 2, 3, 2
        src = np.array([1, 2, 10, 20], dtype=np.uint32)  # column 0: 1 2; column 1: 10 20
        r.memcpy_h2d_colbcast(r.get_id("x"), src, 0, 0, w, h, l)
        self.assertEqual(self.requests("h2d")[-1]["words"], [1, 2, 10, 20] * h)

    def test_col_major_broadcast_source(self):
        r = self.runner()
        # COL_MAJOR: element k of row j at k * h + j.
        src = np.array([1, 10, 2, 20], dtype=np.uint32)
        r.memcpy_h2d_rowbcast(r.get_id("x"), src, 0, 0, 1, 2, 2, order=MemcpyOrder.COL_MAJOR)
        self.assertEqual(self.requests("h2d")[-1]["words"], [1, 2, 10, 20])

    def test_broadcast_source_size_is_checked(self):
        r = self.runner()
        with self.assertRaises(ValueError):
            r.memcpy_h2d_rowbcast(r.get_id("x"), np.zeros(3, np.uint32), 0, 0, 4, 2, 2)

    def test_call_is_launch_with_a_list(self):
        r = self.runner()
        r.memcpy_h2d(r.get_id("x"), np.array([1.0], np.float32), 0, 0, 1, 1, 1)
        task = r.call("compute", [], nonblock=False)
        self.assertEqual(task.kind, "launch")
        self.assertEqual(self.requests("launch")[-1], {"op": "launch", "name": "compute", "args": []})
        with self.assertRaises(TypeError):
            r.call("compute", 3)


class DebugUtilTest(unittest.TestCase):
    def test_symbol_readers_before_the_run_ends_say_so(self):
        with tempfile.TemporaryDirectory() as tmp:
            (Path(tmp) / "csl.json").write_text("{}")
            debug = debug_util(tmp)
            with self.assertRaisesRegex(tanto_sdk.SdkError, "stop"):
                debug.get_symbol(0, 0, "x", np.float32)

    def write_core(self, tmp):
        """Two PEs of one program at rectangle (0, 0) and (1, 0): `a` is two
        f32 and `b` one u16 on each."""
        (Path(tmp) / "csl.json").write_text("{}")
        (Path(tmp) / "out.json").write_text(json.dumps({"fabric": {"offsets": [4, 1]}}))
        blocks = [np.array([1.5, -2.0], np.float32).tobytes() + np.array([7], np.uint16).tobytes(),
                  np.array([3.0, 4.0], np.float32).tobytes() + np.array([9], np.uint16).tobytes()]
        (Path(tmp) / "tanto-core.bin").write_bytes(b"".join(blocks))
        index = {"programs": [{"a": [0, 8], "b": [8, 2]}],
                 "pes": [[0, 0, 0, 0], [1, 0, 0, len(blocks[0])]]}
        (Path(tmp) / "tanto-core.json").write_text(json.dumps(index))

    def test_get_symbol_reads_the_core_in_fabric_coordinates(self):
        with tempfile.TemporaryDirectory() as tmp:
            self.write_core(tmp)
            debug = debug_util(tmp)
            np.testing.assert_array_equal(debug.get_symbol(4, 1, "a", np.float32), [1.5, -2.0])
            np.testing.assert_array_equal(debug.get_symbol(5, 1, "b", np.uint16), [9])
            rect = debug.get_symbol_rect(((4, 1), (2, 1)), "a", np.float32)
            self.assertEqual(rect.shape, (2, 1, 2))
            np.testing.assert_array_equal(rect[1, 0], [3.0, 4.0])
            with self.assertRaisesRegex(tanto_sdk.SdkError, "no data symbol `c`"):
                debug.get_symbol(4, 1, "c", np.float32)
            with self.assertRaisesRegex(tanto_sdk.SdkError, r"fabric coordinates \(0, 0\)"):
                debug.get_symbol(0, 0, "a", np.float32)
            with self.assertRaisesRegex(tanto_sdk.SdkError, "2 bytes"):
                debug.get_symbol(4, 1, "b", np.float32)
            with self.assertRaises(TypeError):
                debug.get_symbol_rect((4, 1), "a", np.float32)

    def test_a_skipped_core_says_why(self):
        with tempfile.TemporaryDirectory() as tmp:
            (Path(tmp) / "csl.json").write_text("{}")
            (Path(tmp) / "tanto-core.json").write_text(json.dumps({"skipped": "too big"}))
            with self.assertRaisesRegex(tanto_sdk.SdkError, "too big"):
                debug_util(tmp).get_symbol(0, 0, "a", np.float32)

    def test_read_trace_before_the_run_ends_says_so(self):
        with tempfile.TemporaryDirectory() as tmp:
            (Path(tmp) / "csl.json").write_text("{}")
            with self.assertRaisesRegex(tanto_sdk.SdkError, "stop"):
                debug_util(tmp).read_trace(0, 0, "trace")

    def test_key_hash_is_fnv1a(self):
        # FNV-1a's published test vectors.
        self.assertEqual(trace_key_hash(""), 0x811C9DC5)
        self.assertEqual(trace_key_hash("a"), 0xE40C292C)
        self.assertEqual(trace_key_hash("foobar"), 0xBF9CF968)

    def test_read_trace_takes_fabric_coordinates_and_the_key(self):
        with tempfile.TemporaryDirectory() as tmp:
            (Path(tmp) / "csl.json").write_text("{}")
            (Path(tmp) / "out.json").write_text(json.dumps({"fabric": {"offsets": [4, 1]}}))
            records = [
                {"x": 1, "y": 0, "key": trace_key_hash("trace"), "records": ["go", 3, 0.5, True]},
                {"x": 1, "y": 0, "key": trace_key_hash("times"), "records": [10, 20]},
            ]
            (Path(tmp) / "tanto-traces.json").write_text(json.dumps(records))
            debug = debug_util(tmp)
            self.assertEqual(debug.offsets, (4, 1))
            self.assertEqual(debug.read_trace(5, 1, "trace"), ["go", 3, 0.5, True])
            self.assertEqual(debug.read_trace(5, 1, "times"), [10, 20])
            self.assertEqual(debug.read_trace(4, 1, "trace"), [])
            with self.assertRaises(TypeError):
                debug.read_trace(5, 1, 7)

    def test_needs_a_compiled_directory(self):
        with tempfile.TemporaryDirectory() as tmp:
            with self.assertRaises(FileNotFoundError):
                debug_util(tmp)


if __name__ == "__main__":
    unittest.main()
