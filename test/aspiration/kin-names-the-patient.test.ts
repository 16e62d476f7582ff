/**
 * Rule kin_names_the_patient (docs/SCREENING.md, lexicon/relatives.ts): a relative named by kin outside English whose
 * statement goes on to a sign with no other person named between is the subject of that sign, so the writer names
 * the patient that way and the conditions told with it are the patient's. A relative's phrase written without
 * spaces does not begin inside another word (rule relative_owns_its_clauses, KIN_PHRASE_LOOK_ALIKES).
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const flags = (symptoms: string) => evaluate({ symptoms }).items.map((i) => i.code);

describe('kin_names_the_patient: a kin phrase that is the subject of the signs is the patient', () => {
  it.each([
    ['tl', 'Lolo niya, 88, may Parkinson, nasasamid kapag umiinom ng kape.', 'parkinsons'],
    ['id', 'Kakeknya kena stroke tahun lalu, sering tersedak kalau minum teh.', 'stroke'],
    ['es', 'Su abuelo tiene Parkinson y se atraganta con el café.', 'parkinsons'],
    ['vi', 'Ông của cô ấy bị Parkinson, uống trà hay bị sặc.', 'parkinsons'],
    ['zh-CN', '他爷爷有帕金森，喝茶会呛。', 'parkinsons'],
    ['ja', '彼の祖父はパーキンソン病で、お茶でむせる。', 'parkinsons'],
    ['th', 'ปู่ของเขาเป็นพาร์กินสัน ดื่มชาแล้วสำลัก', 'parkinsons'],
  ])('%s: %s', (_lang, text, factor) => {
    expect(flags(text)).toContain(factor);
  });

  it('another person named before the sign keeps the relative’s condition the relative’s', () => {
    const got = flags('Kakeknya kena stroke tahun lalu, ibu sering tersedak kalau minum teh.');
    expect(got).not.toContain('stroke');
    expect(got).toContain('choking');
  });
});

describe('relative_owns_its_clauses: a kin phrase does not begin inside another word', () => {
  it('"其他" (other) is not the pronoun of "他哥哥", "หน้า" (face) holds no "น้า" (aunt)', () => {
    expect(flags('她跟其他哥哥一样有帕金森，她喝茶会呛。')).toContain('parkinsons');
    expect(flags('หน้าของแม่เป็นอัมพาตครึ่งซีก แม่สำลักน้ำบ่อย')).toContain('stroke');
  });
});
