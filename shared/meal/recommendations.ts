/** Modification instructions for the items that do not match, one item per line. */
import { hazardLabel } from '../iddsi/classify';
import { fill, flowBand, FOOD_STEPS, levelTitleIn as title, TEMPLATES, type AdviceLanguage } from './advice';
import { LIST_SEPARATOR } from './rationale';
import type { ItemClassification, MealItemInput } from './types';
import type { ItemCheck } from './verdict';

/** The kitchen steps that bring one item to its target level. */
export function modificationSteps(c: ItemClassification, check: ItemCheck, lang: AdviceLanguage): string[] {
  const target = check.target;
  const to = title(target, lang);
  const steps: string[] = [];
  if (c.kind === 'drink') {
    const template = c.level < target ? TEMPLATES.thicken : TEMPLATES.thin;
    steps.push(fill(template[lang], { level: to, band: flowBand(target, lang) }));
  } else if (target <= 2) {
    steps.push(fill(TEMPLATES.drinksOnly[lang], { level: to }));
  } else {
    steps.push(FOOD_STEPS[target as 3 | 4 | 5 | 6][lang]);
  }
  if (c.hazards.length > 0) {
    const list = c.hazards.map((h) => hazardLabel(h, lang)).join(LIST_SEPARATOR[lang]);
    steps.push(fill(TEMPLATES.hazards[lang], { hazards: list }));
  }
  if (!c.recognised) steps.push(TEMPLATES.unrecognised[lang]);
  return steps;
}

export function recommendationsText(
  items: readonly MealItemInput[],
  classified: readonly ItemClassification[],
  checks: readonly ItemCheck[],
  lang: AdviceLanguage,
  drinkLevelGiven: boolean,
): string {
  const lines: string[] = [];
  checks.forEach((check, i) => {
    if (check.matches) return;
    const c = classified[i]!;
    lines.push(
      fill(TEMPLATES.line[lang], {
        item: items[i]!.item,
        from: title(c.level, lang),
        to: title(check.target, lang),
        steps: modificationSteps(c, check, lang).join('; '),
      }),
    );
  });
  if (lines.length === 0) lines.push(TEMPLATES.noChanges[lang]);
  if (!drinkLevelGiven && classified.some((c) => c.kind === 'drink')) lines.push(TEMPLATES.drinkLevelHint[lang]);
  return lines.join('\n');
}
