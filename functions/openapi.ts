/** GET /api/openapi.json: the OpenAPI 3.1 description, generated from the schemas. */
import { buildOpenApi } from '../shared/api/openapi';
import { eventRoute } from '../shared/http/route';

let document: Record<string, unknown> | undefined;

export const handler = eventRoute('openapi', () => ({ body: (document ??= buildOpenApi()) }));
