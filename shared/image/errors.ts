/** The image endpoint's own 400 codes (the spec leaves them open; these are documented in the README). */
import { ServiceError } from '../errors';

/** No image was sent, or the image part is empty. */
export const missingImage = (message: string) => new ServiceError(400, 'missing_image', message);

/** The bytes are not a readable JPEG, PNG or WebP (or would take too many pixels to decode). */
export const invalidImage = (message: string) => new ServiceError(400, 'invalid_image', message);
