#!/usr/bin/env bash
# bench/sse: 2,000 SSE clients (one per user) in their own process against one API process, notifications
# published the way the worker does it (commit, then PUBLISH).
# Usage: bench/sse/run.sh [--clients N] [--rounds N] [--rate N] [--concurrency N] [--dump FILE]
# Needs PostgreSQL and Redis (DATABASE_URL / REDIS_URL, else the local defaults); makes and drops its own database
# and Redis prefix. See README.md for what it measures and the latest figures.
set -euo pipefail
cd "$(dirname "$0")/../.."
# Each client holds a socket in the client process and one in the API: raise the descriptor limit as far as allowed.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || ulimit -n 65536 2>/dev/null || true
echo "open files limit: $(ulimit -n)"
exec node --import tsx bench/sse/bench.ts "$@"
