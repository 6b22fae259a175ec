#!/usr/bin/env bash
# make bench / make bench-full: every bench in turn, then one table of all their figures (bench/summary.ts).
# Usage: bench/run.sh quick|full
#   quick  small sizes, under 10 minutes on 2 cores: search (600 queries) and api on 20,000 lots, ingest at its own
#          default of 200,000 lots and a 50 MB page (its targets' size: at 20,000 a fresh run's end-of-run VACUUM
#          ANALYZE is 40% of its time), sse 2,000
#          streams and one round (the memory per stream is the difference between 1,000 and 2,000 open ones: with
#          500 streams RSS's own swing of a few MB read as -76 to +48 KB a stream), notify 200 customers, bids 200
#          customers for 30 s, web with three Lighthouse runs per page (a median of 3: single runs
#          swing by several points);
#   full   the sizes the targets are set for: search and api on 200,000 lots, ingest 200,000, sse 2,000 streams, ...
# Each bench writes var/bench/<name>.json (cleared first); a bench that fails does not stop the others, but the
# script exits non-zero at the end. Needs PostgreSQL and Redis; bench/web also needs /usr/bin/chromium.
set -uo pipefail
cd "$(dirname "$0")/.."
mode="${1:-quick}"
case "$mode" in
  quick)
    ingest=()
    search=(--lots 20000 --queries 600 --postgres stock,compose)
    sse=(--clients 2000 --rounds 1)
    notify=()
    api=(--lots 20000 --duration 10)
    bids=(--seconds 30)
    web=(--runs 3)
    ;;
  full)
    ingest=()
    search=(--postgres stock,compose)
    sse=()
    notify=()
    api=(--lots 200000 --duration 30)
    bids=(--seconds 30)
    web=(--runs 3)
    ;;
  *)
    echo "usage: bench/run.sh quick|full" >&2
    exit 2
    ;;
esac

export BENCH_RESULTS_DIR="${BENCH_RESULTS_DIR:-var/bench}"
mkdir -p "$BENCH_RESULTS_DIR"
rm -f "$BENCH_RESULTS_DIR"/*.json
failed=()
started=$(date +%s)

step() {
  local name="$1"
  shift
  echo ""
  echo "=== bench/$name ($(date -u +%H:%M:%S) UTC, load average $(cut -d' ' -f1-3 /proc/loadavg)) ==="
  "$@" || failed+=("$name")
}

step ingest node --import tsx bench/ingest/bench.ts "${ingest[@]}"
step search node --import tsx bench/search/bench.ts "${search[@]}"
step sse bench/sse/run.sh "${sse[@]}"
step notify bench/notify/run.sh "${notify[@]}"
step api node --import tsx bench/api/bench.ts "${api[@]}"
step bids node --import tsx bench/bids/bench.ts "${bids[@]}"
step web bash -c 'npm run build --silent && node --import tsx bench/web/bench.ts "$@"' web "${web[@]}"

echo ""
echo "=== all benches ($mode) in $(( ($(date +%s) - started) / 60 )) min ==="
BENCH_FAILED="${failed[*]}" node --import tsx bench/summary.ts
if ((${#failed[@]})); then
  echo "failed: ${failed[*]}" >&2
  exit 1
fi
