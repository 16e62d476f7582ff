/**
 * One Lambda function of the service with the defaults every function shares,
 * as the Powertools for AWS Lambda examples app's FunctionWithLogGroup does:
 * the bundled handler module (infra/bundling.ts), Node runtime on ARM, JSON
 * platform and application logs at the stage's level into a log group of the
 * stage's retention, X-Ray active tracing, the Powertools environment
 * (STAGE, LOG_LEVEL, NODE_OPTIONS) and a role of its own that may write its
 * own log group plus the statements the caller passes, nothing else.
 *
 * The log group and the role are created beside the function (same scope,
 * ids `${name}Logs` and `${name}Role`, the function `${name}Function`), so
 * logical ids stay what they were before this construct existed.
 */
import path from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  ApplicationLogLevel,
  Architecture,
  Function as LambdaFunction,
  LoggingFormat,
  SystemLogLevel,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { ENTRY_FILE, functionCode, LAMBDA_RUNTIME, RUNTIME_NODE_OPTIONS } from './bundling';
import { acceptNag } from './nag';
import type { StageSettings } from './stages';

export interface ServiceFunctionProps {
  stage: StageSettings;
  /** Handler module under functions/ (without .ts). */
  module: string;
  memoryMb: number;
  timeoutSeconds: number;
  description: string;
  /** Settings beyond the Powertools environment every function gets. */
  environment?: Record<string, string>;
  /** What the function calls beyond its own log group (explicit statements, never grant helpers). */
  statements?: readonly PolicyStatement[];
  reservedConcurrency?: number;
}

/** Log groups of a stage: its retention; kept with the stage's data when the stage retains data. */
export function stageRemovalPolicy(stage: StageSettings): RemovalPolicy {
  return stage.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
}

export class ServiceFunction extends LambdaFunction {
  /** The function's own log group (what subscription filters and metric filters attach to). */
  readonly logs: LogGroup;
  /** The function's own runtime role. */
  readonly runtimeRole: Role;

  /** `name` is the PascalCase stem of the construct ids (IddsiClassify, PartnerAuthorizer, ...). */
  constructor(scope: Construct, name: string, props: ServiceFunctionProps) {
    const { stage, module } = props;
    const logs = new LogGroup(scope, `${name}Logs`, { retention: stage.logRetention, removalPolicy: stageRemovalPolicy(stage) });
    const role = runtimeRole(scope, name, props, logs);
    super(scope, `${name}Function`, {
      code: functionCode(module),
      handler: `${path.basename(ENTRY_FILE, '.mjs')}.handler`,
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: props.memoryMb,
      timeout: Duration.seconds(props.timeoutSeconds),
      // JSON platform and application logs at the stage's level; X-Ray traces with the SDK calls (Powertools Tracer).
      loggingFormat: LoggingFormat.JSON,
      applicationLogLevelV2: ApplicationLogLevel[stage.logLevel],
      systemLogLevelV2: SystemLogLevel.INFO,
      tracing: Tracing.ACTIVE,
      ...(props.reservedConcurrency !== undefined ? { reservedConcurrentExecutions: props.reservedConcurrency } : {}),
      description: props.description.slice(0, 256),
      role,
      logGroup: logs,
      environment: { STAGE: stage.name, NODE_OPTIONS: RUNTIME_NODE_OPTIONS, LOG_LEVEL: stage.logLevel, ...props.environment },
    });
    this.logs = logs;
    this.runtimeRole = role;
    acceptNag(
      role,
      'AwsSolutions-IAM5[Resource::*]',
      'X-Ray accepts trace segments only on "*" (xray:PutTraceSegments, xray:PutTelemetryRecords have no resource type)',
    );
  }
}

/** Its own role: write to its own log group, plus the statements it was given. Nothing else. */
function runtimeRole(scope: Construct, name: string, props: ServiceFunctionProps, logs: LogGroup): Role {
  const role = new Role(scope, `${name}Role`, {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    description: `Runtime role of the ${props.module} function (${props.stage.name})`,
  });
  role.addToPrincipalPolicy(
    new PolicyStatement({ effect: Effect.ALLOW, actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [logs.logGroupArn] }),
  );
  for (const statement of props.statements ?? []) role.addToPrincipalPolicy(statement);
  return role;
}
