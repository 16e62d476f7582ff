/**
 * Rule families added in the second round (one test per family): a measured
 * result against a stated level, colloquial units, spelled-out numbers, flow
 * ranges, hazards an ingredient keeps inside a base, a solid served with a
 * drink, small lumps against chunks, negation after Korean and Japanese verbs,
 * and the lexicon's own hygiene.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { FOOD_TABLE } from '../../shared/iddsi/lexicon/foods';
import { CLAUSE_BREAK, NEG_AFTER, NEG_BEFORE, STOP_WORDS, type Names } from '../../shared/iddsi/lexicon/terms';
import { longestNonOverlapping, type Match } from '../../shared/iddsi/text/matcher';
import { scanMeasures } from '../../shared/iddsi/text/measures';
import { normalizePattern, normalizePatternExact, normalizeText } from '../../shared/iddsi/text/normalize';

type Row = [text: string, level: number, kind?: 'food' | 'drink'];

function check(rows: Row[]) {
  for (const [text, level, kind] of rows) {
    const c = classifyText(text);
    expect({ text, level: c.level, ...(kind ? { kind: c.kind } : {}) }).toEqual({ text, level, ...(kind ? { kind } : {}) });
  }
}

describe('a measured result against a stated level (IDDSI levels are defined by the tests)', () => {
  it('the flow test decides when it contradicts the stated level, in either direction', () => {
    check([
      ['juice labelled level 2, but the flow test left 9 ml', 3, 'drink'],
      ['果汁标的是低稠（2级），但是流动测试剩9毫升', 3, 'drink'],
      ["jus d'orange légèrement épaissi, il reste 2 ml dans la seringue après 10 secondes", 1, 'drink'],
      ['honey thick, but the flow test shows 5 ml left', 2, 'drink'],
    ]);
    expect(classifyText('juice labelled level 2, but the flow test left 9 ml').confidence).toBeLessThan(0.8);
  });

  it('particles too big for the stated level raise it; a stated limit does not', () => {
    check([
      ['puree carrots (meant to be level 4) but has visible lumps about 4mm', 5, 'food'],
      ['level 6 soft and bite sized, pieces about 3 cm', 7, 'food'],
      ['level 6 chicken, pieces under 4 mm', 6, 'food'],
      ['level 5 minced, particles up to 4 mm', 5, 'food'],
    ]);
  });

  it('a measurement that agrees leaves the stated level alone', () => {
    const c = classifyText('level 2 tea, 6 ml left in the syringe');
    expect(c.level).toBe(2);
    expect(c.strength).toBe('explicit');
  });
});

describe('units and numbers as people type them', () => {
  it('reads the colloquial ミリ / 밀리 as millilitres in a flow test and as millimetres otherwise', () => {
    check([
      ['お茶にとろみ剤少し、シリンジテストで10秒後に2ミリ残る', 1, 'drink'],
      ['とろみ水、10秒後の残量は三ミリ', 1, 'drink'],
      ['점도증진제 물, 10초 후 3밀리 남음', 1, 'drink'],
      ['刻み食、4ミリ角、とろみあんでまとめてある', 5, 'food'],
    ]);
  });

  it('reads spelled-out numbers before a unit in every script', () => {
    const first = (s: string) => scanMeasures(normalizeText(s))[0];
    expect(first('two ml left')).toMatchObject({ lo: 2, unit: 'ml' });
    expect(first('quedan siete ml')).toMatchObject({ lo: 7, unit: 'ml' });
    expect(first('il reste neuf ml')).toMatchObject({ lo: 9, unit: 'ml' });
    expect(first('siyam na ml ang natira')).toMatchObject({ lo: 9, unit: 'ml' });
    expect(first('sisa tujuh ml')).toMatchObject({ lo: 7, unit: 'ml' });
    expect(first('còn bảy ml')).toMatchObject({ lo: 7, unit: 'ml' });
    expect(first('เหลือเจ็ดมล.')).toMatchObject({ lo: 7, unit: 'ml' });
    expect(first('일곱 밀리리터')).toMatchObject({ lo: 7, unit: 'ml' });
    expect(first('剩七ml')).toMatchObject({ lo: 7, unit: 'ml' });
    expect(first('morceaux de deux cm')).toMatchObject({ lo: 20, unit: 'mm' });
    // a number word that is not before a unit is not a measurement
    expect(scanMeasures(normalizeText('two slices of bread, one cup of tea'))).toEqual([]);
    check([
      ['thickened juice: seven ml left in the syringe', 2, 'drink'],
      ['tubig na may pampalapot, pitong ml ang natira', 2, 'drink'],
    ]);
  });

  it('reads a flow range by its interior: "4-8 ml" is the Level 2 band', () => {
    check([
      ['thickened tea, 4-8 ml left', 2, 'drink'],
      ['thickened tea, 1-4 ml left after 10 s', 1, 'drink'],
      ['thickened tea, 8-10 ml left after 10 s', 3, 'drink'],
    ]);
  });
});

describe('hazards of foods inside a base', () => {
  it('an ingredient keeps the risk no base takes away (pea skins, rubbery shrimp)', () => {
    check([
      ['mashed potato with peas', 7, 'food'],
      ['鸡蛋羹里有虾仁', 7, 'food'],
      ['porridge with raisins', 7, 'food'],
    ]);
    // an ingredient without such a risk leaves the base to decide
    expect(classifyText('porridge with banana').level).toBe(5);
  });

  it('a solid dish with a drink is judged as the solid', () => {
    check([
      ['ice cream with wafer', 7, 'food'],
      ['cornflakes with milk', 7, 'food'],
      ['粟米片浸奶，奶已經吸晒', 7, 'food'],
      ['milk with honey', 0, 'drink'],
    ]);
  });
});

describe('lumps and chunks', () => {
  it('small lumps left in a purée make it Level 5; chunks are bigger', () => {
    check([
      ['smooth puree but with some lumps', 5, 'food'],
      ['粒の残ったペースト', 5, 'food'],
      ['puree with chunks', 7, 'food'],
      ['pureed chicken with no lumps and no bits', 4, 'food'],
      ['ミキサーで細かくした肉、粒がなく、なめらか', 4, 'food'],
    ]);
  });
});

describe('negation after the word (Korean and Japanese verbs)', () => {
  it('reads "not put in" and "not made"', () => {
    check([
      ['점도증진제를 넣지 않은 물', 0, 'drink'],
      ['걸쭉하지 않은 보리차', 0, 'drink'],
      ['とろみをつけていないお茶', 0, 'drink'],
    ]);
  });
});

describe('preparation and test words added per language', () => {
  it('reads "pours slowly" as Level 3 and the words people use for it', () => {
    check([
      ['crema de calabacín triturada y espesada, se puede beber de un vaso, gotea despacio entre los dientes del tenedor', 3, 'drink'],
      ['velouté de légumes mixé lisse et épaissi, se boit au verre, coule lentement de la cuillère', 3, 'drink'],
      ['우유에 점도증진제, 흐름 테스트 6ml 남음', 2, 'drink'],
      ['호박죽, 곱게 갈아 덩어리 없음, 숟가락에서 형태 유지', 4, 'food'],
      ['花蜜稠度的蘋果汁', 2, 'drink'],
    ]);
  });
});

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
