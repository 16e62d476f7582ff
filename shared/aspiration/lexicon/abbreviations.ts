/**
 * Aspiration pneumonia as nursing notes abbreviate it ("AP", "asp pna", "吸入肺炎"),
 * read with its time like the full words (red_flag now or within three months; aspiration_history when older;
 * resolved history low). "AP" also names other things: an X-ray projection ("AP chest", "AP view"), a name's
 * initials ("Mrs AP"), an apical pulse with its rate ("AP 72 bpm") and, typed without accents, Vietnamese áp
 * ("huyet ap", blood pressure): those are read whole and ignored. Merged by lexicon/index.ts like red-flags.ts.
 */
import type { LexiconRow } from './red-flags';

export const ABBREVIATION_ROWS: readonly LexiconRow[] = [
  {
    reads: { sign: 'aspiration_pneumonia' },
    words: {
      en: ['ap', 'asp pna', 'aspiration pna', 'asp. pneumonia', 'aspir pneumonia', 'aspir. pneumonia', 'ap pneumonia'],
      'zh-HK': ['吸入肺炎', '誤吸肺炎', '誤吸性肺炎'],
      'zh-CN': ['吸入肺炎', '误吸肺炎', '误吸性肺炎'],
      ja: ['誤嚥肺炎', '嚥下肺炎'],
      ko: ['흡인폐렴', '흡인 폐렴'],
      tl: ['asp pneumonia', 'aspiration pulmonya'],
      id: ['pneumonia aspirasi', 'aspirasi pneumonia'],
      vi: ['viêm phổi hít sặc', 'vp hít'],
      th: ['ปอดอักเสบสำลัก', 'aspiration pneumonia'],
      es: ['neumonía aspirativa', 'neumonia aspirativa', 'neumonía por broncoaspiración'],
    },
  },
  {
    reads: { list: 'ignore' },
    words: {
      en: [
        'ap view', 'ap film', 'ap chest', 'ap cxr', 'ap x-ray', 'ap xray', 'ap radiograph', 'ap projection', 'ap diameter', 'ap/pa',
        'pa/ap', 'chest ap', 'cxr ap', 'ap and lateral', 'ap & lateral', 'mrs ap', 'mr ap', 'ms ap', 'miss ap', 'dr ap', 'ap # bpm',
        'ap #bpm', 'ap #/min', 'ap # /min', 'apical pulse',
      ],
      'zh-HK': ['ap位', 'ap片'],
      'zh-CN': ['ap位', 'ap片'],
      ja: ['ap像', 'ap撮影'],
      ko: ['ap 촬영', 'ap 사진'],
      tl: ['ap view'],
      id: ['foto ap'],
      vi: ['huyet ap', 'ap luc', 'ap dung', 'ap xe', 'ap suat', 'ap sat', 'ap tai', 'ap dat', 'ap che', 'ap bung', 'ap thap', 'ap vao', 'ap ung', 'ap mat'],
      th: ['ท่า ap'],
      es: ['proyección ap', 'rx ap'],
    },
  },
];
