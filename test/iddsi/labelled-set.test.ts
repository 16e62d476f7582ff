/**
 * Regression guard over the labelled set and the shared dev cases: the
 * figures that `npm run eval:text` prints must stay within the targets, and
 * the lexicon must stay consistent.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { readJsonl, type TextCase } from '../support/labelled-cases';
import { FOOD_TABLE } from '../../shared/iddsi/lexicon/foods';
import { lexicon } from '../../shared/iddsi/text/lexicon-index';
import { normalizePattern, normalizePatternExact } from '../../shared/iddsi/text/normalize';

type Case = TextCase;

const load = (rel: string): Case[] => {
  const path = fileURLToPath(new URL(rel, import.meta.url));
  return existsSync(path) ? readJsonl<Case>(path) : [];
};

const labelled = load('../fixtures/iddsi-text-cases.jsonl');
const dev = load('../fixtures/iddsi-text-devset.jsonl');

describe('labelled set', () => {
  it('has at least 300 cases over every language of the issue, both kinds and all levels', () => {
    expect(labelled.length).toBeGreaterThanOrEqual(300);
    const langs = new Set(labelled.map((c) => c.text_lang));
    for (const l of ['en', 'zh-HK', 'zh-TW', 'zh-CN', 'ja', 'tl', 'id', 'vi', 'th', 'es', 'ko', 'fr']) expect(langs).toContain(l);
    expect(new Set(labelled.map((c) => c.gold_level)).size).toBe(8);
    expect(new Set(labelled.map((c) => c.kind)).size).toBe(2);
  });

  it('meets the accuracy, per-language, danger and calibration targets', () => {
    const cases = [...labelled, ...dev];
    const outs = cases.map((c) => ({ c, r: classifyText(c.text) }));
    const right = (o: (typeof outs)[number]) => o.r.level === o.c.gold_level;
    expect(outs.filter(right).length / outs.length).toBeGreaterThanOrEqual(0.9);
    for (const lang of new Set(cases.map((c) => c.text_lang ?? 'en'))) {
      const group = outs.filter((o) => (o.c.text_lang ?? 'en') === lang);
      expect(group.filter(right).length / group.length, lang).toBeGreaterThanOrEqual(0.8);
    }
    const dangerous = outs.filter((o) => (o.c.kind === 'food' ? o.r.level < o.c.gold_level : o.r.level > o.c.gold_level));
    expect(dangerous.length / outs.length).toBeLessThanOrEqual(0.02);
    const confident = outs.filter((o) => o.r.confidence >= 0.8);
    expect(confident.filter(right).length / confident.length).toBeGreaterThanOrEqual(0.9);
  });
});

describe('lexicon', () => {
  it('compiles once and is reused', () => {
    expect(lexicon()).toBe(lexicon());
    expect(lexicon().foods.length).toBeGreaterThan(50);
  });

  it('never gives one food name two different default levels', () => {
    const seen = new Map<string, { id: string; levels: string }>();
    const clashes: string[] = [];
    for (const line of FOOD_TABLE.trim().split('\n')) {
      const [id, levels] = line.trim().split(/\s+/);
      for (const part of line.slice(line.indexOf(' = ') + 3).split(';')) {
        const lang = part.slice(0, part.indexOf(':')).trim();
        for (const name of part.slice(part.indexOf(':') + 1).split(',')) {
          // Vietnamese names keep their tones (bò beef, bơ avocado); others fold
          const key = lang === 'vi' ? normalizePatternExact(name) : normalizePattern(name.replace(/^=/, ''));
          if (!key) continue;
          const prev = seen.get(key);
          if (prev && prev.id !== id && prev.levels.split('/')[0] !== levels!.split('/')[0]) clashes.push(`${key}: ${prev.id} vs ${id}`);
          if (!prev) seen.set(key, { id: id!, levels: levels! });
        }
      }
    }
    expect(clashes).toEqual([]);
  });
});
