/**
 * Reading rule repeated_episodes (docs/SCREENING.md, "Reading the text"): one major sign told in
 * three separate current clauses is a repeated cough or choke at meals, persistent as "every meal"
 * is; told twice, or once dated long ago, it stays a single current sign. Wordings of our own.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const at75 = (symptoms: string) => evaluate({ symptoms, age: 75 });

describe('repeated_episodes', () => {
  it.each([
    ['en', 'She coughed on her soup on Monday, coughed on tea on Thursday, and coughed again at breakfast today.'],
    ['zh-CN', '上周一喝汤呛了，周四喝茶也呛，今天早餐又呛到。'],
    ['es', 'El lunes tosió con la sopa; el jueves tosió con el té; hoy volvió a toser en el desayuno.'],
  ])('three separate coughs at meals (%s) are repeated: high', (_lang, text) => {
    const r = at75(text);
    expect(r.level).toBe('high');
    expect(r.rules).toContain('persistent_major_sign');
  });

  it('two coughs at meals stay one current sign (moderate)', () => {
    const r = at75('She coughed on her soup on Monday and coughed on tea on Thursday.');
    expect(r.level).toBe('moderate');
    expect(r.rules).not.toContain('persistent_major_sign');
  });
});

describe('repeated_episodes: clauses of "again" alone are further episodes', () => {
  it.each([
    ['en', 'She spluttered on her porridge Tuesday, again on the stew Thursday, and again at supper Saturday.'],
    ['es', 'Tosió con la leche el martes, otra vez con la sopa el jueves, y de nuevo en la cena del sábado.'],
  ])('%s: a sign and two "again" clauses are repeated: high', (_lang, text) => {
    const r = at75(text);
    expect(r.level).toBe('high');
    expect(r.items.find((i) => i.code === 'cough_during_meals' || i.code === 'choking')?.persistent).toBe(true);
  });

  it('one "again" is two episodes: still one current sign (moderate)', () => {
    expect(at75('He coughed on his tea on Monday and again on Friday.').level).toBe('moderate');
  });

  it('a rate after an occasional sign is not more episodes (zh-CN)', () => {
    expect(at75('偶尔喝汤会呛一下，一个月一两次。').level).toBe('moderate');
  });
});
