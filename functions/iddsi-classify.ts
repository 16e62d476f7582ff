/** POST /api/iddsi-classify: a food or drink described in text to an IDDSI level. */
import { TextClassifyRequest } from '../shared/api/schemas';
import { serviceUnavailable } from '../shared/errors';
import { jsonRoute } from '../shared/http/route';

export const handler = jsonRoute('iddsi-classify', TextClassifyRequest, () => {
  throw serviceUnavailable('the text classification engine is not available yet');
});
