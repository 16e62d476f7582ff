/**
 * Vocabulary rows from the clinical audit (an SLP checked the screen against the screening literature), merged by
 * lexicon/index.ts beside the red-flag, mild-sign and look-alike rows. Each row names the finding it fixes.
 */
import type { LexiconRow } from './red-flags';

/** Every amount word before every drink or food word ("un poco de" + "agua"). */
const amounts = (degrees: readonly string[], items: readonly string[]): string[] => degrees.flatMap((d) => items.map((m) => `${d}${m}`));

export interface AuditRow extends LexiconRow {
  finding: string;
  /** The screening statement the row implements. */
  source: string;
}

export const AUDIT_WORDS: readonly AuditRow[] = [
  {
    // These words stood in the weak `phlegm` lists (low on their own).
    finding: 'audit 5: needing suction for secretions is the failed saliva swallow',
    source:
      'GUSS (Trapl 2007) step 1, the indirect swallowing test: a person who cannot swallow their saliva and needs suctioning fails at severe dysphagia with a high risk of aspiration (rule saliva_not_swallowed)',
    reads: { sign: 'saliva_not_swallowed' },
    words: {
      en: ['needs suctioning', 'needs suction', 'suctioned', 'requires suctioning', 'needs regular suctioning', 'needs frequent suctioning', 'needs oral suctioning', 'suctioning of secretions', 'suctioned regularly', 'suctioned frequently', 'oral suction', 'frequent suction', 'regular suction', 'suction for secretions', 'suction for saliva', 'suctioning for secretions', 'frequent suctioning', 'regular suctioning', 'suctioning needed', 'requiring suction', 'requiring suctioning', 'requires suction', 'suction her', 'suction him', 'suction his', 'suction their', 'suctioning her', 'suctioning him', 'suctioning his', 'suction machine', 'suction the secretions', 'suctioning secretions', 'suction her mouth', 'suction his mouth'],
      'zh-HK': ['要抽痰', '需要抽痰', '要吸痰', '需要吸痰', '抽口水', '幫佢抽痰', '常常抽痰', '經常抽痰', '成日抽痰', '時時抽痰', '常常吸痰', '不時抽痰'],
      'zh-CN': ['要吸痰', '需要吸痰', '要抽痰', '需要抽痰', '经常吸痰', '给他吸痰', '给她吸痰', '吸口水', '抽口水', '要吸口水', '常常吸痰', '时常吸痰', '不停吸痰', '老是要吸痰'],
      ja: ['吸引', '痰の吸引', '吸引が必要', '口腔内吸引', '頻回吸引', '吸引してい', '吸引機', '吸引器'],
      ko: ['가래 흡인', '석션', '석션 필요', '분비물 흡인', '흡인이 필요', '석션해', '석션을 해', '석션기', '가래를 뽑'],
      tl: ['sinisipsip ang plema', 'sipsip ng plema', 'sinisipsip ang laway', 'kailangang sipsipin', 'i-suction', 'kailangan pa i-suction', 'kailangang i-suction', 'sina-suction', 'sinasuction', 'nisa-suction'],
      id: ['disedot lendirnya', 'sedot lendir', 'penyedotan lendir', 'perlu disedot', 'harus disedot', 'alat sedot', 'disedot terus', 'nyedot lendir'],
      vi: ['hút đàm', 'hút đờm', 'phải hút đàm', 'phải hút đờm', 'hút dịch', 'máy hút đờm', 'hút nhớt', 'phải hút nhớt'],
      th: ['ดูดเสมหะ', 'ต้องดูดเสมหะ', 'ดูดน้ำลาย', 'เครื่องดูดเสมหะ', 'ดูดเสมหะให้'],
      es: ['aspiración de secreciones', 'aspirar secreciones', 'aspirado de secreciones', 'le aspiran', 'hay que aspirarle', 'necesita aspiración de secreciones', 'le aspiramos', 'aspirador de secreciones', 'aspirarle las secreciones', 'hay que aspirarle la boca'],
    },
  },
  {
    finding: 'audit 6: a water swallow test the person could not finish or had to stop is a failed test',
    source:
      'Yale swallow protocol (Suiter, Sloggy & Leder 2014): inability to drink the entire 90 ml in sequential swallows without interruption is a fail, like a cough or choking (rule water_swallow_test_failed); read only beside a named water test',
    reads: { sign: 'water_test_unfinished' },
    words: {
      en: ['could not finish', "couldn't finish", 'unable to finish', 'did not finish', "didn't finish", 'failed to finish', 'had to stop', 'needed to stop', 'stopped halfway', 'stopped partway', 'stopped part way', 'could not complete', "couldn't complete", 'unable to complete', 'did not complete', "didn't complete", 'not completed', 'interrupted', 'could not drink it all', "couldn't drink it all", 'could not drink all', "couldn't drink all", 'unable to drink it all', 'unable to drink all', 'could not drink the whole', "couldn't drink the whole", 'not able to drink it all'],
      'zh-HK': ['飲唔晒', '飲唔完', '冇飲晒', '未飲完', '中途停', '停咗幾次', '未能完成', '唔能夠完成', '飲唔到晒', '冇辦法飲晒'],
      'zh-CN': ['喝不完', '没喝完', '没能喝完', '未能喝完', '中途停', '需要停下', '要停下来', '停了几次', '未能完成', '不能完成', '没能完成', '没法喝完', '没办法喝完', '喝不到底'],
      ja: ['飲みきれなかった', '飲み切れなかった', '飲みきれず', '飲み切れず', '途中で止め', '途中でやめ', '途中で中断', '中断した', '完飲できず', '完飲できなかった', '最後まで飲めな', '最後まで飲めませ', '最後まで飲めず', '全部飲めな', '全部飲めませ', '全部飲めず', '全量飲めな', '全量飲めず', '飲み干せな', '飲み干せず', '飲み干せませ'],
      ko: ['다 마시지 못', '다 못 마시', '끝까지 마시지 못', '끝까지 못 마시', '중간에 멈', '마시다가 멈', '마시다 멈', '중단했', '다 못 마셨', '끝까지 못 마셨', '다 마시지 못했', '끝까지 마시지 못했', '다 못 마심', '끝까지 못 마심'],
      tl: ['hindi natapos', 'hindi naubos', 'tumigil sa gitna', 'huminto sa gitna', 'hindi nainom lahat', 'hindi niya naubos', 'di naubos'],
      id: ['tidak bisa menghabiskan', 'tidak dapat menghabiskan', 'tidak habis', 'harus berhenti minum', 'berhenti di tengah', 'tidak selesai', 'tidak bisa minum sampai habis', 'tidak dapat minum sampai habis', 'tidak sanggup menghabiskan', 'gak habis', 'nggak habis'],
      vi: ['không uống hết', 'không thể uống hết', 'phải dừng', 'dừng giữa chừng', 'bỏ dở', 'không hoàn thành', 'không uống hết được', 'uống không hết', 'ko uống hết', 'k uống hết'],
      th: ['ดื่มไม่หมด', 'กินไม่หมด', 'ต้องหยุดดื่ม', 'หยุดกลางคัน', 'ทำไม่เสร็จ', 'ดื่มได้ไม่หมด', 'กลืนไม่หมด'],
      es: ['no pudo terminar', 'no la terminó', 'no lo terminó', 'no pudo acabar', 'tuvo que parar', 'tuvo que detenerse', 'se detuvo a mitad', 'paró a mitad', 'no completó', 'no pudo completar', 'quedó incompleta', 'interrumpida', 'no pudo tomarse todo', 'no pudo beberse todo', 'no pudo bebérselo todo', 'no se lo pudo tomar todo', 'no pudo tomar todo', 'no pudo beber todo', 'no se la pudo tomar toda'],
    },
  },
  {
    finding: 'fix round s12: a pass word beside a named water test or swallow screen keeps the test passed',
    source:
      'docs/SCREENING.md water_swallow_test_failed: a passed bedside screen adds no item and lowers nothing; a cough told in another clause is read as itself, not as the failed test (reading rule passed_test_stays_passed)',
    reads: { sign: 'water_test_passed' },
    words: {
      en: ['passed', 'pass', 'passes', 'unremarkable'],
      'zh-HK': ['通過咗', '通過', '合格', '過咗', '陰性'],
      'zh-CN': ['通过了', '通过', '合格', '阴性'],
      ja: ['合格', '陰性', 'パス'],
      ko: ['통과', '통과했'],
      tl: ['pumasa', 'nakapasa', 'pasado'],
      id: ['lulus', 'lolos', 'berhasil'],
      vi: ['đạt', 'âm tính', 'qua được'],
      th: ['ผ่าน', 'ผลลบ'],
      es: ['superada', 'superado', 'superó', 'la pasó', 'lo pasó'],
    },
  },
  {
    finding: 'fix round 2 s12: a cough at a moment of the water test fails it, even one told as passed',
    source:
      'Yale swallow protocol (Suiter, Sloggy & Leder 2014) and the 3-oz water swallow test (DePippo 1992): a cough, throat clearing or choking during or up to one minute after the swallow is a fail (reading rule cough_in_test_fails_it)',
    reads: { sign: 'water_test_event' },
    words: {
      en: ['last sip', 'final sip', 'first sip', 'second sip', 'third sip', 'last mouthful', 'last swallow', 'last gulp', 'during the test', 'during testing', 'during the screen', 'during the trial', 'during it', 'halfway through', 'toward the end', 'towards the end', 'within a minute'],
      'zh-HK': ['最後一啖', '最後幾啖', '最後一口', '最後幾口', '第一啖', '第一口', '測試時', '測試期間', '測試中', '試驗時', '試驗中', '飲到一半', '飲到最後'],
      'zh-CN': ['最后一口', '最后几口', '第一口', '测试时', '测试期间', '测试中', '试验时', '试验中', '试验过程中', '测试过程中', '喝到一半', '喝到最后'],
      ja: ['最後の一口', '最後のひと口', '一口目', 'ひと口目', '検査の途中', 'テストの途中', '試験の途中', '検査の最中', 'テストの最中', '飲み終わる直前'],
      ko: ['마지막 한 모금', '마지막 모금', '첫 모금', '검사 도중', '검사하는 도중', '검사하는 중', '테스트 도중', '테스트하는 중'],
      tl: ['huling lagok', 'huling higop', 'unang lagok', 'unang higop', 'habang nagte-test', 'habang tine-test', 'sa gitna ng test'],
      // No "saat tes ...": leftmost-longest would take the words of the test's own name ("saat tes menelan air").
      id: ['tegukan terakhir', 'teguk terakhir', 'tegukan pertama', 'teguk pertama', 'selama tesnya', 'saat tesnya', 'waktu tesnya', 'pas tesnya'],
      vi: ['ngụm cuối', 'ngụm cuối cùng', 'ngụm đầu', 'ngụm đầu tiên', 'ngụm nước cuối', 'ngụm nước đầu tiên'],
      th: ['อึกสุดท้าย', 'อึกแรก', 'อึกท้าย'],
      es: ['último sorbo', 'último trago', 'primer sorbo', 'primer trago', 'durante ella', 'durante él', 'a mitad del vaso'],
    },
  },
  {
    finding: 'audit 3 (fix round): a degree word on an amount ("a little water came out of her nose") is the drink, not a slight sign',
    source:
      'docs/SCREENING.md, intensity: a degree word softens a sign only when it modifies the sign; an amount of drink or food is read whole as a meal word in every input language (English in lexicon/en.ts)',
    reads: { ctx: 'meal' },
    words: {
      en: amounts(['a little ', 'a bit of '], ['water', 'tea', 'milk', 'juice', 'soup']),
      'zh-HK': amounts(['少少', '一啲', '啲啲'], ['水', '茶', '奶', '湯', '嘢飲', '飯', '嘢食']),
      'zh-CN': amounts(['一点', '一点点', '少量', '少许'], ['水', '茶', '奶', '汤', '饮料', '饭']),
      ja: amounts(['少し', '少しの', '少量の', 'わずかな'], ['水', 'お茶', '牛乳', 'スープ', '飲み物']),
      ko: [...amounts(['조금의 ', '약간의 ', '소량의 '], ['물', '음료', '우유']), '물이 조금', '물이 약간', '물 조금', '물 약간', '국물이 조금'],
      tl: amounts(['kaunting ', 'konting ', 'kakaunting '], ['tubig', 'tsaa', 'gatas', 'sabaw', 'inumin', 'pagkain']),
      id: amounts(['sedikit '], ['air', 'teh', 'susu', 'kuah', 'minuman', 'makanan', 'cairan']),
      vi: amounts(['một chút ', 'một ít ', 'chút '], ['nước', 'trà', 'sữa', 'canh', 'thức ăn']),
      th: amounts(['น้ำ', 'นม', 'ชา', 'ซุป'], ['นิดหน่อย', 'เล็กน้อย']),
      es: amounts(['un poco de ', 'un poquito de ', 'algo de '], ['agua', 'té', 'leche', 'zumo', 'jugo', 'sopa', 'comida', 'líquido']),
    },
  },
];
