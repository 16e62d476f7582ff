/**
 * Issue 14, class 2, negated: an order that no longer stands ("n'a plus besoin d'épaississant",
 * "とろみは不要", "점도증진제가 필요 없어요") says the drink is no longer thickened; the drink is judged as
 * served (negation words, lexicon/terms.ts NEG_BEFORE and NEG_AFTER; rule ROLE_PAST_ORDER).
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.ROLE_PAST_ORDER.id}: a thickener no longer needed`, () => {
  it('reads the thickener as negated in French, Japanese and Korean', () => {
    expectLevels([
      ["Il n'a plus besoin d'épaississant depuis mai : thé au lait", 0, 'drink'],
      ['Maman ne prend plus de gélifiant, elle a bu un jus de raisin', 0, 'drink'],
      ['とろみは不要になりました。麦茶を飲みました', 0, 'drink'],
      ['父はとろみ剤はもう使っていない。今日はコーラ', 0, 'drink'],
      ['이제 점도증진제가 필요 없어서 우유를 드렸다', 0, 'drink'],
    ]);
  });

  it('keeps a thickened drink whose only negation is about something else', () => {
    expectLevels([
      ["Eau épaissie niveau 2, il faut ajouter plus d'épaississant la prochaine fois", 2, 'drink'],
      ['お茶にとろみをつけた、レベル2、追加の調整は不要', 2, 'drink'],
    ]);
  });
});
