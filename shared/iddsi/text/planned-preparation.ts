/**
 * Rule PLANNED_PREPARATION_NOT_DONE: a preparation advised, recommended, planned or asked for next time ("Advised
 * kitchen to send peas puréed & sieved", "should be minced to 4 mm", "建议厨房下次打成蓉", "次回は裏ごしを勧めた")
 * was not done: the preparation and size words from its clause to its sentence's end are dropped, so they remove no hazard and lower
 * no level. Hazards, foods and tests stand.
 */
import { PLAN_WORDS } from '../lexicon/roles';
import type { Extraction } from './extract';
import { normalizedWords, type NormalizedText } from './normalize';
import { topLevel } from './weights';

const PLAN = normalizedWords(PLAN_WORDS);
const LATIN = /[a-z\u00c0-\u024f]/;
const isLatin = (ch: string | undefined) => ch !== undefined && LATIN.test(ch);
/** Marks that end a sentence; "." only before a space or the end ("1.5 cm" goes on). */
const SENTENCE_END = /[。！？!?;；\n]|\.(?= |$)/gu;
/** Evidence a plan can describe: preparation and size words. */
const PLANNED_TYPES: ReadonlySet<string> = new Set(['texture', 'particle']);
const TOP_FOOD_LEVEL = 7;

/** Where the plan words occur, as whole words in Latin script. */
function planAt(norm: string): number[] {
  const out: number[] = [];
  for (const w of PLAN)
    for (let i = norm.indexOf(w); i >= 0; i = norm.indexOf(w, i + 1))
      if (!(isLatin(w[0]) && isLatin(norm[i - 1])) && !(isLatin(w.at(-1)) && isLatin(norm[i + w.length]))) out.push(i);
  return out;
}

/** Marks that end a clause inside a sentence. */
const CLAUSE_MARKS = /[,，、]/gu;

/**
 * What each plan word at `at` governs, [start, end): from its own clause to the end of its sentence. A plan governs
 * what follows it ("advised … puréed", "next time, purée it"), not a clause before it ("Eau épaissie niveau 2, il faut
 * ajouter plus d'épaississant la prochaine fois": the water was thickened; "puréed, as advised": it was done).
 */
function plannedSpans(norm: string, at: readonly number[]): [number, number][] {
  const ends = [...norm.matchAll(SENTENCE_END)].map((m) => m.index);
  const clauses = [...norm.matchAll(CLAUSE_MARKS)].map((m) => m.index);
  return at.map((a) => [
    Math.max(-1, ...ends.filter((e) => e < a), ...clauses.filter((c) => c < a)) + 1,
    ends.find((e) => e >= a) ?? norm.length,
  ]);
}

/** Rule PLANNED_PREPARATION_NOT_DONE: drops the preparation words of planned sentences. Mutates `x.evidence`. */
export function plannedPreparationsNotDone(t: NormalizedText, x: Extraction): void {
  const at = planAt(t.norm);
  if (at.length === 0) return;
  const spans = plannedSpans(t.norm, at);
  const lowers = (w: Parameters<typeof topLevel>[0]) => (topLevel(w, 'food') ?? TOP_FOOD_LEVEL) < TOP_FOOD_LEVEL;
  x.evidence = x.evidence.filter(
    (e) => !(PLANNED_TYPES.has(e.type) && !e.negated && lowers(e.weights) && spans.some(([a, b]) => e.start >= a && e.start < b)),
  );
}
