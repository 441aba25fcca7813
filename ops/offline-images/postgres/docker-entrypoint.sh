#!/bin/bash
# A stand-in for the official image's entrypoint: first start initialises PGDATA with
# POSTGRES_USER / POSTGRES_PASSWORD and creates POSTGRES_DB, then PostgreSQL runs as PID 1.
set -euo pipefail
export PGDATA=${PGDATA:-/var/lib/postgresql/18/docker}
if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" && chown -R postgres:postgres /var/lib/postgresql && chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  printf '%s' "$POSTGRES_PASSWORD" > /tmp/pw
  initdb -D "$PGDATA" --username="$POSTGRES_USER" --pwfile=/tmp/pw --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm /tmp/pw
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  if [ "${POSTGRES_DB:-$POSTGRES_USER}" != postgres ]; then
    echo "CREATE DATABASE \"${POSTGRES_DB:-$POSTGRES_USER}\"" | postgres --single -D "$PGDATA" postgres >/dev/null
  fi
fi
if [ "${1:-}" = postgres ]; then shift; exec postgres -c listen_addresses='*' -c unix_socket_directories=/var/run/postgresql "$@"; fi
exec "$@"
