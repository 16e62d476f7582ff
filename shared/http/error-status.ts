/** The HTTP status of each domain error code: the one place the domain's vocabulary meets HTTP. */
import type { DomainError, DomainErrorCode } from '../errors';

export const DOMAIN_ERROR_STATUS: Readonly<Record<DomainErrorCode, number>> = {
  invalid_request: 400,
  missing_image: 400,
  invalid_image: 400,
  upload_rejected: 403,
  not_found: 404,
  payload_too_large: 413,
  unsupported_media_type: 415,
  not_implemented: 501,
  service_unavailable: 503,
};

export function statusOf(error: DomainError): number {
  return DOMAIN_ERROR_STATUS[error.code];
}
