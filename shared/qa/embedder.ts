/**
 * Embedders behind one interface. The embedded one needs no network and no
 * downloaded weights: feature hashing of the shared tokeniser's features,
 * weighted by sublinear tf and the corpus idf that the index carries. Titan
 * Text Embeddings v1 runs on Bedrock. A query is always embedded by the
 * model that built the index; an index from an unknown model is refused.
 */
import type { BedrockRuntimeClient, InvokeModelCommandOutput } from '@aws-sdk/client-bedrock-runtime';
import { bedrockClient, bedrockSdk, classifyModelError, ModelCallError } from '../providers/bedrock';
import { documentFrequency, idf, type TermTable } from './term-stats';
import { featureKind, hash32, KIND_WEIGHT, textFeatures, type Features } from './text-features';

/** The spec's vector size; an index of any other size is refused. */
export const DIMENSIONS = 1536;

export const EMBEDDED_EMBEDDER_ID = 'embedded-hashed-ngrams-1536-v1';
export const TITAN_V1_ID = 'amazon.titan-embed-text-v1';

export interface Embedder {
  readonly id: string;
  readonly dimensions: number;
  /** True when embedding calls a remote service (it may fail; retrieval then uses BM25 alone). */
  readonly remote: boolean;
  embed(text: string): Promise<Float32Array>;
}

/** Mixes a feature hash so the bucket and the sign do not follow the dictionary hash. */
function mix(h: number): number {
  let x = h ^ 0x9e3779b9;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** The weight of a feature in a vector: kind × sublinear tf × idf. */
export function featureWeight(feature: string, count: number, table: TermTable): number {
  return KIND_WEIGHT[featureKind(feature)] * (1 + Math.log(count)) * idf(table.documents, documentFrequency(table, feature));
}

/** Feature-hashed tf-idf vectors, L2-normalised. Deterministic: same text and table, same vector. */
export class HashingEmbedder implements Embedder {
  readonly id = EMBEDDED_EMBEDDER_ID;
  readonly remote = false;

  constructor(
    private readonly table: TermTable,
    readonly dimensions = DIMENSIONS,
  ) {}

  embedFeatures(features: Features): Float32Array {
    const v = new Float32Array(this.dimensions);
    for (const [feature, count] of features) {
      const m = mix(hash32(feature));
      const sign = m & 1 ? -1 : 1;
      v[(m >>> 1) % this.dimensions]! += sign * featureWeight(feature, count, this.table);
    }
    let norm = 0;
    for (let i = 0; i < v.length; i++) norm += v[i]! * v[i]!;
    norm = Math.sqrt(norm);
    if (norm > 0) for (let i = 0; i < v.length; i++) v[i]! /= norm;
    return v;
  }

  embedSync(text: string): Float32Array {
    return this.embedFeatures(textFeatures(text));
  }

  embed(text: string): Promise<Float32Array> {
    return Promise.resolve(this.embedSync(text));
  }
}

const TitanResponse = (body: unknown, dims: number): number[] => {
  const embedding = (body as { embedding?: unknown })?.embedding;
  if (!Array.isArray(embedding) || embedding.length !== dims || !embedding.every((x) => typeof x === 'number' && Number.isFinite(x))) {
    throw new ModelCallError('invalid_output', 'invalid_embedding', `the embedding model did not return ${dims} numbers`);
  }
  return embedding as number[];
};

/** Amazon Titan Text Embeddings v1 on Bedrock (1536 dimensions). */
export class TitanEmbedder implements Embedder {
  readonly remote = true;
  readonly dimensions = DIMENSIONS;

  constructor(
    readonly id: string = TITAN_V1_ID,
    private readonly options: { client?: BedrockRuntimeClient; deadlineMs?: number } = {},
  ) {}

  async embed(text: string): Promise<Float32Array> {
    const client = this.options.client ?? (await bedrockClient());
    const { InvokeModelCommand } = await bedrockSdk();
    let out: InvokeModelCommandOutput;
    try {
      out = await client.send(
        new InvokeModelCommand({
          modelId: this.id,
          contentType: 'application/json',
          accept: 'application/json',
          // Titan v1 reads at most 8k tokens; passages and questions are far shorter.
          body: JSON.stringify({ inputText: text.slice(0, 20_000) }),
        }),
        { abortSignal: AbortSignal.timeout(this.options.deadlineMs ?? 5_000) },
      );
    } catch (error) {
      throw classifyModelError(error);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder().decode(out.body));
    } catch {
      throw new ModelCallError('invalid_output', 'invalid_embedding', 'the embedding model returned a body that is not JSON');
    }
    const values = TitanResponse(parsed, this.dimensions);
    const v = Float32Array.from(values);
    let norm = 0;
    for (let i = 0; i < v.length; i++) norm += v[i]! * v[i]!;
    norm = Math.sqrt(norm);
    if (norm > 0) for (let i = 0; i < v.length; i++) v[i]! /= norm;
    return v;
  }
}

export class EmbedderMismatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbedderMismatchError';
  }
}

/** The embedder that embeds queries for an index built by `modelId`. */
export function embedderForIndex(
  modelId: string,
  dimensions: number,
  table: TermTable,
  options: { client?: BedrockRuntimeClient; deadlineMs?: number } = {},
): Embedder {
  let embedder: Embedder;
  if (modelId === EMBEDDED_EMBEDDER_ID) embedder = new HashingEmbedder(table);
  else if (/^amazon\.titan-embed-text-v1(:\d+)?$/.test(modelId)) embedder = new TitanEmbedder(modelId, options);
  else {
    throw new EmbedderMismatchError(
      `the index was built with embedding model "${modelId}", which this service cannot run; rebuild it with npm run build:index`,
    );
  }
  if (embedder.dimensions !== dimensions) {
    throw new EmbedderMismatchError(
      `the index has ${dimensions}-dimension vectors but its model "${modelId}" produces ${embedder.dimensions}; rebuild it with npm run build:index`,
    );
  }
  return embedder;
}
