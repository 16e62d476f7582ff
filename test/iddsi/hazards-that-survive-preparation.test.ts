/**
 * Hazards that survive a preparation that does not remove them (issue 14, class 1): soaked dried fruit, skins or
 * pieces still seen after mashing or sieving, a liquid label over a congee with grains, dumplings cut small, and the
 * removal and softness words that do remove a hazard (bones pulled, cut with a spoon, broth drained).
 * Phrases of our own, in several languages.
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.SOAKING_KEEPS_DRIED_FRUIT.id}: soaking takes neither stickiness nor skin`, () => {
  it('keeps soaked dried fruit at Level 7 however it is cut', () => {
    expectLevels([
      ['Prunes soaked in tea for two hours and finely chopped', 7, 'food'],
      ['Sultanas left to soak overnight, then minced', 7, 'food'],
      ['葡萄干泡软后切碎', 7, 'food'],
      ['Pasas remojadas y picadas muy finas', 7, 'food'],
      ['Курага, замоченная на ночь и мелко порезанная', 7, 'food'],
    ]);
  });

  it('still lets a purée of soaked dried fruit be a purée', () => {
    expectLevels([['Prunes soaked, then blended to a smooth purée', 4, 'food']]);
  });
});

describe(`${RULES.SKINS_OR_WHOLE_SEEN_KEEP.id}: what is still seen is still there`, () => {
  it('keeps skins said to be seen after a sieve or a mash', () => {
    expectLevels([
      ['Lentils blended and sieved, but you can see the skins', 7, 'food'],
      ['黑豆打成泥过了筛，还看得见皮', 7, 'food'],
      ['小豆を裏ごししたけど皮が見える', 7, 'food'],
      ['팥을 갈아서 체에 걸렀는데 껍질이 보여요', 7, 'food'],
      ['Purée de pois cassés, on voit encore les peaux', 7, 'food'],
      ['Bohnenpüree, Schalen noch sichtbar', 7, 'food'],
      ['Alubias machacadas, todavía se ven las cascaritas', 7, 'food'],
    ]);
  });
  it('reads the sight word negated as nothing seen: a sieved purée stays Level 4 (ko, id, ru)', () => {
    expectLevels([
      ['녹두 퓌레, 체에 걸러서 껍질은 안 보여요, 매끄러워요', 4, 'food'],
      ['Kacang hijau dihaluskan dan disaring, kulit tak terlihat, halus', 4, 'food'],
      ['Пюре из фасоли, протёрто через сито, кожицы не видно, однородное', 4, 'food'],
      ['Kacang hijau dihaluskan, kulit masih terlihat', 7, 'food'],
    ]);
  });
  it('reads "still intact" as pieces only after a piece, pea, bean or grain word, not of a purée holding its shape', () => {
    expectLevels([
      ['puréed sweet potato, holds its shape, still intact on the plate after two minutes', 4, 'food'],
      ['split pea soup blended, a few peas still intact', 7, 'food'],
    ]);
  });

  it('keeps the hazards of pieces said to be still whole', () => {
    expectLevels([
      ['Sweetcorn blended and strained, a few kernels still whole', 7, 'food'],
      ['Garbanzos triturados y colados, algunos todavía enteros', 7, 'food'],
      ['Kichererbsen püriert und passiert, einige noch ganz', 7, 'food'],
      ['Ceci frullati e passati, alcuni ancora interi', 7, 'food'],
      ['Ervilhas amassadas e passadas na peneira, algumas ainda inteiras', 7, 'food'],
      ['绿豆打烂过筛，还有整粒的', 7, 'food'],
    ]);
  });

  it('leaves a sieved purée with nothing seen at Level 4', () => {
    expectLevels([['Peas blended and sieved, completely smooth, no skins', 4, 'food']]);
  });
});

describe(`${RULES.LIQUID_LABEL_WITH_PIECES.id}: a liquid label over grains and pieces`, () => {
  it('reads a congee or porridge labelled liquid with grains in it as a mixed consistency', () => {
    expectLevels([
      ['包装上写流质的玉米粥，其实里面有好多玉米粒', 7, 'food'],
      ['Tub labelled liquidised, the oat porridge has lots of lumps in it', 7, 'food'],
    ]);
  });

  it('leaves a liquid label beside a test result to the test', () => {
    expectLevels([['标签写3级流质，实测：勺子倾斜后整块滑落，不粘，叉子上堆成一团不滴落', 4, 'food']]);
  });
});

describe(`${RULES.HAZARD_SURVIVES.id}: every dumpling keeps its wrapper when cut`, () => {
  it('keeps pelmeni, vareniki and Maultaschen cut small at Level 7', () => {
    expectLevels([
      ['Пельмени с мясом, порезала кусочками по 1 см', 7, 'food'],
      ['вареники з вишнею, нарізані дрібно', 7, 'food'],
      ['Maultaschen, in kleine Würfel geschnitten', 7, 'food'],
      ['Momos cut into 1 cm pieces for grandpa', 7, 'food'],
    ]);
  });
});

describe(`${RULES.HAZARD_REMOVED_BY_VERB.id}: bones pulled or picked out`, () => {
  it('takes the bones out of a flaked fish the fork tested', () => {
    expectLevels([
      ['Trout fillet, pin bones pulled, flaked into sauce, 1 cm pieces, flakes apart with the side of a fork', 6, 'food'],
      ['鯖の切り身、小骨を抜いてほぐし、1cm角、フォークの側面で切れる', 6, 'food'],
    ]);
  });

  it('keeps bones a removal may have missed', () => {
    expectLevels([
      ['Pin bones pulled but I might have missed one, flaked', 7, 'food'],
      ['焼き魚、骨を取りきれなかった', 7, 'food'],
    ]);
  });
});

describe(`${RULES.TESTED_TENDER.id}: cut with a spoon, broth drained`, () => {
  it('reads spoon-cuttable softness and a drained broth as Level 6', () => {
    expectLevels([
      ['大根をスプーンで切れるくらい柔らかく煮て1cmに切り、汁は切りました', 6, 'food'],
      ['무를 숟가락으로 잘릴 만큼 부드럽게 익혀 1cm로 썰고 국물은 따라냈어요', 6, 'food'],
    ]);
  });
});
