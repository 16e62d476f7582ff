/**
 * Vocabulary rows of session 16, held-out sets 57 and 58 (s16aspe): the classes their first runs missed, merged by
 * lexicon/index.ts beside the session-15 rows. Each row names its class and the screening statement it implements.
 */
import type { AuditRow } from './audit-words';

/** Every head before every tail ("le duele" + "un poquito" + "al tragar"). */
const joined = (heads: readonly string[], tails: readonly string[], glue = ' '): string[] =>
  heads.flatMap((h) => tails.map((t) => `${h}${glue}${t}`));

const EN_PAINFUL = ['painful', 'a bit painful', 'a little painful', 'slightly painful', 'sore', 'a bit sore', 'hurts', 'hurts a bit', 'hurts a little'];
const EN_SWALLOWS = ['when she swallows', 'when he swallows', 'when swallowing', 'when she swallows food', 'when he swallows food', 'to swallow food'];
const ES_PAIN = ['duele', 'le duele', 'me duele', 'le molesta'];
const ES_DEGREE = ['un poco', 'un poquito', 'algo', 'mucho', 'bastante', 'la garganta', 'un poco la garganta', 'un poquito la garganta', 'algo la garganta', 'mucho la garganta'];
const ES_SWALLOW = ['al tragar', 'cuando traga', 'para tragar', 'al tragar la comida', 'cuando traga la comida'];
/** Chinese swallow verbs told without 时/嗰陣 ("吞東西喉嚨會痛"), then the throat, then the pain. */
const ZH_SWALLOW = ['吞东西', '咽东西', '吞嘢', '吞嘢食', '吞饭', '咽饭', '吞食物', '吞东西的话'];
const ZH_THROAT = ['', '喉咙', '嗓子', '喉咙都', '嗓子都'];
const ZH_PAIN = ['痛', '疼', '会痛', '会疼', '好痛', '很痛', '很疼', '有点痛', '有点疼', '有啲痛', '都痛', '刺痛'];
const JA_SWALLOW = ['飲み込むと', '飲み込む時', '飲み込むとき', '飲み込む時に', '飲み込むときに', '飲み込んだ時に', '飲み込んだときに'];
const JA_PAIN = ['少し痛', 'ちょっと痛', '喉が少し痛', 'のどが少し痛', '喉がちょっと痛', 'のどが痛', '喉が痛'];
const VI_SWALLOW = ['nuốt', 'nuốt thức ăn', 'nuốt cơm', 'nuốt đồ ăn', 'nuốt nước'];
const VI_PAIN = ['bị đau họng', 'thấy đau họng', 'đau họng', 'bị đau', 'thấy đau', 'hơi đau', 'thấy hơi đau', 'đau rát', 'rát họng'];

export const S16E_WORDS: AuditRow[] = [
  {
    finding: 'held-out 57/58 class 1: pain on swallowing told with a degree or the throat between the swallow and the pain',
    source:
      'EAT-10 item 6 (Belafsky 2008): swallowing is painful (odynophagia), a mild sign (moderate) unless a cold or other illness explains it (concept pain_on_swallowing)',
    reads: { sign: 'pain_on_swallowing' },
    words: {
      en: [...joined(EN_PAINFUL, EN_SWALLOWS), 'painful to swallow', 'a bit painful to swallow', 'sore to swallow'],
      'zh-HK': joined(ZH_SWALLOW, joined(ZH_THROAT, ZH_PAIN, ''), ''),
      'zh-CN': joined(ZH_SWALLOW, joined(ZH_THROAT, ZH_PAIN, ''), ''),
      ja: joined(JA_SWALLOW, JA_PAIN, ''),
      ko: ['삼킬 때 좀 아프', '삼킬 때 조금 아프', '삼키면 좀 아프', '삼키면 아프', '삼킬 때 목이 조금 아프', '삼킬 때 목이 좀 아프', '넘길 때 아프', '넘길 때 목이 아프', '삼키기가 아프'],
      tl: ['medyo masakit lumunok', 'masakit pag lumulunok', 'masakit kapag lumunok', 'sumasakit kapag lumulunok', 'sumasakit pag lumulunok', 'sumasakit ang lalamunan kapag lumulunok'],
      id: ['sakit saat menelan', 'nyeri saat menelan', 'nyeri menelan', 'sakit kalau nelan', 'sakit pas menelan', 'sakit pas nelan', 'tenggorokan sakit kalau nelan', 'sakit waktu nelan'],
      vi: joined(VI_SWALLOW, VI_PAIN),
      th: ['กลืนแล้วเจ็บ', 'กลืนอาหารแล้วเจ็บ', 'กลืนอาหารแล้วเจ็บคอ', 'เจ็บคอเวลากลืน', 'กลืนเจ็บ', 'เจ็บคอตอนกลืนข้าว'],
      es: [...joined(ES_PAIN, joined(ES_DEGREE, ES_SWALLOW)), 'siente dolor al tragar', 'le duele la garganta cuando traga'],
    },
  },
];
