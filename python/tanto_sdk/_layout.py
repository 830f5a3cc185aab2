"""Pure-numpy conversions between host arrays and the server's word order.

The server protocol orders data PE by PE, row-major over the region:
PE (x, y) then (x + 1, y), ..., and for each PE its elements in order.
In array terms that is an array of shape (h, w, l), flattened in C order.

Host arrays are flattened in C order as well and interpreted per
``MemcpyOrder``:

* ROW_MAJOR: flat index (y * w + x) * l + k, i.e. shape (h, w, l) -- the
  same as the protocol order;
* COL_MAJOR: flat index (k * h + y) * w + x, i.e. shape (l, h, w).
"""

import numpy as np

__all__ = [
    "host_to_pe_order",
    "pe_to_host_order",
    "pack16",
    "unpack16",
    "words16_per_pe",
]


def host_to_pe_order(flat, w, h, l, col_major):
    """Reorder a flat host array (C order) into the protocol's PE order."""
    if not col_major:
        return flat
    return flat.reshape(l, h, w).transpose(1, 2, 0).reshape(-1)


def pe_to_host_order(flat, w, h, l, col_major):
    """Inverse of :func:`host_to_pe_order`."""
    if not col_major:
        return flat
    return flat.reshape(h, w, l).transpose(2, 0, 1).reshape(-1)


def words16_per_pe(l):
    """Number of 32-bit device words holding ``l`` 16-bit elements."""
    return (l + 1) // 2


def pack16(halves, n_pe, l, fill_high=None):
    """Pack 16-bit values (PE order) into 32-bit device words.

    ``halves`` is a uint16 array of n_pe * l values. Per PE, element 2k goes
    into the low half of word k and element 2k + 1 into its high half.
    When ``l`` is odd the last word of each PE has no element for its high
    half: it takes the high half of ``fill_high`` (a uint32 array of the
    current device words, PE order) or zero when ``fill_high`` is None.
    """
    nw = words16_per_pe(l)
    padded = np.zeros((n_pe, 2 * nw), dtype=np.uint32)
    padded[:, :l] = halves.reshape(n_pe, l)
    words = padded[:, 0::2] | (padded[:, 1::2] << np.uint32(16))
    if l % 2 == 1 and fill_high is not None:
        old_last = fill_high.reshape(n_pe, nw)[:, -1]
        words[:, -1] |= old_last & np.uint32(0xFFFF0000)
    return words.reshape(-1)


def unpack16(words, n_pe, l):
    """Unpack 32-bit device words (PE order) into n_pe * l uint16 values."""
    nw = words16_per_pe(l)
    w2 = words.reshape(n_pe, nw)
    halves = np.empty((n_pe, 2 * nw), dtype=np.uint16)
    halves[:, 0::2] = w2 & np.uint32(0xFFFF)
    halves[:, 1::2] = w2 >> np.uint32(16)
    return halves[:, :l].reshape(-1)
