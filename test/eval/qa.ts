/**
 * `npm run eval:qa`: recall@5 of an expected article and the share of
 * answers holding every expected key fact, over every question set in
 * test/fixtures/qa-questions.*.jsonl (the dev cases are qa-questions.dev).
 * The language is detected from each question unless --language is given
 * (then the question's locale is sent).
 *
 * A question names its article by `expected_topic` or `expected_topics` (any
 * one counts; a topic folded into another counts as the new one), or says
 * `not_covered: true`: then it is right when the answer says the articles do
 * not cover it (isNotCoveredAnswer); its expected topics, if any, are not scored for recall. An optional `class` (list, number,
 * procedure, comparison, ...) is reported on its own, as are locales.
 *
 * With --why, each key fact missing although a retrieved source holds it is counted by why it was left out
 * (qa-why.ts), per locale and per class.
 *
 *   npm run eval:qa [-- --language] [-- --verbose] [-- --strict] [-- --why] [-- --set blind8]
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../shared/config';
import { currentTopic } from '../../shared/qa/corpus';
import { isNotCoveredAnswer } from '../../shared/qa/messages';
import { answerClinicalQuestion, getArticle } from '../../shared/qa/service';
import type { QaLocale } from '../../shared/languages';
import { type MissKind, RecordingComposer, whyMissing } from './qa-why';

interface EvalQuestion {
  set: string;
  id: string;
  locale: QaLocale;
  question: string;
  expected_topic?: string;
  expected_topics?: string[];
  not_covered?: boolean;
  class?: string;
  key_facts?: string[];
}

function readJsonl(file: string, set: string): EvalQuestion[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => ({ set, ...(JSON.parse(l) as Omit<EvalQuestion, 'set'>) }));
}

function loadQuestions(only?: string): EvalQuestion[] {
  const fixtures = path.join(PROJECT_ROOT, 'test', 'fixtures');
  const out: EvalQuestion[] = [];
  for (const name of readdirSync(fixtures)
    .filter((n) => /^qa-questions\..+\.jsonl$/.test(n))
    .sort()) {
    const set = name.replace(/^qa-questions\.|\.jsonl$/g, '');
    if (only === undefined || set === only) out.push(...readJsonl(path.join(fixtures, name), set));
  }
  return out;
}

/** The topics that answer a question (any one counts), as today's slugs. */
export function expectedTopics(q: Pick<EvalQuestion, 'expected_topic' | 'expected_topics'>): string[] {
  return [...(q.expected_topics ?? []), ...(q.expected_topic ? [q.expected_topic] : [])].map(currentTopic);
}

interface Tally {
  n: number;
  withTopic: number;
  sameLocale: number;
  anyLocale: number;
  top1: number;
  facts: number;
  notCovered: number;
  notCoveredRight: number;
  /** Covered questions answered "not covered". */
  falseNotCovered: number;
  /** Sum of answer lengths (answerLength), for the mean a reader faces, and the longest. */
  length: number;
  maxLength: number;
}
const tally = (): Tally => ({
  n: 0,
  withTopic: 0,
  sameLocale: 0,
  anyLocale: 0,
  top1: 0,
  facts: 0,
  notCovered: 0,
  notCoveredRight: 0,
  falseNotCovered: 0,
  length: 0,
  maxLength: 0,
});

/** An answer's length as a reader meets it: English words, or Chinese and Japanese characters (citations left out). */
function answerLength(answer: string, locale: QaLocale): number {
  const body = answer.replace(/\[\d+\]/g, '');
  if (locale === 'en') return body.split(/\s+/).filter(Boolean).length;
  return body.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0;
}
const pct = (a: number, b: number) => (b === 0 ? '   -  ' : `${((100 * a) / b).toFixed(1).padStart(5)}%`);
const topicOf = (id: string) => id.replace(/-(en|zh-hk|zh-cn|ja)$/, '');

interface Outcome {
  topics: string[];
  sameLocale: boolean;
  anyLocale: boolean;
  top1: boolean;
  saysNotCovered: boolean;
  /** Right answer: every key fact, and "not covered" exactly when the question is not covered. */
  right: boolean;
  problems: string[];
}

/** With --why, the composer whose last question says why a fact was left out, and the tallies of those reasons. */
const recorder = process.argv.includes('--why') ? new RecordingComposer() : undefined;
const whyTally = new Map<string, Map<MissKind, number>>();

function countWhy(q: EvalQuestion, missing: string[]): void {
  if (!recorder?.last) return;
  for (const fact of missing) {
    const kind = whyMissing(recorder.last, fact);
    if (!kind) continue;
    for (const key of ['all', q.locale, `class ${q.class ?? '-'}`, `set ${q.set}`]) {
      const m = whyTally.get(key) ?? whyTally.set(key, new Map()).get(key)!;
      m.set(kind, (m.get(kind) ?? 0) + 1);
    }
  }
}

function printWhy(): void {
  if (!recorder) return;
  const kinds: MissKind[] = ['section', 'section list', 'cap', 'floor', 'unscored', 'no sentence', 'unpooled'];
  console.log(`
why key facts held by a retrieved source were left out (${kinds.join(' / ')}):`);
  for (const [key, m] of [...whyTally.entries()].sort((a, b) => (a[0] === 'all' ? -1 : b[0] === 'all' ? 1 : a[0].localeCompare(b[0]))))
    console.log(`  ${key.padEnd(24)} ${kinds.map((k) => String(m.get(k) ?? 0).padStart(4)).join(' ')}`);
}

async function judge(q: EvalQuestion, sendLanguage: boolean): Promise<Outcome & { answer: string; ids: string[] }> {
  const r = await answerClinicalQuestion(
    { question: q.question, top_k: 5, ...(sendLanguage ? { language: q.locale } : {}) },
    recorder ? { textModel: recorder } : {},
  );
  const ids = r.sources.map((s) => s.id ?? '');
  // A not-covered row is right when it says so: the topics its writer named are not scored (no article should answer).
  const topics = q.not_covered ? [] : expectedTopics(q);
  const sameLocale = topics.some((t) => ids.includes(`${t}-${q.locale.toLowerCase()}`));
  const anyLocale = ids.some((id) => topics.includes(topicOf(id)));
  const top1 = ids.length > 0 && topics.includes(topicOf(ids[0]!));
  const saysNotCovered = isNotCoveredAnswer(r.answer);
  // A key fact is a fact, not a spelling: "level 2" is held by "Level 2" (blind writers write lower case).
  const missing = (q.key_facts ?? []).filter((k) => !new RegExp(k, 'i').test(r.answer));
  countWhy(q, missing);
  const problems = [
    ...(topics.length && !anyLocale ? [`expected ${topics.join(' or ')} not in top 5 (${ids.join(', ')})`] : []),
    ...(topics.length && anyLocale && !sameLocale ? [`expected topic found, but not in ${q.locale}`] : []),
    ...(r.language !== q.locale ? [`answered in ${r.language}`] : []),
    ...(q.not_covered && !saysNotCovered ? ['not covered, but answered'] : []),
    ...(!q.not_covered && saysNotCovered ? ['answered "not covered"'] : []),
    ...(missing.length ? [`missing key facts: ${(await Promise.all(missing.map((k) => whereFactIs(k, ids)))).join(' | ')}`] : []),
  ];
  const right = missing.length === 0 && saysNotCovered === Boolean(q.not_covered);
  return { topics, sameLocale, anyLocale, top1, saysNotCovered, right, problems, answer: r.answer, ids };
}

/**
 * Where a missing key fact is: in a retrieved source (a composing miss, "[in 2]") or in none of them (a corpus
 * or retrieval gap, "[in no source]"), so each failure says which kind of fix it needs.
 */
async function whereFactIs(fact: string, ids: string[]): Promise<string> {
  const found: number[] = [];
  for (const [i, id] of ids.entries()) {
    const a = await getArticle(id);
    if (new RegExp(fact, 'i').test(`${a.title}\n${a.body}`)) found.push(i + 1);
  }
  return `${fact} [${found.length ? `in ${found.join(',')}` : 'in no source'}]`;
}

function count(t: Tally, q: EvalQuestion, o: Outcome & { answer: string }): void {
  t.n++;
  if (o.topics.length) {
    t.withTopic++;
    if (o.sameLocale) t.sameLocale++;
    if (o.anyLocale) t.anyLocale++;
    if (o.top1) t.top1++;
  }
  if (q.not_covered) {
    t.notCovered++;
    if (o.saysNotCovered) t.notCoveredRight++;
  } else if (o.saysNotCovered) t.falseNotCovered++;
  if (o.right) t.facts++;
  const length = answerLength(o.answer, q.locale);
  t.length += length;
  t.maxLength = Math.max(t.maxLength, length);
}

const row = (label: string, t: Tally) =>
  `${label.padEnd(16)} ${String(t.n).padStart(4)}   recall@5 same-locale ${pct(t.sameLocale, t.withTopic)}   any-locale ${pct(t.anyLocale, t.withTopic)}   top-1 ${pct(t.top1, t.withTopic)}   key facts ${pct(t.facts, t.n)}` +
  (t.notCovered ? `   not-covered said ${t.notCoveredRight}/${t.notCovered}` : '') +
  (t.falseNotCovered ? `   wrongly "not covered" ${t.falseNotCovered}` : '') +
  (/^(en|ja|zh-CN|zh-HK)$/.test(label.trim())
    ? `   mean length ${Math.round(t.length / Math.max(1, t.n))} ${label.trim() === 'en' ? 'words' : 'chars'} (max ${t.maxLength})`
    : '');

function bucket<K>(m: Map<K, Tally>, k: K): Tally {
  return m.get(k) ?? m.set(k, tally()).get(k)!;
}

async function main(): Promise<void> {
  const sendLanguage = process.argv.includes('--language');
  const verbose = process.argv.includes('--verbose');
  const setArg = process.argv.indexOf('--set');
  const questions = loadQuestions(setArg > 0 ? process.argv[setArg + 1] : undefined);
  const all = tally();
  const byLocale = new Map<string, Tally>();
  const bySet = new Map<string, Tally>();
  const byClass = new Map<string, Tally>();
  // Blind sets (written before looking at answers) get their own per-locale and per-class blocks: the held-out estimate.
  const blind = new Map<string, Map<string, Tally>>();
  const failures: string[] = [];
  for (const q of questions) {
    const o = await judge(q, sendLanguage);
    const tallies = [all, bucket(byLocale, q.locale), bucket(bySet, q.set), ...(q.class ? [bucket(byClass, q.class)] : [])];
    if (q.set.startsWith('blind')) {
      const b = blind.get(q.set) ?? blind.set(q.set, new Map()).get(q.set)!;
      tallies.push(bucket(b, q.locale), ...(q.class ? [bucket(b, `class ${q.class}`)] : []));
    }
    for (const t of tallies) count(t, q, o);
    if (o.problems.length)
      failures.push(
        `${q.set}/${q.id} [${q.locale}] ${o.problems.join('; ')}${verbose ? `\n    Q: ${q.question}\n    S: ${o.ids.join(', ')}\n    A: ${o.answer.replace(/\n/g, '\n       ')}` : ''}`,
      );
  }

  console.log(`clinical Q&A evaluation (${sendLanguage ? 'language sent' : 'language detected'}), ${questions.length} questions`);
  console.log('(recall@5 and top-1 count only covered rows with a topic: a not_covered row is scored by "not-covered said")\n');
  console.log(row('all', all));
  console.log('');
  for (const [l, t] of [...byLocale.entries()].sort()) console.log(row(l, t));
  console.log('');
  for (const [s, t] of [...bySet.entries()].sort()) console.log(row(`set ${s}`, t));
  if (byClass.size) {
    console.log('');
    for (const [c, t] of [...byClass.entries()].sort()) console.log(row(`class ${c}`, t));
  }
  for (const [s, m] of [...blind.entries()].sort()) {
    console.log(`\nblind set ${s} (held-out estimate), by locale and class:`);
    for (const [l, t] of [...m.entries()].sort()) console.log(row(`  ${l}`, t));
  }
  printWhy();
  console.log(`\nfailures (${failures.length}):`);
  for (const f of failures) console.log(`  ${f}`);
  if (process.argv.includes('--strict') && (all.anyLocale / Math.max(1, all.withTopic) < 0.95 || all.facts / all.n < 0.85))
    process.exitCode = 1;
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
