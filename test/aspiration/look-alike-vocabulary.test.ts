/**
 * The look-alike vocabulary, CONCEPT x LANGUAGE (shared/aspiration/lexicon/look-alikes.ts): what carers tell
 * that is not a swallow sign (a cough from gulping or laughing mid-sip, a split tablet, heartburn, a cold,
 * loose dentures, a dry mouth alone, a picky appetite) has words in every input language, each reading as its
 * row says; a sentence per look-alike and language screens low when nothing else is said
 * (test/fixtures/aspiration-look-alike-probes.jsonl, at age 78: age alone does not raise the level); and the
 * same sentence followed by a real current mild sign in its language (the mild-sign probes) screens at least
 * moderate, so a look-alike never explains a real sign away.
 */
import { describe, expect, it } from 'vitest';
import { LOOK_ALIKE_WORDS, type LookAlike } from '../../shared/aspiration/lexicon/look-alikes';
import { INPUT_LANGUAGES } from '../../shared/aspiration/lexicon/red-flags';
import { evaluate } from '../../shared/aspiration/screen';
import { everyWordReadsAsItsRow, loadProbes, rowName } from '../support/lexicon-rows';

/** The look-alikes; a Record so one added to the type must be listed here. */
const LOOK_ALIKES: Record<LookAlike, true> = {
  gulping_drink: true,
  laughing_while_drinking: true,
  splitting_big_tablet: true,
  heartburn_reflux: true,
  sore_throat_cold: true,
  dentures_tooth: true,
  dry_mouth_alone: true,
  picky_appetite: true,
  usual_meal_pace: true,
  choked_up_with_emotion: true,
  slow_walking: true,
};

const PROBES = loadProbes('test/fixtures/aspiration-look-alike-probes.jsonl');
const MILD = loadProbes('test/fixtures/aspiration-mild-sign-probes.jsonl');
const ROWS = LOOK_ALIKE_WORDS.map((r) => [rowName(r.lookAlike, r), r] as const);

/** Two sentences of one language as one text (Chinese and Japanese sentences end in 。 already). */
const twoSentences = (lang: string, a: string, b: string) => (/^(zh|ja)/.test(lang) ? `${a}${b}` : `${a}. ${b}`);

describe('look-alike vocabulary: concept x language', () => {
  it('every look-alike has a row of words', () => {
    expect(new Set(LOOK_ALIKE_WORDS.map((r) => r.lookAlike))).toEqual(new Set(Object.keys(LOOK_ALIKES)));
  });

  it.each(ROWS)('%s: words in every input language, each reading as the row says', (_n, row) => {
    everyWordReadsAsItsRow(row);
  });
});

describe('look-alikes screen low when nothing else is said, in every input language', () => {
  it('every look-alike has a probe sentence in every input language', () => {
    for (const lookAlike of Object.keys(LOOK_ALIKES)) {
      const langs = new Set(PROBES.filter((p) => p.concept === lookAlike).map((p) => p.lang));
      expect([...langs].sort(), lookAlike).toEqual([...INPUT_LANGUAGES].sort());
    }
  });

  it.each(PROBES.map((p) => [p.concept, p.lang, p.text] as const))('%s, %s: %s', (_c, _lang, text) => {
    expect(evaluate({ symptoms: text, age: 78 }).level).toBe('low');
  });
});

describe('a look-alike beside a real current sign still screens at least moderate', () => {
  it.each(PROBES.map((p) => [p.concept, p.lang, p] as const))('%s, %s', (_c, lang, probe) => {
    const signs = MILD.filter((m) => m.lang === lang);
    expect(signs.length).toBeGreaterThan(0);
    for (const sign of signs) {
      const text = twoSentences(lang, probe.text, sign.text);
      expect(evaluate({ symptoms: text }).level, `${sign.concept}: ${text}`).not.toBe('low');
    }
  });
});
