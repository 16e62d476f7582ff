/**
 * Compiles every table of ../lexicon into one Aho-Corasick automaton, once,
 * when the module is first loaded (Lambda cold start). Nothing here runs per
 * request.
 */
import { isIddsiLevel, type IddsiLevel, type ItemKind } from '../levels';
import { ADDED_LIQUID_CUES, FOOD_TABLE, JOIN_CUES, STIRRED_IN_CUES, TOPPING_CUES } from '../lexicon/foods';
import {
  CHILD_WORDS,
  CLAUSE_BREAK,
  DRINK_WORDS,
  FLOW_CONTEXT,
  LEFT_BEFORE_FIGURE,
  FLOW_EMPTY_WORDS,
  FOOD_WORDS,
  OUTFLOW_WORDS,
  HAZARD_REMOVED,
  HAZARD_WORDS,
  LEVEL_AFTER,
  LEVEL_BEFORE,
  NAMES,
  NEG_AFTER,
  NEG_BEFORE,
  REMOVAL_AFTER,
  DISCARDED_AFTER,
  FAILED_ACTION_WORDS,
  FAILED_ATTEMPT_WORDS,
  UNCHECKED_PHRASES,
  PARTIAL_REMOVAL_WORDS,
  PLURAL_VERBS,
  CHECKED_BEFORE,
  CHECKED_AFTER,
  REMOVAL_BEFORE,
  STOP_WORDS,
  SYRINGE_WORDS,
  TESTS,
  TEXTURES,
  type Lang,
  type LevelRow,
  type Names,
} from '../lexicon/terms';
import { FLOW_AMOUNT_WORDS } from '../lexicon/flow-amounts';
import { SIZE_SIMILES } from '../lexicon/size-similes';
import { APPROXIMATION_WORDS, HEDGE_WORDS, UNTESTED_WORDS } from '../lexicon/hedges';
import { PREVENTION_BEFORE } from '../lexicon/list-words';
import { DRINK_NEUTRAL } from '../lexicon/drink-words';
import {
  FAMILY_PERSON_CUES,
  LABEL_AFTER_CUES,
  LABEL_CUES,
  MENU_HEADINGS,
  NEED_VERBS,
  ORDER_WORDS,
  PAST_ORDER_CUES,
  PERSON_CUES,
  PLACE_BEFORE,
  ROLE_AFTER,
  ROLE_BEFORE,
} from '../lexicon/roles';
import { FORK_PRESSURE_APPLIED, MENU_LABEL_CUES, SLIDE_PHRASES, TEST_WORDS } from '../lexicon/test-words';
import {
  type CueTable,
  FOREIGN_CUES,
  FOREIGN_FOOD_NAMES,
  FOREIGN_HAZARD_REMOVED,
  FOREIGN_HAZARD_WORDS,
  FOREIGN_ROW_WORDS,
} from '../lexicon/foreign-core';
import { Automaton, type PatternSpec } from './matcher';
import { normalizePatternForms } from './normalize';
import { langBit, scopedWord, shortFormOf } from './text-language';

export type Weights = Map<IddsiLevel, number>;

export interface FoodEntry {
  id: string;
  weights: Weights;
  kind: ItemKind;
  role: 'b' | 'd' | 'i';
  hazards: string[];
  /** Hazards the food keeps inside any base (pea skins in mash, rubbery shrimp in egg custard); marked "!" in the table. */
  carried: string[];
  /** Hazards of the usual served form only (fish bones, a cheese slice's stretch); marked "~": any texture-changing preparation removes them. */
  formOnly: string[];
  /** Hazards of the fillings a dish is usually served with (ginkgo, shrimp in 茶碗蒸し); marked "^": gone when the text says it has none. */
  fillings: string[];
  /** A strained liquid: does not form a mixed consistency with solids. */
  clear: boolean;
  /** A juice pressed or strained from the food named with it: its fibres, skins and seeds stay behind (rule JUICE_LEAVES_FIBRE). */
  pressed: boolean;
  /** A soup-like carrier that usually holds pieces. */
  soup: boolean;
  /** A sauce or gravy that binds minced food (the "moist" of Minced & Moist). */
  moistens: boolean;
  /** A dish built of textured parts (mince under mash): the words of its parts do not texture the dish. */
  parts: boolean;
  conf: number;
}

export type Payload =
  | { f: 'name' | 'test' | 'texture'; row: LevelRow; weights: Weights; neg: Weights | null; food: Weights | null }
  | { f: 'hazard'; code: string; neg: Weights | null; ofMeat?: true }
  | { f: 'hazard_removed'; code: string }
  | { f: 'food'; food: FoodEntry }
  | { f: 'drink' | 'foodword' | 'neg_before' | 'neg_after' | 'flow' | 'flow_empty' | 'outflow' | 'syringe' | 'child' | 'neutral' }
  // Rule LEFT_WORD_BEFORE_FIGURE
  | { f: 'flow_left' }
  | { f: 'level_before' | 'level_after' | 'break' | 'stop' }
  // Rule ROLE_LABEL_AFTER_CLAIM: `after`, a label cue written after its claim ("Level 7 label on the pudding")
  | { f: 'role_before' | 'role_after' | 'label' | 'person' | 'need' | 'order'; after?: true }
  // Rule CHECKED_CLEAR: `checks`, a search said done, removes only with a result of nothing found
  | { f: 'rm_before' | 'rm_after'; discards?: true; checks?: true }
  // Rule FAILED_PREPARATION_KEEPS: an attempt's verb (after a negation) or a failure said on its own
  | { f: 'failed'; alone?: true; partial?: true }
  | { f: 'topping'; stirred?: true; joined?: true; added?: true }
  | { f: 'hedge'; untested?: true }
  // Rule FLOW_AMOUNT_IN_WORDS
  | { f: 'flow_amount'; ml: number; alone: boolean }
  // Rule SIZE_SIMILE_PEA
  | { f: 'size'; lo: number; hi: number };

export type Payloads = Payload[];

/** One bit per payload family: `families[uid]` says at a glance what a matched pattern can be. */
export const FAMILY: Readonly<Record<Payload['f'], number>> = {
  name: 1 << 0,
  test: 1 << 1,
  texture: 1 << 2,
  hazard: 1 << 3,
  hazard_removed: 1 << 4,
  food: 1 << 5,
  drink: 1 << 6,
  foodword: 1 << 7,
  neg_before: 1 << 8,
  neg_after: 1 << 9,
  flow: 1 << 10,
  syringe: 1 << 11,
  child: 1 << 12,
  level_before: 1 << 13,
  level_after: 1 << 14,
  break: 1 << 15,
  stop: 1 << 16,
  role_before: 1 << 17,
  role_after: 1 << 18,
  label: 1 << 19,
  person: 1 << 20,
  rm_before: 1 << 21,
  rm_after: 1 << 22,
  flow_empty: 1 << 23,
  topping: 1 << 24,
  // Rule HEDGED_CLAIM
  hedge: 1 << 25,
  // Rule ROLE_NEED_VERB
  need: 1 << 26,
  // bits 27-28
  neutral: 1 << 27,
  // Rule FLOW_VOLUME_OUT
  outflow: 1 << 28,
  // Rule FLOW_AMOUNT_IN_WORDS
  flow_amount: 1 << 29,
  // Rule FAILED_PREPARATION_KEEPS
  failed: 1 << 30,
  // The 32 bits are spent: families no stage reads by their bit take none (a shared bit made order words read as
  // failures), so a family that a stage comes to read needs a bit freed for it first.
  // Rule ROLE_ORDER_WORD
  order: 0,
  // Rule SIZE_SIMILE_PEA
  size: 0,
  // Rule LEFT_WORD_BEFORE_FIGURE
  flow_left: 0,
};

/** "4 5:.8" -> {4:1, 5:0.8}; "5/4:.6" (food table) likewise. */
export function parseWeights(spec: string): Weights {
  const w: Weights = new Map();
  for (const part of spec.split(/[\s/]+/)) {
    if (!part) continue;
    const [lv, wt] = part.split(':');
    const level = Number(lv);
    if (!isIddsiLevel(level)) throw new Error(`bad level spec ${spec}`);
    w.set(level, wt === undefined ? 1 : Number(wt));
  }
  return w;
}

interface Collected {
  specs: Map<string, PatternSpec<Payloads>>;
  count: number;
  plurals: { pattern: string; exact: string | undefined; payload: Payload; scope: number }[];
}

/**
 * Specs are keyed by pattern; the rarer word-prefix and exact variants get a
 * suffix (a normalised pattern never holds U+0000), so most lookups need no
 * composite key string.
 */
function specKey(pattern: string, prefix: boolean, exact: string | undefined, glued = false, scope = 0): string {
  return prefix || glued || exact !== undefined || scope !== 0
    ? `${pattern}\u0000${prefix ? 1 : 0}\u0000${exact ?? ''}${glued ? '\u0000g' : ''}${scope !== 0 ? `\u0000s${scope}` : ''}`
    : pattern;
}

/** Where a word comes from: the language it is written in, and whether it is read only there (rule TEXT_LANGUAGE_SCOPE). */
interface Origin {
  lang: number;
  scoped: boolean;
}

function hasFood(payloads: Payloads): boolean {
  for (const p of payloads) if (p.f === 'food') return true;
  return false;
}

/** `-s` or `-es` of a Latin-script name ending in a letter other than s ("sausages", "peaches"); null when none applies. */
/** Rule FORK_TEST_EVERY_PIECE: the singulars whose plural is read as a verb ("squashes"), not a food. */
const PLURAL_VERB_SET: ReadonlySet<string> = new Set(PLURAL_VERBS.map((w) => w.replace(/e?s$/, '')));

function simplePlural(folded: string): string | null {
  const last = folded.charCodeAt(folded.length - 1);
  if (PLURAL_VERB_SET.has(folded)) return null;
  if (last < 0x61 || last > 0x7a || last === 0x73) return null;
  const es = last === 0x78 || last === 0x7a || folded.endsWith('ch') || folded.endsWith('sh');
  return es ? `${folded}es` : `${folded}s`;
}

function addVariant(
  c: Collected,
  pattern: string,
  prefix: boolean,
  exact: string | undefined,
  payload: Payload,
  origin: Origin,
  glued = false,
): void {
  const scope = origin.scoped ? origin.lang : 0;
  const key = specKey(pattern, prefix, exact, glued, scope);
  const spec = c.specs.get(key);
  if (!spec) {
    // a literal array: most patterns keep a single payload, and push would reserve room for many
    const created: PatternSpec<Payloads> = { pattern, prefix, payload: [payload], langs: origin.lang };
    if (exact !== undefined) created.exact = exact;
    if (glued) created.glued = true;
    if (scope !== 0) created.scope = scope;
    c.specs.set(key, created);
    c.count++;
    return;
  }
  spec.langs = (spec.langs ?? 0) | origin.lang;
  // one food per pattern: the first listed wins (duplicates are reported by the lexicon test)
  if (payload.f === 'food' && hasFood(spec.payload)) return;
  if (spec.payload.some((p) => samePayload(p, payload))) return;
  spec.payload.push(payload);
  c.count++;
}

/** One reading of a pattern: the same object, or the same cue family or hazard code (a word listed twice). */
function samePayload(a: Payload, b: Payload): boolean {
  if (a === b) return true;
  if (a.f !== b.f) return false;
  if (a.f === 'hazard' && b.f === 'hazard') return a.code === b.code && a.neg === null && b.neg === null;
  if (a.f === 'hazard_removed' && b.f === 'hazard_removed') return a.code === b.code;
  return Object.keys(a).length === 1;
}

/** A word of the tables in `lang`, and its short form when the language has one (Tagalog "di" for "hindi"). */
function addPattern(c: Collected, raw: string, lang: Lang, payload: Payload): void {
  const { word, scoped } = scopedWord(raw);
  const bit = langBit(lang);
  addWord(c, word, lang, payload, { lang: bit, scoped });
  const short = shortFormOf(word, lang);
  if (short !== null) addWord(c, short, lang, payload, { lang: bit, scoped: true });
}

function addWord(c: Collected, word: string, lang: Lang, payload: Payload, origin: Origin): void {
  let name = word;
  if (!name) return;
  let exact = false;
  let prefix = false;
  // a leading `*`: the head of a compound, glued to the word before it ("*tee" in "Pfefferminztee")
  const glued = name.startsWith('*');
  if (glued) name = name.slice(1);
  if (name.startsWith('=')) {
    exact = true;
    name = name.slice(1);
  }
  if (name.endsWith('*')) {
    prefix = true;
    name = name.slice(0, -1);
  }
  const forms = normalizePatternForms(name);
  const folded = forms.norm;
  if (!folded) return;
  const exactForm = forms.exact;
  // Vietnamese tones carry meaning (cá fish, cà aubergine): exact by default;
  // multi-word phrases also match when typed without tones, and only then ("kho bỏ" is not "khô bò").
  const hasMarks = exactForm !== folded;
  // an unmarked Vietnamese name is a word of its own too (nho grape, nhỏ small)
  const exactOnly = (exact && hasMarks) || lang === 'vi';
  // simple plurals of Latin-script names ("hard boiled eggs", "sausages", "papas cocidas"),
  // added after every written name so that a written name always wins ("sopas" is Filipino soup)
  if (payload.f === 'food' && !prefix && (lang === 'en' || lang === 'es' || lang === 'fr')) {
    const plural = simplePlural(folded);
    // a name written exact ("=té") keeps its marks in the plural ("tés"): "tes" is Indonesian for a test
    if (plural !== null)
      c.plurals.push({
        pattern: plural,
        exact: exact && hasMarks ? `${exactForm}s` : undefined,
        payload,
        scope: origin.scoped ? origin.lang : 0,
      });
  }
  addVariant(c, folded, prefix, exactOnly ? exactForm : undefined, payload, origin, glued);
  if (exactOnly && hasMarks && lang === 'vi' && !exact && folded.includes(' ')) addVariant(c, folded, prefix, folded, payload, origin);
}

function addNames(c: Collected, names: Names, payload: Payload): void {
  for (const [lang, list] of Object.entries(names) as [Lang, string][]) {
    for (const n of list.split(',')) addPattern(c, n, lang, payload);
  }
}

/** Food table markers that flag a property, not a hazard. */
const MARKERS: ReadonlySet<string> = new Set(['clear', 'soup', 'moistens', 'parts', 'pressed']);

function parseFoodTable(table: string): { entry: FoodEntry; names: Names }[] {
  const out: { entry: FoodEntry; names: Names }[] = [];
  for (const line of table.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    const eq = trimmed.indexOf(' = ');
    if (eq < 0) throw new Error(`food line without names: ${trimmed}`);
    const [id, levels, kind, role, hazards, conf] = trimmed.slice(0, eq).split(/\s+/);
    if (!id || !levels || !kind || !role || !hazards || !conf) throw new Error(`bad food line: ${trimmed}`);
    const marked = hazards === '-' ? [] : hazards.split(',');
    const hz = marked.map((h) => h.replace(/[!~^]$/, ''));
    const carried = marked.filter((h) => h.endsWith('!')).map((h) => h.slice(0, -1));
    const formOnly = marked.filter((h) => h.endsWith('~')).map((h) => h.slice(0, -1));
    const fillings = marked.filter((h) => h.endsWith('^')).map((h) => h.slice(0, -1));
    const names: Names = {};
    for (const part of trimmed.slice(eq + 3).split(';')) {
      const colon = part.indexOf(':');
      if (colon < 0) continue;
      const lang = part.slice(0, colon).trim() as Lang;
      names[lang] = names[lang] ? `${names[lang]},${part.slice(colon + 1)}` : part.slice(colon + 1);
    }
    out.push({
      entry: {
        id,
        weights: parseWeights(levels),
        kind: kind === 'd' ? 'drink' : 'food',
        role: role as FoodEntry['role'],
        hazards: hz.filter((h) => !MARKERS.has(h)),
        carried,
        formOnly,
        fillings,
        clear: hz.includes('clear'),
        pressed: hz.includes('pressed'),
        soup: hz.includes('soup'),
        moistens: hz.includes('moistens'),
        parts: hz.includes('parts'),
        conf: Number(conf),
      },
      names,
    });
  }
  return out;
}

function rowPayload(f: 'name' | 'test' | 'texture', row: LevelRow): Payload {
  return {
    f,
    row,
    weights: parseWeights(row.levels),
    neg: row.neg ? parseWeights(row.neg) : null,
    food: row.food ? parseWeights(row.food) : null,
  };
}

/** Rows of one family; the first payload of each row id is kept for that concept's foreign words. */
function addRows(c: Collected, f: 'name' | 'test' | 'texture', rows: LevelRow[], byId: Map<string, Payload>): void {
  for (const row of rows) {
    const payload = rowPayload(f, row);
    if (!byId.has(row.id)) byId.set(row.id, payload);
    addNames(c, row.names, payload);
  }
}

/** The payload family each cue table of foreign-core.ts feeds. */
const CUE_FAMILY: Readonly<Record<CueTable, Payload['f']>> = {
  DRINK_WORDS: 'drink',
  FOOD_WORDS: 'foodword',
  NEG_BEFORE: 'neg_before',
  NEG_AFTER: 'neg_after',
  REMOVAL_BEFORE: 'rm_before',
  REMOVAL_AFTER: 'rm_after',
  STOP_WORDS: 'stop',
  FLOW_CONTEXT: 'flow',
  FLOW_EMPTY_WORDS: 'flow_empty',
  SYRINGE_WORDS: 'syringe',
  CHILD_WORDS: 'child',
  CLAUSE_BREAK: 'break',
  TOPPING_CUES: 'topping',
  ROLE_BEFORE: 'role_before',
  ROLE_AFTER: 'role_after',
  LABEL_CUES: 'label',
  PERSON_CUES: 'person',
};

/** The core vocabulary outside the response languages (foreign-core.ts), each word with its concept's payload. */
function addForeign(c: Collected, rowPayloads: Map<string, Payload>, foods: FoodEntry[]): void {
  for (const [id, names] of Object.entries(FOREIGN_ROW_WORDS)) {
    const payload = rowPayloads.get(id);
    if (!payload) throw new Error(`foreign words for an unknown row: ${id}`);
    addNames(c, names, payload);
  }
  for (const [code, names] of Object.entries(FOREIGN_HAZARD_WORDS)) addNames(c, names, { f: 'hazard', code, neg: null });
  for (const [code, names] of Object.entries(FOREIGN_HAZARD_REMOVED)) addNames(c, names, { f: 'hazard_removed', code });
  for (const [id, names] of Object.entries(FOREIGN_FOOD_NAMES)) {
    const food = foods.find((f) => f.id === id);
    if (!food) throw new Error(`foreign names for an unknown food: ${id}`);
    addNames(c, names, { f: 'food', food });
  }
  for (const [table, names] of Object.entries(FOREIGN_CUES) as [CueTable, Names][]) addNames(c, names, { f: CUE_FAMILY[table] } as Payload);
}

/** The simple plurals, after every written name: a written name always wins ("sopas" is Filipino soup). */
function addPlurals(c: Collected): void {
  for (const { pattern, exact, payload, scope } of c.plurals) {
    // the plural of a word read only in its language ("^papa") is read only there too
    const key = specKey(pattern, false, exact, false, scope);
    const spec = c.specs.get(key);
    if (!spec) {
      const created: PatternSpec<Payloads> = { pattern, prefix: false, payload: [payload] };
      if (exact !== undefined) created.exact = exact;
      if (scope !== 0) created.scope = scope;
      c.specs.set(key, created);
    } else if (!hasFood(spec.payload)) spec.payload.push(payload);
  }
}

/** The words that take a hazard out (removal verbs, checks said done) and those that say the removal failed. */
function addRemovalWords(c: Collected): void {
  addNames(c, REMOVAL_BEFORE, { f: 'rm_before' });
  // rule CHECKED_CLEAR: a search said done takes out what it names only when it found nothing
  addNames(c, CHECKED_BEFORE, { f: 'rm_before', checks: true });
  addNames(c, CHECKED_AFTER, { f: 'rm_after', checks: true });
  // rule FOOD_DISCARDED: a food thrown away or picked out is not in what is served (before REMOVAL_AFTER:
  // a word in both keeps this reading)
  addNames(c, DISCARDED_AFTER, { f: 'rm_after', discards: true });
  addNames(c, REMOVAL_AFTER, { f: 'rm_after' });
  addNames(c, FAILED_ACTION_WORDS, { f: 'failed' });
  addNames(c, FAILED_ATTEMPT_WORDS, { f: 'failed', alone: true });
  addNames(c, PARTIAL_REMOVAL_WORDS, { f: 'failed', alone: true, partial: true });
}

/** A hazard word row's payload; rule DONENESS_KEEPS_TOUGH marks the doneness words said of meat only. */
function hazardPayload(row: (typeof HAZARD_WORDS)[number]): Payload {
  const neg = row.neg ? parseWeights(row.neg) : null;
  return row.ofMeat ? { f: 'hazard', code: row.code, neg, ofMeat: true } : { f: 'hazard', code: row.code, neg };
}

function build() {
  const c: Collected = { specs: new Map(), count: 0, plurals: [] };
  const rowPayloads = new Map<string, Payload>();
  addRows(c, 'name', NAMES, rowPayloads);
  addRows(c, 'test', TESTS, rowPayloads);
  addRows(c, 'texture', TEXTURES, rowPayloads);
  for (const row of HAZARD_WORDS) addNames(c, row.names, hazardPayload(row));
  for (const row of HAZARD_REMOVED) addNames(c, row.names, { f: 'hazard_removed', code: row.code });
  const foods = parseFoodTable(FOOD_TABLE);
  for (const { entry, names } of foods) addNames(c, names, { f: 'food', food: entry });
  addPlurals(c);
  addNames(c, DRINK_WORDS, { f: 'drink' });
  addNames(c, FOOD_WORDS, { f: 'foodword' });
  addNames(c, NEG_BEFORE, { f: 'neg_before' });
  addNames(c, PREVENTION_BEFORE, { f: 'neg_before' });
  addNames(c, NEG_AFTER, { f: 'neg_after' });
  addRemovalWords(c);
  addNames(c, FLOW_CONTEXT, { f: 'flow' });
  addNames(c, LEFT_BEFORE_FIGURE, { f: 'flow_left' });
  addNames(c, SYRINGE_WORDS, { f: 'syringe' });
  addNames(c, FLOW_EMPTY_WORDS, { f: 'flow_empty' });
  addNames(c, OUTFLOW_WORDS, { f: 'outflow' });
  for (const row of FLOW_AMOUNT_WORDS) addNames(c, row.names, { f: 'flow_amount', ml: row.residueMl, alone: row.alone });
  for (const row of SIZE_SIMILES) addNames(c, row.names, { f: 'size', lo: row.loMm, hi: row.hiMm });
  addNames(c, CHILD_WORDS, { f: 'child' });
  addNames(c, CLAUSE_BREAK, { f: 'break' });
  addNames(c, STOP_WORDS, { f: 'stop' });
  // rule NEGATED_STOP_CONTINUES: "non-stop", "sin parar" negate no word after them
  addNames(c, TEST_WORDS.continues, { f: 'stop' });
  // rule UNCHECKED_NOT_ABSENT: "didn't measure the bits" negates the measuring, not the bits
  addNames(c, UNCHECKED_PHRASES, { f: 'stop' });
  addNames(c, ROLE_BEFORE, { f: 'role_before' });
  addNames(c, PLACE_BEFORE, { f: 'role_before' });
  addNames(c, PAST_ORDER_CUES, { f: 'role_before' });
  addNames(c, ROLE_AFTER, { f: 'role_after' });
  addNames(c, LABEL_CUES, { f: 'label' });
  addNames(c, LABEL_AFTER_CUES, { f: 'label', after: true });
  addNames(c, MENU_LABEL_CUES, { f: 'label' });
  // rule MENU_HEADING_CLAIM: a menu heading is a label cue (roles.ts reads which cue it was)
  addNames(c, MENU_HEADINGS, { f: 'label' });
  addNames(c, PERSON_CUES, { f: 'person' });
  addNames(c, FAMILY_PERSON_CUES, { f: 'person' });
  addNames(c, NEED_VERBS, { f: 'need' });
  addNames(c, ORDER_WORDS, { f: 'order' });
  addNames(c, TOPPING_CUES, { f: 'topping' });
  addNames(c, HEDGE_WORDS, { f: 'hedge' });
  // rule UNTESTED_IS_NO_DOUBT: doubts a claimed level only
  addNames(c, UNTESTED_WORDS, { f: 'hedge', untested: true });
  // Rule APPROXIMATE_CLAIM reads as a hedge
  addNames(c, APPROXIMATION_WORDS, { f: 'hedge' });
  // read, and say nothing: how hot, sweet or fresh a drink is (rule DRINK_WORDS_UNREAD)
  addNames(c, DRINK_NEUTRAL, { f: 'neutral' });
  // rule SLIDE_NEEDS_SPOON: a slide phrase says nothing without a spoon or a tilt (the clause reader reads it with one)
  addNames(c, SLIDE_PHRASES, { f: 'neutral' });
  addNames(c, FORK_PRESSURE_APPLIED, { f: 'neutral' }); // rule TESTED_TENDER: the thumbnail as the pressure applied
  // a food stirred through a base keeps its hazards as one put on it does (rule STIRRED_IN_KEEPS_HAZARDS)
  addNames(c, STIRRED_IN_CUES, { f: 'topping', stirred: true });
  // rule JOINED_KEEPS_HAZARDS: a joiner marks where the first food's preparation words end
  addNames(c, JOIN_CUES, { f: 'topping', joined: true });
  // rule ADDED_LIQUID_BLENDED_IN: a little liquid named beside a blended food helped blend it
  addNames(c, ADDED_LIQUID_CUES, { f: 'topping', added: true });
  // level keywords in Latin script also match glued to the number ("level4", "iddsi4")
  for (const [lang, list] of Object.entries(LEVEL_BEFORE) as [Lang, string][]) {
    for (const n of list.split(',')) {
      const isLatin = /^[a-z ]+$/i.test(n.trim());
      addPattern(c, isLatin ? `${n}*` : n, lang, { f: 'level_before' });
    }
  }
  addNames(c, LEVEL_AFTER, { f: 'level_after' });
  addForeign(
    c,
    rowPayloads,
    foods.map((f) => f.entry),
  );
  const specs = [...c.specs.values()];
  const automaton = new Automaton(specs);
  const families = new Uint32Array(automaton.size);
  for (const spec of specs) {
    if (spec.uid === undefined) continue;
    let bits = 0;
    for (const p of spec.payload) bits |= FAMILY[p.f];
    families[spec.uid] = bits;
  }
  return { automaton, families, foods: foods.map((f) => f.entry), patternCount: specs.length };
}

let compiled: ReturnType<typeof build> | null = null;

/** The compiled lexicon (built on first use, then reused for the container's life). */
export function lexicon(): ReturnType<typeof build> {
  compiled ??= build();
  return compiled;
}
