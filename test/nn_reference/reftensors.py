"""Named-tensor files shared by the C parity test and the PyTorch reference scripts.

Format (little endian): b"DTNNREF1", uint32 count, then per tensor: uint32 name length,
name bytes (UTF-8), uint32 ndim, int64 dims[ndim], float64 data (row-major).  Integer
tensors (relation ids, lengths) are stored as exact float64 values.
"""
import struct

import numpy as np

MAGIC = b"DTNNREF1"


def write(path, tensors):
    with open(path, "wb") as f:
        f.write(MAGIC)
        f.write(struct.pack("<I", len(tensors)))
        for name, value in tensors.items():
            a = np.ascontiguousarray(np.asarray(value, dtype=np.float64))
            raw = name.encode()
            f.write(struct.pack("<I", len(raw)))
            f.write(raw)
            f.write(struct.pack("<I", a.ndim))
            f.write(struct.pack("<%dq" % a.ndim, *a.shape))
            f.write(a.tobytes())


def read(path):
    out = {}
    with open(path, "rb") as f:
        if f.read(8) != MAGIC:
            raise ValueError("%s is not a DTNNREF1 file" % path)
        (count,) = struct.unpack("<I", f.read(4))
        for _ in range(count):
            (nlen,) = struct.unpack("<I", f.read(4))
            name = f.read(nlen).decode()
            (ndim,) = struct.unpack("<I", f.read(4))
            dims = struct.unpack("<%dq" % ndim, f.read(8 * ndim))
            size = int(np.prod(dims)) if ndim else 1
            out[name] = np.frombuffer(f.read(8 * size), dtype=np.float64).reshape(dims).copy()
    return out
