/**
 * The clinical rules of the text engine that issue 14 added, as typed data:
 * each with its id (named by at least one test), the IDDSI statement it
 * implements and its effect on the answer and its confidence. The engine
 * reads the effects from here; no confidence figure of these rules is written
 * inline. Confidence itself is calibrated per evidence cell (calibration.ts).
 *
 * Sources: IDDSI Framework and Detailed Definitions 2.0 (2019), IDDSI
 * Testing Methods, IDDSI "Food hazards / high-risk foods" list (iddsi.org);
 * NHS Improvement Patient Safety Alert NHS/PSA/RE/2018/004 (retire the term
 * "soft diet"); Japanese Dysphagia Diet 2013 (JDD) codes and Universal Design
 * Food (UDF) classes, which do not map one-to-one onto IDDSI levels.
 */

import type { IddsiLevel, ItemKind } from '../levels';

export interface ClinicalRule {
  id: string;
  /** The IDDSI (or safety-alert) statement the rule implements. */
  statement: string;
  /** What the rule does to the answer. */
  effect: string;
  /** Confidence effect: a ceiling, a floor, a factor, or a fixed value. */
  confidence?: { cap?: number; floor?: number; factor?: number; fixed?: number };
}

export const RULES = {
  HAZARD_SURVIVES: {
    id: 'HAZARD_SURVIVES',
    statement: 'Levels 4-6 exclude high-risk foods; a hazard stays until a preparation that removes that hazard is applied',
    effect:
      'a food with a standing hazard is Level 7; the response lists standing and dealt-with hazards; confidence is the calibration cell standing_hazard',
  },
  ROLE_PRESCRIPTION: {
    id: 'ROLE_PRESCRIPTION',
    statement: 'An IDDSI level describes a food or drink as tested; a diet order, menu, table or ward describes the eater or the service',
    effect: 'level words inside such a phrase are set aside and named in the explanation',
  },
  ROLE_THICKENED_DRINK_NAMED: {
    id: 'ROLE_THICKENED_DRINK_NAMED',
    statement:
      'IDDSI: a drink is described by its own words; "thickened" or "thick" written right before a named drink on a bed or resident line ("Bed 5 thickened OJ", "杰水 俾6號床") says the drink served is thickened (Level 1 or above, level unknown until tested), not only the order',
    effect:
      'the thickness word ("thickened", "thick", "a bit thick", "thicker than usual"; joined by a particle の, 的, 嘅) is kept as evidence about the drink; a generic word ("thickened fluids") still names the order',
  },
  ROLE_LABEL: {
    id: 'ROLE_LABEL',
    statement: 'IDDSI levels are defined by the IDDSI tests (flow test, fork drip, spoon tilt, fork pressure)',
    effect:
      'a label contradicted by a reported test result is set aside; the test decides; confidence is the calibration cell test_over_stated',
  },
  TEST_FAILS_STATED: {
    id: 'TEST_FAILS_STATED',
    statement:
      'IDDSI levels are defined by the IDDSI tests; a food that springs back under the fork, or a drink that all flows through the syringe, is not the level it was called',
    effect:
      'a single-outcome test result harder (food) or thinner (drink) than every stated level, with none agreeing, decides; the stated level is set aside as a label; confidence is the calibration cell test_over_stated',
  },
  HAZARD_REMOVED_BY_VERB: {
    id: 'HAZARD_REMOVED_BY_VERB',
    statement: 'IDDSI high-risk foods: bones, skins, seeds and fibres are hazards until removed; removing them removes that hazard only',
    effect:
      'a hazard word taken out by a removal verb in the same clause ("skin + bones off", "tinanggal lahat ng tinik", "皮と種をとって") counts as dealt with; words right after the verb that undo or ask about it ("제거 안 함", "取った？", lexicon REMOVAL_UNDONE_AFTER) take nothing out',
  },
  LIQUID_ESCAPING_NOT_REMOVED: {
    id: 'LIQUID_ESCAPING_NOT_REMOVED',
    statement:
      'IDDSI Levels 3-6: no separate thin liquid; thin liquid separating from a minced or bite-sized food is a mixed consistency (high-risk)',
    effect:
      'a removal particle right after a verb of a liquid escaping ("thin gravy separating out", "juice leaking out", "el jugo se sale fuera", lexicon ESCAPING_BEFORE_PARTICLE) says where the liquid went, not that it was taken away: the mixed consistency stands (negation.ts escapingBefore)',
  },
  BROTH_ONLY: {
    id: 'BROTH_ONLY',
    statement: 'Level 0 (thin) flows like water; a soup served without its solids is that thin liquid, not a mixed consistency',
    effect:
      'a soup or liquid named with "broth only", "no solids", "具なし", or with every solid it names negated ("no tofu or seaweed"), reads as Level 0 and its mixed consistency as removed; so does a drink served with every piece taken out ("pearls removed", "去晒珍珠", "タピオカ抜き", "sin perlas", "bỏ hết trân châu"; s13), unless a high-risk piece (sticky or round: jelly, dumplings) is named beside it and not taken out',
  },
  PARTICLE_FLOOR: {
    id: 'PARTICLE_FLOOR',
    statement: 'Level 5: pieces <= 4 mm (child 2 mm); Level 6: pieces <= 15 mm (child 8 mm); every requirement of a level must hold',
    effect: 'a measured piece size sets the lowest level the food can have',
  },
  FAILED_TEST_FLOOR: {
    id: 'FAILED_TEST_FLOOR',
    statement:
      'IDDSI fork pressure test: Level 6 and below squash and do not return to their shape; a food that does not squash or springs back fails',
    effect: 'a reported failed fork pressure test makes the food Level 7 whatever piece size, preparation word or label says',
  },
  // A failed pressure test is itself why the food is not Level 6 (too firm to squash): the hazard list must say so
  FAILED_TEST_HARD: {
    id: 'FAILED_TEST_HARD',
    statement:
      'IDDSI fork pressure test: a food that does not squash under the fork (or chopsticks, spoon) is not soft enough for Levels 5-6; hard and tough foods are high-risk foods',
    effect:
      'a reported failed or negated fork pressure test ("can\'t squash", "вилкой не раздавить", "夾唔爛", "안 으깨져요") lists the hardness hazard (hard) with the test\'s words, unless a hazard of the food (hard, tough) already says why; the level is FAILED_TEST_FLOOR\'s',
  },
  SOFT_CLAIM_KEEPS_HARD: {
    id: 'SOFT_CLAIM_KEEPS_HARD',
    statement:
      'IDDSI high-risk foods: hard and crunchy foods (nuts, seeds, crackling, crisps) are excluded from Levels 4-6 and are not made soft by calling them soft',
    effect:
      '"soft", "tender", "stewed until soft" remove toughness and dryness, never hardness or crunch: nuts, seeds, crackling and crisps called soft and cut small stay Level 7',
  },
  TOPPING_BEFORE_DRINK: {
    id: 'TOPPING_BEFORE_DRINK',
    statement:
      'IDDSI high-risk foods: mixed thin-and-solid consistencies and jelly pieces (konjac, agar, pearls, glutinous balls) are excluded from Levels 0-6',
    effect:
      'a piece kept in any liquid (foods.ts "!": jellies, taro balls, mochi) or a dish set in a melting food ("peanut ice cream") written before the drink is a solid in it, not its flavour',
  },
  DRINK_HEAD_NOUN: {
    id: 'DRINK_HEAD_NOUN',
    statement:
      "IDDSI levels 0-4 for drinks are set by flow, not by the flavour; a food named as a drink's flavour is not a solid in the cup",
    effect:
      'a food written as the flavour of a plain drink ("almond tea", "杏仁茶", "jugo de guayaba") is not read as a food; pieces served in drinks (pearls, jelly) still are',
  },
  // Fruits named before a smoothie or shake are its flavours: read as foods, they turned a drink into a Level 7 food
  BLENDED_DRINK_FLAVOURS: {
    id: 'BLENDED_DRINK_FLAVOURS',
    statement:
      'IDDSI levels 0-4 for drinks are set by flow, not by what was blended into them; mixed consistency needs solid pieces in the liquid, and a drink that looks thick leans to the thinner level until the flow test',
    effect:
      'the fruits written before a smoothie or shake ("banana & mango smoothie", "香蕉芒果奶昔", "strawberry & kiwi milkshake") are its flavours, not foods of the item, unless pieces or bits are said: the drink\'s own name keeps the kind drink',
  },
  PIECES_LEFT: {
    id: 'PIECES_LEFT',
    statement: 'IDDSI high-risk foods: crushed nuts, seeds or crackling with pieces left keep their hard pieces',
    effect: 'mashing, crushing or blending does not remove a hazard when the text says pieces are left in it',
  },
  THIN_CARRIER: {
    id: 'THIN_CARRIER',
    statement: 'IDDSI high-risk foods: mixed thin and thick textures (soup with pieces of food) are excluded from Levels 0-6',
    effect: 'a soup with pieces whose broth is called thin is a mixed consistency, judged as a food at Level 7',
  },
  POP_CHILD_AGE: {
    id: 'POP_CHILD_AGE',
    statement: 'Paediatric particle limits: Level 5 2 mm, Level 6 8 mm',
    effect: 'an age under 18 or a child word selects the paediatric limits',
  },
  POP_CHILD_AGE_BRACKETS: {
    id: 'POP_CHILD_AGE_BRACKETS',
    statement: 'Paediatric particle limits: Level 5 2 mm, Level 6 8 mm',
    effect: 'a bare age under 18 in brackets after a word for one\'s child ("my son (7)") selects the paediatric limits',
  },
  // A child named with an age in brackets ("Leo (5) ate the stew") needs the paediatric particle limits, not the adult ones
  POP_CHILD_NAME_AGE: {
    id: 'POP_CHILD_NAME_AGE',
    statement: 'Paediatric particle limits: Level 5 2 mm, Level 6 8 mm',
    effect:
      'a capitalised first name, a bare age under 18 in brackets and a verb of eating or having ("Mia (3) ate", "Sofía (4) comió") selects the paediatric limits',
  },
  // "Lily is 4 and on soft & bite sized" names a child eater as surely as "my daughter is 4"
  POP_CHILD_NAME_IS_AGE: {
    id: 'POP_CHILD_NAME_IS_AGE',
    statement: 'Paediatric particle limits: Level 5 2 mm, Level 6 8 mm',
    effect:
      'a capitalised first name, "is", a bare age under 18 and "and a half" or what the child is on or does ("Noah is 2 and a half", "Lily is 4 and on minced") selects the paediatric limits',
  },
  // "my daughter is 6" names a child eater: the paediatric limits apply, not the adult ones
  POP_CHILD_KIN_IS_AGE: {
    id: 'POP_CHILD_KIN_IS_AGE',
    statement: 'Paediatric particle limits: Level 5 2 mm, Level 6 8 mm',
    effect:
      'a bare number under 18 after a word for one\'s child and "is" ("my son is 4", "mein Sohn ist 5") selects the paediatric limits',
  },
  // "Lily is 4, on minced" and "Noah is 2½ - minced" name a child as surely as "Lily is 4 and on minced"
  POP_CHILD_NAME_IS_AGE_PAUSE: {
    id: 'POP_CHILD_NAME_IS_AGE_PAUSE',
    statement: 'Paediatric particle limits: Level 5 2 mm, Level 6 8 mm',
    effect:
      'a capitalised first name, "is" and an age under 18 (digits, an English number word, with ½ or .5) that closes its clause (a comma, a full stop, a dash, "now") selects the paediatric limits when the name is no food, drink or level word of any language and no English word ("Tom", "Ben" are still names)',
  },
  // "Mia (5) on L4" and a Latin name before Chinese ("Mia (5) 食緊粥") need no verb after the age
  POP_CHILD_NAME_AGE_ANY_TAIL: {
    id: 'POP_CHILD_NAME_AGE_ANY_TAIL',
    statement: 'Paediatric particle limits: Level 5 2 mm, Level 6 8 mm',
    effect:
      'a capitalised first name and a bare age under 18 in brackets (half- or full-width) before anything but a measure selects the paediatric limits when the name is no food, drink or level word of any language and no English word ("Minced (5)" is a level, "Tom (4)" a child)',
  },
  // an adult's title or a place before "is 4" made "Mr Lee is 4 and on soft" a child
  POP_CHILD_NOT_A_NAME: {
    id: 'POP_CHILD_NOT_A_NAME',
    statement: 'The paediatric limits apply to a child eater; an adult eater keeps the adult limits (Level 5 4 mm, Level 6 15 mm)',
    effect:
      'a name after an adult title ("Mr", "Mrs", "Sra") or a title, place, score or diet word in the name\'s place ("Bed 4 is 5 days…", "Texture is 5,") is not a child\'s name; a family word that is also a given name ("Lola", "Don", "Nan", "Pak") is a title only before another name ("Lola Nena (84)"), and "Miss" never blocks',
  },
  // "P3 student", "Year 2 pupil", 小学二年级, 초등학교: a school year is a child's age
  POP_CHILD_SCHOOL_YEAR: {
    id: 'POP_CHILD_SCHOOL_YEAR',
    statement: 'Paediatric particle limits: Level 5 2 mm, Level 6 8 mm',
    effect:
      'a school year before a pupil word ("P3 student", "Year 2 class", "học sinh lớp 2", "kelas 3 SD") and primary-school words in every language (CHILD_WORDS: pupil, 小学, 초등학교, tiểu học, ประถม, sekolah dasar, escuela primaria, école primaire, Grundschule) select the paediatric limits, except a school named beside a teacher word ("retired primary school teacher", "退休小学老师", "guru sekolah dasar")',
  },
  // "Mrs Tan has 2 children" names her family, not a child eater
  POP_CHILD_WORD_COUNTED: {
    id: 'POP_CHILD_WORD_COUNTED',
    statement: 'The paediatric limits apply to a child eater, not to an adult who has children',
    effect:
      'a child word counted as an adult\'s offspring ("Mrs Tan has 2 children", "mother of 3 kids", "婆婆有两个孩子") does not select the paediatric limits; a bare possessive or count ("Her children eat…", "With 2 children on the ward") or a child word followed by what they eat, are on or where they are ("…children who eat", "kids:", "孩子在儿科") still does',
  },
  CONTRAST_EXCLUDES: {
    id: 'CONTRAST_EXCLUDES',
    statement: 'An IDDSI level describes the food or drink served; a thing the text says was not served says nothing of it',
    effect:
      'in "not X but Y" (Korean "X 말고 Y", Japanese "XではなくY", Chinese "不是X，而是Y", Spanish "no X sino Y") every word of X is read as negated; "not only X but also Y" ("だけでなく", "뿐만 아니라", "no solo", "not only") negates nothing',
  },
  POP_CHILD_WORD_NAMES_EATER: {
    id: 'POP_CHILD_WORD_NAMES_EATER',
    statement: 'Paediatric particle limits: Level 5 2 mm, Level 6 8 mm; they apply to a child eater, not to small pieces',
    effect:
      'a word that is "child" in one language and "small", "with" or "lesser" elsewhere ("petit", "pequeño", "bé", "con", "minor") selects the paediatric limits only in a phrase that names the eater ("para el peque", "pour mon petit", "우리 애"); after a piece or bowl word ("miếng bé", "petits morceaux") it is small',
  },
  AMBIGUOUS_TERM: {
    id: 'AMBIGUOUS_TERM',
    statement: 'Legacy or local diet names ("soft diet", JDD codes, UDF classes) have no single IDDSI meaning (NHS/PSA/RE/2018/004)',
    effect:
      'the term is flagged ambiguous, needs_test is set and the confidence capped, unless a test result reported (not a piece size) supports the level answered: the test has settled it',
    confidence: { cap: 0.55 },
  },
  UNREADABLE: {
    id: 'UNREADABLE',
    statement: 'A classification must rest on evidence; nothing read is not a finding',
    effect: 'understood: false, confidence 0, needs_test; the level field carries 7 (see UNREADABLE_LEVEL)',
    confidence: { fixed: 0 },
  },
  NEEDS_TEST_CONFLICT: {
    id: 'NEEDS_TEST_CONFLICT',
    statement: 'When descriptions disagree, the IDDSI test settles the level',
    effect: 'needs_test: true with the settling test; the confidence is capped',
    confidence: { cap: 0.75 },
  },
  NEEDS_TEST_MISSING: {
    id: 'NEEDS_TEST_MISSING',
    statement: 'A modified texture (Levels 1-6) is confirmed by its IDDSI test',
    effect: 'needs_test: true with the settling test when no test result was reported',
  },
  // test descriptions and comparators
  TEST_DECIDES_FLUID: {
    id: 'TEST_DECIDES_FLUID',
    statement:
      'Levels 0-4 are defined by the flow test, fork drip test and spoon tilt test (IDDSI Testing Methods 2019): Level 3 drips slowly in dollops through the prongs and pours off a tilted spoon; Level 4 sits in a mound on the fork and holds its shape, sliding off the spoon',
    effect:
      'a stated level 0-4 that every reported flow, fork drip or spoon tilt result leaves out gives way to the tests, in either direction; the stated level is set aside as a label; confidence is the calibration cell test_over_stated',
  },
  SPOON_TILT_STICKY: {
    id: 'SPOON_TILT_STICKY',
    statement:
      'IDDSI spoon tilt test, Level 4: the sample slides off the spoon with little left; a sample that sticks to the spoon (has to be flicked or scraped off) is too sticky for Level 4',
    effect:
      'a food that sticks to or does not fall off the spoon failed Level 4: the harder level (7, a failed-test floor); negated ("does not stick") it reads as the Level 4 pass',
  },
  FLOW_COMPARATOR: {
    id: 'FLOW_COMPARATOR',
    statement:
      'IDDSI flow test, 10 ml left in a 10 ml syringe after 10 s: less than 1 ml = Level 0, 1-4 ml = 1, 4-8 ml = 2, more than 8 ml = 3, nothing flows = 4',
    effect:
      'a residue under a comparator keeps its bound ("剩不到1毫升", "เหลือไม่ถึง 1 มล", "менее 1 мл", "did not reach 1 ml", "hindi umabot ng 1 ml" are under 1 ml: Level 0); Korean 넘게/넘는 after the amount ("8ml 넘게 남았") is above it (lexicon/measure-words.ts more_than_after)',
  },
  LEFT_WORD_BEFORE_FIGURE: {
    id: 'LEFT_WORD_BEFORE_FIGURE',
    statement:
      'IDDSI flow test: the volume left in the 10 ml syringe after 10 s gives Levels 0-3; only a residue is its result, not a dose of thickener or a volume drunk',
    effect:
      'the Cantonese left-over words 净返, 净低, 得返 (lexicon/terms.ts LEFT_BEFORE_FIGURE) make an ml figure a flow-test residue only when the figure follows them ("测完净返6ml", "得返2ml"); elsewhere they say "only" or "back to" ("得返正常") and a figure drunk or added stays no flow-test result',
  },
  FLOW_FULL_SAID_NO_FLOW: {
    id: 'FLOW_FULL_SAID_NO_FLOW',
    statement:
      'IDDSI flow test: more than 8 ml left after 10 s is Level 3; a drink from which nothing flows (the 10 ml syringe stays full) left more than 8 ml too, and the flow test cannot tell it from Level 4 (rule FLOW_TEST_LEVELS_0_3)',
    effect:
      'a residue of the full volume ("10 ml left") beside words that nothing came out reads as the no-flow result when the tests are weighed against a stated level (TEST_DECIDES_FLUID): the Level 3 hedge of the bare volume gives way to no flow, which rule FLOW_TEST_LEVELS_0_3 then answers at Level 3 for a drink unless a fork, spoon or stated Level 4 agrees',
  },
  WHOLE_OUTRANKS_STATED: {
    id: 'WHOLE_OUTRANKS_STATED',
    statement:
      "IDDSI Levels 4-6 fix the food's form: smooth (4), minced to 4 mm (5), soft pieces of 1.5 cm (6); a food served whole or in large pieces meets none of them (Level 7)",
    effect:
      'a stated food level of 4-6 beside the food said to be whole or uncut ("level 6 chicken breast, whole, not cut up", "the lunch table is Level 5 but his plate has a whole chicken leg") is set aside as a label the food does not meet: the food is judged as described',
  },
  ROLE_PAST_ORDER: {
    id: 'ROLE_PAST_ORDER',
    statement:
      'IDDSI levels describe a drink or food as served and tested now; a level or thickener the eater had in the past says nothing of what is served today',
    effect:
      'the clause after a past word (lexicon/roles.ts PAST_ORDER_CUES: "used to", "dulu pakai", "以前", "antes tomaba"; thirteen languages) is set aside as the eater\'s order then; the item is judged as described (a drink no longer thickened is Level 0)',
  },
  ROLE_PREPARED_TO_LEVEL: {
    id: 'ROLE_PREPARED_TO_LEVEL',
    statement: 'A drink or food prepared to a level ("thickened to Level 3") is a claim about the item, checked by the IDDSI test',
    effect:
      'a place\'s or service\'s order (ROLE_BEFORE, PLACE_BEFORE) ends where a verb of preparing "to" a level starts (lexicon/roles.ts PREPARED_TO), so that level is evidence; not after a word of asking (REQUEST_WORDS: "asked for juice thickened to level 3" stays the order)',
  },
  ROLE_PREPARED_AFTER_PLACE: {
    id: 'ROLE_PREPARED_AFTER_PLACE',
    statement: 'A level or texture names the food only when it describes the food; a room, bed or table names whom it is for',
    effect:
      'a place\'s order ("for Rm 3") ends at a participle of preparing right after its number ("blended & strained", "licuado y colado"; lexicon/roles.ts PREPARED_PARTICIPLES), unless a diet noun follows it ("Rm 3 blended diet")',
  },
  WHOLE_NOT_BITE_SIZED: {
    id: 'WHOLE_NOT_BITE_SIZED',
    statement: 'IDDSI Level 6 Soft & Bite-Sized: soft, tender and moist, in pieces no bigger than 1.5 cm (adults)',
    effect:
      'a food the text says is served whole or in large pieces ("whole piece", "丸ごと"), with no word of cutting it to size, stays Level 7 when only its tenderness words ("flakes", "soft") read Level 6 (engine.ts servedWholeUncut)',
  },
  FOOD_PART_REMOVED: {
    id: 'FOOD_PART_REMOVED',
    statement: 'IDDSI high-risk foods: skins, husks, seeds and pips are hazards until removed',
    effect:
      'a word that names a part and a food of its own ("seeds" out of grapes), taken out by the verb right after it, is not read as that food either (no nut hazards); "seeds off the tray" is a place, not a removal (negation.ts partFoodBefore). The same part after a removal verb ("trimmed the tendons", "去咗籽") is not served either (negation.ts removedAfterVerb)',
  },
  MASHED_JUICE_DRAINED: {
    id: 'MASHED_JUICE_DRAINED',
    statement:
      'IDDSI Level 5 fruit: finely mashed or minced, excess juice drained; juicy fruit in pieces releases its juice in the mouth (high-risk: juice separating from the solid)',
    effect:
      'a juicy fruit mashed or minced (or measured to a Level 5 size) with no juice or thin liquid separating loses the juicy hazard; pieces said not to leak on the plate keep it (hazard-stage.ts juiceDrainedFromMash)',
  },
  PLANNED_PREPARATION_NOT_DONE: {
    id: 'PLANNED_PREPARATION_NOT_DONE',
    statement:
      'IDDSI: a level is known by the food as served and its tests; high-risk foods keep their hazards until a preparation removes them',
    effect:
      'in a sentence that holds a word of advice, plan or next time (lexicon/roles.ts PLAN_WORDS: advised, recommended, "should be", "next time", 建议, 下次, 次回, 勧め, empfohlen, conseillé, recomendado...) the preparation and size words that would lower a food\'s level ("puréed", "sieved", "minced to 4 mm") are dropped: they were not done, remove no hazard and lower no level; foods, hazards and tests stand',
  },
  REMOVAL_NOT_DONE: {
    id: 'REMOVAL_NOT_DONE',
    statement: 'IDDSI high-risk foods: bones, skins and husks are hazards until removed',
    effect:
      'a removal written under negation ("骨は取ってない", "bones not removed", "没有去皮", "unpeeled") is no removal: the hazard stands',
  },
  // Foods carried in a liquid
  SOLID_BITS_IN_LIQUID: {
    id: 'SOLID_BITS_IN_LIQUID',
    statement: 'Levels 0-4 have no bits: fibres, skins or bones left in a liquid make it a food with that hazard (IDDSI high-risk foods)',
    effect: 'a drink or soup whose text says stringy bits, skins or bones stand in it is judged a food at Level 7',
  },
  UNTHICKENED_DRINK: {
    id: 'UNTHICKENED_DRINK',
    statement:
      'Drinks are judged by the IDDSI flow test as served; a drink with nothing added to thicken it is at its natural level (water, tea, juice: Level 0)',
    effect:
      'a drink the text says was not thickened, with no test reported, sets a level written beside it aside as the prescription; the answer leans thinner at low confidence',
  },
  SERVED_DRINK_NOT_ORDER: {
    id: 'SERVED_DRINK_NOT_ORDER',
    statement:
      "IDDSI levels describe the drink as served, shown by the flow test; the eater's prescription says what the drink should be, not what it was: a drink given with nothing added (the thickener not found, water given plain with the tablets, a supplement or carton drink given as it comes) is at its natural level",
    effect:
      'words that say what was served, unthickened, are data (terms.ts thickener_omitted: "couldn\'t find the thickener"; plain_water_named: "normal water", "agua normal", "普通的水"; foods.ts supplement: "Ensure vanilla"), read by UNTHICKENED_DRINK: a thickened level beside them is set aside as the order; "bringing in tea" carries the tea in (terms.ts STOP_WORDS), it puts nothing in tea. "As it comes", "straight from the carton" are NOT read: they say nothing was added, not that the product (a milkshake, a kissel, a custard, a pre-thickened drink) is thin, and they must not raise confidence',
  },
  THICKENED_PLAIN_WATER: {
    id: 'THICKENED_PLAIN_WATER',
    statement:
      'IDDSI levels describe the drink as served: water the text says was thickened is at the level it was thickened to, whatever name it is given',
    effect:
      'plain water named ("agua normal", "普通的水", "air biasa"; terms.ts plain_water_named) counts as a drink given with nothing added (SERVED_DRINK_NOT_ORDER) only when no un-negated thickener word is in the text ("agua normal espesada a nivel 2", "普通的水加了凝固粉"): then the name leaves the stated tier and the stated level decides',
  },
  SOFT_GRAINS_IN_PORRIDGE: {
    id: 'SOFT_GRAINS_IN_PORRIDGE',
    statement:
      'Level 5 Minced & moist needs pieces of 4 mm or less in a moist base that is shown by the fork test; a porridge only called soft (cooked soft, "malambot", "nấu nhừ") keeps its whole soft grains and may separate liquid, and "soft" is the Level 6 word',
    effect:
      'a congee or porridge whose only texture word is soft (no test, no size, no blending), or that is named with soft grains and no texture word ("bubur nasi lembek", "cháo cơm nhão": foods row soft_rice), is read at Level 6 Soft & bite-sized, not Level 5; the fork pressure test settles it (IDDSI special feature "Rice porridge around the world", 2021: congee is a mixed consistency risk and is tested)',
  },
  // A plain congee may hold whole grains in a liquid that separates: untested it is Level 6 with the tests asked, never a confident Level 5
  PLAIN_CONGEE_NEEDS_TEST: {
    id: 'PLAIN_CONGEE_NEEDS_TEST',
    statement:
      'IDDSI special feature "Rice porridge around the world" (2021): congee is a possible mixed consistency (whole grains, liquid that may separate); Levels 4-6 have no thin liquid separating, shown by the spoon tilt and fork tests',
    effect:
      'a congee named with no preparation, texture word, level or test ("jook", "白粥", "おかゆ", "lugaw", "cháo", "bubur", "โจ๊ก") is read at Level 6 Soft & bite-sized with needs_test; so is one only called soft (rule SOFT_GRAINS_IN_PORRIDGE); confidence at most the cap',
    confidence: { cap: 0.6 },
  },
  // A thickened drink that clings to the spoon is the thickest drink (Level 4), not a sticky Level 7 food
  THICKENED_DRINK_HOLDS_ON_SPOON: {
    id: 'THICKENED_DRINK_HOLDS_ON_SPOON',
    statement:
      'IDDSI Level 4 Extremely thick drinks: cannot be drunk from a cup or sucked through a straw, are eaten with a spoon and sit on it; stickiness is a Level 4 food check, a drink made thick with thickener that holds on the spoon is the thickest drink',
    effect:
      'a drink the text says was thickened (no food named beside it) that sticks to, holds on or does not fall off the spoon ("nempel di sendok", "sticks to the spoon", "dính thìa") reads the spoon result as Level 4 drink, not a sticky Level 7 food; the spoon is not the flow test, confidence at most the cap',
    confidence: { cap: 0.75 },
  },
  // A hedged thin word ("thin-ish") says near thin, which Level 1 also is: Level 0 may stand, but never at high confidence
  THIN_WORD_HEDGED: {
    id: 'THIN_WORD_HEDGED',
    statement:
      'Drinks are judged by the IDDSI flow test as served; a thinness word the writer hedges ("thin-ish", "runny-ish") says the drink is near thin, which Level 1 Slightly thick also is',
    effect:
      'a thinness word (row thin) followed by the suffix "-ish" keeps its reading (drinks lean thinner); the confidence is at most the cap, below the confident band',
    confidence: { cap: 0.7 },
  },
  SOFT_CUT_UNTESTED: {
    id: 'SOFT_CUT_UNTESTED',
    statement:
      'IDDSI Level 6 is shown by the fork pressure test and pieces of at most 1.5 cm (8 mm for children); "soft" and "cut small" are the words of the retired "soft diet" (NHS/PSA/RE/2018/004) and name neither',
    effect:
      'a food whose only texture words call it soft and cut small or bite-sized (no stated level, no test, no measured size, no other preparation word) is answered at the safer Level 7, with "soft" flagged ambiguous and needs_test naming the fork pressure test; a measured size, a fork or spoon result or a level name decides as usual',
  },
  FLAKED_UNTESTED: {
    id: 'FLAKED_UNTESTED',
    statement:
      'IDDSI Level 6 is shown by the fork pressure test and pieces of at most 1.5 cm (8 mm for children); flaking or pulling a food apart ("flaked", "ほぐした", "拆散", "撕碎") names no piece size and no pressure result',
    effect:
      'a food whose only texture words say it was flaked (with or without soft and cut words; no stated level, no test, no measured size, no other preparation word) is answered at the safer Level 7, with the flaking word flagged ambiguous and needs_test naming the fork pressure test; a measured size, a fork or spoon result or a level name decides as usual',
  },
  SOFT_WITHOUT_SIZE: {
    id: 'SOFT_WITHOUT_SIZE',
    statement: 'Level 6 is soft, tender AND bite-sized (1.5 x 1.5 cm adults, 8 mm children); "soft" alone names no size',
    effect: 'a dish usually served whole that the text only calls soft (no size, no test) stays at Level 7',
  },
  // Drinks, tests, measures
  UNTHICKENED_BLEND: {
    id: 'UNTHICKENED_BLEND',
    statement:
      'Drinks are judged by the IDDSI flow test as served; blending, straining or juicing adds no thickener, so a blended or strained drink with none added is as thin as its liquid (Level 0 until a flow test says more)',
    effect:
      'a blended, strained or juiced item the text says was not thickened, with no test and no thickness word, is a thin drink at the generic drink confidence (drinks lean thinner); so is one blended and strained and served as a drink ("served as juice", "in a cup as a drink") with no thickener word at all',
  },
  // A fruit blended and strained with no pulp, drunk from a glass, is a thin juice, not a thickened drink
  STRAINED_FRUIT_JUICE: {
    id: 'STRAINED_FRUIT_JUICE',
    statement:
      'Drinks are judged by the IDDSI flow test as served; a juicy fruit blended and strained of its pulp is its juice, and nothing in blending or straining thickens it',
    effect:
      'a juicy fruit blended or puréed, strained, and drunk (from a cup, through a straw) or said to be thin as water ("queda como agua", "水みたい"; s13), with no thickener, level or test stated, is a thin drink at the generic drink confidence; a vegetable so prepared is not (it may be a purée or a soup)',
  },
  // A verb that strains the pulp and bits out ("strained", "隔走") removes the pieces: the juice is no mixed consistency
  PIECES_REMOVED_BY_VERB: {
    id: 'PIECES_REMOVED_BY_VERB',
    statement:
      'Drinks are judged by the IDDSI flow test as served; pulp or bits strained or taken out of a drink are no longer in it, so they make no mixed consistency (IDDSI high-risk foods: solids in thin liquid)',
    effect:
      'a pieces word (bits, pulp, lumps, 果肉, 渣) that a removal verb takes out ("sieved to remove the bits", "过滤果肉", "se quitaron los grumos") reads as "no bits": a juice strained of its pulp stays a thin drink; pieces said to be left after sieving still count',
  },
  // A solid named beside a drink is eaten too: answering only the drink's Level 0 would pass the solid unchecked
  SOLID_BESIDE_DRINK: {
    id: 'SOLID_BESIDE_DRINK',
    statement:
      'IDDSI levels are given per food and per drink; a solid food is judged as a food (foods lean to the higher level), and the drink served beside it is tested on its own with the flow test',
    effect:
      'a solid ingredient named as an item of its own beside a drink ("bacon and a coffee", "tocino at kape", "ayam dan teh manis"), like a dish so named ("toast and tea"), decides the answer as a food; a solid after the drink with no article ("water and lemon") may be what the drink was made with and does not; confidence is capped, as the drink is left to its own check, and the explanation says so in every response language: the answer is the food\'s, check the drink named beside it separately with the IDDSI flow test',
    confidence: { cap: 0.75 },
  },
  // A smoothie of banana and yoghurt was answered as the yoghurt, a Level 4 food: a drink judged thicker than it is
  BLENDED_DRINK_INGREDIENTS: {
    id: 'BLENDED_DRINK_INGREDIENTS',
    statement:
      'Drinks are judged by the IDDSI flow test as served, and lean to the thinner level; what went into a blended drink (fruit, yoghurt, milk) is not served beside it',
    effect:
      'a drink made by blending (rows of BLENDED_DRINK_ROWS: smoothie, milkshake, lassi, drinking yoghurt) names the item: the foods named with it are its ingredients, they cast no vote for a food and do not stand for the item; a solid dish named beside it still does (rule SOLID_BESIDE_DRINK); a fruit written as what the drink is made of ("mango and yoghurt smoothie, quite thick", "芒果奶昔", "batido de mango") is no piece in a thickened liquid and brings no hazard of its own (kind.ts blendedIntoDrink); a fruit named apart ("strawberries and a smoothie", "a smoothie with a bowl of grapes") or pieces said ("with chunks of mango") keep theirs',
  },
  // "Soup round: leek & potato, liquidised, pours off the spoon slowly" was answered Level 7 for the leek's strings
  BLENDED_SOUP_INGREDIENT_FIBRE: {
    id: 'BLENDED_SOUP_INGREDIENT_FIBRE',
    statement:
      'IDDSI Level 3 Liquidised and Level 4 Pureed have no lumps or fibres: a soup liquidised or blended is judged by its flow, spoon and fork tests, and its named vegetables are what it was blended from',
    effect:
      'a vegetable named as what a soup is made of (an ingredient row beside a soup row) in a text that says the soup was blended, liquidised or puréed loses its stringy-fibre hazard; not when the text says it was not sieved, says stringy bits are left (a hazard of the text, which stands), or puts the vegetable on the soup as a topping',
  },
  // "米糊用奶冲开，勺子舀起来会慢慢流下" was answered a thin Level 0 drink: the milk it was made up with was taken for the item
  MADE_UP_LIQUID_INGREDIENT: {
    id: 'MADE_UP_LIQUID_INGREDIENT',
    statement:
      'IDDSI: a food or drink is classified as served; the water, milk or formula a cereal or starch powder is made up with is part of it, not an item of its own',
    effect:
      'a plain liquid (a thin drink row, no soup) named within a few characters of a powder food (foods.ts MADE_UP_FROM_POWDER) in its clause, and not listed as an item of its own ("baby rice and a cup of milk"), leaves the evidence: it neither votes the item a drink nor decides its level',
  },
  // the same text was answered Level 2: "冲开" (made up) read the cereal as its drink, against the spoon test reported
  CEREAL_SPOON_TESTED: {
    id: 'CEREAL_SPOON_TESTED',
    statement:
      'IDDSI Level 3 Liquidised: can be eaten with a spoon, pours slowly off it; foods lean to the higher level, and a cereal tested on a spoon is being eaten',
    effect:
      'a cereal made up from powder (foods.ts SPOONED_WHEN_THICK) whose spoon or fork test the text reports (any test result but the flow test), not said to be drunk, stays the spooned food (as rule THICK_CEREAL_SPOONED): "flows slowly off the spoon" reads Level 3',
  },
  // "Baby pouch (stage 1, apple & pear) ... runs off the spoon, no lumps" was answered Level 7 for the apple's juice and skin
  PUREE_POUCH_FRUIT: {
    id: 'PUREE_POUCH_FRUIT',
    statement:
      'IDDSI Levels 3-4: smooth, no lumps; the high-risk textures of a fruit (juice that separates, skins) are those of its pieces, which a smooth purée has none of',
    effect:
      'the purée products named by what they are made of (foods.ts row puree_dish: baby food, fruit and baby pouches, 果泥袋, Quetschie, gourde de compote) take the juicy and skin hazards off a fruit named within a short reach of them in the same sentence; not the husks a food keeps in any base, not with lumps, chunks or pieces said, not a fruit put on it',
  },
  // "UDF区分4 かまなくてよい" (no chewing needed: a purée) was answered Level 6 with every JDD code and UDF class
  UDF_CATEGORY_RANGE: {
    id: 'UDF_CATEGORY_RANGE',
    statement:
      "IDDSI: legacy and local diet names have no one-to-one mapping; Universal Design Food categories are set by hardness (1 easy to chew, 2 crushed by the gums, 3 crushed by the tongue, 4 no chewing needed), and the service's soft-meal article places category 3 nearest Level 5 or 6",
    effect:
      'each UDF category reads its own range (terms.ts name_udf_1..4: 1 Level 7, 2 Levels 6-7, 3 Levels 5-6, 4 Levels 3-4), a food the safer higher level, flagged AMBIGUOUS_TERM with the fork or spoon tilt test; the words "crushed by the gums / tongue" alone stay in the broad JDD row (4-6), as they describe any soft texture',
  },
  // "Stage 3 pureed baby food" was answered a Level 4 purée: stage 3 jars hold small soft pieces
  BABY_FOOD_STAGE: {
    id: 'BABY_FOOD_STAGE',
    statement:
      'IDDSI: a level is defined by its tests, not by a product label; baby-food stages are brand labels: stage 1 a smooth purée, stages 2 and 3 soft lumps and then small pieces, which Level 4 does not allow',
    effect:
      'terms.ts name_baby_stage_1..3 read stage 1 as Levels 3-4 (4), stage 2 as Levels 5-6 and stage 3 as Levels 6-7, a food the safer higher level, flagged AMBIGUOUS_TERM with the fork tests named',
  },
  // A cereal drink made up "a little thicker" is still a drink (flow test); read as a food it rose to a food level
  HEDGED_THICK_DRINK: {
    id: 'HEDGED_THICK_DRINK',
    statement:
      'Drinks are judged by the IDDSI flow test; a drink or soup told only as a little thick ("a bit thick", "少しとろっと", "稠了一点") has no level measured, and drinks lean to the thinner level',
    effect:
      'a hedged thickness word (row bit_thick) on a soup or a drink reads Level 1 (2 at most), never a food level, with the flow test named; a cereal made up with water ("冲的", "冲咗") is a drink word for it; on a food it reads as "thick" does, a purée first (Level 4, then 5), so a purée called a bit thick stays a purée with the spoon tilt test named',
  },
  // The other side of HEDGED_THICK_DRINK: a cereal paste plainly called thick is spooned, a Level 4 food
  THICK_CEREAL_SPOONED: {
    id: 'THICK_CEREAL_SPOONED',
    statement: 'IDDSI Level 4 foods are eaten with a spoon; a cereal made up thick is usually spooned, and foods lean to the higher level',
    effect:
      'a cereal made up from powder (foods.ts SPOONED_WHEN_THICK: rice cereal) and called plainly thick (row thick, not hedged), not said to be drunk, stays the spooned food; lotus starch and sesame paste made up thick stay drinks',
  },
  // "just under 5 ml left" is a residue near 5 ml, not any amount below 5 ml (which would read much thinner)
  FLOW_JUST_UNDER: {
    id: 'FLOW_JUST_UNDER',
    statement:
      'IDDSI flow test (10 ml slip-tip syringe, 10 s): Level 1 leaves 1-4 ml, Level 2 leaves 4-8 ml; a residue a little below a value lies in the band just below that value, not anywhere below it',
    effect:
      'a measure after "just under", "a little under", "almost", "nearly", "casi", "hampir", "将近", "เกือบ" (lexicon measure-words just_under) is read as the 1 ml (or 1 mm) below it ("just under 5 ml" = 4-5 ml, Level 2), an approximate reading; "under", "less than", "不到" alone stay upper bounds (rule FLOW_UPPER_BOUND)',
  },
  FLOW_EMPTIED: {
    id: 'FLOW_EMPTIED',
    statement:
      'IDDSI flow test (10 ml slip-tip syringe, 10 s): Level 0 leaves less than 1 ml; a syringe that emptied ("empty", "all ran out") is Level 0; one that let nothing out ("nothing came out") left more than 8 ml, which the flow test calls Level 3 (rule FLOW_TEST_LEVELS_0_3)',
    effect:
      'in a flow-test context, a word that the syringe emptied or kept only a few drops ("a few drops left", "剩几滴", "quedaron unas gotas": well under 1 ml) reads as the Level 0 result (unless a residue was measured), and it decides over a thicker label; "nothing came out" ("nothing comes out") in every language reads as no flow; a drink read only so is answered by rule FLOW_TEST_LEVELS_0_3 (a drink that "does not pour at all" is Level 4\'s own description since session 29: NO_POUR_DESCRIBES_LEVEL_4)',
  },
  // "all of it flowed out but a drop" says what left the syringe: the residue is the drop, not the fill volume
  FLOW_VOLUME_OUT: {
    id: 'FLOW_VOLUME_OUT',
    statement:
      'IDDSI flow test: the level is read from the volume that remains in the 10 ml syringe after 10 s; what flowed out is the rest of the 10 ml',
    effect:
      'a volume followed by a verb that says it left the syringe ("all 10 ml flowed out", "10mlが全部流れた", "salieron los 10 ml"), with only filler words between, is what flowed out: the whole syringe is the emptied syringe (Level 0), a part leaves the rest as the residue ("only 2 ml came out": 8 ml left); "all but 2 ml ran out" keeps 2 ml as the residue; "apart from a drop", "only a drop left" in every language is well under 1 ml (FLOW_EMPTIED)',
  },
  SYRINGE_SIZE: {
    id: 'SYRINGE_SIZE',
    statement: 'The IDDSI flow test uses a 10 ml syringe: its size is the apparatus, not a residue',
    effect:
      'a volume written as the syringe size ("10 ml syringe", "jeringa de 10 ml", "siringa da 10 ml") is not read as 10 ml left (Level 4)',
  },
  NEGATED_BOUND: {
    id: 'NEGATED_BOUND',
    statement: 'Level 5: pieces no larger than 4 mm (child 2 mm); Level 6: no larger than 15 mm (child 8 mm)',
    effect:
      'a lower bound under a negation in the same clause is an upper bound: "no lumps bigger than 4 mm", "sin trozos mayores de 4 mm", "没有大过4毫米" are at most 4 mm',
  },
  NEGATED_FLUID_TEST: {
    id: 'NEGATED_FLUID_TEST',
    statement: 'IDDSI fork drip and spoon tilt tests: Level 4 does not drip through the prongs and does not pour off the spoon',
    effect: 'a negated drip or pour ("no gotea entre los dientes del tenedor", "does not pour off the spoon") reads as the Level 4 pass',
  },
  // Foods: multi-food dishes, preparations
  TOPPING_KEEPS_HAZARDS: {
    id: 'TOPPING_KEEPS_HAZARDS',
    statement:
      'IDDSI: a food at Levels 4-6 must not contain any high-risk food; mixed thin and thick textures (a thin liquid poured over a food) are high-risk',
    effect:
      'a food put on, over or beside a soft base ("nori torn onto congee", "peanuts sprinkled on lugaw", "evap poured over champorado") keeps its own hazards, and the base\'s preparation words ("served on a smooth purée") do not prepare it; a thin drink poured over a thick base is a mixed consistency; the dish takes the hardest level',
  },
  MEASURED_MINCE: {
    id: 'MEASURED_MINCE',
    statement: 'Level 5 Minced & Moist: particles 4 mm (adults), 2 mm (children); nothing long, round or floppy at that size',
    effect:
      'a piece size measured within Level 5 removes the size and shape hazards (tough meat, round or long, floppy leaves), nothing else; a child\'s food measured within the adult 4 mm ("4 yo, mashed fish, lumps 3 mm") was minced or mashed as well, though the child\'s 2 mm limit places it at Level 6',
  },
  CRUSHED_STAYS_HARD: {
    id: 'CRUSHED_STAYS_HARD',
    statement: 'IDDSI high-risk foods: hard foods (nuts, seeds); crushed or pounded they are small hard pieces',
    effect: 'mashing, crushing or pounding does not remove "hard"; only a smooth purée or a sieve does',
  },
  SKINS_NEED_SIEVE: {
    id: 'SKINS_NEED_SIEVE',
    statement: 'IDDSI high-risk foods: husks (popcorn); a purée is sieved to remove them',
    effect:
      'blending or puréeing a hard food whose husks stay in any base (popcorn) leaves them standing unless the text says it was sieved',
  },
  // Confidence: what the engine did not read or judge
  UNREAD_WORDS: {
    id: 'UNREAD_WORDS',
    statement:
      'A classification must rest on evidence: words the engine could not place (a dish, a preparation, a language it does not read) may say what decides the level',
    effect:
      'when at least UNREAD_LIMITS.words content words and UNREAD_LIMITS.share of them were not read, the confidence is capped below 0.8',
    confidence: { cap: 0.7 },
  },
  // ko, fr, de, it, pt, ar, hi, ru, pl, nl, sv, tr are read from a core vocabulary (lexicon/foreign-core.ts), so few words read is weak evidence
  READ_ONLY_LANGUAGE_FEW_WORDS: {
    id: 'READ_ONLY_LANGUAGE_FEW_WORDS',
    statement:
      'A classification must rest on evidence: a text in a language the service reads but does not answer in is read from a smaller vocabulary, so a reading of a few of its words is less sure',
    effect:
      'when the text is written only in ko, fr, de, it, pt, ar, hi or ru and at most READ_ONLY_FEW_WORDS content words were read, the confidence is capped at 0.8 (never 0.95)',
    confidence: { cap: 0.8 },
  },
  SECOND_FOOD_UNJUDGED: {
    id: 'SECOND_FOOD_UNJUDGED',
    statement: 'IDDSI: a food at Levels 4-6 must not contain any high-risk food; every food on the plate is judged, not only one',
    effect:
      'a modified answer when the text also names a food usually served at Level 7 whose hazards the lexicon does not list (so no rule judged it) is capped below 0.8',
    confidence: { cap: 0.75 },
  },
  SOUP_DEFAULT_THIN: {
    id: 'SOUP_DEFAULT_THIN',
    statement:
      'Drinks and soups are judged by the IDDSI flow test as served; a soup may be a thin broth, thickened by what was blended into it, or carry pieces (mixed consistency)',
    effect:
      'a soup (not a clear broth) answered Level 0 only from the soup as usually served (no test, no thickness word) is capped below 0.8; the flow test decides',
    confidence: { cap: 0.75 },
  },
  FOOD_NOT_KNOWN: {
    id: 'FOOD_NOT_KNOWN',
    statement:
      'IDDSI: a food at Levels 4-6 must not contain any high-risk food; a food the engine does not know may be one (sticky, stringy, husked)',
    effect:
      'a modified food answer when no food of the text was recognised and a content word (UNREAD_LIMITS.unknownFoodWords) or two characters (unknownFoodChars) went unread is capped below 0.8',
    confidence: { cap: 0.75 },
  },
  // Foods: a texture word never outranks a hazardous food
  TEXTURE_WORD_NOT_PREPARATION: {
    id: 'TEXTURE_WORD_NOT_PREPARATION',
    statement:
      'IDDSI: Levels 4-6 exclude high-risk foods however their texture is described; Level 6 is soft, tender AND bite-sized (1.5 cm adults)',
    effect:
      'a text whose only texture words describe a hazardous food usually served at Level 7 ("creamy risotto", "creamy coleslaw", "moist fruit cake"), or only call a cut of meat soft or tender ("tender spare ribs", "柔軟的牛腩"), answers Level 7 with the food\'s hazards',
  },
  // Menu words are not a blender: "velvety" or "silky" in a dish name does not make its pieces smooth
  DESCRIPTOR_NOT_PREPARATION: {
    id: 'DESCRIPTOR_NOT_PREPARATION',
    statement:
      'IDDSI Levels 3-4: smooth with no bits is the RESULT of blending or sieving; a dish with pieces, bones or a separate liquid is not made smooth by being called so',
    effect:
      'the descriptors "smooth", "silky", "velvety", "creamy" (滑, なめらか, suave, mịn, halus) deal with no hazard and join no mixed consistency unless the text names a purée they describe; a dish that may be served at Level 7 ("velvety beef stew") keeps its level',
  },
  POUR_ALONE_THINNEST: {
    id: 'POUR_ALONE_THINNEST',
    statement:
      'IDDSI Level 3 pours slowly, Level 2 pours quickly from a spoon, Levels 0-1 flow; only the flow test separates Levels 0-3, and a drink leans to the thinner level',
    effect:
      'a drink the text only says pours ("it pours easily", "pours like cream"), with no item named, no level and no test, is Level 0 at low confidence, the flow test to settle it',
    confidence: { cap: 0.5 },
  },
  SIDE_FORK_NEEDS_SIZE: {
    id: 'SIDE_FORK_NEEDS_SIZE',
    statement:
      'IDDSI Level 7 Easy to Chew uses the same side-of-fork / fork pressure test as Level 6; Level 6 also requires pieces of 1.5 x 1.5 cm (adults; 8 mm children)',
    effect:
      'a food whose only test result is that the side of a fork cuts it, with no size word, measured piece or stated level ("chicken breast cuts with the side of a fork"), answers Level 7 (Easy to Chew at best), not Level 6',
  },
  VAGUE_WORD_SAFEST: {
    id: 'VAGUE_WORD_SAFEST',
    statement:
      'A word that names no IDDSI level on its own ("soft food", "minced", "a thick drink") is settled by the IDDSI test; until then the safer texture stands (foods: the higher level, drinks: the thinner)',
    effect:
      'when one such word (VAGUE_WORDS) is all the text says about the texture, the answer is the safest level its readers accept, flagged ambiguous, needs_test with the settling test, confidence capped as AMBIGUOUS_TERM',
  },
  VAGUE_THICKNESS_UNTESTED: {
    id: 'VAGUE_THICKNESS_UNTESTED',
    statement:
      'Drinks are judged by the IDDSI flow test; a drink only called somewhat thick ("a bit thick", "thickish", "傑傑地", "稠稠哋", "とろっと") has no level measured, and drinks lean to the thinner level',
    effect:
      'the hedged thickness words are the bit_thick rows of terms.ts (not the plain "thick" row, whose named drinks keep their usual level): a drink so called, with no test result and no level stated, is Level 1 (the thinnest thickened level), needs the flow test; when the writer says no test was done ("not tested", "冇做測試") and no level is stated, the confidence of a drink called thick or somewhat thick is capped; a person clause made of a verb of making ("俾張婆婆，沖得傑傑地": lexicon/roles.ts PREPARED_TO) says how the drink was made, not her order',
    confidence: { cap: 0.6 },
  },
  MINCED_STEW_AS_MEAL: {
    id: 'MINCED_STEW_AS_MEAL',
    statement:
      'IDDSI Level 6 Soft & Bite-Sized: pieces 1.5 cm or less, soft and moist; Level 5 Minced & Moist: 4 mm pieces in a moist base. A stew or casserole is a meal of soft pieces in its own sauce',
    effect:
      'a stew, casserole or curry (a dish usually served soft, below Level 7) only called minced or chopped fine, with no size, level or test, is the meal of rule MINCED_DISH_UNSIZED: Level 6 (5 acceptable), flagged ambiguous with the fork pressure test, not the Level 7 of an unsized mince of a named food',
  },
  DRINK_WORDS_UNREAD: {
    id: 'DRINK_WORDS_UNREAD',
    statement: 'IDDSI high-risk foods: mixed thin and thick textures; a thin drink carrying pieces of a food is not a drink of its level',
    effect:
      'a drink answered only from the drink as usually served, while content words (UNREAD_LIMITS.drinkUnreadWords) or two characters went unread, is capped below 0.8',
    confidence: { cap: 0.75 },
  },
  LUMPS_NOT_PUREE: {
    id: 'LUMPS_NOT_PUREE',
    statement: 'IDDSI Level 4 Pureed: no lumps; Level 5 Minced & Moist: small lumps (4 mm adults) are visible',
    effect:
      'a food the text says has lumps or pieces (not negated) is Level 5 at least, whatever purée word also describes it; with no test reported, a stated Level 4 or thinner does not outrank them ("Level 4 purée but small chunks"), and pieces in a stated or named purée (pieces, Stückchen, pezzi, pedaços, кусочки, مع قطع) are Level 6 at least (their size unknown), below 0.8',
  },
  NEGATION_LIST_SCOPE: {
    id: 'NEGATION_LIST_SCOPE',
    statement:
      'IDDSI high-risk foods: bones, skins, seeds and fibres are hazards until the text says they are gone; a negated or removed list says it of every item',
    effect:
      'a negator or removal word covers every item of its list, before or after it ("no skin or seeds", "sin piel ni semillas", "粒・皮なし", "bones and skin removed"), in every language read (lexicon/list-words.ts); its scope stops at a clause boundary, a contrast, a comma no conjunction closes, or an item said to be there ("骨あり")',
  },
  FOREIGN_HOMOGRAPH: {
    id: 'FOREIGN_HOMOGRAPH',
    statement: 'A text the engine half-reads must not become a finding: a word of one language read as a food of another is no evidence',
    effect:
      'a food word that right after a food or texture word is an adjective of another language ("riso caldo", "purè caldo": hot, not broth) is dropped; English words that are everyday words of another language ("pour" is French "for", "che" Italian "that") are not read alone',
  },
  // Words of one language that are other words in another
  TEXT_LANGUAGE_SCOPE: {
    id: 'TEXT_LANGUAGE_SCOPE',
    statement: 'A text the engine half-reads must not become a finding: a word means what it means in the language the text is written in',
    effect:
      'a word of the tables written "^word" (Tagalog "di" not, Indonesian "ga" not) is read only in a text of its language, told by script, function words and the words read (text-language.ts); a language\'s short forms ("di" for "hindi") are read wherever the long form is; a word that is a food in some languages and a kinship or everyday word in others (Spanish "papa" potato, Tagalog and English "papa" father; "pan", "pera", "tila", "tapa", "mami", "asi", "dal", "te", "pure") is written "^word" in each language it is the food in, and its plural keeps that scope',
  },
  FOOD_CHARACTER_COMPOUND: {
    id: 'FOOD_CHARACTER_COMPOUND',
    statement:
      'A text the engine half-reads must not become a finding: a character that names a food inside a word that does not (勺面 spoon surface, 面 noodles) is no evidence of that food',
    effect:
      'the compounds of a single-character food word that are not the food (表面, 面上, 里面, 对面, 勺面, 面前, 奶奶 grandmother, 肌肉 muscle; ja 筋肉, 鍋で a cooking pot) are held as data (lexicon/terms.ts STOP_WORDS) and read as nothing, so their food and its hazards are never read',
  },
  LUMPS_IN_LIQUID: {
    id: 'LUMPS_IN_LIQUID',
    statement:
      "IDDSI Levels 3-4: smooth texture with no 'bits' (lumps, fibres, bits of shell or skin); Levels 0-2 drinks have none either; a thin liquid carrying lumps is a mixed consistency (high-risk)",
    effect:
      'a thickened, blended or liquidised drink or soup, or a smoothie or shake, that the text says still has lumps, bits or chunks ("blended but still lumpy", "con grumos", "ダマがある") carries a mixed consistency and is judged a food at Level 7; not lumps negated or prevented ("to prevent lumps"), blended out later, or describing how it drips off the fork, nor the pulp of a plain juice',
  },
  UNIT_AFTER_NUMBER: {
    id: 'UNIT_AFTER_NUMBER',
    statement:
      'A text the engine half-reads must not become a finding: a unit after a number is a measure, not a texture word of another language',
    effect:
      'a texture or hazard word that right after a number is a unit ("3 sec", "after 10 sec": seconds, not the French "sec", dry) is dropped (lexicon/list-words.ts UNIT_AFTER_NUMBER)',
  },
  NO_FLOW_WORD_NOT_A_TEST: {
    id: 'NO_FLOW_WORD_NOT_A_TEST',
    statement:
      'A text the engine half-reads must not become a finding: the flow test\'s "no flow" is said of the drink tested, not of saliva, a runny nose or speech',
    effect:
      'a "does not flow" word (no_flow row) is dropped when, in Chinese, the next character makes another word of 流 ("一点都不流利" not fluent, "流失", "唔流口水"; lexicon/list-words.ts NO_FLOW_ENDINGS lists what may follow), or when its clause names before it something else that runs (口水, 鼻涕, 讲话, saliva, speech; NOT_DRINK_FLOW_SUBJECTS): a plain drink beside it keeps its own level',
  },
  LABEL_LUMPS_FOUND: {
    id: 'LABEL_LUMPS_FOUND',
    statement: 'IDDSI Levels 0-4 have no lumps; a label is a claim, and what the text reports finding in the food decides',
    effect:
      'a level 0-4 stated only by a label ("menu says Level 4 purée") with lumps or pieces reported outside the label, not negated or sieved out, is set aside; the food is judged from what was found (Level 5 at least)',
  },
  // The food's own evidence after a contrast word outranks a label, in either direction
  LABEL_CONTRADICTED_AFTER_CONTRAST: {
    id: 'LABEL_CONTRADICTED_AFTER_CONTRAST',
    statement:
      'An IDDSI level is the texture of the food as served, shown by its testing methods; a label is a claim, and what the text then says of the food decides',
    effect:
      'a level or texture claimed only by a label ("container said Level 6", "nakasulat sa lalagyan \'pureed\'", "Nhãn ghi \'xay nhuyễn\'") and, after a turn past the claim (a contrast word: "but", "pero", "nhưng", "但", "けど", "tapi", "แต่"; a sentence end; a heading colon: "prueba:", "实测："), test results and texture words of the food that together point at no claimed level, none of them at Levels 0-2 ("blended smooth, holds shape on the spoon", "whole kernels still in it"): the label is set aside (label-contrast.ts); a food seen to flow is left to the fluid rules',
  },
  // A dumpling's skin is its wrapper; peeling it takes its stickiness (hazards.ts SKIN_CARRIES)
  WRAPPER_REMOVED: {
    id: 'WRAPPER_REMOVED',
    statement: 'IDDSI high-risk foods: sticky foods; a hazard carried by a part the text says was removed is gone with it',
    effect:
      'the skin of a food whose skin carries a hazard (hazards.ts SKIN_CARRIES: a dumpling\'s wrapper, sticky) said removed ("蝦餃啲皮剝走咗", "wrapper taken off") takes that hazard with it; the filling is judged by its own words',
  },
  SHREDDED_MEAT_STRINGY: {
    id: 'SHREDDED_MEAT_STRINGY',
    statement: 'IDDSI high-risk foods: stringy, fibrous foods such as pulled or stringy meat',
    effect:
      'meat shredded, pulled or torn into strands ("shredded beef", "pollo deshebrado", "thịt xé sợi") carries the fibrous hazard, which cutting does not remove (hazards.ts PREPARATION_ADDS)',
  },
  // A thickener in a liquid is not a solid in it: the drink is no mixed consistency
  THICKENER_IN_CARRIER: {
    id: 'THICKENER_IN_CARRIER',
    statement:
      'IDDSI high-risk foods: mixed consistencies are solids in a thin liquid; a thickener stirred into a drink or broth is no solid, and the drink is judged by the flow test',
    effect:
      'carrier words ("in broth", "en caldo", "in der Brühe") whose only content is a thickener, with no solid food named, add no mixed consistency: the text is a thickened drink',
  },
  // A negated thickener negates the thickener, not a food: it is no evidence of a thick food
  NO_THICKENER_IN_CARRIER: {
    id: 'NO_THICKENER_IN_CARRIER',
    statement:
      'IDDSI Framework: drinks are judged by the flow test; a drink with no thickener added is served thin (Level 0) as usual, and mixed consistencies need a solid in the liquid',
    effect:
      'a negated thickener before carrier words ("no thickener in juice", "sin espesante en el agua", "ohne Andickungsmittel in Wasser") negates the thickener, not a food: the negation makes no Level 5 evidence and the drink is read as usually served',
  },
  STATED_LEVEL_SOUP_PIECES: {
    id: 'STATED_LEVEL_SOUP_PIECES',
    statement:
      'IDDSI high-risk foods: mixed consistencies (soup with pieces of food) are excluded from Levels 0-6 unless blended or sieved smooth; a label does not change the texture served',
    effect:
      'a stated level beside a soup the text says has pieces ("level 5: minestrone with pieces", "nivel 5: sopa minestrone con trozos", "Stufe 5: Minestrone mit Stücken") keeps the soup\'s mixed consistency (Level 7) unless a blending or sieving word is read',
  },
  STATED_LEVEL_WHOLE_DISH: {
    id: 'STATED_LEVEL_WHOLE_DISH',
    statement:
      'IDDSI Framework: a level is a texture shown by the testing methods, not a label; Level 4 Pureed and Level 5 Minced & Moist need the food prepared to that texture',
    effect:
      'a level number before a whole cut cooked as a dish ("level 4 braised pork", "4级 红烧肉", "レベル4 豚の角煮"; foods row whole_cut_dish) with no preparation or texture word, or only an adjective that calls it soft or tender ("level 6 steak, soft", "nivel 6 bistec, blando"), claims no preparation: the dish as usually served keeps its hazards (Level 7), and the stated level and the dish disagree, so the test settles it (needs_test, conflict cap); a word that says it was puréed, minced or cut to size is taken',
  },
  // A size and texture said beside a patient's age describe the food, not the patient ("boy of 9, chicken in 1 cm pieces, tender")
  ROLE_MEASURE_DESCRIBES_FOOD: {
    id: 'ROLE_MEASURE_DESCRIBES_FOOD',
    statement:
      'IDDSI levels are confirmed on the food as served; a piece size measured is a finding about that food, not the wording of a diet order',
    effect:
      'the clause after a person and a comma ("Mr Tan, pieces about 2 cm, soft", "Bà Lan, cắt miếng 2 cm, mềm") is not read as that person\'s diet order when it measures a piece size: it describes the food served, and its size (with a child\'s limits when an age is given) is judged',
  },
  // A flow test result said after a bed or room number describes the drink, not the bed
  ROLE_FLOW_RESULT_DESCRIBES_ITEM: {
    id: 'ROLE_FLOW_RESULT_DESCRIBES_ITEM',
    statement:
      'IDDSI levels are confirmed on the drink as served by the flow test; its result is a finding about that drink, not the wording of a diet order',
    effect:
      "a flow-test result (a residue measured, an emptied syringe, nothing flowing) named after a food or drink inside a person's, bed's or room's span (\"Bed 5 grandpa thickened tea flow test 3ml left\") is kept as evidence about that item",
  },
  // A runny food eaten with a spoon ("natillas muy líquidas, con cuchara") is a food, not a drink
  SPOON_EATEN_IS_FOOD: {
    id: 'SPOON_EATEN_IS_FOOD',
    statement:
      'IDDSI Framework: Level 3 Liquidised foods "can be eaten with a spoon" or drunk from a cup; an item eaten with a spoon is a food, and foods lean to the higher level when unsure',
    effect:
      'a runny item the text says is eaten with a spoon ("se come con cuchara", "eaten with a spoon", "スプーンで食べる"), with no drinking word and no flow test, is read as a food: its runny word gives Level 3 (liquidised), not a thin drink (Level 0)',
  },
  // A diet's name before a crunchy dish ("level 4 diet fish fingers") is the order, not the dish's texture
  DIET_NAME_BEFORE_FIXED_DISH: {
    id: 'DIET_NAME_BEFORE_FIXED_DISH',
    statement:
      'IDDSI Framework: a level is a texture shown by the testing methods, not a label; Levels 4-6 exclude hard, crunchy and dry foods, and a diet order names who the food is for, not how it was prepared',
    effect:
      'a level number or a diet\'s name ("puree diet", "軟餐", "ソフト食", "dieta triturada") written before a dish whose name fixes a texture no modified level has (a crunchy or hard dish: nuggets, fried chicken, karaage, crackers; or a whole cut), with no preparation or texture word, claims no preparation: the dish keeps its hazards (Level 7), and the diet and the dish disagree, so the test settles it (needs_test, conflict cap)',
  },
  // Drinks described in IDDSI's own words
  DRINK_DESCRIPTORS: {
    id: 'DRINK_DESCRIPTORS',
    statement:
      'IDDSI Framework 2019: Level 1 Slightly Thick is "thicker than water" and flows through a straw with a little effort; Level 2 Mildly Thick "flows off a spoon", "pours quickly from a spoon, but slower than thin drinks", with "mild effort required to drink this thickness through a standard bore straw"',
    effect:
      'those descriptions read Level 2 or 1 (lexicon rows slower_than_water, straw_effort, pours_fast_spoon, in every language); a comparison with water names no water to drink; a drink between the two takes the thinner; a spoon pour (Levels 0-3) beside straw effort or slower than water is Level 2; "slower than ordinary milk" (lebih lambat dari susu biasa, chậm hơn sữa thường) is the same comparison with the thin drink at hand; "thicker than milk" (not "a bit") reads Level 1 or 2 alike, so the thinner stands unless a Level 2 word decides',
  },
  // IDDSI's drink descriptors read together
  DRINK_DESCRIPTORS_COMBINED: {
    id: 'DRINK_DESCRIPTORS_COMBINED',
    statement:
      'IDDSI Framework 2019: Level 2 Mildly thick "pours quickly from a spoon, but slower than thin drinks", "mild effort is required to drink this thickness through a standard bore straw"; Level 3 Moderately thick "can be drunk from a cup", "some effort is required to suck it through a standard bore or wide bore straw", "pours slowly off a spoon"',
    effect:
      "a drink with no stated level and no flow-test result described by two of IDDSI's descriptors (straw effort mild or hard, a spoon pour quick yet slower than water or slow, drunk from a cup) takes the level they describe, the thinner when they differ; a spoon pour quick yet slower than water is itself the pair of Level 2; one descriptor alone keeps the thinner reading; needs the flow test, confidence at most the cap",
    confidence: { cap: 0.72 },
  },
  LEGACY_NAME_HEDGED: {
    id: 'LEGACY_NAME_HEDGED',
    statement:
      'IDDSI replaced the legacy names (nectar, honey, pudding thick) because they were read differently from place to place; a legacy name the writer hedges ("nectar-ish", "sort of honey thick", "kinda pudding") names a range around that level, not the level',
    effect:
      'a level or legacy name with a hedge beside it ("-ish", "sort of", "kind of", "kinda", "like", "algo", "parang", "kayak", "好似") and no test result keeps its reading; the confidence is at most the cap and the test settles it',
    confidence: { cap: 0.7 },
  },
  JUICE_LEAVES_FIBRE: {
    id: 'JUICE_LEAVES_FIBRE',
    statement:
      'IDDSI: a juice is a thin drink (Level 0 unless thickened); the high-risk features of a fibrous or skinned food (stringy fibres, skins, seeds) are in its solid form, which juicing presses out; a smoothie keeps the pulp',
    effect:
      'a food named right beside a juice ("celery juice", "kale juice", "jugo de apio"; foods.ts marker "pressed" on the juice row) brings none of its hazards into the drink, not even those kept in any base ("!"); a food listed beside the juice or put on it keeps its own, and so does a food named again past the juice and not as its juice ("kale juice with kale leaves": pieces of it in the drink); a smoothie is not pressed and keeps them',
  },
  PUREE_POURS_LEVEL_3: {
    id: 'PUREE_POURS_LEVEL_3',
    statement:
      'IDDSI Level 3 Liquidised: a food that pours off a tilted spoon and drips through the fork prongs; Level 4 Pureed does not pour off the spoon or drip through the fork; Levels 0-2 are drinks',
    effect:
      'a purée (labelled or prepared so), or a smooth spooned food named as usually served at Level 4 (a pudding, a custard, a mousse), whose only test results are a pour off the spoon or a drip through the fork, answered below Level 3, is a Level 3 food (a food leans to the higher level), needs the test, confidence at most the cap',
    confidence: { cap: 0.6 },
  },
  FOOD_SAID_TO_POUR: {
    id: 'FOOD_SAID_TO_POUR',
    statement:
      'IDDSI Level 3 Liquidised food can be poured; Level 4 Pureed cannot be poured and holds its shape on a spoon; both are smooth with no lumps',
    effect:
      'a food whose words say it can be poured ("可以倒出来", "pourable"), with nothing else said of it but smoothness or no lumps, no stated level and no other test result, is Level 3, needs the spoon tilt test, confidence at most the cap of PUREE_POURS_LEVEL_3; a runny word beside it ("稀稀的能倒出来", "runny, pourable") says the same pour',
  },
  // Foods in a liquid, soups by their parts
  SOLID_IN_CARRIER: {
    id: 'SOLID_IN_CARRIER',
    statement:
      'IDDSI high-risk foods: mixed consistencies (a solid in a thin liquid: cereal with milk, soup with pieces) are excluded from Levels 0-6; drinks (Levels 0-4) have no pieces',
    effect:
      'a solid named in a thin carrier ("rice in water", "peaches in juice", "wontons in soup", "泡饭", "お茶漬け", "en leche") is that food with a mixed consistency (Level 7) unless the text says it was blended smooth, the liquid absorbed, drained ("tofu in broth, drained", "abgetropft", "escorrido") or the solids strained out; a drink answer while a solid food is named is capped below 0.8',
    confidence: { cap: 0.75 },
  },
  FOOD_BASE_THICKNESS: {
    id: 'FOOD_BASE_THICKNESS',
    statement:
      'IDDSI drink levels (slightly, mildly thick) describe drinks; a food base (congee, porridge, a purée) is judged by the food tests, and foods lean to the higher level',
    effect:
      'a drink-thickness name said of a food base that is not a soup, with no drink named ("cháo xay, hơi sệt", "blended oatmeal, slightly thick"), is dropped: the base is read as the food it is (a bit thick is its texture), never as a thin drink',
  },
  DISH_OF_PARTS: {
    id: 'DISH_OF_PARTS',
    statement:
      'IDDSI Level 5 (minced & moist) describes the whole food as served; a dish of a minced filling under a mashed topping (cottage pie) has the textures of its parts side by side and is Level 7 unless prepared to a level',
    effect:
      'a dish marked "parts" in the food table ("cottage pie", "hachis parmentier", "pastel tutup"): the texture words mince and mash read as its parts and are dropped; a stated level, a diet name or a preparation of the whole (blended, pureed) still decides',
  },
  DRINK_WITH_BITS: {
    id: 'DRINK_WITH_BITS',
    statement:
      'IDDSI Levels 0-4 have no bits; a thin drink with pulp or bits is still a thin liquid (Level 0) that carries a mixed-consistency hazard (IDDSI high-risk foods: mixed consistencies)',
    effect:
      'a plain thin drink (usual level 0) said to have bits or pulp ("orange juice with bits", "zumo con pulpa", "果粒橙"), neither thickened nor blended and with no solid food named, stays a Level 0 drink with the mixed_consistency hazard; pieces or chunks of a solid food stay SOLID_IN_CARRIER',
  },
  BROTH_WITH_SOLIDS: {
    id: 'BROTH_WITH_SOLIDS',
    statement:
      'IDDSI high-risk foods: mixed consistencies (a thin liquid with pieces: soup with pieces, broth with meat) are excluded from Levels 0-6 unless blended or sieved smooth',
    effect:
      'in a clear broth an ingredient joined to it by a joining word, after or before it ("broth, with meat and vegetables", "caldo, con verduras", "nước dùng có thịt", "munggo na may sabaw"; JOIN_CUES) is a piece in it, not its flavour ("chicken broth"): rule SOLID_IN_CARRIER makes it Level 7',
  },
  STRAINED_BROTH: {
    id: 'STRAINED_BROTH',
    statement:
      'Level 0 (thin) flows like water; a soup strained of its pieces is the thin broth left, not a purée (a purée is blended; a sieve only takes out pieces)',
    effect:
      'a brothy soup (soup with pieces, not a chowder or 羹) the text says was strained, with nothing blended, puréed or thickened and no level stated or tested, reads as its broth: a Level 0 drink, the mixed consistency removed',
  },
  // Foods stirred through a base
  STIRRED_IN_KEEPS_HAZARDS: {
    id: 'STIRRED_IN_KEEPS_HAZARDS',
    statement:
      'IDDSI: a food at Levels 4-6 must not contain any high-risk food (nuts, seeds, corn kernels, hard or crunchy bits); every food in the dish keeps its hazard, and the dish takes Level 7',
    effect:
      'a food stirred, mixed, folded or swirled through a smooth base ("walnuts stirred through yoghurt", "sweetcorn mixed into mash", "拌入", "混ぜ込んだ") keeps its own hazards; the base\'s smoothing words ("smooth", "puréed") do not prepare it; a liquid stirred in is part of the base, not poured over it',
  },
  THICKENED_BROTH: {
    id: 'THICKENED_BROTH',
    statement:
      'IDDSI drinks: a thickened liquid is Level 1 or thicker; with no degree stated or tested, the safety bias for drinks leans to the thinnest thickened level (Level 1), settled by the IDDSI Flow Test',
    effect:
      '"broth only / 具なし" with a thickening word ("とろみ付き", "thickened") removes the mixed consistency but does not read as the Level 0 broth: the thickening word decides (Level 1, needs the flow test)',
  },
  // A level beside a plain drink names the eater's diet, not the drink
  PLAIN_DRINK_STATED: {
    id: 'PLAIN_DRINK_STATED',
    statement:
      'Drinks are judged by the IDDSI flow test as served; water, tea, juice, milk and broth are Level 0 unless thickened, and a level written beside them without a thickener, a thickness word or a test names the eater, the round or the order',
    effect:
      'a plain thin drink beside a bare level number, with no thickening word, thickness word or test, sets the number aside as a prescription and answers Level 0; any drink whose level was set aside as a prescription has needs_test with the flow test (drinks lean thinner); a drink named only as a drink ("level 2 drink") has no usual level and keeps the stated one (s14textd)',
  },
  ROLE_HEADING: {
    id: 'ROLE_HEADING',
    statement: 'An IDDSI level describes a food or drink as tested; a heading that names a person or a service names what the eater is on',
    effect:
      'a heading closed by a colon or a spaced dash that names a person ("Level 4 purée for Mr Jones: ...", "Level 5 resident - ...") is a prescription as a whole: its level words are set aside and the food after it is judged on its own',
  },
  PREPARED_AFTER_DESCRIBED: {
    id: 'PREPARED_AFTER_DESCRIBED',
    statement:
      'IDDSI Level 6: bread and dry cakes only when pre-gelled, soaked right through so that no dry part is left (hazards.ts UNDOES_DESCRIBED_HAZARD)',
    effect:
      'a hazard word the text wrote before a preparation that undoes it ("dry sponge soaked right through with custard") is dealt with; the food\'s other hazards stand',
  },
  HEDGED_CLAIM: {
    id: 'HEDGED_CLAIM',
    statement:
      'A classification must rest on evidence, and the IDDSI tests define the levels; a claim the writer marks as a guess is not a finding, and until the test settles it the safer texture stands (foods: the higher level, drinks: the thinner)',
    effect:
      'a text with a hedge ("??", "not tested", "not sure", "唔知", "daw", "katanya"; lexicon/hedges.ts) and no test result answers a food Level 7 and a drink nothing says was thickened or calls a bit thick ("稠稠哋", "semi-thick") Level 0; a drink with a stated level keeps it ("level 3 i guess", "mildly thick, not tested": the label may be right) with the cap; needs_test with the settling test, confidence capped',
    confidence: { cap: 0.55 },
  },
  // A mash hedged only about small lumps is Level 5 at most (small lumps allowed) until tested, not Level 7
  HEDGED_LUMPS_IN_MASH: {
    id: 'HEDGED_LUMPS_IN_MASH',
    statement:
      'IDDSI Level 5 Minced & Moist: small lumps (up to 4 mm adults) in a moist mash are allowed; Level 4 has none; the fork pressure test and the 4 mm check settle which',
    effect:
      'a hedged text (HEDGED_CLAIM) about a mash or purée alone (mashed potato, a purée) whose only doubt is lumps ("might be a few small lumps", "casi sin grumos") answers Level 5, not 7, needs the test, with the hedge cap; a hazard stated still raises it',
  },
  // "almost level 3" is not level 3
  APPROXIMATE_CLAIM: {
    id: 'APPROXIMATE_CLAIM',
    statement:
      'IDDSI levels are defined by their tests: a drink "not quite" or "almost" at a level has not met it (it flows faster), a food "almost smooth" or "nearly soft" still has the lumps or pieces the level excludes; an approximate claim is not a finding',
    effect:
      'an approximation word (lexicon/hedges.ts APPROXIMATION_WORDS: almost, not quite, slightly thinner than, 差不多, 几乎, ほぼ, halos, hampir, gần như, เกือบ, casi, presque, quase, quasi) is read as a hedge (rule HEDGED_CLAIM): a food Level 7, a drink its stated level or the thinnest its words allow, needs_test, the hedge cap',
  },
  JOINED_KEEPS_HAZARDS: {
    id: 'JOINED_KEEPS_HAZARDS',
    statement:
      'IDDSI: a food at Levels 4-6 must not contain any high-risk food; every food in the dish keeps its hazard whatever word joins it to a smooth base',
    effect:
      'a preparation word or stated level written before a joining word ("with", "campur", "trộn", "ใส่", "may", "配"; lexicon/foods.ts JOIN_CUES) describes the food before it, not the one after ("smooth custard with raisins" keeps the raisins\' hazards); words after both foods describe both',
  },
  // Test results in carers' own words, in every language read
  TEST_IN_OWN_WORDS: {
    id: 'TEST_IN_OWN_WORDS',
    statement:
      'IDDSI Testing Methods 2019: the flow, fork drip, spoon tilt and fork pressure tests define the levels, however the result is written (test-outcomes.ts lists every outcome and the levels it rules in)',
    effect:
      'a clause that holds the concepts of a test outcome (a motion, its speed, the fork or spoon, a negation at the motion) reads as that outcome in any tense or word order ("it dripped through in slow blobs", "フォークの間からゆっくり垂れた", "federt zurück"); a negated test result is still a test result; a label or stated level it rules out gives way (ROLE_LABEL, TEST_DECIDES_FLUID)',
  },
  // Hard foods that grinding or a topping does not soften
  GROUND_TOPPING_STAYS_HARD: {
    id: 'GROUND_TOPPING_STAYS_HARD',
    statement:
      'IDDSI high-risk foods: hard foods such as nuts and seeds, and crumbly bits; a food at Levels 4-6 must not contain any high-risk food',
    effect:
      'a hard food ground, pounded or crushed and put on a base ("peanuts pounded fine, sprinkled over congee") keeps its hard and crunchy hazards (hazards.ts GROUND_TOPPING_KEEPS): grinding words describe its size, not a smooth texture of the dish',
  },
  // blended but not sieved
  UNSIEVED_KEEPS_SKINS: {
    id: 'UNSIEVED_KEEPS_SKINS',
    statement:
      'IDDSI high-risk foods: skins and husks (peas, beans, corn, tomatoes); a blender leaves bits of skin that only a sieve removes (IDDSI Level 4: no lumps, fibres, skins or husks)',
    effect:
      'a food with skins or husks that the text says was not sieved or strained ("sem peneirar", "sin colar", "not strained", "没过筛") keeps the skins hazard whatever blended it: Level 7 unless the text also says it was sieved',
  },
  // a blended congee "medyo malapot" (somewhat thick) that drips through the fork was read as a drink
  HEDGED_NAME_OF_FOOD: {
    id: 'HEDGED_NAME_OF_FOOD',
    statement:
      'IDDSI Levels 3-4 name both drinks and foods; a hedged thickness ("somewhat thick", "medyo malapot", "agak kental") names no drink level of a food',
    effect:
      'a drink thickness named only with a hedge (lexicon conf below 1) votes less than a named food or drink on the kind, and for a food it leaves the level to the tests and textures reported',
  },
  // "ayam suwir dibuang" (the shredded chicken thrown away) kept the chicken's stringy hazard
  FOOD_DISCARDED: {
    id: 'FOOD_DISCARDED',
    statement: 'IDDSI: the level describes the food as served; a food taken out of the dish before serving is not in it',
    effect:
      'a food right before a verb of throwing away or picking out ("dibuang", "discarded", "picked out", "揀走"; lexicon/colloquial.ts DISCARDED_AFTER) is read as a food under a negation: neither evidence nor hazards',
  },
  // A person's clause names the diet, whatever its verb
  ROLE_PERSON_CLAUSE: {
    id: 'ROLE_PERSON_CLAUSE',
    statement:
      'An IDDSI level describes a food or drink as tested; a level said of a person (what they are on, must drink, eat) names the eater, not the food served to them',
    effect:
      'a clause opened or closed by a person word ("Mi mamá está en dieta triturada, ...", "爸爸要喝二级稠的，...", "父はとろみ中間なので、...", "L4 pureed pt, ...") that names no food, followed by a clause that names one, is set aside as that person\'s order (lexicon/roles.ts FAMILY_PERSON_CUES)',
  },
  // A removal of the solids said beside a person is about the item
  ROLE_REMOVAL_ABOUT_ITEM: {
    id: 'ROLE_REMOVAL_ABOUT_ITEM',
    statement:
      'An IDDSI level describes a food or drink as served; taking every solid out of a drink or soup (pearls, fillings) changes the item served, it is not a diet order',
    effect:
      'a clause after a person word that removes the solids (terms.ts broth_only: "scooped out all the pearls", "broth only") after a food was named is not set aside as that person\'s order (ROLE_PERSON_CLAUSE): the removal reads as done to that food; a span reaching back over such a removal (a trailing bed number in phone-typed Chinese) starts after it',
  },
  // The diet introduced by a verb of need, without punctuation
  ROLE_NEED_VERB: {
    id: 'ROLE_NEED_VERB',
    statement:
      'An IDDSI level describes a food or drink as tested; a level the eater needs, must have or usually takes is a prescription, and a diet name is not a preparation of the food served',
    effect:
      'a verb of need, obligation or habit ("needs", "must have", "she takes", necesita, perlu, cần, kailangan, ต้อง, 需要, 必要; lexicon/roles.ts NEED_VERBS) opens a prescription span that ends at the first verb of serving or eating ("had", "gave", comió, makan, ăn, 食咗; NEED_SPAN_ENDS) or the clause end: its level words are set aside and the food or drink served is judged as usually served; a need clause after the food is set aside only when it gives a whole class of what the eater gets a level ("..., she gets thickened drinks"; REGIME_NOUNS), or, after solids only, a drinks-only level ("cake for Mr Lee, he drinks mildly thick")',
  },
  // A word of ordering ("prescribed", pautado, 指示) makes its clause the eater's order
  ROLE_ORDER_WORD: {
    id: 'ROLE_ORDER_WORD',
    statement:
      "An IDDSI level describes a food or drink as tested; a level or thickener prescribed or ordered for the eater names the eater's diet, not the item served to them",
    effect:
      'the clause that holds a word of ordering ("mildly thick fluids ordered", "thickener prescribed (level 2)", pautado, prescrite, verordnet, chỉ định, 處方, 指示, 처방; lexicon/roles.ts ORDER_WORDS), before or after the word, is set aside as the order when it names no item but a generic drink ("fluids") and an item is named after it; that item is judged as served',
  },
  ROLE_DRINKS_ORDER_BESIDE_SOLID: {
    id: 'ROLE_DRINKS_ORDER_BESIDE_SOLID',
    statement:
      'IDDSI Levels 1 and 2 and the thickened-drink levels describe drinks: no food has them, so beside a solid they describe the eater',
    effect:
      'a phrase of its own that gives a whole class of drinks (REGIME_NOUNS: fluids, líquidos, inumin, 飲品) a drinks-only level, in a text whose items are all solids ("sponge cake, level 2 drinks", "jelly cubes, L2 fluids"), is the eater\'s drinks order: set aside, and the solid judged on its own',
  },
  // Unpunctuated family messages
  ROLE_PERSON_CLAUSE_SPACE: {
    id: 'ROLE_PERSON_CLAUSE_SPACE',
    statement:
      'An IDDSI level describes a food or drink as tested; a level said of a person names the eater, whether a comma or a space ends that clause',
    effect:
      'in scripts written without spaces (Chinese, Japanese; not Korean, which spaces its words) a space between two words, and in Thai a space after a level number, ends a person\'s clause as a comma does ("阿嫲食糊餐 今日食咗…", "父はとろみ中間 …を飲んだ", "ยายกินอาหารระดับ 4 หมูทอด"): ROLE_PERSON_CLAUSE then applies',
  },
  ROLE_PERSON_CLAUSE_DIET_DISH: {
    id: 'ROLE_PERSON_CLAUSE_DIET_DISH',
    statement:
      'An IDDSI level describes a food or drink as tested; a texture-modified dish named with a level in the clause about a person ("eats blended congee level 4") names that person\'s diet',
    effect:
      "in a person's clause (ROLE_PERSON_CLAUSE) a dish usually served at Level 5 or below whose levels include the level stated in that clause is part of the diet's name: the clause is still set aside, and the food served after it is judged as served",
  },
  // The order without a person word, and a diet named by a dish
  ROLE_ORDER_CLAUSE: {
    id: 'ROLE_ORDER_CLAUSE',
    statement:
      "An IDDSI level describes a food or drink as tested; a level said as what someone must drink, or as the reason for what is served, names the eater's order",
    effect:
      'a clause opened by a verb of obligation ("要喝", "只能飲"), closed by a reason ("なので"), or said of "he\'s / she\'s", or a diet named for its eaters ("untuk lansia ...") is a prescription when a food is named outside it (lexicon/roles.ts ROLE_BEFORE, ROLE_AFTER, PERSON_CUES)',
  },
  ROLE_DIET_NAME_HEADING: {
    id: 'ROLE_DIET_NAME_HEADING',
    statement:
      'An IDDSI level describes a food or drink as tested; a diet named after a dish ("ペースト食", "congee diet") names the eater\'s order',
    effect:
      "a food word inside a diet order that heads, before a colon, another food named outside every order is part of the diet's name: set aside, and the food after the colon is judged as served",
  },
  HAZARD_KEPT_BY_NEGATED_REMOVAL: {
    id: 'HAZARD_KEPT_BY_NEGATED_REMOVAL',
    statement:
      'IDDSI high-risk foods: skins and casings are hazards until removed; mincing or chopping changes size only, and a removal the text denies ("without removing the skin") removes nothing',
    effect:
      'a skin, casing or bone the text says was kept ("sin quitarle la piel", "casings left on", "连皮", "皮ごと", "without removing the bones", "刺没挑", "durinya tidak dibuang", "không bỏ xương"; lexicon/terms.ts) stands as a hazard however small the pieces or smooth the purée: Level 7',
  },
  MINCED_KEEPS_STICKY: {
    id: 'MINCED_KEEPS_STICKY',
    statement: 'IDDSI high-risk foods: sticky foods (dried fruit) are excluded from Levels 4-6; mincing or chopping changes size only',
    effect:
      'the stickiness of a food\'s usual served form (dried fruit, rice, cheese; "~" in lexicon/foods.ts) goes only with a preparation that changes its texture beyond mincing (purée, blend, sieve; not soaking: rule SOAKING_KEEPS_DRIED_FRUIT): minced raisins stay Level 7',
  },
  SEPARATION_SEEN_AFTER: {
    id: 'SEPARATION_SEEN_AFTER',
    statement:
      'IDDSI Levels 3-6 have no separating thin liquid; a thin liquid seen separating after blending is what the preparation left (a mixed consistency)',
    effect:
      'a separating thin liquid the text names after a blending or sieving word ("blended, but thin liquid separates around the spoon") stands as a mixed consistency instead of being merged by rule SOLID_IN_CARRIER: Level 7',
  },
  THIN_SAUCE_ON_FOOD: {
    id: 'THIN_SAUCE_ON_FOOD',
    statement:
      'IDDSI high-risk foods: mixed thin and thick textures (a thin liquid served with a thicker food) are excluded from Levels 3-6',
    effect:
      'a sauce or syrup (foods rows gravy, honey) the text calls thin within a few words of any mention of it ("custard with a thin runny syrup", "gravy poured over, the gravy is thin"), served with another food, is a mixed consistency: Level 7, not a thin drink, whatever level, label or table is written beside it (a purée word before the sauce does not merge it); a test or measure reported leaves it to the test',
  },
  THIN_WITH_PIECES_SEEN: {
    id: 'THIN_WITH_PIECES_SEEN',
    statement:
      'IDDSI high-risk foods: mixed thin and thick textures (a thin liquid with lumps or pieces of food) are excluded from Levels 3-6, whatever the label',
    effect:
      'a text that says the item is thin, runny or runs off the spoon (terms thin, thinned, spoon_pours, pours_fast_spoon) AND that lumps or pieces are in it ("runny, chicken lumps visible", "très liquide, avec des grumeaux", "好稀，仲有鸡肉粒") carries a mixed consistency and is a food at Level 7, over a stated level, a label or an earlier purée word; both parts are needed; not lumps blended out later, lumps of a drip test or sized by a particle measure ("颗粒≤4mm"), nor a liquid drained or strained off',
  },
  MEDICINE_NOT_FOOD: {
    id: 'MEDICINE_NOT_FOOD',
    statement: 'An IDDSI level describes the food or drink served; how a medicine is given (crushed tablets) says nothing of the food',
    effect:
      'texture and hazard words said of a medicine (lexicon/roles.ts MEDICINE_WORDS; in its clause, at most two words or three unspaced characters away: "his meds are crushed", "药片要磨碎", "comprimidos triturados") are dropped: the foods served decide; a medicine word with a sweet or dish word beside it ("pastilla de menta", "chocolate tablet", "Scottish tablet", "أقراص لحم"; lexicon/roles.ts SWEET_BESIDE_MEDICINE) is that food, not a medicine',
  },
  REMOVAL_OF_LISTED_PARTS: {
    id: 'REMOVAL_OF_LISTED_PARTS',
    statement: 'IDDSI high-risk foods: "bones removed", "gristle trimmed" remove that hazard, nothing else',
    effect:
      'a removal verb after a list whose last object has no hazard of its own ("bones, gristle and fat all cut away", "huesos y grasa quitados") takes out the hazard words of the list; English removal words after their object include "cut away", "trimmed away", "cut out" (not a bare "trimmed": "green beans, trimmed" keeps their strings); a hazard stated standing in a later clause ("fat and gristle cut away, bones left in") stands; when a hazard went only through the last part of the list ("bones, gristle and fat all cut away"), a level below 7 is capped (the other parts of the food are not said to be dealt with)',
    confidence: { cap: 0.75 },
  },
  DRAINED_OWN_CARRIER: {
    id: 'DRAINED_OWN_CARRIER',
    statement:
      'IDDSI high-risk foods: mixed consistencies (a solid in a thin liquid) are excluded from Levels 0-6; a food lifted out of its liquid is no longer one',
    effect:
      'a bare "drained" ("abgetropft", "scolato", "égoutté", "escurrido") takes out the mixed consistency only when said of the food in the last liquid named before it: no other food named between them, no object after it in its clause ("drained the tinned fruit"), and no liquid named after it ("pasta drained, then served in broth")',
  },
  SAUCE_NOT_ITS_INGREDIENT: {
    id: 'SAUCE_NOT_ITS_INGREDIENT',
    statement: 'IDDSI high-risk foods name the skins of whole vegetables and fruit; a cooked sauce is judged as a sauce',
    effect:
      'a sauce named by its ingredient ("tomato sauce", "茄汁", "salsa de tomate", "صلصة الطماطم") is the sauce (foods row gravy), not the whole tomato with its skins; "茄汁豆腐" is tofu in that sauce, not baked beans',
  },
  THIN_BASE_WITH_PIECES: {
    id: 'THIN_BASE_WITH_PIECES',
    statement:
      'IDDSI high-risk foods: mixed thin and thick textures (a thin liquid with pieces of food, cereal in milk, watery congee with grains) are excluded from Levels 3-6',
    effect:
      'a congee or porridge the text calls thin or watery with grains or pieces in it ("cháo loãng có hạt gạo") is a mixed consistency: Level 7 until blended or thickened; a congee (foods row congee) called thin or watery with no blending or sieving word carries its grains unnamed ("bubur encer", "malabnaw na lugaw") and is the same; so is a stew or curry (pieces in a sauce) called thin or watery ("a watery beef stew", "cà ri loãng")',
  },
  TESTED_TENDER: {
    id: 'TESTED_TENDER',
    statement:
      'IDDSI Fork Pressure Test: at Levels 5-6 the food squashes under the fork, or is cut with its side, and does not return to shape: it is soft and tender (hazards.ts TESTED_TENDER)',
    effect:
      'a fork pressure result of Levels 5-6 removes the toughness of the one solid food named (meat cut to 1.5 cm that squashes under the fork is Level 6); hardness, stickiness, fibres, skins and bones stand, and with two solid foods the test may have been of the other',
  },
  // The meat of a stew is not a second solid
  MEAT_WORD_NAMES_DISH_MEAT: {
    id: 'MEAT_WORD_NAMES_DISH_MEAT',
    statement:
      'IDDSI Fork Pressure Test: the food tested is the food served; the meat of a stew or braise is that dish, not another food (hazards.ts NAMES_DISH_MEAT)',
    effect:
      'a generic meat word beside a meat stew or braise is not counted as a second solid food, so a fork pressure result removes the toughness of that meat (rule TESTED_TENDER); a second food of its own (carrots, potato) still counts',
  },
  // A thickened drink left to stand
  THINNED_SINCE_STATED: {
    id: 'THINNED_SINCE_STATED',
    statement:
      'Drinks are judged by the IDDSI flow test as served; a thickened drink that has thinned since it was made (left standing, some thickeners break down) is no longer the level it was made to',
    effect:
      'a drink with a stated level 1-4 that the text says has gone thin ("level 3 but it\'s gone runny", "二級稠 放耐咗變稀"; terms.ts row thinned) is answered at the thin words\' level, with needs_test and the flow test, confidence capped',
    confidence: { cap: 0.6 },
  },
  // What the carer saw outranks the stated thickness
  SEEN_THINNER_THAN_STATED: {
    id: 'SEEN_THINNER_THAN_STATED',
    statement:
      'IDDSI levels are defined by how the item flows; Level 4 does not pour and drinks are judged by the flow test as served: an item seen to flow thinner than its stated level is not that level',
    effect:
      'a stated level 1-4 and an un-negated observation every level of which is below it ("mildly thick but it\'s like water", "level 4 pudding but I can pour it", "nivel 3 pero aguado", "中度稠但很稀") with no reported test agreeing with the label: the label is set aside, the thinner reading answers, with needs_test and confidence capped',
    confidence: { cap: 0.5 },
  },
  // A watery word beside a drink level needs no "but"
  SEEN_WATERY_BESIDE_LEVEL: {
    id: 'SEEN_WATERY_BESIDE_LEVEL',
    statement:
      'IDDSI Level 1 is thicker than water and drinks are judged by the flow test as served: a drink reported watery or runny is not the thickened level its label states',
    effect:
      'a drink with a stated level 1-4 and an un-negated NARROW watery word (lexicon/watery-words.ts: runny, watery, 稀, 水っぽい, aguado, encer, loãng; not descriptive "thin", "líquido", "cair", "lỏng") before or after the level with no contrast word ("runny level 3 drink", "中度稠 好稀", "nivel 3 aguado") is read as rule SEEN_THINNER_THAN_STATED: the thinner reading, needs_test, its cap',
  },
  // A cup of rice is rice
  VESSEL_OF_SOLID_FOOD: {
    id: 'VESSEL_OF_SOLID_FOOD',
    statement:
      'IDDSI: the level is the texture of the item as served; a vessel or measure says how much, not what texture, and whole round foods (grapes, cherry tomatoes) are high-risk choking foods',
    effect:
      'a vessel or measure word ("a cup of", "一杯", "taza de", "secangkir"; terms.ts VESSEL_WORDS) beside a named solid food and no named drink is no drink word: the food decides the kind and keeps its hazards ("a cup of grapes" is Level 7, round); brand soft drinks ("Pepsi", "Fanta", "百事可乐") are thin drinks (foods.ts soda)',
  },
  // A chicken soup holds chicken
  SOUP_NAMED_BY_PIECES: {
    id: 'SOUP_NAMED_BY_PIECES',
    statement:
      'IDDSI high-risk foods: mixed thin and thick textures (soup with pieces of food) are excluded from Levels 3-6; a blended soup is one texture, judged by its tests',
    effect:
      'a soup named by a solid ingredient ("chicken soup", "lentil soup", "Gemüsesuppe", "菜汤", "sopa de verduras"; foods.ts pieces_soup) is a mixed consistency, Level 7, confidence capped as its pieces are not said; blended, puréed, thickened, strained, or with a level or test stated, it reads as the generic soup (soups.ts)',
    confidence: { cap: 0.8 },
  },
  // Level 1 is thicker than water
  THICKENED_STILL_LIKE_WATER: {
    id: 'THICKENED_STILL_LIKE_WATER',
    statement: 'IDDSI Level 1 Slightly Thick is thicker than water; drinks are judged by the flow test as served',
    effect:
      'a drink with a thickener word and after it an un-negated comparison to water ("added thickener but still like water", "puse espesante pero sigue como agua", "水みたい"; lexicon/watery-words.ts LIKE_WATER_WORDS), with no level, test or other texture word: the thickener word leaves the texture tier and the answer is Level 0 through rule SEEN_THINNER_THAN_STATED (needs_test, its cap)',
  },
  // The menu names what was ordered, the plate is what came
  LABEL_SERVED_HARDER: {
    id: 'LABEL_SERVED_HARDER',
    statement:
      'IDDSI: a level is the texture of the food as served, shown by the testing methods; a diet name on a menu or label is a claim, and foods that are hard, fibrous or whole as usually served are excluded below Level 7',
    effect:
      'a level claimed only by a label or menu ("menu says minced & moist", "餐牌寫 細碎及濕軟", "etiqueta: nivel 5") and, past a contrast or a sentence end, named foods that as usually served all lie above every claimed level ("but they sent a whole lamb chop", "今日廚房送咗炒菜心"), with no test reported: the claim is set aside and the food as served answers (foods lean higher)',
  },
  MINCE_WORD_MEASURED_LARGER: {
    id: 'MINCE_WORD_MEASURED_LARGER',
    statement:
      'IDDSI Level 5 Minced & Moist: pieces no bigger than 4 mm (adults); cutting changes size only, and tough meat cut to bite size stays tough unless cooked tender (high-risk foods)',
    effect:
      'a mincing or fine-dicing word beside measured piece sizes all above 4 mm ("thái hạt lựu nhỏ khoảng 1 cm", "finely diced, about 1 cm") removes no hazard: the whole cut keeps its toughness (Level 7) unless a softness word or test says otherwise',
  },
  THICKENER_FAILED: {
    id: 'THICKENER_FAILED',
    statement: 'Drinks are judged by the IDDSI flow test as served; a thickener that did not thicken left the drink thin',
    effect:
      'a drink the text says the thickener did not thicken ("the thickener didn\'t work", "el espesante no funcionó", "とろみがつかない"; terms.ts row thinned) is read as gone thin, and a thickener word beside it names nothing thickened',
  },
  PRESCRIBED_DRINK_UNTESTED: {
    id: 'PRESCRIBED_DRINK_UNTESTED',
    statement:
      'Drinks are judged by the IDDSI flow test as served; when the eater is prescribed thickened drinks and the text neither says the drink was thickened nor reports a test, whether it was thickened is unknown',
    effect:
      "a drink whose only level words were set aside as the eater's order, with no test reported, is answered as served (thin, the safer side for drinks) with needs_test and the flow test, and its confidence capped below 0.8",
    confidence: { cap: 0.75 },
  },
  // Findings of an independent clinical audit (an SLP with IDDSI expertise)
  INGREDIENT_IN_BASE_KEEPS_HAZARDS: {
    id: 'INGREDIENT_IN_BASE_KEEPS_HAZARDS',
    statement:
      'IDDSI Levels 4-6: a food at these levels contains no high-risk food; meat, fish, vegetables or fruit added to congee, mash, yoghurt or custard are pieces in it',
    effect:
      'a food named beside a wet base ("congee with fish", "pork congee", "yoghurt with grapes") keeps every hazard no preparation of the text removed (Level 7 until a preparation word deals with it, "pork minced into the congee"); the base takes away only dryness, the grain a porridge is cooked from, the usual served form of rice or cheese, and a fruit or chocolate flavour written right beside a smooth base ("strawberry yoghurt"); only whole-dish rows ("minced pork congee") carry the base\'s level',
  },
  // Tests in carers' own words, drinks, comparators
  NEGATED_OUTCOME: {
    id: 'NEGATED_OUTCOME',
    statement:
      'IDDSI fork pressure test: a sample that squashes and does not return to its shape passes Levels 5-6; one that springs back, or will not squash, fails (Level 7)',
    effect:
      'a negated fork pressure outcome reads as the other outcome ("does not spring back", "元に戻らない" is the squash; "would not break apart" the failure); a negation belongs to the nearest motion word after it ("つぶれて戻らない"), and a negating preposition ("sem espinhas", "ohne Gräten") negates a motion only right before it (test-clauses.ts)',
  },
  NOT_EVEN_RESIDUE: {
    id: 'NOT_EVEN_RESIDUE',
    statement: 'IDDSI flow test: less than 1 ml left in the 10 ml syringe after 10 s is Level 0 Thin',
    effect:
      'a residue under "not even" ("not even 1 ml left", "1mlも残らなかった", "1ml도 안 남았", "连1毫升都没剩", "nicht einmal 1 ml") is an upper bound, like "less than" (FLOW_COMPARATOR)',
  },
  // Drinks: what the words support
  NEGATION_AFTER_WHOLE_WORD: {
    id: 'NEGATION_AFTER_WHOLE_WORD',
    statement: 'Level 0 (thin) is a drink with no thickener; a thickness word the text negates says nothing was added',
    effect:
      'in scripts matched inside words (Devanagari, Hangul) a negation cue after a word reaches it from the end of the whole word ("कोई गाढ़ापन नहीं मिलाया": no thickness added), not only from the end of the matched stem',
  },
  NEGATION_AFTER_PARTICLE: {
    id: 'NEGATION_AFTER_PARTICLE',
    statement: 'Level 0 (thin) is a drink with no thickener; a thickener the text says is not (yet) in the drink was not added',
    effect:
      'a negation cue after a word reaches it over a subject particle that is also a clause-break word (が in "とろみ剤が入っていない") and over "not yet" adverbs (まだ, 아직, yet; list-words.ts SCOPE_FILLERS): "とろみ剤がまだ入っていない", "점도증진제를 아직 안 넣었어요" negate the thickener, and the eater\'s order beside it is set aside (SERVED_DRINK_NOT_ORDER)',
  },
  GELATIN_JELLY_CUP: {
    id: 'GELATIN_JELLY_CUP',
    statement:
      'IDDSI: foods that melt into a thin liquid in the mouth (gelatin jelly) are a thin liquid; konjac jellies do not melt and are a choking hazard',
    effect:
      'a jelly cup named only generically (foods.ts GENERIC_JELLY_CUPS: "jelly cup", "果冻杯", "ミニカップゼリー") is read as konjac, unless the text names gelatin (foods.ts GELATIN_WORDS: "gelatin", "明胶", "ゼラチン") and no konjac word: then the konjac reading and its hazards are dropped and the jelly is the melting food of MELTING_FOOD_ALONE or MELTS_FOR_THICKENED_DRINKS',
  },
  THIN_POUR_THINNEST: {
    id: 'THIN_POUR_THINNEST',
    statement:
      'IDDSI spoon tilt and fork drip tests are for Levels 3-7; a liquid that pours off a tilted spoon is Level 3 or thinner, and only the flow test separates Levels 0-3. Level 0 flows like water',
    effect:
      'a drink or soup whose only test is that it pours off the spoon, which the text calls thin or like water, takes the thinnest level those test rows allow (drinks lean thinner), confidence at most the cap; so does (s10texta) a drink whose only tests are pours off the spoon or drips through the fork and that the text names only as drinks served thin and drunk (water, tea, juice, milk; not a soup or broth) with no word of thickness, or that the text does not name at all. "Pours", "pourable" say nothing of a drink\'s thickness (every drink pours): their drink reading weighs 0-3 alike (terms.ts pourable)',
    confidence: { cap: 0.6 },
  },
  // A spoon pour alone cannot tell Levels 1-3 apart: it must not decide Level 3 at 0.95 for drinks, smoothies and soups
  SPOON_POUR_DRINK_UNDECIDED: {
    id: 'SPOON_POUR_DRINK_UNDECIDED',
    statement:
      'IDDSI Testing Methods: the spoon tilt and fork drip tests are for Levels 3-7; Levels 0-3 are told apart only by the flow test, so how fast a drink runs off a spoon does not decide among them',
    effect:
      "a drink with no stated level whose only test results are pours off the spoon (a slow pour or drip counts when the text names a spoon and no fork) takes the thinnest level its words allow (its name's thinnest level; Level 1 when called thickened or thick; Level 2 beside a Level 2 description), needs the flow test, confidence at most the cap; not when a preparation word makes it a liquidised food (blended, puréed; a soup sieved or smooth: Level 3's own spoon pour)",
    confidence: { cap: 0.6 },
  },
  FORK_DRIP_SPEED_IN_CLAUSE: {
    id: 'FORK_DRIP_SPEED_IN_CLAUSE',
    statement:
      'IDDSI Testing Methods, fork drip test: Levels 0-2 flow quickly through the prongs, Level 3 drips slowly in dollops; a drip said to be fast is not Level 3',
    effect:
      'a drip through the fork read by a listed phrase of unsaid speed (terms.ts fork_drips) leaves its clause to the clause reader; when the clause also says fast ("drips through the fork fast", "很快", "すぐ", "agad", "cepat", "nhanh", "เร็ว", "rápido", "schnell", "быстро") the quick flow (Levels 0-2) replaces it, and, a test result thinner than a stated Level 3, it decides (rule TEST_FAILS_STATED); a lump word in a clause that says slow ("缓慢成团地滴下", "drips slowly in blobs") is the dollops of Level 3, never the mound of Level 4 (test-outcomes.ts FORK_DRIP_MOUND, unless)',
  },
  SPOON_UTENSIL_DRINK_NEUTRAL: {
    id: 'SPOON_UTENSIL_DRINK_NEUTRAL',
    statement:
      'IDDSI: a thin drink may be given by spoon (teaspoon trials, spoon feeding); only "spoon only", "cannot be drunk" or a spoon tilt result says a liquid is Extremely thick (Level 4)',
    effect:
      'a spoon named only as the utensil ("with a teaspoon", "con cuchara", "スプーンで", "dengan sendok"; terms.ts spoon_utensil) reads as a spoon food for a food and says nothing of a drink\'s thickness',
  },
  // "almost nothing came out" is some flow, not none
  // "lumps about the size of a pea" is a particle size: for a child it fails Level 5 and straddles Level 6
  SIZE_SIMILE_PEA: {
    id: 'SIZE_SIMILE_PEA',
    statement:
      'IDDSI particle limits: Level 5 4 mm (paediatric 2 mm), Level 6 15 mm (paediatric 8 mm); a food at a limit leans to the higher level until measured',
    effect:
      'a piece or lump said to be the size of a pea (lexicon/size-similes.ts, every language read: "pea-sized", "豆咁大", "豌豆大小", "グリーンピース大", "완두콩만한", "del tamaño de un guisante") is a particle of 8-10 mm, so Level 6 for an adult and Level 7 for a child; the pea in the words is not a food served; a size by comparison is no measure, so the answer\'s confidence is capped',
    confidence: { cap: 0.7 },
  },
  FLOW_AMOUNT_IN_WORDS: {
    id: 'FLOW_AMOUNT_IN_WORDS',
    statement:
      'IDDSI flow test: the level is read from what remains in the 10 ml syringe after 10 s: Level 1 leaves 1-4 ml, Level 2 4-8 ml, Level 3 more than 8 ml; a syringe that let a little out is not one that let nothing out',
    effect:
      'an amount left said in words (lexicon/flow-amounts.ts, every language read: "almost nothing came out", "only a few drops came out", "almost full" = more than 8 ml, Level 3; "half left" = Level 2; "a quarter stayed" = Level 1) reads as that residue in a flow-test context, or alone when the words say it came out; a measured residue, an emptied syringe or no flow at all wins; a word estimate weighs less than a measure (factor)',
    confidence: { factor: 0.85 },
  },
  // The flow test cannot show Level 4, so a drink it leaves full is answered at 3
  FLOW_TEST_LEVELS_0_3: {
    id: 'FLOW_TEST_LEVELS_0_3',
    statement:
      'IDDSI Testing Methods, flow test: it classifies Levels 0-3 only; Level 3 Moderately thick leaves more than 8 ml in the 10 ml syringe after 10 s, and a liquid that does not flow at all (10 ml left) leaves more than 8 ml too; Level 4 Extremely thick is shown by the fork drip test (sits in a mound, does not drip) and the spoon tilt test (holds its shape, slides off)',
    effect:
      'a drink whose only test result is the flow test past its range (10 ml left, "nothing came out", "the syringe stayed full"), with no fork drip or spoon tilt result, no Level 4 name or label of the drink itself and no Level 4 description ("eaten with a spoon"), is answered at Level 3 (FLOW_BEYOND_RANGE_LEVEL: the thinnest level the result allows; drinks lean thinner), needs the fork drip and spoon tilt tests, and its confidence is at most the cap; a food (a purée, a custard) keeps its food reading (foods lean higher); a diet order set aside is about the eater, not the drink',
    confidence: { cap: 0.6 },
  },
  FLOW_NONE_DESCRIBED_LEVEL_4: {
    id: 'FLOW_NONE_DESCRIBED_LEVEL_4',
    statement:
      'IDDSI Level 4 Extremely thick: does not flow through the 10 ml syringe in 10 s, is usually eaten with a spoon and cannot be drunk from a cup or sucked through a straw; the fork drip and spoon tilt tests confirm it',
    effect:
      'a drink from which nothing flowed in the flow test that the text also describes as Level 4 ("had to spoon it", "スプーンでないと", "要用勺子舀"; terms.ts spoon_only) keeps Level 4 (FLOW_TEST_LEVELS_0_3 answers the syringe alone at Level 3); it needs the fork drip and spoon tilt tests, and its confidence is at most the cap',
    confidence: { cap: 0.85 },
  },
  NO_POUR_DESCRIBES_LEVEL_4: {
    id: 'NO_POUR_DESCRIBES_LEVEL_4',
    statement:
      'IDDSI Level 4 Extremely thick: cannot be drunk from a cup, does not pour, holds its shape on the spoon; Level 3 still pours and may also be eaten with a spoon',
    effect:
      'words that the drink does not pour or cannot be drunk from a cup ("倒不出来", "cannot be poured", "注げない"; terms.ts row no_pour) are a Level 4 description, not the flow test: alone they read Level 4 with the spoon tilt test asked, and beside "nothing came out of the syringe" they keep Level 4 (LEVEL_4_DRINK_DESCRIPTIONS, FLOW_NONE_DESCRIBED_LEVEL_4, its cap); "eaten with a spoon" beside the syringe alone does not decide (FLOW_TEST_LEVELS_0_3 keeps Level 3); with no spoon tilt or fork drip result the answer needs the spoon tilt test and its confidence is capped',
    confidence: { cap: 0.75 },
  },
  PIECES_SAID_AFTER_SMOOTHING: {
    id: 'PIECES_SAID_AFTER_SMOOTHING',
    statement: 'IDDSI Levels 3-4: smooth, no lumps or bits; a thin liquid carrying pieces is a mixed consistency (high-risk foods)',
    effect:
      'a blending or sieving word ("打得很细", "blended") followed in the text by words of lumps or pieces ("还有些颗粒", "still some bits"), with no smoothing word after them, does not make the item smooth: the carrier-with-pieces checks (the food\'s served-form mixed consistency, MIXED_CONSISTENCY, THIN_BASE_WITH_PIECES) still run, so the item stays Level 7 with the hazard',
  },
  NEGATION_CONDITIONAL_AFTER: {
    id: 'NEGATION_CONDITIONAL_AFTER',
    statement:
      'A negation that only states a condition ("without thickener she would choke, so I added it") says nothing is missing from the item',
    effect:
      'a negation cue after a word (NEG_AFTER: "入っていない") followed right away by a conditional ending (terms.ts NEG_CONDITIONAL_AFTER: と, なら, 場合; not "とろみ"; not the purpose ように, which says the thing was kept away) does not negate the word before it, so the thickener and the stated level stand',
  },
  RUNNY_FOOD_UNTESTED: {
    id: 'RUNNY_FOOD_UNTESTED',
    statement:
      'IDDSI Level 3 Liquidised foods are confirmed by the flow test or the fork drip test; a food only called thin or runny has no level measured',
    effect:
      'a food answered Level 3 on a runny or thin word alone (terms.ts row thin, food reading 3; "稀稀的", "runny"), with no test result, no stated level and no "pourable", keeps Level 3 (the test is asked) but its confidence is capped',
    confidence: { cap: 0.6 },
  },
  NO_POUR_QUALIFIED: {
    id: 'NO_POUR_QUALIFIED',
    statement:
      "IDDSI Level 4 Extremely thick: cannot be drunk from a cup and does not pour, because of its thickness; a drink not poured because it is hot, frozen or sealed, or not drunk from a cup because the person's hands shake, says nothing of its thickness",
    effect:
      'a "does not pour" or "cannot be drunk from a cup" word (terms.ts row no_pour) is dropped when the word right after it qualifies it ("yet", "quickly", "much", 多少, ほど; lexicon/list-words.ts NO_POUR_QUALIFIERS_AFTER) or when its sentence names another reason (too hot, frozen, a lid, a small pot, shaking hands; NO_POUR_CAUSES): the drink keeps the level its other words give, never Level 4 from that word',
  },
  SPOON_FED_BESIDE_NO_FLOW: {
    id: 'SPOON_FED_BESIDE_NO_FLOW',
    statement:
      'IDDSI Level 4 Extremely thick: does not flow through the 10 ml syringe in 10 s and is usually eaten with a spoon; thin drinks too are given by spoon, so how a drink was given is not its thickness',
    effect:
      'the words that say a drink had to be given or taken with a spoon ("had to spoon it", "only with a spoon", "要用勺子舀", "tive que dar de colher", "harus pakai sendok"; terms.ts spoon_had_to) are read as the Level 4 description (FLOW_NONE_DESCRIBED_LEVEL_4) only beside a flow-test result that let nothing through (nothing came out, the syringe stayed full); elsewhere they say nothing of thickness and are dropped',
  },
  // The fork drip test read for what it can say
  FORK_DRIP_LEVELS_0_3: {
    id: 'FORK_DRIP_LEVELS_0_3',
    statement:
      'IDDSI Testing Methods 2019, fork drip test: Levels 0-2 flow quickly through the prongs, Level 3 drips slowly in dollops, Level 4 sits on the fork; only the flow test separates Levels 0-3',
    effect:
      "a drip through the prongs of unsaid speed rules in Levels 0-3 for a drink (terms.ts fork_drips: equal weights, so a drink's own words and name decide among them; a food keeps Level 3); a text that names neither food nor drink is read as a drink (drinks lean thinner); a drink whose only test result is such a drip needs the flow test, confidence at most the cap",
    confidence: { cap: 0.6 },
  },
  // The clinical audit's hazard-model findings
  BLENDING_KEEPS_BONES_HUSKS: {
    id: 'BLENDING_KEEPS_BONES_HUSKS',
    statement:
      'IDDSI Levels 3-4: no bits of skin, husk, gristle or bone; a blender leaves them (IDDSI high-risk foods: bones, skins and husks of peas, beans and corn)',
    effect:
      'blending or puréeing removes no bones ("blended chicken feet", "pureed spare ribs" stay Level 7): only removal words ("deboned", "bones removed") do; the husks a food keeps in any base (peas, beans, corn) stand until the text says it was sieved',
  },
  STATED_LEVEL_KEEPS_HIGH_RISK: {
    id: 'STATED_LEVEL_KEEPS_HIGH_RISK',
    statement:
      'IDDSI: the level names describe the texture ("Minced & Moist", "Soft & Bite-Sized"); a level is met by the food as prepared and tested, and Levels 4-6 contain no high-risk food (hard, sticky, round, skins, bones)',
    effect:
      'a level number written beside a food claims its level name\'s texture and removes what that preparation always removes ("level 5 chicken" is minced chicken: not tough), never a high-risk hazard: hard, crunchy, sticky, round, skins and bones stand until a preparation word removes them ("level 6 peanuts" stay Level 7)',
  },
  SOAKED_ONLY_BREAD: {
    id: 'SOAKED_ONLY_BREAD',
    statement: 'IDDSI Level 6: bread only if pre-gelled (soaked through); glutinous rice and other sticky foods stay sticky',
    effect: 'soaked removes dryness and the sticky bolus of bread, cake and biscuit rows only ("glutinous rice soaked" stays Level 7)',
  },
  SOAKING_KEEPS_DRIED_FRUIT: {
    id: 'SOAKING_KEEPS_DRIED_FRUIT',
    statement:
      'IDDSI high-risk foods: dried fruit is chewy and sticky and keeps its skin; soaking wets a food, it changes neither its chewiness nor its skin',
    effect:
      'soaking is a wetness change, not a texture change: the stickiness and skin of dried fruit (and any "~" hazard of a served form: fish bones) stand after "soaked overnight then chopped finely" (Level 7); bread, cake and biscuit keep their own soaking rule (SOAKED_ONLY_BREAD)',
  },
  SKINS_OR_WHOLE_SEEN_KEEP: {
    id: 'SKINS_OR_WHOLE_SEEN_KEEP',
    statement:
      'IDDSI high-risk foods: skins, husks and round foods are excluded from Levels 4-6 until removed; a preparation has removed only what is no longer seen in the food',
    effect:
      'a skins or seeds word in a clause that says it is still seen ("skins still visible", "todavía se ven las cascaritas", "还看得见皮", "まだ皮が", "껍질이 보여") stands though the text names a sieve; pieces said still whole ("a few still whole", "half whole", "还有整粒", "noch ganz", "ainda inteiras") are pieces the blending or sieving did not reach: the food keeps its hazards (Level 7)',
  },
  LIQUID_LABEL_WITH_PIECES: {
    id: 'LIQUID_LABEL_WITH_PIECES',
    statement:
      "IDDSI high-risk foods: mixed consistency (thin liquid with solid pieces); Levels 0-4 have no bits, and the text's own words decide over a label",
    effect:
      'a label or menu set aside that calls a congee, porridge or stew a liquid ("外卖单上写\'流质\'", "labelled liquidised"), with grains or pieces said in it, is a thin carrier with solids as a thin word makes it (rule THIN_BASE_WITH_PIECES): mixed consistency, Level 7',
  },
  PUREED_NUTS_STICKY: {
    id: 'PUREED_NUTS_STICKY',
    statement: 'IDDSI high-risk foods: sticky foods (nut butter); hard foods such as nuts and seeds',
    effect:
      'a nut or seed puréed, blended or sieved smooth loses its hard pieces but is a sticky paste ("pureed peanuts", "芝麻打成糊" stay Level 7 with a sticky hazard)',
  },
  AGAR_JELLY_FIRM: {
    id: 'AGAR_JELLY_FIRM',
    statement:
      'IDDSI high-risk foods: foods of mixed consistency and sticky, firm jellies; gelatin melts at mouth temperature, agar (and yokan, konjac) does not',
    effect:
      'agar jellies (大菜糕, 椰汁糕, rau câu, วุ้น, gulaman, 양갱, 羊羹, 寒天) are firm, sticky pieces: Level 7 food (foods.ts agar_jelly); only gelatin jelly rows melt. A dessert name does not always say which set it (椰汁糕 is made with either), so the answer stays below 0.8',
    confidence: { cap: 0.75 },
  },
  WHOLE_DISH_HAZARDS: {
    id: 'WHOLE_DISH_HAZARDS',
    statement: 'IDDSI high-risk foods: bones, crunchy and hard foods (crackling), tough meat, mixed consistencies; Levels 4-6 contain none',
    effect:
      'dishes once read as plain egg or meat carry their own hazards (foods.ts): balut / trứng vịt lộn (bones), lechon and crispy pata (crackling, bones), sisig (crunchy, tough), kare kare (oxtail bones, mixed)',
  },
  MASHED_KEEPS_TOUGH_JUICY: {
    id: 'MASHED_KEEPS_TOUGH_JUICY',
    statement:
      'IDDSI high-risk foods: tough or fibrous meat and juicy foods where juice separates; mashing breaks a soft food up, it does not tenderise meat or bind juice',
    effect:
      'mashed removes floppy, round and dry, and the toughness of cooked vegetables only ("mashed carrot" is Level 5; "mashed steak", "mashed watermelon" stay Level 7); the stringy fibres of kale and its kin (boerenkool, Grünkohl, col rizada, cavolo nero; foods row fibrous_veg) stay in a mash, only a sieve takes them out',
  },
  // Negation scope ends at a contrast ("no bits, but stringy")
  NO_BITS_KEEPS_SEPARATION: {
    id: 'NO_BITS_KEEPS_SEPARATION',
    statement:
      'IDDSI Levels 3-6: no lumps AND no thin liquid separating; a smooth food with a separating thin liquid is a mixed consistency (high-risk)',
    effect:
      '"no bits", "không có hạt", "粒なし" take away the mixed consistency of a soup or base as usually served, never one the text states ("... but thin liquid separates", "nhưng ... tách ra", "でも離水"); a negation also ends at a contrast word (lexicon CLAUSE_BREAK)',
  },
  NEGATION_ENDS_AT_CONTRAST: {
    id: 'NEGATION_ENDS_AT_CONTRAST',
    statement:
      'IDDSI high-risk foods: a bone, skin, seed or fibre is a hazard until it is gone; one found after it was said to be removed is still there',
    effect:
      'a hazard negated or taken out ("no bones", "boneless", "皮を取った") and stated again after a contrast word ("but", "nhưng", "但係", "pero", "でも"; lexicon CLAUSE_BREAK) stands',
  },
  // A splash of stock blended into a vegetable purée does not make it a drink
  ADDED_LIQUID_BLENDED_IN: {
    id: 'ADDED_LIQUID_BLENDED_IN',
    statement:
      'IDDSI Level 4 (Pureed) foods are often blended with a little liquid; the result is tested and served as a food (spoon tilt, fork), not as a drink',
    effect:
      'a liquid named with a small-amount word ("a splash of stock", "un chorrito de leche", "だし少々", "sedikit kaldu"; foods.ts ADDED_LIQUID_CUES) beside a solid food that was blended, puréed or mashed leaves the evidence: it votes for no drink and is no base',
  },
  // Food rows a clinician would correct
  FILLINGS_LEFT_OUT: {
    id: 'FILLINGS_LEFT_OUT',
    statement:
      'IDDSI Levels 4-6 contain no high-risk food; a savoury egg custard (茶碗蒸し) usually holds shrimp, ginkgo and mushroom, while a plain one is a smooth set custard',
    effect:
      'a dish whose usual fillings carry its hazards (foods.ts marker "^") is Level 7 as usually served; "具なし", "no fillings", "sin ingredientes" said of it (and no soup) take those hazards away, leaving the custard\'s own level',
  },
  // The clinical review's findings
  // A range written with adjacent numerals ("三四厘米", three or four cm) is a size to read, not unread text
  CJK_ADJACENT_RANGE: {
    id: 'CJK_ADJACENT_RANGE',
    statement: 'IDDSI particle size limits (Level 6 1.5 cm, Level 5 4 mm adults): the largest piece decides',
    effect:
      'two neighbouring Chinese numerals before a unit ("两三厘米", "三四毫米", "一两公分") are read as the range they say ("two or three"); the upper end is the piece size',
  },
  // The fill volume ("10 ml in") is not the residue: only the amount said left is
  FLOW_BARE_RESIDUE: {
    id: 'FLOW_BARE_RESIDUE',
    statement: 'IDDSI flow test (10 s, 10 ml syringe): the level is set by the volume left in the syringe, not the volume put in',
    effect:
      'in a text that measures in ml, a bare number or range before a residue word ("2 left", "between 1 and 4 remained", "5 übrig") is the residue in ml, so the 10 ml put in is not read as what stayed; so is a bare number after a heading naming the residue in ml ("ml left in syringe: >8", "remaining_ml=<1", "residue (ml): 3"); a full syringe\'s volume before words that it emptied ("10 ml in, nothing left") is the volume put in',
  },
  ROLE_ORDER_ENDS_AT_SERVING: {
    id: 'ROLE_ORDER_ENDS_AT_SERVING',
    statement:
      'An IDDSI level describes the food or drink served, not the diet the eater is on (IDDSI: the level of the item is checked by its tests)',
    effect:
      'an order after its cue or after a person "on" a diet ("is on pureed and had a yoghurt with peach pieces", "ist auf pürierter Kost und hat … gegessen") ends at the first verb of serving or eating (NEED_SPAN_ENDS), so what was served after it is read as the food; a verb right after the cue is the diet\'s own ("cho bệnh nhân ăn mềm")',
  },
  FIELD_VALUE_NONE: {
    id: 'FIELD_VALUE_NONE',
    statement: 'An IDDSI level describes the food or drink as served: a thickener or hazard a record says was not there says nothing of it',
    effect:
      'a record\'s thickener field whose whole value says none was used ("thickener: none", "thickened = no", "とろみ：なし", "增稠剂：无") negates the thickener word; a sentence after the colon ("thickener: no lumps, 2 scoops") is not a value, and other fields are left alone (in a care plan "Nuts: none" is what the eater may not have)',
  },
  FLOW_UPPER_BOUND: {
    id: 'FLOW_UPPER_BOUND',
    statement:
      'IDDSI flow test (10 s, 10 ml syringe): Level 0 leaves < 1 ml, Level 1 1-4 ml, Level 2 4-8 ml, Level 3 > 8 ml; a residue "less than N ml" is every band from 0 up to N',
    effect:
      'an upper-bound residue ("less than 8 ml", "menos de 8 ml", "不到4毫升", "dưới 4 ml") allows every level from 0 to the band under N: the drink safety bias answers the thinnest, the flow test is named and the confidence stays low when the bound spans two or more levels',
  },
  UKRAINIAN_BESIDE_RUSSIAN: {
    id: 'UKRAINIAN_BESIDE_RUSSIAN',
    statement:
      'IDDSI descriptors and testing methods read the same in every language: a Ukrainian carer reports the fork drip test, the cup and the straw as a Russian one does',
    effect:
      "the Ukrainian core test and texture words (виделка fork, крапає drips, повільно slowly, тече flows, тримає форму holds its shape, грудочки dollops, п'ється з чашки drinks from a cup, через соломинку важко hard through a straw, рідкий thin, кисіль kissel) ride the ru rows of the lexicon (same script, no separate response language)",
  },
  FLOW_BOUNDS_MAKE_RANGE: {
    id: 'FLOW_BOUNDS_MAKE_RANGE',
    statement:
      'IDDSI flow test (10 s, 10 ml syringe): Level 1 leaves 1-4 ml, Level 2 4-8 ml, Level 3 > 8 ml; a residue bounded above and below lies between the bounds',
    effect:
      'an upper and a lower bound of the residue written within 40 characters ("not more than 8 ml left but definitely more than 4", "no más de 8 ml pero más de 4", "不超过8毫升，但多于4毫升") are one range, read by its interior (4-8 ml: Level 2); a bare number right after a comparator, just after such a bound in ml, shares its unit',
  },
  FLOW_BOUND_INCLUSIVE: {
    id: 'FLOW_BOUND_INCLUSIVE',
    statement: 'IDDSI flow test: 4 ml and 8 ml left are the upper limits of Levels 1 and 2 (Level 2: 4-8 ml; Level 3: more than 8 ml)',
    effect:
      'a lower bound that includes its value ("at least 8 ml", "al menos 8 ml", "8毫升以上") keeps the band at the bound: Level 2 or 3, the thinner answered with a test; "more than 8 ml" stays Level 3',
  },
  ROLE_LEVEL_HEADING: {
    id: 'ROLE_LEVEL_HEADING',
    statement:
      'An IDDSI level describes a food or drink as tested; a diet written as a heading names what the eater is on ("pureed diet:", "mildly thick fluids:", "中度稠：")',
    effect:
      'a heading that says only a level (number or name) over an item named with nothing else said of its texture, whose usual form is on the safe side of that level (a food usually higher, a drink usually thinner: "pureed diet: steak", "とろみ中間：お茶"), is set aside as the eater\'s order; the item is judged as usually served',
  },
  ROLE_AMBIGUOUS_DIET_HEADING: {
    id: 'ROLE_AMBIGUOUS_DIET_HEADING',
    statement:
      'Legacy and local names of a drinks diet ("liquid diet", 流食, 流质饮食) have no single IDDSI meaning; as a heading they name what the eater is on, not the item',
    effect:
      'a heading made only of such drink names (AMBIGUOUS_TERMS) over an item is set aside as the eater\'s order; the item is judged from what the text says of it ("流质饮食：米汤，注射器10秒全部流完" is the rice water\'s flow test)',
  },
  ROLE_LEGACY_DIET_HEADING_DISH: {
    id: 'ROLE_LEGACY_DIET_HEADING_DISH',
    statement:
      'Legacy and local diet names map to a range of IDDSI levels, not one (NHS/PSA/RE/2018/004; IDDSI and JDD 2013/2021 mappings): ミキサー食 (JDD 2-1, 2-2) Levels 3-4; 半流质饮食, 半流食 4-6 (no clean mapping: Chinese hospital diet lists put 粥, 蛋羹, 菜泥 and 豆腐脑 beside 挂面汤, 馄饨, 小汤包, 鱼丸 and 蛋糕, so nothing lowers a food below the safer 6 but the dish or a test); "semi-solid", 半固体 (a purée bolus on videofluoroscopy, mashed food on the ward) 4-6; ソフト食 (JDD 3-4) 4-6; 碎餐 (chopped, no size) 5-6; "soft diet", 軟餐 6-7',
    effect:
      'such a name heading the dish right after it, in the same phrase ("ミキサー食：かぼちゃの煮物", "碎餐：豬肉", "半流食：鸡蛋羹") says how the dish was made: the dish is read at the safer (highest) level of the name\'s range, with the test (AMBIGUOUS_TERM: needs_test, confidence capped); a dish with a fixed texture no modified level has keeps its hazards (DIET_NAME_BEFORE_FIXED_DISH); a clause mark or a person between them makes the name the eater\'s order (ROLE_DIET_NAME_BESIDE_ITEM)',
  },
  SOFT_CARE_FOOD_NAME: {
    id: 'SOFT_CARE_FOOD_NAME',
    statement:
      'Japan\'s ソフト食 is a care food cooked or re-formed soft and shaped, crushed by the tongue or gums: JDD 2013/2021 codes 3-4 (local hospital tables place it at code 4), IDDSI Levels 4-6; not the UK "soft diet" (NHS/PSA/RE/2018/004). やわらか食 is not this class: delivered and retail "やわらか食" reaches UDF 容易にかめる, Level 7 easy to chew, so it stays a soft word (6-7)',
    effect:
      'the name alone, or beside the dish made to it ("ソフト食の煮魚", "ソフト食：ハンバーグ"), is answered Level 6, the safer (highest) level of its range, flagged AMBIGUOUS_TERM with the fork pressure test (needs_test, confidence capped); the dish is prepared to that texture, so toughness and a round or long shape are gone, as for the Level 6 name; a fish\'s bones stay unless the text removes them ("ソフト食：焼き魚" may be the eater\'s diet, then the fish served: a diet name is no written removal, hazards.ts LEAVES_FORM_BONES); hard, crunchy, sticky, stringy and skinned foods keep theirs. The dysphagia diets of every JDD code (嚥下食, 嚥下調整食: lexicon row name_jdd_udf, with the codes and UDF classes) are Levels 4-6 too, a food the safer 6 (not a purée\'s 4), flagged the same way; they remove no hazard, as a code may be the eater\'s',
  },
  MEAL_PART_NAMES_NO_FOOD: {
    id: 'MEAL_PART_NAMES_NO_FOOD',
    statement:
      'An IDDSI level describes the food served; the parts of a set meal (主食 staple, 主菜 main, 副菜 side dish, 饭菜 the meal) name no food and no texture',
    effect:
      'the meal-part words are read as generic food words (lexicon/terms.ts FOOD_WORDS): "副菜" is no vegetable 菜 and brings no leaf hazard, so "ミキサー食で提供。主食・副菜とも全量摂取" is the blended diet alone (Level 4, AMBIGUOUS_TERM)',
  },
  MEAL_COURSE_NAMES_NO_FOOD: {
    id: 'MEAL_COURSE_NAMES_NO_FOOD',
    statement:
      'An IDDSI level describes the food served; the British name of the meal\'s sweet course ("pudding", "afters") names the course, not a pudding\'s texture',
    effect:
      '"pudding" as the course ("ice cream for her pudding", "as pudding", "the pudding course", "for afters"; lexicon/terms.ts MEAL_COURSE_EN) is read as a generic food word: the food served decides (ice cream melts: Level 0), and no Level 4 pudding is read; a pudding named as the food ("chocolate pudding") stands',
  },
  GENERIC_VEG_NAMES_NO_LEAF: {
    id: 'GENERIC_VEG_NAMES_NO_LEAF',
    statement:
      'IDDSI high-risk foods: floppy textures are raw leaves (lettuce, cucumber, uncooked baby spinach); a food cooked until it falls apart is no longer a whole piece (Level 6 at most, by the fork pressure test)',
    effect:
      'a word for vegetables in general ("veg", 野菜, verduras, sayur; lexicon/foods.ts, its own line of the vegetables row) names no leaf: its floppy hazard is that of the raw salad form ("~"), taken away by a preparation that breaks the food down ("mushy veg", "légumes en bouillie": MUSHY_FOOD_FALLEN_APART, Level 6 with the fork pressure test; mashed, blended, minced, a stated level) but not by a word only calling it soft ("野菜の煮物、やわらかく煮た", "soft cooked veg": whole cooked leaves may remain, Level 7 with the test as for a named leaf, SOFT_WORD_OVERRULED) unless cut to Level 6 size; a named leaf ("mushy cabbage") keeps it, and toughness stands until softened',
  },
  ROLE_MENU_COLUMN: {
    id: 'ROLE_MENU_COLUMN',
    statement:
      'An IDDSI level describes a food as tested; a menu column or section names what the menu offers, and a described test result (IDDSI spoon tilt, fork tests) is the definition of the level',
    effect:
      'a level followed or led by a column word ("Level 5 column:", "5级栏", "レベル5の欄", "columna nivel 5", "colonne niveau 5"; lexicon/roles.ts ROLE_AFTER, ROLE_BEFORE) is set aside as the menu\'s, and the item is judged by what the text says of it (smooth, no bits, holds its shape and slides off the spoon: Level 4)',
  },
  DRINK_LEVEL_SET_ASIDE_UNTESTED: {
    id: 'DRINK_LEVEL_SET_ASIDE_UNTESTED',
    statement:
      'Drinks are judged by the IDDSI flow test as served; a level written as a menu column or the eater\'s order is not a result of that test, and "thickened" alone names no level',
    effect:
      'a drink answered thickened (Level 1 or above) against a stated level set aside as the menu\'s or the eater\'s ("Level 3 column: thickened orange juice"; ROLE_MENU_COLUMN), no test reported, keeps the thinner answer with the flow test asked (needs_test) and its confidence capped lower than a plain conflict',
    confidence: { cap: 0.6 },
  },
  ROLE_OWNER_AFTER_ITEM: {
    id: 'ROLE_OWNER_AFTER_ITEM',
    statement: 'An IDDSI level describes a food or drink as tested; words after whose food it is describe that food',
    effect:
      'a person word after an item and a possessive link in the same clause ("champorado ni Lolo", "cháo của ông tôi", "bubur milik Opa"; lexicon/roles.ts OWNER_LINKS) owns the item: the name, bracket or comma after that person opens no diet order, so the preparation and test words that follow ("binlender, walang buo-buo, hindi tumutulo sa tinidor") describe the item',
  },
  SOFT_WORD_OVERRULED: {
    id: 'SOFT_WORD_OVERRULED',
    statement:
      '"Soft" and "mushy" name no IDDSI level (NHS/PSA/RE/2018/004); Level 6 is shown by the fork pressure test, and Levels 4-6 by the fork and spoon tests',
    effect:
      'a food only called soft or mushy ("mushy carrots", "soft veg, nice and mushy"), with no stated level and no test, answered at its usual Level 7 with no hazard that softness leaves (tough, dry and floppy, of the usual form of the food, are those it takes away; a hazard the text names, "啲筋仲喺度" the tendons still in, and a piece said uncut, 冇切, stand) keeps Level 7, the safe side, but the softness word is flagged as AMBIGUOUS_TERM: needs_test (fork pressure), confidence capped',
  },
  ROLE_ORDER_AFTER_COLON: {
    id: 'ROLE_ORDER_AFTER_COLON',
    statement: 'An IDDSI level describes a food or drink as tested; a diet order describes the eater',
    effect:
      'a diet-order cue closed by its own colon ("Diet order: Level 5 minced and moist. Served: ...", "Prescription: Level 4 puree. Lunch: ...") covers the order after the colon, up to the next clause mark; so does one whose colon follows a room, bed or table number (lexicon/roles.ts PLACE_NUMBER_WORDS: "Diet sheet Rm 15: Level 6 ...", "cama 3: nivel 5") when a level follows the colon; a food after the colon ("Lunch rm 9: minced lamb") is the food sent there',
  },
  ROLE_LEVEL_QUESTION: {
    id: 'ROLE_LEVEL_QUESTION',
    statement: 'An IDDSI level describes a food or drink as tested; a question whether a food suits a level asks about the eater',
    effect:
      'a level after "for level", "ok / suitable / safe for", "my level N", "can a level N ...", "apta para nivel", "cocok untuk level", "hợp với cấp" (lexicon/roles.ts ROLE_BEFORE) is the eater\'s level: the food is judged as usually served',
  },
  SLIDE_NEEDS_SPOON: {
    id: 'SLIDE_NEEDS_SPOON',
    statement:
      'IDDSI Testing Methods, spoon tilt test (Levels 4-5): the sample slides off a tilted spoon as a whole with little left on it; the result belongs to a spoon',
    effect:
      'a slide phrase ("falls off in one go", "cae de una vez", "cai inteiro", "かたまりのまま落ちた"; lexicon/test-words.ts TEST_WORDS.slide, the one list) is the spoon tilt result only in a clause that names a spoon or a tilt (TEST_WORDS.spoon, TEST_WORDS.tilt); alone it is read and says nothing, so its parts ("inteiro": whole) are no textures and a drink said to fall "in one go" stays a drink',
  },
  THICKENER_NOT_NEEDED: {
    id: 'THICKENER_NOT_NEEDED',
    statement: 'IDDSI Level 0 Thin: flows like water, no thickener; a thickener the text says is not needed is not in the drink',
    effect:
      'a thickener word (or the ko/ja word for thick) followed by a denied need ("thickener not needed", "no longer required", "とろみは必要ない", "걸쭉하게 할 필요 없음", "espesante no hace falta"; lexicon/terms.ts NEED_DENIED_AFTER) is negated as "no thickener" is: the drink is read as served, and a denied need sets nothing aside as a prescription; not when a thickened level name or a test or flow result stands in the text (the drink is thick already: no more thickener), nor when a degree word follows in the clause ("not needed much", "不用加太多", "no hace falta mucho"; NEED_DENIED_DEGREE)',
  },
  FAILED_PREPARATION_KEEPS: {
    id: 'FAILED_PREPARATION_KEEPS',
    statement:
      'IDDSI high-risk foods: a hazard stays until a preparation that removes it is applied; a preparation that failed removed nothing',
    effect:
      'a negated attempt ("did not get the lumps out", "did not break the lumps", "no logró quitar los grumos"; lexicon/terms.ts FAILED_ACTION_WORDS) or a failure said on its own ("failed to", "gagal", "打極都", "没能"; FAILED_ATTEMPT_WORDS) negates the preparation, not the hazard noun, and a removal verb after it takes nothing out; a hazard word in a clause that says some was left ("the sieve missed some seeds", "还有渣", "todavía hay semillas", "found 2 more bones after serving"; LEFT_OVER_WORDS; not "left", which also says what the sieve held back; not a search that found nothing, LEFT_OVER_DENIED) stands though a sieve or a removal elsewhere ("fillet", "deboned") is named, and so does a hazard in the clause of a removal said to have failed ("sieved, unable to get the husks out", "过筛，没能去掉豆皮"); "取りきれない", "제거하지 못함" undo the removal (REMOVAL_UNDONE_AFTER)',
  },
  MEAL_OCCASION_NOT_ITEM: {
    id: 'MEAL_OCCASION_NOT_ITEM',
    statement:
      'IDDSI classifies the item served; the meal or course it is served at (tea, pudding in British usage) is no item and no texture',
    effect:
      'a meal or course word after "for", "at", "after" or "before" (lexicon/list-words.ts MEAL_OCCASION_WORDS: "ice cream for pudding", "jelly cubes at tea", "fish for tea") with a food or drink named before it is dropped: tea adds no thin drink beside the food and pudding no Level 4 of its own',
  },
  PARTIAL_REMOVAL_KEEPS: {
    id: 'PARTIAL_REMOVAL_KEEPS',
    statement:
      'IDDSI high-risk foods: bones, skins, pips and gristle are a hazard while any is left; a removal done in part or only tried leaves some',
    effect:
      'a word that says a removal was done in part or tried ("bones partly removed", "tried to take the skin off", "removed most of the pips", "去掉部分骨头", "骨は一部取った", "quitamos parcialmente las espinas"; lexicon/terms.ts PARTIAL_REMOVAL_WORDS) denies the removal as a failure said on its own does (FAILED_PREPARATION_KEEPS): the hazard stands; the word alone says nothing of the food and is not counted as read (UNREAD_WORDS)',
  },
  THICKENED_DISH_IS_FOOD: {
    id: 'THICKENED_DISH_IS_FOOD',
    statement:
      'IDDSI: a food is judged by its pieces (fork pressure, particle size); thickening the sauce of a dish with pieces leaves the pieces, and a thin sauce around pieces is a mixed consistency',
    effect:
      'a dish of pieces in a sauce or a food base (stew, curry, casserole, congee with its grains; hazard-collect.ts CARRIES_PIECES_UNNAMED, dishes with pieces in liquid; not a smooth porridge) that the text calls thickened ("beef stew, thickened", "guiso espesado") stays a food: the thickened word, which would read a Level 1 drink, is left out unless a word broke the pieces up (blended, puréed, sieved), a drink is named beside it or the text says it is drunk (a drinking word or vessel: "drunk from a cup", "用杯子喝", "diminum"); a thin or watery sauce said too is a mixed consistency (THIN_BASE_WITH_PIECES)',
  },
  DRINK_SENSE_OF_FOOD_WORD: {
    id: 'DRINK_SENSE_OF_FOOD_WORD',
    statement: 'IDDSI: drinks are Levels 0-4 by the flow test; a diluted cordial is a thin drink as usually served',
    effect:
      'a word that names a food and a diluted drink ("squash", "punch", "ponche"; lexicon/list-words.ts DRINK_SENSE_WORDS) is the drink (foods.ts lemonade row) when a drinking word stands in its clause ("drinks", "a glass of", "sip"; terms.ts DRINK_WORDS) or a thickening word right before it ("thickened squash")',
  },
  NEGATED_REMOVAL_KEEPS: {
    id: 'NEGATED_REMOVAL_KEEPS',
    statement:
      'IDDSI high-risk foods: bones, seeds, pips, skins and husks are hazards until removed; Levels 3-4 have no bits of bone, seed or skin',
    effect:
      'a removal verb right after a negation ("without removing", "did not remove", "without taking out", "sin quitar", "tanpa membuang", "hindi inalis") takes nothing out, and the negation stops at the verb: the hazard words after it are there, for every hazard code, whatever the preparation (negation.ts verbNegated)',
  },
  MASHED_KEEPS_BONES: {
    id: 'MASHED_KEEPS_BONES',
    statement: 'IDDSI high-risk foods: fish with bones; Levels 4-6 fish has no bones; mashing breaks the flesh, not the bones',
    effect:
      'mashing or crushing a fish served whole leaves its bones ("mashed sardines", "ปลาบด" stay Level 7); blending, puréeing, mincing to 4 mm or flaking still reads as made from the boned flesh (hazards.ts LEAVES_FORM_BONES)',
  },
  WHOLE_FISH_DISH_BONES: {
    id: 'WHOLE_FISH_DISH_BONES',
    statement: 'IDDSI Level 6 fish: soft enough to break with a fork, with no bones; a fish served whole carries its bones',
    effect:
      'steamed, poached, boiled or baked fish named without "fillet" ("ikan kukus", "pepes ikan", "cá hấp", "ปลานึ่ง", "煮魚", "생선찜", "pescado al vapor") is the fish row, bones until boned or filleted; fillets, flaked and tinned fish stay the soft-fish row',
  },
  LEVEL_NAME_KEEPS_HIGH_RISK: {
    id: 'LEVEL_NAME_KEEPS_HIGH_RISK',
    statement:
      'IDDSI Levels 5-6 exclude high-risk foods (nuts, seeds, crackling, crisp and crunchy foods) whatever the label; a level name claims a texture, it does not prepare the food',
    effect:
      'the level name "soft and bite-sized" (any language) removes only what cutting soft always does (toughness, a round or long shape), as a stated level number does (STATED_LEVEL_KEEPS_HIGH_RISK): "soft and bite-sized peanuts", "chicharon" stay Level 7; the hardness of a food\'s usual served form (raw vegetables) still goes',
  },
  NUT_LU_DRINKS: {
    id: 'NUT_LU_DRINKS',
    statement:
      'IDDSI levels 0-4 for drinks are set by the flow test; a bottled nut or seed drink ("露") is a thin liquid, a sweet soup of the same name may be thicker',
    effect:
      'canned peanut and walnut drinks (花生露, 核桃露) are the plant-milk row, Level 0; 杏仁露, 合桃露 and 芝麻露, also served as sweet soups, are drinks read at the thinnest level with the flow test named (foods.ts dessert_lu); only the pastes (芝麻糊, 花生糊) stay foods',
  },
  TENDER_BY_ADJECTIVE_ONLY: {
    id: 'TENDER_BY_ADJECTIVE_ONLY',
    statement:
      'IDDSI Level 6: meat soft and tender enough to be cut or broken apart with the side of a fork, shown by the fork pressure test; tough or fibrous meat is a high-risk food',
    effect:
      'a modified answer for a food tough by nature (meat rows) whose toughness only an adjective takes away ("soft steak, 1.5 cm pieces", "carne suave", "好腍嘅牛肉"), with no fork result, mincing or puréeing, stays below 0.8',
    confidence: { cap: 0.79 },
  },
  ROLE_REPORTED_ORDER: {
    id: 'ROLE_REPORTED_ORDER',
    statement:
      "An IDDSI level describes a food or drink as tested; a level the doctor or speech therapist gave, or that the eater 'was told', is the eater's order",
    effect:
      'a clause opened by a reported order ("the doctor said", "SLT said", "sabi ng doktor", "menurut dokter", "bác sĩ dặn", "หมอสั่ง", "el médico dijo", "医生说"; lexicon/roles.ts FAMILY_PERSON_CUES) or closed by "って言われてる", naming no food, with a food after it, is set aside as ROLE_PERSON_CLAUSE; "医嘱：" is a diet-order cue (ROLE_ORDER_AFTER_COLON); a clause closed by a spaced contrast word (" but ", " pero ") counts as closed',
  },
  // A diet named after the item or its eater, with no cue word
  ROLE_DIET_NAME_BESIDE_ITEM: {
    id: 'ROLE_DIET_NAME_BESIDE_ITEM',
    statement:
      "An IDDSI level describes a food or drink as tested; a food diet (Levels 4-7: purée, minced, soft) is the eater's order and says nothing about the drinks the eater is given, which the flow test judges as served",
    effect:
      'a food level named as a diet ("pureed diet", "dieta triturada", "糊餐", "ミキサー食", "chế độ ăn mềm", "อาหารปั่น"; lexicon/roles.ts DIET_WORDS), wherever it stands, beside items named with nothing else said of their texture whose usual form is on the safe side of it, is set aside: a drink (not a soup, DIET_SHAPED_DRINK_IDS) is judged as served, with the flow test; a food only when a clause mark or a person word parts it from the diet ("coffee for bed 4, pureed diet", "ミキサー食の田中さんにせんべい"); side by side ("糊餐 雞肉", "ミキサー食の肉じゃが") the diet names how the dish was made',
  },
  ROLE_BRACKET_ORDER: {
    id: 'ROLE_BRACKET_ORDER',
    statement:
      "An IDDSI level describes a food or drink as tested; a diet order or patient group describes the eater (IDDSI high-risk foods: a whole food keeps its hazards until it is prepared to the level's texture)",
    effect:
      'a bracket beside a named item that holds a level word and a person, group or diet noun ("steak (pureed patient)", "烤鱼（糊状餐）", "橙汁（轻度稠组）", "焼き魚（ミキサー食の方）", "bistec (dieta triturada)"; lexicon/roles.ts BRACKET_ORDER_WORDS, every language read) is the eater\'s order: its level words are set aside, so a food keeps its hazards and a drink is judged as usually served; a bracket with no such noun ("chicken (minced, moist)") still describes the item',
  },
  // Pieces picked out of a drink by hand ("bubble tea, pearls scooped out") may not all be gone
  PIECES_LEFT_IN_DRINK: {
    id: 'PIECES_LEFT_IN_DRINK',
    statement:
      'IDDSI high-risk foods: mixed consistencies (solids in thin liquid); a drink is judged as served, and picking pieces out of it by hand does not show that none is left',
    effect:
      'a piece the text says was picked, fished or scooped out of a drink named before it ("milk tea, jelly bits fished out", "奶茶，珍珠揀走", "trà sữa, trân châu vớt bỏ") stays read, with its mixed consistency (Level 7), unless a word says all of it went ("all", "晒", "hết", "semua"; lexicon/terms.ts COMPLETE_REMOVAL) or it was strained',
  },
  // A diet name before a fried food ("level 5 diet crispy fish") is the order: the food keeps its level and needs a test
  DIET_SET_ASIDE_FOR_FOOD: {
    id: 'DIET_SET_ASIDE_FOR_FOOD',
    statement:
      'IDDSI food levels are confirmed by the fork pressure test and particle size on the food as served; a diet order names who the food is for, and when the food is judged apart from it the two disagree',
    effect:
      "a food beside a diet order or stated level that was set aside as the prescription, with no test result reported, needs the test (needs_test, reason conflict; fork pressure or spoon tilt named); the confidence stays its calibration cell, which measured such answers right (a food judged as usually served beside its eater's diet)",
  },
  PRESCRIBED_FOOD_INGREDIENT_UNTESTED: {
    id: 'PRESCRIBED_FOOD_INGREDIENT_UNTESTED',
    statement:
      'IDDSI food levels are confirmed by the fork pressure and spoon tilt tests on the food as served; a diet order or the table a food is served on is a hint about how the kitchen prepared it, not a finding',
    effect:
      'a food named only as an ingredient ("chicken", "fish", "rice"; foods.ts role i), with nothing said of its texture, beside a diet order that was set aside, is answered as usually served (the safer, higher level) with needs_test and its confidence capped below 0.8',
    confidence: { cap: 0.75 },
  },
  // Evidence paths over-confident as a class on text the engine was not tuned on
  // (`npx tsx test/eval/confidence-audit.ts --first-runs`): each is capped below 0.8
  HAZARD_AGAINST_TEXTURE: {
    id: 'HAZARD_AGAINST_TEXTURE',
    statement:
      'IDDSI Levels 4-6 exclude high-risk foods; a hazard stays until a preparation removes it, and the removal is often written in words (deboned, casings off, 去皮) that only a reader of every language sees',
    effect:
      'a food raised to Level 7 by a standing hazard while its texture words or measures say a modified level (calibration cell standing_hazard:conflict) stays below 0.8: on first runs such answers at 0.91 were right 92.9 % of the time (269 answers), the removal being written in words not read',
    confidence: { cap: 0.79 },
  },
  HAZARD_AGAINST_TEST: {
    id: 'HAZARD_AGAINST_TEST',
    statement:
      "IDDSI levels are defined by their tests: a food that squashes under the fork pressure test, in pieces of the level's size, shows the texture of that level; only a hazard no test sees (bones, skins) keeps it at Level 7",
    effect:
      'a food raised to Level 7 by a standing hazard while a reported IDDSI test result (not only a piece size) agrees with the modified level is capped low: the test and the hazard disagree, and half such answers on the labelled sets were wrong',
    confidence: { cap: 0.6 },
  },
  HAZARD_ON_VAGUE_TEXTURE: {
    id: 'HAZARD_ON_VAGUE_TEXTURE',
    statement:
      'IDDSI levels 0-4 for drinks are set by the flow test, food levels by the fork and spoon tests; a hazard of a food as usually served says nothing when the item may be a drink or a smooth form of it',
    effect:
      'a food raised to Level 7 by a hazard when nothing clear says how it was prepared (calibration cell standing_hazard:vague) is capped: on first runs 22 such answers at 0.91 were right 72.7 % of the time, three of them drinks (a drinking yoghurt, a thickened shake, a tea) answered as foods',
    confidence: { cap: 0.7 },
  },
  PARTICLE_SIZE_APPROXIMATE: {
    id: 'PARTICLE_SIZE_APPROXIMATE',
    statement:
      'IDDSI Level 5: pieces <= 4 mm (child 2 mm); Level 6: <= 15 mm (child 8 mm); a size written roughly or on the limit ("about 1 cm", "3-4 mm") does not show that every piece is within it',
    effect:
      'a modified food level decided by an approximate or boundary piece size (calibration cell particle:vague:modified) stays below 0.8: on first runs 75 such answers were right 96.0 % of the time with three dangerous',
    confidence: { cap: 0.75 },
  },
  TEST_SETTLES_UNMODIFIED: {
    id: 'TEST_SETTLES_UNMODIFIED',
    statement:
      'IDDSI levels are defined by their tests: less than 1 ml left in the 10 ml syringe after 10 seconds is Level 0 (thin); pieces larger than the Level 6 limit (15 mm adults, 8 mm children) are not Level 6',
    effect:
      'an unmodified answer (a thin drink, a regular food) that a clear flow-test residue or piece size settles (calibration cells flow:clear:unmodified, particle:clear:unmodified) takes at least the floor, whatever the few answers its cell was fitted on: on first runs 53 of 53 such answers were right; the caps for what the engine did not read or judge still apply after it',
    confidence: { floor: 0.9 },
  },
  TEST_SECOND_READING: {
    id: 'TEST_SECOND_READING',
    statement:
      'IDDSI levels are defined by their tests; a test result that reads one level first and the next only as a second reading (weight below 1) does not settle the next level',
    effect:
      'an answer decided by test results that all read its level only as a second reading, a weaker tier (a texture word) having chosen it, stays below 0.8 (blind 30 and development set 31: purées that stay on the spoon read Level 5 beside "chunks" or "minced")',
    confidence: { cap: 0.75 },
  },
  ROLE_SERVICE_HEADING: {
    id: 'ROLE_SERVICE_HEADING',
    statement: 'An IDDSI level describes a food or drink as tested; a menu, table or ward heading names the service, not the food under it',
    effect:
      'a service word that opens a heading closed by a colon or a spaced dash ("Menu level 5 (cincang lembut): ...", "Table 3 (L6 soft & bite sized): ...") makes the whole heading a prescription: its level words are set aside and the food after it is judged on its own evidence',
  },
  ROLE_THAI_LEVEL_CLOSES: {
    id: 'ROLE_THAI_LEVEL_CLOSES',
    statement: 'An IDDSI level describes a food or drink as tested; a diet order describes the eater',
    effect:
      'in Thai, written without commas, the number after a level word ("สั่งอาหารระดับ 7 วันนี้ได้โจ๊ก...") ends the order at the space after it: the words after it describe the food, and its tests decide',
  },
  COARSE_KEEPS_HARD: {
    id: 'COARSE_KEEPS_HARD',
    statement: 'IDDSI high-risk foods: hard foods (nuts, seeds) and crumbly bits; Levels 4-6 contain none. A coarse crumb is not a purée',
    effect:
      'a grinding, puréeing or mashing word beside a coarse result ("dihaluskan jadi remah kasar", "blended to coarse crumbs", "xay thành vụn thô") removes no hardness: the nut keeps its hard and crunchy hazards (Level 7)',
  },
  // "thick milkshake", "batido espeso" must not read thinner than the milkshake row itself (Level 2); 2-3 until
  // the flow test settles it
  THICK_DRINK_NAMED_LEVEL: {
    id: 'THICK_DRINK_NAMED_LEVEL',
    statement:
      'IDDSI drinks are measured by the flow test; a drink made thick by its recipe (a milkshake, a fruit smoothie) is not thickened to any level, and only the flow test tells its level',
    effect:
      'a drink only called thick ("thick milkshake", "batido espesito") is read at its own usual level when that is thicker than Slightly thick, up to Mildly thick (Level 2), never thinner than a plain one; a drink usually thin ("thick juice") stays Level 1; needs_test names the flow test and the confidence stays under the vague-word ceiling',
  },
  DRUNK_SOUP_THICK: {
    id: 'DRUNK_SOUP_THICK',
    statement:
      'IDDSI drinks are measured by the flow test; a soup served to drink is a drink, and when its thickness is unknown the thinner level is the safer',
    effect:
      'a soup, cream soup or broth that the text says is drunk (a drink word: "in a mug", "sip") or that is a broth ("น้ำซุป"), or that the text calls smooth or without pieces ("no bits": no food reading is left), called only thick or smooth, with no test, level or preparation, is a drink at the thinnest thick level (Level 1), flagged ambiguous with needs_test and the flow test, never a Level 4-5 food',
  },
  // Cooked rice is "dry" for its loose grains, not for crumbs: a blender makes it a paste, as it does the meat beside it
  BLENDED_COOKED_GRAINS_NOT_CRUMBS: {
    id: 'BLENDED_COOKED_GRAINS_NOT_CRUMBS',
    statement:
      'IDDSI high-risk foods list loose, non-cohesive grains (rice) and dry, crumbly foods (biscuits, crackers); cooked rice and grains hold their cooking water, so a blender turns them to a paste, not crumbs',
    effect:
      'rule BLENDED_DRY_STAYS_CRUMBS leaves out cooked rice and grains (COOKED_GRAIN_ROWS): "blended chicken and rice", "blended rice" with no crumbly food (bread, biscuits, crackers, nuts) named lose the grains\' dry hazard like any blended food; a crumbly food blended beside them still makes crumbs',
  },
  BLENDED_DRY_STAYS_CRUMBS: {
    id: 'BLENDED_DRY_STAYS_CRUMBS',
    statement: 'IDDSI high-risk foods: dry, crumbly foods (biscuits, crackers, dry bread); a purée is smooth and moist, which needs liquid',
    effect:
      'a dry or crunchy food blended ("biscuits blitzed", "bánh quy xay", "ビスケットをミキサーにかけた") with no liquid, sauce or wet base named and no smooth, moist or thick word keeps its dry and crunchy hazards (Level 7); "crumbs", "migas", "remah", "vụn" say crumbs were made (COARSE_KEEPS_HARD); the descriptor "smooth" ("ミキサーで滑らかにした") and a passed spoon tilt (holds its shape, slides off whole, not sticky) say a purée was made, not crumbs',
  },
  // A drinkable yoghurt ("the kind you drink") is a drink, not a Level 7 food
  DRINKABLE_FORM: {
    id: 'DRINKABLE_FORM',
    statement:
      'IDDSI drinks (Levels 0-4) are classified by how they flow; a food that is also made to be drunk (drinking yoghurt, a thin dal) is a drink when it is drunk',
    effect:
      'a food with a drinkable form (foods.ts DRINKABLE_FORMS) that the text says is drunk ("drunk from a cup", "sipped", "喝的", "like water") is read as that drink, as usually served thin or slightly thick unless thickened or tested; with no test reported the confidence is capped (how thin it was made varies)',
    confidence: { cap: 0.75 },
  },
  // A thick label set aside by a spoon pour and a fork drip is not a plain thin drink (Level 0): it was thickened
  TEST_THINNER_THAN_THICK_LABEL: {
    id: 'TEST_THINNER_THAN_THICK_LABEL',
    statement:
      'IDDSI Testing Methods: a drink that pours off a tilted spoon and drips through the prongs of a fork is not Level 4; Level 3 drips slowly in dollops; a drink sold or labelled thick was thickened',
    effect:
      "when the spoon tilt or fork drip sets aside a label of a thickened level (rules ROLE_LABEL, TEST_DECIDES_FLUID), the drink is not read as a plain thin drink (rule THIN_POUR_THINNEST does not apply): the tests' own reading decides (a pour and a drip: Level 3), the label is named as set aside; only the flow test tells Levels 2 and 3 apart, so it is asked for and the confidence is at most the cap",
    confidence: { cap: 0.6 },
  },
  // A cup of a powdered starch drink made up ("冲了杯藕粉") is a drink, not a cupful measure of a spooned paste
  POWDER_DRINK_IN_CUP: {
    id: 'POWDER_DRINK_IN_CUP',
    statement:
      'IDDSI drinks (Levels 0-4) are classified by how they flow; a starch or paste powder made up with water in a cup or glass is a drink; drinks lean to the thinner level when untested',
    effect:
      'a cup, glass or make-up verb ("冲了", "tinimpla", "diseduh", "お湯で溶いた") beside a powder food (foods.ts MADE_UP_FROM_POWDER) is a drink word and reads it as its drinkable form (rule DRINKABLE_FORM); made up in a bowl or eaten, it stays the spooned food',
  },
  // "broth, with beef flavour": a flavour is not a piece in the broth
  FLAVOUR_NOT_PIECE: {
    id: 'FLAVOUR_NOT_PIECE',
    statement:
      'IDDSI high-risk foods: mixed consistency is a thin liquid with solid pieces in it; a flavour is not a piece, so a broth with a flavour is still the thin broth',
    effect:
      'a food named as a flavour ("chicken flavour", "sabor a pollo", "鸡肉味", "rasa ayam"; lexicon/flavour-words.ts) is not read as a food of the item, and a "with" of a broth that joins only a flavour ("caldo con sabor a") is no mixture; a broth with named pieces stays a mixed consistency',
  },
  // A flavour named after a drink ("drinking yoghurt, mango") is not pieces in the drink (Level 7)
  FLAVOUR_AFTER_DRINK: {
    id: 'FLAVOUR_AFTER_DRINK',
    statement:
      "IDDSI levels 0-4 for drinks are set by flow, not by the flavour; mixed consistency needs solid pieces in the liquid, and a flavour named on a drink's label is not a piece",
    effect:
      'a fruit or chocolate written right after a plain drink after a comma or in brackets ("kefir, mango", "lassi (mango)", "飲むヨーグルト（いちご）") is its flavour, not a food of the item, unless pieces, bits or chunks are said; the comma may also list a second item ("milk, banana"), so the confidence is capped. After a melting jelly only one fruit alone in brackets is its flavour ("jelly pot (orange)"; not "jelly, grapes", "jelly pot (grapes)")',
    confidence: { cap: 0.75 },
  },
  // Foods listed side by side ("steamed fish and rice") are separate: each keeps its own level and hazards
  LISTED_BESIDE_KEEPS_HAZARDS: {
    id: 'LISTED_BESIDE_KEEPS_HAZARDS',
    statement:
      'IDDSI Levels 4-6 contain no high-risk food; a meal is as safe as its hardest component, and a food served beside a base is not cooked into it',
    effect:
      'two foods with only a list word between them ("and", "同", "和", "と", "at", "y", "và", ",") are served side by side: the base takes none of the other food\'s hazards (dry rice beside steamed egg stays dry), the listed solid votes beside the base, so the answer is the harder component with its hazard named; a list word followed by an article ("and a biscuit") starts a new item that the words before it do not describe',
  },
  // A plate is as demanding as its hardest part: a soft side must not narrow a stew to the softer level
  PLATE_MOST_DEMANDING: {
    id: 'PLATE_MOST_DEMANDING',
    statement:
      'IDDSI Levels 4-6 contain no high-risk food and every part of a meal must meet its level; a plate is as safe as its most demanding component (foods: the higher level)',
    effect:
      'when the foods as usually served decide and several solid components are named ("beef stew with potatoes", "pollo al curry con patatas", "kari ayam dengan kentang"), each component keeps the levels it allows and the plate takes the levels no component\'s own lowest level exceeds: a soft side cannot lower the meat; a tie left is broken upward by the safety bias',
  },
  // A solid added to a soft base ("porridge with boiled egg", "custard with cake") is not at the base's Level 4-5
  ADDED_TO_BASE_FLOOR: {
    id: 'ADDED_TO_BASE_FLOOR',
    statement:
      'IDDSI Level 4 Pureed has no lumps and Level 5 Minced & Moist pieces are at most 4 mm (adults); a solid added to a purée, porridge or mash is a piece in it unless it was minced or blended into it',
    effect:
      'a solid food with no hazard of its own (egg, tofu, fish fillet, banana; foods with hazards keep them by rule INGREDIENT_IN_BASE_KEEPS_HAZARDS) joined right after a wet base of Level 5 or below by a join word ("with", "加", "na may", "dengan", "con", "avec"; JOIN_CUES) or a list word votes as a component of the plate (rule PLATE_MOST_DEMANDING), and with no test reported the answer is at least that food\'s usual level whatever the words said of the base; a minced, mashed, puréed or blended word after the base keeps it in the base; when the floor raised the answer, needs_test and the confidence is capped',
    confidence: { cap: 0.6 },
  },
  // A purée on the side ("lamb chop with carrot purée") leaves the solid beside it a solid, not a Level 4-5 plate
  PUREE_SIDE_KEEPS_SOLID: {
    id: 'PUREE_SIDE_KEEPS_SOLID',
    statement:
      'IDDSI: each food on a plate must meet the level (Level 4 Pureed has no lumps, Level 5 pieces are at most 4 mm); a purée or mash served beside a solid describes that side, not the solid',
    effect:
      'a purée or mash word (pureed, mashed rows) said of its own food ("cauliflower purée", "pureed tomato sauce") or standing alone ("purée", "пюре", "Püree", "mash") and joined to a solid food of Level 6 or above by a join word (JOIN_CUES: with, mit, avec, con, com, с, مع, के साथ) or a list word after it (and, e, и, 와) makes the solid a component of the plate (rule ADDED_TO_BASE_FLOOR: the answer at least its usual level, needs_test and that rule\'s cap); a solid the text says was itself minced, mashed or blended ("minced chicken curry"), or one with a hazard the purée word would not take away (raised by it already), is left to the other rules; a purée word written before its food covers the foods listed after it ("pureed beef and carrots"); a mash named as a dish of its own (the mashed_potato row: "puré de patatas", "薯蓉", "Kartoffelpüree") is such a part too, and a soft or smooth word said of the solid ("pescado blandito con puré", "soft fish with mash") leaves it a piece (s16texth, blind 58); a purée served on the side by a word after it (ja 添え, を添えて, 付け合わせ; zh 伴碟) is such a part whatever stands between it and the solid (s17textj)',
  },
  // A puréed soup ("zuppa frullata") is liquidised, not a Level 4 drink by default: the tests decide
  PUREED_SOUP_LIQUIDISED: {
    id: 'PUREED_SOUP_LIQUIDISED',
    statement:
      'IDDSI Level 3 Liquidised: a soup blended smooth is one texture whose thickness only the flow, fork drip and spoon tilt tests show; drunk from a cup it is at most Level 3 until tested, held on a spoon it is a food',
    effect:
      'a soup of unsaid thickness (foods.ts soup, cream_soup, a soup named by its pieces) said to be puréed in any language ("pureed soup", "Suppe püriert", "soupe mixée", "zuppa frullata", "갈아서 만든 수프"), with no level stated or tested, reads its purée word as the blend word (terms.ts blended: 3 as a drink, 4 as a food); rule SOUP_OR_JELLY_UNTESTED then asks for the test',
  },
  BLENDED_SOUP_DRUNK_UNTESTED: {
    id: 'BLENDED_SOUP_DRUNK_UNTESTED',
    statement:
      'IDDSI: blending or sieving makes a soup smooth, not thick; a liquidised soup may flow like water or be Level 3, and only the flow test tells; when unsure a drink is taken as the thinner level',
    effect:
      'a soup of unsaid thickness that the text only calls blended, puréed, smooth or sieved and says is drunk (a cup, a mug, a straw), with no level, test, label or thickness word, is answered at Level 0 (BLENDED_SOUP_DRUNK_LEVEL) with needs_test naming the flow test and the cap of rule SOUP_OR_JELLY_UNTESTED; a thickened, tested or labelled soup keeps its reading',
  },
  SOLID_IN_THICKENED_DRINK: {
    id: 'SOLID_IN_THICKENED_DRINK',
    statement:
      'IDDSI: drinks (Levels 0-4) hold no pieces, and a high-risk food keeps its hazards until a preparation removes them; thickening the liquid around a fruit does not change the fruit',
    effect:
      'a fruit named in a thickened liquid ("grapes in thickened juice", "strawberries in thickened milk"), or a solid in a liquid given a drink level ("增稠到3级的奶茶，里面还有珍珠"), or a round fruit or fruit pieces called thickened ("thickened grapes", "thickened orange segments") is a food with its own hazards (Level 7), not a thickened juice (a juicy fruit alone called thickened stays the juice of rule THICKENED_FRUIT_DRINK); a fruit written right beside a drink\'s name ("jus jambu", "mango juice") is that drink\'s flavour; round fruit and fruit pieces are never read as a juice by rule THICKENED_FRUIT_DRINK',
  },
  UNKNOWN_FOOD_IN_SAUCE: {
    id: 'UNKNOWN_FOOD_IN_SAUCE',
    statement:
      'IDDSI: a food at Levels 4-6 must pass the fork and spoon tests and hold no high-risk food; a sauce or gravy moistens a food without showing its level, and a food the engine does not know may be a high-risk one',
    effect:
      'a food answer below Level 7 resting only on a sauce, a gravy or a moist word, while words that may name an unknown food went unread ("Rouladen mit Soße", "X with gravy"), is answered at Level 7 with needs_test (the fork pressure test) and its confidence capped',
    confidence: { cap: 0.45 },
  },
  ASKED_ITEM: {
    id: 'ASKED_ITEM',
    statement: 'An IDDSI level describes one food or drink; a note about several items that asks about one is answered for that one',
    effect:
      'words that ask about one of the items named (lexicon/roles.ts ASK_ITEM_BEFORE, ASK_ITEM_AFTER: "level for the tea?", "問熱檸水", "お茶のレベルは") set the other foods aside, with the hazards they would bring; the answer is the asked item\'s; a food right after the item in the same phrase is part of the item\'s name ("item: chicken & leek pie")',
  },
  ASKED_ITEM_BY_CATEGORY: {
    id: 'ASKED_ITEM_BY_CATEGORY',
    statement:
      'An IDDSI level describes one food or drink; a question that names its item by what it is or what it is served in asks about that item',
    effect:
      'an asked item named by a word that says drink (lexicon/roles.ts ASK_ITEM_DRINK_WORDS: "the drink", 嘢飲, 飲み物, Getränk, bebida) is the one drink named; by a vessel (ASK_ITEM_VESSEL_WORDS: "the bowl", 嗰碗, "the glass", Tasse) the item that vessel was written with ("a bowl of congee"); a drink whose name holds the asked one\'s ("凍檸茶" for "杯茶") is that item named in full; an article or a count between two foods (ASK_ITEM_NEW_ITEM: "and a", 一件, 同埋) opens a new item, not part of the first one\'s name; the other items are set aside as rule ASKED_ITEM does',
  },
  DESIGNATED_ITEM: {
    id: 'DESIGNATED_ITEM',
    statement:
      'An IDDSI level describes one food or drink, shown by its own test; a record that lists several items and names its one subject is answered for that item',
    effect:
      'a clause with a designation word (lexicon/roles.ts DESIGNATION_WORDS: "entry for classification", "recording the", "want coded", 判定対象, 只记录, 기록 대상, "cette fiche concerne", "dieser Eintrag"…) names the item by its list label (ITEM_LABEL_BEFORE, ITEM_LABEL_AFTER: "item 2", "#2", "(b)", "第2项", "2番", "2번", "Nr. 2") or by one food\'s name; the other items\' lines, list entries, sentences or phrases (the largest that names nothing of the item) are blanked and the text read again, so the item\'s own measurements, tests and hazards decide; a food put in the item on its line (asked-item.ts containedAfter/containedIn, lexicon ASK_ITEM_CONTAINED: "made with milk", "blueberries stirred through", "梅干し入り", not in another list entry) stays with its hazards, and another name of the item\'s food ("全粥" for "おかゆ") is the item; a menu\'s starter ("esta entrada") designates nothing; the others are listed as set aside; a label the record does not hold sets nothing aside and caps the confidence',
    confidence: { cap: 0.5 },
  },
  APP_KEY_VALUE_FIELDS: {
    id: 'APP_KEY_VALUE_FIELDS',
    statement:
      "An IDDSI level describes a food or drink as tested; a level in the eater's diet-order field of a record names the eater, not the item served",
    effect:
      'a text with at least APP_KEY_VALUE_MIN_FIELDS fields written as key=value ("resident_diet=IDDSI 5 MM; item_served=ice cream; time=14:30") is read as "key: value" fields, so a diet-order key (resident diet, diet order) is the eater\'s order (ROLE_ORDER_AFTER_COLON) and an item key\'s value is the food judged; the same fields sent as JSON (\'{"product": "…", "syringe_ml_left": 1.5}\': quoted keys before a colon, at least APP_KEY_VALUE_MIN_FIELDS of them) are read alike, so a test field outranks a label field (LABEL_VS_TEST)',
  },
  SPACED_CJK_WORDS: {
    id: 'SPACED_CJK_WORDS',
    statement:
      'Chinese and Japanese are written without spaces between words; the phrases that state a level, a test result or a hazard are read as written',
    effect:
      'a Chinese or Japanese text segmented word by word (SPACED_CJK_LIMITS: enough spaced runs, short on average, and a full-width clause mark standing alone between spaces) is read with the spaces (ASCII or U+3000) between its characters and the digits beside them removed; a text whose spaces stand for commas keeps them, and there a negation before a test result does not reach over a space with other words before it ("唔使用刀 叉一壓就散")',
  },
  UNKNOWN_FOOD_BY_SIZE: {
    id: 'UNKNOWN_FOOD_BY_SIZE',
    statement:
      'IDDSI: Levels 5 and 6 are soft, tender and moist pieces that pass the fork pressure test, and a high-risk food stays high risk when cut; a piece size alone shows neither',
    effect:
      'a food answer below Level 7 resting only on how it was cut or how big its pieces are, while words that may name an unknown food went unread ("zorblets chopped into 1 cm pieces", a dish the lexicon does not hold), is answered at Level 7 with needs_test (the fork pressure test) and its confidence capped',
    confidence: { cap: 0.45 },
  },
  THICKNESS_ALONE_IS_A_DRINK: {
    id: 'THICKNESS_ALONE_IS_A_DRINK',
    statement:
      'IDDSI grades drinks by thickness (Levels 1-4, the flow test); a text that names no item and only says how thick it is gives no food evidence, and a drink taken as thinner is the safe side',
    effect:
      'with no item, level or test named and only thickness words read ("looks thick", "no flow test done, just thick"), the item is read as a drink (the thinner side, the flow test asked) instead of a Level 5 food',
  },
  // A soup, cream soup or jelly with no test must not be answered a thin drink at high confidence
  SOUP_OR_JELLY_UNTESTED: {
    id: 'SOUP_OR_JELLY_UNTESTED',
    statement:
      'IDDSI: a soup may be a thin broth, a liquidised soup or a mixed consistency with pieces, and a gelatin jelly is a solid that melts into a thin liquid (a transitional, mixed texture); the name alone does not show the level, the flow test does',
    effect:
      'a soup of unsaid thickness (a bare "soup", "суп", "Suppe", a cream soup, a blended or puréed soup) or a jelly answered as a drink with no level stated or tested keeps the thinnest level its words allow, with needs_test and the confidence capped',
    confidence: { cap: 0.6 },
  },
  MELTS_FOR_THICKENED_DRINKS: {
    id: 'MELTS_FOR_THICKENED_DRINKS',
    statement:
      'IDDSI high-risk foods: foods that melt into a thin liquid in the mouth (gelatin jelly, ice cream) are a thin liquid for a person on thickened drinks, unless the SLP has cleared them',
    effect:
      "a gelatin jelly (cubes, pieces) or an ice cream read as a food, written beside the eater's thickened-drinks order, is answered Level 0 drink with the melting hazard, confidence capped",
    confidence: { cap: 0.75 },
  },
  // A gelatin jelly or an ice cream named alone is the thin liquid it melts into (cubes or a cut are size only)
  MELTING_FOOD_ALONE: {
    id: 'MELTING_FOOD_ALONE',
    statement:
      'IDDSI: foods that melt into a thin liquid in the mouth (gelatin jelly, ice cream) become a thin liquid (Level 0) whatever their cut; IDDSI-tested dysphagia jellies, konjac and agar jellies do not melt and are judged as foods',
    effect:
      'a melting food row (gelatin jelly cubes or pieces, in any language) named with no other food than its flavour inside its own name ("lemon jelly cubes", "jelly pot (strawberry)"; a fruit as its own list item, on another line, plural or describing pieces, as in "jelly cubes, grapes" or "(grapes halved)", is a second food), no test, no level said of it (a diet label aside), no texture word beyond a cut, no hazard said of it ("gummy", "set hard", "whole grapes inside"), and not said to sit in a liquid, is answered Level 0 drink with the melting hazard, confidence capped',
    confidence: { cap: 0.6 },
  },
  // The writer's own "it melts in the mouth" outranks a thickened level claimed beside it
  MELTS_AGAINST_STATED_LEVEL: {
    id: 'MELTS_AGAINST_STATED_LEVEL',
    statement:
      'IDDSI: foods that melt into a thin liquid in the mouth (gelatin jelly, ice cream) are a thin liquid; a level is the texture as served and eaten, and a label is a claim the food itself can contradict',
    effect:
      'a level 1-7 stated or labelled beside a melting food row ("「レベル4」と書いてある ... 溶ける普通のゼラチンゼリー") that the text itself says melts (the hazard word "melts", "溶ける", "se derrite"), with no test reported and no other food named than its flavour or the jelly the label claims, is answered Level 0 drink with the melting hazard, confidence capped',
    confidence: { cap: 0.6 },
  },
  // Only the broth of a dish ("just the soup of the stew") holds none of its pieces
  BROTH_OF_DISH: {
    id: 'BROTH_OF_DISH',
    statement:
      'Level 0 (thin) flows like water; mixed consistency needs solid pieces in the liquid, and the broth of a soup served without its pieces is that thin liquid',
    effect:
      'a broth word linked to a brothy soup dish right after it ("sabaw ng sinigang", "the broth of the pho", "nước của phở"; lexicon BROTH_OF_LINKS) reads as the broth only: a Level 0 drink, the mixed consistency removed; not when another solid is named, pieces are said, or the text blends, thickens, states or tests it',
  },
  // An adjective ("tender") does not take a whole cut's toughness away: only mincing, puréeing or a fork test does
  ADJECTIVE_KEEPS_WHOLE_CUT_TOUGH: {
    id: 'ADJECTIVE_KEEPS_WHOLE_CUT_TOUGH',
    statement:
      'IDDSI Level 6: meat soft and tender enough to break apart with the side of a fork, shown by the fork pressure test; tough or fibrous meat is a high-risk food, and cutting changes size and shape only',
    effect:
      'a whole cut cooked as a dish (steak, chop, roast, braised belly; foods row whole_cut_dish) that only an adjective calls soft or tender ("steak cut small, soft", "牛排切小块，软", "bistec en trozos, blando") stays tough (Level 7, needs the fork pressure test); mincing, puréeing or a fork pressure result still remove the toughness',
  },
  SPOON_TILT_SMOOTH_PUREE: {
    id: 'SPOON_TILT_SMOOTH_PUREE',
    statement:
      'IDDSI spoon tilt test: Level 4 holds its shape on the spoon and falls off in one spoonful when tilted, with little left and not sticky; Level 4 Pureed has no lumps (Level 5 shows small lumps)',
    effect:
      "a passed spoon tilt (holds its shape, slides or falls off in one go, does not stick) beside a smooth form (blended or puréed smooth, no lumps) and no lumps or chunks said to be there reads Level 4 only, outranking a label of 5-7 (ROLE_LABEL); the passed stickiness check deals with the food's stickiness (bread or fruit blended smooth)",
  },
  SMOOTH_LABEL_TESTED_THICKER: {
    id: 'SMOOTH_LABEL_TESTED_THICKER',
    statement:
      'IDDSI Level 3 Liquidised and Level 4 Pureed are both smooth with no lumps; the spoon tilt test (holds its shape, falls off in one spoonful) shows Level 4, and only lumps make it Level 5',
    effect:
      'a label naming a smooth food level ("Level 3 liquidised", "puree") that a passed spoon tilt sets aside as too thin still says the product is smooth: with no lumps reported and no dish usually served with pieces named (a cottage pie, a stew: the label is no evidence of their smoothness), the passed tilt reads Level 4 (SPOON_TILT_SMOOTH_PUREE), not the Level 5 of a food whose smoothness is unknown; when the smoothness rests on the contradicted label alone, the confidence is at most the cap',
    confidence: { cap: 0.6 },
  },
  SPOON_TILT_ONE_LUMP: {
    id: 'SPOON_TILT_ONE_LUMP',
    statement:
      'IDDSI spoon tilt test, Levels 4-5: the sample is cohesive enough to hold its shape (a mound) on the spoon and falls off in a single spoonful when tilted',
    effect:
      'a spoonful that sits on the spoon or falls off it "in one lump" ("sits on the spoon in a lump", "fell off in a lump", "一塊で落ちる", "หล่นเป็นก้อนเดียว", "整团掉下来", "jatuh dalam satu gumpalan", "rơi thành một cục") or mounds on it ("スプーンに山になる") reads as the passed spoon tilt (terms.ts spoon_holds, spoon_slides: the lump is read with its spoon or its falling verb, never on its own), not as lumps in the food; a lump in the food ("the meat was in a lump", "còn vón thành một cục") and "in lumps" stay lumps',
  },
  TESTED_SMOOTH_PUREE: {
    id: 'TESTED_SMOOTH_PUREE',
    statement:
      'IDDSI Level 4 Pureed: smooth, no lumps, holds its shape on a spoon and falls off when tilted (spoon tilt test); a food that passes these is a purée, whatever it was made from',
    effect:
      'the descriptor "smooth" beside "no lumps" and a passed spoon tilt prepares the food as a purée word does (a fruit pouch squeezed out: its juice and skins go); the bones a food keeps (not those of a fish served whole), husks a sieve must take out and stickiness stand as before',
  },
  FORK_HELD_SMOOTH_PUREE: {
    id: 'FORK_HELD_SMOOTH_PUREE',
    statement:
      'IDDSI Level 4 Pureed, fork drip test: sits in a mound or pile above the fork, a small amount may flow through as a short tail, does not drip continuously; with smooth and no lumps this is the Level 4 purée tested',
    effect:
      'a fork drip result of Level 4 (lexicon rows fork_no_drip, fork_short_tail, or fork_drips negated) counts as the passed test of TESTED_SMOOTH_PUREE: "smooth" beside "no lumps" then prepares the food as a purée word does (a carrot\'s toughness, a mango\'s fibres go); bones, husks a sieve must take out and stickiness stand as before',
  },
  MUSHY_FOOD_FALLEN_APART: {
    id: 'MUSHY_FOOD_FALLEN_APART',
    statement:
      'IDDSI Level 6 Soft & Bite-Sized: soft, tender, squashes under fork pressure; a food cooked until it falls apart (mushy, soggy) is no longer a whole piece to chew, but only the fork pressure test and the piece size show Level 6 or lower',
    effect:
      'a named food only called mushy or soggy (lexicon/terms.ts MUSHY_WORDS: "mushy carrots & swede") is not a cut served as it comes (SOFT_WITHOUT_SIZE): its softening takes away the toughness as "soft" does and it is answered Level 6, the highest level a food fallen apart may be, with the fork pressure test to settle it (Levels 4-6 acceptable); its other hazards (skins, stickiness, hardness) stand, and so do those cooking does not take away: stringy fibres ("mushy green beans", "celery, mushy") and floppy leaves ("cabbage, gone all mushy") keep Level 7 (SOFT_WORD_OVERRULED)',
  },
  MUSHY_SOFT_FOOD_MASHED: {
    id: 'MUSHY_SOFT_FOOD_MASHED',
    statement:
      'IDDSI Level 5 Minced & Moist: can be mashed with a fork, soft and moist with small lumps; a food already soft as served (a ripe banana) that has gone to mush has no pieces left to bite',
    effect:
      "a food only called mushy or soggy, when every food named is usually served below Level 7, is answered Level 5 (Levels 4-5 acceptable) instead of MUSHY_FOOD_FALLEN_APART's Level 6, flagged ambiguous with the fork pressure test and confidence capped as AMBIGUOUS_TERM; a food usually Level 7 (carrots) keeps Level 6",
  },
  CHECKED_CLEAR: {
    id: 'CHECKED_CLEAR',
    statement:
      'IDDSI high-risk foods: fish with bones; Levels 5-6 fish has no bones. A search for bones is no removal: only its result, nothing found, says the bones are gone',
    effect:
      'a check said done ("checked for bones", "检查过鱼刺", "骨がないか確認した", "duri sudah dicek"; lexicon/terms.ts CHECKED_BEFORE, CHECKED_AFTER) is no removal: it takes the hazard it names out (as HAZARD_REMOVED_BY_VERB does) only when its clause or the next reports nothing found ("checked for bones, none found"; LEFT_OVER_DENIED); a check alone, an instruction ("check for bones"), a negated check ("haven\'t checked for bones", NEGATED_REMOVAL_KEEPS) or a remainder after it ("still a few", "quedan", "仲有"; FOUND_AFTER_REMOVAL) leaves the hazard standing',
  },
  MENU_HEADING_CLAIM: {
    id: 'MENU_HEADING_CLAIM',
    statement:
      'IDDSI levels are defined by the IDDSI tests; a drink is described by its flow test, and a menu says what is offered, not what was poured',
    effect:
      'a menu heading ("Menu:", "菜单：", "献立："; lexicon/roles.ts MENU_HEADINGS) is a label cue (ROLE_LABEL) for a food; over drinks only, with a drink thickness and no test anywhere in the text ("Menu: Level 3 moderately thick - tea"), its span is read as an order (ROLE_PRESCRIPTION), so the drink is not answered thicker than the words of what was served say; a food level word in it ("Level 4 pureed pumpkin soup") keeps the label reading',
  },
  FOUND_AFTER_REMOVAL: {
    id: 'FOUND_AFTER_REMOVAL',
    statement:
      'IDDSI high-risk foods: a hazard that was found again after its removal is still in the food (safety first: a removal only counts when done and checked)',
    effect:
      'a word of finding or of a remainder in the removal\'s clause or the next ("deboned, found 2 more", "去咗骨，仲有幾條", "sin espinas, quedan varias", "masih ada"; lexicon/terms.ts FOUND_AFTER_REMOVAL, REMAINDER_AFTER_REMOVAL) undoes the removal: the hazard stands, named by the find when the text names it no more; a search that found nothing ("found none", LEFT_OVER_DENIED) or a remainder word denied ("안 남아", "残っていない", "冇剩") keeps the removal',
  },
  FORK_TEST_EVERY_PIECE: {
    id: 'FORK_TEST_EVERY_PIECE',
    statement:
      'IDDSI Fork Pressure Test, Levels 5-6: a piece that squashes under the fork and does not return to its shape is soft and tender; a result said of every piece is of every food served',
    effect:
      'a tender fork result (TESTED_TENDER: fork_pressure_squash, cut_side_fork) whose clause says it was of every piece ("fork squashes them", "every piece", "全部", "todos"; lexicon/terms.ts EVERY_PIECE_WORDS) counts as the tested preparation of every solid food named, not only of a lone one: their toughness goes; hardness, stickiness, skins, juice and bones stand (a nut does not squash). Plurals carers write as the test\'s verb ("squashes"; PLURAL_VERBS) are no food. So is a result whose sentence names the dish\'s pieces with no food of their own ("tofu and aubergine: cubes under 1.5 cm, squash under the fork", "粒の大きさは5mm…つぶれます"; PIECES_SUBJECT_WORDS); "potato cubes" are one food\'s pieces (hazard-stage.ts barePiecesInSentence)',
  },
  UNTESTED_IS_NO_DOUBT: {
    id: 'UNTESTED_IS_NO_DOUBT',
    statement:
      'A classification must rest on evidence; a preparation the writer reports ("pureed") is evidence of the texture whether or not the IDDSI test was done yet, while a level someone claimed is only as good as its test',
    effect:
      'words that say the item was not tested (lexicon/hedges.ts UNTESTED_WORDS: "not tested", "未测试", "sin probar", "nicht getestet") hedge the text (HEDGED_CLAIM) only when it claims a level or level name (stated tier); beside a preparation alone ("pureed veg (not tested)") they are read as "no fork test done" is: the preparation answers',
  },
  POUR_SIMILE: {
    id: 'POUR_SIMILE',
    statement:
      'IDDSI Framework 2019: Level 2 Mildly Thick is nectar-like, Level 3 Moderately Thick was called honey-like; only the flow test separates Levels 0-3, and a drink leans to the thinner level',
    effect:
      'a comparison ("pours like honey", "thick like a smoothie", "ポタージュくらい", "you can just about pour it") reads the two levels it describes alike (lexicon rows simile_*, just_pourable), so a drink takes the thinner and needs the flow test; with no test reported, confidence at most the cap',
    confidence: { cap: 0.75 },
  },
  CUP_BESIDE_STRAW: {
    id: 'CUP_BESIDE_STRAW',
    statement:
      'IDDSI Framework 2019: Levels 0-3 can all be drunk from a cup; Level 2 needs mild effort through a standard straw, Level 3 is hard to drink through one',
    effect:
      'drinking from a cup says nothing between Levels 0-3; beside straw effort ("cup yes, straw hard", "コップからは飲めるけどストローだと吸いにくい") the straw effort decides',
  },
  STRAW_BLOCKED_BY_BITS: {
    id: 'STRAW_BLOCKED_BY_BITS',
    statement:
      'IDDSI Framework 2019: the straw descriptors of Levels 2-3 describe the liquid; a drink with pieces in it (pulp, seeds, pearls) is a mixed consistency, and the pieces, not the thickness, can block a straw',
    effect:
      'in a drink read as a mixed consistency, straw effort or a straw it will not go up ("西瓜汁有果粒，吸管吸不上来", "juice with bits, hard to get up a straw") is left out of the vote',
  },
  ROLE_DIET_BEFORE_PERSON: {
    id: 'ROLE_DIET_BEFORE_PERSON',
    statement:
      'IDDSI food levels are confirmed by the fork and spoon tests on the food as served; a diet order names the eater, not the food',
    effect:
      'a diet name that ends in a diet noun right before a person word ("Level 7 regular diet chap wanted ...", "pureed fluids lady") is that person\'s diet, set aside with its level words; the food the text then describes is judged by that description (lexicon/roles.ts DIET_NOUN_BEFORE_PERSON); a trailing service word closing a heading ("Level 6 soft & bite sized table — minced beef ...") takes its level words too (ROLE_SERVICE_HEADING)',
  },
  // "a bit thicker" (濃いめ) is thicker than usual, not IDDSI's Extremely thick name (Level 4)
  THICKER_THAN_USUAL: {
    id: 'THICKER_THAN_USUAL',
    statement:
      'IDDSI drinks are measured by the flow test; "thicker than usual" compares a drink with its own usual thickness and names no level, and a drink leans to the thinner level',
    effect:
      'a comparative or diminutive thickness word ("a bit thicker than usual", "濃いめ", "稠一点", "濃啲", "más espeso", "hơi đặc hơn", "lebih kental"; terms.ts thicker_than_usual) is no level name: alone it is the thinnest thickened reading (Level 1); beside a thickening word ("thickened tea", "とろみ茶") the drink is past the thinnest thickened level, so Mildly thick (Level 2) leaning thinner; needs_test names the flow test and the confidence is capped',
    confidence: { cap: 0.6 },
  },
  // A flow test residue decides the level: a description such as "flows slowly" must not tie it
  FLOW_RESIDUE_DECIDES: {
    id: 'FLOW_RESIDUE_DECIDES',
    statement:
      'IDDSI Testing Methods 2019: the flow test defines Levels 0-3 of drinks by the volume left in a 10 ml syringe after 10 s (1-4 ml is Level 1); words of how a drink pours or drips describe what the test measures',
    effect:
      'a flow-test residue read from the text (not a label, not negated; "about", "khoảng", "大概", "くらい" keep it) outranks every other reported result that names only Levels 0-3 and points at a level the residue leaves out ("flows slowly", "pours off the spoon", "drips through the fork"): those words are dropped, and "thick", a smooth or blended word or the drink as usually served cannot choose against the residue; a result naming Level 4 (holds on the spoon, does not drip) stays to be weighed',
  },
  // A drink likened to syrup, or a "thick" product, is at least Mildly thick, never Level 1
  THICK_AT_LEAST_MILDLY: {
    id: 'THICK_AT_LEAST_MILDLY',
    statement:
      'IDDSI Framework 2019: drinks are classified by the flow test; a syrup pours slower than thin drinks, and drinks sold pre-thickened (pharmacy ranges) are made to a level, most often Mildly thick or thicker; until the flow test, a drink leans to the thinner level those allow',
    effect:
      'a drink likened to syrup ("parang syrup", "como jarabe", "像糖浆"), a "thick" product named in quotes, one from the pharmacy (a pre-thickened product), or one called espesito (terms.ts mildly_thick_cue), with no test and no level, reads Mildly thick (Level 2) leaning thinner, never above it without a test; a named drink usually thicker keeps its level (THICK_DRINK_NAMED_LEVEL); needs_test names the flow test and the confidence is capped',
    confidence: { cap: 0.6 },
  },
  MINCED_IS_FOOD: {
    id: 'MINCED_IS_FOOD',
    statement:
      'IDDSI Level 5 Minced & Moist: pieces (4 mm adults) in a moist food; minced meat is at least Level 5, and a food with pieces is not a thickened drink',
    effect:
      'a mincing word (not negated, not a label) said of a food ("cháo thịt băm nhuyễn, hơi đặc", "啲肉攪碎咗") makes drink-thickness names beside it ("hơi đặc", "mildly thick") the food\'s consistency, not the level: they are dropped and the food is judged by its pieces and moisture (Level 5 moist, 6 without moisture)',
  },
  // A dry food crumbled into a liquid to thicken it ("biscuits crushed into the soup") leaves dry bits in a thin liquid
  DRY_FOOD_CRUMBLED_IN_LIQUID: {
    id: 'DRY_FOOD_CRUMBLED_IN_LIQUID',
    statement:
      'IDDSI high-risk foods: mixed consistencies (a solid in a thin liquid) and crumbly, dry textures (crackers, dry biscuits, bread) are excluded from Levels 0-6 unless blended smooth or, for bread, pre-gelled (soaked through); a food stirred in "to thicken" is not a thickener',
    effect:
      'a crumbly dry food (CRUMBLY_FOODS: bread, crackers, biscuits, croutons, cake, crisps) named with a soup or drink (or with carrier words: "sopa con", "in the soup"), neither blended, puréed or sieved smooth nor soaked through and with no test result reported, adds the mixed_consistency and dry hazards: the item is a food at Level 7 whatever thickening word is beside it (the calibration cell standing_hazard); a blending or puréeing word written right beside the dry food ("galletas trituradas", "biskuit dihaluskan") says how it was crushed before it went in, not that the dish was blended smooth',
  },
  // The writer's acts after a person's name ("blended it smooth, she drinks it from a cup") describe the item
  ROLE_WRITER_ACTS_AFTER_NAME: {
    id: 'ROLE_WRITER_ACTS_AFTER_NAME',
    statement:
      'An IDDSI level describes a food or drink as prepared and tested; what the writer says they did to it ("I blended it", "blinender ko", "saya blender") describes the food, not the eater\'s diet order',
    effect:
      'the clause after a person\'s name and a comma is not read as that person\'s order (ROLE_PRESCRIPTION) when it holds a first-person word (lexicon/roles.ts WRITER_AGENTS) of a language the text is written in (rule TEXT_LANGUAGE_SCOPE: Italian "i" is no English "I", Vietnamese "ko" no Tagalog "ko"): its preparation words stay evidence about the food',
  },
  BLENDED_SOUP_LOST_PIECES: {
    id: 'BLENDED_SOUP_LOST_PIECES',
    statement:
      'IDDSI high-risk foods: a soup with pieces is a mixed consistency until blended or sieved smooth; blended smooth it is one texture (Levels 0-4 have no bits), settled by the flow, fork drip or spoon tilt test',
    effect:
      'a soup usually served with pieces (foods.ts thick_soup: sopas, minestrone, ramen) that the text (not a diet order) says was blended, puréed or liquidised and is drunk (from a cup, sipped), with no pieces or lumps said to be left, reads as a soup of unsaid thickness, a drink settled by its tests (Level 3 by a slow fork drip in dollops); held on a spoon it stays a food',
  },
  // A powdered cereal drink only "a little thick" is a drink, not a Level 5 food
  NEGATED_STOP_CONTINUES: {
    id: 'NEGATED_STOP_CONTINUES',
    statement:
      'IDDSI Level 3: drips through the fork prongs and pours off a tilted spoon; a drip that goes on without stopping is that result, and a test result must not be read as its opposite',
    effect:
      'the "without stopping" idioms ("non-stop", "sin parar", "sans arrêt", "不停", "止まらず", "tanpa henti"; test-words.ts continues) negate nothing: the negator inside them neither negates the motion after them in the clause reader nor the test phrase that follows in the negation stage',
  },
  POWDER_SOUP_CALLED_THICK: {
    id: 'POWDER_SOUP_CALLED_THICK',
    statement:
      'IDDSI: drinks are classified by the flow test and lean thinner until tested; a sweet soup made up from a powder (sesame paste 芝麻糊, walnut paste, lotus root starch 藕粉) is usually drunk or spooned from a bowl as a drink, and "thick" or "quite thick" (挺稠, 比较稠) measures no level',
    effect:
      'such a powder (foods.ts MADE_UP_FROM_POWDER, not SPOONED_WHEN_THICK) called thick, with no spoon, bowl, level or test named, is read as its drinkable form as in rule POWDER_DRINK_A_LITTLE_THICK: the thinner defensible drink level, needs_test naming the flow test, confidence at most 0.6 as calibrated for a vague thickness word (tested); a thick rice cereal stays spooned (THICK_CEREAL_SPOONED)',
  },
  POWDER_DRINK_A_LITTLE_THICK: {
    id: 'POWDER_DRINK_A_LITTLE_THICK',
    statement:
      'IDDSI: drinks are classified by the flow test and lean thinner until tested; "a little thick" is said of drinks (Slightly, Mildly thick), and a cereal or starch made up from a powder (rice cereal, lotus root starch, sesame paste, cerelac) is often made as a drink',
    effect:
      'such a powder (foods.ts MADE_UP_FROM_POWDER) only called a little thick (terms.ts bit_thick), with no spoon, bowl, level or test named, is read as its drinkable form (rule DRINKABLE_FORM): a drink at the thinner level the words allow, needs_test naming the flow test, confidence capped by DRINKABLE_FORM; a comparative ("稠一点的米糊", made thicker) keeps the food reading',
  },
  THICKENED_FRUIT_DRINK: {
    id: 'THICKENED_FRUIT_DRINK',
    statement:
      'IDDSI drinks (Levels 0-4) are tested by the flow test and, at Levels 3-4, by the fork drip and spoon tilt tests; a thickener is added to a liquid: a thickened fruit is its juice thickened, whose juicy flesh, skins and seeds were left behind by juicing',
    effect:
      'a juicy fruit (lexicon/foods.ts THICKENED_FRUIT_DRINKS), the only item named, that the text says a thickener went into ("pre-thickened orange", "naranja espesada", "jeruk dikentalkan"), with no word that prepares the fruit (blended, sieved, mashed, puréed, pieces), is read as the juice: a drink whose fork and spoon results place it at Level 3 or 4 (a mound on the fork: Level 4), not the whole fruit at Level 7; untested, the confidence is capped as rule DRINKABLE_FORM\'s',
  },
  REMOVED_PART_DESCRIBED: {
    id: 'REMOVED_PART_DESCRIBED',
    statement:
      'IDDSI high-risk foods: a removal deals with the part it names (skin, bones) and nothing else; a quality said of that part (crispy skin, hard bones) goes with it',
    effect:
      'a crunchy, hard, dry, tough or sticky word tied to the skin or bones a removal verb takes out, by a linking word or by being beside it ("tinanggal ang balat na malutong", "カリカリの皮を取り除いて", "酥脆的皮去掉", "kulit yang renyah dibuang"; lexicon/list-words.ts MODIFIER_LINKS), is taken out with the part; a crispy coating named as such ("衣を外して", "breading removed", "tepung pelapis dibuang") is a crunchy part that a removal takes off',
  },
  SEPARATION_DENIED: {
    id: 'SEPARATION_DENIED',
    statement:
      'IDDSI Levels 5-6: moist, with no thin liquid separating; cereal soaked in milk is a mixed consistency only while the milk separates',
    effect:
      'a cereal or other food soaked in milk that the text says has no milk separating ("no milk separating", "没有牛奶分离", "không có sữa tách ra", "sin leche suelta"; lexicon HAZARD_WORDS mixed_consistency) has no mixed consistency: its soaked, mashed texture and tests decide',
  },
  SHAPE_WORD_AS_PREPOSITION: {
    id: 'SHAPE_WORD_AS_PREPOSITION',
    statement:
      'IDDSI high-risk foods: round or long shapes (grapes, sausages); a word that only places the liquid around the food names no shape',
    effect:
      'the shape word "round" right before a pronoun or determiner ("no thin liquid round it", "gravy all round the meat"; lexicon/list-words.ts SHAPE_WORD_PREPOSITIONS) is the preposition "around": it adds no round_long hazard',
  },
  SOAKED_CEREAL_DRAINED: {
    id: 'SOAKED_CEREAL_DRAINED',
    statement:
      'IDDSI Level 5 Minced & Moist, cereal: fine texture with small soft lumps, fully softened, any excess milk or fluid drained; Level 6 names no cereal',
    effect:
      'a breakfast cereal (the only solid named) soaked until soft with its extra milk drained off or absorbed ("drained off", "no milk pooling"), no piece size, cut word or test other than a fork mash result Level 5 shares ("mashes with a fork": 5 or 6), is Level 5, not the Level 6 of soaked bread; confidence at most the cap (how fine it was mashed is not measured); the soaking must say soft (until soft, ふやかす, 泡软), and granola or muesli (nuts, seeds, clusters) is left alone',
    confidence: { cap: 0.75 },
  },
  SAUCE_MOISTENS_FOOD: {
    id: 'SAUCE_MOISTENS_FOOD',
    statement:
      'IDDSI Level 5 Minced & Moist: minced food served moist in a smooth, thick sauce or gravy that binds it; moistening takes away dryness',
    effect:
      'with a topping word, a moisture word where the only other foods are sauces or gravies put on the food ("nilagyan ng sarsa para basa", "淋上酱汁，保持湿润") describes that food, not the sauce as a base (rule TOPPING_KEEPS_HAZARDS): the food is no longer dry',
  },
  ORDINAL_NOT_LEVEL: {
    id: 'ORDINAL_NOT_LEVEL',
    statement: 'An IDDSI level is a level number of the framework (0-7); an ordinal of times, days or servings says nothing of a texture',
    effect:
      '"第N" followed by a counter ("第一次" the first time, "第三天", "第二口", "第3回"; lexicon/terms.ts ORDINAL_COUNTERS) is no stated level',
  },
  RUBBERY_SURVIVES_CUTTING: {
    id: 'RUBBERY_SURVIVES_CUTTING',
    statement:
      'IDDSI high-risk foods: chewy, rubbery foods (fish cakes, konjac, gristle) are excluded from Levels 4-6; cutting, chopping or mincing changes their size, not their texture',
    effect:
      'the toughness of a rubbery food row (RUBBERY_FOOD_ROWS: kamaboko, chikuwa, fish balls, konjac, tendon, fish maw) stands after chopping, mincing, a measured 2-4 mm, "soft" or a fork result; only a smoothing preparation (purée, blending, sieving) or a fork pressure result that squashes it (the IDDSI test decides) removes it',
  },
  DONENESS_KEEPS_TOUGH: {
    id: 'DONENESS_KEEPS_TOUGH',
    statement:
      'IDDSI Level 5 Minced & Moist: meat finely minced or chopped, soft and tender, moist; tough or dry meat is a high-risk food however small it is cut',
    effect:
      'words that say meat was cooked through until firm ("a bit well done", "overdone", "煮老咗", "ウェルダン", "durchgebraten", "muy hecha"; lexicon/terms.ts HAZARD_WORDS, the tough_fibrous row marked ofMeat) are a tough hazard of the text, which a measured 3-4 mm or a gravy does not remove, when said of a meat row (DONENESS_MEAT_ROWS: the food named last before the word) or of no named food; a smoothing preparation after the food (purée, blending, sieving) removes it; said of a vegetable or porridge ("carrots overdone and mashed", "mingau bem passado" well sieved) it is no hazard; not "overcooked" alone, and Portuguese "bem passado" only with its meat word ("carne bem passada")',
  },
  UNCHECKED_NOT_ABSENT: {
    id: 'UNCHECKED_NOT_ABSENT',
    statement: 'IDDSI: a level is known by its test; a measurement not done tells nothing about the pieces',
    effect:
      'a negated measuring ("didn\'t measure the bits", "没量过啲粒", "no medí los trozos", "粒は測ってない"; lexicon/terms.ts UNCHECKED_PHRASES) negates the measuring, not the bits, lumps or bones after it: they are not read as absent (a smooth Level 3-4)',
  },
  THIN_SPOON_TESTED_FOOD: {
    id: 'THIN_SPOON_TESTED_FOOD',
    statement:
      'IDDSI Testing Methods: the spoon tilt and fork drip tests judge foods and thick drinks; Level 3 (liquidised) pours off a tilted spoon and drips slowly through the prongs',
    effect:
      'a food that has a drinkable form (foods.ts DRINKABLE_FORMS: porridges, cereals, yoghurt) called thin or runny ("묽어서", "runny") is not read as drunk when the text also reports a spoon tilt or fork drip result (SPOON_FORK_RESULTS): it stays the food, judged by those results (a pour and a drip: Level 3 food), never a thin drink (Level 0); a cup, straw or sip word still makes it the drink, and so does a fast pour or drip beside it ("pours quickly off the spoon", "drips fast through the fork"; FAST_FLOW_RESULTS: Levels 0-2)',
  },
  SIEVE_MESH_NOT_PARTICLE: {
    id: 'SIEVE_MESH_NOT_PARTICLE',
    statement:
      'IDDSI particle size limits (Level 5: 4 mm, Level 6: 15 mm) measure the pieces in the food as served; a sieve is a preparation, and the size of its holes is no measurement of the food',
    effect:
      'a length written right before a sieve, mesh or screen word ending as a word ("passed through 1 mm sieve", "2mm mesh"; not "8 mm sieved", "10mm screened") or right after a sieve word with its link ("sieve of 1 mm", "mesh size 2 mm"; not a bare "through the sieve 6 mm pieces") (lexicon/measure-words.ts SIEVE_MESH_WORDS) is not read as a particle size: the sieving word and the tests reported decide',
  },
  ROLE_LABEL_AFTER_CLAIM: {
    id: 'ROLE_LABEL_AFTER_CLAIM',
    statement: 'IDDSI levels are defined by the IDDSI tests; a label is a claim about the product, not a test of it',
    effect:
      'a label word written after the level it carries ("Level 7 Regular label on the rice pudding", "IDDSI 4 sticker on the pot"; lexicon/roles.ts LABEL_AFTER_CUES) makes the phrase back to the clause mark a label, as a label cue before its claim does (ROLE_LABEL): a reported test result that contradicts it decides',
  },
  SHAPE_WORD_AS_SERVICE_ROUND: {
    id: 'SHAPE_WORD_AS_SERVICE_ROUND',
    statement: "IDDSI high-risk foods: round or long-shaped foods; the hazard is the shape of a food, not a word of the ward's routine",
    effect:
      'the shape word "round" right after a service word ("Soup round 11:30", "drinks round", "ward round"; lexicon/list-words.ts SHAPE_WORD_SERVICES) names a round of serving: no round_long hazard is read from it',
  },
} as const satisfies Record<string, ClinicalRule>;

/**
 * Rule THIN_SPOON_TESTED_FOOD: test rows of the spoon tilt and the fork drip that say a spooned food's flow: the slow
 * or held results, and the pour and drip said with no speed. A fast pour or drip (FAST_FLOW_RESULTS) is a thin
 * drink's (IDDSI Levels 0-2): beside it the item is not read as a food.
 */
export const SPOON_FORK_RESULTS: ReadonlySet<string> = new Set([
  'spoon_pours',
  'pours_slowly',
  'spoon_slides',
  'spoon_holds',
  'fork_drips',
  'fork_drip_slow',
  'fork_no_drip',
]);
/** Rule THIN_SPOON_TESTED_FOOD: fast pour and drip rows; with one in the text "thin" keeps the item a drink. */
export const FAST_FLOW_RESULTS: ReadonlySet<string> = new Set(['pours_fast_spoon', 'flows_fast_fork']);

/** Rule THICKER_THAN_USUAL: the comparative row, and its reading beside a thickening word (past Level 1, the thinner first). */
export const THICKER_THAN_USUAL = { row: 'thicker_than_usual', besideThickened: '2 3:.8' } as const;
/** Rule THICK_AT_LEAST_MILDLY: the cue row, the thickness word a quoted product name may be, and the quote marks. */
export const MILDLY_THICK_CUE = { row: 'mildly_thick_cue', quotedRow: 'thick', quotes: '\'"‘’“”「」『』' } as const;
/** Rule DRY_FOOD_CRUMBLED_IN_LIQUID: the food rows that break into dry crumbs (IDDSI: crumbly, dry textures). */
export const CRUMBLY_FOODS: ReadonlySet<string> = new Set(['bread', 'biscuit', 'cake', 'snacks', 'rice_crackers']);
/** Rule BLENDED_COOKED_GRAINS_NOT_CRUMBS: the cooked grain rows (lexicon/foods.ts) a blender makes a paste of. */
export const COOKED_GRAIN_ROWS: ReadonlySet<string> = new Set(['rice', 'grains']);
/** Rule TENDER_BY_ADJECTIVE_ONLY: the texture rows that only call a food soft or tender. */
export const TENDER_ADJECTIVE_ROWS: ReadonlySet<string> = new Set(['soft']);
/** Rule SOFT_CUT_UNTESTED: the softness row and the rows that say a food was cut small or into pieces. */
export const SOFT_CUT_ROWS = { soft: 'soft', cut: new Set(['bite_sized', 'chopped', 'chunks']) } as const;
/** Rule FLAKED_UNTESTED: the row that says a food was flaked or pulled apart (no size in it). */
export const FLAKED_ROW = 'flaked';
/** Rule DIET_NAME_BEFORE_FIXED_DISH: hazards of a dish that no level or diet name can describe. */
export const FIXED_TEXTURE_HAZARDS: ReadonlySet<string> = new Set(['crunchy', 'hard']);
/** Rule ADJECTIVE_KEEPS_WHOLE_CUT_TOUGH: the food rows whose toughness no adjective takes away. */
export const ADJECTIVE_KEEPS_TOUGH_ROWS: ReadonlySet<string> = new Set(['whole_cut_dish']);
/** Rule DONENESS_KEEPS_TOUGH: the meat and poultry rows (lexicon/foods.ts ids) a doneness word makes tough. */
export const DONENESS_MEAT_ROWS: ReadonlySet<string> = new Set([
  'meat',
  'whole_cut_dish',
  'roast_meat',
  'stringy_meat',
  'stew_meat',
  'steamed_mince',
  'meatballs',
  'meat_balls',
  'bone_in_meat',
  'poultry_pieces',
  'bone_in_poultry',
  'fried_chicken',
  'crackling_pork',
  'sausage',
  'tripe',
]);
/**
 * Rule RUBBERY_SURVIVES_CUTTING: the food rows (lexicon/foods.ts ids) whose toughness is the rubbery, springy
 * texture of the whole food (fish paste, konjac, gelatinous cuts, fish maw): every piece of it stays chewy.
 */
export const RUBBERY_FOOD_ROWS: ReadonlySet<string> = new Set(['fish_balls', 'konjac', 'gelatinous_cuts', 'fish_maw', 'yuba']);

/** Rule THIN_POUR_THINNEST: the test rows that say only that a liquid pours off the spoon. */
export const SPOON_POUR_ROWS: ReadonlySet<string> = new Set(['spoon_pours', 'pours_fast_spoon']);
/** Rules THIN_POUR_THINNEST, FORK_DRIP_LEVELS_0_3: texture rows that say only that it pours (every drink does). */
export const POUR_WORD_ROWS: ReadonlySet<string> = new Set(['pourable']);
/** Rule THIN_POUR_THINNEST: thin liquids eaten with a spoon, not drunk (a pour off the spoon is their usual test). */
export const SPOONED_LIQUIDS: ReadonlySet<string> = new Set(['broth']);
/** Rule THIN_POUR_THINNEST: texture rows that call a liquid thin ("thin", "watery", "like water"). */
export const THIN_WORD_ROWS: ReadonlySet<string> = new Set(['thin']);
/** Rule HEDGED_LUMPS_IN_MASH: the lump rows, the mash foods (food table ids) and purée rows it reads. */
export const MASH_LUMPS = {
  lumpRows: new Set(['lumps']),
  mashFoods: new Set(['mashed_potato']),
  mashRows: new Set(['pureed']),
} as const satisfies Record<string, ReadonlySet<string>>;

/** Rule FORK_DRIP_LEVELS_0_3: the test rows that say only that a sample drips through the fork, speed unsaid. */
export const FORK_DRIP_ROWS: ReadonlySet<string> = new Set(['fork_drips']);
/** Rule FORK_DRIP_SPEED_IN_CLAUSE: the test row of a quick flow through the fork (Levels 0-2). */
export const FAST_DRIP_ROW = 'flows_fast_fork';
/** Rule FLOW_TEST_LEVELS_0_3: descriptions of a drink that say Level 4 itself (IDDSI: usually eaten with a spoon, cannot be drunk). */
/** Rule NO_POUR_DESCRIBES_LEVEL_4: the row of "does not pour" words, and the flow-test rows beside which it still decides. */
export const NO_POUR_ROW = 'no_pour';
export const NO_POUR_BESIDE: ReadonlySet<string> = new Set(['no_pour', 'no_flow', 'flow']);
export const LEVEL_4_DRINK_DESCRIPTIONS: ReadonlySet<string> = new Set(['spoon_only', 'spoon_had_to', 'no_pour']);
/** Rule FLOW_TEST_LEVELS_0_3: the level a drink left (nearly) full in the syringe is answered at: more than 8 ml left. */
export const FLOW_BEYOND_RANGE_LEVEL: IddsiLevel = 3;
/** Rule BLENDED_SOUP_DRUNK_UNTESTED: the thinnest drink level, where an untested blended soup is answered. */
export const BLENDED_SOUP_DRUNK_LEVEL: IddsiLevel = 0;
/** Rule FLOW_TEST_LEVELS_0_3: the evidence ids of a flow-test result (a measured residue, "nothing came out"). */
export const FLOW_RESULT_IDS: ReadonlySet<string> = new Set(['flow', 'no_flow']);
/** Rule ROLE_FLOW_RESULT_DESCRIBES_ITEM: the evidence ids of a flow-test finding, the emptied syringe too. */
export const FLOW_FINDING_IDS: ReadonlySet<string> = new Set([...FLOW_RESULT_IDS, 'all_drained']);

/**
 * The level an unreadable text carries: 7. It is the one level no drink can
 * have (drinks are 0-4), so it cannot be read as a thickness, and for a food it
 * is the unmodified texture, claiming no preparation. `understood: false` and
 * confidence 0 say that it is not a finding.
 */
export const UNREADABLE_LEVEL = 7;

/** Lexicon rows that name legacy or local diets with no single IDDSI meaning. */
export const AMBIGUOUS_TERMS: ReadonlySet<string> = new Set([
  'name_soft_diet_legacy',
  'name_jdd_udf',
  // rule BABY_FOOD_STAGE: baby-food stages 1-3
  'name_baby_stage_1',
  'name_baby_stage_2',
  'name_baby_stage_3',
  // rule UDF_CATEGORY_RANGE: UDF categories 1-4
  'name_udf_1',
  'name_udf_2',
  'name_udf_3',
  'name_udf_4',
  'name_texture_modified',
  'name_slightly_legacy_zh',
  'name_pudding_legacy',
  'name_ndd_legacy',
  'name_liquid_diet_legacy',
  'name_semi_liquid_legacy',
  'name_semi_solid_legacy',
  'name_minced_legacy',
  'name_mixer_legacy',
  // rule SOFT_CARE_FOOD_NAME: ソフト食 (Levels 4-6)
  'name_soft_care_food',
  // rule VAGUE_WORD_SAFEST: 打碎, blended or mashed (Level 4 or 5)
  'name_broken_down_zh',
]);

/** Rule APP_KEY_VALUE_FIELDS: a text is a key=value form when it has at least this many key= fields. */
export const APP_KEY_VALUE_MIN_FIELDS = 2;

/** Rule SPACED_CJK_WORDS: a text is segmented word by word when it has this many spaced CJK runs, this short on average. */
export const SPACED_CJK_LIMITS = { minRuns: 4, maxMeanRun: 2.5 };

/** Rule UNREAD_WORDS: how much of a text may go unread before its answer stops being confident. */
/** Rule READ_ONLY_LANGUAGE_FEW_WORDS: at most this many content words read is "a few". */
export const READ_ONLY_FEW_WORDS = 5;

export const UNREAD_LIMITS = {
  /** Unread content words (or characters, in scripts written without spaces) at least. */
  words: 4,
  /** Share of the content words unread, at least. */
  share: 0.5,
  /** Rule FOOD_NOT_KNOWN: unread words (spaced scripts) or characters (Han, katakana, Thai) that may name the food. */
  unknownFoodWords: 1,
  unknownFoodChars: 2,
  /**
   * Rule DRINK_WORDS_UNREAD: unread words beside a drink. One is enough (a fruit read beside its unread drink
   * name was answered as the fruit, a food, at 0.95); the adjectives carers write beside a drink (hot, sweet, fresh,
   * plain) are read as neutral words (lexicon/drink-words.ts), so they do not count.
   */
  drinkUnreadWords: 1,
} as const;

/**
 * Rule VAGUE_WORD_SAFEST: words that name no IDDSI level when they are all a text says about the
 * texture, and the safest level a careful SLP would accept for them. Clinicians asked to label such texts
 * chose so ("soft food" 7 of 6-7; "minced chicken" 7 of 5-7; a drink only called thick 1 of 1-4).
 */
export interface VagueWord {
  /** The texture row of the lexicon (terms.ts TEXTURES). */
  id: string;
  kind: ItemKind;
  level: IddsiLevel;
  /** Only when no food is named at all ("soft food", not "soft tofu"). */
  withoutFood: boolean;
  /** Not when a sauce or gravy moistens it ("minced chicken in gravy" says minced and moist). */
  unlessMoistened: boolean;
  /** Only when the one food named is a soup that usually holds pieces ("thick soup", "sopa espesa"). */
  soupOnly?: boolean;
  /** Only for a soup or broth the text says is drunk (rule DRUNK_SOUP_THICK); vagueWordAlone skips it. */
  drunkSoup?: boolean;
  /** Rule MINCED_STEW_AS_MEAL: a word read without a food also reads beside dishes usually served soft (stews). */
  softDishAsMeal?: boolean;
  /** Rule THICK_DRINK_NAMED_LEVEL: a named drink usually thicker than `level` keeps its usual level, up to this one. */
  namedDrinkUpTo?: IddsiLevel;
  /** Only when the word read is a mushy word (terms.ts MUSHY_WORDS; rule MUSHY_MEAL_NEEDS_FORK_TEST). */
  mushy?: boolean;
  statement: string;
}

/** Rule MINCED_STEW_AS_MEAL: the foods.ts rows of stews and casseroles, soft pieces in their own sauce (not soft rice). */
export const STEW_DISH_ROWS: ReadonlySet<string> = new Set(['stew_meat']);

/** Rule MUSHY_SOFT_FOOD_MASHED: a soft food gone to mush is mashed. */
export const MUSHY_SOFT_FOOD_LEVEL: IddsiLevel = 5;

export const VAGUE_WORDS: readonly VagueWord[] = [
  // A meal only called mushy has fallen apart: Level 6 at most, not Level 7 as "soft" alone
  {
    id: 'soft',
    kind: 'food',
    level: 6,
    withoutFood: true,
    unlessMoistened: false,
    mushy: true,
    statement:
      'Rule MUSHY_MEAL_NEEDS_FORK_TEST: a meal only called mushy or soggy, no food named, has fallen apart (IDDSI Level 6 squashes under the fork and needs no knife; Levels 4-5 are mashed smoother): the highest level it may be is 6, the fork pressure test settles it; a named food keeps its own level and hazards',
  },
  {
    id: 'soft',
    kind: 'food',
    level: 7,
    withoutFood: true,
    unlessMoistened: false,
    statement:
      '"Soft" food names no level (NHS/PSA/RE/2018/004 retired "soft diet"): Level 6 also needs 1.5 cm pieces, Level 7 Easy to chew does not',
  },
  // A meal chopped very fine with no size given (rule MINCED_DISH_UNSIZED): Level 6 until tested, not 5
  {
    id: 'minced',
    kind: 'food',
    level: 6,
    withoutFood: true,
    unlessMoistened: false,
    softDishAsMeal: true,
    statement:
      "Rule MINCED_DISH_UNSIZED: a meal chopped very fine or minced, no food named and no size given, has pieces smaller than Level 6's 1.5 cm but not known to be 4 mm and moist (Level 5): Level 6 until the fork pressure test and the particle size settle it; a named food keeps the reading below (its own hazards, and it may be coarser)",
  },
  {
    id: 'minced',
    kind: 'food',
    level: 7,
    withoutFood: false,
    unlessMoistened: true,
    statement:
      'Level 5 is minced AND moist with 4 mm pieces (adults); "minced" without a size, a test or a base is a local name that may be coarser',
  },
  // A soup only called thick is read both as a drink and as a food that may hold pieces
  {
    id: 'thick',
    kind: 'drink',
    level: 4,
    withoutFood: false,
    unlessMoistened: false,
    soupOnly: true,
    statement:
      'A soup only called thick is read two ways: a thickened drink (Levels 1-4, the thinner safer) or a food that may hold pieces (Levels 3-7, the higher safer); Extremely thick (Level 4) is the one level both readings accept, and the spoon tilt or fork test settles it',
  },
  {
    id: 'thick',
    kind: 'drink',
    level: 1,
    withoutFood: false,
    unlessMoistened: false,
    namedDrinkUpTo: 2,
    statement:
      'A drink only called thick is thicker than water by an amount only the flow test measures; the thinnest such level is Slightly thick',
  },
  // A soup drunk from a mug and called thick (rule DRUNK_SOUP_THICK)
  {
    id: 'thick',
    kind: 'drink',
    level: 1,
    withoutFood: false,
    unlessMoistened: false,
    drunkSoup: true,
    statement:
      'A soup drunk from a mug or cup, or a broth, only called thick (or smooth) is a drink of a thickness only the flow test measures (Levels 1-4): the thinner level is the safer until the test is done',
  },
];

/** Rule BLENDED_DRINK_INGREDIENTS: drink rows (foods.ts) made by blending foods, whose named foods went into them. */
export const BLENDED_DRINK_ROWS: ReadonlySet<string> = new Set(['smoothie', 'milkshake', 'yogurt_drink', 'drinking_yogurt']);
/** Under rule BLENDED_DRINK_INGREDIENTS: names of those rows that are also the bare verb "blended" (โจ๊กปั่น is blended congee). */
export const BLENDED_DRINK_VERB_NAMES: ReadonlySet<string> = new Set(['ปั่น']);
