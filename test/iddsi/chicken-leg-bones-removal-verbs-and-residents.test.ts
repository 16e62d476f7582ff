/**
 * Food and role classes answered wrongly (bone-in legs, removal verbs, residents' diets), closed as
 * vocabulary and rules held as data. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

const hazardCodes = (text: string) =>
  classifyText(text)
    .evidence.filter((e) => e.type === 'hazard')
    .map((e) => e.code);

describe(`${RULES.HAZARD_SURVIVES.id}: a chicken leg keeps its bones and skin, not a fried crust`, () => {
  it('names bones and skin for a drumstick or 鸡腿 however it was cooked, crunchy only when fried', () => {
    expect(hazardCodes('stewed chicken drumstick')).toEqual(expect.arrayContaining(['bones', 'skins_husks']));
    expect(hazardCodes('stewed chicken drumstick')).not.toContain('crunchy');
    expect(hazardCodes('fried chicken drumsticks')).toContain('crunchy');
    expectLevels([['鸡腿饭', 7, 'food']]);
  });
  it('lets skin and bone removal and a measured 4 mm mince make it Minced & Moist', () => {
    expectLevels([
      ['boiled chicken leg, skin and bones removed, minced to 4 mm, moist', 5, 'food'],
      ['鸡腿去皮去骨，剁碎到4mm以下，加浓汁，湿润', 5, 'food'],
    ]);
  });
});

describe(`${RULES.HAZARD_REMOVED_BY_VERB.id}: Japanese removal verbs with 全部 or 除去`, () => {
  it('deal with the bones and skin they name', () => {
    expectLevels([
      ['鯖の骨と皮を全部取り除き、細かくほぐして、4mm以下、しっとり', 5, 'food'],
      ['焼き魚：骨と皮は全部除去、やわらかく1.5cm角', 6, 'food'],
    ]);
  });
  it('leave them standing when the removal is denied', () => {
    expect(hazardCodes('骨付きの鶏肉、骨は除去していない')).toContain('bones');
  });
});

describe(`${RULES.SKINS_NEED_SIEVE.id}: 裏ごし is a sieve`, () => {
  it('takes the corn skins out of a blended purée', () => {
    expectLevels([['とうもろこしをミキサーにかけて裏ごしした。なめらか、スプーンの上で形を保つ', 4, 'food']]);
  });
});

describe(`${RULES.ROLE_PRESCRIPTION.id}: residents, rounds and a person "on" a diet name the eater`, () => {
  it('sets aside the level of the residents or patients a dish is for', () => {
    expectLevels([
      ['for level 5 patients: grilled lamb chops w mint sauce', 7, 'food'],
      ['Level 1 drinks round - plain orange juice', 0, 'drink'],
    ]);
  });
  it('sets aside the diet a named person is on, and reads the food served', () => {
    const answer = classifyText('Mrs P on minced & moist. served: smooth carrot puree, no lumps, holds shape on spoon');
    expect(answer.level).toBe(4);
  });
});

describe(`${RULES.ROLE_LABEL.id} with lumps (rule LUMPS_NOT_PUREE): lumps found outrank a menu's purée`, () => {
  it('makes a labelled purée with lumps Level 5 at least, and vegetable bits (菜渣) a fibrous Level 7', () => {
    expect(classifyText('menu says level 4 puree, but when checked there were small lumps in it').level).toBeGreaterThanOrEqual(5);
    expect(hazardCodes('餐牌寫四級糊餐，但試過仲有粒粒同埋菜渣')).toContain('fibrous');
    expectLevels([['餐牌寫四級糊餐，但試過仲有粒粒同埋菜渣', 7, 'food']]);
  });
  it('leaves a purée said to have no lumps at its level', () => {
    expectLevels([['Level 4 purée, smooth, no lumps', 4, 'food']]);
  });
});

describe(`${RULES.SKINS_NEED_SIEVE.id}: Vietnamese "lọc bỏ hết hạt" is a sieve`, () => {
  it('takes the seeds out, so they are not read as lumps in the purée', () => {
    expectLevels([['Ổi xay nhuyễn rồi lọc bỏ hết hạt, đặc sệt, giữ được hình trên thìa, mịn', 4, 'food']]);
  });
});
