/**
 * Reading rules (docs/SCREENING.md, "Reading the text"), wordings of our own:
 * recovery_reaches_event, with_abbreviation, history_resolved_in_symptoms and several bouts at once
 * (time-frequency concept several_times, rule repeated_episodes).
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const at78 = (symptoms: string, diagnosis?: string) => evaluate({ symptoms, age: 78, diagnosis });

describe('recovery_reaches_event: a recovery naming the treatment reaches back to the event', () => {
  it.each([
    ['en', 'Aspiration pneumonia in 2015, tube fed for months. Repeat videofluoro 2016 normal, PEG out, no coughing since.'],
    ['ja', '4年前に誤嚥性肺炎になり、胃ろうになりました。その後回復して、胃ろうも外しました。今は常食です。'],
    ['ko', '4년 전에 흡인성 폐렴으로 콧줄 했는데 지금은 빼고 밥 잘 드세요.'],
    ['zh-CN', '四年前做造影有误吸，插过胃管。后来复查正常，拔管了，也没再得过肺炎。'],
    ['es', 'Hace como 6 años tuvo problemas para tragar tras el ictus, pero ya está bien.'],
  ])('a resolved history (%s) is low', (_lang, text) => {
    const r = at78(text);
    expect(r.level).toBe('low');
    expect(r.rules).not.toContain('aspiration_history');
  });

  it('a sign of its own in the recovery sentence keeps the history (current sign: not low)', () => {
    expect(at78('Aspiration pneumonia in 2015, PEG fed. PEG out now but she coughs at every meal.').level).toBe('high');
  });

  it('the recurrence noun between the sign and the negator still denies it (ja)', () => {
    const r = at78('5年前に誤嚥性肺炎。現在は常食、肺炎の再発もなし。');
    expect(r.items.some((i) => i.code === 'chest_infection' && i.status === 'current')).toBe(false);
  });
});

describe('with_abbreviation: "w/" is "with", not a list slash', () => {
  it('a dated stroke w/ dysphagia that resolved is history', () => {
    expect(at78('CVA in 2017 w/ dysphagia, on a soft diet for a while. Fully resolved, normal diet since.').level).toBe('low');
  });

  it('a current cough w/ thin fluids is still read (and "w/o" is not "with")', () => {
    expect(at78('Coughs w/ thin fluids at every meal.').level).toBe('high');
    expect(at78('Eats w/o problems, coughs w/ thin drinks.').level).not.toBe('low');
  });
});

describe('history_resolved_in_symptoms: a history in the diagnosis field resolved in the symptoms', () => {
  it('is low when the symptoms tell the recovery and no current sign', () => {
    const r = at78(
      'NG tube removed in 2019 after the repeat study was normal. Full diet since, no chest infections.',
      'hx aspiration pneumonia 2018',
    );
    expect(r.level).toBe('low');
    expect(r.rules).not.toContain('aspiration_history');
  });

  it('stays a known aspirator without the recovery', () => {
    expect(at78('Eats a normal diet, family asking for a review.', 'hx aspiration pneumonia 2018').level).toBe('moderate');
  });

  it('a current sign overrides the recovery', () => {
    expect(at78('PEG removed after a normal repeat study, but coughs at every meal now.', 'hx aspiration pneumonia 2018').level).toBe(
      'high',
    );
  });
});

describe('several bouts at once are repeated (several_times)', () => {
  it.each([
    ['en', 'Choked several times on her lunch yesterday.'],
    ['zh-CN', '昨天吃午饭时呛了好几次。'],
    ['ja', '昨日の夕食で何度もむせた。'],
    ['es', 'Ayer en la cena se atragantó varias veces.'],
  ])('%s: high', (_lang, text) => {
    expect(at78(text).level).toBe('high');
  });

  it('a rate per week is not several bouts at once (en): a cough at meals stays moderate', () => {
    const r = evaluate({ symptoms: 'Coughs on her drinks a few times a week.', age: 70 });
    expect(r.level).toBe('moderate');
  });
});

describe('recurrent_chest_infection_now_with_current_sign', () => {
  it.each([
    ['en', 'Second chest infection since the summer; he keeps clearing his throat at lunch.'],
    ['es', 'Tercera neumonía en dos meses. Carraspea en cada comida.'],
  ])('%s: recurring now beside a mild sign is high', (_lang, text) => {
    const r = at78(text);
    expect(r.level).toBe('high');
    expect(r.rules).toContain('recurrent_chest_infection_now_with_current_sign');
  });

  it('recurring chest infections with no swallow sign are not raised by it', () => {
    const r = at78('Third chest infection this winter, eats and drinks normally, no coughing at meals.');
    expect(r.rules).not.toContain('recurrent_chest_infection_now_with_current_sign');
    expect(r.level).not.toBe('high');
  });
});

describe('throat clearing named as a noun is the mild sign', () => {
  it('"slight clearing of throat after meals" is moderate', () => {
    expect(evaluate({ symptoms: 'Some clearing of the throat after meals lately.', age: 60 }).level).toBe('moderate');
  });
});
