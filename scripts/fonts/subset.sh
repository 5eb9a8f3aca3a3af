#!/usr/bin/env bash
# Builds the site's web font (app/fonts/*.woff2) from its @fontsource-variable package: one
# static instance at the bold weight the headings use, and the glyphs narrowed to Latin-1 with
# typographic punctuation, so the preloaded font is about half the size of the variable one.
# Needs fontTools with Brotli: pip install fonttools brotli
set -euo pipefail
cd "$(dirname "$0")/../.."

unicodes='U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
features='kern,liga,calt,ccmp,locl,mark,mkmk,tnum'
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

subset() { # source, weight, output name
  fonttools varLib.instancer "$1" "wght=$2" -o "$work/$3.ttf" >/dev/null 2>&1
  pyftsubset "$work/$3.ttf" --unicodes="$unicodes" --layout-features="$features" --flavor=woff2 \
    --output-file="app/fonts/$3.woff2"
}

subset node_modules/@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2 700 \
  bricolage-grotesque-latin-700
cp node_modules/@fontsource-variable/bricolage-grotesque/LICENSE app/fonts/bricolage-grotesque-LICENSE.txt
ls -l app/fonts/*.woff2
