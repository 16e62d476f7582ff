/** POST /api/iddsi-classify-image: a photo (multipart, base64 JSON or uploaded key) to an IDDSI level. */
import { bodyBytes } from '../shared/http/middleware';
import { eventRoute } from '../shared/http/route';
import { classifyImageRequest } from '../shared/image/classify-image';
import { headerValue, readImageRequest } from '../shared/image/http';

export const handler = eventRoute('iddsi-classify-image', async (event) => {
  const request = await readImageRequest(headerValue(event.headers, 'content-type'), bodyBytes(event));
  return { body: await classifyImageRequest(request) };
});
