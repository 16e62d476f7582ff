/**
 * Rule no_flow (IDDSI Flow Test: nothing leaves the 10 ml syringe in 10 s is Level 4), eleventh-session
 * fix round: colloquial Indonesian negation and Tagalog "wala ni isang patak" read as no flow.
 * Phrases of our own: other drinks than the held-out cases.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';

const ROWS: readonly [lang: string, text: string][] = [
  ['id', 'teh kental buat ibu, uji suntikan 10 detik gak ada yang keluar'],
  ['id', 'susu pakai pengental, dites pakai spuit 10 detik nggak keluar sama sekali'],
  ['tl', 'gatas na may pampalapot, sa syringe test wala ni isang patak na tumulo pagkalipas ng 10 segundo'],
  ['tl', 'juice ng dalandan na pinalapot, wala ni isang patak na lumabas sa syringe'],
];

describe('no_flow: colloquial "nothing came out" of the syringe is an extremely thick drink', () => {
  for (const [lang, text] of ROWS) {
    it(`${lang}: ${text}`, () => {
      const r = classifyText(text);
      expect(r.level, lang).toBe(4);
      expect(r.evidence.some((e) => e.code === 'no_flow')).toBe(true);
    });
  }
});
