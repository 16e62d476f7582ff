/**
 * Reading rule hypothetical_frame: a family asking ahead ("what if she chokes?", "万一呛到怎么办",
 * "むせたらどうしたらいいですか", "사레 들리면 어떻게 해야 하나요") tells no sign that has happened: a question about the
 * future or a hypothetical carries no current sign (docs/SCREENING.md). Read as the fear frames of irrealis_frame
 * (lexicon/types.ts): `before` stands before the sign, `after` after it; a frequency or a time in the clause ("what
 * if he chokes again like every night") keeps the sign. A bare "if" (如果, もし, nếu) is left out: "if she drinks
 * fast she coughs" is a habit, not a hypothetical; the frame is the "what if" or the "what do we do" beside it.
 */
import type { InputLanguage } from './red-flags';

export const HYPOTHETICAL_FRAMES: Record<InputLanguage, { before: readonly string[]; after: readonly string[] }> = {
  en: {
    before: [
      'what if', 'what happens if', 'what should we do if', 'what do we do if', 'what to do if', 'if he ever', 'if she ever', 'if ever',
      // The wh-question with "if" after it, and just-in-case.
      'what should i do if', 'what do i do if', 'what can i do if', 'what can we do if', 'what would i do if', 'how do i help him if',
      'how do i help her if', 'how do we help him if', 'how do we help her if', 'how should i help', 'how can i help him if', 'how can i help her if',
      'just in case he', 'just in case she', 'in case he', 'in case she',
    ],
    after: [],
  },
  'zh-HK': { before: ['萬一'], after: ['點算', '點辦', '點做好', '怎麼辦'] },
  'zh-CN': { before: ['万一', '以防万一'], after: ['怎么办', '该怎么办', '怎么处理'] },
  ja: { before: ['万が一', '万一'], after: ['たらどうしたら', 'たらどうすれば', 'たらどうする', 'た場合はどう', 'た時はどう', 'たときはどう', 'た時のために', 'たときのために', 'た時に備えて', 'た場合に備えて', '場合に備えて'] },
  ko: { before: ['혹시라도', '만약에'], after: ['면 어떻게', '면 어떡', '으면 어떻게', '으면 어떡', '때를 대비해', '경우를 대비해', '때를 대비하'] },
  tl: { before: ['paano kung', 'kung sakaling', 'sakaling', 'baka sakaling', 'para kung sakali', 'kung sakali'], after: [] },
  id: { before: ['bagaimana kalau', 'gimana kalau', 'bagaimana jika', 'kalau nanti', 'jika nanti', 'seandainya', 'andaikan', 'kalau sampai nanti', 'apa nanti bakal', 'apakah nanti', 'nanti bakal', 'buat jaga-jaga kalau', 'untuk jaga-jaga kalau', 'untuk berjaga-jaga kalau', 'jaga-jaga kalau', 'buat jaga-jaga', 'untuk berjaga-jaga'], after: [] },
  vi: { before: ['nếu lỡ', 'lỡ mà', 'nhỡ mà', 'ngộ nhỡ', 'lỡ như', 'phòng khi', 'để phòng khi', 'phòng trường hợp'], after: ['thì phải làm sao', 'thì làm sao', 'thì làm thế nào', 'thì phải làm gì', 'thì xử lý thế nào'] },
  th: { before: ['ถ้าเกิด', 'หากเกิด', 'เผื่อ', 'ในกรณีที่', 'ถ้าหาก'], after: ['ต้องทำอย่างไร', 'ควรทำอย่างไร', 'ทำยังไง', 'ต้องทำยังไง', 'ควรทำยังไง'] },
  es: { before: ['¿y si', 'qué pasa si', 'qué hacemos si', 'qué hago si', 'qué debemos hacer si', 'por si acaso', 'en caso de que', 'qué tengo que hacer si', 'cómo le ayudo si'], after: [] },
};
