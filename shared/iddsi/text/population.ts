/**
 * Stage population (issue 14, class 5): whose limits apply. IDDSI particle
 * limits are 4 mm (Level 5) and 15 mm (Level 6) for adults, 2 mm and 8 mm for
 * children (IDDSI Framework, Levels 5 and 6: "Paediatric: 2 mm / 8 mm").
 * Rule POP_CHILD_AGE: an age under 18 written with its unit ("my 4yo",
 * "5歳", "3岁宝宝", "6-year-old") says the eater is a child; words such as
 * toddler or 小朋友 are in the lexicon (CHILD_WORDS).
 */

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

/** The text gives an age under 18 ("4yo", "5歳", "6 year old"). */
export function statesChildAge(norm: string): boolean {
  for (let i = 0; i < norm.length; i++) {
    if (!isDigit(norm.charCodeAt(i)) || (i > 0 && isDigit(norm.charCodeAt(i - 1)))) continue;
    let j = i;
    while (j < norm.length && isDigit(norm.charCodeAt(j))) j++;
    if (j - i > 2) continue;
    const age = Number(norm.slice(i, j));
    let k = j;
    if (norm[k] === ' ') k++;
    for (const unit of UNITS_BY_FIRST.get(norm.charCodeAt(k)) ?? []) {
      if (!norm.startsWith(unit, k)) continue;
      const end = k + unit.length;
      if (isLatin(unit.charCodeAt(unit.length - 1)) && end < norm.length && isLatin(norm.charCodeAt(end))) continue;
      // months are always a child; years only under 18
      const months = MONTH_UNITS.test(unit);
      if (months || age < ADULT_AGE) return true;
    }
  }
  return false;
}
