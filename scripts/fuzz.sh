#!/usr/bin/env bash
# Runs every cargo-fuzz target for N seconds each (default 60) and prints the executions reached:
# the rules core's parsers and game records (crates/makruk-core/fuzz: fen san pgn play_moves
# pgn_record pgn_file record), the web app's decoders (fuzz/: share_link save_game embed_params live_invite live_message
# language_pack) and live play's signalling (crates/makruk-signal/fuzz: relay_frame signal_payload signal_formats). Needs
# nightly and cargo-fuzz:
#   rustup toolchain install nightly && cargo install cargo-fuzz
#
#   scripts/fuzz.sh [seconds] [target...]     (default: all sixteen targets)
#   RUNS=10000000 scripts/fuzz.sh 0 record     (a number of executions instead of seconds)
#   SANITIZER=none scripts/fuzz.sh ...         (cargo fuzz's -s: address, the default, or none)
#
# Corpora live in <crate>/fuzz/corpus/<target> (not committed); crashes are saved in
# <crate>/fuzz/artifacts/<target> and make this script exit non-zero.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
SECONDS_EACH="${1:-60}"
shift || true
TARGETS=("$@")
if [ ${#TARGETS[@]} -eq 0 ]; then
    TARGETS=(fen san pgn play_moves pgn_record pgn_file record share_link save_game embed_params live_invite live_message language_pack
        relay_frame signal_payload signal_formats)
fi

# The directory whose fuzz/ holds a target.
crate_of() {
    case "$1" in
        share_link | save_game | embed_params | live_invite | live_message | language_pack) echo "$ROOT" ;;
        relay_frame | signal_payload | signal_formats) echo "$ROOT/crates/makruk-signal" ;;
        *) echo "$ROOT/crates/makruk-core" ;;
    esac
}

# Seeds for empty corpora, so that the fuzzer starts from valid input. The first byte of a
# fen/san/play_moves input selects the variant (byte % 5: '2' makruk, '3' cambodian,
# '4' karouk, '5' makpong, '6' asean).
seed() {
    local dir="$(crate_of "$1")/fuzz/corpus/$1"
    shift
    mkdir -p "$dir"
    if [ -z "$(ls -A "$dir")" ]; then
        local i=0
        for text in "$@"; do
            printf '%s' "$text" >"$dir/seed-$i"
            i=$((i + 1))
        done
    fi
}
seed fen \
    "2rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1" \
    "3rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1" \
    "4rn1mksnr/3s4/pppppppp/8/4N3/PPPPPPPP/8/R1SKMSNR b DEde - 3+3 3 2" \
    "53mk3/r3s1R1/1psppnp1/p1pn4/1P2NP2/P1PPP1P1/4NS2/R1SKM3 w - - 0 1" \
    "6rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1" \
    "28/8/8/3k4/8/8/8/R3K2R b - 16 8 1" \
    "24k3/3s4/8/8/8/8/R7/4K3 w - 128 126 70" \
    "24k3/8/8/8/8/M~7/8/4K3 w - - 0 1" \
    "64k3/1P1b4/8/8/8/8/8/RB1QK3 w - - 0 1"
seed san "2Nd2" "2e4" "2Sc2" "2e3e4" "2Nb1-d2" "3Kb2" "3Me3" ":fxe5" "Jd6=M" "2ฉ๔" "2ม-ง๒" "*Mc3d4" "Ab8=Q" "Ab8=R+"
seed pgn \
    "[Event \"x\"]
[Variant \"Makruk\"]
[Result \"1-0\"]

{start} 1. e4 \$1 e5 (1... d5 2. d4) 2. Nd2 ; comment
2... Nd7 1-0" \
    "[Variant \"Ouk Chatrang\"]
1. Kb2 Mde6 *" \
    "[Variant \"Makruk\"]
[SetUp \"1\"]
[FEN \"4k3/8/8/P7/8/8/8/4K3 w - - 0 30\"]

30. a6=M Kd8 31. Mb7 *" \
    "1.e4 e5 2.Nd2 Nd7"
seed pgn_record \
    "[Variant \"Makruk\"]
[SetUp \"1\"]
[FEN \"4k3/3m4/8/8/8/8/8/R3K3 b - - 0 1\"]
[Termination \"normal\"]

{[%count start]} 1... Kf8 2. Ra2 {[%count stop]} 2... Ke8 {[%count start]} 0-1" \
    "[Counting \"automatic\"]
[FEN \"4k3/3s4/8/8/8/8/R7/4K3 w - 128 120 70\"]
[Termination \"time forfeit\"]
70. Ra1 Kd8 71. Ra2 1/2-1/2" \
    "1. e4 e5 2. Nd2 {[%count start]} 1-0"
seed pgn_file \
    "[Event \"a\"]
1. e4 e5 1-0
stray text

[Event \"b\"]
1. e4 Kxe1 *
1. d4 {open" \
    "Makruk 1
Clock started on 5/31/2008
1. e4 e5 6/1/2008
2. Nd2 Nd7 (see the notes
Help"
# record: variant byte, flags (bit 0 manual counting, bits 1-2 start: standard / listed / text,
# bits 3-4 result, bit 5 loser), then moves (a byte picks a legal move), 0xF0-0xF7 start and
# 0xF8-0xFD stop counting, 0xFE ply: an action at any ply, 0xFF from to extra: a raw move (extra % 3:
# no promotion, met, ruea; extra / 3 % 3: a piece move, a drop of role extra / 9, Sittuyin's promotion).
seed record \
    $'\x02\x03\x06\xf0\x01\x02\x03\xf8\x05\x06' \
    $'\x02\x1b\x03\x07\xf0\x01\x02\x03\xf8\x05\x06\xf0\x09' \
    $'\x03\x05\x05\x01\x02\x03\x04\xff\x0c\x14\x03' \
    $'\x02\x35\x194k3/3m4/8/8/8/8/8/R3K3 b\xf0\x01\xfe\x05'
seed save_game \
    "makruk-save 1
variant makruk
opponent human
side white
clock none
counting 1:start 3:stop 4:start
flipped 0
agreement none
fen 4k3/8/3s4/8/p7/8/R7/4K3 w - - 0 1
moves a2a4 e8f8 a4a5 f8e8 a5a6
names Somchai	ดวงใจ" \
    "makruk-save 1
variant cambodian
opponent engine 6
side black
clock 300000 3000 302000 306000 none
counting
flipped 1
agreement resigned white
fen rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1
moves e3e4 d6d5"
seed embed_params \
    "?embed=1&fen=rnsmksnr%2F8%2Fpppppppp%2F8%2F8%2FPPPPPPPP%2F8%2FRNSKMSNR+w+-+-+0+1&orientation=black" \
    "embed=1&moves=e3e4,e6e5,b1d2&mode=play&level=3&lang=th&size=320px" \
    "embed=1&pgn=1.+e4+e5+2.+Nd2&variant=cambodian&pieces=western&mode=analysis" \
    "embed=1&variant=asean&moves=e4+e5&level=9&size=5&mode=x&bogus=1"
# The bytes a fixture file holds in hex.
hex_bytes() { printf "$(tr -d '\n' <"$1" | sed 's/../\\x&/g')"; }
# live_invite: a mode byte (0 invite text, 1 reply text, 2 and 3 the bytes between the kind and
# the checksum of an invite, a reply) then the fixtures; live_message: the message fixtures' bytes.
seed_files() {
    local dir="$ROOT/fuzz/corpus/$1"
    mkdir -p "$dir"
    [ -z "$(ls -A "$dir")" ] || return 0
    local file name
    for file in "$ROOT"/tests/fixtures/live/v1/*; do
        name="$(basename "$file")"
        case "$1:$name" in
            live_invite:*.invite | live_invite:*.reply)
                local mode=0 text
                [ "${name##*.}" = reply ] && mode=1
                text="$(tr -d '\n' <"$file" | tr -- '-_' '+/')"
                while [ $((${#text} % 4)) -ne 0 ]; do text="$text="; done
                { printf "\\x0$mode"; cat "$file"; } >"$dir/$name-text"
                { printf "\\x0$((mode + 2))"; printf '%s' "$text" | base64 -d | tail -c +3 | head -c -4; } >"$dir/$name-bytes"
                ;;
            live_message:*.msg) hex_bytes "$file" >"$dir/$name" ;;
        esac
    done
}
seed_files live_invite
seed_files live_message
# relay_frame: the relay frame fixture and a few short messages; signal_payload: the payload fixtures' bytes;
# signal_formats: a mode byte (0 lobby entry, 1 acceptance, 2 chat, 3 link text) then each fixture.
seed_signal() {
    local dir="$ROOT/crates/makruk-signal/fuzz/corpus/$1"
    mkdir -p "$dir"
    [ -z "$(ls -A "$dir")" ] || return 0
    local fixtures="$ROOT/tests/fixtures/live/v2" file name
    case "$1" in
        relay_frame)
            cp "$fixtures/offer-event.frame" "$dir/offer-event"
            printf '["EOSE","makruk-game"]' >"$dir/eose"
            printf '["OK","%s",false,"invalid: too old"]' "$(printf '0%.0s' {1..64})" >"$dir/ok"
            printf '["NOTICE","hi"]' >"$dir/notice"
            ;;
        signal_payload)
            for file in "$fixtures"/*.payload; do
                hex_bytes "$file" >"$dir/$(basename "$file")"
            done
            ;;
        signal_formats)
            for file in "$fixtures"/*.entry "$fixtures"/*.bytes "$fixtures"/*.chat "$fixtures"/*.link; do
                name="$(basename "$file")"
                case "$name" in
                    *.entry) { printf '\x00'; hex_bytes "$file"; } >"$dir/$name" ;;
                    *.bytes) { printf '\x01'; hex_bytes "$file"; } >"$dir/$name" ;;
                    *.chat) { printf '\x02'; hex_bytes "$file"; } >"$dir/$name" ;;
                    *.link) { printf '\x03'; tr -d '\n' <"$file"; } >"$dir/$name" ;;
                esac
            done
            ;;
    esac
}
seed_signal relay_frame
seed_signal signal_payload
seed_signal signal_formats
status=0
for target in "${TARGETS[@]}"; do
    cd "$(crate_of "$target")"
    mkdir -p "fuzz/corpus/$target"
    log="$(mktemp)"
    if [ -n "${RUNS:-}" ]; then
        limit="-runs=$RUNS"
    else
        limit="-max_total_time=$SECONDS_EACH"
    fi
    started=$(date +%s)
    # Targets whose bytes pick moves rather than spell text gain nothing from tracing comparisons,
    # which took about half of their time.
    case "$target" in
        play_moves | record) compares=(--no-trace-compares) ;;
        *) compares=() ;;
    esac
    # A relay's frame with an event is longer than 512 bytes.
    case "$target" in
        relay_frame) max_len=4096 ;;
        *) max_len=512 ;;
    esac
    if cargo +nightly fuzz run -O -s "${SANITIZER:-address}" "${compares[@]}" "$target" "fuzz/corpus/$target" -- \
        "$limit" -max_len="$max_len" -print_final_stats=1 >"$log" 2>&1; then
        result=ok
    else
        result=FAILED
        status=1
    fi
    execs="$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo '?')"
    rate="$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo '?')"
    cov="$(grep -o 'cov: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*' || echo '?')"
    printf '%-12s %s: %s executions in %ss (%s/s), coverage %s, sanitizer %s\n' "$target" "$result" "$execs" "$(($(date +%s) - started))" "$rate" "$cov" "${SANITIZER:-address}"
    if [ "$result" = FAILED ]; then
        grep -E 'panicked|SUMMARY|Test unit written|ERROR' "$log" | head -20 || true
    fi
    rm -f "$log"
done
exit "$status"
