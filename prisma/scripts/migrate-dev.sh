#!/bin/sh
# Authors migrations with Prisma 6.19's wasm schema engine (Prisma 7 needs a native binary that cannot be
# downloaded here). Usage from the repo root:
#   npm run migrate:dev -w @app/db -- --name add_x          create + apply a migration (uses a shadow database)
#   MIGRATE_CMD="migrate status" npm run migrate:dev -w @app/db
#   npm run migrate:dev -w @app/db -- --create-only --name x
set -e
cd "$(dirname "$0")/.."
: "${DATABASE_URL:=postgresql://postgres:postgres@127.0.0.1:5432/auction}"
export DATABASE_URL
awk '{print} /^[[:space:]]*provider[[:space:]]*=[[:space:]]*"postgresql"/{print "  url      = env(\"DATABASE_URL\")"}' \
  schema.prisma > .schema6.prisma
export PRISMA_SCHEMA_ENGINE_BINARY="$PWD/scripts/no-schema-engine" PRISMA_QUERY_ENGINE_LIBRARY="$PWD/scripts/no-schema-engine"
P6="$(node -p 'require.resolve("prisma6/build/index.js")')"
if [ -n "$MIGRATE_CMD" ]; then exec node -r ./scripts/unref-long-timers.cjs "$P6" $MIGRATE_CMD --config prisma6.config.ts "$@"; fi
exec node -r ./scripts/unref-long-timers.cjs "$P6" migrate dev --config prisma6.config.ts --skip-generate "$@"
