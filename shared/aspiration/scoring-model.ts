/**
 * The score model, as data. Points come from signs, risk factors, age and
 * EAT-10; the level comes from the points band, raised by the combination
 * rules below (red flags, a major sign or two signs with a strong risk
 * factor...) and held down
 * by two ceilings (nothing but age is low; high needs a rule). The score is
 * then clamped inside the band of the level, so level and score never
 * disagree.
 */
import type { SignCode, Tier } from './concepts';

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
 * Totals above 15 go with a higher likelihood of aspiration (Cheney 2015), so
 * from there the total counts as a major sign. Points = base + total.
 */
export const EAT10 = { abnormalAt: 3, majorAt: 15, basePoints: 20, items: 10, maxItem: 4 } as const;

export type SignStatus = 'certain' | 'possible' | 'past';

export type Condition =
  | {
      signs: {
        tiers?: readonly Tier[];
        codes?: readonly SignCode[];
        status: SignStatus;
        atLeast: number;
        /** Ignore signs reported as occasional ("sometimes coughs after drinking"). */
        notOccasional?: boolean;
      };
    }
  | { strongRiskFactor: true }
  | { ageAtLeast: number }
  | { eat10AtLeast: number };

export interface LevelRule {
  id: string;
  level: Exclude<RiskLevel, 'low'>;
  when: readonly Condition[];
}

const SIGN_TIERS: readonly Tier[] = ['red', 'major', 'minor'];

/** Combination rules and red-flag floors (a case takes the highest level any rule gives). */
export const LEVEL_RULES: readonly LevelRule[] = [
  { id: 'red_flag', level: 'high', when: [{ signs: { tiers: ['red'], status: 'certain', atLeast: 1 } }] },
  { id: 'two_major_signs', level: 'high', when: [{ signs: { tiers: ['red', 'major'], status: 'certain', atLeast: 2 } }] },
  // A strong risk factor makes high only with a major, non-occasional sign ("coughs at every meal" + stroke)
  // or with two different current signs ("drooling, food left in the cheeks" + MND). One mild or occasional
  // sign with it ("occasional cough with coffee" + MS) is moderate: see sign_with_strong_risk_factor below.
  {
    id: 'major_sign_with_strong_risk_factor',
    level: 'high',
    when: [{ signs: { tiers: ['red', 'major'], status: 'certain', atLeast: 1, notOccasional: true } }, { strongRiskFactor: true }],
  },
  {
    id: 'two_signs_with_strong_risk_factor',
    level: 'high',
    when: [{ signs: { tiers: SIGN_TIERS, status: 'certain', atLeast: 2 } }, { strongRiskFactor: true }],
  },
  {
    id: 'red_flag_history_with_current_sign',
    level: 'high',
    when: [
      { signs: { tiers: ['red'], status: 'past', atLeast: 1 } },
      { signs: { tiers: ['red', 'major'], status: 'certain', atLeast: 1 } },
    ],
  },
  {
    id: 'possible_red_flag_with_strong_risk_factor',
    level: 'high',
    when: [{ signs: { tiers: ['red'], status: 'possible', atLeast: 1 } }, { strongRiskFactor: true }],
  },
  {
    // An occasional major sign alone in a younger adult is left to the points (usually low).
    id: 'major_sign',
    level: 'moderate',
    when: [{ signs: { tiers: ['major'], status: 'certain', atLeast: 1, notOccasional: true } }],
  },
  {
    id: 'sign_with_strong_risk_factor',
    level: 'moderate',
    when: [{ signs: { tiers: SIGN_TIERS, status: 'certain', atLeast: 1 } }, { strongRiskFactor: true }],
  },
  {
    id: 'sign_in_older_adult',
    level: 'moderate',
    when: [{ signs: { tiers: SIGN_TIERS, status: 'certain', atLeast: 1 } }, { ageAtLeast: 65 }],
  },
  { id: 'two_minor_signs', level: 'moderate', when: [{ signs: { tiers: ['minor'], status: 'certain', atLeast: 2 } }] },
  { id: 'possible_red_flag', level: 'moderate', when: [{ signs: { tiers: ['red'], status: 'possible', atLeast: 1 } }] },
  {
    id: 'possible_major_sign_in_older_adult',
    level: 'moderate',
    when: [{ signs: { tiers: ['major'], status: 'possible', atLeast: 1 } }, { ageAtLeast: 65 }],
  },
  {
    id: 'aspiration_history',
    level: 'moderate',
    when: [{ signs: { codes: ['aspiration_pneumonia', 'aspiration_observed'], status: 'past', atLeast: 1 } }],
  },
  { id: 'eat10_abnormal', level: 'moderate', when: [{ eat10AtLeast: EAT10.abnormalAt }] },
];

/**
 * Ceilings on the level the points alone give:
 * - without any current or possible swallowing sign (minor or stronger), a risk
 *   factor that counts alone and is not recovered (not COPD or reflux), or
 *   an abnormal EAT-10, the case is low whatever the age;
 * - points alone never make a case high: high needs one of the rules above.
 */
export const CEILINGS = {
  withoutEvidence: 'low',
  pointsAlone: 'moderate',
} as const satisfies Record<string, RiskLevel>;
