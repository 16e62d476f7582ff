/**
 * Hazard removal held as data: fruit whose excess juice is drained, or whose juice is said not to separate, has
 * no juicy hazard left (IDDSI Levels 5 and 6 fruit: "drain excess juice"); a sieve takes gristle and tendon out
 * of a purée as it takes skins and fibres. And the words that read a test or a hazard: Cantonese 羹 tilted is the
 * spoon, not a thick soup; 水分開咗 is liquid separating; ลอกหนังออก peels the skin; そぼろ is crumbled mince, not
 * stringy meat; "jagung manis" is sweetcorn, not peanuts. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

const hazards = (text: string) => classifyText(text).hazards.map((h) => h.code);

describe(`${RULES.HAZARD_REMOVED_BY_VERB.id}: drained juice and sieved gristle are dealt with`, () => {
  it('a soft mashed fruit with its juice drained keeps no juicy hazard', () => {
    expectLevels([
      ['ripe melon, rind and seeds off, mashed with a fork to under 4 mm, excess juice drained, moist', 5, 'food'],
      ['peeled mango in 1 cm chunks, very soft, no juice separating, squash under the fork', 6, 'food'],
    ]);
    expect(hazards('melon mashed fine, juice drained off')).not.toContain('juicy');
  });
  it('a whole juicy fruit stays Level 7 whatever is said of its juice', () => {
    expectLevels([['orange segments with the membranes on, juice drained', 7, 'food']]);
  });
  it('a meat purée blended smooth and sieved has no gristle or tendon left', () => {
    expectLevels([
      ['lamb with gristle, blended smooth and sieved, holds its shape on the spoon', 4, 'food'],
      ['thịt bò còn gân, xay nhuyễn, lọc qua rây, giữ được hình trên muỗng', 4, 'food'],
    ]);
  });
  it('unsieved, the gristle stands', () => {
    expectLevels([['lamb with gristle, chopped small', 7, 'food']]);
  });
});

describe('words read in the language they are written in', () => {
  it('reads a tilted Cantonese 羹 as the spoon', () => {
    expectLevels([
      ['南瓜蓉，羹一打側成舊跌落嚟，唔黐羹', 4, 'food'],
      ['紅蘿蔔蓉，羹一打側就流晒落去', 3],
    ]);
    expect(hazards('南瓜蓉，羹一打側成舊跌落嚟，唔黐羹')).not.toContain('mixed_consistency');
  });
  it('reads separated water, a peeled skin, crumbled mince and sweetcorn', () => {
    expect(hazards('白飯粥，面頭有啲水分開咗')).toContain('mixed_consistency');
    expectLevels([
      ['ไส้กรอกหมูลอกหนังออก สับละเอียดไม่เกิน 4 มม. คลุกซอสข้น ชุ่มชื้น', 5, 'food'],
      ['豚ひき肉のそぼろ、粒は4mm以下、あんでしっとり', 5, 'food'],
    ]);
    expect(hazards('jagung manis rebus')).not.toContain('hard');
  });
});
