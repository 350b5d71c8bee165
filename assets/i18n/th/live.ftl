# The interface's texts of live play's module in Thai (ภาษาไทย). Fluent syntax; keys and variables as in English's (en/).

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

## src/live/dialog.rs: messages with variables

live-dialog-invite-unusable = ใช้คำเชิญนี้ไม่ได้ เกมของคุณยังเหมือนเดิม ({ $reason })
live-dialog-reply-unusable = ใช้คำตอบนี้ไม่ได้ ({ $reason })
live-dialog-connection-impossible = เบราว์เซอร์นี้ตั้งค่าการเชื่อมต่อไม่ได้ ({ $technology })
live-dialog-send-this-link-to = ส่งลิงก์นี้ให้เพื่อน (แอปแชตใดก็ได้ หรือให้สแกนโค้ด) เกมเริ่มทันทีที่เพื่อนตอบรับ ไม่ต้องส่งอะไรกลับ
live-dialog-the-seat-is-taken = มีอุปกรณ์อื่นรับที่นั่งในเกมนี้ไปแล้ว
live-dialog-no-relay-answered = ไม่มีรีเลย์ตอบ หรืออุปกรณ์ของเพื่อนไม่ตอบ ขอคำเชิญใหม่จากเพื่อน
live-dialog-offer = { $host } ชวนคุณเล่น { $variant } · คุณเล่นฝ่าย{ $side } · { $details }.
live-dialog-offer-resuming = { $offer } เล่นเกมเดิมต่อจากครึ่งตาที่ { $plies }.

## src/live/invite.rs, src/live/sdp.rs: why an invite or reply cannot be read (after "cannot be used")

live-invite-error-version = สร้างจากแอปรุ่นอื่น (รูปแบบ { $version })
live-invite-error-trailing-bytes = มีข้อมูลเกินมาหลังจุดสิ้นสุด
live-invite-error-wrong-kind = นี่เป็นคำตอบ แต่ที่นี่ต้องใช้คำเชิญ หรือกลับกัน
live-invite-error-variant = ระบุชนิดเกมที่ไม่รู้จัก
live-invite-error-settings = การตั้งค่าเกมเป็นไปไม่ได้
live-invite-error-options = กติกาเป็นไปไม่ได้: { $error }
live-invite-error-clock = การตั้งนาฬิกาเป็นไปไม่ได้
live-invite-error-name = อ่านชื่อผู้เล่นไม่ได้
live-invite-error-plies = ขอเล่นต่อจากเกมที่ยาวเกินกว่าจะเป็นไปได้
live-invite-error-from-the-future = ลงเวลาไว้ในอนาคต (ตรวจนาฬิกาของอุปกรณ์)
live-sdp-error-not-sdp = ข้อมูลการเชื่อมต่อไม่ใช่คำอธิบายเซสชัน
live-sdp-error-no-data-channel = ข้อมูลการเชื่อมต่อไม่ได้อธิบายช่องข้อมูลหนึ่งช่อง
live-sdp-error-missing-credentials = ข้อมูลการเชื่อมต่อไม่มีข้อมูลยืนยันตัวตน ICE
live-sdp-error-bad-credentials = ข้อมูลยืนยันตัวตน ICE ในข้อมูลการเชื่อมต่อไม่ถูกต้อง
live-sdp-error-missing-fingerprint = ข้อมูลการเชื่อมต่อไม่มีลายนิ้วมือใบรับรอง SHA-256
live-sdp-error-missing-setup = ข้อมูลการเชื่อมต่อไม่มีบทบาท DTLS ที่ถูกต้อง
live-sdp-error-no-candidates = ข้อมูลการเชื่อมต่อไม่มีที่อยู่เครือข่ายที่ใช้ได้
live-sdp-error-too-many-candidates = ข้อมูลการเชื่อมต่อมีที่อยู่เครือข่ายมากเกินไป
live-sdp-error-bad-candidate = ที่อยู่เครือข่ายในข้อมูลการเชื่อมต่อไม่ถูกต้อง
live-sdp-error-truncated = ข้อมูลการเชื่อมต่อถูกตัดขาด

# Reconnection and fallbacks
live-dialog-relays-failed = ไม่มีรีเลย์ตอบ หน้าจอของเพื่อนจะแสดงคำเชิญ ขอคำเชิญจากเพื่อน แล้วเปิดหรือวางที่นี่
live-dialog-friends-invite = คำเชิญของเพื่อน
live-dialog-or-by-link = หรือเล่นเกมนี้ต่อด้วยลิงก์: ส่งลิงก์ให้เพื่อน เพื่อนเดินแล้วส่งกลับมา

## src/live/lobby/view.rs: Play online, the lobby

lobby-public = คำท้าและชื่อในหน้านี้เป็นข้อมูลสาธารณะ ใครก็ตามที่อ่านรีเลย์เหล่านี้เห็นได้
lobby-needs-relays = ห้องหาคู่เล่นต้องใช้รีเลย์ เลือกอินเทอร์เน็ตหรือรีเลย์ของคุณเองในการตั้งค่าเครือข่าย แล้วเปิดอีกครั้ง
lobby-open-challenges = คำท้าที่เปิดอยู่
lobby-reaching-the-relays = กำลังติดต่อรีเลย์…
lobby-no-open-challenge = ยังไม่มีคำท้าที่เปิดอยู่ โพสต์คำท้าของคุณได้ด้านล่าง
lobby-no-name = (ไม่มีชื่อ)
lobby-side-drawn = สุ่มฝ่ายตอนเริ่มเกม
lobby-entry = { $variant } · { $side } · { $clock }
lobby-you-play = คุณเล่นฝ่าย{ $side }
lobby-just-posted = เพิ่งโพสต์
lobby-minutes-ago = โพสต์เมื่อ { $minutes } นาทีที่แล้ว
lobby-play = เล่น
lobby-hide = ซ่อน
lobby-names-hidden = ชื่อที่ซ่อนไว้ในอุปกรณ์นี้: { $count }
lobby-show-them-again = แสดงอีกครั้ง
lobby-waiting-for = กำลังรอ { $name } ตอบ…
lobby-taken = ผู้เล่นอื่นรับคำท้านี้ไปก่อนแล้ว เลือกคำท้าอื่น
lobby-unanswered = ผู้เล่นไม่ตอบ เลือกคำท้าอื่น
lobby-your-challenge = คำท้าของคุณ
lobby-rules = กติกา: { $rules }
lobby-usual-rules = กติกาปกติ
lobby-posted = โพสต์คำท้าของคุณแล้ว คำท้าอยู่ตราบที่หน้านี้เปิดอยู่ เกมเริ่มเมื่อมีคนรับ
lobby-withdraw = ถอนคำท้า
lobby-post = โพสต์คำท้า

## Spectators
live-watch-link-label = ลิงก์สำหรับผู้ชม
live-watch-heading = กำลังชมเกมสด
live-watch-waiting = กำลังรอเกม…
# Spectators: turned away, or no answer.
live-watch-full = เกมนี้มีผู้ชมเต็มจำนวนที่รับได้แล้ว ลองใหม่ภายหลัง
live-watch-unanswered = เครื่องของผู้เล่นไม่ตอบ เกมอาจจบแล้ว หรือไม่มีรีเลย์ส่งข้อความ
live-watch-retry = ลองอีกครั้ง
