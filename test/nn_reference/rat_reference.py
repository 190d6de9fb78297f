#!/usr/bin/python3
"""PyTorch (float64) references for the C parity test test/unit/test_nn_parity.c.

  rat_reference.py layers OUT   per-layer forward outputs and every gradient
  rat_reference.py stack OUT    two full stacks (relation/no-LN/ReLU, relation_conv/post-LN/GELU)
  rat_reference.py train IN OUT 10 Adam steps from the C-initialised (DT-Fixup) model in IN:
                                losses, and mu recomputed from the inputs
Files are in the DTNNREF1 format of reftensors.py.  Everything is seeded: same output each run.
"""
import math
import os
import sys

import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rat_torch  # noqa: E402
import reftensors  # noqa: E402

torch.set_default_dtype(torch.float64)


def rnd(*shape, scale=1.0):
    return (torch.rand(*shape) * 2 - 1) * scale


def leaf(t):
    return t.clone().requires_grad_(True)


def np_(t):
    return t.detach().numpy()


def attn_core(q, k, v, rk, rv, rel, lengths, H, conv=None):
    """The attention core without projections, as src/nn/rat_attention.c / attention_conv.c."""
    B, n, d = q.shape
    dh = d // H
    item, pair = rat_torch.masks(lengths, n)
    qh, kh, vh = (t.view(B, n, H, dh).transpose(1, 2) for t in (q, k, v))
    scale = 1.0 / math.sqrt(dh)
    Sc = (qh @ kh.transpose(-1, -2)) * scale
    Sr = torch.einsum("bhid,bijd->bhij", qh, rk[rel]) * scale * pair[:, None]
    A = None
    if conv is None:
        P = rat_torch.masked_softmax(Sc + Sr, item)
    else:
        W, bias, slope, prev = conv
        X = torch.cat([Sc, Sr] + ([prev] if prev is not None else []), dim=1)
        U = torch.einsum("hc,bcij->bhij", W, X) + bias[None, :, None, None]
        A = torch.where(U > 0, U, slope[None, :, None, None] * U)
        P = rat_torch.masked_softmax(A, item)
    z = P @ vh + torch.einsum("bhij,bijd->bhid", P, rv[rel])
    return z.transpose(1, 2).reshape(B, n, d), A


def layers_reference(out):
    torch.manual_seed(1)
    T = {}
    # linear
    inp, W, b, G = leaf(rnd(5, 7)), leaf(rnd(4, 7)), leaf(rnd(4)), rnd(5, 4)
    y = F.linear(inp, W, b)
    (y * G).sum().backward()
    T.update({"lin.inp": np_(inp), "lin.W": np_(W), "lin.b": np_(b), "lin.G": G.numpy(),
              "lin.out": np_(y), "lin.dinp": inp.grad.numpy(), "lin.dW": W.grad.numpy(),
              "lin.db": b.grad.numpy()})
    # layer norm
    inp, g, bb, G = leaf(rnd(6, 8, scale=3)), leaf(1 + rnd(8, scale=0.5)), leaf(rnd(8)), rnd(6, 8)
    y = F.layer_norm(inp, (8,), g, bb, 1e-5)
    (y * G).sum().backward()
    T.update({"ln.inp": np_(inp), "ln.g": np_(g), "ln.b": np_(bb), "ln.G": G.numpy(),
              "ln.out": np_(y), "ln.dinp": inp.grad.numpy(), "ln.dg": g.grad.numpy(),
              "ln.db": bb.grad.numpy()})
    # activations
    for name, fn in (("gelu", F.gelu), ("relu", F.relu)):
        inp, G = leaf(rnd(50, scale=3)), rnd(50)
        y = fn(inp)
        (y * G).sum().backward()
        T.update({name + ".inp": np_(inp), name + ".G": G.numpy(), name + ".out": np_(y),
                  name + ".dinp": inp.grad.numpy()})
    # attention cores: B=3, n=6, H=2, dh=4, R=5, lengths 6, 4, 1
    B, n, H, dh, R = 3, 6, 2, 4, 5
    d = H * dh
    lengths = torch.tensor([6, 4, 1])
    rel = torch.randint(0, R, (B, n, n))
    for case in ("att", "conv0", "conv1"):
        q, k, v = (leaf(rnd(B, n, d)) for _ in range(3))
        rk, rv = leaf(rnd(R, dh)), leaf(rnd(R, dh))
        G = rnd(B, n, d)
        T.update({case + ".shape": [B, n, H, dh, R], case + ".rel": rel.numpy(),
                  case + ".len": lengths.numpy()})
        conv = None
        if case != "att":
            cin = 2 * H if case == "conv0" else 3 * H
            Wc, bias, slope = leaf(rnd(H, cin)), leaf(rnd(H, scale=0.5)), leaf(rnd(H, scale=0.5))
            prev = leaf(rnd(B, H, n, n)) if case == "conv1" else None
            conv = (Wc, bias, slope, prev)
        z, A = attn_core(q, k, v, rk, rv, rel, lengths, H, conv)
        loss = (z * G).sum()
        if A is not None:
            G2 = rnd(B, H, n, n)
            loss = loss + (A * G2).sum()
            T[case + ".G2"] = G2.numpy()
        loss.backward()
        for nm, t in (("q", q), ("k", k), ("v", v), ("rk", rk), ("rv", rv)):
            T[case + "." + nm] = np_(t)
            T[case + ".d" + nm] = t.grad.numpy()
        T[case + ".G"] = G.numpy()
        T[case + ".z"] = np_(z)
        if conv is not None:
            T[case + ".A"] = np_(A)
            for nm, t in (("W", Wc), ("bias", bias), ("slope", slope), ("prev", prev)):
                if t is not None:
                    T[case + "." + nm] = np_(t)
                    T[case + ".d" + nm] = t.grad.numpy()
    reftensors.write(out, T)


STACK_CASES = {
    "s0": dict(layers=3, d=8, heads=2, d_ff=12, relations=5, attention="relation",
               ffn="relu", layer_norm=False),
    "s1": dict(layers=3, d=8, heads=2, d_ff=12, relations=5, attention="relation_conv",
               ffn="gelu", layer_norm=True),
}


def stack_reference(out):
    torch.manual_seed(2)
    T = {}
    B, n = 3, 6
    lengths = torch.tensor([6, 5, 2])
    for case, cfg in STACK_CASES.items():
        R = cfg["relations"]
        rel = torch.randint(0, R, (B, n, n))
        x = leaf(rnd(B, n, cfg["d"]))
        target = rnd(B, n, cfg["d"])
        p = {}
        for name, shape in rat_torch.param_shapes(cfg).items():
            if name.endswith(("_g", "conv_slope")):
                p[name] = leaf(1 + rnd(*shape, scale=0.3) if name.endswith("_g") else rnd(*shape, scale=0.4))
            else:
                p[name] = leaf(rnd(*shape, scale=0.5))
        y = rat_torch.stack_forward(p, cfg, x, rel, lengths)
        loss = rat_torch.masked_mse(y, target, lengths)
        loss.backward()
        T[case + "/cfg"] = [cfg["layers"], cfg["d"], cfg["heads"], cfg["d_ff"], R,
                            int(cfg["attention"] == "relation_conv"), int(cfg["ffn"] == "gelu"),
                            int(cfg["layer_norm"])]
        T[case + "/x"] = np_(x)
        T[case + "/rel"] = rel.numpy()
        T[case + "/len"] = lengths.numpy()
        T[case + "/target"] = target.numpy()
        T[case + "/y"] = np_(y)
        T[case + "/loss"] = [loss.item()]
        T[case + "/dx"] = x.grad.numpy()
        for name, t in p.items():
            T[case + "/" + name] = np_(t)
            T[case + "/grad/" + name] = t.grad.numpy()
    reftensors.write(out, T)


def train_reference(inp, out):
    D = reftensors.read(inp)
    layers, d, heads, d_ff, R, conv, gelu, ln, lr, clip, max_steps, steps = D["cfg"].tolist()
    cfg = dict(layers=int(layers), d=int(d), heads=int(heads), d_ff=int(d_ff), relations=int(R),
               attention="relation_conv" if conv else "relation", ffn="gelu" if gelu else "relu",
               layer_norm=bool(ln))
    x = torch.tensor(D["x"])
    rel = torch.tensor(D["rel"]).long()
    lengths = torch.tensor(D["len"]).long()
    target = torch.tensor(D["target"])
    p = {name: torch.tensor(D[name]).requires_grad_(True) for name in rat_torch.param_shapes(cfg)}
    item, _ = rat_torch.masks(lengths, x.shape[1])
    mu = (x.norm(dim=-1) * item).max().item()
    opt = torch.optim.Adam(list(p.values()), lr=lr, betas=(0.9, 0.999), eps=1e-8)
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: max(0.0, 1.0 - s / max_steps) ** 0.5)
    losses = []
    for _ in range(int(steps)):
        opt.zero_grad()
        loss = rat_torch.masked_mse(rat_torch.stack_forward(p, cfg, x, rel, lengths), target, lengths)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(list(p.values()), clip)
        opt.step()
        sched.step()
        losses.append(loss.item())
    reftensors.write(out, {"losses": losses, "mu": [mu]})


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "layers":
        layers_reference(sys.argv[2])
    elif len(sys.argv) == 3 and sys.argv[1] == "stack":
        stack_reference(sys.argv[2])
    elif len(sys.argv) == 4 and sys.argv[1] == "train":
        train_reference(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__)
