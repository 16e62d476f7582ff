/**
 * A term in quote marks ("「IDDSI」とは何ですか", "what is “IDDSI”?") is read as the bare term: the concept
 * "what is IDDSI" meets it and the overview article answers.
 */
import { describe, expect, it } from 'vitest';
import { answerClinicalQuestion } from '../../shared/qa/service';

describe('quoted Latin terms', () => {
  it.each([
    ['ja', '介護の研修でよく出てくる「IDDSI」とは何ですか？'],
    ['en', 'The leaflet keeps saying "IDDSI". What is IDDSI?'],
  ] as const)('%s: %s is answered from the IDDSI overview', async (language, question) => {
    const r = await answerClinicalQuestion({ question, top_k: 5, language });
    expect(r.sources[0]?.id ?? '').toMatch(/^iddsi-overview-/);
  });
});
