/**
 * A question that asks two things gets a passage for each: its parts are read where Chinese and Japanese join two
 * asks in one clause (JOINED_ASKS, ASKED_NOUN_AND in composer/question-reading.ts), and each part that asks is read
 * as a question of its own and seeded from its own source (partSeeds in composer/part-seeds.ts; a retrieved source
 * whose title names the part joins the quoted ones, withPartSubjects in composer/sources.ts), with room made for it
 * within the answer's length. Phrases of our own, in several locales.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { questionParts } from '../../shared/qa/composer/question-reading';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerClinicalQuestion } from '../../shared/qa/service';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

describe('JOINED_ASKS and ASKED_NOUN_AND: two asks in one clause are two parts', () => {
  it.each([
    // A joining word with a question word on each side.
    ['凝固粉要落幾多同點樣攪先啱？', ['凝固粉要落幾多', '點樣攪先啱']],
    ['喂药前要等多久和怎么确认咽下去了？', ['喂药前要等多久', '怎么确认咽下去了']],
    ['とろみはどのくらい付けて、食後はどう過ごせばいいですか？', ['とろみはどのくらい付け', '食後はどう過ごせばいいですか']],
    // A Japanese asked noun before "と".
    ['むせる原因と、家でできる対策は？', ['むせる原因', '家でできる対策は']],
    ['食事介助のコツと体重が減ったときの対応は？', ['食事介助のコツ', '体重が減ったときの対応は']],
  ])('%s', (question, parts) => {
    expect(questionParts(question)).toEqual(parts);
  });

  it.each([
    // No ask after the join: one thing asked about two nouns.
    '要準備啲咩工具同材料？',
    '认知障碍和吞咽障碍有什么关系？',
    // "として" joins nothing.
    '嚥下障害のサインとして、ほかに何を見ればいいですか？',
  ])('%s stays one part', (question) => {
    expect(questionParts(question)).toHaveLength(1);
  });
});

const answer = async (question: string) => (await answerClinicalQuestion({ question, top_k: 5 })).answer;

describe('partSeeds: each part that asks gets its own passage', () => {
  it.each([
    // How to give tablets, and which must never be crushed.
    ['錠剤はどう飲ませて、どんな薬はつぶしてはいけませんか？', [/徐放|腸溶/, /服薬補助ゼリー|1錠ずつ|ピューレ/]],
    [
      'How should tablets be given to someone who struggles to swallow, and which ones must never be crushed?',
      [/modified-release|enteric/i, /pharmacist/i],
    ],
    // How to thicken a drink, and how the flow test is done: the flow test article ranks past the first sources.
    ['用增稠剂冲饮料，要注意什么？流动测试怎么做？', [/搅拌/, /10毫升|10 ml/]],
    ['How do I thicken his tea with the powder, and how do I do the flow test on it?', [/stirring/i, /syringe/i]],
    // Whether a tube-fed person needs brushing, and how mouth care is done.
    ['胃管病人要刷牙吗？口腔护理怎么做和多久做一次？', [/管饲/, /软毛牙刷/]],
  ])('%s', async (question, facts) => {
    const text = await answer(question);
    for (const fact of facts) expect(text).toMatch(fact);
  });
});
