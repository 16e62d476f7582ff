/**
 * Reading rule quick_recovery_is_the_episode (session 13, class 3): a recovery told as immediate ("recovered right
 * after", "หายทันที", "se recuperó enseguida") ends the episode itself, not the problem: the choke or cough
 * happened and is recent (plain past tense is not resolution, docs/SCREENING.md). These phrases are read whole and
 * ignored, so their recovery word does not date the sign as resolved history; "fully recovered", "no problems
 * since" still do.
 */
import type { LexiconRow } from './red-flags';

export const QUICK_RECOVERY_WORDS: LexiconRow = {
  reads: { list: 'ignore' },
  words: {
    en: [
      'recovered right after', 'recovered right away', 'recovered quickly', 'recovered straight after', 'recovered straight away',
      'recovered immediately', 'recovered at once', 'recovered within minutes', 'recovered in a minute', 'quickly recovered',
      'soon recovered', 'recovered soon after', 'recovered after a minute', 'recovered after a few seconds',
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
    es: ['se recuperó enseguida', 'se recuperó rápido', 'se recuperó al momento', 'se le pasó enseguida', 'se recuperó en seguida'],
  },
};
