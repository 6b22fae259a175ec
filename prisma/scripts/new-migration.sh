#!/bin/sh
# Writes a new migration: the SQL that takes the schema as committed (git HEAD, or $BASE_REF) to the working
# schema.prisma, computed by Prisma 6's wasm engine with `migrate diff` (no shadow database needed: replaying our
# hand-written trigger SQL in a shadow database crashes that engine). Review the file, then `npm run migrate`.
# Usage: npm run migration:new -w @app/db -- add_things
set -e
cd "$(dirname "$0")/.."
name="${1:?usage: new-migration.sh <name>}"
: "${DATABASE_URL:=postgresql://postgres:postgres@127.0.0.1:5432/postgres}" # only for the adapter to connect
export DATABASE_URL
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
add_url='{print} /^[[:space:]]*provider[[:space:]]*=[[:space:]]*"postgresql"/{print "  url      = env(\"DATABASE_URL\")"}'
git show "${BASE_REF:-HEAD}:prisma/schema.prisma" | awk "$add_url" > "$tmp/old.prisma"
awk "$add_url" schema.prisma > .schema6.prisma
export PRISMA_SCHEMA_ENGINE_BINARY="$PWD/scripts/no-schema-engine" PRISMA_QUERY_ENGINE_LIBRARY="$PWD/scripts/no-schema-engine"
P6="$(node -p 'require.resolve("prisma6/build/index.js")')"
node -r ./scripts/unref-long-timers.cjs "$P6" migrate diff --config prisma6.config.ts \
  --from-schema-datamodel "$tmp/old.prisma" --to-schema-datamodel .schema6.prisma --script > "$tmp/migration.sql"
if ! grep -qv '^-- This is an empty migration.' "$tmp/migration.sql" || [ ! -s "$tmp/migration.sql" ]; then
  echo "schema.prisma does not differ from ${BASE_REF:-HEAD}: no migration written" >&2
  exit 1
fi
dir="migrations/$(date -u +%Y%m%d%H%M%S)_${name}"
mkdir -p "$dir"
mv "$tmp/migration.sql" "$dir/migration.sql"
echo "wrote $dir/migration.sql"
