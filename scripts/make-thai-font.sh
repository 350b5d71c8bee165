#!/usr/bin/env bash
# Regenerates the Thai web font of the Thai interface, assets/fonts/sarabun-thai-{400,700}.woff2, and its
# licence OFL.txt: Sarabun (SIL Open Font License 1.1) from the npm package @fontsource/sarabun, subset
# with fonttools' pyftsubset to the Thai letters the app's texts use (collected from src/) plus the
# Thai digits and signs. Only needed when the app's Thai texts gain a letter; the output is committed,
# so building the app needs none of these tools. Needs node/npm and python3 with venv.
set -euo pipefail

FONTSOURCE_VERSION=5.3.0
FONTTOOLS_VERSION=4.55.3
BROTLI_VERSION=1.1.0

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
OUT="$ROOT/assets/fonts"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

cd "$WORK"
npm pack --silent "@fontsource/sarabun@$FONTSOURCE_VERSION" >/dev/null
tar xzf "fontsource-sarabun-$FONTSOURCE_VERSION.tgz"
python3 -m venv venv
venv/bin/pip install --quiet "fonttools==$FONTTOOLS_VERSION" "brotli==$BROTLI_VERSION"

# Every Thai letter in the app's sources, plus the Thai digits, Maiyamok, Paiyannoi, the baht sign, and
# Nikhahit and Sara Aa, into which browsers split Sara Am (ำ) when shaping.
python3 - "$ROOT/src" > thai-text.txt <<'PY'
import pathlib, sys
used = {c for p in pathlib.Path(sys.argv[1]).rglob("*.rs") for c in p.read_text(encoding="utf-8") if "\u0e00" <= c <= "\u0e7f"}
used |= {chr(c) for c in range(0x0E50, 0x0E5A)} | {"\u0e46", "\u0e2f", "\u0e3f", "\u0e4d", "\u0e32"}
print("".join(sorted(used)))
PY
echo "make-thai-font.sh: $(($(wc -m < thai-text.txt) - 1)) Thai characters"

mkdir -p "$OUT"
for weight in 400 700; do
  venv/bin/pyftsubset "package/files/sarabun-thai-$weight-normal.woff2" \
    --text-file=thai-text.txt --layout-features='*' --flavor=woff2 \
    --output-file="$OUT/sarabun-thai-$weight.woff2"
  echo "make-thai-font.sh: $OUT/sarabun-thai-$weight.woff2 $(wc -c < "$OUT/sarabun-thai-$weight.woff2") bytes"
done
cp package/LICENSE "$OUT/OFL.txt"
