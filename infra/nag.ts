/**
 * cdk-nag's AwsSolutions pack over every stack, as a CDK policy-validation
 * plugin: synthesis fails on any finding that is neither fixed nor
 * acknowledged. A finding we accept is acknowledged next to the resource it
 * concerns, with the reason in the code (acceptNag). The test suite
 * (test/infra/nag.test.ts) and the CDK app (`npm run synth`) both run it.
 */
import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import cdkNag from 'cdk-nag';

/** Accept one cdk-nag finding ("AwsSolutions-S1", "AwsSolutions-IAM5[Resource::*]") on a construct, saying why. */
export function acceptNag(scope: IConstruct, id: string, reason: string): void {
  Validations.of(scope).acknowledge({ id, reason });
}

/** Runs the AwsSolutions checks over a scope (normally the app) at synthesis. */
export function addNagChecks(scope: IConstruct): void {
  // cdk-nag is CommonJS; its named exports are read from the default export under Node's ESM loader.
  Validations.of(scope).addPlugins(new cdkNag.AwsSolutionsChecks(scope, { verbose: true }));
}
