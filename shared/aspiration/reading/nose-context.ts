/**
 * Rule nasal_needs_eating (lexicon/nose-context.ts): what a sentence with a nose phrase says beside it, a runny nose
 * or food, drink and eating. Read only for a nose phrase.
 */
import { NOSE_EATING, NOSE_SECRETION } from '../lexicon/nose-context';
import { isWordCode, normalize } from '../normalize';
import { isSpaced } from './context';

const normalized = (table: Record<string, readonly string[]>) => Object.values(table).flatMap((ws) => ws.map((w) => normalize(w).text));

/** Built at load: a normalisation during an analysis would overwrite the analyser's scratch buffer. */
const tables = { secretion: normalized(NOSE_SECRETION), eating: normalized(NOSE_EATING) } as const;

/** Each whole-word place of `w` in text[start, end). */
function* places(text: string, start: number, end: number, w: string): Generator<number> {
  const spaced = isSpaced(w);
  for (let at = text.indexOf(w, start); at >= 0 && at + w.length <= end; at = text.indexOf(w, at + 1)) {
    if (!spaced || (!isWordCode(text.charCodeAt(at - 1)) && !isWordCode(text.charCodeAt(at + w.length)))) yield at;
  }
}

/**
 * Whether text[start, end) names nasal secretion, and whether it names food, drink or eating outside the secretion
 * words ("鼻水" holds "水", "콧물" holds "물", "nước mũi" holds "nước": those are no drink).
 */
export function noseSentence(text: string, start: number, end: number): { secretion: boolean; eating: boolean } {
  const spans: Array<[number, number]> = [];
  for (const w of tables.secretion) for (const at of places(text, start, end, w)) spans.push([at, at + w.length]);
  const inSecretion = (at: number, len: number) => spans.some(([s, e]) => at < e && at + len > s);
  for (const w of tables.eating) {
    for (const at of places(text, start, end, w)) if (!inSecretion(at, w.length)) return { secretion: spans.length > 0, eating: true };
  }
  return { secretion: spans.length > 0, eating: false };
}
