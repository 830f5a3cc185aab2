"""What the eltwise models (eltwise_busiest_link.py, eltwise_dependence.py)
share, written apart from the simulator: the target file, and a route on
the chip's NoCs as Tenstorrent documents them (tt-isa-documentation
WormholeB0/NoC/RoutingPaths.md): NoC 0 runs right then down, NoC 1 up then
left, both wrapping round the torus. A route is its links in path order."""
import tomllib


def load(path):
    with open(path, "rb") as f:
        return tomllib.load(f)


def router(soc):
    size = (soc["noc_x"], soc["noc_y"])

    def hops(start, goal, axis, step):
        at, links = list(start), []
        while at[axis] != goal[axis]:
            before = tuple(at)
            at[axis] = (at[axis] + step) % size[axis]
            links.append((before, tuple(at)))
        return links, tuple(at)

    def route(noc, start, goal):
        if noc == 0:
            first, at = hops(start, goal, 0, +1)
            second, _ = hops(at, goal, 1, +1)
        else:
            first, at = hops(start, goal, 1, -1)
            second, _ = hops(at, goal, 0, -1)
        return first + second

    return route
