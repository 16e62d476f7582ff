/**
 * udf-beside-iddsi-has-no-official-table: a package's UDF label asked as an IDDSI level (a Chinese question citing
 * the Japanese label, a Japanese or English one) carries that UDF and IDDSI have no official table between them, in
 * the question's language. Phrases are our own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { companionFactsFor } from '../../shared/qa/companion-facts';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { textFeatures } from '../../shared/qa/text-features';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const ID = 'udf-beside-iddsi-has-no-official-table';
const asked = (question: string) =>
  companionFactsFor({ features: textFeatures(question, { query: true }), shapes: [], intents: [], comparison: false, text: question }).map(
    (f) => f.id,
  );

describe(`${ID}: a UDF label asked as an IDDSI level`, () => {
  it.each([
    ["妈妈从日本带回来的布丁杯写着'舌でつぶせる'，相当于IDDSI哪一级？", 'zh-CN', /UDF\s*与\s*IDDSI\s*之间没有官方对照/],
    ['「歯ぐきでつぶせる」と書いてあるレトルトは、IDDSIだと何レベルですか？', 'ja', /UDF\s*と\s*IDDSI\s*の公式の対応表はありません/],
    [
      'A Japanese pouch says "can be crushed with the tongue" (UDF category 3): which IDDSI level is that?',
      'en',
      /no official table between UDF/i,
    ],
  ])('"%s" (%s) is answered with the fact', async (question, language, says) => {
    expect(asked(question)).toContain(ID);
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.language).toBe(language);
    expect(r.answer).toMatch(says);
  });
  it.each(['UDFの区分はいくつありますか？', '舌でつぶせる食品の作り方を教えて', 'What does IDDSI Level 6 look like?'])(
    '"%s": without both UDF and IDDSI, no such fact is added',
    (question) => {
      expect(asked(question)).not.toContain(ID);
    },
  );
});
