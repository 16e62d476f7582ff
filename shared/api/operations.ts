/**
 * What the OpenAPI document says about each route beyond its schemas: tag,
 * description, request bodies and every status the service can answer, with
 * the error codes each status carries. Keyed by route id (shared/routes.ts).
 */
import type * as z from 'zod';
import { BILLABLE_ROUTE_IDS } from '../partners/plans';
import { FIRST_USAGE_MONTH } from '../partners/usage';
import { DOCS_ASSET_NAMES } from '../docs/page';
import * as S from './schemas';

export type Tag = 'classification' | 'screening' | 'meals' | 'clinical-qa' | 'reference' | 'partners';

export const TAGS: readonly { name: Tag; description: string }[] = [
  { name: 'classification', description: 'IDDSI level of one food or drink, from text or a photo' },
  { name: 'screening', description: 'Aspiration risk screening from reported symptoms' },
  { name: 'meals', description: "A whole meal checked against a resident's prescribed levels" },
  { name: 'clinical-qa', description: 'Clinical questions answered from a cited article index' },
  { name: 'reference', description: 'The articles behind Q&A citations, and this document' },
  { name: 'partners', description: "A partner key's billable calls and quota (needs x-api-key)" },
];

/** Error codes by HTTP status. Every operation answers 500 and 503 as well (see COMMON_ERRORS). */
export type ErrorCodes = Partial<Record<number, readonly string[]>>;

export const COMMON_ERRORS: ErrorCodes = { 500: ['internal_error'], 503: ['service_unavailable'] };

/** Statuses of every route that reads a JSON body. */
const JSON_BODY_ERRORS: ErrorCodes = { 400: ['invalid_request'], 413: ['payload_too_large'], 415: ['unsupported_media_type'] };

export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is invalid; the message names the field and its bound',
  401: 'This operation needs a partner key in x-api-key',
  403: 'Refused: the key, or the upload form, is not valid',
  404: 'Not found',
  409: 'A request with this Idempotency-Key is still running; retry after Retry-After seconds',
  413: 'The body is larger than 10 MB (an image larger than 10 MB decoded)',
  415: 'The body has a media type this operation does not read',
  422: 'This Idempotency-Key was used with a different body in the last 24 hours',
  429: "Over the plan's rate or quota; retry after Retry-After seconds",
  500: 'Internal error (never a stack trace); logged',
  501: 'Not implemented',
  503: 'A hosted model is selected but not configured, storage or the model is unavailable, or the request ran out of time; retry later',
};

/**
 * What the partner gate (keys, plans, rates, quotas; issue 16) and the
 * Idempotency-Key middleware can answer on an operation, on top of its own
 * errors: a bad key and too fast on every operation, a used-up quota on the
 * billable ones, and a retry in progress or with another body on every POST.
 */
export function partnerErrors(routeId: string, method: string): ErrorCodes {
  const billable = (BILLABLE_ROUTE_IDS as readonly string[]).includes(routeId);
  const errors: ErrorCodes = { 403: ['invalid_api_key'], 429: billable ? ['rate_limited', 'quota_exceeded'] : ['rate_limited'] };
  if (method !== 'POST') return errors;
  // An Idempotency-Key longer than 255 characters is a 400 on any POST.
  return { ...errors, 400: ['invalid_request'], 409: ['idempotency_in_progress'], 422: ['idempotency_key_reused'] };
}

/** Codes of both maps, status by status (an operation's own codes first). */
export function mergeErrors(...maps: ErrorCodes[]): ErrorCodes {
  const merged: Record<number, string[]> = {};
  for (const map of maps) {
    for (const [status, codes] of Object.entries(map)) {
      merged[Number(status)] ??= [];
      const list = merged[Number(status)]!;
      for (const code of codes ?? []) if (!list.includes(code)) list.push(code);
    }
  }
  return merged;
}

export interface OperationDoc {
  tag: Tag;
  description: string;
  /** JSON request body schema; the example comes from examples.json. */
  json?: z.ZodType;
  /** Other request media types, with their JSON Schema. */
  forms?: Record<string, Record<string, unknown>>;
  /** Whether a body is required (false: an empty body asks for the defaults). */
  bodyRequired?: boolean;
  /** The path parameter, when the path has one (OpenAPI parameter fields besides name and in). */
  pathParameter?: Record<string, unknown>;
  /** Query parameters (OpenAPI parameter objects). */
  query?: readonly Record<string, unknown>[];
  /** Whether a partner key is required (default: optional, the public plan without one). */
  keyRequired?: boolean;
  /** The 200 answer; absent for an operation that never succeeds. */
  ok?: { schema?: z.ZodType; description: string; markdown?: boolean; example?: unknown; content?: Record<string, unknown> };
  errors: ErrorCodes;
}

const languageField = (languages: readonly string[]) => ({
  type: 'string',
  enum: languages,
  default: 'en',
  description: 'Response language',
});

/** Multipart forms are not zod-validated as a whole, so their JSON Schema is written here. */
export function multipartForms(languages: readonly string[]): Record<string, Record<string, unknown>> {
  return {
    image: {
      type: 'object',
      required: ['image'],
      properties: {
        image: { type: 'string', contentMediaType: 'application/octet-stream', description: 'JPEG, PNG or WebP, at most 10 MB' },
        language: languageField(languages),
        description: { type: 'string', maxLength: 2000, description: 'Extension: a caption read by the text engine' },
      },
    },
    audio: {
      type: 'object',
      required: ['audio'],
      properties: {
        audio: {
          type: 'string',
          contentMediaType: 'application/octet-stream',
          description: 'WAV or MP3, at most 30 MB (declared; the endpoint answers 501)',
        },
        language: languageField(languages),
      },
    },
    upload: {
      type: 'object',
      required: ['key', 'Content-Type', 'policy', 'x-upload-signature', 'file'],
      description: 'Every field of the upload-url answer, unchanged, then the image as the last part, named "file"',
      properties: {
        key: { type: 'string' },
        'Content-Type': { type: 'string', enum: ['image/jpeg', 'image/png', 'image/webp'] },
        policy: { type: 'string' },
        'x-upload-signature': { type: 'string' },
        file: { type: 'string', contentMediaType: 'application/octet-stream', description: 'The image, at most 10 MB' },
      },
    },
  };
}

/** The OpenAPI text of every route: a data table, one entry per route, long by nature. */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a data table (one entry per route), not logic
export function operationDocs(languages: readonly string[]): Record<string, OperationDoc> {
  const forms = multipartForms(languages);
  return {
    'iddsi-classify': {
      tag: 'classification',
      description:
        'Reads a description of one food or drink in any language (measurements such as the flow-test residue or particle size count most) ' +
        'and answers its IDDSI level with the evidence, the physical test that confirms it, and explanations in every response language.',
      json: S.TextClassifyRequest,
      ok: { schema: S.IddsiClassifyResponse, description: 'The IDDSI level, with evidence and explanations' },
      errors: JSON_BODY_ERRORS,
    },
    'iddsi-classify-image': {
      tag: 'classification',
      description:
        'A photo as multipart/form-data (canonical), as base64 in JSON, or as the s3_key of an upload. A photo alone cannot confirm a level: ' +
        'the answer names the physical IDDSI tests that must (`confirm_with`). A caption in `description` is read by the text engine.',
      json: S.ImageClassifyJsonRequest,
      forms: { 'multipart/form-data': forms.image! },
      ok: { schema: S.IddsiClassifyResponse, description: 'The IDDSI level the photo (and caption) suggest' },
      errors: {
        400: ['invalid_request', 'missing_image', 'invalid_image'],
        404: ['not_found'],
        413: ['payload_too_large'],
        415: ['unsupported_media_type'],
      },
    },
    'iddsi-classify-image-upload-url': {
      tag: 'classification',
      description:
        'JSON (or an empty body): a pre-signed upload form for one image of up to 10 MB, valid five minutes. POST the form to `url` as ' +
        'multipart/form-data: every entry of `fields`, then the image as a part named `file`. On the local server `url` is this same route, ' +
        'which stores the image and answers 201 with the s3_key; then send {"s3_key": ...} to POST /api/iddsi-classify-image.',
      json: S.UploadUrlRequest,
      forms: { 'multipart/form-data': forms.upload! },
      bodyRequired: false,
      ok: { schema: S.UploadUrlResponse, description: 'The upload form' },
      errors: { 400: ['invalid_request'], 403: ['upload_rejected'], 413: ['payload_too_large'], 415: ['unsupported_media_type'] },
    },
    'voice-aspiration-screen': {
      tag: 'screening',
      description:
        'Screens what carers see at mealtimes (free text in any language, optionally age, diagnosis and the ten EAT-10 item scores) for aspiration risk. ' +
        'A screen, not a diagnosis: high risk means an immediate speech-language pathologist referral.',
      json: S.AspirationScreenRequest,
      ok: { schema: S.AspirationScreenResponse, description: 'Risk level, score inside its band, flags and the recommended action' },
      errors: JSON_BODY_ERRORS,
    },
    'iddsi-classify-audio': {
      tag: 'classification',
      description: 'Research-staged: answers 501 in every environment, whatever the body. Not for clinical workflows.',
      forms: { 'multipart/form-data': forms.audio! },
      errors: { 413: ['payload_too_large'], 501: ['not_implemented'] },
    },
    'iddsi-batch': {
      tag: 'meals',
      description:
        "Classifies up to 20 meal items (hosted model when configured, cross-checked by the rules) and compares each with the resident's food and drink levels. " +
        'May take up to 30 seconds with a hosted model.',
      json: S.BatchMealRequest,
      ok: { schema: S.BatchMealResponse, description: 'Every item classified, the meal verdict and how to fix what does not match' },
      errors: JSON_BODY_ERRORS,
    },
    'clinical-qa-health': {
      tag: 'clinical-qa',
      description: 'Whether the article index is loaded, how many articles it holds and which models answer.',
      ok: { schema: S.ClinicalQaHealth, description: 'The index is loaded' },
      errors: {},
    },
    'clinical-qa': {
      tag: 'clinical-qa',
      description:
        'Answers a clinical question about dysphagia and IDDSI from the article index, citing its sources (each resolves at GET /api/articles/{id}).',
      json: S.ClinicalQaRequest,
      ok: { schema: S.ClinicalQaResponse, description: 'The answer with its sources' },
      errors: JSON_BODY_ERRORS,
    },
    articles: {
      tag: 'reference',
      pathParameter: {
        description: 'Article id, as in a Q&A source',
        schema: { type: 'string', pattern: '^[a-z0-9-]{1,120}$' },
        example: 'flow-test-en',
      },
      description:
        'One article of the clinical corpus: Markdown by default, JSON when the client accepts application/json (and not text/markdown).',
      ok: { schema: S.Article, description: 'The article', markdown: true },
      errors: { 400: ['invalid_request'], 404: ['not_found'] },
    },
    openapi: {
      tag: 'reference',
      description: 'This document.',
      ok: {
        description: 'The OpenAPI 3.1 document',
        example: {
          openapi: '3.1.0',
          info: { title: 'Dysphagia Texture Classification and Screening Service', version: API_VERSION },
          paths: {},
        },
      },
      errors: {},
    },
    docs: {
      tag: 'reference',
      description:
        'An HTML page: Swagger UI reading this document, with "try it out" sending real requests to the server that served the page. ' +
        'Its scripts and styles come from GET /api/docs/assets/{file}; a Content-Security-Policy lets it load nothing from anywhere else.',
      ok: {
        description: 'The reference page',
        content: {
          'text/html': { schema: { type: 'string' }, example: '<!doctype html>\n<html lang="en">…<div id="swagger-ui"></div>…</html>' },
        },
      },
      errors: {},
    },
    'docs-assets': {
      tag: 'reference',
      description: "One of the reference page's files (Swagger UI's bundle and stylesheet, the page's own script). Cached for a day.",
      pathParameter: { description: 'File name', schema: { type: 'string', enum: DOCS_ASSET_NAMES }, example: 'docs.js' },
      ok: {
        description: 'The file',
        content: {
          'text/javascript': { schema: { type: 'string' }, example: "'use strict';\n(() => { … })();" },
          'text/css': { schema: { type: 'string' }, example: '.swagger-ui{…}' },
        },
      },
      errors: { 404: ['not_found'] },
    },
    usage: {
      tag: 'partners',
      description:
        "The calling partner's billable calls this month (or `?month=YYYY-MM`), by route, with its plan's daily and monthly quota. " +
        'Billable: a 2xx answer from a POST that computes an answer (classify, image, screen, batch, Q&A) that is not an idempotent replay; ' +
        'everything else, and every error, is free. Periods and days are UTC.',
      keyRequired: true,
      query: [
        {
          name: 'month',
          in: 'query',
          required: false,
          description: `A month from ${FIRST_USAGE_MONTH} to the current one (UTC); the current month when absent`,
          schema: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' },
          example: '2026-10',
        },
      ],
      ok: { schema: S.UsageReport, description: 'Billable calls by route and the quota left', example: USAGE_EXAMPLE },
      errors: { 400: ['invalid_request'], 401: ['api_key_required'] },
    },
  };
}

/** Version of the document: 1.1.0 added the partner platform (an additive extension of the 1.0.0 contract). */
export const API_VERSION = '1.1.0';

const USAGE_EXAMPLE = {
  partner_id: 'acme-care',
  plan: 'standard',
  period: { start: '2026-11-01T00:00:00.000Z', end: '2026-12-01T00:00:00.000Z' },
  billable_calls: 1843,
  by_route: { 'POST /api/iddsi-classify': 1210, 'POST /api/iddsi-batch': 588, 'POST /api/clinical-qa': 45 },
  quota: { daily_limit: 10_000, used_today: 112, remaining_today: 9_888, monthly_limit: 250_000, used_this_month: 1843 },
};
