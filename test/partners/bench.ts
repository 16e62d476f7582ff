/**
 * The authorizer's cost per call, warm: `npx tsx test/partners/bench.ts`.
 * A local store of 1,000 partners; keyed calls spread over 100 of them,
 * anonymous calls, and unknown keys. Times one identify() and one whole
 * gate pass (identify, rate, quota, metering) per call, and the stage's REST
 * Lambda authorizer handler on its event (headers, policy, usage plan key,
 * billable quota); prints p50/p99/max.
 * The bar: the authorizer adds at most 5 ms p99 warm.
 */
import path from 'node:path';
import { createPartner } from '../../shared/partners/admin';
import type { APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { setConfig } from '../../shared/config';
import { Authorizer } from '../../shared/partners/authorizer';
import { authorize } from '../../shared/partners/cloud';
import { resetPartnerGate } from '../../shared/partners/platform';
import { FilePartnerStore } from '../../shared/partners/file-store';
import { PartnerGate } from '../../shared/partners/gate';
import { newApiKey } from '../../shared/partners/keys';
import { LocalUsageLedger } from '../../shared/partners/local-ledger';
import { RateLimiter } from '../../shared/partners/rate-limit';
import { percentile } from '../bench/stats';
import { tempDir } from './helpers';

const CALLS = 200_000;

async function time(label: string, n: number, fn: (i: number) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 5_000; i++) await fn(i); // warm: JIT, caches
  const samples = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const t0 = process.hrtime.bigint();
    await fn(i);
    samples[i] = Number(process.hrtime.bigint() - t0) / 1e6;
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const ms = (v: number) => `${v.toFixed(4)} ms`;
  console.log(
    `${label.padEnd(44)} p50 ${ms(percentile(sorted, 50))}  p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted[sorted.length - 1]!)}  (${n} calls)`,
  );
}

const dir = tempDir();
const store = new FilePartnerStore(path.join(dir, 'partners.json'), 1_000);
const keys: string[] = [];
for (let i = 0; i < 1_000; i++)
  keys.push((await createPartner(store, { partnerId: `partner-${String(i).padStart(4, '0')}`, plan: 'enterprise' })).apiKey);
const unknown = Array.from({ length: 100 }, () => newApiKey());
const authorizer = new Authorizer(store, 30_000);
const gate = new PartnerGate(authorizer, new RateLimiter(), new LocalUsageLedger(path.join(dir, 'usage')), {
  limitAnonymous: true,
  enforceRates: true,
});

console.log(`authorizer bench: ${keys.length} partners in the local store, node ${process.version}`);
await time('identify: partner key (cached lookup)', CALLS, (i) => authorizer.identify(keys[i % 100]));
await time('identify: no key (public plan)', CALLS, () => authorizer.identify(undefined));
await time('identify: unknown key (cached miss)', CALLS, (i) => authorizer.identify(unknown[i % 100]));
await time('identify: malformed key (no lookup)', CALLS, () => authorizer.identify('x'.repeat(300)));
await time('gate: admit + meter, billable partner call', 50_000, async (i) => {
  // 900 partners: each stays under its burst, so every call goes the whole way (admitted and metered).
  const admitted = await gate.admit(keys[(i % 900) + 100], 'iddsi-classify', '127.0.0.1');
  if (!admitted.ok) throw new Error('refused');
  if (admitted.ok)
    gate.meter(admitted.admission, {
      routeId: 'iddsi-classify',
      routeKey: 'POST /api/iddsi-classify',
      status: 200,
      replay: false,
      requestId: `r${i}`,
    });
});

// The stage's authorizer handler over the same store (its gate reads the configuration).
setConfig({
  PARTNERS_FILE: path.join(dir, 'partners.json'),
  USAGE_DIR: path.join(dir, 'usage-rest'),
  PARTNER_CACHE_TTL_MS: '30000',
  PUBLIC_USAGE_KEY: 'bench-public-plan-usage-key',
});
resetPartnerGate();
const restEvent = (key: string | undefined) =>
  ({
    type: 'REQUEST',
    methodArn: 'arn:aws:execute-api:eu-west-1:123456789012:abc/v1/POST/api/iddsi-classify',
    resource: '/api/iddsi-classify',
    path: '/api/iddsi-classify',
    httpMethod: 'POST',
    headers: key ? { 'X-Api-Key': key, 'Content-Type': 'application/json' } : { 'Content-Type': 'application/json' },
    multiValueHeaders: key ? { 'X-Api-Key': [key], 'Content-Type': ['application/json'] } : { 'Content-Type': ['application/json'] },
    requestContext: { identity: { sourceIp: '203.0.113.9' } },
  }) as unknown as APIGatewayRequestAuthorizerEvent;
const keyedEvents = keys.slice(0, 100).map((k) => restEvent(k));
const anonymousEvent = restEvent(undefined);
await time('REST authorizer handler: partner key', 50_000, (i) => authorize(keyedEvents[i % 100]!));
await time('REST authorizer handler: anonymous', 50_000, () => authorize(anonymousEvent));
