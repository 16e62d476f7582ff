/** POST /api/iddsi-classify-image/upload-url: a pre-signed upload for images up to 10 MB. */
import { serviceUnavailable } from '../shared/errors';
import { eventRoute } from '../shared/http/route';

export const handler = eventRoute('image-upload-url', () => {
  throw serviceUnavailable('large image uploads are not available yet');
});
