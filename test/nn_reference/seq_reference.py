#!/usr/bin/python3
"""PyTorch references for the sequence layers in src/nn/seq_*.c.

Writes, for small random configurations, every input, parameter, output and gradient to
one text file that test/unit/test_nn_seq_parity.c reads:

    <case>/<tensor> <count>
    <count values separated by spaces>

Gradients are of L = sum(out * dout) for random dout tensors that are written too.
The math runs in float64 so the reference itself adds no rounding worth mentioning;
the C side runs in float32.  Usage: seq_reference.py OUTPUT_FILE
"""
import math
import sys

import torch
import torch.nn.functional as F

torch.manual_seed(20240601)
torch.set_default_dtype(torch.float64)

OUT = []


def put(case, name, t):
    t = torch.as_tensor(t).detach().reshape(-1).to(torch.float64)
    OUT.append("%s/%s %d\n%s\n" % (case, name, t.numel(), " ".join("%.17g" % v for v in t.tolist())))


def rnd(*shape, scale=1.0):
    return ((torch.rand(*shape) * 2 - 1) * scale).requires_grad_(True)


def embedding_case():
    n, k, V, NB, C = 7, 4, 6, 9, 5
    word = torch.tensor([0, 5, -1, 2, 2, -1, 3])
    bucket = torch.tensor([[0, 3, 8, -1], [1, -1, -1, -1], [4, 4, 2, 7], [-1, -1, -1, -1],
                           [5, 6, -1, -1], [-1, -1, -1, -1], [8, 0, 1, 2]])
    wt, bt = rnd(V, C), rnd(NB, C)
    wvec = torch.where((word >= 0)[:, None], wt[word.clamp(min=0)], torch.zeros(n, C))
    valid = (bucket >= 0).to(torch.float64)
    rows = bt[bucket.clamp(min=0)] * valid[:, :, None]
    count = valid.sum(1, keepdim=True)
    out = wvec + rows.sum(1) / count.clamp(min=1)
    dout = torch.rand(n, C) * 2 - 1
    (out * dout).sum().backward()
    for name, t in [("dims", [n, k, V, NB, C]), ("word_ids", word), ("bucket_ids", bucket),
                    ("word_table", wt), ("bucket_table", bt), ("out", out), ("dout", dout),
                    ("dword_table", wt.grad), ("dbucket_table", bt.grad)]:
        put("embedding", name, t)


def lstm_cell_case():
    B, I, H = 3, 5, 4
    cell = torch.nn.LSTMCell(I, H)
    x, h0, c0 = rnd(B, I), rnd(B, H), rnd(B, H)
    h1, c1 = cell(x, (h0, c0))
    dh, dc = torch.rand(B, H) * 2 - 1, torch.rand(B, H) * 2 - 1
    ((h1 * dh).sum() + (c1 * dc).sum()).backward()
    put("lstm_cell", "dims", [B, I, H])
    for name, t in [("x", x), ("h0", h0), ("c0", c0), ("w_ih", cell.weight_ih),
                    ("w_hh", cell.weight_hh), ("b_ih", cell.bias_ih), ("b_hh", cell.bias_hh),
                    ("h1", h1), ("c1", c1), ("dh1", dh), ("dc1", dc)]:
        put("lstm_cell", name, t)
    for name, t in [("dx", x), ("dh0", h0), ("dc0", c0), ("dw_ih", cell.weight_ih),
                    ("dw_hh", cell.weight_hh), ("db_ih", cell.bias_ih), ("db_hh", cell.bias_hh)]:
        put("lstm_cell", name, t.grad)


def bilstm_case():
    """torch.nn.LSTM(bidirectional) over packed sequences, plus the mean+final summary."""
    B, T, I, H = 3, 6, 4, 5
    lengths = torch.tensor([6, 2, 4])
    lstm = torch.nn.LSTM(I, H, batch_first=True, bidirectional=True)
    inp = rnd(B, T, I)
    packed = torch.nn.utils.rnn.pack_padded_sequence(inp, lengths, batch_first=True,
                                                     enforce_sorted=False)
    out_p, (h_n, c_n) = lstm(packed)
    out, _ = torch.nn.utils.rnn.pad_packed_sequence(out_p, batch_first=True, total_length=T)
    hf = h_n.transpose(0, 1).reshape(B, 2 * H)
    cf = c_n.transpose(0, 1).reshape(B, 2 * H)
    summary = out.sum(1) / lengths[:, None].to(torch.float64) + hf
    dout, dhf, dcf, dsum = (torch.rand(B, T, 2 * H) * 2 - 1, torch.rand(B, 2 * H) * 2 - 1,
                            torch.rand(B, 2 * H) * 2 - 1, torch.rand(B, 2 * H) * 2 - 1)
    ((out * dout).sum() + (hf * dhf).sum() + (cf * dcf).sum() + (summary * dsum).sum()).backward()
    put("bilstm", "dims", [B, T, I, H])
    put("bilstm", "lengths", lengths)
    put("bilstm", "inp", inp)
    params = [("w_ih", "weight_ih_l0"), ("w_hh", "weight_hh_l0"), ("b_ih", "bias_ih_l0"),
              ("b_hh", "bias_hh_l0")]
    for short, torch_name in params:
        put("bilstm", "fwd." + short, getattr(lstm, torch_name))
        put("bilstm", "bwd." + short, getattr(lstm, torch_name + "_reverse"))
        put("bilstm", "fwd.d" + short, getattr(lstm, torch_name).grad)
        put("bilstm", "bwd.d" + short, getattr(lstm, torch_name + "_reverse").grad)
    for name, t in [("out", out), ("h_final", hf), ("c_final", cf), ("summary", summary),
                    ("dout", dout), ("dh_final", dhf), ("dc_final", dcf), ("dsummary", dsum),
                    ("dinp", inp.grad)]:
        put("bilstm", name, t)


def swishrnn_case(step):
    """Paper 002 Eqs. 2-4 written directly with autograd (footnote 2 for Swish)."""
    B, T, D, Dr = 3, 7, 6, 5
    lengths = [7, 3, 5]
    case = "swishrnn_k%d" % step
    inp = rnd(B, T, D)
    w1, w2, w3 = rnd(Dr, D, scale=0.5), rnd(Dr, D, scale=0.5), rnd(D, Dr, scale=0.5)
    alpha = (1 + torch.rand(Dr) - 0.5).requires_grad_(True)
    beta, b_c, b_sigma, b3 = rnd(Dr, scale=0.3), rnd(Dr, scale=0.3), rnd(Dr, scale=0.3), rnd(D, scale=0.3)
    x1, x2 = inp @ w1.t(), inp @ w2.t()
    rows = []
    for b in range(B):
        c = []
        for t in range(T):
            if t >= lengths[b]:
                c.append(torch.zeros(Dr))
                continue
            prev = c[t - step] if t >= step else torch.zeros(Dr)
            z = prev - x1[b, t]
            c.append(torch.sigmoid(alpha * z + beta) * z + x1[b, t])
        rows.append(torch.stack(c))
    C = torch.stack(rows)
    valid = torch.tensor([[1.0 if t < lengths[b] else 0.0 for t in range(T)] for b in range(B)])
    u = (C + b_c) * F.gelu(x2 + b_sigma) * valid[:, :, None]
    out = (u @ w3.t() + b3) * valid[:, :, None]
    dout = torch.rand(B, T, D) * 2 - 1
    (out * dout).sum().backward()
    put(case, "dims", [B, T, D, Dr, step])
    put(case, "lengths", lengths)
    for name, t in [("inp", inp), ("w1", w1), ("w2", w2), ("alpha", alpha), ("beta", beta),
                    ("b_c", b_c), ("b_sigma", b_sigma), ("w3", w3), ("b3", b3), ("out", out),
                    ("dout", dout)]:
        put(case, name, t)
    for name, t in [("dinp", inp), ("dw1", w1), ("dw2", w2), ("dalpha", alpha), ("dbeta", beta),
                    ("db_c", b_c), ("db_sigma", b_sigma), ("dw3", w3), ("db3", b3)]:
        put(case, name, t.grad)


def mem_attention_case():
    """torch.nn.MultiheadAttention with kdim = vdim != embed_dim and a key padding mask."""
    B, Nq, M, D, Dm, nh = 2, 3, 5, 8, 6, 2
    mha = torch.nn.MultiheadAttention(D, nh, kdim=Dm, vdim=Dm, batch_first=True)
    with torch.no_grad():
        mha.in_proj_bias.uniform_(-0.3, 0.3)
        mha.out_proj.bias.uniform_(-0.3, 0.3)
    q, mem = rnd(B, Nq, D), rnd(B, M, Dm)
    mask = torch.tensor([[1, 1, 0, 1, 0], [1, 1, 1, 1, 1]], dtype=torch.bool)
    out, _ = mha(q, mem, mem, key_padding_mask=~mask, need_weights=False)
    dout = torch.rand(B, Nq, D) * 2 - 1
    (out * dout).sum().backward()
    bq, bk, bv = mha.in_proj_bias.split(D)
    dbq, dbk, dbv = mha.in_proj_bias.grad.split(D)
    case = "mem_attention"
    put(case, "dims", [B, Nq, M, D, Dm, nh])
    put(case, "mask", mask)
    for name, t in [("q", q), ("mem", mem), ("wq", mha.q_proj_weight), ("bq", bq),
                    ("wk", mha.k_proj_weight), ("bk", bk), ("wv", mha.v_proj_weight), ("bv", bv),
                    ("wo", mha.out_proj.weight), ("bo", mha.out_proj.bias), ("out", out),
                    ("dout", dout), ("dq", q.grad), ("dmem", mem.grad),
                    ("dwq", mha.q_proj_weight.grad), ("dbq", dbq), ("dwk", mha.k_proj_weight.grad),
                    ("dbk", dbk), ("dwv", mha.v_proj_weight.grad), ("dbv", dbv),
                    ("dwo", mha.out_proj.weight.grad), ("dbo", mha.out_proj.bias.grad)]:
        put(case, name, t)


def pointer_case():
    B, Nq, M, Dq, Dm, D = 2, 3, 6, 5, 4, 8
    qp, kp = torch.nn.Linear(Dq, D), torch.nn.Linear(Dm, D)
    q, mem = rnd(B, Nq, Dq), rnd(B, M, Dm)
    mask = torch.tensor([[1, 0, 1, 1, 0, 1], [1, 1, 1, 1, 1, 0]], dtype=torch.bool)
    scores = qp(q) @ kp(mem).transpose(1, 2) / math.sqrt(D)
    logits = scores.masked_fill(~mask[:, None, :], float("-inf"))
    dl = (torch.rand(B, Nq, M) * 2 - 1) * mask[:, None, :]
    (scores * dl).sum().backward()
    case = "pointer"
    put(case, "dims", [B, Nq, M, Dq, Dm, D])
    put(case, "mask", mask)
    finite = torch.where(mask[:, None, :], logits, torch.zeros(()))
    for name, t in [("q", q), ("mem", mem), ("wq", qp.weight), ("bq", qp.bias), ("wk", kp.weight),
                    ("bk", kp.bias), ("logits_valid", finite), ("dlogits", dl), ("dq", q.grad),
                    ("dmem", mem.grad), ("dwq", qp.weight.grad), ("dbq", qp.bias.grad),
                    ("dwk", kp.weight.grad), ("dbk", kp.bias.grad)]:
        put(case, name, t)


def xent_case():
    """Paper 001 C.4's smoothed objective over masked candidates; rows 0-1 (all valid) are
    also checked against F.cross_entropy(label_smoothing=eps), which is the same formula."""
    N, C, eps = 5, 6, 0.2
    logits = rnd(N, C, scale=3.0)
    mask = torch.tensor([[1] * 6, [1] * 6, [0, 1, 1, 0, 1, 0], [1, 0, 0, 0, 0, 1], [1] * 6],
                        dtype=torch.bool)
    targets = torch.tensor([2, 5, 4, 0, -1])
    logp = torch.log_softmax(logits.masked_fill(~mask, float("-inf")), dim=1)
    K = mask.sum(1).to(torch.float64)
    safe_t = targets.clamp(min=0)
    smooth = torch.where(mask, logp, torch.zeros(())).sum(1) / K
    losses = -((1 - eps) * logp[torch.arange(N), safe_t] + eps * smooth)
    losses = torch.where(targets >= 0, losses, torch.zeros(()))
    builtin = F.cross_entropy(logits[:2], targets[:2], label_smoothing=eps, reduction="none")
    assert torch.allclose(builtin, losses[:2], atol=1e-12), (builtin, losses[:2])
    dlosses = torch.rand(N) * 2 - 1
    (losses * dlosses).sum().backward()
    case = "xent"
    put(case, "dims", [N, C])
    put(case, "eps", [eps])
    for name, t in [("logits", logits), ("mask", mask), ("targets", targets), ("losses", losses),
                    ("dlosses", dlosses), ("dlogits", logits.grad)]:
        put(case, name, t)


def mlp_case(act):
    N, Din, Hd, Dout = 4, 6, 7, 5
    layer = torch.nn.Sequential(torch.nn.Linear(Din, Hd),
                                torch.nn.Tanh() if act == "tanh" else torch.nn.ReLU(),
                                torch.nn.Linear(Hd, Dout))
    inp = rnd(N, Din)
    out = layer(inp)
    dout = torch.rand(N, Dout) * 2 - 1
    (out * dout).sum().backward()
    case = "mlp_" + act
    put(case, "dims", [N, Din, Hd, Dout])
    for name, t in [("inp", inp), ("w1", layer[0].weight), ("b1", layer[0].bias),
                    ("w2", layer[2].weight), ("b2", layer[2].bias), ("out", out), ("dout", dout),
                    ("dinp", inp.grad), ("dw1", layer[0].weight.grad), ("db1", layer[0].bias.grad),
                    ("dw2", layer[2].weight.grad), ("db2", layer[2].bias.grad)]:
        put(case, name, t)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: seq_reference.py OUTPUT_FILE")
    embedding_case()
    lstm_cell_case()
    bilstm_case()
    for step in (1, 2, 4):
        swishrnn_case(step)
    mem_attention_case()
    pointer_case()
    xent_case()
    mlp_case("tanh")
    mlp_case("relu")
    with open(sys.argv[1], "w") as f:
        f.writelines(OUT)


if __name__ == "__main__":
    main()
