/**
 * Rule relative_owns_its_clauses (lexicon/relatives.ts): a relative's condition is the relative's in
 * its own clause, in a list that goes on after a comma, and in a later clause of its statement that names the relative
 * again (its kin word, or in English the pronoun of the other gender); any other later clause may be the patient's, and
 * is. The relative is also named by whose kin it is ("mum's sister", "母の姉", "su tía").
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const flags = (symptoms: string) => evaluate({ symptoms }).items.map((i) => i.code);

describe('relative_owns_its_clauses: the relative’s condition is not the patient’s risk factor', () => {
  it.each([
    ['en', 'Dad’s brother had a stroke; dad coughs now and then on soup.', 'stroke'],
    ['en', 'Her grandfather had a stroke; he then had dementia; she coughs on soup.', 'dementia'],
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

describe('relative_owns_its_clauses: a later clause is the relative’s only when it names the relative again', () => {
  // [language, the relative's condition then the patient's, the same with the relative named again]
  it.each([
    [
      'en',
      'Her uncle had a stroke; also dementia for three years; chokes on bread.',
      'Her uncle had a stroke; he also had dementia; she chokes on bread.',
      'dementia',
    ],
    ['zh-HK', '媽媽嘅家姐中風；另外有柏金遜，媽媽飲湯會咳。', '佢老豆中風；老豆仲有柏金遜，佢飲湯會咳。', 'parkinsons'],
    ['zh-CN', '爸爸的哥哥中风过；另外有帕金森，爸爸喝汤会呛。', '爸爸的哥哥中风过；哥哥还有帕金森，爸爸喝汤会呛。', 'parkinsons'],
    [
      'ja',
      '父の兄が脳梗塞で、パーキンソン病もあって、父はお茶でむせる。',
      '父の兄が脳梗塞で、兄はパーキンソン病もあり、父はお茶でむせる。',
      'parkinsons',
    ],
    [
      'es',
      'La hermana de papá tuvo un ictus; además Parkinson desde 2020, papá tose con la sopa.',
      'La hermana de papá tuvo un ictus; la hermana también tiene Parkinson, papá tose con la sopa.',
      'parkinsons',
    ],
    [
      'id',
      'Adik ayah kena stroke; juga parkinson sejak 2020, ayah batuk kalau minum.',
      'Adik ayah kena stroke; adik juga parkinson, ayah batuk kalau minum.',
      'parkinsons',
    ],
    [
      'vi',
      'Chú của bố bị đột quỵ; còn bị Parkinson, bố ho khi uống nước.',
      'Chú của bố bị đột quỵ; chú còn bị Parkinson, bố ho khi uống nước.',
      'parkinsons',
    ],
    ['th', 'ลุงของพ่อเป็นอัมพาต และเป็นพาร์กินสัน พ่อไอเวลาดื่มน้ำ', 'ลุงของพ่อเป็นอัมพาต ลุงเป็นพาร์กินสันด้วย พ่อไอเวลาดื่มน้ำ', 'parkinsons'],
    [
      'tl',
      'Ang tito ni tatay ay na-stroke; may Parkinson din, si tatay ay umuubo kapag umiinom.',
      'Ang tito ni tatay ay na-stroke; si tito ay may Parkinson din, si tatay ay umuubo kapag umiinom.',
      'parkinsons',
    ],
  ])('%s', (_lang, patients, relatives, factor) => {
    expect(flags(patients)).toContain(factor);
    expect(flags(patients)).not.toContain('stroke');
    expect(flags(relatives)).not.toContain(factor);
  });

  it('a list of conditions goes on after a comma; a clause that tells more is the patient’s', () => {
    const list = flags('His mother had a stroke, dementia and Parkinson’s; he splutters on tea.');
    expect(list).not.toContain('dementia');
    expect(list).not.toContain('parkinsons');
    expect(flags('His aunt had a stroke, Parkinson’s for years, splutters on tea.')).toContain('parkinsons');
  });

  it('a pronoun that may be the patient’s ("his father …; he …") leaves the clause to the patient', () => {
    expect(flags('His father had a stroke; he has dementia and coughs on soup.')).toContain('dementia');
  });
});
