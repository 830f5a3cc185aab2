"""SdkLayout (tanto_sdk._sdklayout): the layout file it writes and its
errors, with a stand-in for tanto-cslc (no Rust build needed)."""

import os
import sys
import tempfile
import unittest
from pathlib import Path
from unittest import mock

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from cerebras.geometry.geometry import IntVector  # noqa: E402
from cerebras.sdk.runtime.sdkruntimepybind import (  # noqa: E402
    Color, Edge, Route, RoutingPosition, SdkError, SdkLayout, SdkTarget, SimfabConfig,
    get_platform)


class SdkLayoutTest(unittest.TestCase):
    def setUp(self):
        self._tmp = tempfile.TemporaryDirectory()
        self.addCleanup(self._tmp.cleanup)
        self.tmp = Path(self._tmp.name)
        self.source = self.tmp / "pe.csl"
        self.source.write_text("param k: i16;\n")
        # A compiler that accepts anything: the layout file is what is tested.
        patcher = mock.patch.dict(os.environ, {"TANTO_CSLC": "true"})
        patcher.start()
        self.addCleanup(patcher.stop)
        self.layout = SdkLayout(get_platform(None, SimfabConfig(), SdkTarget.WSE2))

    def test_layout_file_places_regions_params_colors_and_routes(self):
        a = self.layout.create_code_region(str(self.source), "a", 2, 1)
        a.set_param_all("k", 3)
        a.set_param(IntVector(1, 0), "k", -4)
        c = Color("c")
        a.set_param_all(c)
        a.paint(IntVector(0, 0), c,
                [RoutingPosition().set_input([Route.RAMP]).set_output([Route.EAST])])
        a.place(1, 0)
        b = self.layout.create_code_region(str(self.source), "b", 1, 1)
        b.set_param_all("k", 1.5)
        out = Path(self.layout.compile(out_prefix=str(self.tmp / "out")))
        text = (out / "layout.csl").read_text()
        self.assertIn("@set_rectangle(4, 1);", text)
        # (0, 0) is no region's: it gets the empty program.
        self.assertIn('@set_tile_code(0, 0, "tanto_empty_pe.csl", .{});', text)
        self.assertIn(f'@set_tile_code(1, 0, "{self.source}", .{{ .c = @get_color(0), .k = 3 }});', text)
        self.assertIn(f'@set_tile_code(2, 0, "{self.source}", .{{ .c = @get_color(0), .k = -4 }});', text)
        # b goes east of the placed region.
        self.assertIn(f'@set_tile_code(3, 0, "{self.source}", .{{ .k = 1.5 }});', text)
        self.assertIn("@set_color_config(1, 0, @get_color(0), "
                      ".{ .routes = .{ .rx = .{ RAMP }, .tx = .{ EAST } } });", text)
        self.assertTrue((out / "tanto_empty_pe.csl").is_file())

    def test_errors(self):
        a = self.layout.create_code_region(str(self.source), "a", 2, 2)
        with self.assertRaises(ValueError):
            a.set_param(IntVector(2, 0), "k", 1)
        with self.assertRaises(TypeError):
            a.set_param_all("k", "text")
        with self.assertRaises(NotImplementedError):
            a.paint(IntVector(0, 0), Color("c"), [RoutingPosition(), RoutingPosition()])
        with self.assertRaises(NotImplementedError):
            a.create_output_port(Color("c"), Edge.RIGHT, [RoutingPosition()], 4)
        with self.assertRaises(ValueError):
            self.layout.create_code_region(str(self.source), "a", 1, 1)
        with self.assertRaises(FileNotFoundError):
            self.layout.create_code_region(str(self.tmp / "missing.csl"), "m", 1, 1)
        with self.assertRaises(ValueError):
            get_platform("10.0.0.1:9000", SimfabConfig(), SdkTarget.WSE3)
        b = self.layout.create_code_region(str(self.source), "b", 1, 1)
        a.place(0, 0)
        b.place(1, 1)
        with self.assertRaises(ValueError) as cm:
            self.layout.compile(out_prefix=str(self.tmp / "out"))
        self.assertIn("both cover PE (1, 1)", str(cm.exception))

    def test_connection_is_one_color_on_a_path_around_regions(self):
        sends = RoutingPosition().set_input([Route.RAMP])
        takes = RoutingPosition().set_output([Route.RAMP])
        a = self.layout.create_code_region(str(self.source), "a", 1, 1)
        b = self.layout.create_code_region(str(self.source), "b", 1, 1)
        wall = self.layout.create_code_region(str(self.source), "wall", 1, 1)
        out_color, in_color = Color("tx"), Color("rx")
        a.set_param_all(out_color)
        b.set_param_all(in_color)
        a.place(0, 1)
        b.place(2, 1)
        wall.place(1, 2)
        self.layout.connect(a.create_output_port(out_color, Edge.BOTTOM, [sends], 4),
                            b.create_input_port(in_color, Edge.BOTTOM, [takes], 4))
        text = (Path(self.layout.compile(out_prefix=str(self.tmp / "out"))) / "layout.csl").read_text()
        # Both ends are color 0; the path goes round `wall`, below it.
        hops = [(0, 1, "RAMP", "SOUTH"), (2, 1, "SOUTH", "RAMP"), (0, 2, "NORTH", "SOUTH"),
                (0, 3, "NORTH", "EAST"), (1, 3, "WEST", "EAST"), (2, 3, "WEST", "NORTH"),
                (2, 2, "SOUTH", "NORTH")]
        for x, y, rx, tx in hops:
            self.assertIn(f"@set_color_config({x}, {y}, @get_color(0), "
                          f".{{ .routes = .{{ .rx = .{{ {rx} }}, .tx = .{{ {tx} }} }} }});", text)
        self.assertIn(".rx = @get_color(0)", text)
        self.assertIn(".tx = @get_color(0)", text)
        self.assertIn("@set_rectangle(3, 4);", text)

    def test_connect_errors(self):
        sends = RoutingPosition().set_input([Route.RAMP])
        takes = RoutingPosition().set_output([Route.RAMP])
        a = self.layout.create_code_region(str(self.source), "a", 1, 1)
        b = self.layout.create_code_region(str(self.source), "b", 1, 1)
        a_out = a.create_output_port(Color("tx"), Edge.TOP, [sends], 4)
        b_in = b.create_input_port(Color("rx"), Edge.LEFT, [takes], 4)
        with self.assertRaises(TypeError):
            self.layout.connect(b_in, a_out)
        a.place(0, 0)
        b.place(2, 0)
        self.layout.connect(a_out, b_in)
        with self.assertRaises(ValueError):
            self.layout.connect(a_out, b_in)
        # a's top edge faces off the fabric: no path.
        with self.assertRaises(ValueError) as cm:
            self.layout.compile(out_prefix=str(self.tmp / "out"))
        self.assertIn("no path", str(cm.exception))
        # A connected port takes no stream; a stream takes a port of its way.
        with self.assertRaises(ValueError):
            self.layout.create_input_stream(b_in)
        with self.assertRaises(TypeError):
            self.layout.create_output_stream(b.create_input_port(Color("x"), Edge.TOP, [takes], 4))

    def test_compiler_error_is_sdk_error(self):
        self.layout.create_code_region(str(self.source), "a", 1, 1)
        failing = f"{sys.executable} -c \"import sys; sys.stderr.write('bad csl'); sys.exit(1)\""
        with mock.patch.dict(os.environ, {"TANTO_CSLC": failing}):
            with self.assertRaises(SdkError) as cm:
                self.layout.compile(out_prefix=str(self.tmp / "out"))
        self.assertIn("bad csl", str(cm.exception))


if __name__ == "__main__":
    unittest.main()
