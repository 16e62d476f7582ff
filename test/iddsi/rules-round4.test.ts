/**
 * Rule families added in the fourth round (misses of blind set 5, fixed as
 * lexicon breadth, never as case strings), one test per family: the IDDSI
 * level names as translated (ja official names, es/fr feminine forms, zh
 * 轻度 = "mild"), the Level 4 fork drip "short tail", the Chinese test-sheet
 * words of the spoon tilt test, pieces served in a congee base, and a set
 * potato omelette as served.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';

type Row = [text: string, level: number, kind?: 'food' | 'drink'];

function check(rows: Row[]) {
  for (const [text, level, kind] of rows) {
    const c = classifyText(text);
    expect({ text, level: c.level, ...(kind ? { kind: c.kind } : {}) }).toEqual({ text, level, ...(kind ? { kind } : {}) });
  }
}

describe('IDDSI drink level names as translated', () => {
  it('reads the Japanese IDDSI names (ごく軽度/軽度/中等度のとろみ)', () => {
    check([
      ['りんごジュースにごく軽度のとろみ', 1, 'drink'],
      ['牛乳を軽度のとろみにした', 2, 'drink'],
      ['スープは中等度のとろみで', 3],
    ]);
  });

  it('reads feminine and participle forms in Spanish and French like the masculine', () => {
    check([
      ['leche moderadamente espesada', 3, 'drink'],
      ['bebida extremadamente espesa', 4],
      ['boisson modérément épaisse', 3, 'drink'],
      ['tisane très légèrement épaissie', 1, 'drink'],
    ]);
  });

  it('reads 轻度稠 (轻度 = mild) as mildly thick, 轻微稠 and 极微稠 stay slightly thick', () => {
    check([
      ['奶茶调成轻度稠', 2, 'drink'],
      ['輕度稠嘅豆漿', 2, 'drink'],
      ['轻微稠的豆浆', 1, 'drink'],
      ['極微稠嘅清水', 1, 'drink'],
    ]);
  });

  it('keeps a bare "ligeramente espeso" on the thinner reading (lay "slightly" vs IDDSI "mildly")', () => {
    const c = classifyText('zumo ligeramente espesado');
    expect(c.level).toBe(1);
    expect(c.confidence).toBeLessThan(0.8);
  });
});

describe('IDDSI fork drip test: a short tail through the prongs is Level 4 only', () => {
  it('gives Level 4 when a small amount flows through, in several languages', () => {
    check([
      ['fork test: mounds on the fork and forms a short tail below the prongs', 4, 'food'],
      ['在叉子上堆成一堆，只有少量流下', 4, 'food'],
      ['se amontona sobre el tenedor y solo una pequena cantidad pasa', 4, 'food'],
    ]);
  });

  it('keeps a mound that does not drip on the safer Level 5 (Level 4 and 5 both sit on the fork)', () => {
    check([
      ['堆喺叉上面，唔會滴落', 5, 'food'],
      ['reste en tas sur la fourchette', 5, 'food'],
    ]);
  });
});

describe('spoon tilt test words of the Chinese test sheets', () => {
  it('reads 维持形状 / 整团滑落 / 不粘勺 as the spoon tilt test (Level 4–5, food side to 5 unless smooth)', () => {
    check([
      ['匙羹倾斜：能维持形状，整团滑落', 5, 'food'],
      ['打成泥，无颗粒，维持形状，不粘勺', 4, 'food'],
    ]);
  });
});

describe('pieces served in a congee base make a mixed consistency', () => {
  it('raises congee with slices or pieces of meat to Level 7 in every language', () => {
    check([
      ['lugaw na may mga hiwa ng baboy', 7, 'food'],
      ['bubur dengan potongan ayam', 7, 'food'],
      ['白粥加肉片', 7, 'food'],
      ['cháo có miếng thịt', 7, 'food'],
    ]);
  });

  it('leaves plain congee and sized soft pieces where they were', () => {
    check([
      ['lugaw', 5, 'food'],
      ['malambot na manok na hiniwa ng 1.5 cm', 6, 'food'],
      ['potongan tahu lunak ukuran 1 cm', 6, 'food'],
    ]);
  });
});

describe('egg dishes as served', () => {
  it('gives a set potato omelette / frittata Level 7, soft scrambled egg stays Level 6', () => {
    check([
      ['tortilla espanola', 7, 'food'],
      ['spanish omelette', 7, 'food'],
      ['frittata', 7, 'food'],
      ['scrambled eggs', 6, 'food'],
      ['huevos revueltos', 6, 'food'],
    ]);
  });
});
