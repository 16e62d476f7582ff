/**
 * Synthesises the service stacks for assertion tests: bundling skipped (the
 * 'aws:cdk:bundling-stacks' context set to []), a throwaway index in a temp
 * dir, into a temp cloud assembly. Each stage is synthesised once per file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { addServiceStacks, type ServiceStack } from '../../infra/service-stack';
import { STAGES, type StageName, type StageSettings } from '../../infra/stages';
import type { Json } from '../support/json';

const tempDirs: string[] = [];

/** A temp dir removed by removeTempDirs() (call it in afterAll: a synthesised assembly is ~20 MB). */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

export const INDEX_FILES = ['index.bin', 'manifest.json'];
export const EMBEDDED_MODEL = 'embedded-hashed-ngrams-1536-v1';

/** A throwaway index in a temp dir (never in embeddings/): index.bin and a manifest naming its embedder. */
export function placeholderIndexDir(embeddingModel: string = EMBEDDED_MODEL): string {
  const dir = tempDir('infra-index-');
  fs.writeFileSync(path.join(dir, 'index.bin'), Buffer.alloc(64));
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ format: 'dysphagia-qa-index', embedding_model: embeddingModel }));
  return dir;
}

export interface Synthesised {
  stack: ServiceStack;
  template: Template;
  json: {
    Resources: Record<string, { Type: string; Properties?: Record<string, Json>; DependsOn?: string[] }>;
    Outputs?: Record<string, Json>;
  };
}

export function synthStages(stages: readonly StageSettings[], indexDir = placeholderIndexDir()): Synthesised[] {
  const outdir = tempDir('infra-cdk-out-');
  const app = new App({ outdir, context: { 'aws:cdk:bundling-stacks': [] } });
  const stacks = addServiceStacks(app, stages, { indexDir });
  app.synth();
  return stacks.map((stack) => {
    const template = Template.fromStack(stack);
    return { stack, template, json: template.toJSON() as Synthesised['json'] };
  });
}

const cache = new Map<string, Synthesised>();

/** One stage's synthesised stack for an index embedded by `embeddingModel` (memoised within a test file). */
export function synthStage(name: StageName, embeddingModel: string = EMBEDDED_MODEL): Synthesised {
  const key = `${name}|${embeddingModel}`;
  let s = cache.get(key);
  if (!s) {
    s = synthStages([STAGES[name]], placeholderIndexDir(embeddingModel))[0]!;
    cache.set(key, s);
  }
  return s;
}

export function resourcesOfType(json: Synthesised['json'], type: string) {
  return Object.entries(json.Resources).filter(([, r]) => r.Type === type);
}

type Cfn = Synthesised['json'];

/** Logical id of the function built for a handler module. */
export function functionId(s: Synthesised, module: string): string {
  const fn = s.stack.functions.get(module);
  if (!fn) throw new Error(`no function for ${module}`);
  return s.stack.getLogicalId(fn.node.defaultChild as never);
}

/** Renders CloudFormation intrinsics as text so ARNs can be compared: {Ref: X} -> ${X}. */
export function flat(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(flat).join(',');
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if ('Ref' in o) return `\${${String(o.Ref)}}`;
    if ('Fn::GetAtt' in o) return `\${${(o['Fn::GetAtt'] as string[]).join('.')}}`;
    if ('Fn::Join' in o) {
      const [sep, parts] = o['Fn::Join'] as [string, unknown[]];
      return parts.map(flat).join(sep);
    }
    if ('Fn::Sub' in o) return String(o['Fn::Sub']);
  }
  return JSON.stringify(value);
}

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

export function asList<T>(x: T | T[] | undefined): T[] {
  return x === undefined ? [] : Array.isArray(x) ? x : [x];
}

/** Every policy statement attached to the role of a function. */
export function statementsOfFunction(s: Synthesised, module: string): Statement[] {
  const fn = s.json.Resources[functionId(s, module)]!;
  const roleId = (fn.Properties!.Role as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0]!;
  return Object.values(s.json.Resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy' && asList(r.Properties!.Roles as unknown[]).some((x) => flat(x) === `\${${roleId}}`))
    .flatMap((r) => r.Properties!.PolicyDocument.Statement as Statement[]);
}

export function roleOfFunction(s: Synthesised, module: string): Cfn['Resources'][string] {
  const fn = s.json.Resources[functionId(s, module)]!;
  const roleId = (fn.Properties!.Role as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0]!;
  return s.json.Resources[roleId]!;
}

export function envOf(s: Synthesised, module: string): Record<string, unknown> {
  return (s.json.Resources[functionId(s, module)]!.Properties!.Environment?.Variables ?? {}) as Record<string, unknown>;
}
