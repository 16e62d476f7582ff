/**
 * The interactive reference at GET /api/docs: Swagger UI (swagger-ui-dist,
 * a maintained library) reading the served OpenAPI document, with "try it
 * out" against the server the page came from. Everything the page loads is
 * served by the same function, under a Content-Security-Policy that allows
 * only this origin: no CDN, no font or analytics host, no validator badge.
 */

/** The page's own script: loads the served document and starts Swagger UI. */
const INITIALIZER = `'use strict';
(() => {
  // Served at <root>/docs: the API root is the same server and path prefix (a gateway stage, say).
  const root = location.pathname.replace(/\\/docs\\/?$/, '');
  const here = location.origin + root.replace(/\\/api$/, '');
  const target = document.getElementById('swagger-ui');
  fetch(root + '/openapi.json', { headers: { accept: 'application/json' } })
    .then((res) => {
      if (!res.ok) throw new Error('HTTP ' + res.status);
      return res.json();
    })
    .then((spec) => {
      // "Try it out" calls the server this page came from.
      spec.servers = [{ url: here, description: 'This server' }, ...(spec.servers || []).filter((s) => s.url !== here)];
      window.ui = SwaggerUIBundle({
        spec,
        domNode: target,
        deepLinking: true,
        validatorUrl: null,
        layout: 'BaseLayout',
        presets: [SwaggerUIBundle.presets.apis],
        docExpansion: 'list',
        defaultModelsExpandDepth: 0,
        displayRequestDuration: true,
        queryConfigEnabled: false,
      });
    })
    .catch((e) => {
      target.textContent = 'The OpenAPI document could not be loaded (' + e.message + '); it is served at ' + root + '/openapi.json.';
    });
})();
`;

export interface DocsAsset {
  contentType: string;
  body: string;
}

/** Swagger UI's files as scripts/docs-assets.mjs copied them, plus the initializer. */
export function docsAssets(swaggerUi: Record<string, string>): Record<string, DocsAsset> {
  return {
    'swagger-ui-bundle.js': { contentType: 'text/javascript; charset=utf-8', body: swaggerUi['swagger-ui-bundle.js'] ?? '' },
    'swagger-ui.css': { contentType: 'text/css; charset=utf-8', body: swaggerUi['swagger-ui.css'] ?? '' },
    'docs.js': { contentType: 'text/javascript; charset=utf-8', body: INITIALIZER },
  };
}

/** Names of the files under /api/docs/assets/ (the OpenAPI document lists them). */
export const DOCS_ASSET_NAMES = ['swagger-ui-bundle.js', 'swagger-ui.css', 'docs.js'] as const;

/**
 * Only this origin. `data:` images are the icons inlined in Swagger UI's own
 * stylesheet; nothing else is allowed to load, post or frame the page.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The page. Asset URLs are relative to the page's own path (with or without
 * a trailing slash), so they hold behind any path prefix; `?v=` changes with
 * Swagger UI's version, so a cached copy is never stale.
 */
export function docsPage(requestPath: string, version: string): string {
  const base = requestPath.endsWith('/') ? 'assets/' : 'docs/assets/';
  const asset = (name: string) => `${base}${name}?v=${encodeURIComponent(version)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dysphagia decision-support service: API reference</title>
<link rel="stylesheet" href="${asset('swagger-ui.css')}">
</head>
<body>
<noscript>This reference needs JavaScript. The OpenAPI document itself is served at /api/openapi.json.</noscript>
<div id="swagger-ui"></div>
<script src="${asset('swagger-ui-bundle.js')}"></script>
<script src="${asset('docs.js')}"></script>
</body>
</html>
`;
}
