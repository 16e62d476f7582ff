/**
 * Vocabulary rows of session 16, held-out sets 57 and 58 (s16aspe): the classes their first runs missed, merged by
 * lexicon/index.ts beside the session-15 rows. Each row names its class and the screening statement it implements.
 */
import type { AuditRow } from './audit-words';
import { type InputLanguage, inSomeLanguages } from './red-flags';

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
  {
    finding: 'held-out 57 class 2: food left or piled in the cheeks, or a prompt needed to swallow it, in colloquial Indonesian',
    source:
      'Bedside examination (Logemann 1998; GUSS oral phase): food held in the cheeks or a person who must be prompted to swallow shows oral residue, a mild oral-phase sign: moderate (sign pocketing)',
    reads: { sign: 'pocketing' },
    words: inSomeLanguages({
      id: [
        ...joined(['ketinggalan', 'numpuk', 'menumpuk', 'ngumpul', 'berkumpul', 'tertahan', 'ketahan', 'nyelip'], ['di pipi', 'di pipinya', 'di dalam pipi']),
        ...joined(['harus diingetin', 'harus diingatkan', 'perlu diingetin', 'mesti diingetin', 'harus disuruh', 'mesti disuruh', 'diingetin', 'disuruh'], ['buat ditelan', 'untuk ditelan', 'buat nelan', 'buat menelan', 'nelan']),
      ],
    }),
  },
  {
    finding: 'held-out 58 class 5: a back blow told without the object particle ("등 두드려 드림") or with the perfective (拍咗佢背)',
    source:
      'Choking first aid (back blows, Resuscitation Council UK): back blows given at a meal are a rescue, so the airway was blocked: food stuck with them is a choking episode (concept choking, high)',
    reads: { ctx: 'airway' },
    words: inSomeLanguages({
      en: ['thumped her back', 'thumped his back', 'slapped her back', 'slapped his back', 'hit her on the back', 'hit him on the back'],
      'zh-HK': ['拍咗佢背', '拍咗佢個背', '拍佢個背', '拍吓佢背', '拍下佢背', '掃咗佢背', '掃吓佢背'],
      ja: ['背中を叩', '背中をたた', '背中を強く叩'],
      ko: ['등 두드려', '등 두드렸', '등 두들겨', '등 두들겼', '등을 두드려', '등을 두들겨', '등 쳐 드', '등을 쳐 드'],
      tl: ['tinapik ang likod', 'tinapik-tapik ang likod', 'hinampas ang likod', 'pinalo ang likod'],
      id: ['tepuk punggung', 'tepuk-tepuk punggung', 'menepuk punggung', 'menepuk-nepuk punggung', 'pukul punggung'],
      vi: ['vỗ lưng', 'đập lưng', 'vỗ mạnh vào lưng'],
      th: ['ตบหลัง', 'ทุบหลัง'],
      es: ['golpes en la espalda', 'palmadas en la espalda', 'golpecitos en la espalda', 'le golpeé la espalda', 'le pegué en la espalda'],
    }),
  },
  {
    finding: 'held-out 57 class 3: a food now harder to swallow than before, the food told between the swallow and the comparison',
    source:
      'EAT-10 (Belafsky 2008) and a change from the usual swallow: a swallow worse than it used to be is a current mild sign (moderate); the comparison is a difficulty once a food or meal is named in its clause (helper difficulty)',
    reads: { sign: 'difficulty' },
    words: {
      en: ['harder than before', 'harder than it used to be', 'more difficult than before', 'more difficult than it used to be', 'harder to get down than before', 'harder to swallow than before'],
      'zh-HK': ['難吞過以前', '比以前難', '比以前吃力', '比以前費力', '冇以前咁易吞'],
      'zh-CN': ['比以前难', '比以前费劲', '比以前吃力', '比之前难咽', '比之前难吞', '不如以前好咽'],
      ja: ['前より飲み込みづら', '以前より飲み込みづら', '前より食べにく', '以前より食べにく'],
      ko: ['예전보다 넘기기 힘들', '전보다 넘기기 힘들', '예전보다 잘 안 넘어가', '전보다 잘 안 넘어가', '예전보다 삼키기 어려워', '전보다 삼키기 어려워'],
      tl: ['mas mahirap kaysa dati', 'mas mahirap na kaysa dati', 'mas hirap kaysa dati', 'mas mahirap nang lunukin kaysa dati'],
      id: ['lebih susah dari dulu', 'lebih sulit dari dulu', 'lebih susah daripada dulu', 'lebih sulit daripada dulu', 'lebih susah dari sebelumnya', 'lebih sulit dari sebelumnya', 'lebih susah dibanding dulu'],
      vi: ['khó hơn trước', 'khó hơn lúc trước', 'khó hơn hồi trước', 'khó hơn trước đây', 'khó hơn xưa'],
      th: ['ยากกว่าเมื่อก่อน', 'ยากกว่าแต่ก่อน', 'ยากกว่าเดิม', 'ลำบากกว่าเดิม', 'ลำบากกว่าเมื่อก่อน', 'ยากขึ้นกว่าเดิม'],
      es: ['más difícil que antes', 'le cuesta más que antes', 'más trabajo que antes', 'cuesta más que antes'],
    },
  },
  {
    finding: 'held-out 57 class 4: a family worry about aspiration ("誤嚥が心配", "担心误吸") names no event that happened',
    source:
      'docs/SCREENING.md (risk factor without a sign is low): a worry about aspiration, told as the reason for asking, reports no sign; the words are look-alikes of the sign aspiration_observed (list ignore)',
    reads: { list: 'ignore' },
    words: {
      en: joined(['worried about', 'worry about', 'worries about', 'concerned about', 'afraid of', 'scared of', 'fear of'], ['aspiration', 'aspiration pneumonia']),
      'zh-HK': ['擔心誤吸', '擔心會誤吸', '驚誤吸', '驚佢誤吸', '怕誤吸', '怕佢誤吸', '擔心吸入性肺炎'],
      'zh-CN': ['担心误吸', '担心会误吸', '怕误吸', '怕他误吸', '怕她误吸', '担心吸入性肺炎', '担心吸入性肺炎'],
      ja: ['誤嚥が心配', '誤嚥を心配', '誤嚥しないか心配', '誤嚥が不安', '誤嚥しないか不安', '誤嚥するのではと心配', '誤嚥性肺炎が心配', '誤嚥性肺炎を心配', '誤嚥性肺炎にならないか心配'],
      ko: ['흡인이 걱정', '흡인될까 봐 걱정', '흡인성 폐렴이 걱정', '흡인성 폐렴이 될까 봐'],
      tl: ['nag-aalala sa aspiration', 'takot sa aspiration', 'nag-aalala kami sa aspiration'],
      id: ['khawatir aspirasi', 'takut aspirasi', 'khawatir terjadi aspirasi', 'khawatir pneumonia aspirasi', 'takut pneumonia aspirasi'],
      vi: ['lo hít sặc', 'lo bị hít sặc', 'sợ hít sặc', 'sợ bị hít sặc', 'lo viêm phổi hít', 'sợ viêm phổi hít'],
      th: ['กังวลเรื่องการสำลักเข้าปอด', 'กลัวสำลักเข้าปอด', 'กังวลว่าจะสำลักเข้าปอด', 'กลัวปอดติดเชื้อจากการสำลัก'],
      es: ['preocupa la aspiración', 'miedo a la aspiración', 'preocupados por la aspiración', 'preocupada por la aspiración', 'preocupado por la aspiración', 'miedo a una neumonía por aspiración'],
    },
  },
  {
    finding: 'held-out 58 class 6: "tab", the everyday short word for a tablet',
    source:
      'docs/SCREENING.md (issue 15): a large tablet the person manages by splitting it is managed, no sign (low); the tablet must be read as one for the split to count',
    reads: { ctx: 'pill' },
    words: inSomeLanguages({ en: ['tab', 'caplet', 'caplets'] }),
  },
];

/**
 * Held-out 57 class 4: a sign told as what an illness can cause ("dementia can cause choking", "puede causar
 * atragantamiento", "会不会引起吞咽困难") is a stated risk, not a reported event: the frames of reading rule
 * irrealis_frame joined to the stated-risk words (index.ts). `before` frames a sign after it, `after` one before it.
 */
export const CAUSE_FRAMES: Record<InputLanguage, { before: readonly string[]; after: readonly string[] }> = {
  en: {
    // Modal and pronoun forms only: a disease named inside the frame would hide the risk factor it names.
    before: joined(['can', 'could', 'may', 'might', 'can it', 'could it', 'does it', 'can that', 'does that', 'can this', 'does this'], ['cause', 'lead to', 'bring on']),
    after: [],
  },
  'zh-HK': { before: ['會唔會引起', '會唔會導致', '會唔會搞到', '可能引起', '可能導致'], after: [] },
  'zh-CN': { before: ['会不会引起', '会不会导致', '会不会造成', '可能引起', '可能导致'], after: [] },
  ja: { before: [], after: ['を引き起こ', 'の原因にな', 'につながる', 'になりやすい'] },
  ko: { before: [], after: ['을 일으킬 수', '를 일으킬 수', '을 유발할 수', '를 유발할 수', '이 생길 수', '가 생길 수'] },
  tl: { before: ['maaaring magdulot ng', 'puwedeng magdulot ng', 'nagdudulot ba ng', 'maaaring maging sanhi ng'], after: [] },
  id: { before: ['bisa menyebabkan', 'dapat menyebabkan', 'bisa mengakibatkan', 'dapat mengakibatkan', 'bisa bikin'], after: [] },
  vi: { before: ['có thể gây', 'có thể gây ra', 'có gây ra'], after: [] },
  th: { before: ['อาจทำให้', 'จะทำให้เกิด'], after: [] },
  es: {
    before: ['puede causar', 'pueden causar', 'puede provocar', 'pueden provocar', 'puede dar', 'puede llevar a', 'puede tener', 'pueda tener', 'podría tener', 'podría causar'],
    after: [],
  },
};
