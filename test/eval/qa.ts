/**
 * `npm run eval:qa`: recall@5 of the expected article and the share of
 * answers holding every expected key fact, over the dev cases
 * (../shared/dev-cases/clinical-qa.jsonl) and every question set in
 * test/fixtures/qa-questions.*.jsonl. The language is detected from each
 * question unless --language is given (then the question's locale is sent).
 *
 *   npm run eval:qa [-- --language] [-- --verbose] [-- --strict]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../shared/config';
import { answerClinicalQuestion } from '../../shared/qa/service';
import type { QaLocale } from '../../shared/languages';

interface EvalQuestion {
  set: string;
  id: string;
  locale: QaLocale;
  question: string;
  expected_topic?: string;
  key_facts: string[];
}

/** The dev cases carry no topic; these are the articles that answer them. */
const DEV_CASE_TOPICS: Record<string, string> = {
  c01: 'flow-test',
  c02: 'iddsi-level-5',
  c03: 'positioning-feeding-technique',
  c04: 'iddsi-level-6',
  c05: 'signs-of-aspiration',
  c06: 'thickeners',
};

function readJsonl(file: string, set: string): EvalQuestion[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => ({ set, ...(JSON.parse(l) as Omit<EvalQuestion, 'set'>) }));
}

function loadQuestions(): EvalQuestion[] {
  const out: EvalQuestion[] = [];
  const dev = path.resolve(PROJECT_ROOT, '..', 'shared', 'dev-cases', 'clinical-qa.jsonl');
  if (existsSync(dev)) out.push(...readJsonl(dev, 'dev').map((q) => ({ ...q, expected_topic: q.expected_topic ?? DEV_CASE_TOPICS[q.id] })));
  const fixtures = path.join(PROJECT_ROOT, 'test', 'fixtures');
  for (const name of readdirSync(fixtures).filter((n) => /^qa-questions\..+\.jsonl$/.test(n)).sort()) {
    out.push(...readJsonl(path.join(fixtures, name), name.replace(/^qa-questions\.|\.jsonl$/g, '')));
  }
  return out;
}

interface Tally {
  n: number;
  withTopic: number;
  sameLocale: number;
  anyLocale: number;
  top1: number;
  facts: number;
}
const tally = (): Tally => ({ n: 0, withTopic: 0, sameLocale: 0, anyLocale: 0, top1: 0, facts: 0 });
const pct = (a: number, b: number) => (b === 0 ? '   -  ' : `${((100 * a) / b).toFixed(1).padStart(5)}%`);

async function main(): Promise<void> {
  const sendLanguage = process.argv.includes('--language');
  const verbose = process.argv.includes('--verbose');
  const questions = loadQuestions();
  const all = tally();
  const byLocale = new Map<string, Tally>();
  const bySet = new Map<string, Tally>();
  // Blind sets (written before looking at answers) get their own per-locale block: the held-out estimate.
  const blindByLocale = new Map<string, Map<string, Tally>>();
  const failures: string[] = [];
  for (const q of questions) {
    const r = await answerClinicalQuestion({ question: q.question, top_k: 5, ...(sendLanguage ? { language: q.locale } : {}) });
    const ids = r.sources.map((s) => s.id ?? '');
    const sameLocale = q.expected_topic ? ids.includes(`${q.expected_topic}-${q.locale.toLowerCase()}`) : false;
    const anyLocale = q.expected_topic ? ids.some((id) => id.replace(/-(en|zh-hk|zh-cn|ja)$/, '') === q.expected_topic) : false;
    const missing = q.key_facts.filter((k) => !new RegExp(k).test(r.answer));
    const blind = q.set.startsWith('blind') ? (blindByLocale.get(q.set) ?? blindByLocale.set(q.set, new Map()).get(q.set)!) : undefined;
    const blindTally = blind ? (blind.get(q.locale) ?? blind.set(q.locale, tally()).get(q.locale)!) : undefined;
    for (const t of [all, byLocale.get(q.locale) ?? byLocale.set(q.locale, tally()).get(q.locale)!, bySet.get(q.set) ?? bySet.set(q.set, tally()).get(q.set)!, ...(blindTally ? [blindTally] : [])]) {
      t.n++;
      if (q.expected_topic) {
        t.withTopic++;
        if (sameLocale) t.sameLocale++;
        if (anyLocale) t.anyLocale++;
        if (ids[0]?.replace(/-(en|zh-hk|zh-cn|ja)$/, '') === q.expected_topic) t.top1++;
      }
      if (missing.length === 0) t.facts++;
    }
    const problems = [
      ...(q.expected_topic && !anyLocale ? [`expected ${q.expected_topic} not in top 5 (${ids.join(', ')})`] : []),
      ...(q.expected_topic && anyLocale && !sameLocale ? [`expected topic found, but not in ${q.locale}`] : []),
      ...(r.language !== q.locale ? [`answered in ${r.language}`] : []),
      ...(missing.length ? [`missing key facts: ${missing.join(' | ')}`] : []),
    ];
    if (problems.length) failures.push(`${q.set}/${q.id} [${q.locale}] ${problems.join('; ')}${verbose ? `\n    Q: ${q.question}\n    A: ${r.answer.replace(/\n/g, '\n       ')}` : ''}`);
  }

  const row = (label: string, t: Tally) =>
    `${label.padEnd(10)} ${String(t.n).padStart(4)}   recall@5 same-locale ${pct(t.sameLocale, t.withTopic)}   any-locale ${pct(t.anyLocale, t.withTopic)}   top-1 ${pct(t.top1, t.withTopic)}   key facts ${pct(t.facts, t.n)}`;
  console.log(`clinical Q&A evaluation (${sendLanguage ? 'language sent' : 'language detected'}), ${questions.length} questions\n`);
  console.log(row('all', all));
  console.log('');
  for (const [l, t] of [...byLocale.entries()].sort()) console.log(row(l, t));
  console.log('');
  for (const [s, t] of [...bySet.entries()].sort()) console.log(row(`set ${s}`, t));
  for (const [s, m] of [...blindByLocale.entries()].sort()) {
    console.log(`\nblind set ${s} (held-out estimate), by locale:`);
    for (const [l, t] of [...m.entries()].sort()) console.log(row(`  ${l}`, t));
  }
  console.log(`\nfailures (${failures.length}):`);
  for (const f of failures) console.log(`  ${f}`);
  if (process.argv.includes('--strict') && (all.anyLocale / Math.max(1, all.withTopic) < 0.95 || all.facts / all.n < 0.85)) process.exitCode = 1;
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
