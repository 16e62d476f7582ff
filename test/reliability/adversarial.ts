/**
 * The worst inputs we can build for text engines: at the maximum length a
 * request allows, made of what scanners and regexes try hardest on
 * (repeated known tokens, long digit runs, number-unit chains with no end,
 * nested punctuation, combining marks, alternation prefixes that never
 * complete). Each engine's test adds the words its own lexicon knows.
 */

/** `unit` repeated to exactly `length` UTF-16 code units (a surrogate pair is never split). */
export function fill(unit: string, length: number): string {
  let s = unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  if (/[\ud800-\udbff]$/.test(s)) s = `${s.slice(0, -1)}x`;
  return s;
}

export interface Adversary {
  name: string;
  text: string;
}

const GENERIC: [string, string][] = [
  ['one letter', 'a'],
  ['spaces', ' '],
  ['mixed whitespace', ' \t\n\u00a0\u3000'],
  ['digit run', '1'],
  ['digits with dots', '1.'],
  ['decimal chain', '1.1'],
  ['digit ranges', '1-'],
  ['range chain', '1 to 2 '],
  ['digits and commas', '1,'],
  ['thousands chain', '1,111'],
  ['full-width digits', '１'],
  ['CJK numerals', '一二三四五六七八九十'],
  ['CJK numerals before units', '三毫升五毫米十秒'],
  ['CJK numeral runs before a unit', '一二三四五六七八九十两半毫升'],
  ['single-character CJK terms', '咳嗆痰糊碎稀'],
  ['number without unit', '10 '],
  ['number then unit prefix', '10 m'],
  ['unit soup', 'ml mm cm s '],
  ['number-unit chain', '10ml'],
  ['opening brackets', '('],
  ['nested brackets', '(['],
  ['unclosed citations', '[1,'],
  ['dashes', '-'],
  ['dots', '.'],
  ['slashes', '/'],
  ['quotes and apostrophes', "a'"],
  ['CJK punctuation', '、。（'],
  ['combining marks', 'a\u0301\u0301\u0301\u0301\u0301\u0301\u0301'],
  ['lone combining marks', '\u0301'],
  ['zero-width joiners', 'a\u200d'],
  ['emoji', '😀'],
  ['Thai without spaces', 'ข้าวต้ม'],
  ['Han run', '糊碎稀稠'],
  ['kana run', 'とろみ'],
  ['negation chain', 'no not without '],
  ['how is (never completed)', 'how is '],
  ['how many (never completed)', 'how many '],
  ['level words', 'level iddsi '],
];

/** Generic adversaries plus the engine's own tokens, each at `length` code units. */
export function adversaries(length: number, tokens: readonly string[] = []): Adversary[] {
  const out: Adversary[] = GENERIC.map(([name, unit]) => ({ name, text: fill(unit, length) }));
  for (const t of tokens) {
    out.push({ name: `repeated "${t.trim()}"`, text: fill(`${t} `, length) });
    out.push({ name: `"${t.trim()}" without spaces`, text: fill(t, length) });
    out.push({ name: `"${t.trim()}" in brackets`, text: fill(`(${t} `, length) });
  }
  out.push({ name: 'all tokens in turn', text: fill(`${tokens.join(' ')} 1 2 ml (`, length) });
  out.push({
    name: 'all tokens, then a long digit run',
    text: fill(tokens.join(' '), Math.floor(length / 2)) + fill('9', length - Math.floor(length / 2)),
  });
  return out;
}

/** The fastest of `runs` runs of `fn`, in ms (a loaded machine slows single runs, not the best one). */
export async function bestOf(runs: number, fn: () => unknown): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}
