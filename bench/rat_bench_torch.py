#!/usr/bin/python3
"""The PyTorch side of bench/run_rat_bench.sh: the same relation-aware stack as
bench/rat_bench.c (test/nn_reference/rat_torch.py: RAT-SQL-style relation lookups into
[B,n,n,dh] tensors, no layer norm, ReLU MLP, no dropout, masked-MSE loss, Adam), one
training step = forward + backward + Adam, and batch-1 forward latency under no_grad.

  rat_bench_torch.py --layers 8 --batch 16 --n 64 --relations 51 --threads 1 --steps 5

Last line: train_examples_per_s=<float> forward_b1_ms=<float>
"""
import argparse
import math
import os
import sys
import time

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "test", "nn_reference"))

import torch  # noqa: E402

import rat_torch  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    for name, default in (("layers", 8), ("batch", 16), ("n", 64), ("relations", 51),
                          ("threads", 1), ("steps", 5), ("d", 256), ("heads", 8), ("dff", 1024)):
        ap.add_argument("--" + name, type=int, default=default)
    a = ap.parse_args()
    torch.set_num_threads(a.threads)
    torch.manual_seed(7)
    cfg = dict(layers=a.layers, d=a.d, heads=a.heads, d_ff=a.dff, relations=a.relations,
               attention="relation", ffn="relu", layer_norm=False)
    x = torch.randn(a.batch, a.n, a.d)
    target = torch.randn(a.batch, a.n, a.d)
    rel = torch.randint(0, max(a.relations, 1), (a.batch, a.n, a.n))
    lengths = torch.full((a.batch,), a.n, dtype=torch.long)
    mu = x.norm(dim=-1).max().item()
    xi = (a.layers * (4 * mu * mu + 2 * mu + 2)) ** -0.5
    p = {}
    for name, shape in rat_torch.param_shapes(cfg).items():
        if len(shape) == 2:
            t = torch.randn(*shape) * math.sqrt(2.0 / (shape[0] + shape[1]))
            if name.split(".")[-1] in ("wv", "wo", "rv", "w1", "w2"):
                t = t * xi
        else:
            t = torch.zeros(*shape)
        p[name] = t.requires_grad_(True)
    opt = torch.optim.Adam(list(p.values()), lr=4e-4)

    def step():
        opt.zero_grad()
        loss = rat_torch.masked_mse(rat_torch.stack_forward(p, cfg, x, rel, lengths), target, lengths)
        loss.backward()
        opt.step()

    step()
    t0, c0 = time.perf_counter(), time.process_time()
    for _ in range(a.steps):
        step()
    train_s = (time.perf_counter() - t0) / a.steps
    train_cpu_s = (time.process_time() - c0) / a.steps

    with torch.no_grad():
        rat_torch.stack_forward(p, cfg, x[:1], rel[:1], lengths[:1])
        reps, t1, c1 = 0, time.perf_counter(), time.process_time()
        while reps < 3 or time.perf_counter() - t1 < 1.0:
            rat_torch.stack_forward(p, cfg, x[:1], rel[:1], lengths[:1])
            reps += 1
        fwd_ms = (time.perf_counter() - t1) / reps * 1e3
        fwd_cpu_ms = (time.process_time() - c1) / reps * 1e3
    print("config: torch %s threads=%d layers=%d batch=%d n=%d relations=%d" %
          (torch.__version__, torch.get_num_threads(), a.layers, a.batch, a.n, a.relations))
    print("train_step_ms=%.1f" % (train_s * 1e3))
    print("cpu_time: train_examples_per_cpu_s=%.3f forward_b1_cpu_ms=%.3f" %
          (a.batch / train_cpu_s, fwd_cpu_ms))
    print("train_examples_per_s=%.3f forward_b1_ms=%.3f" % (a.batch / train_s, fwd_ms))


if __name__ == "__main__":
    main()
