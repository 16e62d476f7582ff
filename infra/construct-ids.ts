/** "iddsi-classify-image" -> "IddsiClassifyImage": construct ids from handler module names. */
export function pascal(id: string): string {
  return id
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join('');
}
