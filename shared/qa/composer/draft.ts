/** The answer being assembled: its sentences within the length caps, what it makes room with, its cut lists. */
import { askedRows, isAskedRow, namesQuotedTerm, quotedTerms } from '../asked-rows';
import { overlap, weight } from './article-text';
import { ASKS_HISTORY, budgetOf, HISTORY } from './budget';
import { askedUnits } from './question-reading';
import { aboutOtherLevel } from './sentence-scoring';
import { COMPOSER } from './settings';
import type { Candidate, QuestionReading, ScoredSentence } from './types';

/** Stage 5 and 6: the answer being assembled, within its length caps, without saying a sentence twice. */
export class AnswerDraft {
  readonly chosen = new Map<string, Candidate>();
  weight = 0;
  /** Sources whose quoted list lost items to the length caps: the answer says more items exist. */
  readonly cutLists = new Set<number>();
  /** Sentences a later stage must not take back: they say a concept of the question or a companion fact. */
  readonly pinned = new Set<Candidate>();
  /** Lists ("source:list") some of whose items were taken back to make room (takeWithRoom). */
  private readonly thinnedLists = new Set<string>();
  private readonly cap: number;
  /** Rows of a table the question names ("JDD code 2-1"): their items come even when their list is cut. */
  private readonly rows: RegExp[];
  /** Terms the question quotes ("“半流质饮食”"): the item that quotes the same term explains it and comes like a row. */
  private readonly quoted: RegExp[];
  /** Units of the amount the question asks for ("min" for "how long"). */
  private readonly units: readonly string[];

  /** The question asks for a list: one too long to quote whole is quoted in short (compactList). */
  get wantsList(): boolean {
    return this.r.wantsList || this.r.shapes.length > 0;
  }

  constructor(
    private readonly r: QuestionReading,
    private readonly candidates: Candidate[],
  ) {
    this.cap = budgetOf(r);
    this.rows = askedRows(r.q.question);
    this.quoted = quotedTerms(r.q.question);
    this.units = askedUnits(r.q.question);
  }

  /** The item is a row the question names, or quotes the term the question quotes. */
  askedRow(c: Candidate): boolean {
    return isAskedRow(this.rows, c.sentence.text) || namesQuotedTerm(this.quoted, c.sentence.text);
  }

  /**
   * The item of a list that holds the amount a "how much / how long" question asks for: its best-scoring item with a
   * measurement. A list cut for length keeps it, as it keeps an asked row ("30 minutes upright after meals" is the
   * twelfth of twelve feeding points).
   */
  askedAmount(items: Candidate[]): Candidate | undefined {
    if (!this.r.wantsQuantity) return undefined;
    const inUnit = (i: Candidate) =>
      [...i.sentence.features.keys()].some((f) => this.units.some((u) => f.startsWith('q:') && f.endsWith(u)));
    const holding = items.filter((i) => i.sentence.quantity && (this.units.length === 0 || inUnit(i)));
    return holding.sort((a, b) => b.score - a.score)[0];
  }

  static key(source: number, position: number): string {
    return `${source}:${position}`;
  }

  has(c: { source: number; sentence: { position: number } }): boolean {
    return this.chosen.has(AnswerDraft.key(c.source, c.sentence.position));
  }

  /** Add a sentence unless it breaks the hard cap (plus an allowance) or repeats what the answer already says. */
  take(c: Candidate, allowance = 0): boolean {
    if (this.has(c) || this.repeats(c)) return false;
    if (this.chosen.size > 0 && this.weight + weight(c.sentence.text) > this.cap + allowance) return false;
    this.chosen.set(AnswerDraft.key(c.source, c.sentence.position), c);
    this.weight += weight(c.sentence.text);
    return true;
  }

  /** A sentence the answer already says (lists often repeat a summary line) is not said twice. */
  private repeats(c: Candidate): boolean {
    const text = c.sentence.text.replace(/[。.！!]$/u, '');
    const said = (s: Candidate) => {
      const other = s.sentence.text.replace(/[。.！!]$/u, '');
      // Items of one list are parallel ("Score 3: ... chokes", "Score 4: ... no choking"): alike, not repeats.
      const siblings = s.source === c.source && s.sentence.list !== undefined && s.sentence.list === c.sentence.list;
      return (
        other.includes(text) ||
        text.includes(other) ||
        (!siblings && overlap(s.sentence.features, c.sentence.features) > COMPOSER.sameSentenceOverlap)
      );
    };
    return [...this.chosen.values()].some(said);
  }

  /**
   * Take a sentence the answer must carry (a companion fact), past the hard cap by the allowance at most:
   * room is made by taking back the weakest paragraph sentences (never a list item, a lead-in or the best
   * sentence, or with onlyWeaker none that scores above the new one). With `spare`, sentences it names
   * (list items too: their list is then cut) may be taken back, and only those. False, with nothing taken
   * back, when that is not enough or the answer says it already.
   */
  takeWithRoom(c: Candidate, allowance: number, onlyWeaker = false, spare?: (x: Candidate) => boolean): boolean {
    if (this.has(c) || this.repeats(c)) return false;
    const needed = weight(c.sentence.text);
    const chosen = [...this.chosen.values()];
    // (A sentence that only completes the question's concepts takes back none that answers better than it.)
    const best = onlyWeaker ? c.score : Math.max(...chosen.map((x) => x.score));
    const paragraph = (x: Candidate) => !x.sentence.listItem && x.sentence.introduces === undefined;
    // (Background goes first, then the weakest: the cap cuts padding, not facts.)
    const spared = chosen
      .filter((x) => x.score < best && (spare ? spare(x) : paragraph(x)))
      .map((x) => ({ x, background: this.isBackground(x) }))
      .sort((a, b) => Number(b.background) - Number(a.background) || a.x.score - b.x.score)
      .map(({ x }) => x);
    const over = (freed: number) => this.weight - freed + needed > this.cap + allowance;
    let freed = 0;
    let n = 0;
    while (over(freed) && n < spared.length) freed += weight(spared[n++]!.sentence.text);
    if (over(freed)) return false;
    for (const x of spared.slice(0, n)) {
      this.drop(x);
      if (x.sentence.list !== undefined) {
        this.cutLists.add(x.source);
        this.thinnedLists.add(`${x.source}:${x.sentence.list}`);
      }
    }
    return this.take(c, allowance);
  }

  /**
   * A sentence the answer can best do without: history the question does not ask about, or a weaker restatement
   * of a sentence it already has (a paragraph sentence: list items and lead-ins read with their list).
   */
  isBackground(x: Candidate): boolean {
    if (x.sentence.listItem || x.sentence.introduces !== undefined) return false;
    if (HISTORY.test(x.sentence.text) && !ASKS_HISTORY.test(this.r.q.question)) return true;
    return [...this.chosen.values()].some(
      (y) => y !== x && y.score > x.score && overlap(y.sentence.features, x.sentence.features) > COMPOSER.restatementOverlap,
    );
  }

  /** Take back every lead-in of a list whose items were all taken back to make room. */
  dropBareLeadIns(): void {
    const chosen = [...this.chosen.values()];
    const bare = (c: Candidate) =>
      this.thinnedLists.has(`${c.source}:${c.sentence.introduces}`) &&
      !chosen.some((x) => x.source === c.source && x.sentence.list === c.sentence.introduces);
    for (const c of chosen) if (c.sentence.introduces !== undefined && bare(c)) this.drop(c);
  }

  /** Take back a sentence (a lead-in whose list did not fit). */
  drop(c: Candidate): void {
    if (this.chosen.delete(AnswerDraft.key(c.source, c.sentence.position))) this.weight -= weight(c.sentence.text);
  }

  /** The candidate for another sentence of the same source (score 0 when it shares nothing with the question). */
  at(c: Candidate, s: ScoredSentence): Candidate {
    return (
      this.candidates.find((x) => x.source === c.source && x.sentence.position === s.position) ?? {
        ...c,
        sentence: s,
        score: 0,
        context: [],
      }
    );
  }

  /** Items of a list: all of a short list, else its best few, in reading order; items about other levels stay out. */
  listItems(c: Candidate, list: number, sentences: ScoredSentence[]): { items: Candidate[]; left: number } {
    const inList = sentences.filter((s) => s.list === list);
    const onLevel = inList.filter((s) => !aboutOtherLevel(this.r, s));
    const items = (onLevel.length > 0 ? onLevel : inList).map((s) => this.at(c, s));
    // A procedure keeps all its steps; a list of points keeps its best few, so an answer stays readable.
    // A procedure's bullets are its steps, and keep as many.
    const limit =
      items.some((i) => i.sentence.step !== undefined) || this.r.wantsProcedure
        ? COMPOSER.maxSteps
        : this.r.wantsList
          ? COMPOSER.maxAskedListItems
          : COMPOSER.maxListItems;
    if (items.length <= limit) return { items, left: 0 };
    // The first item stays (lists lead with what to do first: "ask the pharmacist for another form"); the best others fill up.
    const [first, ...rest] = items;
    const keep = new Set([
      first!.sentence.position,
      ...rest.filter((i) => this.askedRow(i) || i === this.askedAmount(rest)).map((i) => i.sentence.position),
      ...rest
        .sort((a, b) => b.score - a.score)
        .slice(0, limit - 2)
        .map((i) => i.sentence.position),
    ]);
    return { items: sentences.filter((s) => keep.has(s.position)).map((s) => this.at(c, s)), left: items.length - keep.size };
  }
}
