#!/usr/bin/python3
"""The depth ablation's table (paper Table 5 in shape) from bench/geoquery/ablation.sh's
final.csv: dev execution accuracy (beam 5) per recipe and depth, mean ± sample std over
the seeds run, with the seed count; then, when matplotlib is installed, ablation.png from
ablation.csv (plot_ablation.py).
Usage: summarize_ablation.py RESULTS_DIR"""
import csv
import os
import statistics
import sys
from collections import defaultdict


def mean_std(xs):
    if not xs:
        return "-"
    m = 100 * statistics.mean(xs)
    if len(xs) == 1:
        return f"{m:.1f} (1 seed)"
    return f"{m:.1f} ± {100 * statistics.stdev(xs):.1f} ({len(xs)})"


def main(results_dir):
    runs = defaultdict(list)
    seconds = defaultdict(list)
    with open(os.path.join(results_dir, "final.csv"), newline="") as f:
        for row in csv.DictReader(f):
            key = (row["recipe"], int(row["layers"]))
            runs[key].append(float(row["exec"]))
            seconds[key].append(float(row["train_seconds"]))
    depths = sorted({d for _, d in runs})
    recipes = sorted({r for r, _ in runs}, key=lambda r: (r != "dtfixup", r != "standard", r))
    print("dev execution accuracy %, mean ± std (seeds); beam 5\n")
    print("| recipe | " + " | ".join(f"N = {d}" for d in depths) + " |")
    print("| --- | " + " | ".join("---" for _ in depths) + " |")
    for r in recipes:
        print(f"| {r} | " + " | ".join(mean_std(runs.get((r, d), [])) for d in depths) + " |")
    print("\nmean training time, s\n")
    print("| recipe | " + " | ".join(f"N = {d}" for d in depths) + " |")
    print("| --- | " + " | ".join("---" for _ in depths) + " |")
    for r in recipes:
        cells = [f"{statistics.mean(seconds[(r, d)]):.0f}" if seconds.get((r, d)) else "-" for d in depths]
        print(f"| {r} | " + " | ".join(cells) + " |")
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        print("\nmatplotlib not installed (apt-get install python3-matplotlib): no plot", file=sys.stderr)
        return
    here = os.path.dirname(os.path.abspath(__file__))
    sys.path.insert(0, here)
    import plot_ablation
    plot_ablation.main(os.path.join(results_dir, "ablation.csv"), os.path.join(results_dir, "ablation.png"))
    print(f"\nvalidation curves: {os.path.join(results_dir, 'ablation.png')}")


if __name__ == "__main__":
    main(sys.argv[1])
