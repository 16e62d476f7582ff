/**
 * Rule ROLE_LABEL: a "Menu:" heading is the menu's claim, which a reported test outranks; rule
 * FORK_HELD_SMOOTH_PUREE: a Level 4 fork drip result beside "smooth" and "no lumps" is the purée tested.
 * Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

const hazards = (text: string) => classifyText(text).hazards.map((h) => h.code);

describe(`${RULES.ROLE_LABEL.id}: a menu heading is a claim the tests outrank`, () => {
  it('reads the tested purée, not the menu level, in several languages', () => {
    expectLevels([
      ['Menu: Level 7 regular semolina. Today it is smooth, no lumps, holds its shape on the spoon and slides off', 4, 'food'],
      ['メニュー：レベル7普通食のライスプディング。なめらかで粒なし、スプーンを傾けるとまとまって落ちる', 4, 'food'],
      ['Menú: nivel 7 normal, arroz con leche. Hoy está liso, sin grumos, se mantiene en la cuchara y se desliza entera', 4, 'food'],
    ]);
  });
  it('a level before "menu:" stays the menu\'s, and an untested menu line keeps its dish', () => {
    expectLevels([
      ['Level 7 regular menu: vanilla blancmange, smooth, no lumps, holds shape on the spoon', 4, 'food'],
      ['Menu: Level 4 puree chicken', 4, 'food'],
    ]);
  });
});

describe(`${RULES.FORK_HELD_SMOOTH_PUREE.id}: smooth, no lumps and a held fork drip make a purée`, () => {
  it('a vegetable said smooth and lump-free that sits on the fork is Level 4', () => {
    expectLevels([
      ['parsnip mash, smooth, no lumps, stays on the fork without dripping', 4, 'food'],
      ['carrot and turnip, blitzed: smooth, no bits, sits on top of the fork', 4, 'food'],
    ]);
  });
  it('untested, lumpy, or a husk only a sieve takes out, the hazard stands', () => {
    expect(hazards('carrot, smooth')).toContain('tough_fibrous');
    expect(hazards('peas, smooth, no lumps, sits on top of the fork')).toContain('skins_husks');
  });
});

describe(`${RULES.MENU_HEADING_CLAIM.id}: a menu heading over an untested drink is the order, not the drink`, () => {
  it('does not make an untested drink thicker, in several languages', () => {
    for (const text of [
      'Menu: Level 3 moderately thick - tea',
      'Menu: Level 2 mildly thick - orange juice',
      'Menu: Level 4 extremely thick - apple juice',
      '菜单：中度稠 - 奶茶',
      '献立：とろみ中間 お茶',
    ])
      expect({ text, level: classifyText(text).level }).toEqual({ text, level: 0 });
  });
  it('a flow test of the drink, a food level word or a food keeps the heading a label', () => {
    expectLevels([
      ['Menu: Level 2 mildly thick - orange juice, flow test 6 ml left', 2, 'drink'],
      ['Menu: Level 4 pureed pumpkin soup', 4, 'drink'],
      ['Menu: Level 4 puree chicken', 4, 'food'],
    ]);
  });
});
