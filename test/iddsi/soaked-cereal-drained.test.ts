/**
 * Rule SOAKED_CEREAL_DRAINED: IDDSI describes soaked cereal at Level 5 (small soft lumps, fully softened,
 * excess milk drained); a cereal soaked soft with its milk drained is not the Level 6 of soaked bread.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe('SOAKED_CEREAL_DRAINED', () => {
  it('a cereal soaked soft with its milk drained is Level 5, in several languages', () => {
    expectLevels([
      ['bran flakes soaked in warm milk until soft, extra milk drained off', 5, 'food'],
      ['cereales remojados en leche caliente hasta quedar blandos, se escurrió la leche sobrante', 5, 'food'],
      ['シリアルを牛乳でしっかりふやかして、余分な牛乳は捨てた', 5, 'food'],
      ['粟米片用热牛奶泡软，多余的牛奶倒掉', 5, 'food'],
      ['sereal direndam susu hangat sampai lembut, kelebihan susu dibuang', 5, 'food'],
    ]);
  });

  it('caps the confidence: how fine it was mashed is not measured', () => {
    expect(classifyText('bran flakes soaked in milk till soft, excess milk drained').confidence).toBeLessThanOrEqual(
      RULES.SOAKED_CEREAL_DRAINED.confidence.cap,
    );
  });

  it('milk still pooling, or pieces cut to size, keep their own readings', () => {
    expectLevels([
      ['cornflakes soaked in milk, still floating in milk', 7, 'food'],
      ['bread soaked in milk until soft, extra milk drained off', 6, 'food'],
    ]);
    expect(classifyText('weetabix soaked in milk, drained, cut into 1.5cm pieces').level).not.toBe(5);
  });

  it('needs the cereal softened, and leaves granola and muesli (nuts, seeds, clusters) alone', () => {
    for (const text of [
      'cornflakes soaked in milk for a minute, extra milk drained off',
      'granola soaked in milk until soft, extra milk drained off',
      'muesli soaked in milk till soft, excess milk drained',
    ])
      expect(classifyText(text).level, text).toBeGreaterThan(5);
  });
});
