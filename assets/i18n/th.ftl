# The interface's texts in Thai (ภาษาไทย). Fluent syntax; keys and variables as in en.ftl.

## Sides, pieces and variants

color-white = ขาว
color-black = ดำ
piece-khun = ขุน
piece-khun-title = ขุน
piece-met = เม็ด
piece-met-title = เม็ด
piece-khon = โคน
piece-khon-title = โคน
piece-ma = ม้า
piece-ma-title = ม้า
piece-ruea = เรือ
piece-ruea-title = เรือ
piece-bia = เบี้ย
piece-bia-title = เบี้ย
piece-bia-ngai = เบี้ยหงาย
piece-bia-ngai-title = เบี้ยหงาย
piece-sittuyin-king = ราชา
piece-sittuyin-king-title = ราชา
piece-sittuyin-general = แม่ทัพ
piece-sittuyin-general-title = แม่ทัพ
piece-sittuyin-elephant = ช้าง
piece-sittuyin-elephant-title = ช้าง
piece-sittuyin-horse = ม้า
piece-sittuyin-horse-title = ม้า
piece-sittuyin-chariot = รถ
piece-sittuyin-chariot-title = รถ
piece-sittuyin-pawn = เบี้ย
piece-sittuyin-pawn-title = เบี้ย
variant-makruk = หมากรุกไทย
variant-ouk-chatrang = อุกชัตรัง
variant-kar-ouk = กาอุก
variant-makpong = หมากป้อง
variant-asean = อาเซียน
variant-sittuyin = หมากรุกพม่า

## common

common-depth = ความลึก
common-start = เริ่มต้น
common-previous-move = ย้อน
common-next-move = ถัดไป
common-flip-board = กลับกระดาน
common-two-players = สองคน
common-moves = ตาเดิน
common-review-the-game = ทบทวนเกม
common-computer = คอมพิวเตอร์
common-new-game = เกมใหม่
common-play-a-friend-live = เล่นสดกับเพื่อน
common-games = เกม
common-analyse = วิเคราะห์
common-close = ปิด
common-board-s-honour = นับศักดิ์กระดาน
common-pieces-honour = นับศักดิ์หมาก
common-sutras = สูตร
common-cancel = ยกเลิก
common-variant = กติกา
common-opponent = คู่แข่ง
common-first-move-rights = สิทธิ์เดินครั้งแรก
common-display = การแสดงผล
common-piece-set = ชุดหมาก
common-link = ลิงก์
common-copied = คัดลอกแล้ว
common-draw = เสมอ
common-makruk = หมากรุกไทย
common-back-to-the-game = กลับไปที่เกม
common-lessons = บทเรียน

## src/analysis/engine_view.rs

analysis-engine-view-engine = เครื่องวิเคราะห์
analysis-engine-view-lines = จำนวนแนว
analysis-engine-view-the-engine-could-not-run = เครื่องวิเคราะห์ทำงานในเบราว์เซอร์นี้ไม่ได้
analysis-engine-view-the-game-is-over-in = เกมจบแล้วในตำแหน่งนี้
analysis-engine-view-building-this-ending-s-exact = กำลังสร้างตารางท้ายเกมแบบแม่นยำ (ไม่กี่วินาที)…

## src/analysis/mod.rs

analysis-end-of-the-line = ท้ายแนว
analysis-analysis-board = กระดานวิเคราะห์
analysis-back-to-the-game = ← กลับไปที่เกม
analysis-make-main-line = ตั้งเป็นแนวหลัก
analysis-delete-from-here = ลบจากตานี้
analysis-play-from-here = เล่นต่อจากตรงนี้
analysis-edit-position = แก้ตำแหน่ง

## src/analysis/moves_view.rs

analysis-moves-view-move-a-piece-to-start = เดินหมากเพื่อเริ่มวิเคราะห์

## src/analysis/review_view.rs

analysis-review-view-game-review = ทบทวนเกม
analysis-review-view-stop = หยุด
analysis-review-view-review-again = ทบทวนอีกครั้ง
analysis-review-view-no-move-lost-much-well = ไม่มีตาที่เสียมาก เล่นได้ดี!
analysis-review-view-stopped-before-the-end = หยุดก่อนจบ
analysis-review-view-the-engine-checks-every-move = เครื่องจะตรวจทุกตาในแนวหลักและทำเครื่องหมายตาที่เสียมากที่สุด

## src/app.rs

app-repetition = ซ้ำสามครั้ง
app-live-with-a-friend = เล่นสดกับเพื่อน
app-you = คุณ
app-friend = เพื่อน
app-the-saved-game-could-not = อ่านเกมที่บันทึกไว้ไม่ได้ จึงเริ่มเกมใหม่
app-the-computer-player-could-not = คอมพิวเตอร์เริ่มทำงานในเบราว์เซอร์นี้ไม่ได้ ยังเล่นสองคนได้
app-see-the-board = ดูกระดาน
app-take-back = ขอคืน
app-set-up-position = ตั้งตำแหน่ง

## src/command.rs

command-type-a-move-e4-nd2 = พิมพ์ตาเดิน (e4, Nd2, b1d2, ม-ง๒) หรือคำสั่ง: กระดาน, นับ, ตาล่าสุด, เวลา, ช่วย
command-nobody-is-counting = ยังไม่มีใครนับ
command-no-move-yet = ยังไม่มีการเดิน
command-not-your-turn = ยังไม่ถึงตาคุณ

## src/components/announcer.rs


## src/components/board.rs

board-board = กระดาน

## src/components/board_feedback.rs


## src/components/comment_edit.rs

comment-edit-comment-before-the-first-move = ความเห็นก่อนตาแรก
comment-edit-add-a-comment = เพิ่มความเห็น

## src/components/engine_panel.rs

engine-panel-thinking = กำลังคิด…
engine-panel-move-now = เดินเลย

## src/components/explorer_panel.rs

explorer-panel-no-game-of-your-library = ไม่มีเกมในคลังที่ถึงตำแหน่งนี้
explorer-panel-your-games = เกมของคุณ

## src/components/export_menu.rs

export-menu-the-browser-refused-the-copy = เบราว์เซอร์ไม่ยอมให้คัดลอก เลือกข้อความแล้วคัดลอกเอง
export-menu-picture-saved = บันทึกภาพแล้ว
export-menu-export = ส่งออก
export-menu-piece-letters = ตัวอักษรหมาก
export-menu-makruk-m-met-s-khon = หมากรุกไทย: M เม็ด, S โคน
export-menu-chess-q-met-b-khon = หมากรุกสากล: Q เม็ด, B โคน
export-menu-pgn-file-saved = บันทึกไฟล์ PGN แล้ว
export-menu-download-pgn = ดาวน์โหลด PGN
export-menu-pgn-copied = คัดลอก PGN แล้ว
export-menu-copy-pgn = คัดลอก PGN
export-menu-fen-of-the-position-shown = FEN ของตาที่แสดง
export-menu-fen-copied = คัดลอก FEN แล้ว
export-menu-copy-fen = คัดลอก FEN
export-menu-picture-svg = ภาพ (SVG)
export-menu-picture-png = ภาพ (PNG)

## src/components/help/counting.rs

help-counting-the-stronger-side-has = ฝ่ายไล่มี
help-counting-count-to = นับถึง
help-counting-the-worked-example-s-position = ตำแหน่งตัวอย่าง
help-counting-when-the-count-runs-out = เมื่อนับครบ

## src/components/help/mod.rs

help-pieces = ตัวหมาก
help-counting = การนับศักดิ์
help-draws = การเสมอ
help-this-game = {" "}(เกมนี้)
help-how-to-play-makruk = วิธีเล่นหมากรุกไทย
help-topics = หัวข้อ
help-variants = หมากรุกแบบอื่น

## src/components/help/pieces.rs

help-pieces-the-start-position = ตำแหน่งเริ่มเกม

## src/components/help/sittuyin.rs

help-sittuyin-the-pieces = ตัวหมาก
help-sittuyin-setting-up = การวางหมาก
help-sittuyin-where-white-may-place-its = ช่องที่ขาววางหมากได้: จุด และแถวหลังที่มีวงสำหรับรถ
help-sittuyin-the-pieces-set-up-ready = หมากที่วางเสร็จแล้ว พร้อมเดิน
help-sittuyin-promotion = การเลื่อนเบี้ย
help-sittuyin-the-pawn-on-d5-may = เบี้ยที่ d5 เลื่อนเป็นแม่ทัพได้ที่ช่องเดิมหรือช่องที่ลูกศรชี้
help-sittuyin-the-end-of-the-game = การจบเกม
help-sittuyin-where-these-rules-come-from = ที่มาของกติกา

## src/components/help/variants.rs

help-variants-the-khun-s-leap-and = ขุนเดินแบบม้าและเม็ดเดินสองช่อง
help-variants-a-bia-promoting-on-b8 = เบี้ยเลื่อนตำแหน่งที่ b8

## src/components/hints_panel.rs

hints-panel-looking = กำลังหา…
hints-panel-hints-the-computer-s-evaluation = คำใบ้: การประเมินของคอมพิวเตอร์ คำแนะนำ และภัยคุกคาม
hints-panel-show-the-move = ดูตาเดิน
hints-panel-show-a-hint = ขอคำใบ้
hints-panel-show-threats = ดูภัยคุกคาม

## src/components/import_dialog.rs

import-dialog-import = นำเข้า
import-dialog-import-a-game = นำเข้าเกม
import-dialog-paste-a-pgn-a-list = วาง PGN รายการตาเดิน หรือ FEN หรือเปิดไฟล์ .pgn
import-dialog-game-text = ข้อความเกม
import-dialog-or-open-a-file = หรือเปิดไฟล์
import-dialog-open-the-moves-found = เปิดตาเดินที่พบ
import-dialog-open-game = เปิดเกม

## src/components/library_export.rs

library-export-export-all-as-pgn = ส่งออกทั้งหมดเป็น PGN
library-export-export-these-as-pgn = ส่งออกรายการนี้เป็น PGN

## src/components/library_import.rs

library-import-add-a-pgn-file-of = เพิ่มไฟล์ PGN หลายเกมลงในคลังเกม
library-import-import-progress = ความคืบหน้าการนำเข้า

## src/components/live_panel.rs

live-panel-your-friend-s-device-sent = อุปกรณ์ของเพื่อนส่งข้อมูลที่ไม่ใช่ข้อความของเกมนี้
live-panel-your-friend-s-device-sent-2 = อุปกรณ์ของเพื่อนส่งตาเดินที่ผิดกติกา
live-panel-your-friend-s-device-played = อุปกรณ์ของเพื่อนเดินผิดตา
live-panel-your-friend-s-device-sent-3 = อุปกรณ์ของเพื่อนส่งข้อความของตำแหน่งอื่น
live-panel-your-friend-s-device-counted = อุปกรณ์ของเพื่อนนับในตอนที่กติกาไม่อนุญาต
live-panel-your-friend-s-device-claimed = อุปกรณ์ของเพื่อนอ้างผลที่เกมไม่ได้ให้
live-panel-your-friend-s-device-is = อุปกรณ์ของเพื่อนกำลังเล่นเกมอื่น
live-panel-the-two-devices-have-different = สองอุปกรณ์มีตาเดินของเกมนี้ไม่ตรงกัน จึงไม่ได้รวมกัน
live-panel-waiting-for-your-friend-to = รอเพื่อนเชื่อมต่อ
live-panel-connected = เชื่อมต่อแล้ว
live-panel-connection-lost-the-clocks-are = การเชื่อมต่อขาด นาฬิกาหยุดแล้ว เชิญเพื่อนกลับมาเพื่อเล่นต่อ
live-panel-invite-back = เชิญกลับมา
live-panel-your-friend-declined = เพื่อนปฏิเสธ
live-panel-your-friend-asks-to-take = เพื่อนขอคืนตาเดินล่าสุด
live-panel-decline = ปฏิเสธ
live-panel-accept = ยอมรับ
live-panel-takeback-asked-waiting-for-your = ขอคืนแล้ว รอเพื่อนตอบ
live-panel-decline-the-draw = ไม่รับเสมอ
live-panel-your-friend-offers-a-rematch = เพื่อนขอเล่นอีกเกม สลับสี
live-panel-rematch-offered-waiting-for-your = ขอเล่นอีกเกมแล้ว รอเพื่อนตอบ
live-panel-rematch = เล่นอีกเกม

## src/components/move_confirm.rs

move-confirm-confirm-each-move-before-it = ยืนยันก่อนเดินทุกตา
move-confirm-confirm = ยืนยัน

## src/components/move_input.rs

move-input-move-or-command-e4-board = ตาเดินหรือคำสั่ง (e4, กระดาน, ช่วย)
move-input-not-a-legal-move-here = เดินแบบนี้ไม่ได้

## src/components/move_list.rs

move-list-no-moves-yet = ยังไม่มีการเดิน
move-list-last-move = ล่าสุด
move-list-back-to-the-game = กลับสู่เกม

## src/components/new_game.rs

new-game-play-from-this-position = เล่นจากตำแหน่งนี้
new-game-you-play = คุณเล่น
new-game-random = สุ่ม
new-game-level = ระดับ
new-game-clock = นาฬิกา
new-game-none = ไม่จับเวลา
new-game-make-the-invite = สร้างคำเชิญ
new-game-play = เริ่มเล่น
new-game-no-handicap = ไม่มีแต้มต่อ
new-game-a-file-ruea-as-a = เรือแถว ก เป็นเม็ด
new-game-h-file-ruea-as-a = เรือแถว ซ เป็นเม็ด
new-game-both-rueas-as-mets = เรือทั้งสองเป็นเม็ด
new-game-sut-khun = สูตรขุน
new-game-sut-met = สูตรเม็ด
new-game-sut-ma = สูตรม้า
new-game-your-name = ชื่อของคุณ
new-game-network = เครือข่าย
new-game-internet-public-stun-servers = อินเทอร์เน็ต (เซิร์ฟเวอร์ STUN สาธารณะ)
new-game-same-network-only-no-server = เครือข่ายเดียวกันเท่านั้น (ไม่ใช้เซิร์ฟเวอร์)
new-game-my-own-stun-turn-server = เซิร์ฟเวอร์ STUN/TURN ของฉัน
new-game-server-stun-or-turn = เซิร์ฟเวอร์ (stun: หรือ turn:)
new-game-user = ผู้ใช้
new-game-credential = รหัสผ่าน
new-game-rules = กติกาเพิ่มเติม
new-game-repetition-ends-the-game-a = เดินซ้ำสามครั้งจบเกม (เสมอ)
new-game-as-the-rules-text-reads = ตามตำรา (จนกว่าจะมีการกิน)
new-game-as-fairy-stockfish-and-pychess = ตาม Fairy-Stockfish และ pychess
new-game-rights-until-the-first-capture = สิทธิ์จนกว่าจะมีการกิน
new-game-fairy-stockfish-rights = สิทธิ์แบบ Fairy-Stockfish
new-game-repetition-draws = เดินซ้ำเสมอ
new-game-repetition-plays-on = เดินซ้ำไม่จบเกม
new-game-beginner = เริ่มหัด
new-game-novice = มือใหม่
new-game-casual-player = เล่นเป็น
new-game-club-player = ระดับชมรม
new-game-strong-club-player = ชมรมฝีมือดี
new-game-expert = เซียน
new-game-master = ปรมาจารย์
new-game-full-strength = เต็มกำลัง
new-game-looks-one-move-ahead-and = มองล่วงหน้าตาเดียว มักปล่อยให้หมากถูกกิน
new-game-sees-what-is-attacked-now = เห็นหมากที่ถูกโจมตีอยู่ แต่มองไม่เห็นกลสองตา
new-game-sees-short-tactics-but-plays = เห็นกลสั้น ๆ แต่เดินหลวมเมื่อไม่มีอะไรถูกโจมตี
new-game-plays-soundly-but-misses-longer = เล่นมั่นคง แต่ยังพลาดกลที่ยาว
new-game-rarely-blunders-and-knows-the = ไม่ค่อยพลาด และรู้จักการนับในตอนท้ายเกม
new-game-strong-tactics-a-challenge-for = กลแม่นยำ เป็นคู่ต่อสู้ที่ท้าทายผู้เล่นที่มีประสบการณ์
new-game-near-full-strength-in-a = ใกล้เคียงเต็มกำลัง ใช้เวลาไม่กี่วินาทีต่อตา
new-game-the-whole-engine-five-seconds = เครื่องเต็มกำลัง ตาละห้าวินาที

## src/components/preferences.rs

preferences-as-the-system-asks = ตามระบบ
preferences-normal = ปกติ
preferences-high = สูง
preferences-thai = ไทย
preferences-western = สากล
preferences-turned-wood = ไม้กลึง
preferences-contrast = ความเปรียบต่าง
preferences-no-animations = ไม่แสดงภาพเคลื่อนไหว
preferences-checkered-board = กระดานลายตาราง
preferences-move-sounds = เสียงเดินหมาก
preferences-done = เสร็จ

## src/components/promotion.rs

promotion-promote-to = เลื่อนเป็น

## src/components/replay.rs

replay-replay = เล่นซ้ำ
replay-replay-speed = ความเร็วเล่นซ้ำ
replay-pause = หยุดชั่วคราว
replay-resume = เล่นต่อ
replay-step = ทีละตา

## src/components/resign_button.rs

resign-button-resign = ยอมแพ้
resign-button-resign-this-game = ยอมแพ้เกมนี้?
resign-button-yes-resign = ยอมแพ้

## src/components/setup_shortcuts.rs

setup-shortcuts-standard-set-up = จัดแบบมาตรฐาน
setup-shortcuts-random-set-up = จัดแบบสุ่ม
setup-shortcuts-burmese-chess-guide-u-shwe = ตำราหมากรุกพม่าของ U Shwe Gyin Bha (ราว ค.ศ. 1924)
setup-shortcuts-compact-centre = แบบรวมกลาง

## src/components/share_button.rs

share-button-share = แชร์
share-button-share-this-game = แชร์เกมนี้
share-button-anyone-with-the-link-sees = ผู้ที่ได้ลิงก์จะเห็นเกมนี้ เดินตาต่อไปได้ แล้วส่งลิงก์กลับมา
share-button-white-s-name = ชื่อฝ่ายขาว
share-button-black-s-name = ชื่อฝ่ายดำ
share-button-copy-link = คัดลอกลิงก์

## src/components/status.rs

status-checkmate = รุกจน
status-stalemate = อับ
status-counting-limit-reached = นับครบ
status-mate-while-still-counting = รุกจนโดยไม่หยุดนับ
status-first-check-wins = รุกก่อนชนะ
status-insufficient-material = หมากไม่พอรุกจน
status-50-move-rule = กฎ 50 ตา
status-threefold-repetition = เดินซ้ำสามครั้ง
status-draw-agreed = ตกลงเสมอ
status-draw-no-mating-material = เสมอ (หมากไม่พอรุกจน)
status-board-s-honour = นับศักดิ์กระดาน
status-pieces-honour-two-rueas = นับศักดิ์หมาก เรือสองลำ
status-pieces-honour-one-ruea = นับศักดิ์หมาก เรือลำเดียว
status-pieces-honour-two-khons = นับศักดิ์หมาก โคนสองตัว
status-pieces-honour-two-mas = นับศักดิ์หมาก ม้าสองตัว
status-pieces-honour-one-khon = นับศักดิ์หมาก โคนตัวเดียว
status-pieces-honour = นับศักดิ์หมาก
status-start-counting = เริ่มนับ
status-stop-counting = หยุดนับ
status-restart-counting = เริ่มนับใหม่
status-the-computer-declines-the-draw = คอมพิวเตอร์ไม่ขอเสมอ
status-accept-draw = รับเสมอ
status-offer-draw = ขอเสมอ

## src/components/top_bar.rs

top-bar-learn = ฝึก
top-bar-rules = กติกา

## src/editor/fen_field.rs

editor-fen-field-type-or-paste-a-fen = พิมพ์หรือวาง FEN เพื่อตั้งกระดาน
editor-fen-field-this-fen-cannot-be-used = ใช้ FEN นี้ไม่ได้{" "}

## src/editor/hand.rs

editor-hand-one-fewer-in-hand = ลดในมือหนึ่งตัว
editor-hand-one-more-in-hand = เพิ่มในมือหนึ่งตัว

## src/editor/messages.rs

editor-messages-piece-placement = การวางหมาก
editor-messages-pieces-in-hand = หมากในมือ
editor-messages-side-to-move = ฝ่ายที่จะเดิน
editor-messages-first-move-rights = สิทธิ์เดินครั้งแรก
editor-messages-counting-limit = ขีดจำกัดการนับ
editor-messages-checks-remaining = จำนวนรุกที่เหลือ
editor-messages-half-move-clock-or-count = จำนวนตาครึ่ง (หรือการนับ)
editor-messages-move-number = เลขตาเดิน
editor-messages-the-fen-is-empty = ยังไม่มี FEN
editor-messages-the-side-not-to-move = ฝ่ายที่ไม่ได้เดินถูกรุกอยู่ (อีกฝ่ายกินขุนได้) ให้เปลี่ยนฝ่ายที่จะเดินหรือย้ายหมาก
editor-messages-the-two-khuns-stand-next = ขุนทั้งสองอยู่ติดกัน ซึ่งเกิดขึ้นในเกมไม่ได้

## src/editor/mod.rs

editor-position-editor = ตั้งตำแหน่ง
editor-clear-board = ล้างกระดาน
editor-start-position = ตำแหน่งเริ่มต้น
editor-set-up-a-position = ตั้งตำแหน่งหมาก
editor-play-from-here = เล่นจากตำแหน่งนี้

## src/editor/options.rs

editor-options-side-to-move = ฝ่ายที่จะเดิน
editor-options-move-number = ตาที่
editor-options-counting = การนับ
editor-options-a-count-is-running = กำลังนับอยู่
editor-options-counting-side = ฝ่ายที่นับ
editor-options-moves-counted = นับไปแล้ว (ตา)

## src/editor/palette.rs

editor-palette-move-pieces = ย้ายหมาก
editor-palette-eraser-take-pieces-off = ยางลบ: เอาหมากออก
editor-palette-pieces-to-place = หมากสำหรับวาง

## src/embed/mod.rs

embed-first-position = ตาแรก
embed-previous-move = ตาก่อน
embed-next-move = ตาถัดไป
embed-last-position = ตาล่าสุด

## src/games/view.rs

games-white = ขาว
games-black = ดำ
games-vs-computer = กับคอมพิวเตอร์
games-two-players = สองคน
games-from-a-link = จากลิงก์
games-imported = นำเข้า
games-live-with-a-friend = เล่นสดกับเพื่อน
games-unfinished = ยังไม่จบ
games-white-won = ขาวชนะ
games-black-won = ดำชนะ
games-links = ลิงก์
games-imported-2 = นำเข้า
games-live = เล่นสด
games-unfinished-2 = ยังไม่จบ
games-delete = ลบ
games-all-variants = ทุกกติกา
games-result = ผล
games-all-results = ทุกผล
games-all-opponents = ทุกคู่แข่ง
games-player-name = ชื่อผู้เล่น
games-search-names = ค้นหาชื่อ
games-game-deleted = ลบเกมแล้ว
games-undo = เลิกทำ
games-newer = ใหม่กว่า
games-older = เก่ากว่า

## src/import/page.rs


## src/learn/drills/view.rs

learn-drills-no-count-a-bia-is = ยังนับไม่ได้ เพราะยังมีเบี้ยบนกระดาน
learn-drills-board-s-honour-64-moves = นับศักดิ์กระดาน 64 ตา
learn-drills-the-weaker-side-counts-the = ฝ่ายที่เสียเปรียบเป็นผู้นับ เริ่ม หยุด และเริ่มนับใหม่ได้
learn-drills-against-a-bare-khun-pieces = ขุนเปล่าต่อสู้ นับศักดิ์หมาก: ตามหมากฝ่ายได้เปรียบ (เรือ 2 ลำ 8 เรือ 1 ลำ 16 โคน 2 ตัว 22 ม้า 2 ตัว 32 โคน 1 ตัว 44 นอกนั้น 64) เริ่มนับจากจำนวนหมากบนกระดาน
learn-drills-no-bia-left-and-the = ไม่มีเบี้ยแล้วและฝ่ายเสียเปรียบยังมีหมาก นับศักดิ์กระดาน 64 ตา ถ้ายังมีเบี้ยอยู่ยังนับไม่ได้
learn-drills-right = ถูกต้อง{" "}
learn-drills-not-quite = ยังไม่ถูก{" "}
learn-drills-next-drill = ข้อต่อไป
learn-drills-mate-before-the-count-ends = รุกจนให้ทันก่อนนับครบ: เล่นกับคอมพิวเตอร์

## src/learn/frame.rs

learn-frame-this-page-could-not-be = โหลดหน้านี้ไม่ได้ เปิดครั้งหนึ่งขณะออนไลน์เพื่อใช้แบบออฟไลน์

## src/learn/lessons/view.rs

learn-lessons-not-there-that-would-check = ช่องนั้นไม่ได้ เพราะจะรุกขุนดำ ขั้นนี้ฝึกเดินอย่างเดียว
learn-lessons-that-is-no-check-the = ตานี้ไม่ได้รุก ขุนดำไม่ถูกโจมตี
learn-lessons-check-but-the-khun-can = รุกแล้ว แต่ขุนยังหนีได้ ยังไม่จน
learn-lessons-stalemate-black-is-not-in = อับ! ดำไม่ถูกรุกแต่ไม่มีตาเดิน ผลคือเสมอ ลองตาอื่น
learn-lessons-that-is-no-stalemate-black = ยังไม่อับ ดำถูกรุกอยู่หรือยังมีตาเดิน
learn-lessons-well-done-every-star-reached = เก่งมาก ถึงดาวครบแล้ว
learn-lessons-played-against-the-computer = เล่นกับคอมพิวเตอร์แล้ว
learn-lessons-the-bia-turned-over-it = เบี้ยหงายแล้ว กลายเป็นเม็ดและเดินอย่างเม็ด
learn-lessons-check-black-must-answer-it = รุก! ดำต้องแก้รุก
learn-lessons-checkmate-white-wins = รุกจน! ขาวชนะ
learn-lessons-stalemate-black-has-no-move = อับ ดำไม่มีตาเดินและไม่ถูกรุก ผลคือเสมอ เมื่อได้เปรียบต้องระวังอย่าให้อับ
learn-lessons-the-pieces-and-the-rules = หมากและกติกา
learn-lessons-basic-mates-against-a-lone = รุกจนขุนเดี่ยว
learn-lessons-play-it-against-the-computer = เล่นกับคอมพิวเตอร์
learn-lessons-previous = ก่อนหน้า
learn-lessons-start-again = เริ่มใหม่
learn-lessons-next = ต่อไป

## src/learn/mod.rs

learn-learn = ฝึกหมากรุก
learn-puzzles = โจทย์
learn-counting-drills = ฝึกนับ

## src/learn/trainer.rs

learn-trainer-the-puzzles-could-not-be = โหลดโจทย์ไม่ได้
learn-trainer-loading-the-puzzles = กำลังโหลดโจทย์…
learn-trainer-no-puzzle-of-this-theme = ไม่มีโจทย์แบบนี้
learn-trainer-wrong-move-try-again = ผิด ลองใหม่
learn-trainer-solved = ถูกต้อง!
learn-trainer-the-solution = เฉลย
learn-trainer-find-the-best-move = หาตาที่ดีที่สุด
learn-trainer-your-rating = คะแนนของคุณ{" "}
learn-trainer-variant = กติกา{" "}
learn-trainer-theme = แบบโจทย์{" "}
learn-trainer-all-themes = ทุกแบบ
learn-trainer-difficulty = ความยาก{" "}
learn-trainer-next-puzzle = โจทย์ต่อไป
learn-trainer-show-the-solution = ดูเฉลย

## src/live/dialog.rs

live-dialog-copy = คัดลอก
live-dialog-share = แชร์…
live-dialog-qr-code-of-the-link = คิวอาร์โค้ดของลิงก์
live-dialog-too-long-for-a-qr = ยาวเกินกว่าจะเป็นคิวอาร์โค้ด ส่งเป็นข้อความแทน
live-dialog-it-has-expired-ask-for = หมดอายุแล้ว ขอใหม่
live-dialog-it-was-changed-or-cut = ถูกแก้ไขหรือตัดขาด คัดลอกให้ครบ
live-dialog-this-reply-answers-another-invite = คำตอบนี้เป็นของคำเชิญอื่น (หรือใช้ไปแล้ว) ให้เพื่อนเปิดคำเชิญล่าสุดของคุณ
live-dialog-this-invite-was-already-used = คำเชิญนี้ถูกใช้บนอุปกรณ์นี้แล้ว ขอคำเชิญใหม่จากเพื่อน
live-dialog-your-friend = เพื่อนของคุณ
live-dialog-no-clock = ไม่จับเวลา
live-dialog-no-connection-yet-you-can = ยังเชื่อมต่อไม่ได้ เล่นเกมนี้ต่อด้วยลิงก์แทนได้: ส่งลิงก์ให้เพื่อน เพื่อนเดินแล้วส่งกลับมา เกมยังถูกเก็บไว้ที่นี่เสมอ
live-dialog-preparing-the-connection = กำลังเตรียมการเชื่อมต่อ…
live-dialog-1-send-this-invite-to = 1. ส่งคำเชิญนี้ให้เพื่อน (แอปแชตใดก็ได้ หรือให้สแกนโค้ด)
live-dialog-2-your-friend-sends-back = 2. เพื่อนจะส่งคำตอบกลับมา วางที่นี่
live-dialog-connect = เชื่อมต่อ
live-dialog-not-now = ไม่ใช่ตอนนี้
live-dialog-accept = ตอบรับ
live-dialog-send-this-reply-back-to = ส่งคำตอบนี้กลับไปให้เพื่อน เกมจะเริ่มเมื่อเพื่อนวางคำตอบ
live-dialog-connecting = กำลังเชื่อมต่อ…
live-dialog-no-path-between-the-two = หาเส้นทางระหว่างสองอุปกรณ์ไม่พบ (เครือข่ายปิดกั้น หรือไม่มีเซิร์ฟเวอร์ช่วย) เล่นเกมนี้ต่อด้วยลิงก์: ส่งลิงก์ให้เพื่อน เพื่อนเดินแล้วส่งกลับมา ไม่มีอะไรหาย
live-dialog-passing-the-reply-to-your = กำลังส่งคำตอบไปยังแท็บเกมของคุณ…
live-dialog-the-reply-reached-your-game = คำตอบถึงแท็บเกมของคุณแล้ว กลับไปที่แท็บนั้น ปิดแท็บนี้ได้
live-dialog-no-game-of-this-browser = ไม่มีเกมในเบราว์เซอร์นี้รอคำตอบนี้อยู่ วางคำตอบในที่ที่คุณสร้างคำเชิญ:

## src/speech.rs

speech-empty = ว่าง
speech-picked = เลือกอยู่
speech-legal-move = เดินไปได้
speech-can-capture = กินได้
speech-can-promote-here = เลื่อนเป็นเม็ดได้
speech-counting-stopped = หยุดนับ
speech-this-game-has-no-clock = เกมนี้ไม่มีนาฬิกา
top-bar-language = ภาษา

## Learn: the lessons (src/learn/lessons/lessons.txt), in the order taught: each lesson's title and its steps' instructions

lesson-khun-title = ขุน
lesson-khun-step-1 = ขุนเดินได้ทีละหนึ่งช่องทุกทิศทาง เดินขุนไปให้ถึงดาวทั้งสองดวง
lesson-khun-step-2 = ขุนสองฝ่ายจะยืนติดกันไม่ได้ เดินอ้อมขุนดำไปที่ดาว
lesson-met-title = เม็ด
lesson-met-step-1 = เม็ดเดินทแยงทีละหนึ่งช่อง เดินเม็ดไปให้ถึงดาวทั้งสองดวง
lesson-met-step-2 = เม็ดอยู่บนช่องสีเดียวตลอด เดินซิกแซกไปให้ถึงดาวทั้งสองดวง
lesson-khon-title = โคน
lesson-khon-step-1 = โคนเดินทแยงได้หนึ่งช่อง หรือเดินตรงไปข้างหน้าหนึ่งช่อง รวมห้าทาง
lesson-khon-step-2 = โคนถอยตรงหรือเดินข้างไม่ได้ ไปให้ถึงดาวที่อยู่ข้างหลัง
lesson-ma-title = ม้า
lesson-ma-step-1 = ม้าเดินเป็นรูปตัวแอล ตรงสองช่องแล้วเฉียงออกข้างหนึ่งช่อง เดินไปตามดาว
lesson-ma-step-2 = ม้ากระโดดข้ามหมากที่ขวางได้ พาม้าข้ามแถวเบี้ยไปที่ดาว
lesson-ruea-title = เรือ
lesson-ruea-step-1 = เรือเดินตรงกี่ช่องก็ได้ตามแนวตั้งหรือแนวนอน เดินเรือไปตามดาว
lesson-ruea-step-2 = เรือกระโดดข้ามหมากไม่ได้ เดินอ้อมเบี้ยไปที่ดาว
lesson-bia-title = เบี้ย
lesson-bia-step-1 = เบี้ยเดินตรงไปข้างหน้าทีละหนึ่งช่อง ถอยไม่ได้ เดินเบี้ยไปที่ดาว
lesson-bia-step-2 = เบี้ยกินหมากที่อยู่ทแยงข้างหน้าหนึ่งช่อง กินม้าดำ
lesson-promotion-title = เบี้ยหงาย
lesson-promotion-step-1 = เบี้ยที่เดินถึงแถวที่หกจะหงายกลายเป็นเม็ด เรียกว่าเบี้ยหงาย เดินเบี้ยให้หงาย
lesson-promotion-step-2 = ทางข้างหน้าถูกขวาง กินหมากเข้าแถวที่หกเพื่อให้เบี้ยหงาย
lesson-check-title = รุก
lesson-check-step-1 = การโจมตีขุนเรียกว่ารุก ใช้เรือรุกขุนดำ
lesson-check-step-2 = ใช้ม้ารุกขุนดำในตาเดียว
lesson-checkmate-title = รุกจน
lesson-checkmate-step-1 = รุกแล้วขุนหนีไม่ได้เรียกว่ารุกจน เป็นฝ่ายชนะ รุกจนในตาเดียว
lesson-checkmate-step-2 = เรือสองลำ ลำหนึ่งกันแถวที่เจ็ด อีกลำรุกจน รุกจนในตาเดียว
lesson-stalemate-title = อับ
lesson-stalemate-step-1 = ถ้าฝ่ายที่ต้องเดินไม่ถูกรุกแต่ไม่มีตาเดิน เรียกว่าอับ ผลคือเสมอ หาตาที่ทำให้อับ เพื่อจะได้รู้ว่าต้องหลีกเลี่ยง
lesson-stalemate-step-2 = ใช้โคนรุกจน ระวังอย่าให้อับ
lesson-mate-ruea-title = เรือกับขุนต่อขุน
lesson-mate-ruea-step-1 = ใช้เรือไล่ขุนไปที่ขอบกระดานโดยมีขุนช่วย แล้วรุกจน
lesson-mate-two-khon-title = โคนสองตัวต่อขุน
lesson-mate-two-khon-step-1 = เดินโคนทั้งสองเคียงกันขึ้นไปโดยมีขุนตามหลัง แล้วรุกจนที่มุมกระดาน
lesson-mate-khon-met-title = โคนกับเม็ดต่อขุน
lesson-mate-khon-met-step-1 = โคน เม็ด และขุนช่วยกันต้อนขุนไปที่ขอบกระดาน แล้วเข้ามุม
lesson-mate-ma-met-title = ม้ากับเม็ดต่อขุน
lesson-mate-ma-met-step-1 = ม้ากับเม็ดบังคับรุกจนได้เฉพาะใกล้มุมที่เป็นสีเดียวกับเม็ด ซึ่งขุนหนีไม่พ้น ใช้ม้า เม็ด และขุนล้อมไว้ แล้วรุกจนที่มุม

## Learn: the lessons' page, the counting drills, the puzzle trainer and the puzzle themes

learn-lessons-refused-other-piece = ขั้นนี้ให้เดิน{ $piece }
learn-lessons-refused-cannot-move = { $piece }เดินไปช่องนั้นไม่ได้
learn-lessons-refused-star-out-of-reach = ทางนั้นไม่ได้ { $piece }จะไปไม่ถึงดาวทุกดวง
learn-lessons-count = นับศักดิ์หมาก: หมากชุดนี้นับได้ { $limit } ตา ขุนที่เหลือตัวเดียวเริ่มนับจาก { $from } ตามจำนวนหมากบนกระดาน คุณจึงมี { $left } ตาที่จะรุกจน ไม่เช่นนั้นเสมอ คุณเล่นฝ่ายขาว คอมพิวเตอร์เป็นผู้นับ
learn-lessons-step-label = ขั้นที่ { $n }
learn-lessons-step-of = ขั้นที่ { $step } จาก { $total }
learn-lessons-stars-list = {" "}ดาว: { $squares }
learn-drills-answer-pieces-honour = นับศักดิ์หมาก { $limit } ตา
learn-drills-answer-moves = { $n } ตา
learn-drills-question-which-count = { $side }เดิน { $side }เริ่มนับแบบใดได้
learn-drills-question-who-counts = ฝ่ายใดเป็นผู้นับ
learn-drills-question-moves-left = { $side }เริ่มนับตอนนี้ อีกฝ่ายมีกี่ตาที่จะรุกจน
learn-drills-score = ถูก: { $right } / { $total }
learn-trainer-counts = {" "}· แก้ได้ { $solved } · พลาด { $failed }
learn-trainer-puzzle-info = { $side }เดิน · ระดับโจทย์ { $rating }
learn-trainer-difficulty-easier = ง่ายกว่า
learn-trainer-difficulty-your-level = ระดับของคุณ
learn-trainer-difficulty-harder = ยากกว่า
learn-theme-mate-in-1 = รุกจนใน 1 ตา
learn-theme-mate-in-2 = รุกจนใน 2 ตา
learn-theme-mate-in-3-plus = รุกจนใน 3 ตาขึ้นไป
learn-theme-mate-before-count = รุกจนก่อนนับครบ
learn-theme-material = ได้หมากเปรียบ
learn-theme-promotion = เบี้ยหงาย
learn-theme-fork = ทางแยก
learn-theme-counting-defence = หนีด้วยการนับ
learn-theme-endgame = ปลายเกม

## src/editor/mod.rs: sentences

editor-over-checkmate = ฝ่ายที่จะเดินถูกรุกจน ไม่มีอะไรให้เล่นแล้ว
editor-over-stalemate = ฝ่ายที่จะเดินไม่มีตาเดิน (อับ) ไม่มีอะไรให้เล่นแล้ว
editor-over-no-mating-material = ไม่มีฝ่ายใดรุกจนได้ เกมเสมอในตำแหน่งนี้
editor-over-count-ran-out = การนับครบกำหนดแล้ว เกมเสมอในตำแหน่งนี้
editor-over-check-won = มีการรุกแล้ว ในกาอุกฝ่ายที่รุกก่อนชนะ
editor-over-drawn = เกมเสมอแล้วในตำแหน่งนี้
editor-verdict-legal = ตำแหน่งถูกต้อง ฝ่าย{ $side }เดิน
editor-verdict-legal-in-check = ตำแหน่งถูกต้อง ฝ่าย{ $side }เดินและถูกรุกอยู่

## src/editor/messages.rs: sentences

editor-fen-malformed = อ่านช่อง{ $field }ของ FEN ไม่ได้: พบ “{ $found }” แต่ต้องเป็น { $expected }
editor-fen-rank-count = กระดานใน FEN มี { $ranks } แถว ต้องมี 8 แถว
editor-fen-rank-length = แถวที่ { $rank } ใน FEN มี { $squares } ช่อง ต้องมี 8 ช่อง
editor-fen-khun-count =
    { $count ->
        [0] ฝ่าย{ $side }ไม่มีขุน แต่ละฝ่ายต้องมีขุนหนึ่งตัวพอดี
       *[other] ฝ่าย{ $side }มีขุน { $count } ตัว แต่ละฝ่ายต้องมีขุนหนึ่งตัวพอดี
    }
editor-fen-too-many-bia = ฝ่าย{ $side }มีเบี้ยเกิน 8 ตัว (นับรวมเบี้ยหงาย)
editor-fen-too-many-promoted = ฝ่าย{ $side }มี{ $pieces }มากเกินไป หมากหนึ่งชุดมี{ $pieces } { $limit } ตัว ตัวที่เกินต้องมาจากเบี้ยหงาย รวมกับเบี้ยบนกระดานแล้วจะเกิน 8 ตัว
editor-fen-too-many = ฝ่าย{ $side }มี{ $pieces }มากเกินไป หมากหนึ่งชุดมี{ $pieces }เพียง { $limit } ตัว และเบี้ยหงายเป็น{ $pieces }ไม่ได้
editor-fen-bia-on-promotion-rank = เบี้ยที่ { $square } อยู่บนแถวที่เบี้ยต้องหงายแล้ว ให้วางเบี้ยหงายแทน
editor-fen-setup-placement = ยังมีหมากในมือ แต่หมากที่ { $square } อยู่ในที่ที่การวางหมากไม่อาจวางไว้ได้ เบี้ยต้องอยู่ที่ช่องเริ่มต้น หมากอื่นวางได้ในสามแถวของฝ่ายตน และรถวางได้เฉพาะแถวหลังสุด
editor-fen-bad-right = สิทธิ์เดินครั้งแรก “{ $right }” ไม่ตรงกับขุนหรือเม็ดที่ยังไม่ได้เดิน
editor-fen-not-in-variant = { $variant } ไม่ใช้ช่อง{ $field }ของ FEN
editor-fen-trailing-text = มีข้อความเกินมาหลัง FEN: “{ $text }”
editor-pieces-khun = ขุน
editor-pieces-met = เม็ด
editor-pieces-khon = โคน
editor-pieces-ma = ม้า
editor-pieces-ruea = เรือ
editor-pieces-bia = เบี้ย
editor-pieces-sittuyin-king = ราชา
editor-pieces-sittuyin-general = แม่ทัพ
editor-pieces-sittuyin-elephant = ช้าง
editor-pieces-sittuyin-horse = ม้า
editor-pieces-sittuyin-chariot = รถ
editor-pieces-sittuyin-pawn = เบี้ย
editor-problem-bia-behind-start = เบี้ยที่ { $square } อยู่หลังแถวเริ่มต้น เบี้ยเริ่มที่แถวที่สามและเดินหน้าได้อย่างเดียว
editor-problem-cannot-count-makruk = ฝ่าย{ $side }นับไม่ได้ในตำแหน่งนี้: จะนับได้เมื่อไม่มีเบี้ยเหลือ และอีกฝ่ายมีหมากมากกว่าขุนตัวเดียว
editor-problem-cannot-count-cambodian = ฝ่าย{ $side }นับไม่ได้ในตำแหน่งนี้: จะนับได้เมื่อฝ่ายที่นับมีหมากไม่เกิน 3 ตัว (ถ้าเหลือขุนตัวเดียวต้องไม่มีเบี้ย) และอีกฝ่ายมีมากกว่าขุน
editor-problem-cannot-count-asean = ฝ่าย{ $side }นับไม่ได้ในตำแหน่งนี้: จะนับได้เมื่อเหลือขุนตัวเดียว ไม่มีเบี้ย และอีกฝ่ายมีเรือ โคน หรือม้า
editor-problem-cannot-count-none = ฝ่าย{ $side }นับไม่ได้ในตำแหน่งนี้: กติกานี้ไม่มีการนับ
editor-problem-count-over = การนับ ({ $moves }) เกินกำหนด { $limit } ตาแล้ว เกมจะเสมอไปแล้ว
editor-problem-hands-out-of-turn = ขาวมีหมากในมือ { $white } ตัว ดำ { $black } ตัว แต่ทั้งสองฝ่ายผลัดกันวางทีละตัว ขาววางก่อน ถ้าขาวจะเดินต้องมีเท่ากัน ถ้าดำจะเดินดำต้องมีมากกว่าหนึ่งตัว

## src/editor/options.rs, hand.rs, palette.rs: sentences

editor-options-right-khun = ขุน{ $side }ที่ { $square } ยังกระโดดได้
editor-options-right-met = เม็ด{ $side }ที่ { $square } ยังเดินสองช่องได้
editor-options-count-summary = { $kind } นับได้ถึง { $limit } ตา
editor-hand-count = { $piece }{ $side }ในมือ: { $count }
editor-hand-title = หมากในมือฝ่าย{ $side }
editor-palette-place =
    วาง{ $piece }{ $color ->
        [white] ขาว
       *[other] ดำ
    }

## src/components/help/pieces.rs

help-pieces-intro =
    ฝ่ายขาวเดินก่อน รุกขุนฝ่ายตรงข้ามให้จนเพื่อชนะ ถ้าอับถือว่าเสมอ เบี้ยตั้งอยู่แถวที่สาม
    เม็ดอยู่ข้างขวาของขุน (ขุนขาว d1 เม็ด e1)
help-pieces-khun-moves = เดินได้หนึ่งช่องทุกทิศทาง
help-pieces-met-moves = เดินทแยงได้หนึ่งช่อง
help-pieces-khon-moves = เดินทแยงหนึ่งช่อง หรือตรงไปข้างหน้าหนึ่งช่อง
help-pieces-ma-moves = เดินเป็นรูปตัวแอล กระโดดข้ามหมากได้
help-pieces-ruea-moves = เดินตรงกี่ช่องก็ได้ตามแนวตั้งหรือแนวนอน
help-pieces-bia-moves = เดินตรงไปข้างหน้าทีละช่อง กินทแยงไปข้างหน้า
help-pieces-bia-ngai-moves = เบี้ยที่เดินถึงแถวที่หกจะหงายขึ้นและเดินอย่างเม็ด
help-pieces-name-khun = khun
help-pieces-name-met = met
help-pieces-name-khon = khon
help-pieces-name-ma = ma
help-pieces-name-ruea = ruea
help-pieces-name-bia = bia
help-pieces-name-bia-ngai = bia-ngai

## src/components/help/counting.rs

help-counting-row-two-ruea = เรือ 2 ลำ
help-counting-row-one-ruea = เรือ 1 ลำ
help-counting-row-two-khon = โคน 2 ตัว
help-counting-row-two-ma = ม้า 2 ตัว
help-counting-row-one-khon = โคน 1 ตัว
help-counting-row-otherwise = นอกนั้น (ม้าตัวเดียว เม็ด หรือเบี้ยหงาย)
help-counting-example-two-ruea-and-ma =
    ขาวมีเรือ 2 ลำกับม้า ดำเหลือขุนตัวเดียว ศักดิ์เรือสองลำคือ { $limit } หมากบนกระดานมี { $start }
    ตัว ขาวจึงต้องไล่ให้จนภายใน { $limit } − { $start } = { $left } ตา
help-counting-example-ruea-khon-bia-ngai =
    ขาวมีเรือ 1 ลำ โคน 2 ตัว และเบี้ยหงาย 2 ตัว ดำเหลือขุนตัวเดียว ศักดิ์เรือลำเดียวคือ { $limit }
    หมากบนกระดานมี { $start } ตัว ดำเดินตาต่อไปนับ { $next } แล้วนับต่อไปจนถึง { $limit }
help-counting-intro =
    จะนับได้ก็ต่อเมื่อบนกระดานไม่มีเบี้ยคว่ำเหลืออยู่ (เบี้ยหงายไม่เกี่ยว)
    ฝ่ายหนีซึ่งเสียเปรียบเป็นผู้นับตาเดินของตน ฝ่ายไล่ต้องไล่ให้จนก่อนนับครบ มิฉะนั้นถือว่าเสมอ
help-counting-boards-honour-text =
    เมื่อไม่มีเบี้ยคว่ำเหลือ และฝ่ายเสียเปรียบยังมีหมากอื่นนอกจากขุน ฝ่ายนั้นขอนับศักดิ์กระดานได้
    โดยนับตั้งแต่ 1 ถึง { $board } จะหยุดนับเมื่อใดก็ได้และขอนับใหม่ภายหลังได้
    แต่การนับใหม่ต้องเริ่มจาก 1 อีกครั้ง ซึ่งเสียเปรียบแก่ผู้นับเอง
help-counting-mate-while-counting =
    ถ้าฝ่ายที่กำลังนับรุกอีกฝ่ายจนทั้งที่ยังไม่หยุดนับ ถือว่าเสมอ จึงต้องหยุดนับก่อนจะเล่นเอาชนะ
help-counting-pieces-honour-text =
    เมื่อฝ่ายเสียเปรียบเหลือขุนตัวเดียว (หมากตัวสุดท้ายถูกกิน หรือเบี้ยคว่ำตัวสุดท้ายหมดไป)
    ให้นับศักดิ์หมาก เริ่มนับต่อจากจำนวนหมากทั้งหมดบนกระดานรวมขุนทั้งสอง ไปจนถึงศักดิ์ของหมากฝ่ายไล่
    ดูตามลำดับ ข้อแรกที่ตรงคือศักดิ์ที่ใช้:
help-counting-khun-captures =
    ถ้าขุนฝ่ายหนีกินหมากฝ่ายไล่ได้ระหว่างนับ ไม่ต้องเริ่มนับใหม่
    ผู้นับจะเริ่มนับใหม่ได้ก็ต่อเมื่อเลือกเอง และต้องเริ่มจากจำนวนหมากอีกครั้ง
    ซึ่งเสียเปรียบแก่ตนเอง
help-counting-run-out-text =
    ตามคู่มือของ AncientChess เมื่อฝ่ายหนีนับครบแล้วยังไม่จน ฝ่ายไล่ได้เดินอีกหนึ่งตาเพื่อรุกให้จน
    ถ้าทำไม่ได้ถือว่าเสมอ Fairy-Stockfish นับเป็นครึ่งตา
    และตัดสินเสมอเมื่อนับเกินกำหนดโดยฝ่ายที่ต้องเดินยังไม่จน แอปนี้จบเกมตรงนั้น
help-counting-in-this-app =
    ในแอปนี้ เมื่อเล่นกับคอมพิวเตอร์จะนับให้อัตโนมัติ ถ้าเล่นสองคน ให้กดปุ่มเริ่มนับ/หยุดนับเอง

## src/components/help/draws.rs

help-draws-stalemate = รุกจนชนะ ถ้าอับ คือไม่ได้ถูกรุกแต่ไม่มีตาเดิน ถือว่าเสมอ
help-draws-no-repetition-rule =
    หมากรุกไทยไม่มีกติกาเดินซ้ำและไม่มีกติกา 50 ตา ใช้การนับศักดิ์แทน
    การเดินซ้ำตำแหน่งเดิมจึงไม่ทำให้จบเกม
help-draws-repetition-option =
    ในเกมใหม่มีตัวเลือกให้ตำแหน่งเดิมที่เกิดซ้ำเป็นครั้งที่สามถือว่าเสมอ แบบ Fairy-Stockfish และ
    pychess ค่าเริ่มต้นปิดไว้ ยกเว้นหมากรุกอาเซียน
help-draws-agreed = ถ้าเล่นสองคน ตกลงเสมอกันได้ทุกเมื่อ

## src/components/help/sutras.rs

help-sutras-intro =
    สูตรเป็นกติกาเสริมแบบดั้งเดิม ไม่ใช้ในการแข่งขันอย่างเป็นทางการ ผู้เล่นตกลงกันก่อนเริ่มเกม
    และใช้เหมือนกันทั้งสองฝ่าย เลือกได้ที่เกมใหม่
help-sutras-sut-khun =
    ขุนที่ยังไม่เคยเดิน เดินแบบม้าไปยังช่องว่างในแถวถัดไปได้ (ขาว d1→b2 หรือ d1→f2 ดำ e8→c7 หรือ
    e8→g7) ห้ามเดินขณะถูกรุกและกินหมากไม่ได้ เมื่อขุนเดินไปแล้วสิทธิ์นี้หมดไป
help-sutras-sut-met =
    ใช้ได้เฉพาะตาแรกของแต่ละฝ่าย เดินเบี้ยหน้าเม็ดขึ้นไปหนึ่งช่อง (e3→e4)
    แล้วในตาเดียวกันเดินเม็ดเข้าช่องที่เบี้ยเพิ่งออก (e1→e3) ฝ่ายดำ d6→d5 กับ d8→d6
help-sutras-sut-ma =
    ใช้ได้เฉพาะตาแรกของแต่ละฝ่าย เดินเบี้ยที่อยู่ในตาม้าขึ้นไปหนึ่งช่อง
    แล้วในตาเดียวกันเดินม้าเข้าช่องที่เบี้ยเพิ่งออก (เช่น c3→c4 กับ b1→c3 หรือเบี้ย a3 f3 h3 ก็ได้)
help-sutras-takhaeng-ruea =
    การต่อหมากที่ตกลงกันก่อนเริ่มเกม ตะแคงเรือลำหนึ่งหรือทั้งสองลำของฝ่ายหนึ่ง
    เรือที่ตะแคงเดินอย่างเม็ดตลอดเกม

## src/components/help/variants.rs

help-variants-makruk =
    หมากรุกไทย กติกามาตรฐานตามหัวข้อตัวหมาก การนับ และการเสมอ ตกลงใช้สูตรกันก่อนเริ่มเกมได้
help-variants-karouk = กติกาเหมือนอุกชัตรัง แต่ฝ่ายที่รุกได้ก่อนชนะทันที
help-variants-makpong =
    หมากรุกไทยที่ขุนซึ่งถูกรุกจะหนีไม่ได้ ต้องแก้รุกด้วยการกินหมากที่รุกหรือเอาหมากมาบัง
    ขุนเดินได้เฉพาะเพื่อกินหมากที่รุกเท่านั้น
help-variants-ouk-intro =
    หมากรุกของกัมพูชา เหมือนหมากรุกไทย แต่มีตาเดินแรกพิเศษสองแบบ และนับศักดิ์น้อยกว่าหนึ่ง
help-variants-ouk-first-moves =
    ขุนในตาเดินแรกของมัน ถ้าไม่ถูกรุก เดินแบบม้าไปยังช่องว่างในแถวถัดไปได้ (ขาว d1→b2 หรือ d1→f2 ดำ
    e8→c7 หรือ e8→g7) เม็ดในตาเดินแรกของมันเดินตรงไปข้างหน้าสองช่องได้ (e1→e3, d8→d6)
    ข้ามหมากได้แต่กินไม่ได้
help-variants-ouk-rights =
    ตามตำรา ตาเดินพิเศษนี้ใช้ได้ “ถ้ายังไม่มีหมากถูกกิน” เมื่อมีการกินครั้งแรกไม่ว่าฝ่ายใด
    สิทธิ์นี้หมดไป ส่วน Fairy-Stockfish และ pychess ถือว่าสิทธิ์หมดเมื่อหมากตัวนั้นเดินหรือถูกกิน
    และสิทธิ์ของขุนหมดด้วย เมื่อเรือฝ่ายตรงข้ามเดินเข้ามาในแถวหรือแนวเดียวกับขุน
    เลือกได้ทั้งสองแบบที่เกมใหม่ ค่าเริ่มต้นเป็นแบบตามตำรา
help-variants-ouk-counting =
    การนับ: ศักดิ์กระดานนับถึง { $board } และเริ่มนับได้แม้ยังมีเบี้ยอยู่บนกระดาน
    เมื่อฝ่ายเสียเปรียบเหลือหมากไม่เกินสามตัวรวมขุน ศักดิ์หมาก:
help-variants-asean-intro =
    กติกาที่ตกลงใช้ในอาเซียน ใช้หมากรุกไทยแต่เขียนด้วยอักษรหมากรุกสากล (Q เม็ด B โคน)
    เบี้ยที่เดินถึงแถวสุดท้ายเลื่อนเป็นเรือ ม้า โคน หรือเม็ด ตามที่ผู้เล่นเลือก
help-variants-asean-rules =
    มีกติกา 50 ตา และเดินซ้ำครั้งที่สามถือว่าเสมอ
    นับศักดิ์เฉพาะเมื่อฝ่ายหนึ่งเหลือขุนตัวเดียวและไม่มีเบี้ยคว่ำ: มีเรือต้องไล่ให้จนใน { $ruea } ตา
    มีโคน { $khon } ตา มีม้า { $ma } ตา นับตั้งแต่ขุนเหลือตัวเดียว

## src/components/help/sittuyin.rs

help-sittuyin-intro =
    ซิตตุยิน ({ $burmese }) หรือหมากรุกพม่า เป็นพี่น้องของหมากรุกไทย
    ตัวหมากเดินเหมือนกันแต่เรียกชื่อต่างกัน มีช่วงวางหมากก่อนเริ่มเดิน
    และการเลื่อนเบี้ยเป็นตาเดินแยกต่างหาก
help-sittuyin-pieces-intro =
    ตัวหมากแต่ละตัวตามชื่อพม่า ความหมาย และวิธีเดิน บนกระดานเขียนแม่ทัพเป็น F และช้างเป็น S
help-sittuyin-king-moves = เดินหนึ่งช่องทุกทิศทาง เหมือนขุน
help-sittuyin-general-moves =
    เดินทแยงหนึ่งช่อง เหมือนเม็ด มีฝ่ายละหนึ่งตัว และเบี้ยเลื่อนขึ้นเป็นแม่ทัพได้
help-sittuyin-elephant-moves = เดินทแยงหนึ่งช่อง หรือตรงไปข้างหน้าหนึ่งช่อง เหมือนโคน
help-sittuyin-horse-moves = เดินเหมือนม้าหมากรุกไทย กระโดดข้ามหมากได้
help-sittuyin-chariot-moves = เดินตรงกี่ช่องก็ได้ตามแนวตั้งหรือแนวนอน เหมือนเรือ
help-sittuyin-pawn-moves =
    เดินตรงไปข้างหน้าทีละช่อง กินทแยงไปข้างหน้า เหมือนเบี้ย ไม่มีการเดินสองช่อง
help-sittuyin-start =
    เกมเริ่มโดยมีแต่เบี้ยบนกระดาน เบี้ยขาวอยู่ที่ a3–d3 และ e4–h4 เบี้ยดำอยู่ที่ a5–d5 และ e6–h6
    เป็นสองแถวเหลื่อมกัน หมากตัวอื่นทั้งหมดยังอยู่ในมือ
help-sittuyin-placing =
    ผู้เล่นผลัดกันวางหมากทีละตัว ขาววางก่อน วางได้บนช่องว่างใดก็ได้ในสามแถวของฝ่ายตน (จุด)
    แต่รถวางได้เฉพาะแถวหลังสุด (วงกลม) ฝ่ายที่ยังมีหมากในมือต้องวาง การวางจึงใช้ 16 ตา
    และเริ่มเดินที่ตาที่ 9 โดยขาวเดินก่อน การวางเขียนแบบ R@a1
help-sittuyin-promotion-squares =
    เบี้ยไม่ได้เลื่อนเพราะเดินถึงช่องใดช่องหนึ่ง การเลื่อนเป็นตาเดินของมันเอง
    เบี้ยที่อยู่บนช่องเลื่อนของฝ่ายตน — ขาว a8 b7 c6 d5 e5 f6 g7 h8 ดำ a1 b2 c3 d4 e4 f3 g2 h1
    คือแนวทแยงยาวสองเส้นในแดนฝ่ายตรงข้าม — กลายเป็นแม่ทัพ ณ ช่องที่มันอยู่
    หรือบนช่องว่างที่ติดกันทางทแยง ถ้าเหลือเบี้ยตัวเดียว เลื่อนได้จากทุกช่อง
help-sittuyin-promotion-limits =
    เบี้ยเลื่อนได้เฉพาะเมื่อฝ่ายตนไม่มีแม่ทัพอยู่บนกระดาน เลื่อนโดยกินไม่ได้
    และเลื่อนไม่ได้ถ้าแม่ทัพตัวใหม่จะโจมตีหมากฝ่ายตรงข้าม หรือทำให้เกิดการรุก (รวมถึงการรุกเปิด)
    ในภาพ เบี้ยที่ d5 เลื่อนอยู่กับที่ หรือไป c4 e4 e6 ได้ แต่ไป c6 ไม่ได้ เพราะแม่ทัพจะโจมตีรถที่
    b7 เบี้ยไม่จำเป็นต้องเลื่อน เดินต่อไปได้ และเมื่อถึงแถวสุดท้ายจะเดินต่อไม่ได้
help-sittuyin-end = รุกจนชนะ อับถือว่าเสมอ ขุนที่เหลือตัวเดียวไม่ได้แพ้เพราะเหตุนั้น
help-sittuyin-counting =
    การนับ: เมื่อฝ่ายที่จะเดินเหลือแต่ราชาและไม่มีเบี้ยบนกระดานแล้ว ฝ่ายที่แข็งกว่าต้องรุกให้จนภายใน
    { $chariot } ตา ถ้ามีรถ ถ้าไม่มีรถแต่มีช้าง { $elephant } ตา ถ้ามีแต่ม้า { $horse } ตา
    ถ้ามีแต่แม่ทัพไม่มีการนับ การกินหรือการเลื่อนเบี้ยที่ทำให้ฝ่ายรับเหลือตัวเดียวเริ่มนับใหม่
    ขอเสมอได้ด้วยกติกา 50 ตา เมื่อตำแหน่งเดิมเกิดซ้ำเป็นครั้งที่สาม
    และเมื่อฝ่ายที่จะเดินเหลือราชากับเบี้ยหนึ่งตัวซึ่งทุกตาเดินที่ถูกกติกาเป็นการเลื่อนเบี้ย
help-sittuyin-sources =
    แอปนี้เล่นซิตตุยินแบบเดียวกับ Fairy-Stockfish และ pychess ซึ่งเป็นกติกาที่ใช้เล่นออนไลน์ส่วนใหญ่
    คือผลัดกันวางทีละตัว ขาววางก่อน และการเลื่อนเบี้ยตามที่กล่าวข้างต้น
    ในพม่ามีการเล่นที่แต่ละฝ่ายวางหมากทั้งหมด หลังฉากกั้นในคราวเดียว
    การจัดหมากแบบที่นิยมจากการเล่นนั้นมีให้เลือกเป็นทางลัดในการวางหมาก

## src/speech.rs: messages with variables

speech-white-piece = { $piece }ขาว
speech-black-piece = { $piece }ดำ
speech-square-content = { $square }, { $content }
speech-square-content-mark = { $square }, { $content }, { $mark }
speech-move = { $piece }{ $side } { $from } ไป { $to }
speech-drop = { $piece }{ $side } ลงที่ { $to }
speech-sittuyin-promotion = { $pawn }{ $side } { $from } เลื่อนเป็น{ $general } ที่ { $to }
speech-move-captures = { $move_words }, กิน{ $piece }
speech-move-promotes = { $move_words }, หงายเป็น{ $piece }
speech-move-check = { $move_words }, รุก
speech-count-started = ฝ่าย{ $side }นับ { $number } จาก { $limit }
speech-count = นับ { $number } จาก { $limit }
speech-pieces-on = { $piece } { $squares }
speech-list = { $list }, { $item }
speech-side-pieces = { $side }: { $pieces }
speech-position = { $white }. { $black }. ฝ่าย{ $side }เดิน.
speech-minutes-count = { $minutes } นาที
speech-seconds-count = { $seconds } วินาที
speech-minutes-and-seconds = { $minutes } { $seconds }
speech-clocks = ขาว { $white }, ดำ { $black }

## src/command.rs: the questions' words (separated by |) and messages with variables

command-words-board = กระดาน|ตำแหน่ง
command-words-count = นับ|การนับ
command-words-last-move = ตาล่าสุด|ตาเดินล่าสุด
command-words-time = เวลา|นาฬิกา
command-words-help = ช่วย|วิธีใช้
command-not-a-legal-move = { $text }: เดินแบบนี้ไม่ได้ พิมพ์ ช่วย เพื่อดูคำสั่ง

## src/components/status.rs: messages with variables

status-to-move = ฝ่าย{ $side }เดิน
status-to-move-in-check = ฝ่าย{ $side }เดิน — รุก!
status-wins = ฝ่าย{ $side }ชนะ
status-over = { $reason } — { $result }
status-resigned = ฝ่าย{ $loser }ยอมแพ้ — { $result }
status-time-out = ฝ่าย{ $loser }หมดเวลา — { $result }
status-count-boards-honour = { $number } จาก { $limit }
status-count-pieces-honour = { $number } → { $limit }
status-counting = ฝ่าย{ $side }นับ { $count } ({ $reason })
status-offers-draw = ฝ่าย{ $side }ขอเสมอ

## src/components/announcer.rs: messages with variables

announcer-new-game = เกมใหม่. { $status }
announcer-move-taken-back-status = คืนตาเดินแล้ว. { $status }
announcer-then = { $first }. { $next }

## src/components/hand.rs

hand-piece-count = { $piece } ในมือ { $count }
hand-side = หมากในมือฝ่าย{ $side }

## src/components/hints_panel.rs: messages with variables

hints-panel-place-piece = วาง{ $piece }
hints-panel-move-piece = เดิน{ $piece }ที่ { $square }
hints-panel-hint-move = คำใบ้: { $san }
hints-panel-threat-move = ภัยคุกคาม: { $san }

## src/components/explorer_panel.rs: messages with variables

explorer-panel-results = ขาวชนะ { $white }% เสมอ { $draws }% ดำชนะ { $black }%
explorer-panel-percent = { $share }%
explorer-panel-library-unreadable = อ่านคลังเกมไม่ได้: { $error }
explorer-panel-reading-games = กำลังอ่านเกมของคุณ… { $read }

## src/components/setup_shortcuts.rs: messages with variables

setup-shortcuts-set-up-side = จัดหมากฝ่าย{ $side }

## src/components/library_import.rs: messages with variables

library-import-summary = เพิ่ม { $added } เกมลงในคลัง ข้าม { $skipped } เกม
library-import-storage-stopped = บันทึกต่อไม่ได้: { $error }
library-import-skipped-game = เกมที่ { $number } (บรรทัด { $line }): { $reason }
library-import-games-added-count = { $added } เกมที่เพิ่มแล้ว

## src/components/library_export.rs: messages with variables

library-export-games-exported = ส่งออก { $games } เกม

## src/games: messages with variables and the library's notices

games-notice-in-memory = เบราว์เซอร์นี้ไม่ให้เก็บเกม (โหมดส่วนตัว?) เกมจะอยู่จนกว่าจะปิดหน้านี้เท่านั้น
games-notice-full = ที่เก็บข้อมูลเต็ม การเปลี่ยนแปลงล่าสุดไม่ได้เก็บในคลังเกม เล่นต่อได้
games-notice-failed = คลังเกมเก็บการเปลี่ยนแปลงล่าสุดไม่ได้ เล่นต่อได้
games-notice-other-tab = มีการเดินเกมนี้ในแท็บอื่น กระดานแสดงตามแล้ว
games-notice-forked = เกมนี้ถูกเปลี่ยนในแท็บอื่นก่อน เกมในแท็บนี้จึงเก็บแยกเป็นอีกเกม
games-plies-count = { $plies } ตา
games-records-unreadable = { $count } รายการอ่านไม่ได้ จึงข้ามไป

## src/import/page.rs: messages with variables

import-page-moves-found = พบ { $moves } ตาเดินที่บรรทัด { $lines }
import-page-line-range = { $first }–{ $last }
import-page-and-list = { $list } และ { $item }
import-page-and-ignored-lines = { $found }; ข้ามบรรทัด { $lines }
import-page-skipped-word = “{ $word }” (บรรทัด { $line })
import-page-list = { $list }, { $item }
import-page-and-more = { $list } (+{ $more })
import-page-and-skipped = { $found }; ข้ามคำในรายการตาเดิน: { $words }
import-page-sentence = { $text }.

## src/components/import_dialog.rs: messages with variables

import-dialog-could-not-import-because = นำเข้าไม่ได้: { $error }
import-dialog-read-as-page = อ่านแบบหน้าเว็บของเกมที่คัดลอกมา: { $found }

## src/analysis: messages with variables

analysis-engine-view-evaluation-of = การประเมิน: { $score }
analysis-engine-view-speed-millions = { $speed } ล้านโหนด/วินาที
analysis-engine-view-speed-thousands = { $speed } พันโหนด/วินาที
analysis-review-view-best-was-move = ควรเดิน { $san }

## common messages with variables

common-computer-level-number = คอมพิวเตอร์ระดับ { $level }
common-depth-number = ความลึก { $depth }
common-you-play-side = คุณเล่นฝ่าย{ $side }

## src/app.rs: messages with variables

app-bad-link = เปิดลิงก์เกมนี้ไม่ได้ เกมของคุณยังอยู่เหมือนเดิม ({ $error })

## src/live/dialog.rs: messages with variables

live-dialog-invite-unusable = ใช้คำเชิญนี้ไม่ได้ เกมของคุณยังเหมือนเดิม ({ $reason })
live-dialog-reply-unusable = ใช้คำตอบนี้ไม่ได้ ({ $reason })
live-dialog-connection-impossible = เบราว์เซอร์นี้ตั้งค่าการเชื่อมต่อไม่ได้ ({ $technology })
live-dialog-offer = { $host } ชวนคุณเล่น { $variant } · คุณเล่นฝ่าย{ $side } · { $details }.
live-dialog-offer-resuming = { $offer } เล่นเกมเดิมต่อจากตาที่ { $plies }.

## src/components (other panels): messages with variables

comment-edit-comment-on-ply-number = ความเห็นตาที่ { $ply }
live-panel-connected-round-trip = เชื่อมต่อแล้ว · { $ms } ms
live-panel-refused-unchanged = { $refusal }. เกมไม่เปลี่ยนแปลง
move-confirm-play-move = เดิน { $san }?
new-game-takhaeng-ruea-side = ตะแคงเรือ: { $side }
preferences-board-size-percent = ขนาดกระดาน { $size }%
replay-seconds-per-move = { $seconds } วินาที/ตา
board-feedback-refused = { $from }–{ $to }: เดินแบบนี้ไม่ได้

## src/games/view.rs: the word after the number of games listed

games-count-noun =
    { $count ->
       *[other] เกม
    }
