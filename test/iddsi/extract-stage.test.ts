/** Stage "evidence" (extract.ts, negation.ts, measure-evidence.ts): what the words of a text become. */
import { describe, expect, it } from 'vitest';
import { extract } from '../../shared/iddsi/text/extract';
import { normalizeText } from '../../shared/iddsi/text/normalize';

const read = (text: string) => extract(normalizeText(text));
const ids = (text: string) => read(text).evidence.map((e) => e.id);

describe('evidence extraction', () => {
  it('reads stated level numbers, lone "L4" and a range', () => {
    expect(read('IDDSI level 4 puree').evidence.find((e) => e.id === 'level_number')?.value).toBe(4);
    expect(read('thickened tea L2').evidence.find((e) => e.id === 'level_number')?.value).toBe(2);
    const range = read('level 4-5').evidence.find((e) => e.id === 'level_number')!;
    expect([range.value, range.valueHi]).toEqual([4, 5]);
  });

  it('reads a volume as a flow result only in a flow-test context', () => {
    expect(ids('6 ml left in the syringe after 10 seconds')).toContain('flow');
    expect(ids('add 6 ml of thickener')).not.toContain('flow');
  });

  it('keeps the bound of a comparator and the population of a piece size', () => {
    const lt = read('pieces less than 4 mm').evidence.find((e) => e.id === 'particle')!;
    expect(lt.bound).toBe(true);
    expect([...lt.weights.keys()]).toEqual([5]);
    const child = read('for my 3 year old, pieces of 6 mm').evidence.find((e) => e.id === 'particle')!;
    expect([child.child, [...child.weights.keys()]]).toEqual([true, [6]]);
  });

  it('negation turns "no lumps" into evidence of smoothness and removes pieces', () => {
    const x = read('soup, no lumps');
    expect(x.evidence.find((e) => e.id === 'lumps')?.negated).toBe(true);
    expect(x.removedHazards.has('mixed_consistency')).toBe(true);
  });

  it('HAZARD_REMOVED_BY_VERB: removal verbs take out the hazards they name', () => {
    const x = read('fish, all bones removed, skin on');
    expect(x.removedHazards.has('bones')).toBe(true);
    expect(x.textHazards.map((h) => h.code)).toContain('skins_husks');
  });

  it('collects role cues for the roles stage', () => {
    expect(read('for residents on Level 6: roast beef').cues.map((c) => c.f)).toContain('role_before');
  });
});
