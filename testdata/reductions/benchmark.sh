#!/usr/bin/env bash
# The reduction benchmark of docs/reductions.md: every program with every reduction of the explicit backend, one
# fresh JVM per run. Writes one statistics JSON per run into DIR (default: bench-reductions) and prints the
# markdown table (testdata/reductions/table.py). Usage, from the repository root after building the distribution:
#   testdata/reductions/benchmark.sh [DIR]
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="${1:-bench-reductions}"
mkdir -p "$out"
run() { # program reduction timeout
  local json="$out/$1.$2.json"
  [ -f "$json" ] && return
  IMPERIUM_JAVA_OPTS="-Xss64m -Xmx8g" "$root/verify" --toolchain "$root/toolchains/ExplicitSearch.xml" \
    --set explicit.reduction="$2" --set explicit.maxStates=50000000 --timeout "$3" \
    --statistics-json "$json" "$root/testdata/reductions/$1.petri" > "$out/$1.$2.log" 2>&1
}
for p in semaphore deadlock program2 independent-p4-n4 bakery-2 bakery-3 filter-2 filter-3 filter-4 peterson-2 \
         peterson-3 peterson-4; do
  for r in none por tr str; do run "$p" "$r" 1800; done
done
for r in str tr por; do run peterson-5 "$r" 1800; done
python3 "$root/testdata/reductions/table.py" "$out"
