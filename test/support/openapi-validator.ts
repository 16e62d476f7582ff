/**
 * Checks answers against the served OpenAPI document: the operation of the
 * method and path, the response of the status, and the JSON body against
 * its schema, with ajv's JSON Schema 2020-12 build.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Json as JsonValue } from './json';

type Json = Record<string, JsonValue>;
const DOC_ID = 'https://openapi.local/document.json';

/** An ajv instance that knows the document, so `#/components/...` references resolve. */
export function documentAjv(doc: Json): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // OpenAPI keywords ajv does not know are annotations here.
  ajv.addKeyword('example');
  ajv.addSchema({ ...doc, $id: DOC_ID });
  return ajv;
}

const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

function templateFor(doc: Json, path: string): string | undefined {
  return Object.keys(doc.paths).find((template) => {
    const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`);
    return pattern.test(path);
  });
}

export interface Answer {
  method: string;
  path: string;
  status: number;
  contentType: string | null;
  body: unknown;
  /** Response headers, lower-cased; when present, each header the document marks required is checked. */
  headers?: Record<string, string>;
}

/** Headers the document marks required for a response that the answer lacks. */
function missingHeaders(doc: Json, response: Json, answer: Answer): string[] {
  if (!answer.headers) return [];
  return Object.entries((response.headers ?? {}) as Record<string, Json>).flatMap(([name, header]) => {
    const ref = typeof header.$ref === 'string' ? header.$ref.split('/').pop() : undefined;
    const resolved = ref ? doc.components.headers[ref] : header;
    return resolved?.required && answer.headers![name.toLowerCase()] === undefined
      ? [`${answer.method} ${answer.path} ${answer.status}: no ${name} header`]
      : [];
  });
}

export function responseChecker(doc: Json) {
  const ajv = documentAjv(doc);
  const cache = new Map<string, ValidateFunction>();
  return (answer: Answer): string[] => {
    const template = templateFor(doc, answer.path.split('?')[0]!);
    if (!template) return [`no path in the document for ${answer.path}`];
    const method = answer.method.toLowerCase();
    const op = doc.paths[template][method];
    if (!op) return [`${answer.method} ${template} is not documented`];
    const response = op.responses[String(answer.status)];
    if (!response) return [`${answer.method} ${template} does not document status ${answer.status}`];
    const missing = missingHeaders(doc, response, answer);
    if (missing.length > 0) return missing;
    const media = (answer.contentType ?? '').split(';')[0]!.trim();
    if (!response.content?.[media]) return [`${answer.method} ${template} ${answer.status} does not document ${media}`];
    if (media !== 'application/json') return [];
    const key = `#/${pointer('paths', template, method, 'responses', String(answer.status), 'content', media, 'schema')}`;
    let validate = cache.get(key);
    if (!validate) {
      validate = ajv.getSchema(`${DOC_ID}${key}`);
      if (!validate) return [`cannot compile ${key}`];
      cache.set(key, validate);
    }
    if (validate(answer.body)) return [];
    return (validate.errors ?? []).map((e) => `${answer.method} ${template} ${answer.status}: ${e.instancePath || '/'} ${e.message}`);
  };
}
