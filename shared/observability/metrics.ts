/**
 * Service metrics in CloudWatch's embedded metric format, written by
 * Powertools Metrics as one JSON line per data point: requests and latency
 * per route, model calls per model and outcome, fallbacks per reason, tokens
 * per model. Each line carries an aggregate dimension set (service, stage)
 * for alarms and a detailed one for dashboards. Off outside Lambda unless
 * EMIT_METRICS=true.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { getConfig } from '../config';
import { getLogger } from './logger';
import { DIMENSION, METRIC, METRICS_NAMESPACE, SERVICE_NAME } from './names';

let metrics: Metrics | undefined;

function enabled(): boolean {
  const config = getConfig();
  return config.EMIT_METRICS ?? config.AWS_LAMBDA_FUNCTION_NAME !== undefined;
}

/**
 * Powertools warns whenever one key sits in two dimension sets, which is how
 * the aggregate and detailed sets are built here on purpose: those warnings
 * go to the debug level of the service logger, anything else stays a warning.
 */
const metricsLog = {
  debug: (...args: unknown[]) => getLogger().debug(String(args[0])),
  info: (...args: unknown[]) => getLogger().info(String(args[0])),
  warn: (...args: unknown[]) => {
    const text = String(args[0]);
    if (text.startsWith('EMF key ')) getLogger().debug(text);
    else getLogger().warn(text);
  },
  error: (...args: unknown[]) => getLogger().error(String(args[0])),
};

function getMetrics(): Metrics {
  metrics ??= new Metrics({ namespace: METRICS_NAMESPACE, serviceName: SERVICE_NAME, logger: metricsLog });
  return metrics;
}

type Dimensions = Record<string, string>;

/** Publishes one data point set now, under the aggregate and each detailed dimension set. */
type Unit = (typeof MetricUnit)[keyof typeof MetricUnit];

function emit(values: readonly [name: string, unit: Unit, value: number][], ...detail: Dimensions[]): void {
  if (!enabled()) return;
  const stage = { [DIMENSION.stage]: getConfig().STAGE };
  // Synchronous from first dimension to publish, so concurrent requests cannot interleave in the buffer.
  const m = getMetrics();
  m.addDimensions(stage);
  for (const dims of detail) m.addDimensions({ ...stage, ...dims });
  for (const [name, unit, value] of values) m.addMetric(name, unit, value);
  m.publishStoredMetrics();
}

/** "200" -> "2xx". */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/** One answered request: counted by route and status class, timed by route. */
export function recordRequest(route: string, status: number, ms: number): void {
  emit(
    [
      [METRIC.requests, MetricUnit.Count, 1],
      [METRIC.latency, MetricUnit.Milliseconds, ms],
    ],
    { [DIMENSION.route]: route },
    { [DIMENSION.route]: route, [DIMENSION.status]: statusClass(status) },
  );
}

/** Token counts of one model reply (Bedrock's usage block). */
export interface TokenUsage {
  inputTokens?: number;
  outputTokens?: number;
}

/** One call to a hosted model: its outcome ("ok" or a failure reason) and, when it answered, its tokens. */
export function recordModelCall(model: string, outcome: string, usage?: TokenUsage): void {
  emit([[METRIC.modelCalls, MetricUnit.Count, 1]], { [DIMENSION.model]: model, [DIMENSION.outcome]: outcome });
  if (usage?.inputTokens === undefined && usage?.outputTokens === undefined) return;
  emit(
    [
      [METRIC.tokensIn, MetricUnit.Count, usage.inputTokens ?? 0],
      [METRIC.tokensOut, MetricUnit.Count, usage.outputTokens ?? 0],
    ],
    { [DIMENSION.model]: model },
  );
}

/** The embedded engine answered because the hosted model did not (component: batch, qa, vision, qa-embedding). */
export function recordFallback(component: string, reason: string): void {
  emit([[METRIC.modelFallbacks, MetricUnit.Count, 1]], { [DIMENSION.component]: component, [DIMENSION.reason]: reason });
}
