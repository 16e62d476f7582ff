/**
 * A swallow that takes effort, in everyday words: several swallows for one mouthful, a drink to wash each bite down,
 * meals that take an hour or need rests, a swallow harder than before, a tablet that stays a little in the throat
 * (EAT-10, Belafsky 2008; GUSS and the Yale protocol: mild signs, moderate alone).
 */
import type { AuditRow } from './audit-words';
import { inSomeLanguages, type LexiconRow } from './red-flags';
import { joined } from './compose';

/** Chinese "吞兩三啖先吞得落": a count of swallows, then "only then it goes down", one multiple-swallow phrase. */
const swallowsThenDown = (counts: readonly string[], tails: readonly string[]): string[] =>
  counts.flatMap((c) => tails.map((t) => `${c}${t}`));

/** "takes 45 min now", "takes 45+ minutes now": a meal time told in minutes beside "now" (a change). */
const EN_MINUTES_NOW = ['takes', 'take', 'taking', 'now takes'].flatMap((v) =>
  ['# min', '#+ min', '# mins', '#+ mins', '# minutes', '#+ minutes'].map((m) => (v === 'now takes' ? `${v} ${m}` : `${v} ${m} now`)),
);

export const SWALLOW_EFFORT_WORDS: readonly (AuditRow | LexiconRow)[] = [
  {
    finding: 'fresh set 50 class 3: each mouthful swallowed two or three times before the next one',
    source: 'GUSS (Trapl 2007) and the Yale protocol: repeated swallows of one bolus are a mild sign (at least moderate)',
    reads: { sign: 'delayed_swallow' },
    words: {
      en: ['each mouthful 2-3x', 'each mouthful 2-3 times', 'each mouthful two or three times', 'each bite 2-3 times', 'each bite two or three times', 'each spoonful 2-3 times', 'each spoonful two or three times'],
      'zh-HK': ['每啖都要吞兩三次', '每啖要吞兩三下'],
      'zh-CN': ['每口都要咽两三次', '每口要咽两三下'],
      ja: ['一口ごとに2、3回飲み込む', '一口ごとに何回も飲み込む'],
      ko: ['한 입마다 두세 번 삼켜'],
      tl: ['bawat subo ay nilulunok nang dalawa o tatlong beses'],
      id: ['setiap suapan ditelan dua tiga kali'],
      vi: ['mỗi miếng phải nuốt hai ba lần'],
      th: ['กลืนคำละสองสามครั้ง'],
      es: ['traga cada bocado dos o tres veces'],
    },
  },
  {
    finding:
      'fresh set 49 class 5: two or three swallows before it goes down ("吞兩三啖先吞得落") is multiple swallows, a mild sign, not the major difficulty swallowing its tail alone reads',
    source:
      'GUSS (Trapl 2007) and the Yale protocol: piecemeal or repeated swallows of one bolus are a mild sign; only a major sign becomes high by frequency (rule persistent_major_sign)',
    reads: { sign: 'delayed_swallow' },
    words: {
      'zh-HK': swallowsThenDown(['吞兩三啖', '吞幾啖', '吞兩三下', '吞幾下', '吞兩三次', '吞幾次', '吞多兩啖', '吞多幾啖'], ['先吞得落', '先吞到落', '先落', '先吞得到', '先吞落']),
      'zh-CN': swallowsThenDown(['咽两三口', '咽好几口', '咽几口', '吞两三口', '吞几口', '咽两三下', '咽好几下', '咽两三次', '吞两三次', '咽好几次'], ['才咽得下', '才咽下去', '才吞得下', '才咽得下去', '才吞下去', '才能咽下', '才能吞下']),
      en: ['swallow two or three times before it goes down', 'swallows two or three times before it goes down', 'swallow a few times before it goes down', 'swallows a few times before it goes down'],
      ko: ['두세 번 삼켜야 넘어가', '몇 번 삼켜야 넘어가', '여러 번 삼켜야 넘어가'],
      tl: ['lumunok nang dalawa o tatlong beses bago bumaba', 'ilang beses lumunok bago bumaba'],
      id: ['menelan dua tiga kali baru bisa masuk', 'nelen dua tiga kali baru masuk', 'menelan beberapa kali baru bisa masuk'],
      vi: ['nuốt hai ba lần mới trôi', 'nuốt hai ba lần mới xuống', 'nuốt mấy lần mới trôi'],
      th: ['กลืนสองสามครั้งถึงจะลง', 'กลืนหลายครั้งถึงจะลง', 'กลืนสองสามทีถึงจะลง'],
      es: ['traga dos o tres veces hasta que pasa', 'tiene que tragar varias veces para que pase', 'traga varias veces hasta que pasa'],
      ja: ['何回か飲み込まないと飲み込めない', '何度か飲み込まないと飲み込めない', '2、3回飲み込まないと飲み込めない', '何回も飲み込まないと飲み込めない'],
    },
  },
  {
    finding: 'fresh set 49 class 4: having to swallow a mouthful twice is multiple swallows, a mild sign',
    source:
      'GUSS (Trapl 2007) and the Yale protocol: repeated swallows of one bolus are a mild sign (moderate alone), also after a denied cough',
    reads: { sign: 'delayed_swallow' },
    words: {
      en: ['has to swallow twice', 'have to swallow twice', 'needs to swallow twice', 'swallows it twice', 'swallow each bite twice', 'swallows each bite twice'],
      'zh-HK': ['要吞兩下'],
      'zh-CN': ['要吞两次', '要咽两次', '每口都要吞两次'],
      ja: ['2回飲み込む', '二回飲み込む'],
      ko: ['두 번에 나눠 삼키'],
      tl: ['lunukin nang dalawang beses', 'lunukin ng dalawang beses', 'lunukin nang ilang beses', 'lumunok nang dalawang beses', 'nilulunok nang dalawang beses', 'dalawang beses nilulunok', 'lunukin nang paulit-ulit'],
      id: ['harus menelan dua kali', 'ditelan dua kali'],
      vi: ['phải nuốt hai lần', 'nuốt hai lần mới', 'nuốt làm hai lần'],
      th: ['ต้องกลืนสองครั้ง'],
      es: ['tragar cada bocado dos veces'],
    },
  },
  {
    finding: 'review asp13 finding 11: several goes to get one bite down, or things going down slowly, is a delayed or piecemeal swallow',
    source:
      'EAT-10 and the bedside examination (Logemann 1998): multiple swallows per bolus and a delayed swallow are mild oral-pharyngeal signs: moderate (sign delayed_swallow)',
    reads: { sign: 'delayed_swallow' },
    words: {
      en: ['takes a few goes to get', 'takes a few goes to swallow', 'takes several goes to', 'a few goes to get each', 'goes down slowly', 'go down slowly', 'going down slowly', 'goes down very slowly', 'takes ages to go down', 'has to swallow again and again'],
      'zh-HK': ['要吞好幾啖先吞到', '吞好幾次先吞到', '要吞幾次先落', '吞極都吞唔晒', '落得好慢'],
      'zh-CN': ['要咽好几次才', '要吞好几次才', '吞好几下才', '咽好几下才', '咽得很慢', '吞得很慢'],
      ja: ['何回も飲み込んで'],
      ko: ['여러 번 삼켜야', '몇 번을 삼켜야', '여러 번 나눠 삼키', '삼키는 데 한참 걸'],
      tl: ['ilang beses lumulunok bago', 'matagal bago malunok'],
      id: ['harus menelan berkali-kali', 'menelan beberapa kali baru', 'lama baru tertelan'],
      vi: ['nuốt rất lâu mới'],
      th: ['ต้องกลืนหลายครั้ง', 'กลืนหลายทีกว่าจะลง', 'กลืนนานกว่าจะลง'],
      es: ['traga varias veces cada', 'le cuesta varias veces tragar', 'tarda mucho en tragar'],
    },
  },
  {
    finding: 'review asp13 finding 11: sips taken to get food down is food washed down',
    source:
      'EAT-10 item 8 (food sticks in the throat) and the bedside examination: needing liquid to clear solids is pharyngeal residue: moderate (sign washes_food_down)',
    reads: { sign: 'washes_food_down' },
    words: {
      en: ['take sips to get her food down', 'take sips to get his food down', 'takes sips to get', 'sips to get her food down', 'sips to get his food down', 'sips of water to get it down', 'drink to get each bite down', 'needs a sip to get'],
      'zh-HK': ['要飲啖水送先吞到', '要啜啖水先吞得落'],
      'zh-CN': ['要抿口水才咽得下', '每口都要喝水送'],
      ja: ['水で流し込んで'],
      ko: ['물로 넘겨야', '물로 삼켜 넘기'],
      tl: ['kailangang humigop ng tubig para malunok'],
      id: ['harus minum seteguk supaya tertelan'],
      vi: ['phải nhấp nước mới nuốt được'],
      th: ['ต้องจิบน้ำถึงจะกลืนลง'],
      es: ['necesita sorbos de agua para pasar la comida', 'tiene que beber para pasar cada bocado'],
    },
  },
  {
    // A drink taken to get the food down is washing food down (a mild sign), not the difficulty word inside it.
    reads: { sign: 'washes_food_down' },
    words: inSomeLanguages({
      en: ['have a drink', 'a drink', 'drink', 'water', 'some water', 'a sip'].flatMap((d) => [`${d} to get her food down`, `${d} to get his food down`, `${d} to get it down`]),
    }),
  },
  {
    finding: 'fresh set 49 class 2: a meal that now takes much longer told with numbers (an hour, or minutes beside "now")',
    source:
      'EAT-10 item 5 (Belafsky 2008): "eating takes longer"; meals that now take much longer are a mild sign (helper slow: with a meal in its sentence, prolonged_meals, moderate alone)',
    reads: { sign: 'slow' },
    words: {
      en: [...EN_MINUTES_NOW, 'takes over an hour', 'takes more than an hour', 'takes # hours', 'takes # hour', 'takes over # hour', 'takes nearly an hour', 'takes almost an hour'],
      'zh-HK': ['要成個鐘頭', '要成粒鐘', '要個幾鐘', '要一個幾鐘', '要成個半鐘'],
      'zh-CN': ['要一个多小时', '要一个小时', '要将近一个小时', '要快一个小时', '要#个小时', '要#小时', '要一个钟头'],
      ja: ['#時間かか', '一時間かか'],
      ko: ['#시간이 걸려', '#시간 넘게 걸려', '한 시간이 걸려', '한 시간 넘게 걸려', '한 시간씩 걸려'],
      tl: ['inaabot ng # oras', 'umaabot ng # oras', 'tumatagal ng isang oras', 'tumatagal ng # oras'],
      id: ['butuh waktu satu jam', 'butuh satu jam', 'sampai satu jam', 'makan waktu satu jam', 'butuh # jam', 'sampai # jam'],
      vi: ['mất cả tiếng', 'mất một tiếng', 'mất # tiếng', 'mất hơn một tiếng', 'mất gần một tiếng'],
      th: ['ใช้เวลาเป็นชั่วโมง', 'ใช้เวลา # ชั่วโมง', 'ใช้เวลาชั่วโมงนึง'],
      es: ['tarda una hora', 'tarda casi una hora', 'tarda # horas', 'le lleva una hora', 'le lleva más de una hora'],
    },
  },
  {
    // Resting between mouthfuls: a meal now tiring (prolonged_meals, the mild sign of long or tiring meals).
    reads: { sign: 'prolonged_meals' },
    words: {
      en: ['rest between mouthfuls', 'rests between mouthfuls', 'resting between mouthfuls', 'break between mouthfuls', 'breaks between mouthfuls', 'stop between mouthfuls', 'stops between mouthfuls'],
      'zh-HK': ['食幾啖就要抖下', '食一啖抖一啖'],
      'zh-CN': ['吃几口就要歇一下', '吃一口歇一口', '吃几口就要休息'],
      ja: ['一口ごとに休', '数口ごとに休', '一口食べては休'],
      ko: ['한 숟가락 먹고 쉬', '몇 숟가락 먹고 쉬'],
      tl: ['nagpapahinga bawat subo', 'magpahinga bawat subo'],
      id: ['istirahat tiap suapan', 'istirahat setiap suapan', 'berhenti tiap suapan'],
      vi: ['ăn vài miếng phải nghỉ', 'ăn một miếng nghỉ một lúc'],
      th: ['กินไม่กี่คำต้องพัก', 'กินคำหนึ่งพักที'],
      es: ['descansa entre bocados', 'descansar entre bocados', 'descansa entre bocado y bocado', 'descansar entre bocado y bocado'],
    },
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
    // Swallowing told as an effort or with the Japanese -にくそう (looks hard to) stem.
    reads: { sign: 'difficulty_swallowing' },
    words: {
      en: ['to get her food down', 'to get his food down', 'struggles to get it down', 'struggles to get her food down', 'struggles to get his food down'],
      'zh-HK': ['吞嘢好吃力', '吞嘢好辛苦', '吞嘢有啲吃力'],
      'zh-CN': ['吞咽费劲', '吞咽很费劲', '吞东西费劲', '吞东西有点费劲', '吞东西很费劲', '吞咽吃力', '吞东西吃力', '咽东西吃力'],
      ja: ['飲み込みにくそう', 'のみこみにくそう', '飲み込みにくい様子', '飲み込むのが大変そう', '飲み込むのがつらそう'],
      ko: ['삼키기 힘들어 보', '삼키는 게 힘들어 보', '삼키기 어려워 보'],
      tl: ['hirap lumunok', 'nahihirapang lumunok'],
      id: ['kesusahan menelan', 'susah payah menelan'],
      vi: ['nuốt rất vất vả', 'nuốt khó nhọc'],
      th: ['กลืนยากลำบาก'],
      es: ['le cuesta mucho tragar', 'traga con mucho esfuerzo'],
    },
  },
  {
    finding: 'held-out 54 class 4: a tablet that stays a little in the throat (a degree word between the verb and the throat)',
    source:
      'EAT-10 item 8 (Belafsky 2008): pills that stick when swallowing are a mild sign (moderate); only a big tablet managed by splitting it is low (docs/SCREENING.md, split_tablet)',
    reads: { sign: 'food_sticking' },
    words: {
      en: ['stays a bit in her throat', 'stays a bit in his throat', 'sits a bit in her throat', 'sits a bit in his throat', 'a little stuck in her throat', 'a little stuck in his throat'],
      'zh-HK': ['有少少卡喺喉嚨', '少少卡喺喉嚨'],
      'zh-CN': ['有点卡在喉咙', '有一点卡在喉咙', '稍微卡在喉咙'],
      ja: ['少し喉に残', '少しのどに残', 'ちょっと喉に引っかか', 'ちょっとのどに引っかか'],
      ko: ['목에 조금 걸리', '목에 살짝 걸리', '목에 좀 걸리'],
      tl: ['medyo bumabara sa lalamunan', 'medyo naiipit sa lalamunan'],
      id: ['agak tersangkut di tenggorokan'],
      vi: ['hơi nghẹn ở cổ'],
      th: ['ติดคอนิดๆ', 'ค้างในคอนิดหน่อย'],
      es: joined(['se le queda', 'se queda', 'se le atora', 'se le pega'], ['un poco en la garganta', 'un poquito en la garganta', 'algo en la garganta', 'un poco atorada en la garganta']),
    },
  },
];
