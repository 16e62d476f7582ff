/** POST /api/iddsi-classify-image/upload-url: a pre-signed upload for images up to 10 MB. */
import { jsonText } from '../shared/http/body';
import { bodyBytes } from '../shared/http/middleware';
import { eventRoute } from '../shared/http/route';
import { headerValue, requestBaseUrl } from '../shared/image/http';
import { createUploadUrl, receiveLocalUpload } from '../shared/image/upload-url';

export const handler = eventRoute('image-upload-url', async (event) => {
  const contentType = headerValue(event.headers, 'content-type') ?? '';
  if (/^multipart\/form-data/i.test(contentType)) {
    // Local mode only: the upload form itself, posted back to the local server.
    return { status: 201, body: await receiveLocalUpload(contentType, bodyBytes(event)) };
  }
  const bytes = bodyBytes(event);
  // An empty body asks for the defaults, whatever its Content-Type.
  const text = bytes.length === 0 ? '' : jsonText(contentType, bytes, ['multipart/form-data (a local upload)']);
  return { body: await createUploadUrl(text, requestBaseUrl(event.headers)) };
});
