"""The relation-aware transformer stack in PyTorch, written the usual RAT-SQL way
(relation embeddings looked up into [B,n,n,dh] tensors), with exactly the semantics of
src/nn/ (see src/nn/rat_stack.h): post-LN optional, masked keys, zeroed padded query rows,
relation embeddings shared across heads, attention convolution variant (TACO §3.3-3.4).
Used by the parity references (rat_reference.py) and the speed comparison
(bench/rat_bench_torch.py).  Parameters are a dict named like the C tensors
("rat.<layer>.<name>")."""
import math

import torch
import torch.nn.functional as F


def masks(lengths, n, device=None):
    idx = torch.arange(n, device=device)
    item = idx[None, :] < lengths[:, None]            # [B, n]
    return item, item[:, None, :] & item[:, :, None]  # [B, n], [B, n(i), n(j)]


def masked_softmax(S, item):
    # keys j >= len get probability 0; rows i >= len become all zero
    S = S.masked_fill(~item[:, None, None, :], float("-inf"))
    P = torch.softmax(S, dim=-1)
    return P * item[:, None, :, None].to(P.dtype)


def attention(p, pre, x, rel, item, pair, H, conv, prev_A):
    B, n, d = x.shape
    dh = d // H
    q = F.linear(x, p[pre + "wq"], p[pre + "bq"])
    k = F.linear(x, p[pre + "wk"], p[pre + "bk"])
    v = F.linear(x, p[pre + "wv"], p[pre + "bv"])
    qh = q.view(B, n, H, dh).transpose(1, 2)
    kh = k.view(B, n, H, dh).transpose(1, 2)
    vh = v.view(B, n, H, dh).transpose(1, 2)
    scale = 1.0 / math.sqrt(dh)
    Sc = (qh @ kh.transpose(-1, -2)) * scale
    has_rel = (pre + "rk") in p
    if has_rel:
        rk = p[pre + "rk"][rel]                        # [B, n, n, dh]
        Sr = torch.einsum("bhid,bijd->bhij", qh, rk) * scale
        Sr = Sr * pair[:, None].to(Sr.dtype)
    else:
        Sr = torch.zeros_like(Sc)
    A = None
    if conv:
        maps = [Sc, Sr] + ([prev_A] if prev_A is not None else [])
        X = torch.cat(maps, dim=1)                     # [B, Cin, n, n]
        W = p[pre + "conv_w"]
        U = torch.einsum("hc,bcij->bhij", W, X) + p[pre + "conv_b"][None, :, None, None]
        slope = p[pre + "conv_slope"][None, :, None, None]
        A = torch.where(U > 0, U, slope * U)
        P = masked_softmax(A, item)
    else:
        P = masked_softmax(Sc + Sr, item)
    z = P @ vh
    if has_rel:
        rv = p[pre + "rv"][rel]
        z = z + torch.einsum("bhij,bijd->bhid", P, rv)
    z = z.transpose(1, 2).reshape(B, n, d)
    return F.linear(z, p[pre + "wo"], p[pre + "bo"]), A


def stack_forward(p, cfg, x, rel, lengths, dropout_fn=None):
    B, n, d = x.shape
    item, pair = masks(lengths, n, x.device)
    conv = cfg["attention"] == "relation_conv"
    prev_A = None
    for l in range(cfg["layers"]):
        pre = "rat.%d." % l
        att, A = attention(p, pre, x, rel, item, pair, cfg["heads"], conv, prev_A)
        prev_A = A
        h1 = x + (dropout_fn(att) if dropout_fn else att)
        a = F.layer_norm(h1, (d,), p[pre + "ln1_g"], p[pre + "ln1_b"], 1e-5) if cfg["layer_norm"] else h1
        f1 = F.linear(a, p[pre + "w1"], p[pre + "b1"])
        f2 = F.gelu(f1) if cfg["ffn"] == "gelu" else F.relu(f1)
        f3 = F.linear(f2, p[pre + "w2"], p[pre + "b2"])
        h2 = a + (dropout_fn(f3) if dropout_fn else f3)
        x = F.layer_norm(h2, (d,), p[pre + "ln2_g"], p[pre + "ln2_b"], 1e-5) if cfg["layer_norm"] else h2
    return x


def masked_mse(y, target, lengths):
    B, n, d = y.shape
    item, _ = masks(lengths, n, y.device)
    diff = (y - target) * item[:, :, None].to(y.dtype)
    return (diff * diff).sum() / (d * lengths.sum())


def param_shapes(cfg):
    """Name -> shape of every stack tensor, in the C declaration order."""
    d, dff, H, R = cfg["d"], cfg["d_ff"], cfg["heads"], cfg["relations"]
    shapes = {}
    for l in range(cfg["layers"]):
        pre = "rat.%d." % l
        for name in ("q", "k", "v", "o"):
            shapes[pre + "w" + name] = (d, d)
            shapes[pre + "b" + name] = (d,)
        if R > 0:
            shapes[pre + "rk"] = (R, d // H)
            shapes[pre + "rv"] = (R, d // H)
        if cfg["attention"] == "relation_conv":
            shapes[pre + "conv_w"] = (H, 2 * H if l == 0 else 3 * H)
            shapes[pre + "conv_b"] = (H,)
            shapes[pre + "conv_slope"] = (H,)
        shapes[pre + "w1"] = (dff, d)
        shapes[pre + "b1"] = (dff,)
        shapes[pre + "w2"] = (d, dff)
        shapes[pre + "b2"] = (d,)
        if cfg["layer_norm"]:
            for name in ("ln1_g", "ln1_b", "ln2_g", "ln2_b"):
                shapes[pre + name] = (d,)
    return shapes
