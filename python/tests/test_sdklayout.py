"""SdkLayout (tanto_sdk._sdklayout): the layout file it writes and its
errors, with a stand-in for tanto-cslc (no Rust build needed)."""

import json
import os
import sys
import tempfile
import unittest
from pathlib import Path
from unittest import mock

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from cerebras.geometry.geometry import IntRectangle, IntVector  # noqa: E402
from cerebras.sdk.runtime.sdkruntimepybind import (  # noqa: E402
    Color, Edge, Route, RoutingPosition, SdkError, SdkLayout, SdkTarget, SimfabConfig,
    get_edge_routing, get_platform)


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
        route = RoutingPosition().set_input([Route.WEST]).set_output([Route.RAMP])
        both = RoutingPosition().set_input([Route.NORTH]).set_output([Route.EAST])
        with self.assertRaises(ValueError) as cm:
            a.paint(IntVector(1, 1), Color("c"), [route, both])
        self.assertIn("'a', color 'c', PE (1, 1)", str(cm.exception))
        self.assertIn("not both", str(cm.exception))
        with self.assertRaises(ValueError):
            a.paint_all(Color("c"), [route] * 5)
        with self.assertRaises(TypeError):
            get_edge_routing("RIGHT", [route])
        with self.assertRaises(ValueError):
            a.paint_range(IntRectangle(IntVector(0, 0), IntVector(3, 1)), Color("c"), [route])
        # An output port's routes leave across its edge.
        with self.assertRaises(ValueError) as cm:
            a.create_output_port(Color("c"), Edge.RIGHT,
                                 [RoutingPosition().set_output([Route.WEST])], 4)
        self.assertIn("port 'c' of code region 'a'", str(cm.exception))
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

    def compile_text(self):
        out = Path(self.layout.compile(out_prefix=str(self.tmp / "out")))
        return out, (out / "layout.csl").read_text()

    def test_switch_positions_edge_routing_and_port_routes(self):
        take = RoutingPosition().set_input([Route.WEST]).set_output([Route.RAMP])
        onward = RoutingPosition().set_input([Route.WEST]).set_output([Route.EAST])
        row = self.layout.create_code_region(str(self.source), "row", 3, 1)
        c = Color("c")
        row.set_param_all(c)
        row.paint_all(c, [take, onward], [get_edge_routing(Edge.RIGHT, [take])])
        row.place(0, 0)
        _, text = self.compile_text()
        for x in (0, 1):
            self.assertIn(f"@set_color_config({x}, 0, @get_color(0), .{{ .routes = .{{ "
                          ".rx = .{ WEST }, .tx = .{ RAMP } }, .switches = .{ "
                          ".pos1 = .{ .tx = .{ EAST } }, .ring_mode = false } });", text)
        # The right edge's PE takes the edge routing: no switch.
        self.assertIn("@set_color_config(2, 0, @get_color(0), .{ .routes = .{ "
                      ".rx = .{ WEST }, .tx = .{ RAMP } } });", text)

    def test_an_input_switch_and_a_port_route_replacing_the_paint(self):
        sends = RoutingPosition().set_input([Route.RAMP])
        forwards = RoutingPosition().set_input([Route.SOUTH])
        column = self.layout.create_code_region(str(self.source), "column", 1, 2)
        c = Color("c")
        column.set_param_all(c)
        column.paint_all(c, [RoutingPosition().set_input([Route.RAMP]).set_output([Route.WEST])])
        port = column.create_output_port(c, Edge.TOP, [sends, forwards], 8)
        column.place(0, 1)
        self.layout.create_output_stream(port)
        out, text = self.compile_text()
        # The port's PE: its routes replace the paint; the other keeps it.
        self.assertIn("@set_color_config(0, 1, @get_color(0), .{ .routes = .{ "
                      ".rx = .{ RAMP }, .tx = .{ NORTH } }, .switches = .{ "
                      ".pos1 = .{ .rx = SOUTH }, .ring_mode = false } });", text)
        self.assertIn("@set_color_config(0, 2, @get_color(0), .{ .routes = .{ "
                      ".rx = .{ RAMP }, .tx = .{ WEST } } });", text)
        # Two positions: the stream goes through a relay PE above the port,
        # which passes color 0 to the host's stream color 1.
        self.assertIn("@set_color_config(0, 0, @get_color(0), .{ .routes = .{ "
                      ".rx = .{ SOUTH }, .tx = .{ RAMP } } });", text)
        self.assertIn('@set_tile_code(0, 0, "tanto_relay_0_0.csl", .{});', text)
        self.assertIn(".MEMCPYD2H_1 = @get_color(1)", text)
        relay = (out / "tanto_relay_0_0.csl").read_text()
        self.assertIn(".fabric_color = @get_color(0), .input_queue = in_q_0", relay)
        self.assertIn(".fabric_color = @get_color(1), .output_queue = out_q_0", relay)

    def test_multi_pe_ports_connect_pe_by_pe(self):
        sends = RoutingPosition().set_input([Route.RAMP])
        takes = RoutingPosition().set_output([Route.RAMP])
        top = self.layout.create_code_region(str(self.source), "top", 2, 1)
        bottom = self.layout.create_code_region(str(self.source), "bottom", 2, 2)
        tx, rx = Color("tx"), Color("rx")
        top.place(0, 0)
        bottom.place(0, 2)
        self.layout.connect(top.create_output_port(tx, Edge.BOTTOM, [sends], 6),
                            bottom.create_input_port(rx, Edge.TOP, [takes], 6))
        _, text = self.compile_text()
        for x in (0, 1):
            self.assertIn(f"@set_color_config({x}, 0, @get_color(0), .{{ .routes = .{{ "
                          ".rx = .{ RAMP }, .tx = .{ SOUTH } } });", text)
            self.assertIn(f"@set_color_config({x}, 1, @get_color(0), .{{ .routes = .{{ "
                          ".rx = .{ NORTH }, .tx = .{ SOUTH } } });", text)
            self.assertIn(f"@set_color_config({x}, 2, @get_color(0), .{{ .routes = .{{ "
                          ".rx = .{ NORTH }, .tx = .{ RAMP } } });", text)

    def test_set_symbol_all_spreads_blocks_over_the_pes(self):
        import numpy as np  # pylint: disable=import-outside-toplevel
        region = self.layout.create_code_region(str(self.source), "r", 2, 2)
        data = np.arange(4 * 6, dtype=np.float32)  # 4 rows of 6
        region.set_symbol_all("A", data, 6, 4)
        region.place(1, 0)
        out, _ = self.compile_text()
        (copy,) = json.loads((out / "tanto_symbols.json").read_text())
        self.assertEqual((copy["name"], copy["x"], copy["y"], copy["width"], copy["height"],
                          copy["per_pe"]), ("A", 1, 0, 2, 2, 6))
        # PE by PE, row-major; each PE's 2 x 3 block row-major.
        matrix = data.reshape(4, 6)
        blocks = [matrix[py * 2:(py + 1) * 2, px * 3:(px + 1) * 3]
                  for py in range(2) for px in range(2)]
        expected = np.concatenate([b.reshape(-1) for b in blocks]).view(np.uint32)
        self.assertEqual(copy["words"], [int(w) for w in expected])
        with self.assertRaises(ValueError):
            region.set_symbol_all("B", np.zeros(15, dtype=np.float32), 5, 3)
        with self.assertRaises(TypeError):
            region.set_symbol_all("B", np.zeros(4, dtype=np.float64), 2, 2)

    def test_port_errors_name_region_port_and_pe(self):
        sends = RoutingPosition().set_input([Route.RAMP])
        takes = RoutingPosition().set_output([Route.RAMP])
        a = self.layout.create_code_region(str(self.source), "a", 1, 2)
        b = self.layout.create_code_region(str(self.source), "b", 1, 3)
        c = Color("c")
        a_out = a.create_output_port(c, Edge.RIGHT, [sends], 4)
        with self.assertRaises(ValueError):
            a.create_output_port(c, Edge.RIGHT, [sends], 4)  # the same port again
        b_in = b.create_input_port(Color("d"), Edge.LEFT, [takes], 4)
        with self.assertRaises(ValueError) as cm:
            self.layout.connect(a_out, b.create_input_port(Color("e"), Edge.LEFT, [takes], 5))
        self.assertIn("carries 4 words", str(cm.exception))
        with self.assertRaises(ValueError) as cm:
            self.layout.connect(a_out, b_in)
        self.assertIn("port 'c' of code region 'a' spans 2 PEs", str(cm.exception))

    def test_overlapping_ports_and_a_covered_relay_are_errors(self):
        sends = RoutingPosition().set_input([Route.RAMP])
        takes = RoutingPosition().set_output([Route.RAMP])
        a = self.layout.create_code_region(str(self.source), "a", 1, 1)
        c = Color("c")
        left = a.create_input_port(c, Edge.LEFT, [takes], 4)
        top = a.create_input_port(c, Edge.TOP, [takes], 4)
        self.layout.create_input_stream(left)
        self.layout.create_input_stream(top)
        a.place(1, 1)
        with self.assertRaises(ValueError) as cm:
            self.layout.compile(out_prefix=str(self.tmp / "out"))
        self.assertIn("overlap at PE (1, 1)", str(cm.exception))

        layout = SdkLayout(get_platform(None, SimfabConfig(), SdkTarget.WSE2))
        a = layout.create_code_region(str(self.source), "a", 1, 1)
        wall = layout.create_code_region(str(self.source), "wall", 1, 1)
        port = a.create_output_port(c, Edge.RIGHT, [sends, RoutingPosition().set_input([Route.WEST])], 4)
        layout.create_output_stream(port)
        a.place(0, 0)
        wall.place(1, 0)
        with self.assertRaises(ValueError) as cm:
            layout.compile(out_prefix=str(self.tmp / "out2"))
        self.assertIn("covered by code region 'wall'", str(cm.exception))
        self.assertIn("port 'c' of code region 'a' (PE (0, 0))", str(cm.exception))

    def test_compiler_error_is_sdk_error(self):
        self.layout.create_code_region(str(self.source), "a", 1, 1)
        failing = f"{sys.executable} -c \"import sys; sys.stderr.write('bad csl'); sys.exit(1)\""
        with mock.patch.dict(os.environ, {"TANTO_CSLC": failing}):
            with self.assertRaises(SdkError) as cm:
                self.layout.compile(out_prefix=str(self.tmp / "out"))
        self.assertIn("bad csl", str(cm.exception))


if __name__ == "__main__":
    unittest.main()
