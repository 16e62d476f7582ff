/** Small helpers to read a request's headers without the event type leaking into domain code. */
export function headerValue(headers: Record<string, string | undefined> | undefined, name: string): string | undefined {
  if (!headers) return undefined;
  const wanted = name.toLowerCase();
  for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === wanted) return v;
  return undefined;
}

/** Base URL the client used to reach us (for local upload forms). */
export function requestBaseUrl(headers: Record<string, string | undefined> | undefined): string | undefined {
  const host = headerValue(headers, 'host');
  if (!host || !/^[A-Za-z0-9.[\]:-]+$/.test(host)) return undefined;
  const proto = headerValue(headers, 'x-forwarded-proto') === 'https' ? 'https' : 'http';
  return `${proto}://${host}`;
}
