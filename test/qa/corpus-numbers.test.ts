/**
 * Locale parity of the numbers themselves: every number the English article states (sizes, ml,
 * seconds, kPa, score cut-offs, years) is stated by the Japanese and both Chinese articles of the
 * same topic, so a carer reading any locale gets the same thresholds. Only the emergency numbers of
 * other countries are left out on purpose: each locale names its own (119, 999, 120).
 */
import { describe, expect, it } from 'vitest';
import type { QaLocale } from '../../shared/languages';
import { readCorpus } from '../../shared/qa/corpus-files';
import { REFERENCES_HEADING } from '../../shared/qa/corpus';

/** Numbers an English article may state that the other locales need not: typed, each with its reason. */
const LOCALE_SPECIFIC: readonly { numbers: readonly string[]; why: string }[] = [
  { numbers: ['112', '911', '000'], why: 'emergency numbers of other countries; each locale gives its own' },
];
const EXEMPT = new Set(LOCALE_SPECIFIC.flatMap((e) => e.numbers));

const articles = readCorpus().articles;
const OTHER_LOCALES: readonly QaLocale[] = ['ja', 'zh-HK', 'zh-CN'];

/** The article's text before its reference list (reference years and pages are not facts to repeat). */
function withoutReferences(body: string): string {
  const lines = body.split('\n');
  const end = lines.findIndex((l) => /^## /.test(l) && REFERENCES_HEADING.test(l.slice(3).trim()));
  return (end < 0 ? lines : lines.slice(0, end)).join('\n');
}

/** The numbers a text states, in half-width digits, thousands separators removed. */
function numbersOf(text: string): Set<string> {
  const plain = text.normalize('NFKC').replace(/(\d),(\d{3})/g, '$1$2');
  return new Set([...plain.matchAll(/\d+(?:\.\d+)?/g)].map((m) => m[0]));
}

describe('every number of the English article is stated in the ja, zh-HK and zh-CN articles', () => {
  const topics = articles.filter((a) => a.locale === 'en');
  it('covers all 30 topics', () => {
    expect(topics).toHaveLength(30);
  });

  it.each(topics.map((a) => [a.topic, a] as const))('%s', (topic, en) => {
    const wanted = [...numbersOf(withoutReferences(en.body))].filter((n) => !EXEMPT.has(n));
    for (const locale of OTHER_LOCALES) {
      const other = articles.find((a) => a.topic === topic && a.locale === locale);
      expect(other, `${topic} has no ${locale} article`).toBeDefined();
      const stated = numbersOf(withoutReferences(other!.body));
      expect(
        wanted.filter((n) => !stated.has(n)),
        `numbers of ${topic}-en missing from ${locale}`,
      ).toEqual([]);
    }
  });

  it('still finds a missing number (the check is not vacuous)', () => {
    expect(numbersOf('Level 6 pieces are 1.5 cm, a 10 ml syringe, 1,500 mPa·s')).toEqual(new Set(['6', '1.5', '10', '1500']));
  });
});
