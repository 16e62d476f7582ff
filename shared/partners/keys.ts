/**
 * API keys: `dk_` and 43 base64url characters (256 random bits). Only the
 * SHA-256 of a key is ever stored; with that much entropy a fast hash is
 * safe (nothing to brute-force), and lookups stay one hash per request.
 */
import { createHash, randomBytes } from 'node:crypto';

export const KEY_PREFIX = 'dk_';
const KEY_SHAPE = /^dk_[A-Za-z0-9_-]{43}$/;

export function newApiKey(): string {
  return KEY_PREFIX + randomBytes(32).toString('base64url');
}

/** A value that could be a key we issued (anything else is refused without a lookup). */
export function isWellFormedKey(value: string): boolean {
  return value.length === KEY_PREFIX.length + 43 && KEY_SHAPE.test(value);
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * The value of a partner's API Gateway key (the usage plan's identifier,
 * which the authorizer hands back as usageIdentifierKey): derived from the
 * partner's key, domain-separated from the stored hash, so neither API
 * Gateway nor the partner table ever holds the key itself and the authorizer
 * needs no lookup to name it.
 */
export function usagePlanKeyValue(key: string): string {
  return createHash('sha256').update('api-gateway-usage-plan\0', 'utf8').update(key, 'utf8').digest('hex');
}
