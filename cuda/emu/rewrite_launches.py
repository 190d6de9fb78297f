#!/usr/bin/env python3
"""Rewrites the CUDA C++ of cuda/*.cu and *.cuh for the host emulation (cuda/emu/):
`kernel<<<grid, block, smem, stream>>>(args)` becomes `dtc_emu::Launch(grid, block, smem,
stream)(kernel, args)`, and `extern __shared__ float smem[];` becomes a pointer to the
launch's dynamic shared memory.  Usage: rewrite_launches.py SRC DST"""
import re
import sys

src, dst = sys.argv[1], sys.argv[2]
text = open(src).read()
text = re.sub(r"extern __shared__ float (\w+)\[\];",
              r"float *\1 = (float *) dtc_emu::self.dynamic_smem;", text)


def rewrite(t):
    out, i = [], 0
    while True:
        j = t.find("<<<", i)
        if j < 0:
            out.append(t[i:])
            return "".join(out)
        # the kernel expression: an identifier, optionally with <template args>
        m = re.search(r"([A-Za-z_]\w*(?:<[^<>()]*>)?)\s*$", t[i:j])
        k = i + m.start(1)
        end = t.index(">>>", j)
        config = t[j + 3:end]
        p = end + 3
        while t[p].isspace():
            p += 1
        assert t[p] == "(", src
        out.append(t[i:k])
        out.append("dtc_emu::Launch(%s)(%s, " % (config, m.group(1)))
        i = p + 1


text = rewrite(text)
open(dst, "w").write(text)
