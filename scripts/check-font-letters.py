#!/usr/bin/env python3
"""Fails when the app's texts (src/**/*.rs) use a Thai, Khmer or Burmese letter that the web font
subset of its script lacks: assets/font-letters/<font>.txt holds the letters each subset was cut to
(written by scripts/make-web-fonts.sh, which makes the subsets again)."""
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
# Each subset's letter list and the code points of its script.
SUBSETS = [
    ("sarabun-thai-400.txt", 0x0E00, 0x0E7F),
    ("sarabun-thai-700.txt", 0x0E00, 0x0E7F),
    ("noto-sans-khmer.txt", 0x1780, 0x17FF),
    ("noto-sans-myanmar.txt", 0x1000, 0x109F),
]

used = "".join(p.read_text(encoding="utf-8") for p in sorted((ROOT / "src").rglob("*.rs")))
missing = []
for name, first, last in SUBSETS:
    kept = set((ROOT / "assets" / "font-letters" / name).read_text(encoding="utf-8"))
    lacking = sorted({c for c in used if first <= ord(c) <= last} - kept)
    if lacking:
        missing.append(f"{name}: {''.join(lacking)}")
if missing:
    print("the web fonts lack letters the app's texts use; run scripts/make-web-fonts.sh:", file=sys.stderr)
    print("\n".join(missing), file=sys.stderr)
    sys.exit(1)
print("the web fonts hold every Thai, Khmer and Burmese letter the app's texts use")
