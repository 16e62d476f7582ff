/**
 * Sentences, clauses and the tokens in them: where each match sits and how far apart two are.
 * A layer of the analyser (analyse.ts): each reading layer extends the one before it.
 */

import { signConcept } from '../concepts';
import { ambiguousNegator, markerCounts, readsAsOtherLanguage } from '../lexicon/ambiguous-negators';
import { type Entry, lexicon, lexiconViFolded, type Match } from '../matcher';
import { codeUnits, foldVietnamese, isWordCode, type NormalizedText, normalizeTerm, sourceSlice } from '../normalize';
import { LEXICONS } from '../lexicon';
import { gappedSigns, withGappedSigns } from './gapped-signs';
import { TH_OFTEN } from '../lexicon/th';
import { NOT_EVERY_TIME_WORDS } from '../lexicon/time-frequency';

type BoundaryKind = 'start' | 'hard' | 'comma' | 'enum';

interface Clause {
  start: number;
  end: number;
  sentence: number;
  /** What separates this clause from the one before it. */
  opened: BoundaryKind;
  /** The punctuation that closed it ('' at the end of the text). */
  closedBy: string;
  /** It opens with a contrast word that began a new sentence ("..., but the repeat study was normal"). */
  contrast: boolean;
}

/** A match the analyser keeps, with its clause and whether a negation reaches it. */
export type Token = Match;

/**
 * The entry a match is kept as, or undefined when it is dropped: ignored words, a Penetration-Aspiration Scale
 * score read as its sign, and short abbreviations ("MS", "PD", "ALS") that count in the symptoms text only when
 * written in capitals.
 */
function keptEntry(m: Match, norm: NormalizedText, field: 'symptoms' | 'diagnosis'): Entry | undefined {
  const e = m.entry;
  if (e.kind === 'ignore') return undefined;
  if (e.kind === 'pas') return penetrationAspirationSign(sourceSlice(norm, m.start, m.end));
  if (e.kind === 'risk' && e.diagnosisOnly && field === 'symptoms') {
    const src = sourceSlice(norm, m.start, m.end);
    if (src !== src.toUpperCase() || src === src.toLowerCase()) return undefined;
  }
  return e;
}

/** The code unit at `i` of the text's code units (codeUnits), 0 outside the text. */
const codeAt = (codes: Uint16Array, i: number): number => codes[i] ?? 0;

/** Boundary kind of a character, by code: sentence ends, commas, enumeration marks. */
function boundaryOf(c: number, codes: Uint16Array, i: number): BoundaryKind | undefined {
  switch (c) {
    case 63: // ?  ("?aspiration", "? aspiration", written before a word, is a query; "(2015?)" doubts the date only)
      return isQueryMarker(codes, i) || codeAt(codes, i + 1) === 41 ? undefined : 'hard';
    case 46: // .
    case 33: // !
    case 59: // ;
    case 10: // \n
    case 0x3002: // 。
    case 124: // |
    case 0x061f: // ؟
      return 'hard';
    case 44: // ,
    case 58: // :
    case 0x060c: // ،
      return 'comma';
    case 47: // /
      return isWithAbbreviation(codes, i) || isLetterAbbreviation(codes, i) ? undefined : 'enum';
    case 0x3001: // 、
      return 'enum';
    case 32:
      // Thai separates phrases with a space (also where Thai meets another script), but not a frequency from its sign.
      if (isThai(codeAt(codes, i - 1)) && startsThaiFrequency(codes, i + 1)) return undefined;
      return isThai(codeAt(codes, i - 1)) || isThai(codeAt(codes, i + 1)) ? 'comma' : undefined;
    default:
      return undefined;
  }
}

const isThai = (c: number) => c >= 0x0e00 && c <= 0x0e7f;

/** The Chinese yes-no frames of rule doubted_yes_no_question ("有" + a negator), normalised like the text. */
const YES_NO_FRAMES: readonly string[] = ['有冇', '有没有', '有沒有', '有無', '有无'].map(normalizeTerm);

/**
 * Reading rule thai_spaced_frequency: a frequency word after a Thai phrase space ("ไอ บ่อยๆ ตอน
 * กินข้าว", "สำลัก บางครั้ง", "ไอ ทุกมื้อ") says how often of the phrase before it: that space is no clause boundary.
 * A frequency that opens a phrase of its own ("ไม่มีไข้ บางครั้งไอ") stays apart, so a denial before it does not leak.
 * The words are the Thai lexicon's occasional and every-time lists and the "often" words (TH_OFTEN), longest first.
 */

/** Polite particles that may close the frequency phrase ("บางครั้ง ค่ะ" is still the phrase of the word alone). */
const THAI_PARTICLES = ['ค่ะ', 'คะ', 'ครับ', 'นะ', 'จ้ะ', 'จ้า', 'เลย', 'ๆ'];

const startsAt = (codes: Uint16Array, at: number, w: string): boolean => {
  for (let k = 0; k < w.length; k++) if (codeAt(codes, at + k) !== w.charCodeAt(k)) return false;
  return true;
};

/** A frequency word that is its phrase's whole (up to a space, the end or a particle) starts at `at`. */
function startsThaiFrequency(codes: Uint16Array, at: number): boolean {
  return THAI_FREQUENCY.some((w) => {
    if (!startsAt(codes, at, w)) return false;
    const end = at + w.length;
    return !isThai(codeAt(codes, end)) || THAI_PARTICLES.some((p) => startsAt(codes, end, p) && !isThai(codeAt(codes, end + p.length)));
  });
}

function thaiFrequencyWords(): string[] {
  const th = LEXICONS.find((L) => L.lang === 'th');
  // A denied every-time phrase ("ไม่ได้เป็นทุกมื้อ") is a clause of its own verb: rule not_every_time reads it there.
  const denied = new Set(NOT_EVERY_TIME_WORDS.th.map(normalizeTerm));
  const words = [...(th?.occasional ?? []), ...(th?.persistent ?? []), ...TH_OFTEN].map(normalizeTerm);
  return [...new Set(words)].filter((w) => isThai(w.charCodeAt(0)) && !denied.has(w)).sort((a, b) => b.length - a.length);
}

/** Built at load: normalizeTerm shares the scratch buffers of the text being read, so never during a reading. */
const THAI_FREQUENCY: readonly string[] = thaiFrequencyWords();

/**
 * Rule with_abbreviation: the clinical shorthand "w/" ("stroke w/ dysphagia", "coughs w/ thin fluids") is the
 * word "with", not a list slash, so what follows stays in the clause it qualifies (and under its date). "w/o"
 * (without) stays a boundary.
 */
function isWithAbbreviation(codes: Uint16Array, i: number): boolean {
  const w = codeAt(codes, i - 1);
  if (w !== 119 && w !== 87) return false;
  if (i >= 2 && isWordCode(codeAt(codes, i - 2))) return false;
  const next = codeAt(codes, i + 1);
  return next !== 111 && next !== 79;
}
/**
 * Rule abbreviation_slash: a slash between one letter and one or two ("s/s", "s/sx" signs and symptoms, "w/o"
 * without, "h/o" history of) joins a charting abbreviation; it is not a list slash, so a negator before it
 * ("no s/s aspiration", "w/o coughing") reaches the sign after it in the same clause.
 */
function isLetterAbbreviation(codes: Uint16Array, i: number): boolean {
  const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  if (!isLetter(codeAt(codes, i - 1)) || isWordCode(codeAt(codes, i - 2))) return false;
  if (!isLetter(codeAt(codes, i + 1))) return false;
  const after = isLetter(codeAt(codes, i + 2)) ? i + 3 : i + 2;
  return !isWordCode(codeAt(codes, after));
}
const isQueryTarget = (c: number) => isWordCode(c) || isLetterUnit(c);

/**
 * A '?' that queries what follows: written straight before a word
 * ("?aspiration"), or standing alone before one ("? coughing at meals", the
 * clinical shorthand for "query"), not closing a question ("coughs?").
 */
function isQueryMarker(codes: Uint16Array, i: number): boolean {
  const next = codeAt(codes, i + 1);
  const n = codes.length - 1;
  if (i + 1 < n && isQueryTarget(next)) return true;
  if (next !== 32 || i + 2 >= n || !isQueryTarget(codeAt(codes, i + 2))) return false;
  // Standing alone: at the start, or after a blank or punctuation ("。? coughing"), not after a word ("coughs ?").
  return i === 0 || !isQueryTarget(codeAt(codes, i - 1));
}
const isHiragana = (c: number) => c >= 0x3041 && c <= 0x309f;
/** Letters of scripts written without spaces (and Hangul): each counts as one unit of distance. */
const isLetterUnit = (c: number) =>
  isThai(c) || (c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7a3) || (c >= 0x1100 && c <= 0x11ff);

function segment(codes: Uint16Array, text: string, contrastStarts: ReadonlySet<number> | undefined): Clause[] {
  const clauses: Clause[] = [];
  let sentence = 0;
  let start = 0;
  let opened: BoundaryKind = 'start';
  let contrast = false;
  const n = text.length;
  const close = (end: number, closedBy: string) => clauses.push({ start, end, sentence, opened, closedBy, contrast });
  for (let i = 0; i < n; i++) {
    // A contrast word ("but") opens a new sentence of its own, also straight after a comma or a Thai phrase space.
    if (contrastStarts?.has(i) && i > 0) {
      if (i > start) close(i, '');
      if (i > start || opened !== 'hard') sentence++;
      opened = 'hard';
      start = i;
      contrast = true;
    }
    const kind = boundaryOf(codes[i]!, codes, i);
    if (kind) {
      close(i, text[i]!);
      if (kind === 'hard') sentence++;
      opened = kind;
      start = i + 1;
      contrast = false;
    }
  }
  close(n, '');
  return clauses;
}

export function isSignOrRisk(t: Token): boolean {
  return t.entry.kind === 'sign' || t.entry.kind === 'risk';
}

/** Cue words a negation reaches through without counting them as distance ("or", "at meals"). */
export function isTransparent(e: Entry): boolean {
  return e.kind === 'connector' || e.kind === 'ctx' || e.kind === 'occasional' || e.kind === 'persistent';
}

/** Scratch of Analysis.transparent: one analysis runs at a time, so one buffer serves every call. */
let transparentBuffer = new Uint8Array(4096);

/** A zeroed mask of `length` characters, valid until the next analysis. */
function transparentScratch(length: number): Uint8Array {
  if (transparentBuffer.length < length) transparentBuffer = new Uint8Array(length * 2);
  transparentBuffer.fill(0, 0, length);
  return transparentBuffer;
}

/** A helper sign word that only tells the airway was blocked ("turned blue", "喘唔到氣"). */
function isAirwayHelper(e: Entry): boolean {
  if (e.kind !== 'sign') return false;
  const c = signConcept(e.code);
  return c.helper === true && c.cue === 'airway';
}

/** What a sentence names, as bits: any sign or risk factor, and a sign (which also sets ITEM_NAMED). */
const ITEM_NAMED = 1;
export const SIGN_NAMED = 2;

/**
 * The sign a Penetration-Aspiration Scale score reports (Rosenbek 1996):
 * 6-8 material below the vocal folds (aspiration), 2-5 penetration of the
 * laryngeal vestibule (a swallowing impairment), 1 nothing. Written "PAS"
 * in capitals only ("pas" is a word in Indonesian, "when").
 */
function penetrationAspirationSign(source: string): Entry | undefined {
  if (!source.includes('PAS') && !/penetration/i.test(source)) return undefined;
  const digits = /\d+/.exec(source);
  const score = digits ? Number(digits[0]) : 0;
  if (score >= 6 && score <= 8) return { kind: 'sign', code: 'aspiration_observed' };
  if (score >= 2 && score <= 5) return { kind: 'sign', code: 'difficulty_swallowing' };
  return undefined;
}

/** The code units above U+0020 that String.prototype.trim removes (WhiteSpace and LineTerminator of ECMA-262). */
const TRIMMED_ABOVE_SPACE: ReadonlySet<number> = new Set([
  0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f,
  0x3000, 0xfeff,
]);

/** Whether trim() removes the code unit `c` (tab to carriage return, space, and TRIMMED_ABOVE_SPACE). */
export function isTrimmedCode(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 9 && c <= 13);
  return c >= 0xa0 && TRIMMED_ABOVE_SPACE.has(c);
}

/**
 * The first of `words` in `text` between `from` and `to` (a whole word in spaced scripts; the longest at one place),
 * or undefined.
 */
export function firstWord(text: string, words: readonly string[], from: number, to: number): { start: number; end: number } | undefined {
  let best: { start: number; end: number } | undefined;
  for (const w of words) {
    for (let at = text.indexOf(w, from); at >= 0 && at + w.length <= to; at = text.indexOf(w, at + 1)) {
      if (!wordStandsAt(text, w, at)) continue;
      if (!best || at < best.start || (at === best.start && at + w.length > best.end)) best = { start: at, end: at + w.length };
      break;
    }
  }
  return best;
}

/** Whether `w` stands at `at` of `text` as a word of its own (spaced scripts; anywhere in unspaced ones). */
function wordStandsAt(text: string, w: string, at: number): boolean {
  return !isWordCode(w.charCodeAt(0)) || (!isWordCode(text.charCodeAt(at - 1)) && !isWordCode(text.charCodeAt(at + w.length)));
}

/** The last of `words` in `text` between `from` and `to` (a whole word in spaced scripts), or undefined. */
export function lastWord(text: string, words: readonly string[], from: number, to: number): { start: number; end: number } | undefined {
  let best: { start: number; end: number } | undefined;
  for (const w of words) {
    for (let at = text.lastIndexOf(w, to - w.length); at >= from; at = at > 0 ? text.lastIndexOf(w, at - 1) : -1) {
      if (!wordStandsAt(text, w, at)) continue;
      if (!best || at > best.start) best = { start: at, end: at + w.length };
      break;
    }
  }
  return best;
}

export abstract class ClauseReading {
  readonly text: string;
  /** The text's code units, read by index in the hot loops (codeUnits). */
  protected readonly codes: Uint16Array;
  readonly clauses: Clause[];
  readonly tokens: Token[];
  /** 1 where a transparent cue covers the character. */
  protected readonly transparent: Uint8Array;
  /** Positions of query marks ("? coughing"), in text order. */
  protected readonly queries: number[] = [];

  constructor(
    readonly norm: NormalizedText,
    field: 'symptoms' | 'diagnosis',
    unaccentedVi: boolean,
  ) {
    // Vietnamese typed without diacritics is read folded (same length, same offsets), with the folded Vietnamese terms as an overlay.
    this.text = unaccentedVi ? foldVietnamese(norm.text) : norm.text;
    // The normaliser's own code units, unless the text was folded (one pass fewer over 3000 characters).
    this.codes = unaccentedVi ? codeUnits(this.text) : norm.units;
    // Tokens get their clause once the clauses are known (contrast words split them).
    let tokens: Token[] = [];
    let contrastStarts: Set<number> | undefined;
    const overlay = unaccentedVi ? lexiconViFolded() : undefined;
    for (const m of lexicon().scan(this.text, overlay, this.codes)) {
      const entry = keptEntry(m, norm, field);
      if (!entry) continue;
      if (entry.kind === 'neg' && (this.isForeignNegator(m) || this.isDoubtedYesNo(m, tokens))) continue;
      if (entry.kind === 'contrast') {
        contrastStarts ??= new Set();
        contrastStarts.add(m.start);
      }
      // The match itself is the token (scan made it with the token's fields): no copy per match.
      m.entry = entry;
      tokens.push(m);
    }
    // Reading rule gapped_sign: a sign with filler words between its parts (reading/gapped-signs.ts).
    tokens = withGappedSigns(
      tokens,
      gappedSigns(this.text, (t) => lexicon().scan(t, overlay)),
    );
    this.clauses = segment(this.codes, this.text, contrastStarts);
    for (let i = this.text.indexOf('?'); i >= 0; i = this.text.indexOf('?', i + 1)) {
      if (isQueryMarker(this.codes, i)) this.queries.push(i);
    }
    this.transparent = transparentScratch(this.text.length);
    let c = 0;
    for (const t of tokens) {
      while (c + 1 < this.clauses.length && this.clauses[c]!.end <= t.start) c++;
      t.clause = c;
      if (isTransparent(t.entry)) this.transparent.fill(1, t.start, t.end);
    }
    this.tokens = tokens;
  }

  /** Function-word counts per marked language, made on the first ambiguous negator. */
  protected markers: ReturnType<typeof markerCounts> | undefined;

  /** A two-letter negator that is a function word in the language the text reads as ("ni Carlos", "di rumah"). */
  /**
   * Reading rule doubted_yes_no_question: the Chinese yes-no frame 有冇 / 有没有 / 有無 after a doubt in
   * its sentence ("唔肯定阿婆食飯有冇骾親", "不知道奶奶吃饭有没有噎到") asks whether the event happened: its 冇 / 没 is
   * no denial, so the doubt makes the sign possible (moderate).
   */
  protected isDoubtedYesNo(m: Match, before: readonly Token[]): boolean {
    if (!YES_NO_FRAMES.some((f) => this.text.startsWith(f, m.start - 1))) return false;
    for (let k = before.length - 1; k >= 0; k--) {
      const t = before[k]!;
      if (/[。！？.!?\n]/u.test(this.text.slice(t.end, m.start))) return false;
      if (t.entry.kind === 'uncertain') return true;
    }
    return false;
  }

  protected isForeignNegator(m: Match): boolean {
    if (m.end - m.start !== 2) return false;
    const ambiguous = ambiguousNegator(this.text.slice(m.start, m.end));
    if (!ambiguous) return false;
    this.markers ??= markerCounts(this.text);
    return readsAsOtherLanguage(ambiguous, this.markers);
  }

  sentenceOf(t: Token): number {
    return this.clauses[t.clause]!.sentence;
  }

  /**
   * Distance between two positions, ignoring blanks, punctuation and
   * transparent cues: Latin words count one each, letters of unspaced
   * scripts one each. `kanaOnly` fails the gap when it holds anything but
   * hiragana (Japanese particles).
   */
  gap(from: number, to: number, kanaOnly = false): number {
    let units = 0;
    let inWord = false;
    for (let i = from; i < to; i++) {
      // A Japanese particle gap is read literally: "むせて食べられない" holds a verb, not a particle.
      if (this.transparent[i] && !kanaOnly) {
        inWord = false;
        continue;
      }
      const c = this.codes[i]!;
      if (isWordCode(c)) {
        if (kanaOnly) return Infinity;
        if (!inWord) units++;
        inWord = true;
        continue;
      }
      inWord = false;
      if (isLetterUnit(c)) {
        if (kanaOnly && !isHiragana(c)) return Infinity;
        units++;
      }
    }
    return units;
  }

  /** Whether the text from `from` to `to` is blank as trim() reads it, without building the slice (asked per token). */
  protected isBlankSpan(from: number, to: number): boolean {
    const end = Math.min(to, this.text.length);
    for (let i = Math.max(0, from); i < end; i++) if (!isTrimmedCode(this.codes[i]!)) return false;
    return true;
  }

  /**
   * The first and the last clause of sentence `s` (-1 when it has none): one pass, made on first use, spares a walk
   * over all clauses per sign.
   */
  protected sentenceFirstClause(s: number): number {
    return this.sentenceClauses()[0][s] ?? -1;
  }
  protected sentenceLastClause(s: number): number {
    return this.sentenceClauses()[1][s] ?? -1;
  }
  private sentenceClauses(): [Int32Array, Int32Array] {
    if (!this.clausesBySentence) {
      const sentences = (this.clauses[this.clauses.length - 1]?.sentence ?? 0) + 1;
      const first = new Int32Array(sentences).fill(-1);
      const last = new Int32Array(sentences).fill(-1);
      for (let k = this.clauses.length - 1; k >= 0; k--) first[this.clauses[k]!.sentence] = k;
      for (let k = 0; k < this.clauses.length; k++) last[this.clauses[k]!.sentence] = k;
      this.clausesBySentence = [first, last];
    }
    return this.clausesBySentence;
  }
  private clausesBySentence: [Int32Array, Int32Array] | undefined;

  protected clauseAt(at: number): number {
    let c = 0;
    while (c + 1 < this.clauses.length && this.clauses[c]!.end <= at) c++;
    return c;
  }

  /** Whether nothing but blanks and punctuation stands between the start of t's sentence and t. */
  protected opensSentence(t: Token): boolean {
    const sentence = this.clauses[t.clause]!.sentence;
    let first = t.clause;
    while (first > 0 && this.clauses[first - 1]!.sentence === sentence) first--;
    return this.gap(this.clauses[first]!.start, t.start) === 0;
  }

  /** 1 for each clause that names a sign or a risk factor: one pass, not one per fronted clause. */
  protected clausesNamingItems(): Uint8Array {
    const names = new Uint8Array(this.clauses.length);
    for (const t of this.tokens) if (isSignOrRisk(t)) names[t.clause] = 1;
    return names;
  }

  /**
   * Rule resolution_names_event_back: a recovery whose subject is only a pronoun for the event
   * told just before it ("choked on meat in March but that has resolved", "..., it's resolved now") says that very
   * event is over, so the undated sign of the sentence before is past (plain past tense alone stays current).
   */
  /** The clause before `clause` that holds more than blanks (", but" leaves a blank clause between the two). */
  protected clauseBefore(clause: number): number {
    let k = clause - 1;
    while (k > 0 && this.isBlankSpan(this.clauses[k]!.start, this.clauses[k]!.end)) k--;
    return k;
  }

  /** Whether a sign or risk factor (`what` SIGN_NAMED: a sign) is named in the sentence (one pass, made on first use). */
  protected sentenceNamesItem(sentence: number, what = ITEM_NAMED): boolean {
    if (!this.sentencesWithItems) {
      this.sentencesWithItems = new Map();
      // A denied item ("no chest infections since") is not a subject of its own for a recovery word, nor is a word
      // that only tells the airway ("She went blue.", "喘唔到氣。": rule airway_rescue_told_next).
      for (const t of this.tokens) {
        if (!isSignOrRisk(t) || t.negated || isAirwayHelper(t.entry)) continue;
        const s = this.sentenceOf(t);
        this.sentencesWithItems.set(
          s,
          (this.sentencesWithItems.get(s) ?? 0) | (t.entry.kind === 'sign' ? SIGN_NAMED | ITEM_NAMED : ITEM_NAMED),
        );
      }
    }
    return ((this.sentencesWithItems.get(sentence) ?? 0) & what) !== 0;
  }
  protected sentencesWithItems: Map<number, number> | undefined;

  /**
   * A causal word covers its own clause and, when it opens or closes that clause, the nearest clause on
   * either side that holds a word ("lost 5 kg, because it is hard to swallow", "因為吞嘢好困難，瘦咗5公斤"), not
   * the whole sentence: "lost 4 kg since the move, and toast is hard because her mouth is dry" does not say
   * why the weight went.
   * Thai phrases split by spaces are one clause for this ("น้ำหนักลดไป 5 กิโลในเดือนเดียว เพราะกลืนลำบาก").
   */
  protected atClauseEdge(t: Token): boolean {
    const clause = this.clauses[t.clause]!;
    return this.gap(clause.start, t.start) === 0 || this.gap(t.end, clause.end) === 0;
  }
}
