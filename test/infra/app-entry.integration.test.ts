/**
 * The CDK app entry as `cdk synth` runs it: a separate process that compiles
 * and synthesises a whole stage (about 20 s on 2 cores), so it runs in the
 * integration project with a longer timeout.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../infra/bundling';
import { placeholderIndexDir, removeTempDirs, tempDir } from './synth';

afterAll(removeTempDirs);

describe('stage selection through the app entry', () => {
  it('the app entry (cdk.json "app") synthesises the stage chosen with -c stage=prod, without credentials', () => {
    const outdir = tempDir('infra-app-');
    const context = { stage: 'prod', indexDir: placeholderIndexDir(), 'aws:cdk:bundling-stacks': [] };
    // No AWS credentials or profile: synthesis must not need an account.
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('AWS_') && !k.startsWith('CDK_')));
    Object.assign(env, { CDK_OUTDIR: outdir, CDK_CONTEXT_JSON: JSON.stringify(context) });
    const cdkJson = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as { app: string };
    expect(cdkJson.app).toBe('npx tsx infra/app.ts');
    execFileSync(path.join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx'), ['infra/app.ts'], { cwd: PROJECT_ROOT, env, stdio: 'pipe' });
    const templates = fs.readdirSync(outdir).filter((f) => f.endsWith('.template.json'));
    expect(templates).toEqual(['DysphagiaService-prod.template.json']);
  });
});
