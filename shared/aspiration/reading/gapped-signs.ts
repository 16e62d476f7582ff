/**
 * Reading rule gapped_sign: a two-part sign with short filler words between
 * its parts ("keluar juga dari hidung", "鼻から少し出て", "코로도 조금 나와요") is the sign. The text is read
 * again with the fillers of lexicon/gap-fillers.ts left out; a sign of GAP_SIGNS found across a removed filler
 * replaces the tokens it covers. Negators are never fillers, so a denial still reaches the sign.
 */
import { GAP_ANCHORS, GAP_FILLERS, GAP_SIGNS, MAX_FILLERS_IN_SIGN } from '../lexicon/gap-fillers';
import { INPUT_LANGUAGES } from '../lexicon/red-flags';
import { CompiledLexicon, type Match } from '../matcher';
import { normalizeTerm } from '../normalize';

let fillerLexicon: CompiledLexicon | undefined;
let suffixes: readonly string[] = [];

function fillers(): CompiledLexicon {
  if (fillerLexicon) return fillerLexicon;
  const lex = new CompiledLexicon();
  const sfx = new Set<string>();
  for (const lang of INPUT_LANGUAGES) {
    for (const w of GAP_FILLERS[lang].words) lex.add(w, { kind: 'ignore' }, { yield: true });
    for (const s of GAP_FILLERS[lang].suffixes ?? []) sfx.add(normalizeTerm(s));
  }
  suffixes = [...sfx];
  fillerLexicon = lex;
  return lex;
}

/** Module-level: esbuild writes a \p{…} literal outside brackets as new RegExp(…), built at each call. */
const LETTER = /\p{L}/u;
const isLetter = (ch: string | undefined): boolean => ch !== undefined && LETTER.test(ch);

/** Spans [start, end) of the fillers in `text`: whole fillers with the space after a spaced one, fused suffixes. */
function fillerSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const m of fillers().scan(text)) spans.push([m.start, text[m.end] === ' ' && isLetter(text[m.start]) ? m.end + 1 : m.end]);
  for (const s of suffixes) {
    for (let i = text.indexOf(s, 1); i >= 0; i = text.indexOf(s, i + 1)) {
      if (isLetter(text[i - 1]) && !isLetter(text[i + s.length])) spans.push([i, i + s.length]);
    }
  }
  return spans.sort((a, b) => a[0] - b[0]);
}

/** The text without `spans`, and per elided position its position in `text` (one past the end included). */
function elide(text: string, spans: ReadonlyArray<[number, number]>): { text: string; at: Int32Array } {
  const at = new Int32Array(text.length + 1);
  const out: string[] = [];
  const copy = (from: number, to: number) => {
    for (let k = from; k < to; k++) {
      at[out.length] = k;
      out.push(text[k]!);
    }
  };
  let i = 0;
  for (const [s, e] of spans) {
    if (s < i) continue;
    copy(i, s);
    i = e;
  }
  copy(i, text.length);
  at[out.length] = text.length;
  return { text: out.join(''), at: at.subarray(0, out.length + 1) };
}

/** Farthest a filler inside a sign stands from the anchor (the nose), in characters. */
const GAP_REACH = 40;

/** Positions of the anchors in `text`. */
function anchorsIn(text: string): number[] {
  const at: number[] = [];
  for (const a of GAP_ANCHORS) for (let i = text.indexOf(a); i >= 0; i = text.indexOf(a, i + 1)) at.push(i);
  return at;
}

/** The gapped signs of `text`, at their positions in `text` (none unless the text names an anchor and a filler). */
export function gappedSigns(text: string, scan: (t: string) => Match[]): Match[] {
  const anchors = anchorsIn(text);
  if (anchors.length === 0) return [];
  // Only a filler near the nose can sit inside a nose sign: the text is read again only then.
  const spans = fillerSpans(text);
  if (!spans.some(([s]) => anchors.some((a) => Math.abs(a - s) <= GAP_REACH))) return [];
  const elided = elide(text, spans);
  const out: Match[] = [];
  for (const m of scan(elided.text)) {
    if (m.entry.kind !== 'sign' || !GAP_SIGNS.has(m.entry.code)) continue;
    const start = elided.at[m.start]!;
    const end = elided.at[m.end - 1]! + 1;
    const removed = spans.filter(([s, e]) => s >= start && e <= end).length;
    if (removed === 0 || removed > MAX_FILLERS_IN_SIGN) continue;
    out.push({ ...m, start, end });
  }
  return out;
}

/** `tokens` with each gapped sign in place of the tokens it covers, in text order. */
export function withGappedSigns<T extends Match>(tokens: T[], signs: readonly T[]): T[] {
  if (signs.length === 0) return tokens;
  const kept = tokens.filter((t) => !signs.some((s) => t.start < s.end && s.start < t.end));
  return [...kept, ...signs].sort((a, b) => a.start - b.start);
}
