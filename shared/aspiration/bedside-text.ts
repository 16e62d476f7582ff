/**
 * Japanese bedside screens written in the text (docs/SCREENING.md, rsst_failed and mwst_failed):
 * - RSST, the repetitive saliva swallowing test (Oguchi 2000): dry swallows counted over 30 seconds, fewer than
 *   three is a fail ("RSST 2回", "RSST: 1 swallow in 30 s", "反復唾液嚥下テスト 2回/30秒").
 * - MWST, the modified water swallowing test (3 ml of cold water; Tohara 2003): scored 1-5, three or below is a
 *   fail ("MWST 3点", "改訂水飲みテスト 2", "modified water swallow test score 3/5").
 * The number read is the first one after the test's name that is not the time (30 秒, 30 s) or the volume (3 ml).
 */
const RSST_NAME = /\bRSST\b|反復唾液嚥下テスト|反復唾液のみテスト|repetitive saliva swallow(?:ing)? test/iu;
const MWST_NAME = /\bMWST\b|改訂水飲みテスト|modified water swallow(?:ing)? test/iu;
/** How far after the name the result may stand. */
const REACH = 40;
/** A number that is the time window or the water volume, not the result. */
const NOT_RESULT = /^\s*(?:秒|s\b|sec|seconds|초|segundos|ml|mL|cc|ミリ)/iu;
const RSST_MAX = 15;
const MWST_MAX = 5;

function resultAfter(text: string, name: RegExp, max: number): number | undefined {
  const m = name.exec(text);
  if (!m) return undefined;
  const window = text.slice(m.index + m[0].length, m.index + m[0].length + REACH);
  for (const n of window.matchAll(/\d{1,2}(?!\d)/gu)) {
    if (NOT_RESULT.test(window.slice(n.index + n[0].length))) continue;
    const value = Number(n[0]);
    return value <= max ? value : undefined;
  }
  return undefined;
}

/** RSST swallows in 30 seconds written in the text, if any. */
export function rsstSwallowsFromText(text: string): number | undefined {
  return resultAfter(text, RSST_NAME, RSST_MAX);
}

/** MWST score (1-5) written in the text, if any. */
export function mwstScoreFromText(text: string): number | undefined {
  const score = resultAfter(text, MWST_NAME, MWST_MAX);
  return score === 0 ? undefined : score;
}
