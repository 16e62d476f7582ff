/**
 * The deployment packages themselves: the dev stage synthesised with real
 * bundling (esbuild, and npm for sharp's linux-arm64 binaries), as
 * `cdk deploy` would upload them. Each function gets its own package; the
 * AWS SDK is never in an entry file, only in lazy chunks of the functions
 * with a hosted path.
 */
import fs from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRY_FILE } from '../../infra/bundling';
import { addServiceStacks } from '../../infra/service-stack';
import { STAGES } from '../../infra/stages';
import { handlerModules } from '../../shared/routes';
import { placeholderIndexDir, removeTempDirs, tempDir } from './synth';

/** Markers of each SDK client in minified output. */
const SDK = { bedrock: /bedrock-runtime/i, s3: /x-amz-bucket-region|AmazonS3/ };
/** The functions that may call Bedrock or S3, and which. */
const HOSTED: Record<string, (keyof typeof SDK)[]> = {
  'iddsi-batch': ['bedrock'],
  'iddsi-classify-image': ['bedrock', 's3'],
  'image-upload-url': ['s3'],
  'clinical-qa': ['bedrock', 's3'],
  // Articles ride in the Q&A index; the index store it shares can embed with Titan (a chunk articles never loads).
  articles: ['s3', 'bedrock'],
};

const packages = new Map<string, string>();

beforeAll(() => {
  const outdir = tempDir('infra-deploy-');
  const app = new App({ outdir });
  const [stack] = addServiceStacks(app, [STAGES.dev], { indexDir: placeholderIndexDir() });
  const assembly = app.synth();
  const template = assembly.getStackByName(stack!.stackName).template as { Resources: Record<string, { Type: string; Properties: { Code?: { S3Key?: string } } }> };
  for (const [module, fn] of stack!.functions) {
    const key = template.Resources[stack!.getLogicalId(fn.node.defaultChild as never)]!.Properties.Code!.S3Key!;
    packages.set(module, path.join(outdir, `asset.${key.replace(/\.zip$/, '')}`));
  }
}, 180_000);
afterAll(removeTempDirs);

function read(file: string): string {
  return fs.readFileSync(file, 'utf8');
}
function chunks(dir: string): string {
  const chunkDir = path.join(dir, 'chunks');
  return fs.existsSync(chunkDir) ? fs.readdirSync(chunkDir).filter((f) => f.endsWith('.mjs')).map((f) => read(path.join(chunkDir, f))).join('\n') : '';
}

describe('deployment packages', () => {
  it('one package per function, each with its own entry file exporting the handler', () => {
    expect([...packages.keys()].sort()).toEqual([...handlerModules()].sort());
    expect(new Set(packages.values()).size).toBe(packages.size);
    for (const [module, dir] of packages) expect(read(path.join(dir, ENTRY_FILE)), module).toMatch(/export\s*\{[^}]*as handler/);
  });

  it.each(handlerModules())('%s: no AWS SDK in the entry; SDK chunks only for its hosted paths', (module) => {
    const dir = packages.get(module)!;
    const entry = read(path.join(dir, ENTRY_FILE));
    const lazy = chunks(dir);
    for (const [client, marker] of Object.entries(SDK) as [keyof typeof SDK, RegExp][]) {
      // Booleans, not toMatch: a failure would print a megabyte of minified code.
      expect(marker.test(entry), `${client} in the entry`).toBe(false);
      expect(marker.test(lazy), `${client} in a chunk`).toBe((HOSTED[module] ?? []).includes(client));
    }
  });

  it('sharp is installed beside the image function as linux arm64 binaries, and nowhere else', () => {
    const image = packages.get('iddsi-classify-image')!;
    expect(fs.existsSync(path.join(image, 'node_modules', 'sharp', 'package.json'))).toBe(true);
    expect(fs.existsSync(path.join(image, 'node_modules', '@img', 'sharp-linux-arm64'))).toBe(true);
    expect(fs.existsSync(path.join(image, 'node_modules', '@img', 'sharp-linux-x64'))).toBe(false);
    for (const [module, dir] of packages) if (module !== 'iddsi-classify-image') expect(fs.existsSync(path.join(dir, 'node_modules')), module).toBe(false);
  });
});
