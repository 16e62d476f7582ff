/**
 * Names shared by the code that emits metrics (shared/observability) and the
 * infrastructure that alarms and draws dashboards on them (infra/monitoring.ts):
 * one place, so a renamed metric cannot silently orphan its alarm.
 */

/** Powertools service name: the `service` key of every log line and the `service` metric dimension. */
export const SERVICE_NAME = 'dysphagia-service';

/** CloudWatch namespace of the service's embedded-metric-format metrics. */
export const METRICS_NAMESPACE = 'DysphagiaService';

/** Metric names (embedded metric format, published at the end of each invocation). */
export const METRIC = {
  /** One per answered request; dimensions route and status class ("2xx", "4xx", "5xx"). */
  requests: 'Requests',
  /** Handler time in milliseconds; dimension route. */
  latency: 'Latency',
  /** One per call to a hosted model; dimensions model and outcome ("ok" or a failure reason). */
  modelCalls: 'ModelCalls',
  /** One per answer the embedded engine gave because the hosted model did not; dimension reason. */
  modelFallbacks: 'ModelFallbacks',
  /** Tokens sent to and received from a model; dimension model. */
  tokensIn: 'ModelInputTokens',
  tokensOut: 'ModelOutputTokens',
} as const;

/** Dimension names. Every metric also carries `service` and `stage`. */
export const DIMENSION = {
  stage: 'stage',
  route: 'route',
  status: 'status',
  model: 'model',
  outcome: 'outcome',
  reason: 'reason',
  component: 'component',
} as const;
