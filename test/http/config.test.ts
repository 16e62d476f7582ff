import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../shared/config';

describe('typed configuration', () => {
  it('runs offline by default: embedded providers and the index file', () => {
    const config = parseConfig({});
    expect(config.TEXT_MODEL_PROVIDER).toBe('embedded');
    expect(config.VISION_PROVIDER).toBe('embedded');
    expect(config.INDEX_SOURCE).toBe('file');
    expect(config.INDEX_FILE).toMatch(/embeddings[/\\]dist[/\\]index\.bin$/);
    expect(config.PORT).toBe(3000);
    expect(config.BEDROCK_TEXT_MODEL_ID).toBeUndefined();
  });

  it('reads and coerces variables, treating blank model ids as unset', () => {
    const config = parseConfig({ PORT: '8080', TEXT_MODEL_PROVIDER: 'bedrock', BEDROCK_TEXT_MODEL_ID: '  ', LOG_REQUESTS: 'false' });
    expect(config.PORT).toBe(8080);
    expect(config.TEXT_MODEL_PROVIDER).toBe('bedrock');
    expect(config.BEDROCK_TEXT_MODEL_ID).toBeUndefined();
    expect(config.LOG_REQUESTS).toBe(false);
  });

  it('refuses a bad value and names the variable', () => {
    expect(() => parseConfig({ INDEX_SOURCE: 'ftp' })).toThrow(/INDEX_SOURCE/);
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseConfig({ BEDROCK_TIMEOUT_MS: '60000' })).toThrow(/BEDROCK_TIMEOUT_MS/);
  });
});
