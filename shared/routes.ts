/**
 * The route table: the single list of every route. The local server and the
 * CDK stack both read it, so they cannot drift apart. One Lambda function is
 * built per handler module; a module may serve more than one route.
 */
export type HttpMethod = 'GET' | 'POST';

export interface Route {
  /** Stable identifier (used in logs and CDK construct ids). */
  id: string;
  method: HttpMethod;
  /** API Gateway path; `{name}` marks a path parameter. */
  path: string;
  /** Handler module under functions/, without extension; exports `handler`. */
  handler: string;
  timeoutSeconds: number;
  memoryMb: number;
  summary: string;
}

export const ROUTES: readonly Route[] = [
  {
    id: 'iddsi-classify',
    method: 'POST',
    path: '/api/iddsi-classify',
    handler: 'iddsi-classify',
    timeoutSeconds: 10,
    memoryMb: 512,
    summary: 'Classify a food or drink described in text to an IDDSI level',
  },
  {
    id: 'iddsi-classify-image',
    method: 'POST',
    path: '/api/iddsi-classify-image',
    handler: 'iddsi-classify-image',
    timeoutSeconds: 29,
    memoryMb: 2048,
    summary: 'Classify a food or drink from a photo (multipart, base64 JSON or an uploaded object key)',
  },
  {
    id: 'iddsi-classify-image-upload-url',
    method: 'POST',
    path: '/api/iddsi-classify-image/upload-url',
    handler: 'image-upload-url',
    timeoutSeconds: 5,
    memoryMb: 256,
    summary: 'Get a pre-signed upload for an image of up to 10 MB',
  },
  {
    id: 'voice-aspiration-screen',
    method: 'POST',
    path: '/api/voice-aspiration-screen',
    handler: 'voice-aspiration-screen',
    timeoutSeconds: 10,
    memoryMb: 512,
    summary: 'Screen reported swallowing symptoms for aspiration risk',
  },
  {
    id: 'iddsi-classify-audio',
    method: 'POST',
    path: '/api/iddsi-classify-audio',
    handler: 'iddsi-classify-audio',
    timeoutSeconds: 3,
    memoryMb: 128,
    summary: 'Research-staged audio classification: always 501',
  },
  {
    id: 'iddsi-batch',
    method: 'POST',
    path: '/api/iddsi-batch',
    handler: 'iddsi-batch',
    timeoutSeconds: 30,
    memoryMb: 1024,
    summary: "Check a meal of up to 20 items against a resident's prescribed level",
  },
  {
    id: 'clinical-qa-health',
    method: 'GET',
    path: '/api/clinical-qa',
    handler: 'clinical-qa',
    timeoutSeconds: 15,
    memoryMb: 1024,
    summary: 'Health of the clinical Q&A index',
  },
  {
    id: 'clinical-qa',
    method: 'POST',
    path: '/api/clinical-qa',
    handler: 'clinical-qa',
    timeoutSeconds: 15,
    memoryMb: 1024,
    summary: 'Answer a clinical question from the article index, with sources',
  },
  {
    id: 'articles',
    method: 'GET',
    path: '/api/articles/{id}',
    handler: 'articles',
    timeoutSeconds: 5,
    memoryMb: 256,
    summary: 'One article of the clinical corpus (the target of every Q&A citation)',
  },
  {
    id: 'openapi',
    method: 'GET',
    path: '/api/openapi.json',
    handler: 'openapi',
    timeoutSeconds: 5,
    memoryMb: 256,
    summary: 'The OpenAPI 3.1 description of this service',
  },
  {
    id: 'docs',
    method: 'GET',
    path: '/api/docs',
    handler: 'openapi',
    timeoutSeconds: 5,
    memoryMb: 256,
    summary: 'An interactive reference of this API (Swagger UI), with "try it out" against this server',
  },
  {
    id: 'docs-assets',
    method: 'GET',
    path: '/api/docs/assets/{file}',
    handler: 'openapi',
    timeoutSeconds: 5,
    memoryMb: 256,
    summary: "The reference page's scripts and styles, served by the service itself",
  },
];

/**
 * Partner platform routes (issue 16). Served by the local server and the
 * stack's partner construct (which deploys them, not the service stack);
 * the OpenAPI document describes them beside ROUTES since version 1.1.0.
 */
export const PARTNER_ROUTES: readonly Route[] = [
  {
    id: 'usage',
    method: 'GET',
    path: '/api/usage',
    handler: 'usage',
    timeoutSeconds: 5,
    memoryMb: 256,
    summary: "A partner's billable calls and quota for a month (needs x-api-key)",
  },
];

/** Answers every request no route claims: 404 or 405, as JSON with CORS. */
export const FALLBACK_HANDLER = 'not-found';

/** The handler modules, each of which becomes one Lambda function. */
export function handlerModules(routes: readonly Route[] = ROUTES): string[] {
  return [...new Set([...routes.map((r) => r.handler), FALLBACK_HANDLER])];
}

function pathPattern(path: string): RegExp {
  const body = path
    .split('/')
    .map((seg) => (/^\{\w+\}$/.test(seg) ? `(?<${seg.slice(1, -1)}>[^/]+)` : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

const compiled = [...ROUTES, ...PARTNER_ROUTES].map((route) => ({ route, pattern: pathPattern(route.path) }));

export type RouteMatch =
  | { kind: 'route'; route: Route; pathParameters: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: HttpMethod[] }
  | { kind: 'not-found' };

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape is kept as sent; the handler rejects it
  }
}

/** Find the route for a method and path (OPTIONS is never a route). */
export function matchRoute(method: string, path: string): RouteMatch {
  const allowed: HttpMethod[] = [];
  for (const { route, pattern } of compiled) {
    const m = pattern.exec(path);
    if (!m) continue;
    if (route.method === method.toUpperCase()) {
      const params: Record<string, string> = {};
      for (const [k, v] of Object.entries(m.groups ?? {})) params[k] = safeDecode(v);
      return { kind: 'route', route, pathParameters: params };
    }
    allowed.push(route.method);
  }
  return allowed.length > 0 ? { kind: 'method-not-allowed', allowed } : { kind: 'not-found' };
}

/** Methods a path accepts (for preflight answers); empty when no route has it. */
export function methodsForPath(path: string): HttpMethod[] {
  return compiled.filter(({ pattern }) => pattern.test(path)).map(({ route }) => route.method);
}
