/**
 * The request log line, logger keys and metrics of shared/observability:
 * Powertools JSON on stdout, the same in Lambda and in the local server, and
 * never a request body.
 */
import middy from '@middy/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../shared/config';
import { logWarning } from '../../shared/observability/logger';
import { METRIC, METRICS_NAMESPACE } from '../../shared/observability/names';
import { recordFallback, recordModelCall, statusClass } from '../../shared/observability/metrics';
import { observeRequests } from '../../shared/observability/request-log';
import { apiEvent, testContext } from '../support/events';
import type { Json } from '../support/json';

afterEach(() => {
  setConfig();
  vi.restoreAllMocks();
});

/** Every JSON line written to stdout or stderr while `fn` runs. */
async function stdoutLines(fn: () => Promise<unknown> | unknown): Promise<Record<string, Json>[]> {
  const chunks: string[] = [];
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation(((c: unknown) => {
      chunks.push(String(c));
      return true;
    }) as never);
  }
  try {
    await fn();
  } finally {
    vi.restoreAllMocks();
  }
  return chunks
    .join('')
    .split('\n')
    .filter((l) => l.trim().startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, Json>);
}

const handler = (status: number) => middy(async () => ({ statusCode: status, body: '{"ok":true}' })).use(observeRequests('iddsi-classify'));

describe('the per-request log line', () => {
  it('is one Powertools JSON line with route, status, timing, sizes and partner, never the body', async () => {
    setConfig({ STAGE: 'staging', EMIT_METRICS: 'false' });
    const event = apiEvent('POST', '/api/iddsi-classify', '{"text":"Mrs Chan dislikes peas"}', {
      'content-type': 'application/json',
      'x-partner-id': 'acme-care',
      origin: 'https://app.acme.example',
    });
    const lines = await stdoutLines(() => handler(200)(event, testContext));
    const line = lines.find((l) => l.type === 'request')!;
    expect(line).toMatchObject({
      level: 'INFO',
      message: 'request',
      service: 'dysphagia-service',
      stage: 'staging',
      route: 'iddsi-classify',
      method: 'POST',
      status: 200,
      partner: 'acme-care',
      origin: 'https://app.acme.example',
      bytes_in: 33,
      bytes_out: 11,
    });
    expect(typeof line.ms).toBe('number');
    expect(typeof line.cold_start).toBe('boolean');
    expect(JSON.stringify(lines)).not.toContain('Chan');
  });

  it('does not copy an arbitrary header value into the logs', async () => {
    setConfig({ EMIT_METRICS: 'false' });
    const forged = apiEvent('POST', '/api/iddsi-classify', '{}', { 'x-partner-id': 'x"}\n{"forged":1' });
    const lines = await stdoutLines(() => handler(200)(forged, testContext));
    expect(lines.find((l) => l.type === 'request')!.partner).toBe('invalid');
    expect(lines.some((l) => 'forged' in l)).toBe(false);
  });
});

describe('metrics in embedded metric format', () => {
  it('counts and times each request by route and status class, with an aggregate set for alarms', async () => {
    setConfig({ STAGE: 'prod', EMIT_METRICS: 'true' });
    const lines = await stdoutLines(() => handler(429)(apiEvent('POST', '/api/iddsi-classify', '{}'), testContext));
    const emf = lines.find((l) => l._aws)!;
    const [directive] = emf._aws.CloudWatchMetrics;
    expect(directive.Namespace).toBe(METRICS_NAMESPACE);
    expect(directive.Dimensions).toEqual([
      ['service', 'stage'],
      ['service', 'stage', 'route'],
      ['service', 'stage', 'route', 'status'],
    ]);
    expect(directive.Metrics.map((m: { Name: string }) => m.Name)).toEqual([METRIC.requests, METRIC.latency]);
    expect(emf).toMatchObject({ stage: 'prod', route: 'iddsi-classify', status: '4xx', [METRIC.requests]: 1 });
  });

  it('records model calls with tokens per model, and fallbacks by component and reason', async () => {
    setConfig({ EMIT_METRICS: 'true' });
    const lines = await stdoutLines(() => {
      recordModelCall('eu.anthropic.claude-haiku-4-5-20251001-v1:0', 'ok', { inputTokens: 812, outputTokens: 95 });
      recordFallback('batch', 'timeout');
    });
    const by = (metric: string) => lines.find((l) => metric in l)!;
    expect(by(METRIC.modelCalls)).toMatchObject({ model: 'eu.anthropic.claude-haiku-4-5-20251001-v1:0', outcome: 'ok' });
    expect(by(METRIC.tokensIn)).toMatchObject({ [METRIC.tokensIn]: 812, [METRIC.tokensOut]: 95 });
    expect(by(METRIC.modelFallbacks)).toMatchObject({ component: 'batch', reason: 'timeout', [METRIC.modelFallbacks]: 1 });
    expect(by(METRIC.modelFallbacks)._aws.CloudWatchMetrics[0].Dimensions[0]).toEqual(['service', 'stage']);
  });

  it('writes nothing outside Lambda unless asked', async () => {
    setConfig({ EMIT_METRICS: 'false' });
    expect(await stdoutLines(() => recordFallback('qa', 'throttled'))).toEqual([]);
    expect(statusClass(503)).toBe('5xx');
  });
});

describe('warnings', () => {
  it('are JSON lines naming the event with safe attributes', async () => {
    const lines = await stdoutLines(() => logWarning('model_fallback', { component: 'qa', reason: 'timeout' }));
    expect(lines[0]).toMatchObject({
      level: 'WARN',
      message: 'model_fallback',
      event: 'model_fallback',
      component: 'qa',
      reason: 'timeout',
    });
  });
});
