/**
 * Reading rule quick_recovery_is_the_episode: a recovery told as immediate ("recovered right
 * after", "หายทันที", "se recuperó enseguida") ends the episode itself, not the problem: the choke or cough
 * happened and is recent (plain past tense is not resolution, docs/SCREENING.md). These phrases are read whole and
 * ignored, so their recovery word does not date the sign as resolved history; "fully recovered", "no problems
 * since" still do.
 */
import { normalize } from '../normalize';
import { type InputLanguage, inSomeLanguages, type LexiconRow } from './red-flags';

const EN_SUBJECTS = ['it ', 'they ', 'he ', 'she ', ''];
const EN_ENDED = ['passed', 'went away', 'cleared', 'settled', 'stopped', 'recovered', 'resolved', 'got better', 'came right', 'eased'];
const EN_ALONE = ['by itself', 'on its own', 'by himself', 'by herself', 'on his own', 'on her own', 'by themselves', 'on their own', 'spontaneously'];
/** "it passed by itself", "recovered on her own": the episode ended without help. */
const BY_ITSELF_EN = EN_SUBJECTS.flatMap((s) => EN_ENDED.flatMap((v) => EN_ALONE.map((a) => `${s}${v} ${a}`)));
const ES_ENDED = ['se le pasó', 'se le quitó', 'se le fue', 'se recuperó', 'se pasó', 'se quitó', 'se resolvió', 'lo sacó'];
const ES_ALONE = ['solo', 'sola', 'solito', 'solita', 'por sí solo', 'por sí sola', 'sin ayuda'];
/** "se le pasó solita", "se recuperó por sí sola". */
const BY_ITSELF_ES = ES_ENDED.flatMap((v) => ES_ALONE.map((a) => `${v} ${a}`));

export const QUICK_RECOVERY_WORDS: LexiconRow = {
  reads: { list: 'ignore' },
  words: inSomeLanguages({
    en: [
      'recovered right after', 'recovered right away', 'recovered quickly', 'recovered straight after', 'recovered straight away',
      'recovered immediately', 'recovered at once', 'recovered within minutes', 'recovered in a minute', 'quickly recovered',
      'soon recovered', 'recovered soon after', 'recovered after a minute', 'recovered after a few seconds',
      // An episode that ended by itself ("it passed by itself") is still the episode.
      ...BY_ITSELF_EN,
    ],
    // The other languages already read a quick recovery after the event as current (test/aspiration/quick-recovery-is-the-episode.test.ts):
    // their recovery words there ("即刻冇事", "すぐに回復", "바로 괜찮아졌", "langsung pulih") date nothing.
    vi: ['hồi phục ngay', 'khỏe lại ngay', 'ổn ngay', 'đỡ ngay', 'hết ngay'],
    th: ['หายทันที', 'หายเร็ว', 'ดีขึ้นทันที', 'หายในไม่กี่นาที'],
    es: ['se recuperó enseguida', 'se recuperó rápido', 'se recuperó al momento', 'se le pasó enseguida', 'se recuperó en seguida', ...BY_ITSELF_ES],
  }),
};

/**
 * Reading rule fine_now_is_the_episode: a recovery told as a state now ("ya está bien", "okay na siya",
 * "现在没事了", "今は大丈夫", "지금은 괜찮아요") after an undated choke says the episode ended, not that the problem will
 * not come back: with no date the safety bias reads the choke as recent (docs/SCREENING.md, tense). These words stay
 * recoveries (they still date an illness or a cough problem); only an episode sign (SignConcept.episode) passes over
 * them. A problem said not to recur ("no le ha vuelto a pasar", "之后再也没有发生", "no problems since") still
 * resolves it. English "fine now" reads as no recovery already, so its row is empty.
 */
export const FINE_NOW_WORDS: Record<InputLanguage, readonly string[]> = inSomeLanguages({
  'zh-HK': ['而家冇事喇', '而家冇事了', '而家已經冇事', '已經冇事', '已經好返', '已經ok'],
  'zh-CN': ['现在没事了', '现在已经没事了', '现在好了', '现在已经好了', '已经没事', '已经ok'],
  ja: ['今は大丈夫', '今はもう大丈夫', '今は平気', '今は問題ない'],
  ko: ['지금은 괜찮아요', '지금은 괜찮으세요', '지금은 괜찮', '이제는 괜찮'],
  tl: ['okay na siya', 'ok na siya', 'ayos na siya', 'okay na ngayon', 'ok na ngayon', 'ayos na ngayon', 'maayos na ngayon', 'ngayon okay na', 'ngayon ayos na'],
  id: ['sekarang sudah baik', 'sekarang sudah tidak apa-apa', 'sekarang sudah sembuh', 'sudah baik', 'sudah sembuh'],
  vi: ['giờ không sao rồi', 'bây giờ không sao rồi', 'giờ khỏi rồi', 'giờ ổn rồi', 'bây giờ ổn rồi', 'nay đã ổn'],
  th: ['ตอนนี้ปกติแล้ว', 'ตอนนี้ดีแล้ว'],
  es: ['ya está bien', 'ya esta bien', 'ahora ya está bien', 'ya se encuentra bien', 'quedó bien'],
});

/** Normalised at load: a normalisation during an analysis would overwrite the analyser's scratch buffer. */
const FINE_NOW: ReadonlySet<string> = new Set(Object.values(FINE_NOW_WORDS).flatMap((words) => words.map((w) => normalize(w).text)));

/** Whether a recovery token's (normalised) text tells only a state now (rule fine_now_is_the_episode). */
export function isFineNow(word: string): boolean {
  return FINE_NOW.has(word);
}
