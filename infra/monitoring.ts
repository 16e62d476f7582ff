/**
 * Alarms and the dashboard of one stage. Every alarm goes to the stage's
 * topic and to the recipient the stage table names (infra/stages.ts); the
 * service's own metrics (requests, latency, model calls, fallbacks, tokens)
 * come from shared/observability in embedded metric format, under the names
 * in shared/observability/names.ts.
 */
import { Duration, type Stack } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
  type IAlarmAction,
  type IMetric,
  type IWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, MetricFilter, type LogGroup } from 'aws-cdk-lib/aws-logs';
import { DIMENSION, METRIC, METRICS_NAMESPACE, SERVICE_NAME } from '../shared/observability/names';
import { pascal } from './construct-ids';
import type { StageSettings } from './stages';

/** Alarm when a function's p99 duration reaches this share of its timeout. */
export const DURATION_ALARM_SHARE = 0.8;
/** Alarm on account concurrency at this share of the quota. */
export const CONCURRENCY_ALARM_SHARE = 0.8;
const PERIOD = Duration.minutes(5);

/**
 * p99 latency budget of each handler module (ms): what a caller may expect,
 * well inside the function timeout. Model-backed modules include the model
 * deadline; the rule-based ones answer in milliseconds.
 */
export const LATENCY_BUDGET_MS: Readonly<Record<string, number>> = {
  'iddsi-classify': 1_000,
  'voice-aspiration-screen': 1_000,
  'iddsi-classify-audio': 500,
  openapi: 1_000,
  articles: 1_500,
  'image-upload-url': 1_500,
  'not-found': 500,
  'clinical-qa': 12_000,
  'iddsi-batch': 24_000,
  'iddsi-classify-image': 20_000,
  usage: 1_000,
};

/** Budget of a module the table does not name (a new GET route of static content). */
export const DEFAULT_LATENCY_BUDGET_MS = 1_000;

export interface MonitoringProps {
  stage: StageSettings;
  /** The REST API's name and stage: the ApiName and Stage dimensions of its metrics. */
  api: { apiName: string; stageName: string };
  functions: ReadonlyMap<string, LambdaFunction>;
  accessLogs: LogGroup;
  actions: readonly IAlarmAction[];
  /** A hosted model is configured: alarm on the fallback rate. */
  modelBacked: boolean;
}

/** A REST API metric of this stage (5XXError, 4XXError, Count, Latency, IntegrationLatency). */
export function gatewayMetric(api: MonitoringProps['api'], name: string, statistic: string): Metric {
  return new Metric({
    namespace: 'AWS/ApiGateway',
    metricName: name,
    dimensionsMap: { ApiName: api.apiName, Stage: api.stageName },
    statistic,
    period: PERIOD,
  });
}

/** A metric of the service's own namespace, for this stage (and a route, model, ... when given). */
export function serviceMetric(stage: string, name: string, statistic: string, dims: Record<string, string> = {}): Metric {
  return new Metric({
    namespace: METRICS_NAMESPACE,
    metricName: name,
    dimensionsMap: { service: SERVICE_NAME, [DIMENSION.stage]: stage, ...dims },
    statistic,
    period: PERIOD,
  });
}

function alarm(
  stack: Stack,
  id: string,
  actions: readonly IAlarmAction[],
  props: {
    description: string;
    metric: IMetric;
    threshold: number;
    evaluationPeriods?: number;
    datapointsToAlarm?: number;
    comparison?: ComparisonOperator;
  },
): Alarm {
  const a = new Alarm(stack, id, {
    alarmDescription: props.description,
    metric: props.metric,
    threshold: props.threshold,
    evaluationPeriods: props.evaluationPeriods ?? 1,
    ...(props.datapointsToAlarm ? { datapointsToAlarm: props.datapointsToAlarm } : {}),
    comparisonOperator: props.comparison ?? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  a.addAlarmAction(...actions);
  return a;
}

/** Errors, throttles and p99 duration near the timeout, per function. */
function functionAlarms(stack: Stack, name: string, fn: LambdaFunction, timeoutSeconds: number, actions: readonly IAlarmAction[]): void {
  alarm(stack, `${name}ErrorsAlarm`, actions, {
    description: `${name}: function errors (crashes or timeouts)`,
    metric: fn.metricErrors({ period: PERIOD, statistic: 'Sum' }),
    threshold: 1,
  });
  alarm(stack, `${name}ThrottlesAlarm`, actions, {
    description: `${name}: invocations throttled (reserved or account concurrency reached)`,
    metric: fn.metricThrottles({ period: PERIOD, statistic: 'Sum' }),
    threshold: 1,
  });
  alarm(stack, `${name}DurationAlarm`, actions, {
    description: `${name}: p99 duration at ${DURATION_ALARM_SHARE * 100}% of the ${timeoutSeconds} s timeout`,
    metric: fn.metricDuration({ period: PERIOD, statistic: 'p99' }),
    threshold: Math.round(timeoutSeconds * 1000 * DURATION_ALARM_SHARE),
    evaluationPeriods: 3,
    datapointsToAlarm: 2,
  });
}

/** API Gateway's own throttling (429) never reaches a function: counted from the access log. */
function gatewayThrottles(stack: Stack, stage: StageSettings, accessLogs: LogGroup): Metric {
  const filter = new MetricFilter(stack, 'GatewayThrottledFilter', {
    logGroup: accessLogs,
    filterPattern: FilterPattern.stringValue('$.status', '=', '429'),
    metricNamespace: `${METRICS_NAMESPACE}/${stage.name}`,
    metricName: 'GatewayThrottled',
    metricValue: '1',
    defaultValue: 0,
  });
  return filter.metric({ statistic: 'Sum', period: PERIOD });
}

/** Every alarm and the dashboard of a stage. */
export function addMonitoring(stack: Stack, props: MonitoringProps): void {
  const { stage, api, actions } = props;
  const s = stage.name;
  for (const [module, fn] of props.functions) functionAlarms(stack, pascal(module), fn, fn.timeout!.toSeconds(), actions);

  alarm(stack, 'Api5xxAlarm', actions, {
    description: `REST API answered 5xx (${s})`,
    metric: gatewayMetric(api, '5XXError', 'Sum'),
    threshold: 5,
  });
  alarm(stack, 'Api4xxSurgeAlarm', actions, {
    description: `REST API answered ${stage.alarms.clientErrorsPer5Min}+ 4xx in 5 minutes (${s}): a partner integration broke, or abuse`,
    metric: gatewayMetric(api, '4XXError', 'Sum'),
    threshold: stage.alarms.clientErrorsPer5Min,
  });
  const throttled = gatewayThrottles(stack, stage, props.accessLogs);
  alarm(stack, 'Api429SurgeAlarm', actions, {
    description: `API Gateway throttled ${stage.alarms.throttledPer5Min}+ requests in 5 minutes (${s}): callers exceed their plan's rate or quota`,
    metric: throttled,
    threshold: stage.alarms.throttledPer5Min,
  });
  for (const module of props.functions.keys()) {
    const budget = LATENCY_BUDGET_MS[module] ?? DEFAULT_LATENCY_BUDGET_MS;
    alarm(stack, `${pascal(module)}LatencyBudgetAlarm`, actions, {
      description: `${module}: p99 latency over its ${budget} ms budget (${s})`,
      metric: serviceMetric(s, METRIC.latency, 'p99', { [DIMENSION.route]: module }),
      threshold: budget,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
    });
  }
  const fallbackRate = new MathExpression({
    expression: 'IF(calls > 0, fallbacks / calls, 0)',
    usingMetrics: { calls: serviceMetric(s, METRIC.modelCalls, 'Sum'), fallbacks: serviceMetric(s, METRIC.modelFallbacks, 'Sum') },
    period: PERIOD,
    label: 'model fallback rate',
  });
  if (props.modelBacked) {
    alarm(stack, 'ModelFallbackRateAlarm', actions, {
      description: `over ${stage.alarms.fallbackRate * 100}% of model calls fell back to the embedded engines (${s}): the hosted model is failing or throttled`,
      metric: fallbackRate,
      threshold: stage.alarms.fallbackRate,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      comparison: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
  }
  const concurrency = new Metric({
    namespace: 'AWS/Lambda',
    metricName: 'ConcurrentExecutions',
    statistic: 'Maximum',
    period: Duration.minutes(1),
  });
  alarm(stack, 'AccountConcurrencyAlarm', actions, {
    description: `account Lambda concurrency at ${CONCURRENCY_ALARM_SHARE * 100}% of its ${stage.alarms.accountConcurrency} quota (all functions of the region)`,
    metric: concurrency,
    threshold: Math.floor(stage.alarms.accountConcurrency * CONCURRENCY_ALARM_SHARE),
    evaluationPeriods: 3,
    datapointsToAlarm: 2,
  });
  addDashboard(stack, props, { throttled, fallbackRate, concurrency });
}

type DashboardMetrics = { throttled: IMetric; fallbackRate: IMetric; concurrency: IMetric };
type WidgetRows = IWidget[][];

/** One dashboard per stage: traffic, errors, latency against budget, models, capacity. */
function addDashboard(stack: Stack, props: MonitoringProps, m: DashboardMetrics): void {
  new Dashboard(stack, 'Dashboard', {
    dashboardName: `dysphagia-service-${props.stage.name}`,
    widgets: [...trafficRows(props, m), ...capacityRows(props, m)],
  });
}

/** The title, then requests, errors and latency: what callers see. */
function trafficRows(props: MonitoringProps, m: DashboardMetrics): WidgetRows {
  const s = props.stage.name;
  const modules = [...props.functions.keys()];
  const perRoute = (name: string, statistic: string) =>
    modules.map((r) => serviceMetric(s, name, statistic, { [DIMENSION.route]: r }).with({ label: r }));
  return [
    [
      new TextWidget({
        markdown: `# Dysphagia service (${s})\nAlarms go to the stage topic and the stage table's recipient. Runbook: docs/DEPLOY.md.`,
        width: 24,
        height: 2,
      }),
    ],
    [
      new GraphWidget({ title: 'Requests by route', left: perRoute(METRIC.requests, 'Sum'), width: 12 }),
      new GraphWidget({
        title: 'API 4xx, 5xx and gateway 429',
        left: [
          gatewayMetric(props.api, '4XXError', 'Sum').with({ label: '4xx' }),
          gatewayMetric(props.api, '5XXError', 'Sum').with({ label: '5xx' }),
          m.throttled,
        ],
        width: 12,
      }),
    ],
    [
      new GraphWidget({
        title: 'Gateway latency p99 (ms): whole request, and the function part',
        left: [
          gatewayMetric(props.api, 'Latency', 'p99').with({ label: 'Latency' }),
          gatewayMetric(props.api, 'IntegrationLatency', 'p99').with({ label: 'IntegrationLatency' }),
        ],
        width: 24,
      }),
    ],
    [
      new GraphWidget({
        title: 'p99 latency by route (ms; budgets in infra/monitoring.ts)',
        left: perRoute(METRIC.latency, 'p99'),
        width: 24,
      }),
    ],
  ];
}

/** Models, then function errors, throttles and concurrency: what the service spends. */
function capacityRows(props: MonitoringProps, m: DashboardMetrics): WidgetRows {
  const s = props.stage.name;
  const fns = [...props.functions.entries()];
  return [
    [
      new GraphWidget({
        title: 'Model calls and fallbacks',
        left: [serviceMetric(s, METRIC.modelCalls, 'Sum'), serviceMetric(s, METRIC.modelFallbacks, 'Sum')],
        right: [m.fallbackRate],
        width: 12,
      }),
      new GraphWidget({
        title: 'Model tokens',
        left: [serviceMetric(s, METRIC.tokensIn, 'Sum'), serviceMetric(s, METRIC.tokensOut, 'Sum')],
        width: 12,
      }),
    ],
    [
      new GraphWidget({
        title: 'Function errors and throttles',
        left: fns.flatMap(([r, fn]) => [fn.metricErrors({ label: `${r} errors` }), fn.metricThrottles({ label: `${r} throttles` })]),
        width: 12,
      }),
      new GraphWidget({
        title: 'Concurrency (account, per function)',
        left: [m.concurrency, ...fns.map(([r, fn]) => fn.metric('ConcurrentExecutions', { statistic: 'Maximum', label: r }))],
        width: 12,
      }),
    ],
  ];
}
