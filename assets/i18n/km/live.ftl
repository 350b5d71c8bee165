# The interface's texts of live play's module in Khmer (ភាសាខ្មែរ). Fluent syntax; keys and variables as in English's (en/).
# Terms: docs/glossary.md (Ouk Chatrang piece names: ស្ដេច នាង គោល សេះ ទូក ត្រី ត្រីបក).

## src/live/dialog.rs

live-dialog-copy = ចម្លង
live-dialog-share = ចែករំលែក…
live-dialog-qr-code-of-the-link = កូដ QR នៃតំណ
live-dialog-too-long-for-a-qr = វែងពេកសម្រាប់កូដ QR៖ សូមផ្ញើជាអត្ថបទ។
live-dialog-it-has-expired-ask-for = វាផុតកំណត់ហើយ៖ សូមសុំថ្មីមួយ
live-dialog-it-was-changed-or-cut = វាត្រូវបានកែប្រែ ឬកាត់ខ្លី៖ សូមចម្លងវាទាំងមូល
live-dialog-this-reply-answers-another-invite = ចម្លើយនេះឆ្លើយតបនឹងការអញ្ជើញផ្សេង (ឬត្រូវបានប្រើរួចហើយ)។ សូមឲ្យមិត្តអ្នកបើកការអញ្ជើញចុងក្រោយរបស់អ្នក។
live-dialog-this-invite-was-already-used = ការអញ្ជើញនេះត្រូវបានប្រើរួចហើយលើឧបករណ៍នេះ។ សូមសុំការអញ្ជើញថ្មីពីមិត្តអ្នក។
live-dialog-your-friend = មិត្តរបស់អ្នក
live-dialog-no-clock = គ្មាននាឡិកា
live-dialog-no-connection-yet-you-can = មិនទាន់មានការតភ្ជាប់នៅឡើយ។ អ្នកអាចលេងល្បែងនេះបន្តតាមតំណជំនួសវិញ៖ ផ្ញើវាទៅ មិត្តអ្នកដើរម្ដង ហើយផ្ញើវាមកវិញ។ ទោះយ៉ាងណាក៏ដោយ ល្បែងនៅតែត្រូវបានរក្សាទុកនៅទីនេះ។
live-dialog-preparing-the-connection = កំពុងរៀបចំការតភ្ជាប់…
live-dialog-1-send-this-invite-to = ១. ផ្ញើការអញ្ជើញនេះទៅមិត្តអ្នក (តាមកម្មវិធីជជែកណាមួយ ឬឲ្យគេស្កេនកូដ)។
live-dialog-2-your-friend-sends-back = ២. មិត្តអ្នកផ្ញើចម្លើយមកវិញ៖ បិទភ្ជាប់វានៅទីនេះ។
live-dialog-connect = ភ្ជាប់
live-dialog-not-now = មិនមែនឥឡូវទេ
live-dialog-accept = ទទួលយក
live-dialog-send-this-reply-back-to = ផ្ញើចម្លើយនេះទៅមិត្តអ្នកវិញ។ ល្បែងចាប់ផ្ដើមនៅពេលគេបិទភ្ជាប់វា។
live-dialog-connecting = កំពុងភ្ជាប់…
live-dialog-no-path-between-the-two = រកមិនឃើញផ្លូវតភ្ជាប់រវាងឧបករណ៍ទាំងពីរទេ (បណ្ដាញរារាំងវា ឬគ្មានម៉ាស៊ីនមេជួយ)។ សូមលេងល្បែងនេះបន្តតាមតំណ៖ ផ្ញើវាទៅ មិត្តអ្នកដើរម្ដង ហើយផ្ញើវាមកវិញ។ គ្មានអ្វីបាត់បង់ទេ។
live-dialog-passing-the-reply-to-your = កំពុងបញ្ជូនចម្លើយទៅផ្ទាំងល្បែងរបស់អ្នក…
live-dialog-the-reply-reached-your-game = ចម្លើយបានទៅដល់ផ្ទាំងល្បែងរបស់អ្នកហើយ៖ សូមត្រឡប់ទៅវាវិញ។ អ្នកអាចបិទផ្ទាំងនេះបាន។
live-dialog-no-game-of-this-browser = គ្មានល្បែងណាក្នុងកម្មវិធីរុករកនេះកំពុងរង់ចាំចម្លើយនេះទេ។ សូមបិទភ្ជាប់វានៅកន្លែងដែលអ្នកបានបង្កើតការអញ្ជើញ៖

## src/live/dialog.rs: messages with variables

live-dialog-invite-unusable = មិនអាចប្រើការអញ្ជើញនេះបានទេ ល្បែងរបស់អ្នកនៅដដែល ({ $reason })
live-dialog-reply-unusable = មិនអាចប្រើចម្លើយនេះបានទេ ({ $reason })
live-dialog-connection-impossible = កម្មវិធីរុករកនេះមិនអាចរៀបចំការតភ្ជាប់បានទេ ({ $technology })
live-dialog-send-this-link-to = ផ្ញើតំណនេះទៅមិត្តអ្នក (តាមកម្មវិធីជជែកណាមួយ ឬឲ្យគេស្កេនកូដ)។ ល្បែងចាប់ផ្ដើមភ្លាមពេលគេទទួលយក៖ មិនចាំបាច់ផ្ញើអ្វីត្រឡប់ទេ។
live-dialog-the-seat-is-taken = ឧបករណ៍ផ្សេងបានយកកន្លែងក្នុងល្បែងនេះរួចហើយ។
live-dialog-no-relay-answered = គ្មានម៉ាស៊ីនមេបញ្ជូនបន្តណាឆ្លើយ ឬឧបករណ៍មិត្តអ្នកមិនឆ្លើយ។ សុំការអញ្ជើញថ្មីពីមិត្តអ្នក។
live-dialog-offer = { $host } អញ្ជើញអ្នកឲ្យលេង{ $variant } · អ្នកលេងខាង{ $side } · { $details }។
live-dialog-offer-resuming = { $offer } វាបន្តល្បែងរបស់អ្នកក្រោយវេនទី { $plies }។

## src/live/invite.rs, src/live/sdp.rs: why an invite or reply cannot be read (after "cannot be used")

live-invite-error-version = វាត្រូវបានបង្កើតដោយកំណែផ្សេងនៃកម្មវិធី (ទម្រង់ { $version })
live-invite-error-trailing-bytes = វាមានទិន្នន័យនៅក្រោយចុងបញ្ចប់របស់វា
live-invite-error-wrong-kind = នេះជាចម្លើយ នៅកន្លែងដែលត្រូវការការអញ្ជើញ ឬផ្ទុយមកវិញ
live-invite-error-variant = វាបញ្ជាក់ប្រភេទល្បែងដែលមិនស្គាល់
live-invite-error-settings = ការកំណត់ល្បែងរបស់វាមិនអាចទៅរួចទេ
live-invite-error-options = ច្បាប់របស់វាមិនអាចទៅរួចទេ៖ { $error }
live-invite-error-clock = នាឡិការបស់វាមិនអាចទៅរួចទេ
live-invite-error-name = មិនអាចអានឈ្មោះអ្នកលេងនៅក្នុងវាបានទេ
live-invite-error-plies = វាបន្តល្បែងមួយដែលវែងហួសពីអាចទៅរួច
live-invite-error-from-the-future = វាមានកាលបរិច្ឆេទនៅពេលអនាគត (សូមពិនិត្យនាឡិការបស់ឧបករណ៍)
live-sdp-error-not-sdp = ទិន្នន័យតភ្ជាប់មិនមែនជាការពិពណ៌នាវគ្គទេ
live-sdp-error-no-data-channel = ទិន្នន័យតភ្ជាប់មិនពិពណ៌នាឆានែលទិន្នន័យមួយទេ
live-sdp-error-missing-credentials = ទិន្នន័យតភ្ជាប់គ្មានព័ត៌មានសម្គាល់ ICE ទេ
live-sdp-error-bad-credentials = ព័ត៌មានសម្គាល់ ICE នៃទិន្នន័យតភ្ជាប់មិនត្រឹមត្រូវ
live-sdp-error-missing-fingerprint = ទិន្នន័យតភ្ជាប់គ្មានស្នាមម្រាមដៃវិញ្ញាបនបត្រ SHA-256 ទេ
live-sdp-error-missing-setup = ទិន្នន័យតភ្ជាប់គ្មានតួនាទី DTLS ដែលត្រឹមត្រូវទេ
live-sdp-error-no-candidates = ទិន្នន័យតភ្ជាប់គ្មានអាសយដ្ឋានបណ្ដាញដែលអាចប្រើបានទេ
live-sdp-error-too-many-candidates = ទិន្នន័យតភ្ជាប់មានអាសយដ្ឋានបណ្ដាញច្រើនពេក
live-sdp-error-bad-candidate = អាសយដ្ឋានបណ្ដាញមួយក្នុងទិន្នន័យតភ្ជាប់មិនត្រឹមត្រូវ
live-sdp-error-truncated = ទិន្នន័យតភ្ជាប់ត្រូវបានកាត់ខ្លី

# Reconnection and fallbacks
live-dialog-relays-failed = គ្មានម៉ាស៊ីនមេបញ្ជូនបន្តណាឆ្លើយទេ។ អេក្រង់មិត្តអ្នកឥឡូវបង្ហាញការអញ្ជើញ៖ សុំវាពីមិត្តអ្នក រួចបើកវា ឬបិទភ្ជាប់វានៅទីនេះ។
live-dialog-friends-invite = ការអញ្ជើញរបស់មិត្តអ្នក
live-dialog-or-by-link = ឬលេងល្បែងនេះបន្តតាមតំណ៖ ផ្ញើវាទៅ មិត្តអ្នកដើរម្ដង ហើយផ្ញើវាមកវិញ។

## src/live/lobby/view.rs: Play online, the lobby

lobby-public = ការប្រជែង និងឈ្មោះនៅទីនេះជាសាធារណៈ៖ អ្នកណាដែលអានម៉ាស៊ីនមេបញ្ជូនបន្តទាំងនេះឃើញវា។
lobby-needs-relays = បន្ទប់រកដៃគូត្រូវការម៉ាស៊ីនមេបញ្ជូនបន្ត។ ជ្រើសអ៊ីនធឺណិត ឬម៉ាស៊ីនមេបញ្ជូនបន្តផ្ទាល់ខ្លួនរបស់អ្នកក្នុងការកំណត់បណ្ដាញ រួចបើកម្ដងទៀត។
lobby-open-challenges = ការប្រជែងដែលកំពុងបើក
lobby-reaching-the-relays = កំពុងទាក់ទងម៉ាស៊ីនមេបញ្ជូនបន្ត…
lobby-no-open-challenge = មិនទាន់មានការប្រជែងបើកនៅឡើយ។ ដាក់ការប្រជែងរបស់អ្នកខាងក្រោម។
lobby-no-name = (គ្មានឈ្មោះ)
lobby-side-drawn = ខាងចាប់ឆ្នោតពេលចាប់ផ្ដើម
lobby-entry = { $variant } · { $side } · { $clock }
lobby-you-play = អ្នកលេងខាង{ $side }
lobby-just-posted = ទើបដាក់
lobby-minutes-ago = ដាក់ { $minutes } នាទីមុន
lobby-play = លេង
lobby-hide = លាក់
lobby-names-hidden = ឈ្មោះដែលលាក់នៅលើឧបករណ៍នេះ៖ { $count }។
lobby-show-them-again = បង្ហាញម្ដងទៀត
lobby-waiting-for = កំពុងរង់ចាំ { $name } ឆ្លើយ…
lobby-taken = អ្នកលេងផ្សេងបានយកការប្រជែងនេះមុន។ ជ្រើសមួយផ្សេងទៀត។
lobby-unanswered = អ្នកលេងមិនបានឆ្លើយ។ ជ្រើសការប្រជែងផ្សេងទៀត។
lobby-your-challenge = ការប្រជែងរបស់អ្នក
lobby-rules = ច្បាប់៖ { $rules }
lobby-usual-rules = ច្បាប់ធម្មតា
lobby-posted = ការប្រជែងរបស់អ្នកត្រូវបានដាក់។ វានៅដរាបណាទំព័រនេះបើក ល្បែងចាប់ផ្ដើមពេលមាននរណាម្នាក់លេងវា។
lobby-withdraw = ដកវិញ
lobby-post = ដាក់ការប្រជែង

## Spectators
live-watch-link-label = តំណសម្រាប់អ្នកមើល
live-watch-heading = កំពុងមើលល្បែងផ្ទាល់
live-watch-waiting = កំពុងរង់ចាំល្បែង…
# Spectators: turned away, or no answer.
live-watch-full = ល្បែងនេះមានអ្នកមើលពេញចំនួនដែលវាអាចទទួលបានហើយ។ សូមព្យាយាមម្ដងទៀតនៅពេលក្រោយ។
live-watch-unanswered = ឧបករណ៍របស់អ្នកលេងមិនឆ្លើយទេ៖ ល្បែងប្រហែលជាចប់ហើយ ឬគ្មានម៉ាស៊ីនមេបញ្ជូនបន្តណាបញ្ជូនសារទេ។
live-watch-retry = ព្យាយាមម្ដងទៀត
