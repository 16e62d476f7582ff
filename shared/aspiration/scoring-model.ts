/**
 * The score model, as data. Points come from signs, risk factors, age and
 * EAT-10; the level comes from the points band, raised by the combination
 * rules below (red flags, a major sign or two signs with a strong risk
 * factor...) and held down
 * by two ceilings (nothing but age is low; high needs a rule). The score is
 * then clamped inside the band of the level, so level and score never
 * disagree.
 */
import type { RiskCode, SignCode, Tier } from './concepts';

export type RiskLevel = 'low' | 'moderate' | 'high';

export const LEVEL_ORDER: readonly RiskLevel[] = ['low', 'moderate', 'high'];

/** The spec's score ranges per level. */
export const BANDS: Record<RiskLevel, readonly [number, number]> = {
  low: [0, 30],
  moderate: [31, 59],
  high: [60, 100],
};

export const MODIFIERS = {
  /** Each further sign (and each further risk factor) adds this share of its weight: evidence overlaps. */
  diminishing: 0.5,
  /** Past signs keep this share unless the concept says otherwise. */
  past: 0.3,
  /** "maybe", "suspected", a question mark. */
  possible: 0.5,
  /** "occasionally", "sometimes", "mild". */
  occasional: 0.75,
  /** A thin-liquid cough that thickened drinks stop ("fine with thickened"). */
  compensated: 0.5,
} as const;

/** Graded age factor; age alone never raises a case above low (see CEILINGS). */
export const AGE_BANDS: ReadonlyArray<{ minAge: number; code: 'age_80_plus' | 'age_65_plus'; points: number }> = [
  { minAge: 80, code: 'age_80_plus', points: 18 },
  { minAge: 65, code: 'age_65_plus', points: 12 },
];

/**
 * EAT-10 (Belafsky 2008): ten items 0-4, a total of 3 or more is abnormal.
 * Cheney 2015: totals ABOVE 15 (> 15) go with a 2.2 times higher likelihood
 * of aspiration. majorAt is 15, one point below, a deliberate conservative
 * choice (sensitivity first; clinical audit finding 7): from 15 the total is a
 * major sign and the screen high (eat10_severe). Points = base + total.
 */
export const EAT10 = { abnormalAt: 3, majorAt: 15, basePoints: 20, items: 10, maxItem: 4 } as const;

/**
 * Bedside screening tests sent as structured inputs. A failed test is a red
 * flag; a passed one adds no item and lowers nothing (a pass is not a sign).
 * - Water swallow test (Yale protocol, Suiter & Leder 2008; DePippo 1992):
 *   any cough, throat clearing or wet voice after the water is a fail.
 * - GUSS (Trapl 2007): 20 slight or no dysphagia, 15-19 slight dysphagia,
 *   10-14 moderate with a risk of aspiration, 0-9 severe with a high risk.
 */
export const BEDSIDE_TESTS = {
  waterSwallowFailed: { code: 'water_swallow_test_failed', tier: 'red', points: 60 },
  gussFailed: { code: 'guss_failed', tier: 'red', points: 60, atMost: 14 },
  gussSlight: { code: 'guss_slight_dysphagia', tier: 'minor', points: 25, atMost: 19 },
  // The Japanese bedside screens, read from the text (bedside-text.ts).
  rsstFailed: { code: 'rsst_failed', tier: 'red', points: 60, atMost: 2 },
  mwstFailed: { code: 'mwst_failed', tier: 'red', points: 60, atMost: 3 },
  // The Kubota 30 ml test graded in the text; grades 3-5 are a cough or an unfinished cup, the failed
  // water swallow test (grade 2, two swallows without a cough, is "suspicious" and adds nothing yet).
  kubotaFailed: { code: 'water_swallow_test_failed', tier: 'red', points: 60, atLeast: 3 },
} as const satisfies Record<string, { code: string; tier: Tier; points: number; atMost?: number; atLeast?: number }>;

/**
 * Clinical audit, finding 2: the protective-cough exemption (a cough when gulping a drink) holds only for
 * a cough that is the whole story. Beside another current sign or a current strong risk factor the cough counts,
 * as an occasional cough at meals; a cough at every meal or sip is never exempt (the analyser reads no gulp then),
 * and neither is choking (its upgrade comes first).
 */
export const GULP_COUGH_NOT_ALONE = {
  id: 'gulp_cough_not_alone',
  countsAs: 'cough_during_meals',
  source:
    'docs/SCREENING.md protective_cough row: a single cough after gulping, fine when sipping, is protective; the Yale protocol (Suiter & Leder 2008) fails on any cough during or right after drinking 90 ml without stopping',
} as const satisfies { id: string; countsAs: SignCode; source: string };

export type BedsideCode = (typeof BEDSIDE_TESTS)[keyof typeof BEDSIDE_TESTS]['code'];

export type SignStatus = 'certain' | 'possible' | 'past';

export type Condition =
  | {
      signs: {
        tiers?: readonly Tier[];
        codes?: ReadonlyArray<SignCode | BedsideCode>;
        status: SignStatus;
        atLeast: number;
        /** Ignore signs reported as occasional ("sometimes coughs after drinking"). */
        notOccasional?: boolean;
        /** Only signs reported at every meal, every time, always ("coughs every time she drinks"). */
        persistent?: boolean;
        /** Ignore past signs the text says resolved ("repeat study normal"). */
        unresolved?: boolean;
      };
    }
  | { strongRiskFactor: true }
  | { riskFactor: RiskCode }
  | { ageAtLeast: number }
  | { eat10AtLeast: number };

export interface LevelRule {
  id: string;
  level: Exclude<RiskLevel, 'low'>;
  when: readonly Condition[];
  /** The screening statement the rule implements (docs/SCREENING.md cites it in full). */
  source: string;
}

const SIGN_TIERS: readonly Tier[] = ['red', 'major', 'minor'];

/** Signs that say food or drink is hard to get down (what weight loss or dehydration is then attributed to). */
const SWALLOW_DIFFICULTY_SIGNS: readonly SignCode[] = [
  'difficulty_swallowing',
  'dry_food_difficulty',
  'washes_food_down',
  'food_sticking',
  'cough_during_meals',
  'nasal_regurgitation',
  'prolonged_meals',
  // Screening review, finding 6: EAT-10 item 6, "swallowing is painful" (Belafsky 2008); a cold or flu that
  // explains the pain removes it before any rule reads it (explainedByUnrelated).
  'pain_on_swallowing',
];

/**
 * Combination rules and red-flag floors (a case takes the highest level any
 * rule gives). docs/SCREENING.md is the written policy; this table is it.
 */
export const LEVEL_RULES: readonly LevelRule[] = [
  {
    id: 'red_flag',
    level: 'high',
    when: [{ signs: { tiers: ['red'], status: 'certain', atLeast: 1 } }],
    source:
      'Choking, observed aspiration or aspiration pneumonia now or in the last three months: the fail criteria of GUSS, TOR-BSST and the Yale swallow protocol; NICE CG32 refers at once',
  },
  // A wet voice after swallowing and food or drink coming out of the nose are the fail signs of the bedside
  // screens (TOR-BSST, GUSS, the 3-oz water test) and a cardinal sign of oropharyngeal dysphagia: high when current and not
  // reported as slight or once (intensity words make them occasional, and an occasional one is moderate).
  {
    id: 'bedside_fail_sign',
    level: 'high',
    when: [{ signs: { codes: ['wet_voice', 'nasal_regurgitation'], status: 'certain', atLeast: 1, notOccasional: true } }],
    source:
      'TOR-BSST (Martino 2009) stops and fails on any voice change after a swallow, even mild; GUSS (Trapl 2007) stops at a voice change and the 3-oz water swallow test (DePippo 1992) fails on a wet-hoarse voice (the Yale criteria are cough, choking and interrupted drinking, not the voice); nasal regurgitation is a cardinal sign of oropharyngeal dysphagia referred to an SLP now (ASHA/NICE-style referral guidance)',
  },
  {
    id: 'water_swallow_test_failed',
    level: 'high',
    // The structured input, or the same test written in the text ("30 ml water test: coughed", "洼田饮水试验 伴呛咳").
    when: [{ signs: { codes: [BEDSIDE_TESTS.waterSwallowFailed.code, 'water_test_failed_text'], status: 'certain', atLeast: 1 } }],
    source:
      'Yale swallow protocol (Suiter 2014): a cough or choking during or up to one minute after the water is a fail; 3-oz water swallow test (DePippo 1992): also a wet-hoarse voice; TOR-BSST: any voice change; Toyama/Kubota water swallowing test: a cough or interrupted drinking; the Yale protocol also fails a person who cannot drink the whole 90 ml without stopping (interrupted drinking) or who chokes',
  },
  {
    id: 'saliva_not_swallowed',
    level: 'high',
    when: [{ signs: { codes: ['saliva_not_swallowed'], status: 'certain', atLeast: 1, notOccasional: true } }],
    source:
      'GUSS (Trapl 2007) step 1, the indirect swallowing test: a saliva swallow that fails (saliva pooling, not swallowed, needing suction) stops the screen at severe dysphagia with a high risk of aspiration',
  },
  {
    id: 'guss_failed',
    level: 'high',
    when: [{ signs: { codes: [BEDSIDE_TESTS.gussFailed.code], status: 'certain', atLeast: 1 } }],
    source: 'GUSS (Trapl 2007): 10-14 moderate dysphagia with a risk of aspiration, 0-9 severe with a high risk',
  },
  {
    id: 'rsst_failed',
    level: 'high',
    when: [{ signs: { codes: [BEDSIDE_TESTS.rsstFailed.code], status: 'certain', atLeast: 1 } }],
    source:
      'RSST, repetitive saliva swallowing test (Oguchi 2000): fewer than three dry swallows in 30 seconds is a fail, which screens for aspiration on videofluoroscopy (sensitivity 0.98, specificity 0.66)',
  },
  {
    id: 'mwst_failed',
    level: 'high',
    when: [{ signs: { codes: [BEDSIDE_TESTS.mwstFailed.code], status: 'certain', atLeast: 1 } }],
    source:
      'MWST, modified water swallowing test with 3 ml of cold water (Tohara 2003; Japanese Society of Dysphagia Rehabilitation): a score of 3 or below (a cough, a wet voice or breathing change after the swallow, or no swallow) is a fail',
  },
  {
    id: 'eat10_severe',
    level: 'high',
    when: [{ eat10AtLeast: EAT10.majorAt }],
    source:
      'EAT-10 above 15 goes with a 2.2 times higher likelihood of aspiration (Cheney 2015); the screen starts at 15, one point below, as a deliberate conservative choice',
  },
  {
    id: 'persistent_major_sign',
    level: 'high',
    when: [{ signs: { tiers: ['major'], status: 'certain', atLeast: 1, persistent: true } }],
    source:
      'Yale / 3-oz water test fail on any cough with the swallow: a major sign at every meal or every time is that failed screen seen daily',
  },
  {
    id: 'three_signs',
    level: 'high',
    when: [
      { signs: { tiers: SIGN_TIERS, status: 'certain', atLeast: 3 } },
      { signs: { tiers: ['red', 'major'], status: 'certain', atLeast: 1 } },
    ],
    source:
      'Three different current signs, one of them major: beyond the two-feature threshold of Daniels 1998; impaired swallow with its consequences (weight loss, dehydration) is referred now (NICE CG32)',
  },
  {
    id: 'drowsy_with_current_sign',
    level: 'high',
    when: [{ riskFactor: 'reduced_alertness' }, { signs: { tiers: SIGN_TIERS, status: 'certain', atLeast: 1 } }],
    source:
      'GUSS (Trapl 2007) and TOR-BSST (Martino 2009) require the person to be alert before any swallow: drowsy at meals with a current sign fails',
  },
  {
    id: 'unrousable_at_meals',
    level: 'high',
    when: [{ signs: { codes: ['unrousable_at_meals'], status: 'certain', atLeast: 1 } }],
    source:
      'GUSS (Trapl 2007) step 1, vigilance: a person who cannot be woken fails it and the screen stops; bedside screens keep a person who cannot stay alert nil by mouth until assessed (TOR-BSST, Martino 2009)',
  },
  // Weight loss or dehydration with a current difficulty getting food or drink down is the impaired swallow with its
  // consequence: the person can no longer eat or drink enough safely.
  {
    id: 'nutrition_consequence_of_dysphagia',
    level: 'high',
    when: [
      { signs: { codes: ['weight_loss_with_cause', 'dehydration', 'intake_refused_with_cause'], status: 'certain', atLeast: 1 } },
      { signs: { codes: SWALLOW_DIFFICULTY_SIGNS, status: 'certain', atLeast: 1 } },
    ],
    source:
      'NICE CG32 (Nutrition support in adults, 1.5.3) and ASHA adult dysphagia referral guidance: weight loss or dehydration attributed to a swallowing difficulty is referred to an SLP now; GUSS and TOR-BSST make nutrition and hydration part of the screen outcome',
  },
  // Weight loss or dehydration with two different current signs that food is hard to get
  // down is the impaired swallow with its consequence even without a causal word ("food sticks, meals take an hour,
  // lost 5 kg"): three signs, none of them major, that three_signs alone would leave moderate.
  {
    id: 'nutrition_loss_with_two_swallow_signs',
    level: 'high',
    when: [
      { signs: { codes: ['weight_loss', 'weight_loss_with_cause', 'dehydration'], status: 'certain', atLeast: 1 } },
      { signs: { codes: SWALLOW_DIFFICULTY_SIGNS, status: 'certain', atLeast: 2 } },
    ],
    source:
      'NICE CG32 (Nutrition support in adults, 1.5.3) and ASHA adult dysphagia referral guidance: weight loss or dehydration with a swallowing difficulty is referred now; two different current swallow complaints (EAT-10 items above 0, Belafsky 2008) beside the loss attribute it to the swallow without a causal word',
  },
  // Chest infections that recur (now or earlier in the record, not said to be resolved) with a current sign at
  // meals: the infections are the consequence of that sign (silent or overt aspiration).
  {
    id: 'recurrent_chest_infection_with_current_sign',
    level: 'high',
    when: [
      { signs: { codes: ['recurrent_chest_infection', 'aspiration_pneumonia'], status: 'past', atLeast: 1, unresolved: true } },
      { signs: { tiers: ['red', 'major'], status: 'certain', atLeast: 1 } },
    ],
    source:
      'Recurrent chest infections with a current sign of aspiration: NICE CG32 and ASHA refer for instrumental assessment (VFSS/FEES), since silent aspiration is missed by bedside screens',
  },
  // Chest infections recurring now ("3rd chest infection in 2 months") beside any other current sign at meals, even
  // a mild one (throat clearing through every meal): the infections are that sign's consequence.
  {
    id: 'recurrent_chest_infection_now_with_current_sign',
    level: 'high',
    when: [
      { signs: { codes: ['recurrent_chest_infection'], status: 'certain', atLeast: 1 } },
      { signs: { tiers: SIGN_TIERS, status: 'certain', atLeast: 2 } },
    ],
    source:
      'Recurrent chest infections are a referral trigger for instrumental assessment (NICE CG32; ASHA adult dysphagia guidance): with any current sign of an impaired swallow (an EAT-10 item above 0) they are read as aspiration until assessed',
  },
  {
    id: 'two_major_signs',
    level: 'high',
    when: [{ signs: { tiers: ['red', 'major'], status: 'certain', atLeast: 2 } }],
    source:
      'Two of Daniels 1998 bedside predictors (cough after swallow, voice change, dysphonia...) predict severe dysphagia or aspiration',
  },
  // A strong risk factor makes high only with a major, non-occasional sign ("coughs at every meal" + stroke)
  // or with two different current signs ("drooling, food left in the cheeks" + MND).
  {
    id: 'major_sign_with_strong_risk_factor',
    level: 'high',
    when: [{ signs: { tiers: ['red', 'major'], status: 'certain', atLeast: 1, notOccasional: true } }, { strongRiskFactor: true }],
    source:
      'A regular cough, wet voice or chest infection in a neurological or head and neck patient: NICE CG32 / ASHA referral for instrumental assessment',
  },
  // Issue 15: the bedside fail signs are the exception to "an occasional sign with a strong risk factor is
  // moderate": food or drink out of the nose, or a wet voice after swallowing, even now and then, in a neurological
  // or head and neck patient says the velopharyngeal or laryngeal closure fails intermittently.
  {
    id: 'occasional_bedside_fail_sign_with_strong_risk_factor',
    level: 'high',
    when: [{ signs: { codes: ['wet_voice', 'nasal_regurgitation'], status: 'certain', atLeast: 1 } }, { strongRiskFactor: true }],
    source:
      "TOR-BSST (Martino 2009) fails and GUSS (Trapl 2007) stops at a single voice change after a swallow, and the 3-oz water test (DePippo 1992) at a wet-hoarse voice; nasal regurgitation is velopharyngeal closure failing (in Parkinson's it worsens with the disease: Hoodin & Gilbert 1989): with a strong risk factor NICE CG32 / ASHA refer, however often it is seen",
  },
  {
    id: 'two_signs_with_strong_risk_factor',
    level: 'high',
    when: [{ signs: { tiers: SIGN_TIERS, status: 'certain', atLeast: 2 } }, { strongRiskFactor: true }],
    source: 'Two current signs of an impaired swallow with a strong risk factor: NICE CG32 / ASHA referral triggers',
  },
  {
    id: 'red_flag_history_with_current_sign',
    level: 'high',
    when: [
      { signs: { tiers: ['red'], status: 'past', atLeast: 1 } },
      { signs: { tiers: ['red', 'major'], status: 'certain', atLeast: 1 } },
    ],
    source: 'A past aspiration pneumonia or choking event with a current major sign: the history confirms the sign',
  },
  {
    id: 'possible_red_flag_with_strong_risk_factor',
    level: 'high',
    when: [{ signs: { tiers: ['red'], status: 'possible', atLeast: 1 } }, { strongRiskFactor: true }],
    source: 'Sensitivity first: a suspected red flag in a high-risk patient is handled as a red flag until assessed',
  },
  {
    id: 'current_sign',
    level: 'moderate',
    when: [{ signs: { tiers: SIGN_TIERS, status: 'certain', atLeast: 1 } }],
    source:
      'Any current sign of an impaired swallow, however mild or occasional, is an EAT-10 item above 0 (Belafsky 2008): review texture, consider SLP referral',
  },
  // Clinical audit, finding 4: a risk factor that is itself a current impairment of the swallow (alone:
  // true in RISK_FACTORS) is evidence; the ceiling let it through but no rule raised it.
  {
    id: 'current_impairment_without_sign',
    level: 'moderate',
    when: [{ riskFactor: 'known_dysphagia' }],
    source:
      'A known current dysphagia (on thickened fluids, a modified diet, nil by mouth or tube fed) is an impaired swallow now: review texture and the plan (NICE CG32; docs/SCREENING.md, risk_factor_without_sign lets it through)',
  },
  {
    id: 'drowsy_at_meals_alone',
    level: 'moderate',
    when: [{ riskFactor: 'reduced_alertness' }],
    source: 'GUSS (Trapl 2007) step 1, vigilance: a person not alert for 15 minutes is not fed by mouth until reassessed',
  },
  {
    id: 'guss_slight_dysphagia',
    level: 'moderate',
    when: [{ signs: { codes: [BEDSIDE_TESTS.gussSlight.code], status: 'certain', atLeast: 1 } }],
    source: 'GUSS (Trapl 2007): 15-19 slight dysphagia, low risk of aspiration; review the diet',
  },
  {
    id: 'possible_red_flag',
    level: 'moderate',
    when: [{ signs: { tiers: ['red'], status: 'possible', atLeast: 1 } }],
    source: 'Sensitivity first: a suspected choking or aspiration event is reviewed',
  },
  // Screening review, finding 3: a suspected major sign is reported, whatever the age; the age is optional and
  // the screens score what the person or carer perceives, certain or not.
  {
    id: 'possible_major_sign',
    level: 'moderate',
    when: [{ signs: { tiers: ['major'], status: 'possible', atLeast: 1 } }],
    source:
      'Sensitivity first: a suspected major sign is reviewed at any age. EAT-10 (Belafsky 2008) scores what the person or carer perceives, without certainty; TOR-BSST (Martino 2009) and GUSS (Trapl 2007) fail on an observed voice change or cough; NICE CG32 and ASHA refer on reported signs',
  },
  {
    id: 'aspiration_history',
    level: 'moderate',
    when: [{ signs: { codes: ['aspiration_pneumonia', 'aspiration_observed'], status: 'past', atLeast: 1, unresolved: true } }],
    source: 'A past aspiration pneumonia or documented aspiration not said to be resolved: a known aspirator is reviewed (NICE CG32)',
  },
  {
    id: 'eat10_abnormal',
    level: 'moderate',
    when: [{ eat10AtLeast: EAT10.abnormalAt }],
    source: 'EAT-10 total of 3 or more is abnormal (Belafsky 2008)',
  },
];

/** A cap on the level: the points alone, or a case without a current sign, can give no more. */
export interface Ceiling {
  id: string;
  level: RiskLevel;
  source: string;
}

/**
 * Ceilings on the level the points alone give (the rules above may still
 * raise it):
 * - risk_factor_without_sign: without a current or possible swallowing sign
 *   (minor or stronger), a current impairment named as a risk factor (known
 *   dysphagia, drowsiness at meals) or an abnormal EAT-10, the case is low
 *   whatever the age and the diagnosis, with a note to monitor;
 * - points_alone_not_high: points alone never make a case high.
 */
export const CEILINGS = {
  withoutEvidence: {
    id: 'risk_factor_without_sign',
    level: 'low',
    source: "A diagnosis (stroke, Parkinson's, ALS...) or age raises the risk but is not a sign: NICE CG32 screens for signs; low, monitor",
  },
  pointsAlone: {
    id: 'points_alone_not_high',
    level: 'moderate',
    source: 'High is reserved for red flags and the combinations above (bedside screen fail criteria)',
  },
} as const satisfies Record<string, Ceiling>;
