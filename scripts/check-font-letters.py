#!/usr/bin/env python3
"""Fails when the app's texts (src/**/*.rs and the language packs assets/i18n/**/*.ftl) use a Thai,
Khmer or Burmese letter that the web font subsets of its script lack: assets/font-letters/<subset>.txt
holds the letters each subset was cut to (written by scripts/make-web-fonts.sh, which makes the subsets
again).

`check-font-letters.py --letters <script>` prints the letters the subsets of <script> (thai, khmer or
myanmar) must hold, which is what scripts/make-web-fonts.sh cuts them to: the script's letters that the
texts use, its digits and signs always, and the zero-width characters where the texts use them."""
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
# Zero width space, non-joiner and joiner: kept in the Khmer and Burmese subsets when a text uses them
# (the line breaks and spellings they mark are shaped by the font; Sarabun has none of them).
ZERO_WIDTH = "\u200b\u200c\u200d"
# Each script: its code point ranges, the characters its subsets always hold, and those they hold if used.
SCRIPTS = {
    # The Thai digits, Maiyamok, Paiyannoi and the baht sign, and Nikhahit and Sara Aa, into which
    # browsers split Sara Am (ำ) when shaping.
    "thai": ([(0x0E00, 0x0E7F)], "๐๑๒๓๔๕๖๗๘๙ๆฯ฿ํา", ""),
    # Khmer and the Khmer symbols (lunar dates); the Khmer digits, which the Khmer interface writes.
    "khmer": ([(0x1780, 0x17FF), (0x19E0, 0x19FF)], "០១២៣៤៥៦៧៨៩", ZERO_WIDTH),
    # Myanmar; the Burmese digits, which the Burmese interface writes.
    "myanmar": ([(0x1000, 0x109F)], "၀၁၂၃၄၅၆၇၈၉", ZERO_WIDTH),
}
# Each subset's letter list (assets/font-letters) and its script.
SUBSETS = [
    ("sarabun-thai-400.txt", "thai"),
    ("sarabun-thai-700.txt", "thai"),
    ("noto-sans-khmer-400.txt", "khmer"),
    ("noto-sans-khmer-700.txt", "khmer"),
    ("noto-sans-myanmar-400.txt", "myanmar"),
    ("noto-sans-myanmar-700.txt", "myanmar"),
]


def texts():
    """The characters of the app's texts: its sources and its language packs."""
    files = sorted((ROOT / "src").rglob("*.rs")) + sorted((ROOT / "assets" / "i18n").rglob("*.ftl"))
    return set("".join(p.read_text(encoding="utf-8") for p in files))


def needed(script, used):
    """The characters the subsets of `script` must hold, given the characters `used` by the texts."""
    ranges, always, if_used = SCRIPTS[script]
    letters = {c for c in used if any(first <= ord(c) <= last for first, last in ranges)}
    return letters | set(always) | (set(if_used) & used)


def main():
    used = texts()
    if sys.argv[1:2] == ["--letters"] and len(sys.argv) == 3 and sys.argv[2] in SCRIPTS:
        print("".join(sorted(needed(sys.argv[2], used))))
        return
    if sys.argv[1:]:
        sys.exit(f"usage: {sys.argv[0]} [--letters {'|'.join(SCRIPTS)}]")
    missing = []
    for name, script in SUBSETS:
        path = ROOT / "assets" / "font-letters" / name
        kept = set(path.read_text(encoding="utf-8")) if path.exists() else set()
        lacking = sorted(needed(script, used) - kept)
        if lacking:
            shown = "".join(c if c not in ZERO_WIDTH else f"<U+{ord(c):04X}>" for c in lacking)
            missing.append(f"{name}: {shown}")
    if missing:
        print("the web fonts lack letters the app's texts use; run scripts/make-web-fonts.sh:", file=sys.stderr)
        print("\n".join(missing), file=sys.stderr)
        sys.exit(1)
    print("the web fonts hold every Thai, Khmer and Burmese letter the app's texts use")


if __name__ == "__main__":
    main()
