/**
 * Session 13 (s13asp-a, class 6; review 12, finding 15): aspiration precautions in place read the same in every
 * language as in English: a managed known dysphagia (risk factor known_dysphagia, rule
 * current_impairment_without_sign: moderate), never aspiration itself. Session 12 had left them ignored outside
 * English, so "防誤吸措施" or "precauciones de aspiración" added nothing there. Merged by lexicon/index.ts.
 */
import type { LexiconRow } from './red-flags';

export const PRECAUTION_ROWS: readonly LexiconRow[] = [
  {
    reads: { risk: 'known_dysphagia' },
    words: {
      en: ['aspiration risk precautions', 'swallow precautions', 'swallowing precautions'],
      'zh-HK': ['防誤吸措施', '防誤吸', '誤吸預防', '防範誤吸', '誤吸防範', '預防誤吸措施', '防嗆措施'],
      'zh-CN': ['防误吸措施', '防误吸', '误吸预防', '防范误吸', '误吸防范', '预防误吸措施', '防呛措施'],
      ja: ['誤嚥予防策', '誤嚥防止策', '誤嚥対策', '誤嚥予防中', '誤嚥予防を実施', '誤嚥予防の対応'],
      ko: ['흡인 예방 조치', '흡인 예방', '흡인 방지'],
      tl: ['pag-iingat laban sa aspiration', 'aspiration precaution'],
      id: ['pencegahan aspirasi', 'kewaspadaan aspirasi'],
      vi: ['phòng ngừa hít sặc', 'dự phòng hít sặc', 'phòng hít sặc'],
      th: ['ป้องกันการสำลัก', 'มาตรการป้องกันการสำลัก'],
      es: [
        'precauciones de aspiración', 'precauciones antiaspiración', 'precauciones para aspiración', 'medidas antiaspiración',
        'prevención de aspiración', 'prevención de la aspiración',
      ],
    },
  },
];
