/**
 * The embedded answer model: an extractive composer. It scores the
 * sentences of the top sources against the question (shared features
 * weighted by idf and by how specific they are within the primary article,
 * concept phrases counted through their concept, the heading and lead-in or
 * preceding sentence a sentence reads under, the section it sits in, and
 * the kind of question: measurements for "how much / 幾多 / どのくらい",
 * numbered steps for "how do I", lists for "which ...", and the intents of
 * question-intent.ts: a colour, yes/no guidance, a reason, a time, who, a
 * definition, what to do). Sentences about other IDDSI levels than the
 * question names are held back. It picks the best few, quotes at most one
 * list per part of the question, keeps them in source and reading order,
 * and cites each run with [n]. It only copies sentences from the sources,
 * so it cannot state a number they do not hold.
 */
import { askedRows, isAskedRow } from './asked-rows';
import type { QaLocale } from '../languages';
import type { LoadedIndex } from './index-store';
import { CONCEPT_SALIENCE, CONCEPT_TOPICS, conceptSpans, normaliseForMatch, statesTimeSpan } from './concepts';
import { type CompanionFact, companionFactsFor, statesFact } from './companion-facts';
import { emergencyTopics } from './emergency';
import { MORE_ITEMS, NOT_COVERED } from './messages';
import { CONTEXT_CONCEPTS, notCoveredReason } from './scope';
import {
  answerShapes,
  type AnswerShape,
  asksForComparison,
  intentBonus,
  type Intent,
  INTENTS,
  questionFrames,
  questionIntents,
} from './question-intent';
import { splitSentences, type Sentence } from './sentences';
import { documentFrequency, idf } from './term-stats';
import { featureKind, FUNCTION_NGRAM_WEIGHT, isFunctionNgram, KIND_WEIGHT, textFeatures, type Features } from './text-features';
import type { GroundedAnswer, GroundedQuestion, TextModel } from './text-model';

export const EXTRACTIVE_COMPOSER_ID = 'embedded-extractive-composer-v1';

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
  /** A source whose topic the question names by a central concept leads when retrieved this close to the first. */
  namedTopicShare: 0.95,
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
  partCountedBonus: 0.3,
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

interface ScoredSentence extends Sentence {
  features: Features;
  headingFeatures: Features;
  /** Index of the sentence's section in its article. */
  section: number;
  /** Holds a measurement (number and unit), or at least a number. */
  quantity: boolean;
  number: boolean;
  /** Words that directly follow a number ("8 levels" → "level"). */
  counted: string[];
}

interface ArticleText {
  sentences: ScoredSentence[];
  /** Features of the title's subject (before its colon): what every section of the article is about. */
  subject: Features;
  /** Features of each section: its heading and all its sentences. */
  sections: Set<string>[];
}

const sentenceCache = new WeakMap<LoadedIndex, Map<number, ArticleText>>();

/** Sentences and sections of an article with their features, computed once per container. */
function articleText(index: LoadedIndex, article: number): ArticleText {
  let perIndex = sentenceCache.get(index);
  if (!perIndex) sentenceCache.set(index, (perIndex = new Map()));
  let text = perIndex.get(article);
  if (!text) {
    const a = index.articles[article]!;
    const headingFeatures = new Map<string, Features>();
    const sections: Set<string>[] = [];
    let lastHeading: string | undefined;
    const sentences = splitSentences(a.body, a.locale).map((s) => {
      let hf = headingFeatures.get(s.heading);
      if (!hf) headingFeatures.set(s.heading, (hf = textFeatures(s.heading)));
      if (s.heading !== lastHeading || sections.length === 0) {
        sections.push(new Set(hf.keys()));
        lastHeading = s.heading;
      }
      const features = textFeatures(s.text);
      const keys = [...features.keys()];
      for (const f of keys) sections[sections.length - 1]!.add(f);
      const quantity = keys.some((k) => k.startsWith('q:')) || statesTimeSpan(s.text);
      return {
        ...s,
        features,
        headingFeatures: hf,
        section: sections.length - 1,
        quantity,
        number: quantity || keys.some((k) => k.startsWith('n:')),
        counted: keys.filter((k) => /^b:\d+(\.\d+)?_/.test(k)).map((k) => k.slice(k.indexOf('_') + 1)),
      };
    });
    text = { sentences, sections, subject: textFeatures(a.title.split(/[:：]/)[0]!) };
    perIndex.set(article, text);
  }
  return text;
}

/** Questions that ask for an amount, a size, a time or a frequency. */
const ASKS_QUANTITY =
  /\bhow (much|many|long|big|small|large|often|thick|far|old|soon|quickly|fast|fine)\b|\bwithin how\b|\bwhat (size|amount|volume|temperature|score)\b|\bat what\b|幾多|几多|多少|多久|多長|多长|多大|幾大|几大|幾細|几细|幾耐|几耐|幾次|几次|多细|多細|多厚|幾時|几时|何時|どのくらい|どれくらい|どの位|何\s*(ml|mm|cm|分|秒|回|度|日|点|歳|センチ|ミリ|キロ)|いくつ|何割/iu;

export function asksForQuantity(question: string): boolean {
  return ASKS_QUANTITY.test(question.normalize('NFKC'));
}

function weight(text: string): number {
  let w = 0;
  for (const ch of text) w += /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(ch) ? 2 : 1;
  return w;
}

function overlap(a: Features, b: Features): number {
  let shared = 0;
  for (const k of a.keys()) if (b.has(k)) shared++;
  return shared / Math.max(1, a.size, b.size);
}

const CJK_LOCALES = new Set<QaLocale>(['zh-HK', 'zh-CN', 'ja']);

/** Join sentences in the conventions of the answer language. */
function joinSentences(parts: string[], locale: QaLocale): string {
  if (!CJK_LOCALES.has(locale)) {
    return parts.map((p) => (/[.!?:;)"”]$/.test(p) ? p : `${p}.`)).join(' ');
  }
  return parts.map((p) => (/[。！？：；.!?）)」]$/u.test(p) ? p : `${p}。`)).join('');
}

export interface SelectedSentence {
  source: number;
  sentence: ScoredSentence;
  score: number;
}

interface Candidate extends SelectedSentence {
  article: number;
  /** 0 for the primary source (the one the answer is built on), then the others in order. */
  rank: number;
  /** Features of the heading and lead-in the sentence reads under. */
  context: Features[];
}

/** The parts of a question that asks several things ("What is X, and how do I check it?"). */
export function questionParts(question: string): string[] {
  return question
    .split(
      /[?？;；]|[,，、]\s*(?:and|or)?\s*(?=\b(?:how|what|which|when|why|who|where|is|are|can|do|does|should)\b)|[,，]\s*(?:and|or)\s+|\band (?=(?:how|what|which|when|why|who|where)\b)|，|。/iu,
    )
    .map((p) => p.trim())
    .filter((p) => textFeatures(p).size >= 2);
}

/**
 * The two (or more) things a comparison question names ("gum vs starch thickener", "Level 3 同 4 有咩分別"),
 * each a part of the question: the answer needs a passage about each, not two about the first.
 * Concepts of low salience ("resident", "eating") are not what is compared.
 */
export function comparedParts(question: string): { text: string; features: string[] }[] | undefined {
  if (!asksForComparison(question)) return undefined;
  const seen = new Set<string>();
  const parts: { text: string; features: string[] }[] = [];
  for (const span of conceptSpans(normaliseForMatch(question))) {
    const f = `k:${span.concept}`;
    if (seen.has(f) || (CONCEPT_SALIENCE.get(f) ?? 1) < 1) continue;
    seen.add(f);
    parts.push({ text: span.text, features: [f] });
  }
  return parts.length >= 2 ? parts : undefined;
}

/** "how many IDDSI levels" → "idds", "level": a number right before one of these words answers the question. */
function countedNouns(question: string): string[] {
  const m = /\bhow many ([a-z]+)(?: ([a-z]+))?/i.exec(question);
  if (!m) return [];
  return [...textFeatures(`${m[1]} ${m[2] ?? ''}`).keys()].filter((k) => k.startsWith('w:')).map((k) => k.slice(2));
}

/** Questions that ask how to do something: a numbered procedure answers them whole. */
const ASKS_PROCEDURE =
  /\bhow (do|does|should|can|could|would) (i|we|you|staff|carers?|they|one)\b|\bwhat (should|does|do|would) [^?]{0,60}\binvolve\b|\bwhat is involved in\b|(ない|ならない|ように)(する)?(コツ|方法)|\b(tips?|tricks?) (so|to stop|to keep)\b|\bhow (to|is .* (done|tested|checked|made))\b|\bsteps?\b|步驟|步骤|怎樣|怎样|怎麼|怎么|如何|點樣|点样|點做|点做|點急救|点急救|點處理|点处理|どのように|どうやって|どう.{0,6}(すれば|したら)|やり方|使い方|手順|方法|用法|點用|点用|怎麼用|怎么用|\bhow (am|are) (i|we) (supposed|meant) to\b|\bhow (do|should) (i|we) use\b/iu;

/** Questions whose answer is a list: signs, examples, kinds, "which ...". */
const ASKS_LIST =
  /\b(which|what) (are|kinds?|types?|sorts?|signs?|symptoms?|foods?|drinks?|examples?|tablets?|medicines?)\b|\bwhat\b.*\b(include|includes|signs|symptoms|examples|causes|risks)\b|\blist\b|哪些|哪几|哪幾|邊啲|边啲|邊幾|边几|有咩|有什么|有甚麼|有什麼|有甚么|包括|徵狀|征状|症状|迹象|跡象|どんな|どのような|何がありますか|種類|サイン|症状/iu;

/**
 * Questions that ask about every member of a set ("each level", "それぞれ", "分别", "各級"): the list of its
 * members answers them whole, one item per member, not its first item alone.
 */
const ASKS_EACH =
  /\beach (level|stage|grade|category|one|of them)\b|\b(all|every) (the )?(levels|stages|grades|categories)\b|それぞれ|各(レベル|段階|区分)|分别|各自|每一?[个個](级|級|阶段|階段|等级|等級|类|類|区分|區分|种|種)|各[级級]|每[级級]/iu;

/** A list question: "which ...", or one that names a list shape ("signs of aspiration?", "原因"), or every member of a set. */
function asksForList(question: string): boolean {
  const q = question.normalize('NFKC');
  return ASKS_LIST.test(q) || ASKS_EACH.test(q) || answerShapes(question).length > 0;
}

export function asksForProcedure(question: string): boolean {
  return ASKS_PROCEDURE.test(question.normalize('NFKC'));
}

interface PoolEntry {
  rank: number;
  /** The source's number in the citations ([1] is the first retrieved). */
  cite: number;
  article: number;
  sentences: ScoredSentence[];
  /** How much of the question each section of the article covers (0..1). */
  sectionScore: number[];
  /** Question feature → weight in this article (corpus idf × rarity among the article's sections). */
  weights: Map<string, number>;
  total: number;
}

/**
 * Concepts that are measured: a question that names one ("the flow test for Level 3", "piece size for minced")
 * is answered by the sentence that holds the number (8 ml, 4 mm), even when it does not ask "how much".
 */
const MEASURED_CONCEPTS: ReadonlySet<string> = new Set(
  ['size', 'dose', 'flow_test', 'fork_drip_test', 'spoon_tilt_test', 'fork_pressure_test', 'standing_time', 'water_swallow_test'].map(
    (id) => `k:${id}`,
  ),
);

/** What a question asks and how much each of its features weighs (stage 1). */
interface QuestionReading {
  q: GroundedQuestion;
  wantsQuantity: boolean;
  /** Names a measured thing (a quantity or a measured concept) without asking how much. */
  namesMeasure: boolean;
  wantsProcedure: boolean;
  wantsList: boolean;
  intents: Intent[];
  /** The shapes of list the question asks for (signs, causes, foods, tips, types). */
  shapes: AnswerShape[];
  /** The things a comparison question names, each a part of it; undefined for other questions. */
  compared?: { text: string; features: string[] }[];
  /** Nouns a "how many X" question counts ("level"). */
  counted: string[];
  /** IDDSI levels the question names: a sentence about other levels answers another question. */
  askedLevels: string[];
  /** Question feature → corpus weight (idf, kind, concept salience; framing words low). */
  global: Map<string, number>;
  globalTotal: number;
  /** All of the question's weight, words no article has included. */
  questionWeight: number;
}

/** Stage 1: read the question: its intents and its features weighted by the corpus. */
function readQuestion(q: GroundedQuestion): QuestionReading | undefined {
  const { index, features } = q;
  const wantsQuantity = asksForQuantity(q.question);
  // "How long ... is that OK?" asks for the amount; a yes/no cue would only add noise.
  const intents = questionIntents(q.question).filter((i) => !(wantsQuantity && i.id === 'yesno'));
  // A comparison is answered by what each compared thing is: their definitions.
  if (asksForComparison(q.question) && !intents.some((i) => i.id === 'definition'))
    intents.push(...INTENTS.filter((i) => i.id === 'definition'));
  // Words that only frame the question ("適唔適合", "可以…嗎") count little as content.
  const frame = new Set<string>();
  for (const t of questionFrames(q.question, intents))
    for (const f of textFeatures(t).keys()) if (!f.startsWith('k:') && !f.startsWith('q:')) frame.add(f);
  // Question features with their corpus idf; features no article has carry no evidence.
  const global = new Map<string, number>();
  for (const f of features.keys()) {
    const df = documentFrequency(index.table, f);
    // Character pairs of function words ("要用", "可以") carry little meaning.
    const functional = isFunctionNgram(f) || frame.has(f);
    const kind = featureKind(f);
    if (df > 0)
      global.set(
        f,
        KIND_WEIGHT[kind] *
          idf(index.table.documents, df) *
          (functional ? FUNCTION_NGRAM_WEIGHT : 1) *
          (kind === 'k' ? COMPOSER.conceptWeight * (CONCEPT_SALIENCE.get(f) ?? 1) : 1),
      );
  }
  moveWeightToConcepts(q.question, global);
  if (global.size === 0) return undefined;
  const shapes = answerShapes(q.question);
  let globalTotal = 0;
  for (const w of global.values()) globalTotal += w;
  // Words no article has count against coverage at the highest idf: "capital of France" is not covered.
  const unknownWeight = idf(index.table.documents, 0);
  let questionWeight = 0;
  for (const f of features.keys()) {
    // Unknown character n-grams are mostly particles run together ("嘅大小"); unknown words are real words.
    const known = global.get(f);
    if (known !== undefined) questionWeight += known;
    else if (f.startsWith('w:')) questionWeight += KIND_WEIGHT.w * unknownWeight;
  }
  return {
    q,
    wantsQuantity,
    namesMeasure: !wantsQuantity && [...features.keys()].some((f) => MEASURED_CONCEPTS.has(f)),
    // "What do I do if she chokes?" is answered by the steps, as "how do I" is ("which foods to watch?" by its list).
    wantsProcedure: asksForProcedure(q.question) || (!wantsQuantity && shapes.length === 0 && intents.some((i) => i.id === 'action')),
    wantsList: asksForList(q.question),
    intents,
    shapes,
    compared: comparedParts(q.question),
    counted: countedNouns(q.question),
    askedLevels: [...features.keys()].filter(isLevel),
    global,
    globalTotal,
    questionWeight,
  };
}

/**
 * The words of a phrase that names a concept count mostly through the concept: one spelling
 * ("speech therapist", used in one paragraph) must not outweigh the concept (SLP, used everywhere).
 * The phrase keeps its total weight; most of it moves to the concept.
 */
function moveWeightToConcepts(question: string, global: Map<string, number>): void {
  const moved = new Set<string>();
  for (const span of conceptSpans(normaliseForMatch(question))) {
    const concept = `k:${span.concept}`;
    if (!global.has(concept)) continue;
    let surface = 0;
    for (const f of textFeatures(span.text).keys()) {
      const w = global.get(f);
      if (w === undefined || f.startsWith('k:') || f.startsWith('q:') || moved.has(f)) continue;
      moved.add(f);
      global.set(f, w * COMPOSER.conceptWordShare);
      surface += w * (1 - COMPOSER.conceptWordShare);
    }
    // A concept of low salience ("婆婆", "mum") keeps its words low as well.
    global.set(concept, global.get(concept)! + surface * (CONCEPT_SALIENCE.get(concept) ?? 1));
  }
}

/** How much of the question an article speaks to at all (0..1): it decides whether the article answers. */
function coverageOf(r: QuestionReading, article: number): number {
  const { sections, subject } = articleText(r.q.index, article);
  let present = 0;
  for (const [f, w] of r.global) if (sections.some((sec) => sec.has(f)) || subject.has(f)) present += w;
  return present / r.questionWeight;
}

/**
 * One weighting for all sources, from the primary article: words found all over it ("Parkinson's"
 * in the Parkinson's article) say little about which passage answers; words of one or two of its
 * sections ("dry mouth") say a lot. Its subject (the title before the colon) is settled by having chosen it.
 */
function primaryWeights(r: QuestionReading, article: number): { weights: Map<string, number>; total: number } {
  const { sections, subject } = articleText(r.q.index, article);
  const weights = new Map<string, number>();
  let total = 0;
  for (const [f, w] of r.global) {
    let inSections = 0;
    for (const sec of sections) if (sec.has(f)) inSections++;
    const spread = inSections === 0 ? 0 : (inSections - 1) / Math.max(1, sections.length - 1);
    const weighted =
      w * (COMPOSER.spreadFloor + (1 - COMPOSER.spreadFloor) * (1 - spread) ** 2) * (subject.has(f) ? COMPOSER.subjectFactor : 1);
    weights.set(f, weighted);
    total += weighted;
  }
  return { weights, total };
}

/**
 * A comparison needs a passage about each thing it names: a retrieved source whose subject (title
 * before the colon) is one of them ("IDDSI Level 4") joins the first sources when none of those is.
 */
function withComparedSubjects(r: QuestionReading, first: GroundedQuestion['sources']): GroundedQuestion['sources'] {
  if (!r.compared) return first;
  const out = [...first];
  const subjectOf = (article: number) => articleText(r.q.index, article).subject;
  for (const part of r.compared) {
    const names = (article: number) => part.features.some((f) => subjectOf(article).has(f));
    if (out.some((s) => names(s.article))) continue;
    const own = r.q.sources.find((s) => names(s.article));
    if (own) out.push(own);
  }
  return out;
}

/** Stage 2: the sources whose sentences may be quoted, the primary first, with their section scores. */
function poolSources(r: QuestionReading): { pool: PoolEntry[]; coverage: number } {
  const { index } = r.q;
  const sources = withComparedSubjects(r, r.q.sources.slice(0, COMPOSER.maxSources));
  const quotable = (article: number) =>
    index.articles[article]!.locale === r.q.language || !sources.some((s) => index.articles[s.article]!.locale === r.q.language);
  // The primary source is the first that covers the question; one ranked first on its title alone
  // (a title that shares only "要留意" with the question) gives way to the next.
  const cited = sources.map((source) => ({ source, cite: r.q.sources.indexOf(source) + 1 })).filter((x) => quotable(x.source.article));
  const primary = cited.findIndex((x) => coverageOf(r, x.source.article) >= COMPOSER.minCoverage);
  if (primary > 0) cited.unshift(...cited.splice(primary, 1));
  promoteNamedTopic(r, cited);
  promoteDefiningSource(r, cited, quotable);
  promoteShapedSource(r, cited, quotable);
  promoteProcedureSource(r, cited);
  promoteNamedSteps(r, cited, quotable);
  if (cited.length === 0) return { pool: [], coverage: 0 };
  const { weights, total } = primaryWeights(r, cited[0]!.source.article);
  const pool = cited.map(({ source, cite }, rank) => {
    const { sentences, sections } = articleText(index, source.article);
    const sectionScore = sections.map((sec) => {
      let covered = 0;
      for (const [f, w] of weights) if (sec.has(f)) covered += w;
      return covered / total;
    });
    return { rank, cite, article: source.article, sentences, sectionScore, weights, total };
  });
  return { pool, coverage: coverageOf(r, cited[0]!.source.article) };
}

/** True when a sentence sits under a heading or lead-in in the shape the question asks for ("Signs ...", "主な原因"). */
function carriesShape(r: QuestionReading, s: ScoredSentence, sentences: ScoredSentence[]): boolean {
  if (r.shapes.length === 0) return false;
  const context = [s.heading, s.lead !== undefined ? sentences[s.lead]!.text : '', s.introduces !== undefined ? s.text : ''];
  const headings = (shape: AnswerShape) =>
    shape.askedHeading && r.q.features.has(`k:${shape.askedHeading.concept}`)
      ? [shape.heading, shape.askedHeading.heading]
      : [shape.heading];
  return r.shapes.some((shape) => headings(shape).some((h) => context.some((t) => t !== '' && h.test(t))));
}

/** Separators of an enumeration inside a sentence: "、" and "，" in Chinese and Japanese, commas and semicolons. */
const ENUMERATION = /[、，,；;・]/gu;

/**
 * A paragraph sentence that is itself a list of the kind asked for: "Warning signs include coughing at meals,
 * a wet voice, ..." / "警示信号包括进餐时咳嗽、声音湿润、…": it answers a list question like a bulleted list.
 */
function enumeratesShape(r: QuestionReading, s: ScoredSentence): boolean {
  if (r.shapes.length === 0 || s.listItem) return false;
  return (
    (s.text.match(ENUMERATION)?.length ?? 0) >= COMPOSER.enumerationItems - 1 &&
    r.shapes.some((shape) => (shape.enumerates ?? shape.question).test(s.text))
  );
}

/** The concepts a question is about, beyond the ones that only set its context ("resident", "signs"). */
function questionSubjects(r: QuestionReading): string[] {
  return [...r.q.features.keys()].filter((f) => f.startsWith('k:') && !CONTEXT_CONCEPTS.has(f) && (CONCEPT_SALIENCE.get(f) ?? 1) >= 1);
}

/** The sentences of an article that give a list in the shape asked for (bulleted, introduced, or enumerated). */
function shapedSentences(r: QuestionReading, article: number): ScoredSentence[] {
  const { sentences } = articleText(r.q.index, article);
  return sentences.filter((s) => ((s.listItem || s.introduces !== undefined) && carriesShape(r, s, sentences)) || enumeratesShape(r, s));
}

/**
 * True when an article's list of the shape asked for is about what the question asks: its subject (title before
 * the colon) names that kind of list or a concept of the question, or the list's heading or lead-in does. "Signs of aspiration" are not the
 * warning signs under "Aspiration pneumonia" (a concept the question does not name).
 */
function listOnSubject(r: QuestionReading, article: number, shaped: ScoredSentence[]): boolean {
  const concepts = questionSubjects(r);
  const { subject, sentences } = articleText(r.q.index, article);
  // A title that names the kind of list asked for ("High-risk foods ...", "Signs of ...") is on the subject.
  const titled = r.q.index.articles[article]!.title.split(/[:：]/)[0]!;
  if (concepts.some((f) => subject.has(f)) || r.shapes.some((shape) => (shape.title ?? shape.heading).test(titled))) return true;
  return shaped.some((s) => {
    const context = [s.headingFeatures, ...(s.lead !== undefined ? [sentences[s.lead]!.features] : [])];
    return concepts.some((f) => context.some((c) => c.has(f)));
  });
}

/**
 * A question that asks for a list of a kind (signs, causes, foods) is built on the source that holds such
 * a list about what it asks: when the first source has none, or only one about another subject, a source that
 * covers the question and has one leads; one whose subject names the question is preferred.
 */
function promoteShapedSource(
  r: QuestionReading,
  cited: { source: GroundedQuestion['sources'][number]; cite: number }[],
  quotable: (article: number) => boolean,
): void {
  if (r.shapes.length === 0 || cited.length < 2) return;
  const shaped = (article: number) => shapedSentences(r, article).length > 0;
  const first = cited[0]!.source.article;
  const firstList = shapedSentences(r, first);
  if (firstList.length > 0 && listOnSubject(r, first, firstList)) return;
  const covers = (x: { source: { article: number } }) => coverageOf(r, x.source.article) >= COMPOSER.minCoverage;
  const onSubject = (x: { source: { article: number } }) => listOnSubject(r, x.source.article, shapedSentences(r, x.source.article));
  const answers = (x: { source: { article: number } }) => covers(x) && shaped(x.source.article);
  // (Without a list on the question's own subject, the first source's list stays: a list of the kind still answers.)
  const preferred = [(x: (typeof cited)[number]) => answers(x) && onSubject(x), ...(shaped(first) ? [] : [answers])];
  for (const wanted of preferred) {
    const other = cited.findIndex((x, i) => i > 0 && wanted(x));
    if (other > 0) {
      cited.unshift(...cited.splice(other, 1));
      return;
    }
    // The list asked for may sit in a source retrieved below the quoted ones ("which foods ...?" asked about a
    // stroke: the high-risk foods article fifth): what is listed decides, not the rank.
    const later = r.q.sources
      .map((source) => ({ source, cite: r.q.sources.indexOf(source) + 1 }))
      .find((x) => !cited.some((c) => c.source === x.source) && quotable(x.source.article) && wanted(x));
    if (later) {
      cited.unshift(later);
      return;
    }
  }
}

/**
 * A question that names a concept central to a topic ("feeding" → feeding technique) is built on that topic's
 * article when the first source is about a topic it names less of (medicines, ranked first on "吞咽障碍的人";
 * the IDDSI overview, named by "how many levels", for the JDD's levels) and the named one was retrieved
 * about as well. The concepts count by their weight in the question.
 */
function promoteNamedTopic(r: QuestionReading, cited: { source: GroundedQuestion['sources'][number]; cite: number }[]): void {
  if (cited.length < 2) return;
  const named = new Map<string, number>();
  for (const f of r.q.features.keys()) {
    if (CONTEXT_CONCEPTS.has(f) || (CONCEPT_SALIENCE.get(f) ?? 1) < 1) continue;
    for (const topic of CONCEPT_TOPICS.get(f) ?? []) named.set(topic, (named.get(topic) ?? 0) + (r.global.get(f) ?? 0));
  }
  // (A level the question names keeps its own article first, as the retrieval's title boost has it; a level
  // named in passing does not promote one. Several levels ("each level 0 to 3") are no one level's article.)
  const levelTopics = r.askedLevels.length === 1 ? r.askedLevels.map((l) => `iddsi-${l.slice(2).replace('_', '-')}`) : [];
  const first = named.get(cited[0]!.source.topic) ?? 0;
  // (An emergency's first aid leads whatever else the question names: emergency.ts decides the lead.)
  const led = [...levelTopics, ...emergencyTopics(r.q.question, r.q.features)];
  if (named.size === 0 || led.includes(cited[0]!.source.topic)) return;
  const floor = COMPOSER.namedTopicShare * cited[0]!.source.score;
  const other = cited.findIndex(
    (x, i) =>
      i > 0 &&
      (named.get(x.source.topic) ?? 0) > first &&
      x.source.score >= floor &&
      coverageOf(r, x.source.article) >= COMPOSER.minCoverage,
  );
  if (other > 0) cited.unshift(...cited.splice(other, 1));
}

/**
 * "How do I use the thickener? She is on Level 3" is answered by the steps of the article whose topic the question
 * names (the thickener's), not by the level's article that ranked first on the level's name and holds no steps
 * about it: that source leads, when retrieved at least procedureSourceShare as well, even below the quoted ones.
 */
function promoteNamedSteps(
  r: QuestionReading,
  cited: { source: GroundedQuestion['sources'][number]; cite: number }[],
  quotable: (article: number) => boolean,
): void {
  // (Asked in words, "how do I / 使い方": a message that only tells of something is not asking for steps.)
  if (!asksForProcedure(r.q.question) || cited.length === 0) return;
  const first = cited[0]!.source;
  if (emergencyTopics(r.q.question, r.q.features).includes(first.topic)) return;
  const concepts = [...r.q.features.keys()].filter((f) => !CONTEXT_CONCEPTS.has(f) && (CONCEPT_SALIENCE.get(f) ?? 1) >= 1);
  const namedBy = (topic: string) => concepts.filter((f) => CONCEPT_TOPICS.get(f)?.includes(topic));
  const stepsOn = (article: number, on: string[]) =>
    articleText(r.q.index, article).sentences.some(
      (s) => s.step !== undefined && on.some((f) => s.features.has(f) || s.headingFeatures.has(f)),
    );
  const named = concepts.filter((f) => CONCEPT_TOPICS.has(f));
  if (named.length === 0 || stepsOn(first.article, named)) return;
  const floor = COMPOSER.procedureSourceShare * first.score;
  const found = r.q.sources
    .map((source, i) => ({ source, cite: i + 1 }))
    .find(
      (x) =>
        x.source !== first &&
        namedBy(x.source.topic).length > 0 &&
        x.source.score >= floor &&
        quotable(x.source.article) &&
        stepsOn(x.source.article, namedBy(x.source.topic)) &&
        coverageOf(r, x.source.article) >= COMPOSER.minCoverage,
    );
  if (!found) return;
  const at = cited.findIndex((c) => c.source === found.source);
  if (at >= 0) cited.splice(at, 1);
  cited.unshift(found);
}

/** A title that defines its subject: "What is dysphagia? ...", "甚麼是吞嚥困難？...", "嚥下障害とは". */
const DEFINING_TITLE = /^\s*what (is|are)\b|^\s*(甚麼是|什么是|什麼是)|とは/iu;

/**
 * "What is X?" is built on the article titled as X's definition when one is retrieved and covers the question
 * (not on an article about X's nutrition that ranked first on shared words).
 */
function promoteDefiningSource(
  r: QuestionReading,
  cited: { source: GroundedQuestion['sources'][number]; cite: number }[],
  quotable: (article: number) => boolean,
): void {
  if (!r.intents.some((i) => i.id === 'definition') || r.compared || cited.length === 0) return;
  const concepts = [...r.q.features.keys()].filter((f) => f.startsWith('k:') && (CONCEPT_SALIENCE.get(f) ?? 1) >= 1);
  const defines = (article: number) =>
    DEFINING_TITLE.test(r.q.index.articles[article]!.title) && concepts.some((f) => articleText(r.q.index, article).subject.has(f));
  if (defines(cited[0]!.source.article)) return;
  const found = r.q.sources
    .map((source, i) => ({ source, cite: i + 1 }))
    .find((x) => quotable(x.source.article) && defines(x.source.article) && coverageOf(r, x.source.article) >= COMPOSER.minCoverage);
  if (!found) return;
  const at = cited.findIndex((c) => c.source === found.source);
  if (at >= 0) cited.splice(at, 1);
  cited.unshift(found);
}

/**
 * "What do I do if he chokes? Tell me the steps" is answered by numbered steps about what it names: when the
 * first source has none about it and a source retrieved about as well has them, that one leads.
 */
function promoteProcedureSource(r: QuestionReading, cited: { source: { article: number; score: number }; cite: number }[]): void {
  if (!r.wantsProcedure || cited.length < 2) return;
  const floor = COMPOSER.procedureSourceShare * cited[0]!.source.score;
  // The steps must be about what the question names: every salient concept of it is in a step or its heading.
  const concepts = [...r.q.features.keys()].filter((f) => f.startsWith('k:') && (CONCEPT_SALIENCE.get(f) ?? 1) >= 1);
  const stepsAbout = (article: number) => {
    const steps = articleText(r.q.index, article).sentences.filter((s) => s.step !== undefined);
    return concepts.length > 0 && concepts.every((f) => steps.some((s) => s.features.has(f) || s.headingFeatures.has(f)));
  };
  if (stepsAbout(cited[0]!.source.article)) return;
  const other = cited.findIndex(
    (x, i) => i > 0 && x.source.score >= floor && stepsAbout(x.source.article) && coverageOf(r, x.source.article) >= COMPOSER.minCoverage,
  );
  if (other > 0) cited.unshift(...cited.splice(other, 1));
}

/** Features of the heading and lead-in (or preceding sentence) a sentence reads under. */
function leadFeaturesOf(s: ScoredSentence, sentences: ScoredSentence[]): Features[] {
  const lead: Features[] = [];
  if (s.lead !== undefined) for (let p = s.leadFrom ?? s.lead; p <= s.lead; p++) lead.push(sentences[p]!.features);
  // A sentence inside a paragraph goes on from the one before it ("Puréed food looks better shaped. It can be piped...").
  else if (!s.listItem && !s.paragraphStart && s.position > 0) lead.push(sentences[s.position - 1]!.features);
  return lead;
}

/** An IDDSI level by its number ("k:level_3"), not the count of levels ("k:level_count": "8段階", "how many levels"). */
const isLevel = (f: string) => /^k:level_\d$/.test(f);

/** True when a sentence names IDDSI levels and none of them is a level the question names. */
function aboutOtherLevel(r: QuestionReading, s: ScoredSentence): boolean {
  if (r.askedLevels.length === 0) return false;
  const levels = [...s.features.keys()].filter(isLevel);
  return levels.length > 0 && !levels.some((l) => r.askedLevels.includes(l));
}

/** The kind of answer a sentence holds, for the kind of question: amounts, steps, a heading that names the asked thing. */
function shapeBonus(r: QuestionReading, entry: PoolEntry, s: ScoredSentence): number {
  let bonus = 0;
  if (r.wantsQuantity) {
    bonus += s.quantity ? COMPOSER.quantityBonus : s.number ? COMPOSER.numberBonus : 0;
    if (s.counted.some((w) => r.counted.includes(w))) bonus += COMPOSER.countedBonus;
  } else if (r.namesMeasure && s.quantity) bonus += COMPOSER.measureBonus;
  // A procedure is answered by its steps: a numbered list in a matching section.
  if (r.wantsProcedure && s.step !== undefined) bonus += COMPOSER.stepBonus + COMPOSER.stepSectionBonus * entry.sectionScore[s.section]!;
  // A heading that names what the question asks about (weighted by the corpus, not by the article,
  // since an article repeats its own subject in every heading) marks the section that answers it;
  // a list under it ("Drinks that are usually Level 0", "Daily oral care routine") answers
  // "which drinks ...?" or "how do I ...?" whole, even through words the whole article shares.
  let headed = 0;
  for (const [f, w] of r.global) if (s.headingFeatures.has(f)) headed += w;
  const headingFactor =
    s.listItem && r.wantsList
      ? COMPOSER.askedListHeading
      : s.listItem && r.wantsProcedure
        ? 2 * COMPOSER.headingMatch
        : COMPOSER.headingMatch;
  bonus += headingFactor * (headed / r.globalTotal);
  let headingShared = 0;
  for (const f of s.headingFeatures.keys()) if (r.q.features.has(f)) headingShared++;
  bonus += intentBonus(r.intents, s, s.headingFeatures.size > 0 ? headingShared / s.headingFeatures.size : 0);
  if (s.paragraphStart) bonus += COMPOSER.paragraphStart;
  return bonus + askedShapeBonus(r, entry, s);
}

/**
 * A list (or its lead-in) of the kind asked for is the answer, and so is a sentence that enumerates it;
 * a paragraph under such a heading helps.
 */
function askedShapeBonus(r: QuestionReading, entry: PoolEntry, s: ScoredSentence): number {
  if (carriesShape(r, s, entry.sentences)) return s.listItem || s.introduces !== undefined ? COMPOSER.askedShape : COMPOSER.askedShape / 2;
  return enumeratesShape(r, s) ? COMPOSER.askedShape : 0;
}

/** One sentence's score, or undefined when it shares nothing with the question. */
function scoreSentence(r: QuestionReading, entry: PoolEntry, s: ScoredSentence): Candidate | undefined {
  const leadFeatures = leadFeaturesOf(s, entry.sentences);
  let own = 0;
  let context = 0;
  // Intents whose cue this sentence carries: it answers the words that name the kind of answer.
  const answered = r.intents.filter((i) => i.stands && i.sentence?.test(s.text));
  for (const [f, w] of entry.weights) {
    if (s.features.has(f) || answered.some((i) => i.stands!.test(f))) own += w;
    else if (s.headingFeatures.has(f) || leadFeatures.some((lf) => lf.has(f))) context += w;
  }
  if (own + context === 0) return undefined;
  // A list item means what its heading and lead-in say; a paragraph sentence stands more on its own.
  const coverage = (own + contextShare(s) * context) / entry.total;
  let score = coverage + COMPOSER.sectionWeight * entry.sectionScore[s.section]! + shapeBonus(r, entry, s);
  if (aboutOtherLevel(r, s)) score *= COMPOSER.otherLevel;
  if (s.introduces !== undefined) score *= COMPOSER.leadInFactor; // a lead-in is worth its list, which it brings along
  score *= COMPOSER.sourcePrior[entry.rank] ?? COMPOSER.lateSourcePrior;
  return {
    source: entry.cite,
    rank: entry.rank,
    article: entry.article,
    sentence: s,
    score,
    context: [s.headingFeatures, ...leadFeatures],
  };
}

const contextShare = (s: ScoredSentence) => (s.listItem ? COMPOSER.contextShareListItem : COMPOSER.contextShareParagraph);

/** Stage 3: every quotable sentence of the pool, scored, best first. */
function scoreCandidates(r: QuestionReading, pool: PoolEntry[]): Candidate[] {
  const candidates: Candidate[] = [];
  for (const entry of pool) {
    for (const s of entry.sentences) {
      if (weight(s.text) < COMPOSER.minSentenceWeight) continue;
      const c = scoreSentence(r, entry, s);
      if (c) candidates.push(c);
    }
  }
  return candidates.sort((a, b) => b.score - a.score || a.rank - b.rank || a.sentence.position - b.sentence.position);
}

/** Stage 4: a question in several parts gets the best passage for each part first; "how do I" its procedure. */
function seedCandidates(
  r: QuestionReading,
  pool: PoolEntry[],
  candidates: Candidate[],
): { seeds: Candidate[]; parts: number; compared: boolean } {
  const compared = r.compared;
  const parts = compared ?? questionParts(r.q.question).map((text) => ({ text, features: [...textFeatures(text).keys()] }));
  const seeds = compared ? comparisonSeeds(r, compared, pool, candidates) : parts.length > 1 ? partSeeds(parts, pool, candidates) : [];
  if (r.wantsProcedure) {
    const step = candidates.find((c) => c.rank === 0 && c.sentence.step !== undefined);
    if (step && !seeds.includes(step)) seeds.unshift(step);
  }
  const summary = subjectSummary(r, pool, candidates);
  if (summary && !seeds.some((c) => c.source === summary.source && c.sentence.position === summary.sentence.position))
    seeds.unshift(summary);
  // "Which foods ...?" is answered by the primary source's lists of foods, before its paragraphs about them.
  const shaped = shapedLists(r, pool, candidates).filter((c) => !seeds.includes(c));
  seeds.unshift(...shaped);
  return { seeds, parts: parts.length + Math.max(0, shaped.length - 1), compared: compared !== undefined };
}

/**
 * "What is IDDSI?" asks for what the primary article is about: its own summary, the opening paragraph's first
 * sentence, answers it before any passage that only shares words with the question (the subject's words are
 * in every sentence of its article, so they weigh little in the sentence scores). Only for a definition
 * question (not a comparison) whose concepts all name the article's subject; undefined otherwise.
 */
function subjectSummary(r: QuestionReading, pool: PoolEntry[], candidates: Candidate[]): Candidate | undefined {
  if (asksForComparison(r.q.question)) return undefined;
  const entry = pool[0]!;
  const { subject } = articleText(r.q.index, entry.article);
  const opening = entry.sentences.find(
    (s) => s.paragraphStart && !s.listItem && s.introduces === undefined && [...subject.keys()].some((f) => s.features.has(f)),
  );
  if (!opening || !asksSubjectDefinition(r, subject, opening)) return undefined;
  const scored = candidates.find((c) => c.rank === 0 && c.sentence.position === opening.position);
  return scored ?? { source: entry.cite, rank: 0, article: entry.article, sentence: opening, score: 0, context: [] };
}

/**
 * The question, or one of its parts ("What is dysphagia? Does everyone get it with age?"), asks what the
 * primary article's subject is: a definition whose salient concepts all name the subject ("what is silent
 * aspiration?" is not the aspiration article's summary).
 */
function asksSubjectDefinition(r: QuestionReading, subject: Features, opening: ScoredSentence): boolean {
  const salient = (f: string) => f.startsWith('k:') && (CONCEPT_SALIENCE.get(f) ?? 1) >= 1;
  const names = (features: Iterable<string>, own: (f: string) => boolean) => {
    const concepts = [...features].filter(salient);
    return concepts.length > 0 && concepts.every(own);
  };
  if (r.intents.some((i) => i.id === 'definition') && names(r.q.features.keys(), (f) => subject.has(f))) return true;
  // (A part is weighed against the title's subject and the article's opening sentence when that defines: the
  // title "What is dysphagia?" reads as one concept, its opening "Dysphagia is ..." names the part's own.)
  const defining = INTENTS.find((i) => i.id === 'definition')?.sentence?.test(opening.text) ?? false;
  const own = (f: string) => subject.has(f) || (defining && opening.features.has(f));
  return questionParts(r.q.question).some(
    (part) => questionIntents(part).some((i) => i.id === 'definition') && names(textFeatures(part, { query: true }).keys(), own),
  );
}

/**
 * Every list of the primary source in the shape asked for, by its best candidate in reading order: signs
 * are often listed in two ("during or soon after swallowing", "over days or weeks") and the answer needs both.
 */
function shapedLists(r: QuestionReading, pool: PoolEntry[], candidates: Candidate[]): Candidate[] {
  if (r.shapes.length === 0 || r.wantsProcedure) return [];
  const byList = new Map<number, Candidate>();
  for (const c of candidates) {
    const list = c.sentence.introduces ?? c.sentence.list;
    if (c.rank !== 0 || list === undefined || byList.has(list)) continue;
    if ((c.sentence.listItem || c.sentence.introduces !== undefined) && carriesShape(r, c.sentence, pool[0]!.sentences))
      byList.set(list, c);
  }
  return [...byList.values()].sort((a, b) => b.score - a.score).slice(0, COMPOSER.maxShapedLists);
}

/** The best passage for each part of a question in several parts. */
function partSeeds(parts: QuestionPart[], pool: PoolEntry[], candidates: Candidate[]): Candidate[] {
  const seeds: Candidate[] = [];
  for (const part of parts) {
    const best = bestForPart(part, pool[0]!.weights, candidates);
    if (best && !seeds.includes(best)) seeds.push(best);
  }
  return seeds;
}

/**
 * Each side of a comparison, and then the parts of the question that do not compare ("... and why did
 * they change?"). The things compared may each be the subject of another source ("Level 4", "Level 5"):
 * each is weighed by the corpus, so the passages about it can come from its own article.
 */
function comparisonSeeds(r: QuestionReading, compared: QuestionPart[], pool: PoolEntry[], candidates: Candidate[]): Candidate[] {
  const seeds: Candidate[] = [];
  const add = (c: Candidate | undefined) => {
    if (c && !seeds.includes(c)) seeds.push(c);
  };
  for (const part of compared) {
    // (Levels are measured alike, so a sentence that measures one level beside another measures the other.)
    const others = compared.filter((p) => p !== part).flatMap((p) => p.features.filter(isLevel));
    sideOfComparison(part, r.global, comparedCandidates(r, part, candidates), others).forEach(add);
  }
  for (const part of otherParts(r.q.question)) add(bestForPart(part, pool[0]!.weights, candidates));
  return seeds;
}

/** The parts of a comparison question that do not compare ("why did they stop using those names?"). */
function otherParts(question: string): QuestionPart[] {
  return questionParts(question)
    .filter((p) => !asksForComparison(p))
    .map((text) => ({ text, features: [...textFeatures(text).keys()] }));
}

/** Candidates for one compared thing: from its own article when one is pooled, and no stray list items. */
function comparedCandidates(r: QuestionReading, part: { features: string[] }, candidates: Candidate[]): Candidate[] {
  // (A list item that measures, "Flow test: more than 8 ml remains", reads well alone.)
  const usable = candidates.filter((c) => !c.sentence.listItem || c.sentence.lead !== undefined || c.sentence.quantity);
  const own = usable.filter((c) => part.features.some((f) => articleText(r.q.index, c.article).subject.has(f)));
  return own.length > 0 ? own : usable;
}

type QuestionPart = { text: string; features: string[] };

/** How well a candidate answers one part of a question ("how many X" wants a sentence that counts X); 0 when it does not. */
function partValue(part: QuestionPart, w: Map<string, number>): (c: Candidate) => number {
  const pf = part.features.filter((f) => w.has(f));
  const partTotal = pf.reduce((sum, f) => sum + w.get(f)!, 0);
  const partQuantity = asksForQuantity(part.text);
  const partCounted = countedNouns(part.text);
  return (c) => {
    if (partTotal === 0) return 0;
    let covered = 0;
    for (const f of pf) {
      if (c.sentence.features.has(f)) covered += w.get(f)!;
      else if (c.context.some((cf) => cf.has(f))) covered += contextShare(c.sentence) * w.get(f)!;
    }
    let value = covered / partTotal + COMPOSER.partScoreShare * c.score;
    if (partQuantity)
      value +=
        (c.sentence.quantity ? COMPOSER.partQuantityBonus : 0) +
        (c.sentence.counted.some((n) => partCounted.includes(n)) ? COMPOSER.partCountedBonus : 0);
    return value;
  };
}

/** The candidate that answers one part of a question best. */
function bestForPart(part: QuestionPart, w: Map<string, number>, candidates: Candidate[]): Candidate | undefined {
  const value = partValue(part, w);
  let best: Candidate | undefined;
  let bestValue = 0;
  for (const c of candidates) {
    const v = value(c);
    if (v > bestValue) {
      bestValue = v;
      best = c;
    }
  }
  return best;
}

/**
 * One side of a comparison: its best passage (what it is), the best one that measures it (size, flow-test
 * amount) and the next best, so both sides are said alike and the difference shows.
 */
function sideOfComparison(part: QuestionPart, w: Map<string, number>, candidates: Candidate[], others: string[] = []): Candidate[] {
  const value = partValue(part, w);
  const ranked = candidates
    .map((c) => ({ c, v: value(c) }))
    .filter((x) => x.v > 0)
    .sort((a, b) => b.v - a.v)
    .map((x) => x.c);
  const first = ranked[0];
  if (!first) return [];
  // A side's own measure: a sentence that measures it and names no other compared thing ("Level 3: more than
  // 8 ml remains", not "Level 2, one thinner, leaves 4 to 8 ml").
  // (A step of a test, "use a 10 ml syringe", measures nothing of the side.)
  const ownMeasure = (c: Candidate) =>
    c.sentence.quantity && c.sentence.step === undefined && !others.some((f) => c.sentence.features.has(f));
  const measured = ownMeasure(first) ? undefined : ranked.find((c) => ownMeasure(c) && c.article === first.article);
  const side = [first, ...(measured ? [measured] : [])];
  for (const c of ranked) if (side.length < COMPOSER.comparedUnits && !side.includes(c) && c.article === first.article) side.push(c);
  return side;
}

/** History and dates ("founded in 2013", "announced in January 2017", "2019年"): background to most questions. */
const HISTORY =
  /\b(?:1[89]|20)\d\d\b|\b(?:founded|introduced|announced|launched|originally|formerly)\b|(?:19|20)\d\d\s*年|設立|創設|発表|公表|成立|宣布|公布/iu;
/** A question about history: when, or why something changed (then its dates are the answer). */
const ASKS_HISTORY = /\bwhen\b|\bhistor|\bchang|\breplac|いつ|歴史|歷史|历史|経緯|変わ|改め|取代|換|换|改用|為甚麼改|为什么改/iu;

/** The shape of answer a question asks for, the most demanding first (a comparison of lists is a comparison). */
function budgetShape(r: QuestionReading): BudgetShape {
  // (A comparison of one thing's kinds, "the three stages: how do they look?", says each side as well.)
  if (r.compared !== undefined || asksForComparison(r.q.question)) return 'comparison';
  if (r.wantsProcedure || r.intents.some((i) => i.id === 'action')) return 'procedure';
  if (r.wantsList || r.shapes.length > 0) return 'list';
  if (r.wantsQuantity) return 'number';
  return r.intents.some((i) => i.id === 'definition') ? 'definition' : 'other';
}

/** The hard cap (weighted characters) of a question's answer: its shape's budget in the answer's script. */
function budgetOf(r: QuestionReading): number {
  const budget = ANSWER_BUDGETS[budgetShape(r)];
  return CJK_LOCALES.has(r.q.language) ? budget.cjk : budget.latin;
}

/** The shape of answer a question asks for and its length budget (weighted characters); for tests and the evaluation. */
export function answerBudget(q: GroundedQuestion): { shape: BudgetShape; weight: number } | undefined {
  const r = readQuestion(q);
  return r && { shape: budgetShape(r), weight: budgetOf(r) };
}

/** Stage 5 and 6: the answer being assembled, within its length caps, without saying a sentence twice. */
class AnswerDraft {
  readonly chosen = new Map<string, Candidate>();
  weight = 0;
  /** Sources whose quoted list lost items to the length caps: the answer says more items exist. */
  readonly cutLists = new Set<number>();
  /** Sentences a later stage must not take back: they say a concept of the question or a companion fact. */
  readonly pinned = new Set<Candidate>();
  /** Lists ("source:list") some of whose items were taken back to make room (takeWithRoom). */
  private readonly thinnedLists = new Set<string>();
  private readonly cap: number;
  /** Rows of a table the question names ("JDD code 2-1"): their items come even when their list is cut. */
  private readonly rows: RegExp[];

  /** The question asks for a list: one too long to quote whole is quoted in short (compactList). */
  get wantsList(): boolean {
    return this.r.wantsList || this.r.shapes.length > 0;
  }

  constructor(
    private readonly r: QuestionReading,
    private readonly candidates: Candidate[],
  ) {
    this.cap = budgetOf(r);
    this.rows = askedRows(r.q.question);
  }

  /** The item is a row the question names. */
  askedRow(c: Candidate): boolean {
    return isAskedRow(this.rows, c.sentence.text);
  }

  static key(source: number, position: number): string {
    return `${source}:${position}`;
  }

  has(c: { source: number; sentence: { position: number } }): boolean {
    return this.chosen.has(AnswerDraft.key(c.source, c.sentence.position));
  }

  /** Add a sentence unless it breaks the hard cap (plus an allowance) or repeats what the answer already says. */
  take(c: Candidate, allowance = 0): boolean {
    if (this.has(c) || this.repeats(c)) return false;
    if (this.chosen.size > 0 && this.weight + weight(c.sentence.text) > this.cap + allowance) return false;
    this.chosen.set(AnswerDraft.key(c.source, c.sentence.position), c);
    this.weight += weight(c.sentence.text);
    return true;
  }

  /** A sentence the answer already says (lists often repeat a summary line) is not said twice. */
  private repeats(c: Candidate): boolean {
    const text = c.sentence.text.replace(/[。.！!]$/u, '');
    const said = (s: Candidate) => {
      const other = s.sentence.text.replace(/[。.！!]$/u, '');
      // Items of one list are parallel ("Score 3: ... chokes", "Score 4: ... no choking"): alike, not repeats.
      const siblings = s.source === c.source && s.sentence.list !== undefined && s.sentence.list === c.sentence.list;
      return (
        other.includes(text) ||
        text.includes(other) ||
        (!siblings && overlap(s.sentence.features, c.sentence.features) > COMPOSER.sameSentenceOverlap)
      );
    };
    return [...this.chosen.values()].some(said);
  }

  /**
   * Take a sentence the answer must carry (a companion fact), past the hard cap by the allowance at most:
   * room is made by taking back the weakest paragraph sentences (never a list item, a lead-in or the best
   * sentence, or with onlyWeaker none that scores above the new one). With `spare`, sentences it names
   * (list items too: their list is then cut) may be taken back, and only those. False, with nothing taken
   * back, when that is not enough or the answer says it already.
   */
  takeWithRoom(c: Candidate, allowance: number, onlyWeaker = false, spare?: (x: Candidate) => boolean): boolean {
    if (this.has(c) || this.repeats(c)) return false;
    const needed = weight(c.sentence.text);
    const chosen = [...this.chosen.values()];
    // (A sentence that only completes the question's concepts takes back none that answers better than it.)
    const best = onlyWeaker ? c.score : Math.max(...chosen.map((x) => x.score));
    const paragraph = (x: Candidate) => !x.sentence.listItem && x.sentence.introduces === undefined;
    // (Background goes first, then the weakest: the cap cuts padding, not facts.)
    const spared = chosen
      .filter((x) => x.score < best && (spare ? spare(x) : paragraph(x)))
      .map((x) => ({ x, background: this.isBackground(x) }))
      .sort((a, b) => Number(b.background) - Number(a.background) || a.x.score - b.x.score)
      .map(({ x }) => x);
    const over = (freed: number) => this.weight - freed + needed > this.cap + allowance;
    let freed = 0;
    let n = 0;
    while (over(freed) && n < spared.length) freed += weight(spared[n++]!.sentence.text);
    if (over(freed)) return false;
    for (const x of spared.slice(0, n)) {
      this.drop(x);
      if (x.sentence.list !== undefined) {
        this.cutLists.add(x.source);
        this.thinnedLists.add(`${x.source}:${x.sentence.list}`);
      }
    }
    return this.take(c, allowance);
  }

  /**
   * A sentence the answer can best do without: history the question does not ask about, or a weaker restatement
   * of a sentence it already has (a paragraph sentence: list items and lead-ins read with their list).
   */
  private isBackground(x: Candidate): boolean {
    if (x.sentence.listItem || x.sentence.introduces !== undefined) return false;
    if (HISTORY.test(x.sentence.text) && !ASKS_HISTORY.test(this.r.q.question)) return true;
    return [...this.chosen.values()].some(
      (y) => y !== x && y.score > x.score && overlap(y.sentence.features, x.sentence.features) > COMPOSER.restatementOverlap,
    );
  }

  /** Take back every lead-in of a list whose items were all taken back to make room. */
  dropBareLeadIns(): void {
    const chosen = [...this.chosen.values()];
    const bare = (c: Candidate) =>
      this.thinnedLists.has(`${c.source}:${c.sentence.introduces}`) &&
      !chosen.some((x) => x.source === c.source && x.sentence.list === c.sentence.introduces);
    for (const c of chosen) if (c.sentence.introduces !== undefined && bare(c)) this.drop(c);
  }

  /** Take back a sentence (a lead-in whose list did not fit). */
  drop(c: Candidate): void {
    if (this.chosen.delete(AnswerDraft.key(c.source, c.sentence.position))) this.weight -= weight(c.sentence.text);
  }

  /** The candidate for another sentence of the same source (score 0 when it shares nothing with the question). */
  at(c: Candidate, s: ScoredSentence): Candidate {
    return (
      this.candidates.find((x) => x.source === c.source && x.sentence.position === s.position) ?? {
        ...c,
        sentence: s,
        score: 0,
        context: [],
      }
    );
  }

  /** Items of a list: all of a short list, else its best few, in reading order; items about other levels stay out. */
  listItems(c: Candidate, list: number, sentences: ScoredSentence[]): { items: Candidate[]; left: number } {
    const inList = sentences.filter((s) => s.list === list);
    const onLevel = inList.filter((s) => !aboutOtherLevel(this.r, s));
    const items = (onLevel.length > 0 ? onLevel : inList).map((s) => this.at(c, s));
    // A procedure keeps all its steps; a list of points keeps its best few, so an answer stays readable.
    // A procedure's bullets are its steps, and keep as many.
    const limit =
      items.some((i) => i.sentence.step !== undefined) || this.r.wantsProcedure
        ? COMPOSER.maxSteps
        : this.r.wantsList
          ? COMPOSER.maxAskedListItems
          : COMPOSER.maxListItems;
    if (items.length <= limit) return { items, left: 0 };
    // The first item stays (lists lead with what to do first: "ask the pharmacist for another form"); the best others fill up.
    const [first, ...rest] = items;
    const keep = new Set([
      first!.sentence.position,
      ...rest.filter((i) => this.askedRow(i)).map((i) => i.sentence.position),
      ...rest
        .sort((a, b) => b.score - a.score)
        .slice(0, limit - 2)
        .map((i) => i.sentence.position),
    ]);
    return { items: sentences.filter((s) => keep.has(s.position)).map((s) => this.at(c, s)), left: items.length - keep.size };
  }
}

/** Stage 5: take the best candidates (seeds first), lists whole with their lead-ins, one list per part of the question. */
function assemble(
  r: QuestionReading,
  pool: PoolEntry[],
  candidates: Candidate[],
  seeds: Candidate[],
  parts: number,
  compared: boolean,
): AnswerDraft {
  const draft = new AnswerDraft(r, candidates);
  const best = candidates[0]!.score;
  const listsQuoted = new Set<string>();
  let firstListScore = 0;
  let units = 0;
  let secondaryUnits = 0;
  const primaryHasList = pool[0]!.sentences.some((x) => x.listItem);
  for (const c of [...seeds, ...candidates]) {
    if (units >= COMPOSER.maxSentences) break;
    const seeded = seeds.includes(c) && units < seeds.length;
    if (!seeded && belowFloor(c, best, units)) break;
    if (draft.has(c)) continue;
    if (!listWelcome(c, listsQuoted, parts, firstListScore)) continue;
    // A compared thing's own passage may come from its own source (the seeds of a comparison, one per thing).
    const comparedSeed = compared && seeded;
    const primaryListFirst = listsQuoted.size === 0 && primaryHasList;
    if (c.rank > 0 && !comparedSeed && !secondaryWelcome(r, c, { top: candidates[0]!, best, secondaryUnits, primaryListFirst, seeded }))
      continue;
    if (!fitsDraft(draft, c, seeded, comparedSeed)) continue;
    const sentences = pool.find((p) => p.article === c.article)!.sentences;
    const quotedList = takeUnit(r, draft, c, sentences);
    if (quotedList !== undefined) {
      if (listsQuoted.size === 0) firstListScore = c.score;
      listsQuoted.add(`${c.source}:${quotedList}`);
    }
    units++;
    if (c.rank > 0) secondaryUnits++;
  }
  return draft;
}

/** A passage that holds the amount a "how much / how soon" question asks for (a part's seed may come from another source). */
const holdsAskedAmount = (r: QuestionReading, c: Candidate) => r.wantsQuantity && c.sentence.quantity;

/** Candidates below the relative floor end an answer once it has its minimum units (or below the absolute floor). */
const belowFloor = (c: Candidate, best: number, units: number) =>
  c.score < best * COMPOSER.relativeFloor && (units >= COMPOSER.minUnits || c.score < COMPOSER.absoluteFloor);

/**
 * A unit that does not nearly repeat one taken (the sides of a comparison are said alike on purpose: "Level 0
 * leaves less than 1 ml", "Level 1 leaves 1-4 ml") and, unless seeded, fits under the answer's length.
 */
function fitsDraft(draft: AnswerDraft, c: Candidate, seeded: boolean, comparedSeed: boolean): boolean {
  const nearDuplicate = (s: Candidate) => overlap(s.sentence.features, c.sentence.features) > COMPOSER.nearDuplicateOverlap;
  if (!comparedSeed && [...draft.chosen.values()].some(nearDuplicate)) return false;
  return seeded || draft.chosen.size === 0 || draft.weight + weight(c.sentence.text) <= COMPOSER.maxWeight;
}

/**
 * A list already quoted (its best items) is not quoted again item by item, and an answer quotes one list
 * per part of the question: three lists read as a page, not an answer. (A list that answers about as well
 * as the first still comes: the question may be read either way.)
 */
function listWelcome(c: Candidate, listsQuoted: Set<string>, parts: number, firstListScore: number): boolean {
  const list = c.sentence.introduces ?? c.sentence.list;
  if (list === undefined) return true;
  const quoted = listsQuoted.has(`${c.source}:${list}`);
  if (quoted) return !c.sentence.listItem;
  return listsQuoted.size < Math.max(1, parts) || c.score >= COMPOSER.secondListShare * firstListScore;
}

/**
 * Another source adds at most a strong passage; a stray list item from elsewhere would read as noise,
 * and a list from another source would crowd out the first source's own list. (The best sentence of
 * all may come from anywhere when it states the kind of answer asked for: "(orange)" for "what colour ...?".)
 */
function secondaryWelcome(
  r: QuestionReading,
  c: Candidate,
  at: { top: Candidate; best: number; secondaryUnits: number; primaryListFirst: boolean; seeded: boolean },
): boolean {
  const { top, best, secondaryUnits, primaryListFirst } = at;
  // (A part's seed that holds the amount asked for: "within 4 hours" beside the first source's "as soon as possible".)
  if (at.seeded && holdsAskedAmount(r, c)) return secondaryUnits < COMPOSER.maxSecondaryUnits;
  if (c === top && r.intents.some((i) => i.stands && i.sentence?.test(c.sentence.text))) return true;
  if (secondaryUnits >= COMPOSER.maxSecondaryUnits || c.score < best * COMPOSER.secondaryFloor) return false;
  if (c.sentence.listItem && c.sentence.lead === undefined && !r.wantsList) return false;
  return !((c.sentence.listItem || c.sentence.introduces !== undefined) && primaryListFirst);
}

/** Take one unit: a sentence, or a lead-in with its list, or a list item with its lead-in and list. Returns the list quoted. */
function takeUnit(r: QuestionReading, draft: AnswerDraft, c: Candidate, sentences: ScoredSentence[]): number | undefined {
  const s = c.sentence;
  if (s.introduces !== undefined) {
    const took = draft.take(c);
    const wasCut = draft.cutLists.has(c.source);
    takeList(draft, c, s.introduces, sentences);
    return keepLeadWithList(draft, c.source, took ? c : undefined, s.introduces, sentences, wasCut);
  }
  // A procedure is often written as bullets under its heading ("Feeding technique"): they come whole like steps.
  if (s.listItem && s.list !== undefined && (s.lead !== undefined || r.wantsProcedure || r.wantsList)) {
    // An item of an introduced list, a step of a procedure, or an item when a list is asked for:
    // the lead-in (if short) and the list come along.
    const wasCut = draft.cutLists.has(c.source);
    let lead: Candidate | undefined;
    if (s.lead !== undefined && weight(sentences[s.lead]!.text) < COMPOSER.maxLeadWeight) {
      lead = draft.at(c, sentences[s.lead]!);
      if (!draft.take(lead)) lead = undefined;
    }
    takeList(draft, c, s.list, sentences, c);
    draft.take(c);
    if (r.wantsProcedure && s.step !== undefined) takeProcedureCoda(draft, c, s.list, sentences);
    return keepLeadWithList(draft, c.source, lead, s.list, sentences, wasCut);
  }
  draft.take(c);
  return undefined;
}

/**
 * A lead-in ("The MWST is scored from 1 to 5:") says nothing without its list: when none of the list's
 * items made it into the answer, the lead-in it brought is taken back. Returns the list, when quoted.
 */
function keepLeadWithList(
  draft: AnswerDraft,
  source: number,
  lead: Candidate | undefined,
  list: number,
  sentences: ScoredSentence[],
  wasCut: boolean,
): number | undefined {
  const listed = sentences.some((x) => x.list === list && draft.has({ source, sentence: x }));
  if (listed) return list;
  if (lead) draft.drop(lead);
  if (!wasCut) draft.cutLists.delete(source);
  return undefined;
}

/**
 * The paragraphs right after a procedure in its section finish it ("Give chest thrusts instead ... to people
 * who are pregnant", "Call emergency services ... as soon as possible"): their opening sentences come along.
 */
function takeProcedureCoda(draft: AnswerDraft, c: Candidate, list: number, sentences: ScoredSentence[]): void {
  const last = sentences.filter((x) => x.list === list).at(-1);
  if (!last) return;
  let taken = 0;
  for (const next of sentences.slice(last.position + 1)) {
    if (next.heading !== last.heading || next.listItem || taken >= COMPOSER.procedureCoda) break;
    if (next.paragraphStart && draft.weight + weight(next.text) <= COMPOSER.maxListWeight && draft.take(draft.at(c, next))) taken++;
  }
}

/** A list's items within the list length cap (the item that brought the list always comes). */
function takeList(draft: AnswerDraft, c: Candidate, list: number, sentences: ScoredSentence[], always?: Candidate): void {
  const listed = draft.listItems(c, list, sentences);
  // A list the question asks for comes whole: too long for the caps, each labelled item keeps its label and first examples.
  const compact = draft.wantsList ? compactList(draft, c, list, sentences) : undefined;
  const { items, left } = compact ? { items: compact, left: 0 } : listed;
  if (left > 0) draft.cutLists.add(c.source);
  // A list cut for length is cut from its end: its first item (often "ask the pharmacist first") always comes,
  // and no later, shorter item jumps the queue; the answer then says more items exist.
  // Room is kept for the rows the question names ("JDD code 4"), which come even past the cap.
  const asked = items.filter((item) => draft.askedRow(item));
  let reserved = asked.reduce((w, item) => w + weight(item.sentence.text), 0);
  let full = false;
  for (const [i, item] of items.entries()) {
    const row = asked.includes(item);
    if (row) reserved -= weight(item.sentence.text);
    full ||= item !== always && !row && i > 0 && draft.weight + reserved + weight(item.sentence.text) > COMPOSER.maxListWeight;
    const took = (!full || row) && draft.take(item, row ? COMPOSER.askedRowAllowance : 0);
    if (!took && !draft.has(item)) draft.cutLists.add(c.source);
  }
}

/** "Hard or dry foods: nuts, raw carrot, dry bread" → "Hard or dry foods: nuts, raw carrot"; undefined for an item without a label. */
export function labelWithFirstExamples(text: string): string | undefined {
  const m = /^([^:：]{2,80})[:：]\s*(.+)$/u.exec(text);
  if (!m) return undefined;
  const wide = /[，、；。]/u.test(m[2]!);
  const examples = m[2]!
    .split(wide ? /[，、；。]/u : /[,;]/u)
    .map((e) => e.trim().replace(/[.。]$/u, ''))
    .filter(Boolean);
  const sep = wide ? '：' : ': ';
  let short = `${m[1]}${sep}${examples[0] ?? ''}`;
  for (const e of examples.slice(1, COMPOSER.compactExamples)) {
    const longer = `${short}${wide ? '、' : ', '}${e}`;
    if (weight(longer) > COMPOSER.compactItemWeight) break;
    short = longer;
  }
  return short;
}

/**
 * An asked-for list that does not fit whole (the sixteen IDDSI high-risk food families) is quoted whole
 * in short: every item of a list mostly of "label: examples" keeps its label and first examples.
 */
function compactList(draft: AnswerDraft, c: Candidate, list: number, sentences: ScoredSentence[]): Candidate[] | undefined {
  const inList = sentences.filter((s) => s.list === list);
  const full = inList.reduce((w, s) => w + weight(s.text), 0);
  if (draft.weight + full <= COMPOSER.maxListWeight && inList.length <= COMPOSER.maxAskedListItems) return undefined;
  const labelled = inList.map((s) => ({ s, short: labelWithFirstExamples(s.text) }));
  if (labelled.filter((l) => l.short).length < COMPOSER.compactLabelledShare * inList.length) return undefined;
  return labelled.map(({ s, short }) => {
    const item = draft.at(c, s);
    return short ? { ...item, sentence: { ...item.sentence, text: short } } : item;
  });
}

/**
 * Stage 6: a short opening sentence states a point and the next sentence of its paragraph says how or what
 * ("Puréed food looks more appetising when it is shaped. It can be piped ... or set in moulds";
 * "嚥下障害とは…状態です。…口から胃まで安全に送ることが困難です"): the point comes with its explanation.
 */
function explainShortPoints(draft: AnswerDraft, pool: PoolEntry[], compared: boolean): void {
  let explained = 0;
  const ranked = [...draft.chosen.values()].sort((a, b) => b.score - a.score);
  const top = ranked[0];
  for (const c of ranked) {
    if (explained >= COMPOSER.maxExplained) break;
    const s = c.sentence;
    // (Each compared thing's passage may come from its own source.)
    if (
      (c.rank !== 0 && !compared) ||
      s.listItem ||
      s.introduces !== undefined ||
      !s.paragraphStart ||
      weight(s.text) > COMPOSER.shortPoint
    )
      continue;
    const sentences = pool.find((p) => p.article === c.article)!.sentences;
    const next = sentences[s.position + 1];
    if (!next || next.position !== s.position + 1 || next.paragraphStart || next.listItem || next.heading !== s.heading) continue;
    // The answer's best sentence only announces its paragraph ("The 2021 scale also describes how each looks."):
    // the paragraph says what, and comes before weaker sentences, which make room.
    if (c === top) {
      explainParagraph(draft, c, sentences);
      explained++;
      continue;
    }
    if (draft.has({ source: c.source, sentence: next }) || draft.weight + weight(next.text) > COMPOSER.maxWeight) continue;
    draft.take(draft.at(c, next));
    explained++;
  }
}

/** The rest of a short opening sentence's paragraph (a few sentences), room made by weaker paragraph sentences. */
function explainParagraph(draft: AnswerDraft, c: Candidate, sentences: ScoredSentence[]): void {
  for (const next of sentences.slice(c.sentence.position + 1, c.sentence.position + 1 + COMPOSER.explainedRun)) {
    if (next.paragraphStart || next.listItem || next.heading !== c.sentence.heading) break;
    const x = draft.at(c, next);
    if (draft.has(x)) continue;
    if (!draft.takeWithRoom(x, 0)) break;
    draft.pinned.add(x);
  }
}

/**
 * Stage 9: the section (heading block) of the primary source that carries the answer is quoted as whole as
 * the caps allow: facts asked for sit beside the best sentence (the children's size after the adults', the
 * dose after the thickener), so its other sentences that speak to the question come before weaker sentences
 * of other sections, which they take back.
 */
function completeLeadSection(r: QuestionReading, draft: AnswerDraft, pool: PoolEntry[], seeds: Candidate[]): void {
  const leads: Candidate[] = [];
  const sectionOf = (x: Candidate) => `${x.rank}:${x.sentence.section}`;
  for (const c of [...draft.chosen.values()].sort((a, b) => a.rank - b.rank || b.score - a.score))
    if (leads.length < COMPOSER.completedSections && !leads.some((l) => sectionOf(l) === sectionOf(c))) leads.push(c);
  // (A section completed first is kept from the next; the next may take back the first's neighbours' room.)
  const completed = new Set<string>();
  // (Sentences of other sections may make room, and in a comparison list items too (the list of one side
  // crowds out the other's), but not a lead-in: its list reads on without it. Nor a seed, the best passage
  // for a part of the question or a side of a comparison, or its list.)
  const listKept = draft.wantsList || r.wantsProcedure || !asksForComparison(r.q.question);
  const listOf = (x: SelectedSentence) => `${x.source}:${x.sentence.introduces ?? x.sentence.list}`;
  const seeded = new Set(seeds.map(listOf));
  const elsewhere = (x: Candidate) =>
    !completed.has(sectionOf(x)) &&
    x.sentence.introduces === undefined &&
    !(x.sentence.listItem && (listKept || seeded.has(listOf(x)))) &&
    !seeds.some((seed) => seed.source === x.source && seed.sentence.position === x.sentence.position) &&
    !draft.pinned.has(x);
  const allowance = CJK_LOCALES.has(r.q.language) ? COMPOSER.sectionAllowanceCjk : COMPOSER.sectionAllowanceLatin;
  for (const lead of leads) {
    completed.add(sectionOf(lead));
    const rest = pool
      .find((p) => p.article === lead.article)!
      .sentences.filter((s) => s.section === lead.sentence.section && !s.listItem && s.introduces === undefined && !aboutOtherLevel(r, s))
      .map((s) => draft.at(lead, s))
      .filter((c) => c.score >= COMPOSER.sectionFloor * lead.score && !draft.has(c))
      .sort((a, b) => b.score - a.score);
    for (const c of rest.slice(0, COMPOSER.sectionSentences)) draft.takeWithRoom(c, allowance, true, elsewhere);
  }
  draft.dropBareLeadIns();
}

/** The content concepts of a question (not "mum" or "eating", which only set its scene) that some article names. */
function askedConcepts(r: QuestionReading): string[] {
  return [...r.q.features.keys()].filter(
    (f) =>
      f.startsWith('k:') && (CONCEPT_SALIENCE.get(f) ?? 1) >= 1 && (r.global.get(f) ?? 0) >= COMPOSER.conceptCoverShare * r.globalTotal,
  );
}

/** A sentence that names the concept is about the question beside it: it holds this share of the rest of the question. */
function sharesMoreThan(r: QuestionReading, s: ScoredSentence, concept: string): boolean {
  let shared = 0;
  for (const [f, w] of r.global) if (f !== concept && s.features.has(f)) shared += w;
  return shared >= COMPOSER.conceptCoverRest * (r.globalTotal - r.global.get(concept)!);
}

/**
 * Stage 7: every content concept of the question is said by some sentence of the answer when a pooled source
 * holds one ("...with Parkinson's, and he coughs on drinks": the drinks too). The best sentence that names a
 * concept the answer leaves out comes along, room made by taking back weaker paragraph sentences.
 */
function coverQuestionConcepts(r: QuestionReading, draft: AnswerDraft, candidates: Candidate[]): void {
  const floor = COMPOSER.conceptCoverFloor * candidates[0]!.score;
  const allowance = CJK_LOCALES.has(r.q.language) ? COMPOSER.conceptAllowanceCjk : COMPOSER.conceptAllowanceLatin;
  for (const f of askedConcepts(r)) {
    const said = [...draft.chosen.values()].some((c) => c.sentence.features.has(f) || c.sentence.headingFeatures.has(f));
    if (said) continue;
    const best = candidates.find(
      (c) =>
        c.sentence.features.has(f) &&
        !(c.sentence.listItem && c.sentence.lead === undefined) &&
        !aboutOtherLevel(r, c.sentence) &&
        sharesMoreThan(r, c.sentence, f),
    );
    if (best && best.score >= floor && draft.takeWithRoom(best, allowance, true)) draft.pinned.add(best);
  }
}

/**
 * Stage 8: a fact the answer's shape must carry (companion-facts.ts: "aspiration can be silent" beside its
 * signs, IDDSI's 8 levels beside a standard compared with it) comes from the best sentence of the pooled
 * sources that states it, when the answer does not say it yet.
 */
function takeCompanionFacts(r: QuestionReading, draft: AnswerDraft, candidates: Candidate[], pool: PoolEntry[]): void {
  const facts = companionFactsFor({
    features: r.q.features,
    shapes: r.shapes.map((s) => s.id),
    // A "how do I" question asks what to do, as "what should I do" does.
    intents: [...r.intents.map((i) => i.id), ...(r.wantsProcedure ? (['action'] as const) : [])],
    comparison: asksForComparison(r.q.question),
  });
  for (const fact of facts) {
    // (A sentence that says the fact already is kept: the next fact does not take it back to make room.)
    const said = [...draft.chosen.values()].find((c) => statesFact(fact, c.sentence));
    if (said) {
      draft.pinned.add(said);
      continue;
    }
    const best = candidates.find((c) => statesFact(fact, c.sentence) && !c.sentence.listItem) ?? primaryStating(fact, pool[0]!);
    const allowance = CJK_LOCALES.has(r.q.language) ? COMPOSER.companionAllowanceCjk : COMPOSER.companionAllowanceLatin;
    // (Room is made by paragraph sentences that state no fact already kept.)
    const spare = (x: Candidate) => !x.sentence.listItem && x.sentence.introduces === undefined && !draft.pinned.has(x);
    if (best && draft.takeWithRoom(best, allowance, false, spare)) draft.pinned.add(best);
  }
}

/**
 * The primary source's sentence that states a companion fact when no scored sentence does: the summary's "common
 * causes are stroke, ..." shares no word with "what is dysphagia?", yet the answer must carry it.
 */
function primaryStating(fact: CompanionFact, entry: PoolEntry): Candidate | undefined {
  const sentence = entry.sentences.find((s) => !s.listItem && s.introduces === undefined && statesFact(fact, s));
  return sentence && { source: entry.cite, rank: 0, article: entry.article, sentence, score: 0, context: [] };
}

/** Score and pick sentences, stage by stage; exported for tests and the evaluation. */
export function selectSentences(q: GroundedQuestion): {
  selected: SelectedSentence[];
  coverage: number;
  candidates?: SelectedSentence[];
  cutLists?: number[];
} {
  const reading = readQuestion(q);
  if (!reading) return { selected: [], coverage: 0 };
  const { pool, coverage } = poolSources(reading);
  if (pool.length === 0) return { selected: [], coverage: 0 };
  const candidates = scoreCandidates(reading, pool);
  if (candidates.length === 0 || coverage < COMPOSER.minCoverage) return { selected: [], coverage };
  const { seeds, parts, compared } = seedCandidates(reading, pool, candidates);
  const draft = assemble(reading, pool, candidates, seeds, parts, compared);
  explainShortPoints(draft, pool, compared);
  coverQuestionConcepts(reading, draft, candidates);
  takeCompanionFacts(reading, draft, candidates, pool);
  completeLeadSection(reading, draft, pool, seeds);
  const selected = [...draft.chosen.values()].sort((a, b) => a.source - b.source || a.sentence.position - b.sentence.position);
  return { selected, coverage, candidates, cutLists: [...draft.cutLists].sort((a, b) => a - b) };
}

/** Render picked sentences: each run from one source ends with its [n]; list items go on their own lines. */
export function renderAnswer(selected: SelectedSentence[], language: QaLocale): { answer: string; citations: number[] } {
  const cjk = CJK_LOCALES.has(language);
  const runs: { source: number; parts: SelectedSentence[] }[] = [];
  for (const s of selected) {
    const last = runs[runs.length - 1];
    if (last && last.source === s.source) last.parts.push(s);
    else runs.push({ source: s.source, parts: [s] });
  }
  const lines: string[] = [];
  for (const run of runs) {
    let paragraph: string[] = [];
    const flushParagraph = () => {
      if (paragraph.length) lines.push(joinSentences(paragraph, language));
      paragraph = [];
    };
    for (const part of run.parts) {
      const s = part.sentence;
      if (s.listItem) {
        flushParagraph();
        lines.push(`${s.step !== undefined ? `${s.step}.` : '-'} ${s.text}`);
      } else paragraph.push(s.text);
    }
    flushParagraph();
    const last = lines.length - 1;
    lines[last] = `${lines[last]}${cjk && !lines[last]!.startsWith('-') && !/^\d+\. /.test(lines[last]!) ? '' : ' '}[${run.source}]`;
  }
  // Paragraph runs stay on one line; lists break lines.
  let answer = '';
  lines.forEach((line, i) => {
    const isItem = /^(-|\d+\.) /.test(line);
    const prevItem = i > 0 && /^(-|\d+\.) /.test(lines[i - 1]!);
    answer += i === 0 ? line : isItem || prevItem || line.endsWith(':') ? `\n${line}` : `${cjk ? '' : ' '}${line}`;
  });
  return { answer, citations: [...new Set(runs.map((r) => r.source))] };
}

export class ExtractiveComposer implements TextModel {
  readonly id = EXTRACTIVE_COMPOSER_ID;

  answer(q: GroundedQuestion): Promise<GroundedAnswer> {
    // A question outside the articles (an outside subject, or none in scope) gets no stitched passages, however they score.
    if (notCoveredReason(q.question, q.features))
      return Promise.resolve({ answer: NOT_COVERED[q.language], model: this.id, citations: [] });
    const { selected, cutLists = [] } = selectSentences(q);
    if (selected.length === 0) return Promise.resolve({ answer: NOT_COVERED[q.language], model: this.id, citations: [] });
    const { answer, citations } = renderAnswer(selected, q.language);
    // A list cut at the length cap says so: the cited article lists more items.
    const cut = cutLists.filter((n) => citations.includes(n));
    const more = cut.length > 0 ? `\n${MORE_ITEMS[q.language]} ${cut.map((n) => `[${n}]`).join('')}` : '';
    return Promise.resolve({ answer: `${answer}${more}`, model: this.id, citations });
  }
}
