/**
 * Fork-tested meat, removal words, thickened drinks on a bed line and purées on the side, closed as
 * vocabulary or rules held as data. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.TESTED_TENDER.id}: a passed side-of-fork test takes away cooked meat's toughness`, () => {
  it('reads the side-of-fork cut in more word orders and languages', () => {
    expectLevels([
      ['Daging kambing tidak lebih dari 1,5 cm, empuk, dipotong pakai sisi sendok', 6],
      ['potongan ayam gak lebih dari 1 cm, lunak, bisa dipotong dgn sisi garpu', 6],
      ['红烧牛腩切1.5cm粒，用叉侧边切得开', 6],
      ['หมูตุ๋นนุ่ม หั่นชิ้น 1.5 ซม. ใช้ด้านข้างส้อมตัดได้', 6],
      ['Adobong manok, walang buto, hiniwa ng 1 cm, nahahati gamit ang gilid ng tinidor', 6],
      ['Lamb casserole, the lamb diced 1.5cm, side of the fork cuts through', 6],
    ]);
  });
  it('keeps 7 for a failed test, a stringy remainder, skin, or pieces over the size', () => {
    expectLevels([
      ['Lamb stew 1.5cm, tough, side of fork won t cut it', 7],
      ['Lamb stew, pieces 3cm, falls apart with the side of a fork', 7],
      ['Lamb stew, 1.5 cm, stringy bits left, falls apart with the side of a fork', 7],
      ['Duck leg with skin on, 1.5cm, cuts with side of fork', 7],
      ['for my 4 yo: lamb stew pieces 1.5cm, cuts with side of fork', 7],
      ['Potongan daging kambing lebih dari 2 cm, empuk, bisa dipotong pakai sisi garpu', 7],
    ]);
  });
});

describe(`${RULES.HAZARD_REMOVED_BY_VERB.id}: bones and gristle taken out in more word orders`, () => {
  it('reads a trimming verb over a list joined by a sign, and a removal after the hazard', () => {
    expectLevels([
      ['Lamb shanks braised 5 hrs, trimmed away all the fat & sinew, cut 1.5cm, falls apart with the side of a fork', 6],
      ['炆鴨起晒骨，鴨肉切1.5cm粒，好腍，用叉側邊一壓就散', 6],
      ['蒸鯇魚啲骨全部起晒，魚肉拆成1cm，好淋，叉側邊切得開', 6],
      ['かぼちゃの煮物：皮・種取り済み、1.5cm角、やわらかく、フォークの側面で切れる', 6],
    ]);
  });
});

describe(`${RULES.ROLE_THICKENED_DRINK_NAMED.id}: a thickened drink named on a bed or resident line`, () => {
  it('reads a flavoured "shake" as a drink and a thickened drink on a person line as thickened, never 0', () => {
    for (const text of ['Room 12 thickened apple juice', 'Bed 3 thickened cranberry juice', '3號床 加稠橙汁', 'strawberry shake']) {
      const r = classifyText(text);
      expect({ text, kind: r.kind, atLeast1: r.level >= 1, needs: r.needsTest }).toEqual({
        text,
        kind: 'drink',
        atLeast1: true,
        needs: true,
      });
    }
  });
  it('leaves the verb "shake" (a spoon shaken in the spoon tilt test) to the food', () => {
    for (const text of [
      'pear purée, a little shake of the spoon and it drops off whole',
      'mashed swede, shake the spoon and it slides off',
    ])
      expect({ text, kind: classifyText(text).kind }).toEqual({ text, kind: 'food' });
  });
  it('keeps a generic thickened word beside a drink named apart as the order', () => {
    expectLevels([['Bed 5 thickened fluids, orange juice', 0]]);
  });
});

describe(`${RULES.PUREE_SIDE_KEEPS_SOLID.id}: a purée served on the side does not soften the main food`, () => {
  it('keeps the piece food its own level beside a purée "添え" or "伴碟", and reads a purée alone as one', () => {
    expectLevels([
      ['鶏肉のソテー、さつまいものピューレ添え', 7],
      ['牛扒，薯蓉伴碟', 7],
      ['にんじんピューレ状', 4],
      ['红萝卜泥', 4],
      ['苹果泥', 4],
    ]);
  });
});
