/** POST /api/iddsi-classify-image: a photo (multipart, base64 JSON or uploaded key) to an IDDSI level. */
import { serviceUnavailable } from '../shared/errors';
import { eventRoute } from '../shared/http/route';

export const handler = eventRoute('iddsi-classify-image', () => {
  throw serviceUnavailable('image classification is not available yet');
});
