/** GET /api/articles/{id}: one article of the clinical corpus. */
import { serviceUnavailable } from '../shared/errors';
import { eventRoute } from '../shared/http/route';

export const handler = eventRoute('articles', () => {
  throw serviceUnavailable('the article corpus is not available yet');
});
