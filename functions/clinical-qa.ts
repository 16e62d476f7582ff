/** GET /api/clinical-qa (health) and POST /api/clinical-qa (answer a question). */
import { ClinicalQaRequest } from '../shared/api/schemas';
import { serviceUnavailable } from '../shared/errors';
import { bodyText, parseJsonObject, validate } from '../shared/http/middleware';
import { eventRoute } from '../shared/http/route';

export const handler = eventRoute('clinical-qa', (event) => {
  if (event.requestContext.http.method === 'POST') validate(ClinicalQaRequest, parseJsonObject(bodyText(event)));
  throw serviceUnavailable('the clinical Q&A index is not available yet');
});
