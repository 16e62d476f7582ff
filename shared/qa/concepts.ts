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

export interface Concept {
  id: string;
  /** Surface forms in any script. Latin forms match whole words, with an optional plural. */
  terms: readonly string[];
  /** Broader concepts a match also counts as ("weight loss" is about weight too). */
  implies?: readonly string[];
  /** How much the concept says about which passage answers (default 1): "resident" is in most questions by chance. */
  salience?: number;
}

export const CONCEPTS: readonly Concept[] = [
  // tests and equipment
  { id: 'flow_test', terms: ['flow test', 'syringe test', '流動測試', '流动测试', 'フローテスト'] },
  { id: 'syringe', terms: ['syringe', '針筒', '注射器', 'シリンジ'] },
  { id: 'fork_drip_test', terms: ['fork drip test', 'drip test', '叉滴測試', '叉子滴落测试', '滴落测试', 'フォークドリップテスト', 'ドリップテスト'] },
  { id: 'spoon_tilt_test', terms: ['spoon tilt test', 'tilt test', '匙羹傾側測試', '勺子倾斜测试', '倾斜测试', 'スプーンティルトテスト', 'ティルトテスト'] },
  { id: 'fork_pressure_test', terms: ['fork pressure test', 'pressure test', '叉壓測試', '叉子按压测试', '按压测试', 'フォーク圧テスト', 'フォークプレッシャーテスト', '圧テスト'] },
  { id: 'fork', terms: ['fork', '叉', 'フォーク'] },
  { id: 'spoon', terms: ['spoon', 'teaspoon', '匙羹', '勺子', '匙', 'スプーン'] },
  { id: 'chopstick_test', terms: ['chopstick test', 'finger test', '筷子測試', '手指測試', '箸テスト', '指テスト'] },
  { id: 'thumbnail_blanch', terms: ['thumbnail', 'blanch', '指甲變白', '指甲发白', '爪が白く', '爪の色が白'] },
  // thickening
  { id: 'thickener', terms: ['thickener', 'thickening agent', 'thickening powder', '凝固粉', '增稠劑', '增稠剂', '稠化劑', 'とろみ剤', '増粘剤'] },
  { id: 'thickened', terms: ['thickened', 'thicken', '增稠', '加稠', 'とろみ付き', 'とろみをつけ', 'とろみを付け', 'とろみ'] },
  { id: 'xanthan', terms: ['xanthan', 'gum-based', 'gum based', '黃原膠', '黄原胶', '三仙膠', '膠類', '胶类', 'キサンタン', 'ガム系'] },
  { id: 'starch', terms: ['starch', 'starch-based', '澱粉', '淀粉', 'でんぷん', 'デンプン'] },
  { id: 'amylase', terms: ['amylase', '澱粉酶', '淀粉酶', 'アミラーゼ'] },
  { id: 'nectar_honey', terms: ['nectar-thick', 'nectar', 'honey-thick', 'honey', '花蜜', '蜂蜜', 'ネクター', 'はちみつ'] },
  // swallowing and risk
  { id: 'dysphagia', terms: ['dysphagia', 'swallowing difficulty', 'swallowing problem', 'difficulty swallowing', '吞嚥困難', '吞咽困难', '吞咽障碍', '吞嚥障礙', '嚥下障害', '飲み込み'] },
  { id: 'swallow', terms: ['swallow', 'swallowing', '吞嚥', '吞咽', '嚥下'] },
  { id: 'aspiration', terms: ['aspiration', 'aspirate', '誤吸', '误吸', '誤嚥'] },
  { id: 'silent_aspiration', terms: ['silent aspiration', '隱性誤吸', '隐性误吸', '無聲誤吸', '不顕性誤嚥'] },
  { id: 'aspiration_pneumonia', terms: ['aspiration pneumonia', 'chest infection', 'pneumonia', '吸入性肺炎', '肺炎', '誤嚥性肺炎', '胸部感染'] },
  // Questions say "choked on", "哽親", "噎到", "喉に詰まらせた": colloquial forms meet the articles' terms.
  { id: 'choking', terms: ['choking', 'choke', 'choked', 'choke on', '哽塞', '噎食', '噎住', '窒息', '哽咽', '哽親', '哽到', '哽住', '哽', '噎到', '噎着', '噎著', '噎', '卡喉', '喉に詰ま', 'のどに詰ま', '詰まらせた'] },
  { id: 'first_aid', terms: ['first aid', '急救', '応急手当', '応急処置'] },
  { id: 'cough', terms: ['cough', 'coughing', '咳嗽', '咳', 'むせ', '咳込'] },
  { id: 'wet_voice', terms: ['wet voice', 'gurgly voice', 'gurgling', '聲音變濕', '声音变湿', '濕聲', '湿性嗄声', 'ガラガラ声', '声がガラガラ'] },
  { id: 'airway', terms: ['airway', 'windpipe', '氣管', '气管', '気道'] },
  { id: 'back_blows', terms: ['back blow', 'back blows', '拍背', '背部叩打', '背中を叩'] },
  { id: 'abdominal_thrusts', terms: ['abdominal thrust', 'heimlich', '腹部衝擊', '腹部冲击', '海姆立克', '腹部突き上げ'] },
  { id: 'chest_thrusts', terms: ['chest thrust', '胸部衝擊', '胸部冲击', '胸部按压', '胸部突き上げ'] },
  { id: 'pregnant', terms: ['pregnant', 'pregnancy', '孕婦', '孕妇', '懷孕', '妊婦', '妊娠'] },
  { id: 'emergency_call', terms: ['ambulance', 'emergency services', '救護車', '救护车', '急救電話', '救急車'] },
  // people and care
  { id: 'slp', terms: ['speech-language pathologist', 'speech and language therapist', 'speech therapist', 'slp', '言語治療師', '言语治疗师', '言語聴覚士', '言語療法士'] },
  { id: 'refer', terms: ['refer', 'referral', '轉介', '转介', '转诊', '相談', '紹介'] },
  { id: 'dietitian', terms: ['dietitian', 'dietician', '營養師', '营养师', '栄養士'] },
  { id: 'pharmacist', terms: ['pharmacist', '藥劑師', '药剂师', '药师', '薬剤師'] },
  { id: 'doctor', terms: ['doctor', 'gp', 'physician', '醫生', '医生', '医师', '医師'] },
  { id: 'child', terms: ['child', 'children', 'paediatric', 'pediatric', 'infant', 'kid', '兒童', '儿童', '小朋友', '小童', '小孩', '孩子', '細路', '幼兒', '嬰兒', '子ども', '子供', '小児', '乳幼児', '乳児'] },
  { id: 'adult', terms: ['adult', '成人', '成年人', '大人'] },
  { id: 'elderly_resident', terms: ['resident', 'older adult', 'elderly', '院友', '長者', '长者', '老人', '入居者', '高齢者'], salience: 0.3 },
  // positioning and feeding
  { id: 'upright', terms: ['upright', 'sit up', 'sitting up', '90 degrees', '坐直', '坐正', '直立', '座位', '上体を起こ', '体を起こ', '背筋を伸ば'] },
  { id: 'positioning', terms: ['position', 'posture', 'positioning', '姿勢', '姿势', '体位', '坐姿'] },
  { id: 'chin_tuck', terms: ['chin tuck', 'chin down', '低頭', '低头', '收下巴', '顎引き', 'あごを引'] },
  { id: 'straw', terms: ['straw', 'sippy cup', 'spouted cup', '吸管', '鴨嘴杯', 'ストロー', '吸い飲み'] },
  { id: 'feeding_assist', terms: ['feeding', 'hand feeding', 'assist', '餵食', '喂食', '餵飼', '食事介助', '介助'] },
  { id: 'after_meal', terms: ['after a meal', 'after meals', 'after eating', '飯後', '饭后', '餐后', '進食後', '进食后', '食後'] },
  // medicines
  { id: 'medicine', terms: ['medicine', 'medication', 'tablet', 'pill', 'capsule', 'drug', '藥物', '药物', '藥丸', '药片', '藥', '药', '錠剤', '薬', '服薬', 'カプセル'] },
  { id: 'crush', terms: ['crush', 'crushing', 'grind', '磨碎', '碾碎', '壓碎', '压碎', '研碎', '粉砕', 'つぶす', 'つぶし', 'つぶして'] },
  { id: 'modified_release', terms: ['modified-release', 'modified release', 'slow-release', 'slow release', 'extended-release', 'sustained-release', '緩釋', '缓释', '控釋', '控释', '徐放'] },
  { id: 'enteric', terms: ['enteric-coated', 'enteric coated', 'enteric', '腸溶', '肠溶'] },
  { id: 'covert', terms: ['covert', 'hidden in food', '隱蔽給藥', '隐蔽给药', '本人に知らせない'] },
  // mouth care
  { id: 'oral_care', terms: ['oral care', 'mouth care', 'oral hygiene', '口腔護理', '口腔护理', '口腔清潔', '口腔清洁', '口腔ケア'] },
  { id: 'toothbrush', terms: ['brush teeth', 'brushing', 'toothbrush', 'toothpaste', '刷牙', '牙刷', '牙膏', '歯磨き', '歯ブラシ'] },
  { id: 'denture', terms: ['denture', 'false teeth', '假牙', '義齒', '义齿', '義歯', '入れ歯'] },
  { id: 'saliva', terms: ['saliva', 'drool', 'drooling', '口水', '唾液', '流口水', 'よだれ'] },
  { id: 'dry_mouth', terms: ['dry mouth', 'xerostomia', '口乾', '口干', '口腔乾燥', '口渇', 'ドライマウス', '口の乾燥'] },
  // fluids and nutrition
  { id: 'hydration', terms: ['hydration', 'fluid intake', 'fluids', 'how much to drink', '水分補充', '补水', '飲水量', '饮水量', '水分補給', '水分摂取'] },
  { id: 'dehydration', terms: ['dehydration', 'dehydrated', 'not drinking enough', '脫水', '脱水', '缺水', '水分不足', '水分が不足', '水分不足'] },
  { id: 'urine', terms: ['urine', 'pee', '小便', '尿'] },
  { id: 'constipation', terms: ['constipation', '便秘'] },
  { id: 'weight_loss', terms: ['weight loss', 'losing weight', 'lost weight', 'lose weight', 'weight falls', '瘦咗', '瘦', '消瘦', '變瘦', '體重下降', '体重下降', '體重減輕', '体重减轻', '体重減少', '体重が減', '痩せ', 'やせ'], implies: ['weight'] },
  { id: 'weight', terms: ['weight', 'weigh', 'weighing', '體重', '体重', '磅重', '称重'] },
  { id: 'malnutrition', terms: ['malnutrition', 'undernutrition', '營養不良', '营养不良', '低栄養'] },
  { id: 'fortify', terms: ['fortify', 'fortified', 'fortifying', '強化', '强化', '栄養強化'] },
  { id: 'supplement', terms: ['supplement', 'oral nutritional supplement', '營養補充', '营养补充', '栄養補助'] },
  { id: 'must_tool', terms: ['must score', 'malnutrition universal screening tool', 'must 營養', 'must 营养'] },
  // screening
  { id: 'eat10', terms: ['eat-10', 'eat10', 'eat 10'] },
  { id: 'water_swallow_test', terms: ['water swallow test', 'water swallowing test', '3-ounce', '3 ounce', '3 oz', '飲水測試', '饮水试验', '飲水吞嚥測試', '水飲みテスト', '改訂水飲みテスト'] },
  { id: 'instrumental', terms: ['vfss', 'fees', 'videofluoroscopy', 'videofluoroscopic', 'endoscopic', '吞鋇', '吞钡', '内視鏡', '嚥下造影'] },
  { id: 'screening', terms: ['screening', 'screen', '篩查', '筛查', 'スクリーニング'] },
  // conditions
  { id: 'acute', terms: ['acute', 'new stroke', 'just had a stroke', 'recent stroke', '急性', '新近', '新發', '新发', '啱啱', '剛剛', '直後', '発症したばかり'] },
  { id: 'stroke', terms: ['stroke', '中風', '中风', '卒中', '腦卒中', '脑卒中', '脳卒中', '脑梗'] },
  { id: 'parkinson', terms: ["parkinson's", 'parkinson', '柏金遜', '帕金森', 'パーキンソン'] },
  { id: 'dementia', terms: ['dementia', 'alzheimer', '認知障礙', '认知障碍', '腦退化', '痴呆', '失智', '認知症'] },
  { id: 'head_neck_cancer', terms: ['head and neck cancer', 'head & neck cancer', '頭頸癌', '头颈癌', '头颈部肿瘤', '頭頸部がん'] },
  { id: 'radiotherapy', terms: ['radiotherapy', 'radiation therapy', 'radiation', '放射治療', '放射治疗', '放疗', '電療', '放射線治療', '放射線'] },
  { id: 'feeding_tube', terms: ['feeding tube', 'tube feeding', 'nasogastric', 'ng tube', 'peg', 'gastrostomy', '鼻胃管', '胃造口', '胃造瘻', '管飼', '管饲', '经管', '胃ろう', '経管栄養', '経鼻胃管'] },
  { id: 'exercise', terms: ['exercise', 'swallowing exercise', '運動', '训练', '訓練', '嚥下訓練', '吞咽训练'] },
  { id: 'prehab', terms: ['prehabilitation', 'prehab', '預康復', '预康复', 'プレハビリ'] },
  // foods
  { id: 'grape', terms: ['grape', '提子', '葡萄', 'ぶどう', 'ブドウ'] },
  { id: 'cherry_tomato', terms: ['cherry tomato', '車厘茄', '圣女果', '小番茄', 'ミニトマト'] },
  { id: 'konjac_jelly', terms: ['konjac jelly', 'konjac', 'jelly cup', '蒟蒻啫喱', '魔芋果凍', '魔芋果冻', '蒟蒻', 'こんにゃくゼリー', 'こんにゃく'] },
  { id: 'mochi_glutinous', terms: ['mochi', 'glutinous rice', 'sticky rice', '糯米', '麻糬', '年糕', '湯圓', '汤圆', '糍粑', 'お餅', '餅', '白玉'] },
  { id: 'peanut_butter', terms: ['peanut butter', '花生醬', '花生酱', 'ピーナッツバター'] },
  { id: 'nuts', terms: ['nut', 'peanut', '果仁', '坚果', '花生', 'ナッツ', 'ピーナッツ'] },
  { id: 'sticky', terms: ['sticky', 'sticki', '黏', '粘', '黐', 'べたつ', '粘り'] },
  { id: 'hard_dry', terms: ['hard', 'hard or dry', 'dry food', '硬或乾', '乾硬', '硬身', '硬', '硬い'] },
  { id: 'biscuit', terms: ['biscuit', 'cracker', 'wafer', '餅乾', '饼干', '威化', 'ビスケット', 'ウエハース', 'せんべい'] },
  { id: 'transitional', terms: ['transitional food', 'transitional', '過渡性食物', '过渡性食物', '過渡', '移行食', 'トランジショナル'] },
  { id: 'congee', terms: ['congee', 'porridge', 'rice porridge', '粥', '白粥', 'お粥', 'おかゆ'] },
  { id: 'fish_ball', terms: ['fish ball', 'beef ball', 'meatball', '魚蛋', '鱼蛋', '魚丸', '鱼丸', '牛丸', '肉丸', 'つみれ', '肉団子'] },
  { id: 'dim_sum', terms: ['dim sum', 'dumpling', 'siu mai', 'har gow', '點心', '点心', '燒賣', '蝦餃', '餃子', '点心'] },
  { id: 'mixed_consistency', terms: ['mixed consistency', 'mixed consistencies', 'mixed texture', 'mixed thin and thick', '混合質地', '混合质地', '稀稠混合', '二相', '混合物', '離水'] },
  { id: 'soup', terms: ['soup', '湯', '汤', 'スープ', '汁物'] },
  { id: 'bread', terms: ['bread', 'toast', '麵包', '面包', '多士', 'パン', 'トースト'] },
  { id: 'rice', terms: ['rice', '飯', '饭', '米飯', 'ご飯', 'ごはん'] },
  { id: 'meat', terms: ['meat', 'chicken', 'pork', 'beef', '雞', '鸡', '豬肉', '牛肉'] },
  { id: 'fish', terms: ['fish', '魚', '鱼', '魚骨', '鱼刺'] },
  { id: 'blend', terms: ['blend', 'blender', 'puree', 'pureeing', 'liquidise', 'liquidize', '攪拌', '搅拌', '攪糊', '打泥', '打成泥', 'ミキサー', 'ブレンダー'] },
  { id: 'mince', terms: ['mince', 'mincing', 'chop', 'chopping', '剁碎', '切碎', '碎餐', '刻み', 'みじん'] },
  { id: 'mould', terms: ['mould', 'mold', 'moulding', 'molding', 'moulded', 'piped', 'piping', '造型', '塑形', '成形', '模具', '唧花', '裱花', '形を作', '形を整え', '型に入れ', '型抜き', '絞り出'] },
  { id: 'soft_meal', terms: ['soft meal', 'soft diet', '軟餐', '软餐', '碎餐', '糊餐', '嚥下調整食', '軟菜', '介護食'] },
  // properties
  { id: 'lump_particle', terms: ['lump', 'particle', 'piece', '顆粒', '颗粒', '粒', '塊', '块', 'かけら', '粒の大きさ'] },
  { id: 'size', terms: ['size', 'how big', 'how small', 'how large', '大小', '尺寸', '大きさ', 'サイズ'] },
  { id: 'chew', terms: ['chew', 'chewing', '咀嚼', '噛', '嚼'] },
  { id: 'teat_bottle', terms: ['teat', 'bottle', 'feeding bottle', '奶嘴', '奶樽', '奶瓶', '哺乳瓶', '乳首'] },
  { id: 'cup', terms: ['cup', 'drink from a cup', '杯', '用杯', 'コップ'] },
  { id: 'temperature', terms: ['temperature', 'warm', 'cold', '溫度', '温度', '温か', '冷た'] },
  { id: 'standing_time', terms: ['standing time', 'stand for', 'wait', '靜置', '静置', '等待', '等多久', '等幾耐', '要等', '待ち時間', '待ち', '待て', '待つ', '待っ', '放置'] },
  { id: 'over_thickening', terms: ['over-thickening', 'over-thickened', 'too thick', 'extra powder', 'more thickener', '過稠', '太稠', '多加粉', '多加', '多放', '濃すぎ', '付けすぎ'] },
  { id: 'appetising', terms: ['appetising', 'appetizing', 'attractive', 'presentation', 'look nicer', 'look better', 'looks better', 'look good', '吸引', '好看', '賣相', '美觀', '見た目', '食欲をそそ', 'おいしそう'] },
  { id: 'prepare_meal', terms: ['preparing', 'how to make', 'recipe', '作り方', '製作', '做法', '點整', '點煮'] },
  { id: 'storage', terms: ['store', 'storage', 'keep out of reach', '存放', '保存', '儲存', '保管', '手の届かない'] },
  { id: 'oral_phase', terms: ['oral phase', 'oral dysphagia', '口腔期', '口腔'] },
  { id: 'pharyngeal', terms: ['pharyngeal', 'pharynx', 'throat', '咽喉', '喉嚨', '咽部', '咽頭', 'のど'] },
  { id: 'oesophageal', terms: ['oesophageal', 'esophageal', 'oesophagus', 'esophagus', '食道'] },
  { id: 'colour', terms: ['colour', 'color', 'colour code', 'color code', '顏色', '何色', 'カラー', 'カラーコード', '色'] },
  { id: 'types', terms: ['types of', 'kinds of', 'type', 'types', '類型', '種類', '幾種', '分類', 'タイプ'] },
  { id: 'mouthful', terms: ['mouthful', 'mouthfuls', 'teaspoon at a time', '每啖', '一啖', '啖', '每口', '小口', 'ひと口', '一口'] },
  { id: 'ice_cream', terms: ['ice cream', '冰淇淋', '雪糕', 'アイスクリーム', 'アイス'] },
  { id: 'ice', terms: ['ice', 'ice cube', 'ice cubes', '冰塊', '冰块', '加冰', '冰', '氷'] },
  { id: 'cause', terms: ['cause', 'caused', '原因', '成因', '病因'] },
  { id: 'symptom', terms: ['symptom', 'sign', 'warning sign', '徵狀', '征状', '症状', '征象', '警號', '迹象', '警示信号', '信号', 'サイン', '兆候', '徴候'] },
  { id: 'pocketing', terms: ['pocketing', 'holds food', 'holding food', 'hold food', 'holds food in', 'food held', '含住', '含著', '含着', '含在口', '含飯', '含饭', '含食', 'ため込', '口にため', 'ためこ'] },
  { id: 'meal_time', terms: ['mealtime', 'meal time', 'time of meal', '用膳時間', '进餐时间', '食事時間', '食事の時間'] },
  { id: 'on_period', terms: ['on period', '"on" period', '“開”期', '开期', '藥效期', '药效期', 'オン状態', 'オンの時間', 'on状態', '「開」期', '「开」期', '“开”期', '「オン」', '(オン)'] },
  { id: 'duration_long_meal', terms: ['takes longer', 'longer than 30 minutes', 'long time to eat', '進食時間長', '进食时间', '食事に時間'] },
];

/** "Level 5", "第5級", "5级", "レベル5": one concept per IDDSI level. */
const LEVEL_NUMBER = /(?:\blevels?\s*|第\s*|レベル\s*)([0-7])(?!\d)|(?<![\d.])([0-7])\s*(?:级|等级)/gu;

/** The level names of the level table, in every language, plus the corpus's own variants. */
const LEVEL_NAMES: Readonly<Record<number, readonly string[]>> = {
  0: ['thin drink', '稀薄', '薄い液体'],
  1: ['slightly thick', '極微稠', '极微稠', 'ごく薄いとろみ'],
  2: ['mildly thick', '低稠', '薄いとろみ'],
  3: ['moderately thick', 'liquidised', 'liquidized', '中稠', '流質', '流质', '中間のとろみ', '液状'],
  4: ['extremely thick', 'puréed', 'pureed', 'purée', '高稠', '糊狀', '糊状', '糊餐', '濃いとろみ', 'ピューレ'],
  5: ['minced & moist', 'minced and moist', 'minced', '細碎及濕軟', '細碎', '细碎湿软', '细碎', '碎餐', 'ミンス＆モイスト', 'ミンス'],
  6: ['soft & bite-sized', 'soft and bite-sized', 'bite-sized', 'bite sized', '軟質及一口量', '軟質及一口大小', '软质一口量', '一口量', '一口大小', 'ソフト＆一口大', '一口大'],
  7: ['regular easy to chew', 'easy to chew', 'regular diet', '容易咀嚼', '易咀嚼', '常食', '容易に噛める'],
};

/** Level labels that are everyday words ("normal") and would fire everywhere. */
const GENERIC_LABELS = new Set(['正常', '普通']);

/** Units of measure: a number followed by one of these becomes a quantity feature ("4mm"). */
export const UNITS: readonly { unit: string; forms: readonly string[] }[] = [
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
];

/** Normalise as the feature extractor does (so patterns and text meet). */
export function normaliseForMatch(text: string): string {
  return foldHanText(text.normalize('NFKC').toLowerCase());
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isLatin = (s: string) => /^[\p{Script=Latin}\p{N}\s'’&.\-"“”]+$/u.test(s);

interface CompiledConcepts {
  latin: RegExp;
  cjk: RegExp;
  byForm: Map<string, string>;
}

function compile(): CompiledConcepts {
  const byForm = new Map<string, string>();
  const latin: string[] = [];
  const cjk: string[] = [];
  const add = (id: string, term: string) => {
    const form = normaliseForMatch(term);
    if (byForm.has(form)) return; // first concept wins: the table is ordered specific → general
    byForm.set(form, id);
    (isLatin(form) ? latin : cjk).push(form);
  };
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
    latin: new RegExp(`(?<![\\p{L}\\p{N}])(?:${latin.map(escape).join('|')})(?:e?s)?(?![\\p{L}\\p{N}])`, 'gu'),
    cjk: new RegExp(cjk.map(escape).join('|'), 'gu'),
    byForm,
  };
}

const COMPILED = compile();
/** Salience of each concept feature ("k:id") that has one set. */
export const CONCEPT_SALIENCE: ReadonlyMap<string, number> = new Map(CONCEPTS.filter((c) => c.salience !== undefined).map((c) => [`k:${c.id}`, c.salience!]));
const IMPLIED = new Map(CONCEPTS.filter((c) => c.implies?.length).map((c) => [c.id, c.implies!]));

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

/** Concept ids found in already-normalised text, with their counts. */
export function conceptsIn(normalised: string): Map<string, number> {
  const found = new Map<string, number>();
  const bump = (id: string) => {
    found.set(id, (found.get(id) ?? 0) + 1);
    for (const broader of IMPLIED.get(id) ?? []) found.set(broader, (found.get(broader) ?? 0) + 1);
  };
  for (const m of normalised.matchAll(COMPILED.latin)) {
    const id = lookup(m[0]);
    if (id) bump(id);
  }
  for (const m of normalised.matchAll(COMPILED.cjk)) {
    const id = COMPILED.byForm.get(m[0]);
    if (id) bump(id);
  }
  for (const m of normalised.matchAll(LEVEL_NUMBER)) bump(`level_${m[1] ?? m[2]}`);
  return found;
}

/**
 * The phrases of already-normalised text that name concepts, with the concept each names
 * (the first, when adjacent names run together: "level 7 easy to chew" is one phrase).
 */
export function conceptSpans(normalised: string): { text: string; concept: string }[] {
  const found: { start: number; end: number; concept: string }[] = [];
  for (const m of normalised.matchAll(COMPILED.latin)) {
    const id = lookup(m[0]);
    if (id) found.push({ start: m.index, end: m.index + m[0].length, concept: id });
  }
  for (const m of normalised.matchAll(COMPILED.cjk)) {
    const id = COMPILED.byForm.get(m[0]);
    if (id) found.push({ start: m.index, end: m.index + m[0].length, concept: id });
  }
  for (const m of normalised.matchAll(LEVEL_NUMBER)) found.push({ start: m.index, end: m.index + m[0].length, concept: `level_${m[1] ?? m[2]}` });
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
for (const u of UNITS) for (const f of u.forms) UNIT_BY_FORM.set(normaliseForMatch(f), u.unit);
const unitForms = [...UNIT_BY_FORM.keys()].sort((a, b) => b.length - a.length).map(escape);
/** A number, optionally a range ("1 to 4", "1-4", "1〜4"), then a unit. */
const NUMBER = '\\d+(?:\\.\\d+)?|[一二两三四五六七八九十半]+';
const QUANTITY = new RegExp(
  `(${NUMBER})(?:\\s*(?:-|–|~|〜|to|至|到|から)\\s*(${NUMBER}))?\\s*(${unitForms.join('|')})(?![a-z])`,
  'gu',
);
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
