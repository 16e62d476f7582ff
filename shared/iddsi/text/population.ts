/**
 * Stage population (issue 14, class 5): whose limits apply. IDDSI particle
 * limits are 4 mm (Level 5) and 15 mm (Level 6) for adults, 2 mm and 8 mm for
 * children (IDDSI Framework, Levels 5 and 6: "Paediatric: 2 mm / 8 mm").
 * Rule POP_CHILD_AGE: an age under 18 written with its unit ("my 4yo",
 * "5歳", "3岁宝宝", "6-year-old"), or after an age word ("age 7", "edad: 9",
 * "อายุ 6", "年龄7"), says the eater is a child; words such as toddler or
 * 小朋友 are in the lexicon (CHILD_WORDS).
 */
import { FirstUnitIndex, standsAlone } from '../../text/word-index';
import { lexicon } from './lexicon-index';
import { spelledNumberBefore } from './measures';
import { normalizeText } from './normalize';
import { langBit } from './text-language';

/** Age units, after the number (normalised text: lower case, no diacritics, dashes as spaces). */
const AGE_UNITS = [
  'yo',
  'y o',
  'y/o',
  'yr old',
  'yrs old',
  'year old',
  'years old',
  'month old',
  'months old',
  'mo old',
  'yr',
  'yrs',
  '歳',
  '岁',
  '才',
  '个月',
  'ヶ月',
  'か月',
  '살',
  '개월',
  'tuoi',
  'thang tuoi',
  'ขวบ',
  'เดือน',
  'taong gulang',
  'taon',
  'tahun',
  'bulan',
  'anos',
  'ano',
  'meses',
  'ans',
  'mois',
  'jahre',
  'jahrige',
  'jahrigen',
  'jahriger',
  'jahriges',
  'jahrig',
  'monate',
  'anni',
  'mesi',
  'лет',
  'года',
  'год',
  'месяцев',
  'साल',
  'वर्ष',
  'महीने',
  'سنوات',
  'سنة',
  'أشهر',
];
/**
 * Units that only ever give an age, never a duration ("three-year-old", "三岁", "สามขวบ"): only these
 * are read after a spelled-out number ("for two months", "un año" are durations).
 */
const SPELLED_AGE_UNITS = ['year old', 'years old', 'yr old', 'month old', 'months old', '歳', '岁', 'ขวบ', '살', 'jahrig'];

/** A spelled-out age under 18 before an age-only unit ("a six year old", "五歳の娘", "ลูกอายุสามขวบ"). */
function spelledAgeAt(norm: string, unit: string, at: number): boolean {
  // a unit that opens the text is never read, nor any later place of it (the scan this replaced stopped there)
  if (at === 0 || norm.startsWith(unit, 0)) return false;
  const age = spelledNumberBefore(norm, at);
  return age !== null && (MONTH_UNITS.test(unit) || age < ADULT_AGE);
}

/** Words that put the age after them ("aged 12", "Alter: 9", "عمره 5"), normalised. */
const AGE_BEFORE = [
  'age',
  'aged',
  'edad',
  'alter',
  'eta',
  'idade',
  'возраст',
  'возрасте',
  'عمره',
  'عمرها',
  'العمر',
  'उम्र',
  'อายุ',
  'umur',
  'usia',
  '年龄',
  '年齡',
  '年齢',
  '나이',
];
/** What may stand between an age word and its number ("age of 7", "âge de 7", "Alter von 7"). */
const AGE_LINKS = new Set(['of', 'de', 'von', 'di', 'в', 'is']);
const ADULT_AGE = 18;
/** Age units by first code unit: a digit followed by anything else costs one map lookup. */
const UNITS_BY_FIRST = new Map<number, string[]>();
for (const u of AGE_UNITS) UNITS_BY_FIRST.set(u.charCodeAt(0), [...(UNITS_BY_FIRST.get(u.charCodeAt(0)) ?? []), u]);
const MONTH_UNITS = /month|月|개월|thang|เดือน|bulan|meses|mois|monate|mesi|месяц|महीने|أشهر/;

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function isLatin(c: number): boolean {
  return c >= 0x61 && c <= 0x7a;
}

/** The one- or two-digit number at `i` (after spaces, a colon and one link word), or null. */
function numberAfter(norm: string, i: number): number | null {
  let k = i;
  while (k < norm.length && (norm[k] === ' ' || norm[k] === ':' || norm[k] === '=')) k++;
  const space = norm.indexOf(' ', k);
  if (space > k && AGE_LINKS.has(norm.slice(k, space))) k = space + 1;
  let j = k;
  while (j < norm.length && isDigit(norm.charCodeAt(j))) j++;
  const decimal = (norm[j] === '.' || norm[j] === ',') && isDigit(norm.charCodeAt(j + 1));
  if (j === k || j - k > 2 || decimal) return null;
  return Number(norm.slice(k, j));
}

/** An age word followed by an age under 18 ("aged 12", "อายุ 6", "年龄7岁"); a decimal is a measure, not an age. */
function ageAfterWordAt(norm: string, word: string, at: number): boolean {
  if (!standsAlone(norm, word, at)) return false;
  const age = numberAfter(norm, at + word.length);
  return age !== null && age < ADULT_AGE;
}

/** Words for one's child or grandchild that a bare age in brackets may follow (normalised text). */
const CHILD_KIN = [
  ...['son', 'daughter', 'grandson', 'granddaughter', 'kid', 'boy', 'girl', 'nephew', 'niece'],
  ...['hijo', 'hija', 'nieto', 'nieta', 'fils', 'fille', 'sohn', 'tochter', 'figlio', 'figlia', 'filho', 'filha'],
  ...['anak', 'apo', 'cucu', 'con trai', 'con gai'],
  ...['儿子', '女儿', '孙子', '孙女', '兒子', '女兒', '孫子', '孫女', '息子', '娘', '孫', '아들', '딸', '손자', '손녀', 'ลูก', 'หลาน'],
];

/** A bare age in brackets: "(7)", " ( 12 )". */
const AGE_IN_BRACKETS = /^ ?\( ?(\d{1,2}) ?\)/;

/** A bare age after "<kin> is": "is 3,", "ist 5" (a number followed by a unit is a measure, not an age). */
const KIN_IS_AGE = /^ (?:is|ist|es) (\d{1,2})(?=$|[ ,;!?)]|\.(?!\d))(?! ?(?:mm|cm|ml|kg|g|%|\/|x\b|-))/;
const KIN_AGE = [AGE_IN_BRACKETS, KIN_IS_AGE];

/**
 * Rule POP_CHILD_AGE_BRACKETS: a bare age in brackets right after a word for one's child ("my son (7)",
 * "mi hija (5)", "息子(8)") is that child's age; without the kin word "(5)" may be a level, so it is not read.
 * Rule POP_CHILD_KIN_IS_AGE: so is a bare number after the word and "is" ("my grandson is 3", "mein Sohn ist 5").
 */
function ageAfterKinAt(norm: string, kin: string, at: number): boolean {
  if (!standsAlone(norm, kin, at)) return false;
  const after = norm.slice(at + kin.length, at + kin.length + 12);
  for (const pattern of KIN_AGE) {
    const m = pattern.exec(after);
    if (m && Number(m[1]) < ADULT_AGE) return true;
  }
  return false;
}

/** The age words, kin words and spelled-age units, found in one scan; each read by its own rule. */
const AGE_WORDS = new FirstUnitIndex([...AGE_BEFORE, ...CHILD_KIN, ...SPELLED_AGE_UNITS]);
const KIN_FROM = AGE_BEFORE.length;
const UNITS_FROM = KIN_FROM + CHILD_KIN.length;

function ageWordAt(norm: string, w: number, at: number): boolean {
  const word = AGE_WORDS.words[w]!;
  if (w < KIN_FROM) return ageAfterWordAt(norm, word, at);
  return w < UNITS_FROM ? ageAfterKinAt(norm, word, at) : spelledAgeAt(norm, word, at);
}

/**
 * Rule POP_CHILD_SCHOOL_YEAR: a school year before a pupil word ("P3 student", "Year 2 class", "primary 4 boy",
 * "học sinh lớp 2", "kelas 3 SD"): school years are children's ages (normalised text: "lớp" is "lop").
 */
const SCHOOL_YEAR =
  /(?:^|[^a-z0-9])(?:(?:p|primary|year|yr|grade|form|f)\.? ?(?:[1-9]|1[0-2]) (?:student|pupil|class|boy|girl|kid|child)s?(?![a-z])|hoc sinh lop \d|kelas \d (?:sd|smp)(?![a-z]))/;

/** The text gives an age under 18 ("4yo", "5歳", "6 year old", "aged 12", "my son (7)", "my son is 7"). */
export function statesChildAge(norm: string): boolean {
  return statesAgeWithUnit(norm) || SCHOOL_YEAR.test(norm) || AGE_WORDS.some(norm, (w, at) => ageWordAt(norm, w, at));
}

/** One of `units` written at `k` after the number `age` makes it a child's age (months always, years under 18). */
function childAgeUnitAt(norm: string, units: readonly string[], k: number, age: number): boolean {
  for (const unit of units) {
    if (!norm.startsWith(unit, k)) continue;
    const end = k + unit.length;
    if (isLatin(unit.charCodeAt(unit.length - 1)) && end < norm.length && isLatin(norm.charCodeAt(end))) continue;
    if (MONTH_UNITS.test(unit) || age < ADULT_AGE) return true;
  }
  return false;
}

function statesAgeWithUnit(norm: string): boolean {
  for (let i = 0; i < norm.length; i++) {
    if (!isDigit(norm.charCodeAt(i)) || (i > 0 && isDigit(norm.charCodeAt(i - 1)))) continue;
    let j = i;
    while (j < norm.length && isDigit(norm.charCodeAt(j))) j++;
    if (j - i > 2) continue;
    let k = j;
    if (norm.charCodeAt(k) === 0x20) k++;
    const units = UNITS_BY_FIRST.get(norm.charCodeAt(k));
    // most numbers are followed by no age unit: the number is read only before one
    if (units !== undefined && childAgeUnitAt(norm, units, k, Number(norm.slice(i, j)))) return true;
  }
  return false;
}

/**
 * Words that are not a child's first name though written with a capital before "is 4" or "(4)": an adult's
 * title ("Mr Lee is 4 and on…", "Mrs Tan is 8"), a family word that is no given name ("Grandma (5)"), a place,
 * a score or a diet word ("Bed 4 is 5 days…", "Texture is 5, moist"). Rule POP_CHILD_NOT_A_NAME.
 */
const ADULT_TITLES = [
  ...['Mr', 'Mrs', 'Ms', 'Mx', 'Mdm', 'Madam', 'Mister', 'Dr', 'Prof', 'Sir', 'Dame', 'Lord', 'Rev'],
  ...['Sister', 'Nurse', 'Auntie', 'Aunty', 'Aunt', 'Uncle', 'Grandma', 'Grandpa', 'Granny', 'Grandad', 'Granddad'],
  ...['Mum', 'Mom', 'Dad', 'Mother', 'Father', 'Husband', 'Wife'],
  ...['Sr', 'Sra', 'Srta', 'Señor', 'Señora', 'Herr', 'Frau', 'Mme', 'Mlle', 'Monsieur', 'Madame'],
  ...['Sig', 'Signor', 'Signora', 'Senhor', 'Senhora', 'Bapak', 'Ibu', 'Nenek', 'Kakek', 'Ông', 'Bà', 'Cụ'],
];
/**
 * Family and honorific words that are also given names ("Lola is 4", "Don (5)", "Nan is 3"): a title only
 * before another capitalised name ("Lola Nena (84)", "Pak Budi (6)"), never the name itself. "Miss" is no
 * adult's title alone (a girl is Miss too), so it blocks nothing: a child's age then keeps the child limits.
 */
const TITLES_ALSO_NAMES = [
  ...['Lady', 'Nana', 'Nan', 'Nanna', 'Don', 'Doña', 'Dona', 'Pak', 'Bu', 'Oma', 'Opa'],
  ...['Lola', 'Lolo', 'Mang', 'Aling', 'Tita', 'Tito'],
];
const NOT_NAMES = [
  ...['Level', 'Lvl', 'Stage', 'Grade', 'Step', 'Room', 'Rm', 'Bed', 'Ward', 'Table', 'Tray', 'Seat', 'Unit', 'Floor'],
  ...['Score', 'Result', 'Reading', 'Rating', 'Number', 'No', 'Count', 'Total', 'Time', 'Day', 'Week', 'Temp'],
  ...['It', 'This', 'That', 'There', 'Here', 'What', 'Which', 'One', 'Mine', 'Everything', 'Today', 'Tonight'],
  ...['Diet', 'Texture', 'Consistency', 'Size', 'Pain', 'Weight', 'Height', 'Intake', 'Output', 'Fluid', 'Fluids'],
  ...['Drink', 'Drinks', 'Food', 'Meal', 'Lunch', 'Dinner', 'Breakfast', 'Supper', 'Tea', 'Snack', 'Menu', 'Order'],
  ...['Plan', 'Target', 'Goal', 'Residue', 'Portion', 'Serving', 'Dose', 'Rate', 'Volume', 'Amount', 'Flow', 'Test'],
  ...['Piece', 'Pieces', 'Lump', 'Lumps', 'Bit', 'Bits', 'Cube', 'Cubes', 'Chunk', 'Chunks', 'Particle', 'Particles'],
  ...['Patient', 'Resident', 'Client', 'Pt', 'Miss'],
];
const TITLE_BEFORE = `(?<!(?:^|[^\\p{L}])(?:${ADULT_TITLES.join('|')})\\.? (?:\\p{Lu}\\p{Ll}+ )?)(?<!(?:^|[^\\p{L}])(?:${TITLES_ALSO_NAMES.join('|')}) )`;
/** A capitalised first name that is no title, place or score word, not preceded by an adult's title. */
// the capital is tested first (zero-width, same place): most places fail there, before the costly look-behinds
const NAME = `(?=\\p{Lu})(?<![\\p{L}\\p{N}])${TITLE_BEFORE}(?!(?:${[...ADULT_TITLES, ...NOT_NAMES].join('|')})(?![\\p{L}]))(\\p{Lu}\\p{Ll}{1,14})`;

/**
 * Rule POP_CHILD_NAME_AGE: a first name with a bare age in brackets, then what the child did ("Jayden (4) had
 * the casserole", "Sofía (3) comió", "Budi (5) makan"): "(4)" after a food or a diet name is a level, so only a
 * capitalised word that a verb of eating or having follows is read as a child's name.
 */
const NAME_AGE = new RegExp(
  `${NAME} ?\\( ?(\\d{1,2}) ?\\) ?(?:is |was |has |had |ate |eats |got |gets |took |drank |loved |likes |comi[oó] |come |tom[oó] |a mang[ée] |mange |hat |isst |a[ßs] |ha mangiato |mangia |comeu |makan |minum |kumain |ăn )`,
  'u',
);

/**
 * Rule POP_CHILD_NAME_AGE_ANY_TAIL: the same name and bracketed age before anything but a measure ("Mia (5) on
 * L4", "Sam (9) Level 6", "Mia (5) 食緊粥", "Leo（7）, minced", "Zoe (she's 5) -") when the name is no word the lexicon reads (a food
 * or a diet name in brackets is a level: "Minced (5)", "Pudding (4)"). Full-width brackets are Chinese text's.
 */
const NAME_AGE_ANY_TAIL = new RegExp(
  `${NAME} ?[(（] ?(?:(?:she|he)(?:'s|’s| is) |aged? )?(\\d{1,2}) ?(?:y|yo|yrs?)?[)）](?! ?(?:mm|cm|ml|%|\\d|x\\b))`,
  'u',
);

/** English ages spelled out ("Lily is four and…"), for the name-is-age rule. */
const SPELLED_AGES = [
  ...['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
  ...['eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen'],
];
const AGE = `(\\d{1,2}|${SPELLED_AGES.join('|')})(?:½| 1\\/2|\\.5)?`;
const HALF_NOT_TIME = ` and a half\\b(?! (?:weeks?|days?|hours?|hrs?|minutes?|mins?|months?|stone|kg|kilos?|lbs?|pounds?)\\b(?! old))`;
const WHAT_CHILD_DOES = ` (?:and|&) (?:on|has|eats|takes|needs|is|was|gets|can|cannot|can't|won't|will)\\b`;

/**
 * Rule POP_CHILD_NAME_IS_AGE: a first name, "is" and a bare age, then a half or what the child is on or does
 * ("Lily is 4 and on soft & bite sized", "Noah is 2 and a half"): a level ("Level is 4") is never a name, and a
 * bare "is 4" with nothing after may be a room or a score, and "4 and a half weeks" a time, so the tail is needed.
 * Rule POP_CHILD_NAME_IS_AGE_PAUSE: the age may also close its clause ("Lily is 4, on minced", "Noah is 2½ -
 * minced", "Ava is four now and…", "Ben is 3. Minced…") when the name is no word the lexicon reads.
 */
const NAME_IS_AGE = new RegExp(`${NAME} is ${AGE}(?:${HALF_NOT_TIME}|${WHAT_CHILD_DOES})`, 'u');
const NAME_IS_AGE_PAUSE = new RegExp(
  `${NAME} is ${AGE}(?: now| today| this year)?(?=,|;|\\.(?!\\d)| [-–—:] |(?: now| today)\\b|${WHAT_CHILD_DOES})`,
  'u',
);

/** The age a match gives: digits or an English number word, under 18 or not. */
function childAge(written: string | undefined): boolean {
  if (written === undefined) return false;
  const spelled = SPELLED_AGES.indexOf(written);
  return (spelled >= 0 ? spelled + 1 : Number(written)) < ADULT_AGE;
}

/** Lexicon rows whose word in brackets before an age is an item and its level ("Rice (5)", "Minced (5)"). */
const ITEM_ROWS = new Set(['food', 'drink', 'foodword', 'texture', 'name', 'label', 'level_before', 'level_after']);
const ENGLISH = langBit('en');

/**
 * The name is a word the lexicon reads as a food, a drink or a level name in any language, or any English word:
 * then it is not a child's name. A word of another row in another language is still a name ("Tom" is a Vietnamese
 * word, "Ben" a Scandinavian one; neither names the item).
 */
function lexiconWord(name: string): boolean {
  const t = normalizeText(name, false);
  return lexicon()
    .automaton.findAll(t.norm, t.exact)
    .some(
      (m) =>
        m.start === 0 && m.end === t.norm.length && (((m.spec.langs ?? 0) & ENGLISH) !== 0 || m.payload.some((p) => ITEM_ROWS.has(p.f))),
    );
}

/**
 * The name-and-age patterns, each with the bracket or " is " it cannot match without (a text holding neither is
 * not scanned) and whether the name must be no lexicon word.
 */
const NAMED_AGES = [
  { pattern: NAME_AGE, needsBracket: true, notAWord: false },
  { pattern: NAME_IS_AGE, needsBracket: false, notAWord: false },
  { pattern: NAME_AGE_ANY_TAIL, needsBracket: true, notAWord: true },
  { pattern: NAME_IS_AGE_PAUSE, needsBracket: false, notAWord: true },
] as const;

/** The text names a child with a bare age under 18 (source text: the capital marks a name). */
export function namesChildWithAge(source: string): boolean {
  const bracket = source.includes('(') || source.includes('（');
  const is = source.includes(' is ');
  for (const { pattern, needsBracket, notAWord } of NAMED_AGES) {
    if (!(needsBracket ? bracket : is)) continue;
    const m = pattern.exec(source);
    if (m !== null && childAge(m[2]) && !(notAWord && lexiconWord(m[1]!))) return true;
  }
  return false;
}

/** Numbers an offspring count is written with ("has 2 children", "有两个孩子"). */
const COUNT = '(?:\\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|grown|adult|grown up|many|several)';
/**
 * Rule POP_CHILD_WORD_COUNTED: a child word counted as an adult's offspring ("Mrs Tan has 2 children", "mother
 * of 3 kids", "widower with four grown children", "婆婆有两个孩子") names the eater's family, not the eater. A
 * possessive or a count alone says nothing of who eats ("Her children eat…", "With 2 children on the ward",
 * "有两个孩子在儿科病房"), so the count needs a word before it (the adult) and the child word must not go on
 * to what the children eat, are on or where they are: when unsure, the child limits stay.
 */
const OFFSPRING_BEFORE = new RegExp(
  `(?:[a-z.] (?:has|have|had|with|of|raised)(?: ${COUNT})+ |[^\\s\\p{P}]有[0-9一二两三四五六七八九十几]+[个位個])$`,
  'u',
);
/** What follows a child word that makes the children the eaters or the patients ("…children eat", "kids:"). */
const CHILDREN_AS_EATERS =
  /^ ?(?:[:：]|(?:eat|eats|ate|are|is|was|were|need|needs|have|has|get|gets|take|takes|who|on|in|at|drink|drinks)(?![a-z])|[在吃喝要需都正住])/;

/** The child word at `start`..`end` counts an adult's offspring, not the eater (rule POP_CHILD_WORD_COUNTED). */
function childWordCountsOffspring(norm: string, start: number, end: number): boolean {
  return OFFSPRING_BEFORE.test(norm.slice(Math.max(0, start - 32), start)) && !CHILDREN_AS_EATERS.test(norm.slice(end, end + 12));
}

/** School names (normalised) that CHILD_WORDS reads as a pupil: a teacher of that school is an adult. */
const SCHOOL_PLACES = new Set(
  [
    ...['primary school', 'junior school', 'infant school', 'grade school', 'elementarya', '小学', '初等学校'],
    ...['sekolah dasar', 'tieu hoc', 'ประถม', '초등학교', '초등', 'escuela primaria', 'de primaria', 'ecole primaire'],
    ...['grundschule', 'scuola elementare', 'scuola primaria', 'ensino fundamental', 'escola primaria'],
  ].map((w) => normalizeText(w, false).norm),
);
/** Teaching staff words (normalised text), in the languages whose school names CHILD_WORDS holds. */
const STAFF = [
  ...['teacher', 'teachers', 'head teacher', 'headteacher', 'teaching assistant', 'headmaster', 'headmistress'],
  ...['老师', '教师', '校长', '先生', '教員', '教諭', 'giao vien', 'co giao', 'thay giao', 'guru', 'ครู', '선생님', '교사'],
  ...['maestro', 'maestra', 'profesor', 'profesora', 'instituteur', 'institutrice', 'professeur', 'enseignant'],
  ...['enseignante', 'lehrer', 'lehrerin', 'insegnante', 'professore', 'professoressa', 'professor', 'professora'],
  ...['guro', 'titser'],
].join('|');
/** The staff word just before the school's name ("maestra de escuela primaria", "guru sekolah dasar", "ครูประถม"). */
const STAFF_BEFORE = new RegExp(`(?:^|[^a-z])(?:${STAFF})(?: (?:at|in|of|de|d|di|da|do|der|an der)(?: the| a| la| l| una| une)?)? ?$`);
/** The staff word just after it, past a school year ("primary school teacher", "小学二年级当老师", "초등학교 선생님"). */
const STAFF_AFTER = new RegExp(`^ ?(?:[0-9一二三四五六七八九十]+(?:年级|年生|학년))?(?:的|当|の|で)? ?(?:${STAFF})(?![a-z])`);

/**
 * Rule POP_CHILD_SCHOOL_YEAR: a school's name read as a child word names a pupil, but not when it names where a
 * teacher works ("retired primary school teacher", "退休小学老师", "giáo viên tiểu học"): that eater is an adult.
 */
function schoolWordOfStaff(norm: string, start: number, end: number): boolean {
  if (!SCHOOL_PLACES.has(norm.slice(start, end))) return false;
  return STAFF_BEFORE.test(norm.slice(Math.max(0, start - 24), start)) || STAFF_AFTER.test(norm.slice(end, end + 24));
}

/** The child word at `start`..`end` names the eater: no adult's counted offspring, no teacher's school. */
export function childWordNamesEater(norm: string, start: number, end: number): boolean {
  return !childWordCountsOffspring(norm, start, end) && !schoolWordOfStaff(norm, start, end);
}
