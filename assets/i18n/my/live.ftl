# The interface's texts of live play's module in Burmese (မြန်မာ, Unicode). Fluent syntax; keys and variables as in English's (en/).
# Terms: docs/glossary.md. Makruk's pieces are named by the Burmese names of Sittuyin's pieces.

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

## src/live/dialog.rs: messages with variables

live-dialog-invite-unusable = ဤဖိတ်ကြားချက်ကို အသုံးပြု၍ မရပါ။ သင့်ပွဲ မပြောင်းလဲပါ ({ $reason })
live-dialog-reply-unusable = ဤအကြောင်းပြန်ချက်ကို အသုံးပြု၍ မရပါ ({ $reason })
live-dialog-connection-impossible = ဤဘရောက်ဇာက ချိတ်ဆက်မှုကို ပြင်ဆင်၍ မရပါ ({ $technology })
live-dialog-send-this-link-to = ဤလင့်ခ်ကို မိတ်ဆွေထံ ပို့ပါ (မည်သည့် စကားပြောအက်ပ်ဖြင့်မဆို၊ သို့မဟုတ် ကုဒ်ကို စကင်ဖတ်ခိုင်းပါ)။ လက်ခံသည်နှင့် ဂိမ်း စတင်သည်- ပြန်ပို့စရာ မလိုပါ။
live-dialog-the-seat-is-taken = အခြားစက်တစ်ခုက ဤဂိမ်းရှိ နေရာကို ယူပြီးဖြစ်သည်။
live-dialog-no-relay-answered = မည်သည့် ကြားခံဆာဗာမှ မဖြေပါ၊ သို့မဟုတ် မိတ်ဆွေ၏ စက်က မဖြေပါ။ မိတ်ဆွေထံမှ ဖိတ်ကြားချက်အသစ် တောင်းပါ။
live-dialog-offer = { $host } က သင့်ကို { $variant } ကစားရန် ဖိတ်ခေါ်သည် · သင့်ဘက် { $side } · { $details }။
live-dialog-offer-resuming = { $offer } သင့်ပွဲကို အလှည့် { $plies } ပြီးနောက်မှ ဆက်ကစားမည်။

## src/live/invite.rs, src/live/sdp.rs: why an invite or reply cannot be read (after "cannot be used")

live-invite-error-version = အက်ပ်၏ အခြားဗားရှင်းဖြင့် ပြုလုပ်ထားသည် (ပုံစံ { $version })
live-invite-error-trailing-bytes = အဆုံးသတ်ပြီးနောက် ဒေတာ ပိုနေသည်
live-invite-error-wrong-kind = ဖိတ်ကြားချက် လိုသည့်နေရာတွင် အကြောင်းပြန်ချက် ဖြစ်နေသည်၊ သို့မဟုတ် ပြောင်းပြန်
live-invite-error-variant = မသိသော ကစားနည်းကို ဖော်ပြထားသည်
live-invite-error-settings = ပွဲ၏ သတ်မှတ်ချက်များ မဖြစ်နိုင်ပါ
live-invite-error-options = စည်းမျဉ်းများ မဖြစ်နိုင်ပါ - { $error }
live-invite-error-clock = နာရီ သတ်မှတ်ချက် မဖြစ်နိုင်ပါ
live-invite-error-name = ကစားသူအမည်ကို ဖတ်၍ မရပါ
live-invite-error-plies = မဖြစ်နိုင်လောက်အောင် ရှည်သော ပွဲကို ဆက်ကစားရန် ဖြစ်နေသည်
live-invite-error-from-the-future = အနာဂတ် ရက်စွဲ ဖြစ်နေသည် (စက်၏ နာရီကို စစ်ဆေးပါ)
live-sdp-error-not-sdp = ချိတ်ဆက်မှု ဒေတာသည် ဆက်ရှင် ဖော်ပြချက် မဟုတ်ပါ
live-sdp-error-no-data-channel = ချိတ်ဆက်မှု ဒေတာတွင် ဒေတာချန်နယ် တစ်ခုကို ဖော်ပြမထားပါ
live-sdp-error-missing-credentials = ချိတ်ဆက်မှု ဒေတာတွင် ICE အထောက်အထား မပါပါ
live-sdp-error-bad-credentials = ချိတ်ဆက်မှု ဒေတာ၏ ICE အထောက်အထား မမှန်ကန်ပါ
live-sdp-error-missing-fingerprint = ချိတ်ဆက်မှု ဒေတာတွင် SHA-256 လက်မှတ် လက်ဗွေ မပါပါ
live-sdp-error-missing-setup = ချိတ်ဆက်မှု ဒေတာတွင် မှန်ကန်သော DTLS အခန်းကဏ္ဍ မပါပါ
live-sdp-error-no-candidates = ချိတ်ဆက်မှု ဒေတာတွင် အသုံးပြုနိုင်သော ကွန်ရက်လိပ်စာ မပါပါ
live-sdp-error-too-many-candidates = ချိတ်ဆက်မှု ဒေတာတွင် ကွန်ရက်လိပ်စာ များလွန်းသည်
live-sdp-error-bad-candidate = ချိတ်ဆက်မှု ဒေတာထဲရှိ ကွန်ရက်လိပ်စာ တစ်ခု မမှန်ကန်ပါ
live-sdp-error-truncated = ချိတ်ဆက်မှု ဒေတာ ပြတ်တောက်နေသည်

# Reconnection and fallbacks
live-dialog-relays-failed = မည်သည့် ကြားခံဆာဗာမှ မဖြေပါ။ မိတ်ဆွေ၏ မျက်နှာပြင်တွင် ဖိတ်ကြားချက် ယခု ပြနေပါသည် - ၎င်းကို တောင်းပြီး ဖွင့်ပါ သို့မဟုတ် ဤနေရာတွင် ကူးထည့်ပါ။
live-dialog-friends-invite = မိတ်ဆွေ၏ ဖိတ်ကြားချက်
live-dialog-or-by-link = သို့မဟုတ် ဤပွဲကို လင့်ခ်ဖြင့် ဆက်ကစားပါ - လင့်ခ်ကို ပို့ပါ၊ မိတ်ဆွေက တစ်ကွက်ရွှေ့ပြီး ပြန်ပို့ပါမည်။

## src/live/lobby/view.rs: Play online, the lobby

lobby-public = ဤနေရာရှိ စိန်ခေါ်ချက်များနှင့် အမည်များသည် အများသိဖြစ်သည်- ဤကြားခံဆာဗာများကို ဖတ်သူတိုင်း မြင်နိုင်သည်။
lobby-needs-relays = ကစားဖော်ရှာခန်းသည် ကြားခံဆာဗာများ လိုအပ်သည်။ ကွန်ရက် ဆက်တင်တွင် အင်တာနက် သို့မဟုတ် သင့်ကိုယ်ပိုင် ကြားခံဆာဗာများကို ရွေးပြီး ထပ်ဖွင့်ပါ။
lobby-open-challenges = ဖွင့်ထားသော စိန်ခေါ်ချက်များ
lobby-reaching-the-relays = ကြားခံဆာဗာများကို ဆက်သွယ်နေသည်…
lobby-no-open-challenge = ဖွင့်ထားသော စိန်ခေါ်ချက် မရှိသေးပါ။ သင့်စိန်ခေါ်ချက်ကို အောက်တွင် တင်ပါ။
lobby-no-name = (အမည်မရှိ)
lobby-side-drawn = စတင်ချိန်တွင် ဘက်ကို ကျပန်းရွေးမည်
lobby-entry = { $variant } · { $side } · { $clock }
lobby-you-play = သင့်ဘက် { $side }
lobby-just-posted = ယခုလေးတင်
lobby-minutes-ago = { $minutes } မိနစ်က တင်ခဲ့သည်
lobby-play = ကစားရန်
lobby-hide = ဝှက်ရန်
lobby-names-hidden = ဤစက်တွင် ဝှက်ထားသော အမည်များ- { $count }။
lobby-show-them-again = ပြန်ပြရန်
lobby-waiting-for = { $name } ဖြေရန် စောင့်နေသည်…
lobby-taken = အခြားကစားသမားက ဤစိန်ခေါ်ချက်ကို အရင်ယူသွားပြီ။ အခြားတစ်ခု ရွေးပါ။
lobby-unanswered = ကစားသမားက မဖြေပါ။ အခြားစိန်ခေါ်ချက် ရွေးပါ။
lobby-your-challenge = သင့်စိန်ခေါ်ချက်
lobby-rules = စည်းမျဉ်း- { $rules }
lobby-usual-rules = ပုံမှန် စည်းမျဉ်းများ
lobby-posted = သင့်စိန်ခေါ်ချက်ကို တင်ပြီးပြီ။ ဤစာမျက်နှာ ဖွင့်ထားသရွေ့ ရှိနေမည်၊ တစ်စုံတစ်ယောက် ကစားသောအခါ ဂိမ်းစမည်။
lobby-withdraw = ပြန်ရုပ်သိမ်းရန်
lobby-post = စိန်ခေါ်ချက် တင်ရန်

## Spectators
live-watch-link-label = ကြည့်ရှုသူများအတွက် လင့်ခ်
live-watch-heading = တိုက်ရိုက်ဂိမ်းကို ကြည့်နေသည်
live-watch-waiting = ဂိမ်းကို စောင့်နေသည်…
# Spectators: turned away, or no answer.
live-watch-full = ဤဂိမ်းတွင် လက်ခံနိုင်သမျှ ကြည့်ရှုသူ ပြည့်နေပါပြီ။ နောက်မှ ထပ်ကြိုးစားပါ။
live-watch-unanswered = ကစားသူ၏ စက်က မဖြေပါ - ဂိမ်း ပြီးသွားနိုင်သည် သို့မဟုတ် မည်သည့် ကြားခံဆာဗာကမှ မက်ဆေ့ချ် မပို့ပါ။
live-watch-retry = ထပ်ကြိုးစားပါ
