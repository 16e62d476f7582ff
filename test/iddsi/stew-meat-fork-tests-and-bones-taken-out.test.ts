/**
 * The meat word of a stew
 * is the stew's own meat, fork tests said with a pronoun or an adverb, bones said removed politely in
 * Japanese. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels, expectStandingHazard } from '../support/iddsi';

describe(`the meat word beside a meat stew names its meat (rule ${RULES.MEAT_WORD_NAMES_DISH_MEAT.id})`, () => {
  it('reads a fork pressure result on the meat of a stew as the stew tested tender', () => {
    expectLevels([
      ['lamb casserole, the meat diced 1cm, squashes under the fork', 6, 'food'],
      ['chicken curry, chicken in 1 cm pieces, breaks apart with a fork', 6, 'food'],
      ['ビーフシチュー、肉は1cm角、フォークで簡単につぶれる', 6, 'food'],
    ]);
  });
  it('still keeps the toughness when a second solid food is named, or nothing was tested', () => {
    expectStandingHazard(
      ['beef stew with potatoes, meat diced 1cm, squashes under the fork', 'lamb stew, meat in 1cm pieces'],
      7,
      'tough_fibrous',
    );
  });
});

describe(`fork tests said with a pronoun or an adverb (rule ${RULES.TESTED_TENDER.id})`, () => {
  it('reads "cut it with the side of the fork" and "squash it flat" as the Level 6 fork tests', () => {
    expectLevels([
      ['braised pork, 1cm dice, you can cut them with the side of a fork', 6, 'food'],
      ['pot roast cut to 1 cm, I squash it flat with the fork', 6, 'food'],
      ['燜牛腩切粒1cm，叉边都切得开', 6, 'food'],
    ]);
  });
  it('still reads squash the vegetable', () => {
    expectLevels([['pumpkin and squash, steamed soft, 1cm cubes', 6, 'food']]);
  });
});

describe('Japanese bones removed in the polite past ("骨は全部取りました")', () => {
  it('reads the fish as boned', () => {
    expectLevels([
      ['煮魚、骨を全部取りました、1cmにほぐして、フォークで簡単につぶれる', 6, 'food'],
      ['鯖の味噌煮、骨は取りました。身は1cm、フォークでつぶせる', 6, 'food'],
    ]);
  });
  it('still keeps bones when they were not taken out', () => {
    expectStandingHazard(['焼き魚、骨は取っていない、フォークでつぶせる'], 7, 'bones');
  });
});

describe('the spoon tilt said in the carer\'s own words (Korean, Thai, English "tip it")', () => {
  it('reads a smooth food that falls off the tilted spoon and is not sticky as Level 4', () => {
    expectLevels([
      ['호박죽을 곱게 갈았어요, 숟가락을 기울이면 쉽게 떨어지고 끈적거리지 않아요', 4, 'food'],
      ['apple puree, smooth, slides off when you tip the spoon', 4, 'food'],
      ['ฟักทองบดละเอียดเนียน เอียงช้อนแล้วหล่น ไม่ติดช้อน', 4, 'food'],
    ]);
  });
  it('still reads Korean "sticky" as sticky', () => {
    expectStandingHazard(['떡을 잘게 잘랐어요, 끈적해요'], 7, 'sticky');
  });
});

describe('Vietnamese fork drip "in dollops" (từng cục) is the Level 3 drip, not lumps', () => {
  it('reads a puree that drips slowly in dollops through the fork as Level 3', () => {
    expectLevels([
      ['Bí đỏ xay nhuyễn, nấu sánh, nhỏ giọt từng cục qua nĩa', 3, 'food'],
      ['Cà rốt xay nhuyễn, lọc kỹ, rơi từng cục qua nĩa', 3, 'food'],
    ]);
  });
});

describe('"spud" is potato', () => {
  it('reads mashed spuds as mashed potato', () => {
    expectLevels([['mashed spuds with a bit of butter', 5, 'food']]);
  });
});

describe('a Chinese chicken wing is not fried unless the text says so (雞翼 is bony, skinned poultry)', () => {
  it('reads wings boned, skinned, cut to 1 cm and fork-tender as Level 6', () => {
    expectLevels([['鸡中翼起骨去皮，切粒1cm，炆到好腍，叉边都切得开', 6, 'food']]);
  });
  it('keeps the bones of a soy-braised wing, the skin of one not skinned, the crunch of a fried one', () => {
    expectStandingHazard(['豉油鸡翼'], 7, 'bones');
    expectStandingHazard(['鸡翅去骨切粒1cm，炖到好软，叉边都切得开'], 7, 'skins_husks');
    expectStandingHazard(['炸鸡翼'], 7, 'crunchy');
  });
});

describe('Japanese Level 2 drink descriptors with a particle or another verb ("水よりは", "吸う力がいる")', () => {
  it('reads the straw effort and the comparison with water', () => {
    const codes = classifyText('麦茶にとろみ、水よりはゆっくり流れる、ストローだと吸う力が必要').evidence.map((e) => e.code);
    expect(codes).toContain('straw_effort');
    expect(codes).toContain('slower_than_water');
  });
});
