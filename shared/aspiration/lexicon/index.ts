/** Every language lexicon the screen reads, in one list, with the red-flag, mild-sign and look-alike rows merged. */
import { ABBREVIATION_ROWS } from './abbreviations';
import { AUDIT_WORDS } from './audit-words';
import { CARER_WORDS } from './carer-words';
import { EN } from './en';
import { ES } from './es';
import { ID } from './id';
import { JA } from './ja';
import { KO } from './ko';
import { LOOK_ALIKE_WORDS } from './look-alikes';
import { MILD_SIGN_WORDS } from './mild-signs';
import { PRECAUTION_ROWS } from './precautions';
import { KIN_PHRASE_LOOK_ALIKES, RELATIVES_BY_KIN, RELATIVES_OF_THE_PATIENT } from './relatives';
import { COUNT_WORDS, RELAYED_FINDING_WORDS } from './relayed-findings';
import { INPUT_LANGUAGES, LEXICON_OF, type LexiconRow, RED_FLAG_WORDS } from './red-flags';
import { TH } from './th';
import { CONCESSION_WORDS_OF } from './concessions';
import { COUNT_INSIDE, COUNTED_EPISODE_SIGNS, countInsideVariants } from './counts-inside';
import { DAILY_WORDS, EVERY_MEAL_ROW, EVERY_MEAL_WORDS, MOUTHFUL_MEAL_ROW } from './daily-at-meals';
import { QUICK_RECOVERY_WORDS } from './episode-recovery';
import { BACK_BLOW_WORDS, FEEDING_STOPPED_WORDS, OBLIGATION_WORDS, PURPLE_WITH_FOCUS_WORDS } from './rescue-at-meals';
import { HYPOTHETICAL_FRAMES } from './hypothetical-frames';
import { COUGH_CHOKE_WORDS } from './cough-choke-episodes';
import { MEAL_CLAUSE_WORDS } from './meal-clauses';
import { NASAL_REGURGITATION_WORDS } from './nasal-regurgitation';
import { NO_SIGN_PHRASES } from './no-sign-phrases';
import { ORAL_RESIDUE_WORDS } from './oral-residue';
import { PAINFUL_SWALLOW_WORDS } from './painful-swallow';
import { CAUSE_FRAMES, STATED_RISK_WORDS } from './stated-risk';
import { SWALLOW_EFFORT_WORDS } from './swallow-effort';
import { VOICE_AND_BREATH_WORDS } from './voice-and-breath';
import { HEDGE_WORDS_OF } from './hedges';
import {
  DATED_AGO_WORDS,
  DEGREE_WORDS_OF,
  FREQUENCY_WORDS,
  SIGN_FORMS_OF_TIME_AND_DEGREE,
  TIME_PHRASES,
  TIME_WORDS,
} from './time-frequency';
import { TL } from './tl';
import type { LanguageLexicon } from './types';
import type { SignCode } from '../concepts';
import { VI } from './vi';
import { ZH } from './zh';

type TermMap = Partial<Record<string, readonly string[]>>;

function withTerms(map: TermMap | undefined, key: string, words: readonly string[]): TermMap {
  return { ...map, [key]: [...(map?.[key] ?? []), ...words] };
}

/** One row's words in one language joined to the lexicon under the role the row gives them. */
function joinRow(L: LanguageLexicon, row: LexiconRow, words: readonly string[]): LanguageLexicon {
  const r = row.reads;
  if ('list' in r) return { ...L, [r.list]: [...(L[r.list] ?? []), ...words] };
  if ('sign' in r) return { ...L, signs: withTerms(L.signs, r.sign, words) };
  if ('risk' in r) return { ...L, risks: withTerms(L.risks, r.risk, words) };
  return { ...L, context: withTerms(L.context, r.ctx, words) };
}

function withRedFlagWords(L: LanguageLexicon): LanguageLexicon {
  let out = L;
  for (const row of [
    ...RED_FLAG_WORDS,
    ...MILD_SIGN_WORDS,
    ...LOOK_ALIKE_WORDS,
    ...AUDIT_WORDS,
    ...VOICE_AND_BREATH_WORDS,
    ...ORAL_RESIDUE_WORDS,
    ...SWALLOW_EFFORT_WORDS,
    ...PAINFUL_SWALLOW_WORDS,
    ...NASAL_REGURGITATION_WORDS,
    ...COUGH_CHOKE_WORDS,
    ...MEAL_CLAUSE_WORDS,
    ...NO_SIGN_PHRASES,
    ...SIGN_FORMS_OF_TIME_AND_DEGREE,
    ...CARER_WORDS,
    ...ABBREVIATION_ROWS,
    ...PRECAUTION_ROWS,
    ...RELAYED_FINDING_WORDS,
    QUICK_RECOVERY_WORDS,
    MOUTHFUL_MEAL_ROW,
    EVERY_MEAL_ROW,
    OBLIGATION_WORDS,
    FEEDING_STOPPED_WORDS,
    BACK_BLOW_WORDS,
    PURPLE_WITH_FOCUS_WORDS,
  ]) {
    for (const lang of INPUT_LANGUAGES) if (LEXICON_OF[lang] === L.lang) out = joinRow(out, row, row.words[lang]);
  }
  return out;
}

type ListRole = 'past' | 'recovered' | 'upgraded' | 'current' | 'persistent' | 'occasional';

/** The time and frequency rows (time-frequency.ts) joined to the lexicon list each row reads as. */
function withTimeAndFrequencyWords(L: LanguageLexicon): LanguageLexicon {
  const added: Partial<Record<ListRole, string[]>> = {};
  for (const row of [...TIME_WORDS, ...FREQUENCY_WORDS, ...TIME_PHRASES]) {
    const list = added[row.reads] ?? [];
    added[row.reads] = list;
    for (const lang of INPUT_LANGUAGES) if (LEXICON_OF[lang] === L.lang) list.push(...row.words[lang]);
  }
  const out: LanguageLexicon = { ...L };
  for (const [role, words] of Object.entries(added) as Array<[ListRole, string[]]>) out[role] = [...(L[role] ?? []), ...words];
  // Clinical audit: weeks and days dated "ago" in digits, read with the month arithmetic.
  for (const lang of INPUT_LANGUAGES) {
    if (LEXICON_OF[lang] !== L.lang) continue;
    out.weeksAgo = [...(out.weeksAgo ?? []), ...DATED_AGO_WORDS[lang].weeksAgo];
    out.daysAgo = [...(out.daysAgo ?? []), ...DATED_AGO_WORDS[lang].daysAgo];
    out.degree = [...(out.degree ?? []), ...DEGREE_WORDS_OF[lang]];
    out.hedge = [...(out.hedge ?? []), ...HEDGE_WORDS_OF[lang]];
    out.concession = [...(out.concession ?? []), ...CONCESSION_WORDS_OF[lang]];
    out.counted = [...(out.counted ?? []), ...COUNT_WORDS[lang]];
    out.daily = [...(out.daily ?? []), ...DAILY_WORDS[lang]];
    out.persistent = [...(out.persistent ?? []), ...EVERY_MEAL_WORDS[lang]];
  }
  return out;
}

/**
 * The risk frames, low risks and assessment words of lexicon/stated-risk.ts joined to the lexicon; the
 * hypothetical frames of lexicon/hypothetical-frames.ts (reading rule hypothetical_frame); the relatives of
 * lexicon/relatives.ts (whose history it is, irrealis_frame, relative_owns_its_clauses).
 */
function withStatedRisk(L: LanguageLexicon): LanguageLexicon {
  const out: LanguageLexicon = { ...L };
  for (const lang of INPUT_LANGUAGES) {
    if (LEXICON_OF[lang] !== L.lang) continue;
    const risk = STATED_RISK_WORDS[lang];
    const lowAfter = risk.after.length > 0;
    out.irrealis = {
      ...out.irrealis,
      risk: [...(out.irrealis?.risk ?? []), ...risk.before, ...CAUSE_FRAMES[lang].before],
      riskAfter: [...(out.irrealis?.riskAfter ?? []), ...risk.after, ...CAUSE_FRAMES[lang].after],
      purpose: [...(out.irrealis?.purpose ?? []), ...(lowAfter ? [] : risk.low)],
      after: [...(out.irrealis?.after ?? []), ...(lowAfter ? risk.low : []), ...HYPOTHETICAL_FRAMES[lang].after],
      fear: [...(out.irrealis?.fear ?? []), ...HYPOTHETICAL_FRAMES[lang].before],
      otherPerson: [...(out.irrealis?.otherPerson ?? []), ...RELATIVES_OF_THE_PATIENT[lang]],
      relativeByKin: [...(out.irrealis?.relativeByKin ?? []), ...RELATIVES_BY_KIN[lang]],
    };
    out.assessed = [...(out.assessed ?? []), ...risk.assessed];
    out.ignore = [...(out.ignore ?? []), ...KIN_PHRASE_LOOK_ALIKES[lang]];
  }
  return out;
}

/**
 * Tagalog's polite particles "po" and "ho" are second-position enclitics: they follow the first word of a clause
 * ("lumalabas po sa ilong", "hindi ho niya malunok"; Schachter & Otanes 1972, Tagalog Reference Grammar, 8.5), so
 * a carer speaking politely splits every multi-word sign phrase. Each such phrase is also compiled with them.
 * The reportative "daw"/"raw" (what the person says: "dumidikit daw sa lalamunan") is an
 * enclitic of the same slot (Schachter & Otanes 1972, 8.5) and splits the phrase the same way.
 */
export const TAGALOG_POLITE_ENCLITICS = ['po', 'ho', 'daw', 'raw'] as const;

function withPoliteEnclitic(term: string): string[] {
  const space = term.indexOf(' ');
  if (space < 0) return [];
  return TAGALOG_POLITE_ENCLITICS.map((p) => `${term.slice(0, space)} ${p}${term.slice(space)}`);
}

function withTagalogEnclitics(L: LanguageLexicon): LanguageLexicon {
  if (L.lang !== 'tl') return L;
  const signs: TermMap = {};
  for (const [code, words] of Object.entries(L.signs)) signs[code] = [...(words ?? []), ...(words ?? []).flatMap(withPoliteEnclitic)];
  return { ...L, signs };
}

/**
 * Korean writes an adnominal or nominal ending that starts with a consonant (-ㄹ "걸릴 뻔", -ㄴ "걸린", -ㅁ "걸림")
 * inside the stem's last syllable when that syllable ends in a vowel (Sohn 1999, The Korean Language, 8.2): the
 * sign phrase "목에 걸리" is then no longer a prefix of the text. These are the finals folded in (jongseong index).
 */
export const KOREAN_FUSED_FINALS = { rieul: 8, nieun: 4, mieum: 16 } as const;
const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const HANGUL_FINALS = 28;

function fusedEndingVariants(term: string): string[] {
  const last = term.charCodeAt(term.length - 1);
  if (last < HANGUL_FIRST || last > HANGUL_LAST || (last - HANGUL_FIRST) % HANGUL_FINALS !== 0) return [];
  return Object.values(KOREAN_FUSED_FINALS).map((f) => term.slice(0, -1) + String.fromCharCode(last + f));
}

/**
 * Reading rule korean_fused_past: the past tense -았/-었 also fuses into a stem that
 * ends in a vowel (Sohn 1999, 8.2.1): 아파 -> 아팠, 걸리 -> 걸렸, 하 -> 했, 아프 -> 아팠, so "삼킬 때 아팠어요" and
 * "목소리가 가글거렸어요" still tell the sign (plain past tense is current unless resolved). Vowel indices (medials):
 * each vowel's past form, ㅡ taking ㅏ after ㅏ/ㅗ and ㅓ otherwise.
 */
export const KOREAN_PAST_VOWEL: Readonly<Record<number, number>> = { 0: 0, 1: 1, 4: 4, 6: 6, 8: 9, 13: 14, 20: 6 };
const HANGUL_MEDIALS = 21;
const FINAL_SSANG_SIOS = 20;
const [VOWEL_A, VOWEL_AE, VOWEL_EO, VOWEL_O, VOWEL_EU, INITIAL_H] = [0, 1, 4, 8, 18, 18];

function medialOf(code: number): number {
  return code >= HANGUL_FIRST && code <= HANGUL_LAST ? Math.floor((code - HANGUL_FIRST) / HANGUL_FINALS) % HANGUL_MEDIALS : -1;
}

function pastTenseVariant(term: string): string[] {
  const last = term.charCodeAt(term.length - 1);
  if (last < HANGUL_FIRST || last > HANGUL_LAST || (last - HANGUL_FIRST) % HANGUL_FINALS !== 0) return [];
  const syllable = (last - HANGUL_FIRST) / HANGUL_FINALS;
  const initial = Math.floor(syllable / HANGUL_MEDIALS);
  const vowel = syllable % HANGUL_MEDIALS;
  const before = medialOf(term.charCodeAt(term.length - 2));
  let past = KOREAN_PAST_VOWEL[vowel];
  if (vowel === VOWEL_EU) past = before === VOWEL_A || before === VOWEL_O ? VOWEL_A : VOWEL_EO;
  if (initial === INITIAL_H && vowel === VOWEL_A) past = VOWEL_AE;
  if (past === undefined) return [];
  return [term.slice(0, -1) + String.fromCharCode(HANGUL_FIRST + (initial * HANGUL_MEDIALS + past) * HANGUL_FINALS + FINAL_SSANG_SIOS)];
}

/** Every surface form the lexicon lists, whatever its role: a fused variant never displaces one. */
function listedTerms(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) listedTerms(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) listedTerms(v, out);
  return out;
}

function withKoreanFusedEndings(L: LanguageLexicon): LanguageLexicon {
  if (L.lang !== 'ko') return L;
  const listed = listedTerms(L, new Set());
  const signs: TermMap = {};
  for (const [code, words] of Object.entries(L.signs)) {
    const variants = (words ?? []).flatMap((w) => [...fusedEndingVariants(w), ...pastTenseVariant(w)]).filter((v) => !listed.has(v));
    for (const v of variants) listed.add(v);
    signs[code] = [...(words ?? []), ...variants];
  }
  return { ...L, signs };
}

/**
 * English typed on a phone often drops the apostrophe of a negative contraction ("wont go down", "doesnt cough",
 * "cant swallow"): every English term with "n't" is also compiled without it, in whatever list it stands.
 */
function apostropheFree(term: string): string | undefined {
  return term.includes("n't") ? term.replaceAll("n't", 'nt') : undefined;
}

/** Each list of `value` (a lexicon or part of one) with the variants `variantOf` gives that nothing lists yet. */
function withVariantsInEveryList(value: unknown, variantOf: (term: string) => string | undefined, listed: Set<string>): unknown {
  if (Array.isArray(value)) {
    const added: string[] = [];
    for (const term of value) {
      const v = typeof term === 'string' ? variantOf(term) : undefined;
      if (v !== undefined && !listed.has(v)) {
        listed.add(v);
        added.push(v);
      }
    }
    return added.length > 0 ? [...value, ...added] : value;
  }
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withVariantsInEveryList(v, variantOf, listed)]));
}

function withApostropheFreeContractions(L: LanguageLexicon): LanguageLexicon {
  if (L.lang !== 'en') return L;
  return withVariantsInEveryList(L, apostropheFree, listedTerms(L, new Set())) as LanguageLexicon;
}

/**
 * Reading rule japanese_contracted_teiru: spoken Japanese drops the い of
 * the continuing or resulting state -ている/-でいる ("残ってる", "詰まってる", "飲んでる"; Martin 1975, A Reference
 * Grammar of Japanese, 8.1): every Japanese term with the full form is also compiled with the contracted one.
 */
export const JAPANESE_TEIRU_CONTRACTIONS: ReadonlyArray<readonly [string, string]> = [
  ['ている', 'てる'],
  ['でいる', 'でる'],
];

function contractedTeiru(term: string): string | undefined {
  let out = term;
  for (const [full, short] of JAPANESE_TEIRU_CONTRACTIONS) out = out.replaceAll(full, short);
  return out === term ? undefined : out;
}

function withJapaneseContractedTeiru(L: LanguageLexicon): LanguageLexicon {
  if (L.lang !== 'ja') return L;
  return withVariantsInEveryList(L, contractedTeiru, listedTerms(L, new Set())) as LanguageLexicon;
}

/**
 * Reading rule count_inside_sign (lexicon/counts-inside.ts): every episode sign's phrase also with a count inside it
 * ("鼻から1回出た"), in the signs counted once (matched as the sign, read as occasional when the count is one).
 */
function withCountInside(L: LanguageLexicon): LanguageLexicon {
  const rule = COUNT_INSIDE[L.lang];
  if (!rule) return L;
  const listed = listedTerms(L, new Set());
  const counted: TermMap = {};
  for (const [code, words] of Object.entries(L.signs)) {
    if (!COUNTED_EPISODE_SIGNS.has(code as SignCode)) continue;
    const variants = (words ?? []).flatMap((w) => countInsideVariants(w, rule)).filter((v) => !listed.has(v));
    for (const v of variants) listed.add(v);
    counted[code] = variants;
  }
  return { ...L, countedSigns: counted };
}

export const LEXICONS: readonly LanguageLexicon[] = [EN, ZH, JA, KO, TL, ID, VI, TH, ES].map((L) =>
  withJapaneseContractedTeiru(
    withApostropheFreeContractions(
      withStatedRisk(withTimeAndFrequencyWords(withKoreanFusedEndings(withTagalogEnclitics(withCountInside(withRedFlagWords(L)))))),
    ),
  ),
);
export type { LanguageLexicon } from './types';
