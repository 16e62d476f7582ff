/**
 * Every IDDSI test outcome, by test and level, as typed data (IDDSI Testing
 * Methods 2.0, 2019; IDDSI Framework and Detailed Definitions 2.0, 2019): what
 * each result rules in (the levels whose test it is) and so rules out (every
 * other level). The engine reads an outcome from a lexicon row (terms.ts TESTS,
 * by `row`), from a measure (flow-test residue, piece size: measure-evidence.ts)
 * or, in carers' own words, from the concepts one clause holds together
 * (`clause`, read by test-clauses.ts with lexicon/test-words.ts). A reported
 * outcome outranks a label, a menu or a stated level that it rules out
 * (rules ROLE_LABEL, TEST_FAILS_STATED, TEST_DECIDES_FLUID in rules.ts).
 */
import type { IddsiLevel } from '../levels';
import type { TestConcept } from '../lexicon/test-words';

export type IddsiTest = 'flow' | 'fork_drip' | 'spoon_tilt' | 'fork_pressure' | 'particle' | 'lumps' | 'separation';

/** Which concepts one clause must hold for the clause reader to read the outcome. */
export interface ClauseRecipe {
  /** The motion word a negation attaches to ("did not drip", "垂れなかった"). */
  verb: TestConcept;
  /** Every one of these too (in the clause, an instrument also just before it: "Fork test: drips slowly"). */
  with: readonly TestConcept[];
  /** And at least one of these, when given. */
  anyOf?: readonly TestConcept[];
  /** And none of these: a concept that makes the clause another outcome ("drips slowly in lumps" is no mound). */
  unless?: readonly TestConcept[];
  /**
   * The row whose reading the NEGATED clause gives, when the negation is another outcome of the same
   * test ("does not spring back" is the squash result; "would not break apart" the failed one).
   */
  negRow?: string;
}

export interface TestOutcome {
  id: string;
  test: IddsiTest;
  /** The IDDSI statement of the outcome. */
  statement: string;
  /** The levels whose test result this is; every other level is ruled out. */
  rulesIn: readonly IddsiLevel[];
  /** The lexicon row (terms.ts TESTS) whose reading, and negated reading, the outcome carries. */
  row?: string;
  /** How the clause reader finds it in carers' own words; absent: read by its row or a measure only. */
  clause?: ClauseRecipe;
}

/**
 * In the clause reader's order: the more specific recipe first (a fork drip "fast" or "slow"
 * before a fork drip of unsaid speed).
 */
export const TEST_OUTCOMES: readonly TestOutcome[] = [
  // ---------------------------------------------------------------- flow test (10 ml syringe, 10 s)
  { id: 'FLOW_LT_1ML', test: 'flow', statement: 'Level 0 Thin: less than 1 ml remains', rulesIn: [0] },
  { id: 'FLOW_1_4ML', test: 'flow', statement: 'Level 1 Slightly thick: 1-4 ml remains', rulesIn: [1] },
  { id: 'FLOW_4_8ML', test: 'flow', statement: 'Level 2 Mildly thick: 4-8 ml remains', rulesIn: [2] },
  { id: 'FLOW_GT_8ML', test: 'flow', statement: 'Level 3 Moderately thick: more than 8 ml remains', rulesIn: [3] },
  {
    id: 'FLOW_NOTHING_OUT',
    test: 'flow',
    // more than 8 ml left is Level 3 by the flow test; only fork drip and spoon tilt show 4 (FLOW_TEST_LEVELS_0_3)
    statement:
      'Level 3 or 4: does not flow through the syringe (all 10 ml remain), more than 8 ml; the fork drip and spoon tilt tests show Level 4',
    rulesIn: [3, 4],
    row: 'no_flow',
  },
  { id: 'FLOW_EMPTIED', test: 'flow', statement: 'Level 0 Thin: the syringe empties in 10 s', rulesIn: [0], row: 'all_drained' },
  // ---------------------------------------------------------------- fork drip test
  {
    id: 'FORK_DRIP_FAST',
    test: 'fork_drip',
    statement: 'Levels 0-2 flow quickly through the prongs of a fork',
    rulesIn: [0, 1, 2],
    row: 'flows_fast_fork',
    clause: { verb: 'fast', with: ['fork'], anyOf: ['drip', 'pour'] },
  },
  {
    id: 'FORK_DRIP_SHORT_TAIL',
    test: 'fork_drip',
    statement: 'Level 4 Extremely thick / Pureed: a small amount may flow through the prongs as a short tail',
    rulesIn: [4],
    row: 'fork_short_tail',
    // the drip is the verb it takes, so the clause's drip is not read again as Level 3 (FORK_DRIPS)
    clause: { verb: 'drip', with: ['tail', 'fork'] },
  },
  {
    id: 'FORK_DRIP_DOLLOPS',
    test: 'fork_drip',
    statement: 'Level 3 Moderately thick / Liquidised: drips slowly in dollops through the prongs of a fork',
    rulesIn: [3],
    row: 'fork_drip_slow',
    clause: { verb: 'drip', with: ['slow'] },
  },
  {
    id: 'FORK_DRIP_MOUND',
    test: 'fork_drip',
    statement: 'Level 4 Extremely thick / Pureed: sits in a mound above the fork and does not drip through (so do 5 and 6)',
    rulesIn: [4, 5, 6],
    row: 'fork_no_drip',
    // rule FORK_DRIP_SPEED_IN_CLAUSE: a lump word beside a slow motion ("缓慢成团地从叉齿间滴下": drips slowly in
    // dollops) describes the drops of Level 3, not a mound that stays on the fork
    clause: { verb: 'mound', with: ['fork'], unless: ['slow'] },
  },
  {
    id: 'FORK_DRIPS',
    test: 'fork_drip',
    // speed unsaid: Level 3 in dollops or a thinner drink flowing through; the flow test tells them apart
    // (rule FORK_DRIP_LEVELS_0_3)
    statement: 'Levels 0-2 flow quickly through the prongs and Level 3 drips slowly in dollops (Level 4 does not drip)',
    rulesIn: [0, 1, 2, 3],
    row: 'fork_drips',
    clause: { verb: 'drip', with: ['fork'] },
  },
  // ---------------------------------------------------------------- spoon tilt test
  {
    id: 'SPOON_POURS_FAST',
    test: 'spoon_tilt',
    statement: 'Level 2 Mildly thick: pours quickly from a spoon, but slower than thin drinks',
    rulesIn: [0, 1, 2],
    row: 'pours_fast_spoon',
    clause: { verb: 'fast', with: ['spoon', 'pour'] },
  },
  {
    id: 'SPOON_POURS_SLOWLY',
    test: 'spoon_tilt',
    statement: 'Level 3 Moderately thick: pours slowly off a spoon when tilted',
    rulesIn: [2, 3],
    row: 'pours_slowly',
    clause: { verb: 'pour', with: ['slow'] },
  },
  {
    id: 'SPOON_TILT_STICKY',
    test: 'spoon_tilt',
    statement: 'Level 4: the sample must not be sticky; one that sticks to the spoon or must be flicked off fails',
    rulesIn: [7],
    row: 'spoon_sticks',
    clause: { verb: 'stick', with: ['spoon'] },
  },
  {
    id: 'SPOON_TILT_SLIDES',
    test: 'spoon_tilt',
    statement: 'Level 4: slides off the spoon easily as a whole, with very little left on the spoon',
    rulesIn: [4, 5],
    row: 'spoon_slides',
    // rule SLIDE_NEEDS_SPOON: "falls off in one go" is the tilt's result only beside a spoon or a tilt
    clause: { verb: 'slide', with: [], anyOf: ['spoon', 'tilt'] },
  },
  {
    id: 'SPOON_HOLDS_SHAPE',
    test: 'spoon_tilt',
    statement: 'Level 4: holds its shape on the spoon (Level 3 pours; Level 5 too holds its shape)',
    rulesIn: [4, 5],
    row: 'spoon_holds',
    clause: { verb: 'hold', with: ['shape'] },
  },
  {
    id: 'SPOON_MOUND',
    test: 'spoon_tilt',
    statement: 'Level 4: sits in a mound on the spoon',
    rulesIn: [4, 5],
    row: 'spoon_holds',
    clause: { verb: 'mound', with: ['spoon'] },
  },
  {
    id: 'SPOON_POURS',
    test: 'spoon_tilt',
    statement: 'Level 3 and thinner pour off a tilted spoon (Level 4 does not)',
    rulesIn: [0, 1, 2, 3],
    row: 'spoon_pours',
    clause: { verb: 'pour', with: ['spoon'] },
  },
  // ---------------------------------------------------------------- fork pressure test
  {
    id: 'FORK_PRESSURE_SPRINGS_BACK',
    test: 'fork_pressure',
    statement: 'Levels 5-6: the sample squashes and does not return to its shape; one that springs back fails (Level 7)',
    rulesIn: [7],
    row: 'fork_pressure_fails',
    clause: { verb: 'spring_back', with: [], anyOf: ['press', 'fork'], negRow: 'fork_pressure_squash' },
  },
  {
    id: 'FORK_PRESSURE_SQUASHES',
    test: 'fork_pressure',
    statement: 'Levels 5-6: squashes under fork pressure (thumbnail blanches) and does not return to its shape',
    rulesIn: [5, 6],
    row: 'fork_pressure_squash',
    // "the fish flakes apart under the fork", "ikan ditekan garpu langsung hancur", "desfaz com o garfo"
    clause: { verb: 'crumble', with: [], anyOf: ['press', 'fork', 'spoon'], negRow: 'fork_pressure_fails' },
  },
  {
    id: 'FORK_SIDE_CUTS',
    test: 'fork_pressure',
    // rule SIDE_FORK_NEEDS_SIZE: Level 7 Easy to Chew passes the same test; only a size makes it Level 6
    statement: 'Levels 6 and 7 Easy to Chew: can be cut into pieces with the side of a fork or spoon',
    rulesIn: [5, 6, 7],
    row: 'cut_side_fork',
  },
  // ---------------------------------------------------------------- pieces, lumps, separating liquid
  { id: 'PIECES_4MM', test: 'particle', statement: 'Level 5: pieces no larger than 4 mm (child 2 mm)', rulesIn: [5] },
  { id: 'PIECES_15MM', test: 'particle', statement: 'Level 6: pieces no larger than 15 mm (child 8 mm)', rulesIn: [6] },
  { id: 'PIECES_LARGER', test: 'particle', statement: 'Level 7: pieces larger than 15 mm (child 8 mm)', rulesIn: [7] },
  { id: 'LUMPS_FOUND', test: 'lumps', statement: 'Level 4: no lumps; Level 5 has small lumps', rulesIn: [5, 6, 7], row: 'lumps' },
  {
    id: 'LIQUID_SEPARATES',
    test: 'separation',
    statement: 'Levels 4-6: no thin liquid separates from the food (a mixed consistency is high risk)',
    rulesIn: [7],
  },
];

/** The adult and paediatric particle limits (mm) of Levels 5 and 6. */
export const PARTICLE_LIMITS = { adult: { 5: 4, 6: 15 }, child: { 5: 2, 6: 8 } } as const;

/** How far before a clause an instrument may be named ("Fork test: drips slowly"), in characters. */
export const INSTRUMENT_REACH = 60;
/** A test result read from concepts, not a listed phrase: a little less sure. */
export const CLAUSE_READ_CONF = 0.9;
