/**
 * "nothing came out" told by an intensifier and a negated verb (ja 〜ず, 〜なかった,
 * 〜ない; zh 完全流不出; ko, vi, th) is the no-flow result, answered at Level 3 by rule FLOW_TEST_LEVELS_0_3.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectCappedLevel } from '../support/iddsi';

describe(`${RULES.FLOW_TEST_LEVELS_0_3.id}: an intensified negated flow verb is no flow`, () => {
  it('reads every negative ending in Japanese and the forms of other languages', () => {
    const texts = [
      'りんごジュース＋とろみ剤、シリンジで10秒、まったく流れ出なかった',
      'とろみ付き牛乳、シリンジテストで全然出ず',
      'ココアにとろみ、フローテストで少しも流れません',
      '橙汁加凝固粉，注射器测试完全流不出',
      '豆漿，流動測試一滴都沒流',
      '우유 주사기 테스트 전혀 안 나왔다',
      'sữa đậu nành test ống tiêm không chảy ra chút nào',
      'นมถั่วเหลือง ทดสอบไซริงค์ ไม่ไหลเลย',
    ];
    for (const t of texts) expect({ t, noFlow: runEngine(t).evidence.some((e) => e.id === 'no_flow') }).toEqual({ t, noFlow: true });
    expectCappedLevel(texts, 3, 1, true);
  });
});
