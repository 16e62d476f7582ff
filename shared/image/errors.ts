/** The image endpoint's own error codes (the spec leaves them open; these are documented in the README). */
import { DomainError } from '../errors';

/** No image was sent, or the image part is empty. */
export const missingImage = (message: string) => new DomainError('missing_image', message);

/** The bytes are not a readable JPEG, PNG or WebP (or would take too many pixels to decode). */
export const invalidImage = (message: string) => new DomainError('invalid_image', message);

/** A local upload form that is unsigned, tampered with or expired. */
export const uploadRejected = (message: string) => new DomainError('upload_rejected', message);
