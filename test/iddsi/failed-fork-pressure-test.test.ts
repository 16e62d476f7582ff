/** A fork pressure test that failed, or could not be done, in every language the engine reads. */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

/** Each text is above Level 6 with a firm hazard (hard, or the food's own toughness) standing. */
function expectFirmAbove6(texts: readonly string[]): void {
  for (const text of texts) {
    const r = runEngine(text);
    const firm = r.hazards.some((h) => h.code === 'hard' || h.code === 'tough_fibrous');
    expect({ text, level: r.level, firm }).toEqual({ text, level: 7, firm: true });
  }
}

describe('a failed or negated fork pressure test: above Level 6 with the hardness hazard (FAILED_TEST_HARD)', () => {
  it('reads the squash verb negated or made impossible in every language', () => {
    expect(RULES.FAILED_TEST_HARD.id).toBe('FAILED_TEST_HARD');
    expect(RULES.FAILED_TEST_FLOOR.id).toBe('FAILED_TEST_FLOOR');
    expectFirmAbove6([
      'Тыкву нарезала кубиками по 1 см, вилкой не размять',
      'Рыбные тефтели по 1 см, не получается раздавить вилкой',
      '두부조림을 1cm로 잘랐는데 포크로 안 으깨져요',
      '애호박을 1cm로 썰었는데 포크로 으깰 수 없어요',
      'courgettes en dés de 1 cm, impossible à écraser à la fourchette',
      'pommes de terre en cubes de 1 cm, on n arrive pas à les écraser avec la fourchette',
      'Kürbis in 1 cm Würfeln, mit der Gabel nicht zu zerdrücken',
      'zucca a cubetti di 1 cm, impossibile schiacciarla con la forchetta',
      'abóbora em cubos de 1 cm, não dá para amassar com o garfo',
      'كوسا مقطعة قطع 1 سم، ما تنهرس بالشوكة',
      'कद्दू 1 सेमी टुकड़ों में, कांटे से मसला नहीं जा सकता',
      '冬瓜切成1cm粒，用叉壓唔爛',
      '南瓜切成1厘米小块，用筷子夹不烂',
      'かぼちゃを1cm角に切った、フォークでつぶせなかった',
      'kalabasa na hiniwa ng 1 cm, hindi mapisa ng tinidor',
      'labu siam dipotong 1 cm, gak bisa dihancurkan pakai garpu',
      'bí đỏ cắt miếng 1 cm, không nghiền được bằng nĩa',
      'ฟักทองหั่น 1 ซม. ใช้ส้อมบี้ไม่แตก',
      'calabaza en dados de 1 cm, no se puede aplastar con el tenedor',
      'butternut squash in 1 cm cubes, too firm to mash with the fork',
    ]);
  });
  it('keeps the passed test at Level 6 without the hazard', () => {
    expectLevels([
      ['Тыкву нарезала кубиками по 1 см, легко раздавливается вилкой', 6, 'food'],
      ['courgettes en dés de 1 cm, s écrase facilement à la fourchette', 6, 'food'],
      ['butternut squash in 1 cm cubes, squashes easily with a fork', 6, 'food'],
    ]);
    expect(runEngine('butternut squash in 1 cm cubes, squashes easily with a fork').hazards).toEqual([]);
  });
});
