/**
 * docs/SCREENING.md is the written policy and shared/aspiration/scoring-model.ts
 * its table: every rule id of the code is in the document, every rule id of the
 * document is in the code, and each one is shown firing on a case of its own.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluate, screen, type ScreenInput } from '../../shared/aspiration/screen';
import { CEILINGS, LEVEL_RULES, type RiskLevel } from '../../shared/aspiration/scoring-model';
import { MONITOR_NOTE } from '../../shared/aspiration/notes';

const DOC = readFileSync('docs/SCREENING.md', 'utf8');
const WSWT_FAIL = { volume_ml: 90, cough: false, throat_clear: false, wet_voice: true };

/** One case per rule: the rule fires and the level is the rule's level (or higher, where another rule adds). */
const RULE_CASES: Record<string, { input: ScreenInput; level: RiskLevel }> = {
  red_flag: { input: { symptoms: 'choked on meat at dinner last week', age: 40 }, level: 'high' },
  bedside_fail_sign: { input: { symptoms: 'no cough, but her voice goes gurgly after drinks', age: 50 }, level: 'high' },
  water_swallow_test_failed: { input: { symptoms: 'eats well', age: 70, water_swallow_test: WSWT_FAIL }, level: 'high' },
  guss_failed: { input: { symptoms: 'eats well', age: 70, guss_total: 12 }, level: 'high' },
  rsst_failed: { input: { symptoms: 'Bedside screen: RSST 2 swallows in 30 s, eats well', age: 75 }, level: 'high' },
  mwst_failed: { input: { symptoms: '改訂水飲みテスト 3点。食事は自立。', age: 80 }, level: 'high' },
  saliva_not_swallowed: { input: { symptoms: 'her saliva pools in the mouth, she cannot swallow it', age: 55 }, level: 'high' },
  eat10_severe: { input: { symptoms: 'no complaints', age: 60, eat10: [2, 2, 2, 2, 2, 2, 1, 1, 1, 0] }, level: 'high' },
  persistent_major_sign: { input: { symptoms: 'coughs every time she drinks water', age: 50 }, level: 'high' },
  three_signs: { input: { symptoms: 'swallowing got too hard, lost weight, barely drinking', age: 50 }, level: 'high' },
  unrousable_at_meals: { input: { symptoms: 'at supper we cannot wake him to eat', age: 91 }, level: 'high' },
  drowsy_with_current_sign: { input: { symptoms: 'very drowsy at lunch and holds food in her mouth', age: 60 }, level: 'high' },
  two_major_signs: { input: { symptoms: 'coughs when drinking, wet voice after meals', age: 50 }, level: 'high' },
  major_sign_with_strong_risk_factor: { input: { symptoms: 'coughs at meals', age: 60, diagnosis: 'stroke' }, level: 'high' },
  occasional_bedside_fail_sign_with_strong_risk_factor: {
    input: { symptoms: 'no cough; milk sometimes comes back out of his nose', age: 66, diagnosis: 'multiple sclerosis' },
    level: 'high',
  },
  two_signs_with_strong_risk_factor: {
    input: { symptoms: 'occasionally drools, pockets food', age: 70, diagnosis: 'dementia' },
    level: 'high',
  },
  nutrition_consequence_of_dysphagia: { input: { symptoms: 'lost 5 kg because food is hard to swallow', age: 60 }, level: 'high' },
  nutrition_loss_with_two_swallow_signs: {
    input: { symptoms: 'Nasi sering nyangkut di tenggorokan, makan sampai satu jam, berat badan turun 3 kg.', age: 70 },
    level: 'high',
  },
  recurrent_chest_infection_with_current_sign: {
    input: { symptoms: 'repeated chest infections last year, now coughs at meals', age: 60 },
    level: 'high',
  },
  red_flag_history_with_current_sign: {
    input: { symptoms: 'aspiration pneumonia last year, now coughs at meals', age: 60 },
    level: 'high',
  },
  recurrent_chest_infection_now_with_current_sign: {
    input: { symptoms: 'Second chest infection this month. Clears her throat after meals.', age: 70 },
    level: 'high',
  },
  possible_red_flag_with_strong_risk_factor: { input: { symptoms: '? aspiration', age: 70, diagnosis: 'stroke' }, level: 'high' },
  current_sign: { input: { symptoms: 'food sticks in the throat sometimes', age: 40 }, level: 'moderate' },
  guss_slight_dysphagia: { input: { symptoms: 'eats well', age: 70, guss_total: 17 }, level: 'moderate' },
  // Clinical audit, finding 4.
  current_impairment_without_sign: { input: { symptoms: 'Nil by mouth, PEG fed' }, level: 'moderate' },
  drowsy_at_meals_alone: { input: { symptoms: 'Very drowsy at meals' }, level: 'moderate' },
  eat10_abnormal: { input: { symptoms: 'no complaints', age: 50, eat10: [1, 1, 1, 0, 0, 0, 0, 0, 0, 0] }, level: 'moderate' },
  aspiration_history: { input: { symptoms: 'aspiration pneumonia 2 years ago, eats well', age: 50 }, level: 'moderate' },
  possible_red_flag: { input: { symptoms: '? choking', age: 50 }, level: 'moderate' },
  possible_major_sign: { input: { symptoms: '? coughing at meals', age: 40 }, level: 'moderate' },
  risk_factor_without_sign: { input: { symptoms: 'eats well, no cough', age: 85, diagnosis: "Parkinson's disease" }, level: 'low' },
  points_alone_not_high: { input: { symptoms: 'eats well', age: 90, diagnosis: 'stroke, dementia, tracheostomy' }, level: 'low' },
};

/** The low exemptions of the document, each a case that stays low although it names a sign word. */
const EXEMPTIONS: Record<string, ScreenInput> = {
  protective_cough: { symptoms: 'coughed once yesterday after gulping a whole cup of water, fine when sipping', age: 70 },
  split_tablet: { symptoms: 'the big calcium tablet gets stuck so she cuts it in half, no trouble since', age: 60 },
};

const CODE_IDS = [...LEVEL_RULES.map((r) => r.id), ...Object.values(CEILINGS).map((c) => c.id)];
/** Rule rows of the document's rule tables (the section that decides the level). */
const RULE_SECTION = DOC.slice(DOC.indexOf('## How the level is decided'), DOC.indexOf('## Reading the text'));
const DOC_IDS = [...RULE_SECTION.matchAll(/^\| `([a-z0-9_]+)` \|/gm)].map((m) => m[1]!);

describe('the written policy and the rule table agree', () => {
  it('every rule of the code is in docs/SCREENING.md, and every rule row of the document is in the code', () => {
    for (const id of CODE_IDS) expect(DOC, id).toContain(`\`${id}\``);
    for (const id of DOC_IDS) expect(CODE_IDS, id).toContain(id);
    expect(DOC_IDS.length).toBeGreaterThanOrEqual(LEVEL_RULES.length);
  });

  it('every rule carries the statement it implements', () => {
    for (const r of [...LEVEL_RULES, ...Object.values(CEILINGS)]) expect(r.source.length, r.id).toBeGreaterThan(20);
  });

  it('every rule has a case here', () => {
    expect(Object.keys(RULE_CASES).sort()).toEqual([...CODE_IDS].sort());
  });
});

describe('each rule fires on its case', () => {
  it.each(Object.entries(RULE_CASES))('%s', (id, { input, level }) => {
    const r = evaluate(input);
    expect(r.rules, JSON.stringify(r.items)).toContain(id);
    expect(r.level).toBe(level);
  });
});

describe('low exemptions stay low', () => {
  it.each(Object.entries(EXEMPTIONS))('%s', (id, input) => {
    expect(DOC).toContain(`\`${id}\``);
    expect(evaluate(input).level).toBe('low');
  });

  it('without the exemption the same sign is at least moderate', () => {
    expect(evaluate({ symptoms: 'coughed yesterday after a cup of water', age: 70 }).level).not.toBe('low');
    expect(evaluate({ symptoms: 'the big calcium tablet gets stuck', age: 60 }).level).not.toBe('low');
  });
});

describe('a low result with a risk factor says to monitor; a pass lowers nothing', () => {
  it('risk factor alone: low with the monitor note in the requested language', () => {
    const r = screen({ symptoms: 'eats well, no cough', age: 85, diagnosis: "Parkinson's disease", language: 'es' });
    expect(r.risk_level).toBe('low');
    expect(r.recommendation).toContain(MONITOR_NOTE.es);
    expect(r.recommendation_en).toContain(MONITOR_NOTE.en);
    expect(r.recommendation_zh_hant).toContain(MONITOR_NOTE['zh-HK']);
  });

  it('no risk factor and no age: no monitor note', () => {
    expect(screen({ symptoms: 'knee pain, otherwise well', age: 40 }).recommendation_en).not.toContain(MONITOR_NOTE.en);
  });

  it('a passed water swallow test or GUSS 20 lowers no level', () => {
    const pass = { volume_ml: 90, cough: false, throat_clear: false, wet_voice: false };
    for (const symptoms of ['choked on meat yesterday', 'coughs when drinking', 'food sticks sometimes']) {
      const base = evaluate({ symptoms, age: 70 });
      expect(evaluate({ symptoms, age: 70, water_swallow_test: pass }).level).toBe(base.level);
      expect(evaluate({ symptoms, age: 70, guss_total: 20 }).level).toBe(base.level);
    }
  });

  it('an EAT-10 total written in the text counts like the item scores; item numbers do not', () => {
    expect(evaluate({ symptoms: 'EAT-10 = 24, coughs sometimes', age: 74 }).rules).toContain('eat10_severe');
    expect(evaluate({ symptoms: 'EAT-10 hoy: total 4. Sin tos.', age: 70 }).rules).toContain('eat10_abnormal');
    expect(evaluate({ symptoms: 'EAT-10 item 9 scored, no other complaint', age: 50 }).level).toBe('low');
  });
});

describe('flag_details: an explicit status per flag', () => {
  it('current, past, uncertain and negated are explicit', () => {
    const r = screen({ symptoms: 'no choking. Used to cough with tea years ago. Maybe a wet voice. Drools at meals.', age: 50 });
    const status = Object.fromEntries((r.flag_details ?? []).map((d) => [d.code.replace(/_(past|possible|negated)$/, ''), d.status]));
    expect(status).toMatchObject({ choking: 'negated', wet_voice: 'uncertain', drooling: 'current' });
    expect(['past', undefined]).toContain(status.cough_during_meals ?? status.cough);
    for (const d of r.flag_details ?? []) expect(['current', 'past', 'uncertain', 'negated']).toContain(d.status);
  });

  it('a denied flag weighs nothing and is not in `flags`', () => {
    const r = screen({ symptoms: 'denies coughing or choking, enjoys meals', age: 68 });
    const denied = (r.flag_details ?? []).filter((d) => d.status === 'negated');
    expect(denied.map((d) => d.code)).toEqual(expect.arrayContaining(['choking_negated']));
    for (const d of denied) {
      expect(d.weight).toBe(0);
      expect(r.flags).not.toContain(d.code);
    }
  });
});
