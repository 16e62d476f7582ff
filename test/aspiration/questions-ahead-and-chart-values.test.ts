/**
 * Questions asked ahead, thickeners asked about, and
 * charting values after a colon. Rules hypothetical_frame, asked_about_diet_not_in_use, charted_label_denied.
 * Phrases of our own.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const level = (symptoms: string) => evaluate({ symptoms }).level;

describe('rule hypothetical_frame: a sign asked about ahead is not reported (low)', () => {
  it.each([
    ['en', 'What can we do if Dad chokes on his steak?'],
    ['en', 'How do I help her if she chokes at dinner?'],
    ['id', 'Untuk jaga-jaga kalau kakek tersedak, perlu alat apa?'],
    ['ja', 'ご飯でむせた時のために、何を準備すればいいですか。'],
    ['es', '¿Qué tengo que hacer si se atraganta con la carne?'],
  ])('%s: %s', (_lang, text) => {
    expect(level(text)).toBe('low');
  });

  it('a sign told as happened beside the question stays (moderate)', () => {
    expect(level('She coughed on her tea this morning. What should I do if she chokes?')).toBe('moderate');
  });
});

describe('rule asked_about_diet_not_in_use: a thickener or tube asked about ahead is not in use (low)', () => {
  it.each([
    ['id', 'Apa perlu siapkan pengental buat jaga-jaga kalau nenek batuk?'],
    ['ja', '増粘剤を買っておくべきですか、むせた時のために。'],
    ['es', 'La hija pregunta por el espesante por si acaso.'],
    ['en', 'should mum be on thickened drinks like her sister'],
    ['en', 'Will she need a feeding tube at some point?'],
  ])('%s: %s', (_lang, text) => {
    expect(level(text)).toBe('low');
  });

  it('a thickener told in use in another clause stays (moderate)', () => {
    expect(level('Mum is on thickened drinks, what can we do if she chokes?')).toBe('moderate');
  });
});

describe('rule charted_label_denied: a negator alone after the colon denies the label (low)', () => {
  it.each([
    ['en', 'Choking with solids: nil.'],
    ['en', 'Cough after thin fluids: none'],
    ['tl', 'Pag-ubo habang umiinom: wala'],
    ['id', 'Batuk waktu minum: tidak ada'],
    ['vi', 'Sặc khi uống: không'],
    ['th', 'สำลักขณะดื่มน้ำ: ไม่มี'],
    ['es', 'Tos al beber: no'],
  ])('%s: %s', (_lang, text) => {
    expect(level(text)).toBe('low');
  });

  it('a value that names another thing keeps the label (moderate)', () => {
    expect(level('Coughing on fluids: no fever.')).toBe('moderate');
  });
});
