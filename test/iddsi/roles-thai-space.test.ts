/**
 * Rule ROLE_PRESCRIPTION in Thai, which writes a space where other languages
 * write a comma: "for the child" (สำหรับเด็ก) names the eater, and the cut and
 * piece size after the space describe the food; a level keyword after the
 * space still belongs to the diet order.
 */
import { describe, it } from 'vitest';
import { expectLevels } from '../support/iddsi';

describe('ROLE_PRESCRIPTION: a Thai space ends the order', () => {
  it('reads the piece size after the space as the food', () => {
    expectLevels([
      // 2 cm pieces are over Level 6 for anyone; 1 cm is over it for a child
      ['ฟักทองนึ่งนิ่มสำหรับคุณตา หั่นชิ้น 2 ซม.', 7, 'food'],
      ['มันฝรั่งต้มนิ่มสำหรับเด็ก หั่นชิ้น 1 ซม.', 7, 'food'],
      ['โจ๊กปั่นสำหรับคุณยาย ทดสอบช้อนเอียง ไหลออกง่าย ไม่ติดช้อน', 4, 'food'],
    ]);
  });

  it('keeps a level keyword after the space in the order', () => {
    expectLevels([['สำหรับผู้ป่วยอาหารบด ระดับ 5 วันนี้ให้ข้าวต้ม', 7, 'food']]);
  });
});
