/** Domain errors carry no HTTP status: the HTTP layer gives each code one, and the error mapper answers with it. */
import { describe, expect, it } from 'vitest';
import {
  DomainError,
  invalidRequest,
  methodNotAllowed,
  notFound,
  payloadTooLarge,
  serviceUnavailable,
  unsupportedMediaType,
} from '../../shared/errors';
import { DOMAIN_ERROR_STATUS, statusOf } from '../../shared/http/error-status';
import { errorResult } from '../../shared/http/middleware';
import { invalidImage, missingImage, uploadRejected } from '../../shared/image/errors';

describe('domain error statuses', () => {
  it.each([
    [invalidRequest('x'), 400],
    [missingImage('x'), 400],
    [invalidImage('x'), 400],
    [uploadRejected('x'), 403],
    [notFound('x'), 404],
    [payloadTooLarge(), 413],
    [unsupportedMediaType('x'), 415],
    [serviceUnavailable('x'), 503],
  ] as const)('%s maps to %i', (error, status) => {
    expect(error).toBeInstanceOf(DomainError);
    expect(error).not.toHaveProperty('status');
    expect(statusOf(error)).toBe(status);
  });

  it('answers {error, message} with the mapped status', () => {
    const result = errorResult(uploadRejected('the upload form has expired'));
    expect(result.statusCode).toBe(DOMAIN_ERROR_STATUS.upload_rejected);
    expect(JSON.parse(result.body as string)).toEqual({ error: 'upload_rejected', message: 'the upload form has expired' });
  });

  it('keeps the status and headers an HTTP-level error names', () => {
    const result = errorResult(methodNotAllowed(['GET', 'POST']));
    expect(result.statusCode).toBe(405);
    expect(result.headers).toMatchObject({ allow: 'GET, POST' });
  });
});
