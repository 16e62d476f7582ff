/**
 * Not covered, said plainly: whether a named place's soft-meal menu has a dish (MENU_HAS_ITEM within DAY_MENU) and how
 * to book at a named hospital's clinic or when its doctors are in (PLACE_BOOKING). A class of food the articles
 * describe, a booking already made beside a question of care, or a hospital not named stay in scope. Phrases of our own.
 */
import { describe, expect, it } from 'vitest';
import { DAY_MENU, PLACE_BOOKING, notCoveredReason } from '../../shared/qa/scope';
import { textFeatures } from '../../shared/qa/text-features';

const reason = (question: string) => notCoveredReason(question, textFeatures(question, { query: true }));

describe('DAY_MENU (scope.ts): a dish asked of a named place menu is still that place menu', () => {
  it.each([
    '瑞金医院周三的软食菜单是什么？有没有鸡肉？',
    '東華醫院星期五嘅軟餐餐牌有咩？有冇豬肉呀？',
    '聖路加病院の火曜日のやわらか食の献立は何ですか？魚は出ますか？',
  ])('"%s" is not covered', (question) => {
    expect(reason(question)).toBe(DAY_MENU.about);
  });
  it.each(['仁濟醫院今個星期嘅軟餐餐單有冇高風險食物?', '東華醫院星期五嘅軟餐餐單有冇魚？魚骨危唔危險？', '軟餐可唔可以有魚？'])(
    '"%s" stays in scope',
    (question) => {
      expect(reason(question)).toBeUndefined();
    },
  );
});

describe('PLACE_BOOKING (scope.ts): booking at a named hospital clinic is not covered', () => {
  it.each([
    '上海华山医院吞咽门诊怎么预约？星期几开诊？',
    '東華醫院嘅吞嚥診所點樣預約？邊日有醫生睇症？',
    '聖路加国際病院の嚥下外来の予約方法を教えてください。何曜日に専門医がいますか',
  ])('"%s" is not covered', (question) => {
    expect(reason(question)).toBe(PLACE_BOOKING.about);
  });
  it.each([
    '吞咽困难应该去医院挂号看哪个科？',
    '去医院做吞咽造影要预约吗?',
    '华山医院的吞咽门诊预约了，检查前吃东西要注意什么？',
    '東華醫院嘅言語治療師幾時出診？佢哋教嘅吞嚥練習點做？',
  ])('"%s" stays in scope', (question) => {
    expect(reason(question)).toBeUndefined();
  });
});
