/**
 * GET /api/articles/{id}: one article of the clinical corpus, the target of
 * every Q&A citation. Markdown (text/markdown) by default; JSON when the
 * client asks for application/json. Articles ride inside the Q&A index, so
 * the Lambda reads them from the same S3 object as the vectors.
 */
import middy from '@middy/core';
import { invalidRequest } from '../shared/errors';
import { cors, CORS_HEADERS, errorMapper, jsonResult, preflight } from '../shared/http/middleware';
import type { ApiEvent, ApiResult, LambdaContext } from '../shared/http/types';
import { articleDocument } from '../shared/qa/articles';

async function serve(event: ApiEvent): Promise<ApiResult> {
  const id = event.pathParameters?.id ?? '';
  if (!/^[a-z0-9-]{1,120}$/.test(id)) throw invalidRequest('id must be an article id such as flow-test-en');
  const accept = event.headers?.accept ?? event.headers?.Accept ?? '';
  const doc = await articleDocument(id);
  if (/application\/json/.test(accept) && !/text\/markdown/.test(accept)) return jsonResult(200, doc.json);
  return {
    statusCode: 200,
    headers: { 'content-type': 'text/markdown; charset=utf-8', 'cache-control': 'public, max-age=300', ...CORS_HEADERS },
    body: doc.markdown,
  };
}

export const handler = middy<ApiEvent, ApiResult, Error, LambdaContext>(serve)
  .use(cors())
  .use(errorMapper('articles'))
  .use(preflight(() => ['GET']));
