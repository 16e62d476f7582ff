/**
 * X-Ray tracing of the AWS SDK clients (Bedrock, S3) with Powertools Tracer.
 * The tracer (and the X-Ray SDK under it) is imported only in Lambda, when a
 * client is first built, so the embedded paths and the local server never
 * load it; outside Lambda's execution environment Powertools leaves tracing off.
 */
import type { Tracer } from '@aws-lambda-powertools/tracer';
import { getConfig } from '../config';
import { SERVICE_NAME } from './names';

let tracer: Promise<Tracer> | undefined;

async function getTracer(): Promise<Tracer> {
  tracer ??= import('@aws-lambda-powertools/tracer').then(({ Tracer }) => new Tracer({ serviceName: SERVICE_NAME }));
  return tracer;
}

/** The client, its calls recorded as X-Ray subsegments when the function runs in Lambda. */
export async function tracedClient<T extends object>(client: T): Promise<T> {
  if (!getConfig().AWS_LAMBDA_FUNCTION_NAME) return client;
  return (await getTracer()).captureAWSv3Client(client);
}
