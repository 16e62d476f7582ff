/**
 * The stage table: every deployment stage's names and settings, in one typed
 * place. `cdk deploy -c stage=<name>` selects a row; nothing else in infra/
 * hard-codes a stage difference.
 *
 * Route paths, timeouts and memory sizes are NOT here: they live in the route
 * table (shared/routes.ts) and are the same in every stage.
 */
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

export const STAGE_NAMES = ['dev', 'staging', 'prod'] as const;
export type StageName = (typeof STAGE_NAMES)[number];

export interface BedrockSettings {
  /**
   * Region the functions call Bedrock in (the source region of an inference
   * profile). Unset: the stack's own region, so request text stays in the
   * stage's geography (see SECURITY.md).
   */
  region?: string;
  /**
   * Claude model for batch meal checks and Q&A answers: a foundation model id
   * ("anthropic.claude-..."), a cross-region inference profile id
   * ("eu.anthropic.claude-..."), or "{geo}.anthropic.claude-...": the
   * inference profile of the Bedrock region's geography (us, eu, apac; see
   * infra/bedrock.ts). Unset: the embedded text model, no Bedrock access.
   */
  textModelId?: string;
  /** Claude model that looks at photos; unset: falls back to textModelId (or embedded). */
  visionModelId?: string;
  /**
   * Bedrock embedding model Q&A queries may call (Titan Text Embeddings v1).
   * Queries always use the model that built the shipped index (its
   * manifest.json names it): the grant and setting are added only when that is
   * this model; an index from another Bedrock model fails synthesis. An index
   * built by the embedded embedder needs no Bedrock access at all.
   */
  embeddingModelId?: string;
  /** Deadline of one model call; each function gets min(this, its timeout - 2 s). */
  timeoutMs: number;
  /**
   * Regions an inference profile may route to (foundation-model ARNs are
   * granted in each). Unset: the default list for the profile's geography
   * prefix (see infra/bedrock.ts). Check the profile's regions in the console.
   */
  inferenceProfileRegions?: readonly string[];
}

/** Who is told when an alarm fires: an e-mail address, or an existing SNS topic (on-call pager, chat). */
export type AlarmRecipient = { email: string } | { topicArn: string } | { topicName: string };

/**
 * Concurrency of the model-backed functions (reserved concurrent executions):
 * a cap that keeps Bedrock spend and the account's pool bounded, sized by
 * Little's law in docs/DEPLOY.md. Unset: no reservation (new accounts have
 * too small a pool to reserve from).
 */
export interface ModelConcurrency {
  'iddsi-batch': number;
  'clinical-qa': number;
  'iddsi-classify-image': number;
}

export interface AlarmSettings {
  /** Who is told. Required for staging and prod: their synthesis fails without it. */
  notify?: AlarmRecipient;
  /** Alarm when more than this share of model calls fell back to the embedded engine in 5 minutes. */
  fallbackRate: number;
  /** Alarm when more than this many 4xx answers (429 included) were sent in 5 minutes. */
  clientErrorsPer5Min: number;
  /** Alarm when API Gateway throttled (429) more than this many requests in 5 minutes. */
  throttledPer5Min: number;
  /** The account's Lambda concurrency quota in this region; alarm at 80 % of it. */
  accountConcurrency: number;
}

export interface StageSettings {
  name: StageName;
  /** CloudFormation stack name. */
  stackName: string;
  /** Pin account/region; unset: environment-agnostic (the CLI's credentials decide at deploy). */
  env?: { account?: string; region?: string };
  bedrock: BedrockSettings;
  /**
   * What all anonymous callers share (requests per second, burst): the public
   * usage plan's throttle. Each anonymous IP is also held to the public plan's
   * own rate by the WAF rule; partners are throttled by their plans' usage plans.
   */
  throttle: { rateLimit: number; burstLimit: number };
  /** Retention of function logs and API access logs. */
  logRetention: RetentionDays;
  /** Keep buckets and log groups when the stack is deleted. */
  retainData: boolean;
  /** Alarm recipients and thresholds. */
  alarms: AlarmSettings;
  /** Reserved concurrency of the model-backed functions. */
  concurrency?: ModelConcurrency;
  /** Powertools log level of every function (Lambda's application log level too). */
  logLevel: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
  /** Public URL of the API (custom domain); unset: the REST API stage's own URL (https://{id}.execute-api.{region}.amazonaws.com/v1). */
  publicBaseUrl?: string;
}

/** Claude through the inference profile of the stack region's geography (us., eu., apac.). */
const TEXT_MODEL = '{geo}.anthropic.claude-haiku-4-5-20251001-v1:0';
const VISION_MODEL = '{geo}.anthropic.claude-sonnet-4-5-20250929-v1:0';
const TITAN_V1 = 'amazon.titan-embed-text-v1';

/** Staging and prod use the hosted models, in the stack's own region and geography. */
const HOSTED_MODELS: StageSettings['bedrock'] = {
  textModelId: TEXT_MODEL,
  visionModelId: VISION_MODEL,
  embeddingModelId: TITAN_V1,
  timeoutMs: 20_000,
};

/** Alarm thresholds shared by the stages (recipients differ). */
const ALARM_THRESHOLDS = { fallbackRate: 0.2, accountConcurrency: 1000 } as const;

/**
 * The on-call topic every staging and prod alarm also goes to: an SNS topic
 * of this name in the stage's account and region, created once per account
 * and subscribed to by whoever is on call (docs/DEPLOY.md, step 2).
 */
export const ON_CALL_TOPIC = 'dysphagia-oncall';

export const STAGES: Readonly<Record<StageName, StageSettings>> = {
  dev: {
    name: 'dev',
    stackName: 'DysphagiaService-dev',
    // Embedded text and vision: a dev stack works right after deploy, with no model access to enable.
    bedrock: { embeddingModelId: TITAN_V1, timeoutMs: 20_000 },
    throttle: { rateLimit: 10, burstLimit: 20 },
    logRetention: RetentionDays.ONE_WEEK,
    retainData: false,
    // Dev alarms stay on the stage's own topic unless a developer subscribes to it.
    alarms: { ...ALARM_THRESHOLDS, clientErrorsPer5Min: 300, throttledPer5Min: 50 },
    logLevel: 'DEBUG',
  },
  staging: {
    name: 'staging',
    stackName: 'DysphagiaService-staging',
    // Region pinned: the Bedrock region and inference-profile geography follow it.
    env: { region: 'us-east-1' },
    bedrock: HOSTED_MODELS,
    throttle: { rateLimit: 25, burstLimit: 50 },
    logRetention: RetentionDays.ONE_MONTH,
    retainData: false,
    alarms: { ...ALARM_THRESHOLDS, notify: { topicName: ON_CALL_TOPIC }, clientErrorsPer5Min: 750, throttledPer5Min: 100 },
    concurrency: { 'iddsi-batch': 15, 'clinical-qa': 15, 'iddsi-classify-image': 10 },
    logLevel: 'INFO',
  },
  prod: {
    name: 'prod',
    stackName: 'DysphagiaService-prod',
    env: { region: 'us-east-1' },
    bedrock: HOSTED_MODELS,
    throttle: { rateLimit: 100, burstLimit: 200 },
    logRetention: RetentionDays.ONE_YEAR,
    retainData: true,
    alarms: { ...ALARM_THRESHOLDS, notify: { topicName: ON_CALL_TOPIC }, clientErrorsPer5Min: 3000, throttledPer5Min: 300 },
    concurrency: { 'iddsi-batch': 60, 'clinical-qa': 60, 'iddsi-classify-image': 40 },
    logLevel: 'INFO',
  },
};

/** Stages whose alarms must reach someone: synthesising them without a recipient is an error. */
export const NOTIFY_REQUIRED: readonly StageName[] = ['staging', 'prod'];

/** Throws when a stage that must tell someone names nobody. */
export function checkAlarmRecipient(stage: StageSettings): void {
  if (NOTIFY_REQUIRED.includes(stage.name) && !stage.alarms.notify) {
    throw new Error(
      `stage ${stage.name} names nobody to tell when an alarm fires: set alarms.notify in infra/stages.ts ` +
        '(an e-mail address or an existing SNS topic; docs/DEPLOY.md, step 2)',
    );
  }
}

export function isStageName(value: unknown): value is StageName {
  return typeof value === 'string' && (STAGE_NAMES as readonly string[]).includes(value);
}

/**
 * The stages selected by the `stage` context value: one name, a comma list,
 * or nothing / "all" for every stage. Unknown names are an error, not a guess.
 */
export function selectStages(context: unknown): StageSettings[] {
  if (context === undefined || context === null || context === '' || context === 'all') {
    return STAGE_NAMES.map((n) => STAGES[n]);
  }
  const names = String(context)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !isStageName(n));
  if (unknown.length > 0 || names.length === 0) {
    throw new Error(`unknown stage "${String(context)}": use one of ${STAGE_NAMES.join(', ')} or "all"`);
  }
  return [...new Set(names)].map((n) => STAGES[n as StageName]);
}
