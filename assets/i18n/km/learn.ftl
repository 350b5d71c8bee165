# The interface's texts of Learn's module (Learn and the rules help) in Khmer (ភាសាខ្មែរ). Fluent syntax; keys and variables as in English's (en/).
# Terms: docs/glossary.md (Ouk Chatrang piece names: ស្ដេច នាង គោល សេះ ទូក ត្រី ត្រីបក).

## common

common-lessons = មេរៀន

## src/help/counting.rs

help-counting-the-stronger-side-has = ខាងខ្លាំងមាន
help-counting-count-to = រាប់ដល់
help-counting-the-worked-example-s-position = ទីតាំងនៃឧទាហរណ៍
help-counting-when-the-count-runs-out = ពេលរាប់គ្រប់ចំនួន

## src/help/mod.rs

help-pieces = កូនអុក
help-counting = ការរាប់
help-draws = ការស្មើ
help-this-game = {" "}(ល្បែងនេះ)
help-how-to-play-makruk = របៀបលេងអុកថៃ
help-topics = ប្រធានបទ
help-variants = ប្រភេទល្បែងផ្សេងៗ

## src/help/pieces.rs

help-pieces-the-start-position = ទីតាំងចាប់ផ្ដើម

## src/help/sittuyin.rs

help-sittuyin-the-pieces = កូនអុក
help-sittuyin-setting-up = ការរៀបកូន
help-sittuyin-where-white-may-place-its = កន្លែងដែលខាងសអាចដាក់កូនរបស់ខ្លួន៖ ចំណុច និងជួរក្រោយដែលមានរង្វង់សម្រាប់រថ
help-sittuyin-the-pieces-set-up-ready = កូនអុកបានរៀបរួច ត្រៀមលេង
help-sittuyin-promotion = ការបកពលថ្មើរ
help-sittuyin-the-pawn-on-d5-may = ពលថ្មើរនៅ d5 អាចក្លាយជាមេទ័ពនៅកន្លែងដដែល ឬនៅក្រឡាដែលព្រួញចង្អុល
help-sittuyin-the-end-of-the-game = ការបញ្ចប់ល្បែង
help-sittuyin-where-these-rules-come-from = ប្រភពនៃច្បាប់ទាំងនេះ

## src/help/variants.rs

help-variants-the-khun-s-leap-and = ស្ដេចលោតដូចសេះ និងនាងដើរពីរក្រឡា
help-variants-a-bia-promoting-on-b8 = ត្រីមួយបកនៅ b8

## src/learn/drills/view.rs

learn-drills-no-count-a-bia-is = មិនអាចរាប់ទេ៖ នៅមានត្រីលើក្ដារ
learn-drills-board-s-honour-64-moves = រាប់ក្ដារ៖ រាប់ដល់ ៦៤
learn-drills-the-weaker-side-counts-the = ខាងខ្សោយជាអ្នករាប់៖ គឺខាងដែលកំពុងរត់គេច ដែលអាចចាប់ផ្ដើម ឈប់ និងចាប់ផ្ដើមរាប់ឡើងវិញ។
learn-drills-against-a-bare-khun-pieces = ទល់នឹងស្ដេចតែឯង គឺរាប់កូន៖ ចំនួនកំណត់អាស្រ័យលើកូនរបស់ខាងខ្លាំង (ទូក ២៖ ៨, ទូក ១៖ ១៦, គោល ២៖ ២២, សេះ ២៖ ៣២, គោល ១៖ ៤៤, ក្រៅពីនេះ ៦៤) ហើយការរាប់ចាប់ផ្ដើមពីចំនួនកូនទាំងអស់លើក្ដារ។
learn-drills-no-bia-left-and-the = គ្មានត្រីនៅសល់ ហើយខាងខ្សោយនៅមានកូន៖ រាប់ក្ដារដល់ ៦៤ ដោយរាប់ចាប់ពី ១។ បើនៅមានត្រីលើក្ដារ មិនអាចចាប់ផ្ដើមរាប់បានទេ។
learn-drills-right = ត្រូវហើយ។{" "}
learn-drills-not-quite = មិនទាន់ត្រូវទេ។{" "}
learn-drills-next-drill = លំហាត់បន្ទាប់
learn-drills-mate-before-the-count-ends = អុកស្លាប់មុនការរាប់ចប់៖ លេងវាទល់នឹងកុំព្យូទ័រ

## src/learn/lessons/view.rs

learn-lessons-not-there-that-would-check = មិនមែនទីនោះទេ៖ ការដើរនោះនឹងអុកស្ដេចខ្មៅ។ នៅទីនេះយើងហាត់តែការដើរប៉ុណ្ណោះ។
learn-lessons-that-is-no-check-the = នោះមិនមែនជាការអុកទេ៖ ស្ដេចខ្មៅមិនត្រូវគំរាមទេ។
learn-lessons-check-but-the-khun-can = អុកហើយ ប៉ុន្តែស្ដេចនៅអាចគេចបាន៖ នោះមិនទាន់ស្លាប់ទេ។
learn-lessons-stalemate-black-is-not-in = ជាប់គាំង! ខាងខ្មៅមិនត្រូវអុក ហើយគ្មានការដើរ៖ ស្មើ។ សាកការដើរផ្សេង។
learn-lessons-that-is-no-stalemate-black = នោះមិនមែនជាប់គាំងទេ៖ ខាងខ្មៅកំពុងត្រូវអុក ឬនៅមានការដើរ។
learn-lessons-well-done-every-star-reached = ល្អណាស់៖ បានផ្កាយគ្រប់ហើយ។
learn-lessons-played-against-the-computer = បានលេងទល់នឹងកុំព្យូទ័រ។
learn-lessons-the-bia-turned-over-it = ត្រីបានបកហើយ៖ ឥឡូវវាជាត្រីបក ហើយដើរដូចនាង។
learn-lessons-check-black-must-answer-it = អុក! ខាងខ្មៅត្រូវតែដោះអុក។
learn-lessons-checkmate-white-wins = អុកស្លាប់! ខាងសឈ្នះ។
learn-lessons-stalemate-black-has-no-move = ជាប់គាំង៖ ខាងខ្មៅគ្មានការដើរ ហើយមិនត្រូវអុក ដូច្នេះល្បែងស្មើ។ ពេលកំពុងឈ្នះ ត្រូវជៀសវាងវា។
learn-lessons-the-pieces-and-the-rules = កូនអុក និងច្បាប់
learn-lessons-basic-mates-against-a-lone = អុកស្លាប់មូលដ្ឋានទល់នឹងស្ដេចតែឯង
learn-lessons-play-it-against-the-computer = លេងវាទល់នឹងកុំព្យូទ័រ
learn-lessons-previous = មុន
learn-lessons-start-again = ចាប់ផ្ដើមម្ដងទៀត
learn-lessons-next = បន្ទាប់

## src/learn/mod.rs

learn-learn = រៀនលេង
learn-puzzles = លំហាត់
learn-counting-drills = ហាត់រាប់

## src/learn/puzzles/view.rs

learn-trainer-the-puzzles-could-not-be = មិនអាចផ្ទុកលំហាត់បានទេ។
learn-trainer-loading-the-puzzles = កំពុងផ្ទុកលំហាត់…
learn-trainer-no-puzzle-of-this-theme = គ្មានលំហាត់នៃប្រធានបទនេះទេ។
learn-trainer-wrong-move-try-again = ដើរខុស៖ សាកម្ដងទៀត។
learn-trainer-solved = ដោះស្រាយបាន!
learn-trainer-the-solution = ចម្លើយ។
learn-trainer-find-the-best-move = រកការដើរល្អបំផុត។
learn-trainer-your-rating = ពិន្ទុរបស់អ្នក{" "}
learn-trainer-variant = ប្រភេទល្បែង{" "}
learn-trainer-theme = ប្រធានបទ{" "}
learn-trainer-all-themes = គ្រប់ប្រធានបទ
learn-trainer-difficulty = កម្រិតលំបាក{" "}
learn-trainer-next-puzzle = លំហាត់បន្ទាប់
learn-trainer-show-the-solution = បង្ហាញចម្លើយ

## Learn: the lessons (src/learn/lessons/lessons.txt), in the order taught: each lesson's title and its steps' instructions

lesson-khun-title = ស្ដេច
lesson-khun-step-1 = ស្ដេចដើរមួយក្រឡាទៅទិសណាក៏បាន។ ដើរវាទៅដល់ផ្កាយទាំងពីរ។
lesson-khun-step-2 = ស្ដេចទាំងពីរមិនអាចឈរជាប់គ្នាបានទេ៖ ដើរវាងស្ដេចខ្មៅទៅដល់ផ្កាយ។
lesson-met-title = នាង
lesson-met-step-1 = នាងដើរមួយក្រឡាតាមទ្រេត។ ទៅដល់ផ្កាយទាំងពីរ។
lesson-met-step-2 = នាងនៅតែលើក្រឡាពណ៌តែមួយជានិច្ច៖ ដើរបត់ទៅបត់មកទៅដល់ផ្កាយទាំងពីរ។
lesson-khon-title = គោល
lesson-khon-step-1 = គោលដើរមួយក្រឡាតាមទ្រេត ឬមួយក្រឡាត្រង់ទៅមុខ៖ សរុបប្រាំក្រឡា។
lesson-khon-step-2 = គោលមិនដែលដើរថយក្រោយត្រង់ ឬដើរទៅចំហៀងទេ៖ ទៅដល់ផ្កាយដែលនៅពីក្រោយវាភ្លាម។
lesson-ma-title = សេះ
lesson-ma-step-1 = សេះលោតពីរក្រឡាត្រង់ ហើយមួយក្រឡាទៅចំហៀង ជារាងកែង។ ទៅដល់ផ្កាយម្ដងមួយៗ។
lesson-ma-step-2 = សេះលោតរំលងកូនដែលនៅតាមផ្លូវ។ នាំវាចេញរំលងត្រីទៅដល់ផ្កាយ។
lesson-ruea-title = ទូក
lesson-ruea-step-1 = ទូកដើរប៉ុន្មានក្រឡាក៏បាន ត្រង់តាមជួរដេក ឬជួរឈរ។ ទៅដល់ផ្កាយទាំងអស់។
lesson-ruea-step-2 = ទូកមិនអាចលោតបានទេ៖ ដើរវាងត្រីទៅដល់ផ្កាយ។
lesson-bia-title = ត្រី
lesson-bia-step-1 = ត្រីដើរមួយក្រឡាត្រង់ទៅមុខ មិនដែលថយក្រោយទេ។ ដើរវាទៅដល់ផ្កាយ។
lesson-bia-step-2 = ត្រីស៊ីមួយក្រឡាតាមទ្រេតទៅមុខ។ ស៊ីសេះខ្មៅ។
lesson-promotion-title = ការបកត្រី
lesson-promotion-step-1 = ត្រីដែលដើរដល់ជួរដេកទី៦ ត្រូវបក ហើយក្លាយជាត្រីបក ដែលដើរដូចនាង។ បកវា។
lesson-promotion-step-2 = ផ្លូវត្រូវបានបិទ៖ ស៊ីចូលជួរដេកទី៦ ដើម្បីបក។
lesson-check-title = អុក
lesson-check-step-1 = ការវាយប្រហារស្ដេច ហៅថាអុក។ អុកដោយប្រើទូក។
lesson-check-step-2 = អុកដោយប្រើសេះ ក្នុងការដើរតែមួយ។
lesson-checkmate-title = អុកស្លាប់
lesson-checkmate-step-1 = អុកដែលគ្មានផ្លូវគេច គឺអុកស្លាប់ ហើយឈ្នះ។ អុកស្លាប់ក្នុងការដើរតែមួយ។
lesson-checkmate-step-2 = ទូកពីរ៖ មួយការពារជួរដេកទី៧ មួយទៀតអុកស្លាប់។ អុកស្លាប់ក្នុងការដើរតែមួយ។
lesson-stalemate-title = ជាប់គាំង
lesson-stalemate-step-1 = បើខាងដែលត្រូវដើរមិនត្រូវអុក ប៉ុន្តែគ្មានការដើរ នោះគឺជាប់គាំង៖ ស្មើ។ រកការដើរដែលធ្វើឲ្យជាប់គាំង ដើម្បីដឹងថាត្រូវជៀសវាងអ្វី។
lesson-stalemate-step-2 = អុកស្លាប់ដោយប្រើគោល ដោយមិនធ្វើឲ្យជាប់គាំង។
lesson-mate-ruea-title = ទូក និងស្ដេច ទល់នឹងស្ដេច
lesson-mate-ruea-step-1 = ដេញស្ដេចតែឯងទៅគែមក្ដារដោយប្រើទូក ដោយមានស្ដេចជួយ រួចអុកស្លាប់។
lesson-mate-two-khon-title = គោលពីរ ទល់នឹងស្ដេច
lesson-mate-two-khon-step-1 = ដើរគោលទាំងពីរឡើងទៅមុខទន្ទឹមគ្នា ដោយមានស្ដេចនៅពីក្រោយ រួចអុកស្លាប់នៅជ្រុងមួយ។
lesson-mate-khon-met-title = គោល និងនាង ទល់នឹងស្ដេច
lesson-mate-khon-met-step-1 = គោល នាង និងស្ដេច សហការគ្នារុញស្ដេចតែឯងទៅគែមក្ដារ រួចចូលជ្រុង។
lesson-mate-ma-met-title = សេះ និងនាង ទល់នឹងស្ដេច
lesson-mate-ma-met-step-1 = សេះ និងនាងអាចបង្ខំឲ្យអុកស្លាប់បាន តែនៅជិតជ្រុងដែលមានពណ៌ដូចក្រឡារបស់នាងប៉ុណ្ណោះ ដែលស្ដេចតែឯងមិនអាចរត់ចេញបាន៖ ឡោមព័ទ្ធវាដោយសេះ នាង និងស្ដេច រួចអុកស្លាប់នៅជ្រុងនោះ។

## Learn: the lessons' page, the counting drills, the puzzle trainer and the puzzle themes

learn-lessons-refused-other-piece = ជំហាននេះនិយាយអំពី{ $piece }៖ ដើរវា។
learn-lessons-refused-cannot-move = { $piece }មិនអាចដើរទៅទីនោះបានទេ។
learn-lessons-refused-star-out-of-reach = មិនមែនផ្លូវនោះទេ៖ { $piece }នឹងមិនអាចទៅដល់ផ្កាយទាំងអស់ទៀតទេ។
learn-lessons-count = រាប់កូន៖ ទល់នឹងកូនទាំងនេះ ស្ដេចតែឯងរាប់ដល់ { $limit } ដោយចាប់ផ្ដើមពី { $from } គឺចំនួនកូនលើក្ដារ។ អ្នកមានការដើរ { $left } ដងដើម្បីអុកស្លាប់ បើមិនដូច្នោះទេ គឺស្មើ។ អ្នកលេងខាងស ហើយកុំព្យូទ័រជាអ្នករាប់។
learn-lessons-step-label = ជំហានទី { $n }
learn-lessons-step-of = ជំហានទី { $step } នៃ { $total }
learn-lessons-stars-list = {" "}ផ្កាយ៖ { $squares }
learn-drills-answer-pieces-honour = រាប់កូន៖ រាប់ដល់ { $limit }
learn-drills-answer-moves = ការដើរ { $n } ដង
learn-drills-question-which-count = ខាង{ $side } ត្រូវដើរ។ តើខាង{ $side } អាចចាប់ផ្ដើមរាប់បែបណាឥឡូវនេះ?
learn-drills-question-who-counts = តើខាងណាជាអ្នករាប់នៅទីនេះ?
learn-drills-question-moves-left = ខាង{ $side } ចាប់ផ្ដើមរាប់ឥឡូវនេះ។ តើខាងម្ខាងទៀតមានការដើរប៉ុន្មានដងដើម្បីអុកស្លាប់?
learn-drills-score = ត្រូវ៖ { $right } / { $total }
learn-trainer-counts = {" "}· បានដោះស្រាយ { $solved } · បរាជ័យ { $failed }
learn-trainer-puzzle-info = ខាង{ $side } ត្រូវដើរ · ពិន្ទុលំហាត់ { $rating }
learn-trainer-difficulty-easier = ងាយជាង
learn-trainer-difficulty-your-level = កម្រិតរបស់អ្នក
learn-trainer-difficulty-harder = ពិបាកជាង
learn-theme-mate-in-1 = អុកស្លាប់ក្នុងការដើរ ១ ដង
learn-theme-mate-in-2 = អុកស្លាប់ក្នុងការដើរ ២ ដង
learn-theme-mate-in-3-plus = អុកស្លាប់ក្នុងការដើរ ៣ ដង ឬច្រើនជាងនេះ
learn-theme-mate-before-count = អុកស្លាប់មុនការរាប់ចប់
learn-theme-material = ឈ្នះកូន
learn-theme-promotion = ការបកត្រី
learn-theme-fork = ការវាយទ្វេ
learn-theme-counting-defence = ការពារដោយការរាប់
learn-theme-endgame = ចុងល្បែង

## src/help/pieces.rs

help-pieces-intro = ខាងសដើរមុន។ អុកស្លាប់ស្ដេចរបស់គូប្រកួតដើម្បីឈ្នះ ជាប់គាំងគឺស្មើ។ ត្រីឈរនៅជួរដេកទី៣ ហើយនាងនៅក្បែរស្ដេច ខាងស្ដាំរបស់វា (ស្ដេចខាងសនៅ d1 នាងនៅ e1)។
help-pieces-khun-moves = មួយក្រឡាទៅទិសណាក៏បាន។
help-pieces-met-moves = មួយក្រឡាតាមទ្រេត។
help-pieces-khon-moves = មួយក្រឡាតាមទ្រេត ឬមួយក្រឡាត្រង់ទៅមុខ។
help-pieces-ma-moves = លោតដូចសេះក្នុងអុកអន្តរជាតិ រំលងកូនណាដែលនៅតាមផ្លូវ។
help-pieces-ruea-moves = ប៉ុន្មានក្រឡាក៏បាន តាមជួរដេក ឬជួរឈរ ដូចទូកក្នុងអុកអន្តរជាតិ។
help-pieces-bia-moves = មួយក្រឡាទៅមុខ ស៊ីមួយក្រឡាតាមទ្រេតទៅមុខ។ មិនដែលដើរពីរក្រឡាទេ។
help-pieces-bia-ngai-moves = ត្រីដែលដើរដល់ជួរដេកទី៦ ត្រូវបក ហើយដើរដូចនាង។
help-pieces-name-khun = ស្ដេច · អុកថៃ៖ ខុន “អម្ចាស់”
help-pieces-name-met = នាង · អុកថៃ៖ ម៉េត “គ្រាប់ពូជ”
help-pieces-name-khon = គោល · អុកថៃ៖ ខោន “អភិជន”
help-pieces-name-ma = សេះ · អុកថៃ៖ ម៉ា “សេះ”
help-pieces-name-ruea = ទូក · អុកថៃ៖ រឿ “ទូក”
help-pieces-name-bia = ត្រី · អុកថៃ៖ បៀ “ខ្យងបៀ”
help-pieces-name-bia-ngai = ត្រីបក · អុកថៃ៖ បៀងាយ “ខ្យងបៀផ្ងារ”

## src/help/counting.rs

help-counting-row-two-ruea = ទូកពីរ
help-counting-row-one-ruea = ទូកមួយ
help-counting-row-two-khon = គោលពីរ
help-counting-row-two-ma = សេះពីរ
help-counting-row-one-khon = គោលមួយ
help-counting-row-otherwise = ក្រៅពីនេះ (សេះមួយ នាង ឬត្រីបក)
help-counting-example-two-ruea-and-ma = ខាងសមានទូកពីរ និងសេះមួយ ខាងខ្មៅមានតែស្ដេច។ ចំនួនសម្រាប់ទូកពីរគឺ { $limit } ហើយមានកូន { $start } នៅលើក្ដារ ដូច្នេះខាងសមានការដើរ { $limit } − { $start } = { $left } ដង ដើម្បីអុកស្លាប់។
help-counting-example-ruea-khon-bia-ngai = ក្រៅពីស្ដេច ខាងសមានទូកមួយ គោលពីរ និងត្រីបកពីរ ខាងខ្មៅមានតែស្ដេច។ ទូកមួយផ្ដល់ចំនួន { $limit }។ មានកូន { $start } នៅលើក្ដារ ដូច្នេះខាងខ្មៅរាប់ការដើរបន្ទាប់របស់ខ្លួនជា { $next } ហើយរាប់បន្តរហូតដល់ { $limit }។
help-counting-intro = ការរាប់ចាប់ផ្ដើមបាន តែពេលគ្មានត្រីនៅសល់លើក្ដារប៉ុណ្ណោះ (ត្រីបកមិនគិតទេ)។ ខាងខ្សោយដែលកំពុងរត់គេច រាប់ការដើររបស់ខ្លួនឲ្យឮ ខាងខ្លាំងត្រូវអុកស្លាប់មុនការរាប់ដល់ចំនួនកំណត់ បើមិនដូច្នោះទេ ល្បែងស្មើ។
help-counting-boards-honour-text = ពេលគ្មានត្រីនៅសល់ ហើយខាងខ្សោយនៅមានកូនក្រៅពីស្ដេច ខាងនោះអាចរាប់ពី ១ ដល់ { $board }។ វាអាចឈប់រាប់ពេលណាក៏បាន ហើយចាប់ផ្ដើមម្ដងទៀតនៅពេលក្រោយ ប៉ុន្តែការរាប់ថ្មីចាប់ផ្ដើមពី ១ វិញ៖ ខ្លួនឯងជាអ្នកខាត។
help-counting-mate-while-counting = បើខាងដែលកំពុងរាប់អុកស្លាប់ ខណៈការរាប់នៅដំណើរការ ល្បែងស្មើ៖ ត្រូវឈប់រាប់សិន មុននឹងលេងដើម្បីឈ្នះ។
help-counting-pieces-honour-text = ពេលខាងខ្សោយនៅសល់តែស្ដេចតែឯង (កូនចុងក្រោយរបស់វាត្រូវបានស៊ី ឬត្រីចុងក្រោយអស់ពីក្ដារ) ការរាប់ចាប់ផ្ដើមម្ដងទៀត៖ ពីចំនួនកូនលើក្ដារ ដោយរាប់បញ្ចូលស្ដេចទាំងពីរ រហូតដល់ចំនួនដែលកំណត់ដោយកូនរបស់ខាងខ្លាំង តាមជួរទីមួយដែលត្រូវនឹងករណី៖
help-counting-khun-captures = ការស៊ីដោយស្ដេចដែលកំពុងរត់គេច មិនធ្វើឲ្យការរាប់ចាប់ផ្ដើមឡើងវិញទេ។ ខាងដែលរាប់អាចចាប់ផ្ដើមរាប់ឡើងវិញបាន តែតាមការសម្រេចចិត្តរបស់ខ្លួន ដោយរាប់ពីចំនួនកូនម្ដងទៀត៖ ខ្លួនឯងជាអ្នកខាត។
help-counting-run-out-text = សៀវភៅតូចរបស់ AncientChess៖ នៅពេលខាងដែលរាប់ រាប់ដល់ចំនួនកំណត់ ដោយមិនត្រូវអុកស្លាប់ ខាងខ្លាំងមានការដើរចុងក្រោយមួយទៀតដើម្បីអុកស្លាប់ បើមិនអាច ល្បែងស្មើ។ Fairy-Stockfish រាប់ជាវេន ហើយឲ្យស្មើនៅពេលការរាប់លើសចំនួនកំណត់ ហើយខាងដែលត្រូវដើរមិនត្រូវអុកស្លាប់ កម្មវិធីនេះបញ្ចប់ល្បែងត្រង់នោះ។
help-counting-in-this-app = ក្នុងកម្មវិធីនេះ ការរាប់ដំណើរការដោយខ្លួនឯង ពេលលេងទល់នឹងកុំព្យូទ័រ អ្នកលេងពីរនាក់ចាប់ផ្ដើម និងឈប់ការរាប់ដោយប្រើប៊ូតុងរាប់។

## src/help/draws.rs

help-draws-stalemate = អុកស្លាប់គឺឈ្នះ។ ជាប់គាំង គឺគ្មានការដើរត្រឹមត្រូវ ខណៈមិនត្រូវអុក គឺស្មើ។
help-draws-no-repetition-rule = អុកថៃគ្មានច្បាប់ដើរដដែលៗ និងគ្មានច្បាប់ដើរ ៥០ ដងទេ៖ ច្បាប់រាប់ជំនួសច្បាប់ទាំងនោះ ដូច្នេះការដើរឲ្យទីតាំងដដែលកើតឡើងម្ដងទៀត មិនបញ្ចប់អ្វីទេ។
help-draws-repetition-option = ជម្រើសច្បាប់មួយក្នុង «ល្បែងថ្មី» ធ្វើឲ្យទីតាំងដដែលដែលកើតឡើងលើកទីបី ជាការស្មើ ដូចដែល Fairy-Stockfish និង pychess លេង។ វាបិទតាមលំនាំដើម ហើយបើកសម្រាប់អាស៊ាន។
help-draws-agreed = អ្នកលេងទាំងពីរអាចព្រមព្រៀងស្មើគ្នាពេលណាក៏បាន។

## src/help/sutras.rs

help-sutras-intro = ក្បួនទាំងនេះ ជាច្បាប់ចាស់តាមទម្លាប់ មិនមែនជាផ្នែកនៃល្បែងផ្លូវការទេ។ អ្នកលេងព្រមព្រៀងគ្នាមុនល្បែង សម្រាប់ទាំងពីរខាងដូចគ្នា៖ ជ្រើសវាក្នុង «ល្បែងថ្មី»។
help-sutras-sut-khun = ដរាបណាស្ដេចមិនទាន់ដើរ វាអាចលោតដូចសេះទៅក្រឡាទំនេរមួយនៅជួរដេកបន្ទាប់ (ខាងស d1→b2 ឬ d1→f2 ខាងខ្មៅ e8→c7 ឬ e8→g7)។ មិនអាចលោតពេលកំពុងត្រូវអុក ហើយមិនដែលស៊ីទេ សិទ្ធិនេះបាត់ពេលស្ដេចដើរ។
help-sutras-sut-met = តែជាការដើរដំបូងរបស់ខាងនីមួយៗប៉ុណ្ណោះ៖ ត្រីនៅមុខនាងដើរទៅមុខ (e3→e4) ហើយក្នុងវេនដដែល នាងដើរចូលក្រឡាដែលត្រីបានចាកចេញ (e1→e3)។ ខាងខ្មៅ៖ d6→d5 ជាមួយ d8→d6។
help-sutras-sut-ma = តែជាការដើរដំបូងរបស់ខាងនីមួយៗប៉ុណ្ណោះ៖ ត្រីដែលនៅចម្ងាយការដើរសេះម្ដងពីសេះមួយ ដើរទៅមុខ ហើយក្នុងវេនដដែល សេះដើរចូលក្រឡាដែលត្រីបានចាកចេញ (នៅទីនេះ c3→c4 ជាមួយ b1→c3 ក៏អាច a3, f3 ឬ h3 ដែរ)។
help-sutras-takhaeng-ruea = ផ្អៀងទូក គឺការឲ្យកូនដែលជ្រើសមុនល្បែង៖ ទូកមួយ ឬទាំងពីររបស់ខាងមួយ ត្រូវផ្អៀងដាក់ចំហៀង ហើយលេងពេញមួយល្បែងជានាង។

## src/help/variants.rs

help-variants-makruk = អុកថៃ ជាល្បែងស្តង់ដារ៖ ច្បាប់នៅក្រោម «កូនអុក» «ការរាប់» និង «ការស្មើ»។ ក្បួនអាចព្រមព្រៀងគ្នាមុនល្បែង។
help-variants-karouk = ច្បាប់អុកចត្រង្គ ប៉ុន្តែអ្នកអុកមុនឈ្នះល្បែង។
help-variants-makpong = អុកថៃដែលស្ដេចកំពុងត្រូវអុក មិនអាចដើរគេចបាន៖ ត្រូវដោះអុកដោយស៊ីកូនដែលអុក ឬបាំងវា ហើយស្ដេចខ្លួនឯងអាចដើរបានតែដើម្បីស៊ីកូនដែលអុកប៉ុណ្ណោះ។
help-variants-ouk-intro = ល្បែងរបស់កម្ពុជា៖ អុកថៃដែលមានការដើរដំបូងពិសេសពីរ និងចំនួនរាប់តិចជាងមួយ។
help-variants-ouk-first-moves = ស្ដេច ក្នុងការដើរដំបូងរបស់វា ហើយមិនកំពុងត្រូវអុក អាចលោតដូចសេះទៅក្រឡាទំនេរមួយនៅជួរដេកបន្ទាប់ (ខាងស d1→b2 ឬ d1→f2 ខាងខ្មៅ e8→c7 ឬ e8→g7)។ នាង ក្នុងការដើរដំបូងរបស់វា អាចដើរត្រង់ទៅមុខពីរក្រឡា (e1→e3, d8→d6) រំលងកូនបាន ប៉ុន្តែមិនដែលស៊ីទេ។
help-variants-ouk-rights = អត្ថបទប្រភពផ្ដល់ការដើរទាំងនេះ “ប្រសិនបើមិនទាន់មានកូនណាត្រូវស៊ី”៖ ការស៊ីលើកដំបូងនៃល្បែង ដោយខាងណាក៏ដោយ បញ្ចប់សិទ្ធិទាំងនេះ។ Fairy-Stockfish និង pychess យល់វាម្យ៉ាងទៀត៖ សិទ្ធិមួយបាត់ពេលកូនរបស់វាដើរ ឬត្រូវស៊ី ហើយសិទ្ធិរបស់ស្ដេចក៏បាត់ដែរ ពេលទូកសត្រូវដើរចូលជួរដេក ឬជួរឈររបស់វា។ «ល្បែងថ្មី» ផ្ដល់ជម្រើសទាំងពីរ ហើយការយល់តាមអត្ថបទប្រភពជាលំនាំដើម។
help-variants-ouk-counting = ការរាប់៖ រាប់ក្ដាររហូតដល់ { $board } ហើយអាចចាប់ផ្ដើមបាន ទោះនៅមានត្រីលើក្ដារក៏ដោយ នៅពេលខាងខ្សោយមានកូនបី ឬតិចជាងនេះ ដោយរាប់ទាំងស្ដេច។ រាប់កូន៖
help-variants-asean-intro = ច្បាប់ដែលបានព្រមព្រៀងសម្រាប់ការលេងអាស៊ាន៖ កូនអុកថៃ សរសេរដោយអក្សរអុកអន្តរជាតិ ({ $met } នាង, { $khon } គោល)។ ត្រីដែលដើរដល់ជួរដេកចុងក្រោយ បកជាទូក សេះ គោល ឬនាង តាមការជ្រើសរើសរបស់អ្នកលេង។
help-variants-asean-rules = មានច្បាប់ដើរ ៥០ ដង ហើយទីតាំងដដែលដែលកើតឡើងលើកទីបីគឺស្មើ។ ការរាប់មានតែទល់នឹងស្ដេចតែឯង ពេលគ្មានត្រីនៅសល់៖ ត្រូវអុកស្លាប់ក្នុងការដើរ { $ruea } ដង បើមានទូក { $khon } បើមានគោល { $ma } បើមានសេះ ដោយរាប់ពីការដើរដែលស្ដេចនៅសល់តែឯង។

## src/help/sittuyin.rs

help-sittuyin-intro = អុកភូមា ({ $burmese }) គឺជាបងប្អូនរបស់អុកថៃមកពីមីយ៉ាន់ម៉ា៖ ការដើរដូចគ្នា តែមានឈ្មោះផ្សេង មានដំណាក់កាលរៀបកូនមុនលេង និងការបកដែលជាការដើរដាច់ដោយឡែក។
help-sittuyin-pieces-intro = កូននីមួយៗតាមឈ្មោះភូមា អត្ថន័យនៃឈ្មោះ និងរបៀបដើរ។ ក្ដារសរសេរមេទ័ពជា { $general } និងដំរីជា { $elephant }។
help-sittuyin-king-moves = មួយក្រឡាទៅទិសណាក៏បាន ដូចស្ដេច។
help-sittuyin-general-moves = មួយក្រឡាតាមទ្រេត ដូចនាង។ ខាងនីមួយៗមានមួយ ហើយពលថ្មើរអាចក្លាយជាមេទ័ពបាន។
help-sittuyin-elephant-moves = មួយក្រឡាតាមទ្រេត ឬមួយក្រឡាត្រង់ទៅមុខ ដូចគោល។
help-sittuyin-horse-moves = លោតដូចសេះ (សេះក្នុងអុកអន្តរជាតិ) រំលងកូនណាដែលនៅតាមផ្លូវ។
help-sittuyin-chariot-moves = ប៉ុន្មានក្រឡាក៏បាន តាមជួរដេក ឬជួរឈរ ដូចទូក។
help-sittuyin-pawn-moves = មួយក្រឡាទៅមុខ ស៊ីមួយក្រឡាតាមទ្រេតទៅមុខ ដូចត្រី មិនដែលដើរពីរក្រឡាទេ។
help-sittuyin-start = ល្បែងចាប់ផ្ដើមដោយមានតែពលថ្មើរលើក្ដារ៖ របស់ខាងសនៅ a3–d3 និង e4–h4 របស់ខាងខ្មៅនៅ a5–d5 និង e6–h6 ជាពីរជួរឆ្លាស់គ្នា។ កូនផ្សេងទៀតទាំងអស់នៅក្នុងដៃ។
help-sittuyin-placing = អ្នកលេងដាក់កូនម្ដងមួយ ឆ្លាស់វេនគ្នា ខាងសមុន៖ កូននីមួយៗនៅលើក្រឡាទំនេរណាមួយនៃជួរដេកបីរបស់ខាងខ្លួន (ចំណុច) រថនៅតែលើជួរក្រោយ (រង្វង់)។ ខាងដែលមានកូនក្នុងដៃត្រូវតែដាក់មួយ ដូច្នេះការរៀបកូនប្រើការដើរ ១៦ ដង ហើយការលេងចាប់ផ្ដើមនៅការដើរទី៩ ដោយខាងសដើរមុន។ ការដាក់កូនសរសេរដូច R@a1។
help-sittuyin-promotion-squares = ពលថ្មើរមិនបកដោយគ្រាន់តែដើរទៅដល់កន្លែងណាមួយទេ។ ការបកជាការដើរដាច់ដោយឡែក៖ ពលថ្មើរនៅលើក្រឡាបកមួយរបស់ខាងខ្លួន — សម្រាប់ខាងស a8 b7 c6 d5 e5 f6 g7 h8 សម្រាប់ខាងខ្មៅ a1 b2 c3 d4 e4 f3 g2 h1 គឺអង្កត់ទ្រូងវែងទាំងពីរនៅពាក់កណ្ដាលក្ដាររបស់សត្រូវ — ក្លាយជាមេទ័ព នៅកន្លែងដែលវាឈរ ឬនៅក្រឡាទំនេរមួយដែលនៅជាប់វាតាមទ្រេត។ ពលថ្មើរតែមួយគត់របស់ខាងណាមួយ អាចបកពីក្រឡាណាក៏បាន។
help-sittuyin-promotion-limits = ពលថ្មើរអាចបកបាន តែពេលខាងរបស់វាគ្មានមេទ័ពលើក្ដារ មិនដែលដោយការស៊ីទេ ហើយមិនអាចទេ បើមេទ័ពថ្មីនឹងគំរាមកូនសត្រូវ ឬអុក (រួមទាំងការអុកដោយបើកផ្លូវ)។ នៅទីនេះ ពលថ្មើរនៅ d5 អាចនៅដដែល ឬទៅ c4, e4 ឬ e6 ប៉ុន្តែមិនអាចទៅ c6 ទេ ព្រោះនៅទីនោះមេទ័ពនឹងគំរាមរថនៅ b7។ ពលថ្មើរមិនចាំបាច់បកទេ៖ វាអាចដើរបន្ត ហើយនៅជួរដេកចុងក្រោយ វាជាប់នៅទីនោះ។
help-sittuyin-end = អុកស្លាប់គឺឈ្នះ ហើយជាប់គាំងគឺស្មើ។ រាជាតែឯងមិនចាញ់ដោយខ្លួនឯងទេ។
help-sittuyin-counting = ការរាប់៖ ពេលខាងដែលត្រូវដើរមានតែរាជា ហើយគ្មានពលថ្មើរនៅលើក្ដារ ខាងខ្លាំងត្រូវអុកស្លាប់ក្នុងការដើរ { $chariot } ដង បើមានរថ បើគ្មាន { $elephant } បើមានដំរី បើគ្មានទៀត { $horse } បើមានសេះ បើមានតែមេទ័ព គ្មានការរាប់ទេ។ ការស៊ី ឬការបកដែលធ្វើឲ្យខាងការពារនៅសល់តែរាជា ចាប់ផ្ដើមការរាប់ម្ដងទៀត។ ការស្មើក៏អាចទាមទារបានដោយច្បាប់ដើរ ៥០ ដង ដោយទីតាំងដដែលកើតឡើងលើកទីបី និងពេលខាងដែលត្រូវដើរមានតែរាជា និងពលថ្មើរមួយ ហើយរាល់ការដើរត្រឹមត្រូវនឹងបកវា។
help-sittuyin-sources = កម្មវិធីនេះលេងអុកភូមាដូច Fairy-Stockfish និង pychess ដែលជាច្បាប់ដែលការលេងតាមអ៊ីនធឺណិតភាគច្រើនប្រើ៖ ការដាក់កូនឆ្លាស់វេនគ្នា ខាងសមុន និងច្បាប់បកខាងលើ។ ការពិពណ៌នាអំពីការលេងនៅមីយ៉ាន់ម៉ា ក៏និយាយថាខាងនីមួយៗរៀបកូនទាំងអស់ក្នុងពេលតែមួយ នៅពីក្រោយរបាំង ការរៀបកូនធម្មតាៗពីទម្លាប់នោះ ត្រូវបានផ្ដល់ជាផ្លូវកាត់សម្រាប់ការរៀបកូន។
help-sutras-takhaeng-ruea-name = ផ្អៀងទូក

## src/components/help/walker.rs: Walker's rules (seed 001)

help-walker = ច្បាប់របស់វ៉កឃ័រ
help-walker-intro = Mak-ruk របស់ដាមៀន វ៉កឃ័រ (២០១១) ផ្ដល់ការដើរដំបូងផ្ទាល់ខ្លួនដល់ស្ដេច និងនាង ហើយរាប់តែពេលនៅសល់ស្ដេចតែឯង តាមតារាងរបស់គាត់។ ជ្រើសច្បាប់របស់វ៉កឃ័រក្នុងល្បែងថ្មី ដើម្បីលេងតាមច្បាប់នេះ។
help-walker-first-moves-label = ការដើរដំបូងតាមច្បាប់របស់វ៉កឃ័រ
help-walker-first-moves = នៅការដើរដំបូងក្នុងល្បែង ស្ដេចអាចដើរដូចសេះទៅក្រឡាទំនេរណាមួយដែលសេះដើរដល់ ប៉ុន្តែមិនមែនពេលកំពុងត្រូវអុកទេ។ នៅការដើរដំបូង នាងអាចដើរត្រង់ទៅមុខពីរក្រឡា ទៅក្រឡាទំនេរ។ ទាំងពីរមិនដែលស៊ីទេ ហើយសិទ្ធិនីមួយៗបាត់ពេលកូននោះបានដើររួច។
help-walker-counting = រាប់តែស្ដេចតែឯងប៉ុណ្ណោះ៖ ពេលខាងមួយនៅសល់តែស្ដេច ខាងម្ខាងទៀតត្រូវអុកស្លាប់ក្នុងចំនួនការដើរនៃតារាងរបស់គាត់ ដោយរាប់ពី ០។ កូនដែលតារាងមិនបានរាយ គ្មានកំណត់ទេ ហើយគ្មានការរាប់ក្ដារទេ។ ចំនួនការដើរដែលខាងខ្លាំងមាន តាមតារាងរបស់គាត់ និងតាមការរាប់កូននៃអត្ថបទផ្សេងទៀត (ចំនួននោះដកចំនួនកូននៅលើក្ដារ)៖
help-walker-table-walker = វ៉កឃ័រ
help-walker-table-common = រាប់កូន
help-walker-draw = ស្មើ
help-walker-no-count = មិនរាប់
help-walker-table-note = ជួរដែលមានសញ្ញាគឺខុសគ្នា។ តារាងរបស់គាត់ប្រើតាមដែលបានបោះពុម្ព៖ សេះមួយមានការដើរចំនួន ៦៣ ខណៈការរាប់កូនផ្ដល់ ៦១ ហើយនាងនិងត្រីពីរមាន ៨៣ ខណៈអត្ថបទផ្សេងមិនរាប់ទេពេលនៅមានត្រី។ នាងមួយ ឬសេះមួយ មិនអាចអុកស្លាប់បានទេ៖ ល្បែងស្មើភ្លាម។
help-walker-row-two-rueas = ទូកពីរ
help-walker-row-one-ruea = ទូកមួយ
help-walker-row-two-khons = គោលពីរ
help-walker-row-one-khon = គោលមួយ
help-walker-row-two-mas = សេះពីរ
help-walker-row-one-ma = សេះមួយ
help-walker-row-one-met = នាងមួយ
help-walker-row-met-and-two-bia = នាង និងត្រីពីរ
help-walker-row-met-khon-ma-ruea = នាង គោល សេះ និងទូក
