# The interface's texts of the app in Khmer (ភាសាខ្មែរ). Fluent syntax; keys and variables as in English's (en/).
# Terms: docs/glossary.md (Ouk Chatrang piece names: ស្ដេច នាង គោល សេះ ទូក ត្រី ត្រីបក).

## Sides, pieces and variants

color-white = ស
color-black = ខ្មៅ
piece-khun = ស្ដេច
piece-khun-title = ស្ដេច (ខុន)
piece-met = នាង
piece-met-title = នាង (ម៉េត)
piece-khon = គោល
piece-khon-title = គោល (ខោន)
piece-ma = សេះ
piece-ma-title = សេះ (ម៉ា)
piece-ruea = ទូក
piece-ruea-title = ទូក (រឿ)
piece-bia = ត្រី
piece-bia-title = ត្រី (បៀ)
piece-bia-ngai = ត្រីបក
piece-bia-ngai-title = ត្រីបក (បៀងាយ)
piece-sittuyin-king = រាជា
piece-sittuyin-king-title = រាជា (មីងជី)
piece-sittuyin-general = មេទ័ព
piece-sittuyin-general-title = មេទ័ព (ស៊ិតកេ)
piece-sittuyin-elephant = ដំរី
piece-sittuyin-elephant-title = ដំរី (ស៊ីន)
piece-sittuyin-horse = សេះ
piece-sittuyin-horse-title = សេះ (ម្យីន)
piece-sittuyin-chariot = រថ
piece-sittuyin-chariot-title = រថ (យ៉ាថា)
piece-sittuyin-pawn = ពលថ្មើរ
piece-sittuyin-pawn-title = ពលថ្មើរ (នេ)
variant-makruk = អុកថៃ
variant-ouk-chatrang = អុកចត្រង្គ
variant-kar-ouk = កាអុក
variant-makpong = ម៉ាកប៉ុង
variant-asean = អាស៊ាន
variant-sittuyin = អុកភូមា

## common

common-depth = ជម្រៅ
common-start = ចាប់ផ្ដើម
common-previous-move = ការដើរមុន
common-next-move = ការដើរបន្ទាប់
common-flip-board = បង្វិលក្ដារ
common-two-players = អ្នកលេងពីរនាក់
common-moves = ការដើរ
common-review-the-game = ពិនិត្យល្បែងឡើងវិញ
common-computer = កុំព្យូទ័រ
common-new-game = ល្បែងថ្មី
common-play-a-friend-live = លេងផ្ទាល់ជាមួយមិត្ត
common-games = ល្បែង
common-analyse = វិភាគ
common-close = បិទ
common-board-s-honour = រាប់ក្ដារ
common-pieces-honour = រាប់កូន
common-sutras = ក្បួន
common-cancel = បោះបង់
common-variant = ប្រភេទល្បែង
common-opponent = គូប្រកួត
common-first-move-rights = សិទ្ធិដើរដំបូង
common-display = ការបង្ហាញ
common-piece-set = ឈុតកូនអុក
common-link = តំណ
common-copied = បានចម្លង
common-draw = ស្មើ
common-makruk = អុកថៃ
common-back-to-the-game = ត្រឡប់ទៅល្បែងវិញ

## src/analysis/view/engine.rs

analysis-engine-view-engine = ម៉ាស៊ីនវិភាគ
analysis-engine-view-lines = ចំនួនខ្សែ
analysis-engine-view-the-engine-could-not-run = ម៉ាស៊ីនវិភាគមិនអាចដំណើរការក្នុងកម្មវិធីរុករកនេះបានទេ។
analysis-engine-view-the-game-is-over-in = ល្បែងបានចប់ហើយនៅទីតាំងនេះ។
analysis-engine-view-building-this-ending-s-exact = កំពុងបង្កើតតារាងច្បាស់លាស់សម្រាប់ចុងល្បែងនេះ (ប៉ុន្មានវិនាទី)…

## src/analysis/view/page.rs

analysis-end-of-the-line = ចុងខ្សែ
analysis-analysis-board = ក្ដារវិភាគ
analysis-back-to-the-game = ← ត្រឡប់ទៅល្បែងវិញ
analysis-make-main-line = ធ្វើជាខ្សែមេ
analysis-delete-from-here = លុបចាប់ពីទីនេះ
analysis-play-from-here = លេងបន្តពីទីនេះ
analysis-edit-position = កែទីតាំង

## src/analysis/view/moves.rs

analysis-moves-view-move-a-piece-to-start = ដើរកូនអុកមួយដើម្បីចាប់ផ្ដើមខ្សែថ្មី

## src/analysis/view/review.rs

analysis-review-view-game-review = ការពិនិត្យល្បែង
analysis-review-view-stop = ឈប់
analysis-review-view-review-again = ពិនិត្យម្ដងទៀត
analysis-review-view-no-move-lost-much-well = គ្មានការដើរណាខាតច្រើនទេ។ លេងបានល្អ!
analysis-review-view-stopped-before-the-end = បានឈប់មុនដល់ចុងបញ្ចប់។
analysis-review-view-the-engine-checks-every-move = ម៉ាស៊ីនវិភាគពិនិត្យគ្រប់ការដើរនៃខ្សែមេ ហើយសម្គាល់ការដើរដែលខាតច្រើនជាងគេ។

## src/app.rs

app-repetition = ដើរដដែលៗ
app-live-with-a-friend = លេងផ្ទាល់ជាមួយមិត្ត
app-you = អ្នក
app-friend = មិត្ត
app-the-saved-game-could-not = មិនអាចអានល្បែងដែលបានរក្សាទុកបានទេ ដូច្នេះល្បែងថ្មីបានចាប់ផ្ដើម។
app-the-computer-player-could-not = កុំព្យូទ័រមិនអាចចាប់ផ្ដើមក្នុងកម្មវិធីរុករកនេះបានទេ អ្នកនៅតែអាចលេងពីរនាក់បាន។
app-see-the-board = មើលក្ដារ
app-take-back = ដកវិញ
app-set-up-position = រៀបទីតាំង

## src/game/command.rs

command-type-a-move-e4-nd2 = វាយការដើរមួយ (e4, Nd2, b1d2) ឬពាក្យបញ្ជា៖ ក្ដារ, រាប់, ការដើរចុងក្រោយ, នាឡិកា, ជំនួយ។
command-nobody-is-counting = គ្មាននរណាកំពុងរាប់ទេ
command-no-move-yet = មិនទាន់មានការដើរនៅឡើយ
command-not-your-turn = មិនទាន់ដល់វេនអ្នកទេ

## src/ui/board.rs

board-board = ក្ដារអុក

## src/ui/comment_edit.rs

comment-edit-comment-before-the-first-move = មតិមុនការដើរដំបូង
comment-edit-add-a-comment = បន្ថែមមតិ

## src/ui/engine_panel.rs

engine-panel-thinking = កំពុងគិត…
engine-panel-move-now = ដើរឥឡូវ

## src/analysis/explorer/view.rs

explorer-panel-no-game-of-your-library = គ្មានល្បែងណាក្នុងបណ្ណាល័យរបស់អ្នកបានដល់ទីតាំងនេះទេ។
explorer-panel-your-games = ល្បែងរបស់អ្នក

## src/library/view/export_dialog.rs

export-menu-the-browser-refused-the-copy = កម្មវិធីរុករកមិនព្រមឲ្យចម្លងទេ សូមជ្រើសអត្ថបទ ហើយចម្លងដោយដៃ។
export-menu-picture-saved = បានរក្សាទុករូបភាព។
export-menu-export = នាំចេញ
export-menu-piece-letters = អក្សរកូនអុក
export-menu-makruk-m-met-s-khon = អុកថៃ៖ M នាង, S គោល
export-menu-chess-q-met-b-khon = អុកអន្តរជាតិ៖ Q នាង, B គោល
export-menu-pgn-file-saved = បានរក្សាទុកឯកសារ PGN។
export-menu-download-pgn = ទាញយក PGN
export-menu-pgn-copied = បានចម្លង PGN។
export-menu-copy-pgn = ចម្លង PGN
export-menu-fen-of-the-position-shown = FEN នៃទីតាំងដែលកំពុងបង្ហាញ
export-menu-fen-copied = បានចម្លង FEN។
export-menu-copy-fen = ចម្លង FEN
export-menu-picture-svg = រូបភាព (SVG)
export-menu-picture-png = រូបភាព (PNG)

## src/game/view/hints.rs

hints-panel-looking = កំពុងរក…
hints-panel-hints-the-computer-s-evaluation = តម្រុយ៖ ការវាយតម្លៃរបស់កុំព្យូទ័រ តម្រុយ និងការគំរាម
hints-panel-show-the-move = បង្ហាញការដើរ
hints-panel-show-a-hint = បង្ហាញតម្រុយ
hints-panel-show-threats = បង្ហាញការគំរាម

## src/library/view/import_dialog.rs

import-dialog-import = នាំចូល
import-dialog-import-a-game = នាំចូលល្បែង
import-dialog-paste-a-pgn-a-list = បិទភ្ជាប់ PGN បញ្ជីការដើរ ឬ FEN ឬបើកឯកសារ .pgn។
import-dialog-game-text = អត្ថបទល្បែង
import-dialog-or-open-a-file = ឬបើកឯកសារ
import-dialog-open-the-moves-found = បើកការដើរដែលបានរកឃើញ
import-dialog-open-game = បើកល្បែង

## src/library/view/files_export.rs

library-export-export-all-as-pgn = នាំចេញទាំងអស់ជា PGN
library-export-export-these-as-pgn = នាំចេញល្បែងទាំងនេះជា PGN

## src/library/view/files_import.rs

library-import-add-a-pgn-file-of = បន្ថែមឯកសារ PGN ដែលមានល្បែងច្រើនទៅក្នុងបណ្ណាល័យរបស់អ្នក
library-import-import-progress = វឌ្ឍនភាពនៃការនាំចូល

## src/game/view/live_panel.rs

live-panel-your-friend-s-device-sent = ឧបករណ៍របស់មិត្តអ្នកបានផ្ញើអ្វីមួយដែលមិនមែនជាសារនៃល្បែងនេះ
live-panel-your-friend-s-device-sent-2 = ឧបករណ៍របស់មិត្តអ្នកបានផ្ញើការដើរដែលច្បាប់មិនអនុញ្ញាត
live-panel-your-friend-s-device-played = ឧបករណ៍របស់មិត្តអ្នកបានដើរខុសវេន
live-panel-your-friend-s-device-sent-3 = ឧបករណ៍របស់មិត្តអ្នកបានផ្ញើសារសម្រាប់ទីតាំងផ្សេង
live-panel-your-friend-s-device-counted = ឧបករណ៍របស់មិត្តអ្នកបានរាប់ ខណៈដែលច្បាប់មិនអនុញ្ញាត
live-panel-your-friend-s-device-claimed = ឧបករណ៍របស់មិត្តអ្នកបានទាមទារលទ្ធផលដែលល្បែងមិនបានផ្ដល់
live-panel-your-friend-s-device-is = ឧបករណ៍របស់មិត្តអ្នកកំពុងលេងល្បែងផ្សេង
live-panel-the-two-devices-have-different = ឧបករណ៍ទាំងពីរមានការដើរខុសគ្នាសម្រាប់ល្បែងនេះ គ្មានអ្វីត្រូវបានបញ្ចូលគ្នាទេ
live-panel-waiting-for-your-friend-to = កំពុងរង់ចាំមិត្តអ្នកភ្ជាប់
live-panel-connected = បានភ្ជាប់
live-panel-connection-lost-the-clocks-are = ការតភ្ជាប់បានដាច់៖ នាឡិកាត្រូវបានផ្អាក។ សូមអញ្ជើញមិត្តអ្នកមកវិញដើម្បីលេងបន្ត។
live-panel-invite-back = អញ្ជើញមកវិញ
live-panel-connection-lost-rejoining = ការតភ្ជាប់បានដាច់៖ កំពុងតភ្ជាប់ឡើងវិញដោយខ្លួនឯង នាឡិកាត្រូវបានផ្អាក។ បើយូរពេក សូមអញ្ជើញមិត្តអ្នកមកវិញ។
live-panel-your-friend-declined = មិត្តអ្នកបានបដិសេធ។
live-panel-your-friend-asks-to-take = មិត្តអ្នកសុំដកការដើរចុងក្រោយរបស់គេវិញ។
live-panel-decline = បដិសេធ
live-panel-accept = យល់ព្រម
live-panel-takeback-asked-waiting-for-your = បានសុំដកវិញ៖ កំពុងរង់ចាំមិត្តអ្នក។
live-panel-decline-the-draw = បដិសេធការស្មើ
live-panel-your-friend-offers-a-rematch = មិត្តអ្នកស្នើលេងម្ដងទៀត ដោយប្ដូរខាង។
live-panel-rematch-offered-waiting-for-your = បានស្នើលេងម្ដងទៀត៖ កំពុងរង់ចាំមិត្តអ្នក។
live-panel-rematch = លេងម្ដងទៀត

## src/ui/move_confirm.rs

move-confirm-confirm-each-move-before-it = បញ្ជាក់រាល់ការដើរមុនពេលដើរ
move-confirm-confirm = បញ្ជាក់

## src/ui/move_input.rs

move-input-move-or-command-e4-board = ការដើរ ឬពាក្យបញ្ជា (e4, ក្ដារ, ជំនួយ)
move-input-not-a-legal-move-here = មិនអាចដើរបែបនេះនៅទីនេះបានទេ

## src/ui/move_list.rs

move-list-no-moves-yet = មិនទាន់មានការដើរនៅឡើយ
move-list-last-move = ការដើរចុងក្រោយ
move-list-back-to-the-game = ត្រឡប់ទៅល្បែងវិញ

## src/game/view/new_game.rs

new-game-play-from-this-position = លេងពីទីតាំងនេះ
new-game-you-play = អ្នកលេងខាង
new-game-random = ចៃដន្យ
new-game-level = កម្រិត
new-game-clock = នាឡិកា
new-game-none = គ្មាន
new-game-make-the-invite = បង្កើតការអញ្ជើញ
new-game-play = លេង
new-game-no-handicap = មិនឲ្យកូន
new-game-a-file-ruea-as-a = ទូកជួរ a ជានាង
new-game-h-file-ruea-as-a = ទូកជួរ h ជានាង
new-game-both-rueas-as-mets = ទូកទាំងពីរជានាង
new-game-sut-khun = ក្បួនស្ដេច
new-game-sut-met = ក្បួននាង
new-game-sut-ma = ក្បួនសេះ
new-game-your-name = ឈ្មោះរបស់អ្នក
new-game-network = បណ្ដាញ
new-game-rules = ច្បាប់
new-game-repetition-ends-the-game-a = ការដើរដដែលៗបញ្ចប់ល្បែង (ស្មើ)
new-game-as-the-rules-text-reads = តាមអត្ថបទច្បាប់ (រហូតដល់ការស៊ីលើកដំបូង)
new-game-as-fairy-stockfish-and-pychess = តាមរបៀបដែល Fairy-Stockfish និង pychess លេង
new-game-rights-until-the-first-capture = សិទ្ធិរហូតដល់ការស៊ីលើកដំបូង
new-game-fairy-stockfish-rights = សិទ្ធិតាម Fairy-Stockfish
new-game-repetition-draws = ដើរដដែលៗគឺស្មើ
new-game-repetition-plays-on = ដើរដដែលៗលេងបន្ត
new-game-beginner = អ្នកទើបរៀន
new-game-novice = អ្នកលេងថ្មី
new-game-casual-player = អ្នកលេងកម្សាន្ត
new-game-club-player = អ្នកលេងក្លឹប
new-game-strong-club-player = អ្នកលេងក្លឹបខ្លាំង
new-game-expert = អ្នកជំនាញ
new-game-master = កំពូលអ្នកលេង
new-game-full-strength = កម្លាំងពេញ
new-game-looks-one-move-ahead-and = មើលទៅមុខតែការដើរមួយ ហើយតែងទុកកូនឲ្យគេស៊ី។
new-game-sees-what-is-attacked-now = ឃើញកូនដែលកំពុងត្រូវគំរាម ប៉ុន្តែមើលរំលងល្បិចដែលត្រូវដើរពីរដង។
new-game-sees-short-tactics-but-plays = ឃើញល្បិចខ្លីៗ ប៉ុន្តែលេងធូររលុងពេលគ្មានអ្វីត្រូវគំរាម។
new-game-plays-soundly-but-misses-longer = លេងបានរឹងមាំ ប៉ុន្តែមើលរំលងល្បិចវែងៗ។
new-game-rarely-blunders-and-knows-the = កម្រដើរខុសធ្ងន់ ហើយចេះចុងល្បែងដែលត្រូវរាប់។
new-game-strong-tactics-a-challenge-for = ល្បិចខ្លាំង៖ ជាការប្រកួតប្រជែងសម្រាប់អ្នកលេងដែលមានបទពិសោធន៍។
new-game-near-full-strength-in-a = ជិតកម្លាំងពេញ ប៉ុន្មានវិនាទីក្នុងការដើរម្ដង។
new-game-the-whole-engine-five-seconds = ម៉ាស៊ីនវិភាគពេញកម្លាំង ប្រាំវិនាទីក្នុងការដើរម្ដង។

## src/ui/preferences.rs

preferences-as-the-system-asks = តាមប្រព័ន្ធ
preferences-normal = ធម្មតា
preferences-high = ខ្ពស់
preferences-thai = បែបថៃ
preferences-western = បែបអន្តរជាតិ
preferences-turned-wood = ឈើក្រឡឹង
preferences-contrast = កម្រិតភាពផ្ទុយ
preferences-no-animations = គ្មានចលនា
preferences-checkered-board = ក្ដារក្រឡាឆ្លាស់ពណ៌
preferences-move-sounds = សំឡេងពេលដើរ
preferences-engine = ម៉ាស៊ីនវិភាគ
preferences-engine-threads = ខ្សែស្រឡាយ
preferences-engine-threads-all = គ្រប់ស្នូល ({ $cores })
preferences-engine-threads-one-only = ទំព័រនេះដំណើរការម៉ាស៊ីនវិភាគលើស្នូលតែមួយ។ សូមផ្ទុកវាឡើងវិញ៖ ចាប់ពីការផ្ទុកលើកទីពីរ កម្មវិធីប្រើគ្រប់ស្នូល លើកលែងតែកម្មវិធីរុករក ឬទំព័រដែលបង្កប់វាមិនអនុញ្ញាត។
preferences-done = រួចរាល់
preferences-network = បណ្ដាញ
preferences-network-live-play = លេងផ្ទាល់
preferences-network-internet = អ៊ីនធឺណិត (ម៉ាស៊ីនមេបញ្ជូនបន្ត និងម៉ាស៊ីនមេ STUN សាធារណៈ)
preferences-network-local = តែបណ្ដាញក្នុងតំបន់ (គ្មានម៉ាស៊ីនមេ)
preferences-network-custom = ម៉ាស៊ីនមេបញ្ជូនបន្ត និងម៉ាស៊ីនមេផ្ទាល់ខ្លួន
preferences-network-internet-note = តំណមួយគឺគ្រប់គ្រាន់៖ សារភ្ជាប់ដែលបានបិទជិតឆ្លងកាត់ម៉ាស៊ីនមេបញ្ជូនបន្ត Nostr សាធារណៈ ហើយម៉ាស៊ីនមេ STUN សាធារណៈឃើញអាសយដ្ឋានឧបករណ៍ទាំងពីរ។ ល្បែងខ្លួនឯងទៅផ្ទាល់រវាងឧបករណ៍។
preferences-network-local-note = គ្មានអ្វីចេញពីបណ្ដាញរបស់អ្នកទេ៖ អ្នកផ្ញើការអញ្ជើញ និងចម្លើយដោយខ្លួនឯង។ ឧបករណ៍ទាំងពីរត្រូវនៅបណ្ដាញតែមួយ។
preferences-network-custom-note = ម៉ាស៊ីនមេបញ្ជូនបន្តផ្ទាល់ខ្លួនរបស់អ្នកដឹកសារភ្ជាប់ដែលបានបិទជិត ម៉ាស៊ីនមេ STUN ឬ TURN របស់អ្នកជួយរកផ្លូវ។ បើគ្មានម៉ាស៊ីនមេបញ្ជូនបន្ត អ្នកផ្ញើការអញ្ជើញ និងចម្លើយដោយខ្លួនឯង។
preferences-network-relays = ម៉ាស៊ីនមេបញ្ជូនបន្ត (ws:// ឬ wss:// មួយបន្ទាត់មួយ)
preferences-network-ice = ម៉ាស៊ីនមេ STUN ឬ TURN (មួយបន្ទាត់មួយ៖ អាសយដ្ឋាន បន្ទាប់មកអ្នកប្រើ និងពាក្យសម្ងាត់បើមាន)
preferences-network-bad-lines = មិនបានប្រើ៖ បន្ទាត់ { $lines } មិនមែនជាអាសយដ្ឋានត្រឹមត្រូវទេ។ ការកំណត់រក្សាបញ្ជីត្រឹមត្រូវចុងក្រោយ។

## src/ui/promotion.rs

promotion-promote-to = បកជា

## src/ui/replay.rs

replay-replay = ចាក់ឡើងវិញ
replay-replay-speed = ល្បឿនចាក់ឡើងវិញ
replay-pause = ផ្អាក
replay-resume = បន្ត
replay-step = ម្ដងមួយៗ

## src/ui/resign_button.rs

resign-button-resign = ចុះចាញ់
resign-button-resign-this-game = ចុះចាញ់ល្បែងនេះឬ?
resign-button-yes-resign = យល់ព្រម ចុះចាញ់

## src/game/view/setup_shortcuts.rs

setup-shortcuts-standard-set-up = ការរៀបស្តង់ដារ
setup-shortcuts-random-set-up = ការរៀបចៃដន្យ
setup-shortcuts-burmese-chess-guide-u-shwe = សៀវភៅណែនាំអុកភូមា (អ៊ូ ស្វេជីនបា ប្រហែលឆ្នាំ ១៩២៤)
setup-shortcuts-compact-centre = ប្រមូលផ្ដុំកណ្ដាល

## src/game/view/share_button.rs

share-button-share = ចែករំលែក
share-button-share-this-game = ចែករំលែកល្បែងនេះ
share-button-anyone-with-the-link-sees = អ្នកណាដែលមានតំណ អាចមើលល្បែងនេះ ហើយដើរការដើរបន្ទាប់ រួចចែករំលែកវាមកវិញ។
share-button-white-s-name = ឈ្មោះខាងស
share-button-black-s-name = ឈ្មោះខាងខ្មៅ
share-button-copy-link = ចម្លងតំណ

## src/game/view/status.rs

status-checkmate = អុកស្លាប់
status-stalemate = ជាប់គាំង
status-counting-limit-reached = រាប់គ្រប់ចំនួនហើយ
status-mate-while-still-counting = អុកស្លាប់ខណៈដែលនៅកំពុងរាប់
status-first-check-wins = អុកមុនឈ្នះ
status-insufficient-material = កូនមិនគ្រប់គ្រាន់ដើម្បីអុកស្លាប់
status-50-move-rule = ច្បាប់ដើរ ៥០ ដង
status-threefold-repetition = ដើរដដែលៗបីដង
status-draw-agreed = ព្រមព្រៀងស្មើ
status-draw-no-mating-material = ស្មើ (គ្មានកូនគ្រប់គ្រាន់ដើម្បីអុកស្លាប់)
status-board-s-honour = រាប់ក្ដារ
status-pieces-honour-two-rueas = រាប់កូន ទូកពីរ
status-pieces-honour-one-ruea = រាប់កូន ទូកមួយ
status-pieces-honour-two-khons = រាប់កូន គោលពីរ
status-pieces-honour-two-mas = រាប់កូន សេះពីរ
status-pieces-honour-one-khon = រាប់កូន គោលមួយ
status-pieces-honour = រាប់កូន
status-start-counting = ចាប់ផ្ដើមរាប់
status-stop-counting = ឈប់រាប់
status-restart-counting = ចាប់ផ្ដើមរាប់ឡើងវិញ
status-the-computer-declines-the-draw = កុំព្យូទ័របដិសេធការស្មើ
status-accept-draw = ទទួលយកការស្មើ
status-offer-draw = ស្នើសុំស្មើ

## src/ui/top_bar.rs

top-bar-learn = រៀន
top-bar-rules = ច្បាប់

## src/editor/view/fen_field.rs

editor-fen-field-type-or-paste-a-fen = វាយ ឬបិទភ្ជាប់ FEN ដើម្បីរៀបក្ដារ
editor-fen-field-this-fen-cannot-be-used = មិនអាចប្រើ FEN នេះបានទេ។{" "}

## src/editor/view/hand.rs

editor-hand-one-fewer-in-hand = ដកមួយចេញពីដៃ
editor-hand-one-more-in-hand = បន្ថែមមួយក្នុងដៃ

## src/editor/messages.rs

editor-messages-piece-placement = ការដាក់កូន
editor-messages-pieces-in-hand = កូននៅក្នុងដៃ
editor-messages-side-to-move = ខាងដែលត្រូវដើរ
editor-messages-first-move-rights = សិទ្ធិដើរដំបូង
editor-messages-counting-limit = ចំនួនកំណត់នៃការរាប់
editor-messages-checks-remaining = ចំនួនអុកដែលនៅសល់
editor-messages-half-move-clock-or-count = ចំនួនវេនតាំងពីការស៊ីចុងក្រោយ (ឬការរាប់)
editor-messages-move-number = លេខរៀងការដើរ
editor-messages-the-fen-is-empty = FEN ទទេ។
editor-messages-the-side-not-to-move = ខាងដែលមិនត្រូវដើរកំពុងត្រូវអុក៖ មានន័យថាខាងម្ខាងទៀតអាចស៊ីស្ដេចបាន។ សូមប្ដូរខាងដែលត្រូវដើរ ឬប្ដូរកូន។
editor-messages-the-two-khuns-stand-next = ស្ដេចទាំងពីរនៅជាប់គ្នា៖ រឿងនេះមិនអាចកើតឡើងក្នុងល្បែងបានទេ។

## src/editor/view/page.rs

editor-position-editor = កែទីតាំង
editor-clear-board = សម្អាតក្ដារ
editor-start-position = ទីតាំងចាប់ផ្ដើម
editor-set-up-a-position = រៀបទីតាំងមួយ
editor-play-from-here = លេងពីទីនេះ

## src/editor/view/options.rs

editor-options-side-to-move = ខាងដែលត្រូវដើរ
editor-options-move-number = លេខរៀងការដើរ
editor-options-counting = ការរាប់
editor-options-a-count-is-running = កំពុងរាប់
editor-options-counting-side = ខាងដែលរាប់
editor-options-moves-counted = ចំនួនការដើរដែលបានរាប់

## src/editor/view/palette.rs

editor-palette-move-pieces = ផ្លាស់ទីកូន
editor-palette-eraser-take-pieces-off = ជ័រលុប៖ ដកកូនចេញ
editor-palette-pieces-to-place = កូនសម្រាប់ដាក់

## src/embed/mod.rs

embed-first-position = ទីតាំងដំបូង
embed-previous-move = ការដើរមុន
embed-next-move = ការដើរបន្ទាប់
embed-last-position = ទីតាំងចុងក្រោយ

## src/library/view/mod.rs

games-white = ស
games-black = ខ្មៅ
games-vs-computer = ទល់នឹងកុំព្យូទ័រ
games-two-players = អ្នកលេងពីរនាក់
games-from-a-link = ពីតំណ
games-imported = បាននាំចូល
games-live-with-a-friend = លេងផ្ទាល់ជាមួយមិត្ត
games-unfinished = មិនទាន់ចប់
games-white-won = ខាងសឈ្នះ
games-black-won = ខាងខ្មៅឈ្នះ
games-links = តំណ
games-imported-2 = បាននាំចូល
games-live = លេងផ្ទាល់
games-unfinished-2 = មិនទាន់ចប់
games-delete = លុប
games-all-variants = គ្រប់ប្រភេទល្បែង
games-result = លទ្ធផល
games-all-results = គ្រប់លទ្ធផល
games-all-opponents = គ្រប់គូប្រកួត
games-player-name = ឈ្មោះអ្នកលេង
games-search-names = ស្វែងរកឈ្មោះ
games-game-deleted = បានលុបល្បែង។
games-undo = មិនធ្វើវិញ
games-newer = ថ្មីជាង
games-older = ចាស់ជាង

## src/ui/module_frame.rs

module-frame-this-page-could-not-be = មិនអាចផ្ទុកទំព័រនេះបានទេ។ សូមបើកវាម្ដងពេលមានអ៊ីនធឺណិត ដើម្បីអាចប្រើវាពេលគ្មានអ៊ីនធឺណិត។

## src/text/speech.rs

speech-empty = ទទេ
speech-picked = បានជ្រើស
speech-legal-move = អាចដើរបាន
speech-can-capture = អាចស៊ីបាន
speech-can-promote-here = អាចបកនៅទីនេះ
speech-counting-stopped = បានឈប់រាប់
speech-this-game-has-no-clock = ល្បែងនេះគ្មាននាឡិកា
top-bar-language = ភាសា

## src/editor/view/page.rs: sentences

editor-over-checkmate = ខាងដែលត្រូវដើរត្រូវអុកស្លាប់ហើយ៖ គ្មានអ្វីត្រូវលេងទៀតទេ។
editor-over-stalemate = ខាងដែលត្រូវដើរគ្មានការដើរ (ជាប់គាំង)៖ គ្មានអ្វីត្រូវលេងទៀតទេ។
editor-over-no-mating-material = គ្មានខាងណាអាចអុកស្លាប់បានទេ៖ ល្បែងស្មើត្រង់នេះ។
editor-over-count-ran-out = ការរាប់គ្រប់ចំនួនហើយ៖ ល្បែងស្មើត្រង់នេះ។
editor-over-check-won = មានការអុករួចហើយ៖ ក្នុងកាអុក ការអុកនោះឈ្នះ។
editor-over-drawn = ល្បែងនេះស្មើរួចហើយត្រង់នេះ។
editor-verdict-legal = ទីតាំងត្រឹមត្រូវ៖ ខាង{ $side } ត្រូវដើរ។
editor-verdict-legal-in-check = ទីតាំងត្រឹមត្រូវ៖ ខាង{ $side } ត្រូវដើរ ហើយកំពុងត្រូវអុក។

## src/editor/messages.rs: sentences

editor-fen-malformed = មិនអាចអានផ្នែក{ $field }នៃ FEN បានទេ៖ បានឃើញ “{ $found }” ប៉ុន្តែត្រូវការ { $expected }។
editor-fen-rank-count = ក្ដារក្នុង FEN មាន { $ranks } ជួរដេក ជំនួសឲ្យ ៨។
editor-fen-rank-length = ជួរដេកទី { $rank } នៃ FEN មាន { $squares } ក្រឡា ជំនួសឲ្យ ៨។
editor-fen-khun-count =
    { $count ->
        [0] ខាង{ $side } គ្មានស្ដេចទេ៖ ខាងនីមួយៗត្រូវមានស្ដេចមួយគត់។
       *[other] ខាង{ $side } មានស្ដេច { $count }៖ ខាងនីមួយៗត្រូវមានស្ដេចមួយគត់។
    }
editor-fen-too-many-bia = ខាង{ $side } មានត្រីលើសពី ៨ ដោយរាប់ទាំងត្រីដែលបានបក។
editor-fen-too-many-promoted = ខាង{ $side } មាន{ $pieces }ច្រើនពេក៖ មួយឈុតមាន { $limit } ហើយកូននីមួយៗដែលលើស ត្រូវតែជាត្រីដែលបានបក ដូច្នេះបើរាប់ទាំងត្រីលើក្ដារ នឹងមានត្រីលើសពី ៨។
editor-fen-too-many = ខាង{ $side } មាន{ $pieces }ច្រើនពេក៖ មួយឈុតមានតែ { $limit } ហើយត្រីមិនអាចបកទៅជាកូននេះបានទេ។
editor-fen-bia-on-promotion-rank = ត្រីនៅ { $square } ឈរនៅកន្លែងដែលត្រីត្រូវតែបានបករួចហើយ៖ សូមដាក់កូនដែលបានបកជំនួសវិញ។
editor-fen-setup-placement = កូននៅក្នុងដៃនៅឡើយ ប៉ុន្តែកូននៅ { $square } ឈរនៅកន្លែងដែលការរៀបកូនមិនអាចដាក់វាបាន៖ ពលថ្មើរនៅលើក្រឡាចាប់ផ្ដើមរបស់វា កូនផ្សេងទៀតនៅលើជួរដេកបីរបស់ខាងខ្លួន ហើយរថនៅតែលើជួរក្រោយប៉ុណ្ណោះ។
editor-fen-bad-right = សិទ្ធិដើរដំបូង “{ $right }” មិនសំដៅលើស្ដេច ឬនាងណាដែលមិនទាន់ដើរទេ។
editor-fen-not-in-variant = { $variant } គ្មានផ្នែក{ $field }ក្នុង FEN របស់វាទេ។
editor-fen-trailing-text = មានអត្ថបទមិនរំពឹងទុកនៅក្រោយ FEN៖ “{ $text }”។
editor-pieces-khun = ស្ដេច
editor-pieces-met = នាង
editor-pieces-khon = គោល
editor-pieces-ma = សេះ
editor-pieces-ruea = ទូក
editor-pieces-bia = ត្រី
editor-pieces-sittuyin-king = រាជា
editor-pieces-sittuyin-general = មេទ័ព
editor-pieces-sittuyin-elephant = ដំរី
editor-pieces-sittuyin-horse = សេះ
editor-pieces-sittuyin-chariot = រថ
editor-pieces-sittuyin-pawn = ពលថ្មើរ
editor-problem-bia-behind-start = ត្រីនៅ { $square } ឈរនៅពីក្រោយជួរចាប់ផ្ដើមរបស់វា៖ ត្រីចាប់ផ្ដើមនៅជួរដេកទី៣ ហើយដើរតែទៅមុខប៉ុណ្ណោះ។
editor-problem-cannot-count-makruk = ខាង{ $side } មិនអាចរាប់នៅទីនេះបានទេ៖ ការរាប់ដំណើរការតែពេលគ្មានត្រីនៅសល់ ហើយខាងម្ខាងទៀតមានកូនក្រៅពីស្ដេច។
editor-problem-cannot-count-cambodian = ខាង{ $side } មិនអាចរាប់នៅទីនេះបានទេ៖ ការរាប់ដំណើរការតែសម្រាប់ខាងដែលមានកូនយ៉ាងច្រើន ៣ (ស្ដេចតែឯង៖ ពេលគ្មានត្រីនៅសល់) ទល់នឹងខាងដែលមានកូនក្រៅពីស្ដេច។
editor-problem-cannot-count-asean = ខាង{ $side } មិនអាចរាប់នៅទីនេះបានទេ៖ ការរាប់ដំណើរការតែសម្រាប់ស្ដេចតែឯង ពេលគ្មានត្រីនៅសល់ ទល់នឹងទូក គោល ឬសេះ។
editor-problem-cannot-count-none = ខាង{ $side } មិនអាចរាប់នៅទីនេះបានទេ៖ ប្រភេទល្បែងនេះគ្មានការរាប់ទេ។
editor-problem-count-over = ការរាប់ ({ $moves }) លើសចំនួនកំណត់ { $limit } ដងរបស់វាហើយ៖ ល្បែងនឹងស្មើរួចទៅហើយ។
editor-problem-hands-out-of-turn = ខាងសមានកូន { $white } ក្នុងដៃ ហើយខាងខ្មៅមាន { $black } ប៉ុន្តែខាងទាំងពីរដាក់កូនឆ្លាស់វេនគ្នា ដោយខាងសមុន៖ បើដល់វេនខាងសដើរ ទាំងពីរខាងមានចំនួនស្មើគ្នា បើដល់វេនខាងខ្មៅដើរ ខាងខ្មៅមានលើសមួយ។

## src/editor/view/options.rs, hand.rs, palette.rs: sentences

editor-options-right-khun = ស្ដេចខាង{ $side } នៅ { $square } នៅតែអាចលោតបាន
editor-options-right-met = នាងខាង{ $side } នៅ { $square } នៅតែអាចដើរពីរក្រឡាបាន
editor-options-count-summary = { $kind } · កំណត់ { $limit } ដង
editor-hand-count = { $piece }ខាង{ $side } ក្នុងដៃ៖ { $count }
editor-hand-title = កូនក្នុងដៃរបស់ខាង{ $side }
editor-palette-place =
    ដាក់{ $piece }{ $color ->
        [white] ខាងស
       *[other] ខាងខ្មៅ
    }

## src/text/speech.rs: messages with variables

speech-white-piece = { $piece }ស
speech-black-piece = { $piece }ខ្មៅ
speech-square-content = { $square }, { $content }
speech-square-content-mark = { $square }, { $content }, { $mark }
speech-move = { $piece }ខាង{ $side } { $from } ទៅ { $to }
speech-drop = { $piece }ខាង{ $side } ដាក់នៅ { $to }
speech-sittuyin-promotion = { $pawn }ខាង{ $side } { $from } ក្លាយជា{ $general }នៅ { $to }
speech-move-captures = { $move_words }, ស៊ី{ $piece }
speech-move-promotes = { $move_words }, បកជា{ $piece }
speech-move-check = { $move_words }, អុក
speech-count-started = ខាង{ $side } រាប់ { $number } នៃ { $limit }
speech-count = រាប់ { $number } នៃ { $limit }
speech-pieces-on = { $piece } { $squares }
speech-list = { $list }, { $item }
speech-side-pieces = ខាង{ $side }៖ { $pieces }
speech-position = { $white }។ { $black }។ ខាង{ $side } ត្រូវដើរ។
speech-minutes-count = { $minutes } នាទី
speech-seconds-count = { $seconds } វិនាទី
speech-minutes-and-seconds = { $minutes } { $seconds }
speech-clocks = ខាងស { $white }, ខាងខ្មៅ { $black }

## src/game/command.rs: the questions' words (separated by |) and messages with variables

command-words-board = ក្ដារ|ទីតាំង
command-words-count = រាប់|ការរាប់
command-words-last-move = ការដើរចុងក្រោយ|ចុងក្រោយ
command-words-time = នាឡិកា|ពេលវេលា|ម៉ោង
command-words-help = ជំនួយ|?
command-not-a-legal-move = { $text }៖ មិនអាចដើរបែបនេះនៅទីនេះបានទេ។ វាយ «ជំនួយ» ដើម្បីមើលពាក្យបញ្ជា។

## src/game/view/status.rs: messages with variables

status-to-move = ខាង{ $side } ត្រូវដើរ
status-to-move-in-check = ខាង{ $side } ត្រូវដើរ — អុក!
status-wins = ខាង{ $side } ឈ្នះ
status-over = { $reason } — { $result }
status-resigned = ខាង{ $loser } បានចុះចាញ់ — { $result }
status-time-out = ខាង{ $loser } អស់ពេល — { $result }
status-count-boards-honour = { $number } នៃ { $limit }
status-count-pieces-honour = { $number } → { $limit }
status-counting = ខាង{ $side } រាប់ { $count } ({ $reason })
status-offers-draw = ខាង{ $side } ស្នើសុំស្មើ

## src/game/view/announcer.rs: messages with variables

announcer-new-game = ល្បែងថ្មី។ { $status }
announcer-move-taken-back-status = បានដកការដើរវិញ។ { $status }
announcer-then = { $first }។ { $next }

## src/ui/hand.rs

hand-piece-count = { $piece }, { $count } ក្នុងដៃ
hand-side = ក្នុងដៃខាង{ $side }

## src/game/view/hints.rs: messages with variables

hints-panel-place-piece = ដាក់{ $piece }របស់អ្នក
hints-panel-move-piece = ដើរ{ $piece }របស់អ្នកនៅ { $square }
hints-panel-hint-move = តម្រុយ៖ { $san }
hints-panel-threat-move = ការគំរាម៖ { $san }

## src/analysis/explorer/view.rs: messages with variables

explorer-panel-results = ខាងសឈ្នះ { $white }%, ស្មើ { $draws }%, ខាងខ្មៅឈ្នះ { $black }%
explorer-panel-percent = { $share }%
explorer-panel-library-unreadable = មិនអាចអានបណ្ណាល័យល្បែងបានទេ៖ { $error }
explorer-panel-reading-games = កំពុងអានល្បែងរបស់អ្នក… { $read }

## src/game/view/setup_shortcuts.rs: messages with variables

setup-shortcuts-set-up-side = រៀបកូនខាង{ $side }

## src/library/view/files_import.rs: messages with variables

library-import-summary = បានបន្ថែម { $added } ល្បែងទៅក្នុងបណ្ណាល័យរបស់អ្នក ហើយបានរំលង { $skipped }។
library-import-storage-stopped = ឃ្លាំងផ្ទុកបានបញ្ឈប់ការនាំចូល៖ { $error }
library-import-skipped-game = ល្បែងទី { $number } (បន្ទាត់ { $line })៖ { $reason }
library-import-games-added-count = បានបន្ថែម { $added } ល្បែង

## src/library/view/files_export.rs: messages with variables

library-export-games-exported = បាននាំចេញ { $games } ល្បែង។

## src/library/view: messages with variables and the library's notices

games-notice-in-memory = កម្មវិធីរុករកនេះមិនអនុញ្ញាតឲ្យកម្មវិធីរក្សាទុកល្បែងទេ (របៀបឯកជន?)៖ ល្បែងត្រូវបានរក្សាទុកតែរហូតដល់ទំព័រនេះបិទប៉ុណ្ណោះ។
games-notice-full = ឃ្លាំងផ្ទុកពេញហើយ៖ ការផ្លាស់ប្ដូរចុងក្រោយមិនត្រូវបានរក្សាទុកក្នុងបណ្ណាល័យល្បែងទេ។ ល្បែងនៅតែបន្ត។
games-notice-failed = បណ្ណាល័យល្បែងមិនអាចរក្សាទុកការផ្លាស់ប្ដូរចុងក្រោយបានទេ។ ល្បែងនៅតែបន្ត។
games-notice-other-tab = មានការដើរមួយក្នុងល្បែងនេះនៅផ្ទាំងផ្សេង ក្ដារកំពុងបង្ហាញវា។
games-notice-forked = ល្បែងនេះត្រូវបានផ្លាស់ប្ដូរនៅផ្ទាំងផ្សេងមុន ល្បែងរបស់ផ្ទាំងនេះត្រូវបានរក្សាទុកជាល្បែងដាច់ដោយឡែកមួយ។
games-plies-count = { $plies } វេន
games-records-unreadable = កំណត់ត្រា { $count } មិនអាចអានបាន ហើយត្រូវបានរំលង

## src/library/import/page.rs: messages with variables

import-page-moves-found = រកឃើញការដើរចំនួន { $moves } នៅបន្ទាត់ { $lines }
import-page-line-range = { $first }–{ $last }
import-page-and-list = { $list } និង { $item }
import-page-and-ignored-lines = { $found }; បានរំលងបន្ទាត់ { $lines }
import-page-skipped-word = “{ $word }” (បន្ទាត់ { $line })
import-page-list = { $list }, { $item }
import-page-and-more = { $list } (+{ $more })
import-page-and-skipped = { $found }; ពាក្យដែលបានរំលងក្នុងបញ្ជីការដើរ៖ { $words }
import-page-sentence = { $text }។

## src/library/view/import_dialog.rs: messages with variables

import-dialog-could-not-import-because = មិនអាចនាំចូលបានទេ៖ { $error }
import-dialog-read-as-page = បានអានជាទំព័រល្បែងដែលចម្លងពីគេហទំព័រ៖ { $found }

## src/analysis: messages with variables

analysis-engine-view-evaluation-of = ការវាយតម្លៃ៖ { $score }
analysis-engine-view-speed-millions = { $speed } លានថ្នាំង/វិនាទី
analysis-engine-view-speed-thousands = { $speed } ពាន់ថ្នាំង/វិនាទី
analysis-engine-view-threads = ខ្សែស្រឡាយ { $threads }
analysis-engine-view-one-thread-not-isolated = ខ្សែស្រឡាយ ១ (ផ្ទុកទំព័រឡើងវិញ ដើម្បីប្រើគ្រប់ស្នូល)
analysis-review-view-best-was-move = ការដើរល្អបំផុតគឺ { $san }

## common messages with variables

common-computer-level-number = កុំព្យូទ័រកម្រិត { $level }
common-depth-number = ជម្រៅ { $depth }
common-you-play-side = អ្នកលេងខាង{ $side }

## src/app.rs: messages with variables

app-bad-link = មិនអាចបើកតំណល្បែងនេះបានទេ ល្បែងរបស់អ្នកនៅដដែល ({ $error })

## src/ui (other panels): messages with variables

comment-edit-comment-on-ply-number = មតិលើវេនទី { $ply }
live-panel-connected-round-trip = បានភ្ជាប់ · { $ms } មីលីវិនាទី
live-panel-refused-unchanged = { $refusal }។ ល្បែងនៅដដែល។
move-confirm-play-move = ដើរ { $san } ឬ?
new-game-takhaeng-ruea-side = ផ្អៀងទូក៖ ខាង{ $side }
preferences-board-size-percent = ទំហំក្ដារ { $size }%
replay-seconds-per-move = { $seconds } វិនាទី/ការដើរ
board-feedback-refused = { $from }–{ $to }៖ ដើរបែបនេះមិនបានទេ

## src/library/view/mod.rs: the word after the number of games listed

games-count-noun =
    { $count ->
        [one] ល្បែង
       *[other] ល្បែង
    }

## src/editor/messages.rs: a FEN field that cannot be read, its expectation unknown

editor-fen-unreadable = មិនអាចអានផ្នែក{ $field }នៃ FEN បានទេ៖ បានឃើញ “{ $found }”។

## src/core_errors.rs: what a FEN field expects (after "expected")

core-error-fen-expected-number = លេខមួយ
core-error-fen-expected-number-below-2-32 = លេខមួយដែលតូចជាង ២^៣២
core-error-fen-expected-at-most = យ៉ាងច្រើន { $limit }
core-error-fen-expected-turn = w ឬ b
core-error-fen-expected-hand-after-placement = កូនក្នុងដៃ ក្នុងវង់ក្រចកការ៉េ នៅក្រោយការដាក់កូន ដូចជា [] ឬ [KSFRNksfrn]
core-error-fen-expected-hand = កូនក្នុងដៃ ដូចជា [KSFRNksfrn] បិទដោយ ]
core-error-fen-expected-empty-squares = លេខ 1 ដល់ 8 សម្រាប់ក្រឡាទទេ
core-error-fen-expected-promoted-mark = '~' តែនៅក្រោយកូនដែលបានបកប៉ុណ្ណោះ
core-error-fen-expected-placement = អក្សរកូនអុក KMSNRP (ឬ Q, B) លេខ និង '/'
core-error-fen-expected-rights = '-' ឬអក្សរជួរឈរ ដូចជា DEde
core-error-fen-expected-counting-limit = '-' ឬចំនួនកំណត់នៃការរាប់ គិតជាវេន
core-error-fen-expected-counting-limit-at-most = ចំនួនកំណត់យ៉ាងច្រើន { $limit } វេន
core-error-fen-expected-checks = ចំនួនអុកដែលនៅសល់ ដូចជា 1+1

## src/core_errors.rs: the rules core's errors (a move's text, PGN, a game's replay, rule options)

core-error-san-empty = គ្មានការដើរ
core-error-san-syntax = មិនអាចអានការដើរ “{ $san }” បានទេ៖ { $problem }
core-error-san-unreadable = មិនអាចអានការដើរ “{ $san }” បានទេ
core-error-san-unknown-promotion = មិនស្គាល់កូនដែលត្រូវបកជា
core-error-san-no-target-square = គ្មានក្រឡាគោលដៅ
core-error-san-misplaced-file = អក្សរជួរឈរនៅខុសកន្លែង
core-error-san-misplaced-rank = លេខជួរដេកនៅខុសកន្លែង
core-error-san-unexpected-character = មានតួអក្សរដែលមិនគួរមាន
core-error-san-illegal = គ្មានការដើរ “{ $san }” ដែលត្រូវច្បាប់ក្នុងទីតាំងនេះទេ
core-error-san-ambiguous = ការដើរ “{ $san }” មិនច្បាស់លាស់៖ វាអាចជា { $moves }
core-error-pgn-empty = គ្មានល្បែងក្នុងអត្ថបទ PGN ទេ
core-error-pgn-tag = បន្ទាត់ { $line }៖ ស្លាកខុសទម្រង់៖ { $problem }
core-error-pgn-tag-unreadable = បន្ទាត់ { $line }៖ ស្លាកខុសទម្រង់
core-error-pgn-tag-missing-name = ខ្វះឈ្មោះស្លាក
core-error-pgn-tag-unquoted-value = តម្លៃត្រូវតែនៅក្នុងសញ្ញាសម្រង់ទ្វេ
core-error-pgn-tag-unterminated-value = តម្លៃស្លាកមិនមានសញ្ញាសម្រង់បិទ
core-error-pgn-tag-missing-bracket = ខ្វះ ']'
core-error-pgn-tag-in-movetext = បញ្ជីការដើរមិនអាចមានស្លាកទេ
core-error-pgn-unknown-variant = មិនស្គាល់ប្រភេទល្បែង “{ $variant }”
core-error-pgn-fen = ស្លាក FEN ខុស៖ { $error }
core-error-pgn-move-white = ការដើរ { $number }. “{ $token }”៖ { $error }
core-error-pgn-move-black = ការដើរ { $number }... “{ $token }”៖ { $error }
core-error-pgn-unclosed-comment = បន្ទាត់ { $line }៖ '{ "{" }' មិនដែលត្រូវបានបិទទេ
core-error-pgn-unclosed-variation = បន្ទាត់ { $line }៖ '(' មិនដែលត្រូវបានបិទទេ
core-error-pgn-unbalanced-parenthesis = បន្ទាត់ { $line }៖ មាន ')' ដោយគ្មាន '('
core-error-pgn-variation-without-move = បន្ទាត់ { $line }៖ ខ្សែ '(' នៅមុនការដើរណាមួយដែលវាអាចជំនួសបាន
core-error-pgn-counting-tag = ស្លាក Counting “{ $value }”៖ ត្រូវតែជា manual, automatic ឬ manual-boards-honour
core-error-pgn-count-command = ពាក្យបញ្ជាក្នុងមតិ [%count { $value }]៖ ត្រូវតែជា start ឬ stop
core-error-pgn-rule-option = ស្លាកជម្រើសច្បាប់៖ { $error }
core-error-record-start = ទីតាំងចាប់ផ្ដើម៖ { $error }
core-error-record-options = ជម្រើសច្បាប់៖ { $error }
core-error-record-move = វេនទី { $ply }៖ { $uci } មិនមែនជាការដើរត្រូវច្បាប់ទេ
core-error-record-count-start = ការចាប់ផ្ដើមរាប់ក្រោយ { $ply } វេន៖ { $error }
core-error-record-count-stop = ការបញ្ឈប់ការរាប់ក្រោយ { $ply } វេន៖ { $error }
core-error-record-action-order = សកម្មភាពរាប់ក្រោយ { $ply } វេន មកក្រោយសកម្មភាពរាប់មួយនៅវេនក្រោយជាង
core-error-record-action-after-end = សកម្មភាពរាប់ក្រោយ { $ply } វេន ប៉ុន្តែល្បែងមានតែ { $moves } វេនប៉ុណ្ណោះ
core-error-record-result = លទ្ធផល “{ $result }”៖ { $error }
core-error-counting-not-manual = ល្បែងនេះរាប់ដោយស្វ័យប្រវត្តិ
core-error-counting-not-applicable = គ្មានការរាប់ណាមួយអនុវត្តក្នុងទីតាំងនេះទេ
core-error-counting-already-counting = ការរាប់កំពុងដំណើរការរួចហើយ
core-error-counting-not-counting = គ្មានការរាប់ណាកំពុងដំណើរការទេ
core-error-counting-not-your-count = មានតែខាងដែលរាប់ទេ ទើបអាចចាប់ផ្ដើម ឬបញ្ឈប់ការរាប់បាន នៅវេនរបស់ខ្លួន
core-error-counting-game-over = ល្បែងបានចប់ហើយ
core-error-result-resignation = ខាង{ $side } បានចុះចាញ់
core-error-result-draw-agreed = ព្រមព្រៀងស្មើ
core-error-result-time-forfeit = ខាង{ $side } ចាញ់ដោយអស់ពេល
core-error-result-over = ល្បែងបានចប់រួចហើយ ({ $outcome })
core-error-result-recorded = ល្បែងមានលទ្ធផលរួចហើយ ({ $result })
core-error-rule-option-not-in-variant = { $variant } មិនលេង{ $option }ទេ (លេងតែក្នុងអុកថៃប៉ុណ្ណោះ)
core-error-rule-option-sutras-value = Sutras៖ មិនស្គាល់តម្លៃ “{ $value }” (ត្រូវតែជា khun, met, ma ឬ none)
core-error-rule-option-ouk-rights-value = OukRights៖ មិនស្គាល់តម្លៃ “{ $value }” (ត្រូវតែជា until first capture ឬ Fairy-Stockfish)
core-error-rule-option-repetition-value = Repetition៖ មិនស្គាល់តម្លៃ “{ $value }” (ត្រូវតែជា ends game ឬ no)
core-error-rule-option-unknown-value = { $option }៖ មិនស្គាល់តម្លៃ “{ $value }”

## src/library/import/mod.rs: why a text could not be imported

import-error-fen = FEN៖ { $error }
import-error-move = ការដើរ { $number }៖ “{ $token }” មិនមែនជាការដើរត្រូវច្បាប់នៅទីនេះទេ

## src/formats: why a game link, rule options or a saved game cannot be read

link-error-encoding = តំណមានតួអក្សរដែលតំណល្បែងមិនដែលមាន
link-error-checksum = តំណត្រូវបានកែប្រែ ឬកាត់ខ្លី (លេខផ្ទៀងផ្ទាត់មិនត្រូវគ្នា)
link-error-version = តំណត្រូវបានបង្កើតដោយកំណែផ្សេង (ទម្រង់ { $version })
link-error-truncated = តំណត្រូវបានកាត់ខ្លី
link-error-variant = តំណបញ្ជាក់ប្រភេទល្បែងដែលមិនស្គាល់
link-error-opponent = តំណបញ្ជាក់កម្រិតកុំព្យូទ័រដែលមិនស្គាល់
link-error-options = ច្បាប់របស់តំណមិនអាចទៅរួចទេ៖ { $error }
link-error-start-position = ទីតាំងចាប់ផ្ដើមរបស់តំណមិនត្រឹមត្រូវ
link-error-name = មិនអាចអានឈ្មោះអ្នកលេងក្នុងតំណបានទេ
link-error-name-too-long = ឈ្មោះវែងពេកសម្រាប់តំណ
link-error-too-many-moves = ល្បែងវែងពេកសម្រាប់តំណ (ការដើរចំនួន { $moves } យ៉ាងច្រើន { $limit })
link-error-move = វេនទី { $ply } ក្នុងតំណមិនត្រូវច្បាប់ទេ
link-error-counting = ការរាប់នៅវេនទី { $ply } មិនអាចទៅរួចទេ
link-error-result = លទ្ធផលរបស់តំណមិនអាចទៅរួចទេ
link-error-trailing-data = តំណមានទិន្នន័យនៅក្រោយល្បែង
options-error-unreadable = មិនអាចអានជម្រើសច្បាប់បានទេ
options-error-unknown = មិនស្គាល់ជម្រើសច្បាប់ “{ $name }”
options-error-value = ជម្រើសច្បាប់ “{ $name }” មិនអាចជា “{ $value }” បានទេ
save-error-header = មិនមែនជាល្បែងដែលរក្សាទុកដោយកំណែនេះទេ
save-error-missing = ខ្វះ `{ $key }`
save-error-bad = `{ $key }` មិនត្រឹមត្រូវ៖ “{ $value }”

## src/library/mod.rs: why the game library could not do something

library-error-unavailable = ឃ្លាំងផ្ទុកមិនអាចប្រើបាន
library-error-full = ឃ្លាំងផ្ទុកពេញ
library-error-conflict = ត្រូវបានផ្លាស់ប្ដូរនៅកន្លែងផ្សេង (ឥឡូវជាកំណែទី { $revision })
library-error-missing = គ្មានល្បែង { $id }
library-error-corrupt = មិនអាចអានល្បែង { $id } បានទេ
library-error-failed = ឃ្លាំងផ្ទុករបស់កម្មវិធីរុករកមិនដំណើរការ
top-bar-language-name = ភាសា៖ { $name }

## Walker's rules (seed 001): the rule set, his counting table
common-walker-rules = ច្បាប់របស់វ៉កឃ័រ
common-walker-count = រាប់តាមតារាងវ៉កឃ័រ
status-count-walker = { $number } នៃ { $limit }
status-walker-table = តារាងវ៉កឃ័រ
status-walker-two-rueas = តារាងវ៉កឃ័រ ទូកពីរ
status-walker-one-ruea = តារាងវ៉កឃ័រ ទូកមួយ
status-walker-two-khons = តារាងវ៉កឃ័រ គោលពីរ
status-walker-one-khon = តារាងវ៉កឃ័រ គោលមួយ
status-walker-two-mas = តារាងវ៉កឃ័រ សេះពីរ
status-walker-one-ma = តារាងវ៉កឃ័រ សេះមួយ
status-walker-met-and-two-bia = តារាងវ៉កឃ័រ នាង និងត្រីពីរ
status-walker-met-khon-ma-ruea = តារាងវ៉កឃ័រ នាង គោល សេះ និងទូក
new-game-walker-rules = ច្បាប់របស់វ៉កឃ័រ (Mak-ruk របស់ដាមៀន វ៉កឃ័រ៖ ការដើរដំបូងរបស់ស្ដេច និងនាង តារាងរាប់របស់គាត់)
core-error-rule-option-not-in-rule-set = ច្បាប់របស់វ៉កឃ័រមិនលេង{ $option }ទេ

## src/game/view/page.rs, src/live/lobby/view.rs: the lobby

common-play-online = លេងតាមអ៊ីនធឺណិត

# The players' chat in the live strip.
live-chat-title = ជជែក
live-chat-phrases = ឃ្លាស្រាប់
live-chat-phrase-hello = សួស្ដី!
live-chat-phrase-good-luck = សូមសំណាងល្អ!
live-chat-phrase-good-game = ល្បែងល្អណាស់!
live-chat-phrase-thanks = អរគុណ!
live-chat-phrase-well-played = លេងបានល្អណាស់!
live-chat-phrase-goodbye = លាហើយ!
live-chat-input-label = សារទៅមិត្តអ្នក
live-chat-send = ផ្ញើ
live-chat-too-long = សារមួយមានយ៉ាងច្រើន { $most } តួអក្សរ។ សារនេះមាន { $count }។ មិនបានផ្ញើទេ។
live-chat-mute = បិទសាររបស់មិត្តអ្នក
live-chat-muted = សាររបស់មិត្តអ្នកត្រូវបានបិទ៖ មិនបង្ហាញទេ។
live-chat-offline = អាចផ្ញើសារបាននៅពេលភ្ជាប់រួច។
live-chat-you = អ្នក
live-chat-friend = មិត្តអ្នក
export-menu-with-chat = ដាក់ការជជែករបស់អ្នកលេងផង (ជាមតិ)
# The players' count of spectators, beside the live status.
live-spectators = អ្នកមើល៖ { $count } នាក់
