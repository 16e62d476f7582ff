/**
 * The Level 3 slow pour and the Level 4 slide are spoon results (IDDSI Testing Methods 2019: the spoon tilt
 * test; Level 3 "pours slowly off a spoon"). The same verbs said of a glass slipping from the hand, water
 * running down the throat, juice out of a bottle or bread out of milk say nothing about the spoonful, so only
 * the phrases that carry the spoon, the tilt or the whole spoonful are read as the result.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { expectLevels } from '../support/iddsi';

describe('spoon_slides needs the spoon, the tilt or the whole spoonful (terms.ts spoon_slides; rule TEST_IN_OWN_WORDS)', () => {
  it('keeps a Hindi glass or cup that slips from the hand at its own level', () => {
    expectLevels([
      ['पानी, गिलास हाथ से फिसल जाता है', 0, 'drink'],
      ['चाय, कप फिसल जाता है', 0, 'drink'],
      ['दूध, स्टील का गिलास हाथ से फिसल जाता है', 0, 'drink'],
      ['पानी गाढ़ा किया, लेवल 2, गिलास फिसल जाता है', 2, 'drink'],
    ]);
  });

  it('keeps Hindi food pieces that slip at Level 7', () => {
    expectLevels([
      ['उबले आलू के बड़े टुकड़े, फिसल जाता है', 7, 'food'],
      ['उबली गाजर के बड़े टुकड़े, प्लेट से फिसल जाते हैं', 7, 'food'],
    ]);
  });

  it('keeps a Vietnamese thin or mildly thick drink that falls off a tilted spoon below Level 4', () => {
    for (const text of ['trà, nghiêng muỗng thì rơi', 'nước cam, rơi khỏi muỗng', 'sữa, nghiêng muỗng là rơi'])
      expect(classifyText(text).level, text).toBe(0);
    const juice = classifyText('nước cam pha bột làm đặc, rơi khỏi muỗng nhanh');
    expect(juice.level).toBeLessThan(3);
    expect(juice.kind).toBe('drink');
  });

  it('does not lower Vietnamese food pieces for a spoonful that just falls', () => {
    expect(classifyText('khoai tây luộc cắt miếng, rơi khỏi muỗng').level).toBeGreaterThanOrEqual(6);
    expect(classifyText('cà rốt luộc cắt khúc, nghiêng muỗng rơi').level).toBeGreaterThanOrEqual(6);
  });

  it('keeps Thai foods that come off in one piece at Level 7 with their hazards', () => {
    for (const text of ['ขนมปังจุ่มนม หลุดออกทั้งก้อน', 'วุ้นมะพร้าวในน้ำกะทิ หลุดออกทั้งก้อน']) {
      const c = classifyText(text);
      expect([c.kind, c.level], text).toEqual(['food', 7]);
      expect(
        c.hazards.map((h) => h.code),
        text,
      ).toContain('mixed_consistency');
    }
    expect(classifyText('มันฝรั่งต้มชิ้น หลุดออกทั้งก้อน').level).toBeGreaterThanOrEqual(6);
  });

  it('still reads the slide when the spoon, the tilt or the whole spoonful is named', () => {
    expectLevels([
      ['कद्दू को चिकना पीस दिया, चम्मच पर टिकी रहती है, झुकाने पर पूरी फिसल जाती है', 4, 'food'],
      ['bí đỏ nghiền mịn, giữ hình trên muỗng, nghiêng muỗng thì rơi cả khối', 4, 'food'],
      ['มันม่วงบดละเอียด ตักแล้วตั้งเป็นก้อน เอียงช้อนก็หลุดออกทั้งก้อน', 4, 'food'],
    ]);
  });
});

describe('pours_slowly needs the spoon (terms.ts pours_slowly; rule TEST_IN_OWN_WORDS)', () => {
  it('keeps Chinese water that flows slowly down the throat or a cup at Level 0', () => {
    expectLevels([
      ['温水，喝的时候顺着喉咙慢慢往下流', 0, 'drink'],
      ['清水，倒进杯子后慢慢往下流', 0, 'drink'],
      ['暖水，沿住杯边慢慢往下流', 0, 'drink'],
    ]);
  });

  it('keeps a Spanish thick stream from a bottle or a jug at its own level', () => {
    expectLevels([
      ['zumo de naranja, sale en chorro grueso', 0, 'drink'],
      ['jugo de naranja natural, sale como chorro grueso de la botella', 0, 'drink'],
      ['leche, en chorro grueso no, sale fino', 0, 'drink'],
      ['agua con espesante nivel 1, cae como chorro grueso', 1, 'drink'],
      ['caldo colado, sale de la jarra en chorro grueso', 0, 'drink'],
    ]);
  });

  it('still reads the slow pour off the spoon as Level 3', () => {
    expectLevels([
      ['橙汁加了增稠剂，从勺子上慢慢往下流，用杯子喝', 3, 'drink'],
      ['jugo de pera espesado, cae de la cuchara despacio, lo bebe en vaso', 3, 'drink'],
    ]);
  });
});

describe('a thin coat on the spoon keeps Level 0 in reach (terms.ts coats_spoon_thinly, not mildly_thick_cue; rule THICK_AT_LEAST_MILDLY)', () => {
  it('does not make a plain Indonesian juice Mildly thick for coating the spoon', () => {
    for (const text of ['jus jeruk, melapisi sendok', 'jus jeruk, agak melapisi sendok', 'jus jeruk, ninggalin lapisan di sendok']) {
      const c = classifyText(text);
      expect(c.kind, text).toBe('drink');
      expect(c.level, text).toBeLessThanOrEqual(1);
    }
  });
});

describe('a Vietnamese diet is the eater’s only when a person has it (roles.ts ROLE_BEFORE vi; rule ROLE_PRESCRIPTION)', () => {
  it('keeps the level the food was made to when the diet follows the food', () => {
    expectLevels([
      ['Thịt băm theo chế độ ăn cấp 5', 5, 'food'],
      ['thịt gà xé có chế độ ăn cấp 6', 6, 'food'],
      ['Súp bí đỏ xay, có chế độ ăn cấp 4', 4, 'drink'],
    ]);
  });

  it('still sets aside the diet a person has for the food served', () => {
    expectLevels([['Bà có chế độ ăn cấp 5, hôm nay ăn cá hấp xay nhuyễn, giữ hình trên muỗng, nghiêng muỗng thì rơi cả khối', 4, 'food']]);
  });
});

describe('pieces that block a straw say nothing of the thickness (terms.ts straw_hard; rule STRAW_BLOCKED_BY_BITS)', () => {
  it('keeps a juice with pulp or seeds that will not come up a straw at Level 0', () => {
    expectLevels([
      ['西瓜汁有果粒，吸管吸不上来', 0, 'drink'],
      ['木瓜汁有果肉，吸管吸不动', 0, 'drink'],
      ['Orange juice with bits, cant get it up a straw, straw too thin', 0, 'drink'],
      ['Mango juice with pulp, hard to suck through a straw', 0, 'drink'],
    ]);
  });

  it('still reads the straw of a smooth thickened drink', () => {
    expectLevels([['Jus jeruk sudah dikasih pengental, pakai sedotan harus nyedot agak kuat', 2, 'drink']]);
  });
});
