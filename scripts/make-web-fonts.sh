#!/usr/bin/env bash
# Regenerates the app's web fonts in assets/fonts, subsets with fonttools' pyftsubset of OFL fonts from
# the npm packages of @fontsource (their licences copied beside them), each cut to the letters of its
# script that the app's texts use (src/**/*.rs and the language packs assets/i18n/**/*.ftl, as
# scripts/check-font-letters.py --letters <script> lists them, with the script's digits always), every
# OpenType layout feature kept (`--layout-features='*'`: Thai marks, Khmer and Burmese reordering,
# subscripts, stacking and mark positioning):
#   - sarabun-thai-{400,700}.woff2 (licence OFL.txt): Sarabun, for the Thai interface;
#   - noto-sans-khmer-{400,700}.woff2 (OFL-noto-sans-khmer.txt): Noto Sans Khmer, for the Khmer
#     interface and the help's Khmer name (Ouk Chatrang's) on other pages;
#   - noto-sans-myanmar-{400,700}.woff2 (OFL-noto-sans-myanmar.txt): Noto Sans Myanmar, for the Burmese
#     interface and the help's Burmese names (Sittuyin's and its pieces') on other pages.
#   The app writes bold text (headings, 600 and 700 in assets/*.css: primary and chosen buttons, the
#   status, names), and @fontsource's Noto Sans Khmer and Myanmar packages bring every weight from 100 to
#   900, so Khmer and Burmese get a real 700 as Thai does (600 picks it too) rather than a synthetic bold;
# and assets/lang-labels/{th,km,my}.svg, the language menu's "ไทย", "ខ្មែរ" and "မြန်မာ" drawn from
# the fonts' outlines (so that a page in another language loads none of these fonts), shaped by HarfBuzz
# (uharfbuzz): Khmer and Burmese reorder letters, stack subscripts and place marks.
# assets/visual.css loads each font only where a page shows its script. Only needed when the app's texts
# gain a letter of one of these scripts (scripts/check-font-letters.py, run by scripts/test.sh, says so);
# the output is committed, so building the app needs none of these tools. Needs node/npm and python3
# with venv.
set -euo pipefail

FONTSOURCE_VERSION=5.3.0
FONTTOOLS_VERSION=4.55.3
BROTLI_VERSION=1.1.0
UHARFBUZZ_VERSION=0.57.0

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
OUT="$ROOT/assets/fonts"
LABELS="$ROOT/assets/lang-labels"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

cd "$WORK"
python3 -m venv venv
venv/bin/pip install --quiet "fonttools==$FONTTOOLS_VERSION" "brotli==$BROTLI_VERSION" "uharfbuzz==$UHARFBUZZ_VERSION"
mkdir -p "$OUT" "$LABELS" "$ROOT/assets/font-letters"

# Unpacks the @fontsource package $1 into the folder $1.
fetch() {
  mkdir "$1"
  (cd "$1" && npm pack --silent "@fontsource/$1@$FONTSOURCE_VERSION" >/dev/null && tar xzf "fontsource-$1-$FONTSOURCE_VERSION.tgz")
}

# Subsets the font file $1 to the characters in the file $2 into $OUT/$3, and keeps those characters in
# assets/font-letters (not part of the site), which scripts/check-font-letters.py compares with the texts.
subset() {
  venv/bin/pyftsubset "$1" --text-file="$2" --layout-features='*' --flavor=woff2 --output-file="$OUT/$3"
  cp "$2" "$ROOT/assets/font-letters/${3%.woff2}.txt"
  echo "make-web-fonts.sh: $OUT/$3 $(wc -c < "$OUT/$3") bytes, $(($(wc -m < "$2") - 1)) characters"
}

# Draws the text $2 with the font file $1 into the SVG $5 of class $4, shaped as a browser would: each
# glyph's outline at its shaped position, one path filled with the text's colour, sized in em so that it
# stands on the baseline at the text's size. Its height ($3) is the font's line from its ascent to its
# descent ("line"), or the ink's ("ink") where that line is much taller than the word (Noto Sans Myanmar:
# 2.18 em, room for stacks the word does not have), so that the menu's rows keep one height; its width is
# the advances', widened where the ink overhangs them (ไ's tail).
label() {
  venv/bin/python - "$@" <<'PY'
import io
import math
import sys

import uharfbuzz as hb
from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

source, text, box, classes, out = sys.argv[1:]
woff2 = TTFont(source)
woff2.flavor = None
sfnt = io.BytesIO()
woff2.save(sfnt)
font = TTFont(io.BytesIO(sfnt.getvalue()))
glyphs, order, upm = font.getGlyphSet(), font.getGlyphOrder(), font["head"].unitsPerEm
ascent, descent = font["hhea"].ascent, font["hhea"].descent

shaper = hb.Font(hb.Face(sfnt.getvalue()))
buffer = hb.Buffer()
buffer.add_str(text)
buffer.guess_segment_properties()
hb.shape(shaper, buffer)
placed, x = [], 0
for info, position in zip(buffer.glyph_infos, buffer.glyph_positions):
    placed.append((order[info.codepoint], x + position.x_offset, position.y_offset))
    x += position.x_advance

ink = BoundsPen(glyphs)
for name, gx, gy in placed:
    glyphs[name].draw(TransformPen(ink, (1, 0, 0, 1, gx, gy)))
xmin, ymin, xmax, ymax = ink.bounds
left, right = min(0, math.floor(xmin)), max(x, math.ceil(xmax))
if box == "line":
    top, bottom = max(ascent, math.ceil(ymax)), min(descent, math.floor(ymin))
else:
    top, bottom = math.ceil(ymax), math.floor(ymin)
pen = SVGPathPen(glyphs, ntos=lambda v: f"{round(v)}")
for name, gx, gy in placed:
    glyphs[name].draw(TransformPen(pen, (1, 0, 0, -1, gx - left, top - gy)))
width, height = right - left, top - bottom
with open(out, "w", encoding="utf-8") as svg:
    svg.write(
        f'<svg xmlns="http://www.w3.org/2000/svg" class="{classes}" viewBox="0 0 {width} {height}" '
        f'style="height: {height / upm:.3f}em; width: {width / upm:.3f}em; vertical-align: {bottom / upm:.3f}em" '
        f'aria-hidden="true" focusable="false"><path fill="currentColor" d="{pen.getCommands()}"/></svg>\n'
    )
PY
  echo "make-web-fonts.sh: $5 $(wc -c < "$5") bytes"
}

# Thai.
fetch sarabun
python3 "$ROOT/scripts/check-font-letters.py" --letters thai > thai.txt
for weight in 400 700; do
  subset "sarabun/package/files/sarabun-thai-$weight-normal.woff2" thai.txt "sarabun-thai-$weight.woff2"
done
cp sarabun/package/LICENSE "$OUT/OFL.txt"
label sarabun/package/files/sarabun-thai-400-normal.woff2 "ไทย" line "lang-label thai-label" "$LABELS/th.svg"

# Khmer and Burmese.
for spec in "khmer ខ្មែរ line km khmer-label" "myanmar မြန်မာ ink my burmese-label"; do
  read -r script autonym box code class <<<"$spec"
  fetch "noto-sans-$script"
  python3 "$ROOT/scripts/check-font-letters.py" --letters "$script" > "$script.txt"
  for weight in 400 700; do
    subset "noto-sans-$script/package/files/noto-sans-$script-$script-$weight-normal.woff2" "$script.txt" "noto-sans-$script-$weight.woff2"
  done
  cp "noto-sans-$script/package/LICENSE" "$OUT/OFL-noto-sans-$script.txt"
  label "noto-sans-$script/package/files/noto-sans-$script-$script-400-normal.woff2" "$autonym" "$box" "lang-label $class" \
    "$LABELS/$code.svg"
done
