/**
 * Folds Traditional Chinese (and Japanese shinjitai) characters onto their
 * Simplified forms, so zh-HK, zh-CN and, where kanji agree, ja text share
 * the same character n-gram features. Compact: it covers the characters of
 * this domain (the corpus and the questions people ask about it), not the
 * whole of Chinese; an unknown character is kept as it is.
 */

/** Pairs of characters: variant, then the simplified form it folds to. */
const PAIRS =
  // Traditional → Simplified
  '級级飲饮嚥咽時时測测療疗試试師师應应後后長长進进藥药語语會会並并狀状質质別别難难變变過过間间動动風风體体為为爲为' +
  '壓压濕湿護护頭头認认險险誤误較较經经檢检餵喂評评確确開开乾干須须沒没適适細细現现與与營营養养於于醫医氣气針针' +
  '屬属處处內内對对發发樣样調调麼么問问側侧聲声來来轉转餘余讓让劑剂隱隐議议礙碍個个錄录減减傾倾團团塊块記记計计' +
  '攪搅題题給给嚨咙類类徵征醬酱篩筛魚鱼邊边稱称續续復复約约從从遜逊燒烧標标覺觉澱淀號号靜静劃划顯显況况見见膠胶' +
  '韌韧響响纖纤點点製制補补齒齿溫温說说員员數数離离鐘钟餅饼決决維维顆颗熱热嚴严強强極极線线濃浓湯汤輕轻隊队無无' +
  '繼继報报結结準准職职種种兩两關关兒儿夠够當当預预濁浊產产腸肠絲丝脫脱潤润飽饱衝冲擊击盡尽條条詢询順顺潔洁練练' +
  '殘残緊紧顧顾圓圆運运這这訓训顏颜視视幾几勢势單单斷断沖冲帶带設设頰颊電电話话專专機机診诊儀仪錯错黃黄闊阔蘿萝' +
  '雞鸡實实舊旧協协飯饭車车嬰婴絕绝簡简頸颈釋释穀谷紅红麵面麪面煙烟總总籤签統统積积亂乱喚唤許许異异隻只環环請请' +
  '幫帮閉闭緩缓業业爛烂該该飼饲備备劇剧階阶隨随採采顎颚攝摄訴诉則则讀读穩稳觀观項项蔔卜殼壳葉叶擇择際际寫写裝装' +
  '紀纪鏡镜滿满習习惡恶雙双勵励務务導导驟骤參参跡迹蹟迹遲迟徑径勻匀節节編编彈弹歡欢訂订卻却嚕噜譜谱層层國国構构' +
  '潰溃瘍疡慣惯誰谁甦苏蘇苏達达獨独遠远討讨張张範范監监願愿腫肿術术組组織织損损貼贴東东併并癱瘫廠厂剛刚還还夾夹' +
  '滲渗糭粽賣卖輔辅齡龄擠挤廚厨負负責责聽听腳脚窺窥學学資资衞卫衛卫鎮镇額额臍脐婦妇歲岁傷伤枱台檯台觸触愛爱壽寿' +
  '擾扰擋挡膩腻脹胀堅坚噴喷揮挥們们鎖锁涼凉撥拨銳锐蘋苹親亲綿绵豬猪馬马鹹咸蝦虾餃饺餡馅訪访歐欧瀉泻嘔呕賴赖暈晕' +
  '壺壶義义書书紋纹麥麦燜焖綠绿藍蓝壞坏獲获頻频鬆松談谈聞闻諮咨徹彻規规雖虽臨临費费圍围頓顿連连鋇钡態态輻辐據据' +
  '雜杂淨净蓋盖櫃柜搖摇貨货啟启樂乐慮虑溝沟懷怀齊齐聯联軟软腦脑癡痴凍冻嗆呛塊块碗碗粘粘黏粘嗎吗裡里裏里係系' +
  '噁恶嘗尝嚐尝燙烫燉炖漿浆蔥葱薑姜鐵铁錢钱歷历曆历舉举團团餐餐雜杂湯汤羹羹鬚须髮发週周麼么甚甚隻只嚮向勸劝' +
  '億亿價价錶表鹽盐醫医濾滤瀝沥熒荧療疗癥症症症鼻鼻胃胃餸餸糰团糧粮餓饿餵喂飪饪儲储燥燥衰衰廁厕帳帐幣币' +
  '劑剂藥药鍋锅鏟铲盤盘盒盒瓶瓶罐罐杯杯壺壶碟碟匙匙筷筷叉叉刀刀' +
  // Japanese shinjitai → Simplified (only where the kanji differs)
  '毎每齢龄気气顕显歯齿汚污頼赖覚觉薬药経经栄荣脳脑絶绝剤剂伝传増增従从聴听実实関关悪恶発发録录価价応应軽轻' +
  '効效両两児儿圧压臓脏緒绪処处険险対对識识噛啮遅迟騒骚厳严変变図图勧劝楽乐錠锭帯带検检査查専专摂摄詳详読读説说' +
  '単单乗乘繊纤飴饴焼烧殻壳鶏鸡捨舍華华醤酱絹绢塩盐団团弾弹売卖総总転转択择販贩縦纵緑绿黒黑様样砕碎懸悬壊坏隠隐' +
  '囲围済济歴历験验継继徴征銘铭挿插嚥咽語语誤误間间時时飲饮問问題题動动体体声声養养護护険险謝谢話话続续態态';

function buildTable(pairs: string): Map<string, string> {
  const chars = [...pairs];
  const table = new Map<string, string>();
  for (let i = 0; i + 1 < chars.length; i += 2) {
    const from = chars[i]!;
    const to = chars[i + 1]!;
    if (from !== to && !table.has(from)) table.set(from, to);
  }
  return table;
}

const TABLE = buildTable(PAIRS);

/** Fold every Han character of a string. */
export function foldHanText(text: string): string {
  let out = '';
  for (const ch of text) out += TABLE.get(ch) ?? ch;
  return out;
}

/** Characters that exist only in Traditional writing (used by language detection). */
export function isTraditionalOnly(ch: string): boolean {
  return TABLE.has(ch) && !JAPANESE_ONLY.has(ch);
}

// Shinjitai forms are not evidence of Traditional Chinese.
const JAPANESE_ONLY = new Set([
  ...'毎齢気顕歯汚頼覚薬経栄脳絶剤伝増従聴実関悪発録価応軽効両児圧臓緒処険対識噛遅騒厳変図勧楽錠帯検査専摂詳読説単乗繊飴焼殻鶏捨華醤絹塩団弾売総転択販縦緑黒様砕懸壊隠囲済歴験継徴銘挿',
]);
