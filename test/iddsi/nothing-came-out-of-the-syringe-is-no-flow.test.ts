/**
 * Rule no_flow (IDDSI Flow Test: nothing leaves the 10 ml syringe in 10 s: more than 8 ml left):
 * colloquial Indonesian negation and Tagalog "wala ni isang patak" read as no flow.
 * Phrases of our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';

const ROWS: readonly [lang: string, text: string][] = [
  ['id', 'teh kental buat ibu, uji suntikan 10 detik gak ada yang keluar'],
  ['id', 'susu pakai pengental, dites pakai spuit 10 detik nggak keluar sama sekali'],
  // the chat spelling "yg" for "yang", and the formal "tdk" for "tidak"
  ['id', 'jus apel dikentalkan, tes spuit 10 detik ga ada yg keluar'],
  ['id', 'air jahe pakai pengental, uji suntikan tdk ada yang keluar'],
  ['ja', 'とろみをつけた緑茶、シリンジで10秒、何も出てこない'],
  ['tl', 'gatas na may pampalapot, sa syringe test wala ni isang patak na tumulo pagkalipas ng 10 segundo'],
  ['tl', 'juice ng dalandan na pinalapot, wala ni isang patak na lumabas sa syringe'],
];

// FLOW_TEST_LEVELS_0_3: no flow alone is answered at Level 3, fork and spoon to show 4
describe('no_flow: colloquial "nothing came out" of the syringe is no flow, Level 3 until fork and spoon show 4', () => {
  for (const [lang, text] of ROWS) {
    it(`${lang}: ${text}`, () => {
      const r = classifyText(text);
      expect(r.level, lang).toBe(3);
      expect(r.needsTestReason, lang).toBe('flow_range');
      expect(r.evidence.some((e) => e.code === 'no_flow')).toBe(true);
    });
  }
});
