/**
 * The OpenAPI 3.1 document, generated from the zod schemas, the route table
 * and the operation notes (operations.ts) so it cannot disagree with what
 * the service validates. Examples are real answers (examples.json, written
 * by `npm run examples`).
 */
import * as z from 'zod';
import { LANGUAGE_FIELD, languageJsonSchema, RESPONSE_LANGUAGES, type ResponseLanguage } from '../languages';
import { MAX_IDEMPOTENCY_KEY_LENGTH } from '../partners/idempotency';
import { PARTNER_ROUTES, ROUTES, type Route } from '../routes';
import EXAMPLES from './examples.json' with { type: 'json' };
import {
  API_VERSION,
  COMMON_ERRORS,
  ERROR_DESCRIPTIONS,
  mergeErrors,
  operationDocs,
  partnerErrors,
  TAGS,
  type ErrorCodes,
  type OperationDoc,
} from './operations';
import * as S from './schemas';

type Json = Record<string, unknown>;
const examples = EXAMPLES as Record<string, { request?: unknown; response: unknown }>;

/** A partner key is optional (no key: the public plan) except where an operation requires one. */
const OPTIONAL_KEY = [{}, { apiKey: [] }];
const REQUIRED_KEY = [{ apiKey: [] }];

const FORM_EXAMPLES: Record<string, Json> = {
  'iddsi-classify-image': { image: '<JPEG bytes>', description: 'minced chicken in gravy', language: 'en' },
  'iddsi-classify-audio': { audio: '<WAV bytes>', language: 'en' },
  'iddsi-classify-image-upload-url': {
    key: 'uploads/3a96a3cc-59fc-48da-8f1d-ee1db58f2def.jpg',
    'Content-Type': 'image/jpeg',
    policy: '<policy from the upload-url answer>',
    'x-upload-signature': '<signature from the upload-url answer>',
    file: '<JPEG bytes>',
  },
};

const ERROR_MESSAGES: Record<string, string> = {
  invalid_request: 'text must be at least 3 characters',
  missing_image: 'no image: send the photo as a file part named "image"',
  invalid_image: 'the image is not a readable JPEG, PNG or WebP file',
  not_found: 'no uploaded image under this s3_key (uploads expire after a day)',
  upload_rejected: 'the upload form has expired: ask the upload-url route for a new one',
  payload_too_large: 'request body exceeds the 10 MB limit; for large images use POST /api/iddsi-classify-image/upload-url',
  unsupported_media_type: 'Content-Type must be application/json',
  internal_error: 'the service could not complete this request; it has been logged',
  not_implemented: 'the audio endpoint is research-staged and not yet live',
  service_unavailable: 'the service could not finish this request in time; try again',
  api_key_required: 'send your partner key in the x-api-key header to read usage',
  invalid_api_key: 'the x-api-key header is not a valid, active API key; send a current key or no key (public plan)',
  rate_limited: "too many requests for your plan's rate; retry after 1 s",
  quota_exceeded: 'the daily quota of your plan is used up; it resets in 3600 s (UTC)',
  idempotency_in_progress: 'a request with this Idempotency-Key is still running; retry shortly',
  idempotency_key_reused: 'this Idempotency-Key was used with a different request body in the last 24 hours; use a new key',
};

const ref = (schema: z.ZodType) => {
  const id = z.globalRegistry.get(schema)?.id;
  if (!id) throw new Error('every API schema carries a meta id');
  return { $ref: `#/components/schemas/${id}` };
};

/** The schema of this document's own answer: typed enough for a generated client to read its version. */
const OPENAPI_DOCUMENT = {
  type: 'object',
  required: ['openapi', 'info', 'paths'],
  properties: {
    openapi: { type: 'string' },
    info: { type: 'object', required: ['title', 'version'], properties: { title: { type: 'string' }, version: { type: 'string' } } },
    servers: { type: 'array', items: { type: 'object', required: ['url'], properties: { url: { type: 'string' } } } },
    paths: { type: 'object' },
  },
};

/** Every answer carries the request id. */
const HEADERS = { 'x-request-id': { $ref: '#/components/headers/RequestId' } };
/** A POST's success may be a stored answer to an earlier call with the same Idempotency-Key. */
const POST_OK_HEADERS = { ...HEADERS, 'Idempotent-Replayed': { $ref: '#/components/headers/IdempotentReplayed' } };
/** Answers that ask the caller to wait say how long. */
const RETRY_HEADERS: Record<number, Json> = {
  409: { ...HEADERS, 'Retry-After': { $ref: '#/components/headers/RetryAfter' } },
  429: { ...HEADERS, 'Retry-After': { $ref: '#/components/headers/RetryAfter' } },
};

function errorResponse(status: number, codes: readonly string[]): Json {
  return {
    description: ERROR_DESCRIPTIONS[status] ?? 'Error',
    headers: RETRY_HEADERS[status] ?? HEADERS,
    content: {
      'application/json': {
        schema: { allOf: [ref(S.ErrorResponse), { properties: { error: { enum: codes } } }] },
        example: { error: codes[0], message: ERROR_MESSAGES[codes[0]!] ?? codes[0] },
      },
    },
  };
}

function requestBody(route: Route, doc: OperationDoc): Json | undefined {
  const content: Json = {};
  if (doc.json) content['application/json'] = { schema: ref(doc.json), example: examples[route.id]?.request };
  for (const [type, schema] of Object.entries(doc.forms ?? {})) content[type] = { schema, example: FORM_EXAMPLES[route.id] };
  if (Object.keys(content).length === 0) return undefined;
  return { required: doc.bodyRequired ?? true, content };
}

function okResponses(route: Route, doc: OperationDoc): Json {
  if (!doc.ok) return {};
  if (doc.ok.content) return { 200: { description: doc.ok.description, headers: HEADERS, content: doc.ok.content } };
  const example = examples[route.id]?.response ?? doc.ok.example;
  const json = { schema: doc.ok.schema ? ref(doc.ok.schema) : OPENAPI_DOCUMENT, example };
  const content: Json = { 'application/json': json };
  if (doc.ok.markdown) content['text/markdown'] = { schema: { type: 'string' }, example: '## What the IDDSI flow test is for\n\n…' };
  const headers = route.method === 'POST' ? POST_OK_HEADERS : HEADERS;
  const answers: Json = { 200: { description: doc.ok.description, headers, content } };
  if (doc.forms?.['multipart/form-data'] && route.id === 'iddsi-classify-image-upload-url') {
    answers[201] = {
      description: 'Local server only: the posted image is stored under the s3_key',
      headers,
      content: {
        'application/json': {
          schema: ref(S.UploadReceipt),
          example: { s3_key: 'uploads/3a96a3cc-59fc-48da-8f1d-ee1db58f2def.jpg', bytes: 2_874_113 },
        },
      },
    };
  }
  return answers;
}

/** Every status an operation answers, in numeric order: its own errors, the partner gate's, the common ones. */
function errorResponses(route: Route, errors: ErrorCodes): Json {
  const all = mergeErrors(errors, partnerErrors(route.id, route.method), COMMON_ERRORS);
  const answers: Json = {};
  for (const status of Object.keys(all)
    .map(Number)
    .sort((a, b) => a - b))
    answers[status] = errorResponse(status, all[status]!);
  return answers;
}

function parametersOf(route: Route, doc: OperationDoc): Json[] {
  const path = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => {
    if (!doc.pathParameter) throw new Error(`route ${route.id} has a path parameter the OpenAPI notes do not describe`);
    return { name: m[1], in: 'path', required: true, ...doc.pathParameter };
  });
  const idempotency = route.method === 'POST' ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : [];
  return [...path, ...(doc.query ?? []), ...idempotency];
}

function operation(route: Route, doc: OperationDoc): Json {
  const parameters = parametersOf(route, doc);
  const body = requestBody(route, doc);
  return {
    operationId: route.id,
    tags: [doc.tag],
    summary: route.summary,
    description: doc.description,
    security: doc.keyRequired ? REQUIRED_KEY : OPTIONAL_KEY,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: { ...okResponses(route, doc), ...errorResponses(route, doc.errors) },
  };
}

/** Component schemas without `$id` and `$schema` (OpenAPI names them by their key). */
function componentSchemas(): Record<string, Json> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    target: 'draft-2020-12',
    io: 'input',
    uri: (id) => `#/components/schemas/${id}`,
    // A language field is a transform (aliases, null): document the codes it accepts.
    override: ({ zodSchema, jsonSchema }) => {
      // No `default` on a language field: generators (openapi-typescript) would make it required.
      const def = zodSchema._zod.def as { type: string; innerType?: z.ZodType };
      if (def.type === 'default' && def.innerType && z.globalRegistry.get(def.innerType)?.[LANGUAGE_FIELD])
        delete (jsonSchema as Json).default;
      const allowed = z.globalRegistry.get(zodSchema)?.[LANGUAGE_FIELD] as readonly ResponseLanguage[] | undefined;
      if (!allowed) return;
      for (const key of Object.keys(jsonSchema)) delete (jsonSchema as Json)[key];
      Object.assign(jsonSchema, languageJsonSchema(allowed));
    },
  });
  const clean: Record<string, Json> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const { $id: _id, $schema: _schema, ...rest } = schema as Json;
    clean[name] = rest;
  }
  return clean;
}

/** What the document is about, and what 1.1.0 added (fresh objects per document: callers may change theirs). */
function info(): Json {
  return {
    title: 'Dysphagia Texture Classification and Screening Service',
    version: API_VERSION,
    summary: 'IDDSI classification, aspiration screening, meal validation and clinical Q&A',
    description:
      'Decision support for dysphagia care: IDDSI classification, aspiration screening, meal validation and clinical Q&A. ' +
      'Outputs are not clinical decisions; a qualified speech-language pathologist must confirm them.\n\n' +
      'Every error is `{"error", "message"}`. A method a path does not accept answers 405 `method_not_allowed` with an `Allow` header; ' +
      'an unknown path answers 404 `not_found`.\n\n' +
      'Version 1.1.0 adds the partner platform, an additive extension of 1.0.0 that changes no answer of a call without a key: ' +
      'an optional `x-api-key` with plans, quotas and `GET /api/usage`; an optional `Idempotency-Key` on every POST, whose retry gets ' +
      'the stored answer marked `Idempotent-Replayed: true`; and the answers these bring (401, 403 `invalid_api_key`, 409, 422, ' +
      '429 with `Retry-After`).',
    license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
  };
}

/** Headers, parameters and the security scheme the operations refer to. */
function sharedComponents(): Json {
  return {
    headers: {
      RequestId: {
        description:
          "The caller's X-Request-Id when it is a token of at most 128 characters ([A-Za-z0-9._:/+=-]), otherwise one the service made; quote it when reporting a problem",
        schema: { type: 'string' },
      },
      RetryAfter: {
        description: 'Seconds to wait before retrying',
        required: true,
        schema: { type: 'integer', minimum: 1 },
      },
      IdempotentReplayed: {
        description:
          '`true` when this is the stored answer to an earlier call with the same Idempotency-Key and body (not billed again); absent otherwise',
        schema: { type: 'string', enum: ['true'] },
      },
    },
    parameters: {
      IdempotencyKey: {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description:
          'Makes a retry safe: a retry with the same key and body within 24 hours gets the stored answer (`Idempotent-Replayed: true`), ' +
          'the same key with another body is 422 `idempotency_key_reused`, and a retry while the first call runs is 409 ' +
          '`idempotency_in_progress`. Keys are scoped to the partner (anonymous callers share one scope): use a random UUID.',
        schema: { type: 'string', minLength: 1, maxLength: MAX_IDEMPOTENCY_KEY_LENGTH },
        example: '6f1c2b9e-3f0a-4f55-9d8e-0c1f2a7b4e21',
      },
    },
    securitySchemes: {
      apiKey: {
        type: 'apiKey',
        in: 'header',
        name: 'x-api-key',
        description:
          'Partner key: calls are attributed, limited by the plan and billed. Optional on every operation but GET /api/usage: ' +
          'without one a call runs on the free public plan.',
      },
    },
  };
}

/** Every route's operation, grouped by path (the route table's order). */
function operationsByPath(): Record<string, Json> {
  const docs = operationDocs(RESPONSE_LANGUAGES);
  const paths: Record<string, Json> = {};
  for (const route of [...ROUTES, ...PARTNER_ROUTES]) {
    const doc = docs[route.id];
    if (!doc) throw new Error(`no OpenAPI operation for route ${route.id}`);
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation(route, doc) };
  }
  return paths;
}

export function buildOpenApi(): Json {
  return {
    openapi: '3.1.0',
    info: info(),
    servers: [{ url: '/', description: 'The server that serves this document' }],
    tags: TAGS,
    paths: operationsByPath(),
    components: { schemas: componentSchemas(), ...sharedComponents() },
  };
}
