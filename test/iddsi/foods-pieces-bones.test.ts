/**
 * Issue 14, class 1: food rows whose hazards survive cutting
 * (bone-in meats, jelly pieces that melt to a thin liquid), a surname that is
 * no fruit, and rule PREPARED_AFTER_DESCRIBED (a preparation that undoes the
 * state the text described first).
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { expectLevels } from '../support/iddsi';

const codes = (text: string) => runEngine(text).hazards.map((h) => h.code);

describe('HAZARD_SURVIVES: bone-in meats keep their bones until the text removes them', () => {
  it('reads ribs as bones in every language the rows name', () => {
    for (const text of ['spare ribs', '蒸排骨', 'sườn nướng', 'costillas de cerdo', 'iga bakar', 'スペアリブ']) {
      const r = runEngine(text);
      expect(r.level, text).toBe(7);
      expect(codes(text), text).toContain('bones');
    }
  });

  it('cutting small or calling it tender leaves the bones', () => {
    expect(codes('spare ribs chopped into small pieces')).toContain('bones');
    expect(codes('tender spare ribs')).toContain('bones');
  });

  it('takes the bones out only when the text says so (a removal verb after them)', () => {
    const r = runEngine('排骨肉：骨头和软骨都剔掉了，肉剁碎加芡汁拌匀，颗粒不超过4毫米，湿润');
    expect(r.level).toBe(5);
    expect(r.dealtWith).toContain('bones');
  });
});

describe('HAZARD_SURVIVES: jelly in pieces melts into a thin liquid around them', () => {
  it('is a mixed consistency (Level 7) as cubes in a liquid or beside a solid', () => {
    expectLevels([
      ['jelly cubes in apple juice', 7],
      ['jelly cubes with sliced banana', 7],
    ]);
    expect(codes('jelly cubes in apple juice')).toContain('mixed_consistency');
  });

  it('is the thin liquid it melts into as cubes alone (rule MELTING_FOOD_ALONE)', () => {
    expectLevels([
      ['Jelly cubes for dessert', 0],
      ['啫喱粒', 0],
      ['gelatina en cubos', 0],
    ]);
    expect(codes('cubed jelly')).toEqual(['melts']);
  });

  it('leaves a plain jelly a melting food (thin when melted), as before', () => {
    expect(runEngine('strawberry jelly').level).toBe(0);
  });
});

describe('a surname is not a fruit', () => {
  it('reads 李阿姨 as a person and 李子 as the plum', () => {
    expect(runEngine('给李阿姨：清蒸鲈鱼，去骨去皮，掰成1.5厘米以内小块，叉子一压就散').hazards).toEqual([]);
    expect(codes('李子')).toContain('juicy');
  });
});

describe('PREPARED_AFTER_DESCRIBED: soaking through undoes the dryness the text named first', () => {
  it('deals with "dry" before "soaked", not after', () => {
    const r = runEngine('Dry sponge soaked right through with custard til completely soft, cut ~1.5cm, side of fork cuts it easily');
    expect(r.level).toBe(6);
    expect(r.hazards.map((h) => h.code)).not.toContain('dry');
    expect(codes('sponge soaked in custard, the top left dry')).toContain('dry');
  });
});
