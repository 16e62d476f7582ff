/**
 * Every stage synthesises, each with its own names and settings from the one
 * stage table, and the CDK app entry selects stages by context.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readIndexDir } from '../../infra/service-stack';
import { selectStages, STAGE_NAMES, STAGES } from '../../infra/stages';
import {
  EMBEDDED_MODEL,
  envOf,
  functionId,
  placeholderIndexDir,
  removeTempDirs,
  resourcesOfType,
  statementsOfFunction,
  synthStages,
  tempDir,
} from './synth';

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
    const [[, apiStage]] = resourcesOfType(s.json, 'AWS::ApiGatewayV2::Stage') as [[string, any]];
    expect(apiStage.Properties.DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: stage.throttle.rateLimit,
      ThrottlingBurstLimit: stage.throttle.burstLimit,
    });
    expect(s.json.Resources[functionId(s, 'iddsi-batch')]!.Properties!.Environment.Variables.STAGE).toBe(name);
    for (const [, lg] of resourcesOfType(s.json, 'AWS::Logs::LogGroup')) expect(lg.Properties!.RetentionInDays).toBe(RETENTION_DAYS[name]);
    for (const [, b] of resourcesOfType(s.json, 'AWS::S3::Bucket')) {
      expect((b as { DeletionPolicy?: string }).DeletionPolicy).toBe(stage.retainData ? 'Retain' : 'Delete');
    }
    expect(resourcesOfType(s.json, 'Custom::S3AutoDeleteObjects').length).toBe(stage.retainData ? 0 : 2);
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

  it('staging and prod call the stage\'s models through Bedrock', () => {
    for (const name of ['staging', 'prod'] as const) {
      const s = all[STAGE_NAMES.indexOf(name)]!;
      expect(envOf(s, 'iddsi-batch')).toMatchObject({ TEXT_MODEL_PROVIDER: 'bedrock', BEDROCK_TEXT_MODEL_ID: STAGES[name].bedrock.textModelId });
      expect(envOf(s, 'iddsi-classify-image')).toMatchObject({
        VISION_PROVIDER: 'bedrock',
        BEDROCK_VISION_MODEL_ID: STAGES[name].bedrock.visionModelId,
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
    expect(envOf(dev, 'clinical-qa')).toMatchObject({ BEDROCK_EMBEDDING_MODEL_ID: 'amazon.titan-embed-text-v1', TEXT_MODEL_PROVIDER: 'embedded' });
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
