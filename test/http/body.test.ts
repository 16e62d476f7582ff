/**
 * JSON bodies are read in the charset they declare (UTF-8, UTF-16,
 * ISO-8859-1/Windows-1252), a byte-order mark is accepted, bytes invalid in
 * the charset are a 400, and another media type on a JSON route is a 415.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeText, jsonText, parseMediaType } from '../../shared/http/body';
import { startTestServer, type TestServer } from '../support/server';
import type { Json } from '../support/json';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const TEXT = 'puréed carrots, smooth, no lumps, holds its shape on a spoon';
const utf16be = (s: string) => Buffer.from(s, 'utf16le').swap16();
const BOM8 = Buffer.from([0xef, 0xbb, 0xbf]);

async function post(path: string, body: Buffer | string, contentType?: string) {
  const res = await fetch(server.url + path, { method: 'POST', headers: contentType ? { 'content-type': contentType } : {}, body });
  return { status: res.status, json: (await res.json()) as Record<string, Json> };
}

describe('decodeText', () => {
  it.each([
    ['utf-8', Buffer.from(TEXT, 'utf8')],
    ['iso-8859-1', Buffer.from(TEXT, 'latin1')],
    ['ISO-8859-1', Buffer.from(TEXT, 'latin1')],
    ['windows-1252', Buffer.from(TEXT, 'latin1')],
    ['utf-16le', Buffer.from(TEXT, 'utf16le')],
    ['utf-16be', utf16be(TEXT)],
    ['utf-16', Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(TEXT)])],
    [undefined, Buffer.concat([BOM8, Buffer.from(TEXT, 'utf8')])],
  ])('reads %s', (charset, bytes) => {
    expect(decodeText(bytes, charset?.toLowerCase())).toBe(TEXT);
  });

  it('refuses bytes that are not valid in the declared charset', () => {
    expect(() => decodeText(Buffer.from(TEXT, 'latin1'), 'utf-8')).toThrow(/not valid UTF-8.*charset/);
  });

  it('refuses a charset it does not read with a 415', () => {
    expect(() => decodeText(Buffer.from('{}'), 'koi8-r')).toThrow(expect.objectContaining({ code: 'unsupported_media_type' }));
  });

  it('parses quoted and upper-case parameters', () => {
    expect(parseMediaType('Application/JSON; Charset="ISO-8859-1"')).toEqual({ type: 'application/json', charset: 'iso-8859-1' });
  });

  it('accepts +json types and a missing Content-Type, and names application/json otherwise', () => {
    expect(jsonText('application/merge-patch+json', Buffer.from('{}'))).toBe('{}');
    expect(jsonText(undefined, Buffer.from('{}'))).toBe('{}');
    expect(() => jsonText('application/x-www-form-urlencoded', Buffer.from('a=b'))).toThrow(/application\/json/);
  });
});

describe('charsets over HTTP', () => {
  const body = JSON.stringify({ text: TEXT });

  it('reads a Latin-1 body as the same text as its UTF-8 twin', async () => {
    const utf8 = await post('/api/iddsi-classify', body, 'application/json');
    const latin1 = await post('/api/iddsi-classify', Buffer.from(body, 'latin1'), 'application/json; charset=iso-8859-1');
    expect(utf8.status).toBe(200);
    expect(latin1.status).toBe(200);
    expect(latin1.json.iddsi_level).toBe(utf8.json.iddsi_level);
    expect(latin1.json.evidence).toEqual(utf8.json.evidence);
  });

  it.each([
    ['UTF-16LE with a BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(body, 'utf16le')]), 'application/json; charset=utf-16'],
    ['UTF-16BE', utf16be(body), 'application/json; charset=utf-16be'],
    ['UTF-8 with a BOM', Buffer.concat([BOM8, Buffer.from(body)]), 'application/json'],
    ['UTF-8 with a BOM and no Content-Type', Buffer.concat([BOM8, Buffer.from(body)]), undefined],
  ])('reads %s', async (_name, bytes, type) => {
    const res = await post('/api/iddsi-classify', bytes, type);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  });

  it('answers undeclared Latin-1 bytes with a 400 that says to declare the charset', async () => {
    const res = await post('/api/iddsi-classify', Buffer.from(body, 'latin1'), 'application/json');
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/charset=iso-8859-1/);
  });
});

describe('media types', () => {
  it.each([
    '/api/iddsi-classify',
    '/api/voice-aspiration-screen',
    '/api/iddsi-batch',
    '/api/clinical-qa',
    '/api/iddsi-classify-image/upload-url',
  ])('%s answers a form-encoded body with 415 naming application/json', async (path) => {
    const res = await post(path, 'text=plain+water', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
    expect(res.json).toEqual({ error: 'unsupported_media_type', message: expect.stringContaining('application/json') });
  });

  it('the image route names both of its media types', async () => {
    const res = await post('/api/iddsi-classify-image', 'hello', 'text/plain');
    expect(res.status).toBe(415);
    expect(res.json.message).toMatch(/multipart\/form-data.*application\/json/);
  });
});
