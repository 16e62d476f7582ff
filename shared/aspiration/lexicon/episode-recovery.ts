/**
 * Reading rule quick_recovery_is_the_episode (session 13, class 3): a recovery told as immediate ("recovered right
 * after", "หายทันที", "se recuperó enseguida") ends the episode itself, not the problem: the choke or cough
 * happened and is recent (plain past tense is not resolution, docs/SCREENING.md). These phrases are read whole and
 * ignored, so their recovery word does not date the sign as resolved history; "fully recovered", "no problems
 * since" still do.
 */
import type { LexiconRow } from './red-flags';

const EN_SUBJECTS = ['it ', 'they ', 'he ', 'she ', ''];
const EN_ENDED = ['passed', 'went away', 'cleared', 'settled', 'stopped', 'recovered', 'resolved', 'got better', 'came right', 'eased'];
const EN_ALONE = ['by itself', 'on its own', 'by himself', 'by herself', 'on his own', 'on her own', 'by themselves', 'on their own', 'spontaneously'];
/** "it passed by itself", "recovered on her own": the episode ended without help (session 14, class 1). */
const BY_ITSELF_EN = EN_SUBJECTS.flatMap((s) => EN_ENDED.flatMap((v) => EN_ALONE.map((a) => `${s}${v} ${a}`)));
const ES_ENDED = ['se le pasó', 'se le quitó', 'se le fue', 'se recuperó', 'se pasó', 'se quitó', 'se resolvió', 'lo sacó'];
const ES_ALONE = ['solo', 'sola', 'solito', 'solita', 'por sí solo', 'por sí sola', 'sin ayuda'];
/** "se le pasó solita", "se recuperó por sí sola". */
const BY_ITSELF_ES = ES_ENDED.flatMap((v) => ES_ALONE.map((a) => `${v} ${a}`));

export const QUICK_RECOVERY_WORDS: LexiconRow = {
  reads: { list: 'ignore' },
  words: {
    en: [
      'recovered right after', 'recovered right away', 'recovered quickly', 'recovered straight after', 'recovered straight away',
      'recovered immediately', 'recovered at once', 'recovered within minutes', 'recovered in a minute', 'quickly recovered',
      'soon recovered', 'recovered soon after', 'recovered after a minute', 'recovered after a few seconds',
      // Session 14 (class 1): an episode that ended by itself ("it passed by itself") is still the episode.
      ...BY_ITSELF_EN,
    ],
    // The other languages already read a quick recovery after the event as current (test/aspiration/s13-quick-recovery.test.ts):
    // their recovery words there ("即刻冇事", "すぐに回復", "바로 괜찮아졌", "langsung pulih") date nothing.
    'zh-HK': [],
    'zh-CN': [],
    ja: [],
    ko: [],
    tl: [],
    id: [],
    vi: ['hồi phục ngay', 'khỏe lại ngay', 'ổn ngay', 'đỡ ngay', 'hết ngay'],
    th: ['หายทันที', 'หายเร็ว', 'ดีขึ้นทันที', 'หายในไม่กี่นาที'],
    es: ['se recuperó enseguida', 'se recuperó rápido', 'se recuperó al momento', 'se le pasó enseguida', 'se recuperó en seguida', ...BY_ITSELF_ES],
  },
};
