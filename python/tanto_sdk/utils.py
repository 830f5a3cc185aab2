"""The SDK's host utilities (``cerebras.sdk.sdk_utils``) on numpy.

``memcpy_view`` and ``input_array_to_u32`` convert between host arrays of
16-bit (or 8-bit) values and the 32-bit words memcpy moves: a streaming copy
carries one 32-bit wavelet per element, and 16-bit data sits in its low half.
"""

from typing import Optional

import numpy as np

__all__ = ["memcpy_view", "input_array_to_u32"]


def memcpy_view(arr, dtype):
    """A view of the 32-bit array ``arr`` as ``dtype`` (1, 2 or 4 bytes),
    each element the low bytes of one 32-bit word: the shape and strides of
    ``arr``, no copy, so writing the view writes ``arr``."""
    arr = np.asarray(arr)
    dtype = np.dtype(dtype)
    if arr.itemsize != 4:
        raise ValueError(f"memcpy_view: arr must have 4-byte elements, got {arr.dtype}")
    if dtype.itemsize not in (1, 2, 4):
        raise ValueError(f"memcpy_view: dtype must have 1, 2 or 4 bytes, got {dtype}")
    if not np.little_endian:
        raise RuntimeError("memcpy_view needs a little-endian host (a word's low bytes first)")
    # A trailing axis of one word, read as dtype, holds the word's bytes in
    # order: its first element is the low part. Dropping that axis again
    # leaves arr's shape and strides, over arr's memory.
    return arr[..., np.newaxis].view(dtype)[..., 0]


def input_array_to_u32(np_arr, sentinel: Optional[int], fast_dim_sz: int):
    """A flat array of 16-bit (or 32-bit) values as the uint32 words a
    streaming memcpy sends.

    32-bit values keep their bits. 16-bit values go in the low half; the
    high half is 0 when ``sentinel`` is None, else the element's index
    along the fastest dimension (``i % fast_dim_sz``), which a data task
    reading wavelets with their index uses (as the SDK does)."""
    arr = np.asarray(np_arr)
    if arr.ndim != 1:
        raise ValueError(f"input_array_to_u32: the array must be flat, its shape is {arr.shape}")
    if arr.itemsize == 4:
        return arr.view(np.uint32)
    if arr.itemsize != 2:
        raise ValueError(f"input_array_to_u32: 16- or 32-bit elements only, got {arr.dtype}")
    low = arr.view(np.uint16).astype(np.uint32)
    if sentinel is None:
        return low
    if isinstance(fast_dim_sz, bool) or not isinstance(fast_dim_sz, (int, np.integer)) or fast_dim_sz < 1:
        raise ValueError(f"input_array_to_u32: fast_dim_sz must be a positive int, got {fast_dim_sz!r}")
    index = (np.arange(arr.size, dtype=np.uint64) % np.uint64(fast_dim_sz)).astype(np.uint32)
    return (index << np.uint32(16)) | low
