/**
 * The red-flag vocabulary, CONCEPT x LANGUAGE (shared/aspiration/lexicon/red-flags.ts):
 * every red flag of docs/SCREENING.md has words in every input language, every
 * word reads as its row says in the compiled lexicon, and a carer's sentence per
 * red flag and language (test/fixtures/aspiration-red-flag-probes.jsonl, told
 * the way a carer sees it: "turned blue", "had to hit her back", "water came
 * out of his nose", "gurgly voice after drinks") screens high. A word removed
 * or never added is a red test.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INPUT_LANGUAGES, RED_FLAG_WORDS, type RedFlag, type WordRole } from '../../shared/aspiration/lexicon/red-flags';
import { type Entry, lexicon } from '../../shared/aspiration/matcher';
import { normalize } from '../../shared/aspiration/normalize';
import { evaluate } from '../../shared/aspiration/screen';

/** The red flags of docs/SCREENING.md; a Record so a flag added to the type must be listed here. */
const FLAGS: Record<RedFlag, true> = {
  silent_aspiration_on_study: true,
  aspiration_on_study: true,
  failed_water_swallow: true,
  wet_voice: true,
  nasal_regurgitation: true,
  choking_with_intervention: true,
  aspiration_pneumonia_or_repeated_chest_infections: true,
  weight_loss_or_dehydration_from_swallowing: true,
  drowsy_at_meals: true,
  unable_to_manage_saliva: true,
};

interface Probe {
  concept: string;
  lang: string;
  text: string;
}

const PROBES: Probe[] = readFileSync(resolve('test/fixtures/aspiration-red-flag-probes.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as Probe);

function readsAs(entry: Entry, role: WordRole): boolean {
  if ('sign' in role) return entry.kind === 'sign' && entry.code === role.sign;
  if ('risk' in role) return entry.kind === 'risk' && entry.code === role.risk;
  return entry.kind === 'ctx' && entry.ctx === role.ctx;
}

/** The entry of the match that covers the whole word. */
function wholeWordEntry(word: string): Entry | undefined {
  const text = normalize(word).text;
  return lexicon()
    .scan(text)
    .find((m) => m.start === 0 && m.end === text.length)?.entry;
}

describe('red-flag vocabulary: concept x language', () => {
  it('every red flag has a row of words', () => {
    expect(new Set(RED_FLAG_WORDS.map((r) => r.flag))).toEqual(new Set(Object.keys(FLAGS)));
  });

  it.each(RED_FLAG_WORDS.map((r) => [`${r.flag} (${JSON.stringify(r.reads)})`, r] as const))(
    '%s: words in every input language',
    (_n, row) => {
      for (const lang of INPUT_LANGUAGES) expect(row.words[lang].length, lang).toBeGreaterThan(0);
    },
  );

  it.each(RED_FLAG_WORDS.map((r) => [`${r.flag} (${JSON.stringify(r.reads)})`, r] as const))(
    '%s: every word reads as its row says',
    (_n, row) => {
      for (const lang of INPUT_LANGUAGES) {
        for (const word of row.words[lang]) {
          const entry = wholeWordEntry(word);
          expect(entry && readsAs(entry, row.reads), `${lang} "${word}" reads ${JSON.stringify(entry)}`).toBe(true);
        }
      }
    },
  );
});

describe('red flags told the way a carer sees them screen high, in every input language', () => {
  it('every red flag has a probe sentence in every input language', () => {
    for (const flag of Object.keys(FLAGS)) {
      const langs = new Set(PROBES.filter((p) => p.concept === flag).map((p) => p.lang));
      expect([...langs].sort(), flag).toEqual([...INPUT_LANGUAGES].sort());
    }
  });

  it.each(PROBES.map((p) => [p.concept, p.lang, p.text] as const))('%s, %s: %s', (_flag, _lang, text) => {
    expect(evaluate({ symptoms: text, age: 70 }).level).toBe('high');
  });
});
