/**
 * cdk-nag's AwsSolutions pack over every stage: no finding may be left
 * unfixed and unjustified. Suppressions live beside their resources in infra/
 * (suppressNag), each with its reason.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { App } from 'aws-cdk-lib';
import { addNagChecks } from '../../infra/nag';
import { addServiceStacks } from '../../infra/service-stack';
import { STAGE_NAMES, STAGES } from '../../infra/stages';
import { placeholderIndexDir, removeTempDirs, tempDir } from './synth';

afterAll(removeTempDirs);

/** Synthesises every stage with the checks on; the error names each finding left open. */
function synthWithNag(): void {
  const app = new App({ outdir: tempDir('infra-nag-'), context: { 'aws:cdk:bundling-stacks': [] } });
  addServiceStacks(
    app,
    STAGE_NAMES.map((n) => STAGES[n]),
    { indexDir: placeholderIndexDir() },
  );
  addNagChecks(app);
  app.synth();
}

describe('cdk-nag AwsSolutions', () => {
  it('finds nothing unfixed or unacknowledged in any stage', () => {
    expect(synthWithNag).not.toThrow();
  }, 120_000);
});
