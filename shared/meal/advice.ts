/**
 * How to bring an item to the resident's level: concrete kitchen steps per
 * target level, and the check that confirms it, in every batch language.
 * Numbers follow the IDDSI framework (4 mm and 1.5 cm adult particle sizes,
 * the 10 ml / 10 s flow test bands).
 */
import { levelLabel, type IddsiLevel } from '../iddsi/levels';

export type AdviceLanguage = 'en' | 'zh-HK' | 'zh-Hans' | 'tl' | 'id';

type Table = Record<AdviceLanguage, string>;

/** Steps that make a food reach a target food level (3-6). */
export const FOOD_STEPS: Record<3 | 4 | 5 | 6, Table> = {
  6: {
    en: 'cook until soft and tender, cut into pieces no larger than 1.5 cm x 1.5 cm (8 mm for children), serve moist with no separate thin liquid; check that a fork pressed until the thumbnail blanches squashes a piece and it does not return to shape',
    'zh-HK': '煮至軟腍，切成不大於1.5厘米 x 1.5厘米（兒童8毫米）的小塊，保持濕潤但不可有分離的稀液；用叉壓測試確認：叉子壓至拇指指甲變白時，食物會被壓扁且不會回復原狀',
    'zh-Hans': '煮至软烂，切成不大于1.5厘米 x 1.5厘米（儿童8毫米）的小块，保持湿润但不可有分离的稀液；用叉子按压测试确认：叉子压至拇指指甲变白时，食物被压扁且不会恢复原状',
    tl: 'lutuin hanggang malambot, hiwain nang hindi lalaki sa 1.5 cm x 1.5 cm (8 mm para sa bata), ihain nang basa at walang hiwalay na malabnaw na sabaw; tiyakin na kapag diniinan ng tinidor hanggang pumuti ang kuko ng hinlalaki, napipisa ang piraso at hindi bumabalik sa dating hugis',
    id: 'masak sampai lunak, potong tidak lebih dari 1,5 cm x 1,5 cm (8 mm untuk anak), sajikan lembap tanpa cairan encer yang terpisah; pastikan potongan hancur dan tidak kembali ke bentuk semula saat ditekan garpu sampai kuku ibu jari memutih',
  },
  5: {
    en: 'mince or finely chop to pieces no larger than 4 mm wide and 15 mm long (2 mm for children), bind with a thick smooth sauce or gravy so it is moist with no separate thin liquid; check with the fork pressure test (pieces pass between the prongs and mash easily) and the spoon tilt test',
    'zh-HK': '剁碎或切至不大於4毫米闊、15毫米長（兒童2毫米）的細粒，用濃稠順滑的汁或肉汁拌勻，保持濕潤但不可有分離的稀液；用叉壓測試（細粒可穿過叉齒、輕易壓爛）及匙羹傾側測試確認',
    'zh-Hans': '剁碎或切至不大于4毫米宽、15毫米长（儿童2毫米）的细粒，用浓稠顺滑的酱汁拌匀，保持湿润但不可有分离的稀液；用叉子按压测试（细粒可穿过叉齿、轻易压烂）及勺子倾斜测试确认',
    tl: 'gilingin o tadtarin nang pino hanggang hindi lalaki sa 4 mm ang lapad at 15 mm ang haba (2 mm para sa bata), haluan ng malapot at makinis na sarsa para basa ngunit walang hiwalay na malabnaw na sabaw; tiyakin sa fork pressure test (dumadaan sa pagitan ng ngipin ng tinidor at madaling madurog) at sa spoon tilt test',
    id: 'cincang halus sampai potongan tidak lebih dari lebar 4 mm dan panjang 15 mm (2 mm untuk anak), campur dengan saus kental yang halus agar lembap tanpa cairan encer yang terpisah; periksa dengan uji tekan garpu (potongan lolos di sela gigi garpu dan mudah dilumatkan) dan uji miring sendok',
  },
  4: {
    en: 'blend until completely smooth with no lumps, adding liquid or thickener until it holds its shape on a spoon, is not sticky and does not separate; check with the spoon tilt test (the spoonful slides off in one piece) and the fork drip test (it sits in a mound above the fork)',
    'zh-HK': '用攪拌機打至完全順滑、無粒，按需要加入液體或凝固粉，直至可在匙羹上保持形狀、不黏、不會分離出水；用匙羹傾側測試（整匙滑落）及叉滴測試（在叉上堆成小丘）確認',
    'zh-Hans': '用搅拌机打至完全顺滑、无颗粒，按需要加入液体或增稠剂，直至可在勺子上保持形状、不粘、不分离出水；用勺子倾斜测试（整勺滑落）及叉子滴落测试（在叉子上堆成小丘）确认',
    tl: 'i-blender hanggang ganap na makinis at walang buo-buo, dagdagan ng likido o pampalapot hanggang mapanatili ang hugis sa kutsara, hindi malagkit at hindi naghihiwalay ang tubig; tiyakin sa spoon tilt test (dumudulas nang buo mula sa kutsara) at fork drip test (nananatiling nakabunton sa ibabaw ng tinidor)',
    id: 'blender sampai benar-benar halus tanpa gumpalan, tambahkan cairan atau pengental sampai tetap berbentuk di sendok, tidak lengket dan tidak terpisah; periksa dengan uji miring sendok (satu sendok meluncur utuh) dan uji tetes garpu (tetap menumpuk di atas garpu)',
  },
  3: {
    en: 'blend until smooth with no bits, then thin until it pours and can be drunk from a cup; check that it drips slowly in dollops through a fork and that more than 8 ml remains in the 10 ml flow test after 10 seconds',
    'zh-HK': '打至順滑、無渣，再調稀至可倒出及用杯飲用；確認它會從叉齒間一團團慢慢滴下，並在10毫升流動測試中10秒後剩餘多於8毫升',
    'zh-Hans': '打至顺滑、无渣，再调稀至可倒出并用杯饮用；确认它会从叉齿间一团团缓慢滴落，并在10毫升流动测试中10秒后剩余多于8毫升',
    tl: 'i-blender hanggang makinis at walang butil, saka palabnawin hanggang naibubuhos at naiinom mula sa tasa; tiyakin na dahan-dahang pumapatak nang pabuo-buo sa tinidor at higit sa 8 ml ang natitira sa 10 ml flow test pagkalipas ng 10 segundo',
    id: 'blender sampai halus tanpa butiran, lalu encerkan sampai bisa dituang dan diminum dari cangkir; pastikan menetes perlahan bergumpal melalui garpu dan lebih dari 8 ml tersisa pada uji alir 10 ml setelah 10 detik',
  },
};

/** What remains in the 10 ml syringe after 10 s at each drink level. */
export const FLOW_BANDS: Record<0 | 1 | 2 | 3 | 4, Table> = {
  0: { en: 'less than 1 ml', 'zh-HK': '少於1毫升', 'zh-Hans': '少于1毫升', tl: 'mas kaunti sa 1 ml', id: 'kurang dari 1 ml' },
  1: { en: '1 to 4 ml', 'zh-HK': '1至4毫升', 'zh-Hans': '1至4毫升', tl: '1 hanggang 4 ml', id: '1 sampai 4 ml' },
  2: { en: '4 to 8 ml', 'zh-HK': '4至8毫升', 'zh-Hans': '4至8毫升', tl: '4 hanggang 8 ml', id: '4 sampai 8 ml' },
  3: { en: 'more than 8 ml, with some flow', 'zh-HK': '多於8毫升但仍有流動', 'zh-Hans': '多于8毫升但仍有流动', tl: 'higit sa 8 ml at may kaunting daloy', id: 'lebih dari 8 ml dan masih mengalir' },
  4: { en: 'all 10 ml (no flow)', 'zh-HK': '全部10毫升（不流動）', 'zh-Hans': '全部10毫升（不流动）', tl: 'lahat ng 10 ml (walang daloy)', id: 'seluruh 10 ml (tidak mengalir)' },
};

/** Sentence templates; {level}, {band}, {item}, {from}, {to} are filled in code. */
export const TEMPLATES: Record<
  'thicken' | 'thin' | 'drinksOnly' | 'line' | 'hazards' | 'noChanges' | 'drinkLevelHint' | 'unrecognised',
  Table
> = {
  thicken: {
    en: 'thicken to {level} with the prescribed thickener, following the label for dose and standing time; confirm that {band} remains in the 10 ml flow test after 10 seconds',
    'zh-HK': '用處方凝固粉調至{level}，按包裝指示的份量及靜置時間；以10毫升流動測試確認10秒後剩餘{band}',
    'zh-Hans': '用处方增稠剂调至{level}，按包装说明的用量及静置时间；以10毫升流动测试确认10秒后剩余{band}',
    tl: 'palaputin hanggang {level} gamit ang iniresetang pampalapot, ayon sa label sa dami at oras ng paghihintay; tiyakin na {band} ang natitira sa 10 ml flow test pagkalipas ng 10 segundo',
    id: 'kentalkan sampai {level} dengan pengental yang diresepkan, ikuti label untuk takaran dan waktu diam; pastikan {band} tersisa pada uji alir 10 ml setelah 10 detik',
  },
  thin: {
    en: 'prepare it thinner, at {level} (less thickener or more liquid); confirm that {band} remains in the 10 ml flow test after 10 seconds',
    'zh-HK': '調稀至{level}（減少凝固粉或加入液體）；以10毫升流動測試確認10秒後剩餘{band}',
    'zh-Hans': '调稀至{level}（减少增稠剂或加入液体）；以10毫升流动测试确认10秒后剩余{band}',
    tl: 'gawing mas malabnaw, sa {level} (bawasan ang pampalapot o dagdagan ang likido); tiyakin na {band} ang natitira sa 10 ml flow test pagkalipas ng 10 segundo',
    id: 'buat lebih encer, pada {level} (kurangi pengental atau tambah cairan); pastikan {band} tersisa pada uji alir 10 ml setelah 10 detik',
  },
  drinksOnly: {
    en: "the resident's level ({level}) allows drinks only: replace this item with a drink prepared to {level}",
    'zh-HK': '院友的級別（{level}）只容許飲品：請以調至{level}的飲品代替此項',
    'zh-Hans': '该住户的级别（{level}）只允许饮品：请以调至{level}的饮品替代此项',
    tl: 'inumin lamang ang pinapayagan sa antas ng residente ({level}): palitan ito ng inuming inihanda sa {level}',
    id: 'tingkat penghuni ({level}) hanya mengizinkan minuman: ganti item ini dengan minuman yang disiapkan pada {level}',
  },
  line: {
    en: '- {item} ({from} → needs {to}): {steps}.',
    'zh-HK': '- {item}（{from} → 需要{to}）：{steps}。',
    'zh-Hans': '- {item}（{from} → 需要{to}）：{steps}。',
    tl: '- {item} ({from} → kailangang {to}): {steps}.',
    id: '- {item} ({from} → perlu {to}): {steps}.',
  },
  hazards: {
    en: 'remove or avoid what makes it high-risk ({hazards}); if that is not possible, replace the item',
    'zh-HK': '去除或避免高風險部分（{hazards}）；如做不到，請更換食物',
    'zh-Hans': '去除或避免高风险部分（{hazards}）；如做不到，请更换食物',
    tl: 'alisin o iwasan ang nagpapadelikado rito ({hazards}); kung hindi posible, palitan ang pagkain',
    id: 'buang atau hindari bagian yang berisiko tinggi ({hazards}); jika tidak mungkin, ganti makanan ini',
  },
  noChanges: {
    en: "No changes needed: every item is at or below the resident's level. Check each dish with the IDDSI tests before serving.",
    'zh-HK': '無需修改：所有項目均符合院友的級別。上菜前請以IDDSI測試檢查每道菜。',
    'zh-Hans': '无需修改：所有项目均符合该住户的级别。上菜前请以IDDSI测试检查每道菜。',
    tl: 'Walang kailangang baguhin: lahat ng pagkain ay nasa o mas mababa sa antas ng residente. Suriin ang bawat pagkain gamit ang IDDSI tests bago ihain.',
    id: 'Tidak perlu perubahan: semua item sesuai atau di bawah tingkat penghuni. Periksa setiap hidangan dengan uji IDDSI sebelum disajikan.',
  },
  drinkLevelHint: {
    en: 'Drinks were compared with the food level only. Send resident_drink_level to check each drink against a thickened-drink prescription.',
    'zh-HK': '飲品只與食物級別比較。請提供 resident_drink_level，以按稠飲處方逐一檢查飲品。',
    'zh-Hans': '饮品只与食物级别比较。请提供 resident_drink_level，以按稠饮处方逐一检查饮品。',
    tl: 'Ang mga inumin ay inihambing lamang sa antas ng pagkain. Ipadala ang resident_drink_level upang masuri ang bawat inumin ayon sa reseta ng pinalapot na inumin.',
    id: 'Minuman hanya dibandingkan dengan tingkat makanan. Kirim resident_drink_level untuk memeriksa setiap minuman terhadap resep minuman kental.',
  },
  unrecognised: {
    en: 'check this item with the IDDSI tests before serving; it was not recognised with confidence',
    'zh-HK': '此項未能有把握地辨識，上菜前請以IDDSI測試檢查',
    'zh-Hans': '此项未能有把握地识别，上菜前请以IDDSI测试检查',
    tl: 'hindi ito tiyak na nakilala; suriin gamit ang IDDSI tests bago ihain',
    id: 'item ini tidak dikenali dengan yakin; periksa dengan uji IDDSI sebelum disajikan',
  },
};

export function fill(template: string, slots: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => slots[key] ?? '');
}

export function flowBand(level: IddsiLevel, lang: AdviceLanguage): string {
  return FLOW_BANDS[Math.min(level, 4) as 0 | 1 | 2 | 3 | 4][lang];
}

const LEVEL_TITLE: Table = {
  en: 'Level {n} {label}',
  'zh-HK': '第{n}級 {label}',
  'zh-Hans': '{n}级 {label}',
  tl: 'Antas {n} {label}',
  id: 'Tingkat {n} {label}',
};

/** "Level 5 Minced & Moist" in the requested language. */
export function levelTitleIn(level: IddsiLevel, lang: AdviceLanguage): string {
  return fill(LEVEL_TITLE[lang], { n: String(level), label: levelLabel(level, lang) });
}
