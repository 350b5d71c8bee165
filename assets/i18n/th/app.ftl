# The interface's texts of the app in Thai (ภาษาไทย). Fluent syntax; keys and variables as in English's (en/).

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
variant-ouk-chatrang = หมากรุกเขมร
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
common-variant = ชนิดเกม
common-opponent = คู่แข่ง
common-first-move-rights = สิทธิ์เดินครั้งแรก
common-display = การแสดงผล
common-piece-set = ชุดหมาก
common-link = ลิงก์
common-copied = คัดลอกแล้ว
common-draw = เสมอ
common-makruk = หมากรุกไทย
common-back-to-the-game = กลับไปที่เกม

## src/analysis/view/engine.rs

analysis-engine-view-engine = เครื่องวิเคราะห์
analysis-engine-view-lines = จำนวนแนว
analysis-engine-view-the-engine-could-not-run = เครื่องวิเคราะห์ทำงานในเบราว์เซอร์นี้ไม่ได้
analysis-engine-view-the-game-is-over-in = เกมจบแล้วในตำแหน่งนี้
analysis-engine-view-building-this-ending-s-exact = กำลังสร้างตารางท้ายเกมแบบแม่นยำ (ไม่กี่วินาที)…

## src/analysis/view/page.rs

analysis-end-of-the-line = ท้ายแนว
analysis-analysis-board = กระดานวิเคราะห์
analysis-back-to-the-game = ← กลับไปที่เกม
analysis-make-main-line = ตั้งเป็นแนวหลัก
analysis-delete-from-here = ลบจากตานี้
analysis-play-from-here = เล่นต่อจากตรงนี้
analysis-edit-position = แก้ตำแหน่ง

## src/analysis/view/moves.rs

analysis-moves-view-move-a-piece-to-start = เดินหมากเพื่อเริ่มวิเคราะห์

## src/analysis/view/review.rs

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
app-take-back = คืนตา
app-set-up-position = ตั้งตำแหน่ง

## src/game/command.rs

command-type-a-move-e4-nd2 = พิมพ์ตาเดิน (e4, Nd2, b1d2, ม-ง๒) หรือคำสั่ง: กระดาน, นับ, ตาล่าสุด, เวลา, ช่วย
command-nobody-is-counting = ยังไม่มีใครนับ
command-no-move-yet = ยังไม่มีการเดิน
command-not-your-turn = ยังไม่ถึงตาคุณ

## src/ui/board.rs

board-board = กระดาน

## src/ui/comment_edit.rs

comment-edit-comment-before-the-first-move = ความเห็นก่อนตาแรก
comment-edit-add-a-comment = เพิ่มความเห็น

## src/ui/engine_panel.rs

engine-panel-thinking = กำลังคิด…
engine-panel-move-now = เดินเลย

## src/analysis/explorer/view.rs

explorer-panel-no-game-of-your-library = ไม่มีเกมในคลังที่ถึงตำแหน่งนี้
explorer-panel-your-games = เกมของคุณ

## src/library/view/export_dialog.rs

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
export-menu-fen-of-the-position-shown = FEN ของตำแหน่งที่แสดง
export-menu-fen-copied = คัดลอก FEN แล้ว
export-menu-copy-fen = คัดลอก FEN
export-menu-picture-svg = ภาพ (SVG)
export-menu-picture-png = ภาพ (PNG)

## src/game/view/hints.rs

hints-panel-looking = กำลังหา…
hints-panel-hints-the-computer-s-evaluation = คำใบ้: การประเมินของคอมพิวเตอร์ คำแนะนำ และภัยคุกคาม
hints-panel-show-the-move = ดูตาเดิน
hints-panel-show-a-hint = ขอคำใบ้
hints-panel-show-threats = ดูภัยคุกคาม

## src/library/view/import_dialog.rs

import-dialog-import = นำเข้า
import-dialog-import-a-game = นำเข้าเกม
import-dialog-paste-a-pgn-a-list = วาง PGN รายการตาเดิน หรือ FEN หรือเปิดไฟล์ .pgn
import-dialog-game-text = ข้อความเกม
import-dialog-or-open-a-file = หรือเปิดไฟล์
import-dialog-open-the-moves-found = เปิดตาเดินที่พบ
import-dialog-open-game = เปิดเกม

## src/library/view/files_export.rs

library-export-export-all-as-pgn = ส่งออกทั้งหมดเป็น PGN
library-export-export-these-as-pgn = ส่งออกรายการนี้เป็น PGN

## src/library/view/files_import.rs

library-import-add-a-pgn-file-of = เพิ่มไฟล์ PGN หลายเกมลงในคลังเกม
library-import-import-progress = ความคืบหน้าการนำเข้า

## src/game/view/live_panel.rs

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
live-panel-connection-lost-rejoining = การเชื่อมต่อขาด กำลังเชื่อมต่อใหม่เอง นาฬิกาหยุดแล้ว ถ้านานเกินไป เชิญเพื่อนกลับมา
live-panel-your-friend-declined = เพื่อนปฏิเสธ
live-panel-your-friend-asks-to-take = เพื่อนขอคืนตาเดินล่าสุด
live-panel-decline = ปฏิเสธ
live-panel-accept = ยอมรับ
live-panel-takeback-asked-waiting-for-your = ขอคืนตาแล้ว รอเพื่อนตอบ
live-panel-decline-the-draw = ไม่รับเสมอ
live-panel-your-friend-offers-a-rematch = เพื่อนขอเล่นอีกเกม สลับสี
live-panel-rematch-offered-waiting-for-your = ขอเล่นอีกเกมแล้ว รอเพื่อนตอบ
live-panel-rematch = เล่นอีกเกม

## src/ui/move_confirm.rs

move-confirm-confirm-each-move-before-it = ยืนยันก่อนเดินทุกตา
move-confirm-confirm = ยืนยัน

## src/ui/move_input.rs

move-input-move-or-command-e4-board = ตาเดินหรือคำสั่ง (e4, กระดาน, ช่วย)
move-input-not-a-legal-move-here = เดินแบบนี้ไม่ได้

## src/ui/move_list.rs

move-list-no-moves-yet = ยังไม่มีการเดิน
move-list-last-move = ล่าสุด
move-list-back-to-the-game = กลับสู่เกม

## src/game/view/new_game.rs

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

## src/ui/preferences.rs

preferences-as-the-system-asks = ตามระบบ
preferences-normal = ปกติ
preferences-high = สูง
preferences-thai = ไทย
preferences-western = สากล
preferences-turned-wood = ไม้กลึง
preferences-contrast = ความเปรียบต่าง
preferences-no-animations = ไม่แสดงภาพเคลื่อนไหว
preferences-checkered-board = กระดานสลับสี
preferences-move-sounds = เสียงเดินหมาก
preferences-engine = เครื่องวิเคราะห์
preferences-engine-threads = จำนวนเธรด
preferences-engine-threads-all = ทุกคอร์ ({ $cores })
preferences-engine-threads-one-only = หน้านี้ใช้เครื่องวิเคราะห์ได้เพียงคอร์เดียว โปรดโหลดหน้าใหม่ ตั้งแต่การโหลดครั้งที่สอง แอปจะใช้ทุกคอร์ เว้นแต่เบราว์เซอร์หรือหน้าที่ฝังแอปไว้ไม่อนุญาต
preferences-done = เสร็จ
preferences-network = เครือข่าย
preferences-network-live-play = เล่นสด
preferences-network-internet = อินเทอร์เน็ต (รีเลย์และเซิร์ฟเวอร์ STUN สาธารณะ)
preferences-network-local = เครือข่ายท้องถิ่นเท่านั้น (ไม่ใช้เซิร์ฟเวอร์)
preferences-network-custom = รีเลย์และเซิร์ฟเวอร์ของฉันเอง
preferences-network-internet-note = ใช้ลิงก์เดียวก็พอ: ข้อความเชื่อมต่อที่ปิดผนึกแล้วผ่านรีเลย์ Nostr สาธารณะ และเซิร์ฟเวอร์ STUN สาธารณะเห็นที่อยู่ของสองอุปกรณ์ ตัวเกมส่งตรงระหว่างอุปกรณ์
preferences-network-local-note = ไม่มีอะไรออกจากเครือข่ายของคุณ: คุณส่งคำเชิญและคำตอบกันเอง ทั้งสองอุปกรณ์ต้องอยู่ในเครือข่ายเดียวกัน
preferences-network-custom-note = รีเลย์ของคุณเองส่งข้อความเชื่อมต่อที่ปิดผนึก เซิร์ฟเวอร์ STUN หรือ TURN ของคุณช่วยหาเส้นทาง ถ้าไม่มีรีเลย์ คุณส่งคำเชิญและคำตอบกันเอง
preferences-network-relays = รีเลย์ (ws:// หรือ wss:// บรรทัดละหนึ่ง)
preferences-network-ice = เซิร์ฟเวอร์ STUN หรือ TURN (บรรทัดละหนึ่ง: ที่อยู่ แล้วตามด้วยผู้ใช้และรหัสผ่านถ้ามี)
preferences-network-bad-lines = ไม่ได้ใช้: บรรทัด { $lines } ไม่ใช่ที่อยู่ที่ถูกต้อง การตั้งค่าคงรายการที่ถูกต้องล่าสุดไว้

## src/ui/promotion.rs

promotion-promote-to = หงายเป็น

## src/ui/replay.rs

replay-replay = เล่นซ้ำ
replay-replay-speed = ความเร็วเล่นซ้ำ
replay-pause = หยุดชั่วคราว
replay-resume = เล่นต่อ
replay-step = ทีละตา

## src/ui/resign_button.rs

resign-button-resign = ยอมแพ้
resign-button-resign-this-game = ยอมแพ้เกมนี้?
resign-button-yes-resign = ยอมแพ้

## src/game/view/setup_shortcuts.rs

setup-shortcuts-standard-set-up = จัดแบบมาตรฐาน
setup-shortcuts-random-set-up = จัดแบบสุ่ม
setup-shortcuts-burmese-chess-guide-u-shwe = ตำราหมากรุกพม่าของ U Shwe Gyin Bha (ราว ค.ศ. 1924)
setup-shortcuts-compact-centre = แบบรวมกลาง

## src/game/view/share_button.rs

share-button-share = แชร์
share-button-share-this-game = แชร์เกมนี้
share-button-anyone-with-the-link-sees = ผู้ที่ได้ลิงก์จะเห็นเกมนี้ เดินตาต่อไปได้ แล้วส่งลิงก์กลับมา
share-button-white-s-name = ชื่อฝ่ายขาว
share-button-black-s-name = ชื่อฝ่ายดำ
share-button-copy-link = คัดลอกลิงก์

## src/game/view/status.rs

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
status-the-computer-declines-the-draw = คอมพิวเตอร์ไม่รับเสมอ
status-accept-draw = รับเสมอ
status-offer-draw = ขอเสมอ

## src/ui/top_bar.rs

top-bar-learn = ฝึก
top-bar-rules = กติกา

## src/editor/view/fen_field.rs

editor-fen-field-type-or-paste-a-fen = พิมพ์หรือวาง FEN เพื่อตั้งกระดาน
editor-fen-field-this-fen-cannot-be-used = ใช้ FEN นี้ไม่ได้{" "}

## src/editor/view/hand.rs

editor-hand-one-fewer-in-hand = ลดในมือหนึ่งตัว
editor-hand-one-more-in-hand = เพิ่มในมือหนึ่งตัว

## src/editor/messages.rs

editor-messages-piece-placement = การวางหมาก
editor-messages-pieces-in-hand = หมากในมือ
editor-messages-side-to-move = ฝ่ายที่จะเดิน
editor-messages-first-move-rights = สิทธิ์เดินครั้งแรก
editor-messages-counting-limit = ขีดจำกัดการนับ
editor-messages-checks-remaining = จำนวนรุกที่เหลือ
editor-messages-half-move-clock-or-count = จำนวนครึ่งตา (หรือการนับ)
editor-messages-move-number = เลขตาเดิน
editor-messages-the-fen-is-empty = FEN ว่างเปล่า
editor-messages-the-side-not-to-move = ฝ่ายที่ไม่ได้เดินถูกรุกอยู่ (อีกฝ่ายกินขุนได้) ให้เปลี่ยนฝ่ายที่จะเดินหรือย้ายหมาก
editor-messages-the-two-khuns-stand-next = ขุนทั้งสองอยู่ติดกัน ซึ่งเกิดขึ้นในเกมไม่ได้

## src/editor/view/page.rs

editor-position-editor = ตั้งตำแหน่ง
editor-clear-board = ล้างกระดาน
editor-start-position = ตำแหน่งเริ่มต้น
editor-set-up-a-position = ตั้งตำแหน่งหมาก
editor-play-from-here = เล่นจากตำแหน่งนี้

## src/editor/view/options.rs

editor-options-side-to-move = ฝ่ายที่จะเดิน
editor-options-move-number = ตาที่
editor-options-counting = การนับ
editor-options-a-count-is-running = กำลังนับอยู่
editor-options-counting-side = ฝ่ายที่นับ
editor-options-moves-counted = นับไปแล้ว (ตา)

## src/editor/view/palette.rs

editor-palette-move-pieces = ย้ายหมาก
editor-palette-eraser-take-pieces-off = ยางลบ: เอาหมากออก
editor-palette-pieces-to-place = หมากสำหรับวาง

## src/embed/mod.rs

embed-first-position = ตาแรก
embed-previous-move = ตาก่อน
embed-next-move = ตาถัดไป
embed-last-position = ตาล่าสุด

## src/library/view/mod.rs

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
games-all-variants = ทุกชนิดเกม
games-result = ผล
games-all-results = ทุกผล
games-all-opponents = ทุกคู่แข่ง
games-player-name = ชื่อผู้เล่น
games-search-names = ค้นหาชื่อ
games-game-deleted = ลบเกมแล้ว
games-undo = เลิกทำ
games-newer = ใหม่กว่า
games-older = เก่ากว่า

## src/ui/module_frame.rs

module-frame-this-page-could-not-be = โหลดหน้านี้ไม่ได้ เปิดครั้งหนึ่งขณะออนไลน์เพื่อใช้แบบออฟไลน์

## src/text/speech.rs

speech-empty = ว่าง
speech-picked = เลือกอยู่
speech-legal-move = เดินไปได้
speech-can-capture = กินได้
speech-can-promote-here = หงายได้ที่นี่
speech-counting-stopped = หยุดนับ
speech-this-game-has-no-clock = เกมนี้ไม่มีนาฬิกา
top-bar-language = ภาษา

## src/editor/view/page.rs: sentences

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
editor-problem-cannot-count-none = ฝ่าย{ $side }นับไม่ได้ในตำแหน่งนี้: ชนิดเกมนี้ไม่มีการนับ
editor-problem-count-over = การนับ ({ $moves }) เกินกำหนด { $limit } ตาแล้ว เกมเสมอไปแล้ว
editor-problem-hands-out-of-turn = ขาวมีหมากในมือ { $white } ตัว ดำ { $black } ตัว แต่ทั้งสองฝ่ายผลัดกันวางทีละตัว ขาววางก่อน ถ้าขาวจะเดินต้องมีเท่ากัน ถ้าดำจะเดินดำต้องมีมากกว่าหนึ่งตัว

## src/editor/view/options.rs, hand.rs, palette.rs: sentences

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

## src/text/speech.rs: messages with variables

speech-white-piece = { $piece }ขาว
speech-black-piece = { $piece }ดำ
speech-square-content = { $square }, { $content }
speech-square-content-mark = { $square }, { $content }, { $mark }
speech-move = { $piece }{ $side } { $from } ไป { $to }
speech-drop = { $piece }{ $side } ลงที่ { $to }
speech-sittuyin-promotion = { $pawn }{ $side } { $from } หงายเป็น{ $general } ที่ { $to }
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

## src/game/command.rs: the questions' words (separated by |) and messages with variables

command-words-board = กระดาน|ตำแหน่ง
command-words-count = นับ|การนับ
command-words-last-move = ตาล่าสุด|ตาเดินล่าสุด
command-words-time = เวลา|นาฬิกา
command-words-help = ช่วย|วิธีใช้
command-not-a-legal-move = { $text }: เดินแบบนี้ไม่ได้ พิมพ์ ช่วย เพื่อดูคำสั่ง

## src/game/view/status.rs: messages with variables

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

## src/game/view/announcer.rs: messages with variables

announcer-new-game = เกมใหม่. { $status }
announcer-move-taken-back-status = คืนตาเดินแล้ว. { $status }
announcer-then = { $first }. { $next }

## src/ui/hand.rs

hand-piece-count = { $piece } ในมือ { $count }
hand-side = หมากในมือฝ่าย{ $side }

## src/game/view/hints.rs: messages with variables

hints-panel-place-piece = วาง{ $piece }
hints-panel-move-piece = เดิน{ $piece }ที่ { $square }
hints-panel-hint-move = คำใบ้: { $san }
hints-panel-threat-move = ภัยคุกคาม: { $san }

## src/analysis/explorer/view.rs: messages with variables

explorer-panel-results = ขาวชนะ { $white }% เสมอ { $draws }% ดำชนะ { $black }%
explorer-panel-percent = { $share }%
explorer-panel-library-unreadable = อ่านคลังเกมไม่ได้: { $error }
explorer-panel-reading-games = กำลังอ่านเกมของคุณ… { $read }

## src/game/view/setup_shortcuts.rs: messages with variables

setup-shortcuts-set-up-side = จัดหมากฝ่าย{ $side }

## src/library/view/files_import.rs: messages with variables

library-import-summary = เพิ่ม { $added } เกมลงในคลัง ข้าม { $skipped } เกม
library-import-storage-stopped = ที่เก็บข้อมูลหยุดการนำเข้า: { $error }
library-import-skipped-game = เกมที่ { $number } (บรรทัด { $line }): { $reason }
library-import-games-added-count = เพิ่มแล้ว { $added } เกม

## src/library/view/files_export.rs: messages with variables

library-export-games-exported = ส่งออก { $games } เกม

## src/library/view: messages with variables and the library's notices

games-notice-in-memory = เบราว์เซอร์นี้ไม่ให้เก็บเกม (โหมดส่วนตัว?) เกมจะอยู่จนกว่าจะปิดหน้านี้เท่านั้น
games-notice-full = ที่เก็บข้อมูลเต็ม การเปลี่ยนแปลงล่าสุดไม่ได้เก็บในคลังเกม เล่นต่อได้
games-notice-failed = คลังเกมเก็บการเปลี่ยนแปลงล่าสุดไม่ได้ เล่นต่อได้
games-notice-other-tab = มีการเดินเกมนี้ในแท็บอื่น กระดานแสดงตามแล้ว
games-notice-forked = เกมนี้ถูกเปลี่ยนในแท็บอื่นก่อน เกมในแท็บนี้จึงเก็บแยกเป็นอีกเกม
games-plies-count = { $plies } ครึ่งตา
games-records-unreadable = { $count } รายการอ่านไม่ได้ จึงข้ามไป

## src/library/import/page.rs: messages with variables

import-page-moves-found = พบ { $moves } ตาเดินที่บรรทัด { $lines }
import-page-line-range = { $first }–{ $last }
import-page-and-list = { $list } และ { $item }
import-page-and-ignored-lines = { $found }; ข้ามบรรทัด { $lines }
import-page-skipped-word = “{ $word }” (บรรทัด { $line })
import-page-list = { $list }, { $item }
import-page-and-more = { $list } (+{ $more })
import-page-and-skipped = { $found }; ข้ามคำในรายการตาเดิน: { $words }
import-page-sentence = { $text }.

## src/library/view/import_dialog.rs: messages with variables

import-dialog-could-not-import-because = นำเข้าไม่ได้: { $error }
import-dialog-read-as-page = อ่านแบบหน้าเว็บของเกมที่คัดลอกมา: { $found }

## src/analysis: messages with variables

analysis-engine-view-evaluation-of = การประเมิน: { $score }
analysis-engine-view-speed-millions = { $speed } ล้านโหนด/วินาที
analysis-engine-view-speed-thousands = { $speed } พันโหนด/วินาที
analysis-engine-view-threads = { $threads } เธรด
analysis-engine-view-one-thread-not-isolated = 1 เธรด (โหลดหน้าใหม่เพื่อใช้ทุกคอร์)
analysis-review-view-best-was-move = ควรเดิน { $san }

## common messages with variables

common-computer-level-number = คอมพิวเตอร์ระดับ { $level }
common-depth-number = ความลึก { $depth }
common-you-play-side = คุณเล่นฝ่าย{ $side }

## src/app.rs: messages with variables

app-bad-link = เปิดลิงก์เกมนี้ไม่ได้ เกมของคุณยังอยู่เหมือนเดิม ({ $error })

## src/ui (other panels): messages with variables

comment-edit-comment-on-ply-number = ความเห็นที่ครึ่งตาที่ { $ply }
live-panel-connected-round-trip = เชื่อมต่อแล้ว · { $ms } ms
live-panel-refused-unchanged = { $refusal }. เกมไม่เปลี่ยนแปลง
move-confirm-play-move = เดิน { $san }?
new-game-takhaeng-ruea-side = ตะแคงเรือ: { $side }
preferences-board-size-percent = ขนาดกระดาน { $size }%
replay-seconds-per-move = { $seconds } วินาที/ตา
board-feedback-refused = { $from }–{ $to }: เดินแบบนี้ไม่ได้

## src/library/view/mod.rs: the word after the number of games listed

games-count-noun =
    { $count ->
       *[other] เกม
    }

## src/editor/messages.rs: a FEN field that cannot be read, its expectation unknown

editor-fen-unreadable = อ่านช่อง{ $field }ของ FEN ไม่ได้: พบ “{ $found }”

## src/core_errors.rs: what a FEN field expects (after "expected")

core-error-fen-expected-number = ตัวเลข
core-error-fen-expected-number-below-2-32 = ตัวเลขที่น้อยกว่า 2^32
core-error-fen-expected-at-most = ไม่เกิน { $limit }
core-error-fen-expected-turn = w หรือ b
core-error-fen-expected-hand-after-placement = หมากในมือในวงเล็บเหลี่ยมต่อจากการวางหมาก เช่น [] หรือ [KSFRNksfrn]
core-error-fen-expected-hand = หมากในมือ เช่น [KSFRNksfrn] ปิดท้ายด้วย ]
core-error-fen-expected-empty-squares = เลข 1 ถึง 8 แทนช่องว่าง
core-error-fen-expected-promoted-mark = '~' ต่อท้ายเบี้ยหงายเท่านั้น
core-error-fen-expected-placement = อักษรหมาก KMSNRP (หรือ Q, B) ตัวเลข และ '/'
core-error-fen-expected-rights = '-' หรืออักษรแถว เช่น DEde
core-error-fen-expected-counting-limit = '-' หรือขีดจำกัดการนับเป็นจำนวนตา
core-error-fen-expected-counting-limit-at-most = ขีดจำกัดไม่เกิน { $limit } ตา
core-error-fen-expected-checks = จำนวนรุกที่เหลือ เช่น 1+1

## src/core_errors.rs: the rules core's errors (a move's text, PGN, a game's replay, rule options)

core-error-san-empty = ไม่มีตาเดิน
core-error-san-syntax = อ่านตาเดิน “{ $san }” ไม่ได้: { $problem }
core-error-san-unreadable = อ่านตาเดิน “{ $san }” ไม่ได้
core-error-san-unknown-promotion = ไม่รู้จักหมากที่เบี้ยจะหงายเป็น
core-error-san-no-target-square = ไม่มีช่องปลายทาง
core-error-san-misplaced-file = อักษรแถวตั้งอยู่ผิดที่
core-error-san-misplaced-rank = เลขแถวนอนอยู่ผิดที่
core-error-san-unexpected-character = มีอักขระที่ไม่ควรมี
core-error-san-illegal = ในตำแหน่งนี้ไม่มีตาเดิน “{ $san }” ที่ถูกกติกา
core-error-san-ambiguous = ตาเดิน “{ $san }” กำกวม อาจหมายถึง { $moves }
core-error-pgn-empty = ไม่มีเกมในข้อความ PGN
core-error-pgn-tag = บรรทัด { $line }: แท็กผิดรูปแบบ: { $problem }
core-error-pgn-tag-unreadable = บรรทัด { $line }: แท็กผิดรูปแบบ
core-error-pgn-tag-missing-name = ไม่มีชื่อแท็ก
core-error-pgn-tag-unquoted-value = ค่าต้องอยู่ในเครื่องหมายอัญประกาศคู่
core-error-pgn-tag-unterminated-value = ค่าของแท็กไม่มีอัญประกาศปิด
core-error-pgn-tag-missing-bracket = ไม่มี ']'
core-error-pgn-tag-in-movetext = รายการตาเดินต้องไม่มีแท็ก
core-error-pgn-unknown-variant = ไม่รู้จักชนิดเกม “{ $variant }”
core-error-pgn-fen = แท็ก FEN ผิด: { $error }
core-error-pgn-move-white = ตาที่ { $number }. “{ $token }”: { $error }
core-error-pgn-move-black = ตาที่ { $number }... “{ $token }”: { $error }
core-error-pgn-unclosed-comment = บรรทัด { $line }: เปิด '{ "{" }' แล้วไม่ได้ปิด
core-error-pgn-unclosed-variation = บรรทัด { $line }: เปิด '(' แล้วไม่ได้ปิด
core-error-pgn-unbalanced-parenthesis = บรรทัด { $line }: มี ')' โดยไม่มี '('
core-error-pgn-variation-without-move = บรรทัด { $line }: แนวแยก '(' อยู่ก่อนตาเดินใดๆ ที่จะใช้แทนได้
core-error-pgn-counting-tag = แท็ก Counting “{ $value }”: ต้องเป็น manual, automatic หรือ manual-boards-honour
core-error-pgn-count-command = คำสั่งในความเห็น [%count { $value }]: ต้องเป็น start หรือ stop
core-error-pgn-rule-option = แท็กตัวเลือกกติกา: { $error }
core-error-record-start = ตำแหน่งเริ่มต้น: { $error }
core-error-record-options = ตัวเลือกกติกา: { $error }
core-error-record-move = ครึ่งตาที่ { $ply }: { $uci } เป็นตาเดินที่ผิดกติกา
core-error-record-count-start = เริ่มนับหลังเดินไป { $ply } ตา: { $error }
core-error-record-count-stop = หยุดนับหลังเดินไป { $ply } ตา: { $error }
core-error-record-action-order = การนับหลังเดินไป { $ply } ตา มาหลังการนับของตาที่หลังกว่า
core-error-record-action-after-end = การนับหลังเดินไป { $ply } ตา แต่เกมมีเพียง { $moves } ตา
core-error-record-result = ผล “{ $result }”: { $error }
core-error-counting-not-manual = เกมนี้นับอัตโนมัติ
core-error-counting-not-applicable = ตำแหน่งนี้ไม่มีการนับ
core-error-counting-already-counting = กำลังนับอยู่แล้ว
core-error-counting-not-counting = ไม่มีการนับที่กำลังดำเนินอยู่
core-error-counting-not-your-count = เฉพาะฝ่ายที่นับเท่านั้นที่เริ่มหรือหยุดนับได้ และต้องทำในตาของตน
core-error-counting-game-over = เกมจบแล้ว
core-error-result-resignation = ฝ่าย{ $side }ยอมแพ้
core-error-result-draw-agreed = ตกลงเสมอ
core-error-result-time-forfeit = ฝ่าย{ $side }แพ้เพราะหมดเวลา
core-error-result-over = เกมจบไปแล้ว ({ $outcome })
core-error-result-recorded = เกมนี้มีผลแล้ว ({ $result })
core-error-rule-option-not-in-variant = { $variant } ไม่เล่น{ $option } (เล่นเฉพาะหมากรุกไทย)
core-error-rule-option-sutras-value = Sutras: ไม่รู้จักค่า “{ $value }” (ต้องเป็น khun, met, ma หรือ none)
core-error-rule-option-ouk-rights-value = OukRights: ไม่รู้จักค่า “{ $value }” (ต้องเป็น until first capture หรือ Fairy-Stockfish)
core-error-rule-option-repetition-value = Repetition: ไม่รู้จักค่า “{ $value }” (ต้องเป็น ends game หรือ no)
core-error-rule-option-unknown-value = { $option }: ไม่รู้จักค่า “{ $value }”

## src/library/import/mod.rs: why a text could not be imported

import-error-fen = FEN: { $error }
import-error-move = ตาที่ { $number }: “{ $token }” เดินในตำแหน่งนี้ไม่ได้

## src/formats: why a game link, rule options or a saved game cannot be read

link-error-encoding = ลิงก์มีอักขระที่ลิงก์เกมไม่เคยมี
link-error-checksum = ลิงก์ถูกแก้ไขหรือถูกตัดขาด (ค่าตรวจสอบไม่ตรงกัน)
link-error-version = ลิงก์สร้างจากแอปรุ่นอื่น (รูปแบบ { $version })
link-error-truncated = ลิงก์ถูกตัดขาด
link-error-variant = ลิงก์ระบุชนิดเกมที่ไม่รู้จัก
link-error-opponent = ลิงก์ระบุระดับคอมพิวเตอร์ที่ไม่รู้จัก
link-error-options = กติกาในลิงก์เป็นไปไม่ได้: { $error }
link-error-start-position = ตำแหน่งเริ่มต้นในลิงก์ไม่ถูกต้อง
link-error-name = อ่านชื่อผู้เล่นในลิงก์ไม่ได้
link-error-name-too-long = ชื่อยาวเกินกว่าจะใส่ในลิงก์ได้
link-error-too-many-moves = เกมยาวเกินกว่าจะใส่ในลิงก์ได้ ({ $moves } ตา ได้ไม่เกิน { $limit } ตา)
link-error-move = ตาที่ { $ply } ในลิงก์ผิดกติกา
link-error-counting = การนับที่ตาที่ { $ply } เป็นไปไม่ได้
link-error-result = ผลในลิงก์เป็นไปไม่ได้
link-error-trailing-data = ลิงก์มีข้อมูลเกินมาหลังเกม
options-error-unreadable = อ่านตัวเลือกกติกาไม่ได้
options-error-unknown = ไม่รู้จักตัวเลือกกติกา “{ $name }”
options-error-value = ตัวเลือกกติกา “{ $name }” เป็น “{ $value }” ไม่ได้
save-error-header = ไม่ใช่เกมที่บันทึกด้วยรุ่นนี้
save-error-missing = ไม่มี `{ $key }`
save-error-bad = `{ $key }` ไม่ถูกต้อง: “{ $value }”

## src/library/mod.rs: why the game library could not do something

library-error-unavailable = ใช้ที่เก็บข้อมูลไม่ได้
library-error-full = ที่เก็บข้อมูลเต็ม
library-error-conflict = ถูกเปลี่ยนจากที่อื่น (ตอนนี้เป็นฉบับที่ { $revision })
library-error-missing = ไม่มีเกม { $id }
library-error-corrupt = อ่านเกม { $id } ไม่ได้
library-error-failed = ที่เก็บข้อมูลของเบราว์เซอร์ทำงานผิดพลาด
top-bar-language-name = ภาษา: { $name }

## Walker's rules (seed 001): the rule set, his counting table
common-walker-rules = กติกาของวอล์กเกอร์
common-walker-count = นับตามตารางของวอล์กเกอร์
status-count-walker = { $number } จาก { $limit }
status-walker-table = ตารางของวอล์กเกอร์
status-walker-two-rueas = ตารางของวอล์กเกอร์ เรือสองลำ
status-walker-one-ruea = ตารางของวอล์กเกอร์ เรือลำเดียว
status-walker-two-khons = ตารางของวอล์กเกอร์ โคนสองตัว
status-walker-one-khon = ตารางของวอล์กเกอร์ โคนตัวเดียว
status-walker-two-mas = ตารางของวอล์กเกอร์ ม้าสองตัว
status-walker-one-ma = ตารางของวอล์กเกอร์ ม้าตัวเดียว
status-walker-met-and-two-bia = ตารางของวอล์กเกอร์ เม็ดกับเบี้ยสองตัว
status-walker-met-khon-ma-ruea = ตารางของวอล์กเกอร์ เม็ด โคน ม้า และเรือ
new-game-walker-rules = กติกาของวอล์กเกอร์ (Mak-ruk ของเดเมียน วอล์กเกอร์: การเดินครั้งแรกของขุนและเม็ด ตารางนับของเขา)
core-error-rule-option-not-in-rule-set = กติกาของวอล์กเกอร์ไม่เล่น{ $option }

## src/game/view/page.rs, src/live/lobby/view.rs: the lobby

common-play-online = เล่นออนไลน์

# The players' chat in the live strip.
live-chat-title = แชท
live-chat-phrases = ข้อความสำเร็จรูป
live-chat-phrase-hello = สวัสดี!
live-chat-phrase-good-luck = โชคดีนะ!
live-chat-phrase-good-game = เกมนี้สนุกมาก!
live-chat-phrase-thanks = ขอบคุณ!
live-chat-phrase-well-played = เล่นได้ดีมาก!
live-chat-phrase-goodbye = ลาก่อน!
live-chat-input-label = ข้อความถึงเพื่อน
live-chat-send = ส่ง
live-chat-too-long = ข้อความยาวได้ไม่เกิน { $most } ตัวอักษร ข้อความนี้มี { $count } ตัวอักษร จึงไม่ได้ส่ง
live-chat-mute = ปิดข้อความของเพื่อน
live-chat-muted = ปิดข้อความของเพื่อนอยู่ จะไม่แสดงข้อความของเพื่อน
live-chat-offline = ส่งข้อความได้เมื่อเชื่อมต่อแล้ว
live-chat-you = คุณ
live-chat-friend = เพื่อน
export-menu-with-chat = ใส่แชทของผู้เล่นด้วย (เป็นความเห็น)
# The players' count of spectators, beside the live status.
live-spectators = ผู้ชม: { $count } คน
