#!/usr/bin/env python3
"""PyTorch CUDA eager side of bench/cuda/run_gpu_bench.sh: the same relation-aware stack as
bench/cuda/rat_bench_device.c (test/nn_reference/rat_torch.py, RAT-SQL-style relation
lookups into [B,n,n,dh] tensors, DT-Fixup scaling, no layer norm, ReLU MLP, no dropout,
masked-MSE loss, Adam), on one GPU, eager mode, strict float32 (TF32 off unless --tf32).
One training step = zero_grad + forward + backward + Adam; batch-1 forward latency under
no_grad.  Every timing ends with torch.cuda.synchronize().

  python3 bench/cuda/rat_bench_torch_cuda.py --layers 8 --batch 16 --n 64 --relations 51

Last line: train_examples_per_s=<float> forward_b1_ms=<float>
"""
import argparse
import math
import os
import sys
import time

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "..", "test", "nn_reference"))

import torch  # noqa: E402

import rat_torch  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    for name, default in (("layers", 8), ("batch", 16), ("n", 64), ("relations", 51),
                          ("steps", 10), ("d", 256), ("heads", 8), ("dff", 1024)):
        ap.add_argument("--" + name, type=int, default=default)
    ap.add_argument("--tf32", action="store_true", help="allow TF32 matmuls (not strict fp32)")
    a = ap.parse_args()
    if not torch.cuda.is_available():
        sys.exit("rat_bench_torch_cuda: torch sees no CUDA device")
    torch.backends.cuda.matmul.allow_tf32 = a.tf32
    torch.backends.cudnn.allow_tf32 = a.tf32
    dev = torch.device("cuda")
    torch.manual_seed(7)
    cfg = dict(layers=a.layers, d=a.d, heads=a.heads, d_ff=a.dff, relations=a.relations,
               attention="relation", ffn="relu", layer_norm=False)
    x = torch.randn(a.batch, a.n, a.d, device=dev)
    target = torch.randn(a.batch, a.n, a.d, device=dev)
    rel = torch.randint(0, max(a.relations, 1), (a.batch, a.n, a.n), device=dev)
    lengths = torch.full((a.batch,), a.n, dtype=torch.long, device=dev)
    mu = x.norm(dim=-1).max().item()
    xi = (a.layers * (4 * mu * mu + 2 * mu + 2)) ** -0.5
    p = {}
    for name, shape in rat_torch.param_shapes(cfg).items():
        if len(shape) == 2:
            t = torch.randn(*shape, device=dev) * math.sqrt(2.0 / (shape[0] + shape[1]))
            if name.split(".")[-1] in ("wv", "wo", "rv", "w1", "w2"):
                t = t * xi
        else:
            t = torch.zeros(*shape, device=dev)
        p[name] = t.requires_grad_(True)
    opt = torch.optim.Adam(list(p.values()), lr=4e-4)

    def step():
        opt.zero_grad()
        y = rat_torch.stack_forward(p, cfg, x, rel, lengths)
        rat_torch.masked_mse(y, target, lengths).backward()
        opt.step()

    for _ in range(2):
        step()
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(a.steps):
        step()
    torch.cuda.synchronize()
    train_s = (time.perf_counter() - t0) / a.steps

    with torch.no_grad():
        rat_torch.stack_forward(p, cfg, x[:1], rel[:1], lengths[:1])
        torch.cuda.synchronize()
        reps, t1 = 0, time.perf_counter()
        while reps < 5 or time.perf_counter() - t1 < 1.0:
            rat_torch.stack_forward(p, cfg, x[:1], rel[:1], lengths[:1])
            torch.cuda.synchronize()
            reps += 1
        fwd_ms = (time.perf_counter() - t1) / reps * 1e3
    print("config: torch %s gpu=%s tf32=%s layers=%d batch=%d n=%d relations=%d" %
          (torch.__version__, torch.cuda.get_device_name(0), a.tf32, a.layers, a.batch, a.n,
           a.relations))
    print("train_step_ms=%.2f" % (train_s * 1e3))
    print("train_examples_per_s=%.3f forward_b1_ms=%.3f" % (a.batch / train_s, fwd_ms))


if __name__ == "__main__":
    main()
