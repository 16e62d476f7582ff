/**
 * Rule CHOKING_ACTION_FIRST_AID (shared/qa/emergency.ts): a question that tells of choking and asks
 * what to do is answered from the first-aid article first, whatever food or level it also names.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { EMERGENCY_LEADS, emergencyTopics } from '../../shared/qa/emergency';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { textFeatures } from '../../shared/qa/text-features';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const leads = (question: string) => emergencyTopics(question, textFeatures(question, { query: true }));

describe('CHOKING_ACTION_FIRST_AID', () => {
  it('is typed data with its source', () => {
    const rule = EMERGENCY_LEADS.find((r) => r.id === 'CHOKING_ACTION_FIRST_AID')!;
    expect(rule.topic).toBe('choking-first-aid');
    expect(rule.source).toMatch(/Resuscitation Council/);
  });

  it.each([
    ['en', 'My husband is choking on a piece of meat, what do I do?'],
    ['en', 'Resident choking on minced chicken at lunch, what should we do'],
    ['zh-HK', '我爸爸食飯哽親塊肉，點算？'],
    ['zh-CN', '我老公被一块肉噎住了怎么办'],
    ['ja', '父が肉を喉に詰まらせた、どうすればいい？'],
    ['ja', '食事中に祖母が喉をつまらせて声が出ない、まず何をすればいい？'],
  ])('a choking told with "what do I do" (%s) is answered with first aid first', async (_locale, question) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.sources[0]!.id).toMatch(/^choking-first-aid-/);
  });

  it.each([
    'What are the steps to help a man who is choking on his dinner?',
    'how to help someone choking at the table',
    'Steps to take when a patient chokes during lunch',
  ])('asking for the steps to help or how to help is asking what to do: "%s"', (question) => {
    expect(leads(question)).toEqual(['choking-first-aid']);
  });

  it('leaves questions about foods that are easy to choke on, or why people choke, to the ranker', () => {
    expect(leads('Which foods are easy to choke on?')).toEqual([]);
    expect(leads('Why does she choke on water?')).toEqual([]);
    expect(leads('What foods should we avoid so he does not choke?')).toEqual([]);
  });
});
