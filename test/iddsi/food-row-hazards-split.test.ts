/**
 * Food rows whose names did not share their hazards, split food by food against IDDSI's
 * high-risk food list (IDDSI 2019 framework, "Foods that are high risk for choking"): a name
 * loses a hazard it never had and keeps every hazard IDDSI lists for it.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { extract } from '../../shared/iddsi/text/extract';
import { normalizeText } from '../../shared/iddsi/text/normalize';
import { expectLevels, expectStandingHazard } from '../support/iddsi';

const rowsOf = (text: string) =>
  extract(normalizeText(text))
    .evidence.filter((e) => e.type === 'food')
    .map((e) => e.id);
const codes = (text: string) => classifyText(text).hazards.map((h) => h.code);

describe('vegetables split: firm_veg (cooked firm vegetables are not floppy leaves)', () => {
  it('reads carrots, broccoli, cauliflower, mushrooms and onions as firm_veg in every language of the row', () => {
    for (const name of [
      'cauliflower',
      'zanahorias',
      'ブロッコリー',
      '胡萝卜',
      'cà rốt',
      'แครอท',
      'champignons',
      '양파',
      'wortel',
      'blumenkohl',
      'морковь',
      'bloemkool',
      'karnabahar',
    ])
      expect({ name, rows: rowsOf(name) }).toEqual({ name, rows: ['firm_veg'] });
  });

  it('a firm vegetable named alone keeps the toughness a preparation must remove, and no floppy leaf', () => {
    for (const text of ['mushrooms', 'coliflor', 'にんじん']) {
      expect({ text, level: classifyText(text).level }).toEqual({ text, level: 7 });
      expect(codes(text), text).toContain('tough_fibrous');
      expect(codes(text), text).not.toContain('floppy');
    }
  });

  it('cooked soft and squashed by the fork, it is the soft food the test shows', () => {
    expectLevels([
      ['zanahoria en rodajas, blanda, se aplasta con el tenedor', 6],
      ['ブロッコリー、柔らかい、フォークで潰れる', 6],
      ['Blumenkohl weich gekocht, Stücke von 1 cm', 6],
    ]);
  });
});

describe('vegetables keeps the floppy leaves IDDSI names (lettuce, cucumber, uncooked spinach)', () => {
  it('leaves cut small stay floppy and Level 7', () => {
    expectStandingHazard(
      ['iceberg lettuce chopped to 1 cm', 'lechuga picada en trozos de 1 cm', 'レタスを1cmに刻んだ', 'raw spinach leaves, chopped'],
      7,
      'floppy',
    );
  });

  it('cucumber stays in the floppy row', () => {
    for (const name of ['cucumber', 'pepino', 'きゅうり', '青瓜'])
      expect({ name, rows: rowsOf(name) }).toEqual({ name, rows: ['vegetables'] });
  });
});

describe('vegetables split: raw_veg (a raw carrot is hard until it is cooked soft)', () => {
  it('raw carrot cut small keeps its hardness', () => {
    expectStandingHazard(['raw carrot cut into 1 cm sticks', 'surowa marchewka pokrojona w kostkę 1 cm', 'carottes rapees'], 7, 'hard');
  });

  it('the hardness belongs to the raw form: cooking it soft removes it', () => {
    expectLevels([['raw carrot boiled until soft, diced 1 cm', 6]]);
  });
});

describe('vegetables and beans split: stringy vegetables go to fibrous_veg, lotus_root and stringy_beans', () => {
  it('asparagus, enoki and leeks read as fibrous_veg, lotus root in kana as lotus_root, pod beans as stringy_beans', () => {
    const rows: [string, string][] = [
      ['asparagus', 'fibrous_veg'],
      ['esparragos', 'fibrous_veg'],
      ['芦笋', 'fibrous_veg'],
      ['金菇', 'fibrous_veg'],
      ['れんこん', 'lotus_root'],
      ['豆角', 'stringy_beans'],
      ['đậu que', 'stringy_beans'],
    ];
    for (const [name, row] of rows) expect({ name, rows: rowsOf(name) }).toEqual({ name, rows: [row] });
  });

  it('their stringy fibres survive cooking soft and blending (only a sieve removes them), and no floppy leaf is claimed', () => {
    expectStandingHazard(
      ['asparagus tips cooked soft, cut 1 cm', 'asperges mixées lisses', 'đậu que luộc mềm cắt khúc 1 cm'],
      7,
      'fibrous',
    );
    for (const text of ['asparagus', '芦笋']) expect(codes(text), text).not.toContain('floppy');
    expect(codes('豆角炒软切段')).not.toContain('skins_husks');
  });
});
