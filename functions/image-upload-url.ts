/** POST /api/iddsi-classify-image/upload-url: a pre-signed upload for images up to 10 MB. */
import { bodyBytes } from '../shared/http/middleware';
import { eventRoute } from '../shared/http/route';
import { headerValue, readUploadUrlRequest, requestBaseUrl } from '../shared/image/http';
import { createUploadUrl, receiveLocalUpload } from '../shared/image/upload-url';

export const handler = eventRoute('image-upload-url', async (event) => {
  const contentType = headerValue(event.headers, 'content-type') ?? '';
  if (/^multipart\/form-data/i.test(contentType)) {
    // Local mode only: the upload form itself, posted back to the local server.
    return { status: 201, body: await receiveLocalUpload(contentType, bodyBytes(event)) };
  }
  const input = readUploadUrlRequest(contentType, bodyBytes(event));
  return { body: await createUploadUrl(input, requestBaseUrl(event.headers)) };
});
