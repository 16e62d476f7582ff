/**
 * Issue 14, class 6 and rule DRINK_WORDS_UNREAD: a drink answered only from the drink as usually
 * served is not confident when a word beside it went unread (it may name something in the cup),
 * while the words carers write beside a drink that say nothing of its thickness or contents (how
 * hot, sweet or fresh it is, how it is served: lexicon/drink-words.ts) are read and cost nothing.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES, UNREAD_LIMITS } from '../../shared/iddsi/text/rules';

describe(`${RULES.DRINK_WORDS_UNREAD.id}: one unread word beside a drink`, () => {
  it(`caps the answer below 0.8 from ${UNREAD_LIMITS.drinkUnreadWords} unread word on`, () => {
    for (const text of ['water with kelamfu', 'tea with some brindlewort', 'warm milk, zorbish added']) {
      const r = classifyText(text);
      expect(r.level, text).toBe(0);
      expect(r.confidence, text).toBeLessThanOrEqual(RULES.DRINK_WORDS_UNREAD.confidence.cap);
    }
  });

  it('reads temperature, sweetness and serving words in every language without lowering the answer', () => {
    const texts = [
      'warm milk at bedtime',
      'plain tap water, room temperature',
      'teh manis hangat',
      'malamig na tubig',
      'café noir, sans sucre',
      'Tee, heiß, ohne Zucker',
      'tè freddo',
      'água gelada',
      '따뜻한 보리차 한 잔',
      'горячий чай без сахара',
      'كوب ماء بارد',
      'गरम दूध',
      'ชาเขียวร้อน ไม่ใส่น้ำตาล',
      'nước cam tươi',
      '温かいお茶',
      '豆浆，热的',
    ];
    for (const text of texts) {
      const r = classifyText(text);
      expect(r.level, text).toBe(0);
      expect(r.confidence, text).toBeGreaterThanOrEqual(0.8);
    }
  });

  it('reads a drink taken in one gulp (一啖過) as drunk, not as a bite-sized piece in it', () => {
    for (const text of ['媽媽飲咗杯暖水，一啖過飲晒', '爷爷一口气喝完了一杯温水']) {
      const r = classifyText(text);
      expect({ text, level: r.level, kind: r.kind, hazards: r.hazards.length }).toEqual({ text, level: 0, kind: 'drink', hazards: 0 });
    }
  });
});
