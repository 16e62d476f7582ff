/**
 * cdk.json's context (the feature flags of this aws-cdk-lib) applied to every
 * stack, whoever builds the App: `cdk synth` passes them, while tests and the
 * cold-start bench build their own App and would otherwise synthesise a
 * template with the old defaults.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Construct } from 'constructs';
import { PROJECT_ROOT } from './bundling';

/** The "context" object of cdk.json. */
export function cdkJsonContext(): Record<string, unknown> {
  const file = path.join(PROJECT_ROOT, 'cdk.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { context?: Record<string, unknown> }).context ?? {};
}

/** Sets each cdk.json context key the scope does not already see; call before adding children. */
export function applyCdkJsonContext(scope: Construct): void {
  for (const [key, value] of Object.entries(cdkJsonContext())) {
    if (scope.node.tryGetContext(key) === undefined) scope.node.setContext(key, value);
  }
}
