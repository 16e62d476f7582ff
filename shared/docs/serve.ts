/**
 * The answers of GET /api/docs (the reference page) and GET
 * /api/docs/assets/{file} (its files, from the Swagger UI copy made at
 * install by scripts/docs-assets.mjs and bundled with the function).
 */
import { notFound } from '../errors';
import { CORS_HEADERS } from '../http/middleware';
import type { ApiEvent, ApiResult } from '../http/types';
import { DOCS_CSP, docsAssets, docsPage, type DocsAsset } from './page';

interface SwaggerUiCopy {
  version: string;
  files: Record<string, string>;
}

/** Loaded on first use (a chunk of its own in the bundle), not at cold start. */
let copy: Promise<SwaggerUiCopy> | undefined;
const swaggerUi = () => (copy ??= import('./generated/swagger-ui.json', { with: { type: 'json' } }).then((m) => m.default));

let assets: Record<string, DocsAsset> | undefined;

const SECURITY_HEADERS = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' };

function text(contentType: string, body: string, cacheControl: string, extra: Record<string, string> = {}): ApiResult {
  return {
    statusCode: 200,
    headers: { 'content-type': contentType, 'cache-control': cacheControl, ...CORS_HEADERS, ...SECURITY_HEADERS, ...extra },
    body,
  };
}

/** The page, or the asset named by the `file` path parameter (404 for any other name). */
export async function docsAnswer(event: ApiEvent): Promise<ApiResult> {
  const { version, files } = await swaggerUi();
  const file = event.pathParameters?.file;
  if (file === undefined) {
    const path = event.rawPath ?? event.requestContext?.http?.path ?? '/api/docs';
    return text('text/html; charset=utf-8', docsPage(path, version), 'no-cache', { 'content-security-policy': DOCS_CSP });
  }
  assets ??= docsAssets(files);
  const asset = Object.hasOwn(assets, file) ? assets[file] : undefined;
  if (!asset) throw notFound(`no docs asset named ${JSON.stringify(file.slice(0, 100))}; the page is GET /api/docs`);
  return text(asset.contentType, asset.body, 'public, max-age=86400');
}
