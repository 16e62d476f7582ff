/**
 * A removal done in part or only tried leaves some of the part, and its hazard (rule PARTIAL_REMOVAL_KEEPS); a
 * removal said whole still takes the part out.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';

const hazardCodes = (text: string) => classifyText(text).hazards.map((h) => h.code);

describe(`${RULES.PARTIAL_REMOVAL_KEEPS.id}: a removal in part or only tried leaves the hazard`, () => {
  it.each([
    ['fish with the bones partly removed, cut into 1.5 cm pieces, soft', 'bones'],
    ['removed most of the bones from the fish, flaked, moist, fork mashes it', 'bones'],
    ['chicken, tried to remove the skin, minced 4mm moist', 'skins_husks'],
    ['鱼去掉部分骨头，切小块，软', 'bones'],
    ['魚の骨は一部取った、柔らかく煮た', 'bones'],
    ['pescado, le quitamos parcialmente las espinas, desmenuzado', 'bones'],
  ])('%j stays Level 7 with its hazard', (text, code) => {
    const r = classifyText(text);
    expect(r.level).toBe(7);
    expect(hazardCodes(text)).toContain(code);
  });

  it.each([
    ['fish, bones removed, flaked and moist, 4mm', 5],
    ['chicken skin removed, minced 4 mm moist', 5],
  ])('a whole removal still takes the part out: %j is Level %i', (text, level) => {
    expect(classifyText(text).level).toBe(level);
    expect(hazardCodes(text)).toEqual([]);
  });

  it('cutting in halves is no partial removal: "半分に切った" keeps the grapes whole-skinned and nothing else', () => {
    expect(hazardCodes('ぶどう 半分にカット 皮つきのまま')).toContain('skins_husks');
  });
});
