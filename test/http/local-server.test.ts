/**
 * The local server as a partner's machine meets it: HOST, citations on the
 * host the request came in on, and a 413 that every client can read.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig, publicBaseUrl } from '../../shared/config';
import { startLocalServer } from '../../infra/local/server';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('configuration', () => {
  it('listens on loopback unless HOST says otherwise', () => {
    expect(parseConfig({}).HOST).toBe('127.0.0.1');
    expect(parseConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('builds public URLs from PUBLIC_BASE_URL, else the request, else localhost on PORT', () => {
    expect(publicBaseUrl(parseConfig({ PUBLIC_BASE_URL: 'https://api.example.org/v1' }), 'http://10.0.0.2:3000')).toBe(
      'https://api.example.org/v1',
    );
    expect(publicBaseUrl(parseConfig({ PUBLIC_BASE_URL: '' }), 'http://10.0.0.2:3000')).toBe('http://10.0.0.2:3000');
    expect(publicBaseUrl(parseConfig({ PORT: '8080' }))).toBe('http://localhost:8080');
  });

  it('serves on the HOST it is given', async () => {
    const other = await startLocalServer(0, () => undefined, '127.0.0.1');
    const address = other.address();
    expect(typeof address === 'object' && address?.address).toBe('127.0.0.1');
    await new Promise((resolve) => other.close(resolve));
  });
});

describe('citations without PUBLIC_BASE_URL', () => {
  it('point at the host and port the request came in on', async () => {
    const res = await fetch(`${server.url}/api/clinical-qa`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'How is the IDDSI flow test done?' }),
    });
    const json = (await res.json()) as { sources: { url: string }[] };
    expect(json.sources.length).toBeGreaterThan(0);
    for (const s of json.sources) expect(s.url.startsWith(`${server.url}/api/articles/`)).toBe(true);
    const article = await fetch(json.sources[0]!.url, { headers: { accept: 'application/json' } });
    expect(article.status).toBe(200);
  });
});

describe('a body over the limit', () => {
  const big = () => Buffer.alloc(30 * 1024 * 1024, 0x61);

  it('is a 413 that fetch reads, with its JSON body', async () => {
    const res = await fetch(`${server.url}/api/iddsi-classify-image`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big(),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: 'payload_too_large' });
  });

  it('is a 413 that fetch reads when the body streams in with no length (closing early failed it with EPIPE)', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream({ pull: (c) => (sent++ < 30 ? c.enqueue(chunk) : c.close()) });
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' };
    const res = await fetch(`${server.url}/api/iddsi-classify`, init as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: 'payload_too_large' });
  });

  it('is a 413 for a chunked body with no Content-Length, and the connection stays usable', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const url = new URL(`${server.url}/api/iddsi-classify`);
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        url,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      const chunk = Buffer.alloc(1024 * 1024, 0x61);
      for (let i = 0; i < 12; i++) req.write(chunk);
      req.end();
    });
    expect(status).toBe(413);
    const next = await new Promise<number>((resolve, reject) => {
      http
        .get(new URL(`${server.url}/api/clinical-qa`), { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
        .on('error', reject);
    });
    expect(next).toBe(200);
    agent.destroy();
  });
});
