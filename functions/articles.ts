/**
 * GET /api/articles/{id}: one article of the clinical corpus, the target of
 * every Q&A citation. Markdown (text/markdown) by default; JSON when the
 * client asks for application/json. Articles ride inside the Q&A index, so
 * the Lambda reads them from the same S3 object as the vectors.
 */
import { invalidRequest } from '../shared/errors';
import { CORS_HEADERS, jsonResult } from '../shared/http/middleware';
import { configForRequest } from '../shared/http/public-url';
import { rawRoute } from '../shared/http/route';
import { articleDocument } from '../shared/qa/articles';

export const handler = rawRoute('articles', async (event) => {
  const id = event.pathParameters?.id ?? '';
  if (!/^[a-z0-9-]{1,120}$/.test(id)) throw invalidRequest('id must be an article id such as flow-test-en');
  const accept = event.headers?.accept ?? event.headers?.Accept ?? '';
  const doc = await articleDocument(id, { config: configForRequest(event) });
  if (/application\/json/.test(accept) && !/text\/markdown/.test(accept)) return jsonResult(200, doc.json);
  return {
    statusCode: 200,
    headers: { 'content-type': 'text/markdown; charset=utf-8', 'cache-control': 'public, max-age=300', ...CORS_HEADERS },
    body: doc.markdown,
  };
});
