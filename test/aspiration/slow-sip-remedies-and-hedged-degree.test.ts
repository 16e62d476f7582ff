/**
 * Over-triage classes and intensity (docs/SCREENING.md), wordings of our own: the slow sip that a
 * gulper uses (slow_sip_remedies_gulp), a degree word before a question mark (degree_hedged_by_query), a diet
 * the family asks about (asked_about_diet_not_in_use), and a Korean "never observed" denial.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const at70 = (symptoms: string, diagnosis?: string) => evaluate({ symptoms, age: 70, diagnosis });

describe('slow_sip_remedies_gulp', () => {
  it.each([
    ['en', 'He splutters when he drinks his tea too quickly, fine when sipping slowly. Normal diet.'],
    ['vi', 'Uống trà nhanh quá thì ho một tiếng, uống chậm thì không sao.'],
    ['ja', '急いでお茶を飲むと少しむせるが、ゆっくり飲めば問題ない。'],
  ])('%s: the slow sip is the remedy, not a slow meal: low', (_lang, text) => {
    const r = at70(text);
    expect(r.level).toBe('low');
    expect(r.items.some((i) => i.code === 'prolonged_meals')).toBe(false);
  });

  it('slow meals without a gulp are still prolonged meals (moderate)', () => {
    expect(at70('She eats very slowly now, lunch takes an hour.').level).toBe('moderate');
  });

  it('a gulp beside a real sign does not explain the sign away', () => {
    expect(at70('Coughs when she drinks too quickly, and her voice is wet after every drink.').level).toBe('high');
  });
});

describe('degree_hedged_by_query', () => {
  it.each([
    ['ko', '식사 후에 목을 가다듬는 정도?'],
    ['en', 'Clears his throat after meals a bit?'],
    ['ja', '食後に咳払いをするくらい?'],
  ])('%s: a degree word before "?" doubts the amount: the sign is current (moderate)', (_lang, text) => {
    const r = at70(text);
    expect(r.level).toBe('moderate');
    expect(r.items.find((i) => i.kind === 'sign')?.status).toBe('current');
  });

  // Rule query_needs_question_frame: a bare "?" is a report; a question about the sign still doubts it.
  it('a question about the sign itself still makes it uncertain', () => {
    const r = at70('Does he clear his throat after meals?');
    expect(r.items.find((i) => i.kind === 'sign')?.status).toBe('possible');
  });
});

describe('asked_about_diet_not_in_use', () => {
  it.each([
    ['ko', '치매 어르신. 식사 잘 하심. 보호자가 연하식으로 바꿔야 하는지 문의함.'],
    ['en', 'Eats well, no coughing. Family asking if she needs thickened drinks.'],
  ])('%s: a diet asked about is not one in use: low', (_lang, text) => {
    const r = at70(text);
    expect(r.level).toBe('low');
    expect(r.items.some((i) => i.code === 'known_dysphagia')).toBe(false);
  });

  it('a dysphagia diet in use still counts', () => {
    expect(at70('연하식 드시고 계심.').items.some((i) => i.code === 'known_dysphagia')).toBe(true);
  });
});

describe('Korean "never observed" reaches back over the observation', () => {
  it('사레 걸리는 모습 관찰된 적 없음: denied, low', () => {
    const r = at70('입소 후 사레 걸리는 모습 관찰된 적 없음. 식사 잘 하심.', '치매');
    expect(r.level).toBe('low');
  });

  it('without the negator the same sign is current', () => {
    expect(at70('입소 후 사레 걸리는 모습 관찰됨.', '치매').level).not.toBe('low');
  });
});
