/** Juice that separates under the fork, the eater's habitual level in Cantonese, fish bones said gone after the noun. */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels, expectStandingHazard } from '../support/iddsi';

describe(`${RULES.LIQUID_ESCAPING_NOT_REMOVED.id}: juice or sauce separating from a food is a mixed consistency`, () => {
  it('reads the liquid that separates when the food is pressed, in several languages', () => {
    expectStandingHazard(
      ['免治豬肉，用叉壓落去啲汁就分開咗', '菜单说是5级，但一压汁就分离了', 'minced lamb, the gravy separated on the plate'],
      7,
      'mixed_consistency',
    );
  });
  it('keeps a negated separation as no hazard', () => {
    expect(runsHazard('免治豬肉加稠汁，汁冇分開，粒粒細過4毫米')).toBe(false);
  });
});

const runsHazard = (text: string) => classifyText(text).hazards.some((h) => h.code === 'mixed_consistency');

describe(`${RULES.ROLE_NEED_VERB.id}: "佢食 N級" names the eater's level, not the food's`, () => {
  it("lets the food evidence decide after the eater's level", () => {
    expectLevels([['佢食IDDSI 6級嘅，今日碗粥打到好滑，冇粒，但係好稀，倒得出，慢慢由叉縫滴落', 3, 'food']]);
  });
  it('keeps a level that describes the food served ("俾佢食", "他吃了")', () => {
    expectLevels([
      ['畀佢食咗碗5級免治肉', 5],
      ['他吃了4级的粥', 4],
    ]);
  });
});

describe(`${RULES.HAZARD_REMOVED_BY_VERB.id}: fish bones said gone after the noun are dealt with`, () => {
  it('removes the bones for 已去净 and lọc xương, and keeps them when not done', () => {
    expectLevels([
      ['蒸魚，魚骨已去除，魚肉拆成1厘米，用匙羹邊一壓就散', 6, 'food'],
      ['cá hấp đã lọc xương, cắt miếng 1cm, mềm, dùng nĩa ấn nát', 6, 'food'],
    ]);
    expectStandingHazard(['cá chưa lọc xương', 'Forelle mit Gräten', 'truite avec arêtes', 'pescado con espinas'], 7, 'bones');
  });
  it('keeps the bones when the removal is asked or said incomplete', () => {
    expectStandingHazard(
      [
        '蒸魚，鱼刺去净咗未？魚肉拆成1厘米',
        '蒸魚，魚骨已去除嗎，魚肉拆成1厘米',
        '蒸鱼，骨已去除？鱼肉拆成1厘米',
        'cá hấp, gỡ xương không hết, cắt miếng 1cm, mềm',
        'cá hấp, đã lọc xương nhưng chưa hết, 1cm',
        'cá hấp, lọc xương chưa sạch, 1cm',
      ],
      7,
      'bones',
    );
  });
});
