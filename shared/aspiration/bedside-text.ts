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
/**
 * A word every spelling of the name holds, same flags: most texts name no test, and this plain scan is some
 * twenty times cheaper than the full name's (a gate must match wherever the name does, or answers change).
 */
const RSST_GATE = /rsst|反復唾液|repetitive saliva swallow/iu;
const MWST_GATE = /mwst|改訂水飲みテスト|modified water swallow/iu;
const KUBOTA_GATE = /kubota|洼田|窪田/iu;
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
  if (!RSST_GATE.test(text)) return undefined;
  return resultAfter(text, RSST_NAME, RSST_MAX);
}

/** MWST score (1-5) written in the text, if any. */
export function mwstScoreFromText(text: string): number | undefined {
  if (!MWST_GATE.test(text)) return undefined;
  const score = resultAfter(text, MWST_NAME, MWST_MAX);
  return score === 0 ? undefined : score;
}

/**
 * The Kubota (Toyama, 窪田/洼田) 30 ml water swallowing test, graded 1-5 the other way round from MWST: 1 one swallow
 * without a cough, 2 two swallows without a cough, 3-5 a cough or an unfinished cup ("洼田饮水试验4级", "洼田饮水试验Ⅲ级",
 * "窪田式水飲みテスト プロフィール4", "Kubota water swallowing test grade 4"). A surname alone (窪田さん) is not the test.
 */
const KUBOTA_NAME =
  /洼田(?:饮水|飲水|氏|试验|試驗)|窪田(?:式|の水飲み|水飲み|飲水|氏|試驗|试验)|\bkubota(?:'s)?\s+(?:water|test|drinking)/iu;
/** A grade told as a grade: after a grade word, or before 级/級 (digits, Roman or Chinese numerals). */
const GRADE_TOLD =
  /(?:grade|level|profile|プロフィール|等级|等級|分级|分級)\s*[:：]?\s*([1-5]|IV|V|I{1,3}|[ⅠⅡⅢⅣⅤ一二三四五])|([1-5]|IV|V|I{1,3}|[ⅠⅡⅢⅣⅤ一二三四五])\s*[级級]/iu;
const NUMERAL: Record<string, number> = {
  i: 1,
  ii: 2,
  iii: 3,
  iv: 4,
  v: 5,
  ⅰ: 1,
  ⅱ: 2,
  ⅲ: 3,
  ⅳ: 4,
  ⅴ: 5,
  一: 1,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
};
const KUBOTA_MAX = 5;

/** Kubota water swallowing test grade (1-5) written in the text, if any. */
export function kubotaGradeFromText(text: string): number | undefined {
  if (!KUBOTA_GATE.test(text)) return undefined;
  const m = KUBOTA_NAME.exec(text);
  if (!m) return undefined;
  const window = text.slice(m.index + m[0].length, m.index + m[0].length + REACH);
  const told = GRADE_TOLD.exec(window);
  if (told) {
    const token = (told[1] ?? told[2] ?? '').toLowerCase();
    return NUMERAL[token] ?? Number(token);
  }
  const grade = resultAfter(text, KUBOTA_NAME, KUBOTA_MAX);
  return grade === 0 ? undefined : grade;
}
