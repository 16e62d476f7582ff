import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { AspirationScreenRequest, BatchMealRequest, TextClassifyRequest } from '../../shared/api/schemas';
import { describeZodError } from '../../shared/http/validation';

function message(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a validation failure');
  return describeZodError(result.error, input);
}

describe('validation messages name the field and its bound', () => {
  it('reports a string that is too short or too long', () => {
    expect(message(TextClassifyRequest, { text: 'ab' })).toBe('text must be at least 3 characters');
    expect(message(TextClassifyRequest, { text: 'a'.repeat(2001) })).toBe('text must be at most 2000 characters');
  });

  it('reports a missing required field and a wrong type', () => {
    expect(message(TextClassifyRequest, {})).toBe('text is required');
    expect(message(TextClassifyRequest, { text: 42 })).toBe('text must be a string, not a number');
  });

  it('reports an enum value outside the list', () => {
    expect(message(TextClassifyRequest, { text: 'water', language: 'fr' })).toBe(
      'language must be one of en, zh-HK, zh-CN, tl, id, vi, th, es, ja (case-insensitive; zh-Hant, zh-TW → zh-HK; zh-Hans, zh-SG → zh-CN)',
    );
  });

  it('reports integers, numeric bounds and nested array paths', () => {
    expect(message(AspirationScreenRequest, { symptoms: 'coughing', age: 1.5 })).toBe('age must be an integer');
    expect(message(AspirationScreenRequest, { symptoms: 'coughing', age: 131 })).toBe('age must be at most 130');
    expect(message(BatchMealRequest, { meal: [{ item: 'x' }, { item: '' }], resident_iddsi_level: 5 })).toBe(
      'meal[1].item must be at least 1 character',
    );
    expect(message(BatchMealRequest, { meal: [], resident_iddsi_level: 5 })).toBe('meal must have at least 1 item');
  });

  it('counts whitespace-only text as empty', () => {
    expect(message(TextClassifyRequest, { text: '     ' })).toBe('text must be at least 3 characters');
  });
});
