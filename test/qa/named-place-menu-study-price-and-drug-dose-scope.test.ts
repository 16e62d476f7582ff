/**
 * Not covered, said plainly: a named place's soft-meal menu for a day or a week (DAY_MENU with NAMED_PLACE), the price
 * or reimbursement of a swallow study (PRICES_AND_SHOPS, the study named only as what is paid for) and the dose of a
 * drug named by name beside tablets hard to swallow (MEDICINE_DOSE). Questions the articles answer beside them stay in
 * scope. Phrases of our own.
 */
import { describe, expect, it } from 'vitest';
import { DAY_MENU, MEDICINE_DOSE, PRICES_AND_SHOPS, notCoveredReason } from '../../shared/qa/scope';
import { textFeatures } from '../../shared/qa/text-features';

const reason = (question: string) => notCoveredReason(question, textFeatures(question, { query: true }));

describe('DAY_MENU (scope.ts): a named place own soft-meal menu for a day or week is not covered', () => {
  it.each(['仁濟醫院今個星期嘅軟餐餐單有咩食?', '瑞金医院这周的软食菜单有哪些菜?', '聖路加病院の今週のやわらか食の献立は?'])(
    '"%s" is not covered',
    (question) => {
      expect(reason(question)).toBe(DAY_MENU.about);
    },
  );
  it.each(['呢個星期嘅軟餐餐單啱唔啱Level 6?', '仁濟醫院今個星期嘅軟餐餐單有冇高風險食物?', 'Which soft meals are suitable for Level 6?'])(
    '"%s" stays in scope',
    (question) => {
      expect(reason(question)).toBeUndefined();
    },
  );
});

describe('PRICES_AND_SHOPS (scope.ts): a swallow study priced or reimbursed is not covered', () => {
  it.each([
    '做吞咽造影要几多钱?医保报销几成?',
    'How much will a barium swallow study cost us out of pocket?',
    '嚥下造影検査の費用はいくらかかりますか',
  ])('"%s" is not covered', (question) => {
    expect(reason(question)).toBe(PRICES_AND_SHOPS.about);
  });
  it.each(['Does my father need a swallow study?', '做吞咽造影检查之前要准备什么?'])('"%s" stays in scope', (question) => {
    expect(reason(question)).toBeUndefined();
  });
});

describe('MEDICINE_DOSE (scope.ts): a named drug dose is not covered beside tablets hard to swallow', () => {
  it.each([
    'What dose of warfarin should Mum take? She finds big pills hard to swallow.',
    'How many mg of digoxin can he have now he struggles to swallow tablets?',
  ])('"%s" is not covered', (question) => {
    expect(reason(question)).toBe(MEDICINE_DOSE.about);
  });
  it.each(['Can warfarin tablets be crushed for someone with dysphagia?', 'He cannot swallow his digoxin tablets: how can we give them?'])(
    '"%s" stays in scope',
    (question) => {
      expect(reason(question)).toBeUndefined();
    },
  );
});
