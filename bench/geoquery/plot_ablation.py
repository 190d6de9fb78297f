#!/usr/bin/python3
"""Validation curves of the depth ablation (bench/geoquery/ablation.sh): one line per
(layers, recipe), validation execution accuracy per epoch, mean over seeds.
Usage: plot_ablation.py ablation.csv ablation.png"""
import csv
import sys
from collections import defaultdict

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt


def main(src, dst):
    curves = defaultdict(lambda: defaultdict(list))
    with open(src, newline="") as f:
        for row in csv.DictReader(f):
            if row["val_exec"] == "":
                continue
            key = (int(row["layers"]), row["recipe"])  # variants: recipe swishrnn / relconv
            curves[key][int(row["epoch"])].append(float(row["val_exec"]))
    # one panel per recipe family (DT-Fixup and its variants | standard), one colour per
    # depth, so the same depth can be compared across the panels
    depths = sorted({layers for layers, _ in curves})
    colour = {d: plt.cm.viridis(i / max(1, len(depths) - 1) * 0.9) for i, d in enumerate(depths)}
    fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4.5), sharey=True)
    for (layers, recipe), by_epoch in sorted(curves.items()):
        epochs = sorted(by_epoch)
        means = [sum(by_epoch[e]) / len(by_epoch[e]) for e in epochs]
        seeds = min(len(by_epoch[e]) for e in epochs)
        ax = right if recipe == "standard" else left
        label = f"N={layers}" if recipe in ("dtfixup", "standard") else f"N={layers} {recipe}"
        ax.plot(epochs, means, label=f"{label} ({seeds} seed{'s' if seeds > 1 else ''})",
                color=colour[layers],
                linestyle={"dtfixup": "-", "standard": "-", "swishrnn": ":", "relconv": "--"}.get(recipe, "-."))
    left.set_title("DT-Fixup (no layer norm, no warm-up)")
    right.set_title("standard (layer norm + warm-up)")
    for ax in (left, right):
        ax.set_xlabel("epoch")
        ax.grid(alpha=0.3)
        ax.legend(fontsize=8)
    left.set_ylabel("dev execution accuracy, greedy (mean over seeds)")
    fig.suptitle("GeoQuery: validation curves by depth")
    fig.tight_layout()
    fig.savefig(dst, dpi=120)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
