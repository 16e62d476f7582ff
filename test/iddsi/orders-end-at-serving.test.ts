/**
 * The eater's order ends where the text turns to what was served; foods a family brings in by brand name;
 * German compound nouns of pieces. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

const setAside = (text: string) => (classifyText(text).setAside ?? []).map((s) => s.matched);

describe(`${RULES.ROLE_ORDER_ENDS_AT_SERVING.id}: the order ends at the first verb of serving or eating`, () => {
  it('reads the pieces in what was served after the order, in English, German and Spanish', () => {
    expectLevels([
      ['Grandad is on pureed and had a custard with apple chunks in it', 7, 'food'],
      ['Opa ist auf pürierter Kost und hat heute Pudding mit Apfelstückchen gegessen', 7, 'food'],
      ['mi madre está en dieta triturada y comió yogur con trozos de fresa', 7, 'food'],
    ]);
    expect(setAside('Grandad is on pureed and had a custard with apple chunks in it')).not.toContain('chunks');
  });
  it('still sets the order itself aside', () => {
    expect(setAside('Grandad is on level 4 pureed and had a smooth custard, holds on the spoon').join(' ')).toMatch(/level 4|pureed/i);
  });
});

describe('vocabulary: confectionery by brand and German compounds of pieces', () => {
  it('answers brand-name chocolates Level 7 with their hazards, whatever level the eater is on', () => {
    const r = classifyText('Mum is level 4 pureed; my brother gave her some Maltesers');
    expect(r.level).toBe(7);
    expect(r.hazards.map((h) => h.code)).toContain('hard');
  });
  it('reads "-stückchen" compounds as pieces', () => {
    expect(classifyText('Grießbrei mit Kirschstückchen').level).toBe(7);
  });
});
