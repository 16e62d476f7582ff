/**
 * Issue 14, class 6 (a language the engine cannot read): the core vocabulary is
 * complete by CONCEPT and LANGUAGE, as data. Every language the engine reads
 * (the response languages and ko, fr, de, it, pt, ar, hi, ru, pl, nl, sv, tr) must have words
 * for every core concept (level names, the IDDSI test outcomes, preparations, thickening,
 * hazards and their removal, negation before and after, drinks, roles, the
 * high-risk food families, units and comparators): a missing word is this red
 * test, not a drink read as a Level 7 food.
 */
import { describe, expect, it } from 'vitest';
import { FOOD_TABLE, TOPPING_CUES } from '../../shared/iddsi/lexicon/foods';
import {
  type CueTable,
  FOREIGN_CUES,
  FOREIGN_FOOD_NAMES,
  FOREIGN_HAZARD_REMOVED,
  FOREIGN_HAZARD_WORDS,
  FOREIGN_ROW_WORDS,
} from '../../shared/iddsi/lexicon/foreign-core';
import { MEASURE_WORDS, type MeasureConcept } from '../../shared/iddsi/lexicon/measure-words';
import { LABEL_CUES, PERSON_CUES, ROLE_AFTER, ROLE_BEFORE } from '../../shared/iddsi/lexicon/roles';
import * as terms from '../../shared/iddsi/lexicon/terms';
import type { Lang, Names } from '../../shared/iddsi/lexicon/terms';
import { classifyText } from '../../shared/iddsi/classify';
import { LANG_ORDER } from '../../shared/iddsi/text/text-language';

const LANGS = LANG_ORDER;
/**
 * Where a concept has no words in a language, and why that is not a gap:
 *  - Vietnamese and Tagalog put the negation before the verb ("không thêm bột", "hindi nilagyan
 *    ng pampalapot"): a negation after the word would negate the word before it;
 *  - Japanese and Turkish removals follow the noun (骨を取って, 種なし, kılçıkları alınmış): REMOVAL_AFTER;
 *  - Chinese and Japanese numerals are read by measures.ts itself (三毫升, 一点五毫米).
 */
const NOT_A_GAP = new Set([
  'vi NEG_AFTER',
  'tl NEG_AFTER',
  'ja REMOVAL_BEFORE',
  'tr REMOVAL_BEFORE',
  'zh measure numbers',
  'ja measure numbers',
]);

/** Core concepts of the issue, by the row, hazard, cue table or food row that carries them. */
const CORE = {
  rows: [
    'name_thin',
    'name_slightly',
    'name_mildly',
    'name_moderately',
    'name_extremely',
    'name_liquidised',
    'name_pureed_diet',
    'name_minced_moist',
    'name_soft_bite',
    'name_regular',
    'fork_drip_slow',
    'flows_fast_fork',
    'fork_no_drip',
    'fork_drips',
    'spoon_holds',
    'spoon_slides',
    'spoon_pours',
    'pours_slowly',
    'spoon_sticks',
    'fork_pressure_squash',
    'fork_pressure_fails',
    'cut_side_fork',
    'no_flow',
    'all_drained',
    'pureed',
    'blended',
    'sieved',
    'smooth',
    'lumps',
    'chunks',
    'minced',
    'mashed',
    'chopped',
    'bite_sized',
    'soft',
    'moist',
    'thickened',
    'thick',
    'thin',
    'whole',
    'needs_chew',
    'no_chew',
    'spoon_only',
    'from_cup',
    'flaked',
    'soaked',
  ],
  hazards: ['hard', 'crunchy', 'dry', 'tough_fibrous', 'fibrous', 'sticky', 'round_long', 'bones', 'skins_husks', 'floppy', 'juicy'],
  removed: ['bones', 'skins_husks'],
  cues: [
    'DRINK_WORDS',
    'FOOD_WORDS',
    'NEG_BEFORE',
    'NEG_AFTER',
    'REMOVAL_BEFORE',
    'REMOVAL_AFTER',
    'FLOW_CONTEXT',
    'FLOW_EMPTY_WORDS',
    'SYRINGE_WORDS',
    'CHILD_WORDS',
    'CLAUSE_BREAK',
    'TOPPING_CUES',
    'ROLE_BEFORE',
    'ROLE_AFTER',
    'LABEL_CUES',
    'PERSON_CUES',
  ] as CueTable[],
  foods: [
    'water',
    'tea',
    'coffee',
    'milk',
    'juice',
    'soda',
    'supplement',
    'smoothie',
    'milkshake',
    'drinking_yogurt',
    'broth',
    'soup',
    'cream_soup',
    'thick_soup',
    'porridge',
    'puree_dish',
    'mashed_potato',
    'yogurt',
    'pudding',
    'jelly',
    'ice_cream',
    'egg',
    'scrambled_egg',
    'rice',
    'sticky_rice',
    'noodles',
    'soft_pasta',
    'bread',
    'biscuit',
    'cake',
    'meat',
    'stringy_meat',
    'stew_meat',
    'fried_chicken',
    'sausage',
    'meatballs',
    'fish',
    'soft_fish',
    'seafood',
    'nuts',
    'snacks',
    'popcorn',
    'candy',
    'chocolate',
    'cheese',
    'beans',
    'corn_kernels',
    'vegetables',
    'fibrous_veg',
    'soft_veg',
    'fruit',
    'fibrous_fruit',
    'soft_fruit',
    'dried_fruit',
    'tomatoes',
    'pickles',
    'applesauce',
    'honey',
    'gravy',
  ],
  measures: ['ml', 'mm', 'cm', 'seconds', 'less_than', 'more_than', 'about', 'numbers'] as MeasureConcept[],
};

const BASE_CUES: Record<CueTable, Names> = {
  DRINK_WORDS: terms.DRINK_WORDS,
  FOOD_WORDS: terms.FOOD_WORDS,
  NEG_BEFORE: terms.NEG_BEFORE,
  NEG_AFTER: terms.NEG_AFTER,
  REMOVAL_BEFORE: terms.REMOVAL_BEFORE,
  REMOVAL_AFTER: terms.REMOVAL_AFTER,
  STOP_WORDS: terms.STOP_WORDS,
  FLOW_CONTEXT: terms.FLOW_CONTEXT,
  FLOW_EMPTY_WORDS: terms.FLOW_EMPTY_WORDS,
  SYRINGE_WORDS: terms.SYRINGE_WORDS,
  CHILD_WORDS: terms.CHILD_WORDS,
  CLAUSE_BREAK: terms.CLAUSE_BREAK,
  TOPPING_CUES,
  ROLE_BEFORE,
  ROLE_AFTER,
  LABEL_CUES,
  PERSON_CUES,
};

const has = (names: Names | undefined, lang: Lang) => Boolean(names?.[lang]?.trim());

/** Languages of each food row id in the food table (a row may be listed on several lines). */
function foodLanguages(): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const line of FOOD_TABLE.trim().split('\n')) {
    const id = line.split(' ')[0]!;
    const langs = out.get(id) ?? new Set<string>();
    out.set(id, langs);
    for (const part of line.slice(line.indexOf(' = ') + 3).split(';')) langs.add(part.slice(0, part.indexOf(':')).trim());
  }
  return out;
}

function missing(): string[] {
  const rows = [...terms.NAMES, ...terms.TESTS, ...terms.TEXTURES];
  const foods = foodLanguages();
  const gaps: string[] = [];
  for (const lang of LANGS) {
    for (const id of CORE.rows)
      if (!rows.some((r) => r.id === id && has(r.names, lang)) && !has(FOREIGN_ROW_WORDS[id], lang)) gaps.push(`${lang} ${id}`);
    for (const code of CORE.hazards)
      if (!terms.HAZARD_WORDS.some((r) => r.code === code && has(r.names, lang)) && !has(FOREIGN_HAZARD_WORDS[code as never], lang))
        gaps.push(`${lang} hazard ${code}`);
    for (const code of CORE.removed)
      if (!terms.HAZARD_REMOVED.some((r) => r.code === code && has(r.names, lang)) && !has(FOREIGN_HAZARD_REMOVED[code as never], lang))
        gaps.push(`${lang} removed ${code}`);
    for (const table of CORE.cues) if (!has(BASE_CUES[table], lang) && !has(FOREIGN_CUES[table], lang)) gaps.push(`${lang} ${table}`);
    for (const id of CORE.foods) if (!foods.get(id)?.has(lang) && !has(FOREIGN_FOOD_NAMES[id], lang)) gaps.push(`${lang} food ${id}`);
    for (const concept of CORE.measures) if (!has(MEASURE_WORDS[concept], lang)) gaps.push(`${lang} measure ${concept}`);
  }
  return gaps.filter((g) => !NOT_A_GAP.has(g));
}

describe('foreign core vocabulary: complete by concept and language', () => {
  it('every language has words for every core concept', () => {
    expect(missing()).toEqual([]);
  });

  it('every concept it names exists (a renamed row cannot silently drop its words)', () => {
    const ids = new Set([...terms.NAMES, ...terms.TESTS, ...terms.TEXTURES].map((r) => r.id));
    const foods = foodLanguages();
    expect(Object.keys(FOREIGN_ROW_WORDS).filter((id) => !ids.has(id))).toEqual([]);
    expect(Object.keys(FOREIGN_FOOD_NAMES).filter((id) => !foods.has(id))).toEqual([]);
    expect([...CORE.rows, ...CORE.foods].filter((id) => !ids.has(id) && !foods.has(id))).toEqual([]);
  });

  it('a `*` only ends or starts a form (inside one it would be matched literally)', () => {
    const all = [
      ...Object.values(FOREIGN_ROW_WORDS),
      ...Object.values(FOREIGN_HAZARD_WORDS),
      ...Object.values(FOREIGN_HAZARD_REMOVED),
      ...Object.values(FOREIGN_CUES),
      ...Object.values(FOREIGN_FOOD_NAMES),
    ].flatMap((names) => Object.values(names ?? {}).flatMap((list) => (list ?? '').split(',')));
    expect(all.filter((w) => w.slice(1, -1).includes('*'))).toEqual([]);
  });
});

describe('German compounds read by their head noun', () => {
  it('reads the head glued to its modifier, and only German heads', () => {
    expect(classifyText('Hagebuttentee').evidence.map((e) => e.code)).toContain('tea');
    expect(classifyText('Leberwurstbrot').evidence.map((e) => e.code)).toContain('bread');
    // a head is not read inside an English word ("committee", "guarantee" are no tea)
    expect(classifyText('guarantee: smooth puree, holds its shape on the spoon').evidence.map((e) => e.code)).not.toContain('tea');
  });
});

describe('foreign core vocabulary: a few sentences per language', () => {
  // [text, level, kind]: drinks stay thin unless the text says otherwise; foods keep their hazards
  const cases: [string, number, 'food' | 'drink'][] = [
    ['Apfelschorle im Glas', 0, 'drink'],
    ['Laugenbrezel mit Butter', 7, 'food'],
    ['Kartoffelpüree glatt, ohne Klümpchen, bleibt als Häufchen auf dem Löffel', 4, 'food'],
    ['Tee, leicht angedickt', 1, 'drink'],
    ['Crema di zucca vellutata, scende lenta dal cucchiaio e gocciola a gruppi dai rebbi della forchetta', 3, 'drink'],
    ['Arancini fritti', 7, 'food'],
    ['Succo di mela, senza addensante', 0, 'drink'],
    ['Refrigerante de guaraná', 0, 'drink'],
    ['Pão de queijo quentinho', 7, 'food'],
    ['Сырники со сметаной', 7, 'food'],
    ['Кукуруза консервированная', 7, 'food'],
    ['Компот без загустителя', 0, 'drink'],
    ['كبة مقلية', 7, 'food'],
    ['عصير برتقال بدون مكثف', 0, 'drink'],
    ['समोसा और हरी चटनी', 7, 'food'],
    ['नारियल पानी', 0, 'drink'],
    ['Saucisses grillées', 7, 'food'],
    ['견과류 한 줌', 7, 'food'],
    ['Kartoffelsuppe mit Würstchenstücken', 7, 'food'],
    ['Apfelkuchen mit Sahne', 7, 'food'],
    ['연하식 5단계 환자분 간식: 김부각', 7, 'food'],
  ];
  it.each(cases)('%s -> Level %i (%s)', (text, level, kind) => {
    const r = classifyText(text);
    expect({ level: r.level, kind: r.kind, understood: r.understood }).toEqual({ level, kind, understood: true });
  });
});
