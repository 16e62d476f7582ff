/**
 * GET /api/docs and its assets over HTTP: the page, its policy, its files
 * (served from the install-time copy of Swagger UI), a 404 for anything
 * else, and the document's first server being the one the page came from.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function getText(url: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      })
      .on('error', reject);
  });
}

const assetUrls = (html: string) => [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);

describe('the reference page', () => {
  it('is HTML under a policy that allows only this origin, and loads only its own files', async () => {
    const res = await fetch(`${server.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    for (const directive of csp.split('; ')) expect(directive, directive).not.toMatch(/https?:|\*|unsafe/);
    const html = await res.text();
    const urls = assetUrls(html);
    expect(urls.length).toBe(3);
    for (const url of urls) expect(url).toMatch(/^docs\/assets\/[\w.-]+\?v=[\d.]+$/);
    expect(html).not.toMatch(/<script>|<style>| style=/);
  });

  it('keeps its file links right behind a trailing slash', async () => {
    const html = await (await fetch(`${server.url}/api/docs/`)).text();
    for (const url of assetUrls(html)) expect(url).toMatch(/^assets\//);
  });

  it.each([
    ['swagger-ui-bundle.js', 'text/javascript', 'SwaggerUIBundle'],
    ['swagger-ui.css', 'text/css', '.swagger-ui'],
    ['docs.js', 'text/javascript', '/openapi.json'],
  ])('serves %s as %s', async (file, type, marker) => {
    const res = await fetch(`${server.url}/api/docs/assets/${file}?v=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(`${type}; charset=utf-8`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const body = await res.text();
    expect(body).toContain(marker);
    expect(body).not.toContain('sourceMappingURL');
  });

  it.each(['nothing.js', '..%2Fpackage.json', 'constructor', '__proto__'])('answers a JSON 404 for %s', async (file) => {
    const res = await fetch(`${server.url}/api/docs/assets/${file}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'not_found' });
  });

  it('gives the OpenAPI document the server the request reached as its first server', async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as { servers: { url: string }[] };
    expect(doc.servers[0]!.url).toBe(server.url);
    // fetch will not set Host: a plain request, as a proxy in front of the service would send it.
    const proxied = JSON.parse(await getText(`${server.url}/api/openapi.json`, { host: 'api.example.test', 'x-forwarded-proto': 'https' }));
    expect(proxied.servers[0].url).toBe('https://api.example.test');
  });
});
