/** The shape of answer a question asks for, its length budget, and what counts as background to it. */
import { asksForComparison } from '../question-intent';
import type { GroundedQuestion } from '../text-model';
import { CJK_LOCALES } from './article-text';
import { readQuestion } from './question-reading';
import { ANSWER_BUDGETS, type BudgetShape } from './settings';
import type { QuestionReading } from './types';

/** History and dates ("founded in 2013", "announced in January 2017", "2019年"): background to most questions. */
export const HISTORY =
  /\b(?:1[89]|20)\d\d\b|\b(?:founded|introduced|announced|launched|originally|formerly)\b|(?:19|20)\d\d\s*年|設立|創設|発表|公表|成立|宣布|公布/iu;
/** A question about history: when, or why something changed (then its dates are the answer). */
export const ASKS_HISTORY = /\bwhen\b|\bhistor|\bchang|\breplac|いつ|歴史|歷史|历史|経緯|変わ|改め|取代|換|换|改用|為甚麼改|为什么改/iu;

/** The shape of answer a question asks for, the most demanding first (a comparison of lists is a comparison). */
function budgetShape(r: QuestionReading): BudgetShape {
  // (A comparison of one thing's kinds, "the three stages: how do they look?", says each side as well.)
  if (r.compared !== undefined || asksForComparison(r.q.question)) return 'comparison';
  if (r.wantsProcedure || r.intents.some((i) => i.id === 'action')) return 'procedure';
  if (r.wantsList || r.shapes.length > 0) return 'list';
  if (r.wantsQuantity) return 'number';
  return r.intents.some((i) => i.id === 'definition') ? 'definition' : 'other';
}

/** The hard cap (weighted characters) of a question's answer: its shape's budget in the answer's script. */
export function budgetOf(r: QuestionReading): number {
  const budget = ANSWER_BUDGETS[budgetShape(r)];
  return CJK_LOCALES.has(r.q.language) ? budget.cjk : budget.latin;
}

/** The shape of answer a question asks for and its length budget (weighted characters); for tests and the evaluation. */
export function answerBudget(q: GroundedQuestion): { shape: BudgetShape; weight: number } | undefined {
  const r = readQuestion(q);
  return r && { shape: budgetShape(r), weight: budgetOf(r) };
}
