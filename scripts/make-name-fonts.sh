#!/usr/bin/env bash
# Regenerates the web fonts of the Khmer and Burmese names the help writes (Ouk Chatrang's អុកចត្រង្គ,
# Sittuyin's စစ်တုရင် and its pieces' names), assets/fonts/noto-sans-{khmer,myanmar}.woff2, and their
# licences OFL-noto-sans-{khmer,myanmar}.txt: Noto Sans Khmer and Noto Sans Myanmar (SIL Open Font License
# 1.1) from the npm packages @fontsource/noto-sans-khmer and @fontsource/noto-sans-myanmar, subset with
# fonttools' pyftsubset to the letters of that script in the app's texts (collected from src/), their
# shaping kept. assets/visual.css loads each only where a page shows its script. Only needed when the app's
# texts gain a Khmer or Burmese letter; the output is committed, so building the app needs none of these
# tools. Needs node/npm and python3 with venv (as scripts/make-thai-font.sh).
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
# script name, first and last code point of its Unicode block
for spec in "khmer 1780 17FF" "myanmar 1000 109F"; do
  read -r script first last <<<"$spec"
  mkdir "$script"
  (cd "$script" && npm pack --silent "@fontsource/noto-sans-$script@$FONTSOURCE_VERSION" >/dev/null &&
    tar xzf "fontsource-noto-sans-$script-$FONTSOURCE_VERSION.tgz")
  python3 - "$ROOT/src" "$first" "$last" > "$script/text.txt" <<'PY'
import pathlib, sys
first, last = int(sys.argv[2], 16), int(sys.argv[3], 16)
used = {c for p in pathlib.Path(sys.argv[1]).rglob("*.rs") for c in p.read_text(encoding="utf-8") if first <= ord(c) <= last}
print("".join(sorted(used)))
PY
  echo "make-name-fonts.sh: $(($(wc -m < "$script/text.txt") - 1)) $script characters"
  venv/bin/pyftsubset "$script/package/files/noto-sans-$script-$script-400-normal.woff2" \
    --text-file="$script/text.txt" --layout-features='*' --flavor=woff2 \
    --output-file="$OUT/noto-sans-$script.woff2"
  cp "$script/package/LICENSE" "$OUT/OFL-noto-sans-$script.txt"
  echo "make-name-fonts.sh: $OUT/noto-sans-$script.woff2 $(wc -c < "$OUT/noto-sans-$script.woff2") bytes"
done
