/**
 * Vocabulary rows of session 14, fresh set 49 (s14asp-e): the classes its first run missed, merged by
 * lexicon/index.ts beside the session-14 rows. Each row names its class and the screening statement it implements.
 */
import type { AuditRow } from './audit-words';

/** Tagalog "lumalabas na tubig sa ilong": a verb, the drink named with its linker, then the nose. */
const tlNose = (verbs: readonly string[], things: readonly string[]): string[] =>
  verbs.flatMap((v) => things.flatMap((t) => [`${v} na ${t} sa ilong`, `${v} ang ${t} sa ilong`]));

/** Indonesian "keluar air dari hidung": the verb, the drink, then the way out. */
const idNose = (things: readonly string[]): string[] =>
  things.flatMap((t) => [`keluar ${t} dari hidung`, `keluar ${t} lewat hidung`, `keluar ${t} melalui hidung`]);

/** Chinese "吞兩三啖先吞得落": a count of swallows, then "only then it goes down", one multiple-swallow phrase. */
const swallowsThenDown = (counts: readonly string[], tails: readonly string[]): string[] =>
  counts.flatMap((c) => tails.map((t) => `${c}${t}`));

const S14E_WORDS_MORE: AuditRow[] = [
  {
    finding: 'fresh set 49 class 1: drink or food coming out of the nose told with the drink between the verb and the nose',
    source:
      'TOR-BSST (Martino 2009) and the Yale protocol (Suiter 2014): nasal regurgitation is a sign of a failed swallow; the words between the verb and the nose do not change the sign (a degree word keeps it, DEGREE_KEEPS_SIGN)',
    reads: { sign: 'nasal_regurgitation' },
    words: {
      en: ['water coming out of her nose', 'water coming out of his nose', 'drink coming out of her nose', 'drink coming out of his nose', 'fluid comes out of her nose', 'fluid comes out of his nose', 'liquid comes out of her nose', 'liquid comes out of his nose', 'comes out of her nose', 'comes out of his nose', 'came out of her nose', 'came out of his nose', 'comes out her nose', 'comes out his nose'],
      'zh-HK': ['啲水由鼻', '水由鼻哥', '由鼻哥出返嚟', '由鼻出返嚟', '鼻哥窿流返出嚟'],
      'zh-CN': ['水从鼻子', '水从鼻孔', '汤从鼻孔', '从鼻子流出', '从鼻孔流出', '从鼻孔里出来'],
      ja: ['鼻から水が出', '鼻から飲み物が出', '鼻からお茶が出', '鼻から牛乳が出', '鼻から汁が出', '鼻から水が垂れ'],
      ko: ['코에서 물이 나와', '코로 물이 새', '코로 국물이 나와', '코로 우유가 나와', '코에서 물이 흘러'],
      tl: tlNose(['lumalabas', 'lumabas', 'tumutulo', 'bumabalik', 'bumalik'], ['tubig', 'inumin', 'gatas', 'sabaw', 'juice', 'kape', 'pagkain']),
      id: idNose(['air', 'minuman', 'susu', 'kuah', 'makanan', 'teh', 'cairan']),
      vi: ['nước chảy ra từ mũi', 'nước ra từ mũi', 'nước trào ra mũi', 'sữa chảy ra mũi', 'canh chảy ra mũi'],
      th: ['น้ำไหลออกจมูก', 'น้ำออกจมูก', 'นมไหลออกจมูก', 'น้ำไหลออกมาทางจมูก'],
      es: ['le sale agua por la nariz', 'le sale el agua por la nariz', 'sale agua por la nariz', 'le sale la leche por la nariz', 'le sale la sopa por la nariz', 'se le sale el agua por la nariz'],
    },
  },

  {
    finding: 'fresh set 50 class 1: nasal regurgitation told with "back" or "again" between the come-out verb and the nose',
    source:
      'TOR-BSST (Martino 2009) and the Yale protocol (Suiter 2014): nasal regurgitation is a sign of a failed swallow; "back" or "again" between the verb and the nose does not change the sign',
    reads: { sign: 'nasal_regurgitation' },
    words: {
      en: ['comes back out through his nose', 'comes back out through her nose', 'comes back out of his nose', 'comes back out of her nose', 'came back out through his nose', 'came back out through her nose', 'comes back out his nose', 'comes back out her nose', 'comes back through my nose', 'comes back out my nose'],
      id: ['keluar lagi lewat hidung', 'keluar lagi dari hidung', 'keluar lagi melalui hidung', 'balik lagi ke hidung', 'keluar balik lewat hidung'],
      es: ['se le sale por la nariz', 'le vuelve a salir por la nariz', 'se le regresa por la nariz', 'le sale otra vez por la nariz'],
      'zh-HK': ['從鼻孔流返出嚟', '由鼻孔流返出嚟', '從鼻哥流返出嚟', '鼻孔流返出嚟'],
      'zh-CN': ['从鼻孔流回出来', '又从鼻子出来', '又从鼻孔出来'],
      ja: ['鼻から戻ってくる', '鼻から戻ってきます', '鼻から戻ってきた', '鼻に戻ってくる', '鼻から逆流'],
      ko: ['코로 다시 나와', '코로 다시 새', '코로 도로 나와', '코에서 다시 나와'],
      tl: ['lumalabas sa ilong', 'lumabas sa ilong', 'bumabalik sa ilong', 'lumalabas ulit sa ilong'],
      vi: ['trào ra mũi', 'trào lên mũi', 'chảy ngược ra mũi', 'trào ngược ra mũi'],
      th: ['ไหลออกทางจมูก', 'ออกทางจมูก', 'ย้อนออกทางจมูก', 'ไหลย้อนออกจมูก'],
    },
  },

  {
    finding: 'fresh set 50 class 3: food held in the cheek told with the cheek as a place (收埋喺個面邊度)',
    source: 'Yale protocol and GUSS: food pocketed in the cheek is oral residue, a mild sign (at least moderate)',
    reads: { sign: 'pocketing' },
    words: {
      'zh-HK': ['收埋喺個面邊度', '收埋喺面邊', '收埋喺面珠', '收埋喺塊面', '屈喺個面邊'],
      'zh-CN': ['藏在腮帮子里', '含在腮帮子里', '存在腮帮子里'],
      en: ['holds food in her cheek', 'holds food in his cheek', 'keeps food in her cheek', 'keeps food in his cheek'],
      ja: ['頬に食べ物をため込む', '頬にため込む'],
      ko: ['볼에 음식을 물고 있어', '볼에 음식을 모아'],
      tl: ['nag-iipon ng pagkain sa pisngi'],
      id: ['makanan tertahan di pipi', 'menyimpan makanan di pipi'],
      vi: ['ngậm thức ăn trong má'],
      th: ['อมอาหารไว้ในกระพุ้งแก้ม'],
      es: ['guarda la comida en el carrillo', 'guarda comida en el carrillo'],
    },
  },
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
];

/** Spans of three months or more: a quieter span is still the recent episode (rule quick_recovery_is_the_episode). */
const ZH_CN_SPANS = ['半年', '大半年', '半年多', '一年', '一年多', '两年', '几年', '三个月', '四个月', '五个月', '六个月', '几个月', '好几个月', '三个多月', '3个月', '4个月', '5个月', '6个月', '9个月', '12个月'];
const ZH_HK_SPANS = ['半年', '大半年', '半年幾', '一年', '成年', '幾個月', '好幾個月', '三個月', '六個月', '3個月', '6個月'];
const spanThen = (spans: readonly string[], nots: readonly string[]): string[] => spans.flatMap((s) => nots.map((n) => `${s}${n}`));

/** A resolution told as a long span with no sign again ("半年没再呛"): read like "fine since" (recovered). */
export const S14E_TIME_WORDS: readonly { reads: 'recovered'; finding: string; source: string; words: AuditRow['words'] }[] = [
  {
    finding: 'fresh set 49 class 6: a sign that has not come back for a span of three months or more is resolved history',
    source:
      'docs/SCREENING.md (tense): a past event the text says resolved is history; an episode that ended within three months stays current (rule quick_recovery_is_the_episode), so only spans of three months or more resolve',
    reads: 'recovered',
    words: {
      en: ['gone six months without', 'gone half a year without', 'gone a year without', 'six months now without', 'a year now without', 'no episodes for six months', 'no episodes in six months', 'no episodes for a year', 'no problems for six months', 'no problems for a year'],
      'zh-HK': spanThen(ZH_HK_SPANS, ['冇再', '都冇再', '再冇', '都再冇']),
      'zh-CN': spanThen(ZH_CN_SPANS, ['没再', '都没再', '没有再', '都没有再', '再没', '再也没']),
      ja: ['ここ半年はもう', 'この半年はもう', '半年以上もう', 'ここ一年はもう', 'この一年はもう', 'ここ数か月はもう', '半年ほどもう'],
      ko: ['반년 동안 다시', '반년째 다시', '6개월 동안 다시', '몇 달 동안 다시', '일 년 동안 다시'],
      tl: ['anim na buwan nang hindi na', 'anim na buwan na siyang hindi na', 'isang taon nang hindi na', 'isang taon na siyang hindi na', 'kalahating taon nang hindi na', 'ilang buwan nang hindi na', 'ilang buwan na siyang hindi na'],
      id: ['sudah setengah tahun tidak', 'sudah enam bulan tidak', 'sudah setahun tidak', 'sudah beberapa bulan tidak', 'sudah tiga bulan tidak', 'enam bulan terakhir sudah tidak', 'setengah tahun ini sudah tidak'],
      vi: ['nửa năm nay không còn', 'sáu tháng nay không còn', 'cả năm nay không còn', 'mấy tháng nay không còn', 'ba tháng nay không còn', 'đã nửa năm không còn', 'nửa năm nay không bị'],
      th: ['ครึ่งปีแล้วไม่', 'หกเดือนแล้วไม่', 'หลายเดือนแล้วไม่', 'ปีนึงแล้วไม่', 'ครึ่งปีมานี้ไม่', 'หลายเดือนมานี้ไม่'],
      es: ['hace seis meses que no', 'hace medio año que no', 'hace un año que no', 'hace meses que no', 'lleva seis meses sin', 'lleva medio año sin', 'lleva meses sin', 'lleva un año sin'],
    },
  },
];

/** "takes 45 min now", "takes 45+ minutes now": a meal time told in minutes beside "now" (a change). */
const EN_MINUTES_NOW = ['takes', 'take', 'taking', 'now takes'].flatMap((v) =>
  ['# min', '#+ min', '# mins', '#+ mins', '# minutes', '#+ minutes'].map((m) => (v === 'now takes' ? `${v} ${m}` : `${v} ${m} now`)),
);

S14E_WORDS_MORE.push({
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
});

export const S14E_WORDS: readonly AuditRow[] = S14E_WORDS_MORE;

/** "hurts (a bit) when I swallow": the degree words a person puts between the pain and the swallow. */
const EN_HURTS = ['hurts', 'it hurts', 'painful', 'sore'].flatMap((p) =>
  ['', ' a bit', ' a little', ' slightly'].flatMap((d) => ['i swallow', 'you swallow', 'they swallow'].map((s) => `${p}${d} when ${s}`)),
);

S14E_WORDS_MORE.push({
  finding: 'fresh set 49 class 3: pain on swallowing told in the first person or with a degree word between',
  source:
    'EAT-10 item 6 (Belafsky 2008): "swallowing is painful" (odynophagia) is a mild sign, moderate alone; a cold or sore throat denied beside it explains nothing (concept pain_on_swallowing)',
  reads: { sign: 'pain_on_swallowing' },
  words: {
    en: [...EN_HURTS, 'hurts a bit to swallow', 'hurts a little to swallow', 'hurts me to swallow', 'hurts a bit when she swallows', 'hurts a bit when he swallows', 'hurts a bit when swallowing'],
    'zh-HK': ['吞嘢嗰陣痛', '吞落去會痛', '吞落去有啲痛', '吞嘅時候痛', '吞嘅時候有啲痛'],
    'zh-CN': ['吞下去会痛', '吞下去有点痛', '咽下去会痛', '咽下去有点痛', '咽的时候痛', '咽的时候有点痛'],
    ja: ['飲み込む時に痛', '飲み込む時に少し痛', '飲み込むときに痛', '飲み込むとき少し痛', '飲み込むときに少し痛', '飲み込むと少し痛', '飲み込むとちょっと痛', '飲み込む時少し痛'],
    ko: ['삼킬 때 아파', '삼킬 때 조금 아파', '삼킬 때 좀 아파', '삼키면 아파', '삼키면 좀 아파'],
    tl: ['masakit kapag lumulunok ako', 'masakit pag lumulunok ako', 'masakit lumunok ng pagkain'],
    id: ['sakit kalau menelan', 'sakit saat menelan', 'agak sakit kalau menelan', 'sakit waktu nelan'],
    vi: ['nuốt thấy đau', 'nuốt thấy hơi đau', 'nuốt vào thấy đau', 'nuốt bị đau'],
    th: ['กลืนแล้วเจ็บนิดหน่อย', 'เวลากลืนเจ็บ', 'กลืนทีไรเจ็บ'],
    es: ['me duele al tragar', 'me duele un poco al tragar', 'le duele un poco al tragar', 'duele un poco al tragar'],
  },
});

S14E_WORDS_MORE.push(
  {
    finding: 'fresh set 49 class 4: the Tagalog "naiubo" (coughed, involuntary aspect) is a cough; with a meal a cough at meals',
    source:
      'TOR-BSST (Martino 2009), GUSS (Trapl 2007): a cough with eating is a sign; "minsan" (sometimes) makes it occasional (moderate)',
    reads: { sign: 'cough' },
    words: { en: [], 'zh-HK': [], 'zh-CN': [], ja: [], ko: [], tl: ['naiubo', 'naiuubo', 'nai-ubo', 'naiubo siya'], id: [], vi: [], th: [], es: [] },
  },
  {
    finding: 'fresh set 49 class 4: having to swallow a mouthful twice is multiple swallows, a mild sign',
    source:
      'GUSS (Trapl 2007) and the Yale protocol: repeated swallows of one bolus are a mild sign (moderate alone), also after a denied cough',
    reads: { sign: 'delayed_swallow' },
    words: {
      en: ['has to swallow twice', 'have to swallow twice', 'needs to swallow twice', 'swallow it twice', 'swallows it twice', 'swallow each bite twice', 'swallows each bite twice'],
      'zh-HK': ['要吞兩次', '每啖要吞兩次', '要吞兩下'],
      'zh-CN': ['要吞两次', '要咽两次', '每口要咽两次', '每口都要吞两次'],
      ja: ['2回飲み込む', '二回飲み込む', '2回に分けて飲み込', '二回に分けて飲み込'],
      ko: ['두 번 삼켜야', '두 번씩 삼켜', '두 번에 나눠 삼키'],
      tl: ['lunukin nang dalawang beses', 'lunukin ng dalawang beses', 'lunukin nang ilang beses', 'lumunok nang dalawang beses', 'nilulunok nang dalawang beses', 'dalawang beses lumunok', 'dalawang beses nilulunok', 'lunukin nang paulit-ulit'],
      id: ['harus menelan dua kali', 'menelan dua kali', 'nelan dua kali', 'ditelan dua kali'],
      vi: ['phải nuốt hai lần', 'nuốt hai lần mới', 'nuốt làm hai lần'],
      th: ['ต้องกลืนสองครั้ง', 'กลืนสองครั้ง', 'กลืนสองที'],
      es: ['tiene que tragar dos veces', 'traga dos veces', 'tragar cada bocado dos veces'],
    },
  },
);
