import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { expectLevels } from '../support/iddsi';

// Prescription sentences, drink modifiers and Japanese removal words; every phrase here is our own.
describe('a prescription sentence before the item (ROLE_PRESCRIPTION)', () => {
  it('sets aside Rx / order / 処方 / reseta / resep and reads the item', () => {
    expectLevels([
      ['Rx: extremely thick. Served apple juice', 0, 'drink'],
      ['rx moderately thick fluids. gave cola', 0, 'drink'],
      ['Order: L3 fluids. Gave apple juice', 0, 'drink'],
      ['処方：中間のとろみ。オレンジジュースを出した', 0, 'drink'],
      ['Reseta: katamtamang lapot. Binigyan ng tubig', 0, 'drink'],
      ['Resep: kental sedang. Diberi jus jeruk', 0, 'drink'],
    ]);
    expect(classifyText('Rx: extremely thick. Served apple juice').needsTest).toBe(true);
  });
});

describe('a drink order with sugar and ice modifiers (STOP_WORDS, not NEG_AFTER "less")', () => {
  it('reads the drink, not a negated "tea less"', () => {
    expectLevels([
      ['milk tea less sweet', 0, 'drink'],
      ['iced coffee less sugar pls', 0, 'drink'],
      ['奶茶微糖走冰', 0, 'drink'],
      ['es teh gula sedikit', 0, 'drink'],
      ['アイスティー甘さ控えめ', 0, 'drink'],
    ]);
  });
});

describe('ja removal verbs with an adverb (REMOVAL_AFTER: しっかり / 丁寧に) neutralise bones and skin', () => {
  it('reads a boned, flaked fish or chicken that mashes with a fork as Level 5', () => {
    expectLevels([
      ['煮魚、骨をしっかり取り除いてほぐし、粒は4mm以下、フォークで簡単につぶれる', 5, 'food'],
      ['鶏肉、皮と骨を丁寧に取って細かく刻み、粒は4mm以下、フォークでつぶれる', 5, 'food'],
    ]);
  });
});
