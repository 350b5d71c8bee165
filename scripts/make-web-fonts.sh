#!/usr/bin/env bash
# Regenerates the app's web fonts in assets/fonts, subsets with fonttools' pyftsubset of OFL fonts from
# the npm packages of @fontsource (their licences copied beside them), each cut to the letters of its
# script that the app's texts use (collected from src/), shaping kept:
#   - sarabun-thai-{400,700}.woff2 (licence OFL.txt): Sarabun, for the Thai interface, with the Thai
#     digits and signs besides;
#   - noto-sans-{khmer,myanmar}.woff2 (OFL-noto-sans-*.txt): Noto Sans Khmer and Myanmar, for the help's
#     Khmer and Burmese names (Ouk Chatrang's, Sittuyin's and its pieces');
# and assets/thai-label.svg, the language button's "ไทย" drawn from Sarabun's outlines.
# assets/visual.css loads each only where a page shows its script. Only needed when the app's texts gain
# a letter of one of these scripts; the output is committed, so building the app needs none of these
# tools. Needs node/npm and python3 with venv.
set -euo pipefail

FONTSOURCE_VERSION=5.3.0
FONTTOOLS_VERSION=4.55.3
BROTLI_VERSION=1.1.0

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
OUT="$ROOT/assets/fonts"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

cd "$WORK"
python3 -m venv venv
venv/bin/pip install --quiet "fonttools==$FONTTOOLS_VERSION" "brotli==$BROTLI_VERSION"
mkdir -p "$OUT"

# Unpacks the @fontsource package $1 into the folder $1.
fetch() {
  mkdir "$1"
  (cd "$1" && npm pack --silent "@fontsource/$1@$FONTSOURCE_VERSION" >/dev/null && tar xzf "fontsource-$1-$FONTSOURCE_VERSION.tgz")
}

# Prints the characters from code point $1 to $2 (hex) that the app's sources use, and those of $3.
letters() {
  python3 - "$ROOT/src" "$1" "$2" "${3:-}" <<'PY'
import pathlib, sys
first, last = int(sys.argv[2], 16), int(sys.argv[3], 16)
used = {c for p in pathlib.Path(sys.argv[1]).rglob("*.rs") for c in p.read_text(encoding="utf-8") if first <= ord(c) <= last}
print("".join(sorted(used | set(sys.argv[4]))))
PY
}

# Subsets the font file $1 to the characters in the file $2 into $OUT/$3, and keeps those characters in
# assets/font-letters (not part of the site), which scripts/check-font-letters.py compares with src/.
subset() {
  venv/bin/pyftsubset "$1" --text-file="$2" --layout-features='*' --flavor=woff2 --output-file="$OUT/$3"
  mkdir -p "$ROOT/assets/font-letters"
  cp "$2" "$ROOT/assets/font-letters/${3%.woff2}.txt"
  echo "make-web-fonts.sh: $OUT/$3 $(wc -c < "$OUT/$3") bytes, $(($(wc -m < "$2") - 1)) characters"
}

# Thai: the Thai digits, Maiyamok, Paiyannoi and the baht sign besides, and Nikhahit and Sara Aa, into
# which browsers split Sara Am (ำ) when shaping.
fetch sarabun
letters 0E00 0E7F "๐๑๒๓๔๕๖๗๘๙ๆฯ฿ํา" > thai.txt
for weight in 400 700; do
  subset "sarabun/package/files/sarabun-thai-$weight-normal.woff2" thai.txt "sarabun-thai-$weight.woff2"
done
cp sarabun/package/LICENSE "$OUT/OFL.txt"
# The language button's "ไทย" on English pages, which never load the Thai font: Sarabun's outlines as an
# SVG path (assets/thai-label.svg), one em high from the font's ascent to its descent.
venv/bin/python - sarabun/package/files/sarabun-thai-400-normal.woff2 "$ROOT/assets/thai-label.svg" <<'PY'
import sys
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

font = TTFont(sys.argv[1])
glyphs, cmap, upm = font.getGlyphSet(), font.getBestCmap(), font["head"].unitsPerEm
ascent, descent = font["hhea"].ascent, font["hhea"].descent
pen = SVGPathPen(glyphs, ntos=lambda v: f"{round(v)}")
x = 0
for letter in "ไทย":
    name = cmap[ord(letter)]
    glyphs[name].draw(TransformPen(pen, (1, 0, 0, -1, x, ascent)))
    x += font["hmtx"][name][0]
height = ascent - descent
with open(sys.argv[2], "w", encoding="utf-8") as out:
    out.write(
        f'<svg xmlns="http://www.w3.org/2000/svg" class="thai-label" viewBox="0 0 {x} {height}" '
        f'style="height: {height / upm:.3f}em; width: {x / upm:.3f}em; vertical-align: {descent / upm:.3f}em" '
        f'aria-hidden="true" focusable="false"><path fill="currentColor" d="{pen.getCommands()}"/></svg>\n'
    )
PY
echo "make-web-fonts.sh: $ROOT/assets/thai-label.svg $(wc -c < "$ROOT/assets/thai-label.svg") bytes"

# Khmer and Burmese: the names' letters.
for spec in "khmer 1780 17FF" "myanmar 1000 109F"; do
  read -r script first last <<<"$spec"
  fetch "noto-sans-$script"
  letters "$first" "$last" > "$script.txt"
  subset "noto-sans-$script/package/files/noto-sans-$script-$script-400-normal.woff2" "$script.txt" "noto-sans-$script.woff2"
  cp "noto-sans-$script/package/LICENSE" "$OUT/OFL-noto-sans-$script.txt"
done
