# The two commands of the README are the contract:
#   make start   set everything up from a fresh clone and serve the site and API at http://localhost:3000
#   make test    set up and run every check (lint, types, unit, integration, web, browser, then the proof suites)
SHELL := /bin/bash
.DEFAULT_GOAL := help

# A local .env (see .env.example) overrides the defaults; variables already set in the environment win.
ifneq (,$(wildcard .env))
include .env
export $(shell sed -n 's/^\([A-Za-z_][A-Za-z0-9_]*\)=.*/\1/p' .env)
endif

SEED_DEMO ?= 1
DEMO_LOTS ?= 5000
export SEED_DEMO

NPM_STAMP := node_modules/.install-stamp
PRISMA_CLIENT := prisma/generated/client.ts

.PHONY: help start install generate services migrate seed catalogue build dev test lint typecheck test-unit test-integration test-web test-e2e proof clean

help:
	@echo "make start   install, migrate, seed the demo catalogue, build and serve http://localhost:3000"
	@echo "make test    install what is missing and run lint, type-check, unit, integration, web and browser tests,"
	@echo "             then the fault and security suites"
	@echo "make proof   the fault and security suites alone (test/faults, test/security)"
	@echo "make dev     api + worker with reload, and the Vite dev server on :5173"

$(NPM_STAMP): package.json package-lock.json $(wildcard */package.json)
	npm ci --no-audit --no-fund
	@touch $@

install: $(NPM_STAMP)

$(PRISMA_CLIENT): prisma/schema.prisma $(NPM_STAMP)
	npm run generate --silent
	@touch $@

generate: $(PRISMA_CLIENT)

services: install
	@node_modules/.bin/tsx scripts/check-services.ts

migrate: services generate
	npm run migrate --silent

# The seed makes accounts, settings and ingestion sources; the demo lots come in through ingestion (catalogue).
seed: migrate
	DEMO_LOTS=0 npm run seed --silent

# A fresh demo catalogue (auction dates around now) as raw provider pages, ingested by the file sources.
catalogue: seed
	@if [ "$(SEED_DEMO)" = "1" ]; then \
	  npm run catalogue:generate --silent -- --lots $(DEMO_LOTS) --out var/demo-catalogue && \
	  npm run ingest --silent -- copart-demo iaai-demo europe-demo; \
	fi

build: install
	npm run build --silent

start: catalogue build
	@./scripts/start.sh

dev: catalogue
	@trap 'kill 0' INT TERM; \
	  node_modules/.bin/tsx watch api/src/server.ts & \
	  node_modules/.bin/tsx watch worker/src/main.ts & \
	  node_modules/.bin/vite web & wait

lint: install
	npm run lint --silent

typecheck: generate
	npm run typecheck --silent

test-unit: generate
	node_modules/.bin/vitest run --project unit

test-integration: generate
	node_modules/.bin/vitest run --project integration

test-web: install
	node_modules/.bin/vitest run --project web

test-e2e: generate build
	node_modules/.bin/vitest run --project e2e

# The fault suites (test/faults: they start their own redis-server, cut PostgreSQL through a proxy, kill the worker)
# and the security suites (test/security), one file at a time. Needs the redis-server binary on PATH.
proof: generate
	node_modules/.bin/vitest run --project proof

# Every suite, ending non-zero on any failure; the proof project runs last, alone, so its kills and timings share
# the machine with nothing. Services: TEST_DATABASE_URL/TEST_REDIS_URL, else testcontainers, else PostgreSQL and
# Redis on 127.0.0.1 (test/global-setup.ts says which it used).
test: lint typecheck build
	node_modules/.bin/vitest run --project unit --project integration --project web --project e2e
	node_modules/.bin/vitest run --project proof

clean:
	rm -rf node_modules */node_modules web/dist prisma/generated

# Benchmarks (bench/*/, figures in bench/README.md): need PostgreSQL and Redis; each makes and drops its own
# database. bench/web also needs the production build (made by bench/run.sh) and /usr/bin/chromium. Each bench
# writes var/bench/<name>.json and the run ends with one table of every figure beside its target.
#   make bench        small sizes, under 10 minutes on 2 cores
#   make bench-full   the sizes the issues name (search on 200,000 lots, 2,000 SSE streams, ...)
.PHONY: bench bench-full
bench: generate
	bench/run.sh quick

bench-full: generate
	bench/run.sh full
