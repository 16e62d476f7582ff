/**
 * User text placed in a prompt travels as JSON data with "<" escaped, so it
 * can neither break out of its string nor close or forge a delimiter tag.
 */
export function promptData(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
