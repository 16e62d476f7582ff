/**
 * Cross-language concepts of the dysphagia domain: each concept lists the
 * ways en, zh-HK, zh-CN and ja articles (and questions) name it. A match adds
 * a shared concept feature, so a question in one locale can meet an article
 * in another, and an English paraphrase ("pureed") meets a level ("Level 4").
 * Patterns are written naturally; they are normalised (NFKC, lower case,
 * Traditional→Simplified folding) when compiled, once per container.
 */
import { IDDSI_LEVELS } from '../iddsi/levels';
import { foldHanText } from './hanzi-fold';
import { escapeRegExp } from '../text/regex';

export interface Concept {
  id: string;
  /** Surface forms in any script. Latin forms match whole words, with an optional plural. */
  terms: readonly string[];
  /** Broader concepts a match also counts as ("weight loss" is about weight too). */
  implies?: readonly string[];
  /** How much the concept says about which passage answers (default 1): "resident" is in most questions by chance. */
  salience?: number;
  /**
   * Concepts a question naming this one asks about too, on the question side only: "糊餐" in a question
   * asks about Level 4, but an article that explains the local word is not thereby the Level 4 article.
   */
  asks?: readonly string[];
  /** Counts as this concept (a spelling of it) while keeping its own asks: "糊餐" is a soft meal that asks about Level 4. */
  same?: string;
  /**
   * Question side only: a lay word that means the concept only in a sentence that also says this (normalised text:
   * lower case, Chinese folded to Simplified). "Into the lungs" is aspiration beside food or drink, not beside smoke.
   */
  beside?: RegExp;
  /**
   * A subject the articles do not cover (scope.ts): the statement says why. A question about it that
   * names nothing about swallowing or textures is answered "not covered".
   */
  outside?: string;
}

/**
 * Eating, drinking, swallowing or its signs in a sentence (normalised text), which a lay word of aspiration or coughing
 * needs beside it (Concept.beside; a cough itself is not, for a cough fading after a cold is no sign): medicine taken (吃药, 薬を飲む) and smoking (食烟) are not eating; water breathed in
 * while swimming is drowning, not aspiration.
 */
const EATING_OR_DRINKING =
  /^(?!.*(?:\bswim|\bdrown|游泳|游水|溺|遇溺|水泳|泳い|プール))(?=.*(?:\b(?:eat(?:s|ing|en)?|ate|meals?|mealtimes?|food|foods|drinks?|drinking|drank|sips?|sipping|swallow\w*|chok\w*|feed(?:s|ing)?|fed|soup|tea|coffee|milk|juice|water|liquids?|fluids?|saliva|crumbs?|porridge|pur[ée]e|thickened|mouthfuls?|breakfast|lunch|dinner|supper|snacks?)\b|吃(?!药)|喝(?!药)|(?<!药を)饮(?!药)|食(?!烟|药)|吞|咽|呛|哽|噎|喂|餐|饭|汤|水|茶|奶|粥|口水|唾|つば|むせ))/su;
/** A person eating or drinking: spluttering is a cough then, not an engine's or a frying pan's. */
const PERSON_EATING_OR_DRINKING =
  /^(?=.*\b(?:he|she|him|her|his|they|them|their|i|me|we|us|you|mum|mom|mother|dad|father|grand\w*|gran|nan|nana|patient|resident|client|son|daughter|husband|wife|baby|child|kid|toddler)\b)(?=.*\b(?:eat(?:s|ing|en)?|ate|meals?|mealtimes?|food|drinks?|drinking|drank|sips?|sipping|swallow\w*|feed(?:s|ing)?|fed|soup|tea|coffee|milk|juice|water|porridge|pur[ée]e|thickened|mouthfuls?|breakfast|lunch|dinner|supper|snacks?)\b)/su;

export const CONCEPTS: readonly Concept[] = [
  // tests and equipment
  { id: 'flow_test', terms: ['flow test', 'syringe test', '流動測試', '流动测试', 'フローテスト', 'syringe check', '針筒測試', '注射器测试', 'シリンジテスト'] },
  { id: 'syringe', terms: ['syringe', '針筒', '注射器', 'シリンジ'] },
  { id: 'fork_drip_test', terms: ['fork drip test', 'drip test', '叉滴測試', '叉子滴落测试', '滴落测试', 'フォークドリップテスト', 'ドリップテスト'] },
  { id: 'spoon_tilt_test', terms: ['spoon tilt test', 'tilt test', '匙羹傾側測試', '勺子倾斜测试', '倾斜测试', 'スプーンティルトテスト', 'ティルトテスト', 'tilt the spoon', 'tip the spoon', '傾側匙羹', '倾斜勺子', 'スプーンを傾け', 'check with a spoon', 'test with a spoon', 'スプーンで確かめ', 'スプーンで確認', 'スプーンでチェック', '用匙羹試', '用匙羹測', '用匙羹檢查', '用勺子测', '用勺子试', '用勺子检查', 'use a spoon to check', 'use a spoon to see', 'use a spoon to tell', 'use a spoon to test', 'spoon to check', 'spoon to see if', 'spoon to tell', '用匙羹判斷', '用匙羹睇', '用匙羹驗', '用勺子判断', '用勺子看', '用勺子检验', '用勺子验', 'スプーンで判断', 'スプーンで見分', 'スプーンで調べ'] },
  { id: 'fork_pressure_test', terms: ['fork pressure test', 'pressure test', '叉壓測試', '叉子按压测试', '按压测试', 'フォーク圧テスト', 'フォークプレッシャーテスト', '圧テスト', 'press with a fork', 'press it with a fork', '用叉壓', '用叉子压', 'フォークで押', '壓力測試', '压力测试', '按壓測試', '叉壓', '叉子压', 'フォークの圧'] },
  { id: 'fork', terms: ['fork', '叉', 'フォーク'] },
  { id: 'spoon', terms: ['spoon', 'teaspoon', '匙羹', '勺子', '匙', 'スプーン', '茶匙', '湯匙', '汤匙', '調羹', '调羹'] },
  { id: 'chopstick_test', terms: ['chopstick test', 'finger test', '筷子測試', '手指測試', '箸テスト', '指テスト'] },
  // How hard to press (a force, not a size): asked of the fork pressure test, whose article gives the force (~17 kPa).
  { id: 'press_force', terms: ['how hard do i press', 'how hard to press', 'how hard should i press', 'how much pressure', 'how much force', '幾大力', '几大力', '多大力', '幾多力', '用多少力', 'どのくらいの力', 'どれくらいの力', 'どれぐらいの力', '力加減', '押す力'] },
  { id: 'thumbnail_blanch', terms: ['thumbnail', 'blanch', '指甲變白', '指甲发白', '爪が白く', '爪の色が白'] },
  // thickening
  { id: 'thickener', terms: ['thickener', 'thickening agent', 'thickening powder', '凝固粉', '增稠劑', '增稠剂', '稠化劑', 'とろみ剤', '増粘剤', '凝固劑', 'thickening', '增稠粉', 'とろみ粉', 'とろみの素', 'とろみ調整食品', 'とろみ調整剤', 'とろみ調整用食品', 'とろみ付け剤', 'thickening product', 'thickening products', '增稠产品', '增稠產品'] },
  { id: 'thickened', terms: ['thickened', 'thicken', '增稠', '加稠', 'とろみ付き', 'とろみをつけ', 'とろみを付け', 'とろみ', '杰身', '杰水', '杰', '稠身', '調稠', 'thick drink', 'thickened drink', 'とろみ付け', '勾芡'] },
  { id: 'xanthan', terms: ['xanthan', 'gum-based', 'gum based', '黃原膠', '黄原胶', '三仙膠', '膠類', '胶类', 'キサンタン', 'ガム系', 'キサンタンガム', 'gum'] },
  { id: 'starch', terms: ['starch', 'starch-based', '澱粉', '淀粉', 'でんぷん', 'デンプン', '粟粉', '生粉', '片栗粉', 'cornflour', 'cornstarch'] },
  { id: 'amylase', terms: ['amylase', '澱粉酶', '淀粉酶', 'アミラーゼ'] },
  { id: 'nectar_honey', terms: ['nectar-thick', 'nectar', 'honey-thick', 'honey', '花蜜', '蜂蜜', 'ネクター', 'はちみつ'] },
  // swallowing and risk
  { id: 'dysphagia', terms: ['dysphagia', 'swallowing difficulty', 'swallowing problem', 'difficulty swallowing', '吞嚥困難', '吞咽困难', '吞咽障碍', '吞嚥障礙', '嚥下障害', '飲み込み', 'trouble swallowing', 'hard to swallow', 'problems swallowing', 'swallowing problems', '吞唔落', '吞唔到', '咽不下', '吞不下', '难以吞咽', '飲み込みにくい', '飲み込めない', '飲み込みが悪'] },
  { id: 'swallow', terms: ['swallow', 'swallowing', '吞嚥', '吞咽', '嚥下', '吞', '咽', '嚥', '飲み込', '飲みこ'] },
  { id: 'aspiration', terms: ['aspiration', 'aspirate', 'aspirating', 'aspirated', 'aspirates', '誤吸', '误吸', '誤嚥', 'wrong way', 'wrong pipe', '入錯氣管', '落錯氣管', '落錯氣', '入錯氣', '落错气', '入错气', '呛错气', '误咽', '落錯格', '落错格', '入錯格', '進了氣管', '进了气管', '呛进气管', '気管に入'] },
  // Food or drink said to go into the lungs (a lay word for aspiration): asks about aspiration on the question side only,
  // so the pneumonia articles that say "into the lungs" do not dilute the aspiration concept itself.
  // Only beside eating or drinking: smoke or oxygen going into the lungs is no aspiration (nor in scope).
  { id: 'into_lungs', terms: ['into the lungs', 'into his lungs', 'into her lungs', 'into their lungs', 'into the lung', '入肺', '落肺', '進肺', '进肺', '入咗肺', '呛到肺', '呛进肺', '肺に入'], asks: ['aspiration'], beside: EATING_OR_DRINKING },
  { id: 'silent_aspiration', terms: ['silent aspiration', '隱性誤吸', '隐性误吸', '無聲誤吸', '无声误吸', '靜默誤吸', '静默误吸', '靜默性誤吸', '静默性误吸', 'サイレントアスピレーション', '不顕性誤嚥', 'no cough', 'without coughing', 'without a cough', "doesn't cough", 'doesnt cough', 'never coughs', 'not coughing', '唔咳', '冇咳', '無咳', '不咳', '没咳', '没有咳', '不会咳', '好少咳', '很少咳', '少有咳', 'rarely coughs', 'hardly coughs', 'seldom coughs', 'hardly ever coughs', 'ほとんどむせ', 'むせない', 'むせてない', 'むせずに', 'むせなく', 'むせなかった', '咳が出ない', "doesn't really cough", 'silently aspirate', 'silently aspirating', 'aspirating silently', 'aspirates silently'] },
  // Coughing little said colloquially is silent aspiration only beside eating or drinking: a child who "barely coughs
  // now" after a cold is getting better.
  { id: 'coughs_little', same: 'silent_aspiration', beside: EATING_OR_DRINKING, terms: ['barely coughs', '唔係點咳', '唔點咳', '唔太咳', '不怎么咳', '不太咳', '不怎麼咳', '沒怎麼咳', '没怎么咳', 'あまり咳', 'ほとんど咳'] },
  { id: 'aspiration_pneumonia', terms: ['aspiration pneumonia', 'chest infection', 'pneumonia', '吸入性肺炎', '肺炎', '誤嚥性肺炎', '胸部感染', 'lung infection', '肺部感染', '胸肺感染'] },
  // "What are the risks of X?" asks for its complications (pneumonia, malnutrition, dehydration, choking): the asking words meet the articles' term.
  { id: 'complication', terms: ['complication', 'complications', '併發症', '并发症', '合併症', '合并症', 'what are the risks', 'what risks', '哪些风险', '哪些風險', '什么风险', '什麼風險', '甚麼風險', '咩風險', '有乜風險', 'どんなリスク', 'リスクは何', 'どのようなリスク'] },
  // Questions say "choked on", "哽親", "噎到", "喉に詰まらせた": colloquial forms meet the articles' terms.
  { id: 'choking', terms: ['咳不出', '咳唔出', "can't cough", 'cannot cough', 'unable to cough', '咳ができない', '咳けない', 'choking', 'choke', 'choked', 'choke on', '哽塞', '噎食', '噎住', '窒息', '哽咽', '哽親', '哽到', '哽住', '哽', '噎到', '噎着', '噎著', '噎', '卡喉', '喉に詰ま', 'のどに詰ま', '詰まらせた', '噎呛', '噎嗆', '哽嗆', '卡住', '卡到', '骾親', '骾', '詰まった', '詰まる', 'つまった', 'のどに詰', '詰まらせ', 'つまらせ', 'のどをつまら', '喉をつまら', 'のどが詰ま', '喉が詰ま', 'のどがつま', '喉がつま', 'stuck in the throat', 'stuck in his throat', 'stuck in her throat'] },
  // A choking person who stops responding needs CPR: care staff say "passed out", "昏過去", "暈低", "意識がない".
  { id: 'unresponsive', terms: ['unresponsive', 'unconscious', 'passes out', 'passed out', 'pass out', 'collapses', 'collapsed', 'not responding', 'stops responding', '失去反應', '失去反应', '冇反應', '沒有反應', '没有反应', '没反应', '昏迷', '昏過去', '昏过去', '昏倒', '暈低', '晕低', '暈咗', '晕倒', '暈倒', '反応がなくな', '反応がない', '意識がない', '意識を失', '意識がなくな'] },
  // (A face or lips turning blue is the sign of a blocked airway that calls for first aid.)
  { id: 'first_aid', terms: ['first aid', '急救', '応急手当', '応急処置', 'turn blue', 'turns blue', 'turned blue', 'turning blue', 'went blue', '发紫', '發紫', '憋紫', '紫色にな', 'チアノーゼ'] },
  { id: 'cough', terms: ['cough', 'coughing', '咳嗽', '咳', 'むせ', '咳込', '咳親', '嗆親', '嗆到', '呛到', '呛着', '嗆', '呛', 'むせる', 'むせて', '咳き込'] },
  // (Spluttering or sputtering is coughing in lay English only for a person eating or drinking: a sign of aspiration.
  // An engine sputters, a frying pan splutters.)
  { id: 'splutter', same: 'cough', beside: PERSON_EATING_OR_DRINKING, terms: ['splutter', 'spluttering', 'spluttered', 'sputter', 'sputtering', 'sputtered'] },
  { id: 'wet_voice', terms: ['wet voice', 'gurgly voice', 'gurgling', '聲音變濕', '声音变湿', '濕聲', '湿性嗄声', 'ガラガラ声', '声がガラガラ', '把聲濕', '痰聲', '咕嚕聲', '咕噜声', 'ゴロゴロ', 'gurgle', 'gurgly'] },
  { id: 'airway', terms: ['airway', 'windpipe', '氣管', '气管', '気道'] },
  { id: 'back_blows', terms: ['back blow', 'back blows', '拍背', '背部叩打', '背中を叩', '拍後背', '背部拍击', 'slap on the back', 'pat on the back', 'hit on the back', '背部叩打法', '拍出来', '拍出嚟', '拍咗出嚟'] },
  { id: 'abdominal_thrusts', terms: ['abdominal thrust', 'heimlich', '腹部衝擊', '腹部冲击', '海姆立克', '腹部突き上げ', '哈姆立克', 'ハイムリック'] },
  { id: 'chest_thrusts', terms: ['chest thrust', '胸部衝擊', '胸部冲击', '胸部按压', '胸部突き上げ'] },
  { id: 'pregnant', terms: ['pregnant', 'pregnancy', '孕婦', '孕妇', '懷孕', '妊婦', '妊娠'] },
  { id: 'emergency_call', terms: ['ambulance', 'emergency services', '救護車', '救护车', '急救電話', '救急車', '999', 'call an ambulance', '叫白車', '白車', '叫救护车', '救急車を呼'] },
  // people and care
  { id: 'slp', terms: ['speech-language pathologist', 'speech and language therapist', 'speech therapist', 'slp', '言語治療師', '言语治疗师', '言語聴覚士', '言語療法士', 'speech pathologist', 'speech therapy', '言語治療', '言语治疗', '语言治疗师', '語言治療師', 'swallowing assessment', 'swallow assessment', '吞嚥評估', '吞咽评估', '嚥下評価', '嚥下機能評価',
    // The service's name as UK and Irish staff say it: speech and language therapy (SLT), the therapists' service.
    'speech and language therapy', 'speech & language therapy', 'speech-language therapy', 'speech language therapy', 'speech pathology', 'speech-language pathology', 'slt', '言語聴覚療法', '言語治療服務', '言语治疗服务'] },
  { id: 'refer', terms: ['refer', 'referral', '轉介', '转介', '转诊', '相談', '紹介', '找谁', '找誰', '搵邊個', '搵咩人', '誰に相談', '相談したら', '相談すべき', 'who do we talk to', 'who should we see', 'who to ask', '看言语治疗师', '看言語治療師', '睇言語治療師', '睇言语治疗师', '找言语治疗师', '找言語治療師', '搵言語治療師', '搵言语治疗师', '找治疗师', '找治療師', '搵治療師', '去医院', '去醫院', '带去医院', '帶去醫院', '送医院', '送醫院', '就医', '就醫', '就诊', '就診', '睇急症', '看急诊', 'take him to hospital', 'take her to hospital', 'take them to hospital', '病院に連れて', 'swallowing checked', 'swallowing assessed', 'swallow checked', 'swallow assessed', 'swallowing looked at', 'get him assessed', 'get her assessed', 'get him checked', 'get her checked', '吞咽检查', '吞嚥檢查', '嚥下の検査', '飲み込みの検査'] },
  // Which department or which kind of clinician to see ("吞咽障碍该找哪个科", "どの科を受診", "which specialist"): who
  // assesses swallowing is what the question asks (when-to-refer-slp), whatever problem it names.
  { id: 'which_clinician', implies: ['refer'], terms: ['康复科', '康復科', 'リハビリ科', '挂哪个科', '看哪个科', '挂什么科', '看什么科', '睇邊科', '睇咩科', '掛邊科', '何科', 'どの科', 'which doctor', 'which specialist', 'what kind of doctor', '哪个科', '哪個科', '哪科', '什么科', '什麼科', '邊科', '邊個科', '咩科', '哪种医生', '哪種醫生', '哪类医生', '什么医生', '什麼醫生', '咩醫生', '邊種醫生', '邊類醫生', '邊個醫生', 'どの医者', 'どんな医者', 'どの先生', 'どこを受診', 'どこに受診', 'どの診療科', 'which department', 'what type of doctor', 'what sort of doctor', 'what kind of specialist', 'who should i see', 'who do i see', 'who should he see', 'who should she see', 'who do i ask', 'who should i ask', 'who can i ask', 'who do we ask', ] },
  { id: 'dietitian', terms: ['dietitian', 'dietician', '營養師', '营养师', '栄養士', 'nutritionist', '管理栄養士'] },
  { id: 'pharmacist', terms: ['pharmacist', '藥劑師', '药剂师', '药师', '薬剤師'] },
  { id: 'doctor', terms: ['doctor', 'gp', 'physician', '醫生', '医生', '医师', '医師', '睇醫生', '看医生', '医者', 'お医者'] },
  { id: 'child', terms: ['child', 'children', 'paediatric', 'pediatric', 'infant', 'kid', '兒童', '儿童', '小朋友', '小童', '小孩', '孩子', '細路', '幼兒', '嬰兒', '子ども', '子供', '小児', '乳幼児', '乳児', 'baby', 'babies', '寶寶', '宝宝', '赤ちゃん'] },
  { id: 'adult', terms: ['adult', '成人', '成年人', '大人'] },
  { id: 'elderly_resident', terms: ['resident', 'older adult', 'elderly', '院友', '長者', '长者', '老人', '入居者', '高齢者', 'grandma', 'grandpa', 'gran', 'nan', 'nana', 'grandad', 'granddad', 'grandmother', 'grandfather', 'mum', 'mom', 'dad', 'mother', 'father', 'patient', '阿媽', '阿爸', '媽媽', '爸爸', '阿爺', '阿嫲', '婆婆', '公公', '老人家', '爺爺', '奶奶', '姥姥', '外婆', '外公', '老爸', '老妈', '病人', '患者', 'お母さん', 'お父さん', '母親', '父親', '義母', '義父', 'おばあちゃん', 'おじいちゃん', '祖母', '祖父', '利用者', '家族'], salience: 0.3 },
  // positioning and feeding
  { id: 'upright', terms: ['upright', 'sit up', 'sitting up', '90 degrees', '坐直', '坐正', '直立', '座位', '上体を起こ', '体を起こ', '背筋を伸ば', '坐起身', '坐起来', '坐起', '扶起', '坐好', '坐幾直', '坐得直', '挺直', 'sat up', 'sit him up', 'sit her up', 'propped up', '起こして', '座らせ', '座って'] },
  { id: 'positioning', terms: ['position', 'positioned', 'posture', 'positioning', '姿勢', '姿势', '体位', '坐姿', '擺位', '摆姿势', '坐位', '体勢', 'how should he be sitting', 'how should she be sitting', 'sitting position', 'how should he sit', 'how should she sit', 'how should they sit', '點坐', '點樣坐', '怎么坐', '怎樣坐', '怎样坐', '如何坐', 'どう座', 'どのように座', 'bed angle', 'head of the bed', 'ベッドの角度', 'ベッド角度', 'ギャッジアップ', '床頭角度', '床头角度', '床頭升高', '床头抬高'] },
  { id: 'chin_tuck', terms: ['chin tuck', 'chin down', '低頭', '低头', '收下巴', '顎引き', 'あごを引', 'tuck the chin', 'tuck chin', 'head down', '頭を下げ', 'うつむ'] },
  { id: 'straw', terms: ['straw', 'sippy cup', 'spouted cup', '吸管', '鴨嘴杯', 'ストロー', '吸い飲み', '飲管', '飲筒'] },
  { id: 'feeding_assist', terms: ['feeding', 'hand feeding', 'assist', '餵食', '喂食', '餵飼', '食事介助', '介助', '餵飯', '喂饭', '餵嘢食', '餵', '喂', 'feed', 'spoon-feed', '食べさせ'] },
  { id: 'after_meal', terms: ['after a meal', 'after meals', 'after eating', '飯後', '饭后', '餐后', '進食後', '进食后', '食後', '食完飯', '食完嘢', '食完', '吃完饭', '吃完', '食べた後', '食べ終わ', 'after food', 'after dinner', 'after lunch', 'after breakfast'] },
  // medicines
  { id: 'medicine', terms: ['medicine', 'medication', 'tablet', 'pill', 'capsule', 'drug', '藥物', '药物', '藥丸', '药片', '藥', '药', '錠剤', '薬', '服薬', 'カプセル', '食藥', '吃药', '膠囊', '胶囊', 'meds', 'お薬', '錠'] },
  { id: 'crush', terms: ['crush', 'crushing', 'crushed', 'grind', '磨碎', '碾碎', '壓碎', '压碎', '研碎', '粉砕', 'つぶす', 'つぶし', 'つぶして', '揼碎', '舂碎', '壓爛', '磨粉', '研磨', '砕い', '砕く', '潰し', '潰す', 'grind up', 'break up'] },
  { id: 'modified_release', terms: ['modified-release', 'modified release', 'slow-release', 'slow release', 'extended-release', 'sustained-release', '緩釋', '缓释', '控釋', '控释', '徐放'] },
  { id: 'enteric', terms: ['enteric-coated', 'enteric coated', 'enteric', '腸溶', '肠溶'] },
  { id: 'covert', terms: ['covert', 'hidden in food', '隱蔽給藥', '隐蔽给药', '本人に知らせない', 'without them knowing', 'without him knowing', 'without her knowing', 'hide it in', 'hide in food', '偷偷', '暗中', 'こっそり', '隠して'] },
  // mouth care
  { id: 'oral_care', terms: ['oral care', 'mouth care', 'oral hygiene', '口腔護理', '口腔护理', '口腔清潔', '口腔清洁', '口腔ケア', 'mouth hygiene', 'clean the mouth', 'cleaning the mouth', '清潔口腔', '口腔衛生', '口腔卫生', '口のケア', '口の中を清潔'] },
  { id: 'toothbrush', terms: ['brush teeth', 'brushing', 'toothbrush', 'toothpaste', '刷牙', '牙刷', '牙膏', '歯磨き', '歯ブラシ', 'teeth brushed', 'brush his teeth', 'brush her teeth', 'teeth', 'tooth', '擦牙', '牙齒', '牙齿', '歯みがき', '歯'] },
  { id: 'denture', terms: ['denture', 'false teeth', '假牙', '義齒', '义齿', '義歯', '入れ歯'] },
  { id: 'saliva', terms: ['saliva', 'drool', 'drooling', '口水', '唾液', '流口水', 'よだれ', 'dribble', 'dribbling', 'spit', 'つば', '唾'] },
  { id: 'dry_mouth', terms: ['dry mouth', 'xerostomia', '口乾', '口干', '口腔乾燥', '口渇', 'ドライマウス', '口の乾燥', 'mouth is dry', 'mouth is always dry', 'mouth always dry', 'mouth feels dry', 'dry lips', '口好乾', '嘴巴干', '嘴巴很干', '嘴干', '口很干', '口渴', '口が乾', '口がかわ', '口の渇き', '口の中が乾', '口が渇'] },
  // A mouth or throat sore from treatment (radiotherapy mucositis): the articles say which foods to avoid while it is sore.
  { id: 'sore_mouth', terms: ['sore mouth', 'mouth is sore', 'mouth sore', 'painful mouth', 'mouth pain', '口痛', '嘴痛', '口の痛み', '口が痛'] },
  // A sore throat is the same advice, and still the throat: a longer match must not hide the pharyngeal concept.
  { id: 'sore_throat', terms: ['sore throat', 'throat is sore', 'painful throat', 'throat pain', '喉嚨痛', '喉咙痛', '咽喉痛', '咽痛', 'のどの痛み', '喉の痛み', 'のどが痛', '喉が痛'], implies: ['sore_mouth', 'pharyngeal'] },
  // fluids and nutrition
  { id: 'hydration', terms: ['hydration', 'fluid intake', 'fluids', 'how much to drink', '水分補充', '补水', '飲水量', '饮水量', '水分補給', '水分摂取', 'drink more', 'drink enough', 'drinks enough', 'drinking enough', 'drinking less', 'drinks less', 'drink less', 'how much water', 'how much fluid', 'how much should he drink', 'how much should she drink', 'water intake', '飲水', '喝水', '飲多啲', '飲少咗', '飲得少', '唔肯飲', '飲幾多水', '喝多少', '喝得少', '不爱喝水', '不肯喝水', '補水', '水分をとる', '水分をとれ', '水分をとっ', '水分をとら', '水分を取', '水分量', '飲む量', '水を飲', '水分はどのくらい', '水分はどれくらい', 'どのくらい飲め', 'どれくらい飲め', 'drink a day', 'drink per day', 'drink each day', 'drinks a day', '一天喝多少', '每天喝多少', '一日飲幾多', '每日飲幾多'] },
  { id: 'dehydration', terms: ['dehydration', 'dehydrated', 'not drinking enough', '脫水', '脱水', '缺水', '水分不足', '水分が不足', '水分不足', '飲唔夠水', '冇飲夠水', '喝不够水', '喝水不够'] },
  { id: 'urine', terms: ['urine', 'pee', '小便', '尿'] },
  { id: 'constipation', terms: ['constipation', '便秘'] },
  { id: 'weight_loss', terms: ['weight loss', 'losing weight', 'lost weight', 'lose weight', 'weight falls', '瘦咗', '瘦', '消瘦', '變瘦', '體重下降', '体重下降', '體重減輕', '体重减轻', '体重減少', '体重が減', '痩せ', 'やせ', 'dropped weight', 'dropped a lot of weight', 'getting thin', 'getting thinner', 'skinny', '瘦了', '輕咗', '跌磅', '掉秤', '体重掉', '體重跌', '体重が落ち', '痩せて', 'やせて'], implies: ['weight'] },
  { id: 'weight', terms: ['weight', 'weigh', 'weighing', '體重', '体重', '磅重', '称重'] },
  { id: 'malnutrition', terms: ['malnutrition', 'undernutrition', '營養不良', '营养不良', '低栄養', '營養唔夠', '營養不足', '营养不够', '营养不足', '栄養が足り', '栄養不足', 'undernourished', 'not getting enough nutrition', 'not getting enough nourishment', '营养跟不上', '營養跟不上', '營養跟唔上', '营养跟不上来', '營養唔足', '吃得不够', '食得唔夠', '食唔夠', '栄養が取れて', '栄養がとれて', '栄養が摂れて', '栄養を取れて', '栄養をとれて', '栄養を摂れて', '栄養が足りて', 'not eating enough', 'not getting enough to eat'] },
  { id: 'fortify', terms: ['fortify', 'fortified', 'fortifying', '加強食物營養', '強化', '强化', '栄養強化', 'extra calories', 'add calories', 'high calorie', 'high-calorie', '高熱量', '高热量', '加奶粉', 'カロリーアップ', '更有营养', '更有營養', '營養啲', '營養好啲', '营养更好', 'more nutritious', 'more nourishing', '栄養をつけ', '栄養価を上げ', '栄養を増や', '多摄入', '多攝入', '摄入更多', '攝取更多', '增加营养', '增加營養', '多啲營養', '多点营养', '多一点营养', '栄養をもっと', 'more nutrition', 'more calories', 'more protein'] },
  { id: 'supplement', terms: ['supplement', 'oral nutritional supplement', '營養補充', '营养补充', '栄養補助', '補充營養', '补充营养', 'nutrition drink', '營養奶', '营养奶'] },
  { id: 'must_tool', terms: ['must score', 'malnutrition universal screening tool', 'must 營養', 'must 营养'] },
  // screening
  { id: 'eat10', terms: ['eat-10', 'eat10', 'eat 10'] },
  { id: 'water_swallow_test', terms: ['water swallow test', 'water swallowing test', '3-ounce', '3 ounce', '3 oz', 'オンス', '飲水測試', '饮水试验', '飲水吞嚥測試', '水飲みテスト', '改訂水飲みテスト', 'water test', 'water swallow', '喝水测试', '饮水测试', '水飲み', '水のみテスト'] },
  // Bedside screens named in Japan and China (screening-tools): saliva swallows, the 3 ml and 30 ml water tests, GUSS.
  { id: 'rsst', terms: ['rsst', 'repetitive saliva swallowing test', 'saliva swallowing test', '反復唾液嚥下テスト', '反覆唾液吞嚥測試', '反复唾液吞咽试验', '唾液吞咽试验', '唾液嚥下テスト'], implies: ['screening'] },
  { id: 'mwst', terms: ['mwst', 'modified water swallowing test', 'modified water swallow test', '改訂水飲みテスト', '改良飲水測試', '改良饮水试验'], implies: ['water_swallow_test'] },
  { id: 'kubota_water_test', terms: ['kubota', '30 ml water', '30ml water', '窪田', '洼田', '洼田饮水试验', '窪田飲水測試', '窪田式'], implies: ['water_swallow_test'] },
  { id: 'guss', terms: ['guss', 'gugging swallowing screen', 'gugging'], implies: ['screening'] },
  // Bedside screens named by their own names only: the Toronto screen and the Japanese pudding food test.
  { id: 'tor_bsst', terms: ['tor-bsst', 'tor bsst', 'torbsst', 'toronto bedside swallowing screening test', 'toronto bedside'] },
  { id: 'food_test', terms: ['フードテスト', '食物测试', '食物測試', '食物試驗', '食物试验', 'food test (ft)', 'japanese food test'] },
  { id: 'instrumental', terms: ['vfss', 'fees', 'videofluoroscopy', 'videofluoroscopic', 'endoscopic', '吞鋇', '吞钡', '内視鏡', '嚥下造影'] },
  { id: 'screening', terms: ['screening', 'screen', '篩查', '筛查', 'スクリーニング', '篩檢', '筛检', '評估工具'] },
  // conditions
  { id: 'acute', terms: ['acute', 'new stroke', 'just had a stroke', 'recent stroke', '急性', '新近', '新發', '新发', '啱啱', '剛剛', '直後', '発症したばかり'] },
  { id: 'stroke', terms: ['stroke', '中風', '中风', '卒中', '腦卒中', '脑卒中', '脳卒中', '脑梗', '腦中風', '爆血管', '塞血管', '脳梗塞', '脳出血', '脑出血', '脑梗塞'] },
  { id: 'parkinson', terms: ["parkinson's", 'parkinson', '柏金遜', '帕金森', 'パーキンソン'] },
  { id: 'dementia', terms: ['dementia', 'alzheimer', '認知障礙', '认知障碍', '腦退化', '痴呆', '失智', '認知症', '老人痴呆', '老年痴呆', '认知症', '認知障害', 'alzheimers', "alzheimer's"] },
  { id: 'head_neck_cancer', terms: ['head and neck cancer', 'head & neck cancer', '頭頸癌', '头颈癌', '头颈部肿瘤', '頭頸部がん', 'throat cancer', 'mouth cancer', 'tongue cancer', 'oral cancer', 'neck cancer', 'cancer', 'tumour', 'tumor', '鼻咽癌', '喉癌', '口腔癌', '舌癌', '咽喉癌', '癌症', '癌', '腫瘤', '肿瘤', 'がん', '腫瘍'] },
  { id: 'radiotherapy', terms: ['radiotherapy', 'radiation therapy', 'radiation', '放射治療', '放射治疗', '放疗', '電療', '放射線治療', '放射線', '放射', '照射', 'chemo', 'chemotherapy', '化療', '化疗', '抗がん剤'] },
  { id: 'feeding_tube', terms: ['feeding tube', 'tube feeding', 'nasogastric', 'ng tube', 'peg', 'gastrostomy', '鼻胃管', '胃造口', '胃造瘻', '管飼', '管饲', '经管', '胃ろう', '経管栄養', '経鼻胃管', 'tube fed', 'tube-fed', 'peg tube', '胃喉', '鼻胃喉', '插喉', '插胃喉', '鼻飼', '鼻饲', '胃管', '鼻管', '経管', '鼻チューブ', 'チューブ'] },
  { id: 'exercise', terms: ['exercise', 'swallowing exercise', '運動', '训练', '訓練', '嚥下訓練', '吞咽训练', '練習', '练习', '吞嚥操', '嚥下体操', 'リハビリ', 'rehab', 'rehabilitation', '康復', '康复'] },
  { id: 'prehab', terms: ['prehabilitation', 'prehab', '預康復', '预康复', 'プレハビリ'] },
  // foods
  { id: 'grape', terms: ['grape', '提子', '葡萄', 'ぶどう', 'ブドウ'] },
  { id: 'cherry_tomato', terms: ['cherry tomato', '車厘茄', '圣女果', '小番茄', 'ミニトマト', 'プチトマト'] },
  { id: 'konjac_jelly', terms: ['konjac jelly', 'konjac', 'jelly cup', '蒟蒻啫喱', '魔芋果凍', '魔芋果冻', '蒟蒻', 'こんにゃくゼリー', 'こんにゃく'] },
  { id: 'mochi_glutinous', terms: ['mochi', 'glutinous rice', 'sticky rice', '糯米', '麻糬', '年糕', '湯圓', '汤圆', '糍粑', 'お餅', '餅', '白玉', '糭', '糉', '粽', '糯米雞', 'rice dumpling', 'rice cake', 'tong yuen', 'おもち'] },
  { id: 'peanut_butter', terms: ['peanut butter', '花生醬', '花生酱', 'ピーナッツバター'] },
  { id: 'nuts', terms: ['nut', 'peanut', '果仁', '坚果', '花生', 'ナッツ', 'ピーナッツ'] },
  { id: 'sticky', terms: ['sticky', 'sticki', '黏', '粘', '黐', 'べたつ', '粘り', '黐牙', '黐口', 'gummy', 'くっつ', '張り付', 'ねばね'] },
  { id: 'hard_dry', terms: ['hard', 'hard or dry', 'dry food', '硬或乾', '乾硬', '硬身', '硬', '硬い'] },
  { id: 'biscuit', terms: ['biscuit', 'cracker', 'wafer', '餅乾', '饼干', '消化餅', '消化饼', '餅底', '饼底', '威化', 'ビスケット', 'ウエハース', 'せんべい', 'cookie', '曲奇', 'クッキー'] },
  { id: 'transitional', terms: ['transitional food', 'transitional', '過渡性食物', '过渡性食物', '過渡', '移行食', 'トランジショナル'] },
  { id: 'congee', terms: ['congee', 'porridge', 'rice porridge', '粥', '白粥', 'お粥', 'おかゆ', '稀饭', '米糊', '糊仔', '重湯'] },
  { id: 'fish_ball', terms: ['fish ball', 'beef ball', 'meatball', '魚蛋', '鱼蛋', '魚丸', '鱼丸', '牛丸', '肉丸', 'つみれ', '肉団子', '墨魚丸', '貢丸', 'かまぼこ', 'ちくわ'] },
  { id: 'dim_sum', terms: ['dim sum', 'dumpling', 'siu mai', 'har gow', '點心', '点心', '燒賣', '蝦餃', '餃子', '点心', '腸粉', '飲茶', '叉燒包'] },
  { id: 'mixed_consistency', terms: ['mixed consistency', 'mixed consistencies', 'mixed texture', 'mixed thin and thick', '混合質地', '混合质地', '稀稠混合', '二相', '混合物', '離水', '泡饭', '泡飯', '汤饭', '湯飯', '茶泡饭', '茶泡飯', 'お茶漬け', 'rice in soup', 'rice in thin soup', 'noodles in soup', 'cereal with milk', 'cereal in milk', 'watermelon', 'juicy fruit', 'juicy fruits', '西瓜', '多汁', 'スイカ', 'すいか'] },
  { id: 'soup', terms: ['soup', '湯', '汤', 'スープ', '汁物'] },
  { id: 'bread', terms: ['bread', 'toast', '麵包', '面包', '多士', 'パン', 'トースト'] },
  { id: 'rice', terms: ['rice', '飯', '饭', '米飯', 'ご飯', 'ごはん', '白飯', '軟飯', '软饭'] },
  { id: 'meat', terms: ['meat', 'chicken', 'pork', 'beef', '雞', '鸡', '豬肉', '牛肉'] },
  { id: 'fish', terms: ['fish', '魚', '鱼', '魚骨', '鱼刺'] },
  { id: 'blend', terms: ['blend', 'blender', 'puree', 'pureeing', 'liquidise', 'liquidize', '攪拌', '搅拌', '攪糊', '打泥', '打成泥', 'ミキサー', 'ブレンダー', '打爛', '打碎', '打成糊', '打糊', '打成', '打到幼滑', '打到夠滑', '打到够滑', '攪拌機', '搅拌机', '料理機', '破壁机', 'blitz', 'blended', 'liquidiser', 'food processor', 'ミキサーにかけ', 'フードプロセッサー'] },
  { id: 'mince', terms: ['mince', 'mincing', 'chop', 'chopping', '剁碎', '切碎', '刻み', 'みじん', '剁爛', '剁', '切細粒', '切粒', 'chopped', 'finely chopped', 'diced', 'きざみ', '刻む', '刻め', 'みじん切り'] },
  { id: 'mould', terms: ['mould', 'mold', 'moulding', 'molding', 'moulded', 'piped', 'piping', '造型', '塑形', '成形', '模具', '唧花', '裱花', '形を作', '形を整え', '型に入れ', '型抜き', '絞り出'] },
  // Hong Kong meal names: each is the local word and the IDDSI level it is closest to (soft-meal-standards).
  { id: 'hk_puree_meal', terms: ['糊餐', '糊仔餐'], same: 'soft_meal', asks: ['level_4'] },
  { id: 'hk_minced_meal', terms: ['碎餐', '碎肉餐'], same: 'soft_meal', asks: ['level_5'] },
  { id: 'hk_soft_meal', terms: ['軟餐', '软餐', '軟飯餐'], same: 'soft_meal', asks: ['level_6'] },
  // Japanese care-home names of the same diets.
  { id: 'ja_minced_meal', terms: ['きざみ食', '刻み食', 'キザミ食', 'ミンチ食'], implies: ['mince'], asks: ['level_5'] },
  { id: 'ja_blended_meal', terms: ['ミキサー食', 'ペースト食'], implies: ['blend'], asks: ['level_4'] },
  // Diet standards besides IDDSI and the older names they replaced (soft-meal-standards); old names as Hong Kong
  // staff say them too ("蜜糖杰": 杰 is Cantonese for thick), so they meet the article that maps them to levels.
  { id: 'diet_standard', terms: ['standard', 'standards', 'classification', 'guideline', 'guidance', 'consensus', '標準', '标准', '分類', '分类', '指引', '指南', '共識', '共识', '規格', '規格', '基準', '学会分類'] , salience: 0.6 },
  { id: 'jdd', terms: ['jdd', 'jdd2021', 'jdd 2021', 'jdd2013', 'japanese dysphagia diet', 'jsdr', '学会分類', '学会分類2021', '嚥下調整食分類', '日本摂食嚥下リハビリテーション学会', 'コード0j', 'コード1j', 'コード2-1', 'コード2-2', 'コード3', 'コード4', 'code 0j', 'code 1j', 'code 2-1', 'code 2-2', '編碼0j', '编码0j', '介護食分級', '介护食分级', '介護食分類', '介护食分类', '介護食の分類', '介護食の区分', '嚥下食の分類', '日本的吞咽调整饮食分类', '日本吞咽调整饮食分类', 'japanese care food classification', 'japanese classification', 'japanese dysphagia classification'] },
  // JDD2021's three thickness stages: a question that asks for the stages (JDD's words: IDDSI says levels), or names
  // one by its Japanese name (which the ja articles also gloss beside IDDSI Levels 2-4), asks about JDD's own figures
  // too (mPa·s, straw); an article that names them is about JDD, or the level, as before.
  { id: 'jdd_thickness_stage_words', same: 'jdd', asks: ['jdd_thickness_stage'], terms: ['とろみの段階', 'とろみ段階', 'とろみの3段階', '3段階のとろみ', '三段階のとろみ', 'とろみの種類', 'とろみの分類', 'とろみの基準', '学会分類のとろみ', 'jdd thickness', 'jdd thickness stages', 'jdd2021 thickness', 'jdd 稠度', 'jdd 的稠度', '稠度階段', '稠度阶段'] },
  { id: 'jdd_mildly_thick', terms: ['薄いとろみ'], same: 'level_2', asks: ['jdd_stage_name'] },
  { id: 'jdd_moderately_thick', terms: ['中間のとろみ'], same: 'level_3', asks: ['jdd_stage_name'] },
  { id: 'jdd_extremely_thick', terms: ['濃いとろみ'], same: 'level_4', asks: ['jdd_stage_name'] },
  { id: 'jdd_stage_name', terms: ['薄稠', '中等稠'] },
  // "How thick is it in numbers?": a question that asks for a figure of a named JDD stage asks for its viscosity band.
  { id: 'asks_figure', terms: ['in numbers', 'as a number', 'what figure', '数字だと', '数字で', '数値で', '数値だと', '數字上', '数字上', '用數字', '用数字'] },
  { id: 'viscosity', terms: ['viscosity', 'viscosities', 'mpa·s', 'mpa・s', 'mpas', '粘度', '黏度', '粘稠度數值', '粘稠度数值'] },
  { id: 'udf', terms: ['universal design food', 'udf', 'ユニバーサルデザインフード', '通用設計食品', '通用设计食品', '容易にかめる', '歯ぐきでつぶせる', '舌でつぶせる', 'かまなくてよい', 'japan care food conference', '日本介護食品協議会', '介護食品'] },
  { id: 'china_consensus', terms: ['chinese expert consensus', 'expert consensus', '专家共识', '專家共識', '中国专家共识', '中國專家共識', '专門家コンセンサス', '専門家コンセンサス', '细泥型', '細泥型', '细馅型', '細餡型', '软食型', '軟食型', '低稠型', '中稠型', '高稠型', '国内的吞咽障碍膳食', '国内的分级', '国内分级', '国内的标准', '国内标准', '国内的膳食分级', '内地的分级', '內地嘅分級', '內地的分級', '內地分級', '中国的分级', '中國嘅分級', '中国の分類', '中国の基準', "china's own levels", 'chinese classification', 'the chinese levels'] },
  { id: 'care_food_standard', terms: ['care food standard', 'care food', 'hkcss', '照護食', '照护食', '照護食標準指引', '照护食标准指引', '社聯', '社联', '香港社會服務聯會', '香港社会服务联会'] },
  { id: 'old_diet_terms', terms: ['nectar thick', 'nectar-thick', 'nectar', 'honey thick', 'honey-thick', 'honey consistency', 'pudding thick', 'pudding-thick', 'spoon thick', 'spoon-thick', 'mechanical soft', 'national dysphagia diet', 'ndd', '花蜜稠', '蜜糖稠', '蜂蜜稠', '布甸稠', '布丁稠', '花蜜杰', '蜜糖杰', '蜂蜜杰', '布甸杰', '花蜜狀', '蜜糖狀', '蜂蜜狀', '布甸狀', '花蜜状', '蜂蜜状', '布丁状', '糖漿稠', '糖浆稠', '糖漿杰', '糖漿狀', '糖浆状', 'ネクター状', 'はちみつ状', 'ハチミツ状', '蜂蜜状', 'プリン状', '機械軟餐', '机械软食', '機械的軟食', 'old terms', 'older terms', '舊用語', '旧术语', '旧术语', '従来の用語', '舊名稱', '旧名称', '舊叫法', '旧叫法', '以前的叫法', '以前嘅叫法', '旧的叫法', '普食', '軟食', '软食', '半流質', '半流质', '半流食', 'hospital diet names', 'soft diet'] },
  // The UK's 2011 texture descriptors (Texture A-E), which IDDSI replaced in 2019: a standard of their own beside the old names.
  { id: 'uk_texture_descriptors', terms: ['texture a', 'texture b', 'texture c', 'texture d', 'texture e', 'thin purée', 'thin puree', 'thick purée', 'thick puree', 'pre-mashed', 'fork mashable', 'fork-mashable', 'national descriptors'] },
  // A department that gave an order is where it came from, not a thing a comparison weighs ("营养科说的软食").
  { id: 'hospital_department', terms: ['营养科', '營養科', '营养部', '營養部', '栄養科', '栄養部', 'nutrition department', 'dietetics department', 'dietetic department'], salience: 0.3 },
  { id: 'soft_meal', terms: ['soft meal', '嚥下調整食', '軟菜', '介護食', '嚥下食', 'ソフト食', 'やわらか食', 'texture modified', 'texture-modified', 'modified diet', '質地調整', '质地调整'] },
  // Subjects outside the articles (scope.ts). Listed before everyday words, so "糖尿病" is diabetes, not urine.
  { id: 'diabetes', outside: 'diabetes care and its medicines are not dysphagia guidance', terms: ['diabetes', 'diabetic', 'insulin', 'blood sugar', 'blood glucose', 'metformin', 'hba1c', '糖尿病', '胰島素', '胰岛素', '血糖', '二甲雙胍', '二甲双胍', 'インスリン', '血糖値', 'メトホルミン'] },
  { id: 'cardiovascular', outside: 'blood pressure and heart medicines are not dysphagia guidance', terms: ['blood pressure', 'hypertension', 'amlodipine', 'statin', 'cholesterol', '血壓', '血压', '高血壓', '高血压', '降壓藥', '降压药', '膽固醇', '胆固醇', '血圧', '高血圧', '降圧剤', '降圧薬', 'コレステロール', 'アムロジピン', '降压', '降壓', '氨氯地平', '硝苯地平', '他汀', 'warfarin', '華法林', '华法林', 'ワーファリン', 'ワルファリン'] },
  { id: 'tax_admin', outside: 'tax, pension and paperwork questions are not clinical', terms: ['tax', 'taxes', 'tax return', 'tax deduction', 'pension', '報稅', '报税', '稅務', '税务', '扣稅', '扣税', '確定申告', '医療費控除', '控除', '納税', 'ふるさと納税', '年金', '税金'] },
  { id: 'baking', outside: 'baking recipes are not texture-modified diet guidance', terms: ['cheesecake', 'baking', 'bake', 'oven', 'pastry', '芝士蛋糕', '烘焙', '焗爐', '烤箱', '焗蛋糕', 'ケーキを焼', 'オーブン', '焼き菓子'] },
  { id: 'food_additive', outside: 'food additive regulations are not covered by the clinical articles', terms: ['food additive', 'additive', 'additives', 'preservative', 'preservatives', 'sodium benzoate', '食品添加劑', '食品添加剂', '添加劑', '添加剂', '防腐劑', '防腐剂', '苯甲酸鈉', '苯甲酸钠', '食品添加物', '添加物', '保存料'] },
  { id: 'frying', outside: 'frying recipes are not texture-modified diet guidance', terms: ['deep fry', 'deep-fry', 'deep fried', 'deep-fried', 'fried chicken', '油炸', '炸雞', '炸鸡', '唐揚げ', '揚げ方', '揚げ物', '天ぷら'] },
  { id: 'certification', outside: 'food-safety management certification is not covered by the clinical articles', terms: ['iso', 'haccp', 'certification', '認證', '认证', '認証', '食品安全管理'] },
  // everyday words of questions
  { id: 'dose', terms: ['dose', 'dosage', 'how much thickener', 'how much powder', 'how many scoops', 'scoop', '份量', '分量', '劑量', '剂量', '用量', '開幾多', '开几多', '落幾多', '放多少', '加多少', '幾多粉', '几多粉', '幾多匙', '几勺', '量匙', '量勺', '使用量', '計量'] },
  // "How many levels are there?": the count of the framework, not one level.
  { id: 'level_count', terms: ['8 levels', '8 iddsi levels', 'eight levels', '分几级', '分幾級', '共几级', '共幾級', '共有几级', '共有幾級', '有几级', '有幾級', '有几个级别', '有幾個級別', '幾多個級別', '多少個級別', '幾多級', '几个等级', '幾個等級', '多少级', '多少个等级', '8个等级', '8個等級', '8個級別', '8个级别', '8級', '8段階', '何段階', 'いくつのレベル', 'レベルはいくつ'] },
  // "Is it just part of getting old?": how swallowing changes with age (presbyphagia), the articles' ageing sections.
  { id: 'ageing', terms: ['ageing', 'aging', 'getting old', 'getting older', 'old age', 'growing old', 'presbyphagia', '年紀大', '年纪大', '年紀老', '人老', '老咗', '老了', '年龄增长', '年齡增長', '隨年齡', '随年龄', '老年性', '加齢', '年のせい', '年齢のせい', '歳のせい', '年をとる', '年を取', '年をとっ', '年とっ', '年取っ', '歳をとっ', '歳を取', '老嚥'] },
  // "Which foods should he not have?": foods to avoid are the high-risk foods.
  { id: 'avoid', terms: ['avoid', "don't give", 'not give', 'should not eat', 'shouldnt eat', 'high risk', 'high-risk', 'dangerous', 'risky', 'unsafe', '唔好俾', '唔好畀', '唔好食', '唔食得', '不要给', '不能吃', '不可以吃', '避免', '避け', '食べてはいけない', '高風險', '高风险', '危險', '危险', '危ない', '危険', '高リスク', 'リスクが高い', '危険が高い', 'not bring', "shouldn't bring", 'should not bring', "shouldn't we bring", "shouldn't i bring", 'should we not bring', 'not to bring', "can't we bring", "shouldn't we give", "shouldn't i give", 'should i not give', "shouldn't they give", "shouldn't we take in", "shouldn't i take in", 'not take in', "shouldn't we send in", 'should we not give', 'not to give', "can't have", 'cannot have', "can't he have", "can't she have", "can't they have", "can't eat", 'cannot eat', "shouldn't have", 'should not have', 'not allowed', 'stay away from', '唔好帶', '唔好買', '唔可以食', '不要带', '不能带', '不要买', '不该吃', '不应该吃', '不宜吃', '忌口', '持ってこない', '持ってきてはいけない', '持ち込まない', '持ち込んではいけない', '食べさせてはいけない', '食べてはだめ', '唔好放上碟', '唔好俾佢食', '不要放', '不能给', '出さない', '出してはいけない', 'ダメな食べ物', 'だめな食べ物', '駄目な食べ物', 'NGな食べ物', '持っていっちゃダメ', '持っていっちゃだめ', '持って行っちゃダメ', '持っていってはいけない', '持って行ってはいけない', '持っていかないほうがいい', '差し入れしてはいけない', 'あげちゃダメ', 'あげてはいけない', '食べさせちゃダメ', '唔可以帶', '唔應該帶', '唔好攞', '唔可以俾佢食', '不应该带', '不该带', '别带', '不能送', '不要送', 'never give', 'never feed', 'never offer them', 'no-nos', 'no-no', 'no nos', 'off-limits', 'off limits', 'never serve', "shouldn't serve", 'should not serve', 'must not serve', 'never offer', '千祈唔好俾', '千祈唔好煮', '千万不要给', '千万别给', '绝对不能给', '出してはダメ', '提供してはいけない', '提供しないほうがいい'] },
  // "Foods that are easy to choke on" are the high-risk foods, and about choking.
  { id: 'prone_to_choke', terms: ['choking hazard', 'choking risk', 'easy to choke on', 'cause choking', 'causes choking', 'most likely to choke on', 'choking foods', 'foods that choke', '窒息しやすい', '詰まりやすい', 'つまりやすい', '喉に詰まりやすい', 'のどに詰まりやすい', '誤嚥しやすい', '容易哽', '容易噎', '易噎', '容易窒息', '容易哽親', '容易卡喉', 'むせやすい', '飲み込みにくい食べ物', '飲み込みにくい食品', '食べにくい食べ物', '食べにくい食品', '食べにくいもの', '食べづらい食べ物', '食べづらい食品', '注意が必要な食べ物', '気をつけたい食べ物', '気をつける食べ物', '気を付ける食べ物', '気をつけるべき食べ物', '注意する食べ物', '注意すべき食べ物', '特别注意的食物', '要特別小心嘅食物', '容易呛', '容易嗆'], implies: ['avoid', 'choking'] },
  { id: 'eating', terms: ['eat', 'eating', 'meal', 'meals', '食飯', '吃饭', '食嘢', '吃东西', '食東西', '進食', '进食', '用餐', '食事', '食べる', '食べ'], salience: 0.4 },
  { id: 'plain_water', terms: ['plain water', 'tap water', 'just water', 'normal water', '白開水', '白开水', '清水', '暖水', '凍水', '白滾水', 'お水', '普通の水', '水道水'], asks: ['level_0'] },
  { id: 'tea_coffee', terms: ['tea', 'coffee', '奶茶', '咖啡', 'お茶', 'コーヒー', '紅茶', '茶'] },
  { id: 'milk', terms: ['milk', '牛奶', '牛乳', 'ミルク'] },
  { id: 'juice', terms: ['juice', '果汁', 'ジュース'] },
  { id: 'jelly', terms: ['jelly', 'jello', 'jell-o', '啫喱', '果凍', '果冻', 'ゼリー', '寒天'] },
  { id: 'crunchy', terms: ['crunchy', 'crispy', 'crisps', 'chips', 'popcorn', '脆口', '酥脆', '爆谷', '爆米花', '薯片', 'ポテトチップス', 'カリカリ', 'パリパリ'] },
  { id: 'chewy', terms: ['chewy', 'tough', 'stringy', 'fibrous', '煙韌', '烟韧', '韌', '韧', '有渣', '纖維', '纤维', '噛み切れ', '繊維'] },
  // "Chesty" is how staff say more phlegm or chest secretions, a later sign of aspiration (signs-of-aspiration).
  { id: 'phlegm', terms: ['phlegm', 'mucus', 'sputum', '痰', 'たん', 'chesty', 'chest secretions', 'rattly chest', 'crackly chest', '痰多', '多痰', '痰嘅聲', '痰がからむ', '痰が絡む', 'ゼロゼロ'] },
  { id: 'fever', terms: ['fever', 'high temperature', 'raised temperature', '發燒', '发烧', '發熱', '发热', '熱が出', '発熱', '熱がある'] },
  { id: 'lie_down', terms: ['lie down', 'lying down', 'lie flat', 'lying flat', 'in bed', 'bedbound', 'bed-bound', 'bedridden', 'recline', '瞓低', '瞓', '躺下', '平躺', '躺', '卧床', '床上', '床頭', '床头', '横になる', '横にな', '寝かせ', '寝たきり', 'ベッド'] },
  { id: 'nil_by_mouth', terms: ['nil by mouth', 'nothing by mouth', 'npo', '禁食', '唔食得嘢', '不能吃东西', '禁飲食', '絶食', '口から食べない', '口から食べられない',
    // (Not even water allowed: how families say nil by mouth.)
    '禁水', '禁食禁水', '绝饮食', '絶飲食', 'not even water', 'not even a sip', 'no water at all', '连水都不', '連水都唔', '連水都不', '水都不让', '水都唔俾', '水都不能', '水もだめ', '水も禁止', '水も飲ませ', '水も飲めな'] },
  // Weakness of one side is hemiplegia (a stroke); food held on one side of the mouth is not: it is pocketing too
  // (dementia), so "one side of her mouth" names no weakness here.
  { id: 'hemiplegia', terms: ['hemiplegia', 'one-sided weakness', 'weak side', 'weaker side', 'stronger side', 'left side is weak', 'right side is weak', 'left side weak', 'right side weak', 'weak on one side', 'weak on the left', 'weak on the right', '左边没力', '右边没力', '左邊冇力', '右邊冇力', '左侧无力', '右侧无力', '一侧无力', '一側無力', '左半身', '右半身', '偏癱', '偏瘫', '半身不遂', '半邊', '半边', '片麻痺', '麻痺'], implies: ['stroke'] },
  { id: 'nutrition', terms: ['nutrition', 'nutrients', 'calories', 'protein', '營養', '营养', '熱量', '热量', '蛋白質', '蛋白质', '栄養', 'カロリー', 'たんぱく質'] },
  { id: 'poor_intake', terms: ['poor appetite', 'not eating', 'barely eats', 'eating less', 'eats less', 'off her food', 'off his food', '食唔落', '食得少', '冇胃口', '没胃口', '胃口差', '吃得少', '吃不下', '食欲がない', '食欲不振', '食が細', '食べる量が減', '食得好少', '食好少', '吃得很少', '吃得好少', 'hardly eats', 'eats very little', 'あまり食べない', 'ほとんど食べない', '食べる量が少な'] },
  { id: 'mix', terms: ['mix', 'mixing', 'mix into', 'stir', '撈落', '撈埋', '拌在', '拌进', '拌入', '混在', '混ぜ', '沖調', '冲调', '調配', '调配'], salience: 0.6 },
  { id: 'pour', terms: ['pour', 'pourable', 'poured', 'runny', '倒出', '倒得出', '倒', '注ぐ', '注げ', 'こぼれ'] },
  { id: 'discard', terms: ['throw away', 'discard', '倒掉', '扔掉', '捨て'] },
  { id: 'too_thin', terms: ['too thin', 'too runny', 'under-thickened', 'under-thickening', '太稀', '過稀', '稀すぎ', '薄すぎ', 'ゆるすぎ'] },
  { id: 'hong_kong', terms: ['hong kong', '香港', '港式', '本地', 'local food', '中式', '中菜', 'chinese food', 'chinese dishes', '中華'], salience: 0.6 },
  // properties
  { id: 'lump_particle', terms: ['lump', 'particle', 'piece', '顆粒', '颗粒', '粒', '塊', '块', 'かけら', '粒の大きさ', 'bits', 'chunks', 'lumps', '粒粒', '一嚿嚿', '嚿', 'かたまり', 'ダマ'] },
  { id: 'size', terms: ['size', 'how big', 'how small', 'how large', '大小', '尺寸', '大きさ', 'サイズ', '幾大', '几大', '多大', '幾細', '几细', '多细', '多小', 'how fine', 'how tiny', 'what size', 'how many mm', '何ミリ', '何mm', '何センチ', '幾多毫米', '几毫米', '多少毫米', '幾多厘米', '多少厘米', '切幾大', '切多大', '多碎', '幾碎', '几碎', '剁幾碎', '切幾碎', 'どのくらい細かく', 'どれくらい細かく', 'どれぐらい細かく', '細かさ'] },
  { id: 'chew', terms: ['chew', 'chewing', '咀嚼', '噛', '嚼', '咬', '咬唔到', '咬不动', '噛め', '噛む', '噛ま'] },
  { id: 'teat_bottle', terms: ['teat', 'bottle', 'feeding bottle', '奶嘴', '奶樽', '奶瓶', '哺乳瓶', '乳首'] },
  { id: 'cup', terms: ['cup', 'drink from a cup', '杯', '用杯', 'コップ', '水杯', 'mug', 'カップ'] },
  { id: 'temperature', terms: ['temperature', 'warm', 'cold', '溫度', '温度', '温か', '冷た', 'reheat', 'reheating', 'hot food', '翻熱', '加热', '再加熱', '温め'] },
  { id: 'standing_time', terms: ['standing time', 'stand for', 'wait', '靜置', '静置', '等待', '等多久', '等幾耐', '要等', '待ち時間', '待ち', '待て', '待つ', '待っ', '放置', 'how long do i leave', 'how long to leave', 'how long should i leave', 'how long do you leave', 'leave it to stand', 'let it stand', 'let it sit', '放一陣', '放一阵', '静置时间', '等一陣', '等一會', '等一会', '放多久', '放幾耐', '放多耐', '置いて', '置く', '置いた'] },
  { id: 'over_thickening', terms: ['over-thickening', 'over-thickened', 'too thick', 'extra powder', 'more thickener', '過稠', '太稠', '多加粉', '多加', '多放', '濃すぎ', '付けすぎ', '加多咗', '落多咗', '落太多', '加太多', '放太多', '加多了', '放多了', '太杰', '過杰', '太稠了', '入れすぎ', '多すぎ', 'too much thickener', 'too much powder'] },
  { id: 'appetising', terms: ['appetising', 'appetizing', 'attractive', 'presentation', 'look nicer', 'look better', 'looks better', 'look good', '吸引', '好看', '賣相', '美觀', '見た目', '食欲をそそ', 'おいしそう', '好睇', '吸引啲', '好看一点', '好看点', '卖相', '摆盘', '擺盤', 'nicer', 'look nice', 'tasty', 'tastier', '彩り', '盛り付け'] },
  // (Not 怎么做 alone: "护士应该怎么做" asks what to do, not how to cook; 怎么做糊状 is make_modified_meal.)
  { id: 'prepare_meal', terms: ['preparing', 'how to make', 'recipe', '作り方', '製作', '做法', '點整', '點煮', '点整', '做饭', 'cook', 'cooking', '作る', '調理', '點樣整', '点样整', '點樣煮', '点样煮', '怎么煮', '怎麼煮', '怎样煮', '怎樣煮', 'どう作', 'どうやって作', 'どのように作'] },
  { id: 'storage', terms: ['store', 'storage', 'keep out of reach', '存放', '保存', '儲存', '保管', '手の届かない', '收埋', '放邊度', '放哪里', '放在哪'] },
  { id: 'oral_phase', terms: ['oral phase', 'oral dysphagia', '口腔期', '口腔'] },
  { id: 'pharyngeal', terms: ['pharyngeal', 'pharynx', 'throat', '咽喉', '喉嚨', '咽部', '咽頭', 'のどに', 'のどが', 'のどを', 'のど元'] },
  { id: 'oesophageal', terms: ['oesophageal', 'esophageal', 'oesophagus', 'esophagus', '食道', '食管'] },
  { id: 'colour', terms: ['colour', 'color', 'colour code', 'color code', '顏色', '何色', 'カラー', 'カラーコード', '色'] },
  { id: 'types', terms: ['types of', 'kinds of', 'type', 'types', '類型', '種類', '幾種', '分類', 'タイプ'] },
  { id: 'mouthful', terms: ['mouthful', 'mouthfuls', 'teaspoon at a time', '每啖', '一啖', '啖', '每口', '小口', 'ひと口', '一口', 'spoonful', 'spoonfuls', 'bite', 'bites', 'sip', 'sips', 'small amounts', '一啖啖', '小啖', '一口口'] },
  { id: 'ice_cream', terms: ['ice cream', '冰淇淋', '雪糕', 'アイスクリーム', 'アイス'] },
  { id: 'ice', terms: ['ice', 'ice cube', 'ice cubes', '冰塊', '冰块', '加冰', '冰', '氷'] },
  { id: 'cause', terms: ['cause', 'caused', '原因', '成因', '病因', '點解會', '为什么会', 'why does'] },
  // Who is at risk of dysphagia ("high-risk groups", "高危人群", "なりやすい人"): the people are its causes, not the
  // high-risk foods that "high risk" / 高危 alone name (matched longest first, so these take their text).
  {
    id: 'at_risk_people',
    implies: ['cause'],
    terms: [
      'high-risk groups', 'high risk groups', 'high-risk group', 'at-risk groups', 'at risk groups', 'people at risk',
      'people at high risk', 'who is at risk', 'who is most at risk', 'who is at high risk', 'who gets dysphagia',
      'who is more likely', 'who is most likely', 'at high risk of dysphagia', 'at high risk of swallowing',
      '高危人群', '高危人士', '高危群組', '高危群组', '高危群体', '高危群體', '高風險人群', '高风险人群', '高風險人士',
      '高风险人士', '哪些人容易', '什么人容易', '什麼人容易', '邊類人容易', '邊啲人容易', '邊類人士', '好發人群', '好发人群',
      'になりやすい人', 'になりやすいのは', 'が起こりやすい人', 'が起きやすい人', 'リスクが高い人', 'ハイリスクの人',
    ],
  },
  { id: 'symptom', terms: ['symptom', 'sign', 'warning sign', 'red flag', 'red-flag', 'レッドフラッグ', '紅旗徵', '红旗征', '徵狀', '征状', '症状', '征象', '徵象', '表徵', '表征', '警號', '迹象', '警示信号', '信号', 'サイン', '兆候', '徴候', 'look out for', 'watch for', 'watch out for', 'look for', '留意', '表现', '表現', '點樣睇佢係咪', '點知佢係咪', '点看出', '怎么看出', '怎麼看出', '怎么知道他是不是', '怎么知道她是不是', 'how can we tell if', 'how do we tell if', 'how would we know if', 'どうやって分かる', 'どうすれば分かる'] },
  { id: 'pocketing', terms: ['pocketing', 'holds food', 'holding food', 'hold food', 'holds food in', 'food held', '含住', '含著', '含着', '含在口', '含飯', '含饭', '含食', 'ため込', '口にため', 'ためこ', 'food in her cheeks', 'food in his cheeks', 'food in the cheeks', 'in her cheeks', 'in his cheeks', 'in the cheeks', 'cheek', "won't swallow", 'wont swallow', "doesn't swallow", 'not swallowing', 'without swallowing', '唔吞', '含住啲', '不吞', '不咽', '口にためた', '飲み込まない', '頬'] },
  { id: 'meal_time', terms: ['mealtime', 'meal time', 'time of meal', '用膳時間', '进餐时间', '食事時間', '食事の時間', 'when to eat', 'what time', '幾時食', '几时吃', '什么时候吃', 'いつ食べ', '食事のタイミング', 'timing', '幾時食飯', '几时吃饭', '什么时候吃饭', '幾點食飯', 'main meals', 'main meal', '正餐', '主餐'] },
  { id: 'on_period', terms: ['on period', '"on" period', '“開”期', '开期', '藥效期', '药效期', 'オン状態', 'オンの時間', 'on状態', '「開」期', '「开」期', '“开”期', '「オン」', '(オン)', 'when medication is working', 'meds are working', '藥效', '药效', '薬が効いて', '薬の効き', 'オン'] },
  { id: 'duration_long_meal', terms: ['takes longer', 'longer than 30 minutes', 'long time to eat', '進食時間長', '进食时间', '食事に時間', 'eats slowly', 'slow eating', 'eats slow', 'takes ages', 'takes forever', 'slow eater', '食得好慢', '食好耐', '吃得很慢', '吃饭慢', '吃饭很慢', '吃得慢', '吃饭很慢', '食べるのが遅', '時間がかかる', 'take forever', 'taking forever', 'take ages', 'taking ages', 'take so long', 'eat slowly', 'eating slowly', 'tires during meals', 'tired at meals', 'too tired to eat', '食到好攰', '食飯好耐', '吃饭要很久', '吃一顿饭要很久', '吃累了', '食べ疲れ', '食事が長い', '食事に時間がかか'] },
  // What a question means in everyday words, as carers and families ask it.
  // "What is IDDSI?" asks for the framework article, not a level that happens to say "used".
  { id: 'what_is_iddsi', terms: ['what is iddsi', 'what iddsi is', "what's iddsi", 'what does iddsi stand for', 'what does iddsi mean', 'iddsiとは何', 'iddsiとはなに', 'iddsiって何', 'iddsiってなに', 'iddsiってなん', 'iddsiとは', '什么是 iddsi', '什么是iddsi', '甚麼是 iddsi', '甚麼是iddsi', 'iddsi是什么', 'iddsi是甚麼', 'iddsi係咩', '咩係iddsi', '乜嘢係iddsi', '乜係iddsi', 'iddsi係乜', 'iddsi即係咩', 'iddsi即係乜', 'iddsi即係點', 'iddsi是指', 'iddsi 是什么', 'iddsi 是甚麼', 'iddsi 是什麼', 'iddsi 係咩', 'iddsi 是指', 'iddsi とは', 'iddsi って何', 'iddsi ってなに', '什么叫 iddsi', '甚麼叫 iddsi'] },
  // "How do I add nutrition / build her up?" asks for fortified food (nutrition-weight-loss), not for how to feed.
  { id: 'boost_nutrition', same: 'fortify', terms: ['补营养', '補營養', '加营养', '加營養', '加多啲營養', '补充点营养', '栄養を補', '栄養をどう', '栄養補給', '栄養をと', '栄養をつけ', '栄養を増や', 'more nutrition', 'extra nutrition', 'build him up', 'build her up', 'build them up', 'put weight on', 'put on weight', 'gain weight', '增重', '增加体重', '增加體重', '体重を増や', '体重を戻', 'stop the weight loss', 'stop weight loss', 'stop further weight loss', 'prevent weight loss', 'prevent further weight loss', 'stop him losing weight', 'stop her losing weight', 'stop them losing weight', '防止体重下降', '防止體重下降', '防止体重减轻', '防止體重減輕', '止住體重下跌', '體重唔好再跌', '体重減少を防', '体重減少を止め', '体重が減らないよう'] },
  // "Which foods are easiest to choke on" in the words carers use: the high-risk foods.
  { id: 'easiest_to_choke', same: 'prone_to_choke', implies: ['avoid', 'choking'], terms: ['易哽', '最易哽', '易哽親', '最容易哽', '最易噎', '最容易噎', '易噎着', '最容易卡', 'easiest to choke on', 'most likely to choke on', 'most likely to cause choking', '一番詰まりやすい', '詰まらせやすい'] },
  // Everyday wordings of overview questions (what dysphagia is, who decides, when to refer).
  // "What is dysphagia? Why do older people get it?" asks for the overview article, not a condition's.
  { id: 'what_is_dysphagia', terms: ['what is dysphagia', "what's dysphagia", 'what does dysphagia mean', 'dysphagia mean', 'what does dysphagia even mean', 'dysphagia even mean', 'what even is dysphagia', 'what is dysphagia even', 'meaning of dysphagia', '吞嚥困難係乜嘢', '吞嚥困難即係咩', '吞咽障碍是啥', '吞咽困难是啥', '吞咽障碍是什么意思', '吞咽困难是什么意思', '嚥下障害ってどういう意味', 'what actually is dysphagia', 'what exactly is dysphagia', 'what is dysphagia exactly', 'what is dysphagia actually', 'wat is dysphagia', 'what dysphagia actually is', 'what dysphagia is', '吞嚥困難到底係咩', '吞嚥困難究竟係咩', '吞咽困难到底是什么', '吞咽障碍到底是什么', '吞咽障碍究竟是什么', '吞咽困难究竟是什么', '到底什么是吞咽', '究竟甚麼是吞嚥', '咩係吞嚥困難', '甚麼是吞嚥困難', '什麼是吞嚥困難', '吞嚥困難係咩', '吞嚥困難即係', '什么是吞咽障碍', '什么是吞咽困难', '吞咽障碍是什么', '吞咽困难是什么', '嚥下障害とは', '嚥下障害って何', '嚥下障害ってなに', '嚥下障害ってなん', '嚥下障害ってどういう', '嚥下障害ってどんな', '咩叫吞嚥困難', '乜嘢叫吞嚥困難', '乜嘢係吞嚥困難', '乜係吞嚥困難', '吞嚥困難係乜', '吞嚥困難即係咩', '吞嚥困難即係乜', '什么叫吞咽困难', '什么叫吞咽障碍', '甚麼叫吞嚥困難', 'what does it mean to have dysphagia'] },
  { id: 'why_older_people', same: 'cause', terms: ['點解老人家會', '點解長者會', '为什么老人会', '为什么老年人会', '老人为什么会', 'why do older people', 'why do elderly people', 'why do old people', 'なぜ高齢者', 'どうして高齢者', '高齢者はなぜ'] },
  // "How long should she stay sitting up after her meal?" is the upright-after-meals advice.
  { id: 'stay_upright_after', same: 'after_meal', implies: ['upright'], terms: ['after her meal', 'after his meal', 'after their meal', 'after the meal', 'stay sitting up', 'stay upright', 'keep her upright', 'keep him upright', 'lie back down', '食完飯坐', '食完要坐', '饭后坐', '吃完饭坐', '饭后多久', '食後どのくらい', '食後何分', '食後すぐ横'] },
  // "Which are the risky ones I should leave out / 高危": the foods to avoid.
  { id: 'leave_out', same: 'avoid', terms: ['leave out', 'cut out', 'steer clear', 'keep clear of', 'stay away from', 'keep away from', '高危', '要避免', '唔可以食', '不适合吃', '食べさせない方が', '控えた方が', '控えるべき', 'keep off', 'off the plate', '唔好放上', '不要放上', '出さないで'] },
  // "想喺屋企整糊餐": Cantonese "整" is to make a meal.
  { id: 'make_meal_hk', same: 'prepare_meal', terms: ['屋企整', '自己整', '整俾', '做糊餐', '家里做', '在家做', '家で作', '自宅で作', '手作り', '屋企煮', '在家煮', '家里煮', '做成', '整成', '家里怎么做', '在家怎么做', '家里怎样做', '在家怎样做', '怎么做饭', '怎么做菜', '怎么做泥', '怎么做糊', '怎么做成', '怎样做泥', '怎样做糊'] },
  // "邊個決定飲幾稠": who decides the thickness is the speech therapist's prescription.
  { id: 'who_decides', implies: ['slp'], terms: ['who decides', 'who should decide', 'who sets', 'who makes the decision', 'who makes that decision', '邊個決定', '邊個話事', '邊個定', '谁决定', '由谁决定', '谁来定', '谁说了算', '誰が決め', '誰が決定', 'だれが決め', 'だれが決定', 'どなたが決め', '誰が判断', 'だれが判断', '誰の判断', 'だれの判断', '誰が変更', '誰が変え', '決めていいの', '決めてもいい', 'who can change', 'who changes', 'who is allowed to change', 'who gets to change', '邊個可以改', '邊個改', '谁可以改', '谁能改', '谁有权改', '谁来改'] },
  { id: 'how_thick', same: 'thickened', terms: ['how thick', '幾稠', '几稠', '多稠', '稠唔稠', 'どのくらいのとろみ', 'とろみの濃さ', 'とろみの強さ'] },
  // Swallowing lost suddenly with a drooping face or slurred speech is a stroke until proved otherwise: an emergency.
  { id: 'stroke_signs', implies: ['stroke', 'acute'], terms: ['face drooping', 'facial droop', 'drooping face', 'face droops', 'slurred speech', 'speech is slurred', '嘴歪', '嘴也歪', '嘴又歪', '嘴歪咗', '口歪咗', '面歪咗', '嘴巴也歪', '嘴巴歪', '口角歪斜', '面部歪斜', '口歪', '面歪', '說話含糊', '说话含糊', '口齒不清', '口齿不清', '顔のゆがみ', '顔がゆが', '口がゆが', 'ろれつが回らな', 'ろれつが回ってい'] },
  // "受診したほうがいい": when to see a professional is the referral advice.
  { id: 'see_doctor_when', same: 'refer', terms: ['受診した', '受診すべき', '受診の目安', '病院に行', '幾時睇醫生', '几时看医生', '什么时候看医生', '要唔要睇醫生', 'when to see a doctor', 'see a doctor'] },
  // Everyday wordings that left the right article unretrieved when read word by word.
  // "食べさせないほうがいい / 気をつけたほうがいい食べ物": the foods to watch are the high-risk foods.
  { id: 'foods_to_watch', same: 'avoid', terms: ['食べさせないほうがいい', '食べさせないほう', '避けたほうがいい', '控えたほうがいい', '気をつけたほうがいい食べ物', '気を付けたほうがいい食べ物', '注意したほうがいい食べ物', '気をつけたほうがいいもの', '気を付けたほうがいいもの', '注意したほうがいいもの', 'foods to watch', 'foods to be careful with', '要小心嘅食物', '要注意的食物', '需要注意的食物', '要小心的食物'] },
  // "foods that need extra care / 需要注意嘅食物 / 需要留意的食物" are the high-risk foods too.
  { id: 'foods_need_care', same: 'avoid', terms: ['need extra care', 'needs extra care', 'need special care', 'needs special care', 'foods that need care', '要注意嘅食物', '需要注意嘅食物', '要留意嘅食物', '需要留意嘅食物', '需要小心嘅食物', '要留意的食物', '需要留意的食物', '需要小心的食物'] },
  // zh 普通食物 is any everyday food, not the ja diet name 普通食 (Level 7): the longer form keeps it from reading as a level.
  { id: 'everyday_food_zh', terms: ['普通食物'] },
  // "She has forgotten how to use a spoon": someone who can no longer use cutlery eats finger foods (dementia).
  // "He wanders off at meals": a person who walks about eats finger foods while walking (dementia).
  { id: 'walks_away_from_meals', implies: ['dementia'], terms: ['wanders', 'wandering', 'wander off', 'wanders off', 'wandering off', 'walks away', 'walking away', 'walks off', 'walking off', 'walking about', 'walks about', "can't sit still", 'cannot sit still', "won't sit", "won't stay seated", 'gets up from the table', '遊走', '游走', '行來行去', '走來走去', '走来走去', '四處走', '到处走', '坐唔定', '坐不住', '離開餐桌', '离开餐桌', '邊行邊食', '边走边吃', '徘徊', '歩き回', '立ち歩', '席を立', '座っていられな', '歩きながら'] },
  { id: 'cannot_use_cutlery', implies: ['dementia'], terms: ['forgotten how to use', 'forgets how to use', 'forgot how to use', "can't use a spoon", 'cannot use a spoon', "can't use cutlery", 'cannot use cutlery', 'finger food', 'finger foods', '手指食物', '手抓食物', '手づかみ食', 'フィンガーフード', '唔識用匙羹', '唔識用餐具', '不会用勺子', '不会用餐具', '不会用筷子', 'スプーンが使えな', '食具が使えな', '使い方を忘れ'] },
  // "谁来决定 / 护工能不能自己改": who decides the level, and that carers do not change it themselves.
  { id: 'change_level_self', same: 'who_decides', terms: ['谁来决定', '由谁来决定', '邊個嚟決定', '誰が決める', 'who chooses', 'who picks', '自己改', '自行改', '自行更改', '擅自更改', '擅自改', '自己轉', '自己調', '勝手に変', '自分で変え', 'change it myself', 'change it ourselves', 'change the level ourselves', 'change her level', 'change his level', '現場の判断', '自己判断で', '独断で', '上げてもいい', '上げてもよい', '上げても大丈夫', '下げてもいい', '自行升級', '自己升級', '自行升级', '自己升级', '自己加級', 'on our own judgement', 'move her up ourselves', 'move him up ourselves', 'upgrade her diet ourselves', 'upgrade his diet ourselves'] },
  // "薄い飲み物はなんで危ないの": thin drinks are Level 0 Thin.
  { id: 'thin_drink_ja', terms: ['薄い飲み物', 'さらさらの飲み物', 'サラサラの飲み物', 'さらさらした飲み物', '稀嘅飲品', '稀的饮品', '稀薄的饮品'], asks: ['level_0'] },
  // Wordings that missed their concept when read word by word.
  // "IDDSIってよく聞くけど、何?": the topic marker right after IDDSI asks what the framework is.
  { id: 'iddsi_topic', same: 'what_is_iddsi', terms: ['iddsiって', 'iddsiというのは', 'iddsiというもの', '什么叫iddsi', '甚麼叫iddsi', '什麼叫iddsi', '咩叫iddsi', '乜嘢叫iddsi', 'explain iddsi', 'tell me about iddsi'] },
  // "食緊飯突然講唔到嘢": losing the voice suddenly while eating is severe choking (choking-first-aid), and
  // "食緊飯" is "while eating", not rice.
  { id: 'eating_now', same: 'eating', terms: ['食緊飯', '食緊嘢', '吃着饭', '吃著飯', '食事中'] },
  {
    id: 'sudden_voice_loss',
    implies: ['choking'],
    terms: ['講唔到嘢', '講唔出聲', '咳唔出聲', '突然冇聲', '说不出话', '发不出声', '突然没声', '急に声が出', '声が出なくな', "suddenly can't speak", 'suddenly cannot speak', "suddenly can't talk", 'suddenly stopped talking'],
  },
  // Everyday wordings of questions about the stages of swallowing, weight and the level names.
  // "どの段階で問題が起きる / 哪个阶段": the stages of swallowing are the oral, pharyngeal and oesophageal phases.
  {
    id: 'swallow_stage',
    asks: ['oral_phase', 'pharyngeal', 'oesophageal'],
    terms: ['stage of swallowing', 'stages of swallowing', 'phase of swallowing', 'phases of swallowing', 'stage affected', 'which stage', 'どの段階', '嚥下の段階', '障害される段階', '哪个阶段', '哪個階段', '邊個階段', '受影响的阶段', '受影響的階段', '吞咽的阶段', '吞嚥的階段'],
  },
  // "防止体重继续下降": weight still falling is weight loss; "经口吃够 / eat enough" asks how to build intake up.
  { id: 'weight_still_falling', implies: ['weight_loss'], terms: ['体重一直减', '體重一直減', '体重越来越轻', '體重越來越輕', '体重が落ち続け', '体重がどんどん減', 'weight keeps going down', '体重继续下降', '體重繼續下降', '体重一直下降', '體重一直下降', '體重一直跌', '体重一直掉', '體重不斷跌', '體重不斷下降', '体重不断下降', '一直跌磅', 'weight keeps dropping', 'weight keeps falling', '体重还在下降', '体重还在掉', '体重が減り続け', 'keeps losing weight', 'still losing weight'] },
  { id: 'eat_enough', same: 'fortify', terms: ['吃够', '吃得够', '吃不够', '食夠', '食得夠', '食唔夠', '口から十分', '十分に食べ', 'eat enough', 'eating enough', 'enough to eat', '食事量を増や', '食べる量を増や', '摂取量を増や', '增加食量', '增加饭量', '增加飯量', '食多啲', '吃多点', 'eat more', 'increase intake', '多吃点', '多吃一点', '多吃些', '多吃一些', '吃多些', '吃多一点', '多食啲', '多食一啲', '食多些', 'もっと食べ', 'get him to eat', 'get her to eat', 'get them to eat'] },
  // "is choaking on food": common misspellings of choking are choking.
  { id: 'choking_misspelt', same: 'choking', terms: ['choaking', 'chocking', 'chokeing', 'choaked'] },
  // "名前を全部 / 叫咩名 / the names of the levels": every level's name is the framework article, not one level's.
  { id: 'level_names', same: 'level_count', terms: ['名前を全部', '名称を全部', 'レベルの名前', '段階の名前', '分別叫咩名', '叫咩名', '各级的名称', '各級的名稱', '叫什么名字', 'names of the levels', 'level names', 'names of all the levels'] },
  // The five-phase model of eating and swallowing (Leopold and Kagel 1983) adds the
  // anticipatory and preparatory phases to the oral, pharyngeal and oesophageal ones (what-is-dysphagia).
  {
    id: 'five_phase_model',
    asks: ['oral_phase', 'pharyngeal', 'oesophageal'],
    terms: ['five-phase model', 'five phase model', 'five phases', 'anticipatory phase', 'oral preparatory phase', '5期モデル', '五期モデル', '5期', '先行期', '認知期', '準備期', '准备期', '五期模型', '五期'],
  },
  // How people ask in Cantonese, mainland Chinese and Japanese (issue 19), in colloquial forms.
  // "食唔食得 / 能不能吃 / 食べてもいい": whether a food is safe to eat is the
  // high-risk food list.
  {
    id: 'can_eat',
    implies: ['avoid'],
    terms: ['食唔食得', '食得唔得', '可唔可以食', '可唔可以俾佢食', '得唔得俾佢食', '俾唔俾得佢食', '能不能吃', '能不能给他吃', '能不能给她吃', '可不可以吃', '可以吃吗', '能吃吗', '食べてもいい', '食べていい', '食べても大丈夫', '食べさせてもいい', '食べさせても大丈夫', '食唔得', '邊啲嘢食得', '哪些东西不能吃', '哪些不能吃', '什么不能吃', '什么东西不能吃', '最好别给', '别给他吃', '别给她吃', 'どれを食べ', "what can't he eat", "what can't she eat", 'safe to eat', 'ok to eat', 'okay to eat', 'allowed to eat', 'can he eat', 'can she eat', 'can they eat', "shouldn't eat", 'should not eat', "shouldn't have"],
  },
  // "飲唔飲得 / 能不能喝 / 飲んでもいい": whether a drink may be drunk asks about thin drinks (Level 0); asked only,
  // so it does not keep an outside medicine question in scope (scope.ts askedOnly).
  {
    id: 'can_drink',
    asks: ['level_0'],
    terms: ['飲唔飲得', '飲得唔得', '可唔可以飲', '可唔可以俾佢飲', '能不能喝', '可不可以喝', '可以喝吗', '能喝吗', '飲んでもいい', '飲んでも大丈夫', '飲ませてもいい', '飲ませても大丈夫', 'safe to drink', 'ok to drink', 'okay to drink', 'allowed to drink', 'can he drink', 'can she drink', 'can they drink'],
  },
  // "要不要找言语治疗师 / 使唔使轉介 / 言語聴覚士に診てもらう": whether to get the therapist in is the referral question.
  {
    id: 'ask_for_slp',
    same: 'refer',
    implies: ['slp'],
    terms: ['找言语治疗师', '搵言語治療師', '要不要找', '要唔要搵', '使唔使搵', '使唔使轉介', '要唔要轉介', '要不要转介', '要不要转诊', '言語聴覚士に診て', '診てもらう', '診てもらった', 'ask for a speech therapist', 'ask for a speech and language therapist', 'get a speech therapist', 'see a speech therapist', 'need a speech therapist'],
  },
  // "轉餐 / 升级 / レベルを上げる": moving a person to another level is the SLP's decision (who_decides).
  {
    id: 'change_diet_level',
    same: 'who_decides',
    implies: ['slp'],
    terms: ['轉餐', '转餐', '換餐', '换餐', '改餐', '升級', '升级', '降級', '降级', 'レベルを上げ', 'レベルを下げ', '食事形態を上げ', '食事形態を変え', '形態を上げ', 'move up a level', 'go up a level', 'move her up', 'move him up', 'move up to level', 'go up to level', 'step up to level', 'downgrade', 'upgrade her', 'upgrade him', 'move down a level', 'go down a level', 'drop a level', 'drop her to level', 'drop him to level', '調低級數', '降一級', '降一级', 'レベルを落と', '形態を下げ'],
  },
  // "由谁来评估决定 / 邊個評估 / 誰が評価して決める": who assesses (and so decides) is the SLP's assessment (who_decides).
  // (The bare "who can check / 找谁检查" is WHO_CHECKS below: it needs the swallowing it checks.)
  {
    id: 'who_assesses',
    same: 'who_decides',
    implies: ['slp'],
    terms: ['谁来评估', '由谁评估', '谁评估', '谁负责评估', '由谁负责评估', '邊個負責評估', '谁来做吞咽评估', '谁做吞咽评估', '谁做评估', '邊個做評估', '邊個做吞嚥評估', '誰が嚥下評価', 'who does the swallow assessment', 'who does a swallow assessment', '谁来决定', '由谁来决定', '谁来判断', '由谁判断', '邊個評估', '邊個嚟評估', '邊個判斷', '由邊個評估', '誰が評価', 'だれが評価', '誰が判定', 'who should assess', 'who will assess', 'who does the assessment', 'who actually decides', 'who really decides', 'who gets to decide', 'final say', 'last word on', 'who is in charge of deciding', '邊個拍板', '最終決定', '最後決定', '聽邊個', '最终决定', '最后决定', '谁拍板', '听谁的', '最終的に決め', '最終判断', '誰の指示に従', '誰の意見に従'],
  },
  // "喝水就呛 / 飲水嗆親 / 水を飲むとむせる": coughing on drinks is a sign of aspiration, not a question of fluid intake.
  {
    id: 'cough_on_drinking',
    implies: ['cough', 'aspiration'],
    terms: ['喝水呛', '喝水就呛', '喝水老呛', '喝水会呛', '喝水呛咳', '喝汤呛', '飲水嗆', '飲水會嗆', '飲水就嗆', '飲水咳', '飲湯嗆', '水を飲むとむせ', 'お茶を飲むとむせ', '飲むとむせ', '飲み物でむせ', '汁物でむせ', 'coughs when drinking', 'coughing when drinking', 'cough when drinking', 'coughs on drinks', 'coughs on water', 'coughing on drinks', 'coughing on water'],
  },
  // "做糊状饭菜 / 整碎餐": making a texture-modified meal at home is the meal-preparation article.
  { id: 'make_modified_meal', same: 'prepare_meal', terms: ['做糊状', '做泥状', '做成糊', '做成泥', '做细碎', '整碎餐', '整糊', '整軟餐', 'ミキサー食を作', 'きざみ食を作', 'ペースト食を作', 'make pureed', 'make puree', 'make minced'] },
  // "went lumpy / 结块 / ダマになる": powder clumping when a drink is thickened is the thickener article's mixing steps.
  { id: 'powder_lumps', implies: ['lump_particle'], terms: ['lumpy', 'clumpy', 'clump', 'clumping', 'clumped', '結塊', '结块', '起粒', '結粒', '结粒', 'ダマになる', 'ダマになっ', 'ダマにな', 'ダマができ', 'ダマが出来', 'ダマがで'] },
  // "怎么知道有没有误吸 / どうやってわかる": how to know whether it happens asks for the signs ("how can I tell level 3
  // from 4", "怎么判断是4级" compare or test, so English and 判断 forms are left out).
  { id: 'how_to_tell', same: 'symptom', terms: ['怎么知道', '怎样知道', '如何知道', '點知', '點樣知', 'どうやってわか', 'どうすればわか', 'どうしたらわか', '気づけば', '気付けば', '気づくには', '気づく方法', '気付く方法', '睇得出', '怎么看出', '怎麼看出', 'どこを見ればわか', '何を見ればわか', '看哪里', '睇邊度'] },
  // "什么时候可以开始喂水 / いつから食べ": when oral intake may start asks about nil by mouth until the swallow screen.
  {
    id: 'start_oral_intake',
    asks: ['nil_by_mouth', 'screening'],
    terms: ['when can he eat', 'when can she eat', 'when can they eat', 'when can he drink', 'when can she drink', 'start eating again', 'start drinking', 'first sip', '幾時可以食', '幾時先可以食', '幾時可以飲', '幾時開始餵', '什么时候可以吃', '什么时候可以喝', '什么时候能吃', '什么时候能喝', '什么时候可以开始', '什么时候开始喂', '开始喂', '開始餵', 'いつから食べ', 'いつから飲', '食べ始めて', '食事を始めて', '食事開始', 'feed him straight away', 'feed her straight away', 'feed him right away', 'feed her right away', '马上喂', '馬上餵', '即刻餵', '立刻喂', '立即喂', 'すぐに食べさせ', 'すぐ食べさせ', 'すぐに何か食べ', 'first drink of water', 'first time he eats', 'first time she eats', 'first meal after', '第一次给他喝', '第一次给她喝', '第一次给他吃', '第一次给她吃', '第一次喂', '第一次餵', '第一次畀佢飲', '第一次畀佢食', '第一次俾佢飲', '第一次俾佢食', '初めて水を飲ませ', '初めて食べさせ', '初めて口から'],
  },
  // "刚住院 / just admitted / 入院したばかり": a person newly admitted (after a stroke) stays nil by mouth until screened.
  {
    id: 'just_admitted',
    implies: ['acute'],
    asks: ['nil_by_mouth', 'screening'],
    terms: ['just admitted', 'newly admitted', 'just been admitted', 'on admission', 'admitted yesterday', 'admitted today', '刚住院', '刚入院', '剛住院', '剛入院', '啱啱入院', '啱入院', '新入院', '入院したばかり', '入院直後', '入院した日', '入院当日'],
  },
  // "凝固水 / 增稠水": a drink already thickened, as Cantonese and mainland carers name it.
  { id: 'thickened_water', same: 'thickened', terms: ['凝固水', '凝固咗嘅水', '增稠水', '加稠水', 'とろみ水'] },
];

/**
 * "Level 5", "第5級", "5级", "レベル5": one concept per IDDSI level. A second number joined to the
 * first names a level too ("Level 3 vs 4", "levels 3 and 4", "レベル3と4", and both ends of "levels 0 to 4"):
 * comparison questions name two levels with one word "level". Chinese numerals name a level too, but not
 * where they count levels ("分为五级", "六级分类") or grade hospitals ("三级医院"). "水平5", "等级5", "级别5"
 * put the word before the number, as "Level 5" does (級 and 別 are folded to 级 and 别 before matching).
 * "IDDSI 5" names Level 5 (not the framework's range "IDDSI 0-7").
 * "L2" is the staff shorthand for Level 2 (a litre is "1L", never L before the digit).
 */
const LEVEL_NUMBER =
  /(?:\blevels?\s*|\bl(?=[0-7])|第\s*|レベル\s*|水平\s*|等级\s*|级别\s*)([0-7])(?![\d.])(?:\s*(?:(and|or|vs\.?|versus|&|\/|,|、|和|或|同|與|与|及|と|や)|(to|-|–|~|〜|至|到|から))\s*(?:levels?\s*|l(?=[0-7])|第\s*|レベル\s*|水平\s*|等级\s*|级别\s*)?([0-7])(?![\d.]))?|(?<![\d.])([0-7])\s*(?:级|等级)|第\s*([零一二三四五六七])\s*(?:級|级)|(?<![分為为共有])([三四五六七])\s*(?:級|级)(?!\s*(?:分類|分类|醫院|医院))|\biddsi\s*([0-7])(?![\d.]|\s*(?:级|等级|-|–|~|〜|至|到|to\b))/gu;

/**
 * Weight lost by an amount ("lost 4kg", "跌咗3公斤", "2キロ減った") names weight loss in every locale: the amount
 * stands where the words "weight loss" would. (Matched on normalised text: lower case, Simplified Chinese.)
 */
const WEIGHT_LOST =
  /\b(?:lost|dropped|losing|lose|down)\s+(?:about\s+|around\s+|nearly\s+|almost\s+|over\s+)?\d+(?:\.\d+)?\s*(?:kg|kgs|kilos?|kilograms?|lbs?|pounds?)\b|(?:跌|减|瘦|轻|掉|少)(?:咗|了|左)?\s*(?:约|大约|差唔多|差不多|近)?\s*\d+(?:\.\d+)?\s*(?:kg|公斤|千克|磅|斤)|\d+(?:\.\d+)?\s*(?:kg|キロ|公斤)\s*(?:も|ほど|くらい|ぐらい)?\s*(?:减|やせ|痩せ|落ち)/gu;

/**
 * A symptom said as a predicate with words between the body part and the adjective ("口又好乾", "嘴巴也很干",
 * "喉嚨好痛", "口も乾いて", "のどがとても痛い", "throat is really sore") names the symptom as its noun form does.
 * Data: the concept and its pattern, on normalised text (lower case, Simplified Chinese).
 */
const ZH_DEGREE = '(?:又|也|都|亦|成日|经常|常常|总是|老是|一直|好|很|非常|太|特别|十分|有啲|有点|有些|越来越|比较|咁|极|超|几)';
const JA_DEGREE = '(?:とても|すごく|かなり|ひどく|いつも|よく|少し|ちょっと)';
const SAID_SYMPTOMS: readonly { concept: string; said: RegExp }[] = [
  {
    concept: 'dry_mouth',
    said: new RegExp(
      `(?:口腔|嘴巴|嘴唇|嘴|口)(?:里|入面)?${ZH_DEGREE}+干(?![净活嘛吗啥什])|口(?:の中)?(?:が|も|は)${JA_DEGREE}?(?:乾|干|渇|渴|かわ)|\\bmouth (?:is|feels|gets) (?:so |very |really |always |quite )?dry\\b`,
      'gu',
    ),
  },
  {
    concept: 'sore_mouth',
    said: new RegExp(
      `(?:口腔|嘴巴|嘴|口|喉咙|咽喉)(?:里|入面)?${ZH_DEGREE}+(?:痛|疼)|(?:口|のど|喉)(?:の中)?(?:が|も|は)${JA_DEGREE}?痛|\\b(?:mouth|throat) (?:is|feels|gets) (?:so |very |really |quite )?(?:sore|painful)\\b`,
      'gu',
    ),
  },
];

/**
 * A spoon or fork named as what a check is done with ("用勺子自己检查", "點樣用叉測試", "check it with a fork",
 * "スプーンで確かめる") names the IDDSI test done with it, words between or not: the spoon tilt test, and for a fork
 * the fork drip and fork pressure tests (which one the level decides). IDDSI Testing Methods 2.0 (2019).
 * (Matched on normalised text: lower case, Simplified Chinese.)
 */
const CHECK_WORDS = '检查|检验|检驗|测试|测|试|验|驗|判断|睇|看';
const TOOL_CHECKS: readonly { tool: RegExp; concepts: readonly string[] }[] = [
  { tool: /勺子?|匙羹|调羹|汤匙|spoons?|スプーン/u, concepts: ['spoon_tilt_test'] },
  { tool: /叉子?|forks?|フォーク/u, concepts: ['fork_drip_test', 'fork_pressure_test'] },
];
// (Words between the tool and the check are a few, not a clause: no punctuation, no eating or feeding verb, and not
// a named test's own word, tilt, drip or press, which the test's terms already read.)
const TOOL_CHECK = new RegExp(
  `用\\s*((?:叉子?|勺子?|匙羹|调羹|汤匙|[同和及与、]){1,5})[^，。,.!?？！；;\\s喂餵吃食喝饮倾侧滴压按]{0,4}?(?:${CHECK_WORDS})` +
    `|\\b(?:with|using|use) (?:a |the )?((?:spoons?|forks?|and|or|\\s)+)\\b(?:(?!feed|eat|tilt|drip|press)[^,.;!?]){0,20}?\\b(?:check|test|tell|see if)` +
    `|\\b(?:check|test)\\b(?:(?!feed|eat)[^,.;!?]){0,30}?\\b(?:with|using) (?:a |the )?((?:spoons?|forks?|and|or|\\s)+)\\b` +
    '|((?:スプーン|フォーク|や|と)+)(?:で|を使って)(?:(?!食べ|饮|倾け|押)[^、。？！\\s]){0,12}?(?:确かめ|确认|チェック|调べ|判断|テスト|见分)',
  'gu',
);

/**
 * Dysphagia named as the diagnosis and then asked about as a word ("she was diagnosed with dysphagia: what does that
 * mean?", "嚥下障害と言われました。どういう状態ですか", "医生说是吞咽障碍，是什么意思"): the overview article's
 * definition answers, not the article that happens to share the words of the diagnosis. Question side only.
 * (Matched on normalised text: lower case, Simplified Chinese, so both forms of each character are listed.)
 */
const DYSPHAGIA_ASKED_AS_WORD = new RegExp(
  [
    // (not a named type, "oropharyngeal dysphagia", "食道期の嚥下障害": the phases answer that, not the overview's definition)
    '(?<!pharyngeal |oesophageal |esophageal |oral |咽[頭头]|食道|口咽|食管|食管性|口腔|期の)',
    '(?:\\bdysphagia\\b|[嚥咽]下障害|[嚥咽]下困難|吞[嚥咽](?:困[難难]|障[礙碍]|[問问]題)|[嚥咽]下[問问]題)',
    '([^?？]{0,60}?)',
    '(?:(?:どういう|どういった|どんな)(?:状[態态]|意味|病[気气])(?:のこと)?(?:です|でしょう|なの|なん|か)',
    '|(?:是|係|系)(?:什么|甚麼|什麼|咩|乜)(?:意思|病|嚟|一回事)|即[係系](?:咩|乜)|是怎么回事|[係系][點点]一回事',
    "|\\bwhat (?:does|did) (?:that|it|this) (?:mean|involve)\\b|\\bwhat (?:actually |exactly |really )?is (?:that|it)(?: exactly| actually| really)?\\b(?! (?:a|the|like)\\b))",
  ].join(''),
  'u',
);

/**
 * IDDSI asked about as a name: its full name, what it stands for, who runs it ("IDDSI 是啥组织搞的？全称是啥",
 * "IDDSIは何の略？", "IDDSI全稱係咩", "who runs IDDSI"). The word IDDSI is in every article, so the ask, not the
 * word, names the overview's definition. Question side only; normalised text (lower case, Simplified Chinese).
 */
const NAME_ASK = '全称|正式名[称称]|何の略|の略|略称|缩写|stands? for|full name|abbreviation|acronym|什么组织|什么机构|啥组织|啥机构|咩组织|咩机构|乜嘢组织|边个机构|哪个组织|哪个机构|どこの(?:団体|組織|機関)|who (?:runs|developed|created|made|set up)';
const IDDSI_ASKED_AS_NAME = new RegExp(`\\biddsi\\b[^?？。]{0,12}?(?:${NAME_ASK})|(?:${NAME_ASK})[^?？。]{0,12}?\\biddsi\\b`, 'u');

/**
 * Thickness named by JDD2021's stage words and asked in IDDSI's terms ("とろみの「薄い」「中間」「濃い」って、IDDSIだと何レベル？",
 * "中間とろみはIDDSIでは？"): the words are also IDDSI's Japanese level names, but asked "in IDDSI" they are JDD's stages, which
 * the standards article maps (and whose drinks mostly test a level thinner, Yokote 2017). Question side only; normalised text.
 */
const JDD_STAGE_IN_IDDSI_TERMS =
  /とろみ[^。？?]{0,12}?(?:薄い|中间|浓い)[^。？?]{0,30}?iddsi\s*(?:だと|では|で|の|に)|(?:薄い|中间|浓い)[」』]?(?:の)?とろみ[^。？?]{0,30}?iddsi\s*(?:だと|では|で|の|に)|iddsi\s*(?:だと|では|で)[^。？?]{0,20}?(?:薄い|中间|浓い)[」』]?(?:の)?とろみ/u;

/**
 * What may stand between the diagnosis and "what does that mean" for the ask to stay the word's meaning: who has it,
 * who said so. A sign, a level, a food or a test there ("has dysphagia and her voice goes wet after tea. What does it
 * mean?", "the SLP said Level 2 drinks") is what the question asks about, not the definition.
 */
const BESIDE_THE_DIAGNOSIS: ReadonlySet<string> = new Set(['dysphagia', 'swallow', 'elderly_resident', 'adult', 'child', 'doctor', 'slp', 'refer', 'cause', 'diagnosis']);
function asksDysphagiaAsWord(normalised: string): boolean {
  const m = DYSPHAGIA_ASKED_AS_WORD.exec(normalised);
  if (m === null) return false;
  return [...conceptsIn(m[1] ?? '').keys()].every((id) => BESIDE_THE_DIAGNOSIS.has(id));
}

/**
 * "Who can check / 找谁检查 / 誰に診て" asks who assesses only beside the swallowing, a sign of it or eating ("Who can
 * check whether she is swallowing safely?", "食飯成日咳，搵邊個檢查？"): "Who can check my hearing aid?" or "who checks
 * the thickener's expiry date" are not the referral question. "Who do I ask before crushing" is the pharmacist's, so
 * checking or assessing must be named. Question side only; normalised text (Simplified Chinese).
 */
const WHO_CHECKS =
  /\b(?:who (?:can|should) (?:check|assess)|who checks|right person to (?:check|assess))\b|(?:边个|邊個|搵边个|谁来|找谁|谁能)(?:检查|檢查|评估|評估)|(?:誰|谁|だれ)に(?:診て|诊て|評価|评価)/u;
const CHECKED_SWALLOWING = /\bswallow|\bcough|\bchok|\baspirat|\beat(?:s|ing)?\b|\bmeals?\b|吞|咽|嚥|咳|呛|哽|误吸|吃|食|むせ|飲み込/u;

/**
 * A check of the person's swallow with a spoon of water ("用汤匙测试吞咽功能", "test her swallow with a spoon") is a
 * screening question, not the IDDSI texture test: the tool check is not read then.
 */
const TESTS_THE_SWALLOW = /吞咽|吞嚥|吞水|\bswallow|\bcough|\bchok|飲み込み|嚥下(?:機能|の評価|テスト)|むせ/u;

/** The tests a tool-check match names. */
const toolTests = (m: RegExpMatchArray) => {
  const tools = m[1] ?? m[2] ?? m[3] ?? m[4] ?? '';
  return TOOL_CHECKS.filter((t) => t.tool.test(tools)).flatMap((t) => t.concepts);
};

/** Chinese numerals of a level ("第五級", "碎餐（五级）"); 一 and 二 only after 第, as "降一級" is a step, not Level 1. */
const CJK_LEVEL_DIGITS = '零一二三四五六七';

/** The levels one LEVEL_NUMBER match names. */
function levelsOf(m: RegExpMatchArray): number[] {
  if (m[5] !== undefined) return [Number(m[5])];
  if (m[8] !== undefined) return [Number(m[8])];
  const cjk = m[6] ?? m[7];
  if (cjk !== undefined) return [CJK_LEVEL_DIGITS.indexOf(cjk)];
  const first = Number(m[1]);
  if (m[4] === undefined) return [first];
  const second = Number(m[4]);
  return [first, second];
}

/** The level names of the level table, in every language, plus the corpus's own variants. */
const LEVEL_NAMES: Readonly<Record<number, readonly string[]>> = {
  0: ['thin drink', '稀薄', '薄い液体'],
  1: ['slightly thick', 'slightly thickened', '極微稠', '极微稠', '稍微稠', '稍稠', '微稠', '少少稠', '少少杰', '微杰', 'ごく薄いとろみ'],
  2: ['mildly thick', '低稠', '薄いとろみ'],
  3: ['moderately thick', 'liquidised', 'liquidized', '中稠', '流質', '流质', '中間のとろみ', '液状'],
  4: ['extremely thick', 'puréed', 'pureed', 'purée', 'puree', 'blended food', 'mushy', '高稠', '糊狀', '糊状', '泥状', '肉泥', '菜泥', '濃いとろみ', 'ピューレ', 'ペースト'],
  5: ['minced & moist', 'minced and moist', 'minced', 'minced food', '細碎及濕軟', '細碎', '细碎湿软', '细碎', 'ミンス＆モイスト', 'ミンス'],
  6: ['soft & bite-sized', 'soft and bite-sized', 'bite-sized', 'bite sized', '軟質及一口量', '軟質及一口大小', '软质一口量', '一口量', '一口大小', 'ソフト＆一口大', '一口大'],
  7: ['regular easy to chew', 'easy to chew', 'regular diet', '容易咀嚼', '易咀嚼', '常食', '普通食', '容易に噛める'],
};

/** Level labels that are everyday words ("normal") and would fire everywhere. */
const GENERIC_LABELS = new Set(['正常', '普通']);

/**
 * Units of measure: a number followed by one of these becomes a quantity feature ("4mm"). A unit marked
 * `span` is a longer span of time ("within 4 hours", "2週間"): it answers "how soon / how long" as a measurement
 * answers "how much", and the composer reads it from a sentence's text (statesTimeSpan), not as an index feature
 * (the index's features, and its bytes, predate it).
 */
export const UNITS: readonly { unit: string; forms: readonly string[]; span?: true }[] = [
  { unit: 'ml', forms: ['ml', 'millilitres', 'milliliters', 'millilitre', '毫升', 'ミリリットル', 'cc'] },
  { unit: 'mm', forms: ['mm', 'millimetres', 'millimeters', 'millimetre', '毫米', 'ミリメートル', 'ミリ'] },
  { unit: 'cm', forms: ['cm', 'centimetres', 'centimeters', 'centimetre', '厘米', '公分', 'センチメートル', 'センチ'] },
  { unit: 's', forms: ['seconds', 'second', 'secs', 'sec', 's', '秒鐘', '秒钟', '秒'] },
  { unit: 'min', forms: ['minutes', 'minute', 'mins', 'min', '分鐘', '分钟', '分間', '分'] },
  { unit: 'l', forms: ['litres', 'liters', 'litre', 'liter', 'l', '公升', '升', 'リットル'] },
  { unit: 'pct', forms: ['%', 'percent', 'per cent', '百分之'] },
  { unit: 'deg', forms: ['degrees', 'degree', '°', '度'] },
  { unit: 'kg', forms: ['kg', 'kilograms', 'kilos', '公斤', 'キロ'] },
  { unit: 'oz', forms: ['ounces', 'ounce', 'oz', '盎司', 'オンス'] },
  { unit: 'times', forms: ['times a day', 'times', 'twice', '次', '回'] },
  { unit: 'h', forms: ['hours', 'hour', 'hrs', 'hr', '小時', '小时', '鐘頭', '钟头', '時間'], span: true },
  { unit: 'day', forms: ['days', 'day', '日間'], span: true },
  { unit: 'week', forms: ['weeks', 'week', '星期', '禮拜', '礼拜', '週間'], span: true },
  { unit: 'month', forms: ['months', 'month', 'ヶ月', 'か月', '個月', '个月'], span: true },
];

/** Normalise as the feature extractor does (so patterns and text meet). */
export function normaliseForMatch(text: string): string {
  return foldHanText(text.normalize('NFKC').toLowerCase())
    // quote marks around a Latin term ("「IDDSI」とは", "what is “IDDSI”") do not part it from its frame
    .replace(QUOTED_LATIN, '$1')
    .replace(/’/g, "'")
    .replace(BARE_CONTRACTION, "$1n't")
    .replace(SAME_PHRASE, (m) => SAME_PHRASES[m]!)
    .replace(HEDGE, '')
    .replace(CJK_HEDGE, '');
}

const QUOTED_LATIN = /[「『【“"]([a-z0-9][a-z0-9 .-]*)[」』】”"]/g;

/**
 * Negations typed without their apostrophe ("what shouldnt we bring", "dont give") are read as written with it,
 * so a concept of not doing ("avoid") meets them; "cant" and "wont" are rare as words in a question.
 */
const BARE_CONTRACTION = /(?<![\p{Script=Latin}])(should|could|would|must|do|does|did|is|are|was|were|has|have|had|ca|wo)nt(?![\p{Script=Latin}])/gu;

/**
 * English hedges and emphasis ("who actually decides", "what does it really mean") say nothing about the
 * topic: dropped, so a phrase meets its concept and the rare word does not pull in an article by chance.
 * Chinese 到底 / 究竟 and Japanese そもそも / いったい ("IDDSI到底是什么") are dropped the same way (CJK_HEDGE).
 */
const HEDGE_WORDS = '\\s+(?:actually|really|exactly|basically|literally|truly|precisely)(?![\\p{Script=Latin}\\p{N}])';
const HEDGE = new RegExp(HEDGE_WORDS, 'gu');
const CJK_HEDGE = /到底|究竟|そもそも|いったい/gu;
/** The Chinese hedges only: the Japanese ones mark a definition question ("Xはそもそも何", question-intent.ts). */
const ZH_HEDGE = /到底|究竟/gu;

/**
 * Colloquial Mandarin question words, read as the standard ones the question patterns name: 啥 is 什么 ("要注意啥",
 * "有啥工具"), 咋 before a verb is 怎么 ("咋吃", "咋办", "咋测试", "咋调", "咋让他"). Cantonese 咋 ends a sentence ("食一啖咋") and is left alone.
 */
const COLLOQUIAL_WHAT = /啥/gu;
const COLLOQUIAL_HOW = /咋(?=[办辦弄整做吃喝食喂餵煮用样樣么麼回处處选選知看帮幫判测測试試检檢查调調冲沖加切放让讓])/gu;

/**
 * The question without its English and Chinese hedges, case kept: "how exactly do we do the test" asks how to do it, "what
 * even is dysphagia" what it is ("even" only here: in the articles it is a word of meaning, "even years after").
 * Colloquial Mandarin question words read as the standard ones.
 */
export const withoutHedges = (text: string) =>
  text
    .replace(new RegExp(HEDGE_WORDS, 'giu'), '')
    .replace(ZH_HEDGE, '')
    .replace(/\s+even(?= (?:is|are|mean|means|does|do)\b)|(?<=\b(?:is|are|does|do) \S+) even(?= mean\b)/giu, '')
    .replace(COLLOQUIAL_WHAT, '什么')
    .replace(COLLOQUIAL_HOW, '怎么');

/**
 * Colloquial spellings of one word, written as the articles write it (after folding), so their
 * character n-grams meet: Cantonese 記低 / 寫低 and 记下 say 記錄 / 记录 / 記録 "record".
 */
const SAME_PHRASES: Readonly<Record<string, string>> = { 记低: '记录', 写低: '记录', 记下: '记录' };
const SAME_PHRASE = new RegExp(Object.keys(SAME_PHRASES).join('|'), 'gu');

const isLatin = (s: string) => /^[\p{Script=Latin}\p{N}\s'’&.\-"“”]+$/u.test(s);

/**
 * Where a Han or kana character meets a Latin letter or digit, people write a space or none
 * ("乜嘢係 IDDSI", "咩係IDDSI", "IDDSI とは"): a form is keyed without that space and its pattern takes either.
 */
const SCRIPT_SEAM = /(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])\s+(?=[\p{Script=Latin}\p{N}])|(?<=[\p{Script=Latin}\p{N}])\s+(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/gu;
const seamless = (form: string) => form.replace(SCRIPT_SEAM, '');
const SEAM_POINT = /(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])(?=[\p{Script=Latin}\p{N}])|(?<=[\p{Script=Latin}\p{N}])(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/u;
/** The pattern of a mixed-script form: each seam takes an optional space. */
const seamPattern = (form: string) => form.split(SEAM_POINT).map(escapeRegExp).join('\\s?');

interface CompiledConcepts {
  latin: RegExp;
  cjk: RegExp;
  byForm: Map<string, string>;
}

/**
 * Longer words that hold a concept's form but are not it: "什么科学" is "what science", "咩科技" "what technology",
 * not "which department" (which_clinician's 什么科, 咩科). Matched, longest first, so they take their text, and
 * counted for no concept.
 */
const NOT_CONCEPT_FORMS: readonly string[] = ['科学', '科學', '科技', '科研', '科普'].flatMap((tail) =>
  ['什么科', '什麼科', '咩科', '哪科', '邊科', '何科'].map((head) => head.slice(0, -1) + tail),
);

function compile(): CompiledConcepts {
  const byForm = new Map<string, string>();
  const latin: string[] = [];
  const cjk: string[] = [];
  const add = (id: string, term: string) => {
    const plain = normaliseForMatch(term);
    const form = isLatin(plain) ? plain : seamless(plain);
    if (byForm.has(form)) return; // first concept wins: the table is ordered specific → general
    byForm.set(form, id);
    (isLatin(form) ? latin : cjk).push(form);
  };
  for (const form of NOT_CONCEPT_FORMS) add('', form);
  for (const c of CONCEPTS) for (const t of c.terms) add(c.id, t);
  for (const [level, names] of Object.entries(LEVEL_NAMES)) for (const n of names) add(`level_${level}`, n);
  for (const info of IDDSI_LEVELS) {
    for (const lang of ['zh-HK', 'zh-Hans', 'ja'] as const) {
      for (const part of info.labels[lang].split(/\s*\/\s*|（|）/)) {
        if (part.length >= 2 && !GENERIC_LABELS.has(part)) add(`level_${info.level}`, part);
      }
    }
  }
  const longestFirst = (a: string, b: string) => b.length - a.length || (a < b ? -1 : 1);
  latin.sort(longestFirst);
  cjk.sort(longestFirst);
  return {
    // Whole words, an optional plural; "the" etc. never appear as concept forms.
    latin: new RegExp(`(?<![\\p{Script=Latin}\\p{N}])(?:${latin.map(escapeRegExp).join('|')})(?:e?s)?(?![\\p{Script=Latin}\\p{N}])`, 'gu'),
    cjk: new RegExp(cjk.map(seamPattern).join('|'), 'gu'),
    byForm,
  };
}

/**
 * The topics (article slugs) where a concept is central: a question naming the concept most likely
 * asks what that article is about. Retrieval adds a small prior to these topics; the words of the
 * question still decide among them. Concepts found all over the corpus (levels, eating, SLP) name none.
 */
const CENTRAL_TOPICS: Readonly<Record<string, readonly string[]>> = {
  flow_test: ['flow-test'],
  syringe: ['flow-test'],
  fork_drip_test: ['fork-spoon-tests'],
  spoon_tilt_test: ['fork-spoon-tests'],
  fork_pressure_test: ['fork-spoon-tests'],
  press_force: ['fork-spoon-tests'],
  chopstick_test: ['fork-spoon-tests'],
  thickener: ['thickeners'],
  xanthan: ['thickeners'],
  starch: ['thickeners'],
  amylase: ['thickeners'],
  over_thickening: ['thickeners'],
  standing_time: ['thickeners'],
  aspiration: ['signs-of-aspiration'],
  silent_aspiration: ['signs-of-aspiration'],
  wet_voice: ['signs-of-aspiration'],
  aspiration_pneumonia: ['aspiration-pneumonia-oral-care'],
  oral_care: ['aspiration-pneumonia-oral-care'],
  toothbrush: ['aspiration-pneumonia-oral-care'],
  denture: ['aspiration-pneumonia-oral-care'],
  choking: ['choking-first-aid'],
  unresponsive: ['choking-first-aid'],
  first_aid: ['choking-first-aid'],
  back_blows: ['choking-first-aid'],
  abdominal_thrusts: ['choking-first-aid'],
  chest_thrusts: ['choking-first-aid'],
  refer: ['when-to-refer-slp'],
  upright: ['positioning-feeding-technique'],
  positioning: ['positioning-feeding-technique'],
  chin_tuck: ['positioning-feeding-technique'],
  feeding_assist: ['positioning-feeding-technique'],
  mouthful: ['positioning-feeding-technique'],
  after_meal: ['positioning-feeding-technique'],
  medicine: ['medicines-dysphagia'],
  crush: ['medicines-dysphagia'],
  modified_release: ['medicines-dysphagia'],
  enteric: ['medicines-dysphagia'],
  covert: ['medicines-dysphagia'],
  hydration: ['hydration'],
  dehydration: ['hydration'],
  urine: ['hydration'],
  weight_loss: ['nutrition-weight-loss'],
  malnutrition: ['nutrition-weight-loss'],
  fortify: ['nutrition-weight-loss'],
  supplement: ['nutrition-weight-loss'],
  must_tool: ['nutrition-weight-loss'],
  eat10: ['screening-tools'],
  water_swallow_test: ['screening-tools'],
  rsst: ['screening-tools'],
  mwst: ['screening-tools'],
  kubota_water_test: ['screening-tools'],
  guss: ['screening-tools'],
  tor_bsst: ['screening-tools'],
  food_test: ['screening-tools'],
  instrumental: ['screening-tools'],
  screening: ['screening-tools'],
  stroke: ['dysphagia-stroke'],
  hemiplegia: ['dysphagia-stroke'],
  parkinson: ['dysphagia-parkinsons'],
  dementia: ['dysphagia-dementia'],
  pocketing: ['dysphagia-dementia'],
  head_neck_cancer: ['dysphagia-head-neck-cancer'],
  radiotherapy: ['dysphagia-head-neck-cancer'],
  prehab: ['dysphagia-head-neck-cancer'],
  grape: ['high-risk-foods'],
  cherry_tomato: ['high-risk-foods'],
  konjac_jelly: ['high-risk-foods'],
  mochi_glutinous: ['high-risk-foods'],
  peanut_butter: ['high-risk-foods'],
  nuts: ['high-risk-foods'],
  sticky: ['high-risk-foods'],
  hard_dry: ['high-risk-foods'],
  crunchy: ['high-risk-foods'],
  chewy: ['high-risk-foods'],
  mixed_consistency: ['high-risk-foods'],
  prone_to_choke: ['high-risk-foods'],
  transitional: ['transitional-foods'],
  congee: ['soft-meal-standards'],
  fish_ball: ['soft-meal-standards'],
  dim_sum: ['soft-meal-standards'],
  hk_puree_meal: ['soft-meal-standards'],
  hk_minced_meal: ['soft-meal-standards'],
  hk_soft_meal: ['soft-meal-standards'],
  jdd: ['soft-meal-standards'],
  jdd_thickness_stage: ['soft-meal-standards'],
  udf: ['soft-meal-standards'],
  china_consensus: ['soft-meal-standards'],
  care_food_standard: ['soft-meal-standards'],
  old_diet_terms: ['soft-meal-standards'],
  uk_texture_descriptors: ['soft-meal-standards'],
  blend: ['preparing-texture-modified-meals'],
  mould: ['preparing-texture-modified-meals'],
  appetising: ['preparing-texture-modified-meals'],
  prepare_meal: ['preparing-texture-modified-meals'],
  storage: ['preparing-texture-modified-meals'],
  colour: ['iddsi-overview'],
  level_count: ['iddsi-overview'],
  oral_phase: ['what-is-dysphagia'],
  pharyngeal: ['what-is-dysphagia'],
  oesophageal: ['what-is-dysphagia'],
  cause: ['what-is-dysphagia'],
  at_risk_people: ['what-is-dysphagia'],
  what_is_iddsi: ['iddsi-overview'],
  what_is_dysphagia: ['what-is-dysphagia'],
  who_decides: ['when-to-refer-slp'],
  which_clinician: ['when-to-refer-slp'],
  stroke_signs: ['when-to-refer-slp'],
  cannot_use_cutlery: ['dysphagia-dementia', 'nutrition-weight-loss'],
  walks_away_from_meals: ['dysphagia-dementia'],
  sudden_voice_loss: ['choking-first-aid'],
  five_phase_model: ['what-is-dysphagia'],
  can_eat: ['high-risk-foods'],
  can_drink: ['iddsi-level-0'],
  powder_lumps: ['thickeners'],
  cough_on_drinking: ['signs-of-aspiration'],
};
/** The foods of the high-risk list: a question that names one and asks what to avoid is answered by that list. */
const HIGH_RISK_FOODS = ['grape', 'cherry_tomato', 'konjac_jelly', 'mochi_glutinous', 'peanut_butter', 'nuts', 'sticky', 'hard_dry', 'crunchy', 'chewy', 'mixed_consistency', 'prone_to_choke', 'bread'];
/**
 * Concepts that name what a question ASKS (what to avoid, how to mix a thickener, who decides), with the topic
 * that answers it. A level the question names is then its subject: retrieval gives the asked topic the lead and
 * the level only breaks ties (issue 19). An ask that is ambiguous needs a subject beside it: `with` always,
 * `besideLevel` only when a level is named ("avoid" + a level alone is that level's own list of foods to avoid;
 * "avoid" + a named food, or with no level, is the high-risk list).
 */
interface AskedTopic {
  topic: string;
  with?: readonly string[];
  besideLevel?: readonly string[];
}
const ASKED_TOPICS: Readonly<Record<string, AskedTopic>> = {
  avoid: { topic: 'high-risk-foods', besideLevel: HIGH_RISK_FOODS },
  powder_lumps: { topic: 'thickeners' },
  // Waiting is also the flow test's 10 seconds: it asks about standing time only beside a thickener.
  standing_time: { topic: 'thickeners', with: ['thickener', 'powder_lumps'] },
  over_thickening: { topic: 'thickeners' },
  who_decides: { topic: 'when-to-refer-slp' },
  which_clinician: { topic: 'when-to-refer-slp' },
  // "How can we tell whether she is dehydrated (on thickened drinks)?": the signs of dehydration, not how to thicken.
  symptom: { topic: 'hydration', with: ['dehydration'] },
  // Weight that keeps falling is the problem asked about: what to do is the nutrition article, not the overview.
  weight_still_falling: { topic: 'nutrition-weight-loss' },
  // Who is at risk of dysphagia: its causes (what-is-dysphagia), not the high-risk foods its words share.
  at_risk_people: { topic: 'what-is-dysphagia' },
  // "做4级糊状的饭菜 / make Level 4 meals": the level is what is made; how to make it is the preparation article,
  // not the standards or nutrition articles that share the meal words (饭菜, meals).
  meal_made_at_level: { topic: 'preparing-texture-modified-meals' },
};
const askedFeatures = (ids: readonly string[] | undefined) => ids?.map((id) => `k:${id}`);
/** Concept feature ("k:id") → the topic that answers what it asks, and the subject features it needs. */
export const ASKED_TOPIC: ReadonlyMap<string, AskedTopic> = new Map(
  Object.entries(ASKED_TOPICS).map(([id, a]) => [`k:${id}`, { topic: a.topic, with: askedFeatures(a.with), besideLevel: askedFeatures(a.besideLevel) }]),
);
/** Concept feature ("k:id") → the topics where it is central. */
/**
 * The other diet standards and local diet names (soft-meal-standards): a question that compares IDDSI levels by
 * number and names none of these asks about the levels, so a food word the standards article also lists (congee,
 * 糊仔) does not lift that article over the levels' own (retrieval belowComparedLevels).
 */
export const OTHER_STANDARD_TOPIC = 'soft-meal-standards';
export const OTHER_STANDARD_CONCEPTS: ReadonlySet<string> = new Set(
  [
    'hk_puree_meal',
    'hk_minced_meal',
    'hk_soft_meal',
    'ja_minced_meal',
    'ja_blended_meal',
    'soft_meal',
    'diet_standard',
    'jdd',
    'jdd_thickness_stage',
    'udf',
    'china_consensus',
    'care_food_standard',
    'old_diet_terms',
    'uk_texture_descriptors',
  ].map((id) => `k:${id}`),
);

export const CONCEPT_TOPICS: ReadonlyMap<string, readonly string[]> = new Map(Object.entries(CENTRAL_TOPICS).map(([id, topics]) => [`k:${id}`, topics]));

const COMPILED = compile();
/** Salience of each concept feature ("k:id") that has one set. */
export const CONCEPT_SALIENCE: ReadonlyMap<string, number> = new Map(CONCEPTS.filter((c) => c.salience !== undefined).map((c) => [`k:${c.id}`, c.salience!]));
const IMPLIED = new Map(CONCEPTS.filter((c) => c.implies?.length).map((c) => [c.id, c.implies!]));
const ASKED = new Map(CONCEPTS.filter((c) => c.asks?.length).map((c) => [c.id, c.asks!]));
const SAME = new Map(CONCEPTS.filter((c) => c.same !== undefined).map((c) => [c.id, c.same!]));
const BESIDE = new Map(CONCEPTS.filter((c) => c.beside !== undefined).map((c) => [c.id, c.beside!]));

/** The sentence around a position (up to the sentence marks either side): what Concept.beside is read in. */
const SENTENCE_MARK = /[.?!。？！\n]/u;
function sentenceAround(text: string, at: number): string {
  let start = at;
  while (start > 0 && !SENTENCE_MARK.test(text[start - 1]!)) start--;
  let end = at;
  while (end < text.length && !SENTENCE_MARK.test(text[end]!)) end++;
  return text.slice(start, end);
}

/** On the question side, a concept with a `beside` counts only when its sentence says that too. */
const besideHolds = (id: string, normalised: string, at: number) => BESIDE.get(id)?.test(sentenceAround(normalised, at)) ?? true;

function lookup(match: string): string | undefined {
  const direct = COMPILED.byForm.get(match);
  if (direct) return direct;
  // The optional plural suffix: try without it.
  if (match.endsWith('es')) {
    const hit = COMPILED.byForm.get(match.slice(0, -2));
    if (hit) return hit;
  }
  if (match.endsWith('s')) return COMPILED.byForm.get(match.slice(0, -1));
  return undefined;
}

/** Concepts said in words of their own (an amount of weight lost, a symptom as a predicate), with where each is said. */
const SAID_IN_WORDS: readonly { concept: string; said: RegExp }[] = [{ concept: 'weight_loss', said: WEIGHT_LOST }, ...SAID_SYMPTOMS];
function saidSpans(normalised: string): { start: number; end: number; concept: string }[] {
  return SAID_IN_WORDS.flatMap(({ concept, said }) =>
    [...normalised.matchAll(said)].map((m) => ({ start: m.index, end: m.index + m[0].length, concept })),
  );
}

/**
 * Making a meal of a named level, the level between the verb and the meal ("做4级糊状餐", "prepare a Level 5 minced
 * meal", "レベル4の食事を作る"): asks how to prepare it, as "做糊状" does. Question side only; normalised text.
 */
const MEAL_MADE_AT_LEVEL =
  /(?:做|制作|准备|整|煮)[^。？?，,]{0,3}?(?:iddsi\s*)?(?:第\s*)?[0-7]\s*级[^。？?，,]{0,6}?(?:餐|饭|食物|菜|膳|糊|泥)|\b(?:make|making|prepare|preparing|cook|cooking)\s+(?:a |an |the )?(?:iddsi )?level\s*[0-7]\b[^.?]{0,25}?\b(?:meals?|food|dish(?:es)?|pur[ée]e|diet|dinner|lunch|breakfast|supper)\b|レベル\s*[0-7][^。？?]{0,10}?(?:食|料理)を?(?:作|調理)/u;

/** Asks read from a question's words (question side only): IDDSI asked as a name, JDD stages asked in IDDSI's terms. */
const ASKED_IN_WORDS: readonly { concept: string; asked: RegExp }[] = [
  { concept: 'what_is_iddsi', asked: IDDSI_ASKED_AS_NAME },
  { concept: 'jdd_thickness_stage_words', asked: JDD_STAGE_IN_IDDSI_TERMS },
  { concept: 'prepare_meal', asked: MEAL_MADE_AT_LEVEL },
  { concept: 'meal_made_at_level', asked: MEAL_MADE_AT_LEVEL },
];

/** Concept ids found in already-normalised text, with their counts; a question also gets what its concepts ask about. */
export function conceptsIn(normalised: string, query = false): Map<string, number> {
  const found = new Map<string, number>();
  const bump = (id: string) => {
    const counted = SAME.get(id) ?? id;
    found.set(counted, (found.get(counted) ?? 0) + 1);
    for (const broader of IMPLIED.get(id) ?? []) found.set(broader, (found.get(broader) ?? 0) + 1);
    if (query) for (const asked of ASKED.get(id) ?? []) found.set(asked, (found.get(asked) ?? 0) + 1);
  };
  for (const m of normalised.matchAll(COMPILED.latin)) {
    const id = lookup(m[0]);
    if (id && (!query || besideHolds(id, normalised, m.index))) bump(id);
  }
  for (const m of normalised.matchAll(COMPILED.cjk)) {
    const id = COMPILED.byForm.get(seamless(m[0]));
    if (id && (!query || besideHolds(id, normalised, m.index))) bump(id);
  }
  for (const m of normalised.matchAll(LEVEL_NUMBER)) for (const l of levelsOf(m)) bump(`level_${l}`);
  for (const { concept } of saidSpans(normalised)) bump(concept);
  if (query) for (const id of questionAsks(normalised, found)) bump(id);
  return found;
}

/** What a question's words ask beyond its concepts' names (question side only). */
function questionAsks(normalised: string, found: ReadonlyMap<string, number>): string[] {
  const asks = ASKED_IN_WORDS.filter((a) => a.asked.test(normalised)).map((a) => a.concept);
  if (asksDysphagiaAsWord(normalised)) asks.unshift('what_is_dysphagia');
  if (WHO_CHECKS.test(normalised) && CHECKED_SWALLOWING.test(normalised) && !found.has('who_decides')) asks.push('who_assesses');
  // (An article names its tests by name, and its "when to use fork and spoon tests" is no ask.)
  if (!TESTS_THE_SWALLOW.test(normalised)) for (const m of normalised.matchAll(TOOL_CHECK)) asks.push(...toolTests(m));
  return asks;
}

/**
 * The phrases of already-normalised text that name concepts, with the concept each names
 * (the first, when adjacent names run together: "level 7 easy to chew" is one phrase).
 */
export function conceptSpans(normalised: string): { text: string; concept: string }[] {
  const found: { start: number; end: number; concept: string }[] = [];
  for (const m of normalised.matchAll(COMPILED.latin)) {
    const id = lookup(m[0]);
    if (id) found.push({ start: m.index, end: m.index + m[0].length, concept: SAME.get(id) ?? id });
  }
  for (const m of normalised.matchAll(COMPILED.cjk)) {
    const id = COMPILED.byForm.get(seamless(m[0]));
    if (id) found.push({ start: m.index, end: m.index + m[0].length, concept: SAME.get(id) ?? id });
  }
  for (const m of normalised.matchAll(LEVEL_NUMBER)) for (const l of levelsOf(m)) found.push({ start: m.index, end: m.index + m[0].length, concept: `level_${l}` });
  found.push(...saidSpans(normalised));
  for (const m of normalised.matchAll(TOOL_CHECK))
    for (const concept of toolTests(m)) found.push({ start: m.index, end: m.index + m[0].length, concept });
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: { start: number; end: number; concepts: string[] }[] = [];
  for (const f of found) {
    const last = merged[merged.length - 1];
    if (last && f.start <= last.end + 1 && /^\s*$/.test(normalised.slice(last.end, f.start))) {
      last.end = Math.max(last.end, f.end);
      last.concepts.push(f.concept);
    } else if (last && f.start < last.end) last.end = Math.max(last.end, f.end);
    else merged.push({ start: f.start, end: f.end, concepts: [f.concept] });
  }
  return merged.flatMap((m) => [...new Set(m.concepts)].map((concept) => ({ text: normalised.slice(m.start, m.end), concept })));
}

const UNIT_BY_FORM = new Map<string, string>();
for (const u of UNITS) if (!u.span) for (const f of u.forms) UNIT_BY_FORM.set(normaliseForMatch(f), u.unit);
/** Forms as one alternation, longest first. */
const formsPattern = (forms: Iterable<string>) => [...forms].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|');
/** A number, optionally a range ("1 to 4", "1-4", "1〜4"), then a unit. */
const NUMBER = '\\d+(?:\\.\\d+)?|[一二两三四五六七八九十半]+';
const RANGE = '\\s*(?:-|–|~|〜|to|至|到|から)\\s*';
const QUANTITY = new RegExp(`(${NUMBER})(?:${RANGE}(${NUMBER}))?\\s*(${formsPattern(UNIT_BY_FORM.keys())})(?![a-z])`, 'gu');
/** A span of time: a number (and a measure word, "兩個星期" normalised) before a span unit of UNITS. */
const TIME_SPAN = new RegExp(
  `(?:${NUMBER})(?:${RANGE}(?:${NUMBER}))?\\s*(?:个)?\\s*(?:${formsPattern(UNITS.filter((u) => u.span).flatMap((u) => u.forms.map(normaliseForMatch)))})(?![a-z])`,
  'u',
);

/** True when a text states a span of time ("within 4 hours", "4小時內", "2週間"): it answers "how soon / how long". */
export function statesTimeSpan(text: string): boolean {
  return TIME_SPAN.test(normaliseForMatch(text));
}
const CJK_DIGITS: Readonly<Record<string, string>> = { 一: '1', 二: '2', 两: '2', 三: '3', 四: '4', 五: '5', 六: '6', 七: '7', 八: '8', 九: '9', 十: '10', 半: '0.5' };
/** "两" → "2", "十" → "10"; longer numerals stay as written. */
const numberValue = (n: string) => CJK_DIGITS[n] ?? n;

/** Quantities ("4mm", "10s", "1.5cm") in normalised text; a range yields both ends. */
export function quantitiesIn(normalised: string): string[] {
  const out: string[] = [];
  for (const m of normalised.matchAll(QUANTITY)) {
    const unit = UNIT_BY_FORM.get(m[3]!);
    if (!unit) continue;
    out.push(`${numberValue(m[1]!)}${unit}`);
    if (m[2]) out.push(`${numberValue(m[2])}${unit}`);
  }
  return out;
}
