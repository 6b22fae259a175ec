#!/usr/bin/env bash
# bench/notify: a bid placed over HTTP -> outbox -> queue -> worker -> Notification -> Redis -> SSE, for 200
# customers. Usage: bench/notify/run.sh [--customers N] [--rounds N] [--rate N] [--inflight N]
# Needs PostgreSQL and Redis (DATABASE_URL / REDIS_URL, else the local defaults); makes and drops its own database
# and Redis prefix. See README.md for what it measures and the latest figures.
set -euo pipefail
cd "$(dirname "$0")/../.."
exec node --import tsx bench/notify/bench.ts "$@"
