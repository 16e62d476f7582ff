/**
 * Review asp14 finding 3: recent dates told in words, as a small grammar per language rather than phrase lists.
 * A number word of 1-12 (days, weeks) or 1-3 (months) with "ago", and a weekday, all fall within the last three
 * months (RECENT_EVENT_MONTHS), so they read as `current` (row days_weeks_ago_in_words in time-frequency.ts).
 * Without them an event dated "hace tres semanas" or "on Sunday" has no date, and an ending word after it
 * ("se le pasó solo") made it history.
 */
import type { InputLanguage } from './red-flags';

/** Number words 1-12, in order, so a slice(0, 3) is "one to three". */
const EN_N = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const ES_N = ['un', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce'];
const ID_N = ['satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan', 'sepuluh', 'sebelas', 'dua belas'];
const TL_N = ['isang', 'dalawang', 'tatlong', 'apat na', 'limang', 'anim na', 'pitong', 'walong', 'siyam na', 'sampung', 'labing-isang', 'labindalawang'];
const VI_N = ['một', 'hai', 'ba', 'bốn', 'năm', 'sáu', 'bảy', 'tám', 'chín', 'mười', 'mười một', 'mười hai'];
const TH_N = ['หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด', 'แปด', 'เก้า', 'สิบ', 'สิบเอ็ด', 'สิบสอง'];
const ZH_N = ['一', '兩', '两', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二', '半'];
const JA_N = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', 'ひと', 'ふた', '十一', '十二'];
const KO_N = ['한', '두', '세', '네', '다섯', '여섯', '일곱', '여덟', '아홉', '열', '열한', '열두'];
const MONTHS_RECENT = 3;

function cross(nums: readonly string[], forms: readonly string[]): string[] {
  return nums.flatMap((n) => forms.map((f) => f.replace('N', n)));
}

const EN_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const ES_DAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
const ID_DAYS = ['senin', 'selasa', 'rabu', 'kamis', 'jumat', "jum'at", 'sabtu', 'minggu'];
const TL_DAYS = ['lunes', 'martes', 'miyerkules', 'huwebes', 'biyernes', 'sabado', 'linggo'];
const VI_DAYS = ['thứ hai', 'thứ ba', 'thứ tư', 'thứ năm', 'thứ sáu', 'thứ bảy', 'chủ nhật'];
const TH_DAYS = ['จันทร์', 'อังคาร', 'พุธ', 'พฤหัส', 'ศุกร์', 'เสาร์', 'อาทิตย์'];
const ZH_DAYS = ['一', '二', '三', '四', '五', '六', '日', '天'];
const JA_DAYS = ['月', '火', '水', '木', '金', '土', '日'];
const KO_DAYS = ['월', '화', '수', '목', '금', '토', '일'];

/** Every recent date in words, per input language. */
export const RECENT_DATE_WORDS: Record<InputLanguage, readonly string[]> = {
  en: [
    ...cross(EN_N, ['N days ago', 'N weeks ago', 'N days back', 'N weeks back']),
    ...cross(EN_N.slice(0, MONTHS_RECENT), ['N months ago', 'N months back']),
    'a month ago', 'a month back', 'a week back', 'a few weeks back', 'a couple of weeks back', 'a fortnight back',
    ...EN_DAYS.flatMap((d) => [`on ${d}`, `last ${d}`, `this ${d}`, `on ${d} night`]),
    'last weekend', 'at the weekend', 'over the weekend',
  ],
  'zh-HK': [
    ...cross(ZH_N, ['N日前', 'N日之前', 'N個星期前', 'N個禮拜前', 'N個星期之前', 'N個禮拜之前']),
    ...cross(['一', '兩', '二', '三', '半'], ['N個月前', 'N個月之前']),
    ...ZH_DAYS.flatMap((d) => [`星期${d}`, `禮拜${d}`, `週${d}`]),
  ],
  'zh-CN': [
    ...cross(ZH_N, ['N天前', 'N天之前', 'N个星期前', 'N个礼拜前', 'N周前', 'N个星期之前']),
    ...cross(['一', '两', '二', '三', '半'], ['N个月前', 'N个月之前']),
    ...ZH_DAYS.flatMap((d) => [`星期${d}`, `礼拜${d}`, `周${d}`]),
  ],
  ja: [
    ...cross(JA_N, ['N日前', 'N週間前']),
    'ふつか前', 'みっか前', 'よっか前', 'とおか前',
    ...cross(['一', '二', '三', 'ひと', 'ふた'], ['Nヶ月前', 'Nか月前', 'Nカ月前', 'N月前']),
    ...JA_DAYS.map((d) => `${d}曜`),
  ],
  ko: [
    ...cross(KO_N, ['N 주 전', 'N주 전', 'N 주일 전']),
    ...cross(['이', '삼', '사', '오', '육'], ['N주 전', 'N 주 전']),
    ...cross(KO_N.slice(0, MONTHS_RECENT), ['N 달 전', 'N달 전']),
    ...KO_DAYS.map((d) => `${d}요일`),
    '요전에', '요전날', '엊그제', '그저께',
  ],
  tl: [
    ...cross(TL_N, ['N araw na ang nakalipas', 'N linggo na ang nakalipas', 'N linggo ang nakalipas', 'N araw ang nakalipas']),
    ...cross(TL_N.slice(0, MONTHS_RECENT), ['N buwan na ang nakalipas', 'N buwan ang nakalipas']),
    ...TL_DAYS.flatMap((d) => [`noong ${d}`, `nung ${d}`, `nitong ${d}`]),
  ],
  id: [
    ...cross(ID_N, ['N hari lalu', 'N hari yang lalu', 'N minggu lalu', 'N minggu yang lalu']),
    ...cross(ID_N.slice(0, MONTHS_RECENT), ['N bulan lalu', 'N bulan yang lalu']),
    'sebulan lalu', 'sebulan yang lalu', 'kemarin dulu', 'kemarin lusa',
    ...ID_DAYS.flatMap((d) => [`hari ${d}`, `${d} lalu`, `${d} kemarin`]),
  ],
  vi: [
    ...cross(VI_N, ['N ngày trước', 'N tuần trước', 'cách đây N ngày', 'cách đây N tuần']),
    ...cross(VI_N.slice(0, MONTHS_RECENT), ['N tháng trước', 'cách đây N tháng']),
    ...VI_DAYS.flatMap((d) => [`hôm ${d}`, `${d} tuần trước`, `${d} vừa rồi`, `${d} vừa qua`]),
    'chủ nhật', 'thứ bảy',
  ],
  th: [
    ...cross(TH_N, ['Nวันก่อน', 'Nอาทิตย์ก่อน', 'Nสัปดาห์ก่อน', 'N วันก่อน', 'N อาทิตย์ก่อน', 'N สัปดาห์ก่อน']),
    ...cross(TH_N.slice(0, MONTHS_RECENT), ['Nเดือนก่อน', 'N เดือนก่อน']),
    ...TH_DAYS.map((d) => `วัน${d}`),
  ],
  es: [
    'hace una semana', 'hace un día',
    ...cross(ES_N.slice(1), ['hace N semanas', 'hace N días']),
    'hace un mes', 'hace dos meses', 'hace tres meses',
    ...ES_DAYS.flatMap((d) => [`el ${d}`, `el ${d} pasado`, `este ${d}`]),
    'anteayer', 'antier', 'el fin de semana',
  ],
};

/** English festivals and the ways a date is told with them ("at Christmas", "over Chinese New Year"). */
const EN_FESTIVALS = ['christmas', 'christmas day', 'christmas eve', 'new year', "new year's", "new year's eve", 'chinese new year', 'lunar new year', 'eid', 'songkran', 'tet', 'diwali', 'easter', 'thanksgiving'];
const EN_FESTIVAL_FORMS = ['at F', 'over F', 'on F', 'during F', 'last F', 'around F', 'just before F', 'just after F'];

/**
 * A festival told as when an episode happened ("choked at Christmas", "お正月にお餅でむせた", "Tết vừa
 * rồi", "ช่วงสงกรานต์", "waktu lebaran", "en Navidad") is a date, and families tell the last one ("since
 * about Christmas (6 weeks or so)"): a recent date like a weekday, so the episode is dated and an
 * ending word after it does not make it history (rule date_outranks_ending). "since Christmas" is a longer
 * phrase of the still_ongoing row and keeps its reading.
 */
export const FESTIVAL_DATE_WORDS: Record<InputLanguage, readonly string[]> = {
  en: EN_FESTIVALS.flatMap((f) => EN_FESTIVAL_FORMS.map((form) => form.replace('F', f))),
  'zh-HK': ['農曆新年', '新年嗰陣', '過年', '過年嗰陣', '春節', '聖誕', '聖誕節', '年三十晚', '中秋'],
  'zh-CN': ['农历新年', '过年', '过年的时候', '春节', '春节的时候', '圣诞', '圣诞节', '除夕', '元旦'],
  ja: ['お正月', '正月に', '年末年始', '元日', '元旦', 'クリスマス', 'お盆'],
  ko: ['설날', '설 연휴', '설 명절', '추석', '크리스마스', '성탄절'],
  tl: ['noong pasko', 'nung pasko', 'sa pasko', 'noong bagong taon', 'nung bagong taon', 'noche buena', 'noong noche buena', 'media noche'],
  id: ['waktu lebaran', 'saat lebaran', 'pas lebaran', 'lebaran kemarin', 'lebaran lalu', 'idul fitri', 'waktu natal', 'pas natal', 'natal kemarin', 'waktu imlek', 'pas imlek', 'imlek kemarin', 'tahun baru kemarin', 'pas tahun baru'],
  vi: ['tết', 'dịp tết', 'hôm tết', 'tết vừa rồi', 'tết năm nay', 'giáng sinh', 'noel', 'tết trung thu'],
  th: ['สงกรานต์', 'ช่วงสงกรานต์', 'ปีใหม่', 'ช่วงปีใหม่', 'ตรุษจีน', 'คริสต์มาส'],
  es: ['en navidad', 'en navidades', 'en nochebuena', 'en nochevieja', 'en año nuevo', 'el día de navidad', 'en semana santa', 'en reyes'],
};

const EN_YEARS_BACK = ['years ago', 'a year ago', 'two years ago', 'three years ago', 'several years ago', 'many years ago', '# years ago', 'the year before last', 'in #'];
const ZH_YEARS_BACK = ['去年', '前年', '几年前', '幾年前', '好几年前', '好幾年前', '几年前的', '幾年前嘅'];

/**
 * A festival told with an older year ("at Christmas two years ago", "去年春节", "tết năm ngoái") is history: read
 * whole as a past date, so the festival's recent reading does not stand between the sign and its year. "Last
 * year" with Christmas is left out: told in January it is weeks ago.
 */
export const FESTIVAL_PAST_WORDS: Record<InputLanguage, readonly string[]> = {
  en: EN_FESTIVALS.flatMap((f) => ['at F', 'over F', 'on F', 'during F', 'around F'].flatMap((form) => EN_YEARS_BACK.map((y) => `${form.replace('F', f)} ${y}`))),
  'zh-HK': ZH_YEARS_BACK.flatMap((y) => ['農曆新年', '過年', '春節'].map((f) => `${y}${f}`)),
  'zh-CN': ZH_YEARS_BACK.flatMap((y) => ['农历新年', '过年', '春节'].map((f) => `${y}${f}`)),
  ja: ['去年のお正月', '昔のお正月', '数年前のお正月', '去年の正月', '数年前のクリスマス'],
  ko: ['작년 설날', '작년 설', '몇 년 전 설날', '작년 추석'],
  tl: ['noong pasko noong nakaraang taon', 'noong isang taon noong pasko', 'ilang taon na ang nakalipas noong pasko'],
  id: ['lebaran tahun lalu', 'lebaran beberapa tahun lalu', 'imlek tahun lalu'],
  vi: ['tết năm ngoái', 'tết năm kia', 'tết mấy năm trước'],
  th: ['สงกรานต์ปีที่แล้ว', 'สงกรานต์ปีก่อน', 'ปีใหม่ปีที่แล้ว', 'ตรุษจีนปีที่แล้ว'],
  es: ['en navidad hace años', 'en navidad hace dos años', 'en la navidad de hace dos años', 'en la navidad pasada de hace años', 'en año nuevo del año pasado'],
};

/**
 * Review asp14 finding 2: "then" words that point back to an event told before them (rule date_outranks_ending).
 * They are in the past lists; after a recent date in their sentence they take its date instead of reading as history.
 */
export const ANAPHORIC_THEN_WORDS: Record<InputLanguage, readonly string[]> = {
  en: ['at the time', 'at that time'],
  'zh-HK': ['當時', '那時', '那時候', '嗰陣'],
  'zh-CN': ['當時', '那時', '那時候'],
  ja: [],
  ko: ['당시', '그때'],
  tl: ['noon'],
  id: [],
  vi: ['lúc đó', 'khi đó', 'hồi đó'],
  th: ['ตอนนั้น'],
  es: [],
};

/** Month names per language, January first. */
const MONTHS: Record<InputLanguage, readonly string[]> = {
  en: ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'],
  'zh-HK': ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'],
  'zh-CN': ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'],
  ja: ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'],
  ko: ['일월', '이월', '삼월', '사월', '오월', '유월', '칠월', '팔월', '구월', '시월', '십일월', '십이월'],
  tl: ['enero', 'pebrero', 'marso', 'abril', 'mayo', 'hunyo', 'hulyo', 'agosto', 'setyembre', 'oktubre', 'nobyembre', 'disyembre'],
  id: ['januari', 'februari', 'maret', 'april', 'mei', 'juni', 'juli', 'agustus', 'september', 'oktober', 'november', 'desember'],
  vi: ['tháng giêng', 'tháng hai', 'tháng ba', 'tháng tư', 'tháng năm', 'tháng sáu', 'tháng bảy', 'tháng tám', 'tháng chín', 'tháng mười', 'tháng mười một', 'tháng chạp'],
  th: ['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
};

/** How a month name is told as a date ("in October", "el pasado octubre"); bare where the name is unambiguous. */
const MONTH_FORMS: Record<InputLanguage, readonly string[]> = {
  en: ['in M', 'last M', 'early M', 'mid M', 'late M', 'during M', 'mid-M'],
  'zh-HK': ['M'],
  'zh-CN': ['M'],
  ja: ['M'],
  ko: ['M'],
  tl: ['noong M', 'nung M', 'nitong M'],
  id: ['bulan M', 'M lalu', 'pada M'],
  vi: ['M'],
  th: ['M', 'เดือนM'],
  es: ['en M', 'el pasado M', 'a principios de M', 'a finales de M', 'a mediados de M'],
};

/** The months of the last three months counted back from now (this month and the two before it). */
const RECENT_MONTHS = 3;

/**
 * Review asp14 finding 3: month names of this month and the two before it are recent dates (current). Older months
 * stay unread (an undated event is current by policy, so nothing is read as history here). Built at load: a
 * container lives hours, not months.
 */
export function recentMonthWords(now = new Date()): Record<InputLanguage, readonly string[]> {
  const months = Array.from({ length: RECENT_MONTHS }, (_, k) => (now.getUTCMonth() - k + 12) % 12);
  const out = {} as Record<InputLanguage, readonly string[]>;
  for (const lang of Object.keys(MONTHS) as InputLanguage[]) {
    out[lang] = months.flatMap((m) => MONTH_FORMS[lang].map((f) => f.replace('M', MONTHS[lang][m]!)));
  }
  return out;
}
