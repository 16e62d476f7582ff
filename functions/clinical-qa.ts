/** GET /api/clinical-qa (health) and POST /api/clinical-qa (answer a question from the article index). */
import { ClinicalQaRequest } from '../shared/api/schemas';
import { readJsonObject, validate } from '../shared/http/middleware';
import { configForRequest } from '../shared/http/public-url';
import { eventRoute } from '../shared/http/route';
import { answerClinicalQuestion, clinicalQaHealth } from '../shared/qa/service';

export const handler = eventRoute('clinical-qa', async (event) => {
  if (event.requestContext.http.method === 'POST') {
    const input = validate(ClinicalQaRequest, readJsonObject(event));
    return { body: await answerClinicalQuestion(input, { config: configForRequest(event) }) };
  }
  return { body: await clinicalQaHealth() };
});
