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
live-dialog-offer = { $host } က သင့်ကို { $variant } ကစားရန် ဖိတ်ခေါ်သည် · သင့်ဘက် { $side } · { $details }။
live-dialog-offer-resuming = { $offer } သင့်ပွဲကို အလှည့် { $plies } ပြီးနောက်မှ ဆက်ကစားမည်။
