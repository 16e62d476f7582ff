/** Turns zod issues into one human sentence naming the field and its bound. */
import type * as z from 'zod';

function fieldName(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'request body';
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let cur: unknown = root;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    if (!Object.hasOwn(cur, key)) return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return cur;
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

const article = (t: string) => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);

function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  const field = fieldName(issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      const value = valueAt(input, issue.path);
      if (value === undefined) return `${field} is required`;
      const expected = issue.expected === 'int' ? 'integer' : issue.expected;
      if (expected === 'integer' && typeof value === 'number') return `${field} must be an integer`;
      return `${field} must be ${article(expected)}, not ${typeName(value)}`;
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return `${field} must be at least ${min} character${min === 1 ? '' : 's'}`;
      if (issue.origin === 'array') return `${field} must have at least ${min} item${min === 1 ? '' : 's'}`;
      return `${field} must be at least ${min}`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `${field} must be at most ${max} characters`;
      if (issue.origin === 'array') return `${field} must have at most ${max} items`;
      return `${field} must be at most ${max}`;
    }
    case 'invalid_value':
      return `${field} must be one of ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return `${field} must be a valid ${issue.format}`;
    case 'custom':
      // Refinements word their message to follow the field name ("must be one of ...").
      return /^must /.test(issue.message) ? `${field} ${issue.message}` : `${field}: ${issue.message}`;
    default:
      return `${field}: ${issue.message}`;
  }
}

/** The first issues of a failed parse as one sentence ("text must be at least 3 characters"). */
export function describeZodError(error: z.ZodError, input: unknown, max = 3): string {
  const parts = [...new Set(error.issues.map((i) => describeIssue(i, input)))];
  const shown = parts.slice(0, max).join('; ');
  return parts.length > max ? `${shown}; and ${parts.length - max} more` : shown;
}
