"""The SDK's SdkLayout API: a program built in Python instead of a layout
file. Code regions (a CSL file over a rectangle of PEs, with params per
PE), symbolic colors and the routes painted with them are written out as a
layout file and compiled by tanto-cslc; SdkRuntime runs the result.

Supported: ``SdkLayout.create_code_region``, ``CodeRegion.set_param`` /
``set_param_all`` (numbers, bools, colors), ``color``, ``paint`` /
``paint_all`` with one routing position, ``place``, ports on an edge of
one PE and ``SdkLayout.connect`` (a shortest path through PEs no region
covers, one color end to end), host streams at ports
(``create_input_stream`` / ``create_output_stream``, with SdkRuntime's
``send`` / ``receive``); ``SdkLayout.compile``. Switch positions raise a
clear error.
"""

import enum
import subprocess
from pathlib import Path

from cerebras.geometry.geometry import IntVector

__all__ = [
    "Color",
    "Edge",
    "Route",
    "RoutingPosition",
    "SdkLayout",
    "SdkTarget",
    "SimfabConfig",
    "get_platform",
]

# Colors the layout may assign: WSE-2 and WSE-3 route 24 colors.
_ROUTABLE_COLORS = 24


class SdkTarget(enum.Enum):
    WSE2 = "wse2"
    WSE3 = "wse3"


class Route(enum.Enum):
    """A router port: the four neighbours and the PE's own RAMP."""

    RAMP = "RAMP"
    NORTH = "NORTH"
    SOUTH = "SOUTH"
    EAST = "EAST"
    WEST = "WEST"


class Edge(enum.Enum):
    LEFT = "LEFT"
    RIGHT = "RIGHT"
    TOP = "TOP"
    BOTTOM = "BOTTOM"


class SimfabConfig:
    """The simulator's settings; the SDK's options (``dump_core``, ...)
    change nothing in Tanto's simulator and are kept only."""

    def __init__(self, **options):
        self.options = dict(options)


class _Platform:
    def __init__(self, target, config):
        self.target = target
        self.config = config


def get_platform(cmaddr, config, target):
    """The platform a layout compiles for: Tanto's simulator of ``target``."""
    if cmaddr:
        raise ValueError(
            "cmaddr given, but tanto_sdk has no real system to connect to: "
            "programs run on Tanto's simulator only (omit cmaddr)")
    if not isinstance(target, SdkTarget):
        raise TypeError(f"target must be an SdkTarget, got {target!r}")
    return _Platform(target, config)


class Color:
    """A symbolic color; the layout's compile gives it a physical number."""

    def __init__(self, name):
        if not isinstance(name, str) or not name.isidentifier():
            raise ValueError(f"a color's name is a CSL identifier, got {name!r}")
        self.name = name

    def __repr__(self):
        return f"Color({self.name!r})"


class RoutingPosition:
    """Where a color's wavelets come in (``set_input``) and go out
    (``set_output``) at a PE's router."""

    def __init__(self):
        self.inputs = []
        self.outputs = []

    def set_input(self, routes):
        self.inputs = _routes(routes)
        return self

    def set_output(self, routes):
        self.outputs = _routes(routes)
        return self


def _routes(routes):
    routes = list(routes)
    for r in routes:
        if not isinstance(r, Route):
            raise TypeError(f"a route is a Route (RAMP, NORTH, ...), got {r!r}")
    return routes


def _literal(value):
    """A param value as CSL text."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return repr(value)
    # numpy scalars
    if hasattr(value, "item"):
        return _literal(value.item())
    raise TypeError(f"a param's value is a number or a bool, got {value!r}")


class CodeRegion:
    """A CSL file over a ``width`` x ``height`` rectangle of PEs."""

    def __init__(self, layout, source, name, width, height):
        self._layout = layout
        self.source = Path(source).resolve()
        self.name = name
        self.width = _positive(width, "width")
        self.height = _positive(height, "height")
        self.origin = None
        # (x, y) local -> {param: value}; a value is a number or a Color.
        self.params = {(x, y): {} for y in range(self.height) for x in range(self.width)}
        # (x, y) local -> [(color, RoutingPosition)]
        self.paints = {}

    def _local(self, coords):
        x, y = (coords.x, coords.y) if isinstance(coords, IntVector) else coords
        if not (0 <= x < self.width and 0 <= y < self.height):
            raise ValueError(
                f"({x}, {y}) is outside code region {self.name!r} "
                f"({self.width}x{self.height})")
        return int(x), int(y)

    def color(self, name):
        """A color of this region (its name need not be unique in the layout)."""
        return Color(name)

    def set_param(self, coords, name_or_color, value=None):
        name, value = _param(name_or_color, value)
        self.params[self._local(coords)][name] = value

    def set_param_all(self, name_or_color, value=None):
        name, value = _param(name_or_color, value)
        for at in self.params:
            self.params[at][name] = value

    def paint(self, coords, color, positions):
        positions = list(positions)
        if len(positions) != 1:
            raise NotImplementedError(
                "tanto_sdk paints one routing position per PE and color; "
                "switch positions (several) are not supported in SdkLayout yet")
        if not isinstance(color, Color):
            raise TypeError(f"paint takes a Color, got {color!r}")
        self.paints.setdefault(self._local(coords), []).append((color, positions[0]))

    def paint_all(self, color, positions):
        for y in range(self.height):
            for x in range(self.width):
                self.paint(IntVector(x, y), color, positions)

    def place(self, x, y):
        self.origin = (int(x), int(y))

    def create_input_port(self, color, edge, positions, size):
        """A port on ``edge`` where a connection brings ``color`` in."""
        return self._port(color, edge, positions, size, output=False)

    def create_output_port(self, color, edge, positions, size):
        """A port on ``edge`` where ``color`` leaves for a connection."""
        return self._port(color, edge, positions, size, output=True)

    def _port(self, color, edge, positions, size, output):
        if not isinstance(color, Color):
            raise TypeError(f"a port's color is a Color, got {color!r}")
        if not isinstance(edge, Edge):
            raise TypeError(f"a port's edge is an Edge, got {edge!r}")
        positions = list(positions)
        if len(positions) != 1:
            raise NotImplementedError(
                "tanto_sdk's ports take one routing position (no switches yet)")
        along = self.height if edge in (Edge.LEFT, Edge.RIGHT) else self.width
        if along != 1:
            raise NotImplementedError(
                f"a port on the {edge.value} edge of {self.name!r} spans {along} PEs; "
                "tanto_sdk's ports sit on an edge of one PE")
        return _Port(self, color, edge, positions[0], int(size), output)


# An edge's outward step (x, y) and the router port a wavelet crossing it
# leaves by (and, from the other side, comes in by).
_OUTWARD = {
    Edge.LEFT: ((-1, 0), Route.WEST),
    Edge.RIGHT: ((1, 0), Route.EAST),
    Edge.TOP: ((0, -1), Route.NORTH),
    Edge.BOTTOM: ((0, 1), Route.SOUTH),
}
_OPPOSITE = {Route.WEST: Route.EAST, Route.EAST: Route.WEST,
             Route.NORTH: Route.SOUTH, Route.SOUTH: Route.NORTH}
_STEP = {(1, 0): Route.EAST, (-1, 0): Route.WEST, (0, 1): Route.SOUTH, (0, -1): Route.NORTH}


class _Port:
    """A region's port: its PE (the one on its one-PE edge), its color."""

    def __init__(self, region, color, edge, position, size, output):
        self.region = region
        self.color = color
        self.edge = edge
        self.position = position
        self.size = size
        self.output = output
        self.connected = False

    def pe(self):
        """Its PE and the cell across its edge, in fabric coordinates."""
        ox, oy = self.region.origin
        x = ox + (self.region.width - 1 if self.edge == Edge.RIGHT else 0)
        y = oy + (self.region.height - 1 if self.edge == Edge.BOTTOM else 0)
        (dx, dy), _ = _OUTWARD[self.edge]
        return (x, y), (x + dx, y + dy)


# Host streams ride the memcpy library's stream colors in the simulator:
# four each way.
_STREAMS_PER_DIRECTION = 4


class _Stream:
    """A host stream at a port: words go straight into (or come straight
    out of) the port PE's CE on the port's color, as the memcpy library's
    streams do in Tanto's simulator. ``compile`` fills in where."""

    def __init__(self, port, output, index):
        self.port = port
        self.output = output
        self.index = index
        self.color_number = None
        self.pe = None

    def field(self):
        return f"MEMCPY{'D2H' if self.output else 'H2D'}_{self.index}"


def _positive(value, what):
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ValueError(f"a code region's {what} is a positive int, got {value!r}")
    return value


def _param(name_or_color, value):
    if isinstance(name_or_color, Color):
        if value is not None:
            raise TypeError("set_param with a Color takes no value: the param is the color's name")
        return name_or_color.name, name_or_color
    if not isinstance(name_or_color, str):
        raise TypeError(f"a param is named by a str (or a Color), got {name_or_color!r}")
    if value is None:
        raise TypeError(f"param {name_or_color!r} needs a value")
    if not isinstance(value, Color):
        _literal(value)
    return name_or_color, value


def _shortest_path(start, goal, taken, extent):
    """Cells from ``start`` to ``goal`` (both ends included), stepping
    between neighbours that no region covers, within ``extent``; None when
    there is no such path."""
    from collections import deque  # pylint: disable=import-outside-toplevel
    width, height = extent

    def free(cell):
        x, y = cell
        return 0 <= x < width and 0 <= y < height and cell not in taken

    if not free(start) or not free(goal):
        return None
    before = {start: None}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        if cell == goal:
            path = []
            while cell is not None:
                path.append(cell)
                cell = before[cell]
            return path[::-1]
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nxt = (cell[0] + dx, cell[1] + dy)
            if nxt not in before and free(nxt):
                before[nxt] = cell
                queue.append(nxt)
    return None


def _find_cslc():
    """Command that starts tanto-cslc (``$TANTO_CSLC`` first)."""
    from tanto_sdk._runtime import _find_tool  # pylint: disable=import-outside-toplevel
    return _find_tool("tanto-cslc", "TANTO_CSLC")


class SdkLayout:
    """A program of code regions placed on the fabric."""

    def __init__(self, platform):
        if not isinstance(platform, _Platform):
            raise TypeError("SdkLayout takes the platform of get_platform(...)")
        self.platform = platform
        self.regions = []
        self.connections = []
        self.streams = []

    def connect(self, output_port, input_port):
        """Routes ``output_port``'s color to ``input_port`` (one color from
        end to end: the two are one color once compiled)."""
        if not isinstance(output_port, _Port) or not output_port.output:
            raise TypeError("connect takes an output port first")
        if not isinstance(input_port, _Port) or input_port.output:
            raise TypeError("connect takes an input port second")
        for port in (output_port, input_port):
            if port.connected:
                raise ValueError(f"a port of {port.region.name!r} is connected already")
            port.connected = True
        self.connections.append((output_port, input_port))

    def create_input_stream(self, port):
        """A stream of words from the host into input ``port``'s PE."""
        return self._stream(port, output=False)

    def create_output_stream(self, port):
        """A stream of the words output ``port``'s PE sends, to the host."""
        return self._stream(port, output=True)

    def _stream(self, port, output):
        if not isinstance(port, _Port) or port.output != output:
            kind = "an output" if output else "an input"
            raise TypeError(f"the stream takes {kind} port")
        if port.connected:
            raise ValueError(f"the port of {port.region.name!r} is connected already")
        port.connected = True
        same = [st for st in self.streams if st.output == output]
        if len(same) >= _STREAMS_PER_DIRECTION:
            raise ValueError(
                f"tanto_sdk carries {_STREAMS_PER_DIRECTION} host streams each way")
        stream = _Stream(port, output, len(same) + 1)
        self.streams.append(stream)
        return stream

    def create_code_region(self, source, name, width, height):
        if not Path(source).is_file():
            raise FileNotFoundError(f"code region {name!r}: {source} not found")
        if any(r.name == name for r in self.regions):
            raise ValueError(f"a code region named {name!r} exists already")
        region = CodeRegion(self, source, name, width, height)
        self.regions.append(region)
        return region

    def _place(self):
        """Unplaced regions go east of the placed ones, in creation order."""
        east = max((r.origin[0] + r.width for r in self.regions if r.origin), default=0)
        for region in self.regions:
            if region.origin is None:
                region.origin = (east, 0)
                east += region.width
        cells = {}
        for region in self.regions:
            ox, oy = region.origin
            for (x, y) in region.params:
                at = (ox + x, oy + y)
                if at in cells:
                    raise ValueError(
                        f"code regions {cells[at].name!r} and {region.name!r} "
                        f"both cover PE {at}")
                cells[at] = region
        return cells

    def _route_connections(self, cells):
        """Each connection's path through PEs no region covers, shortest
        first found (breadth-first, rows and columns from 0): the route at
        every PE it crosses, ((x, y), color, RoutingPosition)."""
        painted = []
        taken = set(cells)
        for out_port, in_port in self.connections:
            (sx, sy), start = out_port.pe()
            (gx, gy), goal = in_port.pe()
            _, leave = _OUTWARD[out_port.edge]
            _, enter = _OUTWARD[in_port.edge]
            painted.append(((sx, sy), out_port.color,
                            RoutingPosition().set_input(out_port.position.inputs)
                            .set_output([leave])))
            painted.append(((gx, gy), out_port.color,
                            RoutingPosition().set_input([enter])
                            .set_output(in_port.position.outputs)))
            if start == (gx, gy) and goal == (sx, sy):
                continue  # facing neighbours: one hop
            path = _shortest_path(start, goal, taken, self._extent(cells))
            if path is None:
                raise ValueError(
                    f"no path from {out_port.region.name!r}'s port to {in_port.region.name!r}'s: "
                    "the cells across their edges are covered or off the fabric")
            came = _OPPOSITE[leave]
            for k, cell in enumerate(path):
                if k + 1 < len(path):
                    nx, ny = path[k + 1]
                    go = _STEP[(nx - cell[0], ny - cell[1])]
                else:
                    go = _OPPOSITE[enter]
                painted.append((cell, out_port.color,
                                RoutingPosition().set_input([came]).set_output([go])))
                came = _OPPOSITE[go]
        return painted

    def _extent(self, cells):
        """Rows and columns a path may use: the regions' box, one more each way."""
        width = max(x for x, _ in cells) + 2
        height = max(y for _, y in cells) + 2
        return width, height

    def _colors(self):
        """Physical numbers of the symbolic colors, in order of first use;
        the two ends of a connection are one color."""
        numbers = {}
        for region in self.regions:
            for values in region.params.values():
                for value in values.values():
                    if isinstance(value, Color) and value not in numbers:
                        numbers[value] = len(numbers)
            for paints in region.paints.values():
                for color, _ in paints:
                    if color not in numbers:
                        numbers[color] = len(numbers)
        for out_port, in_port in self.connections:
            for color in (out_port.color, in_port.color):
                if color not in numbers:
                    numbers[color] = len(numbers)
        for stream in self.streams:
            if stream.port.color not in numbers:
                numbers[stream.port.color] = len(numbers)
        # A connection's input end takes its output end's number; numbers
        # are then made dense again, in order of first use.
        for out_port, in_port in self.connections:
            old = numbers[in_port.color]
            new = numbers[out_port.color]
            for color, number in numbers.items():
                if number == old:
                    numbers[color] = new
        dense = {}
        for color in numbers:
            dense.setdefault(numbers[color], len(dense))
        numbers = {color: dense[number] for color, number in numbers.items()}
        if len(dense) > _ROUTABLE_COLORS:
            raise ValueError(
                f"the layout uses {len(dense)} colors; the fabric routes {_ROUTABLE_COLORS}")
        return numbers

    def compile(self, out_prefix="out"):
        """Writes the layout file into directory ``out_prefix`` and compiles
        it with tanto-cslc; the directory, for SdkRuntime."""
        if not self.regions:
            raise ValueError("the layout has no code region")
        cells = self._place()
        colors = self._colors()
        routes = self._route_connections(cells)
        used = set(cells) | {at for at, _, _ in routes}
        width = max(x for x, _ in used) + 1
        height = max(y for _, y in used) + 1
        out = Path(out_prefix).resolve()
        out.mkdir(parents=True, exist_ok=True)
        empty = out / "tanto_empty_pe.csl"
        lines = ["// Written by tanto_sdk's SdkLayout.compile."]
        if self.streams:
            fields = [f".width = {width}", f".height = {height}"]
            for stream in self.streams:
                stream.color_number = colors[stream.port.color]
                stream.pe = stream.port.pe()[0]
                fields.append(f".{stream.field()} = @get_color({stream.color_number})")
            lines.append('const tanto_streams = @import_module("<memcpy/get_params>", .{ '
                         + ", ".join(fields) + " });")
        lines += ["layout {", f"  @set_rectangle({width}, {height});"]
        need_empty = False
        for y in range(height):
            for x in range(width):
                region = cells.get((x, y))
                if region is None:
                    need_empty = True
                    lines.append(f'  @set_tile_code({x}, {y}, "{empty.name}", .{{}});')
                    continue
                local = (x - region.origin[0], y - region.origin[1])
                fields = []
                for name, value in sorted(region.params[local].items()):
                    text = (f"@get_color({colors[value]})" if isinstance(value, Color)
                            else _literal(value))
                    fields.append(f".{name} = {text}")
                source = str(region.source).replace("\\", "\\\\").replace('"', '\\"')
                lines.append(f'  @set_tile_code({x}, {y}, "{source}", .{{ {", ".join(fields)} }});')
        for region in self.regions:
            ox, oy = region.origin
            for (x, y), paints in sorted(region.paints.items()):
                for color, position in paints:
                    rx = ", ".join(r.value for r in position.inputs)
                    tx = ", ".join(r.value for r in position.outputs)
                    lines.append(
                        f"  @set_color_config({ox + x}, {oy + y}, @get_color({colors[color]}), "
                        f".{{ .routes = .{{ .rx = .{{ {rx} }}, .tx = .{{ {tx} }} }} }});")
        for (x, y), color, position in routes:
            rx = ", ".join(r.value for r in position.inputs)
            tx = ", ".join(r.value for r in position.outputs)
            lines.append(
                f"  @set_color_config({x}, {y}, @get_color({colors[color]}), "
                f".{{ .routes = .{{ .rx = .{{ {rx} }}, .tx = .{{ {tx} }} }} }});")
        lines.append("}")
        if need_empty:
            empty.write_text("// A PE no code region covers: no code.\n", encoding="utf-8")
        layout_file = out / "layout.csl"
        layout_file.write_text("\n".join(lines) + "\n", encoding="utf-8")
        command = _find_cslc() + [
            f"--arch={self.platform.target.value}", str(layout_file),
            f"--fabric-dims={width},{height}", "--fabric-offsets=0,0", "-o", str(out)]
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            from tanto_sdk._runtime import SdkError  # pylint: disable=import-outside-toplevel
            raise SdkError(f"compiling the layout failed:\n{done.stderr.strip()}")
        return str(out)
