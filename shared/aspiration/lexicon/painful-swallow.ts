/**
 * Pain on swallowing in everyday words: a degree, the throat or a person between the pain and the swallow, a grimace
 * at the swallow (EAT-10 item 6, Belafsky 2008: a mild sign, moderate unless a cold or other illness explains it),
 * and a cold read whole so a denial before it denies the cold.
 */
import type { AuditRow } from './audit-words';
import { inSomeLanguages } from './red-flags';
import { joined } from './compose';

/** "hurts (a bit) when I swallow": the degree words a person puts between the pain and the swallow. */
const EN_HURTS = ['hurts', 'it hurts', 'painful', 'sore'].flatMap((p) =>
  ['', ' a bit', ' a little', ' slightly'].flatMap((d) => ['i swallow', 'you swallow', 'they swallow'].map((s) => `${p}${d} when ${s}`)),
);

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

export const PAINFUL_SWALLOW_WORDS: readonly AuditRow[] = [
  {
    finding: 'fresh set 49 class 3: pain on swallowing told in the first person or with a degree word between',
    source:
      'EAT-10 item 6 (Belafsky 2008): "swallowing is painful" (odynophagia) is a mild sign, moderate alone; a cold or sore throat denied beside it explains nothing (concept pain_on_swallowing)',
    reads: { sign: 'pain_on_swallowing' },
    words: {
      en: [...EN_HURTS, 'hurts a bit to swallow', 'hurts a little to swallow', 'hurts me to swallow', 'hurts a bit when she swallows', 'hurts a bit when he swallows', 'hurts a bit when swallowing'],
      'zh-HK': ['吞落去會痛', '吞落去有啲痛', '吞嘅時候有啲痛'],
      'zh-CN': ['吞下去会痛', '吞下去有点痛', '咽下去会痛', '咽下去有点痛', '咽的时候痛', '咽的时候有点痛'],
      ja: ['飲み込む時に少し痛', '飲み込むとき少し痛', '飲み込むときに少し痛', '飲み込むと少し痛', '飲み込むとちょっと痛', '飲み込む時少し痛'],
      ko: ['삼킬 때 조금 아파', '삼킬 때 좀 아파', '삼키면 좀 아파'],
      tl: ['masakit kapag lumulunok ako', 'masakit pag lumulunok ako', 'masakit lumunok ng pagkain'],
      id: ['agak sakit kalau menelan'],
      vi: ['nuốt thấy hơi đau'],
      th: ['กลืนแล้วเจ็บนิดหน่อย', 'เวลากลืนเจ็บ'],
      es: ['me duele al tragar', 'me duele un poco al tragar', 'le duele un poco al tragar', 'duele un poco al tragar'],
    },
  },
  {
    finding: 'held-out 53 class 4: pain in the throat when swallowing, the throat named between the pain and the swallow',
    source:
      'EAT-10 item 6 (Belafsky 2008): swallowing is painful, a mild sign (moderate) unless a cold or other illness explains it',
    reads: { sign: 'pain_on_swallowing' },
    words: {
      en: ['throat hurts when she swallows', 'throat hurts when he swallows', 'sore throat when swallowing', 'throat hurts when swallowing'],
      'zh-HK': ['吞嘢嗰陣喉嚨痛', '吞嘅時候喉嚨痛'],
      'zh-CN': ['吞的时候喉咙痛', '咽的时候喉咙痛', '吞咽时喉咙痛'],
      ja: ['飲み込むときに喉が痛', '飲み込む時にのどが痛'],
      ko: ['삼킬 때 목이 아프', '삼킬 때 목이 따끔'],
      tl: ['masakit ang lalamunan kapag lumulunok', 'masakit ang lalamunan pag lumulunok'],
      id: ['tenggorokan sakit saat menelan', 'tenggorokan sakit waktu menelan', 'sakit tenggorokan saat menelan'],
      vi: ['đau họng khi nuốt', 'đau cổ khi nuốt', 'nuốt thì đau họng'],
      th: ['เจ็บคอตอนกลืน', 'เจ็บคอขณะกลืน', 'เจ็บคอเวลากลืนอาหาร', 'เจ็บคอตอนกลืนอาหาร'],
      es: ['dolor de garganta al tragar', 'me duele la garganta al tragar'],
    },
  },
  {
    finding: 'held-out 57/58 class 1: pain on swallowing told with a degree or the throat between the swallow and the pain',
    source:
      'EAT-10 item 6 (Belafsky 2008): swallowing is painful (odynophagia), a mild sign (moderate) unless a cold or other illness explains it (concept pain_on_swallowing)',
    reads: { sign: 'pain_on_swallowing' },
    words: {
      en: [...joined(EN_PAINFUL, EN_SWALLOWS), 'painful to swallow', 'a bit painful to swallow'],
      'zh-HK': joined(ZH_SWALLOW, joined(ZH_THROAT, ZH_PAIN, ''), ''),
      'zh-CN': joined(ZH_SWALLOW, joined(ZH_THROAT, ZH_PAIN, ''), ''),
      ja: joined(JA_SWALLOW, JA_PAIN, ''),
      ko: ['삼킬 때 좀 아프', '삼킬 때 조금 아프', '삼키면 좀 아프', '삼킬 때 목이 조금 아프', '삼킬 때 목이 좀 아프', '넘길 때 아프', '넘길 때 목이 아프', '삼키기가 아프'],
      tl: ['medyo masakit lumunok', 'masakit pag lumulunok', 'masakit kapag lumunok', 'sumasakit pag lumulunok', 'sumasakit ang lalamunan kapag lumulunok'],
      id: ['nyeri menelan', 'sakit pas menelan', 'tenggorokan sakit kalau nelan'],
      vi: joined(VI_SWALLOW, VI_PAIN),
      th: ['กลืนอาหารแล้วเจ็บคอ', 'เจ็บคอเวลากลืน', 'กลืนเจ็บ', 'เจ็บคอตอนกลืนข้าว'],
      es: [...joined(ES_PAIN, joined(ES_DEGREE, ES_SWALLOW)), 'siente dolor al tragar'],
    },
  },
  {
    finding: 'review asp13 finding 11: a grimace at the swallow is pain on swallowing',
    source: 'EAT-10 item 6 (swallowing is painful): a pain told by the face at the swallow is a mild sign: moderate (sign pain_on_swallowing)',
    reads: { sign: 'pain_on_swallowing' },
    words: {
      en: ['grimaces when she swallows', 'grimaces when he swallows', 'grimaces when swallowing', 'grimacing when swallowing', 'grimaces as she swallows', 'grimaces as he swallows', 'pulls faces when swallowing', 'pulls a face when she swallows', 'pulls a face when he swallows', 'winces when swallowing'],
      'zh-HK': ['吞嘢嗰陣皺眉', '一吞就皺眉'],
      'zh-CN': ['吞咽时皱眉', '一咽就皱眉', '咽东西时龇牙咧嘴'],
      ja: ['飲み込むと顔をしかめ', '飲み込む時に顔をしかめ', '飲み込むたびに顔をしかめ'],
      ko: ['삼킬 때 얼굴을 찡그', '삼킬 때마다 인상을 쓰'],
      tl: ['napapangiwi kapag lumulunok', 'ngumingiwi pag lumulunok'],
      id: ['meringis saat menelan', 'meringis waktu menelan'],
      vi: ['nhăn mặt khi nuốt', 'nuốt là nhăn mặt'],
      th: ['กลืนแล้วหน้านิ่ว', 'หน้าเบ้เวลากลืน'],
      es: ['hace muecas al tragar', 'pone mala cara al tragar', 'arruga la cara al tragar'],
    },
  },
  {
    finding: 'held-out 53 class 4: "has a cold" read whole, so a denial before it ("ไม่ได้เป็นไข้หวัด") denies the cold, not a fever',
    source:
      'EAT-10 item 6 (Belafsky 2008): painful swallowing is a mild sign unless a cold explains it; a cold the text denies explains nothing, so the sign stands (moderate)',
    reads: { list: 'unrelated' },
    words: inSomeLanguages({
      th: ['เป็นไข้หวัด', 'เป็นไข้หวัดใหญ่'],
    }),
  },
];
