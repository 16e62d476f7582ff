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
  /** Region the functions call Bedrock in (the source region of an inference profile). */
  region: string;
  /**
   * Claude model for batch meal checks and Q&A answers: a foundation model id
   * ("anthropic.claude-...") or a cross-region inference profile id
   * ("us.anthropic.claude-..."). Unset: the embedded text model, no Bedrock access.
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

export interface StageSettings {
  name: StageName;
  /** CloudFormation stack name. */
  stackName: string;
  /** Pin account/region; unset: environment-agnostic (the CLI's credentials decide at deploy). */
  env?: { account?: string; region?: string };
  bedrock: BedrockSettings;
  /** HTTP API default route throttling (requests per second, burst). */
  throttle: { rateLimit: number; burstLimit: number };
  /** Retention of function logs and API access logs. */
  logRetention: RetentionDays;
  /** Keep buckets and log groups when the stack is deleted. */
  retainData: boolean;
  /** Alarm notifications go to this address (SNS email subscription); unset: topic only. */
  alarmEmail?: string;
  /** Public URL of the API (custom domain); unset: the HTTP API's own URL. */
  publicBaseUrl?: string;
}

const US_TEXT_MODEL = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';
const US_VISION_MODEL = 'us.anthropic.claude-sonnet-4-5-20250929-v1:0';
const TITAN_V1 = 'amazon.titan-embed-text-v1';

/** Staging and prod use the hosted models (Claude through US inference profiles). */
const HOSTED_MODELS: StageSettings['bedrock'] = {
  region: 'us-east-1',
  textModelId: US_TEXT_MODEL,
  visionModelId: US_VISION_MODEL,
  embeddingModelId: TITAN_V1,
  timeoutMs: 20_000,
};

export const STAGES: Readonly<Record<StageName, StageSettings>> = {
  dev: {
    name: 'dev',
    stackName: 'DysphagiaService-dev',
    // Embedded text and vision: a dev stack works right after deploy, with no model access to enable.
    bedrock: { region: 'us-east-1', embeddingModelId: TITAN_V1, timeoutMs: 20_000 },
    throttle: { rateLimit: 10, burstLimit: 20 },
    logRetention: RetentionDays.ONE_WEEK,
    retainData: false,
  },
  staging: {
    name: 'staging',
    stackName: 'DysphagiaService-staging',
    bedrock: HOSTED_MODELS,
    throttle: { rateLimit: 25, burstLimit: 50 },
    logRetention: RetentionDays.ONE_MONTH,
    retainData: false,
  },
  prod: {
    name: 'prod',
    stackName: 'DysphagiaService-prod',
    bedrock: HOSTED_MODELS,
    throttle: { rateLimit: 100, burstLimit: 200 },
    logRetention: RetentionDays.ONE_YEAR,
    retainData: true,
  },
};

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
