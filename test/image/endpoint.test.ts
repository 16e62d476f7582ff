/**
 * POST /api/iddsi-classify-image through its Lambda handler: multipart and
 * JSON bodies, JPEG, PNG and WebP made in the test, the response shape of
 * the text endpoint with all seven languages, and the honesty rules.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '../../functions/iddsi-classify-image';
import { IddsiClassifyResponse } from '../../shared/api/schemas';
import { CLINICAL_WARNING } from '../../shared/disclaimers';
import { classifyText } from '../../shared/iddsi/classify';
import { RESPONSE_LANGUAGES } from '../../shared/languages';
import { MAX_IMAGE_BYTES } from '../../shared/image/limits';
import { invoke } from '../support/events';
import { chunkyImage, encode, glassImage, mincedImage, pngBomb, pureeImage, type Format } from './fixtures';
import { imagePart, jsonEvent, multipartBody, multipartEvent } from './helpers';

const FORMATS: Format[] = ['jpeg', 'png', 'webp'];
const images = {} as Record<Format, Buffer>;
let glass: Buffer;

beforeAll(async () => {
  for (const f of FORMATS) images[f] = await encode(pureeImage(480, 360), f);
  glass = await encode(glassImage(360, 480), 'jpeg');
});

const postForm = (parts: Parameters<typeof multipartBody>[0]) => invoke(handler, multipartEvent(multipartBody(parts)));

describe('multipart uploads', () => {
  it.each(FORMATS)('classifies a %s photo into the text endpoint shape', async (format) => {
    // The declared name and type are deliberately wrong: the bytes decide.
    const res = await postForm([imagePart(images[format], 'photo.gif', 'application/octet-stream')]);
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(IddsiClassifyResponse.safeParse(res.json).success).toBe(true);
    expect(res.json.iddsi_level).toBe(4);
    expect(res.json.kind).toBe('food');
    expect(res.json.confidence).toBeLessThanOrEqual(0.5);
    expect(res.json.warning).toBe(CLINICAL_WARNING);
  });

  it('returns all seven explanations, each saying a photo cannot confirm the level and naming the test', async () => {
    const res = await postForm([{ name: 'language', value: 'es' }, imagePart(images.jpeg)]);
    expect(Object.keys(res.json.multilingual_explanation).sort()).toEqual([...RESPONSE_LANGUAGES].sort());
    expect(res.json.explanation_en).toMatch(/a photo cannot confirm an IDDSI level/);
    expect(res.json.explanation_en).toMatch(/Before serving, confirm with the .+; and the spoon tilt test: .+\./);
    expect(res.json.explanation).toBe(res.json.multilingual_explanation.es);
    expect(res.json.explanation_zh_hant).toMatch(/相片無法確認/);
    expect(res.json.multilingual_explanation.es).toMatch(/una foto no puede confirmar/);
    for (const lang of RESPONSE_LANGUAGES) expect(res.json.multilingual_explanation[lang].length).toBeGreaterThan(40);
    expect(res.json.explanation_en).toBe(res.json.multilingual_explanation.en);
    expect(res.json.explanation_zh_hant).toBe(res.json.multilingual_explanation['zh-HK']);
  });

  it('treats an empty language field as absent (English)', async () => {
    const res = await postForm([{ name: 'language', value: '' }, imagePart(images.jpeg)]);
    expect(res.status).toBe(200);
  });

  it('names the confirming physical test: spoon and fork for a food, the flow test for a drink', async () => {
    const food = await postForm([imagePart(images.png)]);
    expect(food.json.confirm_with.length).toBeGreaterThan(0);
    const drink = await postForm([imagePart(glass)]);
    expect(drink.json.kind).toBe('drink');
    expect(drink.json.iddsi_level).toBe(0);
    expect(drink.json.confirm_with.length).toBeGreaterThan(0);
    expect(drink.json.confirm_with).not.toEqual(food.json.confirm_with);
    expect(drink.json.explanation_en).toMatch(/flow test/);
  });

  it('for a Regular food says that no texture test applies and points to the high-risk list', async () => {
    const res = await postForm([imagePart(await encode(chunkyImage(480, 360, 9, 100), 'jpeg'))]);
    expect(res.json.iddsi_level).toBe(7);
    expect(res.json.explanation_en).toMatch(/No IDDSI texture test applies to Regular food/);
    expect(res.json.explanation_en.match(/Regular food/g)).toHaveLength(1);
  });

  it('records what the photo showed as evidence of type image', async () => {
    const res = await postForm([imagePart(await encode(mincedImage(480, 360), 'webp'))]);
    expect(res.json.iddsi_level).toBe(5);
    expect(res.json.evidence.length).toBeGreaterThan(0);
    expect(res.json.evidence.every((e: { type: string }) => e.type === 'image')).toBe(true);
  });

  it("a caption with strong evidence decides the level; confidence never above the text engine's", async () => {
    const description = 'thin water, IDDSI level 0, runs straight through the syringe';
    const t = classifyText(description);
    expect(t).toMatchObject({ level: 0, kind: 'drink', strength: 'explicit' }); // precondition on the text engine
    const res = await postForm([{ name: 'description', value: description }, imagePart(images.jpeg)]);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ iddsi_level: 0, kind: 'drink' });
    expect(res.json.confidence).toBeLessThanOrEqual(t.confidence);
    expect(res.json.explanation_en).toMatch(/^From the photo alone this looks like Level 4 .*The description decided the level/);
    expect(res.json.explanation_en).toMatch(/flow test/);
    expect(res.json.evidence.some((e: { type: string }) => e.type === 'explicit')).toBe(true);
    expect(res.json.evidence.some((e: { type: string }) => e.type === 'image')).toBe(true);
  });

  it('a bare food name is combined with the photo on the riskier side', async () => {
    const t = classifyText('steak');
    expect(t).toMatchObject({ level: 7, kind: 'food', strength: 'food' }); // precondition on the text engine
    const minced = await encode(mincedImage(480, 360), 'jpeg');
    const res = await postForm([{ name: 'description', value: 'steak' }, imagePart(minced)]);
    expect(res.json.iddsi_level).toBe(7);
    expect(res.json.confidence).toBeLessThan(t.confidence);
    expect(res.json.explanation_en).toMatch(/riskier reading, Level 7 Regular, is reported/);
  });

  it('a caption naming a drink overrides a photo that looked like a purée', async () => {
    const t = classifyText('coffee');
    expect(t).toMatchObject({ level: 0, kind: 'drink' }); // precondition on the text engine
    const res = await postForm([{ name: 'description', value: 'coffee' }, imagePart(images.png)]);
    expect(res.json).toMatchObject({ iddsi_level: 0, kind: 'drink' });
    expect(res.json.confirm_with.join(' ')).toMatch(/flow test/);
  });

  it('a decompression bomb is a 400 naming its dimensions', async () => {
    const res = await postForm([imagePart(pngBomb(), 'bomb.png', 'image/png')]);
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('invalid_image');
    expect(res.json.message).toMatch(/30000 × 30000/);
  });

  it('a truncated image is invalid_image', async () => {
    const res = await postForm([imagePart(images.webp.subarray(0, images.webp.length >> 1))]);
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('invalid_image');
  });

  it('a text file named .jpg is invalid_image', async () => {
    const res = await postForm([imagePart(Buffer.from('definitely not a photo'), 'meal.jpg', 'image/jpeg')]);
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('invalid_image');
  });
});

describe('the JSON alternative', () => {
  it.each(FORMATS)('accepts image_base64 of a %s, whatever image_type says', async (format) => {
    const res = await invoke(
      handler,
      jsonEvent({ image_base64: images[format].toString('base64'), image_type: 'image/tiff', language: 'th' }),
    );
    expect(res.status).toBe(200);
    expect(res.json.iddsi_level).toBe(4);
    expect(res.json.multilingual_explanation.th).toMatch(/ภาพถ่ายไม่สามารถยืนยัน/);
  });

  it('accepts a data: URL and line-wrapped base64', async () => {
    const wrapped = images.png.toString('base64').replace(/(.{76})/g, '$1\n');
    const res = await invoke(handler, jsonEvent({ image_base64: `data:image/png;base64,${wrapped}` }));
    expect(res.status).toBe(200);
  });

  it('works when API Gateway base64-encodes the JSON body', async () => {
    const event = jsonEvent({ image_base64: images.jpeg.toString('base64') });
    const res = await invoke(handler, { ...event, body: Buffer.from(event.body!).toString('base64'), isBase64Encoded: true });
    expect(res.status).toBe(200);
  });

  it('no image, or an empty one, is missing_image', async () => {
    for (const body of [{ language: 'en' }, { image_base64: '' }]) {
      const res = await invoke(handler, jsonEvent(body));
      expect(res.status).toBe(400);
      expect(res.json.error).toBe('missing_image');
    }
  });

  it('invalid base64 is invalid_image', async () => {
    const res = await invoke(handler, jsonEvent({ image_base64: 'not base64 at all!' }));
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('invalid_image');
  });

  it('more than 10 MB decoded is a 413 before decoding', async () => {
    const res = await invoke(handler, jsonEvent({ image_base64: Buffer.alloc(MAX_IMAGE_BYTES + 3).toString('base64') }));
    expect(res.status).toBe(413);
    expect(res.json.error).toBe('payload_too_large');
  });

  it('both image_base64 and s3_key is a 400', async () => {
    const res = await invoke(handler, jsonEvent({ image_base64: images.jpeg.toString('base64'), s3_key: 'uploads/x.jpg' }));
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/not both/);
  });

  it('malformed JSON and a bad language are invalid_request', async () => {
    expect((await invoke(handler, jsonEvent('{"image_base64": '))).json.error).toBe('invalid_request');
    const res = await invoke(handler, jsonEvent({ image_base64: images.jpeg.toString('base64'), language: 'xx' }));
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/^language must be one of/);
  });

  it('answers a CORS preflight', async () => {
    const event = jsonEvent({});
    const res = await invoke(handler, {
      ...event,
      requestContext: { ...event.requestContext, http: { ...event.requestContext.http, method: 'OPTIONS' } },
    });
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});
