/** The composer's stages in order: from a grounded question to the sentences of its answer. */
import type { GroundedQuestion } from '../text-model';
import { assemble } from './assembly';
import { coverQuestionConcepts, takeCompanionFacts } from './coverage-completion';
import { completeLeadSection, explainShortPoints } from './explanation';
import { readQuestion } from './question-reading';
import { seedCandidates } from './seeds';
import { scoreCandidates } from './sentence-scoring';
import { COMPOSER } from './settings';
import { poolSources } from './sources';
import type { SelectedSentence } from './types';

/** Score and pick sentences, stage by stage; exported for tests and the evaluation. */
export function selectSentences(q: GroundedQuestion): {
  selected: SelectedSentence[];
  coverage: number;
  candidates?: SelectedSentence[];
  cutLists?: number[];
} {
  const reading = readQuestion(q);
  if (!reading) return { selected: [], coverage: 0 };
  const { pool, coverage } = poolSources(reading);
  if (pool.length === 0) return { selected: [], coverage: 0 };
  const candidates = scoreCandidates(reading, pool);
  if (candidates.length === 0 || coverage < COMPOSER.minCoverage) return { selected: [], coverage };
  const { seeds, parts, compared, asked } = seedCandidates(reading, pool, candidates);
  const draft = assemble(reading, pool, candidates, { seeds, parts, compared, asked });
  explainShortPoints(draft, pool, compared);
  coverQuestionConcepts(reading, draft, candidates);
  takeCompanionFacts(reading, draft, candidates, pool);
  completeLeadSection(reading, draft, pool, seeds);
  // (Sources in the pool's order: the one promoted to lead, a definition or the asked list, is read first.)
  const rank = new Map(pool.map((p) => [p.cite, p.rank]));
  const selected = [...draft.chosen.values()].sort(
    (a, b) => rank.get(a.source)! - rank.get(b.source)! || a.sentence.position - b.sentence.position,
  );
  return { selected, coverage, candidates, cutLists: [...draft.cutLists].sort((a, b) => a - b) };
}
