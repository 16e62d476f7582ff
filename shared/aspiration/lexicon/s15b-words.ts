/**
 * Vocabulary rows of session 15, held-out sets 53 and 54 (s15aspb): the classes their first runs missed, merged by
 * lexicon/index.ts beside the session-14 rows. Each row names its class and the screening statement it implements.
 */
import type { AuditRow } from './audit-words';
import { type InputLanguage, inSomeLanguages } from './red-flags';

/** Every head before every tail ("sits" + " in her mouth"). */
const joined = (heads: readonly string[], tails: readonly string[], glue = ' '): string[] =>
  heads.flatMap((h) => tails.map((t) => `${h}${glue}${t}`));

const EN_MOUTHS = ['in her mouth', 'in his mouth', 'in my mouth', 'in the mouth', 'in her cheek', 'in his cheek'];
const EN_HELD = ['just sits', 'just sitting', 'sits', 'sitting', 'just stays', 'stays', 'staying', 'still sits', 'still sitting', 'sat', 'just sat'];


/** Cantonese and Mandarin "清咗幾次喉嚨": the perfective verb, a count, then the throat. */
const ZH_CLEAR = (verbs: readonly string[], counts: readonly string[], throats: readonly string[]): string[] =>
  verbs.flatMap((v) => counts.flatMap((c) => throats.map((t) => `${v}${c}${t}`)));

export const S15B_WORDS: AuditRow[] = [
  {
    finding: 'held-out 53 class 1: a trial of water named in the words people use (a nurse "let her try some water")',
    source:
      'Yale swallow protocol (Suiter 2014) and the 3-oz water test (DePippo 1992): a trial of water that ends in a cough, choking or a wet voice, or cannot be finished, is a failed bedside test (rule water_swallow_test_failed); the trial is the named water test, a cue for its sentence',
    reads: { sign: 'water_test' },
    words: {
      en: ['trial of water', 'trial sips of water', 'trial sip of water', 'test sips of water', 'test sip of water', 'water swallowing test', 'swallow test with water', 'swallowing test with water', 'tried her on water', 'tried him on water', 'tried her with water', 'tried him with water', 'tried her on sips of water', 'tried him on sips of water'],
      'zh-HK': ['試飲水', '試吓飲水', '試下飲水', '飲水測驗', '喝水測試', '飲水嘅測試', '吞水試驗'],
      'zh-CN': ['喝水测试', '喝水测验', '喝水检查', '试喝水', '试着喝水', '试喝一口水', '饮水测验', '吞水试验', '喝水的测试'],
      ja: ['水テスト', '水飲みの検査', '水飲みのテスト', '水を飲むテスト', '水を飲む検査', '試しに水を飲', '水を試しに飲', '水で嚥下テスト'],
      ko: ['물 검사', '물 테스트', '물 마시는 검사', '물 삼키는 검사', '물을 마셔 보는 검사', '물로 삼킴 검사', '물을 시험 삼아'],
      tl: ['pagsubok sa tubig', 'test sa tubig', 'pagsubok sa paglunok ng tubig', 'pinasubok uminom ng tubig', 'sinubukang painumin ng tubig', 'pinainom ng tubig para subukan'],
      id: ['tes air', 'uji air', 'dicoba minum air', 'coba minum air', 'dites minum air', 'diuji minum air', 'tes telan air'],
      vi: ['uống thử nước', 'thử uống nước', 'nuốt thử nước', 'thử nuốt nước', 'uống thử vài ngụm nước', 'uống thử một ngụm nước', 'test nước', 'thử nước'],
      th: ['ทดสอบดื่มน้ำ', 'ทดลองดื่มน้ำ', 'ลองให้ดื่มน้ำ', 'ลองให้กลืนน้ำ', 'ทดลองให้ดื่มน้ำ', 'ทดลองให้กลืนน้ำ', 'ทดสอบการกลืนด้วยน้ำ'],
      es: ['prueba de tragar agua', 'prueba de beber agua', 'prueba de tomar agua', 'prueba de deglutir agua', 'test de tragar agua', 'test de beber agua', 'prueba con agua', 'prueba de agua', 'prueba de deglución con agua', 'le dieron agua de prueba', 'le dieron a probar agua'],
    },
  },
  {
    finding: 'held-out 53 class 2: food left sitting or held in the mouth, with words between the food and the mouth',
    source:
      'Bedside examination (Logemann 1998; GUSS oral phase): food held in the mouth is a mild oral-phase sign (pocketing); drowsy at meals with it fails (rule drowsy_with_current_sign)',
    reads: { sign: 'pocketing' },
    words: {
      en: [...joined(joined(['food', 'bite', 'mouthful', 'meat', 'rice'], EN_HELD), EN_MOUTHS), 'holds it in her mouth', 'holds it in his mouth', 'keeps it in her mouth', 'keeps it in his mouth', 'food stays in her mouth', 'food stays in his mouth'],
      'zh-HK': ['啲嘢食留喺口度', '啲飯留喺口度', '含喺口度唔吞', '含住唔吞', '成啖飯含住'],
      'zh-CN': ['饭一直含在嘴里', '食物一直留在嘴里', '饭菜留在嘴里', '含着不咽', '含着不吞', '一直含着不吞'],
      ja: ['口に入れたまま', '口の中に入れたまま', '口にためたまま', '食べ物が口の中に残ったまま'],
      ko: ['입에 물고만', '입에 넣은 채로', '음식을 입에 넣고 있', '입안에 음식이 그대로'],
      tl: ['nasa bibig lang ang pagkain', 'nakatambay lang sa bibig', 'nananatili sa bibig ang pagkain', 'hawak lang sa bibig'],
      id: ['makanan cuma diam di mulut', 'makanan diam saja di mulut', 'makanan didiamkan di mulut', 'diemut saja', 'cuma diemut'],
      vi: ['ngậm mãi không nuốt', 'thức ăn cứ nằm trong miệng', 'cơm cứ nằm trong miệng', 'cứ ngậm trong miệng', 'ngậm trong miệng không nuốt'],
      th: ['อมไว้ในปาก', 'อาหารค้างในปาก', 'ข้าวค้างอยู่ในปาก', 'อาหารค้างอยู่ในปาก', 'อมไว้ไม่ยอมกลืน'],
      es: ['mantiene la comida en la boca', 'tiene la comida en la boca sin tragar', 'la comida se le queda en la boca', 'se queda con el bocado en la boca', 'retiene el bocado en la boca'],
    },
  },
  {
    finding: 'held-out 54 class 4: throat clearing told with a count between the verb and the throat',
    source:
      'EAT-10 (Belafsky 2008) and the Yale protocol: throat clearing at a meal is a mild sign (moderate); a count says how often, not that it is absent',
    reads: { sign: 'throat_clearing' },
    words: {
      en: ['cleared her throat a few times', 'cleared his throat a few times', 'cleared her throat several times', 'cleared his throat several times', 'clearing her throat a lot', 'clearing his throat a lot'],
      'zh-HK': ZH_CLEAR(['清咗', '清'], ['幾次', '好幾次', '兩次', '一兩次', '好多次', '幾下', '兩下'], ['喉嚨', '喉']),
      'zh-CN': ZH_CLEAR(['清了', '清'], ['几次', '好几次', '两次', '一两次', '好多次', '几下'], ['喉咙', '嗓子']),
      ja: ['何度か咳払い', '何回か咳払い', '数回咳払い'],
      ko: ['헛기침을 몇 번', '헛기침을 여러 번', '목을 몇 번 가다듬'],
      tl: ['ilang beses nag-clear ng lalamunan', 'nag-clear ng lalamunan nang ilang beses', 'ilang beses nag-ehem'],
      id: ['beberapa kali berdehem', 'berdehem beberapa kali', 'berkali-kali berdehem'],
      vi: ['đằng hắng mấy lần', 'hắng giọng mấy lần', 'tằng hắng mấy lần', 'đằng hắng vài lần'],
      th: ['กระแอมหลายครั้ง', 'กระแอมสองสามครั้ง', 'กระแอมบ่อย'],
      es: ['carraspeó varias veces', 'carraspea varias veces', 'carraspeó un par de veces', 'se aclaró la garganta varias veces'],
    },
  },
  {
    finding: 'held-out 54 class 4: a tablet that stays a little in the throat (a degree word between the verb and the throat)',
    source:
      'EAT-10 item 8 (Belafsky 2008): pills that stick when swallowing are a mild sign (moderate); only a big tablet managed by splitting it is low (docs/SCREENING.md, split_tablet)',
    reads: { sign: 'food_sticking' },
    words: {
      en: ['stays a bit in her throat', 'stays a bit in his throat', 'sits a bit in her throat', 'sits a bit in his throat', 'a little stuck in her throat', 'a little stuck in his throat'],
      'zh-HK': ['有少少卡喺喉嚨', '少少卡喺喉嚨'],
      'zh-CN': ['有点卡在喉咙', '有一点卡在喉咙', '稍微卡在喉咙'],
      ja: ['少し喉に残', '少しのどに残', 'ちょっと喉に引っかか', 'ちょっとのどに引っかか'],
      ko: ['목에 조금 걸리', '목에 살짝 걸리', '목에 좀 걸리'],
      tl: ['medyo bumabara sa lalamunan', 'medyo naiipit sa lalamunan'],
      id: ['agak nyangkut di tenggorokan', 'sedikit nyangkut di tenggorokan', 'agak tersangkut di tenggorokan'],
      vi: ['hơi vướng ở cổ', 'hơi mắc ở cổ', 'hơi nghẹn ở cổ'],
      th: ['ติดคอนิดหน่อย', 'ติดคอนิดๆ', 'ค้างในคอนิดหน่อย'],
      es: joined(['se le queda', 'se queda', 'se le atora', 'se le pega'], ['un poco en la garganta', 'un poquito en la garganta', 'algo en la garganta', 'un poco atorada en la garganta']),
    },
  },
  {
    finding: 'held-out 53 class 4: pain in the throat when swallowing, the throat named between the pain and the swallow',
    source:
      'EAT-10 item 6 (Belafsky 2008): swallowing is painful, a mild sign (moderate) unless a cold or other illness explains it',
    reads: { sign: 'pain_on_swallowing' },
    words: {
      en: ['throat hurts when she swallows', 'throat hurts when he swallows', 'sore throat when swallowing', 'throat hurts when swallowing'],
      'zh-HK': ['吞嘢嗰陣喉嚨痛', '吞嘅時候喉嚨痛'],
      'zh-CN': ['吞的时候喉咙痛', '咽的时候喉咙痛', '吞咽时喉咙痛'],
      ja: ['飲み込むときに喉が痛', '飲み込む時にのどが痛'],
      ko: ['삼킬 때 목이 아프', '삼킬 때 목이 따끔'],
      tl: ['masakit ang lalamunan kapag lumulunok', 'masakit ang lalamunan pag lumulunok'],
      id: ['tenggorokan sakit saat menelan', 'tenggorokan sakit waktu menelan', 'sakit tenggorokan saat menelan'],
      vi: ['đau họng khi nuốt', 'đau cổ khi nuốt', 'nuốt thì đau họng'],
      th: ['เจ็บคอตอนกลืน', 'เจ็บคอขณะกลืน', 'เจ็บคอเวลากลืนอาหาร', 'เจ็บคอตอนกลืนอาหาร'],
      es: ['le duele la garganta al tragar', 'dolor de garganta al tragar', 'me duele la garganta al tragar'],
    },
  },
  {
    finding: 'held-out 53 class 4: "has a cold" read whole, so a denial before it ("ไม่ได้เป็นไข้หวัด") denies the cold, not a fever',
    source:
      'EAT-10 item 6 (Belafsky 2008): painful swallowing is a mild sign unless a cold explains it; a cold the text denies explains nothing, so the sign stands (moderate)',
    reads: { list: 'unrelated' },
    words: inSomeLanguages({
      th: ['เป็นไข้หวัด', 'เป็นหวัด', 'เป็นไข้หวัดใหญ่'],
    }),
  },
  {
    finding: 'held-out 53 class 5: tiredness from walking or exercise is not a meal that takes long or tires the person',
    source:
      'docs/SCREENING.md, low: fatigue not linked to eating (walking, stairs, exercise) is no sign of an impaired swallow; only a meal that tires the person is (prolonged_meals)',
    reads: { list: 'ignore' },
    words: {
      en: ['tired when walking', 'tires when walking', 'tires on walking', 'gets tired walking', 'gets tired when walking', 'tired after walking', 'tires with walking', 'tired on the stairs', 'tires on the stairs'],
      'zh-HK': ['行路會攰', '行路好攰', '行兩步就攰', '行樓梯會攰'],
      'zh-CN': ['走路会累', '走路容易累', '走路就累', '走几步就累', '爬楼梯会累'],
      ja: ['歩くと疲れ', '歩くとすぐ疲れ', '歩いて疲れ', '階段で疲れ'],
      ko: ['걸으면 피곤', '걸을 때 피곤', '걸으면 지치', '걸으면 힘들어'],
      tl: ['napapagod maglakad', 'napapagod kapag naglalakad', 'napapagod pag naglalakad'],
      id: ['capek kalau jalan', 'lelah kalau berjalan', 'cepat lelah saat berjalan', 'capek kalau berjalan'],
      vi: ['đi bộ thì mệt', 'đi lại thì mệt', 'mệt khi đi bộ', 'đi bộ mau mệt'],
      th: ['เดินแล้วเหนื่อย', 'เหนื่อยเวลาเดิน', 'เดินนิดเดียวก็เหนื่อย'],
      es: ['se cansa al caminar', 'se cansa caminando', 'se cansa al andar', 'se cansa andando', 'se cansa al subir escaleras', 'se cansa subiendo escaleras', 'se cansa con el ejercicio', 'cansancio al caminar', 'fatiga al caminar'],
    },
  },
];


/** The meal words a Chinese "都會" (every time, whenever) follows. */
const ZH_MEALS = ['吃東西', '吃饭', '吃飯', '喝水', '喝東西', '食嘢', '食飯', '飲水', '飲嘢', '吃', '喝', '食', '飲'];

/** "Just the once" words: alone after their sign (reading rule once_after_its_sign) they make it occasional. */
export const ONCE_WORDS: Record<InputLanguage, readonly string[]> = {
  en: ['just the once', 'only the once', 'the once', 'just once', 'only once', 'once only', 'just one time', 'only one time'],
  'zh-HK': ['得一次', '試過一次', '只有一次', '就一次'],
  'zh-CN': ['只有一次', '就一次', '仅一次', '就那一次'],
  ja: ['一度だけ', '一回だけ', '1回だけ'],
  ko: ['딱 한 번', '한 번뿐', '한 번만'],
  tl: ['isang beses lang', 'minsan lang'],
  id: ['sekali saja', 'hanya sekali', 'cuma sekali'],
  vi: ['chỉ một lần', 'có một lần thôi', 'một lần thôi'],
  th: ['ครั้งเดียว', 'แค่ครั้งเดียว'],
  es: ['solo una vez', 'sólo una vez', 'una sola vez', 'nada más una vez'],
};

export const S15B_TIME_WORDS: ReadonlyArray<{ reads: 'persistent' | 'occasional' | 'recovered'; finding: string; source: string; words: AuditRow['words'] }> = [
  {
    finding: 'held-out 53 class 3: Chinese "吃東西都會嗆到" (whenever he eats, he chokes) is every time',
    source:
      'Yale protocol / 3-oz water test (Suiter 2008, DePippo 1992): a cough with every swallow is the failed screen seen daily (persistent_major_sign)',
    reads: 'persistent',
    words: inSomeLanguages({
      'zh-HK': joined(ZH_MEALS, ['都會', '都要', '總會'], ''),
      'zh-CN': joined(ZH_MEALS, ['都会', '总会'], ''),
    }),
  },
  {
    finding: 'held-out 53 class 5: "just the once" told after its sign',
    source: 'docs/SCREENING.md: an occasional or slight sign is a current sign (moderate), not a failed screen (high)',
    reads: 'occasional',
    words: ONCE_WORDS,
  },
  {
    finding: 'held-out 54 class 5: "now" told with a full recovery ("지금은 완전히 회복됐어요") is the recovery, read whole',
    source:
      'docs/SCREENING.md (tense): a past difficulty the text says fully resolved is history (low unless a current sign); the "now" of the recovery does not make the difficulty before it current. A recent date before the sign still outranks it (rule date_outranks_ending)',
    reads: 'recovered',
    words: {
      en: ['now fully recovered', 'now completely recovered', 'now fully resolved', 'now completely resolved', 'now fully healed'],
      'zh-HK': ['而家完全好返', '而家已經完全好返', '而家完全康復'],
      'zh-CN': ['现在完全康复', '现在已经完全康复', '现在完全好了', '现在已经完全好了', '现在痊愈了'],
      ja: ['今は完全に回復', '今はすっかり回復', '今はすっかり治', '今は完全に治'],
      ko: ['지금은 완전히 회복', '지금은 회복됐', '지금은 회복되었', '지금은 다 나았', '지금은 나았', '지금은 완전히 나았', '지금은 괜찮아졌', '이제는 완전히 회복', '이제 완전히 회복', '이제는 다 나았', '이제 다 나았', '지금은 완쾌'],
      tl: ['ngayon ay magaling na', 'ngayon magaling na siya', 'ngayon ay gumaling na'],
      id: ['sekarang sudah pulih', 'sekarang sudah pulih total', 'sekarang sudah sembuh total'],
      vi: ['giờ đã hồi phục hoàn toàn', 'bây giờ đã hồi phục hoàn toàn', 'giờ đã khỏi hẳn', 'bây giờ đã khỏi hẳn'],
      th: ['ตอนนี้หายดีแล้ว', 'ตอนนี้หายสนิทแล้ว', 'ตอนนี้ฟื้นตัวเต็มที่แล้ว'],
      es: ['ahora está totalmente recuperado', 'ahora está totalmente recuperada', 'ahora ya se recuperó del todo', 'ahora se ha recuperado del todo'],
    },
  },
];
