/**
 * Issue 14, class 2, in languages that put the verb last: what the eater needs is written before the need verb
 * ("とろみが必要な方", "걸쭉한 음료가 필요한 분"), and a diet before a family word with の ("ミキサー食の母") is
 * that person's (rules ROLE_NEED_VERB, ROLE_DIET_BEFORE_PERSON): the item given after it is judged as served.
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.ROLE_NEED_VERB.id}: a need verb after what is needed`, () => {
  it('sets aside the level written before a Japanese or Korean need verb', () => {
    expectLevels([
      ['걸쭉한 음료가 필요한 분인데, 오늘 주스를 그냥 드렸다', 0, 'drink'],
      ['中間のとろみが必要な方ですが、家族が紅茶を飲ませた', 0, 'drink'],
      ['とろみが必要です。でも娘さんがジュースを持ってきて飲んだ', 0, 'drink'],
      ['ペースト食が必要な方に、せんべいを出してしまった', 7, 'food'],
    ]);
  });

  it('keeps a texture that holds the word need ("よく噛む必要がある": needs chewing)', () => {
    expectLevels([['よく噛む必要がある肉です', 7, 'food']]);
  });
});

describe(`${RULES.ROLE_DIET_BEFORE_PERSON.id}: a Japanese diet before a family word`, () => {
  it('sets aside the diet named with の before a family word', () => {
    expectLevels([
      ['薄いとろみの夫に、妻が缶コーヒーをそのまま飲ませた', 0, 'drink'],
      ['ソフト食の祖母に、孫がポテトチップスをあげた', 7, 'food'],
    ]);
  });
});
