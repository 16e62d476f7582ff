/**
 * Records every answer a test file receives from the local server, so a last
 * test can check each of them against the served OpenAPI document.
 */
import type { Answer } from './openapi-validator';

export interface AnswerLog {
  answers: Answer[];
  stop(): void;
}

/** Wraps the global fetch: requests to `baseUrl` are answered as usual and recorded. */
export function recordAnswers(baseUrl: () => string): AnswerLog {
  const original = globalThis.fetch;
  const answers: Answer[] = [];
  globalThis.fetch = async (input, init) => {
    const res = await original(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith(baseUrl())) {
      const text = await res.clone().text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: kept as text
      }
      answers.push({
        method: init?.method ?? (input instanceof Request ? input.method : 'GET'),
        path: url.slice(baseUrl().length),
        status: res.status,
        contentType: res.headers.get('content-type'),
        body,
        headers: Object.fromEntries(res.headers),
      });
    }
    return res;
  };
  return {
    answers,
    stop: () => {
      globalThis.fetch = original;
    },
  };
}
