/**
 * Every stage synthesises, each with its own names and settings from the one
 * stage table, and the CDK app entry selects stages by context.
 */
import fs from 'node:fs';
import path from 'node:path';
import { usagePlanName } from '../../shared/partners/table-names';
import { CURRENTLY_RECOMMENDED_FLAGS } from 'aws-cdk-lib/cx-api';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../infra/bundling';
import { readIndexDir } from '../../infra/storage';
import { PROFILE_REGIONS } from '../../infra/bedrock';
import { NOTIFY_REQUIRED, selectStages, STAGE_NAMES, STAGES } from '../../infra/stages';
import {
  EMBEDDED_MODEL,
  envOf,
  functionId,
  asList,
  flat,
  placeholderIndexDir,
  removeTempDirs,
  resourcesOfType,
  statementsOfFunction,
  synthStages,
  tempDir,
} from './synth';
import type { Json } from '../support/json';

afterAll(removeTempDirs);

const RETENTION_DAYS = { dev: 7, staging: 30, prod: 365 } as const;

describe('every stage', () => {
  const all = synthStages(selectStages(undefined));

  it('synthesises one stack per stage, named from the stage table', () => {
    expect(all.map((s) => s.stack.stackName)).toEqual(STAGE_NAMES.map((n) => STAGES[n].stackName));
    expect(new Set(all.map((s) => s.stack.stackName)).size).toBe(STAGE_NAMES.length);
  });

  it.each(all.map((s, i) => [STAGE_NAMES[i]!, s] as const))('%s: throttling, retention and data policy from its row', (name, s) => {
    const stage = STAGES[name];
    // The stage's throttle is what every anonymous caller shares: the public usage plan's.
    const [[, publicPlan]] = resourcesOfType(s.json, 'AWS::ApiGateway::UsagePlan').filter(
      ([, p]) => p.Properties!.UsagePlanName === usagePlanName(name, 'public'),
    ) as [[string, Json]];
    expect(publicPlan.Properties.Throttle).toEqual({ RateLimit: stage.throttle.rateLimit, BurstLimit: stage.throttle.burstLimit });
    expect(s.json.Resources[functionId(s, 'iddsi-batch')]!.Properties!.Environment.Variables.STAGE).toBe(name);
    for (const [, lg] of resourcesOfType(s.json, 'AWS::Logs::LogGroup')) expect(lg.Properties!.RetentionInDays).toBe(RETENTION_DAYS[name]);
    for (const [, b] of resourcesOfType(s.json, 'AWS::S3::Bucket')) {
      expect((b as { DeletionPolicy?: string }).DeletionPolicy).toBe(stage.retainData ? 'Retain' : 'Delete');
    }
    // Index, uploads, billing records and their access-log bucket.
    expect(resourcesOfType(s.json, 'Custom::S3AutoDeleteObjects').length).toBe(stage.retainData ? 0 : 4);
  });

  it('prod keeps data and logs longest, and throttles highest', () => {
    expect(STAGES.prod.retainData).toBe(true);
    expect(RETENTION_DAYS.prod).toBeGreaterThanOrEqual(180);
    expect(STAGES.prod.throttle.rateLimit).toBeGreaterThan(STAGES.staging.throttle.rateLimit);
  });

  it('dev sets no model ids: embedded providers and no Bedrock permission at all', () => {
    const dev = all[STAGE_NAMES.indexOf('dev')]!;
    expect(envOf(dev, 'iddsi-batch').TEXT_MODEL_PROVIDER).toBe('embedded');
    expect(envOf(dev, 'clinical-qa').TEXT_MODEL_PROVIDER).toBe('embedded');
    expect(envOf(dev, 'iddsi-classify-image').VISION_PROVIDER).toBe('embedded');
    for (const module of dev.stack.functions.keys()) {
      expect(envOf(dev, module).BEDROCK_TEXT_MODEL_ID).toBeUndefined();
      for (const st of statementsOfFunction(dev, module)) expect(JSON.stringify(st.Action)).not.toContain('bedrock:');
    }
  });

  it("staging and prod call the stage's models through Bedrock", () => {
    for (const name of ['staging', 'prod'] as const) {
      const s = all[STAGE_NAMES.indexOf(name)]!;
      // The stack's region (us-east-1, pinned in the table) picks the US inference profiles.
      expect(envOf(s, 'iddsi-batch')).toMatchObject({
        TEXT_MODEL_PROVIDER: 'bedrock',
        BEDROCK_REGION: 'us-east-1',
        BEDROCK_TEXT_MODEL_ID: STAGES[name].bedrock.textModelId!.replace('{geo}', 'us'),
      });
      expect(envOf(s, 'iddsi-classify-image')).toMatchObject({
        VISION_PROVIDER: 'bedrock',
        BEDROCK_VISION_MODEL_ID: STAGES[name].bedrock.visionModelId!.replace('{geo}', 'us'),
      });
    }
  });
});

describe('the Q&A embedding model follows the shipped index', () => {
  it('an index from the embedded embedder (what embeddings/dist holds) needs no embedding grant', () => {
    const s = synthStages([STAGES.staging], placeholderIndexDir(EMBEDDED_MODEL))[0]!;
    expect(envOf(s, 'clinical-qa').BEDROCK_EMBEDDING_MODEL_ID).toBeUndefined();
    const resources = statementsOfFunction(s, 'clinical-qa').flatMap((st) => (Array.isArray(st.Resource) ? st.Resource : [st.Resource]));
    expect(JSON.stringify(resources)).not.toContain('titan');
  });

  it('a Titan-built index grants exactly that model, even in dev, where text and vision stay embedded', () => {
    const dev = synthStages([STAGES.dev], placeholderIndexDir('amazon.titan-embed-text-v1'))[0]!;
    expect(envOf(dev, 'clinical-qa')).toMatchObject({
      BEDROCK_EMBEDDING_MODEL_ID: 'amazon.titan-embed-text-v1',
      TEXT_MODEL_PROVIDER: 'embedded',
    });
    const bedrock = statementsOfFunction(dev, 'clinical-qa').filter((st) => JSON.stringify(st.Action).includes('bedrock:'));
    expect(bedrock).toHaveLength(1);
    expect(JSON.stringify(bedrock[0]!.Resource)).toContain('::foundation-model/amazon.titan-embed-text-v1');
    expect(JSON.stringify(bedrock[0]!.Resource)).not.toContain('anthropic');
  });

  it('an index from a model the stage does not allow fails synthesis with the fix named', () => {
    expect(() => synthStages([STAGES.prod], placeholderIndexDir('cohere.embed-multilingual-v3'))).toThrow(
      /embedded with "cohere.embed-multilingual-v3".*embeddingModelId in infra\/stages.ts/,
    );
  });
});

describe('stage selection', () => {
  it('selects one stage, a list, or all; rejects unknown names', () => {
    expect(selectStages('staging').map((s) => s.name)).toEqual(['staging']);
    expect(selectStages('prod,dev').map((s) => s.name)).toEqual(['prod', 'dev']);
    expect(selectStages('all').map((s) => s.name)).toEqual([...STAGE_NAMES]);
    expect(() => selectStages('production')).toThrow(/unknown stage "production".*dev, staging, prod/);
  });

  it('refuses to synthesise without a built index, naming the command that builds it', () => {
    const empty = tempDir('infra-noindex-');
    expect(() => readIndexDir(empty)).toThrow(/npm run build:index/);
  });

  it('versions the index by content', () => {
    const a = placeholderIndexDir();
    const b = placeholderIndexDir();
    expect(readIndexDir(a).version).toBe(readIndexDir(b).version);
    fs.writeFileSync(path.join(b, 'manifest.json'), '{"changed":true}');
    expect(readIndexDir(a).version).not.toBe(readIndexDir(b).version);
  });
});

describe('cdk.json', () => {
  it('sets every feature flag this aws-cdk-lib recommends, at its recommended value', () => {
    const context = (JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> })
      .context;
    expect(context).toMatchObject(CURRENTLY_RECOMMENDED_FLAGS);
  });

  it('the synth script checks every stage without flags the CLI rejects', () => {
    const scripts = (JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
      .scripts;
    expect(scripts.synth).toBe('cdk synth -q');
  });
});

describe("residency: Bedrock follows the stack's region", () => {
  const inRegion = (region: string) => ({ ...STAGES.prod, env: { region } });

  it.each([
    ['eu-west-1', 'eu'],
    ['eu-central-1', 'eu'],
    ['ap-southeast-2', 'apac'],
    ['us-west-2', 'us'],
  ])('a prod stack in %s calls Bedrock there through the %s. profiles, granted only in that geography', (region, geo) => {
    const [s] = synthStages([inRegion(region)]);
    const env = envOf(s!, 'iddsi-batch');
    expect(env.BEDROCK_REGION).toBe(region);
    expect(env.BEDROCK_TEXT_MODEL_ID).toBe(`${geo}.anthropic.claude-haiku-4-5-20251001-v1:0`);
    const arns = statementsOfFunction(s!, 'iddsi-batch')
      .filter((st) => JSON.stringify(st.Action).includes('bedrock:'))
      .flatMap((st) => asList(st.Resource as unknown[]).map(flat));
    const regions = new Set(arns.map((a) => a.split(':')[3]));
    expect([...regions].every((r) => PROFILE_REGIONS[geo]!.includes(r!))).toBe(true);
  });

  it('a stage may name its Bedrock region; a region without a known geography fails synthesis with the fix named', () => {
    const [s] = synthStages([{ ...STAGES.prod, bedrock: { ...STAGES.prod.bedrock, region: 'eu-west-3' } }]);
    expect(envOf(s!, 'iddsi-batch').BEDROCK_TEXT_MODEL_ID).toMatch(/^eu\./);
    expect(() => synthStages([inRegion('sa-east-1')])).toThrow(/no inference-profile geography .*sa-east-1/);
  });

  it('a model that follows an unknown (environment-agnostic) region fails synthesis instead of guessing', () => {
    expect(() => synthStages([{ ...STAGES.prod, env: {} }])).toThrow(/not known at synthesis/);
  });
});

describe('alarms reach someone', () => {
  it.each(NOTIFY_REQUIRED)('%s without a recipient fails synthesis, naming the setting', (name) => {
    const { notify: _none, ...alarms } = STAGES[name].alarms;
    expect(() => synthStages([{ ...STAGES[name], alarms }])).toThrow(/names nobody to tell .* alarms\.notify/);
  });

  it('an e-mail recipient is subscribed to the stage topic', () => {
    const [s] = synthStages([{ ...STAGES.staging, alarms: { ...STAGES.staging.alarms, notify: { email: 'oncall@care.example' } } }]);
    const subs = resourcesOfType(s!.json, 'AWS::SNS::Subscription').map(([, r]) => r.Properties!);
    expect(subs).toContainEqual(expect.objectContaining({ Protocol: 'email', Endpoint: 'oncall@care.example' }));
  });

  it('an existing topic ARN is an action of every alarm', () => {
    const topicArn = 'arn:aws:sns:us-east-1:123456789012:pager';
    const [s] = synthStages([{ ...STAGES.prod, alarms: { ...STAGES.prod.alarms, notify: { topicArn } } }]);
    for (const [, a] of resourcesOfType(s!.json, 'AWS::CloudWatch::Alarm')) expect(a.Properties!.AlarmActions).toContain(topicArn);
  });
});
