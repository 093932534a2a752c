#!/usr/bin/env python3
"""Renders the statistics JSON files of benchmark.sh as the Table-3-style markdown table of docs/reductions.md."""
import json
import os
import sys

out = sys.argv[1] if len(sys.argv) > 1 else "bench-reductions"
runs = {}
for name in sorted(os.listdir(out)):
    if name.endswith(".json"):
        program, reduction, _ = name.rsplit(".", 2)
        with open(os.path.join(out, name)) as f:
            runs[(program, reduction)] = json.load(f)
programs = []
for program, _ in runs:
    if program not in programs:
        programs.append(program)


def cell(program, reduction):
    s = runs.get((program, reduction))
    if s is None or "explicit.states" not in s:
        log = os.path.join(out, f"{program}.{reduction}.log")
        result = "not run"
        if os.path.exists(log):
            lines = [l for l in open(log) if l.startswith("Result:")]
            result = lines[-1].strip()[len("Result: "):] if lines else "no result"
        return [result, "", "", "", "", "", ""]
    full = runs.get((program, "none"), {})
    states, transitions = s["explicit.states"], s["explicit.transitions"]
    if "explicit.states" in full and reduction != "none":
        pct_s = f"{100.0 * states / full['explicit.states']:.1f}"
        pct_t = f"{100.0 * transitions / full['explicit.transitions']:.1f}"
    else:
        pct_s, pct_t = str(states), str(transitions)
    distinct = s["explicit.distinct-states"]
    return [pct_s, pct_t, str(distinct), f"{s['explicit.search-time']:.2f}", f"{s.get('run.cpu.time', 0):.2f}",
            str(s.get("run.memory.peak.mb", "")), str(s["explicit.states-per-second"])]


header = ["program", "full \\|S\\|", "full \\|T\\|"]
for r in ("tr", "str", "por"):
    header += [f"{r.upper()} \\|S\\| %", f"{r.upper()} \\|T\\| %", f"{r.upper()} distinct", f"{r.upper()} s",
               f"{r.upper()} CPU s", f"{r.upper()} MB", f"{r.upper()} states/s"]
print("| " + " | ".join(header) + " |")
print("|" + "---|" * len(header))
for program in programs:
    full = runs.get((program, "none"), {})
    row = [program, str(full.get("explicit.states", "–")), str(full.get("explicit.transitions", "–"))]
    for r in ("tr", "str", "por"):
        row += cell(program, r)
    print("| " + " | ".join(row) + " |")
