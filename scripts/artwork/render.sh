#!/usr/bin/env bash
# Regenerates every image and the hero video from the scenes in scenes.js.
# Needs: chromium (headless), ffmpeg (libx264, libvpx-vp9), ImageMagick `convert`.
#   bash scripts/artwork/render.sh            # everything
#   bash scripts/artwork/render.sh stills     # images only
#   bash scripts/artwork/render.sh video      # hero.mp4 / hero.webm only
#   ONLY=lewes bash scripts/artwork/render.sh stills   # just the named scene(s), space-separated
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
img="$root/public/images"; vid="$root/public/video"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
what=${1:-all}
CONVERT=${CONVERT:-$( [ -x /usr/bin/convert ] && echo /usr/bin/convert || command -v convert )}

# scene width height output max-KB : render PNG, then progressive JPEG at the best quality under max-KB
still() {
  local scene=$1 w=$2 h=$3 out=$4 max=$5 q=84
  [ -z "${ONLY:-}" ] || [[ " $ONLY " == *" $scene "* ]] || return 0
  "$here/shot.sh" "$scene" "$w" "$h" "$tmp/$scene.png"
  mkdir -p "$(dirname "$out")"
  while :; do
    "$CONVERT" "$tmp/$scene.png" -strip -interlace Plane -sampling-factor 4:2:0 -quality "$q" "$out"
    [ "$(stat -c %s "$out")" -le $((max * 1024)) ] || [ "$q" -le 50 ] && break
    q=$((q - 3))
  done
  printf '%-52s %4sx%-4s q%-3s %6s B\n' "${out#$root/}" "$w" "$h" "$q" "$(stat -c %s "$out")"
}

if [ "$what" = all ] || [ "$what" = stills ]; then
  still hero                    1920 1080 "$img/hero-poster.jpg" 140 &
  still intro-poster            1600 900  "$img/intro-poster.jpg" 200
  wait
  still about-portrait          1200 1500 "$img/about-portrait.jpg" 220 &
  still milan-design-week       1600 900  "$img/projects/milan-design-week.jpg" 220
  wait
  still stylus-promotional      1600 900  "$img/projects/stylus-promotional.jpg" 220 &
  still coke-spec-ad            900  1600 "$img/projects/coke-spec-ad.jpg" 220
  wait
  still bulb-floristry          1600 900  "$img/projects/bulb-floristry.jpg" 220 &
  still the-ordinary            1600 900  "$img/projects/the-ordinary.jpg" 220
  wait
  still weffan                  1600 900  "$img/projects/weffan.jpg" 220 &
  still corporate-videography   1600 1067 "$img/services/corporate-videography.jpg" 220
  wait
  still event-videography       1600 1067 "$img/services/event-videography.jpg" 220 &
  still social-media-content    1600 1067 "$img/services/social-media-content.jpg" 220
  wait
  still promotional-videography 1600 1067 "$img/services/promotional-videography.jpg" 220 &
  still brighton                1600 1067 "$img/locations/brighton.jpg" 220
  wait
  still lewes                   1600 1067 "$img/locations/lewes.jpg" 220 &
  still london                  1600 1067 "$img/locations/london.jpg" 220
  wait
fi

if [ "$what" = all ] || [ "$what" = video ]; then
  # 7 s loop at 24 fps; the scene's motion is periodic in t, so frame 168 == frame 0
  n=168; batch=12; mkdir -p "$tmp/f" "$vid"
  CHROME=${CHROME:-$(command -v chromium || command -v chromium-browser || command -v google-chrome)}
  frames() { # f0 f1
    "$CHROME" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking \
      --disable-component-update --disable-sync --dump-dom "file://$here/art.html#s=hero&w=1280&h=720&n=$n&f0=$1&f1=$2&fmt=png&grain=0.06" 2>/dev/null \
      | grep '^IMG ' | sed 's/^IMG [^,]*,//' | { i=$1; while read -r l; do printf '%s' "$l" | base64 -d > "$tmp/f/$(printf %04d "$i").png"; i=$((i + 1)); done; }
  }
  for ((f = 0; f < n; f += 2 * batch)); do
    frames $f $((f + batch)) &
    [ $((f + batch)) -lt $n ] && frames $((f + batch)) $((f + 2 * batch < n ? f + 2 * batch : n)) &
    wait
  done
  [ "$(ls "$tmp/f" | wc -l)" -eq $n ] || { echo "frame render failed" >&2; exit 1; }
  ffmpeg -v error -y -framerate 24 -i "$tmp/f/%04d.png" -an -c:v libx264 -preset veryslow -crf 25 -tune film \
    -pix_fmt yuv420p -profile:v high -movflags +faststart "$vid/hero.mp4"
  ffmpeg -v error -y -framerate 24 -i "$tmp/f/%04d.png" -an -c:v libvpx-vp9 -b:v 0 -crf 38 -row-mt 1 \
    -pix_fmt yuv420p -deadline good -cpu-used 1 "$vid/hero.webm"
  ls -l "$vid"
fi
