/** Assertions over the IDDSI text classifier shared by the rule-family tests in test/iddsi. */
import { expect } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';

/** A text, the level it must get and, when given, the kind (food or drink) it must be read as. */
export type LevelRow = [text: string, level: number, kind?: 'food' | 'drink'];

/** Each text gets its level (and kind); a failure names the text. */
export function expectLevels(rows: readonly LevelRow[]): void {
  for (const [text, level, kind] of rows) {
    const c = classifyText(text);
    expect({ text, level: c.level, ...(kind ? { kind: c.kind } : {}) }).toEqual({ text, level, ...(kind ? { kind } : {}) });
  }
}

export const levelOf = (text: string): number => classifyText(text).level;
