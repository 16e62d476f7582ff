/**
 * Chinese vocabulary (lexicon/zh.ts, stroke): 中風 is a verb and its object, and an aspect word splits it ("中過風",
 * "中咗風", "中过一次风"). The split form is the same risk factor as the whole word.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const flags = (symptoms: string) => evaluate({ symptoms }).items.map((i) => i.code);

describe('stroke told with an aspect word inside it', () => {
  it.each(['爺爺舊年中過風，而家食飯會咳。', '婆婆中咗風之後飲湯會嗆。', '他前年中过一次风，喝汤会呛。'])('%s', (text) => {
    expect(flags(text)).toContain('stroke');
  });
});
