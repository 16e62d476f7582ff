/** POST /api/iddsi-batch: a meal checked against a resident's prescribed level. */
import { BatchMealRequest } from '../shared/api/schemas';
import { serviceUnavailable } from '../shared/errors';
import { jsonRoute } from '../shared/http/route';

export const handler = jsonRoute('iddsi-batch', BatchMealRequest, () => {
  throw serviceUnavailable('meal validation is not available yet');
});
