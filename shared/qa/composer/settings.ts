/** The composer's tuning: weights, floors and shares (COMPOSER) and the length budget of each answer shape. */
export const COMPOSER = {
  /** Sources whose sentences may be quoted. */
  maxSources: 3,
  /** Units (a sentence, or a lead-in with its list) at most; the length caps below usually end an answer first. */
  maxSentences: 7,
  /** Steps of a procedure quoted whole (a longer one is cut to its best). */
  maxSteps: 8,
  /** Opening sentences of the paragraphs after a procedure, in its section, that come along with it. */
  procedureCoda: 2,
  /** A source with numbered steps leads a "how do I" answer when its retrieval score is this share of the first's. */
  procedureSourceShare: 0.7,
  /** A source on doing what the question asks how to do (preparing a meal) leads when retrieved at this share of the first's. */
  doingSourceShare: 0.6,
  /** A source whose topic the question names by a central concept leads when retrieved this close to the first. */
  namedTopicShare: 0.95,
  /** A general source with the list asked for leads over one condition's article the question does not name when retrieved this close. */
  unaskedConditionShare: 0.95,
  /** The topic a question asks (who assesses) leads over a level's article ranked first on a drink it names when retrieved this close. */
  askedOverDrinkLevelShare: 0.8,
  /** Items of a bulleted list quoted whole; a longer list gives its best maxListItems - 1. */
  maxListItems: 6,
  /** Another list comes only when its best sentence reaches this share of the first list's. */
  secondListShare: 0.9,
  /** The same when the question asks for a list ("which signs ...?"): the list is the answer. */
  maxAskedListItems: 10,
  /** Weight past the hard cap that a row the question names ("JDD code 2-1") may take, so its list ends on it. */
  askedRowAllowance: 200,
  /** Lists of the shape asked for ("Signs during ...", "Signs over days ...") that one answer gathers. */
  maxShapedLists: 3,
  /** Units that may come from sources other than the first. */
  maxSecondaryUnits: 2,
  /** A sentence that brings a concept of the question the answer leaves out must reach this share of the best score. */
  conceptCoverFloor: 0.3,
  /** ...and the concept must carry this share of the question's weight (a word every article has, "swallow", does not). */
  conceptCoverShare: 0.1,
  /** ...and the sentence must hold this share of the rest of the question too: it is about what is asked. */
  conceptCoverRest: 0.25,
  /** How far past its hard cap such a sentence may run an answer (weighted characters), beside what it takes back. */
  conceptAllowanceLatin: 0,
  conceptAllowanceCjk: 0,
  /** A passage of another source must reach this share of the best score. */
  secondaryFloor: 0.5,
  /** Longest answer, in weighted characters (a CJK character counts 2). */
  maxWeight: 1000,
  /** A lead-in and its list may run longer. */
  maxListWeight: 1400,
  /** A sentence must reach this share of the best sentence's score. */
  relativeFloor: 0.3,
  /** Units (a sentence, or a lead-in with its list) an answer tries to have, when the sources hold them. */
  minUnits: 3,
  /** Lowest score a sentence may have to fill up to minUnits. */
  absoluteFloor: 0.06,
  /** Below this share of the question's (idf-weighted) words in the first source, the articles do not answer it. */
  minCoverage: 0.12,
  sourcePrior: [1, 0.55, 0.45],
  /** How much the section a sentence sits in counts, beside the sentence itself. */
  sectionWeight: 0.35,
  /** Weight left to the words of a question phrase that a concept already stands for ("speech therapist" → SLP). */
  conceptWordShare: 0.35,
  /** Concepts are the curated meaning of a question; character n-grams of Chinese and Japanese are noisy. */
  conceptWeight: 1.5,
  /** Factor for a sentence that names IDDSI levels, none of them a level the question names. */
  otherLevel: 0.6,
  /** Added to the opening sentence of a paragraph: it states what the paragraph is about. */
  paragraphStart: 0.03,
  /** Weight of the share of the question that a sentence's heading names (doubled for lists and procedures). */
  headingMatch: 0.1,
  /** A paragraph's opening sentence this short (weighted characters) brings the next sentence along. */
  shortPoint: 110,
  /** At most this many opening sentences bring their next sentence. */
  maxExplained: 2,
  /** Sentences of its paragraph that the answer's best sentence brings when it is a short opening one. */
  explainedRun: 3,
  /** ...each taking the room of sentences elsewhere that it scores at least this share of (not of clearly better ones). */
  explainedRoomShare: 0.8,
  /** Share of the question that a list item's heading and lead-in stand for, beside its own words. */
  contextShareListItem: 0.6,
  /** The same for a paragraph sentence, through its heading and the sentence before it. */
  contextShareParagraph: 0.3,
  /**
   * A companion fact (companion-facts.ts) may run an answer this far past its hard cap (weighted characters):
   * an English answer has some room left under its readable length; a Chinese or Japanese one has none.
   */
  companionAllowanceLatin: 80,
  companionAllowanceCjk: 0,
  /** Added for a measurement (number and unit) when the question asks how much; a bare number gets less. */
  quantityBonus: 0.15,
  numberBonus: 0.07,
  /** Added for a measurement when the question names a measured thing (a size, a dose, a flow test) without asking how much. */
  measureBonus: 0.07,
  /** Added to a measurement in a sentence that names what the amount asked is of ("how much weight loss": 5% weight loss). */
  amountOfBonus: 0.2,
  /** Added when a number counts what a "how many X" question counts ("8 levels"). */
  countedBonus: 0.15,
  /** Added to a numbered step for a "how do I" question, and per share of the question its section covers. */
  stepBonus: 0.15,
  stepSectionBonus: 0.5,
  /** Weight of the question share that a list item's heading names, when the question asks for a list. */
  askedListHeading: 0.3,
  /** Factor for a lead-in sentence: it is worth its list, which it brings along. */
  leadInFactor: 0.9,
  /** Source prior beyond the sourcePrior entries. */
  lateSourcePrior: 0.5,
  /** Sentences lighter than this (weighted characters) are fragments, not answers. */
  minSentenceWeight: 12,
  /** Longest lead-in (weighted characters) that comes along with a list item. */
  maxLeadWeight: 200,
  /** Passages each side of a comparison gets from its own article (what it is, what measures it, the next). */
  comparedUnits: 3,
  /** Share of a sentence's own score in picking the best passage for one part of a question. */
  partScoreShare: 0.25,
  partQuantityBonus: 0.1,
  /** ...and one that names the single IDDSI level the part names ("4级 糊状食物没有颗粒"): it states what that level is. */
  partLevelBonus: 0.05,
  partCountedBonus: 0.3,
  /** Added, for a part that asks how to do something, to a step or list item; for a part that asks a list, to one of its shape. */
  partStepBonus: 0.15,
  /** Retrieved sources searched for one whose title names a part's concept, when the quoted sources' titles do not. */
  partSourceSearch: 5,
  partShapeBonus: 0.2,
  /** Feature overlap above which a sentence repeats one already taken (the first when taking, the second when picking). */
  sameSentenceOverlap: 0.85,
  nearDuplicateOverlap: 0.7,
  /** A feature found in every section of the primary article keeps this share of its weight. */
  spreadFloor: 0.1,
  /** Factor for a feature of the primary article's subject (its title before the colon). */
  subjectFactor: 0.3,
  /** Added to a list item or lead-in under a heading or lead-in of the list shape asked for (half to a paragraph). */
  askedShape: 0.2,
  /** Items (separated by 、，, ;) that make a paragraph sentence naming the shape asked for a list of it. */
  enumerationItems: 4,
  /** An asked-for list too long to quote whole is quoted in short when this share of its items are "label: examples". */
  compactLabelledShare: 0.66,
  /** Examples each item of such a list keeps (four: konjac jelly is fourth among sticky foods), while it stays this light (weighted characters). */
  compactExamples: 4,
  compactItemWeight: 70,
  /** Sections completed after assembly (completeLeadSection): the primary source's best first... */
  completedSections: 3,
  /** ...each bringing at most this many of its other sentences... */
  sectionSentences: 3,
  /** ...each scoring at least this share of the section's best quoted sentence... */
  sectionFloor: 0,
  /** ...and running an answer this far past its hard cap at most (weighted characters). */
  sectionAllowanceLatin: 0,
  sectionAllowanceCjk: 0,
  /** Feature overlap above which a weaker sentence restates one the answer has: background. */
  restatementOverlap: 0.5,
} as const satisfies Readonly<Record<string, number | readonly number[]>>;

/** The shape of answer a question asks for: it sets the answer's length budget (ANSWER_BUDGETS). */
export type BudgetShape = 'definition' | 'number' | 'other' | 'list' | 'procedure' | 'comparison';

/**
 * Hard cap of a whole answer by the shape asked for, lists included, in weighted characters (a CJK character
 * counts 2). A definition or a number is said in a few sentences: about 180 English words or 350 Chinese or
 * Japanese characters. A list, a procedure (or what to do) or a comparison is longer by nature (the list or
 * the steps are the answer, a comparison says each side): about 240 words or 550 characters, a procedure's
 * steps with what follows them a little more. Background (history, restatements) is taken back first to stay
 * under it (spendOnFacts).
 */
export const ANSWER_BUDGETS: Readonly<Record<BudgetShape, { latin: number; cjk: number }>> = {
  definition: { latin: 1000, cjk: 700 },
  number: { latin: 1000, cjk: 700 },
  other: { latin: 1000, cjk: 700 },
  list: { latin: 1400, cjk: 1200 },
  procedure: { latin: 1500, cjk: 1300 },
  comparison: { latin: 1400, cjk: 1200 },
};
