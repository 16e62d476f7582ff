/**
 * The flag labels: typed against the language registry (a missing language
 * does not compile), and within each language no two flags share a label,
 * so a label pasted into the wrong row (the Spanish `pocketing` once read
 * "EAT-10 total de 3 o más") is caught.
 */
import { describe, expect, it } from 'vitest';
import { RESPONSE_LANGUAGES } from '../../shared/languages';
import { LABEL_TABLES } from '../../shared/aspiration/labels';

const FLAG_TABLES = {
  signs: LABEL_TABLES.SIGN_LABELS,
  risks: LABEL_TABLES.RISK_LABELS,
  other: LABEL_TABLES.OTHER_LABELS,
  bedside: LABEL_TABLES.BEDSIDE_LABELS,
} as const;

describe('flag labels', () => {
  it.each(RESPONSE_LANGUAGES)('%s: every flag has its own label, different from every other flag', (lang) => {
    const seen = new Map<string, string>();
    for (const [table, labels] of Object.entries(FLAG_TABLES)) {
      for (const [key, byLang] of Object.entries(labels)) {
        const label = (byLang as Record<string, string>)[lang]!.trim().toLowerCase();
        expect(label.length, `${table}.${key}`).toBeGreaterThan(0);
        expect(seen.get(label), `${table}.${key} repeats the label of ${seen.get(label)}`).toBeUndefined();
        seen.set(label, `${table}.${key}`);
      }
    }
  });

  it.each(RESPONSE_LANGUAGES.filter((l) => l === 'zh-CN' || l === 'ja'))('%s has its own text, not English', (lang) => {
    for (const labels of Object.values(FLAG_TABLES)) {
      for (const [key, byLang] of Object.entries(labels)) {
        const l = byLang as Record<string, string>;
        expect(l[lang], key).not.toBe(l.en);
        expect(l[lang], key).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      }
    }
  });

  it('the status suffixes differ from each other in every language', () => {
    for (const lang of RESPONSE_LANGUAGES) {
      const suffixes = [
        LABEL_TABLES.STATUS_SUFFIX.past[lang],
        LABEL_TABLES.STATUS_SUFFIX.possible[lang],
        LABEL_TABLES.NEGATED_SUFFIX[lang],
      ];
      expect(new Set(suffixes).size, lang).toBe(3);
    }
  });

  it('the Spanish label of food held in the mouth says so', () => {
    expect(LABEL_TABLES.SIGN_LABELS.pocketing.es).toMatch(/boca/);
    expect(LABEL_TABLES.SIGN_LABELS.pocketing.es).not.toMatch(/EAT-10/);
  });
});
