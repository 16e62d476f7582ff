/**
 * Coughs, chokes and aspiration in everyday words: a cough told by its sound or the Tagalog "naiubo", throat
 * clearing with a count, a coughing fit told by the verb said twice, food going the wrong way ("se le va por otro
 * lado"), a bolus coughed or spat back out or lodged (Korean 목에 걸렸 with its bolus), food or drink gone into the
 * lungs, and a trial of water named in everyday words (TOR-BSST, Martino 2009; GUSS; the Yale protocol).
 */
import type { AuditRow } from './audit-words';
import { inSomeLanguages, type LexiconRow } from './red-flags';
import { joined } from './compose';

/** Cantonese and Mandarin "清咗幾次喉嚨": the perfective verb, a count, then the throat. */
const ZH_CLEAR = (verbs: readonly string[], counts: readonly string[], throats: readonly string[]): string[] =>
  verbs.flatMap((v) => counts.flatMap((c) => throats.map((t) => `${v}${c}${t}`)));

/** A verb form said twice ("coughs and coughs", "tose y tose", "naubo nang naubo"): the form is the slot. */
const twice = (forms: readonly string[], glue: string): string[] => forms.map((f) => `${f}${glue}${f}`);

/** Spanish "se me va ... por otro lado": the clitic and the tense are slots, the food optional. */
const ES_CLITICS = ['se me', 'se te', 'se le', 'se nos', 'se les'];
const ES_GOES = ['va', 'fue', 'iba', 'ha ido', 'van', 'fueron', 'iban'];
const ES_FOODS = ['la comida', 'el agua', 'la sopa', 'el caldo', 'la leche', 'el café', 'el té', 'el jugo', 'la bebida', 'el líquido', 'todo'];
const ES_WAYS = ['por otro lado', 'por el otro lado', 'por mal camino', 'por el camino viejo', 'por el otro camino'];
const ES_GOES_WRONG = joined(joined(ES_CLITICS, ES_GOES), [...ES_WAYS, ...joined(ES_FOODS, ES_WAYS)]);

/** "Naubo siya nang naubo": the subject pronoun between the verb and its repetition. */
const TL_TWICE_WITH_SUBJECT = ['naubo', 'nauubo', 'inubo', 'inuubo', 'umubo', 'umuubo'].flatMap((f) =>
  ['siya', 'sya', 'ako', 'ka', 'kami', 'sila', 'si lola', 'si lolo'].map((p) => `${f} ${p} nang ${f}`),
);

/** Korean bolus subjects a family names ("떡이", "고기가"): with 목에 걸렸 in the perfective, an event, not a feeling. */
const KO_BOLUS = ['떡이', '고기가', '밥이', '빵이', '사탕이', '음식이', '고구마가', '감자가', '사과가', '과일이', '김밥이', '만두가', '약이'];
const KO_LODGED = ['목에 걸렸', '목에 걸려서', '목에 걸려 ', '목에 걸린 뒤', '목에 걸린 후', '목에 딱 걸렸', '목구멍에 걸렸'];

export const COUGH_CHOKE_WORDS: readonly (AuditRow | LexiconRow)[] = [
  {
    // With a meal word in the clause the cough is read as a cough at meals (cough_during_meals), like any cough word.
    finding: 'review asp13 finding 12: a cough told by its sound is a cough',
    source:
      'docs/SCREENING.md cough_during_meals: coughing during or after eating or drinking is a sign of penetration or aspiration (Logemann 1998; TOR-BSST), however the carer names it',
    reads: { sign: 'cough' },
    words: {
      en: ['cough-cough', 'cough cough'],
      'zh-HK': ['喀喀聲', '咳咳聲', '咳咳咳'],
      'zh-CN': ['咳咳', '喀喀', '吭吭'],
      ja: ['ゲホゲホ', 'ゴホゴホ', 'ケホケホ', 'げほげほ', 'ごほごほ', 'けほけほ', 'ゲホッ', 'ゴホッ'],
      ko: ['쿨럭쿨럭', '콜록콜록', '켁켁', '컥컥'],
      tl: ['ubo-ubo', 'ubu-ubo', 'uho-uho'],
      id: ['uhuk-uhuk', 'uhuk uhuk', 'uhuk'],
      vi: ['khụ khụ', 'khù khụ', 'khụ', 'khục khục'],
      th: ['แค่กๆ', 'แค่ก ๆ', 'โขลกๆ'],
      es: ['cof cof', 'cof-cof', 'cof, cof'],
    },
  },
  {
    finding: 'fresh set 49 class 4: the Tagalog "naiubo" (coughed, involuntary aspect) is a cough; with a meal a cough at meals',
    source:
      'TOR-BSST (Martino 2009), GUSS (Trapl 2007): a cough with eating is a sign; "minsan" (sometimes) makes it occasional (moderate)',
    reads: { sign: 'cough' },
    words: inSomeLanguages({ tl: ['naiubo', 'naiuubo', 'nai-ubo', 'naiubo siya'] }),
  },
  {
    finding: 'held-out 54 class 4: throat clearing told with a count between the verb and the throat',
    source:
      'EAT-10 (Belafsky 2008) and the Yale protocol: throat clearing at a meal is a mild sign (moderate); a count says how often, not that it is absent',
    reads: { sign: 'throat_clearing' },
    words: {
      en: ['cleared her throat a few times', 'cleared his throat a few times', 'cleared her throat several times', 'cleared his throat several times'],
      'zh-HK': ZH_CLEAR(['清咗', '清'], ['幾次', '好幾次', '兩次', '一兩次', '好多次', '幾下', '兩下'], ['喉嚨', '喉']),
      'zh-CN': ZH_CLEAR(['清了', '清'], ['几次', '好几次', '两次', '一两次', '好多次', '几下'], ['喉咙', '嗓子']),
      ja: ['何度か咳払い', '何回か咳払い', '数回咳払い'],
      ko: ['헛기침을 몇 번', '헛기침을 여러 번', '목을 몇 번 가다듬'],
      tl: ['ilang beses nag-clear ng lalamunan', 'nag-clear ng lalamunan nang ilang beses', 'ilang beses nag-ehem'],
      id: ['beberapa kali berdehem', 'berdehem beberapa kali'],
      vi: ['đằng hắng mấy lần', 'hắng giọng mấy lần', 'tằng hắng mấy lần', 'đằng hắng vài lần'],
      th: ['กระแอมสองสามครั้ง'],
      es: ['carraspeó varias veces', 'carraspeó un par de veces', 'se aclaró la garganta varias veces'],
    },
  },
  {
    finding: 'review asp15 finding 3: Spanish "se me/te/le/nos/les va por otro lado" and "por el camino viejo" in every person',
    source: 'Yale protocol and TOR-BSST: food or drink going the wrong way at a meal is a cough at meals (rule current_sign)',
    reads: { sign: 'cough_during_meals' },
    words: inSomeLanguages({ es: ES_GOES_WRONG }),
  },
  {
    finding: 'review asp15 finding 4: a coughing fit told by saying the verb twice ("coughs and coughs", "tose y tose", "naubo nang naubo", "咳了又咳") or by a cough that does not stop, any particle',
    source:
      'docs/SCREENING.md choking_with_intervention and the Yale protocol: a coughing fit at a meal that would not stop is a choking episode (red_flag); repetition tells the fit in every language',
    reads: { sign: 'coughing_fit' },
    words: inSomeLanguages({
      en: twice(['cough', 'coughs', 'coughing', 'coughed', 'splutter', 'splutters', 'spluttering', 'spluttered', 'sputters', 'sputtering', 'hacks', 'hacked'], ' and '),
      es: [...twice(['toso', 'toses', 'tose', 'tosemos', 'tosen', 'tosí', 'tosió', 'tosieron', 'tosía', 'tosían', 'tosiendo'], ' y '), ...joined(['no paro', 'no paras', 'no para', 'no paramos', 'no paran', 'no paraba', 'no paró', 'no paraban'], ['de toser'])],
      tl: [...twice(['ubo', 'umuubo', 'umubo', 'inuubo', 'inubo', 'nauubo', 'naubo', 'uubo', 'nabibilaukan', 'nabilaukan'], ' nang '), ...twice(['umuubo', 'nauubo', 'inuubo'], ' at '), ...TL_TWICE_WITH_SUBJECT],
      ko: joined(['기침이', '기침을', '기침은', '기침도', '사레가', '사레도'], ['멈추지 않', '멈추질 않', '안 멈추', '안 멈춰', '멈추지 못', '그치지 않', '안 그쳐', '안 멎']),
      'zh-CN': ['咳了又咳', '呛了又呛', '咳完又咳', '呛完又呛'],
      'zh-HK': ['咳完又咳', '咳咗又咳', '嗆完又嗆'],
      th: ['ไอแล้วไออีก', 'ไอแล้วไอเล่า', 'สำลักแล้วสำลักอีก'],
      vi: ['ho rồi lại ho', 'sặc rồi lại sặc', 'ho hết cơn này đến cơn khác'],
    }),
  },
  {
    // Finding 5: the bolus coughed back out. Beside food stuck in its sentence a choking episode; at a meal a cough.
    reads: { sign: 'bolus_coughed_out' },
    words: {
      en: [
        ...['coughed', 'cough', 'coughs', 'coughing'].flatMap((v) => [`${v} it up`, `${v} it out`, `${v} it back up`, `${v} it back out`]),
        'managed to cough it', 'coughed the piece out', 'coughed the piece up', 'coughed up the piece', 'coughed the food back up',
      ],
      'zh-HK': ['咳返出嚟', '咳咗出嚟', '咳出嚟', '咳出來'],
      'zh-CN': ['咳出来', '咳了出来', '咳嗽出来'],
      ja: ['咳で出した', '咳で出て', '咳き込んで出した', '咳をして出した'],
      ko: ['기침해서 뱉', '기침하면서 뱉', '기침으로 뱉', '기침해서 빼냈', '기침해서 나왔'],
      tl: ['naubo palabas', 'naiubo palabas', 'inubo palabas', 'lumabas nang maubo', 'naubo niya palabas', 'inubo niya palabas'],
      id: ['keluar setelah batuk', 'dibatukkan keluar', 'keluar waktu batuk', 'keluar karena batuk'],
      vi: ['ho ra được', 'ho văng ra', 'ho bật ra', 'ho mãi mới ra'],
      th: ['ไอจนออก', 'ไอออกมา', 'ไอจนหลุด'],
      es: ['lo sacó tosiendo', 'la sacó tosiendo', 'lo echó tosiendo', 'la echó tosiendo', 'lo expulsó tosiendo', 'lo tosió'],
    },
  },
  {
    // Finding 5: the bolus spat back out. Beside food stuck in its sentence a choking episode; alone nothing (a
    // person who spits food out at meals may be refusing it).
    reads: { sign: 'bolus_spat_out' },
    words: {
      en: ['spat it out', 'spat it back out', 'spat it back up', 'spit it back out', 'spat the piece out', 'spat out the piece'],
      'zh-HK': ['吐返出嚟', '吐咗出嚟', '吐出嚟'],
      'zh-CN': ['吐了出来', '吐出来了'],
      ja: ['吐き出した', '吐き出しました', '吐き出せた', '吐き出して'],
      ko: ['뱉어냈', '뱉어내셨', '뱉어냄', '뱉어내서', '뱉었'],
      tl: ['niluwa niya', 'iniluwa niya', 'nailuwa niya', 'nailuwa rin'],
      id: ['dilepeh', 'diludahkan', 'berhasil dikeluarkan', 'akhirnya keluar'],
      vi: ['khạc ra', 'nhổ ra được', 'khạc được ra'],
      th: ['คายออกมา', 'บ้วนออกมา', 'คายออกได้'],
      es: ['lo escupió', 'la escupió', 'lo pudo escupir', 'lo logró escupir'],
    },
  },
  {
    // Finding 7: a named bolus lodged (perfective) is a choking event; "목에 걸리는 느낌" (a feeling) stays food sticking.
    // Chinese already reads 卡喺喉嚨 / 卡在喉咙 as choking; the other languages tell it with a cough or the airway.
    reads: { sign: 'choking' },
    words: inSomeLanguages({
      en: ['lodged in her windpipe', 'lodged in his windpipe', 'went down the wrong way and lodged'],
      ko: KO_BOLUS.flatMap((b) => KO_LODGED.map((l) => `${b} ${l}`.trimEnd())),
    }),
  },
  {
    // Finding 9: food or drink into the lungs told with the words apart ("se le fue la comida al pulmón", "食物跑到肺里"):
    // documented aspiration, as the family repeats it from the doctor (red-flags.ts, the row it extends).
    reads: { sign: 'aspiration_observed' },
    words: {
      en: ['went into the lungs', 'gone into her lungs', 'gone into his lungs', 'gone into the lungs', 'going into the lungs', 'going into her lungs', 'going into his lungs', 'got into the lungs', 'food in her lungs', 'food in his lungs', 'food in the lungs'],
      'zh-HK': ['走咗入肺', '跑咗入肺', '跌咗入肺', '走入肺', '入到肺度'],
      'zh-CN': ['跑到肺里', '跑进肺里', '跑到肺', '跑进肺', '掉进肺', '掉到肺里', '流到肺里', '进到肺', '进入了肺'],
      ja: ['肺に入った', '肺に入り', '肺に流れ込', '肺の方に入'],
      ko: ['폐로 넘어가', '폐로 넘어갔', '폐로 들어갔', '폐에 들어가', '폐에 들어갔'],
      tl: ['pumunta sa baga', 'napunta sa kanyang baga', 'pumasok sa kanyang baga'],
      id: ['masuk ke dalam paru', 'masuk ke paru', 'masuk paru'],
      vi: ['đi vào phổi', 'trôi vào phổi', 'rơi vào phổi', 'tràn vào phổi', 'vào phổi'],
      th: ['ลงปอด', 'เข้าไปในปอด', 'หลุดเข้าปอด', 'ไหลลงปอด'],
      es: [
        ...['la comida', 'el agua', 'el líquido', 'la leche', 'la bebida', 'el café', 'la sopa'].flatMap((n) => [`se le fue ${n} al pulmón`, `se le fue ${n} a los pulmones`, `se le pasó ${n} al pulmón`, `${n.split(' ')[1]} al pulmón`]),
        'se le pasó al pulmón', 'se le pasó a los pulmones', 'se le fue al pulmón', 'se le fueron al pulmón',
      ],
    },
  },
  {
    finding: 'held-out 53 class 1: a trial of water named in the words people use (a nurse "let her try some water")',
    source:
      'Yale swallow protocol (Suiter 2014) and the 3-oz water test (DePippo 1992): a trial of water that ends in a cough, choking or a wet voice, or cannot be finished, is a failed bedside test (rule water_swallow_test_failed); the trial is the named water test, a cue for its sentence',
    reads: { sign: 'water_test' },
    words: {
      en: ['trial of water', 'trial sips of water', 'trial sip of water', 'test sips of water', 'test sip of water', 'water swallowing test', 'swallow test with water', 'swallowing test with water', 'tried her on water', 'tried him on water', 'tried her with water', 'tried him with water', 'tried her on sips of water', 'tried him on sips of water'],
      'zh-HK': ['試飲水', '試吓飲水', '試下飲水', '飲水測驗', '喝水測試', '飲水嘅測試', '吞水試驗'],
      'zh-CN': ['喝水测试', '喝水测验', '喝水检查', '试喝水', '试着喝水', '试喝一口水', '饮水测验', '吞水试验', '喝水的测试'],
      ja: ['水テスト', '水飲みの検査', '水飲みのテスト', '水を飲むテスト', '水を飲む検査', '試しに水を飲', '水を試しに飲', '水で嚥下テスト'],
      ko: ['물 검사', '물 테스트', '물 마시는 검사', '물 삼키는 검사', '물을 마셔 보는 검사', '물로 삼킴 검사', '물을 시험 삼아'],
      tl: ['pagsubok sa tubig', 'test sa tubig', 'pagsubok sa paglunok ng tubig', 'pinasubok uminom ng tubig', 'sinubukang painumin ng tubig', 'pinainom ng tubig para subukan'],
      id: ['tes air', 'uji air', 'dicoba minum air', 'coba minum air', 'dites minum air', 'diuji minum air', 'tes telan air'],
      vi: ['uống thử nước', 'thử uống nước', 'nuốt thử nước', 'thử nuốt nước', 'uống thử vài ngụm nước', 'uống thử một ngụm nước', 'test nước', 'thử nước'],
      th: ['ทดสอบดื่มน้ำ', 'ทดลองดื่มน้ำ', 'ลองให้ดื่มน้ำ', 'ลองให้กลืนน้ำ', 'ทดลองให้ดื่มน้ำ', 'ทดลองให้กลืนน้ำ', 'ทดสอบการกลืนด้วยน้ำ'],
      es: ['prueba de tragar agua', 'prueba de beber agua', 'prueba de tomar agua', 'prueba de deglutir agua', 'test de tragar agua', 'test de beber agua', 'prueba con agua', 'prueba de agua', 'prueba de deglución con agua', 'le dieron agua de prueba', 'le dieron a probar agua'],
    },
  },
];
