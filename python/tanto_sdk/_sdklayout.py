"""The SDK's SdkLayout API: a program built in Python instead of a layout
file. Code regions (a CSL file over a rectangle of PEs, with params and
symbols per PE), symbolic colors and the routes painted with them are
written out as a layout file and compiled by tanto-cslc; SdkRuntime runs
the result.

Supported: ``SdkLayout.create_code_region``, ``CodeRegion.set_param`` /
``set_param_all`` / ``set_param_range`` (numbers, bools, colors),
``set_symbol_all`` (a 2D array spread over the region, written into the
PEs' memory when the runtime loads), ``color``, ``paint`` / ``paint_all``
/ ``paint_range`` with switch positions (a list of ``RoutingPosition``;
the first is the route, each later one changes its ``rx`` or its ``tx``)
and ``get_edge_routing`` overrides for the PEs on an edge, ``place``,
ports on an edge of one or more PEs (their routes replace the region's
paint at the port's PEs) and ``SdkLayout.connect`` (PE by PE, each a
shortest path through PEs no region covers, one color end to end), host
streams at one-PE ports (``create_input_stream`` / ``create_output_stream``,
with SdkRuntime's ``send`` / ``receive``); ``SdkLayout.compile``.
"""

import enum
import json
import subprocess
from pathlib import Path

from cerebras.geometry.geometry import IntVector

__all__ = [
    "Color",
    "Edge",
    "EdgeRouteInfo",
    "Route",
    "RoutingPosition",
    "SdkLayout",
    "SdkTarget",
    "SimfabConfig",
    "get_edge_routing",
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


class EdgeRouteInfo:
    """The routing positions the PEs on one ``edge`` of a painted region
    take instead of the region's (``get_edge_routing``)."""

    def __init__(self, edge, positions):
        if not isinstance(edge, Edge):
            raise TypeError(f"an edge routing's edge is an Edge, got {edge!r}")
        self.edge = edge
        self.positions = _positions(positions, f"the routing of edge {edge.value}")


def get_edge_routing(edge, positions):
    """Routing positions for the PEs on ``edge`` of what ``paint_all`` /
    ``paint_range`` paints, replacing the painted ones there."""
    return EdgeRouteInfo(edge, positions)


# A router's switch has the route (position 0) and three more positions.
_MAX_POSITIONS = 4


def _positions(positions, what):
    positions = list(positions)
    if not positions:
        raise ValueError(f"{what}: no routing position")
    if len(positions) > _MAX_POSITIONS:
        raise ValueError(
            f"{what}: {len(positions)} routing positions; a switch has {_MAX_POSITIONS} "
            "(the route and three more)")
    for position in positions:
        if not isinstance(position, RoutingPosition):
            raise TypeError(f"{what}: a routing position is a RoutingPosition, got {position!r}")
    return positions


def _switch_setting(base, position, what):
    """What switch position ``position`` changes of route ``base`` (both
    (rx, tx) lists): ("rx", [one direction]) or ("tx", directions). A
    router's switch position replaces one of the two, never both."""
    rx, tx = position
    if rx == base[0]:
        return "tx", tx
    if tx == base[1]:
        if len(rx) != 1:
            raise ValueError(
                f"{what}: a switch position takes one input direction, got "
                f"{', '.join(r.value for r in rx) or 'none'}")
        return "rx", rx
    raise ValueError(
        f"{what}: a switch position changes the route's input or its output, "
        f"not both (route rx {_names(base[0])} tx {_names(base[1])}, "
        f"position rx {_names(rx)} tx {_names(tx)})")


def _names(routes):
    return "{" + ", ".join(r.value for r in routes) + "}"


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


def _on_edge(edge, x, y, width, height):
    return {Edge.LEFT: x == 0, Edge.RIGHT: x == width - 1,
            Edge.TOP: y == 0, Edge.BOTTOM: y == height - 1}[edge]


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
        # (x, y) local -> {color: [(rx, tx)]}: the route and its switch positions.
        self.paints = {}
        # symbol -> (words, block width, block height), one block a PE.
        self.symbols = {}
        self.ports = []

    def _local(self, coords):
        x, y = (coords.x, coords.y) if isinstance(coords, IntVector) else coords
        if not (0 <= x < self.width and 0 <= y < self.height):
            raise ValueError(
                f"({x}, {y}) is outside code region {self.name!r} "
                f"({self.width}x{self.height})")
        return int(x), int(y)

    def _range(self, rectangle):
        """The local PEs of an IntRectangle (``lr`` exclusive) of this region."""
        (x0, y0), (x1, y1) = tuple(rectangle.ul), tuple(rectangle.lr)
        if not (0 <= x0 < x1 <= self.width and 0 <= y0 < y1 <= self.height):
            raise ValueError(
                f"rectangle ({x0}, {y0})..({x1}, {y1}) is not inside code region "
                f"{self.name!r} ({self.width}x{self.height})")
        return [(x, y) for y in range(y0, y1) for x in range(x0, x1)]

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

    def set_param_range(self, rectangle, name_or_color, value=None):
        name, value = _param(name_or_color, value)
        for at in self._range(rectangle):
            self.params[at][name] = value

    def set_symbol_all(self, name, data, width, height):
        """``data``, a ``height`` x ``width`` array (row-major), spread over
        the region: each PE holds its block of ``height / self.height`` rows
        and ``width / self.width`` columns, row-major, in symbol ``name``."""
        import numpy as np  # pylint: disable=import-outside-toplevel
        if not isinstance(name, str) or not name.isidentifier():
            raise ValueError(f"code region {self.name!r}: a symbol's name is an identifier, "
                             f"got {name!r}")
        array = np.asarray(data)
        if array.size != width * height:
            raise ValueError(
                f"code region {self.name!r}: symbol {name!r} has {array.size} elements, "
                f"not {width} x {height}")
        if width % self.width or height % self.height:
            raise ValueError(
                f"code region {self.name!r}: symbol {name!r}'s shape {width} x {height} "
                f"is not a multiple of the region's {self.width} x {self.height}")
        if array.dtype.itemsize != 4 or array.dtype.kind not in "fiu":
            raise TypeError(
                f"code region {self.name!r}: symbol {name!r} holds 32-bit numbers, "
                f"not {array.dtype}")
        words = np.ascontiguousarray(array).reshape(height, width).view(np.uint32)
        self.symbols[name] = (words, width // self.width, height // self.height)

    def paint(self, coords, color, positions):
        """``color``'s route at one PE: the first position, and switch
        positions after it."""
        at = self._local(coords)
        self._paint([at], color, positions, ())

    def paint_all(self, color, positions, edge_routes=()):
        self._paint(list(self.params), color, positions, edge_routes)

    def paint_range(self, rectangle, color, positions, edge_routes=()):
        self._paint(self._range(rectangle), color, positions, edge_routes)

    def _paint(self, pes, color, positions, edge_routes):
        if not isinstance(color, Color):
            raise TypeError(f"paint takes a Color, got {color!r}")
        what = f"code region {self.name!r}, color {color.name!r}"
        positions = _positions(positions, what)
        edge_routes = list(edge_routes)
        for info in edge_routes:
            if not isinstance(info, EdgeRouteInfo):
                raise TypeError(f"{what}: edge routes come of get_edge_routing, got {info!r}")
        xs = [x for x, _ in pes]
        ys = [y for _, y in pes]
        x0, y0 = min(xs), min(ys)
        width, height = max(xs) - x0 + 1, max(ys) - y0 + 1
        for x, y in pes:
            chosen = positions
            for info in edge_routes:
                if _on_edge(info.edge, x - x0, y - y0, width, height):
                    chosen = info.positions
            routes = [(list(p.inputs), list(p.outputs)) for p in chosen]
            _check_switch(routes, f"{what}, PE ({x}, {y})")
            self.paints.setdefault((x, y), {})[color] = routes

    def place(self, x, y):
        self.origin = (int(x), int(y))

    def create_input_port(self, color, edge, positions, size, prefix=""):
        """A port on ``edge`` where a connection brings ``color`` in; its
        positions give where it goes at each of the edge's PEs."""
        return self._port(color, edge, positions, size, prefix, output=False)

    def create_output_port(self, color, edge, positions, size, prefix=""):
        """A port on ``edge`` where ``color`` leaves for a connection; its
        positions give where it comes from at each of the edge's PEs."""
        return self._port(color, edge, positions, size, prefix, output=True)

    def _port(self, color, edge, positions, size, prefix, output):
        if not isinstance(color, Color):
            raise TypeError(f"a port's color is a Color, got {color!r}")
        if not isinstance(edge, Edge):
            raise TypeError(f"a port's edge is an Edge, got {edge!r}")
        name = f"{prefix}{color.name}"
        what = f"port {name!r} of code region {self.name!r}"
        if isinstance(size, bool) or not isinstance(size, int) or size < 1:
            raise ValueError(f"{what}: its size is a positive int, got {size!r}")
        for port in self.ports:
            if port.color is color and port.edge == edge and port.prefix == prefix:
                raise ValueError(f"{what} on edge {edge.value} exists already "
                                 "(a prefix tells ports of one color apart)")
        port = _Port(self, color, edge, _positions(positions, what), size, prefix, output)
        # Its errors now, where the port is made.
        _check_switch([port.route(k) for k in range(len(port.positions))], what)
        self.ports.append(port)
        return port


def _check_switch(routes, what):
    """Every position after the first is a switch setting."""
    for route in routes[1:]:
        _switch_setting(routes[0], route, what)


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
    """A region's port: the PEs on one of its edges, a color, and the
    routes (with switch positions) the color takes at those PEs."""

    def __init__(self, region, color, edge, positions, size, prefix, output):
        self.region = region
        self.color = color
        self.edge = edge
        self.positions = positions
        self.size = size
        self.prefix = prefix
        self.output = output
        self.connected = False

    def describe(self):
        return f"port {self.prefix}{self.color.name!r} of code region {self.region.name!r}"

    def route(self, k):
        """Position ``k`` as (rx, tx) at the port's PEs: an input port's
        wavelets come in across its edge, an output port's leave across it."""
        _, outward = _OUTWARD[self.edge]
        position = self.positions[k]
        if self.output:
            if position.outputs and position.outputs != [outward]:
                raise ValueError(f"{self.describe()}: an output port's routes leave across "
                                 f"its {self.edge.value} edge ({outward.value})")
            return list(position.inputs), [outward]
        if position.inputs and position.inputs != [outward]:
            raise ValueError(f"{self.describe()}: an input port's routes come in across "
                             f"its {self.edge.value} edge ({outward.value})")
        return [outward], list(position.outputs)

    def length(self):
        """How many PEs its edge has."""
        return self.region.height if self.edge in (Edge.LEFT, Edge.RIGHT) else self.region.width

    def pes(self):
        """Its PEs along the edge (west to east, north to south), each with
        the cell across the edge, in fabric coordinates."""
        ox, oy = self.region.origin
        (dx, dy), _ = _OUTWARD[self.edge]
        if self.edge in (Edge.LEFT, Edge.RIGHT):
            x = ox + (self.region.width - 1 if self.edge == Edge.RIGHT else 0)
            cells = [(x, oy + k) for k in range(self.region.height)]
        else:
            y = oy + (self.region.height - 1 if self.edge == Edge.BOTTOM else 0)
            cells = [(ox + k, y) for k in range(self.region.width)]
        return [(cell, (cell[0] + dx, cell[1] + dy)) for cell in cells]

    def direct(self):
        """Whether a host stream can meet this port at its PE's CE: one PE,
        one position, the color straight between the edge and the RAMP.
        Any other port's stream goes through a relay PE across the edge."""
        if self.length() != 1 or len(self.positions) != 1:
            return False
        rx, tx = self.route(0)
        return (rx == [Route.RAMP]) if self.output else (tx == [Route.RAMP])


# Host streams ride the memcpy library's stream colors in the simulator:
# four each way.
_STREAMS_PER_DIRECTION = 4


class _Stream:
    """A host stream at a port. At a direct port (``_Port.direct``) words go
    straight into (or come straight out of) the port PE's CE on the port's
    color, as the memcpy library's streams do in Tanto's simulator. Else a
    relay PE across the port's edge moves them between the port's color
    and a stream color of its own. ``compile`` fills in where."""

    def __init__(self, port, output, index):
        self.port = port
        self.output = output
        self.index = index
        self.color_number = None
        self.pe = None
        self.relay = None  # the relay PE, when there is one
        self.relay_color = Color(f"tanto_stream_{'out' if output else 'in'}_{index}")

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


# What SdkLayout.compile writes for the runtime: the symbols' words to
# write into the PEs when it loads (set_symbol_all).
SYMBOLS_FILE = "tanto_symbols.json"

_RELAY_PROGRAM = """\
// Written by tanto_sdk's SdkLayout.compile: a host stream's relay PE
// moves words between the host's stream color and a port's color.
const start_id = @get_local_task_id(8);
{declarations}
task start() void {{
{moves}
}}

comptime {{
  @bind_local_task(start, start_id);
  @activate(start_id);
{queues}
}}
"""


def _relay_program(lanes):
    """A relay PE's CSL: each lane (from color, to color) an endless
    asynchronous copy on its own queues, as memcpy's edge programs do."""
    declarations, moves, queues = [], [], []
    for k, (take, give) in enumerate(lanes):
        declarations += [
            f"const in_q_{k} = @get_input_queue({k});",
            f"const out_q_{k} = @get_output_queue({k});",
            f"const take_{k} = @get_dsd(fabin_dsd, .{{ .extent = 0x7fff, "
            f".fabric_color = @get_color({take}), .input_queue = in_q_{k} }});",
            f"const give_{k} = @get_dsd(fabout_dsd, .{{ .extent = 0x7fff, "
            f".fabric_color = @get_color({give}), .output_queue = out_q_{k} }});",
        ]
        moves.append(f"  @mov32(give_{k}, take_{k}, .{{ .async = true }});")
        queues += [f"  @initialize_queue(in_q_{k}, .{{ .color = @get_color({take}) }});",
                   f'  if (@is_arch("wse3")) {{ @initialize_queue(out_q_{k}, '
                   f".{{ .color = @get_color({give}) }}); }}"]
    return _RELAY_PROGRAM.format(declarations="\n".join(declarations),
                                 moves="\n".join(moves), queues="\n".join(queues))


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
        """Routes ``output_port``'s color to ``input_port``, PE by PE along
        their edges (one color from end to end: the two are one color once
        compiled)."""
        if not isinstance(output_port, _Port) or not output_port.output:
            raise TypeError("connect takes an output port first")
        if not isinstance(input_port, _Port) or input_port.output:
            raise TypeError("connect takes an input port second")
        if output_port.size != input_port.size:
            raise ValueError(
                f"{output_port.describe()} carries {output_port.size} words, "
                f"{input_port.describe()} {input_port.size}: they cannot be connected")
        if output_port.length() != input_port.length():
            raise ValueError(
                f"{output_port.describe()} spans {output_port.length()} PEs, "
                f"{input_port.describe()} {input_port.length()}: they cannot be connected "
                "PE by PE")
        for port in (output_port, input_port):
            if port.connected:
                raise ValueError(f"{port.describe()} is connected already")
        for port in (output_port, input_port):
            port.connected = True
        self.connections.append((output_port, input_port))

    def create_input_stream(self, port):
        """A stream of words from the host into input ``port``."""
        return self._stream(port, output=False)

    def create_output_stream(self, port):
        """A stream of the words output ``port`` sends, to the host."""
        return self._stream(port, output=True)

    def _stream(self, port, output):
        if not isinstance(port, _Port) or port.output != output:
            kind = "an output" if output else "an input"
            raise TypeError(f"the stream takes {kind} port")
        if port.connected:
            raise ValueError(f"{port.describe()} is connected already")
        if port.length() != 1:
            raise ValueError(
                f"{port.describe()} spans {port.length()} PEs; a host stream meets a "
                "port of one PE (a demux or mux region spreads it)")
        same = [st for st in self.streams if st.output == output]
        if len(same) >= _STREAMS_PER_DIRECTION:
            raise ValueError(
                f"tanto_sdk carries {_STREAMS_PER_DIRECTION} host streams each way")
        port.connected = True
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
            if ox < 0 or oy < 0:
                raise ValueError(f"code region {region.name!r} is placed at {region.origin}, "
                                 "off the fabric")
            for (x, y) in region.params:
                at = (ox + x, oy + y)
                if at in cells:
                    raise ValueError(
                        f"code regions {cells[at].name!r} and {region.name!r} "
                        f"both cover PE {at}")
                cells[at] = region
        return cells

    def _check_ports(self):
        """Ports in use of one region and color share no PE."""
        seen = {}
        used = [p for pair in self.connections for p in pair] + [s.port for s in self.streams]
        for port in used:
            for pe, _ in port.pes():
                key = (pe, id(port.color))
                other = seen.setdefault(key, port)
                if other is not port:
                    raise ValueError(
                        f"{other.describe()} and {port.describe()} overlap at PE {pe}: "
                        "one color has one route a PE")

    def _relays(self, cells):
        """The relay PE of each stream whose port is not direct: the cell
        across its port's edge, free of regions; {cell: [stream]}."""
        relays = {}
        for stream in self.streams:
            if stream.port.direct():
                continue
            (pe, across), = stream.port.pes()
            if across[0] < 0 or across[1] < 0 or across in cells:
                where = ("off the fabric" if min(across) < 0
                         else f"covered by code region {cells[across].name!r}")
                raise ValueError(
                    f"the host stream at {stream.port.describe()} (PE {pe}) needs the PE "
                    f"across its {stream.port.edge.value} edge, {across}, which is {where}")
            stream.relay = across
            relays.setdefault(across, []).append(stream)
        return relays

    def _route_connections(self, taken, extent, colors):
        """Each connection's paths, PE by PE, through PEs no region or relay
        covers and no earlier path of the same color crosses, shortest
        first found (breadth-first): the route at every PE they cross,
        [((x, y), color, (rx, tx))]."""
        painted = []
        crossed = {}  # color number -> PEs its paths cross
        for out_port, in_port in self.connections:
            same_color = crossed.setdefault(colors[out_port.color], set())
            out_pes, in_pes = out_port.pes(), in_port.pes()
            _, leave = _OUTWARD[out_port.edge]
            _, enter = _OUTWARD[in_port.edge]
            for ((sx, sy), start), ((gx, gy), goal) in zip(out_pes, in_pes):
                if start == (gx, gy) and goal == (sx, sy):
                    continue  # facing neighbours: one hop
                path = _shortest_path(start, goal, taken | same_color, extent)
                if path is None:
                    raise ValueError(
                        f"no path from {out_port.describe()} at PE {(sx, sy)} to "
                        f"{in_port.describe()} at PE {(gx, gy)}: the PEs between are "
                        "covered (regions, relays, paths of its color) or off the fabric")
                came = _OPPOSITE[leave]
                for k, cell in enumerate(path):
                    if k + 1 < len(path):
                        nx, ny = path[k + 1]
                        go = _STEP[(nx - cell[0], ny - cell[1])]
                    else:
                        go = _OPPOSITE[enter]
                    painted.append((cell, out_port.color, ([came], [go])))
                    came = _OPPOSITE[go]
                same_color.update(path)
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

        def number(color):
            if color not in numbers:
                numbers[color] = len(numbers)

        for region in self.regions:
            for values in region.params.values():
                for value in values.values():
                    if isinstance(value, Color):
                        number(value)
            for paints in region.paints.values():
                for color in paints:
                    number(color)
        for out_port, in_port in self.connections:
            number(out_port.color)
            number(in_port.color)
        for stream in self.streams:
            number(stream.port.color)
            if not stream.port.direct():
                number(stream.relay_color)
        # A connection's input end takes its output end's number; numbers
        # are then made dense again, in order of first use.
        for out_port, in_port in self.connections:
            old = numbers[in_port.color]
            new = numbers[out_port.color]
            for color, value in numbers.items():
                if value == old:
                    numbers[color] = new
        dense = {}
        for color in numbers:
            dense.setdefault(numbers[color], len(dense))
        numbers = {color: dense[value] for color, value in numbers.items()}
        if len(dense) > _ROUTABLE_COLORS:
            raise ValueError(
                f"the layout uses {len(dense)} colors; the fabric routes {_ROUTABLE_COLORS}")
        return numbers

    def _routes(self, colors, relays, paths):
        """Every PE's routes: {(x, y): {color number: [(rx, tx)]}}, the
        regions' paint, then the ports in use (theirs replace the paint at
        their PEs), the connections' paths and the relays."""
        routes = {}
        for region in self.regions:
            ox, oy = region.origin
            for (x, y), paints in region.paints.items():
                for color, positions in paints.items():
                    routes.setdefault((ox + x, oy + y), {})[colors[color]] = positions
        used = [p for pair in self.connections for p in pair]
        used += [s.port for s in self.streams if not s.port.direct()]
        for port in used:
            positions = [port.route(k) for k in range(len(port.positions))]
            for pe, _ in port.pes():
                routes.setdefault(pe, {})[colors[port.color]] = positions
        for cell, color, route in paths:
            routes.setdefault(cell, {})[colors[color]] = [route]
        for cell, streams in relays.items():
            for stream in streams:
                _, outward = _OUTWARD[stream.port.edge]
                toward_port = _OPPOSITE[outward]
                route = (([toward_port], [Route.RAMP]) if stream.output
                         else ([Route.RAMP], [toward_port]))
                routes.setdefault(cell, {})[colors[stream.port.color]] = [route]
        return routes

    def compile(self, out_prefix="out"):
        """Writes the layout file into directory ``out_prefix`` and compiles
        it with tanto-cslc; the directory, for SdkRuntime."""
        if not self.regions:
            raise ValueError("the layout has no code region")
        cells = self._place()
        self._check_ports()
        relays = self._relays(cells)
        colors = self._colors()
        taken = set(cells) | set(relays)
        paths = self._route_connections(taken, self._extent(taken), colors)
        used = taken | {at for at, _, _ in paths}
        width = max(x for x, _ in used) + 1
        height = max(y for _, y in used) + 1
        out = Path(out_prefix).resolve()
        out.mkdir(parents=True, exist_ok=True)
        empty = out / "tanto_empty_pe.csl"
        lines = ["// Written by tanto_sdk's SdkLayout.compile."]
        if self.streams:
            fields = [f".width = {width}", f".height = {height}"]
            for stream in self.streams:
                relayed = stream.relay is not None
                stream.color_number = colors[stream.relay_color if relayed else stream.port.color]
                stream.pe = stream.relay if relayed else stream.port.pes()[0][0]
                fields.append(f".{stream.field()} = @get_color({stream.color_number})")
            lines.append('const tanto_streams = @import_module("<memcpy/get_params>", .{ '
                         + ", ".join(fields) + " });")
        lines += ["layout {", f"  @set_rectangle({width}, {height});"]
        need_empty = False
        for y in range(height):
            for x in range(width):
                lines.append("  " + self._tile_code((x, y), cells, relays, colors, out))
                need_empty |= (x, y) not in cells and (x, y) not in relays
        for (x, y), by_color in sorted(self._routes(colors, relays, paths).items()):
            for number, positions in sorted(by_color.items()):
                lines.append(f"  @set_color_config({x}, {y}, @get_color({number}), "
                             f"{_color_config(positions)});")
        lines.append("}")
        if need_empty:
            empty.write_text("// A PE no code region covers: no code.\n", encoding="utf-8")
        self._write_symbols(out)
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

    def _tile_code(self, at, cells, relays, colors, out):
        """The @set_tile_code of PE ``at``: its region's file and params,
        a relay's program, or the empty program."""
        x, y = at
        if at in relays:
            lanes = []
            for stream in relays[at]:
                port, relay = colors[stream.port.color], colors[stream.relay_color]
                lanes.append((port, relay) if stream.output else (relay, port))
            relay_file = out / f"tanto_relay_{x}_{y}.csl"
            relay_file.write_text(_relay_program(lanes), encoding="utf-8")
            return f'@set_tile_code({x}, {y}, "{relay_file.name}", .{{}});'
        region = cells.get(at)
        if region is None:
            return f'@set_tile_code({x}, {y}, "tanto_empty_pe.csl", .{{}});'
        local = (x - region.origin[0], y - region.origin[1])
        fields = []
        for name, value in sorted(region.params[local].items()):
            text = (f"@get_color({colors[value]})" if isinstance(value, Color)
                    else _literal(value))
            fields.append(f".{name} = {text}")
        source = str(region.source).replace("\\", "\\\\").replace('"', '\\"')
        return f'@set_tile_code({x}, {y}, "{source}", .{{ {", ".join(fields)} }});'

    def _write_symbols(self, out):
        """The set_symbol_all values, for SdkRuntime.load: per region and
        symbol its rectangle and the words PE by PE, row-major."""
        copies = []
        for region in self.regions:
            for name, (words, block_w, block_h) in sorted(region.symbols.items()):
                per_pe = []
                for py in range(region.height):
                    for px in range(region.width):
                        block = words[py * block_h:(py + 1) * block_h,
                                      px * block_w:(px + 1) * block_w]
                        per_pe.extend(int(w) for w in block.reshape(-1))
                copies.append({"name": name, "x": region.origin[0], "y": region.origin[1],
                               "width": region.width, "height": region.height,
                               "per_pe": block_w * block_h, "words": per_pe})
        path = out / SYMBOLS_FILE
        if copies:
            path.write_text(json.dumps(copies), encoding="utf-8")
        elif path.exists():
            path.unlink()


def _color_config(positions):
    """A @set_color_config's value: the route (the first position) and,
    with more positions, the switch (starting at the route, not a ring)."""
    rx, tx = positions[0]
    text = (f".{{ .routes = .{{ .rx = .{{ {', '.join(r.value for r in rx)} }}, "
            f".tx = .{{ {', '.join(r.value for r in tx)} }} }}")
    if len(positions) > 1:
        settings = []
        for k, position in enumerate(positions[1:], start=1):
            field, routes = _switch_setting(positions[0], position, "switch")
            value = (routes[0].value if field == "rx"
                     else ".{ " + ", ".join(r.value for r in routes) + " }")
            settings.append(f".pos{k} = .{{ .{field} = {value} }}")
        text += f", .switches = .{{ {', '.join(settings)}, .ring_mode = false }}"
    return text + " }"
