/**
 * Vocabulary rows of review asp13 (a screening SLP probed the screen with colloquial wording), findings 10-15,
 * merged by lexicon/index.ts beside the audit rows. Each row names its finding and the screening statement it
 * implements; every word has one concept (a word two rows read differently throws "aspiration lexicon conflict").
 */
import type { AuditRow } from './audit-words';

/** Every verb form before every object ("we mash" + "her food"). */
const pairs = (heads: readonly string[], tails: readonly string[]): string[] => heads.flatMap((h) => tails.map((t) => `${h}${t}`));

const FAST = ['nil by mouth', 'nbm', 'npo', 'fasting', 'fasted'];
const FOR_A_PROCEDURE = [' pre-op', ' preop', ' pre op', ' before surgery', ' before the operation', ' before her operation', ' before his operation', ' for surgery', ' for theatre', ' for a colonoscopy', ' for the colonoscopy', ' for an endoscopy', ' for the endoscopy', ' for a procedure', ' for the procedure', ' for a scan', ' for the scan', ' for an operation', ' for her operation', ' for his operation', ' from midnight', ' after midnight'];
const GARGLE = ['gargles with ', 'gargle with ', 'gargling with ', 'gargled with '];
const RINSE = ['mouthwash', 'salt water', 'saltwater', 'warm salt water', 'salty water', 'listerine', 'a mouthwash'];

const EN_FOOD_OBJECTS = ['her food', 'his food', 'their food', 'all her food', 'all his food', 'everything', 'everything up', 'her meals', 'his meals', 'her meat', 'his meat', 'her dinner', 'his dinner'];

export const REVIEW_ASP13_WORDS: readonly AuditRow[] = [
  {
    // A question about a texture ("can we mash her food?") is read by the `question` lists (asked_about_diet_not_in_use).
    finding: 'review asp13 finding 10: a texture the family makes (mashed, blended, puree, congee only) is a modified diet',
    source:
      'docs/SCREENING.md current_impairment_without_sign: a person already on a texture-modified diet (IDDSI levels 3-6 food, made by staff or family) has a known, managed dysphagia: moderate (risk factor known_dysphagia)',
    reads: { risk: 'known_dysphagia' },
    words: {
      en: [
        ...pairs(['we mash ', 'we blend ', 'we mince ', 'we puree ', 'we purée ', 'we liquidise ', 'we liquidize ', 'i mash ', 'i blend ', 'i mince ', 'i puree ', 'have to mash ', 'have to blend ', 'has to mash ', 'we have to mash ', 'we have to blend '], EN_FOOD_OBJECTS),
        ...pairs(['has to be ', 'have to be ', 'must be ', 'needs to be ', 'need to be '], ['mashed for her', 'mashed for him', 'blended for her', 'blended for him', 'pureed for her', 'pureed for him', 'mashed', 'blended', 'pureed', 'minced']),
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
  {
    finding: 'review asp13 finding 11: several goes to get one bite down, or things going down slowly, is a delayed or piecemeal swallow',
    source:
      'EAT-10 and the bedside examination (Logemann 1998): multiple swallows per bolus and a delayed swallow are mild oral-pharyngeal signs: moderate (sign delayed_swallow)',
    reads: { sign: 'delayed_swallow' },
    words: {
      en: ['takes a few goes to get', 'takes a few goes to swallow', 'takes several goes to', 'a few goes to get each', 'goes down slowly', 'go down slowly', 'going down slowly', 'goes down very slowly', 'takes ages to go down', 'has to swallow again and again'],
      'zh-HK': ['要吞好幾啖先吞到', '吞好幾次先吞到', '要吞幾次先落', '吞極都吞唔晒', '落得好慢'],
      'zh-CN': ['要咽好几次才', '要吞好几次才', '吞好几下才', '咽好几下才', '咽得很慢', '吞得很慢'],
      ja: ['何回も飲み込んで', '何度も飲み込', '何回かに分けて飲み込'],
      ko: ['여러 번 삼켜야', '몇 번을 삼켜야', '여러 번 나눠 삼키', '삼키는 데 한참 걸'],
      tl: ['ilang beses lumulunok bago', 'ilang ulit lumulunok', 'matagal bago malunok'],
      id: ['harus menelan berkali-kali', 'menelan beberapa kali baru', 'lama baru tertelan'],
      vi: ['phải nuốt nhiều lần', 'nuốt mấy lần mới', 'nuốt rất lâu mới'],
      th: ['ต้องกลืนหลายครั้ง', 'กลืนหลายทีกว่าจะลง', 'กลืนนานกว่าจะลง'],
      es: ['tiene que tragar varias veces', 'traga varias veces cada', 'le cuesta varias veces tragar', 'tarda mucho en tragar'],
    },
  },
  {
    finding: 'review asp13 finding 11: sips taken to get food down is food washed down',
    source:
      'EAT-10 item 8 (food sticks in the throat) and the bedside examination: needing liquid to clear solids is pharyngeal residue: moderate (sign washes_food_down)',
    reads: { sign: 'washes_food_down' },
    words: {
      en: ['take sips to get her food down', 'take sips to get his food down', 'takes sips to get', 'sips to get her food down', 'sips to get his food down', 'sips of water to get it down', 'drink to get each bite down', 'needs a sip to get'],
      'zh-HK': ['要飲啖水送先吞到', '要啜啖水先吞得落'],
      'zh-CN': ['要抿口水才咽得下', '每口都要喝水送'],
      ja: ['お茶で流し込まないと', '水で流し込まないと', '水で流し込んで'],
      ko: ['물로 넘겨야', '물로 삼켜 넘기'],
      tl: ['kailangang humigop ng tubig para malunok'],
      id: ['harus minum seteguk supaya tertelan'],
      vi: ['phải nhấp nước mới nuốt được'],
      th: ['ต้องจิบน้ำถึงจะกลืนลง'],
      es: ['necesita sorbos de agua para pasar la comida', 'tiene que beber para pasar cada bocado'],
    },
  },
  {
    finding: 'review asp13 finding 11: food or drink held or left in the mouth is pocketing (oral residue)',
    source:
      'Bedside examination (Logemann 1998; GUSS oral phase): food held in the mouth or oral residue after the swallow is a mild oral-phase sign: moderate (sign pocketing)',
    reads: { sign: 'pocketing' },
    words: {
      en: ['food sits in her mouth', 'food sits in his mouth', 'holds drinks in her mouth', 'holds drinks in his mouth', 'holds food in her mouth', 'holds food in his mouth', 'bits of food on her tongue', 'bits of food on his tongue', 'leaves bits of food in her mouth', 'leaves bits of food in his mouth', 'keeps food in her mouth', 'keeps food in his mouth'],
      'zh-HK': ['啲飯含喺口度', '含住啲飯', '含住啲嘢食唔吞'],
      'zh-CN': ['饭含在嘴里', '含着饭不咽', '食物含在嘴里'],
      ja: ['口の中にため込', '口にためたまま', '食べ物を口にためて'],
      ko: ['입에 물고 계세요', '음식을 입에 물고', '입안에 머금고'],
      tl: ['iniipit ang pagkain sa bibig', 'naiiwan ang pagkain sa bibig', 'hawak lang sa bibig ang pagkain'],
      id: ['makanan ditahan di mulut', 'makanan diemut', 'ngemut makanan'],
      vi: ['ngậm cơm trong miệng', 'ngậm thức ăn trong miệng', 'thức ăn đọng trong miệng'],
      th: ['อมข้าวไว้ในปาก', 'อมอาหารไว้ไม่กลืน'],
      es: ['se queda la comida en la boca', 'retiene la comida en la boca', 'guarda la comida en la boca'],
    },
  },
  {
    finding: 'review asp13 finding 11: a grimace at the swallow is pain on swallowing',
    source: 'EAT-10 item 6 (swallowing is painful): a pain told by the face at the swallow is a mild sign: moderate (sign pain_on_swallowing)',
    reads: { sign: 'pain_on_swallowing' },
    words: {
      en: ['grimaces when she swallows', 'grimaces when he swallows', 'grimaces when swallowing', 'grimacing when swallowing', 'grimaces as she swallows', 'grimaces as he swallows', 'pulls faces when swallowing', 'pulls a face when she swallows', 'pulls a face when he swallows', 'winces when she swallows', 'winces when he swallows', 'winces when swallowing'],
      'zh-HK': ['吞嘢嗰陣皺眉', '一吞就皺眉'],
      'zh-CN': ['吞咽时皱眉', '一咽就皱眉', '咽东西时龇牙咧嘴'],
      ja: ['飲み込むと顔をしかめ', '飲み込む時に顔をしかめ', '飲み込むたびに顔をしかめ'],
      ko: ['삼킬 때 얼굴을 찡그', '삼킬 때마다 인상을 쓰'],
      tl: ['napapangiwi kapag lumulunok', 'ngumingiwi pag lumulunok'],
      id: ['meringis saat menelan', 'meringis waktu menelan'],
      vi: ['nhăn mặt khi nuốt', 'nuốt là nhăn mặt'],
      th: ['กลืนแล้วหน้านิ่ว', 'หน้าเบ้เวลากลืน'],
      es: ['hace muecas al tragar', 'pone mala cara al tragar', 'arruga la cara al tragar'],
    },
  },
  {
    // With a meal word in the clause the cough is read as a cough at meals (cough_during_meals), like any cough word.
    finding: 'review asp13 finding 12: a cough told by its sound is a cough',
    source:
      'docs/SCREENING.md cough_during_meals: coughing during or after eating or drinking is a sign of penetration or aspiration (Logemann 1998; TOR-BSST), however the carer names it',
    reads: { sign: 'cough' },
    words: {
      en: ['cough-cough', 'cough cough'],
      'zh-HK': ['喀喀聲', '咳咳聲', '咳咳咳'],
      'zh-CN': ['咳咳', '喀喀', '吭吭'],
      ja: ['ゲホゲホ', 'ゴホゴホ', 'ケホケホ', 'げほげほ', 'ごほごほ', 'けほけほ', 'ゲホッ', 'ゴホッ'],
      ko: ['쿨럭쿨럭', '콜록콜록', '켁켁', '컥컥'],
      tl: ['ubo-ubo', 'ubu-ubo', 'uho-uho'],
      id: ['uhuk-uhuk', 'uhuk uhuk', 'uhuk'],
      vi: ['khụ khụ', 'khù khụ', 'khụ', 'khục khục'],
      th: ['แค่กๆ', 'แค่ก ๆ', 'โขลกๆ'],
      es: ['cof cof', 'cof-cof', 'cof, cof'],
    },
  },
  {
    finding: 'review asp13 finding 12: a meal named by its dish (soup, porridge) is a meal for a cough in its clause',
    source: 'docs/SCREENING.md cough_during_meals: the cough must be tied to eating or drinking; a dish eaten is a meal word',
    reads: { ctx: 'meal' },
    words: {
      en: [],
      'zh-HK': [],
      'zh-CN': [],
      ja: [],
      ko: [],
      tl: ['sopas', 'lugaw', 'arroz caldo', 'tinola', 'sinigang'],
      id: [],
      vi: [],
      th: [],
      es: [],
    },
  },
  {
    finding: 'review asp13 finding 15: a gargle with a rinse, a choke of emotion, and a fast before a procedure are no swallow signs',
    source:
      'docs/SCREENING.md, look-alikes: words of a sign used for something else (gargling a mouthwash, "choked about the news", nil by mouth before a procedure, a fast and not a dysphagia diet) add nothing; low when nothing else is said',
    reads: { list: 'ignore' },
    words: {
      en: [...pairs(GARGLE, RINSE), ...pairs(FAST, FOR_A_PROCEDURE), 'pre-op nbm', 'pre-op fasting', 'choked about', 'was choked about', 'choked at the news', 'choked over the news', 'all choked about'],
      'zh-HK': ['術前禁食', '手術前禁食', '檢查前禁食', '做手術前要禁食', '開刀前禁食', '照腸鏡前禁食', '照胃鏡前禁食', '鹽水漱口'],
      'zh-CN': ['手术前禁食', '检查前禁食', '做手术前要禁食', '开刀前禁食', '做肠镜前禁食', '做胃镜前禁食', '盐水漱口', '用漱口水'],
      ja: ['術前絶食', '手術前の絶食', '手術前は絶食', '検査前絶食', '検査前の絶食', '検査のため絶食', '手術のため絶食', '術前禁食', 'うがい薬'],
      ko: ['수술 전 금식', '수술 전에 금식', '검사 전 금식', '검사 때문에 금식', '수술 때문에 금식', '내시경 전 금식', '소금물 가글', '가글액'],
      tl: ['bawal kumain bago ang operasyon', 'bawal kumain bago ang opera', 'nag-aayuno bago ang operasyon', 'magmumog ng tubig na may asin', 'nagmumumog ng mouthwash'],
      id: ['puasa sebelum operasi', 'puasa sebelum tindakan', 'puasa untuk operasi', 'puasa sebelum kolonoskopi', 'puasa sebelum endoskopi', 'puasa makan minum sebelum operasi', 'berkumur dengan air garam', 'kumur-kumur obat kumur'],
      vi: ['nhịn ăn trước mổ', 'nhịn ăn uống trước mổ', 'nhịn ăn trước phẫu thuật', 'nhịn ăn uống trước phẫu thuật', 'nhịn ăn để nội soi', 'nhịn ăn uống để nội soi', 'súc miệng nước muối'],
      th: ['งดน้ำงดอาหารก่อนผ่าตัด', 'งดน้ำงดอาหารหลังเที่ยงคืน', 'งดน้ำงดอาหารก่อนส่องกล้อง', 'งดอาหารก่อนผ่าตัด', 'กลั้วคอด้วยน้ำเกลือ'],
      es: ['ayuno preoperatorio', 'en ayunas para la cirugía', 'en ayunas para la operación', 'en ayunas por la colonoscopia', 'dieta absoluta por la cirugía', 'dieta absoluta antes de la cirugía', 'dieta absoluta para la colonoscopia', 'nada por boca antes de la cirugía', 'gárgaras con agua con sal', 'gárgaras con agua y sal', 'gárgaras con enjuague', 'gárgaras con colutorio'],
    },
  },
  {
    finding: 'review asp13 finding 15: choking while laughing is the protective cough of laughing, not a swallow sign',
    source: 'docs/SCREENING.md, protective cough: a cough or splutter from laughing mid-mouthful protects the airway; it is no sign on its own',
    reads: { ctx: 'gulp' },
    words: {
      en: ['choked laughing', 'choking laughing', 'choked with laughter', 'choking with laughter', 'choked from laughing', 'laughed so hard', 'laughing so hard', 'laughed so much', ...pairs(['laughed so hard ', 'laughing so hard ', 'laughed so much '], ['she choked', 'he choked', 'she nearly choked', 'he nearly choked']), 'nearly choked laughing'],
      'zh-HK': ['笑到哽親', '笑到嗆親'],
      'zh-CN': ['笑得呛到', '笑呛了', '笑到呛'],
      ja: ['笑いすぎてむせ', '笑ってむせ'],
      ko: ['웃다가 사레', '너무 웃어서 사레'],
      tl: ['nasamid sa kakatawa', 'nabilaukan sa kakatawa'],
      id: ['tersedak karena tertawa', 'keselek karena ketawa'],
      vi: ['cười sặc', 'cười quá bị sặc'],
      th: ['หัวเราะจนสำลัก'],
      es: ['se atragantó de la risa', 'se atraganta de la risa', 'se ahogó de risa'],
    },
  },
];
