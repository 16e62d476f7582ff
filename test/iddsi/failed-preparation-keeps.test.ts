/**
 * Rule FAILED_PREPARATION_KEEPS: a preparation that failed removes nothing: the hazard it was meant to deal with
 * stands (lumps keep a food at Level 5 at least; skins, seeds and pips keep it at Level 7).
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { FAMILY } from '../../shared/iddsi/text/lexicon-index';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`rule ${RULES.FAILED_PREPARATION_KEEPS.id}: a failed preparation keeps the hazard`, () => {
  it('a negated attempt negates the attempt, not the lumps', () => {
    expectLevels([
      ['Sweet potato mash, blending did not get the lumps out', 5, 'food'],
      ['Pumpkin purée - the blender did not break the lumps', 5, 'food'],
      ['Puré de calabaza, no logró deshacer los grumos', 5, 'food'],
      ['Bubur labu, gagal membuang gumpalan', 5, 'food'],
    ]);
  });
  it('a removal after a failure takes nothing out', () => {
    expectLevels([
      ['Stewed plums, could not manage to remove the stones', 7, 'food'],
      ['Compota de ciruela, no pudo quitar los huesos', 7, 'food'],
      ['梅子蓉，没能去掉核', 7, 'food'],
      ['柿のピューレ、種は取りきれない', 7, 'food'],
      ['さつまいも、つぶしきれなかった', 5, 'food'],
    ]);
  });
  it('a hazard said to be left after the sieve stands', () => {
    expectLevels([
      ['Blackberry purée, sieved, a few seeds got through', 7, 'food'],
      ['黑莓泥，过筛后还有籽', 7, 'food'],
      ['Puré de mora colado, todavía hay semillas', 7, 'food'],
    ]);
  });
  it('a failed removal keeps its hazard though a sieve is named', () => {
    expectLevels([
      ['Corn puree sieved, unable to get the husks out', 7, 'food'],
      ['Fish puree, sieved, not able to remove all the bones', 7, 'food'],
      ['Tomato purée sieved, could not get the seeds out', 7, 'food'],
      ['玉米泥过筛，无法去掉玉米皮', 7, 'food'],
      ['豌豆泥过筛，没能去掉全部豆皮', 7, 'food'],
      ['Puré de maíz colado, no logré quitar las cáscaras', 7, 'food'],
      ['Bubur jagung disaring, gagal membuang kulit', 7, 'food'],
    ]);
  });
  it('a removal that worked beside a sieve still takes the hazard out', () => {
    expectLevels([
      ['Pea purée, sieved, skins removed', 4, 'food'],
      ['豌豆泥过筛，去掉豆皮', 4, 'food'],
    ]);
  });
  it(`an order word (rule ${RULES.ROLE_ORDER_WORD.id}) is no failed attempt: its negation still reaches the thickener`, () => {
    // every family that spends a bit has its own; the order words spend none
    const bits = Object.values(FAMILY).filter((b) => b !== 0);
    expect(new Set(bits).size).toBe(bits.length);
    expect(FAMILY.order & FAMILY.failed).toBe(0);
    expectLevels([
      ['Agua, no prescrito espesante', 0, 'drink'],
      ['Eau, pas prescrit epaississant', 0, 'drink'],
      ['Tee, nicht verordnet angedickt', 0, 'drink'],
      ['Tea, not ordered thickened', 0, 'drink'],
      ['Café, no indicado espesante', 0, 'drink'],
    ]);
  });
  it('a negation of the hazard itself still negates it', () => {
    expectLevels([
      ['Green beans puréed and sieved, the stringy bits left in the sieve', 4, 'food'],
      ['Blackberry purée, sieved, no seeds left', 4, 'food'],
      ['Sweet potato mash, no lumps', 4, 'food'],
    ]);
  });
  it('a hazard found after the removal stands, beside a removal said elsewhere', () => {
    expectLevels([
      ['Salmon fillet flaked, deboned but we found another bone on the plate', 7, 'food'],
      ['haddock fillet, flaked; two bones turned up at lunch', 7, 'food'],
      ['鱼柳拆碎，吃的时候又发现两根鱼刺', 7, 'food'],
      ['sardinas desmenuzadas, encontré espinas después', 7, 'food'],
    ]);
    const r = runEngine('Trout fillet flaked, checked for bones and found none');
    expect(r.hazards.map((h) => h.code)).not.toContain('bones');
  });
});
