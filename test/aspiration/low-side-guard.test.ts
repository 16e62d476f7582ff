/**
 * The low side (docs/SCREENING.md, Low): a risk factor or an old history with a
 * complaint that is not a swallow sign stays low (rule risk_factor_without_sign):
 * a dry mouth alone, with food going down. (A protective cough when gulping beside a strong risk factor is
 * moderate since the clinical audit: rule gulp_cough_not_alone, test/aspiration/clinical-audit.test.ts.) A dry mouth that makes dry food hard to get down is one mild sign
 * (moderate), and washing the food down is that same sign, not a second one.
 * A causal word attributes weight loss to what its own clause says.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const screen = (symptoms: string, diagnosis?: string) => evaluate({ symptoms, age: 77, diagnosis });
const codes = (symptoms: string, diagnosis?: string) => screen(symptoms, diagnosis).items.map((i) => i.code);

describe('risk_factor_without_sign: an old stroke with a complaint that is not a swallow sign stays low', () => {
  it.each([
    ['dry mouth alone (en)', 'Stroke five years ago. Mouth dry from her tablets, eats and drinks normally.', 'stroke'],
    ['dry mouth alone (ja)', '10年前に脳梗塞。口がカラカラだが、食事は問題なし。', '脳梗塞'],
  ])('%s', (_name, text, diagnosis) => {
    const r = screen(text, diagnosis);
    expect(r.level).toBe('low');
    expect(r.rules).not.toContain('current_sign');
  });
});

describe('current_sign: a dry mouth that makes food hard to get down is one mild sign, whatever the diagnosis', () => {
  it.each([
    [
      'ja, washed down in the next sentence',
      '脳梗塞の既往あり。最近口がカラカラで、パンが飲み込みにくい。お茶で流し込んでいる。',
      '脳梗塞',
    ],
    ['en, washed down in the same sentence', 'Old stroke. Dry mouth, she washes her food down with water.', 'stroke'],
  ])('%s', (_name, text, diagnosis) => {
    const r = screen(text, diagnosis);
    expect(codes(text, diagnosis)).toContain('dry_food_difficulty');
    expect(codes(text, diagnosis)).not.toContain('food_sticking');
    expect(r.rules).not.toContain('two_signs_with_strong_risk_factor');
    expect(r.level).toBe('moderate');
  });

  it('washing food down without a dry mouth is a mild sign of its own (moderate)', () => {
    expect(codes('She washes her food down with tea.')).toContain('washes_food_down');
    expect(screen('She washes her food down with tea.').level).toBe('moderate');
  });
});

describe('nutrition_consequence_of_dysphagia: a causal word covers its clause, not its whole sentence', () => {
  it('"because" that explains the toast, not the weight, does not attribute the weight loss', () => {
    const text = 'Lost 4 kg since the move to the home, and now toast is hard to swallow because her mouth is so dry.';
    expect(codes(text)).toContain('weight_loss');
    expect(screen(text).rules).not.toContain('nutrition_consequence_of_dysphagia');
  });

  it.each([
    ['en, the cause opens the next clause', 'Lost 4 kg, because toast is hard to swallow.'],
    ['ja, the cause closes the clause before', '飲み込みにくいため、2か月で体重が5キロ減った。'],
    ['th, phrases split by spaces', 'น้ำหนักลดไป 5 กิโลในเดือนเดียว เพราะกลืนลำบาก'],
  ])('%s: the weight loss is attributed (high)', (_name, text) => {
    const r = screen(text);
    expect(r.rules).toContain('nutrition_consequence_of_dysphagia');
    expect(r.level).toBe('high');
  });
});
