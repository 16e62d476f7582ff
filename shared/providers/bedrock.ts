/**
 * One way to call a Claude model on Bedrock: the Converse API with a single
 * forced tool, so the reply is structured data validated with zod. Batch,
 * Q&A and vision all go through here. Failures are classified so callers can
 * fall back (transient), refuse (misconfigured) or retry (invalid output).
 * Every call is counted by model and outcome, with its tokens (ModelCalls,
 * ModelInputTokens, ModelOutputTokens).
 */
import type { BedrockRuntimeClient, ContentBlock, ConverseCommandInput, ConverseCommandOutput } from '@aws-sdk/client-bedrock-runtime';
import * as z from 'zod';
import { getConfig } from '../config';
import { recordModelCall } from '../observability/metrics';
import { tracedClient } from '../observability/tracer';

export type ModelFailureKind = 'transient' | 'misconfigured' | 'invalid_output';

export class ModelCallError extends Error {
  constructor(
    readonly kind: ModelFailureKind,
    /** Short machine-readable reason, e.g. "timeout", "throttled", "access_denied". */
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'ModelCallError';
  }
}

/**
 * The SDK is imported on the first model call: a function on the embedded
 * engines never evaluates it, and the bundler (infra/bundling.ts) puts it in
 * a chunk of its own.
 */
export const bedrockSdk = () => import('@aws-sdk/client-bedrock-runtime');

const clients = new Map<string, BedrockRuntimeClient>();

/** One client per region per container, built on the first model call. */
export async function bedrockClient(region = getConfig().BEDROCK_REGION): Promise<BedrockRuntimeClient> {
  let client = clients.get(region);
  if (!client) {
    const { BedrockRuntimeClient } = await bedrockSdk();
    // Traced in X-Ray when in Lambda (shared/observability/tracer.ts).
    client = clients.get(region) ?? (await tracedClient(new BedrockRuntimeClient({ region, maxAttempts: 2 })));
    clients.set(region, client);
  }
  return client;
}

const TRANSIENT = new Set([
  'ThrottlingException',
  'ServiceUnavailableException',
  'InternalServerException',
  'ModelTimeoutException',
  'ModelNotReadyException',
  'ModelErrorException',
  'TimeoutError',
  'AbortError',
]);
const MISCONFIGURED = new Set(['AccessDeniedException', 'ResourceNotFoundException', 'UnrecognizedClientException']);

/** Sort an SDK error into what the caller should do about it. */
export function classifyModelError(error: unknown): ModelCallError {
  if (error instanceof ModelCallError) return error;
  const e = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  const name = e?.name ?? 'Error';
  const status = e?.$metadata?.httpStatusCode;
  if (name === 'AbortError' || name === 'TimeoutError')
    return new ModelCallError('transient', 'timeout', 'the model did not answer before its deadline');
  if (name === 'ThrottlingException' || status === 429)
    return new ModelCallError('transient', 'throttled', 'the model is throttling requests');
  if (MISCONFIGURED.has(name))
    return new ModelCallError('misconfigured', 'access_denied', `the model is not available to this service (${name})`);
  if (name === 'ValidationException' && /model identifier|model id|inference profile/i.test(e.message ?? '')) {
    return new ModelCallError('misconfigured', 'unknown_model', 'the configured model id is not known to Bedrock');
  }
  if (TRANSIENT.has(name) || (status !== undefined && status >= 500)) {
    return new ModelCallError('transient', 'server_error', `the model service failed (${name})`);
  }
  return new ModelCallError('transient', 'model_error', `the model call failed (${name})`);
}

export interface ToolCall<T> {
  modelId: string;
  system: string;
  /** The user turn: text blocks, and an image block for vision. */
  content: ContentBlock[];
  tool: { name: string; description: string; schema: z.ZodType<T> };
  deadlineMs: number;
  maxTokens?: number;
  /** How many times a reply that fails validation is asked for again. */
  retryInvalid?: number;
  client?: BedrockRuntimeClient;
}

/** The Converse request for a forced tool call (exported so tests can assert on it). */
export function toolRequest<T>(call: ToolCall<T>): ConverseCommandInput {
  const inputSchema = z.toJSONSchema(call.tool.schema, { target: 'draft-2020-12' }) as Record<string, unknown>;
  delete inputSchema.$schema;
  return {
    modelId: call.modelId,
    system: [{ text: call.system }],
    messages: [{ role: 'user', content: call.content }],
    toolConfig: {
      tools: [{ toolSpec: { name: call.tool.name, description: call.tool.description, inputSchema: { json: inputSchema as never } } }],
      toolChoice: { tool: { name: call.tool.name } },
    },
    inferenceConfig: { maxTokens: call.maxTokens ?? 4096, temperature: 0 },
  };
}

/** Call the model and return its validated tool input, or throw a ModelCallError. */
export async function converseTool<T>(call: ToolCall<T>): Promise<T> {
  const client = call.client ?? (await bedrockClient());
  const { ConverseCommand } = await bedrockSdk();
  const deadline = Date.now() + call.deadlineMs;
  const request = toolRequest(call);
  let attempts = (call.retryInvalid ?? 1) + 1;
  let lastProblem = 'no tool output';
  while (attempts-- > 0) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new ModelCallError('transient', 'timeout', 'the model did not answer before its deadline');
    let output: ConverseCommandOutput;
    try {
      output = await client.send(new ConverseCommand(request), { abortSignal: AbortSignal.timeout(remaining) });
    } catch (error) {
      const failure = classifyModelError(error);
      recordModelCall(call.modelId, failure.reason);
      throw failure;
    }
    const block = output.output?.message?.content?.find((c) => c.toolUse?.name === call.tool.name);
    const parsed = call.tool.schema.safeParse(block?.toolUse?.input);
    recordModelCall(call.modelId, parsed.success ? 'ok' : 'invalid_output', output.usage);
    if (parsed.success) return parsed.data;
    lastProblem = block ? 'tool output failed validation' : 'the model did not call the tool';
  }
  throw new ModelCallError('invalid_output', 'invalid_output', lastProblem);
}
