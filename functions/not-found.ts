/** Fallback for every request no route claims: 404, or 405 naming the allowed methods. */
import { methodNotAllowed, notFound } from '../shared/errors';
import { eventRoute } from '../shared/http/route';
import { matchRoute, methodsForPath } from '../shared/routes';

export const handler = eventRoute(
  'not-found',
  (event) => {
    const { method } = event.requestContext.http;
    const match = matchRoute(method, event.rawPath);
    if (match.kind === 'method-not-allowed') throw methodNotAllowed(match.allowed);
    throw notFound(`no route for ${method} ${event.rawPath.slice(0, 200)}; see GET /api/openapi.json`);
  },
  (event) => methodsForPath(event.rawPath),
);
