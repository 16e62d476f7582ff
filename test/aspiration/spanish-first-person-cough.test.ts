/**
 * Spanish first-person "toso" (I cough) was no cough word, so a cough every time a
 * patient drinks after head and neck radiotherapy read as the risk factor alone. Phrases of our own.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

describe('Spanish first-person cough words (lexicon/es.ts, cough)', () => {
  it.each(['Desde el ictus toso cada vez que bebo agua.', 'Después de la quimio toso siempre que tomo café.'])(
    '%s: a cough every time, with a strong risk factor, is high',
    (symptoms) => {
      expect(evaluate({ symptoms }).level).toBe('high');
    },
  );

  it('a first-person cough at meals sometimes is moderate', () => {
    expect(evaluate({ symptoms: 'A veces toso un poco cuando como pan.' }).level).toBe('moderate');
  });
});
