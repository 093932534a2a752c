#!/usr/bin/env bash
# The reduction benchmark of docs/reductions.md: every program with every reduction of the explicit backend, one
# fresh JVM per run. Writes one statistics JSON per run into DIR (default: bench-reductions; a run whose JSON is
# already there is skipped) and prints the markdown table (testdata/reductions/table.py). Usage, from the
# repository root after building the distribution (set IMPERIUM_SHARED to the shared directory to include the
# SV-COMP tasks when ../shared does not exist):
#   testdata/reductions/benchmark.sh [DIR]
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="${1:-bench-reductions}"
shared="${IMPERIUM_SHARED:-$root/../shared}"
mkdir -p "$out" "$out/witnesses"
run() { # name file toolchain reduction timeout
  local json="$out/$1.$4.json"
  [ -f "$json" ] && return
  IMPERIUM_JAVA_OPTS="-Xss64m -Xmx8g" "$root/verify" --toolchain "$root/toolchains/$3.xml" \
    --set explicit.reduction="$4" --set explicit.maxStates=50000000 --timeout "$5" --witness-dir "$out/witnesses" \
    --statistics-json "$json" "$2" > "$out/$1.$4.log" 2>&1
}
for p in semaphore deadlock program2 independent-p4-n4 bakery-2 bakery-3 peterson-lynch-2 peterson-lynch-3 \
         peterson-lynch-4 peterson-2 peterson-3 filter-2 filter-3; do
  for r in none str tr por; do run "$p" "$root/testdata/reductions/$p.petri" ExplicitSearch "$r" 1800; done
done
for c in counter-mutex trylock; do
  for r in none str tr por; do run "$c.c" "$root/testdata/c/$c.c" ExplicitSTR "$r" 300; done
done
for t in pthread-atomic/lamport pthread-atomic/peterson pthread-atomic/szymanski pthread-atomic/time_var_mutex \
         pthread/lazy01 pthread/stateful01-1 pthread/stateful01-2 pthread/triangular-2; do
  f="$shared/svcomp/c/$t.i"
  [ -f "$f" ] || continue
  for r in none str tr por; do run "$(basename "$t").i" "$f" ExplicitSTR "$r" 300; done
done
for r in str tr por; do run peterson-lynch-5 "$root/testdata/reductions/peterson-lynch-5.petri" ExplicitSearch "$r" 1800; done
python3 "$root/testdata/reductions/table.py" "$out"
