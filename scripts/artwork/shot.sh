#!/usr/bin/env bash
# shot.sh SCENE W H OUT.png [extra hash params]  — render one scene frame to PNG via headless Chromium
set -euo pipefail
dir=$(cd "$(dirname "$0")" && pwd)
CHROME=${CHROME:-$(command -v chromium || command -v chromium-browser || command -v google-chrome)}
"$CHROME" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking \
  --disable-component-update --disable-sync --dump-dom "file://$dir/art.html#s=$1&w=$2&h=$3${5:+&$5}" 2>/dev/null \
  | grep '^IMG ' | head -1 | sed 's/^IMG [^,]*,//' | base64 -d > "$4"
