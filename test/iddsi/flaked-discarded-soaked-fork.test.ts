/**
 * Session 29 late foods: flaking names no size (FLAKED_UNTESTED), a removal verb with its aspect marker or a
 * discarding verb removes the part (HAZARD_REMOVED_BY_VERB), and a fork mash result shared by Level 5 beside
 * the soaked, drained cereal picture (SOAKED_CEREAL_DRAINED).
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels, expectUntestedFoodAbstains } from '../support/iddsi';

describe(`${RULES.FLAKED_UNTESTED.id}: flaked is not yet Level 6`, () => {
  it('answers a food only called flaked at Level 7, the flaking word ambiguous, the fork pressure test asked', () => {
    expectUntestedFoodAbstains([
      'grilled trout, boned and flaked',
      '焼いた鯖、骨を取ってほぐしました',
      '蒸草鱼，去骨后拆散',
      '煎魚起骨撕碎',
      'merluza al horno, sin espinas, desmenuzada',
      'cabillaud poché, émietté, sans arêtes',
      'ปลานึ่ง เลาะก้าง ฉีกฝอย',
      'ikan kukus tanpa duri, disuwir',
      'Forelle gedünstet, ohne Gräten, zerpflückt',
      'trota al vapore senza spine, sbriciolata',
      'peixe cozido sem espinhas, desfiado',
      '생선찜 가시를 제거하고 결대로 찢어서',
      'سمك مشوي بدون عظم، مفتت',
    ]);
  });

  it('leaves Level 6 to a measured size, a fork pressure result or the level name', () => {
    expectLevels([
      ['grilled trout, boned and flaked, pieces about 1 cm', 6],
      ['grilled trout flaked, squashes under fork pressure and does not return to shape', 6],
      ['Level 6 flaked trout', 6],
    ]);
  });
});

describe(`${RULES.HAZARD_REMOVED_BY_VERB.id}: aspect-marked and discarding removals`, () => {
  it('takes the bones out for 咗, 了 and 掉 after the verb', () => {
    expectLevels([
      ['蒸鯇魚，起咗骨，切成1cm粒，好腍', 6],
      ['红烧鱼，去了刺，切成1厘米小块，很软', 6],
      ['红烧鱼，有刺，切成1厘米小块，很软', 7],
    ]);
  });

  it('takes the skin out when it was binned, thrown away or discarded', () => {
    expectLevels([
      [
        'baked sweet potato, threw away the skin, mashed completely smooth, no lumps, holds its shape on the spoon and slides off in one lump when tipped',
        4,
      ],
      ['焗番薯，皮掉咗，壓到好滑冇粒，喺匙羹上企到形，一倾就成舊跌落', 4],
      ['baked sweet potato with the skin on, mashed', 7],
    ]);
  });
});

describe(`${RULES.SOAKED_CEREAL_DRAINED.id}: a fork mash result Level 5 shares`, () => {
  it('keeps the soaked, drained cereal at Level 5 below the confident band', () => {
    for (const text of [
      'Cornflakes soaked in milk until soft, milk drained, squashes under the fork',
      'Bran flakes soaked in milk till soft, extra milk poured off, mashes easily with a fork',
    ]) {
      const r = classifyText(text);
      expect({ text, level: r.level }).toEqual({ text, level: 5 });
      expect(r.confidence, text).toBeLessThan(0.8);
    }
  });

  it('leaves a measured size and granola alone', () => {
    expectLevels([
      ['Cornflakes soaked in milk until soft, milk drained, squashes under the fork, pieces 1 cm', 6],
      ['Granola soaked in milk until soft, milk drained, mashes with a fork', 6],
    ]);
  });
});

describe(`${RULES.BLENDED_COOKED_GRAINS_NOT_CRUMBS.id}: a blender makes cooked grains a paste`, () => {
  it('reads cooked rice or grains blended with a dish as the blend, not as dry crumbs', () => {
    expectLevels([
      ['blended beef and rice for grandad', 4],
      ['pork and quinoa, blended', 4],
      ['牛肉同白飯打成糊', 4],
    ]);
  });

  it('keeps the crumbs of a dry, crumbly food blended beside the grains', () => {
    expectLevels([
      ['blended toast and rice', 7],
      ['rice and cream crackers, blended', 7],
    ]);
  });
});
