/**
 * Issue 15 (class 2): concessive connectives ("although", "even though": ko -는데/-어도, vi dù/mặc dù, id
 * walaupun/meskipun, zh 虽然/尽管, th แม้, tl bagaman, es si bien). A denial on one side must not reach the sign on
 * the other ("삼키기 힘든데 열은 없어요": the fever is denied, not the swallow). They end a negation's reach in both
 * directions, before and after the term, without opening a new sentence as a contrast word does ("밥 먹는데 사레가
 * 들려요" is also "while eating": the meal still speaks of the clause). Words the contrast lists already hold
 * ("but", "although", "のに", "지만", "kahit", "ถึงแม้", "aunque") are left there.
 */
import type { InputLanguage } from './red-flags';

export const CONCESSION_WORDS_OF: Record<InputLanguage, readonly string[]> = {
  en: ['even though', 'even if', 'despite'],
  'zh-HK': ['雖然', '雖則', '儘管', '即使'],
  'zh-CN': ['虽然', '尽管', '即使', '虽说'],
  ja: ['にもかかわらず', 'くせに'],
  // The ending after a fused adnominal -ㄴ ("힘든데") is left as 데 once the sign phrase has taken 든: 데 alone.
  ko: ['는데도', '는데', '은데', '데', '어도', '아도', '해도', '워도', '셔도', '음에도'],
  tl: ['bagaman', 'kahit na', 'sa kabila ng'],
  id: ['walaupun', 'meskipun', 'biarpun', 'walau', 'sekalipun'],
  vi: ['dù', 'mặc dù', 'dẫu', 'tuy', 'dù cho'],
  th: ['แม้', 'แม้ว่า', 'ทั้งที่', 'ทั้งๆที่'],
  es: ['si bien', 'aun cuando', 'por más que'],
};

/**
 * The tail of the Korean concessive ending -어도 when the sign phrase took its first syllable ("힘들어" + 도): right
 * after a verb stem ending in the connective vowel and before a blank, it ends a post-negator's reach back to the
 * sign as the whole ending would. After a noun it is a particle ("기침도 없어요": "no cough either") and ends nothing.
 * (-ㄴ데 needs no tail: 데 is a word of the list above.)
 */
export const KOREAN_CONCESSIVE_TAIL = { tail: '도', after: /[어아여워와져려셔러해]$/u } as const;
