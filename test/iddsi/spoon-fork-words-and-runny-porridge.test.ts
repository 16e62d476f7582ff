/**
 * Spoon tilt, fork drip and sieving said in Korean and Hindi, and a runny porridge that was spoon- or
 * fork-tested: rules and vocabulary held as data. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.THIN_SPOON_TESTED_FOOD.id}: a runny porridge with a spoon or fork result stays a food`, () => {
  it('reads a thin cereal or porridge that pours off the spoon and drips through the fork as Level 3 food', () => {
    expectLevels([
      ['깨죽이 묽어서 숟가락에서 흘러내리고 포크 사이로 떨어져요', 3, 'food'],
      ['baby rice made quite thin, runs off the spoon and drips through the fork', 3, 'food'],
      ['婴儿米粉很稀，勺子一倒就流下来', 3, 'food'],
    ]);
  });
  it('still reads the porridge as a drink when a cup says it is drunk', () => {
    const r = classifyText('yoghurt, thin, she drinks it from a cup, runs off the spoon');
    expect(r.kind).toBe('drink');
  });
  it('keeps a thin cereal a drink when the pour or the drip is fast (Levels 0-2), never a Level 3 food', () => {
    for (const t of [
      'rice cereal made thin, pours quickly off the spoon, drips fast through the fork',
      'oat porridge thinned right down, pours quickly off the spoon',
    ]) {
      const r = classifyText(t);
      expect({ t, kind: r.kind }).toEqual({ t, kind: 'drink' });
      expect(r.level).toBeLessThanOrEqual(2);
    }
  });
  it('leaves a runny porridge with no test as before (drink words decide)', () => {
    expect(classifyText('흑임자죽이 묽어요').kind).toBe('drink');
  });
});

describe(`${RULES.FORK_DRIP_LEVELS_0_3.id}: the fork drip and the sieve said in Hindi and Korean`, () => {
  it('reads the Hindi feminine verb and chandrabindu spellings of the slow fork drip', () => {
    expectLevels([
      ['खिचड़ी छान कर, चम्मच से धीरे-धीरे बहती है, काँटे से बूँद-बूँद गिरती है', 3, 'food'],
      ['सूप, कांटे से बूंद बूंद गिरती है', 3],
    ]);
  });
  it('reads a Hindi lentil ground and sieved smooth with its husks gone', () => {
    const r = classifyText('मसूर की दाल पीस कर छानी हुई, चम्मच से धीरे-धीरे बहती है');
    expect(r.level).toBe(3);
    expect(r.hazards).toEqual([]);
  });
  it('reads the Korean short negation inside the fork phrase as no drip, and a counted sieve pass', () => {
    expectLevels([
      ['배추김치를 곱게 갈아 체에 두 번 거르고 되직하게, 숟가락을 기울이면 한 덩어리로 떨어지고 포크 사이로 안 떨어져요', 4, 'food'],
      ['단호박을 곱게 갈아서 숟가락을 기울이면 한 덩어리로 떨어지고 포크 사이로 안 흘러요', 4, 'food'],
    ]);
  });
});

describe(`${RULES.FOOD_SAID_TO_POUR.id}: Cantonese says the pour off the spoon and its slowness after the verb`, () => {
  it('reads "舀起會流落去" and "流得慢" of a congee blended smooth as Level 3', () => {
    expectLevels([
      ['白粥用攪拌機打到好滑，冇粒，舀起會流落去，流得好慢', 3, 'food'],
      ['番薯糖水打滑咗，舀起就流落去，不過流得慢', 3],
    ]);
  });
});
