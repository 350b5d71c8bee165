# The interface's texts of Learn's module (Learn and the rules help) in Thai (ภาษาไทย). Fluent syntax; keys and variables as in English's (en/).

## common

common-lessons = บทเรียน

## src/help/counting.rs

help-counting-the-stronger-side-has = ฝ่ายไล่มี
help-counting-count-to = นับถึง
help-counting-the-worked-example-s-position = ตำแหน่งตัวอย่าง
help-counting-when-the-count-runs-out = เมื่อนับครบ

## src/help/mod.rs

help-pieces = ตัวหมาก
help-counting = การนับศักดิ์
help-draws = การเสมอ
help-this-game = {" "}(เกมนี้)
help-how-to-play-makruk = วิธีเล่นหมากรุกไทย
help-topics = หัวข้อ
help-variants = หมากรุกแบบอื่น

## src/help/pieces.rs

help-pieces-the-start-position = ตำแหน่งเริ่มเกม

## src/help/sittuyin.rs

help-sittuyin-the-pieces = ตัวหมาก
help-sittuyin-setting-up = การวางหมาก
help-sittuyin-where-white-may-place-its = ช่องที่ขาววางหมากได้: จุด และแถวหลังที่มีวงสำหรับรถ
help-sittuyin-the-pieces-set-up-ready = หมากที่วางเสร็จแล้ว พร้อมเดิน
help-sittuyin-promotion = การหงายเบี้ย
help-sittuyin-the-pawn-on-d5-may = เบี้ยที่ d5 หงายเป็นแม่ทัพได้ที่ช่องเดิมหรือช่องที่ลูกศรชี้
help-sittuyin-the-end-of-the-game = การจบเกม
help-sittuyin-where-these-rules-come-from = ที่มาของกติกา

## src/help/variants.rs

help-variants-the-khun-s-leap-and = ขุนเดินแบบม้าและเม็ดเดินสองช่อง
help-variants-a-bia-promoting-on-b8 = เบี้ยเดินถึง b8 แล้วหงาย

## src/learn/drills/view.rs

learn-drills-no-count-a-bia-is = ยังนับไม่ได้ เพราะยังมีเบี้ยบนกระดาน
learn-drills-board-s-honour-64-moves = นับศักดิ์กระดาน 64 ตา
learn-drills-the-weaker-side-counts-the = ฝ่ายที่เสียเปรียบเป็นผู้นับ เริ่ม หยุด และเริ่มนับใหม่ได้
learn-drills-against-a-bare-khun-pieces = เมื่อเหลือขุนตัวเดียว นับศักดิ์หมาก: ตามหมากฝ่ายได้เปรียบ (เรือ 2 ลำ 8 เรือ 1 ลำ 16 โคน 2 ตัว 22 ม้า 2 ตัว 32 โคน 1 ตัว 44 นอกนั้น 64) เริ่มนับจากจำนวนหมากบนกระดาน
learn-drills-no-bia-left-and-the = ไม่มีเบี้ยแล้วและฝ่ายเสียเปรียบยังมีหมาก นับศักดิ์กระดาน 64 ตา ถ้ายังมีเบี้ยอยู่ยังนับไม่ได้
learn-drills-right = ถูกต้อง{" "}
learn-drills-not-quite = ยังไม่ถูก{" "}
learn-drills-next-drill = ข้อต่อไป
learn-drills-mate-before-the-count-ends = รุกจนให้ทันก่อนนับครบ: เล่นกับคอมพิวเตอร์

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

## src/learn/puzzles/view.rs

learn-trainer-the-puzzles-could-not-be = โหลดโจทย์ไม่ได้
learn-trainer-loading-the-puzzles = กำลังโหลดโจทย์…
learn-trainer-no-puzzle-of-this-theme = ไม่มีโจทย์แบบนี้
learn-trainer-wrong-move-try-again = ผิด ลองใหม่
learn-trainer-solved = ถูกต้อง!
learn-trainer-the-solution = เฉลย
learn-trainer-find-the-best-move = หาตาที่ดีที่สุด
learn-trainer-your-rating = คะแนนของคุณ{" "}
learn-trainer-variant = ชนิดเกม{" "}
learn-trainer-theme = แบบโจทย์{" "}
learn-trainer-all-themes = ทุกแบบ
learn-trainer-difficulty = ความยาก{" "}
learn-trainer-next-puzzle = โจทย์ต่อไป
learn-trainer-show-the-solution = ดูเฉลย

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
learn-drills-question-which-count = ฝ่าย{ $side }เดิน ฝ่าย{ $side }เริ่มนับแบบใดได้
learn-drills-question-who-counts = ฝ่ายใดเป็นผู้นับ
learn-drills-question-moves-left = ฝ่าย{ $side }เริ่มนับตอนนี้ อีกฝ่ายมีกี่ตาที่จะรุกจน
learn-drills-score = ถูก: { $right } / { $total }
learn-trainer-counts = {" "}· แก้ได้ { $solved } · พลาด { $failed }
learn-trainer-puzzle-info = ฝ่าย{ $side }เดิน · ระดับโจทย์ { $rating }
learn-trainer-difficulty-easier = ง่ายกว่า
learn-trainer-difficulty-your-level = ระดับของคุณ
learn-trainer-difficulty-harder = ยากกว่า
learn-theme-mate-in-1 = รุกจนใน 1 ตา
learn-theme-mate-in-2 = รุกจนใน 2 ตา
learn-theme-mate-in-3-plus = รุกจนใน 3 ตาขึ้นไป
learn-theme-mate-before-count = รุกจนก่อนนับครบ
learn-theme-material = ได้หมาก
learn-theme-promotion = เบี้ยหงาย
learn-theme-fork = จับสองตัว
learn-theme-counting-defence = หนีด้วยการนับ
learn-theme-endgame = ปลายกระดาน

## src/help/pieces.rs

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

## src/help/counting.rs

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

## src/help/draws.rs

help-draws-stalemate = รุกจนชนะ ถ้าอับ คือไม่ได้ถูกรุกแต่ไม่มีตาเดิน ถือว่าเสมอ
help-draws-no-repetition-rule =
    หมากรุกไทยไม่มีกติกาเดินซ้ำและไม่มีกติกา 50 ตา ใช้การนับศักดิ์แทน
    การเดินซ้ำตำแหน่งเดิมจึงไม่ทำให้จบเกม
help-draws-repetition-option =
    ในเกมใหม่มีตัวเลือกให้ตำแหน่งเดิมที่เกิดซ้ำเป็นครั้งที่สามถือว่าเสมอ แบบ Fairy-Stockfish และ
    pychess ค่าเริ่มต้นปิดไว้ ยกเว้นหมากรุกอาเซียน
help-draws-agreed = ถ้าเล่นสองคน ตกลงเสมอกันได้ทุกเมื่อ

## src/help/sutras.rs

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

## src/help/variants.rs

help-variants-makruk =
    หมากรุกไทย กติกามาตรฐานตามหัวข้อตัวหมาก การนับ และการเสมอ ตกลงใช้สูตรกันก่อนเริ่มเกมได้
help-variants-karouk = กติกาเหมือนหมากรุกเขมร แต่ฝ่ายที่รุกได้ก่อนชนะทันที
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
    กติกาที่ตกลงใช้ในอาเซียน ใช้หมากรุกไทยแต่เขียนด้วยอักษรหมากรุกสากล ({ $met } เม็ด { $khon } โคน)
    เบี้ยที่เดินถึงแถวสุดท้ายหงายเป็นเรือ ม้า โคน หรือเม็ด ตามที่ผู้เล่นเลือก
help-variants-asean-rules =
    มีกติกา 50 ตา และเดินซ้ำครั้งที่สามถือว่าเสมอ
    นับศักดิ์เฉพาะเมื่อฝ่ายหนึ่งเหลือขุนตัวเดียวและไม่มีเบี้ยคว่ำ: มีเรือต้องไล่ให้จนใน { $ruea } ตา
    มีโคน { $khon } ตา มีม้า { $ma } ตา นับตั้งแต่ขุนเหลือตัวเดียว

## src/help/sittuyin.rs

help-sittuyin-intro =
    หมากรุกพม่า ({ $burmese }) เป็นพี่น้องของหมากรุกไทย
    ตัวหมากเดินเหมือนกันแต่เรียกชื่อต่างกัน มีช่วงวางหมากก่อนเริ่มเดิน
    และการหงายเบี้ยเป็นตาเดินแยกต่างหาก
help-sittuyin-pieces-intro =
    ตัวหมากแต่ละตัวตามชื่อพม่า ความหมาย และวิธีเดิน บนกระดานเขียนแม่ทัพเป็น { $general } และช้างเป็น { $elephant }
help-sittuyin-king-moves = เดินหนึ่งช่องทุกทิศทาง เหมือนขุน
help-sittuyin-general-moves =
    เดินทแยงหนึ่งช่อง เหมือนเม็ด มีฝ่ายละหนึ่งตัว และเบี้ยอาจหงายเป็นแม่ทัพได้
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
    เบี้ยไม่ได้หงายเพราะเดินถึงช่องใดช่องหนึ่ง การหงายเป็นตาเดินของมันเอง
    เบี้ยที่อยู่บนช่องหงายของฝ่ายตน — ขาว a8 b7 c6 d5 e5 f6 g7 h8 ดำ a1 b2 c3 d4 e4 f3 g2 h1
    คือแนวทแยงยาวสองเส้นในแดนฝ่ายตรงข้าม — กลายเป็นแม่ทัพ ณ ช่องที่มันอยู่
    หรือบนช่องว่างที่ติดกันทางทแยง ถ้าเหลือเบี้ยตัวเดียว หงายได้จากทุกช่อง
help-sittuyin-promotion-limits =
    เบี้ยจะหงายได้เฉพาะเมื่อฝ่ายตนไม่มีแม่ทัพอยู่บนกระดาน หงายโดยกินไม่ได้
    และหงายไม่ได้ถ้าแม่ทัพตัวใหม่จะโจมตีหมากฝ่ายตรงข้าม หรือทำให้เกิดการรุก (รวมถึงการรุกเปิด)
    ในภาพ เบี้ยที่ d5 หงายอยู่กับที่ หรือไป c4 e4 e6 ได้ แต่ไป c6 ไม่ได้ เพราะแม่ทัพจะโจมตีรถที่
    b7 เบี้ยไม่จำเป็นต้องหงาย เดินต่อไปได้ และเมื่อถึงแถวสุดท้ายจะเดินต่อไม่ได้
help-sittuyin-end = รุกจนชนะ อับถือว่าเสมอ ราชาที่เหลือตัวเดียวไม่ได้แพ้เพราะเหตุนั้น
help-sittuyin-counting =
    การนับ: เมื่อฝ่ายที่จะเดินเหลือแต่ราชาและไม่มีเบี้ยบนกระดานแล้ว ฝ่ายที่แข็งกว่าต้องรุกให้จนภายใน
    { $chariot } ตา ถ้ามีรถ ถ้าไม่มีรถแต่มีช้าง { $elephant } ตา ถ้ามีแต่ม้า { $horse } ตา
    ถ้ามีแต่แม่ทัพไม่มีการนับ การกินหรือการหงายเบี้ยที่ทำให้ฝ่ายรับเหลือตัวเดียวเริ่มนับใหม่
    ขอเสมอได้ด้วยกติกา 50 ตา เมื่อตำแหน่งเดิมเกิดซ้ำเป็นครั้งที่สาม
    และเมื่อฝ่ายที่จะเดินเหลือราชากับเบี้ยหนึ่งตัวซึ่งทุกตาเดินที่ถูกกติกาเป็นการหงายเบี้ย
help-sittuyin-sources =
    แอปนี้เล่นหมากรุกพม่าแบบเดียวกับ Fairy-Stockfish และ pychess ซึ่งเป็นกติกาที่ใช้เล่นออนไลน์ส่วนใหญ่
    คือผลัดกันวางทีละตัว ขาววางก่อน และการหงายเบี้ยตามที่กล่าวข้างต้น
    ในพม่ามีการเล่นที่แต่ละฝ่ายวางหมากทั้งหมด หลังฉากกั้นในคราวเดียว
    การจัดหมากแบบที่นิยมจากการเล่นนั้นมีให้เลือกเป็นทางลัดในการวางหมาก
help-sutras-takhaeng-ruea-name = ตะแคงเรือ

## src/components/help/walker.rs: Walker's rules (seed 001)

help-walker = กติกาของวอล์กเกอร์
help-walker-intro =
    หมากรุกของเดเมียน วอล์กเกอร์ (Mak-ruk, 2011) ให้ขุนและเม็ดมีการเดินครั้งแรกของตัวเอง และนับเฉพาะเมื่อเหลือขุนตัวเดียว
    ตามตารางของเขาเอง เลือกกติกาของวอล์กเกอร์ในเกมใหม่เพื่อเล่นตามกติกานี้
help-walker-first-moves-label = การเดินครั้งแรกตามกติกาของวอล์กเกอร์
help-walker-first-moves =
    ในการเดินครั้งแรกของเกม ขุนเดินแบบม้าไปยังช่องว่างใดก็ได้ที่ม้าเดินถึง แต่ไม่ใช่ขณะถูกรุก ในการเดินครั้งแรก
    เม็ดเดินตรงไปข้างหน้าสองช่องไปยังช่องว่างได้ ทั้งสองไม่กินหมาก และสิทธิ์หมดเมื่อตัวนั้นเดินไปแล้ว
help-walker-counting =
    นับเฉพาะขุนตัวเดียว เมื่อฝ่ายหนึ่งเหลือแต่ขุน อีกฝ่ายต้องรุกจนให้ได้ภายในจำนวนตาในตารางของเขา นับจาก 0
    หมากที่ตารางไม่ได้ระบุไม่มีกำหนด และไม่มีการนับศักดิ์กระดาน จำนวนตาที่ฝ่ายไล่มี ตามตารางของเขาและตาม
    การนับศักดิ์หมากของตำราอื่น (ตัวเลขนั้นลบด้วยจำนวนหมากบนกระดาน):
help-walker-table-walker = วอล์กเกอร์
help-walker-table-common = นับศักดิ์หมาก
help-walker-draw = เสมอ
help-walker-no-count = ไม่นับ
help-walker-table-note =
    แถวที่มีเครื่องหมายคือแถวที่ต่างกัน ตารางของเขาใช้ตามที่พิมพ์ไว้ ม้าตัวเดียวได้ 63 ตา ขณะที่การนับศักดิ์หมากให้ 61
    และเม็ดกับเบี้ยสองตัวได้ 83 ขณะที่ตำราอื่นไม่นับเลยเมื่อยังมีเบี้ยอยู่ เม็ดตัวเดียวหรือม้าตัวเดียวรุกจนไม่ได้ เกมเสมอทันที
help-walker-row-two-rueas = เรือ 2 ลำ
help-walker-row-one-ruea = เรือ 1 ลำ
help-walker-row-two-khons = โคน 2 ตัว
help-walker-row-one-khon = โคน 1 ตัว
help-walker-row-two-mas = ม้า 2 ตัว
help-walker-row-one-ma = ม้า 1 ตัว
help-walker-row-one-met = เม็ด 1 ตัว
help-walker-row-met-and-two-bia = เม็ดกับเบี้ย 2 ตัว
help-walker-row-met-khon-ma-ruea = เม็ด โคน ม้า และเรือ
