/**
 * The interactive reference as a partner opens it: Debian's Chromium,
 * headless, driven by playwright-core, against the local server on
 * 127.0.0.1. Every operation of the served document must be listed, "try it
 * out" must reach the same server, the Content-Security-Policy must hold
 * (no violation), and no request may leave the machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

/** Debian's chromium package; `.ci/run` installs it when missing. */
const CHROMIUM = '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

let server: TestServer;
let context: BrowserContext;
let page: Page;
let profile: string;
const requested: string[] = [];
const refused: string[] = [];
const problems: string[] = [];

beforeAll(async () => {
  if (!fs.existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} is missing: apt-get update && apt-get install -y chromium (.ci/run does this)`);
  server = await startTestServer();
  profile = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-chromium-'));
  context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: FLAGS });
  const origin = new URL(server.url).origin;
  // Anything not for the local server is refused, and recorded.
  await context.route('**/*', (route) => {
    const url = route.request().url();
    requested.push(url);
    if (new URL(url).origin === origin) return route.continue();
    refused.push(url);
    return route.abort();
  });
  page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (m) => {
    if (m.type() === 'error' || /Content Security Policy/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
});
afterAll(async () => {
  await context?.close();
  await server?.close();
  if (profile) fs.rmSync(profile, { recursive: true, force: true });
});

describe('GET /api/docs in a browser', () => {
  it('lists every operation of the served document', async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const expected = Object.entries(doc.paths).flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`));

    const res = await page.goto(`${server.url}/api/docs`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-security-policy']).toMatch(/default-src 'none'.*script-src 'self'/);
    await page.waitForSelector('.opblock', { timeout: 60_000 });
    const listed = await page.$$eval('.opblock', (blocks) =>
      blocks.map(
        (b) =>
          `${b.querySelector('.opblock-summary-method')?.textContent?.trim()} ${b.querySelector('[data-path]')?.getAttribute('data-path')}`,
      ),
    );
    expect(listed.sort()).toEqual(expected.sort());
  });

  it('"try it out" sends the request to the same server and shows its answer', async () => {
    const block = page.locator('#operations-clinical-qa-clinical-qa-health');
    await block.locator('.opblock-summary').click();
    await block.getByRole('button', { name: 'Try it out' }).click();
    const answer = page.waitForResponse((r) => r.url() === `${server.url}/api/clinical-qa` && r.request().method() === 'GET');
    await block.getByRole('button', { name: 'Execute' }).click();
    expect((await answer).status()).toBe(200);
    await expect.poll(() => block.locator('.live-responses-table .response .response-col_status').first().textContent()).toContain('200');
  });

  it('loaded everything from the local server, with no console error or CSP violation', () => {
    expect(requested.length).toBeGreaterThanOrEqual(5);
    expect(refused).toEqual([]);
    expect(problems).toEqual([]);
  });
});
