/**
 * Errors the service throws. Domain code throws a DomainError: a code from
 * the service's vocabulary and a message for the caller, and no HTTP status;
 * the HTTP layer (shared/http/error-status.ts) gives each code its status.
 * A ServiceError is the HTTP layer's own answer, whose status and headers are
 * part of what it says (405 with Allow, a partner refusal with Retry-After).
 */
export type DomainErrorCode =
  | 'invalid_request'
  | 'missing_image'
  | 'invalid_image'
  | 'upload_rejected'
  | 'not_found'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'not_implemented'
  | 'service_unavailable';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

export const invalidRequest = (message: string) => new DomainError('invalid_request', message);

export const notFound = (message: string) => new DomainError('not_found', message);

export const methodNotAllowed = (allowed: readonly string[]) =>
  new ServiceError(405, 'method_not_allowed', `this path accepts ${allowed.join(', ')}`, {
    allow: allowed.join(', '),
  });

export const payloadTooLarge = (message = 'image exceeds the 10 MB limit; compress or resize it and try again') =>
  new DomainError('payload_too_large', message);

export const unsupportedMediaType = (message: string) => new DomainError('unsupported_media_type', message);

export const notImplemented = (message: string) => new DomainError('not_implemented', message);

export const serviceUnavailable = (message: string) => new DomainError('service_unavailable', message);

export function isServiceError(e: unknown): e is ServiceError {
  return e instanceof ServiceError;
}

export function isDomainError(e: unknown): e is DomainError {
  return e instanceof DomainError;
}
