/**
 * Vocabulary rows of session 15, held-out sets 53 and 54 (s15aspb): the classes their first runs missed, merged by
 * lexicon/index.ts beside the session-14 rows. Each row names its class and the screening statement it implements.
 */
import type { AuditRow } from './audit-words';

/** Every head before every tail ("sits" + " in her mouth"). */
const joined = (heads: readonly string[], tails: readonly string[], glue = ' '): string[] =>
  heads.flatMap((h) => tails.map((t) => `${h}${glue}${t}`));

const EN_MOUTHS = ['in her mouth', 'in his mouth', 'in my mouth', 'in the mouth', 'in her cheek', 'in his cheek'];
const EN_HELD = ['just sits', 'just sitting', 'sits', 'sitting', 'just stays', 'stays', 'staying', 'still sits', 'still sitting', 'sat', 'just sat'];


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
];


/** The meal words a Chinese "都會" (every time, whenever) follows. */
const ZH_MEALS = ['吃東西', '吃饭', '吃飯', '喝水', '喝東西', '食嘢', '食飯', '飲水', '飲嘢', '吃', '喝', '食', '飲'];

export const S15B_TIME_WORDS: ReadonlyArray<{ reads: 'persistent' | 'occasional' | 'recovered'; finding: string; source: string; words: AuditRow['words'] }> = [
  {
    finding: 'held-out 53 class 3: Chinese "吃東西都會嗆到" (whenever he eats, he chokes) is every time',
    source:
      'Yale protocol / 3-oz water test (Suiter 2008, DePippo 1992): a cough with every swallow is the failed screen seen daily (persistent_major_sign)',
    reads: 'persistent',
    words: {
      en: [],
      'zh-HK': joined(ZH_MEALS, ['都會', '都要', '總會'], ''),
      'zh-CN': joined(ZH_MEALS, ['都会', '总会'], ''),
      ja: [],
      ko: [],
      tl: [],
      id: [],
      vi: [],
      th: [],
      es: [],
    },
  },
];
