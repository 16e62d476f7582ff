/**
 * IAM resources for a Bedrock model id from the stage table.
 *
 * - A foundation model id ("anthropic.claude-...", "amazon.titan-embed-text-v1")
 *   is one ARN: arn:<partition>:bedrock:<region>::foundation-model/<id>.
 * - A cross-region inference profile id ("us.anthropic.claude-...") is invoked
 *   through the profile in the account, and Bedrock then runs the foundation
 *   model in one of the profile's destination regions, so the caller needs the
 *   profile ARN AND the foundation-model ARN in every destination region.
 *   ("global." profiles also need the region-less foundation-model ARN.)
 */

import { Token } from 'aws-cdk-lib';

/** Default destination regions per geography prefix (check each profile's list in the console). */
export const PROFILE_REGIONS: Readonly<Record<string, readonly string[]>> = {
  us: ['us-east-1', 'us-east-2', 'us-west-1', 'us-west-2'],
  'us-gov': ['us-gov-east-1', 'us-gov-west-1'],
  ca: ['ca-central-1', 'ca-west-1'],
  eu: ['eu-central-1', 'eu-central-2', 'eu-north-1', 'eu-south-1', 'eu-south-2', 'eu-west-1', 'eu-west-2', 'eu-west-3'],
  apac: [
    'ap-east-2',
    'ap-northeast-1',
    'ap-northeast-2',
    'ap-northeast-3',
    'ap-south-1',
    'ap-south-2',
    'ap-southeast-1',
    'ap-southeast-2',
    'ap-southeast-3',
    'ap-southeast-4',
  ],
  jp: ['ap-northeast-1', 'ap-northeast-3'],
  au: ['ap-southeast-2', 'ap-southeast-4'],
  global: [],
};

export interface ModelRef {
  /** The id as configured (what the function sends as modelId). */
  id: string;
  /** The foundation model behind it. */
  foundationModelId: string;
  /** Geography prefix when the id is an inference profile. */
  profileGeo?: string;
}

/** Splits an id into profile geography and foundation model; plain ids have no geography. */
export function parseModelId(id: string): ModelRef {
  const trimmed = id.trim();
  if (!/^[a-z0-9][a-z0-9.:_-]*$/i.test(trimmed)) throw new Error(`invalid Bedrock model id "${id}"`);
  const dot = trimmed.indexOf('.');
  const prefix = dot > 0 ? trimmed.slice(0, dot) : '';
  if (prefix in PROFILE_REGIONS) return { id: trimmed, foundationModelId: trimmed.slice(dot + 1), profileGeo: prefix };
  return { id: trimmed, foundationModelId: trimmed };
}

export interface ArnContext {
  partition: string;
  account: string;
  /** The region the function calls Bedrock in. */
  region: string;
  /** Overrides the destination regions of inference profiles. */
  profileRegions?: readonly string[];
}

/** Every ARN bedrock:InvokeModel must allow for this model id (no wildcards). */
export function modelArns(id: string, ctx: ArnContext): string[] {
  const ref = parseModelId(id);
  const fm = (region: string) => `arn:${ctx.partition}:bedrock:${region}::foundation-model/${ref.foundationModelId}`;
  if (!ref.profileGeo) return [fm(ctx.region)];
  const regions = new Set<string>([ctx.region, ...(ctx.profileRegions ?? PROFILE_REGIONS[ref.profileGeo] ?? [])]);
  const arns = [`arn:${ctx.partition}:bedrock:${ctx.region}:${ctx.account}:inference-profile/${ref.id}`, ...[...regions].map(fm)];
  if (ref.profileGeo === 'global') arns.push(fm(''));
  return arns;
}

/** Placeholder in a stage's model id for the inference-profile geography of its Bedrock region. */
export const GEO_PLACEHOLDER = '{geo}';

/** Region-name prefixes and the inference-profile geography that keeps data inside them. */
const REGION_GEOGRAPHY: readonly (readonly [prefix: string, geo: string])[] = [
  ['us-gov-', 'us-gov'],
  ['us-', 'us'],
  ['eu-', 'eu'],
  ['ap-', 'apac'],
];

/** The inference-profile geography of a region ("eu-west-1" -> "eu"), or an error naming the fix. */
export function geographyOf(region: string): string {
  const match = REGION_GEOGRAPHY.find(([prefix]) => region.startsWith(prefix));
  if (!match) {
    throw new Error(`no inference-profile geography is known for region "${region}": write the full model id in infra/stages.ts`);
  }
  return match[1];
}

/** A stage's model id with "{geo}" replaced by the geography of the Bedrock region. */
export function resolveModelId(id: string, region: string): string {
  if (!id.includes(GEO_PLACEHOLDER)) return id;
  if (Token.isUnresolved(region)) {
    throw new Error(
      `model "${id}" follows the stack's region, which is not known at synthesis: ` +
        'pin env.region (or bedrock.region) in infra/stages.ts, or deploy with credentials that name a region',
    );
  }
  return id.replace(GEO_PLACEHOLDER, geographyOf(region));
}
