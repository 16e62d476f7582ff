/** POST /api/iddsi-batch: a meal checked against a resident's prescribed level. */
import { BatchMealRequest } from '../shared/api/schemas';
import { getConfig } from '../shared/config';
import { jsonRoute } from '../shared/http/route';
import { mealDepsFromConfig, validateMeal } from '../shared/meal/validate-meal';

export const handler = jsonRoute('iddsi-batch', BatchMealRequest, async (body) => ({
  body: await validateMeal(body, mealDepsFromConfig(getConfig())),
}));
