/** The vocabulary data and the matcher that reads it. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOOD_TABLE } from '../../shared/iddsi/lexicon/foods';
import { CLAUSE_BREAK, NEG_AFTER, NEG_BEFORE, STOP_WORDS, type Names } from '../../shared/iddsi/lexicon/terms';
import { longestNonOverlapping, type Match } from '../../shared/iddsi/text/matcher';
import { normalizePattern, normalizePatternExact } from '../../shared/iddsi/text/normalize';

describe('lexicon hygiene', () => {
  // Vietnamese words keep their tones when matched (bò beef, bỏ removed); others fold
  const form = (lang: string, w: string) => (lang === 'vi' ? normalizePatternExact(w) : normalizePattern(w));
  const cueForms = (names: Names) =>
    Object.entries(names)
      .flatMap(([lang, list]) => (list ?? '').split(',').map((w) => form(lang, w)))
      .filter(Boolean);

  it('no food name is also a negation cue, a stop word or a clause break ("なし" is not a pear)', () => {
    const cues = new Set([...cueForms(NEG_AFTER), ...cueForms(NEG_BEFORE), ...cueForms(STOP_WORDS), ...cueForms(CLAUSE_BREAK)]);
    const clashes: string[] = [];
    for (const line of FOOD_TABLE.trim().split('\n')) {
      for (const part of line.slice(line.indexOf(' = ') + 3).split(';')) {
        const lang = part.slice(0, part.indexOf(':')).trim();
        for (const name of part.slice(part.indexOf(':') + 1).split(',')) {
          const key = form(lang, name.replace(/^=/, ''));
          if (cues.has(key)) clashes.push(`${line.split(' ')[0]}: ${name}`);
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it('the bucketed longest-match selection equals the sort-based definition', () => {
    const reference = (ms: Match<number>[]) => {
      const sorted = ms.slice().sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
      const taken = new Set<number>();
      const kept: Match<number>[] = [];
      for (const m of sorted) {
        let free = true;
        for (let i = m.start; i < m.end; i++) if (taken.has(i)) free = false;
        if (!free) continue;
        for (let i = m.start; i < m.end; i++) taken.add(i);
        kept.push(m);
      }
      return kept.sort((a, b) => a.start - b.start).map((m) => m.payload);
    };
    const spans = fc.array(fc.tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 8 })), { maxLength: 40 });
    fc.assert(
      fc.property(spans, (raw) => {
        // as the automaton reports them: in order of end, the longer first at one end
        const ms = raw
          .map(([end, len], i) => ({ start: Math.max(0, end - len), end, payload: i, spec: { pattern: '', prefix: false, payload: i } }))
          .sort((a, b) => a.end - b.end || b.end - b.start - (a.end - a.start));
        expect(longestNonOverlapping(ms).map((m) => m.payload)).toEqual(reference(ms));
      }),
      { numRuns: 300 },
    );
  });
});
