/**
 * Agreement of the aspiration screen with labelled vignettes.
 *
 *   npm run eval:aspiration                      # dev cases + our own set + blind sets
 *   npx tsx test/eval/aspiration.ts FILE.jsonl   # any set of the same shape
 *   ... --verbose                                # also list every disagreement
 *
 * Each line: {id, symptoms, age?, diagnosis?, eat10?, gold_risk, text_lang?}.
 * Prints agreement, per-level recall, the confusion matrix, the number of
 * high cases judged low, and agreement per input language and per failure
 * class (the optional `class` field). Exits 1 when agreement is below
 * 0.90 or any high case is judged low. Only ids and levels are printed,
 * never the case text unless --verbose is given.
 */
import { resolve } from 'node:path';
import { evaluate } from '../../shared/aspiration/screen';
import { readJsonl, type ScreenCase } from '../support/labelled-cases';
import type { RiskLevel } from '../../shared/aspiration/scoring-model';

type Case = ScreenCase;

const LEVELS: readonly RiskLevel[] = ['low', 'moderate', 'high'];
const DEFAULT_SETS = [
  'test/fixtures/aspiration-devset.jsonl',
  'test/fixtures/aspiration-cases.jsonl',
  // Written blind by a second author before reading the lexicons: the held-out estimate.
  'test/fixtures/aspiration-blind.jsonl',
  // Written by the same author before the second round of fixes was made, scored only after: the post-fix estimate.
  'test/fixtures/aspiration-blind2.jsonl',
  // Third round (vocabulary breadth): 88 vignettes, 8 per input language, written before the vocabulary work,
  // scored once before it and once after. Not fitted against: the held-out estimate for new writers.
  'test/fixtures/aspiration-blind3.jsonl',
  // Fourth round (independent evaluator): 110 vignettes, 10 per input language (en, zh-HK, zh-TW, zh-CN, ja, ko,
  // tl, id, vi, th, es), written and labelled before the engine was read, scored once before fixes at 0.873
  // (96/110, one high judged low). Its misses then drove the combination-rule, recency and choking fixes, so
  // it is now tuned on: its figure is no longer a held-out estimate.
  'test/fixtures/aspiration-blind4.jsonl',
  // Fifth round (independent evaluator): 66 vignettes, 6 per input language (en, zh-HK, zh-TW, zh-CN, ja, ko, tl,
  // id, vi, th, es; 28 high, 22 moderate, 16 low), written and labelled before the engine was read, scored once
  // before fixes at 0.985 (65/66, no high judged low; the miss: "hace un año" not read as history). That miss and
  // the probes around it drove the word-number date and Spanish imperfect fixes, so it is tuned on afterwards.
  'test/fixtures/aspiration-blind5.jsonl',
  // Sixth round (issue 15, independent writer who never read the engine): 100 vignettes with quotas per failure
  // class (risk factor without sign, single mild sign, intensity, past tense, negation, silent aspiration) in ten
  // input languages. Its first run is recorded in the commit that added it.
  'test/fixtures/aspiration-blind6.jsonl',
  // Seventh round: same brief, another writer, held out from everyone who changed the engine; scored once after
  // the issue-15 merge (0.840, no high judged low; README), tuned on since.
  'test/fixtures/aspiration-blind7.jsonl',
  // Eighth round (development blind set, second session of issue 15): 100 vignettes by a writer who never saw the
  // engine, same class quotas, ten input languages. First run recorded in the commit that added it.
  'test/fixtures/aspiration-blind8.jsonl',
  // Ninth round: 120 vignettes, same brief, another writer, held out from everyone who changed the engine in the
  // second session; scored once after the merge (0.858, one high judged low; README and the commit adding it).
  'test/fixtures/aspiration-blind9.jsonl',
  // Tenth round (development blind set, third session of issue 15): 120 vignettes by a writer who never saw the
  // engine, same class quotas, ten input languages. First run recorded in the commit that added it.
  'test/fixtures/aspiration-blind10.jsonl',
  // Eleventh round: 120 vignettes, same brief, another writer, held out from everyone who changed the engine in the
  // third session; scored once after the merge (0.883, no high judged low; the commit adding it).
  'test/fixtures/aspiration-blind11.jsonl',
  // Twelfth round (development blind set, fourth session of issue 15): 120 vignettes by a writer who never saw the
  // engine, same class quotas, ten input languages. First run (0.867, no high judged low) in the commit adding it.
  'test/fixtures/aspiration-blind12.jsonl',
  // Thirteenth round: 120 vignettes, same brief, another writer, held out from everyone who changed the engine in
  // the fourth session; scored once after the merge (0.900, no high judged low; the commit adding it).
  'test/fixtures/aspiration-blind13.jsonl',
  // Fourteenth round (development blind set, fifth session of issue 15): 120 vignettes by a writer who never saw the
  // engine, same class quotas, ten input languages. First run (0.942, no high judged low) in the commit adding it.
  'test/fixtures/aspiration-blind14.jsonl',
  // Fifteenth round: 120 vignettes, same brief, another writer, held out from everyone who changed the engine in
  // the fifth session; scored once after the merge (0.958, ONE high judged low: silent aspiration on FEES in
  // Cantonese; the commit adding it).
  'test/fixtures/aspiration-blind15.jsonl',
  // Sixteenth round (development blind set, sixth session of issue 15): 120 vignettes by a writer who never saw the
  // engine, same class quotas, ten input languages. First run (0.900, TWO high judged low) in the commit adding it.
  'test/fixtures/aspiration-blind16.jsonl',
  // Seventeenth round: 120 vignettes, same brief, another writer, held out from everyone who changed the engine in
  // the sixth session; scored once after the merge (0.908, no high judged low; the commit adding it).
  'test/fixtures/aspiration-blind17.jsonl',
  // Eighteenth round (development blind set, seventh session of issue 15): a writer who never saw the engine, same
  // class quotas, ten input languages. First run in the commit adding it.
  'test/fixtures/aspiration-blind18.jsonl',
  // Development blind set (seventh session, mild signs and look-alikes): 120 vignettes by a writer who never saw
  // the engine, same class quotas, ten input languages. First run (0.892, one high judged low) in its commit.
  'test/fixtures/aspiration-blind18b.jsonl',
  // Nineteenth and twentieth rounds: 120 vignettes each, same brief, two more writers, held out from everyone who
  // changed the engine in the seventh session; scored once after the merge (first runs in the commit adding them).
  'test/fixtures/aspiration-blind19.jsonl',
  'test/fixtures/aspiration-blind20.jsonl',
  // Twenty-first round (development blind set, eighth session of issue 15): 120 vignettes by a writer who never saw the
  // engine, same class quotas, ten input languages. First run (0.975, ONE high judged low) in the commit adding it.
  'test/fixtures/aspiration-blind21.jsonl',
  // Eighth-session development blind set (under-triage), by a writer who never saw the engine: first run in its commit.
  'test/fixtures/aspiration-blind21b.jsonl',
  // Held-out sets of the eighth session, by two writers who never saw the engine; scored once on merged main
  // (308c942), first runs in the commit adding them.
  'test/fixtures/aspiration-blind22.jsonl',
  'test/fixtures/aspiration-blind23.jsonl',
  // Ninth-session development blind set (nursing notes, referral letters, multi-fact): first run in its commit.
  'test/fixtures/aspiration-blind24.jsonl',
  // Ninth-session development blind set (everyday words), by a writer who never saw the engine: first run in its commit.
  'test/fixtures/aspiration-blind24b.jsonl',
  // Held-out sets of the ninth session, by two writers who never saw the engine; scored once on merged main
  // (93a79f6), first runs in the commit adding them.
  'test/fixtures/aspiration-blind25.jsonl',
  'test/fixtures/aspiration-blind26.jsonl',
  // Tenth-session development blind sets (27: staff and family notes; 27b: time and intensity words), by writers
  // who never saw the engine: first runs in the commit adding them.
  'test/fixtures/aspiration-blind27.jsonl',
  'test/fixtures/aspiration-blind27b.jsonl',
  // Held-out sets of the tenth session, by two writers who never saw the engine; scored once on the old engine
  // (345294d) and once on merged main, first runs in the commit adding them.
  'test/fixtures/aspiration-blind28.jsonl',
  'test/fixtures/aspiration-blind29.jsonl',
  // Written at the end of the tenth session by a fresh writer, after the fix round; scored once on the final engine.
  'test/fixtures/aspiration-blind30.jsonl',
  // Eleventh session: development set 31, and held-out sets 32 (families) and 33 (staff) by writers who never saw
  // the engine; 32 and 33 scored once on the old engine (b7870fb) and once on merged main (97f15c3).
  'test/fixtures/aspiration-blind31.jsonl',
  'test/fixtures/aspiration-blind32.jsonl',
  'test/fixtures/aspiration-blind33.jsonl',
  // Written during the eleventh session's fix round by a fresh writer; scored once (92d025c).
  'test/fixtures/aspiration-blind34.jsonl',
  // Twelfth-session development set, by a writer who never saw the engine: first run in its commit (5b9497a).
  'test/fixtures/aspiration-blind35.jsonl',
  // Twelfth-session held-out sets 36 (families) and 37 (staff), by writers who never saw the engine; scored once on
  // the old engine (5b9497a) and once on merged main (7030aa1).
  'test/fixtures/aspiration-blind36.jsonl',
  'test/fixtures/aspiration-blind37.jsonl',
  // Written during the twelfth session's fix round by a fresh writer; scored once (48c041b).
  'test/fixtures/aspiration-blind38.jsonl',
  // Written during the twelfth session's second fix round by a fresh writer; scored once (1d21f6e).
  'test/fixtures/aspiration-blind39.jsonl',
  // Thirteenth session: development set 40 and held-out sets 41 (families) and 42 (staff), by writers who never saw
  // the engine; first runs on the session's starting engine (f7e3704), recorded in the commit that added them.
  'test/fixtures/aspiration-blind40.jsonl',
  'test/fixtures/aspiration-blind41.jsonl',
  'test/fixtures/aspiration-blind42.jsonl',
  // Written during the thirteenth session's first round by a fresh writer; scored once (85c3d92).
  'test/fixtures/aspiration-blind43.jsonl',
  // Written during the thirteenth session's second round by a fresh writer; scored once (4859f00).
  'test/fixtures/aspiration-blind44.jsonl',
  // Written during the thirteenth session's third round by a fresh writer; scored once on the final engine.
  'test/fixtures/aspiration-blind45.jsonl',
  // Fourteenth session: held-out sets 47 (families) and 48 (staff), by writers who never saw the engine; first runs
  // on the session's starting engine (f6a96a8), recorded in the commit that added them.
  'test/fixtures/aspiration-blind47.jsonl',
  'test/fixtures/aspiration-blind48.jsonl',
  // Written during the fourteenth session's first round by a fresh writer; scored once (6945a28).
  'test/fixtures/aspiration-blind49.jsonl',
  // Written during the fourteenth session's second round by a fresh writer; scored once (f5a71b3).
  'test/fixtures/aspiration-blind50.jsonl',
  // Written during the fourteenth session's third round by a fresh writer; scored once on the final engine (ce0f63d).
  'test/fixtures/aspiration-blind51.jsonl',
  // Fifteenth session: held-out sets 53 (families) and 54 (staff), by writers who never saw the engine; first runs
  // on the session's starting engine (38224f5), recorded in the commit that added them.
  'test/fixtures/aspiration-blind53.jsonl',
  'test/fixtures/aspiration-blind54.jsonl',
  // Written during the fifteenth session's first round by a fresh writer; scored once (6e52fed).
  'test/fixtures/aspiration-blind55.jsonl',
  // Sixteenth session: held-out sets 57 (families) and 58 (staff), by writers who never saw the engine; first runs
  // on the session's starting engine (495665d), recorded in the commit that added them.
  'test/fixtures/aspiration-blind57.jsonl',
  'test/fixtures/aspiration-blind58.jsonl',
  // Written during the sixteenth session by a fresh writer; scored once on the engine after its merges (299857a).
  'test/fixtures/aspiration-blind59.jsonl',
];

function load(path: string): Case[] {
  return readJsonl<Case>(resolve(path));
}

/** A rough script-based guess for sets without text_lang (the dev cases). */
function guessLang(text: string): string {
  if (/[\u0e00-\u0e7f]/.test(text)) return 'th';
  if (/[\uac00-\ud7a3]/.test(text)) return 'ko';
  if (/[\u3040-\u30ff]/.test(text)) return 'ja';
  if (/[\u4e00-\u9fff]/.test(text)) return /[們這個嚥飲說體們喺嘢冇咗]/.test(text) ? 'zh-Hant' : 'zh-Hans';
  if (/[ăâđêôơư]/i.test(text)) return 'vi';
  return 'latin';
}

type Tally = Map<string, { ok: number; n: number }>;

function tally(map: Tally, key: string, ok: boolean): void {
  const t = map.get(key) ?? { ok: 0, n: 0 };
  t.n++;
  if (ok) t.ok++;
  map.set(key, t);
}

function printTally(title: string, map: Tally): void {
  if (map.size === 0) return;
  console.log(`  ${title}:`);
  for (const [key, { ok, n }] of [...map.entries()].sort()) console.log(`    ${key.padEnd(20)} ${(ok / n).toFixed(3)} (${ok}/${n})`);
}

function report(name: string, cases: Case[], verbose: boolean): { agree: number; total: number; highLow: number } {
  const matrix = new Map<string, number>();
  const perLang: Tally = new Map();
  const perClass: Tally = new Map();
  const recall: Tally = new Map();
  let agree = 0;
  let highLow = 0;
  const misses: string[] = [];
  for (const c of cases) {
    const r = evaluate(c);
    const key = `${c.gold_risk}>${r.level}`;
    matrix.set(key, (matrix.get(key) ?? 0) + 1);
    const ok = r.level === c.gold_risk;
    tally(perLang, c.text_lang ?? guessLang(c.symptoms), ok);
    tally(recall, c.gold_risk, ok);
    if (c.class) tally(perClass, c.class, ok);
    if (ok) {
      agree++;
    } else {
      misses.push(
        verbose
          ? `  ${c.id}: gold ${c.gold_risk}, judged ${r.level} (${r.score}) | ${c.symptoms} | age ${c.age ?? '-'} | ${c.diagnosis ?? ''} | ${r.items.map((i) => `${i.code}:${i.status}`).join(' ')}`
          : `  ${c.id}: gold ${c.gold_risk}, judged ${r.level} (${r.score})`,
      );
    }
    if (c.gold_risk === 'high' && r.level === 'low') highLow++;
  }
  console.log(`\n${name}: ${cases.length} cases`);
  console.log(`  agreement ${(agree / cases.length).toFixed(3)} (${agree}/${cases.length})`);
  console.log(`  high judged low: ${highLow}`);
  console.log('  confusion (rows gold, columns judged):');
  console.log(`  ${'gold \\ judged'.padEnd(14)}${LEVELS.map((l) => l.padStart(10)).join('')}`);
  for (const g of LEVELS) {
    console.log(`  ${g.padEnd(14)}${LEVELS.map((j) => String(matrix.get(`${g}>${j}`) ?? 0).padStart(10)).join('')}`);
  }
  printTally('recall per gold level', recall);
  printTally('per language', perLang);
  printTally('per class', perClass);
  if (misses.length > 0) console.log(`  disagreements:\n${misses.join('\n')}`);
  return { agree, total: cases.length, highLow };
}

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const files = args.filter((a) => !a.startsWith('--'));
const sets = files.length > 0 ? files : DEFAULT_SETS;

let agree = 0;
let total = 0;
let highLow = 0;
for (const path of sets) {
  const r = report(path, load(path), verbose);
  agree += r.agree;
  total += r.total;
  highLow += r.highLow;
}
if (sets.length > 1) {
  console.log(`\nall sets: agreement ${(agree / total).toFixed(3)} (${agree}/${total}), high judged low: ${highLow}`);
}
const pass = agree / total >= 0.9 && highLow === 0;
console.log(pass ? 'PASS (agreement >= 0.90, no high case judged low)' : 'FAIL (target: agreement >= 0.90, no high case judged low)');
process.exitCode = pass ? 0 : 1;
