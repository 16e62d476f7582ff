/**
 * Words that read a test or a hazard, and hazards that stay: Cantonese 羹 tilted is the spoon, not a thick soup,
 * and sticking to it (黐羹) fails the spoon tilt test; 水分開咗 is liquid separating; ลอกหนังออก peels the skin;
 * そぼろ is crumbled mince, not stringy meat; "jagung manis" is sweetcorn, not peanuts. A fruit's juice drained on
 * the plate is not its juice in the mouth, a sieved sauce beside a tough meat does not sieve the meat, and seeds
 * "off the tray" are seeds served (IDDSI high-risk foods: juicy, tough, seeds). Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

const hazards = (text: string) => classifyText(text).hazards.map((h) => h.code);

describe('words read in the language they are written in', () => {
  it('reads a tilted Cantonese 羹 as the spoon, and sticking to it as the test failed', () => {
    expectLevels([
      ['南瓜蓉，羹一打側成舊跌落嚟，唔黐羹', 4, 'food'],
      ['紅蘿蔔蓉，羹一打側就流晒落去', 3],
      ['番薯蓉好黐羹，點樣打側都唔跌', 7, 'food'],
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

describe(`${RULES.HAZARD_REMOVED_BY_VERB.id}: only what the words take out of the food is taken out`, () => {
  it('keeps a juicy fruit juicy when its juice is drained off the plate', () => {
    expect(hazards('ripe melon in 1.5 cm cubes, seedless, juice drained')).toContain('juicy');
  });
  it('keeps a tough meat tough beside a sieved sauce', () => {
    expectLevels([['chewy braised beef, minced, with a sieved onion gravy', 7, 'food']]);
    expect(hazards('chewy braised beef, minced, with a sieved onion gravy')).toContain('tough_fibrous');
  });
  it('keeps seeds served from a tray, and removes seeds scooped out of the fruit', () => {
    expect(hazards('plain yoghurt, seeds off the tray stirred in')).toContain('hard');
    expect(hazards('papaya, seeds scooped out, mashed fine')).not.toContain('hard');
  });
});
