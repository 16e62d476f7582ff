/**
 * The OpenAPI 3.1 document, generated from the zod schemas and the route
 * table so it cannot disagree with what the service validates.
 */
import * as z from 'zod';
import { ROUTES, type Route } from '../routes';
import * as S from './schemas';

interface Operation {
  request?: { schema: z.ZodType; contentTypes?: string[] };
  response?: z.ZodType;
  errors: number[];
}

const multipartImage = {
  type: 'object',
  required: ['image'],
  properties: {
    image: { type: 'string', contentMediaType: 'application/octet-stream', description: 'JPEG, PNG or WebP, at most 10 MB' },
    language: { type: 'string', enum: ['en', 'zh-HK', 'tl', 'id', 'vi', 'th', 'es'] },
    description: { type: 'string', maxLength: 2000, description: 'Extension: a caption read by the text engine' },
  },
};

const OPERATIONS: Record<string, Operation> = {
  'iddsi-classify': { request: { schema: S.TextClassifyRequest }, response: S.IddsiClassifyResponse, errors: [400, 500] },
  'iddsi-classify-image': { request: { schema: S.ImageClassifyJsonRequest }, response: S.IddsiClassifyResponse, errors: [400, 404, 413, 500, 503] },
  'iddsi-classify-image-upload-url': { request: { schema: S.UploadUrlRequest }, response: S.UploadUrlResponse, errors: [400, 403, 413, 500, 503] },
  'voice-aspiration-screen': { request: { schema: S.AspirationScreenRequest }, response: S.AspirationScreenResponse, errors: [400, 500] },
  'iddsi-classify-audio': { errors: [501] },
  'iddsi-batch': { request: { schema: S.BatchMealRequest }, response: S.BatchMealResponse, errors: [400, 500, 503] },
  'clinical-qa-health': { response: S.ClinicalQaHealth, errors: [500, 503] },
  'clinical-qa': { request: { schema: S.ClinicalQaRequest }, response: S.ClinicalQaResponse, errors: [400, 500, 503] },
  articles: { errors: [404] },
  openapi: { errors: [] },
};

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid request: the message names the field and its bound',
  403: 'Upload rejected (an altered or expired local upload form)',
  404: 'Not found',
  413: 'Payload too large',
  500: 'Internal error',
  501: 'Not implemented',
  503: 'Service unavailable',
};

const ref = (schema: z.ZodType) => {
  const id = z.globalRegistry.get(schema)?.id;
  if (!id) throw new Error('every API schema carries a meta id');
  return { $ref: `#/components/schemas/${id}` };
};

function operation(route: Route): Record<string, unknown> {
  const op = OPERATIONS[route.id];
  if (!op) throw new Error(`no OpenAPI operation for route ${route.id}`);
  const jsonBody = op.request ? { 'application/json': { schema: ref(op.request.schema) } } : undefined;
  const content =
    route.id === 'iddsi-classify-image' ? { 'multipart/form-data': { schema: multipartImage }, ...jsonBody } : jsonBody;
  const responses: Record<string, unknown> = {};
  if (op.response) responses['200'] = { description: 'OK', content: { 'application/json': { schema: ref(op.response) } } };
  if (route.id === 'articles') responses['200'] = { description: 'The article as Markdown', content: { 'text/markdown': {} } };
  if (route.id === 'openapi') responses['200'] = { description: 'This document', content: { 'application/json': {} } };
  for (const status of op.errors) {
    responses[String(status)] = {
      description: ERROR_TEXT[status] ?? 'Error',
      content: { 'application/json': { schema: ref(S.ErrorResponse) } },
    };
  }
  const parameters = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  return {
    operationId: route.id,
    summary: route.summary,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(content ? { requestBody: { required: true, content } } : {}),
    responses,
  };
}

export function buildOpenApi(): Record<string, unknown> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    target: 'draft-2020-12',
    io: 'input',
    uri: (id) => `#/components/schemas/${id}`,
  });
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of ROUTES) {
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Dysphagia Texture Classification and Screening Service',
      version: '1.0.0',
      description:
        'Decision support for dysphagia care: IDDSI classification, aspiration screening, meal validation and clinical Q&A. ' +
        'Outputs are not clinical decisions; a qualified speech-language pathologist must confirm them.',
    },
    paths,
    components: { schemas },
  };
}
