#!/usr/bin/env python3
"""Prints the table of docs/reductions.md, section 7, from the CSV of the benchmark runner:
python3 docs/benchmarks/ta-reductions-table.py docs/benchmarks/ta-reductions.csv"""
import csv
import sys

rows = list(csv.DictReader(open(sys.argv[1])))
configs = ["ta-none", "ta-por", "ta-str"]
by = {(r["task"], r["config"]): r for r in rows}
tasks = sorted({r["task"] for r in rows})


def cell(r):
    if r is None:
        return ["–"] * 6
    v = r["verdict"]
    short = {"TRUE": "T", "FALSE": "F"}.get(v.split("(")[0], v.split("(")[0])
    it = r.get("traceabstraction.iterations") or "–"
    red = r.get("traceabstraction.reduction.states") or r.get("traceabstraction.states") or "–"
    ci = r.get("traceabstraction.completion.iterations") or ""
    ct = r.get("traceabstraction.completion.time") or ""
    comp = f"{ci}/{float(ct):.2f}" if ci and ct else "–"
    t = r.get("run.step.traceabstraction.time") or r.get("traceabstraction.time") or r["wall_s"]
    return [short, f"{float(t):.1f}", it, red, comp]


head = ["task"] + [f"{c[3:]} {h}" for c in configs for h in ["verdict", "s", "it", "states", "compl. it/s"]]
print("| " + " | ".join(head) + " |")
print("|" + "---|" * len(head))
for t in tasks:
    cells = [t[2:] if t.startswith("c/") else t]
    for c in configs:
        cells += cell(by.get((t, c)))[:5]
    print("| " + " | ".join(cells) + " |")
for c in configs:
    solved = sum(1 for t in tasks if by.get((t, c)) and by[(t, c)]["score"] == "correct")
    print(f"\n{c}: {solved} of {len(tasks)} solved", end="")
print()
