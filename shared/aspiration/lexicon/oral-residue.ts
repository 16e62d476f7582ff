/**
 * Oral residue in everyday words: food held, pocketed or left in the mouth or the cheeks, a prompt needed to swallow
 * it, a chin wet with drink (Logemann 1998; GUSS oral phase: mild oral-phase signs, moderate alone).
 */
import type { AuditRow } from './audit-words';
import type { LexiconRow } from './red-flags';
import { inSomeLanguages } from './red-flags';
import { joined } from './compose';

const EN_MOUTHS = ['in her mouth', 'in his mouth', 'in my mouth', 'in the mouth', 'in her cheek', 'in his cheek'];
const EN_HELD = ['just sits', 'just sitting', 'sits', 'sitting', 'just stays', 'stays', 'staying', 'still sits', 'still sitting', 'sat', 'just sat'];

export const ORAL_RESIDUE_WORDS: readonly (AuditRow | LexiconRow)[] = [
  {
    finding: 'fresh set 50 class 3: food held in the cheek told with the cheek as a place (收埋喺個面邊度)',
    source: 'Yale protocol and GUSS: food pocketed in the cheek is oral residue, a mild sign (at least moderate)',
    reads: { sign: 'pocketing' },
    words: {
      'zh-HK': ['收埋喺個面邊度', '收埋喺面邊', '收埋喺面珠', '收埋喺塊面', '屈喺個面邊'],
      'zh-CN': ['藏在腮帮子里', '含在腮帮子里', '存在腮帮子里'],
      en: ['holds food in her cheek', 'holds food in his cheek', 'keeps food in her cheek', 'keeps food in his cheek'],
      ja: ['頬に食べ物をため込む', '頬にため込む'],
      ko: ['볼에 음식을 물고 있어', '볼에 음식을 모아'],
      tl: ['nag-iipon ng pagkain sa pisngi'],
      id: ['makanan tertahan di pipi', 'menyimpan makanan di pipi'],
      vi: ['ngậm thức ăn trong má'],
      th: ['อมอาหารไว้ในกระพุ้งแก้ม'],
      es: ['guarda la comida en el carrillo', 'guarda comida en el carrillo'],
    },
  },
  {
    finding: 'held-out 53 class 2: food left sitting or held in the mouth, with words between the food and the mouth',
    source:
      'Bedside examination (Logemann 1998; GUSS oral phase): food held in the mouth is a mild oral-phase sign (pocketing); drowsy at meals with it fails (rule drowsy_with_current_sign)',
    reads: { sign: 'pocketing' },
    words: {
      en: [...joined(joined(['food', 'bite', 'mouthful', 'meat', 'rice'], EN_HELD), EN_MOUTHS), 'holds it in her mouth', 'holds it in his mouth', 'keeps it in her mouth', 'keeps it in his mouth'],
      'zh-HK': ['啲嘢食留喺口度', '啲飯留喺口度', '含喺口度唔吞', '含住唔吞', '成啖飯含住'],
      'zh-CN': ['饭一直含在嘴里', '食物一直留在嘴里', '饭菜留在嘴里', '含着不咽', '含着不吞', '一直含着不吞'],
      ja: ['口の中に入れたまま', '食べ物が口の中に残ったまま'],
      ko: ['입에 물고만', '입에 넣은 채로', '음식을 입에 넣고 있', '입안에 음식이 그대로'],
      tl: ['nasa bibig lang ang pagkain', 'nakatambay lang sa bibig', 'nananatili sa bibig ang pagkain', 'hawak lang sa bibig'],
      id: ['makanan cuma diam di mulut', 'makanan diam saja di mulut', 'makanan didiamkan di mulut', 'diemut saja', 'cuma diemut'],
      vi: ['thức ăn cứ nằm trong miệng', 'cơm cứ nằm trong miệng', 'cứ ngậm trong miệng'],
      th: ['อมไว้ในปาก', 'อาหารค้างในปาก', 'ข้าวค้างอยู่ในปาก', 'อาหารค้างอยู่ในปาก', 'อมไว้ไม่ยอมกลืน'],
      es: ['mantiene la comida en la boca', 'tiene la comida en la boca sin tragar', 'la comida se le queda en la boca', 'se queda con el bocado en la boca', 'retiene el bocado en la boca'],
    },
  },
  {
    finding: 'held-out 57 class 2: food left or piled in the cheeks, or a prompt needed to swallow it, in colloquial Indonesian',
    source:
      'Bedside examination (Logemann 1998; GUSS oral phase): food held in the cheeks or a person who must be prompted to swallow shows oral residue, a mild oral-phase sign: moderate (sign pocketing)',
    reads: { sign: 'pocketing' },
    words: inSomeLanguages({
      id: [
        ...joined(['ketinggalan', 'numpuk', 'menumpuk', 'ngumpul', 'berkumpul', 'tertahan', 'ketahan', 'nyelip'], ['di pipi', 'di pipinya', 'di dalam pipi']),
        ...joined(['harus diingetin', 'harus diingatkan', 'perlu diingetin', 'mesti diingetin', 'harus disuruh', 'mesti disuruh', 'diingetin', 'disuruh'], ['buat ditelan', 'untuk ditelan', 'buat nelan', 'buat menelan', 'nelan']),
      ],
    }),
  },
  {
    finding: 'review asp13 finding 11: food or drink held or left in the mouth is pocketing (oral residue)',
    source:
      'Bedside examination (Logemann 1998; GUSS oral phase): food held in the mouth or oral residue after the swallow is a mild oral-phase sign: moderate (sign pocketing)',
    reads: { sign: 'pocketing' },
    words: {
      en: ['holds drinks in her mouth', 'holds drinks in his mouth', 'bits of food on her tongue', 'bits of food on his tongue', 'leaves bits of food in her mouth', 'leaves bits of food in his mouth', 'keeps food in her mouth', 'keeps food in his mouth'],
      'zh-HK': ['啲飯含喺口度', '含住啲嘢食唔吞'],
      'zh-CN': ['饭含在嘴里', '食物含在嘴里'],
      ja: ['口の中にため込', '食べ物を口にためて'],
      ko: ['입에 물고 계세요', '음식을 입에 물고', '입안에 머금고'],
      tl: ['iniipit ang pagkain sa bibig', 'hawak lang sa bibig ang pagkain'],
      id: ['makanan diemut', 'ngemut makanan'],
      vi: ['ngậm cơm trong miệng', 'thức ăn đọng trong miệng'],
      th: ['อมอาหารไว้ไม่กลืน'],
      es: ['se queda la comida en la boca'],
    },
  },
  {
    // Food left in the mouth after eating: oral residue (pocketing).
    reads: { sign: 'pocketing' },
    words: {
      en: ['food is left in her mouth', 'food is left in his mouth', 'left in her mouth after', 'left in his mouth after', 'mouth still full of food', 'have to sweep it out', 'sweep her mouth out', 'sweep his mouth out'],
      'zh-HK': ['口入面仲有飯渣', '口入面仲有好多飯渣', '口入面有飯渣', '口入面仲有嘢'],
      'zh-CN': ['嘴里还有饭渣', '嘴里还有剩饭', '嘴里还留着饭', '口腔里有残留食物'],
      ja: ['口の中に食べ物が残', '口の中に残っ', '口腔内に残渣'],
      ko: ['입안에 음식이 남아', '입 안에 음식이 남아', '입에 음식이 남아'],
      tl: ['may tira pang pagkain sa bibig'],
      id: ['makanan masih tersisa di mulut', 'sisa makanan di mulut', 'makanan masih ada di mulut'],
      vi: ['thức ăn còn đọng trong miệng', 'còn sót thức ăn trong miệng'],
      th: ['มีเศษอาหารค้างในปาก', 'อาหารยังค้างอยู่ในปาก'],
      es: ['le quedan restos de comida en la boca', 'restos de comida en la boca', 'le queda comida en la boca'],
    },
  },
  {
    // A wet chin at meals: drooling.
    reads: { sign: 'drooling' },
    words: {
      en: ['chin is wet', 'chin gets wet', 'wet chin', 'chin is soaked', 'chin is always wet'],
      'zh-HK': ['下巴濕晒', '下巴濕濕哋'],
      'zh-CN': ['下巴湿湿的', '下巴都湿了', '下巴总是湿的'],
      ja: ['あごが濡れ', '顎が濡れ'],
      ko: ['턱이 젖어', '턱이 축축'],
      tl: ['basa ang baba', 'basang-basa ang baba'],
      id: ['dagunya basah', 'dagu basah'],
      vi: ['cằm ướt', 'ướt cằm'],
      th: ['คางเปียก', 'คางเปียกตลอด'],
      es: ['la barbilla mojada', 'barbilla húmeda', 'la barbilla empapada'],
    },
  },
];
