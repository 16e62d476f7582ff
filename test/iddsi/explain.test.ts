import { describe, expect, it } from 'vitest';
import { IddsiClassifyResponse } from '../../shared/api/schemas';
import { CLINICAL_WARNING } from '../../shared/disclaimers';
import { classifyText, confirmingTests, explainClassification, hazardLabel, toClassifyResponse } from '../../shared/iddsi/classify';
import { HAZARD_CODES } from '../../shared/iddsi/hazards';
import { IDDSI_LEVELS, levelLabel } from '../../shared/iddsi/levels';
import { RESPONSE_LANGUAGES, type TextLanguage } from '../../shared/languages';

const TEXT_LANGUAGES: TextLanguage[] = ['en', 'zh-HK', 'zh-Hans', 'ja', 'tl', 'id', 'vi', 'th', 'es'];

describe('explanations', () => {
  it('name the evidence used and the physical test that confirms it', () => {
    const c = classifyText('tea with thickener, flow test leaves 6 ml after 10 seconds');
    const en = explainClassification(c, 'en');
    expect(en).toContain('Level 2 Mildly Thick');
    expect(en).toContain('flow test: 6 ml remained after 10 s');
    expect(en).toMatch(/Confirm with the IDDSI flow test: 4–8 ml/);
    expect(explainClassification(c, 'zh-HK')).toContain('流動測試');
    expect(explainClassification(c, 'es')).toContain('prueba de flujo');
  });

  it('exist in every text language, in that language', () => {
    const c = classifyText('minced pork in gravy, pieces about 4 mm');
    const seen = new Set<string>();
    for (const lang of TEXT_LANGUAGES) {
      const text = explainClassification(c, lang);
      expect(text.length, lang).toBeGreaterThan(40);
      expect(text, lang).toContain(levelLabel(5, lang));
      seen.add(text);
    }
    expect(seen.size).toBe(TEXT_LANGUAGES.length);
  });

  it('say when nothing was recognised (rule UNREADABLE)', () => {
    expect(explainClassification(classifyText('qwerty uiop'), 'en')).toMatch(/could not be read/);
  });

  it('name the hazards that raised a level', () => {
    const text = explainClassification(classifyText('minced beef with peas in thin gravy'), 'en');
    expect(text).toMatch(/Mixed thin-and-thick consistency/);
    expect(text).toMatch(/Level 7/);
  });
});

describe('confirming tests and hazard labels', () => {
  it('give at least one physical check for every level, kind and language', () => {
    for (const { level } of IDDSI_LEVELS)
      for (const kind of ['food', 'drink'] as const)
        for (const lang of TEXT_LANGUAGES) expect(confirmingTests(level, kind, lang).length).toBeGreaterThan(0);
    expect(confirmingTests(2, 'drink', 'en')[0]).toMatch(/4–8 ml/);
    expect(confirmingTests(5, 'food', 'en').join(' ')).toMatch(/4 mm/);
    expect(confirmingTests(6, 'food', 'en').join(' ')).toMatch(/1\.5 × 1\.5 cm/);
  });

  it('label every hazard in every language', () => {
    for (const code of HAZARD_CODES) for (const lang of TEXT_LANGUAGES) expect(hazardLabel(code, lang)).not.toBe(code);
    expect(hazardLabel('unknown_code', 'en')).toBe('unknown_code');
  });
});

describe('the spec response', () => {
  it('has the spec fields with their exact names and types, plus the extensions', () => {
    const c = classifyText('glutinous rice dumpling');
    const r = toClassifyResponse(c, 'th');
    expect(IddsiClassifyResponse.parse(r)).toBeTruthy();
    expect(r.iddsi_level).toBe(7);
    expect(r.label).toBe('Regular');
    expect(r.warning).toBe(CLINICAL_WARNING);
    expect(Object.keys(r.multilingual_explanation).sort()).toEqual([...RESPONSE_LANGUAGES].sort());
    expect(r.explanation_en).toBe(r.multilingual_explanation.en);
    expect(r.explanation_zh_hant).toBe(r.multilingual_explanation['zh-HK']);
    expect(r.explanation).toBe(r.multilingual_explanation.th);
    expect(r.hazards?.[0]).toMatchObject({ code: 'sticky', label_en: hazardLabel('sticky', 'en'), label: hazardLabel('sticky', 'th') });
    expect(r.kind).toBe('food');
    expect(r.confirm_with?.length).toBeGreaterThan(0);
  });
});
