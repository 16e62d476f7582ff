/**
 * Errors that carry their HTTP meaning. Domain code throws these; the HTTP
 * layer maps them to `{error, message}` with the right status.
 */
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

export const invalidRequest = (message: string) => new ServiceError(400, 'invalid_request', message);

export const notFound = (message: string) => new ServiceError(404, 'not_found', message);

export const methodNotAllowed = (allowed: readonly string[]) =>
  new ServiceError(405, 'method_not_allowed', `this path accepts ${allowed.join(', ')}`, {
    allow: allowed.join(', '),
  });

export const payloadTooLarge = (message = 'image exceeds the 10 MB limit; compress or resize it and try again') =>
  new ServiceError(413, 'payload_too_large', message);

export const unsupportedMediaType = (message: string) => new ServiceError(415, 'unsupported_media_type', message);

export const notImplemented = (message: string) => new ServiceError(501, 'not_implemented', message);

export const serviceUnavailable = (message: string) => new ServiceError(503, 'service_unavailable', message);

export function isServiceError(e: unknown): e is ServiceError {
  return e instanceof ServiceError;
}
