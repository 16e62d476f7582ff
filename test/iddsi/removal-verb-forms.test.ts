/**
 * Rule HAZARD_REMOVED_BY_VERB, vocabulary: the polite past and bare forms of Japanese removal verbs after
 * the part ("繊維を取りました", "骨と皮をすべて除いて"), Cantonese and Mandarin sieving verbs after it
 * ("啲筋篩走晒", "纤维筛走"), and an article after "and" joining the objects of one removal verb (rule
 * NEGATION_LIST_SCOPE: "las espinas y la piel", "the bones and the skin"); never after a negator, where
 * the article starts a new phrase. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

const hazards = (text: string) => classifyText(text).hazards.map((h) => h.code);

describe(`${RULES.HAZARD_REMOVED_BY_VERB.id}: Japanese and Chinese removal verbs after the part`, () => {
  it('a sieved fruit purée whose fibres were taken out is judged by its spoon tilt', () => {
    expectLevels([
      ['マンゴーをミキサーにかけて裏ごしし、筋を取りました。スプーンを傾けるとまとまって落ちます。', 4, 'food'],
      ['芒果打蓉再隔篩，啲筋篩走晒，匙羹打側成舊跌落嚟', 4, 'food'],
      ['菠萝打成泥，纤维筛走，勺子倾斜时整团滑落', 4, 'food'],
    ]);
  });
  it('bones and skin all taken out of a fish flaked small and soft: Level 6', () => {
    const text = '鮭の骨と皮をすべて除いて、1cm以下にほぐしました。フォークで押すと簡単につぶれます。';
    expect(classifyText(text).level).toBe(6);
    expect(hazards('鯖の皮は全部除きました')).not.toContain('skins_husks');
  });
  it('a removal said of one part leaves the other', () => {
    expect(hazards('焼き鮭の皮を取り除きました')).toContain('bones');
  });
  it('Cantonese 隔咗 after the part is a time ("after a night"), not strained out', () => {
    expect(hazards('蒸鯇魚，好淋，啲骨隔咗一晚再翻熱')).toContain('bones');
  });
});

describe(`${RULES.NEGATION_LIST_SCOPE.id}: "and the" joins the objects of a removal verb`, () => {
  it('Spanish, Portuguese, English: both parts are out', () => {
    expectLevels([
      ['Al salmón le quitamos las espinas y la piel, trocitos de 1 cm que se deshacen con el tenedor', 6, 'food'],
      ['Tirei as espinhas e a pele da pescada, pedaços de 1 cm, desfaz com o garfo', 6, 'food'],
      ['took out the bones and the skin of the trout, flaked in 1 cm pieces, squashes under the fork', 6, 'food'],
    ]);
  });
  it('after a negator the article starts a new phrase: the skin is there', () => {
    expect(hazards('merluza sin espinas y la piel crujiente')).toContain('skins_husks');
  });
  it('an item said to stay after "and the" is the next clause\'s subject, not a removed object', () => {
    expect(hazards('Merluza al vapor, suave, le quité las espinas y la piel se quedó')).toContain('skins_husks');
  });
});

describe(`${RULES.HAZARD_REMOVED_BY_VERB.id}: a negative that continues the removal verb's stem keeps the bones`, () => {
  it('keeps the bones when they were NOT taken out (取り除かず, 取り出さず, 抜かず, 取っていない, 빼지 않고)', () => {
    for (const t of [
      '鰯の煮付け、骨を取り除かずに煮た、身は柔らかい',
      '鰯の煮付け、骨は取り除いていない、1cm',
      '鯵の南蛮漬け、骨を取り出さずに漬けた',
      '鯵の塩焼き、小骨を抜かずに焼いた',
      '鯵フライ、骨を取っていない',
      '갈치조림, 가시를 빼지 않고 졸였어요',
    ]) {
      expect({ t, h: hazards(t) }).toEqual({ t, h: expect.arrayContaining(['bones']) });
    }
  });
  it('still takes the bones out when the removal was done', () => {
    for (const t of ['鰯の煮付け、骨を取り除いて煮た、1cm', '鯵、骨を抜いてから1cm角に切った', '갈치조림, 가시를 빼고 1cm로 잘랐어요']) {
      expect({ t, h: hazards(t) }).toEqual({ t, h: expect.not.arrayContaining(['bones']) });
    }
  });
});
