/**
 * Issue 14, blind sets 96-97: a thin item with lumps in it is a mixed consistency whatever its label (rule
 * THIN_WITH_PIECES_SEEN); a thin sauce said of the sauce named again on a food, whatever level is written
 * beside it (THIN_SAUCE_ON_FOOD).
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels, expectStandingHazard } from '../support/iddsi';

const hazardCodes = (text: string) => runEngine(text).hazards.map((h) => h.code);

describe(`${RULES.THIN_WITH_PIECES_SEEN.id}: thin or running off the spoon, with lumps in it`, () => {
  it('is a mixed consistency at Level 7 over a label, a level or a purée word, in several languages', () => {
    expectStandingHazard(
      [
        'Fish pie, purée L4 on the ticket - when served: watery, lumps of fish in it',
        'Lentil purée for the L4 round: runs off the spoon and has lumps',
        'purée de carottes niveau 4 : très liquide, avec des grumeaux',
        'Kartoffelpüree Stufe 4: sehr flüssig, mit Klumpen',
        'bubur saring L4: encer, masih ada gumpalan',
        'cháo xay cấp 4: loãng, còn vón cục',
        '南瓜蓉 L4：好稀，仲有粒粒',
        '호박 퓨레 4단계: 묽고 덩어리가 있음',
        'пюре уровень 4: жидкое, с комками',
        'purea livello 4: molto liquida, con grumi',
      ],
      7,
      'mixed_consistency',
    );
  });

  it('needs both parts: thin alone or lumps alone do not make it', () => {
    expect(hazardCodes('Level 4 pumpkin purée, smooth, a little runny')).not.toContain('mixed_consistency');
    expect(hazardCodes('Level 4 pumpkin purée, runny, no lumps')).not.toContain('mixed_consistency');
  });

  it('leaves lumps blended out afterwards, lumps sized by a measure, and the pulp of a plain juice', () => {
    expect(hazardCodes('carrot purée, runny with lumps, so blended again until smooth')).not.toContain('mixed_consistency');
    expectLevels([
      ['牛肉末，颗粒≤4mm，拌稠汁，冇分离嘅稀水', 5],
      ['apple juice, thin, with pulp', 0, 'drink'],
    ]);
  });
});

describe(`${RULES.THIN_SAUCE_ON_FOOD.id}: the sauce named again, and a level or table beside it`, () => {
  it('reads a thin sauce said of the sauce named a second time, whatever level is written', () => {
    expectStandingHazard(
      [
        'Level 4 table: puréed carrots with gravy poured on, the gravy is very thin and runs to the edge',
        'Level 4 puree: sweet potato mash, the sauce on top is thin',
        'puré de calabaza nivel 4 con salsa, la salsa muy aguada',
      ],
      7,
      'mixed_consistency',
    );
  });
});
