/**
 * Over-triage of lows, second batch: "nothing observed" phrases, "nothing gets stuck"
 * in Spanish, and resolved histories told over several dated sentences, probed with wordings of our own.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const at68 = (symptoms: string, diagnosis?: string) => evaluate({ symptoms, age: 68, diagnosis });

describe('"nothing observed" phrases (negation.reassuring)', () => {
  it.each([
    'None of us have seen him cough at a meal.',
    "We haven't seen her struggle with food at all.",
    'Nobody has seen him choke on anything.',
  ])('"%s" is low', (text) => {
    expect(at68(text).level).toBe('low');
  });

  it('a sign told after the reassurance, in its own clause, still counts', () => {
    expect(at68("We haven't seen him cough at meals, but he chokes on meat every meal.").level).toBe('high');
  });
});

describe('Spanish "nada se le atora" is normal swallowing (normal)', () => {
  it('a heartburn look-alike with nothing sticking stays low', () => {
    expect(at68('Ardor en el pecho después de cenar. Come bien, nada se le atasca, sin atragantamientos.').level).toBe('low');
  });

  it('food that does stick is still a sign', () => {
    expect(at68('Se le atora la carne casi todos los días.').level).not.toBe('low');
  });
});

describe('a resolved history told over several dated sentences (readRecovery)', () => {
  it('the normal repeat study resolves every dated sentence of the event', () => {
    const text =
      'Aspiration pneumonia in 2016 after her stroke. A VFSS at that time showed aspiration on thin fluids. Repeat VFSS in 2017 was normal, normal diet since, no chest infections since.';
    const r = at68(text);
    expect(r.level).toBe('low');
    expect(r.items.filter((i) => i.status === 'past').map((i) => i.code)).toContain('aspiration_pneumonia');
  });

  it('a current sign after the resolved history still counts', () => {
    const text =
      'Aspiration pneumonia in 2016. A VFSS at that time showed aspiration. Repeat VFSS in 2017 was normal. Now coughs at every meal again.';
    expect(at68(text).level).toBe('high');
  });

  it('a feeding tube that came out, normal food since, is history', () => {
    const text =
      'Throat cancer treated in 2014 and had a PEG for a while then. PEG came out in 2015, on normal food since, no swallowing problems.';
    expect(at68(text).level).toBe('low');
  });
});
