# The two commands of the README are the contract:
#   make start   set everything up from a fresh clone and serve the site and API at http://localhost:3000
#   make test    set up and run every check (lint, types, unit, integration, web, browser, then the proof suites)
# `make help` lists every target: the text after `## ` on each target's line.
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

.PHONY: help start install generate services migrate seed catalogue demo-refresh build dev test lint typecheck \
	test-unit test-integration test-web test-e2e proof clean bench bench-full

help: ## this list
	@awk -F ':.*## ' '/^[a-z][a-z0-9-]*:.*## / { printf "  make %-17s %s\n", $$1, $$2 }' $(firstword $(MAKEFILE_LIST))

$(NPM_STAMP): package.json package-lock.json $(wildcard */package.json)
	npm ci --no-audit --no-fund
	@touch $@

install: $(NPM_STAMP) ## npm ci when package.json or package-lock.json changed

$(PRISMA_CLIENT): prisma/schema.prisma $(NPM_STAMP)
	npm run generate --silent
	@touch $@

generate: $(PRISMA_CLIENT) ## the Prisma client, when prisma/schema.prisma changed

services: install ## check that PostgreSQL and Redis answer, and say how to start the one that does not
	@node_modules/.bin/tsx scripts/check-services.ts

migrate: services generate ## create the database if missing and apply the migrations
	npm run migrate --silent

# The seed makes accounts, settings and ingestion sources; the demo lots come in through ingestion (catalogue).
seed: migrate ## the admin, settings, fee schedules and ingestion sources (demo customers with SEED_DEMO=1)
	DEMO_LOTS=0 npm run seed --silent

# The demo catalogue (auction dates around now) as raw provider pages, ingested by the file sources.
DEMO_CATALOGUE := npm run catalogue:generate --silent -- --lots $(DEMO_LOTS) --out var/demo-catalogue && \
	npm run ingest --silent -- copart-demo iaai-demo europe-demo

# Only into a database without lots (scripts/has-lots.ts: exit 0 some, 1 none, 2 could not tell), so a restart
# keeps the catalogue it has.
catalogue: seed ## with SEED_DEMO=1, the demo catalogue of DEMO_LOTS lots, when the database has no lots yet
	@case "$(SEED_DEMO)" in 1|true|yes|on) ;; *) exit 0;; esac; \
	status=0; node_modules/.bin/tsx scripts/has-lots.ts || status=$$?; \
	if [ $$status = 0 ]; then echo "The database has lots: catalogue kept (make demo-refresh makes a fresh one)."; \
	elif [ $$status = 1 ]; then $(DEMO_CATALOGUE); \
	else exit $$status; fi

demo-refresh: seed ## a fresh demo catalogue (auction dates around now), generated and ingested now
	$(DEMO_CATALOGUE)

build: install ## the production build of the web app (web/dist)
	npm run build --silent

start: catalogue build ## install, migrate, seed, demo catalogue if none, build, and serve http://localhost:3000
	@./scripts/start.sh

dev: catalogue ## api + worker with reload (tsx watch), and the Vite dev server on :5173
	@trap 'kill 0' INT TERM; \
	  node_modules/.bin/tsx watch api/src/server.ts & \
	  node_modules/.bin/tsx watch worker/src/main.ts & \
	  node_modules/.bin/vite web & wait

lint: install ## ESLint and Prettier
	npm run lint --silent

typecheck: generate ## tsc over every workspace
	npm run typecheck --silent

test-unit: generate ## the unit tests (vitest project unit)
	node_modules/.bin/vitest run --project unit

test-integration: generate ## the integration tests against real PostgreSQL and Redis
	node_modules/.bin/vitest run --project integration

test-web: install ## the web component tests (jsdom)
	node_modules/.bin/vitest run --project web

test-e2e: generate build ## the browser tests in Chromium, against the production build
	node_modules/.bin/vitest run --project e2e

# The fault suites (test/faults: they start their own redis-server, cut PostgreSQL through a proxy, kill the worker)
# and the security suites (test/security), one file at a time. Needs the redis-server binary on PATH.
proof: generate ## the fault and security suites alone (test/faults, test/security)
	node_modules/.bin/vitest run --project proof

# Every suite, ending non-zero on any failure; the proof project runs last, alone, so its kills and timings share
# the machine with nothing. Services: TEST_DATABASE_URL/TEST_REDIS_URL, else testcontainers, else PostgreSQL and
# Redis on 127.0.0.1 (test/global-setup.ts says which it used).
test: lint typecheck build ## every check: lint, types, unit, integration, web, browser, then the proof suites
	node_modules/.bin/vitest run --project unit --project integration --project web --project e2e
	node_modules/.bin/vitest run --project proof

clean: ## remove node_modules, the web build and the generated Prisma client
	rm -rf node_modules */node_modules web/dist prisma/generated

# Benchmarks (bench/README.md: method, targets, the latest table): need PostgreSQL and Redis; each makes and drops
# its own database. bench/web also needs the production build (made by bench/run.sh) and /usr/bin/chromium. Each
# bench writes var/bench/<name>.json and the run ends with one table of every figure beside its target.
bench: generate ## every benchmark at small sizes (about 5 minutes on 2 cores), then one table of figures and targets
	bench/run.sh quick

bench-full: generate ## every benchmark at the sizes its targets are set for (search on 200,000 lots, ...)
	bench/run.sh full
