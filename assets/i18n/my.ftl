# The interface's texts in Burmese (မြန်မာ, Unicode). Fluent syntax; keys and variables as in en.ftl.
# Terms: /tmp/i18n/glossary-my.md. Makruk's pieces are named by the Burmese names of Sittuyin's pieces.

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
variant-makruk = မက်ရုတ်
variant-ouk-chatrang = အုတ်ချတ်တရန်
variant-kar-ouk = ကာအုတ်
variant-makpong = မက်ပေါင်
variant-asean = အာဆီယံ
variant-sittuyin = စစ်တုရင်

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
common-board-s-honour = ခုံဂုဏ်ရေတွက်ခြင်း
common-pieces-honour = ရုပ်ဂုဏ်ရေတွက်ခြင်း
common-sutras = သုတ်များ
common-cancel = မလုပ်တော့ပါ
common-variant = ကစားနည်း
common-opponent = ပြိုင်ဘက်
common-first-move-rights = ပထမအကြိမ် ရွှေ့ခွင့်များ
common-display = ပြသပုံ
common-piece-set = အရုပ်ပုံစံ
common-link = လင့်ခ်
common-copied = ကူးယူပြီးပါပြီ
common-draw = သရေ
common-makruk = မက်ရုတ်
common-back-to-the-game = ပွဲသို့ ပြန်သွားရန်
common-lessons = သင်ခန်းစာများ

## src/analysis/engine_view.rs

analysis-engine-view-engine = ဆန်းစစ်စက်
analysis-engine-view-lines = လမ်းကြောင်းအရေအတွက်
analysis-engine-view-the-engine-could-not-run = ဤဘရောက်ဇာတွင် ဆန်းစစ်စက်ကို မောင်း၍ မရပါ။
analysis-engine-view-the-game-is-over-in = ဤအနေအထားတွင် ပွဲပြီးသွားပါပြီ။
analysis-engine-view-building-this-ending-s-exact = ဤပွဲသိမ်းပိုင်း၏ တိကျသော ဇယားကို တည်ဆောက်နေသည် (စက္ကန့်အနည်းငယ်)…

## src/analysis/mod.rs

analysis-end-of-the-line = လမ်းကြောင်း ဆုံးပြီ
analysis-analysis-board = သုံးသပ်ရန်ခုံ
analysis-back-to-the-game = ← ပွဲသို့ ပြန်သွားရန်
analysis-make-main-line = အဓိကလမ်းကြောင်း ဖြစ်စေရန်
analysis-delete-from-here = ဤနေရာမှစ၍ ဖျက်ရန်
analysis-play-from-here = ဤနေရာမှ ဆက်ကစားရန်
analysis-edit-position = အနေအထား ပြင်ရန်

## src/analysis/moves_view.rs

analysis-moves-view-move-a-piece-to-start = လမ်းကြောင်းတစ်ခု စရန် အရုပ်တစ်ရုပ် ရွှေ့ပါ

## src/analysis/review_view.rs

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

## src/command.rs

command-type-a-move-e4-nd2 = ရွှေ့ကွက်တစ်ခု ရိုက်ထည့်ပါ (e4, Nd2, b1d2) သို့မဟုတ် - ခုံ၊ ရေတွက်၊ နောက်ဆုံးရွှေ့ကွက်၊ အချိန်၊ အကူအညီ။
command-nobody-is-counting = မည်သူမျှ ရေတွက်မနေပါ
command-no-move-yet = ရွှေ့ကွက် မရှိသေးပါ
command-not-your-turn = သင့်အလှည့် မဟုတ်သေးပါ

## src/components/announcer.rs


## src/components/board.rs

board-board = ခုံ

## src/components/board_feedback.rs


## src/components/comment_edit.rs

comment-edit-comment-before-the-first-move = ပထမရွှေ့ကွက် မတိုင်မီ မှတ်ချက်
comment-edit-add-a-comment = မှတ်ချက် ထည့်ရန်

## src/components/engine_panel.rs

engine-panel-thinking = စဉ်းစားနေသည်…
engine-panel-move-now = ယခုပင် ရွှေ့ပါ

## src/components/explorer_panel.rs

explorer-panel-no-game-of-your-library = သင့်ပွဲမှတ်တမ်းတိုက်ရှိ မည်သည့်ပွဲမျှ ဤအနေအထားသို့ မရောက်ခဲ့ပါ။
explorer-panel-your-games = သင့်ပွဲများ

## src/components/export_menu.rs

export-menu-the-browser-refused-the-copy = ဘရောက်ဇာက ကူးယူခွင့် မပြုပါ။ စာသားကို ရွေးပြီး ကိုယ်တိုင် ကူးယူပါ။
export-menu-picture-saved = ပုံကို သိမ်းပြီးပါပြီ။
export-menu-export = ထုတ်ယူရန်
export-menu-piece-letters = အရုပ်အက္ခရာများ
export-menu-makruk-m-met-s-khon = မက်ရုတ် - M စစ်ကဲ၊ S ဆင်
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

## src/components/help/counting.rs

help-counting-the-stronger-side-has = အသာရသူဘက်၏ အရုပ်များ
help-counting-count-to = ရေတွက်ရမည့် အရေ
help-counting-the-worked-example-s-position = ဥပမာ၏ အနေအထား
help-counting-when-the-count-runs-out = အရေ ပြည့်သွားသောအခါ

## src/components/help/mod.rs

help-pieces = အရုပ်များ
help-counting = ရေတွက်ခြင်း
help-draws = သရေများ
help-this-game = {" "}(ဤပွဲ)
help-how-to-play-makruk = မက်ရုတ် ကစားနည်း
help-topics = ခေါင်းစဉ်များ
help-variants = ကစားနည်း အမျိုးမျိုး

## src/components/help/pieces.rs

help-pieces-the-start-position = စတင်အနေအထား

## src/components/help/sittuyin.rs

help-sittuyin-the-pieces = အရုပ်များ
help-sittuyin-setting-up = ရုပ်နေရာချခြင်း
help-sittuyin-where-white-may-place-its = အဖြူက အရုပ်များ ချနိုင်သော နေရာများ - အစက်များ၊ ရထားများအတွက် ကွင်းဝိုင်းပြထားသော နောက်ဆုံးအလျားတန်း
help-sittuyin-the-pieces-set-up-ready = နေရာချပြီး ကစားရန် အသင့်ဖြစ်နေသော အရုပ်များ
help-sittuyin-promotion = ရာထူးတိုးခြင်း
help-sittuyin-the-pawn-on-d5-may = d5 ရှိ နယ်သည် ရပ်နေသော အကွက်တွင်ဖြစ်စေ၊ မြှားပြထားသော အကွက်တွင်ဖြစ်စေ စစ်ကဲအဖြစ် ရာထူးတိုးနိုင်သည်
help-sittuyin-the-end-of-the-game = ပွဲပြီးဆုံးခြင်း
help-sittuyin-where-these-rules-come-from = ဤစည်းမျဉ်းများ၏ မူလအရင်းအမြစ်

## src/components/help/variants.rs

help-variants-the-khun-s-leap-and = မင်းကြီး၏ ခုန်ကွက်နှင့် စစ်ကဲ၏ နှစ်ကွက်ရွှေ့
help-variants-a-bia-promoting-on-b8 = b8 တွင် ရာထူးတိုးသော နယ်

## src/components/hints_panel.rs

hints-panel-looking = ရှာနေသည်…
hints-panel-hints-the-computer-s-evaluation = အရိပ်အမြွက်များ - ကွန်ပျူတာ၏ အကဲဖြတ်ချက်၊ အရိပ်အမြွက်၊ ခြိမ်းခြောက်ကွက်များ
hints-panel-show-the-move = ရွှေ့ကွက်ကို ပြရန်
hints-panel-show-a-hint = အရိပ်အမြွက် ပြရန်
hints-panel-show-threats = ခြိမ်းခြောက်ကွက်များ ပြရန်

## src/components/import_dialog.rs

import-dialog-import = တင်သွင်းရန်
import-dialog-import-a-game = ပွဲတစ်ပွဲ တင်သွင်းရန်
import-dialog-paste-a-pgn-a-list = PGN၊ ရွှေ့ကွက်စာရင်း သို့မဟုတ် FEN ကို ကူးထည့်ပါ၊ သို့မဟုတ် .pgn ဖိုင်တစ်ခု ဖွင့်ပါ။
import-dialog-game-text = ပွဲ၏ စာသား
import-dialog-or-open-a-file = သို့မဟုတ် ဖိုင်တစ်ခု ဖွင့်ရန်
import-dialog-open-the-moves-found = တွေ့ရှိသော ရွှေ့ကွက်များကို ဖွင့်ရန်
import-dialog-open-game = ပွဲကို ဖွင့်ရန်

## src/components/library_export.rs

library-export-export-all-as-pgn = အားလုံးကို PGN အဖြစ် ထုတ်ယူရန်
library-export-export-these-as-pgn = ဤပွဲများကို PGN အဖြစ် ထုတ်ယူရန်

## src/components/library_import.rs

library-import-add-a-pgn-file-of = ပွဲများစွာပါသော PGN ဖိုင်ကို သင့်ပွဲမှတ်တမ်းတိုက်ထဲ ထည့်ရန်
library-import-import-progress = တင်သွင်းမှု တိုးတက်ပုံ

## src/components/live_panel.rs

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
live-panel-your-friend-declined = မိတ်ဆွေက ငြင်းလိုက်သည်။
live-panel-your-friend-asks-to-take = မိတ်ဆွေက ၎င်း၏ နောက်ဆုံးရွှေ့ကွက်ကို ပြန်ရုပ်ခွင့် တောင်းသည်။
live-panel-decline = ငြင်းရန်
live-panel-accept = လက်ခံရန်
live-panel-takeback-asked-waiting-for-your = ပြန်ရုပ်ခွင့် တောင်းထားသည် - မိတ်ဆွေကို စောင့်နေသည်။
live-panel-decline-the-draw = သရေကို ငြင်းရန်
live-panel-your-friend-offers-a-rematch = မိတ်ဆွေက ဘက်လဲ၍ နောက်တစ်ပွဲ ကစားရန် ကမ်းလှမ်းသည်။
live-panel-rematch-offered-waiting-for-your = နောက်တစ်ပွဲ ကမ်းလှမ်းထားသည် - မိတ်ဆွေကို စောင့်နေသည်။
live-panel-rematch = နောက်တစ်ပွဲ

## src/components/move_confirm.rs

move-confirm-confirm-each-move-before-it = ရွှေ့ကွက်တိုင်းကို မရွှေ့မီ အတည်ပြုရန်
move-confirm-confirm = အတည်ပြုရန်

## src/components/move_input.rs

move-input-move-or-command-e4-board = ရွှေ့ကွက် သို့မဟုတ် အမိန့် (e4၊ ခုံ၊ အကူအညီ)
move-input-not-a-legal-move-here = ဤနေရာတွင် စည်းမျဉ်းနှင့် မညီသော ရွှေ့ကွက်

## src/components/move_list.rs

move-list-no-moves-yet = ရွှေ့ကွက် မရှိသေးပါ
move-list-last-move = နောက်ဆုံးရွှေ့ကွက်
move-list-back-to-the-game = ပွဲသို့ ပြန်သွားရန်

## src/components/new_game.rs

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
new-game-sut-khun = မင်းကြီးသုတ်
new-game-sut-met = စစ်ကဲသုတ်
new-game-sut-ma = မြင်းသုတ်
new-game-your-name = သင့်အမည်
new-game-network = ကွန်ရက်
new-game-internet-public-stun-servers = အင်တာနက် (အများသုံး STUN ဆာဗာများ)
new-game-same-network-only-no-server = တူညီသော ကွန်ရက်တွင်သာ (ဆာဗာ မလို)
new-game-my-own-stun-turn-server = ကိုယ်ပိုင် STUN/TURN ဆာဗာ
new-game-server-stun-or-turn = ဆာဗာ (stun: သို့မဟုတ် turn:)
new-game-user = အသုံးပြုသူ
new-game-credential = စကားဝှက်
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

## src/components/preferences.rs

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
preferences-done = ပြီးပါပြီ

## src/components/promotion.rs

promotion-promote-to = ရာထူးတိုးရန်

## src/components/replay.rs

replay-replay = ပြန်ပြရန်
replay-replay-speed = ပြန်ပြမှု အမြန်နှုန်း
replay-pause = ခဏရပ်ရန်
replay-resume = ဆက်ပြရန်
replay-step = တစ်ကွက်ချင်း

## src/components/resign_button.rs

resign-button-resign = အရှုံးပေးရန်
resign-button-resign-this-game = ဤပွဲကို အရှုံးပေးမလား။
resign-button-yes-resign = ဟုတ်ကဲ့၊ အရှုံးပေးမည်

## src/components/setup_shortcuts.rs

setup-shortcuts-standard-set-up = စံနေရာချပုံ
setup-shortcuts-random-set-up = ကျပန်း နေရာချပုံ
setup-shortcuts-burmese-chess-guide-u-shwe = ရွှေကျင် ဦးဘ၏ မြန်မာစစ်တုရင် လမ်းညွှန် (၁၉၂၄ ခုနှစ်ခန့်)
setup-shortcuts-compact-centre = အလယ်စုစည်း

## src/components/share_button.rs

share-button-share = မျှဝေရန်
share-button-share-this-game = ဤပွဲကို မျှဝေရန်
share-button-anyone-with-the-link-sees = လင့်ခ်ရရှိသူ မည်သူမဆို ဤပွဲကို မြင်ရပြီး နောက်တစ်ကွက် ရွှေ့ကာ ပြန်မျှဝေနိုင်သည်။
share-button-white-s-name = အဖြူဘက် အမည်
share-button-black-s-name = အမည်းဘက် အမည်
share-button-copy-link = လင့်ခ် ကူးယူရန်

## src/components/status.rs

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
status-board-s-honour = ခုံဂုဏ်ရေတွက်ခြင်း
status-pieces-honour-two-rueas = ရုပ်ဂုဏ်ရေတွက်ခြင်း၊ ရထား နှစ်စီး
status-pieces-honour-one-ruea = ရုပ်ဂုဏ်ရေတွက်ခြင်း၊ ရထား တစ်စီး
status-pieces-honour-two-khons = ရုပ်ဂုဏ်ရေတွက်ခြင်း၊ ဆင် နှစ်ကောင်
status-pieces-honour-two-mas = ရုပ်ဂုဏ်ရေတွက်ခြင်း၊ မြင်း နှစ်ကောင်
status-pieces-honour-one-khon = ရုပ်ဂုဏ်ရေတွက်ခြင်း၊ ဆင် တစ်ကောင်
status-pieces-honour = ရုပ်ဂုဏ်ရေတွက်ခြင်း
status-start-counting = ရေတွက်ခြင်း စရန်
status-stop-counting = ရေတွက်ခြင်း ရပ်ရန်
status-restart-counting = ရေတွက်ခြင်း ပြန်စရန်
status-the-computer-declines-the-draw = ကွန်ပျူတာက သရေကို ငြင်းသည်
status-accept-draw = သရေ လက်ခံရန်
status-offer-draw = သရေ ကမ်းလှမ်းရန်

## src/components/top_bar.rs

top-bar-learn = လေ့လာရန်
top-bar-rules = စည်းမျဉ်းများ

## src/editor/fen_field.rs

editor-fen-field-type-or-paste-a-fen = ခုံကို နေရာချရန် FEN ကို ရိုက်ထည့်ပါ သို့မဟုတ် ကူးထည့်ပါ
editor-fen-field-this-fen-cannot-be-used = ဤ FEN ကို အသုံးပြု၍ မရပါ။{" "}

## src/editor/hand.rs

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

## src/editor/mod.rs

editor-position-editor = အနေအထား ပြင်ဆင်ရန်
editor-clear-board = ခုံရှင်းရန်
editor-start-position = စတင်အနေအထား
editor-set-up-a-position = အနေအထား သတ်မှတ်ရန်
editor-play-from-here = ဤနေရာမှ ကစားရန်

## src/editor/options.rs

editor-options-side-to-move = ရွှေ့ရမည့်ဘက်
editor-options-move-number = ရွှေ့ကွက် နံပါတ်
editor-options-counting = ရေတွက်ခြင်း
editor-options-a-count-is-running = ရေတွက်နေဆဲ ဖြစ်သည်
editor-options-counting-side = ရေတွက်သူဘက်
editor-options-moves-counted = ရေတွက်ပြီး ရွှေ့ကွက်

## src/editor/palette.rs

editor-palette-move-pieces = အရုပ်ရွှေ့ရန်
editor-palette-eraser-take-pieces-off = ခဲဖျက် - အရုပ်များကို ဖယ်ရှားရန်
editor-palette-pieces-to-place = နေရာချရန် အရုပ်များ

## src/embed/mod.rs

embed-first-position = ပထမ အနေအထား
embed-previous-move = ယခင်ရွှေ့ကွက်
embed-next-move = နောက်ရွှေ့ကွက်
embed-last-position = နောက်ဆုံး အနေအထား

## src/games/view.rs

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

## src/import/page.rs


## src/learn/drills/view.rs

learn-drills-no-count-a-bia-is = ရေတွက်ခွင့် မရှိ - ခုံပေါ်တွင် နယ် ရှိနေသေးသည်
learn-drills-board-s-honour-64-moves = ခုံဂုဏ်ရေတွက်ခြင်း - ရွှေ့ကွက် ၆၄
learn-drills-the-weaker-side-counts-the = အားနည်းသူဘက်က ရေတွက်သည် - ထွက်ပြေးနေသူဘက်ဖြစ်ပြီး ရေတွက်ခြင်းကို စ၊ ရပ်၊ ပြန်စ နိုင်သည်။
learn-drills-against-a-bare-khun-pieces = မင်းကြီး တစ်ပါးတည်းကို ရင်ဆိုင်ရာတွင် ရုပ်ဂုဏ်ရေတွက်ခြင်း - အကန့်အသတ်ကို အသာရသူဘက်၏ အရုပ်များက သတ်မှတ်သည် (ရထား ၂ စီး ၈၊ ရထား ၁ စီး ၁၆၊ ဆင် ၂ ကောင် ၂၂၊ မြင်း ၂ ကောင် ၃၂၊ ဆင် ၁ ကောင် ၄၄၊ အခြား ၆၄)၊ ရေတွက်ခြင်းကို ခုံပေါ်ရှိ အရုပ်အရေအတွက်မှ စတင်သည်။
learn-drills-no-bia-left-and-the = နယ် မကျန်တော့ဘဲ အားနည်းသူဘက်တွင် အရုပ်များ ရှိနေသေးလျှင် ခုံဂုဏ်ရေတွက်ခြင်း ဖြစ်ပြီး ၁ မှစ၍ ရွှေ့ကွက် ၆၄ အထိ ရေတွက်သည်။ ခုံပေါ်တွင် နယ်ရှိနေလျှင် ရေတွက်ခြင်း မစနိုင်ပါ။
learn-drills-right = မှန်ပါသည်။{" "}
learn-drills-not-quite = မမှန်သေးပါ။{" "}
learn-drills-next-drill = နောက်လေ့ကျင့်ခန်း
learn-drills-mate-before-the-count-ends = အရေ မပြည့်မီ ချက်မိတ်ပါ - ကွန်ပျူတာနှင့် ကစားကြည့်ရန်

## src/learn/frame.rs

learn-frame-this-page-could-not-be = ဤစာမျက်နှာကို ဖွင့်၍ မရပါ။ အော့ဖ်လိုင်းတွင် သုံးနိုင်ရန် အွန်လိုင်းရှိစဉ် တစ်ကြိမ် ဖွင့်ထားပါ။

## src/learn/lessons/view.rs

learn-lessons-not-there-that-would-check = ထိုနေရာ မဟုတ်ပါ - အမည်း မင်းကြီးကို ချက်ပေးရာ ရောက်သွားမည်။ ဤနေရာတွင် ရွှေ့ခြင်းကိုသာ လေ့ကျင့်ပါသည်။
learn-lessons-that-is-no-check-the = ထိုရွှေ့ကွက်သည် ချက် မဟုတ်ပါ - အမည်း မင်းကြီး တိုက်ခိုက်မခံရပါ။
learn-lessons-check-but-the-khun-can = ချက် ဖြစ်သော်လည်း မင်းကြီး လွတ်မြောက်နိုင်သေးသည် - ချက်မိတ် မဟုတ်ပါ။
learn-lessons-stalemate-black-is-not-in = စတေးမိတ်! အမည်းသည် ချက်မခံရဘဲ ရွှေ့စရာ မရှိပါ - သရေ ဖြစ်သည်။ အခြားရွှေ့ကွက်ကို စမ်းကြည့်ပါ။
learn-lessons-that-is-no-stalemate-black = စတေးမိတ် မဟုတ်ပါ - အမည်း ချက်ခံနေရသည် သို့မဟုတ် ရွှေ့စရာ ရှိသေးသည်။
learn-lessons-well-done-every-star-reached = တော်လိုက်တာ - ကြယ်အားလုံး ရပြီ။
learn-lessons-played-against-the-computer = ကွန်ပျူတာနှင့် ကစားပြီးပါပြီ။
learn-lessons-the-bia-turned-over-it = နယ်ကို လှန်လိုက်ပြီ - ယခု စစ်ကဲ (ရာထူးတိုးနယ်) ဖြစ်ပြီး စစ်ကဲကဲ့သို့ ရွှေ့သည်။
learn-lessons-check-black-must-answer-it = ချက်! အမည်းက ချက်ကို ဖြေရှင်းရမည်။
learn-lessons-checkmate-white-wins = ချက်မိတ်! အဖြူ နိုင်သည်။
learn-lessons-stalemate-black-has-no-move = စတေးမိတ် - အမည်းတွင် ရွှေ့စရာ မရှိဘဲ ချက်လည်း မခံရသဖြင့် ပွဲ သရေ ဖြစ်သည်။ နိုင်နေချိန်တွင် ၎င်းကို ရှောင်ပါ။
learn-lessons-the-pieces-and-the-rules = အရုပ်များနှင့် စည်းမျဉ်းများ
learn-lessons-basic-mates-against-a-lone = မင်းကြီး တစ်ပါးတည်းကို အခြေခံ ချက်မိတ်နည်းများ
learn-lessons-play-it-against-the-computer = ကွန်ပျူတာနှင့် ကစားကြည့်ရန်
learn-lessons-previous = ယခင်
learn-lessons-start-again = အစမှ ပြန်စရန်
learn-lessons-next = နောက်တစ်ခု

## src/learn/mod.rs

learn-learn = လေ့လာရန်
learn-puzzles = ပုစ္ဆာများ
learn-counting-drills = ရေတွက်ခြင်း လေ့ကျင့်ခန်းများ

## src/learn/trainer.rs

learn-trainer-the-puzzles-could-not-be = ပုစ္ဆာများကို ဖွင့်၍ မရပါ။
learn-trainer-loading-the-puzzles = ပုစ္ဆာများကို ဖွင့်နေသည်…
learn-trainer-no-puzzle-of-this-theme = ဤခေါင်းစဉ်ဖြင့် ပုစ္ဆာ မရှိပါ။
learn-trainer-wrong-move-try-again = ရွှေ့ကွက် မှားသည် - ထပ်ကြိုးစားပါ။
learn-trainer-solved = ဖြေရှင်းပြီးပါပြီ!
learn-trainer-the-solution = အဖြေ။
learn-trainer-find-the-best-move = အကောင်းဆုံး ရွှေ့ကွက်ကို ရှာပါ။
learn-trainer-your-rating = သင့်လက်ရည်{" "}
learn-trainer-variant = ကစားနည်း{" "}
learn-trainer-theme = ခေါင်းစဉ်{" "}
learn-trainer-all-themes = ခေါင်းစဉ် အားလုံး
learn-trainer-difficulty = ခက်ခဲမှု{" "}
learn-trainer-next-puzzle = နောက်ပုစ္ဆာ
learn-trainer-show-the-solution = အဖြေကို ပြရန်

## src/live/dialog.rs

live-dialog-copy = ကူးယူရန်
live-dialog-share = မျှဝေရန်…
live-dialog-qr-code-of-the-link = လင့်ခ်၏ QR ကုဒ်
live-dialog-too-long-for-a-qr = QR ကုဒ်အတွက် ရှည်လွန်းသည် - စာသားကို ပို့ပါ။
live-dialog-it-has-expired-ask-for = သက်တမ်းကုန်သွားပြီ - အသစ်တစ်ခု တောင်းပါ
live-dialog-it-was-changed-or-cut = ပြောင်းလဲသွားသည် သို့မဟုတ် ပြတ်တောက်သွားသည် - အပြည့်အစုံ ကူးယူပါ
live-dialog-this-reply-answers-another-invite = ဤအကြောင်းပြန်ချက်သည် အခြားဖိတ်ကြားချက်တစ်ခုအတွက် ဖြစ်သည် (သို့မဟုတ် အသုံးပြုပြီးသား ဖြစ်သည်)။ သင်၏ နောက်ဆုံးဖိတ်ကြားချက်ကို ဖွင့်ရန် မိတ်ဆွေကို ပြောပါ။
live-dialog-this-invite-was-already-used = ဤဖိတ်ကြားချက်ကို ဤစက်ပေါ်တွင် အသုံးပြုပြီးသား ဖြစ်သည်။ မိတ်ဆွေထံ အသစ်တစ်ခု တောင်းပါ။
live-dialog-your-friend = သင့်မိတ်ဆွေ
live-dialog-no-clock = နာရီ မသုံး
live-dialog-no-connection-yet-you-can = ချိတ်ဆက်မှု မရသေးပါ။ ယင်းအစား ဤပွဲကို လင့်ခ်ဖြင့် ဆက်ကစားနိုင်သည် - လင့်ခ်ကို ပို့ပါ၊ မိတ်ဆွေက တစ်ကွက်ရွှေ့ပြီး ပြန်ပို့ပါမည်။ မည်သို့ပင်ဖြစ်စေ ပွဲကို ဤနေရာတွင် သိမ်းထားသည်။
live-dialog-preparing-the-connection = ချိတ်ဆက်မှုကို ပြင်ဆင်နေသည်…
live-dialog-1-send-this-invite-to = ၁။ ဤဖိတ်ကြားချက်ကို မိတ်ဆွေထံ ပို့ပါ (မည်သည့် စကားပြောအက်ပ်ဖြင့်မဆို၊ သို့မဟုတ် ကုဒ်ကို စကင်ဖတ်ခိုင်းပါ)။
live-dialog-2-your-friend-sends-back = ၂။ မိတ်ဆွေက အကြောင်းပြန်ချက်ကို ပြန်ပို့ပါမည် - ၎င်းကို ဤနေရာတွင် ကူးထည့်ပါ။
live-dialog-connect = ချိတ်ဆက်ရန်
live-dialog-not-now = ယခု မလုပ်သေးပါ
live-dialog-accept = လက်ခံရန်
live-dialog-send-this-reply-back-to = ဤအကြောင်းပြန်ချက်ကို မိတ်ဆွေထံ ပြန်ပို့ပါ။ ၎င်းတို့ ကူးထည့်လိုက်သည်နှင့် ပွဲ စတင်မည်။
live-dialog-connecting = ချိတ်ဆက်နေသည်…
live-dialog-no-path-between-the-two = စက်နှစ်ခုကြား လမ်းကြောင်း ရှာမတွေ့ပါ (ပိတ်ဆို့ထားသော ကွန်ရက် သို့မဟုတ် ကူညီမည့် ဆာဗာ မရှိ)။ ဤပွဲကို လင့်ခ်ဖြင့် ဆက်ကစားပါ - လင့်ခ်ကို ပို့ပါ၊ မိတ်ဆွေက တစ်ကွက်ရွှေ့ပြီး ပြန်ပို့ပါမည်။ ဘာမျှ မပျောက်ပါ။
live-dialog-passing-the-reply-to-your = အကြောင်းပြန်ချက်ကို သင့်ပွဲ၏ တက်ဘ်သို့ ပေးပို့နေသည်…
live-dialog-the-reply-reached-your-game = အကြောင်းပြန်ချက်သည် သင့်ပွဲ၏ တက်ဘ်သို့ ရောက်သွားပြီ - ထိုတက်ဘ်သို့ ပြန်သွားပါ။ ဤတက်ဘ်ကို ပိတ်နိုင်ပါသည်။
live-dialog-no-game-of-this-browser = ဤဘရောက်ဇာရှိ မည်သည့်ပွဲကမျှ ဤအကြောင်းပြန်ချက်ကို စောင့်မနေပါ။ ဖိတ်ကြားချက် ပြုလုပ်ခဲ့သည့် နေရာတွင် ကူးထည့်ပါ -

## src/speech.rs

speech-empty = အလွတ်
speech-picked = ရွေးထားသည်
speech-legal-move = ရွှေ့နိုင်သည်
speech-can-capture = စားနိုင်သည်
speech-can-promote-here = ဤနေရာတွင် ရာထူးတိုးနိုင်သည်
speech-counting-stopped = ရေတွက်ခြင်း ရပ်ထားသည်
speech-this-game-has-no-clock = ဤပွဲတွင် နာရီ မရှိပါ
top-bar-language = ဘာသာစကား

## Learn: the lessons (src/learn/lessons/lessons.txt), in the order taught: each lesson's title and its steps' instructions

lesson-khun-title = မင်းကြီး
lesson-khun-step-1 = မင်းကြီးသည် မည်သည့်ဘက်သို့မဆို တစ်ကွက် ရွှေ့သည်။ ကြယ် နှစ်ပွင့်လုံးဆီသို့ လျှောက်သွားပါ။
lesson-khun-step-2 = မင်းကြီး နှစ်ပါးသည် ဘေးချင်းကပ်၍ ဘယ်တော့မှ မရပ်ရ - အမည်း မင်းကြီးကို ကွင်းရှောင်ပြီး ကြယ်ဆီသို့ သွားပါ။
lesson-met-title = စစ်ကဲ
lesson-met-step-1 = စစ်ကဲသည် ထောင့်ဖြတ် တစ်ကွက် ရွှေ့သည်။ ကြယ် နှစ်ပွင့်လုံးဆီသို့ သွားပါ။
lesson-met-step-2 = စစ်ကဲသည် အရောင်တစ်မျိုးတည်းရှိ အကွက်များပေါ်တွင်သာ နေသည် - ဘယ်ညာ ကွေ့ကောက်၍ ကြယ် နှစ်ပွင့်လုံးဆီသို့ သွားပါ။
lesson-khon-title = ဆင်
lesson-khon-step-1 = ဆင်သည် ထောင့်ဖြတ် တစ်ကွက် သို့မဟုတ် ရှေ့တည့်တည့် တစ်ကွက် ရွှေ့သည် - စုစုပေါင်း အကွက် ငါးကွက်။
lesson-khon-step-2 = ဆင်သည် နောက်တည့်တည့် သို့မဟုတ် ဘေးတိုက် ဘယ်တော့မှ မရွှေ့ပါ - ၎င်း၏ နောက်နားရှိ ကြယ်ဆီသို့ ရောက်အောင် သွားပါ။
lesson-ma-title = မြင်း
lesson-ma-step-1 = မြင်းသည် တည့်တည့် နှစ်ကွက်သွားပြီး ဘေးသို့ တစ်ကွက် ချိုး၍ ခုန်သည်။ ကြယ်များဆီသို့ အစဉ်လိုက် သွားပါ။
lesson-ma-step-2 = မြင်းသည် လမ်းပိတ်နေသော အရုပ်များကို ကျော်ခုန်နိုင်သည်။ နယ်များကို ကျော်၍ ကြယ်ဆီသို့ ထုတ်ပါ။
lesson-ruea-title = ရထား
lesson-ruea-step-1 = ရထားသည် အလျားတန်း သို့မဟုတ် ဒေါင်တန်း တစ်လျှောက် အကွက်ဘယ်နှစ်ကွက်မဆို တည့်တည့် ရွှေ့သည်။ ကြယ်များဆီသို့ သွားပါ။
lesson-ruea-step-2 = ရထားသည် ကျော်ခုန်၍ မရပါ - နယ်ကို ကွင်းရှောင်ပြီး ကြယ်ဆီသို့ သွားပါ။
lesson-bia-title = နယ်
lesson-bia-step-1 = နယ်သည် ရှေ့တည့်တည့် တစ်ကွက်စီ ရွှေ့ပြီး နောက်သို့ ဘယ်တော့မှ မဆုတ်ပါ။ ကြယ်ဆီသို့ ချီတက်ပါ။
lesson-bia-step-2 = နယ်သည် ရှေ့ထောင့်ဖြတ် တစ်ကွက်ရှိ အရုပ်ကို စားသည်။ အမည်း မြင်းကို စားပါ။
lesson-promotion-title = ရာထူးတိုးခြင်း
lesson-promotion-step-1 = ခြောက်တန်းမြောက်သို့ ရောက်သော နယ်ကို လှန်လိုက်ပြီး စစ်ကဲ (ရာထူးတိုးနယ်) ဖြစ်လာသည်။ ရာထူးတိုးပါ။
lesson-promotion-step-2 = လမ်း ပိတ်နေသည် - ရာထူးတိုးရန် ခြောက်တန်းမြောက်ပေါ်သို့ စား၍ ဝင်ပါ။
lesson-check-title = ချက်
lesson-check-step-1 = မင်းကြီးကို တိုက်ခိုက်ခြင်းသည် ချက် ဖြစ်သည်။ ရထားဖြင့် ချက်ပေးပါ။
lesson-check-step-2 = မြင်းဖြင့် တစ်ကွက်တည်း ရွှေ့၍ ချက်ပေးပါ။
lesson-checkmate-title = ချက်မိတ်
lesson-checkmate-step-1 = လွတ်လမ်းမရှိသော ချက်သည် ချက်မိတ် ဖြစ်ပြီး ပွဲနိုင်သည်။ တစ်ကွက်အတွင်း ချက်မိတ်ပါ။
lesson-checkmate-step-2 = ရထား နှစ်စီး - တစ်စီးက ခုနစ်တန်းမြောက်ကို စောင့်ထားပြီး နောက်တစ်စီးက ချက်မိတ်သည်။ တစ်ကွက်အတွင်း ချက်မိတ်ပါ။
lesson-stalemate-title = စတေးမိတ်
lesson-stalemate-step-1 = ရွှေ့ရမည့်ဘက်သည် ချက်မခံရဘဲ ရွှေ့စရာ မရှိလျှင် စတေးမိတ် ဖြစ်ပြီး သရေ ဖြစ်သည်။ ရှောင်ရမည့်အရာကို သိစေရန် စတေးမိတ် ဖြစ်စေသော ရွှေ့ကွက်ကို ရှာပါ။
lesson-stalemate-step-2 = စတေးမိတ် မဖြစ်စေဘဲ ဆင်ဖြင့် ချက်မိတ်ပါ။
lesson-mate-ruea-title = မင်းကြီးကို ရထားနှင့် မင်းကြီးဖြင့်
lesson-mate-ruea-step-1 = တစ်ပါးတည်းသော မင်းကြီးကို ရထားဖြင့် ခုံအစွန်းသို့ မောင်းပို့ပါ၊ မိမိ မင်းကြီးက ကူညီပါစေ၊ ထို့နောက် ချက်မိတ်ပါ။
lesson-mate-two-khon-title = မင်းကြီးကို ဆင် နှစ်ကောင်ဖြင့်
lesson-mate-two-khon-step-1 = ဆင် နှစ်ကောင်ကို ဘေးချင်းယှဉ်၍ ရှေ့တက်ပါ၊ မင်းကြီးက နောက်မှ လိုက်ပါစေ။ ထောင့်တစ်ထောင့်တွင် ချက်မိတ်ပါ။
lesson-mate-khon-met-title = မင်းကြီးကို ဆင်နှင့် စစ်ကဲဖြင့်
lesson-mate-khon-met-step-1 = ဆင်၊ စစ်ကဲနှင့် မင်းကြီးတို့ ပူးပေါင်း၍ တစ်ပါးတည်းသော မင်းကြီးကို ခုံအစွန်းသို့၊ ထို့နောက် ထောင့်ထဲသို့ တွန်းပို့ပါ။
lesson-mate-ma-met-title = မင်းကြီးကို မြင်းနှင့် စစ်ကဲဖြင့်
lesson-mate-ma-met-step-1 = မြင်းနှင့် စစ်ကဲသည် စစ်ကဲ၏ အရောင်ရှိ ထောင့်အနီးတွင်သာ ချက်မိတ်ကို မလွဲမသွေ ဖြစ်စေနိုင်သည် - ထိုနေရာမှ တစ်ပါးတည်းသော မင်းကြီး မပြေးနိုင်ပါ။ မြင်း၊ စစ်ကဲနှင့် မင်းကြီးဖြင့် ဝိုင်းပိတ်ပြီး ထောင့်တွင် ချက်မိတ်ပါ။

## Learn: the lessons' page, the counting drills, the puzzle trainer and the puzzle themes

learn-lessons-refused-other-piece = ဤအဆင့်သည် { $piece } အကြောင်း ဖြစ်သည် - ၎င်းကို ရွှေ့ပါ။
learn-lessons-refused-cannot-move = { $piece } သည် ထိုနေရာသို့ မရွှေ့နိုင်ပါ။
learn-lessons-refused-star-out-of-reach = ထိုဘက် မဟုတ်ပါ - { $piece } သည် ကြယ်အားလုံးဆီသို့ ရောက်နိုင်တော့မည် မဟုတ်ပါ။
learn-lessons-count = ရုပ်ဂုဏ်ရေတွက်ခြင်း - ဤအရုပ်များကို ရင်ဆိုင်ရာတွင် တစ်ပါးတည်းသော မင်းကြီးက ခုံပေါ်ရှိ အရုပ်အရေအတွက် { $from } မှစ၍ { $limit } အထိ ရေတွက်သည်။ ချက်မိတ်ရန် သင့်တွင် ရွှေ့ကွက် { $left } ကွက် ရှိသည်၊ မဟုတ်လျှင် သရေ ဖြစ်မည်။ သင်က အဖြူဘက်မှ ကစားပြီး ကွန်ပျူတာက ရေတွက်သည်။
learn-lessons-step-label = အဆင့် { $n }
learn-lessons-step-of = အဆင့် { $step } / { $total }
learn-lessons-stars-list = {" "}ကြယ်များ - { $squares }
learn-drills-answer-pieces-honour = ရုပ်ဂုဏ်ရေတွက်ခြင်း - ရွှေ့ကွက် { $limit } ကွက်
learn-drills-answer-moves = ရွှေ့ကွက် { $n } ကွက်
learn-drills-question-which-count = { $side } ရွှေ့ရမည်။ { $side } သည် ယခု မည်သည့် ရေတွက်ခြင်းကို စနိုင်သနည်း။
learn-drills-question-who-counts = ဤနေရာတွင် မည်သည့်ဘက်က ရေတွက်သနည်း။
learn-drills-question-moves-left = { $side } သည် ယခု ရေတွက်ခြင်း စသည်။ တစ်ဖက်တွင် ချက်မိတ်ရန် ရွှေ့ကွက် မည်မျှ ရှိသနည်း။
learn-drills-score = မှန် - { $right } / { $total }
learn-trainer-counts = {" "}· ဖြေနိုင် { $solved } · မဖြေနိုင် { $failed }
learn-trainer-puzzle-info = { $side } ရွှေ့ရန် · ပုစ္ဆာ လက်ရည် { $rating }
learn-trainer-difficulty-easier = ပိုလွယ်
learn-trainer-difficulty-your-level = သင့်အဆင့်
learn-trainer-difficulty-harder = ပိုခက်
learn-theme-mate-in-1 = ၁ ကွက်အတွင်း ချက်မိတ်
learn-theme-mate-in-2 = ၂ ကွက်အတွင်း ချက်မိတ်
learn-theme-mate-in-3-plus = ၃ ကွက်နှင့်အထက် ချက်မိတ်
learn-theme-mate-before-count = အရေ မပြည့်မီ ချက်မိတ်
learn-theme-material = အရုပ် အသာရခြင်း
learn-theme-promotion = ရာထူးတိုးခြင်း
learn-theme-fork = နှစ်ဖက်တိုက်ကွက်
learn-theme-counting-defence = ရေတွက်၍ ခုခံခြင်း
learn-theme-endgame = ပွဲသိမ်းပိုင်း

## src/editor/mod.rs: sentences

editor-over-checkmate = ရွှေ့ရမည့်ဘက် ချက်မိတ် ခံထားရသည် - ကစားစရာ မရှိတော့ပါ။
editor-over-stalemate = ရွှေ့ရမည့်ဘက်တွင် ရွှေ့စရာ မရှိ (စတေးမိတ်) - ကစားစရာ မရှိတော့ပါ။
editor-over-no-mating-material = မည်သည့်ဘက်မျှ ချက်မိတ်နိုင်ခြင်း မရှိ - ဤနေရာတွင် ပွဲ သရေ ဖြစ်သည်။
editor-over-count-ran-out = အရေ ပြည့်သွားပြီ - ဤနေရာတွင် ပွဲ သရေ ဖြစ်သည်။
editor-over-check-won = ချက်ပေးပြီးပြီ - ကာအုတ်တွင် ၎င်းက ပွဲနိုင်သည်။
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

## src/editor/options.rs, hand.rs, palette.rs: sentences

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

## src/components/help/pieces.rs

help-pieces-intro = အဖြူက အရင်ရွှေ့သည်။ ရန်သူ မင်းကြီးကို ချက်မိတ်လျှင် နိုင်သည်၊ စတေးမိတ်သည် သရေ ဖြစ်သည်။ နယ်များသည် သုံးတန်းမြောက်တွင် ရပ်ပြီး စစ်ကဲသည် မင်းကြီး၏ ညာဘက်ဘေးတွင် ရပ်သည် (အဖြူ မင်းကြီး d1၊ စစ်ကဲ e1)။
help-pieces-khun-moves = မည်သည့်ဘက်သို့မဆို တစ်ကွက်။
help-pieces-met-moves = ထောင့်ဖြတ် တစ်ကွက်။
help-pieces-khon-moves = ထောင့်ဖြတ် တစ်ကွက် သို့မဟုတ် ရှေ့တည့်တည့် တစ်ကွက်။
help-pieces-ma-moves = နိုင်ငံတကာ စစ်တုရင်၏ မြင်းကဲ့သို့ ခုန်ပြီး လမ်းပိတ်နေသော မည်သည့်အရုပ်ကိုမဆို ကျော်နိုင်သည်။
help-pieces-ruea-moves = နိုင်ငံတကာ စစ်တုရင်၏ ရထားကဲ့သို့ အလျားတန်း သို့မဟုတ် ဒေါင်တန်း တစ်လျှောက် အကွာအဝေး မကန့်သတ် ရွှေ့သည်။
help-pieces-bia-moves = ရှေ့သို့ တစ်ကွက် ရွှေ့ပြီး ရှေ့ထောင့်ဖြတ် တစ်ကွက်ရှိ အရုပ်ကို စားသည်။ နှစ်ကွက် ဘယ်တော့မှ မရွှေ့ရ။
help-pieces-bia-ngai-moves = ခြောက်တန်းမြောက်သို့ ရောက်သော နယ်ကို လှန်လိုက်ပြီး စစ်ကဲကဲ့သို့ ရွှေ့သည်။
help-pieces-name-khun = ခွန် · “သခင်” (မင်းကြီး)
help-pieces-name-met = မက် · “အစေ့” (စစ်ကဲ)
help-pieces-name-khon = ခုန် · “မှူးမတ်” (ဆင်)
help-pieces-name-ma = မာ · “မြင်း” (မြင်း)
help-pieces-name-ruea = ရုအာ · “လှေ” (ရထား)
help-pieces-name-bia = ဘီအာ · “ကျောက်ချင်း” (နယ်)
help-pieces-name-bia-ngai = ဘီအာငိုင် · “လှန်ထားသော ကျောက်ချင်း” (ရာထူးတိုးနယ်)

## src/components/help/counting.rs

help-counting-row-two-ruea = ရထား နှစ်စီး
help-counting-row-one-ruea = ရထား တစ်စီး
help-counting-row-two-khon = ဆင် နှစ်ကောင်
help-counting-row-two-ma = မြင်း နှစ်ကောင်
help-counting-row-one-khon = ဆင် တစ်ကောင်
help-counting-row-otherwise = အခြား (မြင်း တစ်ကောင်၊ စစ်ကဲ သို့မဟုတ် ရာထူးတိုးနယ်)
help-counting-example-two-ruea-and-ma = အဖြူတွင် ရထား နှစ်စီးနှင့် မြင်း တစ်ကောင် ရှိပြီး အမည်းတွင် မင်းကြီးသာ ရှိသည်။ ရထား နှစ်စီးအတွက် ဂဏန်းမှာ { $limit } ဖြစ်ပြီး ခုံပေါ်တွင် အရုပ် { $start } ရုပ် ရှိသဖြင့် အဖြူတွင် ချက်မိတ်ရန် { $limit } − { $start } = { $left } ကွက် ရှိသည်။
help-counting-example-ruea-khon-bia-ngai = အဖြူတွင် မင်းကြီးအပြင် ရထား တစ်စီး၊ ဆင် နှစ်ကောင်နှင့် ရာထူးတိုးနယ် နှစ်ရုပ် ရှိပြီး အမည်းတွင် မင်းကြီးသာ ရှိသည်။ ရထား တစ်စီးအတွက် ဂဏန်းမှာ { $limit } ဖြစ်သည်။ ခုံပေါ်တွင် အရုပ် { $start } ရုပ် ရှိသဖြင့် အမည်းသည် ၎င်း၏ နောက်ရွှေ့ကွက်ကို { $next } ဟု ရေတွက်ပြီး { $limit } အထိ ဆက်ရေသည်။
help-counting-intro = ခုံပေါ်တွင် နယ် မကျန်တော့မှသာ ရေတွက်ခြင်း စသည် (ရာထူးတိုးနယ်များ မသက်ဆိုင်ပါ)။ ထွက်ပြေးနေသော အားနည်းသူဘက်က မိမိ၏ ရွှေ့ကွက်များကို အသံထွက် ရေတွက်သည်၊ အသာရသူဘက်သည် အရေ သတ်မှတ်ဂဏန်းသို့ မရောက်မီ ချက်မိတ်ရမည်၊ မဟုတ်လျှင် ပွဲ သရေ ဖြစ်သည်။
help-counting-boards-honour-text = နယ် မကျန်တော့ဘဲ အားနည်းသူဘက်တွင် မင်းကြီးအပြင် အရုပ်များ ရှိနေသေးလျှင် ၁ မှ { $board } အထိ ရေတွက်နိုင်သည်။ မည်သည့်အချိန်တွင်မဆို ရပ်ပြီး နောက်မှ ပြန်စနိုင်သော်လည်း အရေသစ်သည် ၁ မှ ပြန်စသည် - မိမိ၏ နစ်နာမှုသာ ဖြစ်သည်။
help-counting-mate-while-counting = ရေတွက်နေသောဘက်က ရေတွက်နေစဉ် ချက်မိတ်လိုက်လျှင် ပွဲ သရေ ဖြစ်သည် - နိုင်ရန် မကစားမီ ရေတွက်ခြင်းကို ရပ်ပါ။
help-counting-pieces-honour-text = အားနည်းသူဘက်တွင် မင်းကြီး တစ်ပါးတည်းသာ ကျန်သောအခါ (နောက်ဆုံးအရုပ် အစားခံရသော် သို့မဟုတ် နောက်ဆုံးနယ် ကုန်သွားသော်) ရေတွက်ခြင်း ပြန်စသည် - မင်းကြီး နှစ်ပါး အပါအဝင် ခုံပေါ်ရှိ အရုပ်အရေအတွက်မှ စ၍ အသာရသူဘက်၏ အရုပ်များက သတ်မှတ်သော ဂဏန်းအထိ ဖြစ်ပြီး ကိုက်ညီသော ပထမဆုံး အတန်းကို ယူသည် -
help-counting-khun-captures = ထွက်ပြေးနေသော မင်းကြီးက အရုပ်စားခြင်းသည် ရေတွက်ခြင်းကို ပြန်မစစေပါ။ ရေတွက်နေသောဘက်က မိမိဆန္ဒဖြင့်သာ အရုပ်အရေအတွက်မှ ပြန်စနိုင်သည် - မိမိ၏ နစ်နာမှုသာ ဖြစ်သည်။
help-counting-run-out-text = AncientChess လက်ကမ်းစာစောင်အရ ရေတွက်နေသောဘက်သည် ချက်မိတ် မခံရဘဲ သတ်မှတ်ဂဏန်းသို့ ရောက်သွားလျှင် အသာရသူဘက်တွင် ချက်မိတ်ရန် နောက်ဆုံး ရွှေ့ကွက် တစ်ကွက် ရှိသည်၊ မချက်မိတ်နိုင်လျှင် ပွဲ သရေ ဖြစ်သည်။ Fairy-Stockfish သည် အလှည့်များကို ရေတွက်ပြီး အရေက သတ်မှတ်ဂဏန်းကို ကျော်သွားချိန်တွင် ရွှေ့ရမည့်ဘက် ချက်မိတ် မခံရလျှင် သရေ ပေးသည် - ဤအက်ပ်သည် ထိုနေရာတွင် ပွဲကို အဆုံးသတ်သည်။
help-counting-in-this-app = ဤအက်ပ်တွင် ကွန်ပျူတာနှင့် ကစားလျှင် ရေတွက်ခြင်းကို အလိုအလျောက် လုပ်ပေးသည်၊ လူနှစ်ဦး ကစားလျှင် ရေတွက်ခြင်း ခလုတ်များဖြင့် စ၊ ရပ်ကြသည်။

## src/components/help/draws.rs

help-draws-stalemate = ချက်မိတ်က နိုင်သည်။ ချက်မခံရဘဲ စည်းမျဉ်းနှင့်ညီသော ရွှေ့ကွက် မရှိခြင်း ဖြစ်သည့် စတေးမိတ်သည် သရေ ဖြစ်သည်။
help-draws-no-repetition-rule = မက်ရုတ်တွင် အနေအထား ထပ်ခြင်း စည်းမျဉ်းနှင့် ရွှေ့ကွက် ၅၀ စည်းမျဉ်း မရှိပါ - ရေတွက်ခြင်း စည်းမျဉ်းများက ၎င်းတို့၏ နေရာကို ယူထားသဖြင့် အနေအထား ထပ်ခြင်းက ဘာကိုမျှ အဆုံးမသတ်ပါ။
help-draws-repetition-option = ပွဲသစ်ရှိ စည်းမျဉ်းရွေးချယ်မှုတစ်ခုက Fairy-Stockfish နှင့် pychess ကစားသကဲ့သို့ အနေအထား တတိယအကြိမ် ထပ်ခြင်းကို သရေ ဖြစ်စေသည်။ ပုံမှန်အားဖြင့် ပိတ်ထားပြီး အာဆီယံအတွက် ဖွင့်ထားသည်။
help-draws-agreed = ကစားသူ နှစ်ဦးသည် မည်သည့်အချိန်တွင်မဆို သရေ သဘောတူနိုင်သည်။

## src/components/help/sutras.rs

help-sutras-intro = သုတ်များသည် ရိုးရာ အိမ်တွင်း စည်းမျဉ်းများ ဖြစ်ပြီး တရားဝင် ကစားနည်း၏ အစိတ်အပိုင်း မဟုတ်ပါ။ ကစားသူများက ပွဲမစမီ ဘက်နှစ်ဖက်လုံးအတွက် တူညီစွာ သဘောတူကြသည် - ပွဲသစ်တွင် ရွေးပါ။
help-sutras-sut-khun = မင်းကြီး တစ်ခါမှ မရွှေ့ရသေးသရွေ့ နောက်အလျားတန်းရှိ အလွတ်အကွက်သို့ မြင်းကဲ့သို့ ခုန်နိုင်သည် (အဖြူ d1→b2 သို့မဟုတ် d1→f2၊ အမည်း e8→c7 သို့မဟုတ် e8→g7)။ ချက်ခံနေရစဉ် မခုန်ရ၊ ဘယ်တော့မှ အရုပ်မစားရ - မင်းကြီး ရွှေ့ပြီးသည်နှင့် ဤအခွင့် ကုန်သည်။
help-sutras-sut-met = ဘက်တစ်ဖက်၏ ပထမဆုံး ရွှေ့ကွက်အဖြစ်သာ - စစ်ကဲ၏ ရှေ့ရှိ နယ်က ရှေ့သို့ တစ်ကွက်တက်ပြီး (e3→e4) တစ်အလှည့်တည်းတွင် စစ်ကဲက ထိုနယ် ထွက်သွားသော အကွက်သို့ ဝင်သည် (e1→e3)။ အမည်း - d6→d5 နှင့် d8→d6။
help-sutras-sut-ma = ဘက်တစ်ဖက်၏ ပထမဆုံး ရွှေ့ကွက်အဖြစ်သာ - မြင်းတစ်ကောင်မှ မြင်းခုန်ကွက် အကွာရှိ နယ်က ရှေ့သို့ တစ်ကွက်တက်ပြီး တစ်အလှည့်တည်းတွင် မြင်းက ထိုနယ် ထွက်သွားသော အကွက်သို့ ဝင်သည် (ဤနေရာတွင် c3→c4 နှင့် b1→c3၊ a3၊ f3 သို့မဟုတ် h3 မှလည်း ရသည်)။
help-sutras-takhaeng-ruea = ရထားစောင်း (ထိုင်းအခေါ် “လှေစောင်း”) သည် ပွဲမစမီ ရွေးသော အပျော့ပေးနည်း ဖြစ်သည် - ဘက်တစ်ဖက်၏ ရထား တစ်စီး သို့မဟုတ် နှစ်စီးလုံးကို ဘေးစောင်းလှဲထားပြီး ပွဲတစ်ပွဲလုံး စစ်ကဲအဖြစ် ကစားသည်။

## src/components/help/variants.rs

help-variants-makruk = ထိုင်း စစ်တုရင်၊ စံ ကစားနည်း - စည်းမျဉ်းများကို အရုပ်များ၊ ရေတွက်ခြင်းနှင့် သရေများ ခေါင်းစဉ်အောက်တွင် ကြည့်ပါ။ ပွဲမစမီ သုတ်များကို သဘောတူနိုင်သည်။
help-variants-karouk = အုတ်ချတ်တရန်၏ စည်းမျဉ်းများ ဖြစ်သော်လည်း ပထမဆုံး ချက်ပေးသူက ပွဲနိုင်သည်။
help-variants-makpong = ချက်ခံနေရသော မင်းကြီးက ရှောင်ထွက်ခွင့် မရှိသော မက်ရုတ် - ချက်ပေးနေသော အရုပ်ကို စား၍ သို့မဟုတ် ကြားခံ၍ ဖြေရှင်းရပြီး မင်းကြီးကိုယ်တိုင်မှာမူ ချက်ပေးသူကို စားရန်သာ ရွှေ့နိုင်သည်။
help-variants-ouk-intro = ကမ္ဘောဒီးယား၏ ကစားနည်း - ပထမ ရွှေ့ကွက် အပို နှစ်မျိုးပါပြီး ရေတွက်ရမည့် ဂဏန်းများ တစ်ခုစီ လျော့သော မက်ရုတ်။
help-variants-ouk-first-moves = မင်းကြီးသည် ၎င်း၏ ပထမ ရွှေ့ကွက်တွင် ချက်မခံရလျှင် နောက်အလျားတန်းရှိ အလွတ်အကွက်သို့ မြင်းကဲ့သို့ ခုန်နိုင်သည် (အဖြူ d1→b2 သို့မဟုတ် d1→f2၊ အမည်း e8→c7 သို့မဟုတ် e8→g7)။ စစ်ကဲသည် ၎င်း၏ ပထမ ရွှေ့ကွက်တွင် ရှေ့တည့်တည့် နှစ်ကွက် သွားနိုင်သည် (e1→e3၊ d8→d6) - အရုပ်ကို ကျော်နိုင်သော်လည်း ဘယ်တော့မှ မစားရ။
help-variants-ouk-rights = မူရင်းစာက ဤရွှေ့ကွက်များကို “မည်သည့်အရုပ်မျှ အစားမခံရသေးလျှင်” ခွင့်ပြုသည် - မည်သည့်ဘက်ကမဆို ပွဲ၏ ပထမဆုံး အရုပ်စားခြင်းက ၎င်းတို့ကို အဆုံးသတ်သည်။ Fairy-Stockfish နှင့် pychess က အခြားနည်း ဖတ်သည် - အခွင့်သည် ၎င်း၏ အရုပ် ရွှေ့သော် သို့မဟုတ် အစားခံရသော် ကုန်ပြီး မင်းကြီး၏ အခွင့်မှာ ရန်သူ ရထားက ၎င်း၏ အလျားတန်း သို့မဟုတ် ဒေါင်တန်းပေါ်သို့ ရောက်လာလျှင်လည်း ကုန်သည်။ ပွဲသစ်တွင် နှစ်မျိုးလုံး ရွေးနိုင်သည် - မူရင်းစာ၏ ဖတ်ပုံက ပုံမှန် ဖြစ်သည်။
help-variants-ouk-counting = ရေတွက်ခြင်း - ခုံဂုဏ်ရေတွက်ခြင်းသည် { $board } အထိ ဖြစ်ပြီး အားနည်းသူဘက်တွင် မင်းကြီး အပါအဝင် အရုပ် သုံးရုပ် သို့မဟုတ် ယင်းထက်နည်းလျှင် ခုံပေါ်တွင် နယ်များ ရှိနေသေးစဉ်ပင် စနိုင်သည်။ ရုပ်ဂုဏ်ရေတွက်ခြင်း -
help-variants-asean-intro = အာဆီယံ ကစားပွဲများအတွက် သဘောတူထားသော စည်းမျဉ်းများ - မက်ရုတ်၏ အရုပ်များကို နိုင်ငံတကာ စစ်တုရင် အက္ခရာများဖြင့် ရေးသည် (Q စစ်ကဲ၊ B ဆင်)။ နယ်သည် နောက်ဆုံး အလျားတန်းတွင် ကစားသူ ရွေးသည့်အတိုင်း ရထား၊ မြင်း၊ ဆင် သို့မဟုတ် စစ်ကဲအဖြစ် ရာထူးတိုးသည်။
help-variants-asean-rules = ရွှေ့ကွက် ၅၀ စည်းမျဉ်း သက်ရောက်ပြီး အနေအထား တတိယအကြိမ် ထပ်ခြင်းသည် သရေ ဖြစ်သည်။ နယ် မကျန်တော့သော မင်းကြီး တစ်ပါးတည်းကို ရင်ဆိုင်မှသာ ရေတွက်သည် - မင်းကြီး တစ်ပါးတည်း ကျန်ခဲ့သော ရွှေ့ကွက်မှ စ၍ ရထားဖြင့် { $ruea } ကွက်၊ ဆင်ဖြင့် { $khon } ကွက်၊ မြင်းဖြင့် { $ma } ကွက်အတွင်း ချက်မိတ်ရမည်။

## src/components/help/sittuyin.rs

help-sittuyin-intro = { $burmese } (မြန်မာ့ရိုးရာ စစ်တုရင်) သည် မြန်မာနိုင်ငံမှ မက်ရုတ်၏ ညီအစ်ကို ကစားနည်း ဖြစ်သည် - အမည်ကွဲသော်လည်း ရွှေ့ပုံ တူညီသည်၊ ကစားမီ ရုပ်နေရာချသော အပိုင်း ရှိပြီး ရာထူးတိုးခြင်းသည် သီးခြား ရွှေ့ကွက်တစ်ခု ဖြစ်သည်။
help-sittuyin-pieces-intro = အရုပ်တစ်ရုပ်ချင်း၏ မြန်မာအမည်၊ အမည်၏ အဓိပ္ပာယ်နှင့် ရွှေ့ပုံ။ ခုံပေါ်တွင် စစ်ကဲကို F၊ ဆင်ကို S ဟု ရေးသည်။
help-sittuyin-king-moves = မက်ရုတ်၏ မင်းကြီးကဲ့သို့ မည်သည့်ဘက်သို့မဆို တစ်ကွက်။
help-sittuyin-general-moves = မက်ရုတ်၏ စစ်ကဲကဲ့သို့ ထောင့်ဖြတ် တစ်ကွက်။ ဘက်တစ်ဖက်တွင် တစ်ရုပ်သာ ရှိပြီး နယ်တစ်ရုပ်က စစ်ကဲ ဖြစ်လာနိုင်သည်။
help-sittuyin-elephant-moves = မက်ရုတ်၏ ဆင်ကဲ့သို့ ထောင့်ဖြတ် တစ်ကွက် သို့မဟုတ် ရှေ့တည့်တည့် တစ်ကွက်။
help-sittuyin-horse-moves = မက်ရုတ်၏ မြင်း (နိုင်ငံတကာ စစ်တုရင်၏ မြင်း) ကဲ့သို့ လမ်းပိတ်နေသော မည်သည့်အရုပ်ကိုမဆို ကျော်ခုန်သည်။
help-sittuyin-chariot-moves = မက်ရုတ်၏ ရထားကဲ့သို့ အလျားတန်း သို့မဟုတ် ဒေါင်တန်း တစ်လျှောက် အကွာအဝေး မကန့်သတ်။
help-sittuyin-pawn-moves = မက်ရုတ်၏ နယ်ကဲ့သို့ ရှေ့သို့ တစ်ကွက် ရွှေ့ပြီး ရှေ့ထောင့်ဖြတ် တစ်ကွက်ရှိ အရုပ်ကို စားသည်၊ နှစ်ကွက် ဘယ်တော့မှ မရွှေ့ရ။
help-sittuyin-start = ပွဲကို ခုံပေါ်တွင် နယ်များသာ ရှိ၍ စသည် - အဖြူ၏ နယ်များ a3–d3 နှင့် e4–h4 တွင်၊ အမည်း၏ နယ်များ a5–d5 နှင့် e6–h6 တွင် လှေကားထစ်ပုံ နှစ်တန်း ရှိသည်။ အခြားအရုပ် အားလုံး လက်ထဲတွင် ရှိသည်။
help-sittuyin-placing = ကစားသူများသည် အရုပ်များကို တစ်ရုပ်စီ အလှည့်ကျ နေရာချကြပြီး အဖြူက အရင် ချသည် - တစ်ရုပ်စီကို မိမိဘက်၏ အလျားတန်း သုံးတန်းရှိ မည်သည့် အလွတ်အကွက်တွင်မဆို (အစက်များ) ချနိုင်ပြီး ရထားများကို နောက်ဆုံး အလျားတန်းတွင်သာ (ကွင်းများ) ချရသည်။ လက်ထဲတွင် အရုပ်ရှိသော ဘက်သည် တစ်ရုပ် ချရမည် ဖြစ်သဖြင့် ရုပ်နေရာချခြင်းသည် ရွှေ့ကွက် ၁၆ ကွက် ကြာပြီး ကစားပွဲသည် ရွှေ့ကွက် ၉ တွင် အဖြူ ရွှေ့ရန်ဖြင့် စသည်။ နေရာချမှုများကို R@a1 ကဲ့သို့ ရေးသည်။
help-sittuyin-promotion-squares = နယ်သည် တစ်နေရာရာသို့ ရောက်ရုံဖြင့် ရာထူးမတိုးပါ။ ရာထူးတိုးခြင်းသည် သီးခြား ရွှေ့ကွက်တစ်ခု ဖြစ်သည် - မိမိဘက်၏ ရာထူးတိုးအကွက်တစ်ခုပေါ်ရှိ နယ် (အဖြူအတွက် a8 b7 c6 d5 e5 f6 g7 h8၊ အမည်းအတွက် a1 b2 c3 d4 e4 f3 g2 h1၊ ရန်သူ့ခုံတစ်ဝက်ရှိ ထောင့်ဖြတ်မျဉ်းရှည် နှစ်ကြောင်း) သည် ရပ်နေသော နေရာတွင်ဖြစ်စေ၊ ထောင့်ဖြတ် ကပ်လျက်ရှိ အလွတ်အကွက်တွင်ဖြစ်စေ စစ်ကဲ ဖြစ်လာသည်။ ဘက်တစ်ဖက်၏ တစ်ရုပ်တည်းသော နယ်သည် မည်သည့်အကွက်မှမဆို ရာထူးတိုးနိုင်သည်။
help-sittuyin-promotion-limits = နယ်သည် မိမိဘက်တွင် ခုံပေါ်၌ စစ်ကဲ မရှိချိန်တွင်သာ ရာထူးတိုးနိုင်သည်၊ အရုပ်စား၍ ဘယ်တော့မှ မတိုးရ၊ စစ်ကဲအသစ်က ရန်သူ အရုပ်ကို တိုက်ခိုက်မည် သို့မဟုတ် ချက်ပေးမည်ဆိုလျှင် (ကွယ်နေသော ချက်ကို ဖွင့်ပေးခြင်းလည်း အပါအဝင်) မတိုးရ။ ဤနေရာတွင် d5 ရှိ နယ်သည် နေရာ၌ပင် နေနိုင်သည် သို့မဟုတ် c4၊ e4 သို့မဟုတ် e6 သို့ သွားနိုင်သော်လည်း c6 သို့ မသွားနိုင်ပါ - ထိုနေရာတွင် စစ်ကဲက b7 ရှိ ရထားကို တိုက်ခိုက်မည် ဖြစ်သည်။ နယ်သည် ရာထူးမတိုးဘဲ ဆက်လျှောက်နိုင်ပြီး နောက်ဆုံး အလျားတန်းသို့ ရောက်လျှင် ရွှေ့မရဘဲ ကျန်နေမည်။
help-sittuyin-end = ချက်မိတ်က နိုင်ပြီး စတေးမိတ်သည် သရေ ဖြစ်သည်။ မင်းကြီး တစ်ပါးတည်း ကျန်ရုံဖြင့် မရှုံးပါ။
help-sittuyin-counting = ရေတွက်ခြင်း - ရွှေ့ရမည့်ဘက်တွင် မင်းကြီးသာ ကျန်ပြီး ခုံပေါ်တွင် နယ် မကျန်တော့လျှင် အသာရသူဘက်သည် ရထား ရှိလျှင် { $chariot } ကွက်၊ မရှိလျှင် ဆင် ရှိပါက { $elephant } ကွက်၊ ထိုမှမရှိလျှင် မြင်း ရှိပါက { $horse } ကွက်အတွင်း ချက်မိတ်ရမည်၊ စစ်ကဲများသာ ရှိလျှင် ရေတွက်ခြင်း မရှိပါ။ ခုခံသူကို မင်းကြီး တစ်ပါးတည်း ဖြစ်စေသော အရုပ်စားခြင်း သို့မဟုတ် ရာထူးတိုးခြင်းက ရေတွက်ခြင်းကို ပြန်စစေသည်။ ရွှေ့ကွက် ၅၀ စည်းမျဉ်းဖြင့်၊ အနေအထား တတိယအကြိမ် ထပ်ခြင်းဖြင့်၊ ရွှေ့ရမည့်ဘက်တွင် မင်းကြီးနှင့် နယ်တစ်ရုပ်သာ ရှိပြီး စည်းမျဉ်းနှင့်ညီသော ရွှေ့ကွက်တိုင်းက ၎င်းကို ရာထူးတိုးစေမည် ဖြစ်လျှင်လည်း သရေ တောင်းဆိုနိုင်သည်။
help-sittuyin-sources = ဤအက်ပ်သည် အွန်လိုင်းကစားပွဲ အများစု အသုံးပြုသော စည်းမျဉ်းများ ဖြစ်သည့် Fairy-Stockfish နှင့် pychess ကစားသကဲ့သို့ စစ်တုရင်ကို ကစားသည် - အလှည့်ကျ နေရာချခြင်း၊ အဖြူ အရင်၊ အထက်ပါ ရာထူးတိုး စည်းမျဉ်းများ။ မြန်မာနိုင်ငံရှိ ကစားပုံ ဖော်ပြချက်များတွင် ဘက်တစ်ဖက်စီက ကာရံထားသော မျက်နှာပြင်နောက်တွင် အရုပ်အားလုံးကို တစ်ပြိုင်နက် နေရာချသည်လည်း ရှိသည် - ထိုအလေ့အထမှ ပုံမှန် နေရာချပုံများကို ရုပ်နေရာချရာတွင် အတိုကောက်များအဖြစ် ပေးထားသည်။

## src/speech.rs: messages with variables

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

## src/command.rs: the questions' words (separated by |) and messages with variables

command-words-board = ခုံ|အနေအထား
command-words-count = ရေတွက်|အရေ
command-words-last-move = နောက်ဆုံးရွှေ့ကွက်|နောက်ဆုံး
command-words-time = အချိန်|နာရီ
command-words-help = အကူအညီ|?
command-not-a-legal-move = { $text } - ဤနေရာတွင် စည်းမျဉ်းနှင့် မညီသော ရွှေ့ကွက်။ အမိန့်များ သိရန် အကူအညီ ဟု ရိုက်ပါ။

## src/components/status.rs: messages with variables

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

## src/components/announcer.rs: messages with variables

announcer-new-game = ပွဲသစ်။ { $status }
announcer-move-taken-back-status = ရွှေ့ကွက်ကို ပြန်ရုပ်လိုက်ပြီ။ { $status }
announcer-then = { $first }။ { $next }

## src/components/hand.rs

hand-piece-count = { $piece }၊ လက်ထဲတွင် { $count }
hand-side = { $side } ၏ လက်ထဲတွင်

## src/components/hints_panel.rs: messages with variables

hints-panel-place-piece = သင့် { $piece } ကို နေရာချပါ
hints-panel-move-piece = { $square } ရှိ သင့် { $piece } ကို ရွှေ့ပါ
hints-panel-hint-move = အရိပ်အမြွက် - { $san }
hints-panel-threat-move = ခြိမ်းခြောက်ကွက် - { $san }

## src/components/explorer_panel.rs: messages with variables

explorer-panel-results = အဖြူ နိုင် { $white }%၊ သရေ { $draws }%၊ အမည်း နိုင် { $black }%
explorer-panel-percent = { $share }%
explorer-panel-library-unreadable = ပွဲမှတ်တမ်းတိုက်ကို ဖတ်၍ မရပါ - { $error }
explorer-panel-reading-games = သင့်ပွဲများကို ဖတ်နေသည်… { $read }

## src/components/setup_shortcuts.rs: messages with variables

setup-shortcuts-set-up-side = { $side } ၏ အရုပ်များကို နေရာချရန်

## src/components/library_import.rs: messages with variables

library-import-summary = { $added } ပွဲကို သင့်ပွဲမှတ်တမ်းတိုက်ထဲ ထည့်ပြီး { $skipped } ပွဲကို ကျော်ခဲ့သည်။
library-import-storage-stopped = သိုလှောင်ခန်းက တင်သွင်းမှုကို ရပ်တန့်လိုက်သည် - { $error }
library-import-skipped-game = ပွဲ { $number } (စာကြောင်း { $line }) - { $reason }
library-import-games-added-count = { $added } ပွဲ ထည့်ပြီး

## src/components/library_export.rs: messages with variables

library-export-games-exported = { $games } ပွဲ ထုတ်ယူပြီးပါပြီ။

## src/games: messages with variables and the library's notices

games-notice-in-memory = ဤဘရောက်ဇာက အက်ပ်ကို ပွဲများ သိမ်းခွင့် မပြုပါ (သီးသန့်မုဒ်လား) - ဤစာမျက်နှာ ပိတ်သည်အထိသာ ပွဲများကို ထိန်းထားမည်။
games-notice-full = သိုလှောင်ခန်း ပြည့်နေသည် - နောက်ဆုံးအပြောင်းအလဲကို ပွဲမှတ်တမ်းတိုက်တွင် မသိမ်းရပါ။ ပွဲ ဆက်သွားသည်။
games-notice-failed = ပွဲမှတ်တမ်းတိုက်က နောက်ဆုံးအပြောင်းအလဲကို မသိမ်းနိုင်ပါ။ ပွဲ ဆက်သွားသည်။
games-notice-other-tab = ဤပွဲတွင် အခြားတက်ဘ်မှ ရွှေ့ကွက်တစ်ကွက် ရွှေ့ခဲ့သည် - ခုံပေါ်တွင် ပြထားသည်။
games-notice-forked = ဤပွဲကို အခြားတက်ဘ်တွင် အရင် ပြောင်းလဲခဲ့သည် - ဤတက်ဘ်၏ ပွဲကို သီးခြားပွဲအဖြစ် သိမ်းထားသည်။
games-plies-count = { $plies } အလှည့်
games-records-unreadable = မှတ်တမ်း { $count } ခုကို ဖတ်၍ မရသဖြင့် ကျော်ထားသည်

## src/import/page.rs: messages with variables

import-page-moves-found = စာကြောင်း { $lines } တွင် ရွှေ့ကွက် { $moves } ကွက် တွေ့ရှိသည်
import-page-line-range = { $first }–{ $last }
import-page-and-list = { $list } နှင့် { $item }
import-page-and-ignored-lines = { $found }၊ လျစ်လျူရှုထားသော စာကြောင်းများ { $lines }
import-page-skipped-word = “{ $word }” (စာကြောင်း { $line })
import-page-list = { $list }၊ { $item }
import-page-and-more = { $list } (+{ $more })
import-page-and-skipped = { $found }၊ ရွှေ့ကွက်များကြားတွင် ကျော်ခဲ့သည် - { $words }
import-page-sentence = { $text }။

## src/components/import_dialog.rs: messages with variables

import-dialog-could-not-import-because = တင်သွင်း၍ မရပါ - { $error }
import-dialog-read-as-page = ဝက်ဘ်ဆိုက်မှ ကူးယူထားသော ပွဲစာမျက်နှာအဖြစ် ဖတ်ထားသည် - { $found }

## src/analysis: messages with variables

analysis-engine-view-evaluation-of = အကဲဖြတ်ချက် - { $score }
analysis-engine-view-speed-millions = { $speed } သန်း ဆုံမှတ်/စက္ကန့်
analysis-engine-view-speed-thousands = { $speed } ထောင် ဆုံမှတ်/စက္ကန့်
analysis-review-view-best-was-move = အကောင်းဆုံးမှာ { $san }

## common messages with variables

common-computer-level-number = ကွန်ပျူတာ အဆင့် { $level }
common-depth-number = အနက် { $depth }
common-you-play-side = သင့်ဘက် { $side }

## src/app.rs: messages with variables

app-bad-link = ဤပွဲလင့်ခ်ကို ဖွင့်၍ မရပါ။ သင့်ပွဲ မပြောင်းလဲပါ ({ $error })

## src/live/dialog.rs: messages with variables

live-dialog-invite-unusable = ဤဖိတ်ကြားချက်ကို အသုံးပြု၍ မရပါ။ သင့်ပွဲ မပြောင်းလဲပါ ({ $reason })
live-dialog-reply-unusable = ဤအကြောင်းပြန်ချက်ကို အသုံးပြု၍ မရပါ ({ $reason })
live-dialog-connection-impossible = ဤဘရောက်ဇာက ချိတ်ဆက်မှုကို ပြင်ဆင်၍ မရပါ ({ $technology })
live-dialog-offer = { $host } က သင့်ကို { $variant } ကစားရန် ဖိတ်ခေါ်သည် · သင့်ဘက် { $side } · { $details }။
live-dialog-offer-resuming = { $offer } သင့်ပွဲကို အလှည့် { $plies } ပြီးနောက်မှ ဆက်ကစားမည်။

## src/components (other panels): messages with variables

comment-edit-comment-on-ply-number = အလှည့် { $ply } အတွက် မှတ်ချက်
live-panel-connected-round-trip = ချိတ်ဆက်ပြီး · { $ms } မီလီစက္ကန့်
live-panel-refused-unchanged = { $refusal }။ ပွဲ မပြောင်းလဲပါ။
move-confirm-play-move = { $san } ကို ရွှေ့မလား။
new-game-takhaeng-ruea-side = ရထားစောင်း - { $side }
preferences-board-size-percent = ခုံအရွယ်အစား { $size }%
replay-seconds-per-move = တစ်ကွက်လျှင် { $seconds } စက္ကန့်
board-feedback-refused = { $from }–{ $to } - စည်းမျဉ်းနှင့် မညီသော ရွှေ့ကွက်

## src/games/view.rs: the word after the number of games listed

games-count-noun =
    { $count ->
       *[other] ပွဲ
    }
