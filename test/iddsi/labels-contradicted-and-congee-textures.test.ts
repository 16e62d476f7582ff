/**
 * Labels contradicted after a contrast, thin sauce on the plate, removed wrappers and congee textures,
 * tested on phrases of our own (other foods, other languages).
 */
import { describe, expect, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { classifyText } from '../../shared/iddsi/classify';
import { runEngine } from '../../shared/iddsi/text/engine';
import { expectLevels } from '../support/iddsi';

/** Each text gets `level` and the answer says a test must settle it. */
function expectLevelNamingTest(texts: readonly string[], level: number): void {
  for (const text of texts) {
    const c = runEngine(text);
    expect({ text, level: c.level, needsTest: c.needsTest }).toEqual({ text, level, needsTest: true });
  }
}

describe(`rule ${RULES.LABEL_CONTRADICTED_AFTER_CONTRAST.id}: the food's own evidence after "but" outranks the label`, () => {
  it('answers what the food shows, not the label', () =>
    expectLevels([
      // the label claims a purée, the food has whole pieces: Level 7
      ['label said puree but there are whole kernels of sweetcorn in it', 7],
      ['etiqueta dice puré, pero tiene granos enteros de maíz', 7],
      ['tub said minced and moist but the peas are still whole', 7],
      // the label claims a higher level, the food tests as a purée: the tests decide
      ['packet said Level 5 but it has been blended smooth, holds its shape on the spoon and slides off in one lump', 4],
      ['nhãn ghi mức 6 nhưng đã xay nhuyễn, không vón cục, trượt khỏi thìa', 4],
      // a sentence end or a heading colon turns to what was found as a contrast word does
      ['Container: Soft & Bite-sized L6. Checked it: completely smooth, no lumps, holds its shape on the spoon', 4],
      ['carne etiquetada nivel 6, prueba: picada fina, trozos de 3 mm, húmeda', 5],
      ['ถุงเขียนว่าระดับ 6 แต่เนียนหมด ไม่มีก้อนเลย', 4],
    ]));
  it('leaves a food seen to flow to the fluid rules (never below Level 3 here)', () => {
    expect(classifyText('lid says puree level 4 but on the spoon it pours straight off, runny').level).toBeGreaterThanOrEqual(3);
  });
});

// IDDSI Levels 4-6 have no thin liquid separating; a sauce or gravy running over the plate is one
describe('thin sauce running over the plate is a mixed consistency (IDDSI Levels 4-6 exclusion)', () => {
  it('raises a minced or mashed food to Level 7 with the hazard, without confidence', () => {
    for (const text of [
      'mashed potato with gravy, the gravy runs off and pools around it',
      'carne picada con salsa, la salsa corre por el plato',
      'cháo thịt băm, nước sốt chảy khắp đĩa',
      '免治牛肉撈汁，汁流到成碟都係',
    ]) {
      const c = runEngine(text);
      expect({ text, level: c.level, hazard: c.hazards.some((h) => h.code === 'mixed_consistency') }).toEqual({
        text,
        level: 7,
        hazard: true,
      });
      expect(c.confidence).toBeLessThan(0.8);
    }
  });
});

// every hazard said removed and the level's test evidence given: the level the evidence shows
describe(`rule ${RULES.WRAPPER_REMOVED.id} and the vocabulary of removed hazards with test evidence`, () => {
  it('answers the level the size and fork test show once skin, bones, shell or wrapper are removed', () =>
    expectLevels([
      ['pork chop, bone and rind off, cut 1.5 cm, I can squash a piece with the fork, it stays flat', 6],
      ['turkey leg, bones out, skin removed, cut 1cm, fork presses it flat, thumbnail goes white', 6],
      ['烧卖啲皮剥走咗，虾仁剁碎4mm，湿润，用叉一压就散', 5],
      ['tôm bóc vỏ băm nhỏ 4mm, ẩm, dùng nĩa ấn là nát', 5],
      ['医生建议5级。午餐：鸡肉去皮去骨，剁碎4mm，湿润，叉一压就散', 5],
      ['饼干泡牛奶后打到好滑，冇粒', 4],
      ['鲈鱼去刺去皮，蒸熟，切1厘米粒，用叉一压就散', 6],
      ['cooked cabbage cut to 1 cm, squash flat under the fork, thumbnail goes white', 6],
      ['isda, tinanggal ang tinik, dinurog ng tinidor, basa pero walang tumutulong sarsa, mga 4mm', 5],
    ]));
  it('keeps the wrapper hazard when only the filling is said prepared', () => {
    expect(runEngine('siu mai, filling minced 4mm, moist').hazards.some((h) => h.code === 'sticky')).toBe(true);
  });
});

// congee blended smooth and holding its shape is a purée; one only cooked down is Level 5 until tested
describe('congee and porridge: blended smooth (Level 4) and cooked until the grains break down (Level 5, needs the test)', () => {
  it('reads Korean polite negation ("없어요", "없습니다") after the word it negates', () =>
    expectLevels([
      ['호박죽을 믹서로 곱게 갈았어요, 덩어리가 없어요, 숟가락을 기울이면 한 덩어리로 떨어져요', 4],
      ['야채죽을 갈아서 부드럽고 알갱이는 하나도 없습니다, 숟가락 위에서 모양이 유지돼요', 4],
    ]));
  it('answers Level 5 with the test named for a congee cooked down without a blender', () =>
    expectLevelNamingTest(['白粥煲到米都溶', 'jook, cooked until the grains break down', 'bubur dimasak sampai nasinya hancur'], 5));
});

// a drink's label contradicted by its flow test: "not a drop left" in the syringe is Level 0
describe('flow test emptied after a label (zh "一滴都冇剩", tl "wala nang natira"): the test decides', () => {
  it('answers Level 0', () =>
    expectLevels([
      ['標籤寫住二級稠，但係針筒測試十秒後一滴都冇剩', 0],
      ['sabi ng label level 2, pero sa flow test wala nang natira pagkatapos ng 10 segundo', 0],
    ]));
});

// a congee called 綿 (cooked to a smooth mush) is Level 5 until tested; "a pot of" is a measure, not a hotpot
describe('congee cooked to a smooth mush (綿) reads Level 5 with the test named', () => {
  it('answers 5 and names the test', () => expectLevelNamingTest(['煮咗一鍋好綿嘅粥俾嫲嫲', '白粥煲得很綿', '好綿的白粥'], 5));
});
