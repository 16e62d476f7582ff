/** Normalisation, the compiled lexicon, labels and recommendations: the data the engine stands on. */
import { describe, expect, it } from 'vitest';
import { RESPONSE_LANGUAGES } from '../../shared/languages';
import { RISK_FACTORS, SIGNS } from '../../shared/aspiration/concepts';
import { flagLabel, LABEL_TABLES } from '../../shared/aspiration/labels';
import { LEXICONS } from '../../shared/aspiration/lexicon';
import { compile, lexicon } from '../../shared/aspiration/matcher';
import { normalize, normalizeTerm, sourceSlice } from '../../shared/aspiration/normalize';
import { RECOMMENDATIONS } from '../../shared/aspiration/recommendations';
import { screen } from '../../shared/aspiration/screen';

describe('normalize', () => {
  it('folds case, full-width forms, decomposed diacritics and Traditional Chinese', () => {
    expect(normalize('ＣＯＵＧＨ，Cough').text).toBe('cough,cough');
    expect(normalize('không ho'.normalize('NFD')).text).toBe('không ho'.normalize('NFC'));
    expect(normalize('吞嚥困難').text).toBe(normalize('吞咽困难').text);
    expect(normalize('ﾑｾ').text).toBe('ムセ');
  });

  it('turns numbers into # and collapses blanks, keeping line breaks', () => {
    expect(normalize('lost 2.5 kg  in\t3 months').text).toBe('lost # kg in # months');
    expect(normalize('a\u3000\u00a0b\r\nc').text).toBe('a b\nc');
  });

  it('maps every normalised range back to the source words', () => {
    const src = 'Ｃｏｕｇｈｓ   when DRINKING 飲水後聲音變濕';
    const n = normalize(src);
    const at = n.text.indexOf('when drinking');
    expect(sourceSlice(n, at, at + 'when drinking'.length)).toBe('when DRINKING');
    const zh = n.text.indexOf(normalizeTerm('聲音變濕'));
    expect(sourceSlice(n, zh, zh + 4)).toBe('聲音變濕');
    expect(sourceSlice(n, 0, 6)).toBe('Ｃｏｕｇｈｓ');
  });

  it('normalises a word the same wherever it sits, after any number of expanding characters', () => {
    // ㎖ expands to two units; a Thai word after many of them once took another path and lost its match.
    const choke = `${normalizeTerm('สำลัก')}${normalizeTerm('น้ำ')}`;
    for (const unit of ['㎖', 'ﬁ']) {
      for (let k = 0; k <= 64; k++) expect(normalize(`${unit.repeat(k)} สำลักน้ำ`).text.endsWith(choke), `${k} × ${unit}`).toBe(true);
    }
  });

  it('survives lone surrogates and control characters', () => {
    const n = normalize('\ud800a\u0000\udfff😷');
    expect(n.map.length).toBe(n.text.length + 1);
  });
});

describe('compiled lexicon', () => {
  it('compiles every language without contradictions (the same word never means two things)', () => {
    expect(() => compile(LEXICONS)).not.toThrow();
    expect(lexicon().size).toBeGreaterThan(2000);
  });

  it('covers the ten input languages', () => {
    expect(LEXICONS.map((l) => l.lang).sort()).toEqual(['en', 'es', 'id', 'ja', 'ko', 'th', 'tl', 'vi', 'zh']);
  });

  it('has no empty or untrimmed terms', () => {
    for (const L of LEXICONS) {
      const lists = [
        ...Object.values(L.signs),
        ...Object.values(L.risks),
        ...Object.values(L.diagnosisOnly ?? {}),
        L.negation.pre,
        L.negation.post,
        L.negation.list,
        L.negation.reassuring,
        L.thickened,
        L.tolerates,
        L.recovered,
        L.history,
        L.past,
        L.current,
        L.uncertain,
        L.unrelated,
        L.normal,
        L.occasional,
        ...Object.values(L.context),
      ];
      for (const list of lists) {
        for (const term of list ?? []) {
          expect(term.trim(), `${L.lang}: "${term}"`).toBe(term);
          expect(normalizeTerm(term.replace(/\*$/, '')).length, `${L.lang}: "${term}"`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('leftmost-longest matching and word boundaries', () => {
    const kinds = (s: string) =>
      lexicon()
        .scan(normalize(s).text)
        .map((m) => m.entry.kind);
    // "no longer" is a past cue, not the negator "no".
    expect(kinds('no longer coughs')).toEqual(['past', 'sign']);
    // "tos" (Spanish cough) does not match inside "tostadas"; "ho" (Vietnamese cough) not inside "hoa".
    expect(kinds('tostadas hoa')).toEqual([]);
    // A prefix term takes the whole word.
    const m = lexicon().scan(normalize('coughing').text);
    expect(m[0]?.end).toBe('coughing'.length);
  });

  it('short abbreviations count in the symptoms text only when written in capitals', () => {
    expect(screen({ symptoms: 'Ms Lee eats slowly', age: 70 }).flags).not.toContain('dysphagia_risk_factor_multiple_sclerosis');
    expect(screen({ symptoms: 'has MS, eats slowly', age: 70 }).flags).toContain('dysphagia_risk_factor_multiple_sclerosis');
    expect(screen({ symptoms: 'eats slowly', age: 70, diagnosis: 'ms' }).flags).toContain('dysphagia_risk_factor_multiple_sclerosis');
  });
});

describe('labels and recommendations', () => {
  it('every reportable flag has a label in every response language', () => {
    const signCodes = Object.entries(SIGNS)
      .filter(([, c]) => !('helper' in c && c.helper))
      .map(([code]) => code);
    for (const lang of RESPONSE_LANGUAGES) {
      for (const code of signCodes) {
        for (const status of ['current', 'past', 'possible'] as const) {
          const label = flagLabel('sign', code, status, lang);
          expect(label.length, `${code} ${lang}`).toBeGreaterThan(0);
          expect(label, `${code} ${lang}`).not.toBe(code);
        }
      }
      for (const code of Object.keys(RISK_FACTORS)) expect(flagLabel('risk', code, 'current', lang)).not.toBe(code);
      for (const code of Object.keys(LABEL_TABLES.OTHER_LABELS)) expect(flagLabel('age', code, 'current', lang)).not.toBe(code);
    }
  });

  it('recommendations exist per level and language, carry the spec action, and never claim a diagnosis', () => {
    for (const level of ['low', 'moderate', 'high'] as const) {
      for (const lang of RESPONSE_LANGUAGES) expect(RECOMMENDATIONS[level][lang].length).toBeGreaterThan(40);
      const en = RECOMMENDATIONS[level].en;
      expect(en).toMatch(/not a diagnosis/);
      expect(en).not.toMatch(/\b(you have|diagnosed with|has dysphagia)\b/i);
    }
    expect(RECOMMENDATIONS.low.en).toMatch(/[Mm]onitor.*maintain the current diet/);
    expect(RECOMMENDATIONS.moderate.en).toMatch(/[Rr]eview the food and drink textures.*consider referral/);
    expect(RECOMMENDATIONS.high.en).toMatch(/immediately.*nil by mouth/);
    expect(RECOMMENDATIONS.high['zh-HK']).toMatch(/立即轉介言語治療師/);
  });
});
