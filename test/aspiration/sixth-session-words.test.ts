/**
 * Word classes the sign tables lacked,
 * each probed with wordings of our own: a carer's "clear
 * throat", meals that wear a person out, food washed down with sips, a
 * "cuppa", a half-asleep resident, a bubbling chest, silent aspiration
 * reported second-hand, a felt symptom (気がする), a thin drink (とろみなし)
 * and "no awareness" (自覚なし), and a fast drink in Tagalog.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const at75 = (symptoms: string, diagnosis?: string) => evaluate({ symptoms, age: 75, diagnosis });
const codes = (symptoms: string) => at75(symptoms).items.map((i) => `${i.code}:${i.status}`);

describe('current_sign: single mild signs in plain carer words', () => {
  it.each([
    ['throat clearing at a meal', 'She had to clear throat twice at breakfast.', 'throat_clearing_after_meals'],
    ['meals that wear the person out', 'Supper wears him out these days.', 'prolonged_meals'],
    ['a meal that takes nearly an hour', 'Breakfast takes almost an hour now.', 'prolonged_meals'],
    ['food washed down because the mouth is dry', 'Mouth very dry, needs a sip of water between bites of toast.', 'dry_food_difficulty'],
    ['swallowing twice (tl, pronoun between)', 'Dalawang beses siyang lumulunok sa bawat subo.', 'delayed_swallow'],
    ['a felt symptom (ja)', '最近、飲み込みにくい気がする。', 'difficulty_swallowing'],
  ])('%s', (_name, text, code) => {
    const r = at75(text);
    expect(codes(text)).toContain(`${code}:current`);
    expect(r.rules).toContain('current_sign');
    expect(r.level).toBe('moderate');
  });
});

describe('high: red flags and combinations worded indirectly', () => {
  it('persistent_major_sign: a cough whenever the person has a cuppa', () => {
    const r = at75('Each time she has a cuppa, she coughs and splutters.');
    expect(r.rules).toContain('persistent_major_sign');
    expect(r.level).toBe('high');
  });

  it('nutrition_consequence_of_dysphagia: weight lost because it is an effort to get food down', () => {
    const r = at75('Dropped 6 kg because it takes such effort to get it down.');
    expect(r.rules).toContain('nutrition_consequence_of_dysphagia');
    expect(r.level).toBe('high');
  });

  it('nutrition_consequence_of_dysphagia (es): "le cuesta tragarla" with dehydration', () => {
    const r = at75('Está deshidratado y le cuesta tragarla, la sopa.');
    expect(r.rules).toContain('nutrition_consequence_of_dysphagia');
  });

  it('drowsy_with_current_sign (es): half asleep with food held in the mouth', () => {
    const r = at75('Medio dormido en el almuerzo, con comida sin tragar.');
    expect(codes('Medio dormido en el almuerzo, con comida sin tragar.')).toContain('pocketing:current');
    expect(r.rules).toContain('drowsy_with_current_sign');
    expect(r.level).toBe('high');
  });

  it('phlegm_after_meals (es): the chest bubbles after meals', () => {
    expect(codes('Después de cenar le suena el pecho.')).toContain('phlegm_after_meals:current');
  });

  it.each([
    ['tl, reported speech', 'Ayon sa VFSS, napupunta daw sa baga ang likido.'],
    ['ja, a thin drink named after the finding', '嚥下造影で誤嚥あり（とろみなしのお茶）。'],
  ])('red_flag: aspiration on a study, %s', (_name, text) => {
    const r = at75(text);
    expect(r.rules).toContain('red_flag');
    expect(r.level).toBe('high');
  });

  it('ja: "no awareness of coughing" denies the cough, it does not report one', () => {
    expect(codes('むせの自覚はない。食事は普通。')).not.toContain('cough_during_meals:current');
  });
});

describe('protective_cough (tl): a cough from drinking too fast stays low', () => {
  it('sobrang bilis uminom', () => {
    const r = evaluate({ symptoms: 'Umuubo lang kapag sobrang bilis uminom ng tubig. Maayos kumain.', age: 60 });
    expect(r.level).toBe('low');
  });
});
