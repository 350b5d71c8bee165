# The interface's texts in English: the pack every other language's keys and variables are checked
# against (src/i18n/completeness.rs). Fluent syntax (projectfluent.org), the subset src/i18n/fluent.rs reads.

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
common-lessons = Lessons

## src/analysis/engine_view.rs

analysis-engine-view-engine = Engine
analysis-engine-view-lines = Lines
analysis-engine-view-the-engine-could-not-run = The engine could not run in this browser.
analysis-engine-view-the-game-is-over-in = The game is over in this position.
analysis-engine-view-building-this-ending-s-exact = Building this ending's exact table (a few seconds)…

## src/analysis/mod.rs

analysis-end-of-the-line = End of the line
analysis-analysis-board = Analysis board
analysis-back-to-the-game = ← Back to the game
analysis-make-main-line = Make main line
analysis-delete-from-here = Delete from here
analysis-play-from-here = Play from here
analysis-edit-position = Edit position

## src/analysis/moves_view.rs

analysis-moves-view-move-a-piece-to-start = Move a piece to start a line

## src/analysis/review_view.rs

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

## src/command.rs

command-type-a-move-e4-nd2 = Type a move (e4, Nd2, b1d2, ม-ง๒) or: board, count, last move, time, help.
command-nobody-is-counting = Nobody is counting
command-no-move-yet = No move yet
command-not-your-turn = Not your turn

## src/components/announcer.rs


## src/components/board.rs

board-board = Board

## src/components/board_feedback.rs


## src/components/comment_edit.rs

comment-edit-comment-before-the-first-move = Comment before the first move
comment-edit-add-a-comment = Add a comment

## src/components/engine_panel.rs

engine-panel-thinking = Thinking…
engine-panel-move-now = Move now

## src/components/explorer_panel.rs

explorer-panel-no-game-of-your-library = No game of your library reached this position.
explorer-panel-your-games = Your games

## src/components/export_menu.rs

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

## src/components/help/counting.rs

help-counting-the-stronger-side-has = The stronger side has
help-counting-count-to = Count to
help-counting-the-worked-example-s-position = The worked example's position
help-counting-when-the-count-runs-out = When the count runs out

## src/components/help/mod.rs

help-pieces = Pieces
help-counting = Counting
help-draws = Draws
help-this-game = {" "}(this game)
help-how-to-play-makruk = How to play Makruk
help-topics = Topics
help-variants = Variants

## src/components/help/pieces.rs

help-pieces-the-start-position = The start position

## src/components/help/sittuyin.rs

help-sittuyin-the-pieces = The pieces
help-sittuyin-setting-up = Setting up
help-sittuyin-where-white-may-place-its = Where White may place its pieces: dots, and the ringed back rank for the chariots
help-sittuyin-the-pieces-set-up-ready = The pieces set up, ready to play
help-sittuyin-promotion = Promotion
help-sittuyin-the-pawn-on-d5-may = The pawn on d5 may become a general where it stands or on an arrow's square
help-sittuyin-the-end-of-the-game = The end of the game
help-sittuyin-where-these-rules-come-from = Where these rules come from

## src/components/help/variants.rs

help-variants-the-khun-s-leap-and = The khun's leap and the met's double step
help-variants-a-bia-promoting-on-b8 = A bia promoting on b8

## src/components/hints_panel.rs

hints-panel-looking = Looking…
hints-panel-hints-the-computer-s-evaluation = Hints: the computer's evaluation, a hint, threats
hints-panel-show-the-move = Show the move
hints-panel-show-a-hint = Show a hint
hints-panel-show-threats = Show threats

## src/components/import_dialog.rs

import-dialog-import = Import
import-dialog-import-a-game = Import a game
import-dialog-paste-a-pgn-a-list = Paste a PGN, a list of moves or a FEN, or open a .pgn file.
import-dialog-game-text = Game text
import-dialog-or-open-a-file = Or open a file
import-dialog-open-the-moves-found = Open the moves found
import-dialog-open-game = Open game

## src/components/library_export.rs

library-export-export-all-as-pgn = Export all as PGN
library-export-export-these-as-pgn = Export these as PGN

## src/components/library_import.rs

library-import-add-a-pgn-file-of = Add a PGN file of many games to your library
library-import-import-progress = Import progress

## src/components/live_panel.rs

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
live-panel-your-friend-declined = Your friend declined.
live-panel-your-friend-asks-to-take = Your friend asks to take back their last move.
live-panel-decline = Decline
live-panel-accept = Accept
live-panel-takeback-asked-waiting-for-your = Takeback asked: waiting for your friend.
live-panel-decline-the-draw = Decline the draw
live-panel-your-friend-offers-a-rematch = Your friend offers a rematch, colours swapped.
live-panel-rematch-offered-waiting-for-your = Rematch offered: waiting for your friend.
live-panel-rematch = Rematch

## src/components/move_confirm.rs

move-confirm-confirm-each-move-before-it = Confirm each move before it is played
move-confirm-confirm = Confirm

## src/components/move_input.rs

move-input-move-or-command-e4-board = Move or command (e4, board, help)
move-input-not-a-legal-move-here = Not a legal move here

## src/components/move_list.rs

move-list-no-moves-yet = No moves yet
move-list-last-move = Last move
move-list-back-to-the-game = Back to the game

## src/components/new_game.rs

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
new-game-internet-public-stun-servers = Internet (public STUN servers)
new-game-same-network-only-no-server = Same network only (no server)
new-game-my-own-stun-turn-server = My own STUN/TURN server
new-game-server-stun-or-turn = Server (stun: or turn:)
new-game-user = User
new-game-credential = Credential
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

## src/components/preferences.rs

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
preferences-done = Done

## src/components/promotion.rs

promotion-promote-to = Promote to

## src/components/replay.rs

replay-replay = Replay
replay-replay-speed = Replay speed
replay-pause = Pause
replay-resume = Resume
replay-step = Step

## src/components/resign_button.rs

resign-button-resign = Resign
resign-button-resign-this-game = Resign this game?
resign-button-yes-resign = Yes, resign

## src/components/setup_shortcuts.rs

setup-shortcuts-standard-set-up = Standard set-up
setup-shortcuts-random-set-up = Random set-up
setup-shortcuts-burmese-chess-guide-u-shwe = Burmese Chess Guide (U Shwe Gyin Bha, c. 1924)
setup-shortcuts-compact-centre = Compact centre

## src/components/share_button.rs

share-button-share = Share
share-button-share-this-game = Share this game
share-button-anyone-with-the-link-sees = Anyone with the link sees this game and can play the next move, then share it back.
share-button-white-s-name = White's name
share-button-black-s-name = Black's name
share-button-copy-link = Copy link

## src/components/status.rs

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

## src/components/top_bar.rs

top-bar-learn = Learn
top-bar-rules = Rules

## src/editor/fen_field.rs

editor-fen-field-type-or-paste-a-fen = Type or paste a FEN to set up the board
editor-fen-field-this-fen-cannot-be-used = This FEN cannot be used.{" "}

## src/editor/hand.rs

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

## src/editor/mod.rs

editor-position-editor = Position editor
editor-clear-board = Clear board
editor-start-position = Start position
editor-set-up-a-position = Set up a position
editor-play-from-here = Play from here

## src/editor/options.rs

editor-options-side-to-move = Side to move
editor-options-move-number = Move number
editor-options-counting = Counting
editor-options-a-count-is-running = A count is running
editor-options-counting-side = Counting side
editor-options-moves-counted = Moves counted

## src/editor/palette.rs

editor-palette-move-pieces = Move pieces
editor-palette-eraser-take-pieces-off = Eraser: take pieces off
editor-palette-pieces-to-place = Pieces to place

## src/embed/mod.rs

embed-first-position = First position
embed-previous-move = Previous move
embed-next-move = Next move
embed-last-position = Last position

## src/games/view.rs

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

## src/import/page.rs


## src/learn/drills/view.rs

learn-drills-no-count-a-bia-is = No count: a bia is still on the board
learn-drills-board-s-honour-64-moves = Board's honour: 64 moves
learn-drills-the-weaker-side-counts-the = The weaker side counts: the side fleeing, which may start, stop and restart the count.
learn-drills-against-a-bare-khun-pieces = Against a bare khun, pieces' honour: the limit comes from the stronger side's pieces (2 ruea 8, 1 ruea 16, 2 khon 22, 2 ma 32, 1 khon 44, else 64), and the count starts at the number of pieces on the board.
learn-drills-no-bia-left-and-the = No bia left and the weaker side still has pieces: board's honour, 64 moves counted from 1; with a bia on the board no count may start.
learn-drills-right = Right.{" "}
learn-drills-not-quite = Not quite.{" "}
learn-drills-next-drill = Next drill
learn-drills-mate-before-the-count-ends = Mate before the count ends: play it against the computer

## src/learn/frame.rs

learn-frame-this-page-could-not-be = This page could not be loaded. Open it once while online to keep it offline.

## src/learn/lessons/view.rs

learn-lessons-not-there-that-would-check = Not there: that would check the black khun. Here we only practise moving.
learn-lessons-that-is-no-check-the = That is no check: the black khun is not attacked.
learn-lessons-check-but-the-khun-can = Check, but the khun can escape: that is not mate.
learn-lessons-stalemate-black-is-not-in = Stalemate! Black is not in check and has no move: a draw. Try another move.
learn-lessons-that-is-no-stalemate-black = That is no stalemate: Black is in check or still has a move.
learn-lessons-well-done-every-star-reached = Well done: every star reached.
learn-lessons-played-against-the-computer = Played against the computer.
learn-lessons-the-bia-turned-over-it = The bia turned over: it is a met now (a promoted bia) and moves like one.
learn-lessons-check-black-must-answer-it = Check! Black must answer it.
learn-lessons-checkmate-white-wins = Checkmate! White wins.
learn-lessons-stalemate-black-has-no-move = Stalemate: Black has no move and is not in check, so the game is drawn. When winning, avoid it.
learn-lessons-the-pieces-and-the-rules = The pieces and the rules
learn-lessons-basic-mates-against-a-lone = Basic mates against a lone khun
learn-lessons-play-it-against-the-computer = Play it against the computer
learn-lessons-previous = Previous
learn-lessons-start-again = Start again
learn-lessons-next = Next

## src/learn/mod.rs

learn-learn = Learn
learn-puzzles = Puzzles
learn-counting-drills = Counting drills

## src/learn/trainer.rs

learn-trainer-the-puzzles-could-not-be = The puzzles could not be loaded.
learn-trainer-loading-the-puzzles = Loading the puzzles…
learn-trainer-no-puzzle-of-this-theme = No puzzle of this theme.
learn-trainer-wrong-move-try-again = Wrong move: try again.
learn-trainer-solved = Solved!
learn-trainer-the-solution = The solution.
learn-trainer-find-the-best-move = Find the best move.
learn-trainer-your-rating = Your rating{" "}
learn-trainer-variant = Variant{" "}
learn-trainer-theme = Theme{" "}
learn-trainer-all-themes = All themes
learn-trainer-difficulty = Difficulty{" "}
learn-trainer-next-puzzle = Next puzzle
learn-trainer-show-the-solution = Show the solution

## src/live/dialog.rs

live-dialog-copy = Copy
live-dialog-share = Share…
live-dialog-qr-code-of-the-link = QR code of the link
live-dialog-too-long-for-a-qr = Too long for a QR code: send the text.
live-dialog-it-has-expired-ask-for = it has expired: ask for a new one
live-dialog-it-was-changed-or-cut = it was changed or cut: copy it whole
live-dialog-this-reply-answers-another-invite = This reply answers another invite (or was already used). Ask your friend to open your latest invite.
live-dialog-this-invite-was-already-used = This invite was already used on this device. Ask your friend for a new one.
live-dialog-your-friend = Your friend
live-dialog-no-clock = no clock
live-dialog-no-connection-yet-you-can = No connection yet. You can go on with this game by link instead: send it, your friend plays a move and sends it back. The game is kept here either way.
live-dialog-preparing-the-connection = Preparing the connection…
live-dialog-1-send-this-invite-to = 1. Send this invite to your friend (any chat app, or let them scan the code).
live-dialog-2-your-friend-sends-back = 2. Your friend sends back a reply: paste it here.
live-dialog-connect = Connect
live-dialog-not-now = Not now
live-dialog-accept = Accept
live-dialog-send-this-reply-back-to = Send this reply back to your friend. The game starts when they paste it.
live-dialog-connecting = Connecting…
live-dialog-no-path-between-the-two = No path between the two devices was found (a network that blocks it, or no server that helps). Go on with this game by link: send it, your friend plays a move and sends it back. Nothing is lost.
live-dialog-passing-the-reply-to-your = Passing the reply to your game's tab…
live-dialog-the-reply-reached-your-game = The reply reached your game's tab: go back to it. You can close this one.
live-dialog-no-game-of-this-browser = No game of this browser is waiting for this reply. Paste it where you made the invite:

## src/speech.rs

speech-empty = empty
speech-picked = picked
speech-legal-move = legal move
speech-can-capture = can capture
speech-can-promote-here = can promote here
speech-counting-stopped = counting stopped
speech-this-game-has-no-clock = This game has no clock
top-bar-language = Language

## Learn: the lessons (src/learn/lessons/lessons.txt), in the order taught: each lesson's title and its steps' instructions

lesson-khun-title = The khun
lesson-khun-step-1 = The khun steps one square in any direction. Walk it to both stars.
lesson-khun-step-2 = The two khun may never stand side by side: go around the black khun to the star.
lesson-met-title = The met
lesson-met-step-1 = The met steps one square diagonally. Visit both stars.
lesson-met-step-2 = A met stays on squares of one colour: zigzag to both stars.
lesson-khon-title = The khon
lesson-khon-step-1 = The khon steps one square diagonally or one square straight forward: five squares in all.
lesson-khon-step-2 = The khon never steps straight back or sideways: reach the star just behind it.
lesson-ma-title = The ma
lesson-ma-step-1 = The ma jumps two squares straight and one to the side, like an L. Visit the stars in turn.
lesson-ma-step-2 = The ma leaps over pieces in its way. Bring it out past the bia to the star.
lesson-ruea-title = The ruea
lesson-ruea-step-1 = The ruea moves any number of squares straight along a rank or a file. Visit the stars.
lesson-ruea-step-2 = The ruea cannot jump: go around the bia to the star.
lesson-bia-title = The bia
lesson-bia-step-1 = The bia steps one square straight forward, never back. March it to the star.
lesson-bia-step-2 = The bia captures one square diagonally forward. Take the black ma.
lesson-promotion-title = Promotion
lesson-promotion-step-1 = A bia reaching the sixth rank turns over and becomes a met (a promoted bia). Promote it.
lesson-promotion-step-2 = The way is blocked: capture onto the sixth rank to promote.
lesson-check-title = Check
lesson-check-step-1 = Attacking the khun is check. Give check with the ruea.
lesson-check-step-2 = Give check with the ma in one move.
lesson-checkmate-title = Checkmate
lesson-checkmate-step-1 = Check with no way out is checkmate, and wins. Mate in one move.
lesson-checkmate-step-2 = Two ruea: one guards the seventh rank, the other mates. Mate in one.
lesson-stalemate-title = Stalemate
lesson-stalemate-step-1 = If the side to move is not in check but has no move, it is stalemate: a draw. Find the move that stalemates, to know what to avoid.
lesson-stalemate-step-2 = Mate with the khon, without stalemating.
lesson-mate-ruea-title = Ruea and khun against khun
lesson-mate-ruea-step-1 = Drive the lone khun to the edge with the ruea, the khun helping, then mate.
lesson-mate-two-khon-title = Two khon against khun
lesson-mate-two-khon-step-1 = Walk the two khon up side by side with the khun behind them; mate in a corner.
lesson-mate-khon-met-title = Khon and met against khun
lesson-mate-khon-met-step-1 = Khon, met and khun work together to push the lone khun to the edge, then into a corner.
lesson-mate-ma-met-title = Ma and met against khun
lesson-mate-ma-met-step-1 = Ma and met force mate only near a corner of the met's colour, from where the lone khun cannot run: hem it in with ma, met and khun, then mate in the corner.

## Learn: the lessons' page, the counting drills, the puzzle trainer and the puzzle themes

learn-lessons-refused-other-piece = This step is about the { $piece }: move it.
learn-lessons-refused-cannot-move = The { $piece } cannot move there.
learn-lessons-refused-star-out-of-reach = Not that way: the { $piece } could no longer reach every star.
learn-lessons-count = Pieces' honour: against these pieces the lone khun counts to { $limit }, starting from { $from }, the pieces on the board. You have { $left } moves to mate, or it is a draw. You play White; the computer counts.
learn-lessons-step-label = Step { $n }
learn-lessons-step-of = Step { $step } of { $total }
learn-lessons-stars-list = {" "}Stars: { $squares }
learn-drills-answer-pieces-honour = Pieces' honour: { $limit } moves
learn-drills-answer-moves = { $n ->
        [one] { $n } move
       *[other] { $n } moves
    }
learn-drills-question-which-count = { $side } to move. Which count may { $side } start now?
learn-drills-question-who-counts = Which side counts here?
learn-drills-question-moves-left = { $side } starts counting now. How many moves does the other side have to mate?
learn-drills-score = Right: { $right } / { $total }
learn-trainer-counts = {" "}· solved { $solved } · failed { $failed }
learn-trainer-puzzle-info = { $side } to move · puzzle rated { $rating }
learn-trainer-difficulty-easier = Easier
learn-trainer-difficulty-your-level = Your level
learn-trainer-difficulty-harder = Harder
learn-theme-mate-in-1 = Mate in 1
learn-theme-mate-in-2 = Mate in 2
learn-theme-mate-in-3-plus = Mate in 3 or more
learn-theme-mate-before-count = Mate before the count ends
learn-theme-material = Winning material
learn-theme-promotion = Promotion
learn-theme-fork = Fork
learn-theme-counting-defence = Defending by counting
learn-theme-endgame = Endgame

## src/editor/mod.rs: sentences

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

## src/editor/options.rs, hand.rs, palette.rs: sentences

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

## src/components/help/pieces.rs

help-pieces-intro =
    White moves first. Checkmate the enemy khun to win; a stalemate is a draw. The bia stand on the
    third rank and the met beside the khun, on its right (White khun d1, met e1).
help-pieces-khun-moves = One step in any direction.
help-pieces-met-moves = One step diagonally.
help-pieces-khon-moves = One step diagonally, or one step straight forward.
help-pieces-ma-moves = Jumps like a chess knight, over any piece in the way.
help-pieces-ruea-moves = Any distance along a rank or file, like a rook.
help-pieces-bia-moves = One step forward; captures one step diagonally forward. Never two steps.
help-pieces-bia-ngai-moves = A bia reaching the sixth rank is turned over and moves like a met.
help-pieces-name-khun = khun · “lord”
help-pieces-name-met = met · “seed”
help-pieces-name-khon = khon · “nobleman”
help-pieces-name-ma = ma · “horse”
help-pieces-name-ruea = ruea · “boat”
help-pieces-name-bia = bia · “cowrie shell”
help-pieces-name-bia-ngai = bia-ngai · “overturned cowrie shell”

## src/components/help/counting.rs

help-counting-row-two-ruea = two ruea
help-counting-row-one-ruea = one ruea
help-counting-row-two-khon = two khon
help-counting-row-two-ma = two ma
help-counting-row-one-khon = one khon
help-counting-row-otherwise = otherwise (one ma, met or bia-ngai)
help-counting-example-two-ruea-and-ma =
    White has two ruea and a ma; Black has only its khun. The number for two ruea is { $limit }, and
    { $start } pieces are on the board, so White has
    { $limit } − { $start } = { $left } moves to mate.
help-counting-example-ruea-khon-bia-ngai =
    White has a ruea, two khon and two bia-ngai besides its khun; Black has only its khun. One ruea
    gives { $limit }. There are { $start } pieces on the board, so Black counts its next
    move { $next } and goes on up to { $limit }.
help-counting-intro =
    Counting begins only when no bia is left on the board (bia-ngai do not matter). The weaker side,
    fleeing, counts its own moves aloud; the stronger side must checkmate before the count reaches
    its number, or the game is drawn.
help-counting-boards-honour-text =
    When no bia is left and the weaker side still has pieces besides its khun, it may count from 1
    to { $board }. It may stop at any time and start again later, but a new count begins again from
    1: its own loss.
help-counting-mate-while-counting =
    If the counting side checkmates while its count runs, the game is a draw: stop counting before
    you play for a win.
help-counting-pieces-honour-text =
    When the weaker side is down to its bare khun (its last piece is captured, or the last bia is
    gone), the count starts again: from the number of pieces on the board, both khun included, up to
    a number set by the stronger side's pieces, the first row that applies:
help-counting-khun-captures =
    A capture by the fleeing khun does not restart the count. The counting side may restart it only
    by its own choice, from the number of pieces again: its own loss.
help-counting-run-out-text =
    The AncientChess booklet: once the counting side reaches the number without being mated, the
    stronger side has one final move to mate; if it cannot, the game is drawn. Fairy-Stockfish
    counts half-moves and draws when the count passes the number and the side to move is not mated;
    the app ends the game there.
help-counting-in-this-app =
    In this app the count runs by itself against the computer; two players start and stop it with
    the counting buttons.

## src/components/help/draws.rs

help-draws-stalemate =
    Checkmate wins. A stalemate, having no legal move while not in check, is a draw.
help-draws-no-repetition-rule =
    Makruk has no repetition rule and no 50-move rule: the counting rules take their place, so
    repeating a position ends nothing.
help-draws-repetition-option =
    A rule option in New game makes the third repetition of a position a draw, as
    Fairy-Stockfish and pychess play. It is off by default, and on for ASEAN.
help-draws-agreed = Two players may agree a draw at any time.

## src/components/help/sutras.rs

help-sutras-intro =
    Sutras are old house rules, not part of the formal game. Players agree on them before the game,
    for both sides alike; choose them in New game.
help-sutras-sut-khun =
    While the khun has never moved, it may leap like a ma to an empty square on the next rank (White
    d1→b2 or d1→f2; Black e8→c7 or e8→g7). Not while in check, never capturing; the right ends once
    the khun moves.
help-sutras-sut-met =
    Only as a side's first move: the bia in front of the met steps forward (e3→e4), and in the same
    turn the met moves into the square it left (e1→e3). Black: d6→d5 with d8→d6.
help-sutras-sut-ma =
    Only as a side's first move: a bia a ma's move away from a ma steps forward, and in the same
    turn the ma moves into the square it left (here c3→c4 with b1→c3; also a3, f3 or h3).
help-sutras-takhaeng-ruea =
    Boat tilting, a handicap chosen before the game: one or both of a side's ruea are laid on their
    side and play the whole game as mets.

## src/components/help/variants.rs

help-variants-makruk =
    Thai chess, the standard game: the rules under Pieces, Counting and Draws. Sutras may be agreed
    before a game.
help-variants-karouk = Ouk Chatrang's rules, but the first check wins the game.
help-variants-makpong =
    Makruk where a khun in check may not step away: the check is met by capturing the checking piece
    or blocking it, and the khun itself may move only to capture the checker.
help-variants-ouk-intro =
    Cambodia's game: Makruk with two extra first moves and counting numbers one lower.
help-variants-ouk-first-moves =
    The khun, on its first move and not in check, may leap like a ma to an empty square on the next
    rank (White d1→b2 or d1→f2; Black e8→c7 or e8→g7). The met, on its first move, may go two
    squares straight ahead (e1→e3, d8→d6), over a piece but never capturing.
help-variants-ouk-rights =
    The seed text grants these moves “if no pieces have been captured”: the game's first capture, by
    either side, ends them. Fairy-Stockfish and pychess read it another way: a right ends when its
    piece moves or is captured, and the khun's also when an enemy ruea moves onto its rank or file.
    New game offers both; the seed's reading is the default.
help-variants-ouk-counting =
    Counting: board's honour runs to { $board }, and may start while bia are still on the board once
    the weaker side has three pieces or fewer, khun included. Pieces' honour:
help-variants-asean-intro =
    The rules agreed for ASEAN play: Makruk's pieces written with chess letters (Q met, B khon). A
    bia promotes on the last rank to a ruea, ma, khon or met, as its player chooses.
help-variants-asean-rules =
    A 50-move rule applies, and the third repetition is a draw. Counting only against a bare khun
    with no bia left: mate within { $ruea } moves with a ruea, { $khon } with a khon, { $ma }
    with a ma, counted from the move the khun is left bare.

## src/components/help/sittuyin.rs

help-sittuyin-intro =
    Sittuyin ({ $burmese }), Burmese chess, is Makruk's sibling from Myanmar: the same moves under
    other names, a set-up phase before play, and a promotion that is a move of its own.
help-sittuyin-pieces-intro =
    Each piece by its Burmese name, what the name means and how it moves. The board writes the
    general F and the elephant S.
help-sittuyin-king-moves = One step in any direction, like the khun.
help-sittuyin-general-moves =
    One step diagonally, like the met. Each side has one, and a pawn may become one.
help-sittuyin-elephant-moves = One step diagonally or one step straight forward, like the khon.
help-sittuyin-horse-moves = Jumps like the ma (a chess knight), over any piece in the way.
help-sittuyin-chariot-moves = Any distance along a rank or file, like the ruea.
help-sittuyin-pawn-moves =
    One step forward, captures one step diagonally forward, like the bia; never two steps.
help-sittuyin-start =
    The game starts with only the pawns on the board: White's on a3–d3 and e4–h4, Black's on a5–d5
    and e6–h6, in two staggered rows. Every other piece is in hand.
help-sittuyin-placing =
    The players place their pieces one at a time, in turn, White first: each on any empty square of
    its own three ranks (the dots), the chariots only on the back rank (the rings). A side with
    pieces in hand must place one, so the set-up takes 16 moves and play starts at move 9, White to
    move. Placements are written like R@a1.
help-sittuyin-promotion-squares =
    A pawn does not promote by arriving somewhere. Promoting is a move of its own: a pawn on one of
    its side's promotion squares — for White a8 b7 c6 d5 e5 f6 g7 h8, for Black a1 b2 c3 d4 e4 f3 g2
    h1, the two long diagonals in the enemy half — becomes a general, either where it stands or on
    an empty square diagonally next to it. A side's only pawn may promote from any square.
help-sittuyin-promotion-limits =
    A pawn may promote only while its side has no general on the board, never by capturing, and not
    if the new general would attack an enemy piece or give check (also by uncovering a check). Here
    the pawn on d5 may stay or go to c4, e4 or e6, but not to c6, where the general would attack the
    chariot on b7. A pawn need not promote: it may walk on, and on the last rank it stays stuck.
help-sittuyin-end = Checkmate wins and stalemate is a draw. A bare king does not lose by itself.
help-sittuyin-counting =
    Counting: when the side to move has only its king and no pawns are left on the board, the
    stronger side must mate within { $chariot } moves with a chariot, else { $elephant }
    with an elephant, else { $horse } with a horse; with generals only there is no count. A capture
    or promotion that leaves the defender bare starts the count again. A draw may also be claimed by
    the 50-move rule, by the third repetition of a position, and when the side to move has only its
    king and one pawn and every legal move would promote it.
help-sittuyin-sources =
    The app plays Sittuyin as Fairy-Stockfish and pychess do, the rules most online play uses:
    alternate placement, White first, and the promotion rules above. Descriptions of play in Myanmar
    also have each side set up all its pieces at once behind a screen; the usual arrangements from
    that practice are offered as shortcuts for the set-up.

## src/speech.rs: messages with variables

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

## src/command.rs: the questions' words (separated by |) and messages with variables

command-words-board = board|position
command-words-count = count
command-words-last-move = last move|last
command-words-time = time|clock
command-words-help = help|?
command-not-a-legal-move = { $text }: not a legal move here. Type help for the commands.

## src/components/status.rs: messages with variables

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

## src/components/announcer.rs: messages with variables

announcer-new-game = New game. { $status }
announcer-move-taken-back-status = Move taken back. { $status }
announcer-then = { $first }. { $next }

## src/components/hand.rs

hand-piece-count = { $piece }, { $count } in hand
hand-side = { $side } in hand

## src/components/hints_panel.rs: messages with variables

hints-panel-place-piece = Place your { $piece }
hints-panel-move-piece = Move your { $piece } on { $square }
hints-panel-hint-move = Hint: { $san }
hints-panel-threat-move = The threat: { $san }

## src/components/explorer_panel.rs: messages with variables

explorer-panel-results = White won { $white }%, drawn { $draws }%, Black won { $black }%
explorer-panel-percent = { $share }%
explorer-panel-library-unreadable = The library could not be read: { $error }
explorer-panel-reading-games = Reading your games… { $read }

## src/components/setup_shortcuts.rs: messages with variables

setup-shortcuts-set-up-side = Set up { $side }'s pieces

## src/components/library_import.rs: messages with variables

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

## src/components/library_export.rs: messages with variables

library-export-games-exported =
    { $games ->
        [one] { $games } game exported.
       *[other] { $games } games exported.
    }

## src/games: messages with variables and the library's notices

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

## src/import/page.rs: messages with variables

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

## src/components/import_dialog.rs: messages with variables

import-dialog-could-not-import-because = Could not import: { $error }
import-dialog-read-as-page = Read as a game page copied from a site: { $found }

## src/analysis: messages with variables

analysis-engine-view-evaluation-of = Evaluation: { $score }
analysis-engine-view-speed-millions = { $speed } MN/s
analysis-engine-view-speed-thousands = { $speed } kN/s
analysis-review-view-best-was-move = best was { $san }

## common messages with variables

common-computer-level-number = Computer level { $level }
common-depth-number = depth { $depth }
common-you-play-side = you play { $side }

## src/app.rs: messages with variables

app-bad-link = This game link cannot be opened; your game is unchanged ({ $error })

## src/live/dialog.rs: messages with variables

live-dialog-invite-unusable = This invite cannot be used; your game is unchanged ({ $reason })
live-dialog-reply-unusable = This reply cannot be used ({ $reason })
live-dialog-connection-impossible = This browser could not set up the connection ({ $technology })
live-dialog-offer = { $host } invites you to play { $variant } · you play { $side } · { $details }.
live-dialog-offer-resuming = { $offer } It resumes your game after ply { $plies }.

## src/components (other panels): messages with variables

comment-edit-comment-on-ply-number = Comment on ply { $ply }
live-panel-connected-round-trip = Connected · { $ms } ms
live-panel-refused-unchanged = { $refusal }. The game is unchanged.
move-confirm-play-move = Play { $san }?
new-game-takhaeng-ruea-side = Takhaeng Ruea: { $side }
preferences-board-size-percent = Board size { $size }%
replay-seconds-per-move = { $seconds } s per move
board-feedback-refused = { $from }–{ $to }: not a legal move

## src/games/view.rs: the word after the number of games listed

games-count-noun =
    { $count ->
        [one] game
       *[other] games
    }
