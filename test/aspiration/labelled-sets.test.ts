/**
 * The labelled vignettes (the shared dev cases and our own set): the targets
 * of the issue as a regression guard. `npm run eval:aspiration` prints the
 * full report; this only asserts the thresholds and the shape of the set.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';
import { readJsonl, type ScreenCase } from '../support/labelled-cases';

type Case = ScreenCase;
const load = (path: string): Case[] => readJsonl<Case>(resolve(path));

const OWN = load('test/fixtures/aspiration-cases.jsonl');
const DEV = load('test/fixtures/aspiration-dev-cases.jsonl');
// Written blind by a second reviewer (see test/eval/aspiration.ts); once fixed against, a regression guard.
const BLIND = [...load('test/fixtures/aspiration-blind.jsonl'), ...load('test/fixtures/aspiration-blind2.jsonl')];

function score(cases: Case[]) {
  let agree = 0;
  const highLow: string[] = [];
  for (const c of cases) {
    const r = evaluate({ symptoms: c.symptoms, age: c.age, diagnosis: c.diagnosis, eat10: c.eat10 });
    if (r.level === c.gold_risk) agree++;
    if (c.gold_risk === 'high' && r.level === 'low') highLow.push(c.id);
  }
  return { agreement: agree / cases.length, highLow };
}

describe('labelled vignettes', () => {
  it('our set has at least 120 cases, unique ids, every level, and each of the ten languages', () => {
    expect(OWN.length).toBeGreaterThanOrEqual(120);
    expect(new Set(OWN.map((c) => c.id)).size).toBe(OWN.length);
    const levels = new Set(OWN.map((c) => c.gold_risk));
    expect([...levels].sort()).toEqual(['high', 'low', 'moderate']);
    const langs = new Set(OWN.map((c) => c.text_lang));
    for (const l of ['en', 'zh-Hant', 'zh-Hans', 'tl', 'id', 'vi', 'th', 'es', 'ja', 'ko']) expect(langs).toContain(l);
  });

  it('the blind sets have unique ids, every level, and the eleven input languages', () => {
    expect(new Set([...OWN, ...BLIND].map((c) => c.id)).size).toBe(OWN.length + BLIND.length);
    expect(new Set(BLIND.map((c) => c.gold_risk)).size).toBe(3);
    const langs = new Set(BLIND.map((c) => c.text_lang));
    for (const l of ['en', 'zh-HK', 'zh-TW', 'zh-CN', 'ja', 'ko', 'tl', 'id', 'vi', 'th', 'es']) expect(langs).toContain(l);
  });

  it.each([
    ['dev cases', DEV],
    ['our set', OWN],
    ['blind sets', BLIND],
  ] as const)('%s: agreement >= 0.90 and no high case judged low', (_name, cases) => {
    const { agreement, highLow } = score(cases);
    expect(highLow).toEqual([]);
    expect(agreement).toBeGreaterThanOrEqual(0.9);
  });
});

describe('metamorphic safety on the labelled vignettes', () => {
  const NOISE = ['No fever. ', 'Knee pain. ', '沒有發燒。', 'ไม่มีไข้ ', 'Tidak demam. ', 'Walang lagnat. ', 'Sin fiebre. ', 'Không sốt. ', '発熱なし。', '열 없음. ', 'denies headache; '];

  it('an unrelated sentence before or after the text never changes the level (a negation does not leak)', () => {
    for (const c of [...OWN, ...BLIND]) {
      const base = evaluate({ ...c }).level;
      for (const noise of NOISE) {
        for (const symptoms of [noise + c.symptoms, `${c.symptoms}. ${noise}`]) {
          expect(evaluate({ ...c, symptoms }).level, `${c.id}: ${symptoms}`).toBe(base);
        }
      }
    }
  });

  it('denying the whole text never raises the score', () => {
    for (const c of [...OWN, ...BLIND]) {
      const base = evaluate({ ...c }).score;
      expect(evaluate({ ...c, symptoms: `denies ${c.symptoms}` }).score, c.id).toBeLessThanOrEqual(base);
    }
  });
});

