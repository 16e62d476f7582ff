import { describe, expect, it } from 'vitest';
import { FALLBACK_HANDLER, handlerModules, matchRoute, methodsForPath, ROUTES } from '../../shared/routes';

describe('the route table', () => {
  it('holds the seven routes of the spec', () => {
    const keys = ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/iddsi-classify',
        'POST /api/iddsi-classify-image',
        'POST /api/voice-aspiration-screen',
        'POST /api/iddsi-classify-audio',
        'POST /api/iddsi-batch',
        'GET /api/clinical-qa',
        'POST /api/clinical-qa',
      ]),
    );
  });

  it('gives the batch route the 30 s the spec allows and the others less', () => {
    for (const r of ROUTES) {
      if (r.id === 'iddsi-batch') expect(r.timeoutSeconds).toBe(30);
      else expect(r.timeoutSeconds).toBeLessThan(30);
    }
  });

  it('has unique ids and one function per handler module plus the fallback', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    const modules = handlerModules();
    expect(modules).toContain(FALLBACK_HANDLER);
    expect(modules.filter((m) => m === 'clinical-qa')).toHaveLength(1);
  });

  it('matches paths with parameters and tells 404 from 405', () => {
    expect(matchRoute('GET', '/api/articles/flow-test-en')).toMatchObject({
      kind: 'route',
      pathParameters: { id: 'flow-test-en' },
    });
    expect(matchRoute('POST', '/api/iddsi-classify/')).toMatchObject({ kind: 'route' });
    expect(matchRoute('PUT', '/api/clinical-qa')).toEqual({ kind: 'method-not-allowed', allowed: ['GET', 'POST'] });
    expect(matchRoute('GET', '/api/nothing')).toEqual({ kind: 'not-found' });
    expect(matchRoute('GET', '/api/articles/%E0%A4%A')).toMatchObject({ kind: 'route' });
    expect(methodsForPath('/api/clinical-qa')).toEqual(['GET', 'POST']);
  });
});
