# The interface's texts of Learn's module (Learn and the rules help) in English: the pack every other language's keys and variables are checked
# against (src/text/completeness.rs). Fluent syntax (projectfluent.org), the subset src/text/fluent.rs reads.

## common

common-lessons = Lessons

## src/help/counting.rs

help-counting-the-stronger-side-has = The stronger side has
help-counting-count-to = Count to
help-counting-the-worked-example-s-position = The worked example's position
help-counting-when-the-count-runs-out = When the count runs out

## src/help/mod.rs

help-pieces = Pieces
help-counting = Counting
help-draws = Draws
help-this-game = {" "}(this game)
help-how-to-play-makruk = How to play Makruk
help-topics = Topics
help-variants = Variants

## src/help/pieces.rs

help-pieces-the-start-position = The start position

## src/help/sittuyin.rs

help-sittuyin-the-pieces = The pieces
help-sittuyin-setting-up = Setting up
help-sittuyin-where-white-may-place-its = Where White may place its pieces: dots, and the ringed back rank for the chariots
help-sittuyin-the-pieces-set-up-ready = The pieces set up, ready to play
help-sittuyin-promotion = Promotion
help-sittuyin-the-pawn-on-d5-may = The pawn on d5 may become a general where it stands or on an arrow's square
help-sittuyin-the-end-of-the-game = The end of the game
help-sittuyin-where-these-rules-come-from = Where these rules come from

## src/help/variants.rs

help-variants-the-khun-s-leap-and = The khun's leap and the met's double step
help-variants-a-bia-promoting-on-b8 = A bia promoting on b8

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

## src/learn/puzzles/view.rs

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

## src/help/pieces.rs

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

## src/help/counting.rs

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

## src/help/draws.rs

help-draws-stalemate =
    Checkmate wins. A stalemate, having no legal move while not in check, is a draw.
help-draws-no-repetition-rule =
    Makruk has no repetition rule and no 50-move rule: the counting rules take their place, so
    repeating a position ends nothing.
help-draws-repetition-option =
    A rule option in New game makes the third repetition of a position a draw, as
    Fairy-Stockfish and pychess play. It is off by default, and on for ASEAN.
help-draws-agreed = Two players may agree a draw at any time.

## src/help/sutras.rs

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

## src/help/variants.rs

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
    The rules agreed for ASEAN play: Makruk's pieces written with chess letters ({ $met } met, { $khon } khon). A
    bia promotes on the last rank to a ruea, ma, khon or met, as its player chooses.
help-variants-asean-rules =
    A 50-move rule applies, and the third repetition is a draw. Counting only against a bare khun
    with no bia left: mate within { $ruea } moves with a ruea, { $khon } with a khon, { $ma }
    with a ma, counted from the move the khun is left bare.

## src/help/sittuyin.rs

help-sittuyin-intro =
    Sittuyin ({ $burmese }), Burmese chess, is Makruk's sibling from Myanmar: the same moves under
    other names, a set-up phase before play, and a promotion that is a move of its own.
help-sittuyin-pieces-intro =
    Each piece by its Burmese name, what the name means and how it moves. The board writes the
    general { $general } and the elephant { $elephant }.
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
help-sutras-takhaeng-ruea-name = Takhaeng Ruea

## src/components/help/walker.rs: Walker's rules (seed 001)

help-walker = Walker's rules
help-walker-intro =
    Damian Walker's Mak-ruk (2011) gives the khun and the met a first move of their own and counts
    only against a bare khun, by a table of his own. Choose Walker's rules in New game to play by them.
help-walker-first-moves-label = The first moves of Walker's rules
help-walker-first-moves =
    On its first move of the game the khun may move like a ma, to any empty square a ma's move away,
    but not out of check; on its first move the met may move two squares straight forward, to an
    empty square. Neither ever captures, and each right ends once that piece has moved.
help-walker-counting =
    Only a bare khun is counted: once one side has nothing but its khun, the other side must mate
    within the moves of his table, counted from 0. A composition the table does not list has no
    limit, and there is no board's honour. The moves the stronger side has, by his table and by the
    pieces' honour of the other rules texts (their number less the pieces on the board):
help-walker-table-walker = Walker
help-walker-table-common = Pieces' honour
help-walker-draw = draw
help-walker-no-count = no count
help-walker-table-note =
    The marked rows differ. His table is printed as he wrote it: one ma has 63 moves, where the
    pieces' honour gives 61, and a met with two bia 83, where the other texts count nothing while a
    bia is left. One met, or one ma, cannot mate: the game is drawn at once.
help-walker-row-two-rueas = two rueas
help-walker-row-one-ruea = one ruea
help-walker-row-two-khons = two khons
help-walker-row-one-khon = one khon
help-walker-row-two-mas = two mas
help-walker-row-one-ma = one ma
help-walker-row-one-met = one met
help-walker-row-met-and-two-bia = a met and two bia
help-walker-row-met-khon-ma-ruea = a met, a khon, a ma and a ruea
