"""``cerebras.geometry.geometry``: the SDK's integer points and rectangles."""

__all__ = ["IntRectangle", "IntVector"]


class IntVector:
    """A point (or offset) of the fabric: ``x`` columns east, ``y`` rows south."""

    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = int(x)
        self.y = int(y)

    def __iter__(self):
        return iter((self.x, self.y))

    def __add__(self, other):
        return IntVector(self.x + other.x, self.y + other.y)

    def __sub__(self, other):
        return IntVector(self.x - other.x, self.y - other.y)

    def __eq__(self, other):
        return isinstance(other, IntVector) and (self.x, self.y) == (other.x, other.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __repr__(self):
        return f"IntVector({self.x}, {self.y})"


class IntRectangle:
    """A rectangle of PEs from its north-west corner ``ul`` to the opposite
    corner ``lr``, exclusive: ``IntRectangle(IntVector(0, 0), IntVector(1, h))``
    is one column of ``h`` PEs."""

    __slots__ = ("ul", "lr")

    def __init__(self, ul, lr):
        self.ul = IntVector(*ul)
        self.lr = IntVector(*lr)
        if self.lr.x < self.ul.x or self.lr.y < self.ul.y:
            raise ValueError(f"IntRectangle: {self.lr!r} is not south-east of {self.ul!r}")

    def width(self):
        return self.lr.x - self.ul.x

    def height(self):
        return self.lr.y - self.ul.y

    def __contains__(self, point):
        x, y = point
        return self.ul.x <= x < self.lr.x and self.ul.y <= y < self.lr.y

    def __eq__(self, other):
        return isinstance(other, IntRectangle) and (self.ul, self.lr) == (other.ul, other.lr)

    def __hash__(self):
        return hash((self.ul, self.lr))

    def __repr__(self):
        return f"IntRectangle({self.ul!r}, {self.lr!r})"
