/**
 * GET /api/openapi.json: the OpenAPI 3.1 description, generated from the
 * schemas. Its first server is the one the request reached (PUBLIC_BASE_URL
 * when set, as for Q&A citations), so "try it" and imported collections call
 * the same server; `/` (relative to the document) follows.
 * GET /api/docs and /api/docs/assets/{file}: the interactive reference built
 * from that document (shared/docs/), served by the same function.
 */
import { buildOpenApi } from '../shared/api/openapi';
import { docsAnswer } from '../shared/docs/serve';
import { jsonResult } from '../shared/http/middleware';
import { configForRequest } from '../shared/http/public-url';
import { rawRoute } from '../shared/http/route';
import type { ApiEvent } from '../shared/http/types';

let document: Record<string, unknown> | undefined;

function servedDocument(event: ApiEvent): Record<string, unknown> {
  document ??= buildOpenApi();
  const doc = document;
  const here = configForRequest(event).PUBLIC_BASE_URL!;
  return { ...doc, servers: [{ url: here, description: 'The server that answered this request' }, ...(doc.servers as unknown[])] };
}

const isDocument = (event: ApiEvent) => /\/openapi\.json$/.test(event.rawPath ?? event.requestContext?.http?.path ?? '');

export const handler = rawRoute('openapi', async (event) =>
  isDocument(event) ? jsonResult(200, servedDocument(event)) : docsAnswer(event),
);
