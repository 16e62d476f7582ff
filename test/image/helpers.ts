/** Multipart bodies and events for the image endpoint tests. */
import { apiEvent } from '../support/events';

export const BOUNDARY = '----dysphagiaTestBoundary7MA4YWxk';
export const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

export type Part = { name: string; value: string } | { name: string; filename?: string; contentType?: string; data: Buffer };

export function multipartBody(parts: Part[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export function imagePart(data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg'): Part {
  return { name: 'image', filename, contentType, data };
}

export const IMAGE_PATH = '/api/iddsi-classify-image';

/** A multipart event as API Gateway delivers it: binary body, base64-encoded. */
export function multipartEvent(body: Buffer, contentType = MULTIPART) {
  return apiEvent('POST', IMAGE_PATH, body, { 'content-type': contentType });
}

export function jsonEvent(body: unknown, path = IMAGE_PATH) {
  return apiEvent('POST', path, typeof body === 'string' ? body : JSON.stringify(body), { 'content-type': 'application/json' });
}
