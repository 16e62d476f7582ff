/**
 * The CDK app: one stack per stage. `cdk deploy -c stage=staging` selects one
 * stage; with no stage (or stage=all) every stage is synthesised, so
 * `npm run synth` checks them all and a bare `cdk deploy` must name a stack.
 * cdk-nag runs at every synthesis (infra/nag.ts).
 * `-c indexDir=<dir>` ships a Q&A index from elsewhere than embeddings/dist.
 */
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { addNagChecks } from './nag';
import { addServiceStacks } from './service-stack';
import { selectStages } from './stages';

const app = new App();
const indexDir = app.node.tryGetContext('indexDir') as string | undefined;
addServiceStacks(app, selectStages(app.node.tryGetContext('stage')), indexDir ? { indexDir: path.resolve(indexDir) } : {});
// cdk-nag's AwsSolutions pack: synthesis (and so deployment) fails on an unacknowledged finding.
addNagChecks(app);
app.synth();
