/**
 * The mild-sign vocabulary, CONCEPT x LANGUAGE (shared/aspiration/lexicon/mild-signs.ts): every mild sign of
 * docs/SCREENING.md has words in every input language, every word reads as its row says in the compiled
 * lexicon, and a carer's sentence per sign and language (test/fixtures/aspiration-mild-sign-probes.jsonl)
 * screens at least moderate with no age given: a single current sign is enough (issue 15, class 2).
 */
import { describe, expect, it } from 'vitest';
import { MILD_SIGN_WORDS, type MildSign } from '../../shared/aspiration/lexicon/mild-signs';
import { INPUT_LANGUAGES } from '../../shared/aspiration/lexicon/red-flags';
import { evaluate } from '../../shared/aspiration/screen';
import { everyWordReadsAsItsRow, loadProbes, rowName } from '../support/lexicon-rows';

/** The mild signs; a Record so a sign added to the type must be listed here. */
const SIGNS: Record<MildSign, true> = {
  cough_at_meals: true,
  throat_clearing_at_meals: true,
  food_sticking: true,
  pocketing: true,
  spilling_from_mouth: true,
  slow_effortful_eating: true,
  multiple_swallows: true,
  breathless_at_meals: true,
  pain_on_swallowing: true,
  avoids_foods: true,
  washes_food_down: true,
  dry_mouth_food_hard: true,
  swallow_worse_than_before: true,
};

const PROBES = loadProbes('test/fixtures/aspiration-mild-sign-probes.jsonl');
const ROWS = MILD_SIGN_WORDS.map((r) => [rowName(r.sign, r), r] as const);

describe('mild-sign vocabulary: concept x language', () => {
  it('every mild sign has a row of words', () => {
    expect(new Set(MILD_SIGN_WORDS.map((r) => r.sign))).toEqual(new Set(Object.keys(SIGNS)));
  });

  it.each(ROWS)('%s: words in every input language, each reading as the row says', (_n, row) => {
    everyWordReadsAsItsRow(row);
  });
});

describe('mild signs told the way carers tell them screen at least moderate, in every input language', () => {
  it('every mild sign has a probe sentence in every input language', () => {
    for (const sign of Object.keys(SIGNS)) {
      const langs = new Set(PROBES.filter((p) => p.concept === sign).map((p) => p.lang));
      expect([...langs].sort(), sign).toEqual([...INPUT_LANGUAGES].sort());
    }
  });

  it.each(PROBES.map((p) => [p.concept, p.lang, p.text] as const))('%s, %s: %s', (_sign, _lang, text) => {
    expect(evaluate({ symptoms: text }).level).not.toBe('low');
  });
});
