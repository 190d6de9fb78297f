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
    fig, ax = plt.subplots(figsize=(8, 5))
    for (layers, recipe), by_epoch in sorted(curves.items()):
        epochs = sorted(by_epoch)
        means = [sum(by_epoch[e]) / len(by_epoch[e]) for e in epochs]
        ax.plot(epochs, means, label=f"N={layers} {recipe}",
                linestyle={"dtfixup": "-", "standard": "--"}.get(recipe, ":"))
    ax.set_xlabel("epoch")
    ax.set_ylabel("dev execution accuracy, greedy (mean over seeds)")
    ax.set_title("GeoQuery: DT-Fixup vs standard training by depth")
    ax.legend(fontsize=7, ncol=2)
    fig.tight_layout()
    fig.savefig(dst, dpi=120)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
