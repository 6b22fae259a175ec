#!/usr/bin/env bash
# Runs the API (serving the built SPA) and the worker together in the foreground; Ctrl-C stops both.
set -euo pipefail
cd "$(dirname "$0")/.."
pids=()
stop() {
  trap - INT TERM EXIT
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait || true
}
trap stop INT TERM EXIT
# One line when PostgreSQL's shared_buffers cannot hold the catalogue the search reads (scripts/database-fit.ts).
node_modules/.bin/tsx scripts/database-fit.ts || true
# The production build (npm run build: dist/server), started with plain node.
# The worker with its Node flags (worker/src/node-flags.ts).
node --v8-pool-size=1 dist/server/worker.js & pids+=($!)
# The API with its V8 flags (api/src/node-flags.ts).
node --max-semi-space-size=64 dist/server/api.js & pids+=($!)
port="${PORT:-3000}"
for _ in $(seq 1 60); do
  if curl -fsS "http://127.0.0.1:${port}/api/health" >/dev/null 2>&1; then break; fi
  sleep 0.5
done
cat <<MSG

  The marketplace is running at ${PUBLIC_ORIGIN:-http://localhost:${port}}   (Ctrl-C stops it)

  Demo logins (SEED_DEMO=1):
    customer   demo@baltbid.test   / demo12345
    VIP        vip@baltbid.test    / vip12345
    admin      ${ADMIN_EMAIL:-admin@baltbid.test}  / ${ADMIN_PASSWORD:-admin12345}   (at /admin/login)

MSG
# Exit (and stop the other) as soon as either process ends.
wait -n "${pids[@]}"
