/**
 * Hostile and malformed multipart bodies: every one is a clear 400 (or 413),
 * never a crash, an uncaught exception or a request that never settles.
 * The first three are the bodies that broke lambda-multipart-parser 1.0.1
 * (busboy 0.3 / dicer 0.3); they are kept here as regression tests.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '../../functions/iddsi-classify-image';
import { MAX_IMAGE_BYTES } from '../../shared/image/limits';
import { parseMultipart } from '../../shared/image/multipart';
import { invoke } from '../support/events';
import { encode, mincedImage } from './fixtures';
import { BOUNDARY, imagePart, MULTIPART, multipartBody, multipartEvent } from './helpers';

let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await encode(mincedImage(320, 240), 'jpeg');
});

const post = (body: Buffer, contentType = MULTIPART) => invoke(handler, multipartEvent(body, contentType));

/** The parser must settle by itself: a hang fails here instead of at the test timeout. */
function settlesWithin<T>(promise: Promise<T>, ms = 2_000): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`did not settle within ${ms} ms`)), ms))]);
}

describe('hostile multipart bodies (regressions of lambda-multipart-parser 1.0.1)', () => {
  it('a body truncated inside the image part is a 400, not an uncaught exception', async () => {
    const whole = multipartBody([{ name: 'language', value: 'en' }, imagePart(jpeg)]);
    const truncated = whole.subarray(0, whole.length - Math.floor(jpeg.length / 2));
    const res = await settlesWithin(post(truncated));
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('invalid_request');
    expect(res.json.message).toMatch(/multipart body is malformed: unexpected end of form/i);
  });

  it('a part whose header line is malformed (no colon) settles as a 400', async () => {
    const body = Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nthis header line has no colon\r\n\r\n`,
      ),
      jpeg,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const res = await settlesWithin(post(body));
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/malformed part header/i);
  });

  it('a folded first header line (the dicer HeaderParser crash, CVE-2022-24434) is a 400', async () => {
    const body = Buffer.from(
      `--${BOUNDARY}\r\n Content-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\nxyz\r\n--${BOUNDARY}--\r\n`,
    );
    const res = await settlesWithin(post(body));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'invalid_request', message: expect.stringMatching(/malformed part header/i) });
  });

  it('a body cut inside a part header settles as a 400', async () => {
    const body = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-da`);
    const res = await settlesWithin(post(body));
    expect(res.status).toBe(400);
  });

  it('an endless header (80 KB) is refused without reading it all', async () => {
    const body = Buffer.from(`--${BOUNDARY}\r\nX-Long: ${'a'.repeat(80_000)}\r\n\r\nx\r\n--${BOUNDARY}--\r\n`);
    const res = await settlesWithin(post(body));
    expect(res.status).toBe(400);
  });

  it('a body that is not multipart at all under a multipart Content-Type is a 400', async () => {
    const res = await settlesWithin(post(Buffer.from('{"image_base64":"abc"}')));
    expect(res.status).toBe(400);
  });
});

describe('multipart envelope errors', () => {
  it('a multipart Content-Type without a boundary is a 400 naming the boundary', async () => {
    const res = await post(multipartBody([imagePart(jpeg)]), 'multipart/form-data');
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('invalid_request');
    expect(res.json.message).toMatch(/boundary/);
  });

  it('a wrong Content-Type is a 415 that says what to send', async () => {
    const res = await post(jpeg, 'text/plain');
    expect(res.status).toBe(415);
    expect(res.json.error).toBe('unsupported_media_type');
    expect(res.json.message).toMatch(/multipart\/form-data.*application\/json/);
  });

  it('a missing Content-Type is a 400', async () => {
    const res = await invoke(handler, { ...multipartEvent(jpeg), headers: {} });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/Content-Type is missing/);
  });

  it('a 12 MB image part is a 413 with the spec message', async () => {
    const big = Buffer.alloc(12 * 1024 * 1024, 0x41);
    jpeg.copy(big, 0, 0, 64); // looks like a JPEG at the start: size must be refused before any decoding
    const res = await post(multipartBody([imagePart(big)]));
    expect(res.status).toBe(413);
    expect(res.json).toEqual({
      error: 'payload_too_large',
      message: 'image exceeds the 10 MB limit; compress or resize it and try again',
    });
  });

  it('an image of exactly 10 MiB is not refused for its size', async () => {
    const form = await parseMultipart(multipartBody([imagePart(Buffer.alloc(MAX_IMAGE_BYTES, 1))]), MULTIPART, {
      fileFields: ['image'],
    });
    expect(form.files[0]!.bytes.length).toBe(MAX_IMAGE_BYTES);
  });

  it('an empty body is missing_image', async () => {
    const res = await post(Buffer.alloc(0));
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('missing_image');
  });

  it('a form without an image part is missing_image and names what it got', async () => {
    const res = await post(
      multipartBody([
        { name: 'language', value: 'en' },
        { name: 'photo', filename: 'a.jpg', contentType: 'image/jpeg', data: jpeg },
      ]),
    );
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('missing_image');
    expect(res.json.message).toMatch(/named "image".*"photo"/);
  });

  it('an empty image file is missing_image', async () => {
    const res = await post(multipartBody([imagePart(Buffer.alloc(0))]));
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('missing_image');
  });

  it('an image sent as a text field (no filename) is missing_image with the fix', async () => {
    const body = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"\r\nContent-Type: image/jpeg\r\n\r\n`),
      jpeg,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('missing_image');
    expect(res.json.message).toMatch(/filename/);
  });

  it('two files are refused: one image per request', async () => {
    const res = await post(multipartBody([imagePart(jpeg), imagePart(jpeg, 'b.jpg')]));
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/one image per request/);
  });

  it('too many parts are refused', async () => {
    const fields = Array.from({ length: 25 }, (_, i) => ({ name: `f${i}`, value: 'x' }));
    const res = await post(multipartBody([...fields, imagePart(jpeg)]));
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/too many form (parts|fields)/);
  });

  it('an over-long field is refused, naming it', async () => {
    const res = await post(multipartBody([{ name: 'description', value: 'a'.repeat(9000) }, imagePart(jpeg)]));
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/description is too long/);
  });

  it('a language outside the enumeration is invalid_request naming the field', async () => {
    const res = await post(multipartBody([{ name: 'language', value: 'fr' }, imagePart(jpeg)]));
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('invalid_request');
    expect(res.json.message).toMatch(/^language must be one of en, zh-HK/);
  });
});
