/**
 * Vocabulary held as data for the ways families and staff write in the region: Malay beside Indonesian
 * (dikisar, licin, pekat, tak menitis, bilik), a Vietnamese menu line as a label (thực đơn ghi), Chinese meal
 * words that are not rice (午饭, 晚饭) and the Cantonese fork pressure result 叉壓得爛. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe('regional vocabulary', () => {
  it('reads Malay preparation and test words', () => {
    expectLevels([['atuk bilik 7 makan bubur yang dikisar sampai licin, pekat, tak menitis dari garpu', 4, 'food']]);
  });

  it('reads a Vietnamese menu line as a label that the spoon tilt test outranks', () => {
    const c = classifyText('thực đơn ghi cháo mức 5 nhưng cháo xay mịn, giữ hình trên muỗng, nghiêng là trượt xuống');
    expect([c.level, c.kind]).toEqual([4, 'food']);
    expect(c.setAside?.some((s) => s.role === 'label')).toBe(true);
  });

  it('reads a silken tofu (non is young, not "no"), a soufflé, and Japanese polite negations', () => {
    expect(classifyText('mẹ thích tàu hủ non với nước cốt dừa').hazards.map((h) => h.code)).toContain('mixed_consistency');
    expectLevels([
      ['рыбное суфле, однородное, держит форму на ложке и соскальзывает целиком', 4, 'food'],
      ['ほうじ茶、とろみ剤は使用しません', 0, 'drink'],
      // 压扁 (pressed flat) is the fork pressure test passed, as 压散 is
      ['炖牛腩切成1厘米小块，叉子一压就扁', 6, 'food'],
    ]);
    expect(classifyText('鶏のそぼろ、あんで和えた、水分が分離することはありません').hazards.map((h) => h.code)).not.toContain(
      'mixed_consistency',
    );
  });

  it('reads 午饭 and 晚饭 as the meal, not rice, and 叉壓得爛 as the fork pressure result', () => {
    expect(classifyText('午饭：清蒸鱼，去骨，切1厘米小块').hazards.map((h) => h.code)).not.toContain('sticky');
    expectLevels([['豆腐切1cm粒，用叉壓得爛', 6, 'food']]);
  });
});

describe('comparators and spoon pours held as data', () => {
  it('reads "not quite 1 ml" as just under it, and a slow pour off the spoon in Cantonese and Italian', () => {
    expectLevels([
      ['thickened squash, flow test: not quite 1ml left after 10s', 0, 'drink'],
      ['粟米湯 打到好滑 慢慢由匙羹流落嚟', 3],
      ['crema di zucca frullata, scende lento dal cucchiaio', 3],
      // a passato is a blended soup: drunk from a glass and pouring slowly it is a drink; sitting on the spoon, Level 4
      ['passato di carote, liscio, cola lento dal cucchiaio, lo beve dal bicchiere', 3, 'drink'],
      ['passato di patate, denso, sta sul cucchiaio', 4],
    ]);
  });
});

describe(`${RULES.SPACED_CJK_WORDS.id}: a negation does not reach over a phone-typed space with other words before it`, () => {
  it('a negation before the space does not reach the test result after it', () => {
    expectLevels([
      ['雞肉粒大約1cm 唔使用刀 叉一壓就散 濕潤', 6],
      ['かぼちゃ 角切り1cm 包丁いらない フォークで押すとつぶれる', 6],
    ]);
  });
});

describe('a baked potato mashed and the syringe that kept every drop', () => {
  it('mashing a baked potato without its skin makes a smooth mash; with its skin it keeps the skin', () => {
    expectLevels([
      ['baked potato, skin removed, flesh mashed with milk until smooth, holds its shape on the spoon', 4, 'food'],
      ['baked potato mashed with its skin', 7, 'food'],
    ]);
  });
  it('reads "zero flowed" as no flow', () => {
    expect(classifyText('thickened juice, syringe test: zero flowed in 10 seconds').evidence.map((e) => e.code)).toContain('no_flow');
  });
});

describe('words that look like preparations but are not', () => {
  it('Malay "pekat" (strong) and "kisar" (ground) are not thick or blended; sugar and stock cubes dissolve', () => {
    expectLevels([
      ['teh pekat tanpa gula', 0, 'drink'],
      ['daging kisar goreng kicap', 7, 'food'],
      ['coffee with two sugar cubes', 0, 'drink'],
    ]);
  });
  it('a fork pressure phrase asked as a question is no result, and a slow fall off a tilted spoon is no pour', () => {
    expectLevels([
      ['猪肉 用叉压得烂吗', 7, 'food'],
      ['ミキサー粥 スプーンを傾けるとゆっくり落ちる', 4, 'food'],
    ]);
  });
});

describe('thin liquid said in other words', () => {
  it('a soup that runs like milk is thin; a Tagalog broth separating from the rice is a mixed consistency', () => {
    expectLevels([
      ['carrot soup blended smooth, she drinks it from a mug, runs like milk', 0, 'drink'],
      ['lugaw na may sabaw na naghihiwalay sa kanin', 7, 'food'],
      // an instant soup is a thin broth: the flavour written after it is no piece, what is added with it is
      ['instant soup, mushroom, made up with hot water', 0, 'drink'],
      ['packet soup with noodles', 7, 'food'],
    ]);
  });
});
