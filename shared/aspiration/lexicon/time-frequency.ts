/**
 * When a sign happened and how often, CONCEPT x LANGUAGE, as data.
 *
 * Time (docs/SCREENING.md, "Reading the text"): how long ago an event was and
 * whether the text says it resolved. An event years ago, in childhood or at an
 * age the person has long passed is history (`past`); "fine since", "no
 * problems since", "normal ever since" say it resolved (`recovered`), which
 * also makes the history rules leave it alone; an event in the last days or
 * weeks, or one still going on, is current (`current`). A year written in
 * digits is read by the analyser (more than RECENT_EVENT_MONTHS ago is past).
 *
 * Frequency: the words that decide moderate against high for a major sign.
 * "every time", "always", "each sip", "most meals" make it the failed water
 * screen seen daily (`persistent`, rule persistent_major_sign); "sometimes",
 * "once", "slightly" make it occasional (moderate; a bedside fail sign reported
 * once is no longer high on its own).
 *
 * Each row is typed by input language, so a language left out is a compile
 * error; test/aspiration/time-frequency-table.test.ts fails on an empty cell
 * and checks that every word reads as its row says. The rows are merged into
 * the language lexicons (beside the words already there) on first use.
 */
import type { SignCode } from '../concepts';
import { clinicianClearedWords } from './clinician-cleared';
import { FESTIVAL_DATE_WORDS, FESTIVAL_PAST_WORDS, RECENT_DATE_WORDS, recentMonthWords } from './recent-dates';
import { joined } from './compose';
import { type InputLanguage, inSomeLanguages, type LexiconRow } from './red-flags';

export type TimeConcept =
  | 'years_ago'
  | 'in_childhood'
  | 'at_an_age_long_past'
  | 'fine_since'
  | 'recent_days_weeks'
  | 'still_ongoing'
  // Clinical audit, finding 1.
  | 'within_past_span'
  | 'days_weeks_ago_in_words'
  | 'ongoing_for_a_span'
  // A festival told as when it happened (recent-dates.ts).
  | 'festival_date'
  | 'festival_years_ago'
  // A modified diet upgraded after assessment.
  | 'diet_upgraded';
export type FrequencyConcept =
  | 'every_time'
  | 'always'
  | 'each_sip'
  | 'most_meals'
  | 'several_times'
  | 'a_few_times'
  | 'continuous'
  | 'sometimes'
  | 'once'
  | 'slightly';

/** The lexicon list a row's words join. */
export type TimeRole = 'past' | 'recovered' | 'upgraded' | 'current';
export type FrequencyRole = 'persistent' | 'occasional';

/** One concept's words in every input language, and the lexicon list they join. */
interface CueWords<Concept, Role> {
  concept: Concept;
  reads: Role;
  /** The screening statement the row implements. */
  source: string;
  words: Record<InputLanguage, readonly string[]>;
}

type TimeWords = CueWords<TimeConcept, TimeRole>;
type FrequencyWords = CueWords<FrequencyConcept, FrequencyRole>;

const HISTORY = 'docs/SCREENING.md: an event more than three months ago, not current now, is history (low unless a current sign)';
const RESOLVED =
  'docs/SCREENING.md: a past event the text says resolved is history; the history rules (aspiration_history) need it unresolved';
const RECENT = 'Issue 15 and docs/SCREENING.md: events in the last three months, and ongoing ones, are current';
const DAILY =
  'Yale protocol / 3-oz water test (Suiter 2008, DePippo 1992): a cough with every swallow is the failed screen seen daily (persistent_major_sign)';
const REPEATED =
  'Issue 15 and docs/SCREENING.md (repeated_episodes): several coughing or choking bouts, at one meal or over days, are a repeated cough at meals, the failed water screen seen again and again';
const DAILY_COUNT =
  'Review asp14 finding 10 and docs/SCREENING.md: a count per day is a daily rate, not an occasional sign; only a count per week or month, or a bare count, is occasional';
const OCCASIONAL = 'docs/SCREENING.md: an occasional or slight sign is a current sign (moderate), not a failed screen (high)';

// ---- Clinical audit, finding 1: recent red flags read as history. ----

const EN_SPAN_NUMBERS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'few', 'couple of', 'several'];
const EN_SPAN_UNITS = ['days', 'weeks', 'months'];
const ZH_NUMERALS = ['一', '两', '兩', '二', '三', '四', '五', '六', '七', '八', '九', '十', '幾', '几'];
const SPAN =
  'Clinical audit finding 1 and docs/SCREENING.md: a span that ends now ("in the past two weeks", "past year") overlaps the last three months, so what happened in it is current';
const AGO =
  'Clinical audit finding 1 and docs/SCREENING.md: days or weeks ago (at most ten, in words) is within three months, the same month arithmetic as "# months ago"';
const UPGRADED =
  'docs/SCREENING.md, low: a fully resolved dysphagia ("normal diet since") is no current sign; a diet the SLP upgraded back to normal food or thin fluids ends the thickened-fluid or modified diet it replaced';
const ONGOING =
  'Clinical audit finding 1: "hace años que tose" (present tense: it has gone on for years) is a sign still going on, not history';

/** Every time row (the clinical audit's recent spans at the end). */
export const TIME_WORDS: readonly TimeWords[] = [
  {
    concept: 'years_ago',
    reads: 'past',
    source: HISTORY,
    words: {
      en: ['years ago', 'many years ago', 'a few years ago', 'some years ago', 'years earlier', 'years back'],
      'zh-HK': ['幾年前', '好多年前', '多年前', '十幾年前'],
      'zh-CN': ['几年前', '很多年前', '多年前', '好几年前'],
      ja: ['数年前', '何年も前', '数十年前', '十数年前'],
      ko: ['몇 년 전', '몇년 전', '수년 전', '오래전', '여러 해 전'],
      tl: ['ilang taon na ang nakalipas', 'taon na ang nakalipas', 'ilang taon na ang nakaraan', 'taon na ang nakaraan'],
      id: ['beberapa tahun lalu', 'beberapa tahun yang lalu', 'bertahun-tahun lalu', 'bertahun-tahun yang lalu'],
      vi: ['mấy năm trước', 'nhiều năm trước', 'vài năm trước', 'cách đây mấy năm', 'cách đây vài năm', 'nhiều năm về trước'],
      th: ['หลายปีก่อน', 'หลายปีที่แล้ว', 'เมื่อหลายปีก่อน', 'ไม่กี่ปีก่อน'],
      es: ['hace años', 'hace muchos años', 'hace varios años', 'hace unos años', 'años atrás'],
    },
  },
  {
    concept: 'in_childhood',
    reads: 'past',
    source: HISTORY,
    words: {
      en: ['as a child', 'in childhood', 'as a kid', 'as a baby', 'when she was little', 'when he was little', 'when she was a child', 'when he was a child'],
      'zh-HK': ['細個嗰陣', '細個時', '細細個', '小時候'],
      'zh-CN': ['小时候', '童年时', '幼年时'],
      ja: ['子供の頃', '子どもの頃', '幼少期', '小さい頃'],
      ko: ['어릴 때', '어렸을 때', '어린 시절', '어릴 적'],
      tl: ['noong bata pa', 'noong bata siya', 'noong maliit pa'],
      id: ['waktu kecil', 'masa kecil', 'sewaktu kecil', 'ketika kecil', 'saat masih kecil'],
      vi: ['hồi nhỏ', 'lúc nhỏ', 'thời thơ ấu', 'khi còn nhỏ'],
      th: ['ตอนเด็ก', 'สมัยเด็ก', 'วัยเด็ก', 'ตอนเด็กๆ'],
      es: ['de niño', 'de niña', 'de pequeño', 'de pequeña', 'en la infancia', 'cuando era niño', 'cuando era niña'],
    },
  },
  {
    // An age told as a past moment ("when she was 40"), never a bare age ("aged 85" is the person now).
    concept: 'at_an_age_long_past',
    reads: 'past',
    source: HISTORY,
    words: {
      en: ['when she was #', 'when he was #', 'back when she was #', 'back when he was #'],
      'zh-HK': ['#歲嗰陣', '#歲嗰時'],
      'zh-CN': ['#岁那年', '#岁的时候'],
      ja: ['#歳の時', '#歳のとき', '#歳の頃'],
      ko: ['#살 때', '#세 때'],
      tl: ['noong # taong gulang siya', 'noong # anyos siya'],
      id: ['waktu umur #', 'ketika berumur #', 'saat berusia #'],
      vi: ['lúc # tuổi', 'khi # tuổi', 'hồi # tuổi'],
      th: ['ตอนอายุ #', 'เมื่ออายุ #'],
      es: ['cuando tenía # años', 'a los # años'],
    },
  },
  {
    // Resolution told as what came after: none of these ends on a negator, so "since then no cough" still negates.
    concept: 'fine_since',
    reads: 'recovered',
    source: RESOLVED,
    words: {
      en: [
        'fine since', 'fine ever since', 'fine since then', 'been fine since', 'okay since', 'ok since', 'well since',
        'normal ever since', 'eating normally ever since', 'eating normally since', 'eating and drinking normally ever since', 'eating and drinking normally since', 'swallowing normally ever since', 'swallowing normally since', 'normally ever since', 'no trouble since', 'no problems since', 'no problem since',
        'it settled', 'has settled', 'settled within', 'settled after', 'cleared up',
        // British "sorted" for resolved.
        'all sorted since', 'all sorted now', 'been sorted since', 'sorted ever since',
      ],
      'zh-HK': ['之後冇事', '之後都冇事', '之後一直冇事', '從此冇事', '之後一直都好', '之後都正常'],
      'zh-CN': ['之后没事', '之后一直没事', '之后一直正常', '此后一直正常', '后来就好了', '之后都正常'],
      ja: ['その後問題なし', 'その後は問題なく', 'それ以来問題なし', '以後問題なし', 'それ以降問題なし', 'その後は普通に'],
      ko: ['그 뒤로 문제없', '그 후로 문제없', '이후 문제없', '그 이후로 괜찮', '그 뒤로 괜찮', '그 후로 괜찮'],
      tl: ['okay na mula noon', 'ayos na mula noon', 'wala nang problema mula noon', 'simula noon ayos na', 'simula noon okay na'],
      id: ['sejak itu baik-baik saja', 'sejak itu normal', 'sejak itu tidak ada masalah', 'sejak itu lancar', 'setelah itu normal'],
      vi: ['sau đó bình thường', 'sau đó nuốt lại bình thường', 'nuốt lại bình thường', 'ăn uống lại bình thường', 'từ đó đến nay bình thường', 'từ đó đến giờ bình thường'],
      th: ['หลังจากนั้นก็ปกติ', 'หลังจากนั้นปกติ', 'ตั้งแต่นั้นก็ปกติ', 'ตั้งแต่นั้นมาก็ปกติ', 'ตั้งแต่นั้นไม่มีปัญหา', 'ตั้งแต่นั้นมาไม่มีปัญหา'],
      es: ['desde entonces bien', 'desde entonces normal', 'sin problemas desde entonces', 'desde entonces sin problemas', 'se le pasó'],
    },
  },
  {
    concept: 'recent_days_weeks',
    reads: 'current',
    source: RECENT,
    words: {
      en: ['last week', 'a few days ago', 'a couple of weeks ago', 'a few weeks ago', 'yesterday'],
      'zh-HK': ['上個禮拜', '幾日前', '幾個禮拜前', '尋日'],
      'zh-CN': ['上周', '几天前', '几周前', '前几天', '昨天'],
      ja: ['先週', '数日前', '数週間前', '昨日'],
      ko: ['지난주', '며칠 전', '몇 주 전', '어제'],
      tl: ['noong isang linggo', 'nakaraang linggo', 'kahapon'],
      id: ['minggu lalu', 'beberapa hari lalu', 'beberapa minggu lalu', 'kemarin'],
      vi: ['tuần trước', 'mấy hôm trước', 'vài tuần trước', 'hôm qua'],
      th: ['สัปดาห์ที่แล้ว', 'อาทิตย์ที่แล้ว', 'เมื่อไม่กี่วันก่อน', 'เมื่อวาน'],
      es: ['la semana pasada', 'hace unos días', 'hace unas semanas', 'hace pocos días', 'ayer'],
    },
  },
  {
    concept: 'still_ongoing',
    reads: 'current',
    source: RECENT,
    words: {
      en: ['still', 'ongoing', 'ever since', 'since then'],
      'zh-HK': ['仲係', '仍然', '依然'],
      'zh-CN': ['仍然', '依然', '至今仍'],
      ja: ['まだ', '今も', '依然'],
      ko: ['아직', '여전히', '지금도'],
      tl: ['pa rin', 'hanggang ngayon'],
      id: ['masih', 'sampai sekarang', 'hingga kini'],
      vi: ['vẫn', 'vẫn còn', 'đến giờ vẫn'],
      th: ['ยังคง', 'จนถึงตอนนี้'],
      es: ['todavía', 'desde entonces', 'sigue'],
    },
  },
  // Signs in everyday words: a date told roughly ("hace como 5 años", "about 5 years
  // ago"), and a resolution told as what the person eats now or what the therapist said ("signed him off", "胃ろうも
  // 外した", "그 후로 폐렴 없었어요").
  {
    concept: 'years_ago',
    reads: 'past',
    source: HISTORY,
    words: {
      en: ['about # years ago', 'around # years ago', 'some # years ago', 'roughly # years ago'],
      'zh-HK': ['大概#年前', '差唔多#年前', '大約#年前'],
      'zh-CN': ['大概#年前', '差不多#年前', '大约#年前'],
      ja: ['#年ほど前', '#年くらい前', '#年ぐらい前'],
      ko: ['#년쯤 전', '#년 정도 전', '한 #년 전'],
      tl: ['mga # taon na ang nakalipas', 'mga # taon na ang nakaraan'],
      id: ['sekitar # tahun lalu', 'kira-kira # tahun lalu', 'kurang lebih # tahun lalu'],
      vi: ['khoảng # năm trước', 'chừng # năm trước', 'cách đây khoảng # năm'],
      th: ['ประมาณ # ปีก่อน', 'ราวๆ # ปีก่อน', 'ประมาณ # ปีที่แล้ว'],
      es: ['hace como # años', 'hace unos # años', 'hace cerca de # años', 'hace casi # años', 'como hace # años', 'hace más de # años'],
    },
  },
  {
    concept: 'fine_since',
    reads: 'recovered',
    source: RESOLVED,
    words: {
      en: ['signed him off', 'signed her off', 'eating everything normally since', 'eating everything normally ever since', 'been eating normally since'],
      'zh-HK': ['之後食嘢都正常', '之後再冇肺炎', '之後冇再肺炎'],
      'zh-CN': ['后来完全恢复', '之后吃饭都正常', '之后没再得过肺炎', '之后再没肺炎'],
      ja: ['口から食べられるようにな', '胃ろうも外し', '胃ろうを外し', '胃ろうは外し', 'その後は普通に食べ'],
      ko: ['그 후로 폐렴 없', '그 뒤로 폐렴 없', '그 후로 재발 없', '이후 재발 없'],
      tl: ['nakakakain na ulit nang normal', 'wala nang pulmonya mula noon'],
      id: ['sudah bisa makan normal lagi', 'sejak itu tidak pernah pneumonia lagi'],
      vi: ['đã ăn lại bình thường', 'từ đó không bị viêm phổi lại'],
      th: ['กลับมากินได้ปกติ', 'ตั้งแต่นั้นไม่เป็นปอดอักเสบอีก'],
      es: ['ya come normal', 'le dieron el alta de logopedia', 'desde entonces sin neumonía'],
    },
  },
  // Clinical audit, finding 1: recent red flags read as history.
  {
    concept: 'within_past_span',
    reads: 'current',
    source: SPAN,
    words: {
      en: [
        ...['in', 'over', 'during', 'within'].flatMap((p) => [
          `${p} the past #`,
          `${p} the past fortnight`,
          `${p} the past year`,
          `${p} the past week`,
          ...EN_SPAN_NUMBERS.flatMap((n) => EN_SPAN_UNITS.map((u) => `${p} the past ${n} ${u}`)),
        ]),
      ],
      'zh-HK': ['過去#個星期', '過去#日', '過去一年', '過去幾個星期', '過去幾日', ...ZH_NUMERALS.map((n) => `過去${n}個星期`)],
      'zh-CN': ['过去#周', '过去#天', '过去#个星期', '过去一年', '过去几周', '过去几天', ...ZH_NUMERALS.flatMap((n) => [`过去${n}周`, `过去${n}天`])],
      ja: ['ここ#週間', 'この#週間', '過去#週間', 'ここ数週間', 'この数週間', '過去数週間', 'ここ一年', 'この一年', '過去一年', 'ここ二週間', 'この二週間'],
      ko: ['지난 #주 동안', '지난 #주간', '지난 #일 동안', '지난 몇 주 동안', '지난 몇 주간', '지난 며칠 동안', '지난 일 년 동안', '지난 1년 동안', '지난 두 주 동안', '지난 한 달 동안'],
      tl: ['nitong nakaraang # linggo', 'sa nakalipas na # linggo', 'sa nakalipas na dalawang linggo', 'nitong nakaraang dalawang linggo', 'nitong mga nakaraang linggo', 'nitong nakaraang taon'],
      id: ['dalam # minggu terakhir', 'selama # minggu terakhir', 'dalam dua minggu terakhir', 'dalam beberapa minggu terakhir', 'dalam beberapa hari terakhir', 'dalam setahun terakhir', 'selama setahun terakhir'],
      vi: ['trong # tuần qua', 'trong hai tuần qua', 'trong mấy tuần qua', 'trong vài tuần qua', 'trong # ngày qua', 'trong năm qua', 'trong một năm qua'],
      th: ['สัปดาห์ที่ผ่านมา', 'ในช่วงปีที่ผ่านมา', 'ในรอบปีที่ผ่านมา'],
      es: ['en las últimas # semanas', 'en las últimas dos semanas', 'en las dos últimas semanas', 'en las últimas semanas', 'en los últimos # días', 'en el último año', 'durante el último año', 'en el último mes'],
    },
  },
  {
    concept: 'days_weeks_ago_in_words',
    reads: 'current',
    source: AGO,
    words: {
      en: ['a fortnight ago', 'a week ago', 'a couple of days ago', 'the other day', 'not long ago'],
      'zh-HK': ['個星期之前', '星期之前', '禮拜之前', '日之前', '幾日之前', '唔耐之前', '不久之前', '前不久'],
      'zh-CN': ['个星期之前', '周之前', '礼拜之前', '天之前', '几天之前', '不久之前', '不久前', '前不久'],
      ja: ['少し前', 'ちょっと前', 'つい先日', 'つい最近', 'この前'],
      ko: ['하루 전', '이틀 전', '사흘 전', '나흘 전', '닷새 전', '엿새 전', '열흘 전', '보름 전', '일주일 전', '한 주 전', '두 주 전', '얼마 전', '조금 전'],
      tl: ['noong isang araw', 'ilang araw na ang nakalipas', 'dalawang linggo na ang nakalipas', 'ilang linggo na ang nakalipas'],
      id: ['seminggu lalu', 'seminggu yang lalu', 'dua minggu lalu', 'dua minggu yang lalu', 'beberapa hari yang lalu', 'belum lama ini'],
      vi: ['hai tuần trước', 'ba ngày trước', 'mấy ngày trước', 'cách đây hai tuần', 'cách đây vài ngày', 'mới đây'],
      th: ['สองสัปดาห์ก่อน', 'สามวันก่อน', 'เมื่อสองสัปดาห์ก่อน', 'เมื่อสามวันก่อน', 'ไม่นานมานี้'],
      es: ['hace dos semanas', 'hace tres días', 'hace una semana', 'hace quince días', 'hace un par de semanas', 'hace poco',
        // Weeks in words up to about three months ("hace tres semanas").
        ...['tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'unas', 'varias', 'pocas'].map((n) => `hace ${n} semanas`)],
    },
  },
  {
    // Review asp14 finding 3: number words, weekdays (recent-dates.ts).
    concept: 'days_weeks_ago_in_words',
    reads: 'current',
    source: AGO,
    words: RECENT_DATE_WORDS,
  },
  {
    // A festival told with an older year (recent-dates.ts).
    concept: 'festival_years_ago',
    reads: 'past',
    source: HISTORY,
    words: FESTIVAL_PAST_WORDS,
  },
  {
    // A festival as the date of an episode (recent-dates.ts).
    concept: 'festival_date',
    reads: 'current',
    source: AGO,
    words: FESTIVAL_DATE_WORDS,
  },
  {
    // Review asp14 finding 3: this month and the two before it, by name (recent-dates.ts).
    concept: 'days_weeks_ago_in_words',
    reads: 'current',
    source: AGO,
    words: recentMonthWords(),
  },
  {
    // The clinician said it is no longer needed ("ST 話已經唔使"): reading rule clinician_says_no_longer_needed.
    concept: 'diet_upgraded',
    reads: 'upgraded',
    source: UPGRADED,
    words: clinicianClearedWords(),
  },
  {
    // Review asp14 finding 12: a thickener or modified diet no longer needed ends the diet it replaced.
    concept: 'diet_upgraded',
    reads: 'upgraded',
    source: UPGRADED,
    words: {
      en: ['no longer needs thickened', 'no longer needs thickener', 'no longer needs a thickener', 'no longer needs a modified diet', 'no longer needs a soft diet', 'no longer need thickened', 'no longer requires thickened', 'no longer on thickened', 'no longer needs the thickener', "doesn't need thickener anymore", "doesn't need thickened fluids anymore"],
      'zh-HK': ['唔再需要凝固粉', '唔使再飲凝固'],
      'zh-CN': ['不再需要增稠剂', '不需要再用增稠剂', '不用再喝增稠'],
      ja: ['とろみ不要になった', 'とろみは不要にな', 'とろみはいらなくな', 'とろみが要らなくな'],
      ko: ['점도증진제 더 이상 안 써도', '점도증진제는 이제 필요 없', '점도증진제가 필요 없어졌'],
      tl: ['hindi na kailangan ng pampalapot', 'di na kailangan ng pampalapot', 'hindi na kailangan ng thickener'],
      id: ['tidak perlu pengental lagi', 'sudah tidak perlu pengental', 'tidak butuh pengental lagi'],
      vi: ['không cần bột làm đặc nữa', 'không cần dùng bột làm đặc nữa'],
      th: ['ไม่ต้องใช้สารเพิ่มความหนืดแล้ว', 'ไม่ต้องใช้ผงเพิ่มความหนืดแล้ว'],
      es: ['ya no necesita espesante', 'ya no necesita líquidos espesados', 'ya no le hace falta espesante', 'ya no requiere espesante'],
    },
  },
  {
    // Review asp14 finding 12: the sign said to have stopped happening is a problem resolved, not an episode's end.
    concept: 'fine_since',
    reads: 'recovered',
    source: RESOLVED,
    words: {
      en: ['stopped happening', 'has stopped happening', "doesn't happen anymore", 'does not happen anymore', "doesn't happen any more", 'not an issue anymore', 'no longer an issue', 'no longer a problem', 'not a problem anymore'],
      'zh-HK': ['之後冇再出現', '已經冇再出現'],
      'zh-CN': ['之后没再出现', '已经不再出现', '再也没出现过'],
      ja: ['起こらなくなった', '起きなくなった', '見られなくなった'],
      ko: ['더 이상 안 생겨', '이제 안 생겨', '더는 안 그래'],
      tl: ['hindi na nangyayari', 'di na nangyayari'],
      id: ['sudah tidak terjadi lagi', 'tidak terjadi lagi'],
      vi: ['không còn xảy ra nữa', 'không xảy ra nữa'],
      th: ['ไม่เกิดขึ้นอีกแล้ว', 'ไม่มีอาการอีกแล้ว'],
      es: ['dejó de pasar', 'dejó de pasarle', 'ya no ocurre', 'dejó de ocurrir'],
    },
  },
  {
    // Told with the present tense ("hace años que tose"): the analyser reads a past tense right after it as history.
    concept: 'ongoing_for_a_span',
    reads: 'current',
    source: ONGOING,
    words: {
      en: ['for years now', 'for months now', 'for a few years now', 'has been going on for'],
      'zh-HK': ['多年來', '幾年嚟', '呢幾年'],
      'zh-CN': ['多年来', '这几年', '近几年'],
      ja: ['何年も前から', '数年前から', 'ここ数年'],
      ko: ['몇 년 전부터', '몇 년째', '수년째'],
      tl: ['ilang taon na siyang', 'ilang taon na itong'],
      id: ['sudah bertahun-tahun', 'sejak beberapa tahun'],
      vi: ['mấy năm nay', 'nhiều năm nay', 'vài năm nay'],
      th: ['มาหลายปีแล้ว', 'หลายปีมานี้'],
      es: ['hace años que', 'hace muchos años que', 'hace varios años que', 'hace # años que', 'hace meses que', 'hace tiempo que', 'hace mucho que', 'hace mucho tiempo que',
        ...['dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'unos'].map((n) => `hace ${n} años que`)],
    },
  },
  // A remote time told without a number ("ages ago", "很久以前", "hồi
  // trẻ"), and a resolution told as the event not coming back ("never happened again", "hindi na naulit").
  {
    concept: 'years_ago',
    reads: 'past',
    source: HISTORY,
    words: {
      en: ['a long time ago', 'long ago', 'ages ago', 'decades ago', 'many moons ago'],
      'zh-HK': ['好耐之前', '好耐以前', '好多年之前', '幾十年前'],
      'zh-CN': ['很久以前', '很久之前', '很多年以前', '几十年前', '好多年前'],
      ja: ['ずっと昔', '大昔', 'かなり昔', '何十年も前'],
      ko: ['아주 오래전', '한참 전', '수십 년 전', '오래 전'],
      tl: ['matagal na noong', 'matagal na nung', 'matagal na ang nakalipas', 'matagal nang panahon'],
      id: ['dulu sekali', 'lama sekali yang lalu', 'sudah lama sekali yang lalu', 'dahulu kala', 'puluhan tahun lalu'],
      vi: ['cách đây rất lâu', 'cách đây lâu rồi', 'hồi xưa', 'ngày xưa', 'lâu lắm rồi'],
      th: ['นานมาแล้ว', 'เมื่อนานมาแล้ว', 'หลายสิบปีก่อน'],
      es: ['hace muchísimo', 'hace muchísimo tiempo', 'hace una eternidad', 'hace décadas'],
    },
  },
  {
    // Youth, like childhood, is an age the person has long passed.
    concept: 'at_an_age_long_past',
    reads: 'past',
    source: HISTORY,
    words: {
      en: ['in her twenties', 'in his twenties', 'in her thirties', 'in his thirties', 'when she was young', 'when he was young', 'as a young man', 'as a young woman'],
      'zh-HK': ['後生嗰陣', '後生時', '後生嘅時候'],
      'zh-CN': ['年轻时', '年轻的时候', '年青时'],
      ja: ['若い頃', '若いころ', '若い時'],
      ko: ['젊었을 때', '젊을 때', '젊은 시절'],
      tl: ['noong kabataan niya', 'noong binata pa siya', 'noong dalaga pa siya'],
      id: ['waktu muda', 'masa muda', 'saat muda', 'ketika muda'],
      vi: ['hồi trẻ', 'lúc trẻ', 'thời trẻ', 'khi còn trẻ'],
      th: ['ตอนหนุ่ม', 'สมัยหนุ่ม', 'ตอนสาว', 'สมัยสาว', 'ตอนยังหนุ่ม'],
      es: ['de joven', 'cuando era joven', 'en su juventud'],
    },
  },
  {
    concept: 'fine_since',
    reads: 'recovered',
    source: RESOLVED,
    words: {
      en: ['well ever since', 'been well since', 'all good since', 'never happened again', "hasn't happened again", 'has not happened again', 'never recurred', "didn't recur", 'did not recur', 'back to normal since'],
      'zh-HK': ['之後冇再發生', '之後冇再試過', '之後再冇試過', '之後都冇再哽'],
      'zh-CN': ['之后再也没有发生', '之后再也没发生', '之后没再发生', '之后再没发生', '再也没有发生过', '之后都没再噎'],
      ja: ['その後問題なく', 'それ以来問題なく', 'その後一度もな', 'それ以来一度もな', '以来問題なく'],
      ko: ['그 후로는 완전히 괜찮', '그 뒤로는 완전히 괜찮', '그 후로 완전히 괜찮', '그 후로는 괜찮', '그 뒤로는 괜찮', '그 이후로는 괜찮', '그 후로는 문제없', '그 뒤로는 문제없', '그 후로 다시는 없', '그 뒤로 다시는 없'],
      tl: ['hindi na naulit', 'di na naulit', 'hindi na ulit nangyari', 'hindi na umulit'],
      id: ['sejak itu tidak pernah lagi', 'tidak pernah terulang lagi', 'tidak pernah kambuh lagi', 'tidak terulang lagi'],
      vi: ['từ đó không bị lại', 'không bị lại nữa', 'từ đó không bị nữa', 'từ đó đến nay không bị lại'],
      th: ['ไม่เป็นอีกเลย', 'ตั้งแต่นั้นไม่เป็นอีก', 'หลังจากนั้นไม่เป็นอีก'],
      es: ['no le ha vuelto a pasar', 'no le volvió a pasar', 'nunca más le volvió a pasar', 'no ha vuelto a pasar', 'no se ha vuelto a repetir', 'no se volvió a repetir'],
    },
  },
  // The problem itself said to have gone away ("ya se le quitó del todo", "หายสนิท", "すっかり治った").
  {
    concept: 'fine_since',
    reads: 'recovered',
    source: RESOLVED,
    words: {
      en: ['went away completely', 'went away totally', 'cleared completely', 'gone completely'],
      'zh-HK': ['已經好返', '完全好返', '好返晒', '之後就好返', '之後就好咗', '以後就好咗'],
      // "(treatment) 以后就好了": the recovery after a treatment lead (TREATMENT_LEAD), where bare
      // 就好了 is what is tolerated ("加了增稠剂就好了").
      'zh-CN': ['完全好了', '已经好了', '彻底好了', '全好了', '以后就好了', '之后就好了'],
      ja: ['すっかり治', '完全に治', '治りました', '治った', '治まり', '治まった', '治まりました', 'おさまった'],
      ko: ['완전히 나았', '다 나았', '싹 나았', '없어졌'],
      tl: ['nawala na', 'tuluyan nang nawala', 'gumaling na'],
      id: ['sudah hilang', 'hilang sama sekali', 'sembuh total'],
      vi: ['khỏi hẳn', 'hết hẳn', 'đã khỏi', 'thì hết'],
      th: ['หายสนิท', 'หายขาดแล้ว', 'หายไปแล้ว'],
      es: ['se le quitó', 'se le quitó del todo', 'se le ha quitado', 'desapareció del todo'],
    },
  },
  // Review asp13 finding 14: the sign said to have ended, by an end verb after it ("choking stopped after therapy",
  // "they've stopped", "前は…今は大丈夫", "trước… giờ hết rồi"). Bare "stopped" is not a cue: "stopped breathing" and
  // "stopped after two bites" are not recoveries, so the en verb is joined to its sign noun or a pronoun.
  {
    concept: 'fine_since',
    reads: 'recovered',
    source: RESOLVED,
    words: {
      en: [
        ...['choking', 'the choking', 'her choking', 'his choking', 'coughing', 'the coughing', 'her coughing', 'his coughing', 'the cough', 'her cough', 'his cough', 'the gurgling', 'the wet voice', 'her wet voice', 'his wet voice', 'the choking episodes', 'the episodes'].flatMap((n) =>
          [' stopped', ' has stopped', ' had stopped', ' have stopped', ' went away', ' has gone away', ' have gone away', ' cleared up', ' has cleared up', ' settled down', ' stopped completely'].map((v) => `${n}${v}`),
        ),
        "they've stopped", 'they have stopped', "it's stopped", 'it has stopped', "they've gone away", 'they have gone away', "it's gone away", 'it has gone away', 'has gone away', 'have gone away', 'it went away', 'they went away', 'has stopped since', 'have stopped since', 'has stopped now', 'have stopped now', 'they stopped after', "they've cleared up", 'it cleared up',
      ],
      'zh-HK': ['而家冇事喇', '而家冇事了', '而家已經冇事', '而家冇再咳', '之後冇再哽'],
      'zh-CN': ['现在没事了', '现在已经没事了', '现在好了', '现在已经好了', '后来不呛了'],
      ja: ['前はよく', '前は毎回', '今は大丈夫', '今はもう大丈夫', '今は平気', '今は問題ない', '今はなくなった', '今はおさまって'],
      ko: ['지금은 괜찮아요', '지금은 괜찮으세요', '지금은 괜찮', '이제는 괜찮', '지금은 안 그러세요'],
      tl: ['ngayon okay na', 'ngayon ayos na', 'okay na ngayon', 'ayos na ngayon', 'ngayon wala na'],
      id: ['sekarang sudah baik', 'sekarang sudah tidak apa-apa', 'sekarang sudah hilang', 'sekarang sudah sembuh'],
      vi: ['giờ hết rồi', 'bây giờ hết rồi', 'giờ hết bị rồi', 'giờ không sao rồi', 'bây giờ không sao rồi', 'giờ khỏi rồi'],
      th: ['ตอนนี้หายแล้ว', 'ตอนนี้ไม่เป็นแล้ว', 'ตอนนี้ปกติแล้ว'],
      es: ['ya se le pasó', 'ahora ya está bien', 'ya se le ha pasado', 'ya no le pasa', 'se le ha ido'],
    },
  },
  {
    // The resolution told as "fine now" and "no problem (eating) since" with the words between.
    concept: 'fine_since',
    reads: 'recovered',
    source: RESOLVED,
    words: {
      en: ['been fine ever since', 'no problems eating since', 'no problems with eating since', 'no trouble eating since'],
      'zh-HK': ['之後食嘢冇問題', '之後食飯冇問題', '之後都冇問題'],
      'zh-CN': ['之后吃饭没问题', '之后吃东西没问题', '之后都没问题'],
      ja: ['その後は食事に問題な', 'その後食事に問題な', 'その後は問題な'],
      ko: ['그 후로는 식사에 문제 없', '그 후로 식사에 문제 없', '그 뒤로 식사에 문제 없', '그 후로는 문제 없', '그 후로 문제 없', '그 뒤로는 문제 없', '그 뒤로 문제 없', '이후 문제 없'],
      tl: ['okay na siya', 'ok na siya', 'ayos na siya', 'wala nang problema sa pagkain', 'wala nang problema sa pagkain niya'],
      id: ['sudah sembuh', 'sudah baik', 'tidak ada masalah makan sejak itu', 'tidak ada masalah sejak itu', 'sejak itu tidak ada masalah makan'],
      vi: ['giờ ổn rồi', 'bây giờ ổn rồi', 'nay đã ổn', 'không vấn đề gì từ đó', 'từ đó không vấn đề gì', 'từ đó ăn uống không vấn đề gì'],
      th: ['ตอนนี้ดีแล้ว', 'หายดีแล้ว', 'ปกติตั้งแต่นั้น', 'ได้ปกติตั้งแต่นั้น'],
      es: ['ya está bien', 'ya se encuentra bien', 'sin problemas para comer desde entonces', 'desde entonces come sin problemas'],
    },
  },
  {
    // A thickened or modified diet the SLP upgraded back to normal food or thin fluids ("upgraded to thin
    // fluids", "常食に戻", "恢复普通饮食", "volvió a la dieta normal"): the diet it replaced is history.
    concept: 'diet_upgraded',
    reads: 'upgraded',
    source: UPGRADED,
    words: {
      en: [
        'upgraded to normal', 'upgraded to a normal diet', 'upgraded to thin fluids', 'upgraded her to normal', 'upgraded him to normal',
        'upgraded her to thin fluids', 'upgraded him to thin fluids', 'back to thin fluids', 'back on thin fluids', 'thickener stopped', 'thickener discontinued', 'discharged from speech therapy',
        'cleared for a normal diet', 'cleared for thin fluids', 'thickener was stopped', 'thickener was discontinued', 'thickener has been stopped', 'thickener got stopped', 'stopped the thickener', 'came off the thickener', 'off the thickener now', 'thickened drinks were stopped', 'taken off thickened',
        // "SLT took her off thickened fluids", "she has been on normal drinks since".
        'took her off thickened', 'took him off thickened', 'took her off the thickener', 'took him off the thickener',
        'been on normal drinks since', 'on normal drinks since', 'been on normal fluids since',
      ],
      'zh-HK': ['改返正常飲食', '轉返正常飲食', '恢復正常飲食', '停咗凝固粉', '唔使再加凝固粉', '轉返正常餐', '已經停咗', '停用咗', '停咗用', '唔使再用凝固粉'],
      'zh-CN': ['恢复普通饮食', '恢复正常饮食', '改回普通饮食', '改回正常饮食', '停用增稠剂', '不用再加增稠剂', '恢复普食', '已经停了', '已停用', '停掉了', '不用再加了', '拔掉了胃管', '胃管拔了'],
      ja: ['常食に戻', '普通食に戻', '普通の食事に戻', '常食に変更', '常食へ変更', 'とろみが不要に', '食上げされ', '食上げとな', 'とろみが外れ', '外れて', '外れた', '外れました', 'とろみをやめ', 'とろみなしにな', 'トロミ中止', 'とろみ中止', 'トロミ終了', 'とろみ終了', 'トロミをやめ', 'トロミなしにな'],
      ko: ['일반식으로 바꾸', '일반식으로 변경', '일반식으로 돌아', '일반 식사로 돌아', '일반식 가능', '점도증진제를 끊', '점도증진제 끊', '콧줄을 뺐', '콧줄 뺐'],
      tl: ['pinayagan na ang normal na pagkain', 'pinayagan na ng speech therapist', 'pinayagan na ng slp', 'bumalik na sa normal na pagkain', 'balik na sa normal na pagkain', 'tinigil na ang thickener'],
      id: ['sudah boleh makan biasa', 'kembali ke makanan biasa', 'kembali makan biasa', 'pengental dihentikan'],
      vi: ['cho ăn uống bình thường lại', 'chuyển lại chế độ ăn bình thường', 'trở lại ăn bình thường', 'ngưng bột làm đặc'],
      th: ['กลับมากินอาหารปกติ', 'กลับมาทานอาหารปกติ', 'เลิกใช้ผงเพิ่มความหนืด'],
      es: ['volvió a la dieta normal', 'volvió a comer normal', 'le quitaron el espesante', 'le retiraron el espesante', 'pasó a dieta normal', 'dejó el espesante', 'ya no usa espesante', 'le suspendieron el espesante'],
    },
  },
  {
    // A date with "since" (以来, 以嚟) opens a span that runs to now: "去年圣诞节以来" is ongoing, as "since Christmas" is.
    concept: 'still_ongoing',
    reads: 'current',
    source: RECENT,
    words: {
      en: ['since christmas', 'since easter', 'since the new year', 'since the summer', 'even now', 'to this day', 'now too'],
      'zh-HK': ['以嚟', '以來', '至今', '而家都仲係', '而家仲係', '到而家都係', '而家都係', '依家都係', '依家仲係', '依家都仲係', '到依家都係'],
      'zh-CN': ['以来', '至今', '现在还是', '现在也还', '到现在还', '现在也是', '现在仍然', '到现在都'],
      ja: ['年末から', '正月から', 'それ以来ずっと', '今でも', '相変わらず'],
      ko: ['설날 이후로', '명절 이후로', '그때부터 계속'],
      tl: ['mula noong pasko', 'simula noong pasko', 'mula noon hanggang ngayon', 'ganun pa rin'],
      id: ['sejak lebaran', 'sejak tahun baru', 'sejak saat itu terus'],
      vi: ['từ tết đến giờ', 'từ tết đến nay', 'từ đó đến giờ vẫn', 'bây giờ vẫn'],
      th: ['ตั้งแต่สงกรานต์', 'ตั้งแต่ปีใหม่', 'ตั้งแต่นั้นมาก็ยัง', 'ตอนนี้ก็ยัง'],
      es: ['desde navidad', 'desde semana santa', 'desde año nuevo', 'ahora también', 'aún', 'hasta ahora'],
    },
  },
];


/**
 * Clinical audit, finding 1: "# weeks ago" and "# days ago" written with digits in every input language,
 * converted to months by the analyser (WEEKS_PER_MONTH, DAYS_PER_MONTH) so "20 weeks ago" is history and "3 weeks
 * ago" current, as "# months ago" is.
 */
export const DATED_AGO_WORDS: Record<InputLanguage, { weeksAgo: readonly string[]; daysAgo: readonly string[] }> = {
  en: { weeksAgo: ['# weeks ago', '# week ago', '# wks ago'], daysAgo: ['# days ago', '# day ago'] },
  'zh-HK': { weeksAgo: ['#個星期前', '#個星期之前', '#星期前', '#個禮拜前', '#個禮拜之前', '#週前'], daysAgo: ['#日前', '#日之前', '#天前', '#天之前'] },
  'zh-CN': { weeksAgo: ['#个星期前', '#个星期之前', '#周前', '#周之前', '#个礼拜前'], daysAgo: ['#天前', '#天之前'] },
  ja: { weeksAgo: ['#週間前', '#週前'], daysAgo: ['#日前'] },
  ko: { weeksAgo: ['#주 전', '# 주 전', '#주일 전'], daysAgo: ['#일 전', '# 일 전'] },
  tl: { weeksAgo: ['# linggo na ang nakalipas', '# linggo ang nakalipas'], daysAgo: ['# araw na ang nakalipas', '# araw ang nakalipas'] },
  id: { weeksAgo: ['# minggu lalu', '# minggu yang lalu'], daysAgo: ['# hari lalu', '# hari yang lalu'] },
  vi: { weeksAgo: ['# tuần trước'], daysAgo: ['# ngày trước'] },
  th: { weeksAgo: ['# สัปดาห์ก่อน', '#สัปดาห์ก่อน'], daysAgo: ['# วันก่อน', '#วันก่อน'] },
  es: { weeksAgo: ['hace # semana'], daysAgo: ['hace # día'] },
};

/**
 * An every-time word denied ("not every meal", "ไม่ได้เป็นทุกมื้อ", "唔係次次") says the sign
 * comes sometimes; read whole, so the every-time word in it is never "every meal". Alone after its sign, it makes the
 * sign occasional (reading rule not_every_time).
 */
export const NOT_EVERY_TIME_WORDS: Record<InputLanguage, readonly string[]> = {
  en: ['not every time', 'not each time', 'not every meal', 'not at every meal', 'not with every meal', 'not always', 'not all the time', 'not every drink', 'not with every drink', 'not every day', "doesn't happen every time", 'does not happen every time', "it's not every time", 'it is not every time'],
  'zh-HK': ['唔係次次', '唔係每次', '唔係餐餐', '唔係每餐', '唔係成日', '唔係次次都係', '唔係每次都係'],
  'zh-CN': ['不是每次', '不是每顿', '不是每餐', '不是总是', '不是次次', '并不是每次', '也不是每次', '不是顿顿'],
  ja: ['毎回ではない', '毎回じゃない', '毎回ではありません', '毎食ではない', '毎食じゃない', 'いつもではない', 'いつもじゃない', '毎回というわけではない', '毎回ってわけじゃない', 'いつもというわけではない'],
  ko: ['매번 그런 건 아니', '매번 그런 것은 아니', '매번은 아니', '항상은 아니', '항상 그런 건 아니', '늘 그런 건 아니', '매끼 그런 건 아니', '매번 그러시는 건 아니', '매번 그러는 건 아니'],
  tl: ['hindi palagi', 'hindi naman palagi', 'hindi lagi', 'hindi naman lagi', 'hindi tuwing', 'hindi naman tuwing', 'hindi sa bawat'],
  id: ['tidak setiap kali', 'tidak tiap kali', 'nggak setiap kali', 'nggak tiap kali', 'gak setiap kali', 'tidak selalu', 'nggak selalu', 'gak selalu', 'tidak setiap makan', 'tidak tiap makan'],
  vi: ['không phải lúc nào cũng', 'không phải lần nào cũng', 'không phải bữa nào cũng', 'không phải lúc nào', 'không phải lần nào', 'không phải bữa nào'],
  th: ['ไม่ได้เป็นทุกมื้อ', 'ไม่ได้เป็นทุกครั้ง', 'ไม่ใช่ทุกครั้ง', 'ไม่ใช่ทุกมื้อ', 'ไม่ได้ทุกครั้ง', 'ไม่ได้ทุกมื้อ', 'ไม่ได้เป็นตลอด', 'ไม่ได้เป็นเสมอ'],
  es: ['no siempre', 'no todas las veces', 'no en todas las comidas', 'no todas las comidas', 'no en cada comida', 'no cada vez', 'no es siempre', 'no le pasa siempre', 'no le pasa en todas las comidas']
};

const NOT_EVERY_TIME: FrequencyWords = { concept: 'sometimes', reads: 'occasional', source: OCCASIONAL, words: NOT_EVERY_TIME_WORDS };

/**
 * Every sip, mouthful or swallow: persistent, and (lexicon/daily-at-meals.ts) a meal context too, since a
 * mouthful is eating or drinking ("每一口都咳").
 */
export const EACH_SIP_WORDS: Record<InputLanguage, readonly string[]> = {
  en: ['every sip', 'each sip', 'every mouthful', 'each mouthful', 'every swallow'],
  'zh-HK': ['每啖', '啖啖', '每一啖', '每口'],
  'zh-CN': ['每口', '每一口'],
  ja: ['ひと口ごと', '一口ごと'],
  ko: ['한 모금마다', '모금마다', '한 입마다', '삼킬 때마다'],
  tl: ['bawat subo', 'bawat lagok', 'bawat higop'],
  id: ['setiap suap', 'setiap teguk', 'tiap teguk', 'tiap suap'],
  vi: ['ngụm nào cũng', 'miếng nào cũng', 'mỗi ngụm', 'mỗi miếng'],
  th: ['ทุกคำ', 'ทุกอึก'],
  es: ['cada sorbo', 'cada bocado', 'con cada sorbo'],
};

export const FREQUENCY_WORDS: readonly FrequencyWords[] = [
  {
    concept: 'every_time',
    reads: 'persistent',
    source: DAILY,
    words: {
      en: ['every time', 'each time', 'every single time', 'whenever'],
      'zh-HK': ['每次', '次次', '每一次'],
      'zh-CN': ['每次', '每一次', '次次'],
      ja: ['毎回', '毎度', 'その都度'],
      ko: ['매번', '마실 때마다', '먹을 때마다', '물 마실 때마다', '밥 먹을 때마다', '식사할 때마다', '드실 때마다', '물 드실 때마다', '식사하실 때마다'],
      tl: ['tuwing', 'sa bawat'],
      id: ['setiap kali', 'tiap kali'],
      vi: ['mỗi lần', 'lần nào cũng'],
      th: ['ทุกครั้ง', 'ทุกที'],
      es: ['cada vez', 'todas las veces'],
    },
  },
  {
    concept: 'always',
    reads: 'persistent',
    source: DAILY,
    words: {
      en: ['always', 'all the time', 'constantly'],
      'zh-HK': ['成日', '總是', '成日都'],
      'zh-CN': ['总是', '老是', '总'],
      ja: ['いつも', '常に', '必ず'],
      ko: ['항상', '늘', '언제나'],
      tl: ['palagi', 'lagi', 'parati'],
      id: ['selalu', 'terus-terusan'],
      vi: ['luôn luôn', 'lúc nào cũng', 'lúc nào'],
      th: ['เสมอ', 'ตลอด'],
      es: ['siempre', 'constantemente', 'todo el rato'],
    },
  },
  { concept: 'each_sip', reads: 'persistent', source: DAILY, words: EACH_SIP_WORDS },
  {
    concept: 'most_meals',
    reads: 'persistent',
    source: DAILY,
    words: {
      en: ['most meals', 'at most meals', 'almost every meal', 'nearly every meal', 'almost every time', 'nearly every time', 'most drinks'],
      'zh-HK': ['差唔多每餐', '幾乎每餐', '幾乎每次', '差唔多次次'],
      'zh-CN': ['几乎每餐', '几乎每次', '大多数时候'],
      ja: ['ほぼ毎回', 'ほとんど毎回', 'ほぼ毎食', 'ほとんどの食事'],
      ko: ['거의 매번', '거의 매끼', '거의 항상'],
      tl: ['halos tuwing', 'halos palagi', 'halos bawat kain'],
      id: ['hampir setiap', 'hampir selalu', 'hampir tiap'],
      vi: ['hầu như lần nào', 'hầu như bữa nào', 'hầu hết các bữa'],
      th: ['เกือบทุกครั้ง', 'เกือบทุกมื้อ', 'แทบทุกครั้ง', 'แทบทุกมื้อ'],
      es: ['casi siempre', 'casi cada vez', 'casi todas las comidas', 'la mayoría de las comidas'],
    },
  },
  // Screening review, finding 4: continuous aspect ("keeps coughing", "咳個不停", "むせ続ける", "no para de
  // toser") tells a sign that goes on through the drink or meal: persistent, as "always" is.
  {
    concept: 'continuous',
    reads: 'persistent',
    source: DAILY,
    words: {
      en: ['keeps', 'keep on', "can't stop", 'cannot stop', "won't stop", "doesn't stop", 'does not stop', 'non-stop', 'nonstop', 'continuously', 'keeps on and on'],
      'zh-HK': ['個不停', '不停', '不斷', '停唔到', '一路都'],
      'zh-CN': ['个不停', '不停', '不断', '停不下来', '一直'],
      ja: ['続け', 'ずっと', '止まらなくて', '止まらない'],
      ko: ['계속해서', '자꾸만', '멈추질 않', '멈추지 못', '끊임없이'],
      tl: ['tuloy-tuloy', 'tuloy tuloy', 'hindi tumitigil', 'panay'],
      id: ['terus-menerus', 'terus menerus', 'nggak berhenti-berhenti', 'tidak berhenti', 'nggak berhenti', 'tak henti'],
      vi: ['không dứt', 'không ngớt', 'không ngừng', 'mãi không'],
      th: ['ไม่หยุด', 'ไม่หยุดหย่อน', 'ตลอดเวลา'],
      es: ['no para de', 'no deja de', 'no paraba de', 'no dejaba de', 'sin parar', 'continuamente'],
    },
  },
  // Several bouts told at once ("choked several times at dinner", "呛了好几次"): repeated, as "every meal" is.
  {
    concept: 'several_times',
    reads: 'persistent',
    source: REPEATED,
    words: {
      en: ['several times', 'multiple times', 'over and over'],
      'zh-HK': ['好幾次', '幾次都'],
      'zh-CN': ['好几次', '好多次'],
      ja: ['何度も', '何回も'],
      ko: ['여러 번', '몇 번이나'],
      tl: ['ilang beses', 'paulit-ulit'],
      id: ['beberapa kali', 'berkali-kali'],
      vi: ['nhiều lần', 'mấy lần liền'],
      th: ['หลายครั้ง', 'หลายรอบ'],
      es: ['varias veces', 'repetidas veces'],
    },
  },
  // "a few times", "a couple of times" is a small count, occasional, not the
  // several bouts at once of several_times ("coughed on soup a few times last week": moderate, not high).
  {
    // Review asp14 finding 10: a count per day is a daily rate, never occasional ("a few times a day", "1日に数回"):
    // suction or drink out of the nose a few times a day is the bedside fail sign seen daily.
    concept: 'several_times',
    reads: 'persistent',
    source: DAILY_COUNT,
    words: {
      en: ['a few times a day', 'a couple of times a day', 'a couple times a day', 'a few times daily', 'few times a day', 'a few times each day', 'a few times every day'],
      'zh-HK': ['一日幾次', '一日兩三次', '每日幾次', '一日好幾次', '每日兩三次'],
      'zh-CN': ['一天几次', '一天两三次', '每天几次', '一天好几次', '每天两三次'],
      ja: ['#日に数回', '#日数回', '一日に数回', '一日数回', '#日に何回か', '一日に何回か', '#日に何度か', '一日に何度か', '毎日数回'],
      ko: ['하루에 몇 번', '하루 몇 번', '하루에 두세 번', '하루에 서너 번', '하루 두세 번'],
      tl: ['ilang beses sa isang araw', 'ilang beses isang araw', 'ilang beses kada araw', 'dalawa o tatlong beses sa isang araw'],
      id: ['beberapa kali sehari', 'beberapa kali dalam sehari', 'dua tiga kali sehari', 'beberapa kali setiap hari'],
      vi: ['vài lần một ngày', 'mấy lần một ngày', 'vài lần mỗi ngày', 'ngày vài lần', 'ngày mấy lần', 'một ngày vài lần'],
      th: ['วันละหลายครั้ง', 'วันละสองสามครั้ง', 'วันหนึ่งหลายครั้ง', 'วันละหลายรอบ'],
      es: ['unas cuantas veces al día', 'varias veces al día', 'un par de veces al día', 'algunas veces al día', 'pocas veces al día', 'unas veces al día'],
    },
  },
  {
    concept: 'a_few_times',
    reads: 'occasional',
    source: OCCASIONAL,
    words: {
      en: ['a few times', 'a couple of times', 'a couple times'],
      'zh-HK': ['一兩次', '兩三次'],
      'zh-CN': ['一两次', '两三次'],
      ja: ['何度か', '数回'],
      ko: ['한두 번', '두어 번'],
      tl: ['isa o dalawang beses', 'mga dalawang beses'],
      id: ['sekali dua kali', 'satu dua kali'],
      vi: ['một vài lần', 'một hai lần'],
      th: ['สองสามครั้ง', 'หนึ่งสองครั้ง'],
      es: ['unas cuantas veces', 'un par de veces', 'unas pocas veces'],
    },
  },
  {
    concept: 'sometimes',
    reads: 'occasional',
    source: OCCASIONAL,
    words: {
      // A rate over a week or month is not several bouts at once (several_times).
      en: ['sometimes', 'occasionally', 'now and then', 'a few times a week', 'several times a week', 'a few times a month', 'several times a month'],
      'zh-HK': ['有時', '間中', '偶爾'],
      'zh-CN': ['有时', '有时候', '偶尔'],
      ja: ['時々', 'たまに', 'ときどき'],
      ko: ['가끔', '때때로', '간혹'],
      tl: ['minsan', 'paminsan-minsan'],
      id: ['kadang-kadang', 'sesekali'],
      vi: ['thỉnh thoảng', 'đôi khi'],
      th: ['บางครั้ง', 'บางที'],
      es: ['a veces', 'de vez en cuando', 'ocasionalmente'],
    },
  },
  {
    concept: 'once',
    reads: 'occasional',
    source: OCCASIONAL,
    words: {
      en: ['once', 'just once', 'only once'],
      'zh-HK': ['得一次', '試過一次', '只有一次'],
      'zh-CN': ['只有一次', '就一次', '仅一次'],
      ja: ['一度だけ', '#回だけ', '一回だけ'],
      ko: ['한 번', '딱 한 번', '한 번만'],
      tl: ['isang beses', 'minsan lang'],
      id: ['sekali saja', 'hanya sekali', 'cuma sekali'],
      vi: ['một lần', 'chỉ một lần', 'có một lần'],
      th: ['ครั้งเดียว', 'แค่ครั้งเดียว'],
      es: ['una vez', 'solo una vez', 'sólo una vez'],
    },
  },
  {
    concept: 'slightly',
    reads: 'occasional',
    source: OCCASIONAL,
    words: {
      en: ['slightly', 'slight', 'a bit', 'a little bit'],
      'zh-HK': ['少少', '輕微'],
      'zh-CN': ['轻微', '稍微', '一点点'],
      ja: ['少し', 'やや'],
      ko: ['약간', '조금', '살짝'],
      tl: ['medyo', 'kaunti', 'bahagya'],
      id: ['sedikit', 'agak'],
      vi: ['hơi', 'một chút'],
      th: ['เล็กน้อย', 'นิดหน่อย'],
      es: ['un poco', 'ligeramente', 'levemente'],
    },
  },
  // "whenever" told with a construction rather than a word: Chinese
  // 一X就Y ("一喝水就呛"), Korean -만 -면 ("물만 마시면"), Vietnamese "bữa nào ... cũng" with its subject between,
  // Spanish "siempre que".
  {
    concept: 'every_time',
    reads: 'persistent',
    source: DAILY,
    words: {
      en: ['every drink', 'every cup', 'with each drink', 'every meal time'],
      'zh-HK': ['一飲水就', '一飲嘢就', '一食嘢就', '一食飯就', '一飲就', '一食就', '三餐都'],
      'zh-CN': ['一喝水就', '一喝东西就', '一吃东西就', '一吃饭就', '一喝就', '一吃就', '三餐都', '三顿都'],
      ja: ['食事のたびに', '飲むたびに', '食べるたびに'],
      ko: ['물만 마시면', '밥만 먹으면', '먹기만 하면', '마시기만 하면', '드시기만 하면', '물만 드시면'],
      tl: ['tuwing kakain', 'tuwing iinom', 'sa tuwing'],
      id: ['setiap makan', 'tiap makan', 'setiap minum', 'tiap minum'],
      vi: ['bữa nào ăn cũng', 'bữa nào uống cũng', 'lần nào ăn cũng', 'lần nào uống cũng', 'bữa ăn nào cũng', 'bữa nào bà cũng', 'bữa nào ông cũng', 'bữa nào mẹ cũng', 'bữa nào bố cũng', 'lần nào bà cũng', 'lần nào ông cũng', 'cứ uống nước là', 'cứ ăn là', 'cứ uống là'],
      th: ['ดื่มน้ำทีไร', 'กินข้าวทีไร', 'กินทีไร', 'ดื่มทีไร'],
      es: ['siempre que', 'en todas las comidas', 'en cada comida'],
    },
  },
  {
    concept: 'sometimes',
    reads: 'occasional',
    source: OCCASIONAL,
    words: {
      en: ['once in a while', 'every now and then', 'rarely', 'on the odd occasion', 'every so often'],
      'zh-HK': ['好少', '偶然', '間唔中'],
      'zh-CN': ['偶然', '很少', '间或'],
      ja: ['まれに', 'たまーに', '時たま'],
      ko: ['드물게', '가끔씩', '이따금'],
      tl: ['bihira', 'bihirang', 'paminsan'],
      id: ['jarang', 'jarang-jarang', 'kadang'],
      vi: ['ít khi', 'hiếm khi', 'lâu lâu'],
      th: ['นานๆครั้ง', 'นานๆที', 'บางที'],
      es: ['rara vez', 'de vez en vez', 'alguna que otra vez'],
    },
  },
  NOT_EVERY_TIME,
  // Every meal of the day named in turn ("morning, noon and night", "早午晚", "朝昼晩").
  {
    concept: 'every_time',
    reads: 'persistent',
    source: DAILY,
    words: {
      en: ['morning, noon and night', 'morning noon and night', 'breakfast, lunch and dinner', 'breakfast, lunch and tea'],
      'zh-HK': ['早午晚', '早午晚都', '早餐午餐晚餐都'],
      'zh-CN': ['早中晚', '早中晚都', '早饭午饭晚饭都'],
      ja: ['朝昼晩', '朝も昼も夜も', '三食とも'],
      ko: ['아침 점심 저녁', '세 끼 모두', '삼시 세끼'],
      tl: ['umaga, tanghali at gabi', 'almusal, tanghalian at hapunan'],
      id: ['pagi, siang, malam', 'pagi siang malam', 'sarapan, makan siang, makan malam'],
      vi: ['sáng, trưa, tối', 'sáng trưa tối', 'cả ba bữa'],
      th: ['เช้า กลางวัน เย็น', 'ทั้งสามมื้อ', 'ทุกมื้อทั้งเช้ากลางวันเย็น'],
      es: ['mañana, tarde y noche', 'en el desayuno, la comida y la cena', 'desayuno, comida y cena'],
    },
  },
];

// ---- Phrases told whole (not concept rows of the table): a long span without the sign, a full recovery "now",
// "whenever he eats" in Chinese, "just the once". Joined after the table rows by lexicon/index.ts.

/** Spans of three months or more: a quieter span is still the recent episode (rule quick_recovery_is_the_episode). */
const ZH_CN_SPANS = ['半年', '大半年', '半年多', '一年', '一年多', '两年', '几年', '三个月', '四个月', '五个月', '六个月', '几个月', '好几个月', '三个多月', '3个月', '4个月', '5个月', '6个月', '9个月', '12个月'];
const ZH_HK_SPANS = ['半年', '大半年', '半年幾', '一年', '成年', '幾個月', '好幾個月', '三個月', '六個月', '3個月', '6個月'];
const spanThen = (spans: readonly string[], nots: readonly string[]): string[] => spans.flatMap((s) => nots.map((n) => `${s}${n}`));

/** The meal words a Chinese "都會" (every time, whenever) follows. */
const ZH_MEALS = ['吃東西', '吃饭', '吃飯', '喝水', '喝東西', '食嘢', '食飯', '飲水', '飲嘢', '吃', '喝', '食', '飲'];

/** "Just the once" words: alone after their sign (reading rule once_after_its_sign) they make it occasional. */
export const ONCE_WORDS: Record<InputLanguage, readonly string[]> = {
  en: ['just the once', 'only the once', 'the once', 'just once', 'only once', 'once only', 'just one time', 'only one time'],
  'zh-HK': ['得一次', '試過一次', '只有一次', '就一次'],
  'zh-CN': ['只有一次', '就一次', '仅一次', '就那一次'],
  ja: ['一度だけ', '一回だけ', '1回だけ'],
  ko: ['딱 한 번', '한 번뿐', '한 번만'],
  tl: ['isang beses lang', 'minsan lang'],
  id: ['sekali saja', 'hanya sekali', 'cuma sekali'],
  vi: ['chỉ một lần', 'có một lần thôi', 'một lần thôi'],
  th: ['ครั้งเดียว', 'แค่ครั้งเดียว'],
  es: ['solo una vez', 'sólo una vez', 'una sola vez', 'nada más una vez'],
};

interface TimePhrase {
  reads: 'persistent' | 'occasional' | 'recovered';
  finding: string;
  source: string;
  words: Record<InputLanguage, readonly string[]>;
}

export const TIME_PHRASES: readonly TimePhrase[] = [
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
  {
    finding: 'held-out 53 class 3: Chinese "吃東西都會嗆到" (whenever he eats, he chokes) is every time',
    source:
      'Yale protocol / 3-oz water test (Suiter 2008, DePippo 1992): a cough with every swallow is the failed screen seen daily (persistent_major_sign)',
    reads: 'persistent',
    words: inSomeLanguages({
      'zh-HK': joined(ZH_MEALS, ['都會', '都要', '總會'], ''),
      'zh-CN': joined(ZH_MEALS, ['都会', '总会'], ''),
    }),
  },
  {
    finding: 'held-out 53 class 5: "just the once" told after its sign',
    source: 'docs/SCREENING.md: an occasional or slight sign is a current sign (moderate), not a failed screen (high)',
    reads: 'occasional',
    words: ONCE_WORDS,
  },
  {
    finding: 'held-out 54 class 5: "now" told with a full recovery ("지금은 완전히 회복됐어요") is the recovery, read whole',
    source:
      'docs/SCREENING.md (tense): a past difficulty the text says fully resolved is history (low unless a current sign); the "now" of the recovery does not make the difficulty before it current. A recent date before the sign still outranks it (rule date_outranks_ending)',
    reads: 'recovered',
    words: {
      en: ['now fully recovered', 'now completely recovered', 'now fully resolved', 'now completely resolved', 'now fully healed'],
      'zh-HK': ['而家完全好返', '而家已經完全好返', '而家完全康復'],
      'zh-CN': ['现在完全康复', '现在已经完全康复', '现在完全好了', '现在已经完全好了', '现在痊愈了'],
      ja: ['今は完全に回復', '今はすっかり回復', '今はすっかり治', '今は完全に治'],
      ko: ['지금은 완전히 회복', '지금은 회복됐', '지금은 회복되었', '지금은 다 나았', '지금은 나았', '지금은 완전히 나았', '지금은 괜찮아졌', '이제는 완전히 회복', '이제 완전히 회복', '이제는 다 나았', '이제 다 나았', '지금은 완쾌'],
      tl: ['ngayon ay magaling na', 'ngayon magaling na siya', 'ngayon ay gumaling na'],
      id: ['sekarang sudah pulih', 'sekarang sudah pulih total', 'sekarang sudah sembuh total'],
      vi: ['giờ đã hồi phục hoàn toàn', 'bây giờ đã hồi phục hoàn toàn', 'giờ đã khỏi hẳn', 'bây giờ đã khỏi hẳn'],
      th: ['ตอนนี้หายดีแล้ว', 'ตอนนี้หายสนิทแล้ว', 'ตอนนี้ฟื้นตัวเต็มที่แล้ว'],
      es: ['ahora está totalmente recuperado', 'ahora está totalmente recuperada', 'ahora ya se recuperó del todo', 'ahora se ha recuperado del todo'],
    },
  },
];

/**
 * Reading rule degree_hedged_by_query (intensity): a question mark straight after a degree word
 * ("clears her throat a bit?", "목을 가다듬는 정도?", "むせるくらい?") doubts how much, not whether: the sign is
 * current and occasional, not uncertain. A question mark after anything else still makes its clause uncertain.
 */
export const DEGREE_BEFORE_QUERY: Record<InputLanguage, readonly string[]> = {
  en: ['a bit', 'a little', 'slightly', 'or so', 'sometimes', 'occasionally'],
  'zh-HK': ['少少', '啲啲', '咁上下', '間中'],
  'zh-CN': ['一点', '一点点', '左右', '偶尔'],
  ja: ['くらい', 'ぐらい', '程度', '少し', 'たまに'],
  ko: ['정도', '조금', '약간', '가끔'],
  tl: ['lang', 'medyo', 'minsan'],
  id: ['sedikit', 'kadang-kadang', 'sesekali'],
  vi: ['một chút', 'thỉnh thoảng', 'chút thôi'],
  th: ['นิดหน่อย', 'เล็กน้อย', 'บางครั้ง'],
  es: ['un poco', 'a veces', 'más o menos'],
};


/**
 * Clinical audit finding 3: the occasional words that are DEGREE words (how much: "slightly", "a
 * little", 少少, 少し, 약간) rather than FREQUENCY words (how often: "sometimes", "once"). A degree word on a wet
 * voice or nasal regurgitation after swallowing does not make it occasional: TOR-BSST (Martino 2009) fails any
 * voice change after a swallow, even mild (rule bedside_fail_sign; concepts.ts DEGREE_KEEPS_SIGN). Only words the
 * occasional lists already hold are marked; the list adds none.
 */
export const DEGREE_WORDS_OF: Record<InputLanguage, readonly string[]> = {
  en: ['slight', 'slightly', 'mild', 'mildly', 'a little', 'a bit', 'a little bit', 'a touch'],
  'zh-HK': ['少少', '輕微', '一啲', '稍微', '輕度'],
  'zh-CN': ['轻微', '稍微', '一点点', '轻度'],
  ja: ['少し', 'やや', '軽度', 'ちょっと', 'わずか', '若干'],
  ko: ['약간', '조금', '살짝'],
  tl: ['medyo', 'kaunti', 'konti', 'bahagya'],
  id: ['sedikit', 'agak', 'dikit'],
  vi: ['hơi', 'nhẹ', 'một chút', 'chút ít', 'một ít'],
  th: ['เล็กน้อย', 'นิดหน่อย', 'นิดๆ'],
  es: ['algo de', 'leve', 'leves', 'un poco', 'un poquito', 'ligera', 'ligero', 'ligeramente', 'levemente'],
};

/**
 * Reading rule still_after_past: after a sign a past word dated ("used to", "以前",
 * "antes", "dati"), these say it goes on ("and still does", "现在还是会", "y ahora también", "hanggang ngayon"): the
 * sign is current. Each word is also a `current` word (the still_ongoing rows).
 */
export const STILL_AFTER_PAST: Record<InputLanguage, readonly string[]> = {
  en: ['still', 'even now', 'to this day', 'now too'],
  // Cantonese 依家 is 而家 (now); "依家都係咁", "现在也是这样" keep the past sign going.
  'zh-HK': ['依然', '仍然', '而家都仲係', '而家仲係', '到而家都係', '而家都係', '依家都係', '依家仲係', '依家都仲係', '到依家都係'],
  'zh-CN': ['依然', '仍然', '现在还是', '现在也还', '到现在还', '至今仍', '现在也是', '现在仍然', '到现在都'],
  ja: ['今も', '今でも', '相変わらず'],
  ko: ['아직', '여전히', '지금도'],
  tl: ['pa rin', 'hanggang ngayon', 'ganun pa rin'],
  id: ['masih', 'sampai sekarang', 'hingga kini'],
  vi: ['vẫn', 'vẫn còn', 'đến giờ vẫn', 'bây giờ vẫn'],
  th: ['ยังคง', 'จนถึงตอนนี้', 'ตอนนี้ก็ยัง'],
  es: ['todavía', 'sigue', 'ahora también', 'aún', 'hasta ahora'],
};

/**
 * The treatment that ended the sign, told before the recovery ("tras la logopedia se le pasó", "做了吞咽训练以后
 * 就好了", "リハビリ後は治まり"): it names what helped, not what recovered, so the recovery still speaks of the event before.
 */
const TREATMENT_LEAD: Record<Exclude<InputLanguage, 'en'>, readonly string[]> = {
  'zh-HK': ['做完言語治療之後', '言語治療之後', '做完言語治療', '言語治療', '做咗吞嚥訓練之後', '訓練之後', '訓練後', '做完吞嚥訓練', '吞嚥訓練之後', '做完復康', '復康之後', '治療之後', '做咗吞嚥訓練', '吞嚥訓練', '做咗復康', '復康'],
  'zh-CN': ['做了言语治疗以后', '言语治疗以后', '言语治疗后', '言语治疗', '做了吞咽训练以后', '吞咽训练以后', '吞咽训练后', '康复训练后', '康复训练以后', '治疗以后', '治疗后', '做了吞咽训练后', '做了康复训练后', '做了言语治疗后', '训练后', '做了吞咽训练', '做了康复训练', '吞咽训练', '康复训练', '治疗'],
  ja: ['リハビリ後は', 'リハビリ後', 'リハビリで', '嚥下訓練後は', '嚥下訓練で', '訓練後は'],
  ko: ['삼킴 재활 후', '삼킴 재활 후에', '재활 치료 후', '재활 후', '치료 후'],
  tl: ['pagkatapos ng therapy', 'pagkatapos ng speech therapy', 'dahil sa therapy'],
  id: ['setelah terapi', 'setelah terapi menelan', 'setelah latihan menelan', 'berkat terapi'],
  vi: ['tập nuốt xong', 'tập xong', 'sau khi tập nuốt', 'sau khi tập', 'sau khi tập với chuyên viên âm ngữ trị liệu'],
  th: ['ฝึกกลืนจน', 'ทำกายภาพจน', 'รักษาจน', 'หลังฝึกกลืน', 'หลังฝึกกลืนก็', 'หลังทำกายภาพ', 'หลังทำกายภาพก็'],
  es: ['con la logopedia', 'tras la logopedia', 'después de la logopedia', 'con la rehabilitación', 'tras la rehabilitación'],
};

/**
 * Rule resolution_names_event_back in the languages that drop the subject: "pero ya se le quitó",
 * "แต่ตอนนี้หายแล้ว", "但係而家好返晒": a recovery with nothing before it in its clause but these words (a contrast,
 * "now", "already") has the event told just before it as its subject, as English "but that has resolved" has.
 */
/**
 * Reading rule meal_when_not_past: Cantonese 嗰陣 is "back then" at the head of its clause ("電療完，嗰陣
 * 吞嘢好困難") but "when" after what is being done ("食雞嗰陣哽住", "飲嘢飲得太急嗰陣"): after a meal or drink word
 * it says when the sign happens, not that it is past.
 */
export const MEAL_WHEN_WORDS: readonly string[] = ['嗰陣'];

export const RESOLUTION_BACK_LEAD: Record<InputLanguage, readonly string[]> = {
  en: ['but now', 'now'],
  'zh-HK': ['但', '但係', '不過', '而家', '依家', '已經', '後來', '之後', '都', '就', ...TREATMENT_LEAD['zh-HK']],
  'zh-CN': ['但', '但是', '不过', '现在', '已经', '后来', '之后', '都', '就', ...TREATMENT_LEAD['zh-CN']],
  ja: ['でも', 'しかし', '今は', 'いまは', 'もう', 'すっかり', '完全に', ...TREATMENT_LEAD.ja],
  ko: ['하지만', '지만', '근데', '그런데', '지금은', '이제는', '이제', '다', '완전히', ...TREATMENT_LEAD.ko],
  tl: ['pero', 'ngayon', 'ngayon ay', 'at', 'pero ngayon', ...TREATMENT_LEAD.tl],
  id: ['tapi', 'tetapi', 'namun', 'sekarang', 'sudah', 'dan', ...TREATMENT_LEAD.id],
  vi: ['nhưng', 'giờ', 'bây giờ', 'nay', 'đã', 'và', ...TREATMENT_LEAD.vi],
  th: ['แต่', 'ตอนนี้', 'ก็', 'และ', 'แต่ตอนนี้', 'ตอนนี้ก็', ...TREATMENT_LEAD.th],
  es: ['pero', 'y', 'ya', 'ahora', 'luego', 'al final', 'con el tiempo', ...TREATMENT_LEAD.es],
};

/**
 * What may follow the still-word to the end of its clause (rule still_after_past): nothing, or a pro-form that
 * stands for the sign ("and still does", "现在还是会", "지금도 그래요"). "still talks about it" tells something else.
 */
export const STILL_PRO_FORMS: Record<InputLanguage, readonly string[]> = {
  // A frequency word after the still-word keeps the sign going, only less often ("and still does sometimes",
  // "masih kadang-kadang"): the sign is current and the frequency stage reads it occasional.
  en: ['does', 'does now', 'do', 'is', 'happens', 'happens now', 'now', 'today', 'the same', 'does it', 'at times', 'sometimes', 'does sometimes', 'does now and then', 'does occasionally', 'occasionally', 'now and then', 'sometimes but rarely', 'does sometimes but rarely'],
  'zh-HK': ['會', '係咁', '咁', '一樣', '間中會', '有時會', '間中'],
  'zh-CN': ['会', '这样', '会这样', '一样', '是这样', '有', '偶尔会', '偶尔', '有时会', '有时候会', '偶尔会这样', '这个样子', '那样'],
  ja: ['そう', '同じ', 'むせる', 'あります', 'です', 'たまに', 'たまにむせる', 'たまにあります', '時々', '時々あります', 'そうです', 'そうなんです', '同じです', '変わらない', '変わりません'],
  ko: ['그래요', '그렇다', '그래', '그러세요', '그렇습니다', '가끔', '가끔 그래요', '가끔씩 그래요', '가끔 그러세요'],
  tl: ['ganun', 'ganoon', 'ganito', 'paminsan-minsan', 'minsan', 'minsan-minsan'],
  id: ['begitu', 'sama', 'seperti itu', 'kadang-kadang', 'kadang', 'sesekali', 'kadang-kadang sih', 'kadang-kadang tapi jarang', 'kadang-kadang sih tapi jarang', 'sesekali tapi jarang'],
  vi: ['vậy', 'như vậy', 'bị', 'thế', 'thỉnh thoảng', 'thỉnh thoảng bị', 'đôi khi', 'đôi khi bị'],
  th: ['เป็น', 'เป็นอยู่', 'อยู่', 'เป็นบ้าง', 'บ้าง', 'เป็นบางครั้ง'],
  es: ['igual', 'así', 'pasa', 'le pasa', 'lo mismo', 'a veces', 'de vez en cuando', 'le pasa a veces', 'le pasa de vez en cuando'],
};

/**
 * Sign phrases split by a degree or frequency word ("吞東西會有點痛", "吸好几次痰",
 * "nuốt thấy hơi vướng") or told in a tense the sign lists lacked (the Spanish imperfect "se le iba a la vía
 * aérea"). A degree word says how much, a frequency word how often: neither takes the sign away, so the phrase with
 * it is the sign (the degree or frequency word inside is still read by the intensity stage).
 */
export interface SignFormRow extends LexiconRow {
  reads: { sign: SignCode };
  /** The screening statement the row implements. */
  source: string;
}

const DEGREE_KEEPS = 'docs/SCREENING.md (intensity): a degree word changes how much, not whether; every current sign is at least moderate';
const TENSE_KEEPS = 'docs/SCREENING.md: plain past tense is not resolution; an imperfect or past form of a sign is the sign';

export const SIGN_FORMS_OF_TIME_AND_DEGREE: readonly SignFormRow[] = [
  {
    reads: { sign: 'pain_on_swallowing' },
    source: DEGREE_KEEPS,
    words: {
      en: ['hurts a bit to swallow', 'hurts a little to swallow', 'slightly painful to swallow', 'a bit painful to swallow'],
      'zh-HK': ['吞嘢有啲痛', '吞嘢會有啲痛', '吞嘢有少少痛', '吞嘢會有少少痛', '吞東西會有點痛', '吞東西有點痛'],
      'zh-CN': ['吞东西会有点痛', '吞东西有点痛', '吞东西有点疼', '吞东西会有点疼', '咽东西有点疼', '咽东西有点痛', '吞咽时有点痛', '吞咽时有点疼', '吞的时候有点痛', '吞的时候有点疼'],
      ja: ['飲み込むとき痛', '飲み込む時痛', '飲み込むときに痛', '飲み込むとき少し痛', '飲み込むと少し痛', '飲み込むとちょっと痛', '飲み込むときちょっと痛',
        // The particle に before the degree word ("飲み込むときに少し痛みがあります").
        '飲み込むときに少し痛', '飲み込む時に少し痛', '飲み込むときにちょっと痛', '飲み込む時にちょっと痛', '飲み込むときに少し喉が痛', '飲み込むときに軽い痛'],
      ko: ['삼킬 때 좀 아프', '삼킬 때 조금 아프', '삼킬 때 약간 아프', '삼킬 때 좀 아파', '삼킬 때 조금 아파', '삼킬 때 약간 아파'],
      tl: ['medyo masakit lumunok', 'medyo masakit kapag lumulunok', 'medyo masakit pag lumulunok'],
      id: ['agak sakit waktu menelan', 'sedikit sakit saat menelan', 'agak sakit kalau menelan', 'agak sakit saat menelan'],
      vi: ['nuốt hơi đau', 'nuốt thấy hơi đau', 'nuốt hơi rát', 'nuốt thấy hơi rát'],
      th: ['กลืนแล้วเจ็บนิดหน่อย', 'กลืนแล้วเจ็บนิดๆ', 'กลืนแล้วเจ็บเล็กน้อย', 'กลืนแล้วเจ็บๆ'],
      es: ['le duele un poco tragar', 'le duele un poco al tragar', 'duele un poco al tragar', 'le molesta un poco al tragar'],
    },
  },
  {
    reads: { sign: 'food_sticking' },
    source: DEGREE_KEEPS,
    words: {
      en: ['sticks a bit in her throat', 'sticks a bit in his throat', 'sticks a little in her throat', 'sticks a little in his throat'],
      'zh-HK': ['有啲卡喉', '有少少卡喉', '有啲哽喉', '有少少哽喉'],
      'zh-CN': ['有点卡喉咙', '有点卡在喉咙', '有点卡卡的', '有点噎得慌'],
      ja: ['少しつかえる', 'ちょっとつかえる', '少し引っかかる', 'ちょっと引っかかる'],
      ko: ['목에 좀 걸리', '목에 조금 걸리', '목에 약간 걸리', '목에 살짝 걸리'],
      tl: ['medyo bumabara sa lalamunan', 'medyo dumidikit sa lalamunan', 'medyo sumasabit sa lalamunan'],
      id: ['agak nyangkut di tenggorokan', 'sedikit nyangkut di tenggorokan', 'agak mengganjal di tenggorokan'],
      vi: ['nuốt thấy vướng', 'nuốt thấy hơi vướng', 'thấy hơi vướng', 'nuốt hơi vướng', 'nuốt vướng vướng', 'thấy vướng vướng', 'hơi vướng ở cổ'],
      th: ['กลืนแล้วรู้สึกติด', 'รู้สึกติดๆ', 'กลืนแล้วติดๆ', 'กลืนติดๆ', 'ติดคอนิดหน่อย'],
      es: ['se le traba un poco', 'se le atasca un poco', 'se le queda un poco atorada', 'se le trababa', 'se le quedaba atorada', 'se le quedaba atorado', 'se le quedaba pegada'],
    },
  },
  {
    // A cough told with its strength ("grabe siyang maubo", "咳得很厉害"): how hard, not how often. Tagalog names it
    // with the bare infinitive after a degree or frequency word ("bihira siyang maubo").
    reads: { sign: 'cough' },
    source: DEGREE_KEEPS,
    words: {
      en: ['coughs hard', 'coughs really hard', 'coughs badly'],
      'zh-HK': ['咳得好犀利', '咳得好緊要', '咳得好勁'],
      'zh-CN': ['咳得很厉害', '咳得很严重', '咳得厉害'],
      ja: ['ひどく咳込', '激しく咳込', 'ひどく咳き込'],
      ko: ['심하게 기침', '기침을 심하게'],
      tl: ['maubo', 'siyang maubo', 'grabe ang ubo'],
      id: ['batuk keras', 'batuk parah', 'batuknya parah'],
      vi: ['ho dữ', 'ho dữ dội', 'ho nhiều lắm'],
      th: ['ไอหนัก', 'ไอแรง', 'ไอหนักมาก'],
      es: ['tose fuerte', 'tose muy fuerte', 'tose muchísimo'],
    },
  },
  {
    // A count inside the suction phrase ("一天要吸好几次痰"): needing suction several times a day is still needing it.
    reads: { sign: 'saliva_not_swallowed' },
    source: DEGREE_KEEPS,
    words: {
      en: ['suctioned several times a day', 'suctioned a few times a day', 'suction several times a day', 'suctioning several times a day'],
      'zh-HK': ['吸幾次痰', '吸好幾次痰', '抽幾次痰', '抽好幾次痰', '口水成日含喺口'],
      'zh-CN': ['吸几次痰', '吸好几次痰', '吸好多次痰', '吸几次口水', '吸好几次口水', '口水经常含在嘴里', '口水总是含在嘴里', '口水老是含在嘴里'],
      ja: ['何度も吸引', '一日に何回も吸引', '頻繁に吸引'],
      ko: ['여러 번 석션', '하루에 몇 번씩 석션', '자주 석션'],
      tl: ['ilang beses sinisipsip ang plema', 'madalas sinisipsip ang plema'],
      id: ['beberapa kali disedot lendirnya', 'sering disedot lendirnya'],
      vi: ['hút đàm nhiều lần', 'hút đờm nhiều lần', 'phải hút đàm mấy lần'],
      th: ['ดูดเสมหะหลายครั้ง', 'ต้องดูดเสมหะบ่อย'],
      es: ['le aspiran varias veces al día', 'aspirarle varias veces al día'],
    },
  },
  {
    // Material entering the airway on a study, in the imperfect and other past forms the red-flag row (present and
    // preterite) lacked.
    reads: { sign: 'aspiration_observed' },
    source: TENSE_KEEPS,
    words: {
      en: ['was going into the airway', 'was going into her airway', 'was going into his airway', 'went into her airway', 'went into his airway', 'went down into the airway'],
      'zh-HK': ['入到氣管', '跑咗入氣管', '流咗入氣管'],
      'zh-CN': ['进了气管', '进到气管', '跑进气管', '流进气管', '呛进气管'],
      ja: ['気管に入って', '気管に入った', '気管に入っていた', '気道に流れ込んで'],
      ko: ['기도로 넘어갔', '기도로 들어갔', '기도로 넘어가고 있'],
      tl: ['pumasok sa daanan ng hangin', 'pumupunta sa daanan ng hangin', 'napupunta sa daanan ng hangin'],
      id: ['masuk ke saluran pernapasan', 'masuk ke jalan napas', 'sempat masuk ke saluran napas'],
      vi: ['đã vào khí quản', 'đi vào đường thở', 'đi vào khí quản'],
      th: ['ไหลเข้าหลอดลม', 'เข้าไปในหลอดลม', 'หลุดเข้าหลอดลม'],
      es: ['se le iba a la vía aérea', 'se iba a la vía aérea', 'se le va a la vía aérea', 'se va a la vía aérea', 'se le fue a la vía aérea', 'pasaba a la vía aérea', 'entraba en la vía aérea', 'entraba a la vía aérea', 'se iba a la tráquea', 'pasaba a la tráquea', 'se iba a la vía respiratoria', 'pasaba a la vía respiratoria'],
    },
  },
];
