#!/usr/bin/env bash
# A throwaway PostgreSQL for the test run: `start DIR PORT` prints the admin URL, `stop DIR`;
# `restart DIR` stops it (closing every connection) and starts it again, as the fault tests do.
# As root the server runs as the postgres user (initdb refuses root, TOOLCHAIN.md).
set -euo pipefail
action="$1"
dir="$2"
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
if [[ -z "$bin" ]]; then
  echo "PostgreSQL is not installed (Debian package postgresql)" >&2
  exit 1
fi
as_owner() {
  if [[ "$(id -u)" == "0" ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}
case "$action" in
  start)
    port="$3"
    mkdir -p "$dir"
    [[ "$(id -u)" == "0" ]] && chown postgres "$dir"
    as_owner "$bin/initdb" -D "$dir/data" -A trust -U postgres --no-sync >/dev/null
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  restart)
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -m fast -w restart >/dev/null
    ;;
  stop)
    as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *)
    echo "usage: postgres.sh start DIR PORT | restart DIR | stop DIR" >&2
    exit 2
    ;;
esac
