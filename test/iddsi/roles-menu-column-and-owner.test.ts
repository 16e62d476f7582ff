/**
 * Rules ROLE_MENU_COLUMN and ROLE_OWNER_AFTER_ITEM: a menu's level column and the owner of the food are set apart
 * from what the text says of the food, with phrases of their own in the languages read.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';

const levels = (texts: readonly string[]) => texts.map((t) => [t, runEngine(t).level] as const);

describe(`${RULES.ROLE_MENU_COLUMN.id}: a menu's level column is the menu's, the described spoon tilt decides`, () => {
  it('sets the column aside and reads the tested purée as Level 4, in several languages', () => {
    const texts = [
      "Care home menu, Level 5 column: 'orange fool'. Smooth with no bits, it holds its shape on the spoon and slides off in one go, not sticky.",
      'Menú de la residencia, columna nivel 5: crema de chocolate. Lisa, sin grumos, mantiene la forma en la cuchara y cae entera al inclinarla, no se pega.',
      '养老院餐单，5级栏：芒果布丁。很顺滑，一点颗粒都没有，在勺子上保持形状，倾斜勺子整块滑落，不粘勺。',
    ];
    for (const [text, level] of levels(texts)) expect({ text, level }).toEqual({ text, level: 4 });
    expect(runEngine(texts[0]!).setAside.length).toBeGreaterThan(0);
  });

  it('leaves a food under a column as usually served', () => {
    expect(runEngine('Level 4 column: fried chicken').level).toBe(7);
  });
});

describe(`${RULES.ROLE_OWNER_AFTER_ITEM.id}: whose food it is opens no diet order`, () => {
  it('reads the preparation and tests after the owner as the food’s', () => {
    const texts = [
      'Ang lugaw ni Lola dinurog ko sa blender, walang buo-buo, makapal, hindi tumutulo sa tinidor',
      'cháo của bà tôi xay nhuyễn, không vón cục, đặc, không nhỏ giọt qua nĩa',
      'bubur milik Oma diblender halus, tidak ada gumpalan, kental, tidak menetes dari garpu',
    ];
    for (const text of texts) {
      const r = runEngine(text);
      expect({ text, level: r.level, setAside: r.setAside }).toEqual({ text, level: 4, setAside: [] });
    }
  });

  it('still reads the owner\'s own order after the name as the eater\'s ("naka", "ang diet niya ay")', () => {
    for (const text of ['Yung adobo ni Lolo, naka level 4 puree siya', 'Yung adobo ni Lolo, ang diet niya ay level 4 puree']) {
      const r = runEngine(text);
      expect({ text, level: r.level, setAside: r.setAside.length > 0 }).toEqual({ text, level: 7, setAside: true });
    }
  });

  it('still reads a person who opens the text with an order as the eater', () => {
    const r = runEngine('Lola, level 4 puree, fried chicken');
    expect({ level: r.level, setAside: r.setAside.length > 0 }).toEqual({ level: 7, setAside: true });
  });
});

describe(`${RULES.DRINK_LEVEL_SET_ASIDE_UNTESTED.id}: a drink under a column, set aside and untested, asks the flow test`, () => {
  const cap = RULES.DRINK_LEVEL_SET_ASIDE_UNTESTED.confidence.cap;

  it('keeps the thinner answer with the flow test and a capped confidence', () => {
    for (const text of ['Level 3 column: thickened orange juice', 'Level 2 column: thickened apple juice', 'Level 3 menu: thickened tea']) {
      const r = runEngine(text);
      expect({ text, kind: r.kind, needsTest: r.needsTest, capped: r.confidence <= cap, thinner: r.level < 3 }).toEqual({
        text,
        kind: 'drink',
        needsTest: true,
        capped: true,
        thinner: true,
      });
    }
  });

  it('does not cap a drink whose own thickness the text states or tests', () => {
    expect(runEngine('Level 3 column: orange juice, thickened, 6 ml left after 10 seconds').confidence).toBeGreaterThan(cap);
    expect(runEngine('Mum is on level 2 drinks, I made her tea mildly thick').confidence).toBeGreaterThan(cap);
  });
});
