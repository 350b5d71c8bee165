# The interface's texts of the app in Burmese (မြန်မာ, Unicode). Fluent syntax; keys and variables as in English's (en/).
# Terms: docs/glossary.md. Makruk's pieces are named by the Burmese names of Sittuyin's pieces.

## Sides, pieces and variants

color-white = အဖြူ
color-black = အမည်း
piece-khun = မင်းကြီး
piece-khun-title = မင်းကြီး (ထိုင်း ခွန် – သခင်)
piece-met = စစ်ကဲ
piece-met-title = စစ်ကဲ (ထိုင်း မက် – အစေ့)
piece-khon = ဆင်
piece-khon-title = ဆင် (ထိုင်း ခုန် – မှူးမတ်)
piece-ma = မြင်း
piece-ma-title = မြင်း (ထိုင်း မာ – မြင်း)
piece-ruea = ရထား
piece-ruea-title = ရထား (ထိုင်း ရုအာ – လှေ)
piece-bia = နယ်
piece-bia-title = နယ် (ထိုင်း ဘီအာ – ကျောက်ချင်း)
piece-bia-ngai = ရာထူးတိုးနယ်
piece-bia-ngai-title = ရာထူးတိုးနယ် (ထိုင်း ဘီအာငိုင် – လှန်ထားသော ကျောက်ချင်း)
piece-sittuyin-king = မင်းကြီး
piece-sittuyin-king-title = မင်းကြီး (ဘုရင်)
piece-sittuyin-general = စစ်ကဲ
piece-sittuyin-general-title = စစ်ကဲ (စစ်သူကြီး)
piece-sittuyin-elephant = ဆင်
piece-sittuyin-elephant-title = ဆင် (ဆင်စီးသူရဲ)
piece-sittuyin-horse = မြင်း
piece-sittuyin-horse-title = မြင်း (မြင်းစီးသူရဲ)
piece-sittuyin-chariot = ရထား
piece-sittuyin-chariot-title = ရထား (စစ်ရထား)
piece-sittuyin-pawn = နယ်
piece-sittuyin-pawn-title = နယ် (ခြေလျင်စစ်သည်)
variant-makruk = ထိုင်းစစ်တုရင်
variant-ouk-chatrang = ခမာစစ်တုရင်
variant-kar-ouk = ကာအုက်
variant-makpong = မက်ပေါင်
variant-asean = အာဆီယံ
variant-sittuyin = မြန်မာ့စစ်တုရင်

## common

common-depth = အနက်
common-start = စတင်ရန်
common-previous-move = ယခင်ရွှေ့ကွက်
common-next-move = နောက်ရွှေ့ကွက်
common-flip-board = ခုံလှည့်ရန်
common-two-players = လူနှစ်ဦး
common-moves = ရွှေ့ကွက်များ
common-review-the-game = ပွဲကို ပြန်သုံးသပ်ရန်
common-computer = ကွန်ပျူတာ
common-new-game = ပွဲသစ်
common-play-a-friend-live = မိတ်ဆွေနှင့် တိုက်ရိုက်ကစားရန်
common-games = ကစားပွဲများ
common-analyse = သုံးသပ်ရန်
common-close = ပိတ်ရန်
common-board-s-honour = ခုံအလိုက်ရေတွက်ခြင်း
common-pieces-honour = အရုပ်အလိုက်ရေတွက်ခြင်း
common-sutras = ထုံးစံကွက်များ
common-cancel = မလုပ်တော့ပါ
common-variant = ကစားနည်း
common-opponent = ပြိုင်ဘက်
common-first-move-rights = ပထမအကြိမ် ရွှေ့ခွင့်များ
common-display = ပြသပုံ
common-piece-set = အရုပ်ပုံစံ
common-link = လင့်ခ်
common-copied = ကူးယူပြီးပါပြီ
common-draw = သရေ
common-makruk = ထိုင်းစစ်တုရင်
common-back-to-the-game = ပွဲသို့ ပြန်သွားရန်

## src/analysis/view/engine.rs

analysis-engine-view-engine = ဆန်းစစ်စက်
analysis-engine-view-lines = လမ်းကြောင်းအရေအတွက်
analysis-engine-view-the-engine-could-not-run = ဤဘရောက်ဇာတွင် ဆန်းစစ်စက်ကို မောင်း၍ မရပါ။
analysis-engine-view-the-game-is-over-in = ဤအနေအထားတွင် ပွဲပြီးသွားပါပြီ။
analysis-engine-view-building-this-ending-s-exact = ဤပွဲသိမ်းပိုင်း၏ တိကျသော ဇယားကို တည်ဆောက်နေသည် (စက္ကန့်အနည်းငယ်)…

## src/analysis/view/page.rs

analysis-end-of-the-line = လမ်းကြောင်း ဆုံးပြီ
analysis-analysis-board = သုံးသပ်ရန်ခုံ
analysis-back-to-the-game = ← ပွဲသို့ ပြန်သွားရန်
analysis-make-main-line = အဓိကလမ်းကြောင်း ဖြစ်စေရန်
analysis-delete-from-here = ဤနေရာမှစ၍ ဖျက်ရန်
analysis-play-from-here = ဤနေရာမှ ဆက်ကစားရန်
analysis-edit-position = အနေအထား ပြင်ရန်

## src/analysis/view/moves.rs

analysis-moves-view-move-a-piece-to-start = လမ်းကြောင်းတစ်ခု စရန် အရုပ်တစ်ရုပ် ရွှေ့ပါ

## src/analysis/view/review.rs

analysis-review-view-game-review = ပွဲ ပြန်လည်သုံးသပ်ချက်
analysis-review-view-stop = ရပ်ရန်
analysis-review-view-review-again = ထပ်မံသုံးသပ်ရန်
analysis-review-view-no-move-lost-much-well = အများကြီး နစ်နာသော ရွှေ့ကွက် မရှိပါ။ ကောင်းကောင်း ကစားနိုင်ခဲ့သည်!
analysis-review-view-stopped-before-the-end = မပြီးမီ ရပ်လိုက်သည်။
analysis-review-view-the-engine-checks-every-move = ဆန်းစစ်စက်က အဓိကလမ်းကြောင်းရှိ ရွှေ့ကွက်တိုင်းကို စစ်ဆေးပြီး အနစ်နာဆုံး ရွှေ့ကွက်များကို အမှတ်အသားပြုပေးသည်။

## src/app.rs

app-repetition = အနေအထား ထပ်ခြင်း
app-live-with-a-friend = မိတ်ဆွေနှင့် တိုက်ရိုက်
app-you = သင်
app-friend = မိတ်ဆွေ
app-the-saved-game-could-not = သိမ်းထားသော ပွဲကို ဖတ်၍ မရသဖြင့် ပွဲသစ် စတင်လိုက်ပါပြီ။
app-the-computer-player-could-not = ဤဘရောက်ဇာတွင် ကွန်ပျူတာ ကစားသူကို စတင်၍ မရပါ။ လူနှစ်ဦး ကစားနိုင်ပါသေးသည်။
app-see-the-board = ခုံကို ကြည့်ရန်
app-take-back = ရွှေ့ကွက်ပြန်ရုပ်ရန်
app-set-up-position = အနေအထား သတ်မှတ်ရန်

## src/game/command.rs

command-type-a-move-e4-nd2 = ရွှေ့ကွက်တစ်ခု ရိုက်ထည့်ပါ (e4, Nd2, b1d2) သို့မဟုတ် - ခုံ၊ ရေတွက်၊ နောက်ဆုံးရွှေ့ကွက်၊ အချိန်၊ အကူအညီ။
command-nobody-is-counting = မည်သူမျှ ရေတွက်မနေပါ
command-no-move-yet = ရွှေ့ကွက် မရှိသေးပါ
command-not-your-turn = သင့်အလှည့် မဟုတ်သေးပါ

## src/ui/board.rs

board-board = ခုံ

## src/ui/comment_edit.rs

comment-edit-comment-before-the-first-move = ပထမရွှေ့ကွက် မတိုင်မီ မှတ်ချက်
comment-edit-add-a-comment = မှတ်ချက် ထည့်ရန်

## src/ui/engine_panel.rs

engine-panel-thinking = စဉ်းစားနေသည်…
engine-panel-move-now = ယခုပင် ရွှေ့ပါ

## src/analysis/explorer/view.rs

explorer-panel-no-game-of-your-library = သင့်ပွဲမှတ်တမ်းတိုက်ရှိ မည်သည့်ပွဲမျှ ဤအနေအထားသို့ မရောက်ခဲ့ပါ။
explorer-panel-your-games = သင့်ပွဲများ

## src/library/view/export_dialog.rs

export-menu-the-browser-refused-the-copy = ဘရောက်ဇာက ကူးယူခွင့် မပြုပါ။ စာသားကို ရွေးပြီး ကိုယ်တိုင် ကူးယူပါ။
export-menu-picture-saved = ပုံကို သိမ်းပြီးပါပြီ။
export-menu-export = ထုတ်ယူရန်
export-menu-piece-letters = အရုပ်အက္ခရာများ
export-menu-makruk-m-met-s-khon = ထိုင်းစစ်တုရင် - M စစ်ကဲ၊ S ဆင်
export-menu-chess-q-met-b-khon = နိုင်ငံတကာ စစ်တုရင် - Q စစ်ကဲ၊ B ဆင်
export-menu-pgn-file-saved = PGN ဖိုင်ကို သိမ်းပြီးပါပြီ။
export-menu-download-pgn = PGN ဒေါင်းလုဒ်ဆွဲရန်
export-menu-pgn-copied = PGN ကို ကူးယူပြီးပါပြီ။
export-menu-copy-pgn = PGN ကူးယူရန်
export-menu-fen-of-the-position-shown = ပြသထားသော အနေအထား၏ FEN
export-menu-fen-copied = FEN ကို ကူးယူပြီးပါပြီ။
export-menu-copy-fen = FEN ကူးယူရန်
export-menu-picture-svg = ပုံ (SVG)
export-menu-picture-png = ပုံ (PNG)

## src/game/view/hints.rs

hints-panel-looking = ရှာနေသည်…
hints-panel-hints-the-computer-s-evaluation = အရိပ်အမြွက်များ - ကွန်ပျူတာ၏ အကဲဖြတ်ချက်၊ အရိပ်အမြွက်၊ ခြိမ်းခြောက်ကွက်များ
hints-panel-show-the-move = ရွှေ့ကွက်ကို ပြရန်
hints-panel-show-a-hint = အရိပ်အမြွက် ပြရန်
hints-panel-show-threats = ခြိမ်းခြောက်ကွက်များ ပြရန်

## src/library/view/import_dialog.rs

import-dialog-import = တင်သွင်းရန်
import-dialog-import-a-game = ပွဲတစ်ပွဲ တင်သွင်းရန်
import-dialog-paste-a-pgn-a-list = PGN၊ ရွှေ့ကွက်စာရင်း သို့မဟုတ် FEN ကို ကူးထည့်ပါ၊ သို့မဟုတ် .pgn ဖိုင်တစ်ခု ဖွင့်ပါ။
import-dialog-game-text = ပွဲ၏ စာသား
import-dialog-or-open-a-file = သို့မဟုတ် ဖိုင်တစ်ခု ဖွင့်ရန်
import-dialog-open-the-moves-found = တွေ့ရှိသော ရွှေ့ကွက်များကို ဖွင့်ရန်
import-dialog-open-game = ပွဲကို ဖွင့်ရန်

## src/library/view/files_export.rs

library-export-export-all-as-pgn = အားလုံးကို PGN အဖြစ် ထုတ်ယူရန်
library-export-export-these-as-pgn = ဤပွဲများကို PGN အဖြစ် ထုတ်ယူရန်

## src/library/view/files_import.rs

library-import-add-a-pgn-file-of = ပွဲများစွာပါသော PGN ဖိုင်ကို သင့်ပွဲမှတ်တမ်းတိုက်ထဲ ထည့်ရန်
library-import-import-progress = တင်သွင်းမှု တိုးတက်ပုံ

## src/game/view/live_panel.rs

live-panel-your-friend-s-device-sent = မိတ်ဆွေ၏ စက်က ဤပွဲ၏ မက်ဆေ့ချ် မဟုတ်သော အရာတစ်ခုကို ပို့လိုက်သည်
live-panel-your-friend-s-device-sent-2 = မိတ်ဆွေ၏ စက်က စည်းမျဉ်းအရ ခွင့်မပြုသော ရွှေ့ကွက်ကို ပို့လိုက်သည်
live-panel-your-friend-s-device-played = မိတ်ဆွေ၏ စက်က မိမိအလှည့် မဟုတ်ဘဲ ရွှေ့လိုက်သည်
live-panel-your-friend-s-device-sent-3 = မိတ်ဆွေ၏ စက်က အခြားအနေအထားတစ်ခုအတွက် မက်ဆေ့ချ်ကို ပို့လိုက်သည်
live-panel-your-friend-s-device-counted = မိတ်ဆွေ၏ စက်က စည်းမျဉ်းအရ ခွင့်မပြုချိန်တွင် ရေတွက်လိုက်သည်
live-panel-your-friend-s-device-claimed = မိတ်ဆွေ၏ စက်က ပွဲအရ မရထိုက်သော ရလဒ်ကို တောင်းဆိုလိုက်သည်
live-panel-your-friend-s-device-is = မိတ်ဆွေ၏ စက်သည် အခြားပွဲတစ်ပွဲကို ကစားနေသည်
live-panel-the-two-devices-have-different = စက်နှစ်ခုတွင် ဤပွဲ၏ ရွှေ့ကွက်များ မတူညီပါ။ မည်သည့်အရာကိုမျှ ပေါင်းစပ်မထားပါ
live-panel-waiting-for-your-friend-to = မိတ်ဆွေ ချိတ်ဆက်လာရန် စောင့်နေသည်
live-panel-connected = ချိတ်ဆက်ပြီးပါပြီ
live-panel-connection-lost-the-clocks-are = ချိတ်ဆက်မှု ပြတ်သွားသည် - နာရီများ ရပ်ထားသည်။ ဆက်ကစားရန် မိတ်ဆွေကို ပြန်ဖိတ်ပါ။
live-panel-invite-back = ပြန်ဖိတ်ရန်
live-panel-connection-lost-rejoining = ချိတ်ဆက်မှု ပြတ်သွားသည် - အလိုအလျောက် ပြန်ချိတ်ဆက်နေသည်၊ နာရီများ ရပ်ထားသည်။ ကြာလွန်းပါက မိတ်ဆွေကို ပြန်ဖိတ်ပါ။
live-panel-your-friend-declined = မိတ်ဆွေက ငြင်းလိုက်သည်။
live-panel-your-friend-asks-to-take = မိတ်ဆွေက ၎င်း၏ နောက်ဆုံးရွှေ့ကွက်ကို ပြန်ရုပ်ခွင့် တောင်းသည်။
live-panel-decline = ငြင်းရန်
live-panel-accept = လက်ခံရန်
live-panel-takeback-asked-waiting-for-your = ပြန်ရုပ်ခွင့် တောင်းထားသည် - မိတ်ဆွေကို စောင့်နေသည်။
live-panel-decline-the-draw = သရေကို ငြင်းရန်
live-panel-your-friend-offers-a-rematch = မိတ်ဆွေက ဘက်လဲ၍ နောက်တစ်ပွဲ ကစားရန် ကမ်းလှမ်းသည်။
live-panel-rematch-offered-waiting-for-your = နောက်တစ်ပွဲ ကမ်းလှမ်းထားသည် - မိတ်ဆွေကို စောင့်နေသည်။
live-panel-rematch = နောက်တစ်ပွဲ

## src/ui/move_confirm.rs

move-confirm-confirm-each-move-before-it = ရွှေ့ကွက်တိုင်းကို မရွှေ့မီ အတည်ပြုရန်
move-confirm-confirm = အတည်ပြုရန်

## src/ui/move_input.rs

move-input-move-or-command-e4-board = ရွှေ့ကွက် သို့မဟုတ် အမိန့် (e4၊ ခုံ၊ အကူအညီ)
move-input-not-a-legal-move-here = ဤနေရာတွင် စည်းမျဉ်းနှင့် မညီသော ရွှေ့ကွက်

## src/ui/move_list.rs

move-list-no-moves-yet = ရွှေ့ကွက် မရှိသေးပါ
move-list-last-move = နောက်ဆုံးရွှေ့ကွက်
move-list-back-to-the-game = ပွဲသို့ ပြန်သွားရန်

## src/game/view/new_game.rs

new-game-play-from-this-position = ဤအနေအထားမှ ကစားရန်
new-game-you-play = သင်ကစားမည့်ဘက်
new-game-random = ကျပန်း
new-game-level = အဆင့်
new-game-clock = နာရီ
new-game-none = နာရီ မသုံး
new-game-make-the-invite = ဖိတ်ကြားချက် ပြုလုပ်ရန်
new-game-play = ကစားရန်
new-game-no-handicap = အပျော့ပေးခြင်း မရှိ
new-game-a-file-ruea-as-a = a ဒေါင်တန်းရှိ ရထားကို စစ်ကဲအဖြစ်
new-game-h-file-ruea-as-a = h ဒေါင်တန်းရှိ ရထားကို စစ်ကဲအဖြစ်
new-game-both-rueas-as-mets = ရထားနှစ်စီးလုံးကို စစ်ကဲအဖြစ်
new-game-sut-khun = မင်းကြီးထုံးစံကွက်
new-game-sut-met = စစ်ကဲထုံးစံကွက်
new-game-sut-ma = မြင်းထုံးစံကွက်
new-game-your-name = သင့်အမည်
new-game-network = ကွန်ရက်
new-game-rules = စည်းမျဉ်းများ
new-game-repetition-ends-the-game-a = အနေအထား ထပ်ခြင်းဖြင့် ပွဲပြီးဆုံးသည် (သရေ)
new-game-as-the-rules-text-reads = စည်းမျဉ်းစာအုပ်အတိုင်း (ပထမဆုံး အရုပ်စားသည်အထိ)
new-game-as-fairy-stockfish-and-pychess = Fairy-Stockfish နှင့် pychess ကစားသည့်အတိုင်း
new-game-rights-until-the-first-capture = ပထမဆုံး အရုပ်စားသည်အထိ ရွှေ့ခွင့်
new-game-fairy-stockfish-rights = Fairy-Stockfish ရွှေ့ခွင့်
new-game-repetition-draws = ထပ်လျှင် သရေ
new-game-repetition-plays-on = ထပ်လျှင် ဆက်ကစား
new-game-beginner = စတင်လေ့လာသူ
new-game-novice = အတတ်သင်ဆဲ
new-game-casual-player = အပျော်တမ်း ကစားသူ
new-game-club-player = အသင်းအဆင့် ကစားသူ
new-game-strong-club-player = အသင်းအဆင့် လက်ရည်ကောင်းသူ
new-game-expert = ကျွမ်းကျင်သူ
new-game-master = ပါရဂူ
new-game-full-strength = အားအပြည့်
new-game-looks-one-move-ahead-and = ရှေ့တစ်ကွက်သာ မြင်ပြီး အရုပ်များကို အစားခံရအောင် မကြာခဏ ထားခဲ့သည်။
new-game-sees-what-is-attacked-now = ယခု တိုက်ခိုက်ခံနေရသည်ကို မြင်သော်လည်း နှစ်ကွက်စာ ဗျူဟာကွက်များကို လွတ်သွားတတ်သည်။
new-game-sees-short-tactics-but-plays = တိုတောင်းသော ဗျူဟာကွက်များကို မြင်သော်လည်း ဘာမျှ တိုက်ခိုက်မခံရချိန်တွင် လျော့ရဲရဲ ကစားသည်။
new-game-plays-soundly-but-misses-longer = ခိုင်ခိုင်မာမာ ကစားသော်လည်း ရှည်လျားသော ပေါင်းစပ်ကွက်များကို လွတ်သွားတတ်သည်။
new-game-rarely-blunders-and-knows-the = အမှားကြီး ခဲသည်၊ ရေတွက်ရသော ပွဲသိမ်းပိုင်းများကိုလည်း သိသည်။
new-game-strong-tactics-a-challenge-for = ဗျူဟာကွက် ထက်မြက်သည် - အတွေ့အကြုံရှိ ကစားသူများအတွက် စိန်ခေါ်မှုတစ်ခု။
new-game-near-full-strength-in-a = အားအပြည့်နီးပါး၊ တစ်ကွက်လျှင် စက္ကန့်အနည်းငယ်။
new-game-the-whole-engine-five-seconds = ဆန်းစစ်စက် အားအပြည့်၊ တစ်ကွက်လျှင် ငါးစက္ကန့်။

## src/ui/preferences.rs

preferences-as-the-system-asks = စနစ်သတ်မှတ်ချက်အတိုင်း
preferences-normal = ပုံမှန်
preferences-high = မြင့်
preferences-thai = ထိုင်းပုံစံ
preferences-western = အနောက်တိုင်းပုံစံ
preferences-turned-wood = ပွတ်ခုံထိုး သစ်သား
preferences-contrast = အရောင်ခြားနားမှု
preferences-no-animations = လှုပ်ရှားပုံ မပြရန်
preferences-checkered-board = ကျားကွက်ခုံ
preferences-move-sounds = ရွှေ့သံများ
preferences-engine = ဆန်းစစ်စက်
preferences-engine-threads = သရက်ဒ်များ
preferences-engine-threads-all = ပရိုဆက်ဆာ အားလုံး ({ $cores })
preferences-engine-threads-one-only = ဤစာမျက်နှာသည် ဆန်းစစ်စက်ကို ပရိုဆက်ဆာ တစ်ခုတည်းဖြင့် မောင်းသည်။ ပြန်ဖွင့်ပါ- ဒုတိယအကြိမ် ဖွင့်ချိန်မှစ၍ အက်ပ်သည် ပရိုဆက်ဆာ အားလုံးကို သုံးသည်၊ ဘရောက်ဇာ သို့မဟုတ် ၎င်းကို ထည့်သွင်းထားသော စာမျက်နှာက ခွင့်မပြုလျှင်မူ မသုံးနိုင်ပါ။
preferences-done = ပြီးပါပြီ
preferences-network = ကွန်ရက်
preferences-network-live-play = တိုက်ရိုက်ကစားခြင်း
preferences-network-internet = အင်တာနက် (အများသုံး ကြားခံဆာဗာ နှင့် STUN ဆာဗာများ)
preferences-network-local = ဒေသတွင်း ကွန်ရက်သာ (ဆာဗာ မလို)
preferences-network-custom = ကိုယ်ပိုင် ကြားခံဆာဗာ နှင့် ဆာဗာများ
preferences-network-internet-note = လင့်ခ်တစ်ခုတည်း လုံလောက်သည်- တံဆိပ်ခတ်ထားသော ချိတ်ဆက်မှု စာများသည် အများသုံး Nostr ကြားခံဆာဗာများကို ဖြတ်သွားပြီး အများသုံး STUN ဆာဗာများက စက်နှစ်ခု၏ လိပ်စာများကို မြင်သည်။ ဂိမ်းကိုယ်တိုင်မှာ စက်များကြား တိုက်ရိုက်သွားသည်။
preferences-network-local-note = သင့်ကွန်ရက်မှ ဘာမှ အပြင်မထွက်ပါ- ဖိတ်ကြားစာနှင့် အဖြေကို ကိုယ်တိုင် ပို့ရသည်။ စက်နှစ်ခုလုံး ကွန်ရက်တစ်ခုတည်းတွင် ရှိရမည်။
preferences-network-custom-note = သင့်ကိုယ်ပိုင် ကြားခံဆာဗာများက တံဆိပ်ခတ်ထားသော ချိတ်ဆက်မှု စာများကို သယ်ဆောင်ပြီး သင့် STUN သို့မဟုတ် TURN ဆာဗာများက လမ်းကြောင်း ရှာပေးသည်။ ကြားခံဆာဗာ မရှိလျှင် ဖိတ်ကြားစာနှင့် အဖြေကို ကိုယ်တိုင် ပို့ရသည်။
preferences-network-relays = ကြားခံဆာဗာများ (ws:// သို့မဟုတ် wss://၊ တစ်ကြောင်းလျှင် တစ်ခု)
preferences-network-ice = STUN သို့မဟုတ် TURN ဆာဗာများ (တစ်ကြောင်းလျှင် တစ်ခု- လိပ်စာ၊ ရှိလျှင် အသုံးပြုသူနှင့် စကားဝှက်)
preferences-network-bad-lines = မသုံးပါ- စာကြောင်း { $lines } သည် မှန်ကန်သော လိပ်စာ မဟုတ်ပါ။ ဆက်တင်သည် နောက်ဆုံး မှန်ကန်သော စာရင်းများကို ဆက်ထားသည်။

## src/ui/promotion.rs

promotion-promote-to = ရာထူးတိုးရန်

## src/ui/replay.rs

replay-replay = ပြန်ပြရန်
replay-replay-speed = ပြန်ပြမှု အမြန်နှုန်း
replay-pause = ခဏရပ်ရန်
replay-resume = ဆက်ပြရန်
replay-step = တစ်ကွက်ချင်း

## src/ui/resign_button.rs

resign-button-resign = အရှုံးပေးရန်
resign-button-resign-this-game = ဤပွဲကို အရှုံးပေးမလား။
resign-button-yes-resign = ဟုတ်ကဲ့၊ အရှုံးပေးမည်

## src/game/view/setup_shortcuts.rs

setup-shortcuts-standard-set-up = စံနေရာချပုံ
setup-shortcuts-random-set-up = ကျပန်း နေရာချပုံ
setup-shortcuts-burmese-chess-guide-u-shwe = ရွှေကျင် ဦးဘ၏ မြန်မာစစ်တုရင် လမ်းညွှန် (၁၉၂၄ ခုနှစ်ခန့်)
setup-shortcuts-compact-centre = အလယ်စုစည်း

## src/game/view/share_button.rs

share-button-share = မျှဝေရန်
share-button-share-this-game = ဤပွဲကို မျှဝေရန်
share-button-anyone-with-the-link-sees = လင့်ခ်ရရှိသူ မည်သူမဆို ဤပွဲကို မြင်ရပြီး နောက်တစ်ကွက် ရွှေ့ကာ ပြန်မျှဝေနိုင်သည်။
share-button-white-s-name = အဖြူဘက် အမည်
share-button-black-s-name = အမည်းဘက် အမည်
share-button-copy-link = လင့်ခ် ကူးယူရန်

## src/game/view/status.rs

status-checkmate = ချက်မိတ်
status-stalemate = စတေးမိတ်
status-counting-limit-reached = ရေတွက်ရမည့် အရေ ပြည့်သွားပြီ
status-mate-while-still-counting = ရေတွက်နေဆဲ ချက်မိတ်
status-first-check-wins = ပထမဆုံး ချက်ပေးသူ နိုင်
status-insufficient-material = ချက်မိတ်ရန် အရုပ် မလုံလောက်
status-50-move-rule = ရွှေ့ကွက် ၅၀ စည်းမျဉ်း
status-threefold-repetition = အနေအထား သုံးကြိမ်ထပ်
status-draw-agreed = သဘောတူ သရေ
status-draw-no-mating-material = သရေ (ချက်မိတ်နိုင်သော အရုပ် မရှိ)
status-board-s-honour = ခုံအလိုက်ရေတွက်ခြင်း
status-pieces-honour-two-rueas = အရုပ်အလိုက်ရေတွက်ခြင်း၊ ရထား နှစ်စီး
status-pieces-honour-one-ruea = အရုပ်အလိုက်ရေတွက်ခြင်း၊ ရထား တစ်စီး
status-pieces-honour-two-khons = အရုပ်အလိုက်ရေတွက်ခြင်း၊ ဆင် နှစ်ကောင်
status-pieces-honour-two-mas = အရုပ်အလိုက်ရေတွက်ခြင်း၊ မြင်း နှစ်ကောင်
status-pieces-honour-one-khon = အရုပ်အလိုက်ရေတွက်ခြင်း၊ ဆင် တစ်ကောင်
status-pieces-honour = အရုပ်အလိုက်ရေတွက်ခြင်း
status-start-counting = ရေတွက်ခြင်း စရန်
status-stop-counting = ရေတွက်ခြင်း ရပ်ရန်
status-restart-counting = ရေတွက်ခြင်း ပြန်စရန်
status-the-computer-declines-the-draw = ကွန်ပျူတာက သရေကို ငြင်းသည်
status-accept-draw = သရေ လက်ခံရန်
status-offer-draw = သရေ ကမ်းလှမ်းရန်

## src/ui/top_bar.rs

top-bar-learn = လေ့လာရန်
top-bar-rules = စည်းမျဉ်းများ

## src/editor/view/fen_field.rs

editor-fen-field-type-or-paste-a-fen = ခုံကို နေရာချရန် FEN ကို ရိုက်ထည့်ပါ သို့မဟုတ် ကူးထည့်ပါ
editor-fen-field-this-fen-cannot-be-used = ဤ FEN ကို အသုံးပြု၍ မရပါ။{" "}

## src/editor/view/hand.rs

editor-hand-one-fewer-in-hand = လက်ထဲမှ တစ်ရုပ် လျှော့ရန်
editor-hand-one-more-in-hand = လက်ထဲသို့ တစ်ရုပ် တိုးရန်

## src/editor/messages.rs

editor-messages-piece-placement = အရုပ်နေရာချထားပုံ
editor-messages-pieces-in-hand = လက်ထဲရှိ အရုပ်များ
editor-messages-side-to-move = ရွှေ့ရမည့်ဘက်
editor-messages-first-move-rights = ပထမအကြိမ် ရွှေ့ခွင့်များ
editor-messages-counting-limit = ရေတွက်ရမည့် အကန့်အသတ်
editor-messages-checks-remaining = ကျန်ရှိသော ချက်အရေအတွက်
editor-messages-half-move-clock-or-count = အလှည့် ရေတွက်ချက် (သို့မဟုတ် အရေ)
editor-messages-move-number = ရွှေ့ကွက် နံပါတ်
editor-messages-the-fen-is-empty = FEN တွင် ဘာမျှ မပါပါ။
editor-messages-the-side-not-to-move = ရွှေ့ရမည့်အလှည့် မဟုတ်သောဘက်က ချက်ခံနေရသည် - မင်းကြီးကို စားလိုက်သလို ဖြစ်နေမည်။ ရွှေ့ရမည့်ဘက် သို့မဟုတ် အရုပ်များကို ပြောင်းပါ။
editor-messages-the-two-khuns-stand-next = မင်းကြီး နှစ်ပါး ကပ်လျက် ရပ်နေသည် - ပွဲတစ်ပွဲတွင် ဘယ်တော့မှ မဖြစ်နိုင်ပါ။

## src/editor/view/page.rs

editor-position-editor = အနေအထား ပြင်ဆင်ရန်
editor-clear-board = ခုံရှင်းရန်
editor-start-position = စတင်အနေအထား
editor-set-up-a-position = အနေအထား သတ်မှတ်ရန်
editor-play-from-here = ဤနေရာမှ ကစားရန်

## src/editor/view/options.rs

editor-options-side-to-move = ရွှေ့ရမည့်ဘက်
editor-options-move-number = ရွှေ့ကွက် နံပါတ်
editor-options-counting = ရေတွက်ခြင်း
editor-options-a-count-is-running = ရေတွက်နေဆဲ ဖြစ်သည်
editor-options-counting-side = ရေတွက်သူဘက်
editor-options-moves-counted = ရေတွက်ပြီး ရွှေ့ကွက်

## src/editor/view/palette.rs

editor-palette-move-pieces = အရုပ်ရွှေ့ရန်
editor-palette-eraser-take-pieces-off = ခဲဖျက် - အရုပ်များကို ဖယ်ရှားရန်
editor-palette-pieces-to-place = နေရာချရန် အရုပ်များ

## src/embed/mod.rs

embed-first-position = ပထမ အနေအထား
embed-previous-move = ယခင်ရွှေ့ကွက်
embed-next-move = နောက်ရွှေ့ကွက်
embed-last-position = နောက်ဆုံး အနေအထား

## src/library/view/mod.rs

games-white = အဖြူ
games-black = အမည်း
games-vs-computer = ကွန်ပျူတာနှင့်
games-two-players = လူနှစ်ဦး
games-from-a-link = လင့်ခ်မှ
games-imported = တင်သွင်းထားသည်
games-live-with-a-friend = မိတ်ဆွေနှင့် တိုက်ရိုက်
games-unfinished = မပြီးသေး
games-white-won = အဖြူ နိုင်
games-black-won = အမည်း နိုင်
games-links = လင့်ခ်များ
games-imported-2 = တင်သွင်းထားသော
games-live = တိုက်ရိုက်
games-unfinished-2 = မပြီးသေး
games-delete = ဖျက်ရန်
games-all-variants = ကစားနည်း အားလုံး
games-result = ရလဒ်
games-all-results = ရလဒ် အားလုံး
games-all-opponents = ပြိုင်ဘက် အားလုံး
games-player-name = ကစားသူ အမည်
games-search-names = အမည် ရှာရန်
games-game-deleted = ပွဲကို ဖျက်ပြီးပါပြီ။
games-undo = ပြန်ယူရန်
games-newer = ပိုသစ်သော
games-older = ပိုဟောင်းသော

## src/ui/module_frame.rs

module-frame-this-page-could-not-be = ဤစာမျက်နှာကို ဖွင့်၍ မရပါ။ အော့ဖ်လိုင်းတွင် သုံးနိုင်ရန် အွန်လိုင်းရှိစဉ် တစ်ကြိမ် ဖွင့်ထားပါ။

## src/text/speech.rs

speech-empty = အလွတ်
speech-picked = ရွေးထားသည်
speech-legal-move = ရွှေ့နိုင်သည်
speech-can-capture = စားနိုင်သည်
speech-can-promote-here = ဤနေရာတွင် ရာထူးတိုးနိုင်သည်
speech-counting-stopped = ရေတွက်ခြင်း ရပ်ထားသည်
speech-this-game-has-no-clock = ဤပွဲတွင် နာရီ မရှိပါ
top-bar-language = ဘာသာစကား

## src/editor/view/page.rs: sentences

editor-over-checkmate = ရွှေ့ရမည့်ဘက် ချက်မိတ် ခံထားရသည် - ကစားစရာ မရှိတော့ပါ။
editor-over-stalemate = ရွှေ့ရမည့်ဘက်တွင် ရွှေ့စရာ မရှိ (စတေးမိတ်) - ကစားစရာ မရှိတော့ပါ။
editor-over-no-mating-material = မည်သည့်ဘက်မျှ ချက်မိတ်နိုင်ခြင်း မရှိ - ဤနေရာတွင် ပွဲ သရေ ဖြစ်သည်။
editor-over-count-ran-out = အရေ ပြည့်သွားပြီ - ဤနေရာတွင် ပွဲ သရေ ဖြစ်သည်။
editor-over-check-won = ချက်ပေးပြီးပြီ - ကာအုက်တွင် ၎င်းက ပွဲနိုင်သည်။
editor-over-drawn = ဤနေရာတွင် ပွဲ သရေ ဖြစ်ပြီးသား ဖြစ်သည်။
editor-verdict-legal = စည်းမျဉ်းနှင့် ညီသော အနေအထား - { $side } ရွှေ့ရန်။
editor-verdict-legal-in-check = စည်းမျဉ်းနှင့် ညီသော အနေအထား - { $side } ရွှေ့ရန်၊ ချက်ခံနေရသည်။

## src/editor/messages.rs: sentences

editor-fen-malformed = FEN ၏ { $field } ကို ဖတ်၍ မရပါ - “{ $found }” ကို တွေ့ရသည်၊ { $expected } ဖြစ်ရမည်။
editor-fen-rank-count = FEN ၏ ခုံတွင် အလျားတန်း ၈ တန်း အစား { $ranks } တန်း ရှိနေသည်။
editor-fen-rank-length = FEN ၏ အလျားတန်း { $rank } တွင် အကွက် ၈ ကွက် အစား { $squares } ကွက် ရှိနေသည်။
editor-fen-khun-count =
    { $count ->
        [0] { $side } တွင် မင်းကြီး မရှိပါ - ဘက်တိုင်းတွင် တစ်ပါးတိတိ ရှိရမည်။
       *[other] { $side } တွင် မင်းကြီး { $count } ပါး ရှိနေသည် - ဘက်တိုင်းတွင် တစ်ပါးတိတိ ရှိရမည်။
    }
editor-fen-too-many-bia = { $side } တွင် ရာထူးတိုးပြီးသော နယ်များ အပါအဝင် နယ် ၈ ရုပ်ထက် ပိုနေသည်။
editor-fen-too-many-promoted = { $side } တွင် { $pieces } များလွန်းသည် - အစုံတစ်စုံတွင် { $limit } ရုပ်သာ ပါပြီး ပိုနေသော တစ်ရုပ်စီသည် ရာထူးတိုးထားသော နယ် ဖြစ်ရမည်၊ ထို့ကြောင့် ခုံပေါ်ရှိ နယ်များနှင့် ပေါင်းလျှင် နယ် ၈ ရုပ်ထက် ပိုသွားမည်။
editor-fen-too-many = { $side } တွင် { $pieces } များလွန်းသည် - အစုံတစ်စုံတွင် { $limit } ရုပ်သာ ပါပြီး နယ်သည် ၎င်းအဖြစ် ရာထူးမတိုးနိုင်ပါ။
editor-fen-bia-on-promotion-rank = { $square } ရှိ နယ်သည် ရာထူးတိုးပြီး ဖြစ်ရမည့် နေရာတွင် ရပ်နေသည် - ယင်းအစား ရာထူးတိုးထားသော အရုပ်ကို ချပါ။
editor-fen-setup-placement = လက်ထဲတွင် အရုပ်များ ကျန်နေသေးသော်လည်း { $square } ရှိ အရုပ်သည် ရုပ်နေရာချခြင်းဖြင့် မရောက်နိုင်သော နေရာတွင် ရှိနေသည် - နယ်များသည် ၎င်းတို့၏ စတင်အကွက်တွင် ရှိရမည်၊ အခြားအရုပ်များကို မိမိဘက်၏ အလျားတန်း သုံးတန်းတွင်၊ ရထားများကို နောက်ဆုံးအလျားတန်းတွင်သာ ချရသည်။
editor-fen-bad-right = ပထမအကြိမ် ရွှေ့ခွင့် “{ $right }” သည် မရွှေ့ရသေးသော မင်းကြီး သို့မဟုတ် စစ်ကဲကို မညွှန်ပါ။
editor-fen-not-in-variant = { $variant } ၏ FEN တွင် { $field } မပါပါ။
editor-fen-trailing-text = FEN နောက်တွင် မမျှော်လင့်သော စာသား - “{ $text }”။
editor-pieces-khun = မင်းကြီး
editor-pieces-met = စစ်ကဲ
editor-pieces-khon = ဆင်
editor-pieces-ma = မြင်း
editor-pieces-ruea = ရထား
editor-pieces-bia = နယ်
editor-pieces-sittuyin-king = မင်းကြီး
editor-pieces-sittuyin-general = စစ်ကဲ
editor-pieces-sittuyin-elephant = ဆင်
editor-pieces-sittuyin-horse = မြင်း
editor-pieces-sittuyin-chariot = ရထား
editor-pieces-sittuyin-pawn = နယ်
editor-problem-bia-behind-start = { $square } ရှိ နယ်သည် ၎င်း၏ စတင်အလျားတန်း၏ နောက်တွင် ရှိနေသည် - နယ်များသည် သုံးတန်းမြောက်တွင် စပြီး ရှေ့သို့သာ ရွှေ့သည်။
editor-problem-cannot-count-makruk = { $side } သည် ဤနေရာတွင် ရေတွက်၍ မရပါ - နယ် မကျန်တော့ဘဲ တစ်ဖက်တွင် မင်းကြီးအပြင် အရုပ်များ ရှိမှသာ ရေတွက်ခြင်း ဖြစ်နိုင်သည်။
editor-problem-cannot-count-cambodian = { $side } သည် ဤနေရာတွင် ရေတွက်၍ မရပါ - အရုပ် ၃ ရုပ်အထိသာ ရှိသောဘက် (မင်းကြီး တစ်ပါးတည်းဆိုလျှင် နယ် မကျန်ရ) က မင်းကြီးထက် ပိုသော အင်အားကို ရင်ဆိုင်ရမှသာ ရေတွက်ခြင်း ဖြစ်နိုင်သည်။
editor-problem-cannot-count-asean = { $side } သည် ဤနေရာတွင် ရေတွက်၍ မရပါ - နယ် မကျန်တော့ဘဲ မင်းကြီး တစ်ပါးတည်း ကျန်သောဘက်က ရထား၊ ဆင် သို့မဟုတ် မြင်းကို ရင်ဆိုင်ရမှသာ ရေတွက်ခြင်း ဖြစ်နိုင်သည်။
editor-problem-cannot-count-none = { $side } သည် ဤနေရာတွင် ရေတွက်၍ မရပါ - ဤကစားနည်းတွင် ရေတွက်ခြင်း မရှိပါ။
editor-problem-count-over = အရေ ({ $moves }) သည် ရွှေ့ကွက် { $limit } ကွက် အကန့်အသတ်ကို ကျော်နေပြီ - ပွဲ သရေ ဖြစ်ပြီးသား ဖြစ်မည်။
editor-problem-hands-out-of-turn = အဖြူ၏ လက်ထဲတွင် အရုပ် { $white } ရုပ်၊ အမည်း၏ လက်ထဲတွင် { $black } ရုပ် ရှိသည်၊ သို့သော် ဘက်နှစ်ဖက်သည် အလှည့်ကျ နေရာချရပြီး အဖြူက အရင်ချသည် - အဖြူ ရွှေ့ရမည်ဆိုလျှင် အရေအတွက် တူရမည်၊ အမည်း ရွှေ့ရမည်ဆိုလျှင် အမည်းက တစ်ရုပ် ပိုရမည်။

## src/editor/view/options.rs, hand.rs, palette.rs: sentences

editor-options-right-khun = { $square } ရှိ { $side } မင်းကြီးသည် ခုန်နိုင်သေးသည်
editor-options-right-met = { $square } ရှိ { $side } စစ်ကဲသည် နှစ်ကွက် ရွှေ့နိုင်သေးသည်
editor-options-count-summary = { $kind }၊ ရွှေ့ကွက် { $limit } ကွက်အထိ
editor-hand-count = { $side } ၏ လက်ထဲရှိ { $piece } - { $count }
editor-hand-title = { $side } ၏ လက်ထဲရှိ အရုပ်များ
editor-palette-place =
    { $color ->
        [white] အဖြူ
       *[other] အမည်း
    } { $piece } ကို နေရာချရန်

## src/text/speech.rs: messages with variables

speech-white-piece = အဖြူ { $piece }
speech-black-piece = အမည်း { $piece }
speech-square-content = { $square }၊ { $content }
speech-square-content-mark = { $square }၊ { $content }၊ { $mark }
speech-move = { $side } { $piece } { $from } မှ { $to } သို့
speech-drop = { $side } { $piece } ကို { $to } တွင် ချသည်
speech-sittuyin-promotion = { $side } { $pawn } { $from } သည် { $to } တွင် { $general } ဖြစ်လာသည်
speech-move-captures = { $move_words }၊ { $piece } ကို စားသည်
speech-move-promotes = { $move_words }၊ { $piece } အဖြစ် ရာထူးတိုးသည်
speech-move-check = { $move_words }၊ ချက်
speech-count-started = { $side } ရေတွက်သည်၊ { $limit } အနက် { $number }
speech-count = အရေ { $limit } အနက် { $number }
speech-pieces-on = { $piece } { $squares }
speech-list = { $list }၊ { $item }
speech-side-pieces = { $side } - { $pieces }
speech-position = { $white }။ { $black }။ { $side } ရွှေ့ရန်။
speech-minutes-count = { $minutes } မိနစ်
speech-seconds-count = { $seconds } စက္ကန့်
speech-minutes-and-seconds = { $minutes } { $seconds }
speech-clocks = အဖြူ { $white }၊ အမည်း { $black }

## src/game/command.rs: the questions' words (separated by |) and messages with variables

command-words-board = ခုံ|အနေအထား
command-words-count = ရေတွက်|အရေ
command-words-last-move = နောက်ဆုံးရွှေ့ကွက်|နောက်ဆုံး
command-words-time = အချိန်|နာရီ
command-words-help = အကူအညီ|?
command-not-a-legal-move = { $text } - ဤနေရာတွင် စည်းမျဉ်းနှင့် မညီသော ရွှေ့ကွက်။ အမိန့်များ သိရန် အကူအညီ ဟု ရိုက်ပါ။

## src/game/view/status.rs: messages with variables

status-to-move = { $side } ရွှေ့ရန်
status-to-move-in-check = { $side } ရွှေ့ရန် — ချက်!
status-wins = { $side } နိုင်
status-over = { $reason } — { $result }
status-resigned = { $loser } အရှုံးပေးသည် — { $result }
status-time-out = { $loser } အချိန်ကုန်သွားသည် — { $result }
status-count-boards-honour = { $limit } အနက် { $number }
status-count-pieces-honour = { $number } → { $limit }
status-counting = { $side } က ရေတွက်နေသည် - { $count } ({ $reason })
status-offers-draw = { $side } က သရေ ကမ်းလှမ်းသည်

## src/game/view/announcer.rs: messages with variables

announcer-new-game = ပွဲသစ်။ { $status }
announcer-move-taken-back-status = ရွှေ့ကွက်ကို ပြန်ရုပ်လိုက်ပြီ။ { $status }
announcer-then = { $first }။ { $next }

## src/ui/hand.rs

hand-piece-count = { $piece }၊ လက်ထဲတွင် { $count }
hand-side = { $side } ၏ လက်ထဲတွင်

## src/game/view/hints.rs: messages with variables

hints-panel-place-piece = သင့် { $piece } ကို နေရာချပါ
hints-panel-move-piece = { $square } ရှိ သင့် { $piece } ကို ရွှေ့ပါ
hints-panel-hint-move = အရိပ်အမြွက် - { $san }
hints-panel-threat-move = ခြိမ်းခြောက်ကွက် - { $san }

## src/analysis/explorer/view.rs: messages with variables

explorer-panel-results = အဖြူ နိုင် { $white }%၊ သရေ { $draws }%၊ အမည်း နိုင် { $black }%
explorer-panel-percent = { $share }%
explorer-panel-library-unreadable = ပွဲမှတ်တမ်းတိုက်ကို ဖတ်၍ မရပါ - { $error }
explorer-panel-reading-games = သင့်ပွဲများကို ဖတ်နေသည်… { $read }

## src/game/view/setup_shortcuts.rs: messages with variables

setup-shortcuts-set-up-side = { $side } ၏ အရုပ်များကို နေရာချရန်

## src/library/view/files_import.rs: messages with variables

library-import-summary = { $added } ပွဲကို သင့်ပွဲမှတ်တမ်းတိုက်ထဲ ထည့်ပြီး { $skipped } ပွဲကို ကျော်ခဲ့သည်။
library-import-storage-stopped = သိုလှောင်ခန်းက တင်သွင်းမှုကို ရပ်တန့်လိုက်သည် - { $error }
library-import-skipped-game = ပွဲ { $number } (စာကြောင်း { $line }) - { $reason }
library-import-games-added-count = { $added } ပွဲ ထည့်ပြီး

## src/library/view/files_export.rs: messages with variables

library-export-games-exported = { $games } ပွဲ ထုတ်ယူပြီးပါပြီ။

## src/library/view: messages with variables and the library's notices

games-notice-in-memory = ဤဘရောက်ဇာက အက်ပ်ကို ပွဲများ သိမ်းခွင့် မပြုပါ (သီးသန့်မုဒ်လား) - ဤစာမျက်နှာ ပိတ်သည်အထိသာ ပွဲများကို ထိန်းထားမည်။
games-notice-full = သိုလှောင်ခန်း ပြည့်နေသည် - နောက်ဆုံးအပြောင်းအလဲကို ပွဲမှတ်တမ်းတိုက်တွင် မသိမ်းရပါ။ ပွဲ ဆက်သွားသည်။
games-notice-failed = ပွဲမှတ်တမ်းတိုက်က နောက်ဆုံးအပြောင်းအလဲကို မသိမ်းနိုင်ပါ။ ပွဲ ဆက်သွားသည်။
games-notice-other-tab = ဤပွဲတွင် အခြားတက်ဘ်မှ ရွှေ့ကွက်တစ်ကွက် ရွှေ့ခဲ့သည် - ခုံပေါ်တွင် ပြထားသည်။
games-notice-forked = ဤပွဲကို အခြားတက်ဘ်တွင် အရင် ပြောင်းလဲခဲ့သည် - ဤတက်ဘ်၏ ပွဲကို သီးခြားပွဲအဖြစ် သိမ်းထားသည်။
games-plies-count = { $plies } အလှည့်
games-records-unreadable = မှတ်တမ်း { $count } ခုကို ဖတ်၍ မရသဖြင့် ကျော်ထားသည်

## src/library/import/page.rs: messages with variables

import-page-moves-found = စာကြောင်း { $lines } တွင် ရွှေ့ကွက် { $moves } ကွက် တွေ့ရှိသည်
import-page-line-range = { $first }–{ $last }
import-page-and-list = { $list } နှင့် { $item }
import-page-and-ignored-lines = { $found }၊ လျစ်လျူရှုထားသော စာကြောင်းများ { $lines }
import-page-skipped-word = “{ $word }” (စာကြောင်း { $line })
import-page-list = { $list }၊ { $item }
import-page-and-more = { $list } (+{ $more })
import-page-and-skipped = { $found }၊ ရွှေ့ကွက်များကြားတွင် ကျော်ခဲ့သည် - { $words }
import-page-sentence = { $text }။

## src/library/view/import_dialog.rs: messages with variables

import-dialog-could-not-import-because = တင်သွင်း၍ မရပါ - { $error }
import-dialog-read-as-page = ဝက်ဘ်ဆိုက်မှ ကူးယူထားသော ပွဲစာမျက်နှာအဖြစ် ဖတ်ထားသည် - { $found }

## src/analysis: messages with variables

analysis-engine-view-evaluation-of = အကဲဖြတ်ချက် - { $score }
analysis-engine-view-speed-millions = { $speed } သန်း ဆုံမှတ်/စက္ကန့်
analysis-engine-view-speed-thousands = { $speed } ထောင် ဆုံမှတ်/စက္ကန့်
analysis-engine-view-threads = သရက်ဒ် { $threads } ခု
analysis-engine-view-one-thread-not-isolated = သရက်ဒ် ၁ ခု (ပရိုဆက်ဆာ အားလုံး သုံးရန် စာမျက်နှာကို ပြန်ဖွင့်ပါ)
analysis-review-view-best-was-move = အကောင်းဆုံးမှာ { $san }

## common messages with variables

common-computer-level-number = ကွန်ပျူတာ အဆင့် { $level }
common-depth-number = အနက် { $depth }
common-you-play-side = သင့်ဘက် { $side }

## src/app.rs: messages with variables

app-bad-link = ဤပွဲလင့်ခ်ကို ဖွင့်၍ မရပါ။ သင့်ပွဲ မပြောင်းလဲပါ ({ $error })

## src/ui (other panels): messages with variables

comment-edit-comment-on-ply-number = အလှည့် { $ply } အတွက် မှတ်ချက်
live-panel-connected-round-trip = ချိတ်ဆက်ပြီး · { $ms } မီလီစက္ကန့်
live-panel-refused-unchanged = { $refusal }။ ပွဲ မပြောင်းလဲပါ။
move-confirm-play-move = { $san } ကို ရွှေ့မလား။
new-game-takhaeng-ruea-side = ရထားစောင်း - { $side }
preferences-board-size-percent = ခုံအရွယ်အစား { $size }%
replay-seconds-per-move = တစ်ကွက်လျှင် { $seconds } စက္ကန့်
board-feedback-refused = { $from }–{ $to } - စည်းမျဉ်းနှင့် မညီသော ရွှေ့ကွက်

## src/library/view/mod.rs: the word after the number of games listed

games-count-noun =
    { $count ->
       *[other] ပွဲ
    }

## src/editor/messages.rs: a FEN field that cannot be read, its expectation unknown

editor-fen-unreadable = FEN ၏ { $field } ကို ဖတ်၍ မရပါ - “{ $found }” ကို တွေ့ရသည်။

## src/core_errors.rs: what a FEN field expects (after "expected")

core-error-fen-expected-number = ကိန်းဂဏန်းတစ်ခု
core-error-fen-expected-number-below-2-32 = ၂^၃၂ အောက် ကိန်းဂဏန်းတစ်ခု
core-error-fen-expected-at-most = အများဆုံး { $limit }
core-error-fen-expected-turn = w သို့မဟုတ် b
core-error-fen-expected-hand-after-placement = အရုပ်နေရာချထားပုံ၏ နောက်တွင် လေးထောင့်ကွင်းထဲ၌ လက်ထဲရှိ အရုပ်များ၊ ဥပမာ [] သို့မဟုတ် [KSFRNksfrn]
core-error-fen-expected-hand = ] ဖြင့် ပိတ်ထားသော လက်ထဲရှိ အရုပ်များ၊ ဥပမာ [KSFRNksfrn]
core-error-fen-expected-empty-squares = အကွက်လွတ်များအတွက် ဂဏန်း 1 မှ 8 အထိ
core-error-fen-expected-promoted-mark = ရာထူးတိုးထားသော အရုပ်၏ နောက်တွင်သာ '~'
core-error-fen-expected-placement = အရုပ်အက္ခရာ KMSNRP (သို့မဟုတ် Q, B)၊ ဂဏန်းများနှင့် '/'
core-error-fen-expected-rights = '-' သို့မဟုတ် DEde ကဲ့သို့ ဒေါင်တန်းအက္ခရာများ
core-error-fen-expected-counting-limit = '-' သို့မဟုတ် အလှည့်ဖြင့် ရေတွက်ရမည့် အကန့်အသတ်
core-error-fen-expected-counting-limit-at-most = အလှည့် { $limit } ထက် မပိုသော အကန့်အသတ်
core-error-fen-expected-checks = 1+1 ကဲ့သို့ ကျန်ရှိသော ချက်အရေအတွက်

## src/core_errors.rs: the rules core's errors (a move's text, PGN, a game's replay, rule options)

core-error-san-empty = ရွှေ့ကွက် မပါပါ
core-error-san-syntax = ရွှေ့ကွက် “{ $san }” ကို ဖတ်၍ မရပါ - { $problem }
core-error-san-unreadable = ရွှေ့ကွက် “{ $san }” ကို ဖတ်၍ မရပါ
core-error-san-unknown-promotion = ရာထူးတိုးမည့် အရုပ်ကို မသိပါ
core-error-san-no-target-square = သွားမည့် အကွက် မပါပါ
core-error-san-misplaced-file = ဒေါင်တန်းအက္ခရာ နေရာမှားနေသည်
core-error-san-misplaced-rank = အလျားတန်းဂဏန်း နေရာမှားနေသည်
core-error-san-unexpected-character = မမျှော်လင့်သော စာလုံး ပါနေသည်
core-error-san-illegal = ဤအနေအထားတွင် စည်းမျဉ်းနှင့်ညီသော ရွှေ့ကွက် “{ $san }” မရှိပါ
core-error-san-ambiguous = ရွှေ့ကွက် “{ $san }” သည် မရှင်းလင်းပါ - { $moves } ဖြစ်နိုင်သည်
core-error-pgn-empty = PGN စာသားတွင် ပွဲ မပါပါ
core-error-pgn-tag = စာကြောင်း { $line } - တဂ် မှားနေသည် - { $problem }
core-error-pgn-tag-unreadable = စာကြောင်း { $line } - တဂ် မှားနေသည်
core-error-pgn-tag-missing-name = တဂ်အမည် မပါပါ
core-error-pgn-tag-unquoted-value = တန်ဖိုးကို မျက်တောင်အဖွင့်အပိတ် "" ထဲတွင် ထည့်ရမည်
core-error-pgn-tag-unterminated-value = တဂ်တန်ဖိုးကို မျက်တောင်ဖြင့် ပိတ်မထားပါ
core-error-pgn-tag-missing-bracket = ']' မပါပါ
core-error-pgn-tag-in-movetext = ရွှေ့ကွက်စာသားတွင် တဂ် မပါရပါ
core-error-pgn-unknown-variant = မသိသော ကစားနည်း “{ $variant }”
core-error-pgn-fen = FEN တဂ် မှားနေသည် - { $error }
core-error-pgn-move-white = ရွှေ့ကွက် { $number }. “{ $token }” - { $error }
core-error-pgn-move-black = ရွှေ့ကွက် { $number }... “{ $token }” - { $error }
core-error-pgn-unclosed-comment = စာကြောင်း { $line } - '{ "{" }' ကို ဖွင့်ပြီး မပိတ်ထားပါ
core-error-pgn-unclosed-variation = စာကြောင်း { $line } - '(' ကို ဖွင့်ပြီး မပိတ်ထားပါ
core-error-pgn-unbalanced-parenthesis = စာကြောင်း { $line } - '(' မပါဘဲ ')' ပါနေသည်
core-error-pgn-variation-without-move = စာကြောင်း { $line } - အစားထိုးနိုင်မည့် ရွှေ့ကွက် မရှိမီ လမ်းကြောင်းခွဲ '(' ပါနေသည်
core-error-pgn-counting-tag = Counting တဂ် “{ $value }” - manual, automatic သို့မဟုတ် manual-boards-honour ဖြစ်ရမည်
core-error-pgn-count-command = မှတ်ချက်ထဲရှိ အမိန့် [%count { $value }] - start သို့မဟုတ် stop ဖြစ်ရမည်
core-error-pgn-rule-option = စည်းမျဉ်း ရွေးချယ်မှု တဂ် - { $error }
core-error-record-start = စတင်အနေအထား - { $error }
core-error-record-options = စည်းမျဉ်း ရွေးချယ်မှုများ - { $error }
core-error-record-move = အလှည့် { $ply } - { $uci } သည် စည်းမျဉ်းနှင့်ညီသော ရွှေ့ကွက် မဟုတ်ပါ
core-error-record-count-start = အလှည့် { $ply } ပြီးနောက် ရေတွက်ခြင်း စတင်မှု - { $error }
core-error-record-count-stop = အလှည့် { $ply } ပြီးနောက် ရေတွက်ခြင်း ရပ်မှု - { $error }
core-error-record-action-order = အလှည့် { $ply } ပြီးနောက် ရေတွက်မှုသည် နောက်ကျသော အလှည့်မှ ရေတွက်မှုတစ်ခု၏ နောက်တွင် ရောက်နေသည်
core-error-record-action-after-end = အလှည့် { $ply } ပြီးနောက် ရေတွက်မှု၊ သို့သော် ပွဲတွင် အလှည့် { $moves } သာ ရှိသည်
core-error-record-result = ရလဒ် “{ $result }” - { $error }
core-error-counting-not-manual = ဤပွဲတွင် အလိုအလျောက် ရေတွက်သည်
core-error-counting-not-applicable = ဤအနေအထားတွင် ရေတွက်ရန် မရှိပါ
core-error-counting-already-counting = ရေတွက်နေပြီးသား ဖြစ်သည်
core-error-counting-not-counting = ရေတွက်နေခြင်း မရှိပါ
core-error-counting-not-your-count = ရေတွက်သည့်ဘက်သာ မိမိအလှည့်တွင် ရေတွက်ခြင်းကို စတင်နိုင် သို့မဟုတ် ရပ်နိုင်သည်
core-error-counting-game-over = ပွဲ ပြီးသွားပြီ
core-error-result-resignation = { $side } အရှုံးပေးသည်
core-error-result-draw-agreed = သဘောတူ သရေ
core-error-result-time-forfeit = { $side } အချိန်ကုန်၍ ရှုံးသည်
core-error-result-over = ပွဲ ပြီးသွားပြီးသား ဖြစ်သည် ({ $outcome })
core-error-result-recorded = ပွဲတွင် ရလဒ် ရှိပြီးသား ဖြစ်သည် ({ $result })
core-error-rule-option-not-in-variant = { $variant } တွင် { $option } ကို မကစားပါ (ထိုင်းစစ်တုရင်တွင်သာ ကစားသည်)
core-error-rule-option-sutras-value = Sutras - မသိသော တန်ဖိုး “{ $value }” (khun, met, ma သို့မဟုတ် none ဖြစ်ရမည်)
core-error-rule-option-ouk-rights-value = OukRights - မသိသော တန်ဖိုး “{ $value }” (until first capture သို့မဟုတ် Fairy-Stockfish ဖြစ်ရမည်)
core-error-rule-option-repetition-value = Repetition - မသိသော တန်ဖိုး “{ $value }” (ends game သို့မဟုတ် no ဖြစ်ရမည်)
core-error-rule-option-unknown-value = { $option } - မသိသော တန်ဖိုး “{ $value }”

## src/library/import/mod.rs: why a text could not be imported

import-error-fen = FEN - { $error }
import-error-move = ရွှေ့ကွက် { $number } - “{ $token }” သည် ဤနေရာတွင် စည်းမျဉ်းနှင့်ညီသော ရွှေ့ကွက် မဟုတ်ပါ

## src/formats: why a game link, rule options or a saved game cannot be read

link-error-encoding = လင့်ခ်တွင် ပွဲလင့်ခ်၌ ဘယ်တော့မှ မပါသော စာလုံးများ ပါနေသည်
link-error-checksum = လင့်ခ်ကို ပြောင်းလဲထားသည် သို့မဟုတ် ပြတ်တောက်နေသည် (စစ်ဆေးကိန်း မကိုက်ညီပါ)
link-error-version = လင့်ခ်ကို အခြားဗားရှင်းဖြင့် ပြုလုပ်ထားသည် (ပုံစံ { $version })
link-error-truncated = လင့်ခ် ပြတ်တောက်နေသည်
link-error-variant = လင့်ခ်တွင် မသိသော ကစားနည်းကို ဖော်ပြထားသည်
link-error-opponent = လင့်ခ်တွင် မသိသော ကွန်ပျူတာ အဆင့်ကို ဖော်ပြထားသည်
link-error-options = လင့်ခ်၏ စည်းမျဉ်းများ မဖြစ်နိုင်ပါ - { $error }
link-error-start-position = လင့်ခ်၏ စတင်အနေအထား မမှန်ကန်ပါ
link-error-name = လင့်ခ်ထဲရှိ ကစားသူအမည်ကို ဖတ်၍ မရပါ
link-error-name-too-long = အမည်သည် လင့်ခ်အတွက် ရှည်လွန်းသည်
link-error-too-many-moves = ပွဲသည် လင့်ခ်အတွက် ရှည်လွန်းသည် (ရွှေ့ကွက် { $moves } ကွက်၊ အများဆုံး { $limit })
link-error-move = လင့်ခ်ထဲရှိ အလှည့် { $ply } သည် စည်းမျဉ်းနှင့် မညီပါ
link-error-counting = အလှည့် { $ply } ရှိ ရေတွက်ခြင်း မဖြစ်နိုင်ပါ
link-error-result = လင့်ခ်၏ ရလဒ် မဖြစ်နိုင်ပါ
link-error-trailing-data = လင့်ခ်တွင် ပွဲ၏နောက်၌ ဒေတာ ပိုနေသည်
options-error-unreadable = စည်းမျဉ်း ရွေးချယ်မှုများကို ဖတ်၍ မရပါ
options-error-unknown = မသိသော စည်းမျဉ်း ရွေးချယ်မှု “{ $name }”
options-error-value = စည်းမျဉ်း ရွေးချယ်မှု “{ $name }” သည် “{ $value }” မဖြစ်နိုင်ပါ
save-error-header = ဤဗားရှင်းဖြင့် သိမ်းထားသော ပွဲ မဟုတ်ပါ
save-error-missing = `{ $key }` မပါပါ
save-error-bad = `{ $key }` မှားနေသည် - “{ $value }”

## src/library/mod.rs: why the game library could not do something

library-error-unavailable = သိုလှောင်ခန်းကို အသုံးပြု၍ မရပါ
library-error-full = သိုလှောင်ခန်း ပြည့်နေသည်
library-error-conflict = အခြားနေရာတွင် ပြောင်းလဲထားသည် (ယခု ပြင်ဆင်မှု အမှတ် { $revision })
library-error-missing = ပွဲ { $id } မရှိပါ
library-error-corrupt = ပွဲ { $id } ကို ဖတ်၍ မရပါ
library-error-failed = ဘရောက်ဇာ၏ သိုလှောင်ခန်း အလုပ်မလုပ်ပါ
top-bar-language-name = ဘာသာစကား - { $name }

## Walker's rules (seed 001): the rule set, his counting table
common-walker-rules = ဝေါ့ကာ၏ စည်းမျဉ်းများ
common-walker-count = ဝေါ့ကာ၏ ဇယားဖြင့် ရေတွက်ခြင်း
status-count-walker = { $limit } အနက် { $number }
status-walker-table = ဝေါ့ကာ၏ ဇယား
status-walker-two-rueas = ဝေါ့ကာ၏ ဇယား၊ ရထား နှစ်စီး
status-walker-one-ruea = ဝေါ့ကာ၏ ဇယား၊ ရထား တစ်စီး
status-walker-two-khons = ဝေါ့ကာ၏ ဇယား၊ ဆင် နှစ်ကောင်
status-walker-one-khon = ဝေါ့ကာ၏ ဇယား၊ ဆင် တစ်ကောင်
status-walker-two-mas = ဝေါ့ကာ၏ ဇယား၊ မြင်း နှစ်ကောင်
status-walker-one-ma = ဝေါ့ကာ၏ ဇယား၊ မြင်း တစ်ကောင်
status-walker-met-and-two-bia = ဝေါ့ကာ၏ ဇယား၊ စစ်ကဲ နှင့် နယ် နှစ်ကောင်
status-walker-met-khon-ma-ruea = ဝေါ့ကာ၏ ဇယား၊ စစ်ကဲ၊ ဆင်၊ မြင်း နှင့် ရထား
new-game-walker-rules = ဝေါ့ကာ၏ စည်းမျဉ်းများ (ဒေမီယန် ဝေါ့ကာ၏ Mak-ruk - မင်းကြီးနှင့် စစ်ကဲ၏ ပထမ ရွှေ့ကွက်များ၊ သူ၏ ရေတွက်ဇယား)
core-error-rule-option-not-in-rule-set = ဝေါ့ကာ၏ စည်းမျဉ်းများတွင် { $option } ကို မကစားပါ

## src/game/view/page.rs, src/live/lobby/view.rs: the lobby

common-play-online = အွန်လိုင်း ကစားရန်

# The players' chat in the live strip.
live-chat-title = စကားပြော
live-chat-phrases = အသင့်သုံး စကားစုများ
live-chat-phrase-hello = မင်္ဂလာပါ!
live-chat-phrase-good-luck = ကံကောင်းပါစေ!
live-chat-phrase-good-game = ကောင်းသော ပွဲပါ!
live-chat-phrase-thanks = ကျေးဇူးတင်ပါတယ်!
live-chat-phrase-well-played = ကောင်းကောင်း ကစားနိုင်ပါတယ်!
live-chat-phrase-goodbye = နောက်မှ တွေ့မယ်!
live-chat-input-label = မိတ်ဆွေထံ စာ
live-chat-send = ပို့ရန်
live-chat-too-long = စာတစ်စောင်တွင် စာလုံး { $most } လုံးအထိသာ ရသည်။ ဤစာတွင် { $count } လုံး ပါသည်။ မပို့ရသေးပါ။
live-chat-mute = မိတ်ဆွေ၏ စာများကို ပိတ်ရန်
live-chat-muted = မိတ်ဆွေ၏ စာများကို ပိတ်ထားသည်- မပြပါ။
live-chat-offline = ချိတ်ဆက်ပြီးမှ စာ ပို့နိုင်သည်။
live-chat-you = သင်
live-chat-friend = မိတ်ဆွေ
export-menu-with-chat = ကစားသမားများ၏ စကားပြောကိုပါ ထည့်ရန် (မှတ်ချက်အဖြစ်)
# The players' count of spectators, beside the live status.
live-spectators = ကြည့်ရှုသူ- { $count } ဦး
