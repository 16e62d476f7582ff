/** The embedded meal engine: the text classifier, item by item, with localised rationales. */
import { classifyText, type TextClassification } from '../iddsi/classify';
import type { AdviceLanguage } from './advice';
import { rationaleFor } from './rationale';
import { confidenceWord, type ItemClassification, type MealItemInput } from './types';

export const EMBEDDED_MEAL_ENGINE = 'embedded-iddsi-rules';

export function fromTextClassification(c: TextClassification, lang: AdviceLanguage): ItemClassification {
  return {
    level: c.level,
    kind: c.kind,
    confidence: confidenceWord(c.confidence),
    rationale: rationaleFor(c, lang),
    hazards: [...new Set(c.hazards.map((h) => h.code))],
    recognised: c.recognised,
  };
}

/** Only the item name is read: a portion such as "200 ml" is not evidence of texture. */
export function classifyItem(item: MealItemInput, lang: AdviceLanguage): ItemClassification {
  return fromTextClassification(classifyText(item.item), lang);
}
