/**
 * Look-alikes, CONCEPT x LANGUAGE: what carers tell about eating and drinking that is not a sign of an impaired
 * swallow, and screens low when nothing else is said (docs/SCREENING.md, low): a normal protective cough from
 * gulping a drink or laughing mid-sip, a large tablet managed by splitting it, heartburn, a cold, loose dentures or
 * a sore tooth, a dry mouth alone, a picky appetite. Each row says what its words read as: a cue that explains a
 * cough or a tablet away (gulp, split), an illness unrelated to swallowing, a weak complaint, or nothing at all
 * (ignore: words that would otherwise be read as a sign, "chews slowly" is not "eats slowly").
 *
 * Built like red-flags.ts and merged by the same code. test/aspiration/look-alike-vocabulary.test.ts screens a
 * sentence per concept and language low (test/fixtures/aspiration-look-alike-probes.jsonl) and the same
 * look-alike beside a real current sign at least moderate.
 */
import type { LexiconRow } from './red-flags';

export type LookAlike =
  | 'gulping_drink'
  | 'laughing_while_drinking'
  | 'splitting_big_tablet'
  | 'heartburn_reflux'
  | 'sore_throat_cold'
  | 'dentures_tooth'
  | 'dry_mouth_alone'
  | 'picky_appetite'
  | 'usual_meal_pace'
  | 'choked_up_with_emotion'
  | 'slow_walking';

export interface LookAlikeWords extends LexiconRow {
  lookAlike: LookAlike;
}

export const LOOK_ALIKE_WORDS: readonly LookAlikeWords[] = [
  {
    // Drinking too fast: a cough then is the airway protecting itself (docs/SCREENING.md, protective cough).
    lookAlike: 'gulping_drink',
    reads: { ctx: 'gulp' },
    words: {
      en: ['gulping', 'in one go', 'too fast'],
      'zh-HK': ['一啖氣飲晒', '飲得太急', '飲太快'],
      'zh-CN': ['一口气喝完', '喝太急', '喝得太快'],
      ja: ['一気に飲', '急いで飲'],
      ko: ['벌컥벌컥', '급하게 마시'],
      tl: ['tinungga', 'uminom nang mabilis'],
      id: ['terlalu cepat', 'buru-buru minum'],
      vi: ['uống vội', 'một hơi', 'uống nhanh quá'],
      th: ['ดื่มเร็วเกินไป', 'รวดเดียว'],
      es: ['de un trago', 'bebe muy rápido', 'bebió demasiado rápido'],
    },
  },
  {
    // A single cough or two, counted ("ho một tiếng" is one cough, not one hour of eating).
    lookAlike: 'gulping_drink',
    reads: { sign: 'cough' },
    words: {
      en: ['a cough or two'],
      'zh-HK': ['咳咗一兩聲', '咳咗幾聲'],
      'zh-CN': ['咳了两声', '咳两声'],
      ja: ['一度咳'],
      ko: ['한 번 기침'],
      tl: ['umubo nang isang beses'],
      id: ['batuk sekali'],
      vi: ['ho một tiếng', 'ho vài tiếng', 'ho mấy tiếng'],
      th: ['ไอทีหนึ่ง'],
      es: ['tosió una vez'],
    },
  },
  {
    // Laughing mid-sip provokes the same protective cough as gulping.
    lookAlike: 'laughing_while_drinking',
    reads: { ctx: 'gulp' },
    words: {
      en: ['laughed while drinking', 'laughing while drinking', 'when she laughed', 'when he laughed'],
      'zh-HK': ['笑咗出嚟', '一邊飲一邊笑'],
      'zh-CN': ['被逗笑', '边喝边笑', '一边喝一边笑'],
      ja: ['飲みながら笑', '笑った拍子に'],
      ko: ['웃는 바람에', '마시다가 웃'],
      tl: ['kasi tumawa', 'dahil tumawa', 'natawa habang umiinom'],
      id: ['karena tertawa', 'tertawa sambil minum'],
      vi: ['vừa uống trà vừa cười', 'vừa uống vừa cười', 'vừa cười vừa uống'],
      th: ['หัวเราะตอนดื่ม', 'หัวเราะขณะดื่ม'],
      es: ['se rió mientras bebía', 'porque se rió', 'al reírse'],
    },
  },
  {
    // Drinking slowly, the way a gulper avoids the cough ("平时慢慢喝完全没事"): read as nothing, not a slow meal.
    lookAlike: 'gulping_drink',
    reads: { list: 'ignore' },
    words: {
      en: ['if she sips slowly', 'if he sips slowly'],
      'zh-HK': ['慢慢飲'],
      'zh-CN': ['慢慢喝'],
      ja: ['ゆっくり飲めば'],
      ko: ['천천히 마시면'],
      tl: ['kapag dahan-dahang uminom'],
      id: ['kalau diminum pelan-pelan'],
      vi: ['uống từ từ thì'],
      th: ['ถ้าดื่มช้าๆ'],
      es: ['si bebe despacio'],
    },
  },
  {
    // A large tablet the person manages by splitting it is managed (docs/SCREENING.md, low).
    lookAlike: 'splitting_big_tablet',
    reads: { ctx: 'split' },
    words: {
      en: ['cuts it in half'],
      'zh-HK': ['切開一半', '切開兩半'],
      'zh-CN': ['掰成两半', '掰开'],
      ja: ['半分に割'],
      ko: ['반으로 잘라', '반으로 쪼개'],
      tl: ['hinahati'],
      id: ['membelahnya', 'dibelah dua'],
      vi: ['bẻ đôi'],
      th: ['หักครึ่ง'],
      es: ['la parte por la mitad', 'la parte a la mitad'],
    },
  },
  {
    // Heartburn and reflux: a weak risk factor (reflux), never a sign, and never an illness that explains one away.
    lookAlike: 'heartburn_reflux',
    reads: { risk: 'reflux' },
    words: {
      en: ['heartburn', 'acid reflux'],
      'zh-HK': ['胃酸倒流', '心口灼熱'],
      'zh-CN': ['反酸', '烧心', '胃食管反流'],
      ja: ['胸やけ', '逆流性食道炎'],
      ko: ['속쓰림', '역류성 식도염'],
      tl: ['nangangasim ang sikmura', 'asim ng sikmura'],
      id: ['perih di ulu hati', 'asam lambung', 'maag'],
      vi: ['ợ chua', 'trào ngược dạ dày'],
      th: ['แสบร้อนกลางอก', 'กรดไหลย้อน'],
      es: ['ardor de estómago', 'reflujo ácido', 'acidez'],
    },
  },
  {
    // A cold or flu explains a sore, painful throat in its sentence (pain_on_swallowing, explainedInSentence).
    lookAlike: 'sore_throat_cold',
    reads: { list: 'unrelated' },
    words: {
      en: ['a cold', 'head cold', 'the flu'],
      'zh-HK': ['傷風', '感冒'],
      'zh-CN': ['感冒', '着凉'],
      ja: ['風邪'],
      ko: ['감기'],
      tl: ['sipon', 'trangkaso'],
      id: ['pilek', 'radang tenggorokan'],
      vi: ['bị cảm', 'cảm cúm'],
      th: ['เป็นหวัด', 'ไข้หวัด'],
      es: ['resfriado', 'resfriada', 'gripe'],
    },
  },
  {
    // Loose dentures, a sore tooth, chewing slowly because of them: a chewing complaint, not a swallow sign. Read as
    // nothing, so "slowly" and "chews" do not meet as a slow meal (the lexicons already hold "toothache" as an
    // unrelated complaint).
    lookAlike: 'dentures_tooth',
    reads: { list: 'ignore' },
    words: {
      en: ['chews slowly', 'chewing slowly', 'chews slower', 'loose dentures', 'dentures are loose', 'sore tooth'],
      'zh-HK': ['咬嘢慢', '假牙鬆'],
      'zh-CN': ['嚼东西慢', '嚼得慢', '假牙松'],
      ja: ['噛むのに時間がかか', '入れ歯が合わな', '虫歯が痛', '歯が痛'],
      ko: ['천천히 씹', '틀니가 헐거', '이가 아프'],
      tl: ['mabagal ngumuya', 'mabagal siyang ngumuya', 'maluwag ang pustiso', 'masakit ang ngipin'],
      id: ['mengunyahnya pelan', 'mengunyah pelan', 'gigi palsu longgar', 'gigi palsunya longgar'],
      vi: ['nhai chậm', 'răng giả bị lỏng'],
      th: ['เคี้ยวช้า', 'ฟันปลอมหลวม'],
      es: ['mastica despacio', 'mastica lento', 'dentadura floja', 'le duele una muela'],
    },
  },
  {
    // A dry mouth alone is a weak complaint; with dry food hard to get down in its sentence it is a mild sign.
    lookAlike: 'dry_mouth_alone',
    reads: { sign: 'dry_mouth' },
    words: {
      en: ['dry mouth', 'mouth feels dry'],
      'zh-HK': ['口乾'],
      'zh-CN': ['口干'],
      ja: ['口が渇く', '口の渇き'],
      ko: ['입이 마르', '입이 자주 말라'],
      tl: ['tuyo ang bibig'],
      id: ['mulut kering'],
      vi: ['khô miệng'],
      th: ['ปากแห้ง'],
      es: ['boca seca'],
    },
  },
  {
    // A picky appetite is a preference, not a swallow: read as nothing.
    lookAlike: 'picky_appetite',
    reads: { list: 'ignore' },
    words: {
      en: ['fussy eater', 'picky eater', 'picks at'],
      'zh-HK': ['揀飲擇食', '揀食'],
      'zh-CN': ['挑食'],
      ja: ['好き嫌い'],
      ko: ['입맛이 까다로'],
      tl: ['mapili sa pagkain'],
      id: ['pilih-pilih makanan'],
      vi: ['kén ăn'],
      th: ['เลือกกิน'],
      es: ['quisquilloso con la comida', 'quisquillosa con la comida', 'mal comedor'],
    },
  },

  // A lifelong slow eater, or meals that take the usual time, is no change and no sign
  // (docs/SCREENING.md: a current sign is a change; "meals take" and "slow" alone would read as prolonged meals).
  {
    lookAlike: 'usual_meal_pace',
    reads: { list: 'ignore' },
    words: {
      en: ['meals take normal time', 'meals take the normal time', 'meals take the usual time', 'always been a slow eater', 'always been slow to eat', 'always eaten slowly'],
      'zh-HK': ['一向都食得慢', '一向食飯都慢', '半個鐘食完', '食飯速度同以前一樣'],
      'zh-CN': ['一直吃得慢', '向来吃饭慢', '半小时吃完', '吃饭速度跟以前一样'],
      ja: ['昔から食べるのが遅', '以前から食べるのがゆっくり', '食事時間はいつも通り', '食事時間は変わらない'],
      ko: ['식사 시간은 평소와 같', '식사 시간 평소와 같', '원래 천천히 드시', '예전부터 천천히 드'],
      tl: ['dati pa siyang mabagal kumain', 'talagang mabagal kumain', 'normal ang tagal ng pagkain'],
      id: ['dari dulu makannya lambat', 'memang dari dulu makan pelan', 'waktu makan biasa saja'],
      vi: ['từ trước đến giờ vẫn ăn chậm', 'xưa nay ăn chậm', 'thời gian ăn như bình thường'],
      th: ['กินช้ามาตั้งแต่ไหนแต่ไร', 'กินช้าเป็นปกติ', 'เวลากินข้าวปกติ'],
      es: ['siempre ha sido lento para comer', 'siempre ha sido lenta para comer', 'siempre ha comido despacio', 'tarda lo normal en comer'],
    },
  },
  // Signs in everyday words.
  {
    // Laughing while drinking, told with the laugh first ("笑いながらお茶を飲んで", "riéndose"): the same protective
    // cough as gulping (docs/SCREENING.md, low).
    lookAlike: 'laughing_while_drinking',
    reads: { ctx: 'gulp' },
    words: {
      en: ['while laughing', 'mid-laugh', 'burst out laughing'],
      'zh-HK': ['邊笑邊飲', '笑住飲'],
      'zh-CN': ['笑着喝', '边笑边喝'],
      ja: ['笑いながら', '笑った時に'],
      ko: ['웃으면서 마시', '웃다가'],
      tl: ['habang tumatawa', 'sabay tawa'],
      id: ['sambil ketawa', 'sambil tertawa'],
      vi: ['đang cười thì', 'vừa cười'],
      th: ['หัวเราะไปดื่มไป', 'ขำจน'],
      es: ['riéndose', 'mientras se reía', 'de la risa'],
    },
  },
  {
    // Choked up with feeling ("nghẹn ngào", "哽咽", "gets choked up talking about him"): an emotion, not food in the
    // airway. Read as nothing, so the choking word inside it is not a choking episode.
    lookAlike: 'choked_up_with_emotion',
    reads: { list: 'ignore' },
    words: {
      en: ['choked up', 'chokes up', 'choking up', 'gets all choked up'],
      'zh-HK': ['哽咽', '喊到哽咽'],
      'zh-CN': ['哽咽', '哽咽着说'],
      ja: ['胸が詰ま', '言葉に詰ま', '声を詰まらせ'],
      ko: ['목이 메어 말을', '울먹'],
      tl: ['garalgal sa pag-iyak', 'naiiyak'],
      id: ['tercekat karena sedih', 'suaranya tercekat karena'],
      vi: ['nghẹn ngào', 'nghẹn lời'],
      th: ['สะอึกสะอื้น', 'ตื้นตันจนพูดไม่ออก'],
      es: ['se le quiebra la voz', 'se le hace un nudo en la garganta al hablar'],
    },
  },
  // Paraphrase audit: look-alikes the probes written first found read as signs.
  {
    // One slight choke on a gulped drink, counted or graded: a cough, never a choking episode on its own (issue 15,
    // class 3); with the airway blocked it is still one (concepts.ts cough upgrades).
    lookAlike: 'gulping_drink',
    reads: { sign: 'cough' },
    words: {
      en: ['spluttered once', 'spluttered a bit'],
      'zh-HK': ['嗆咗一下', '嗆咗少少'],
      'zh-CN': ['呛了一下', '呛了一口'],
      ja: ['一回むせ', '一度むせ'],
      ko: ['한 번 사레들렸', '한 번 사레'],
      tl: ['nasamid nang isang beses', 'nasamid nang kaunti'],
      id: ['tersedak sedikit', 'keselek sedikit'],
      vi: ['bị sặc một chút', 'sặc một chút', 'sặc nhẹ'],
      th: ['สำลักทีเดียว', 'สำลักนิดหน่อย', 'สำลักเล็กน้อย'],
      es: ['se atragantó un poco', 'se atraganta un poco'],
    },
  },
  {
    // Chewing longer because of loose dentures or a sore tooth: a chewing complaint, not a slow meal.
    lookAlike: 'dentures_tooth',
    reads: { list: 'ignore' },
    words: {
      en: ['takes her time chewing', 'takes his time chewing', 'chewing takes longer'],
      'zh-HK': ['咬嘢要慢慢嚟', '咬嘢慢慢'],
      'zh-CN': ['嚼东西费劲', '嚼得很慢'],
      ja: ['かみにくい', '噛みにくい'],
      ko: ['씹기 불편', '씹기 힘들어'],
      tl: ['matagal siyang ngumuya'],
      id: ['ngunyahnya lama', 'mengunyahnya lama'],
      vi: ['nhai lâu', 'nhai chậm hơn'],
      th: ['เคี้ยวนานหน่อย', 'เคี้ยวนานขึ้น', 'เคี้ยวช้าหน่อย'],
      es: ['mastica más lento', 'mastica más despacio'],
    },
  },
  // "No para de", "停唔到", "walang tigil" ('keeps on', not a denial of what follows) are read as continuous
  // frequency words in time-frequency.ts.
  // Paraphrase audit (second pass): drinking in a hurry, and sipping slowly as the way a gulper
  // avoids the cough ("uống chậm thì không sao"): a protective cough and its remedy, no slow meal.
  {
    lookAlike: 'gulping_drink',
    reads: { ctx: 'gulp' },
    words: {
      en: ['drinks too quickly', 'drank too quickly', 'downed it too fast'],
      'zh-HK': ['飲得太急', '飲太急'],
      'zh-CN': ['喝得太急', '喝太急'],
      ja: ['急いで飲', '急いでお水を飲', '急いで水を飲', '急いでお茶を飲'],
      ko: ['급하게 드시', '급히 마시'],
      tl: ['nagmamadaling uminom'],
      id: ['minumnya kecepetan', 'minum terburu-buru'],
      vi: ['uống vội vàng'],
      th: ['รีบดื่ม', 'ดื่มรีบๆ'],
      es: ['bebe con prisa', 'bebió con prisa'],
    },
  },
  {
    lookAlike: 'gulping_drink',
    reads: { list: 'ignore' },
    words: {
      en: ['when sipping slowly', 'sipping slowly', 'if he sips', 'if she sips'],
      'zh-HK': ['慢慢飲就'],
      'zh-CN': ['慢慢喝就'],
      ja: ['ゆっくり飲むと'],
      ko: ['천천히 드시면'],
      tl: ['kapag dahan-dahan uminom'],
      id: ['diminum sedikit-sedikit'],
      vi: ['uống chậm thì', 'uống từ từ'],
      th: ['ดื่มช้าๆ'],
      es: ['bebiendo despacio', 'a sorbitos'],
    },
  },

  // Reading rules and over-triage: drinking too fast and laughing mid-sip told with the
  // drink named in between ("急いでお水を飲んだ時", "uống nước nhanh quá", "natawa ako habang umiinom"). A protective
  // cough, as the rows above.
  {
    lookAlike: 'gulping_drink',
    reads: { ctx: 'gulp' },
    words: {
      en: ['too quickly', 'in one gulp'],
      'zh-HK': ['飲得好急', '飲得太急促'],
      'zh-CN': ['喝得太猛'],
      ja: ['急いでお水を飲', '急いで水を飲', '急いでお茶を飲'],
      ko: ['급하게 드시', '급히 마시'],
      tl: ['mabilis uminom'],
      id: ['minumnya terlalu cepat'],
      vi: ['nhanh quá'],
      th: ['ดื่มเร็ว'],
      es: ['muy rápido', 'demasiado rápido'],
    },
  },
  {
    lookAlike: 'laughing_while_drinking',
    reads: { ctx: 'gulp' },
    words: {
      en: ['laughed mid-sip', 'laughing mid-sip'],
      'zh-HK': ['邊飲嘢邊笑'],
      'zh-CN': ['边喝水边笑', '边喝茶边笑'],
      ja: ['笑いながらお茶を飲', '笑いながら飲'],
      ko: ['웃으면서 마시'],
      tl: ['natawa ako habang', 'natawa siya habang'],
      id: ['minum sambil tertawa'],
      vi: ['vừa cười vừa uống nước'],
      th: ['หัวเราะระหว่างดื่ม'],
      es: ['riéndose mientras bebía'],
    },
  },

  // Slow walking or moving ("bit slow on her feet", "行路慢", "jalannya pelan") is mobility, not a slow
  // meal, also with a meal named in its sentence ("slow on her feet but meals are normal").
  {
    lookAlike: 'slow_walking',
    reads: { list: 'ignore' },
    words: {
      en: ['slow on her feet', 'slow on his feet', 'walks slowly', 'walking slowly', 'slow walking', 'slow to get up'],
      'zh-HK': ['行路慢', '行得慢', '郁得慢'],
      'zh-CN': ['走路慢', '走得慢', '走路很慢'],
      ja: ['歩くのが遅', '歩くのがゆっくり'],
      ko: ['걸음이 느', '걷는 게 느', '천천히 걸'],
      tl: ['mabagal maglakad', 'mabagal nang maglakad'],
      id: ['jalannya pelan', 'jalannya lambat', 'jalan pelan'],
      vi: ['đi lại chậm', 'đi chậm'],
      th: ['เดินช้า', 'เดินช้าลง'],
      es: ['camina despacio', 'camina lento', 'anda despacio', 'anda lento'],
    },
  },
];
