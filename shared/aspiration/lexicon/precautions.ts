/**
 * Aspiration precautions in place read the same in every
 * language as in English: a managed known dysphagia (risk factor known_dysphagia, rule
 * current_impairment_without_sign: moderate), never aspiration itself. Read in English only, they would add
 * nothing to "防誤吸措施" or "precauciones de aspiración". A texture the family makes (mashed,
 * blended, puree, congee only) is the same managed dysphagia. Merged by lexicon/index.ts.
 */
import type { AuditRow } from './audit-words';
import { joined } from './compose';
import type { LexiconRow } from './red-flags';

const EN_FOOD_OBJECTS = ['her food', 'his food', 'their food', 'all her food', 'all his food', 'everything', 'everything up', 'her meals', 'his meals', 'her meat', 'his meat', 'her dinner', 'his dinner'];

export const PRECAUTION_ROWS: readonly (AuditRow | LexiconRow)[] = [
  {
    reads: { risk: 'known_dysphagia' },
    words: {
      en: ['aspiration risk precautions', 'swallow precautions', 'swallowing precautions'],
      'zh-HK': ['防誤吸措施', '防誤吸', '誤吸預防', '防範誤吸', '誤吸防範', '預防誤吸措施', '防嗆措施'],
      'zh-CN': ['防误吸措施', '防误吸', '误吸预防', '防范误吸', '误吸防范', '预防误吸措施', '防呛措施'],
      ja: ['誤嚥予防策', '誤嚥防止策', '誤嚥対策', '誤嚥予防中', '誤嚥予防を実施', '誤嚥予防の対応'],
      ko: ['흡인 예방 조치', '흡인 예방', '흡인 방지'],
      tl: ['pag-iingat laban sa aspiration', 'aspiration precaution'],
      id: ['pencegahan aspirasi', 'kewaspadaan aspirasi'],
      vi: ['phòng ngừa hít sặc', 'dự phòng hít sặc', 'phòng hít sặc'],
      th: ['ป้องกันการสำลัก', 'มาตรการป้องกันการสำลัก'],
      es: [
        'precauciones de aspiración', 'precauciones antiaspiración', 'precauciones para aspiración', 'medidas antiaspiración',
        'prevención de aspiración', 'prevención de la aspiración',
      ],
    },
  },
  {
    // A question about a texture ("can we mash her food?") is read by the `question` lists (asked_about_diet_not_in_use).
    finding: 'review asp13 finding 10: a texture the family makes (mashed, blended, puree, congee only) is a modified diet',
    source:
      'docs/SCREENING.md current_impairment_without_sign: a person already on a texture-modified diet (IDDSI levels 3-6 food, made by staff or family) has a known, managed dysphagia: moderate (risk factor known_dysphagia)',
    reads: { risk: 'known_dysphagia' },
    words: {
      en: [
        ...joined(['we mash ', 'we blend ', 'we mince ', 'we puree ', 'we purée ', 'we liquidise ', 'we liquidize ', 'i mash ', 'i blend ', 'i mince ', 'i puree ', 'have to mash ', 'have to blend ', 'has to mash ', 'we have to mash ', 'we have to blend '], EN_FOOD_OBJECTS, ''),
        ...joined(['has to be ', 'have to be ', 'must be ', 'needs to be ', 'need to be '], ['mashed for her', 'mashed for him', 'blended for her', 'blended for him', 'pureed for her', 'pureed for him', 'mashed', 'blended', 'pureed', 'minced'], ''),
        "she's on puree", "he's on puree", 'on puree now', 'on purees', 'on pureed food', 'on mushy food', 'mushy food now', 'on baby food', 'has baby food now', 'eats baby food now', 'minced moist diet', 'iddsi 2 fluids', 'iddsi 3 fluids', 'everything mashed', 'all her food blended', 'all his food blended', 'everything liquidised', 'everything liquidized',
      ],
      'zh-HK': ['只食得糊仔', '食糊仔', '要攪爛先食得', '攪爛先食', '要攪爛', '攪成糊', '剪碎先食得', '要磨爛', '磨爛先食', '攪碎先食'],
      'zh-CN': ['弄成糊糊', '弄成糊', '要打碎才能吃', '打碎了才能吃', '要搅碎', '搅碎了才', '要搅烂', '剁碎了才能吃', '只能吃糊糊', '只吃糊糊', '只能吃流食'],
      ja: ['おかゆにしないと', 'お粥にしないと', 'おかゆしか食べられ', 'お粥しか食べられ', 'ミキサーにかけないと', 'ミキサーにかけて', 'きざまないと', '刻まないと', 'つぶさないと', '潰さないと', 'ペーストにして'],
      ko: ['죽으로 드려야', '죽으로만 드', '죽만 드세요', '죽만 드실 수', '다진 음식만', '다져서 드려야', '다져 드려야', '갈아서 드려야', '갈아 드려야', '갈아서 드려요', '믹서에 갈아', '으깨서 드려야'],
      tl: ['dinudurog na namin ang pagkain', 'dinudurog namin ang pagkain', 'dinurog na pagkain', 'bine-blender namin ang pagkain', 'lugaw lang ang kinakain', 'lugaw na lang ang kaya', 'kailangang durugin ang pagkain', 'dinidikdik ang pagkain'],
      id: ['harus diblender', 'diblender dulu', 'makanannya diblender', 'makanannya dihaluskan', 'cuma bisa makan bubur', 'makanannya harus dilumatkan'],
      vi: ['phải xay nhuyễn', 'phải xay', 'xay cho ăn', 'nghiền nhuyễn cho', 'tán nhuyễn cho', 'phải tán nhuyễn', 'phải nghiền', 'chỉ ăn được đồ xay'],
      th: ['ต้องปั่นให้', 'ปั่นอาหารให้', 'ต้องบดอาหาร', 'บดอาหารให้', 'ต้องบดให้ละเอียด', 'ต้องสับให้ละเอียด'],
      es: ['le licuamos', 'le licuo', 'se la licuamos', 'se lo licuamos', 'le trituramos', 'se la trituramos', 'se lo trituramos', 'le damos todo en puré', 'todo en puré', 'le hacemos puré', 'le hago puré', 'solo come papillas', 'le aplastamos la comida', 'hay que triturarle'],
    },
  },
];
