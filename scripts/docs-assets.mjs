/**
 * Copies Swagger UI's browser assets (swagger-ui-dist, a dependency) into
 * shared/docs/generated/swagger-ui.json, which functions/docs.ts imports: the
 * Lambda bundle then carries them (esbuild inlines JSON) and the docs page
 * loads nothing from outside the service. Runs after every `npm install` /
 * `npm ci` (postinstall), so the copy always matches the installed version;
 * the folder is gitignored. Plain Node, no dev dependency: it also runs
 * under `npm ci --omit=dev`.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const FILES = ['swagger-ui-bundle.js', 'swagger-ui.css'];

/** The source map comment would send a browser with its developer tools open after a file the service does not serve. */
const withoutSourceMap = (text) => text.replace(/\n?\/[/*]# sourceMappingURL=[^\n]*\s*$/, '\n');

const assets = {
  version: JSON.parse(fs.readFileSync(path.join(dist, 'package.json'), 'utf8')).version,
  files: Object.fromEntries(FILES.map((name) => [name, withoutSourceMap(fs.readFileSync(path.join(dist, name), 'utf8'))])),
};
const out = path.join(root, 'shared', 'docs', 'generated', 'swagger-ui.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify(assets));
console.log(`docs assets: swagger-ui-dist ${assets.version} -> ${path.relative(root, out)}`);
