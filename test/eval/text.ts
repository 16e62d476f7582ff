/**
 * `npm run eval:text`: runs the IDDSI text engine over the dev cases, the
 * labelled set and the blind sets in test/fixtures (each written before the
 * engine was run on it; each reported as its own block), and prints exact
 * accuracy, "acceptable" accuracy (within a case's acceptable_levels), the
 * dangerous-misclassification rate, accuracy per language and per class, a
 * confusion matrix and a reliability table (confidence band -> count, share
 * right, share dangerous). Answers the engine gave as `understood: false`
 * are counted on their own line too.
 *
 * Dangerous: a food answered below min(acceptable or gold), a drink answered
 * above max(acceptable or gold).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { classifyText } from '../../shared/iddsi/classify';
import { readJsonl, type TextCase } from '../support/labelled-cases';

type Case = TextCase;

interface Outcome {
  c: Case;
  level: number;
  confidence: number;
  understood: boolean;
}

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const SETS: [string, string][] = [
  ['dev cases (test/fixtures/iddsi-text-devset.jsonl)', here('../fixtures/iddsi-text-devset.jsonl')],
  ['labelled set (test/fixtures/iddsi-text-cases.jsonl)', here('../fixtures/iddsi-text-cases.jsonl')],
  ['blind set 1 (test/fixtures/iddsi-text-blind.jsonl)', here('../fixtures/iddsi-text-blind.jsonl')],
  ['blind set 2 (test/fixtures/iddsi-text-blind2.jsonl)', here('../fixtures/iddsi-text-blind2.jsonl')],
  ['blind set 3 (test/fixtures/iddsi-text-blind3.jsonl)', here('../fixtures/iddsi-text-blind3.jsonl')],
  ['blind set 4 (test/fixtures/iddsi-text-blind4.jsonl)', here('../fixtures/iddsi-text-blind4.jsonl')],
  ['blind set 5 (test/fixtures/iddsi-text-blind5.jsonl)', here('../fixtures/iddsi-text-blind5.jsonl')],
  ['blind set 6 (test/fixtures/iddsi-text-blind6.jsonl)', here('../fixtures/iddsi-text-blind6.jsonl')],
  // Held out from everyone who changed the engine for issue 14, scored once after the merge (README); tuned on since.
  ['blind set 7 (test/fixtures/iddsi-text-blind7.jsonl)', here('../fixtures/iddsi-text-blind7.jsonl')],
  // Written for issue 14 (second session) by a helper who never saw the engine; first run in the commit adding it.
  ['blind set 8 (test/fixtures/iddsi-text-blind8.jsonl)', here('../fixtures/iddsi-text-blind8.jsonl')],
  // Held out from everyone who changed the engine in session 2 of issue 14; first run in the README; two confidence caps since.
  ['blind set 9 (test/fixtures/iddsi-text-blind9.jsonl)', here('../fixtures/iddsi-text-blind9.jsonl')],
  // Written for issue 14 (third session) by a helper who never saw the engine; first run in the commit adding it.
  ['blind set 10 (test/fixtures/iddsi-text-blind10.jsonl)', here('../fixtures/iddsi-text-blind10.jsonl')],
  // Held out from everyone who changed the engine in session 3 of issue 14; first run in the commit adding it.
  ['blind set 11 (test/fixtures/iddsi-text-blind11.jsonl)', here('../fixtures/iddsi-text-blind11.jsonl')],
  // Written for issue 14 (fourth session) by a helper who never saw the engine; first run in the commit adding it.
  ['blind set 12 (test/fixtures/iddsi-text-blind12.jsonl)', here('../fixtures/iddsi-text-blind12.jsonl')],
  // Held out from everyone who changed the engine in session 4 of issue 14; first run in the commit adding it.
  ['blind set 13 (test/fixtures/iddsi-text-blind13.jsonl)', here('../fixtures/iddsi-text-blind13.jsonl')],
  // Written for issue 14 (fifth session) by a helper who never saw the engine; first run in the commit adding it.
  ['blind set 14 (test/fixtures/iddsi-text-blind14.jsonl)', here('../fixtures/iddsi-text-blind14.jsonl')],
  // Held out from everyone who changed the engine in session 5 of issue 14; first run in the commit adding it.
  ['blind set 15 (test/fixtures/iddsi-text-blind15.jsonl)', here('../fixtures/iddsi-text-blind15.jsonl')],
  // Written for issue 14 (sixth session) by a helper who never saw the engine; first run in the commit adding it.
  ['blind set 16 (test/fixtures/iddsi-text-blind16.jsonl)', here('../fixtures/iddsi-text-blind16.jsonl')],
  // Held out from everyone who changed the engine in session 6 of issue 14; first run in the commit adding it.
  ['blind set 17 (test/fixtures/iddsi-text-blind17.jsonl)', here('../fixtures/iddsi-text-blind17.jsonl')],
  // Written for issue 14 (seventh session) by a helper who never saw the engine; first run in the commit adding it.
  ['blind set 18 (test/fixtures/iddsi-text-blind18.jsonl)', here('../fixtures/iddsi-text-blind18.jsonl')],
  // Held out from everyone who changed the engine in session 7 of issue 14 (two writers); first runs in the commit.
  ['blind set 19 (test/fixtures/iddsi-text-blind19.jsonl)', here('../fixtures/iddsi-text-blind19.jsonl')],
  ['blind set 20 (test/fixtures/iddsi-text-blind20.jsonl)', here('../fixtures/iddsi-text-blind20.jsonl')],
  // Written for issue 14 (eighth session) by a helper who never saw the engine; first run in the commit adding it.
  ['blind set 21 (test/fixtures/iddsi-text-blind21.jsonl)', here('../fixtures/iddsi-text-blind21.jsonl')],
  // Held-out sets of the eighth session, by two helpers who never saw the engine; scored once on merged main
  // (308c942), first runs in the commit adding them.
  ['blind set 22 (test/fixtures/iddsi-text-blind22.jsonl)', here('../fixtures/iddsi-text-blind22.jsonl')],
  ['blind set 23 (test/fixtures/iddsi-text-blind23.jsonl)', here('../fixtures/iddsi-text-blind23.jsonl')],
  // Written for issue 14 (ninth session) by a helper who never saw the engine; first run in the commit adding it.
  ['blind set 24 (test/fixtures/iddsi-text-blind24.jsonl)', here('../fixtures/iddsi-text-blind24.jsonl')],
  // Written for issue 14 (ninth session) by a second helper who never saw the engine; first run in its commit.
  ['blind set 24b (test/fixtures/iddsi-text-blind24b.jsonl)', here('../fixtures/iddsi-text-blind24b.jsonl')],
  // Held-out sets of the ninth session, by two writers who never saw the engine; scored once on merged main
  // (93a79f6), first runs in the commit adding them.
  ['blind set 25 (test/fixtures/iddsi-text-blind25.jsonl)', here('../fixtures/iddsi-text-blind25.jsonl')],
  ['blind set 26 (test/fixtures/iddsi-text-blind26.jsonl)', here('../fixtures/iddsi-text-blind26.jsonl')],
  // Written for issue 14 (tenth session) by a helper who never saw the engine; first run in the commit adding it.
  ['blind set 27 (test/fixtures/iddsi-text-blind27.jsonl)', here('../fixtures/iddsi-text-blind27.jsonl')],
  // Held-out sets of the tenth session, by two writers who never saw the engine; scored once on the old engine
  // (345294d) and once on merged main, first runs in the commit adding them.
  ['blind set 28 (test/fixtures/iddsi-text-blind28.jsonl)', here('../fixtures/iddsi-text-blind28.jsonl')],
  ['blind set 29 (test/fixtures/iddsi-text-blind29.jsonl)', here('../fixtures/iddsi-text-blind29.jsonl')],
  // Written at the end of the tenth session by a fresh writer, after the fix round; scored once on the final engine.
  ['blind set 30 (test/fixtures/iddsi-text-blind30.jsonl)', here('../fixtures/iddsi-text-blind30.jsonl')],
  // Development set of the eleventh session, written by a helper who never saw the engine; first run in its commit.
  ['blind set 31 (development)', here('../fixtures/iddsi-text-blind31.jsonl')],
  // Held-out sets of the eleventh session (32: families and apps; 33: care staff), by two writers who never saw the
  // engine; scored once on the old engine (b7870fb) and once on merged main (97f15c3), first runs in the commit adding them.
  ['blind set 32 (test/fixtures/iddsi-text-blind32.jsonl)', here('../fixtures/iddsi-text-blind32.jsonl')],
  ['blind set 33 (test/fixtures/iddsi-text-blind33.jsonl)', here('../fixtures/iddsi-text-blind33.jsonl')],
  // Written during the eleventh session's fix round by a fresh writer; scored once on the engine after it (92d025c).
  ['blind set 34 (test/fixtures/iddsi-text-blind34.jsonl)', here('../fixtures/iddsi-text-blind34.jsonl')],
  // Twelfth session: development set 35, and held-out sets 36 (families and apps) and 37 (care staff) by writers who
  // never saw the engine; 36 and 37 scored once on the old engine (5b9497a) and once on merged main (7030aa1).
  ['blind set 35 (development)', here('../fixtures/iddsi-text-blind35.jsonl')],
  ['blind set 36 (test/fixtures/iddsi-text-blind36.jsonl)', here('../fixtures/iddsi-text-blind36.jsonl')],
  ['blind set 37 (test/fixtures/iddsi-text-blind37.jsonl)', here('../fixtures/iddsi-text-blind37.jsonl')],
  // Written during the twelfth session's fix round by a fresh writer; scored once on the engine after it (40f7e4e).
  ['blind set 38 (test/fixtures/iddsi-text-blind38.jsonl)', here('../fixtures/iddsi-text-blind38.jsonl')],
  // Written during the twelfth session's second fix round by a fresh writer; scored once on the engine after it (0f2e67d).
  ['blind set 39 (test/fixtures/iddsi-text-blind39.jsonl)', here('../fixtures/iddsi-text-blind39.jsonl')],
  // Thirteenth session: development set 40 by an independent SLP who never saw the engine; first run on f7e3704 in the commit
  // that added the held-out sets (828155b); tuned on.
  ['blind set 40 (development)', here('../fixtures/iddsi-text-blind40.jsonl')],
  // Thirteenth session: held-out sets 41 (families and apps) and 42 (care staff) by writers who never saw the
  // engine; first run on the session's starting engine (f7e3704), recorded in the commit that added them.
  ['blind set 41 (test/fixtures/iddsi-text-blind41.jsonl)', here('../fixtures/iddsi-text-blind41.jsonl')],
  ['blind set 42 (test/fixtures/iddsi-text-blind42.jsonl)', here('../fixtures/iddsi-text-blind42.jsonl')],
  // Written during the thirteenth session's first round by a fresh writer; scored once on the engine after it (85c3d92).
  ['blind set 43 (test/fixtures/iddsi-text-blind43.jsonl)', here('../fixtures/iddsi-text-blind43.jsonl')],
  // Written during the thirteenth session's second round by a fresh writer; scored once on the engine after it (4859f00).
  ['blind set 44 (test/fixtures/iddsi-text-blind44.jsonl)', here('../fixtures/iddsi-text-blind44.jsonl')],
  // Written during the thirteenth session's third round by a fresh writer; scored once on the final engine (b491064).
  ['blind set 45 (test/fixtures/iddsi-text-blind45.jsonl)', here('../fixtures/iddsi-text-blind45.jsonl')],
  // Fourteenth session: held-out sets 47 (families and apps) and 48 (care staff) by writers who never saw the
  // engine; first run on the session's starting engine (f6a96a8), recorded in the commit that added them.
  ['blind set 47 (test/fixtures/iddsi-text-blind47.jsonl)', here('../fixtures/iddsi-text-blind47.jsonl')],
  ['blind set 48 (test/fixtures/iddsi-text-blind48.jsonl)', here('../fixtures/iddsi-text-blind48.jsonl')],
  // Written during the fourteenth session's first round by a fresh writer; scored once on the engine after it (6945a28).
  ['blind set 49 (test/fixtures/iddsi-text-blind49.jsonl)', here('../fixtures/iddsi-text-blind49.jsonl')],
  // Written during the fourteenth session's second round by a fresh writer; scored once on the engine after it (b912487).
  ['blind set 50 (test/fixtures/iddsi-text-blind50.jsonl)', here('../fixtures/iddsi-text-blind50.jsonl')],
  // Written during the fourteenth session's third round by a fresh writer; scored once on the final engine (b1c027f).
  ['blind set 51 (test/fixtures/iddsi-text-blind51.jsonl)', here('../fixtures/iddsi-text-blind51.jsonl')],
  // Fifteenth session: held-out sets 53 (families and apps) and 54 (care staff) by writers who never saw the
  // engine; first run on the session's starting engine (38224f5), recorded in the commit that added them.
  ['blind set 53 (test/fixtures/iddsi-text-blind53.jsonl)', here('../fixtures/iddsi-text-blind53.jsonl')],
  ['blind set 54 (test/fixtures/iddsi-text-blind54.jsonl)', here('../fixtures/iddsi-text-blind54.jsonl')],
  // Written during the fifteenth session's first round by a fresh writer; scored once on the engine after it (ff27a14).
  ['blind set 55 (test/fixtures/iddsi-text-blind55.jsonl)', here('../fixtures/iddsi-text-blind55.jsonl')],
  // Sixteenth session: held-out sets 57 (families and apps) and 58 (care staff) by writers who never saw the
  // engine; first run on the session's starting engine (495665d), recorded in the commit that added them.
  ['blind set 57 (test/fixtures/iddsi-text-blind57.jsonl)', here('../fixtures/iddsi-text-blind57.jsonl')],
  ['blind set 58 (test/fixtures/iddsi-text-blind58.jsonl)', here('../fixtures/iddsi-text-blind58.jsonl')],
  // Written during the sixteenth session by a fresh writer; scored once on the engine after its merges (299857a).
  ['blind set 59 (test/fixtures/iddsi-text-blind59.jsonl)', here('../fixtures/iddsi-text-blind59.jsonl')],
  // Seventeenth session: held-out sets 60 (families and apps) and 61 (care staff) by writers who never saw the
  // engine; first run on the session's starting engine (1da6ea8), recorded in the commit that added them.
  ['blind set 60 (test/fixtures/iddsi-text-blind60.jsonl)', here('../fixtures/iddsi-text-blind60.jsonl')],
  ['blind set 61 (test/fixtures/iddsi-text-blind61.jsonl)', here('../fixtures/iddsi-text-blind61.jsonl')],
  // Written during the seventeenth session by a fresh writer; scored once on the engine after its merges (e9fd828).
  ['blind set 62 (test/fixtures/iddsi-text-blind62.jsonl)', here('../fixtures/iddsi-text-blind62.jsonl')],
  // Eighteenth session: held-out sets 63 (families and apps) and 64 (care staff) by writers who never saw the
  // engine; first run on the session's starting engine (4c05c3b), recorded in the commits that added them.
  ['blind set 63 (test/fixtures/iddsi-text-blind63.jsonl)', here('../fixtures/iddsi-text-blind63.jsonl')],
  ['blind set 64 (test/fixtures/iddsi-text-blind64.jsonl)', here('../fixtures/iddsi-text-blind64.jsonl')],
  // Written during the eighteenth session by a fresh writer; scored once on the engine after its merges (5138e28).
  ['blind set 65 (test/fixtures/iddsi-text-blind65.jsonl)', here('../fixtures/iddsi-text-blind65.jsonl')],
  // Nineteenth session: held-out sets 66 (families and apps) and 67 (care staff) by writers who never saw the
  // engine; first run on the session's starting engine (0d6c13b), recorded in the commit that added them.
  ['blind set 66 (test/fixtures/iddsi-text-blind66.jsonl)', here('../fixtures/iddsi-text-blind66.jsonl')],
  ['blind set 67 (test/fixtures/iddsi-text-blind67.jsonl)', here('../fixtures/iddsi-text-blind67.jsonl')],
  // Written at the end of the nineteenth session by a fresh writer (20 texts only); scored once on main after its merges.
  ['blind set 68 (test/fixtures/iddsi-text-blind68.jsonl)', here('../fixtures/iddsi-text-blind68.jsonl')],
  // Twentieth session: held-out sets 69 (families and apps) and 70 (care staff) by writers who never saw the
  // engine; first run on the session's starting engine (76d5513), recorded in the commit that added them.
  ['blind set 69 (test/fixtures/iddsi-text-blind69.jsonl)', here('../fixtures/iddsi-text-blind69.jsonl')],
  ['blind set 70 (test/fixtures/iddsi-text-blind70.jsonl)', here('../fixtures/iddsi-text-blind70.jsonl')],
  // Written during the twentieth session by a fresh writer (120 texts); scored once on the engine after its fixes (453927a).
  ['blind set 71 (test/fixtures/iddsi-text-blind71.jsonl)', here('../fixtures/iddsi-text-blind71.jsonl')],
  // Twenty-first session: held-out sets 72 (families and apps) and 73 (care staff) by writers who never saw the
  // engine; first run on the session's starting engine (f6e473d), recorded in the commit that added them.
  ['blind set 72 (test/fixtures/iddsi-text-blind72.jsonl)', here('../fixtures/iddsi-text-blind72.jsonl')],
  ['blind set 73 (test/fixtures/iddsi-text-blind73.jsonl)', here('../fixtures/iddsi-text-blind73.jsonl')],
  // Written during the twenty-first session by a fresh writer (120 texts); scored once on main after its fixes (3a870f4).
  ['blind set 74 (test/fixtures/iddsi-text-blind74.jsonl)', here('../fixtures/iddsi-text-blind74.jsonl')],
  // Held-out sets 75 (families and apps) and 76 (care staff) by writers who never saw the engine; first run on
  // the engine they were added beside (e9d0d29), recorded in the commit that added them.
  ['blind set 75 (test/fixtures/iddsi-text-blind75.jsonl)', here('../fixtures/iddsi-text-blind75.jsonl')],
  ['blind set 76 (test/fixtures/iddsi-text-blind76.jsonl)', here('../fixtures/iddsi-text-blind76.jsonl')],
  // A fresh writer's 120 texts, scored once on the engine after the fixes those held-out sets led to (dfdbde6).
  ['blind set 77 (test/fixtures/iddsi-text-blind77.jsonl)', here('../fixtures/iddsi-text-blind77.jsonl')],
  // Held-out sets 78 (families and apps) and 79 (care staff) by writers who never saw the engine; first run on
  // the engine they were added beside (ac9e158), recorded in the commit that added them.
  ['blind set 78 (test/fixtures/iddsi-text-blind78.jsonl)', here('../fixtures/iddsi-text-blind78.jsonl')],
  ['blind set 79 (test/fixtures/iddsi-text-blind79.jsonl)', here('../fixtures/iddsi-text-blind79.jsonl')],
  // A fresh writer's 120 texts, scored once on the engine after the fixes those held-out sets led to (99e5092).
  ['blind set 80 (test/fixtures/iddsi-text-blind80.jsonl)', here('../fixtures/iddsi-text-blind80.jsonl')],
  // Held-out sets written while the engine was e4c340cd (families and apps; care staff), scored once on it.
  ['blind set 81 (test/fixtures/iddsi-text-blind81.jsonl)', here('../fixtures/iddsi-text-blind81.jsonl')],
  ['blind set 82 (test/fixtures/iddsi-text-blind82.jsonl)', here('../fixtures/iddsi-text-blind82.jsonl')],
  // A fresh writer's 120 texts, scored once on the engine after the fixes those held-out sets led to (98c6a001).
  ['blind set 83 (test/fixtures/iddsi-text-blind83.jsonl)', here('../fixtures/iddsi-text-blind83.jsonl')],
  // Held-out sets written while the engine was 4c0f8235 (families and apps; care staff), scored once on it.
  ['blind set 84 (test/fixtures/iddsi-text-blind84.jsonl)', here('../fixtures/iddsi-text-blind84.jsonl')],
  ['blind set 85 (test/fixtures/iddsi-text-blind85.jsonl)', here('../fixtures/iddsi-text-blind85.jsonl')],
  // A fresh writer's 120 texts, scored once on the engine after the fixes those held-out sets led to (b6843816).
  ['blind set 86 (test/fixtures/iddsi-text-blind86.jsonl)', here('../fixtures/iddsi-text-blind86.jsonl')],
  // Held-out sets written while the engine was b7919318 (families and apps; care staff), scored once on it.
  ['blind set 87 (test/fixtures/iddsi-text-blind87.jsonl)', here('../fixtures/iddsi-text-blind87.jsonl')],
  ['blind set 88 (test/fixtures/iddsi-text-blind88.jsonl)', here('../fixtures/iddsi-text-blind88.jsonl')],
  // A fresh writer's 120 texts, scored once on the engine after the fixes those held-out sets led to (b4e85f9f).
  ['blind set 89 (test/fixtures/iddsi-text-blind89.jsonl)', here('../fixtures/iddsi-text-blind89.jsonl')],
  // Twenty-seventh session: held-out sets 90 (families and apps) and 91 (care staff) by writers who never saw the
  // engine; first run on the session's starting engine (f822422), recorded in the commit that added them.
  ['blind set 90 (test/fixtures/iddsi-text-blind90.jsonl)', here('../fixtures/iddsi-text-blind90.jsonl')],
  ['blind set 91 (test/fixtures/iddsi-text-blind91.jsonl)', here('../fixtures/iddsi-text-blind91.jsonl')],
  // Written during the twenty-seventh session by a fresh writer; scored once on the engine after its merges.
  ['blind set 92 (test/fixtures/iddsi-text-blind92.jsonl)', here('../fixtures/iddsi-text-blind92.jsonl')],
  // session 28's held-out sets, scored once on the start engine 75919b22
  ['blind set 93 (test/fixtures/iddsi-text-blind93.jsonl)', here('../fixtures/iddsi-text-blind93.jsonl')],
  ['blind set 94 (test/fixtures/iddsi-text-blind94.jsonl)', here('../fixtures/iddsi-text-blind94.jsonl')],
  // Written during the twenty-eighth session by a fresh writer; scored once on the engine after its merges.
  ['blind set 95 (test/fixtures/iddsi-text-blind95.jsonl)', here('../fixtures/iddsi-text-blind95.jsonl')],
  ['blind set 96 (test/fixtures/iddsi-text-blind96.jsonl)', here('../fixtures/iddsi-text-blind96.jsonl')],
  ['blind set 97 (test/fixtures/iddsi-text-blind97.jsonl)', here('../fixtures/iddsi-text-blind97.jsonl')],
  ['blind set 98 (test/fixtures/iddsi-text-blind98.jsonl)', here('../fixtures/iddsi-text-blind98.jsonl')],
  ['blind set 99 (test/fixtures/iddsi-text-blind99.jsonl)', here('../fixtures/iddsi-text-blind99.jsonl')],
  ['blind set 100 (test/fixtures/iddsi-text-blind100.jsonl)', here('../fixtures/iddsi-text-blind100.jsonl')],
  ['blind set 101 (test/fixtures/iddsi-text-blind101.jsonl)', here('../fixtures/iddsi-text-blind101.jsonl')],
];

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const acceptable = (c: Case): number[] => (c.acceptable_levels?.length ? c.acceptable_levels : [c.gold_level]);
const isExact = (o: Outcome) => o.level === o.c.gold_level;
const isAcceptable = (o: Outcome) => acceptable(o.c).includes(o.level);
export const isDangerous = (o: Outcome) =>
  o.c.kind === 'food' ? o.level < Math.min(...acceptable(o.c)) : o.level > Math.max(...acceptable(o.c));

function summary(label: string, outs: Outcome[]): void {
  const n = outs.length;
  if (n === 0) return;
  const count = (f: (o: Outcome) => boolean) => outs.filter(f).length;
  const dangerous = count(isDangerous);
  const notUnderstood = count((o) => !o.understood);
  console.log(
    `  ${label.padEnd(22)} n=${String(n).padStart(3)}  exact ${pct(count(isExact) / n).padStart(6)}  acceptable ${pct(count(isAcceptable) / n).padStart(6)}  dangerous ${pct(dangerous / n).padStart(5)} (${dangerous})${notUnderstood ? `  not understood ${notUnderstood}` : ''}`,
  );
}

function groups(outs: Outcome[], key: (c: Case) => string | undefined): Map<string, Outcome[]> {
  const m = new Map<string, Outcome[]>();
  for (const o of outs) {
    const k = key(o.c);
    if (k === undefined) continue;
    m.set(k, [...(m.get(k) ?? []), o]);
  }
  return new Map([...m].sort(([a], [b]) => a.localeCompare(b)));
}

function reliability(outs: Outcome[]): void {
  console.log('\n  reliability (confidence band: count, share right (acceptable), share dangerous):');
  const bands: [number, number][] = [
    [0, 0.2],
    [0.2, 0.4],
    [0.4, 0.6],
    [0.6, 0.8],
    [0.8, 0.9],
    [0.9, 1.01],
  ];
  const line = (label: string, b: Outcome[]) => {
    const right = b.length ? pct(b.filter(isAcceptable).length / b.length) : '-';
    const danger = b.length ? `${pct(b.filter(isDangerous).length / b.length)} (${b.filter(isDangerous).length})` : '-';
    console.log(`    ${label.padEnd(12)} ${String(b.length).padStart(4)}  ${right.padStart(6)}  ${danger}`);
  };
  for (const [lo, hi] of bands)
    line(
      `[${lo.toFixed(1)}, ${Math.min(hi, 1).toFixed(1)}${hi > 1 ? ']' : ')'}`,
      outs.filter((o) => o.confidence >= lo && o.confidence < hi),
    );
  line(
    '>= 0.8',
    outs.filter((o) => o.confidence >= 0.8),
  );
}

function report(name: string, outs: Outcome[]): void {
  console.log(`\n=== ${name}`);
  summary('overall', outs);
  if (outs.some((o) => o.c.holdout)) {
    summary(
      'tuning part',
      outs.filter((o) => !o.c.holdout),
    );
    summary(
      'held-out part',
      outs.filter((o) => o.c.holdout),
    );
  }
  console.log('\n  per input language:');
  for (const [l, g] of groups(outs, (c) => c.text_lang ?? 'en')) summary(l, g);
  console.log('\n  per kind:');
  for (const k of ['food', 'drink'] as const)
    summary(
      k,
      outs.filter((o) => o.c.kind === k),
    );
  const classes = groups(outs, (c) => c.class);
  if (classes.size) {
    console.log('\n  per class:');
    for (const [k, g] of classes) summary(k, g);
  }

  console.log('\n  confusion matrix (rows = gold level, columns = predicted):');
  console.log(`        ${[0, 1, 2, 3, 4, 5, 6, 7].map((l) => `  ${l}`).join('')}`);
  for (let g = 0; g <= 7; g++) {
    const row = [0, 1, 2, 3, 4, 5, 6, 7].map((p) => outs.filter((o) => o.c.gold_level === g && o.level === p).length);
    console.log(`    ${g}   ${row.map((v) => String(v || '.').padStart(3)).join('')}`);
  }
  reliability(outs);

  const wrong = outs.filter((o) => !isAcceptable(o));
  if (wrong.length) {
    console.log('\n  not acceptable (id, gold [acceptable] -> predicted, confidence, D = dangerous, ? = not understood):');
    for (const o of wrong)
      console.log(
        `    ${o.c.id.padEnd(10)} ${o.c.gold_level}${o.c.acceptable_levels ? `[${o.c.acceptable_levels.join('')}]` : ''} -> ${o.level}  ${o.confidence.toFixed(2)} ${isDangerous(o) ? 'D' : ' '}${o.understood ? ' ' : '?'} ${o.c.class ?? ''} ${o.c.text.slice(0, 80)}`,
      );
  }
}

const all: Outcome[] = [];
for (const [name, path] of SETS) {
  if (!existsSync(path)) {
    console.log(`\n=== ${name}: file not found (${path}), skipped`);
    continue;
  }
  const outs = readJsonl<Case>(path).map((c) => {
    const r = classifyText(c.text);
    return { c, level: r.level, confidence: r.confidence, understood: r.understood !== false };
  });
  all.push(...outs);
  report(name, outs);
}
if (all.length) report('all cases together', all);
