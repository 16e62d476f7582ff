/**
 * Meal validation: classify every item (hosted model or embedded engine,
 * chosen by configuration), cross-check the model against the rules, then
 * compute matches, the verdict and the advice in code.
 */
import type { BatchMealInput, BatchMealResult } from '../api/schemas';
import type { Config } from '../config';
import { DISCLAIMERS } from '../disclaimers';
import { serviceUnavailable } from '../errors';
import { levelInfo, levelLabel, type IddsiLevel } from '../iddsi/levels';
import { textLanguage } from '../languages';
import { ModelCallError } from '../providers/bedrock';
import type { AdviceLanguage } from './advice';
import { bedrockMealClassifier } from './bedrock-classifier';
import { crossCheckItem } from './cross-check';
import { classifyItem, EMBEDDED_MEAL_ENGINE } from './embedded-classifier';
import { recommendationsText } from './recommendations';
import type { ItemClassification, MealClassifier } from './types';
import { checkItem, mealVerdict } from './verdict';
import { modelFallback } from '../observability/fallback';

export interface MealDeps {
  /** The hosted classifier, when configuration selects one. */
  model?: MealClassifier;
}

/** The hosted classifier configuration selects, or a 503 when it is selected but not configured. */
export function mealDepsFromConfig(config: Config): MealDeps {
  if (config.TEXT_MODEL_PROVIDER !== 'bedrock') return {};
  if (!config.BEDROCK_TEXT_MODEL_ID) {
    throw serviceUnavailable(
      'the hosted language model is selected (TEXT_MODEL_PROVIDER=bedrock) but no model is configured on this server: set BEDROCK_TEXT_MODEL_ID',
    );
  }
  return { model: bedrockMealClassifier({ modelId: config.BEDROCK_TEXT_MODEL_ID, deadlineMs: config.BEDROCK_TIMEOUT_MS }) };
}

interface Classified {
  items: ItemClassification[];
  model: string;
  fallbackReason?: string;
}

async function classifyMeal(input: BatchMealInput, lang: AdviceLanguage, deps: MealDeps): Promise<Classified> {
  const rules = input.meal.map((item) => classifyItem(item, lang));
  if (!deps.model) return { items: rules, model: EMBEDDED_MEAL_ENGINE };
  try {
    const answer = await deps.model.classify(input.meal, lang);
    return { items: answer.items.map((m, i) => crossCheckItem(m, rules[i]!, lang)), model: answer.model };
  } catch (error) {
    if (!(error instanceof ModelCallError)) throw error;
    if (error.kind === 'misconfigured') {
      throw serviceUnavailable(`the hosted language model cannot be used: ${error.message}; check the model id and model access`);
    }
    // Throttling, timeouts, 5xx and invalid replies: the embedded engine answers instead.
    modelFallback('batch', error.reason);
    return { items: rules, model: EMBEDDED_MEAL_ENGINE, fallbackReason: error.reason };
  }
}

export async function validateMeal(input: BatchMealInput, deps: MealDeps = {}): Promise<BatchMealResult> {
  const lang: AdviceLanguage = textLanguage(input.language);
  const resident = input.resident_iddsi_level as IddsiLevel;
  const rx = { foodLevel: resident, drinkLevel: input.resident_drink_level as IddsiLevel | undefined };
  const { items, model, fallbackReason } = await classifyMeal(input, lang, deps);
  const checks = items.map((c) => checkItem(c, rx));

  return {
    items: items.map((c, i) => ({
      item: input.meal[i]!.item,
      portion: input.meal[i]!.portion ?? '',
      iddsi_level: c.level,
      label: levelLabel(c.level, 'en'),
      label_zh: levelLabel(c.level, 'zh-HK'),
      color: levelInfo(c.level).color,
      match_resident_level: checks[i]!.matches,
      confidence: c.confidence,
      rationale: c.rationale,
      kind: c.kind,
    })),
    meal_safety_verdict: mealVerdict(items, checks),
    non_matching_items: checks.flatMap((check, i) =>
      check.matches
        ? []
        : [
            {
              index: i,
              item: input.meal[i]!.item,
              iddsi_level: items[i]!.level,
              label: levelLabel(items[i]!.level, 'en'),
              reason: check.rule === 'drink_level' ? 'thinner_than_prescribed_drink_level' : 'above_resident_level',
            },
          ],
    ),
    recommendations: recommendationsText(input.meal, items, checks, lang, rx.drinkLevel !== undefined),
    model,
    resident_iddsi_level: resident,
    resident_iddsi_label: levelLabel(resident, 'en'),
    disclaimer: DISCLAIMERS[lang],
    ...(fallbackReason ? { fallback_reason: fallbackReason } : {}),
  };
}
