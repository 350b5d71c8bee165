# The interface's texts of the app in English: the pack every other language's keys and variables are checked
# against (src/text/completeness.rs). Fluent syntax (projectfluent.org), the subset src/text/fluent.rs reads.

## Sides, pieces and variants

color-white = White
color-black = Black
piece-khun = khun
piece-khun-title = khun (lord)
piece-met = met
piece-met-title = met (seed)
piece-khon = khon
piece-khon-title = khon (nobleman)
piece-ma = ma
piece-ma-title = ma (horse)
piece-ruea = ruea
piece-ruea-title = ruea (boat)
piece-bia = bia
piece-bia-title = bia (cowrie shell)
piece-bia-ngai = bia-ngai
piece-bia-ngai-title = bia-ngai (overturned cowrie shell)
piece-sittuyin-king = king
piece-sittuyin-king-title = king (min-gyi)
piece-sittuyin-general = general
piece-sittuyin-general-title = general (sit-ke)
piece-sittuyin-elephant = elephant
piece-sittuyin-elephant-title = elephant (sin)
piece-sittuyin-horse = horse
piece-sittuyin-horse-title = horse (myin)
piece-sittuyin-chariot = chariot
piece-sittuyin-chariot-title = chariot (yahhta)
piece-sittuyin-pawn = pawn
piece-sittuyin-pawn-title = pawn (ne)
variant-makruk = Makruk
variant-ouk-chatrang = Ouk Chatrang
variant-kar-ouk = Kar Ouk
variant-makpong = Makpong
variant-asean = ASEAN
variant-sittuyin = Sittuyin

## common

common-depth = depth
common-start = Start
common-previous-move = Previous move
common-next-move = Next move
common-flip-board = Flip board
common-two-players = Two players
common-moves = Moves
common-review-the-game = Review the game
common-computer = Computer
common-new-game = New game
common-play-a-friend-live = Play a friend live
common-games = Games
common-analyse = Analyse
common-close = Close
common-board-s-honour = Board's honour
common-pieces-honour = Pieces' honour
common-sutras = Sutras
common-cancel = Cancel
common-variant = Variant
common-opponent = Opponent
common-first-move-rights = First-move rights
common-display = Display
common-piece-set = Piece set
common-link = Link
common-copied = Copied
common-draw = Draw
common-makruk = Makruk
common-back-to-the-game = Back to the game

## src/analysis/view/engine.rs

analysis-engine-view-engine = Engine
analysis-engine-view-lines = Lines
analysis-engine-view-the-engine-could-not-run = The engine could not run in this browser.
analysis-engine-view-the-game-is-over-in = The game is over in this position.
analysis-engine-view-building-this-ending-s-exact = Building this ending's exact table (a few seconds)…

## src/analysis/view/page.rs

analysis-end-of-the-line = End of the line
analysis-analysis-board = Analysis board
analysis-back-to-the-game = ← Back to the game
analysis-make-main-line = Make main line
analysis-delete-from-here = Delete from here
analysis-play-from-here = Play from here
analysis-edit-position = Edit position

## src/analysis/view/moves.rs

analysis-moves-view-move-a-piece-to-start = Move a piece to start a line

## src/analysis/view/review.rs

analysis-review-view-game-review = Game review
analysis-review-view-stop = Stop
analysis-review-view-review-again = Review again
analysis-review-view-no-move-lost-much-well = No move lost much. Well played!
analysis-review-view-stopped-before-the-end = Stopped before the end.
analysis-review-view-the-engine-checks-every-move = The engine checks every move of the main line and marks the ones that lost the most.

## src/app.rs

app-repetition = repetition
app-live-with-a-friend = Live with a friend
app-you = You
app-friend = Friend
app-the-saved-game-could-not = The saved game could not be read, so a new game has started.
app-the-computer-player-could-not = The computer player could not start in this browser; you can still play two players.
app-see-the-board = See the board
app-take-back = Take back
app-set-up-position = Set up position

## src/game/command.rs

command-type-a-move-e4-nd2 = Type a move (e4, Nd2, b1d2, ม-ง๒) or: board, count, last move, time, help.
command-nobody-is-counting = Nobody is counting
command-no-move-yet = No move yet
command-not-your-turn = Not your turn

## src/ui/board.rs

board-board = Board

## src/ui/comment_edit.rs

comment-edit-comment-before-the-first-move = Comment before the first move
comment-edit-add-a-comment = Add a comment

## src/ui/engine_panel.rs

engine-panel-thinking = Thinking…
engine-panel-move-now = Move now

## src/analysis/explorer/view.rs

explorer-panel-no-game-of-your-library = No game of your library reached this position.
explorer-panel-your-games = Your games

## src/library/view/export_dialog.rs

export-menu-the-browser-refused-the-copy = The browser refused the copy; select the text and copy it by hand.
export-menu-picture-saved = Picture saved.
export-menu-export = Export
export-menu-piece-letters = Piece letters
export-menu-makruk-m-met-s-khon = Makruk: M met, S khon
export-menu-chess-q-met-b-khon = Chess: Q met, B khon
export-menu-pgn-file-saved = PGN file saved.
export-menu-download-pgn = Download PGN
export-menu-pgn-copied = PGN copied.
export-menu-copy-pgn = Copy PGN
export-menu-fen-of-the-position-shown = FEN of the position shown
export-menu-fen-copied = FEN copied.
export-menu-copy-fen = Copy FEN
export-menu-picture-svg = Picture (SVG)
export-menu-picture-png = Picture (PNG)

## src/game/view/hints.rs

hints-panel-looking = Looking…
hints-panel-hints-the-computer-s-evaluation = Hints: the computer's evaluation, a hint, threats
hints-panel-show-the-move = Show the move
hints-panel-show-a-hint = Show a hint
hints-panel-show-threats = Show threats

## src/library/view/import_dialog.rs

import-dialog-import = Import
import-dialog-import-a-game = Import a game
import-dialog-paste-a-pgn-a-list = Paste a PGN, a list of moves or a FEN, or open a .pgn file.
import-dialog-game-text = Game text
import-dialog-or-open-a-file = Or open a file
import-dialog-open-the-moves-found = Open the moves found
import-dialog-open-game = Open game

## src/library/view/files_export.rs

library-export-export-all-as-pgn = Export all as PGN
library-export-export-these-as-pgn = Export these as PGN

## src/library/view/files_import.rs

library-import-add-a-pgn-file-of = Add a PGN file of many games to your library
library-import-import-progress = Import progress

## src/game/view/live_panel.rs

live-panel-your-friend-s-device-sent = Your friend's device sent something that is not a message of this game
live-panel-your-friend-s-device-sent-2 = Your friend's device sent a move the rules do not allow
live-panel-your-friend-s-device-played = Your friend's device played out of turn
live-panel-your-friend-s-device-sent-3 = Your friend's device sent a message for another position
live-panel-your-friend-s-device-counted = Your friend's device counted when the rules do not allow it
live-panel-your-friend-s-device-claimed = Your friend's device claimed something the game does not give
live-panel-your-friend-s-device-is = Your friend's device is playing another game
live-panel-the-two-devices-have-different = The two devices have different moves for this game; nothing was merged
live-panel-waiting-for-your-friend-to = Waiting for your friend to connect
live-panel-connected = Connected
live-panel-connection-lost-the-clocks-are = Connection lost: the clocks are stopped. Invite your friend back to go on.
live-panel-invite-back = Invite back
live-panel-connection-lost-rejoining = Connection lost: reconnecting by itself, the clocks are stopped. If it takes long, invite your friend back.
live-panel-your-friend-declined = Your friend declined.
live-panel-your-friend-asks-to-take = Your friend asks to take back their last move.
live-panel-decline = Decline
live-panel-accept = Accept
live-panel-takeback-asked-waiting-for-your = Takeback asked: waiting for your friend.
live-panel-decline-the-draw = Decline the draw
live-panel-your-friend-offers-a-rematch = Your friend offers a rematch, colours swapped.
live-panel-rematch-offered-waiting-for-your = Rematch offered: waiting for your friend.
live-panel-rematch = Rematch

## src/ui/move_confirm.rs

move-confirm-confirm-each-move-before-it = Confirm each move before it is played
move-confirm-confirm = Confirm

## src/ui/move_input.rs

move-input-move-or-command-e4-board = Move or command (e4, board, help)
move-input-not-a-legal-move-here = Not a legal move here

## src/ui/move_list.rs

move-list-no-moves-yet = No moves yet
move-list-last-move = Last move
move-list-back-to-the-game = Back to the game

## src/game/view/new_game.rs

new-game-play-from-this-position = Play from this position
new-game-you-play = You play
new-game-random = Random
new-game-level = Level
new-game-clock = Clock
new-game-none = None
new-game-make-the-invite = Make the invite
new-game-play = Play
new-game-no-handicap = No handicap
new-game-a-file-ruea-as-a = a-file ruea as a met
new-game-h-file-ruea-as-a = h-file ruea as a met
new-game-both-rueas-as-mets = Both rueas as mets
new-game-sut-khun = Sut Khun
new-game-sut-met = Sut Met
new-game-sut-ma = Sut Ma
new-game-your-name = Your name
new-game-network = Network
new-game-rules = Rules
new-game-repetition-ends-the-game-a = Repetition ends the game (a draw)
new-game-as-the-rules-text-reads = As the rules text reads (until the first capture)
new-game-as-fairy-stockfish-and-pychess = As Fairy-Stockfish and pychess play
new-game-rights-until-the-first-capture = rights until the first capture
new-game-fairy-stockfish-rights = Fairy-Stockfish rights
new-game-repetition-draws = repetition draws
new-game-repetition-plays-on = repetition plays on
new-game-beginner = Beginner
new-game-novice = Novice
new-game-casual-player = Casual player
new-game-club-player = Club player
new-game-strong-club-player = Strong club player
new-game-expert = Expert
new-game-master = Master
new-game-full-strength = Full strength
new-game-looks-one-move-ahead-and = Looks one move ahead and often leaves pieces to be taken.
new-game-sees-what-is-attacked-now = Sees what is attacked now but misses two-move tactics.
new-game-sees-short-tactics-but-plays = Sees short tactics but plays loosely when nothing is attacked.
new-game-plays-soundly-but-misses-longer = Plays soundly but misses longer combinations.
new-game-rarely-blunders-and-knows-the = Rarely blunders and knows the counting endings.
new-game-strong-tactics-a-challenge-for = Strong tactics: a challenge for experienced players.
new-game-near-full-strength-in-a = Near full strength, in a few seconds a move.
new-game-the-whole-engine-five-seconds = The whole engine, five seconds a move.

## src/ui/preferences.rs

preferences-as-the-system-asks = As the system asks
preferences-normal = Normal
preferences-high = High
preferences-thai = Thai
preferences-western = Western
preferences-turned-wood = Turned wood
preferences-contrast = Contrast
preferences-no-animations = No animations
preferences-checkered-board = Checkered board
preferences-move-sounds = Move sounds
preferences-engine = Engine
preferences-engine-threads = Threads
preferences-engine-threads-all = Every core ({ $cores })
preferences-engine-threads-one-only = This page runs the engine on one core. Reload it: from its second load the app uses every core, unless the browser or the page holding it does not allow it.
preferences-done = Done
preferences-network = Network
preferences-network-live-play = Live play
preferences-network-internet = Internet (public relays and STUN servers)
preferences-network-local = Local network only (no server)
preferences-network-custom = My own relays and servers
preferences-network-internet-note = One link is enough: sealed signalling passes through public Nostr relays, and public STUN servers see the two devices' addresses. The game itself goes straight between the devices.
preferences-network-local-note = Nothing leaves your network: you carry the invite and the reply yourselves. Both devices must share a network.
preferences-network-custom-note = Your own relays carry the sealed signalling, your own STUN or TURN servers help find a path. With no relay, you carry the invite and the reply yourselves.
preferences-network-relays = Relays (ws:// or wss://, one a line)
preferences-network-ice = STUN or TURN servers (one a line: address, then user and credential if any)
preferences-network-bad-lines = Not used: line { $lines } is not a valid address. The setting keeps its last valid lists.

## src/ui/promotion.rs

promotion-promote-to = Promote to

## src/ui/replay.rs

replay-replay = Replay
replay-replay-speed = Replay speed
replay-pause = Pause
replay-resume = Resume
replay-step = Step

## src/ui/resign_button.rs

resign-button-resign = Resign
resign-button-resign-this-game = Resign this game?
resign-button-yes-resign = Yes, resign

## src/game/view/setup_shortcuts.rs

setup-shortcuts-standard-set-up = Standard set-up
setup-shortcuts-random-set-up = Random set-up
setup-shortcuts-burmese-chess-guide-u-shwe = Burmese Chess Guide (U Shwe Gyin Bha, c. 1924)
setup-shortcuts-compact-centre = Compact centre

## src/game/view/share_button.rs

share-button-share = Share
share-button-share-this-game = Share this game
share-button-anyone-with-the-link-sees = Anyone with the link sees this game and can play the next move, then share it back.
share-button-white-s-name = White's name
share-button-black-s-name = Black's name
share-button-copy-link = Copy link

## src/game/view/status.rs

status-checkmate = Checkmate
status-stalemate = Stalemate
status-counting-limit-reached = Counting limit reached
status-mate-while-still-counting = Mate while still counting
status-first-check-wins = First check wins
status-insufficient-material = Insufficient material
status-50-move-rule = 50-move rule
status-threefold-repetition = Threefold repetition
status-draw-agreed = Draw agreed
status-draw-no-mating-material = draw (no mating material)
status-board-s-honour = board's honour
status-pieces-honour-two-rueas = pieces' honour, two rueas
status-pieces-honour-one-ruea = pieces' honour, one ruea
status-pieces-honour-two-khons = pieces' honour, two khons
status-pieces-honour-two-mas = pieces' honour, two mas
status-pieces-honour-one-khon = pieces' honour, one khon
status-pieces-honour = pieces' honour
status-start-counting = Start counting
status-stop-counting = Stop counting
status-restart-counting = Restart counting
status-the-computer-declines-the-draw = The computer declines the draw
status-accept-draw = Accept draw
status-offer-draw = Offer draw

## src/ui/top_bar.rs

top-bar-learn = Learn
top-bar-rules = Rules

## src/editor/view/fen_field.rs

editor-fen-field-type-or-paste-a-fen = Type or paste a FEN to set up the board
editor-fen-field-this-fen-cannot-be-used = This FEN cannot be used.{" "}

## src/editor/view/hand.rs

editor-hand-one-fewer-in-hand = One fewer in hand
editor-hand-one-more-in-hand = One more in hand

## src/editor/messages.rs

editor-messages-piece-placement = piece placement
editor-messages-pieces-in-hand = pieces in hand
editor-messages-side-to-move = side to move
editor-messages-first-move-rights = first-move rights
editor-messages-counting-limit = counting limit
editor-messages-checks-remaining = checks remaining
editor-messages-half-move-clock-or-count = half-move clock (or count)
editor-messages-move-number = move number
editor-messages-the-fen-is-empty = The FEN is empty.
editor-messages-the-side-not-to-move = The side not to move is in check: it would be capturing the khun. Change the side to move or the pieces.
editor-messages-the-two-khuns-stand-next = The two khuns stand next to each other: that can never happen in a game.

## src/editor/view/page.rs

editor-position-editor = Position editor
editor-clear-board = Clear board
editor-start-position = Start position
editor-set-up-a-position = Set up a position
editor-play-from-here = Play from here

## src/editor/view/options.rs

editor-options-side-to-move = Side to move
editor-options-move-number = Move number
editor-options-counting = Counting
editor-options-a-count-is-running = A count is running
editor-options-counting-side = Counting side
editor-options-moves-counted = Moves counted

## src/editor/view/palette.rs

editor-palette-move-pieces = Move pieces
editor-palette-eraser-take-pieces-off = Eraser: take pieces off
editor-palette-pieces-to-place = Pieces to place

## src/embed/mod.rs

embed-first-position = First position
embed-previous-move = Previous move
embed-next-move = Next move
embed-last-position = Last position

## src/library/view/mod.rs

games-white = White
games-black = Black
games-vs-computer = vs computer
games-two-players = two players
games-from-a-link = from a link
games-imported = imported
games-live-with-a-friend = live with a friend
games-unfinished = Unfinished
games-white-won = White won
games-black-won = Black won
games-links = Links
games-imported-2 = Imported
games-live = Live
games-unfinished-2 = unfinished
games-delete = Delete
games-all-variants = All variants
games-result = Result
games-all-results = All results
games-all-opponents = All opponents
games-player-name = Player name
games-search-names = Search names
games-game-deleted = Game deleted.
games-undo = Undo
games-newer = Newer
games-older = Older

## src/ui/module_frame.rs

module-frame-this-page-could-not-be = This page could not be loaded. Open it once while online to keep it offline.

## src/text/speech.rs

speech-empty = empty
speech-picked = picked
speech-legal-move = legal move
speech-can-capture = can capture
speech-can-promote-here = can promote here
speech-counting-stopped = counting stopped
speech-this-game-has-no-clock = This game has no clock
top-bar-language = Language

## src/editor/view/page.rs: sentences

editor-over-checkmate = The side to move is checkmated: there is nothing to play.
editor-over-stalemate = The side to move has no move (stalemate): there is nothing to play.
editor-over-no-mating-material = Neither side can checkmate: the game is drawn here.
editor-over-count-ran-out = The count has run out: the game is drawn here.
editor-over-check-won = A check has been given: in Kar Ouk that wins.
editor-over-drawn = The game is already drawn here.
editor-verdict-legal = A legal position: { $side } to move.
editor-verdict-legal-in-check = A legal position: { $side } to move, in check.

## src/editor/messages.rs: sentences

editor-fen-malformed = The { $field } of the FEN cannot be read: found “{ $found }”, expected { $expected }.
editor-fen-rank-count = The FEN's board has { $ranks } ranks instead of 8.
editor-fen-rank-length = Rank { $rank } of the FEN has { $squares } squares instead of 8.
editor-fen-khun-count =
    { $count ->
        [0] { $side } has no khun: each side needs exactly one.
       *[other] { $side } has { $count } khuns: each side needs exactly one.
    }
editor-fen-too-many-bia = { $side } has more than 8 bia, counting those that promoted.
editor-fen-too-many-promoted = { $side } has too many { $pieces }: a set has { $limit }, and each extra one must be a bia that promoted, so with the bia on the board there would be more than 8 bia.
editor-fen-too-many = { $side } has too many { $pieces }: a set has only { $limit }, and a bia cannot promote to one.
editor-fen-bia-on-promotion-rank = The bia on { $square } stands where a bia must already have promoted: place a promoted piece instead.
editor-fen-setup-placement = Pieces are still in hand, yet the piece on { $square } stands where the set-up cannot have placed it: pawns stay on their start squares, the other pieces go on their side's own three ranks, chariots on the back rank only.
editor-fen-bad-right = The first-move right “{ $right }” names no unmoved khun or met.
editor-fen-not-in-variant = { $variant } has no { $field } in its FEN.
editor-fen-trailing-text = Unexpected text after the FEN: “{ $text }”.
editor-pieces-khun = khuns
editor-pieces-met = mets
editor-pieces-khon = khon
editor-pieces-ma = ma
editor-pieces-ruea = rueas
editor-pieces-bia = bia
editor-pieces-sittuyin-king = kings
editor-pieces-sittuyin-general = generals
editor-pieces-sittuyin-elephant = elephants
editor-pieces-sittuyin-horse = horses
editor-pieces-sittuyin-chariot = chariots
editor-pieces-sittuyin-pawn = pawns
editor-problem-bia-behind-start = The bia on { $square } stands behind its start rank: bia start on the third rank and only move forward.
editor-problem-cannot-count-makruk = { $side } cannot count here: a count runs only when no bia is left and the other side has more than its khun.
editor-problem-cannot-count-cambodian = { $side } cannot count here: a count runs only for a side with at most 3 pieces (a bare khun: with no bia left) against more than a khun.
editor-problem-cannot-count-asean = { $side } cannot count here: a count runs only for a bare khun, with no bia left, against a ruea, khon or ma.
editor-problem-cannot-count-none = { $side } cannot count here: this variant has no counting.
editor-problem-count-over = The count ({ $moves }) is past its limit of { $limit } moves: the game would already be drawn.
editor-problem-hands-out-of-turn = White holds { $white } pieces in hand and Black { $black }, but the sides place their pieces in turn, White first: with White to move both hold as many, with Black to move Black holds one more.

## src/editor/view/options.rs, hand.rs, palette.rs: sentences

editor-options-right-khun = { $side } khun on { $square } may still leap
editor-options-right-met = { $side } met on { $square } may still step two
editor-options-count-summary = { $kind }, limit { $limit } moves
editor-hand-count = { $side } { $piece } in hand: { $count }
editor-hand-title = { $side }'s pieces in hand
editor-palette-place =
    Place { $color ->
        [white] white
       *[other] black
    } { $piece }

## src/text/speech.rs: messages with variables

speech-white-piece = white { $piece }
speech-black-piece = black { $piece }
speech-square-content = { $square }, { $content }
speech-square-content-mark = { $square }, { $content }, { $mark }
speech-move = { $side } { $piece } { $from } to { $to }
speech-drop = { $side } { $piece } to { $to }
speech-sittuyin-promotion = { $side } { $pawn } { $from } becomes { $general } on { $to }
speech-move-captures = { $move_words }, captures { $piece }
speech-move-promotes = { $move_words }, promotes to { $piece }
speech-move-check = { $move_words }, check
speech-count-started = { $side } counts, { $number } of { $limit }
speech-count = count { $number } of { $limit }
speech-pieces-on = { $piece } { $squares }
speech-list = { $list }, { $item }
speech-side-pieces = { $side }: { $pieces }
speech-position = { $white }. { $black }. { $side } to move.
speech-minutes-count =
    { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }
speech-seconds-count =
    { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }
speech-minutes-and-seconds = { $minutes } { $seconds }
speech-clocks = White { $white }, Black { $black }

## src/game/command.rs: the questions' words (separated by |) and messages with variables

command-words-board = board|position
command-words-count = count
command-words-last-move = last move|last
command-words-time = time|clock
command-words-help = help|?
command-not-a-legal-move = { $text }: not a legal move here. Type help for the commands.

## src/game/view/status.rs: messages with variables

status-to-move = { $side } to move
status-to-move-in-check = { $side } to move — check!
status-wins = { $side } wins
status-over = { $reason } — { $result }
status-resigned = { $loser } resigned — { $result }
status-time-out = { $loser } ran out of time — { $result }
status-count-boards-honour = { $number } of { $limit }
status-count-pieces-honour = { $number } → { $limit }
status-counting = { $side } counts { $count } ({ $reason })
status-offers-draw = { $side } offers a draw

## src/game/view/announcer.rs: messages with variables

announcer-new-game = New game. { $status }
announcer-move-taken-back-status = Move taken back. { $status }
announcer-then = { $first }. { $next }

## src/ui/hand.rs

hand-piece-count = { $piece }, { $count } in hand
hand-side = { $side } in hand

## src/game/view/hints.rs: messages with variables

hints-panel-place-piece = Place your { $piece }
hints-panel-move-piece = Move your { $piece } on { $square }
hints-panel-hint-move = Hint: { $san }
hints-panel-threat-move = The threat: { $san }

## src/analysis/explorer/view.rs: messages with variables

explorer-panel-results = White won { $white }%, drawn { $draws }%, Black won { $black }%
explorer-panel-percent = { $share }%
explorer-panel-library-unreadable = The library could not be read: { $error }
explorer-panel-reading-games = Reading your games… { $read }

## src/game/view/setup_shortcuts.rs: messages with variables

setup-shortcuts-set-up-side = Set up { $side }'s pieces

## src/library/view/files_import.rs: messages with variables

library-import-summary =
    { $added ->
        [one] { $added } game added to your library; { $skipped } skipped.
       *[other] { $added } games added to your library; { $skipped } skipped.
    }
library-import-storage-stopped = Storage stopped the import: { $error }
library-import-skipped-game = Game { $number } (line { $line }): { $reason }
library-import-games-added-count =
    { $added ->
        [one] { $added } game added
       *[other] { $added } games added
    }

## src/library/view/files_export.rs: messages with variables

library-export-games-exported =
    { $games ->
        [one] { $games } game exported.
       *[other] { $games } games exported.
    }

## src/library/view: messages with variables and the library's notices

games-notice-in-memory = This browser does not let the app store games (private mode?): games are kept only until this page closes.
games-notice-full = The storage is full: the last change is not kept in the game library. The game goes on.
games-notice-failed = The game library could not store the last change. The game goes on.
games-notice-other-tab = A move was played in this game in another tab; the board shows it.
games-notice-forked = This game was changed in another tab first; this tab's game is kept as a separate game.
games-plies-count =
    { $plies ->
        [one] { $plies } ply
       *[other] { $plies } plies
    }
games-records-unreadable =
    { $count ->
        [one] { $count } record could not be read and is skipped
       *[other] { $count } records could not be read and are skipped
    }

## src/library/import/page.rs: messages with variables

import-page-moves-found =
    { $moves ->
        [one] { $moves } move found on lines { $lines }
       *[other] { $moves } moves found on lines { $lines }
    }
import-page-line-range = { $first }–{ $last }
import-page-and-list = { $list } and { $item }
import-page-and-ignored-lines = { $found }; ignored lines { $lines }
import-page-skipped-word = “{ $word }” (line { $line })
import-page-list = { $list }, { $item }
import-page-and-more = { $list } (+{ $more })
import-page-and-skipped = { $found }; skipped inside the moves: { $words }
import-page-sentence = { $text }.

## src/library/view/import_dialog.rs: messages with variables

import-dialog-could-not-import-because = Could not import: { $error }
import-dialog-read-as-page = Read as a game page copied from a site: { $found }

## src/analysis: messages with variables

analysis-engine-view-evaluation-of = Evaluation: { $score }
analysis-engine-view-speed-millions = { $speed } MN/s
analysis-engine-view-speed-thousands = { $speed } kN/s
analysis-engine-view-threads =
    { $threads ->
        [one] { $threads } thread
       *[other] { $threads } threads
    }
analysis-engine-view-one-thread-not-isolated = 1 thread (reload the page to use every core)
analysis-review-view-best-was-move = best was { $san }

## common messages with variables

common-computer-level-number = Computer level { $level }
common-depth-number = depth { $depth }
common-you-play-side = you play { $side }

## src/app.rs: messages with variables

app-bad-link = This game link cannot be opened; your game is unchanged ({ $error })

## src/ui (other panels): messages with variables

comment-edit-comment-on-ply-number = Comment on ply { $ply }
live-panel-connected-round-trip = Connected · { $ms } ms
live-panel-refused-unchanged = { $refusal }. The game is unchanged.
move-confirm-play-move = Play { $san }?
new-game-takhaeng-ruea-side = Takhaeng Ruea: { $side }
preferences-board-size-percent = Board size { $size }%
replay-seconds-per-move = { $seconds } s per move
board-feedback-refused = { $from }–{ $to }: not a legal move

## src/library/view/mod.rs: the word after the number of games listed

games-count-noun =
    { $count ->
        [one] game
       *[other] games
    }

## src/editor/messages.rs: a FEN field that cannot be read, its expectation unknown

editor-fen-unreadable = The { $field } of the FEN cannot be read: found “{ $found }”.

## src/core_errors.rs: what a FEN field expects (after "expected")

core-error-fen-expected-number = a number
core-error-fen-expected-number-below-2-32 = a number below 2^32
core-error-fen-expected-at-most = at most { $limit }
core-error-fen-expected-turn = w or b
core-error-fen-expected-hand-after-placement = the pieces in hand in brackets after the placement, such as [] or [KSFRNksfrn]
core-error-fen-expected-hand = pieces in hand such as [KSFRNksfrn], closed by ]
core-error-fen-expected-empty-squares = digits 1 to 8 for empty squares
core-error-fen-expected-promoted-mark = '~' only after a promoted piece
core-error-fen-expected-placement = piece letters KMSNRP (or Q, B), digits and '/'
core-error-fen-expected-rights = '-' or file letters such as DEde
core-error-fen-expected-counting-limit = '-' or a counting limit in plies
core-error-fen-expected-counting-limit-at-most = a limit of at most { $limit } plies
core-error-fen-expected-checks = checks remaining such as 1+1

## src/core_errors.rs: the rules core's errors (a move's text, PGN, a game's replay, rule options)

core-error-san-empty = empty move
core-error-san-syntax = cannot read move "{ $san }": { $problem }
core-error-san-unreadable = cannot read move "{ $san }"
core-error-san-unknown-promotion = unknown promotion piece
core-error-san-no-target-square = no target square
core-error-san-misplaced-file = misplaced file letter
core-error-san-misplaced-rank = misplaced rank digit
core-error-san-unexpected-character = unexpected character
core-error-san-illegal = no legal move "{ $san }" in this position
core-error-san-ambiguous = move "{ $san }" is ambiguous: it could be { $moves }
core-error-pgn-empty = no game in the PGN text
core-error-pgn-tag = line { $line }: bad tag pair: { $problem }
core-error-pgn-tag-unreadable = line { $line }: bad tag pair
core-error-pgn-tag-missing-name = missing tag name
core-error-pgn-tag-unquoted-value = the value must be in double quotes
core-error-pgn-tag-unterminated-value = unterminated tag value
core-error-pgn-tag-missing-bracket = missing ']'
core-error-pgn-tag-in-movetext = a movetext has no tags
core-error-pgn-unknown-variant = unknown variant "{ $variant }"
core-error-pgn-fen = bad FEN tag: { $error }
core-error-pgn-move-white = move { $number }. "{ $token }": { $error }
core-error-pgn-move-black = move { $number }... "{ $token }": { $error }
core-error-pgn-unclosed-comment = line { $line }: '{ "{" }' is never closed
core-error-pgn-unclosed-variation = line { $line }: '(' is never closed
core-error-pgn-unbalanced-parenthesis = line { $line }: ')' without '('
core-error-pgn-variation-without-move = line { $line }: a variation '(' before any move it could replace
core-error-pgn-counting-tag = Counting tag "{ $value }": expected manual, automatic or manual-boards-honour
core-error-pgn-count-command = comment command [%count { $value }]: expected start or stop
core-error-pgn-rule-option = rule option tag: { $error }
core-error-record-start = start position: { $error }
core-error-record-options = rule options: { $error }
core-error-record-move = ply { $ply }: { $uci } is not a legal move
core-error-record-count-start =
    { $ply ->
        [one] counting start after { $ply } move: { $error }
       *[other] counting start after { $ply } moves: { $error }
    }
core-error-record-count-stop =
    { $ply ->
        [one] counting stop after { $ply } move: { $error }
       *[other] counting stop after { $ply } moves: { $error }
    }
core-error-record-action-order =
    { $ply ->
        [one] counting action after { $ply } move comes after a later one
       *[other] counting action after { $ply } moves comes after a later one
    }
core-error-record-action-after-end =
    { $ply ->
        [one] counting action after { $ply } move, but the game has only { $moves }
       *[other] counting action after { $ply } moves, but the game has only { $moves }
    }
core-error-record-result = result "{ $result }": { $error }
core-error-counting-not-manual = counting is automatic in this game
core-error-counting-not-applicable = no count applies in this position
core-error-counting-already-counting = a count is already running
core-error-counting-not-counting = no count is running
core-error-counting-not-your-count = only the side that counts may start or stop the count, on its own turn
core-error-counting-game-over = the game is over
core-error-result-resignation = { $side } resigned
core-error-result-draw-agreed = draw agreed
core-error-result-time-forfeit = { $side } lost on time
core-error-result-over = the game is already over ({ $outcome })
core-error-result-recorded = the game already has a result ({ $result })
core-error-rule-option-not-in-variant = the { $option } option is not played in { $variant } (only in Makruk)
core-error-rule-option-sutras-value = Sutras: unknown value "{ $value }" (expected khun, met, ma or none)
core-error-rule-option-ouk-rights-value = OukRights: unknown value "{ $value }" (expected until first capture or Fairy-Stockfish)
core-error-rule-option-repetition-value = Repetition: unknown value "{ $value }" (expected ends game or no)
core-error-rule-option-unknown-value = { $option }: unknown value "{ $value }"

## src/library/import/mod.rs: why a text could not be imported

import-error-fen = FEN: { $error }
import-error-move = move { $number }: "{ $token }" is not a legal move here

## src/formats: why a game link, rule options or a saved game cannot be read

link-error-encoding = the link contains characters a game link never has
link-error-checksum = the link was changed or cut short (checksum mismatch)
link-error-version = the link was made by another version (format { $version })
link-error-truncated = the link is cut short
link-error-variant = the link names an unknown variant
link-error-opponent = the link names an unknown computer level
link-error-options = the link's rules are impossible: { $error }
link-error-start-position = the link's start position is invalid
link-error-name = a player's name in the link is unreadable
link-error-name-too-long = a name is too long for a link
link-error-too-many-moves = the game is too long for a link ({ $moves } moves, at most { $limit })
link-error-move = move { $ply } in the link is not legal
link-error-counting = the counting at move { $ply } is impossible
link-error-result = the link's result is impossible
link-error-trailing-data = the link has data after the game
options-error-unreadable = the rule options are unreadable
options-error-unknown = unknown rule option "{ $name }"
options-error-value = rule option "{ $name }" cannot be "{ $value }"
save-error-header = not a saved game of this version
save-error-missing = missing `{ $key }`
save-error-bad = bad `{ $key }`: "{ $value }"

## src/library/mod.rs: why the game library could not do something

library-error-unavailable = storage unavailable
library-error-full = storage full
library-error-conflict = changed elsewhere (now revision { $revision })
library-error-missing = no game { $id }
library-error-corrupt = game { $id } cannot be read
library-error-failed = the browser's storage failed
top-bar-language-name = Language: { $name }

## Walker's rules (seed 001): the rule set, his counting table
common-walker-rules = Walker's rules
common-walker-count = Walker's count
status-count-walker = { $number } of { $limit }
status-walker-table = Walker's table
status-walker-two-rueas = Walker's table, two rueas
status-walker-one-ruea = Walker's table, one ruea
status-walker-two-khons = Walker's table, two khons
status-walker-one-khon = Walker's table, one khon
status-walker-two-mas = Walker's table, two mas
status-walker-one-ma = Walker's table, one ma
status-walker-met-and-two-bia = Walker's table, a met and two bia
status-walker-met-khon-ma-ruea = Walker's table, a met, a khon, a ma and a ruea
new-game-walker-rules = Walker's rules (Damian Walker's Mak-ruk: the khun's and met's first moves, his counting table)
core-error-rule-option-not-in-rule-set = the { $option } option is not played under Walker's rules

## src/game/view/page.rs, src/live/lobby/view.rs: the lobby

common-play-online = Play online

# The players' chat in the live strip.
live-chat-title = Chat
live-chat-phrases = Ready phrases
live-chat-phrase-hello = Hello!
live-chat-phrase-good-luck = Good luck!
live-chat-phrase-good-game = Good game!
live-chat-phrase-thanks = Thank you!
live-chat-phrase-well-played = Well played!
live-chat-phrase-goodbye = Goodbye!
live-chat-input-label = Message to your friend
live-chat-send = Send
live-chat-too-long = A message holds at most { $most } characters; this one has { $count }. Nothing was sent.
live-chat-mute = Mute your friend
live-chat-muted = Your friend is muted: their messages are not shown.
live-chat-offline = Messages can be sent once connected.
live-chat-you = You
live-chat-friend = Your friend
export-menu-with-chat = Include the players' chat (as comments)
# The players' count of spectators, beside the live status.
live-spectators = Spectators: { $count }
