/**
 * Rule relative_owns_its_clauses (session 18, lexicon/relatives.ts): a relative's condition told in the same
 * sentence as the patient's sign, in a clause joined by a comma, a semicolon or "and", is the relative's, until the
 * patient's own report begins; the relative named by whose kin it is ("mum's sister", "母の姉", "su tía").
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const flags = (symptoms: string) => evaluate({ symptoms }).items.map((i) => i.code);

describe('relative_owns_its_clauses: the relative’s condition is not the patient’s risk factor', () => {
  it.each([
    ['en', 'Dad’s brother had a stroke; dad coughs now and then on soup.', 'stroke'],
    ['en', 'Her grandfather had a stroke; then dementia; she coughs on soup.', 'dementia'],
    ['en', 'The patient’s sister has MND, he sometimes coughs on his porridge.', 'motor_neurone_disease'],
    ['zh-HK', '媽媽嘅家姐有柏金遜；媽媽食粥有時會咳。', 'parkinsons'],
    ['zh-CN', '爸爸的哥哥中风过，爸爸喝汤有时候呛咳。', 'stroke'],
    ['ja', '父の兄が脳梗塞で、父はみそ汁で時々むせます。', 'stroke'],
    ['ko', '아버지의 형이 뇌졸중이었고, 아버지는 국 먹을 때 가끔 사레들려요.', 'stroke'],
    ['tl', 'Ang tito ni tatay ay na-stroke; si tatay ay umuubo minsan pag kumakain ng sabaw.', 'stroke'],
    ['id', 'Adik ayah kena stroke, ayah kadang batuk waktu makan sup.', 'stroke'],
    ['vi', 'Chú của bố bị đột quỵ; bố thỉnh thoảng ho khi ăn cháo.', 'stroke'],
    ['th', 'ลุงของพ่อเป็นอัมพาต พ่อไอเวลากินข้าวต้มบางครั้ง', 'stroke'],
    ['es', 'La hermana de papá tuvo un ictus; papá tose a veces con la sopa.', 'stroke'],
  ])('%s: %s', (_lang, text, factor) => {
    const got = flags(text);
    expect(got).not.toContain(factor);
    expect(got).toContain('cough_during_meals');
  });

  it('the patient’s own condition after the relative’s, and a bare kin word naming the patient, are still read', () => {
    expect(flags('Her father had a stroke; she has dementia and coughs on soup.')).toContain('dementia');
    expect(flags('Her father had a stroke. Dementia. She coughs on soup.')).toContain('dementia');
    // Carers name the patient by a kin word: "叔叔", "chú", "ป้า" are the patient here.
    expect(flags('叔叔有帕金森，喝汤会呛。')).toContain('parkinsons');
    expect(flags('Chú bị đột quỵ, ăn cháo hay bị ho.')).toContain('stroke');
  });
});
