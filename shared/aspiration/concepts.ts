/**
 * What the screen knows about: bedside signs of aspiration (grouped like the
 * EAT-10 domains: cough/airway, voice, chest, oral control, pharyngeal
 * transit, nutrition and hydration) and risk factors. Weights are points on
 * the 0-100 risk scale; the tier decides which combination rules a sign can
 * trigger (see scoring-model.ts).
 *
 * Some lexicon words are ambiguous on their own ("cough", "fever", "slow",
 * "phlegm"): they enter as a weak or zero-weight concept and are upgraded to
 * the meal-linked sign when the same clause says they happen with eating or
 * drinking ("coughs when drinking" -> cough_during_meals).
 */

/**
 * An event dated within this many months ("pneumonia 2 months ago", "上個月")
 * is current, not history: it still tells about the swallow of today.
 */
export const RECENT_EVENT_MONTHS = 3;

/** Clinical audit: weeks and days dated "ago" go through the same month arithmetic (365.25 / 12 days a month). */
export const WEEKS_PER_MONTH = 4.35;
export const DAYS_PER_MONTH = 30.4;

export type Tier = 'red' | 'major' | 'minor' | 'weak';

/** Context cues the lexicon marks; upgrades are keyed by them. */
export type ContextKind =
  | 'meal'
  | 'pill'
  | 'voice'
  | 'recurrent'
  | 'decrease'
  | 'airway'
  | 'gulp'
  | 'split'
  | 'dry'
  | 'waterTest'
  | 'cause'
  | 'saliva'
  | 'sleep'
  | 'intake'
  | 'waterTestPassed'
  | 'waterTestEvent'
  // Review asp14 finding 5: a bolus coughed or spat back out.
  | 'expelled';

/**
 * Cues that only ever raise a sign (body weight + "down" is weight loss,
 * phlegm + voice a wet voice): when the text denies the cue itself ("體重冇跌",
 * "น้ำหนักไม่ลด", "体重は減っていない") it tells nothing. The cues that lower a
 * sign (gulping, a split tablet) are not listed: denying them must not raise
 * the score ("denying the whole text never raises the score").
 */
export const DENIABLE_CUES: ReadonlySet<ContextKind> = new Set<ContextKind>(['decrease', 'recurrent', 'airway', 'voice']);

export interface SignConcept {
  tier: Tier;
  weight: number;
  /** Multiplier when the sign is reported in the past ("used to", "last year"). */
  pastFactor?: number;
  /** Ordered: the first context present in the clause turns this into another concept. */
  upgrades?: ReadonlyArray<readonly [ContextKind, string]>;
  /** A complaint that a cold, flu or unrelated illness explains ("cough from a cold"). */
  explainedByUnrelated?: boolean;
  /** The unrelated illness explains it anywhere in the sentence, not only in its clause. */
  explainedInSentence?: boolean;
  /** Never reported on its own (a word that only means something after an upgrade). */
  helper?: boolean;
  /** The term also sets this context cue in its clause ("turned blue" tells food_sticking the airway was blocked). */
  cue?: ContextKind;
  /**
   * A meal named in the clause just before, in the same sentence, gives the term its meal meaning, not only one
   * in its own clause: a duration told after its meal ("Breakfast used to take 15 mins, now it's nearly an hour").
   */
  mealInSentence?: boolean;
  /**
   * A meal told in any clause of the sentence gives the term its meal meaning ("ngủ gật lúc ăn, gọi không tỉnh, đút
   * ăn rất khó": the feeding is two clauses on).
   */
  mealAnywhereInSentence?: boolean;
  /**
   * Rule nasal_needs_eating (docs/SCREENING.md): the term is a sign only with eating or drinking told in its
   * sentence (lexicon/nose-context.ts); "a runny nose" with the same words is not.
   */
  needsEating?: boolean;
  /**
   * An event that ends (a choke): a recovery told as a state now ("ya está bien", "现在没事了") ends the episode and
   * dates nothing of it (rule fine_now_is_the_episode); only a date or a problem said not to recur does.
   */
  episode?: boolean;
}

/**
 * An event at the airway told by what was seen (hands at the throat, turning blue, a coughing fit that would not stop,
 * a near-disaster): an airway cue, and at a meal a choking episode. One definition; the helpers keep their own names
 * so flag_details can say which reading fired.
 */
const AIRWAY_EVENT = { tier: 'weak', weight: 0, helper: true, cue: 'airway', upgrades: [['meal', 'choking']] } as const;

export const SIGNS = {
  // Red flags: high on their own.
  choking: { tier: 'red', weight: 60, episode: true },
  aspiration_observed: { tier: 'red', weight: 60, episode: true },
  aspiration_pneumonia: { tier: 'red', weight: 62, pastFactor: 0.6 },

  // Major bedside signs.
  // A cough at a meal with the airway blocked (turned blue, back blows, an ambulance) is a choking episode that
  // needed intervention: a red flag (docs/SCREENING.md, choking_with_intervention).
  // A cough with a drink or a mouthful is an event that ends too: "fine now" after it ends the cough, not the problem.
  cough_during_meals: {
    tier: 'major',
    weight: 35,
    episode: true,
    upgrades: [
      ['waterTest', 'water_test_failed_text'],
      ['airway', 'choking'],
      ['gulp', 'protective_cough'],
    ],
  },
  // A cough, throat clearing or wet voice during a water swallow test written in the text ("洼田饮水试验 ... 伴呛咳",
  // "3-oz water test: coughed"): the failed test itself, high like the structured water_swallow_test input.
  water_test_failed_text: { tier: 'major', weight: 35 },
  // Saliva not swallowed: pooling in the mouth, cannot swallow one's own saliva, needing oral suction. GUSS
  // (Trapl 2007) stops at its first step when the saliva swallow fails: severe dysphagia, high aspiration risk.
  saliva_not_swallowed: { tier: 'major', weight: 34 },
  wet_voice: { tier: 'major', weight: 34 },
  recurrent_chest_infection: { tier: 'major', weight: 36, pastFactor: 0.8 },
  chest_infection: {
    tier: 'major',
    weight: 28,
    pastFactor: 0.6,
    upgrades: [['recurrent', 'recurrent_chest_infection']],
    explainedByUnrelated: true,
  },
  fever_after_meals: { tier: 'major', weight: 34 },
  breathless_at_meals: { tier: 'major', weight: 34 },
  nasal_regurgitation: { tier: 'major', weight: 34, needsEating: true },
  difficulty_swallowing: {
    tier: 'major',
    weight: 32,
    upgrades: [
      ['pill', 'pills_sticking'],
      ['dry', 'dry_food_difficulty'],
    ],
  },
  // Issue 15: a person who cannot be woken while being fed ("gọi không tỉnh", "叫唔醒", "can't wake her
  // for lunch") fails the vigilance step of GUSS (Trapl 2007) outright: not fed by mouth until assessed (rule
  // unrousable_at_meals, high). Major so it also counts beside other signs.
  unrousable_at_meals: { tier: 'major', weight: 34 },
  // Phlegm or a rattle in the throat after meals: a sign of residue or penetration, but not the wet voice
  // the bedside screens fail on (that needs the voice itself: "voice wet after drinks").
  phlegm_after_meals: { tier: 'major', weight: 30 },

  // Minor signs: moderate in an older adult, or with a second sign.
  // Drooling also names the saliva for its sentence ("tumutulo ang laway, naiipon sa bibig": mouth_pooling).
  drooling: { tier: 'minor', weight: 22, cue: 'saliva' },
  pocketing: { tier: 'minor', weight: 22 },
  // Also swallowing two or more times to clear one mouthful (residue in the pharynx).
  delayed_swallow: { tier: 'minor', weight: 22 },
  prolonged_meals: { tier: 'minor', weight: 20 },
  // Weight lost because swallowing is hard ("lost 5 kg because it is hard to swallow", "เพราะกลืนลำบาก"): a
  // causal word in its sentence attributes the loss to the swallow (rule nutrition_consequence_of_dysphagia).
  weight_loss: { tier: 'minor', weight: 20, upgrades: [['cause', 'weight_loss_with_cause']] },
  weight_loss_with_cause: { tier: 'minor', weight: 20 },
  // Screening review, finding 6: food or drink refused for a reason told with a causal word ("won't eat
  // because it hurts to swallow", "因为吞咽疼痛不肯吃饭") is poor intake attributed to that reason. A weak
  // complaint, no sign on its own (a refusal for any reason is not a swallow sign); with a current swallow
  // difficulty in the text it is the nutrition consequence (rule nutrition_consequence_of_dysphagia).
  refuses_intake: { tier: 'weak', weight: 0, helper: true, upgrades: [['cause', 'intake_refused_with_cause']] },
  intake_refused_with_cause: { tier: 'weak', weight: 8 },
  dehydration: { tier: 'minor', weight: 20 },
  // Food lodged with the airway blocked ("stuck in the throat, could not breathe") is a choking episode.
  food_sticking: {
    tier: 'minor',
    weight: 22,
    upgrades: [
      ['airway', 'choking'],
      ['expelled', 'choking'],
      ['pill', 'pills_sticking'],
    ],
  },
  pills_sticking: {
    tier: 'minor',
    weight: 20,
    upgrades: [
      ['split', 'split_tablet'],
      ['airway', 'choking'],
    ],
  },
  // A sore throat from a cold or flu explains it anywhere in its sentence ("flu, a bit painful to swallow").
  pain_on_swallowing: { tier: 'minor', weight: 20, explainedByUnrelated: true, explainedInSentence: true },
  throat_clearing_after_meals: { tier: 'minor', weight: 22 },
  // A weak or ineffective voluntary cough protects the airway poorly (one of Daniels' bedside predictors).
  weak_cough: { tier: 'minor', weight: 20 },
  // Dry food hard to get down because the mouth is dry (after radiotherapy, medication): an EAT-10 item
  // above 0 ("swallowing solids takes extra effort"), a single mild sign, not a major one.
  dry_food_difficulty: { tier: 'minor', weight: 22 },
  // Leaving out hard foods, or eating only soft ones, is a self-made texture change: the person compensates.
  // Moistening dry food because the mouth is dry ("phải chan canh", "rice in soup") is the dry-food difficulty
  // itself, one sign, not a second one.
  avoids_textures: { tier: 'minor', weight: 18, upgrades: [['dry', 'dry_food_difficulty']] },
  // Washing each mouthful down with a drink ("お茶で流し込んでいる"): how a person gets down food that will not go
  // down on its own. The same complaint as a difficulty swallowing (one family, not a second sign); with a dry
  // mouth in its sentence, the dry-food difficulty.
  washes_food_down: { tier: 'minor', weight: 22, upgrades: [['dry', 'dry_food_difficulty']] },

  // Weak, non-specific complaints: never enough on their own.
  cough: {
    tier: 'weak',
    weight: 10,
    upgrades: [
      ['waterTest', 'water_test_failed_text'],
      ['gulp', 'protective_cough'],
      ['meal', 'cough_during_meals'],
      ['pill', 'cough_during_meals'],
    ],
    explainedByUnrelated: true,
  },
  throat_clearing: {
    tier: 'weak',
    weight: 10,
    upgrades: [
      ['waterTest', 'water_test_failed_text'],
      ['meal', 'throat_clearing_after_meals'],
    ],
    explainedByUnrelated: true,
  },
  fever: { tier: 'weak', weight: 6, upgrades: [['meal', 'fever_after_meals']], explainedByUnrelated: true },
  breathlessness: { tier: 'weak', weight: 6, upgrades: [['meal', 'breathless_at_meals']], explainedByUnrelated: true },
  hoarse_voice: { tier: 'weak', weight: 8, upgrades: [['meal', 'wet_voice']], explainedByUnrelated: true },
  phlegm: {
    tier: 'weak',
    weight: 8,
    upgrades: [
      ['voice', 'wet_voice'],
      ['meal', 'phlegm_after_meals'],
    ],
    explainedByUnrelated: true,
  },
  // A dry mouth also tells a swallowing difficulty in its sentence that the food is hard to get down dry.
  dry_mouth: { tier: 'weak', weight: 8, cue: 'dry' },
  // Dry food named ("干的东西", "kalau kering", "anything dry") tells the same of a difficulty in its
  // sentence: the dry-food difficulty, one mild sign (docs/SCREENING.md), not a major swallowing difficulty.
  dry_food: { tier: 'weak', weight: 0, helper: true, cue: 'dry' },

  // Helpers: words that only count once the clause gives them a meaning.
  // Out of breath, cannot catch one's breath ("喘不过气", "หายใจไม่ทัน"): with a meal, breathlessness at meals (a major
  // sign, issue 15 class 3); beside a cough or food stuck, the airway cue that makes it a choking episode.
  breath_caught: { tier: 'weak', weight: 0, helper: true, cue: 'airway', upgrades: [['meal', 'breathless_at_meals']] },
  // Hands to the throat or pointing at it, the universal sign of a blocked airway
  // ("grabbed her throat", "指着喉咙", "喉を押さえ"): an airway cue, at a meal a choking episode like cyanosis.
  throat_clutched: AIRWAY_EVENT,
  // Review asp14 finding 5: food lodged in the throat and coughed or spat back out is a partial airway obstruction the
  // person cleared with their own cough, a choking episode (Kidd 1995; docs/SCREENING.md, red_flag). The expulsion
  // ("coughed it out", "吐き出した", "뱉어냈") tells food_sticking in its sentence so; alone, at a meal, a cough.
  bolus_coughed_out: { tier: 'weak', weight: 0, helper: true, cue: 'expelled', upgrades: [['meal', 'cough_during_meals']] },
  // Spat out: alone nothing (food spat out at a meal may be refused), beside food stuck a choking episode.
  bolus_spat_out: { tier: 'weak', weight: 0, helper: true, cue: 'expelled' },
  slow: { tier: 'weak', weight: 0, helper: true, upgrades: [['meal', 'prolonged_meals']], mealInSentence: true },
  body_weight: { tier: 'weak', weight: 0, helper: true, upgrades: [['decrease', 'weight_loss']] },
  wet: { tier: 'weak', weight: 0, helper: true, upgrades: [['voice', 'wet_voice']] },
  // "some difficulty with dry bread", "trouble with meat": a difficulty is about swallowing once food is named.
  difficulty: { tier: 'weak', weight: 0, helper: true, upgrades: [['meal', 'difficulty_swallowing']] },
  // "avoids meat and bread", "避開硬嘅嘢食": avoiding is a texture change once food is named.
  avoid: { tier: 'weak', weight: 0, helper: true, upgrades: [['meal', 'avoids_textures']] },
  // Japanese "詰まった" with no food or throat named: at a meal (told in its clause or the one before), food
  // that stuck (EAT-10 item 8); with the airway blocked beside it, a choking episode (food_sticking's upgrade).
  stuck: { tier: 'weak', weight: 0, helper: true, upgrades: [['meal', 'food_sticking']], mealInSentence: true },
  // "cannot be woken": only a meal told in its sentence makes it the failed vigilance step of a meal.
  unrousable: { tier: 'weak', weight: 0, helper: true, upgrades: [['meal', 'unrousable_at_meals']], mealAnywhereInSentence: true },
  // Exemptions (docs/SCREENING.md, low): a normal protective cough when gulping a drink too fast ("coughed once
  // after gulping a whole glass") did its job; a large tablet the person manages by splitting it is managed.
  // "a wad of potato tucked in her cheek", "nasi di pipi": a cheek named with food is food held in the mouth.
  cheek: { tier: 'weak', weight: 0, helper: true, upgrades: [['meal', 'pocketing']] },
  protective_cough: { tier: 'weak', weight: 0, helper: true },
  split_tablet: { tier: 'weak', weight: 0, helper: true },
  // A water swallow test named in the text ("water swallow test", "饮水试验", "水飲みテスト"): a cough, throat
  // clearing or wet voice in its sentence is the failed test (water_test_failed_text).
  water_test: { tier: 'weak', weight: 0, helper: true, cue: 'waterTest' },
  // Clinical audit finding 6: "could not finish", "had to stop" says nothing on its own; beside a named water test
  // it is the interrupted drinking the Yale protocol fails (Suiter 2014).
  water_test_unfinished: { tier: 'weak', weight: 0, helper: true, upgrades: [['waterTest', 'water_test_failed_text']] },
  // The outcome told as a word ("failed", "未通过", "gagal", "ไม่ผ่าน", "阳性"): beside a named water test, the
  // failed test (water_swallow_test_failed); alone it says nothing.
  water_test_failed_word: { tier: 'weak', weight: 0, helper: true, upgrades: [['waterTest', 'water_test_failed_text']] },
  // A pass word beside a named water test or swallow screen ("swallow screen passed", "饮水试验通过",
  // "水飲みテストは合格") keeps that test passed: its clause lends no failed test to a cough elsewhere in the sentence.
  water_test_passed: { tier: 'weak', weight: 0, helper: true, cue: 'waterTestPassed' },
  // A moment of the test itself ("on the last sip", "during the test", "最后一口"): a cough there
  // fails even a test told as passed (Yale: any cough during or within a minute of the swallow).
  water_test_event: { tier: 'weak', weight: 0, helper: true, cue: 'waterTestEvent' },
  // Turning blue ("lips went blue", "臉發紫", "หน้าเขียว") is an airway cue; at a meal it is a choking episode.
  cyanosis: AIRWAY_EVENT,
  // A coughing fit that would not stop ("사레 들려서 한참 기침", "咳了好久", "couldn't stop coughing") is the
  // airway fighting what went down the wrong way: with a meal, or a meal cough in its clause, a choking episode.
  // The meal may open the sentence in the clause before ("ご飯を食べていて、
  // むせこんで止まらなかった").
  coughing_fit: { ...AIRWAY_EVENT, mealInSentence: true },
  // A near-disaster ("큰일 날 뻔", "nearly lost him", "suýt chết"): with food stuck or a meal in its clause,
  // the airway was at stake, a choking episode.
  near_disaster: AIRWAY_EVENT,
  // Saliva named as the topic of a sentence ("ludahnya", "ang laway ni tatay", "her spit"): a cue for the sentence.
  saliva: { tier: 'weak', weight: 0, helper: true, cue: 'saliva' },
  // Pooling told in a clause of its own ("... ngumpul terus di mulut", "naiipon sa bibig"): saliva that gathers in
  // the mouth, named in the same sentence, is a failed saliva swallow (GUSS step 1; rule saliva_not_swallowed).
  mouth_pooling: { tier: 'weak', weight: 0, helper: true, upgrades: [['saliva', 'saliva_not_swallowed']] },
} as const satisfies Record<string, SignConcept>;

export type SignCode = keyof typeof SIGNS;

/**
 * Signs a DEGREE word does not make occasional ("slightly gurgly after drinks", "coughs a little over her porridge"):
 * a degree says how much, not how often (intensity). Any voice change after a swallow fails TOR-BSST
 * (Martino 2009), nasal regurgitation is a cardinal sign referred now (clinical audit finding 3), and the
 * Yale protocol and TOR-BSST fail on any cough with a swallow, however slight. A FREQUENCY word
 * ("sometimes") still makes them occasional.
 */
export const DEGREE_KEEPS_SIGN: ReadonlySet<SignCode> = new Set<SignCode>([
  'wet_voice',
  'nasal_regurgitation',
  'cough_during_meals',
  'breathless_at_meals',
  'difficulty_swallowing',
]);

/** Codes never reported on their own (they carry no label). */
export type HelperSignCode = { [K in SignCode]: (typeof SIGNS)[K] extends { helper: true } ? K : never }[SignCode];

/**
 * Related codes where only the strongest counts ("cough_during_meals" makes a
 * plain "cough" redundant), and where a denial of one answers a doubt about
 * the other ("? coughing at meals ... no coughing observed").
 */
export const SIGN_FAMILIES: ReadonlyArray<readonly SignCode[]> = [
  ['water_test_failed_text', 'cough_during_meals', 'cough'],
  ['throat_clearing_after_meals', 'throat_clearing'],
  ['fever_after_meals', 'fever'],
  ['breathless_at_meals', 'breathlessness', 'breath_caught'],
  ['wet_voice', 'phlegm_after_meals', 'hoarse_voice', 'phlegm'],
  ['saliva_not_swallowed', 'drooling'],
  ['recurrent_chest_infection', 'chest_infection'],
  // Food that sticks and is swallowed again to clear it is one sign, pharyngeal residue (EAT-10 items 8 and 9 ask
  // of one experience), not two of three_signs.
  ['pills_sticking', 'food_sticking', 'delayed_swallow'],
  ['difficulty_swallowing', 'dry_food_difficulty', 'washes_food_down'],
  ['weight_loss_with_cause', 'weight_loss'],
];

const FAMILY_HEAD = new Map<string, SignCode>();
for (const family of SIGN_FAMILIES) for (const c of family) FAMILY_HEAD.set(c, family[0]!);

/** The head of the code's family (the code itself when it has none). */
export function familyOf(code: SignCode): SignCode {
  return FAMILY_HEAD.get(code) ?? code;
}

/** Signs that thickened drinks can prevent: when thickening is reported to stop them, they are compensated. */
export const THIN_LIQUID_SIGNS: ReadonlySet<SignCode> = new Set<SignCode>(['cough_during_meals', 'cough', 'throat_clearing_after_meals']);

/**
 * The concepts again, all in one object shape (absent options are undefined):
 * the analyser and the score read them for every sign, and objects of one
 * shape keep those reads fast.
 */
const SIGN_CONCEPTS = new Map<string, SignConcept>(
  (Object.entries(SIGNS) as Array<[string, SignConcept]>).map(([code, c]) => [
    code,
    {
      tier: c.tier,
      weight: c.weight,
      pastFactor: c.pastFactor,
      upgrades: c.upgrades,
      explainedByUnrelated: c.explainedByUnrelated,
      explainedInSentence: c.explainedInSentence,
      helper: c.helper,
      episode: c.episode,
      cue: c.cue,
      mealInSentence: c.mealInSentence,
      mealAnywhereInSentence: c.mealAnywhereInSentence,
      needsEating: c.needsEating,
    },
  ]),
);

export function signConcept(code: SignCode): SignConcept {
  return SIGN_CONCEPTS.get(code)!;
}

export function isSignCode(code: string): code is SignCode {
  return Object.hasOwn(SIGNS, code);
}

// Every upgrade must lead to a known concept: checked once at load.
for (const [code, concept] of Object.entries(SIGNS) as Array<[string, SignConcept]>) {
  for (const [, target] of concept.upgrades ?? []) {
    if (!isSignCode(target)) throw new Error(`aspiration concept ${code} upgrades to unknown ${target}`);
  }
}

export interface RiskFactor {
  weight: number;
  /** Strong factors make a major sign, or two signs, high, and one mild sign moderate (see LEVEL_RULES). */
  strong: boolean;
  /**
   * Whether the factor is itself a current impairment of the swallow (a known
   * dysphagia, drowsiness at meals) and so evidence enough for moderate. A
   * diagnosis that only raises the risk (stroke, Parkinson's, ALS, COPD) is
   * not: without a current sign the screen is low with a note to monitor
   * (docs/SCREENING.md, rule risk_factor_without_sign).
   */
  alone: boolean;
}

/** Risk factors; flags read `dysphagia_risk_factor_<code>`. */
export const RISK_FACTORS = {
  stroke: { weight: 28, strong: true, alone: false },
  parkinsons: { weight: 28, strong: true, alone: false },
  dementia: { weight: 28, strong: true, alone: false },
  motor_neurone_disease: { weight: 32, strong: true, alone: false },
  multiple_sclerosis: { weight: 26, strong: true, alone: false },
  other_neurological: { weight: 26, strong: true, alone: false },
  head_neck_cancer: { weight: 28, strong: true, alone: false },
  tracheostomy: { weight: 32, strong: true, alone: false },
  reduced_alertness: { weight: 30, strong: true, alone: true },
  known_dysphagia: { weight: 20, strong: false, alone: true },
  frailty: { weight: 12, strong: false, alone: false },
  copd: { weight: 8, strong: false, alone: false },
  reflux: { weight: 6, strong: false, alone: false },
} as const satisfies Record<string, RiskFactor>;

export type RiskCode = keyof typeof RISK_FACTORS;

export const RISK_FLAG_PREFIX = 'dysphagia_risk_factor_';
