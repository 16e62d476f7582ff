/**
 * High-risk foods a clinical audit (speech and language therapist) found unknown or
 * mis-read, by cuisine (foods.ts, block "MISSING HIGH-RISK FOODS BY CUISINE"). Each keeps its IDDSI
 * hazard when cut or minced, since cutting changes size only (rule HAZARD_SURVIVES); where IDDSI allows,
 * blending smooth and sieving makes it Level 4. Wordings are our own.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';

const answer = (text: string) => {
  const r = runEngine(text);
  return { level: r.level, codes: r.hazards.map((h) => h.code) };
};

type Case = readonly [text: string, hazard: string];

function keepsHazardWhenCut(cases: readonly Case[]): void {
  it.each(cases)(`%s stays Level 7 with %s (rule ${RULES.HAZARD_SURVIVES.id})`, (text, hazard) => {
    const a = answer(text);
    expect(a.level).toBe(7);
    expect(a.codes).toContain(hazard);
  });
}

function smoothAndSievedIsPuree(cases: readonly string[]): void {
  it.each(cases)('%s: blended smooth and sieved, Level 4', (text) => {
    const a = answer(text);
    expect(a.level).toBe(4);
    expect(a.codes).toEqual([]);
  });
}

describe('Hong Kong and Chinese foods', () => {
  keepsHazardWhenCut([
    ['炆花膠切細件', 'sticky'],
    ['蓮藕切薄片', 'fibrous'],
    ['白果剁碎', 'round_long'],
    ['蓮子切半', 'hard'],
    ['枸杞切碎拌飯', 'skins_husks'],
    ['冰糖葫芦切成小块', 'hard'],
    ['元宵切开两半', 'sticky'],
    ['麻团切小块', 'crunchy'],
    ['毛肚剪碎', 'tough_fibrous'],
    ['咖喱牛雜剪細', 'tough_fibrous'],
  ]);
  smoothAndSievedIsPuree(['蓮藕煲腍後用攪拌機打成泥再隔篩，好滑冇粒', '白果煮腍打成泥過篩，順滑冇渣']);
});

describe('Japanese foods', () => {
  keepsHazardWhenCut([
    ['イクラを細かく刻む', 'skins_husks'],
    ['明太子を刻んでご飯に', 'skins_husks'],
    ['たらこをほぐして刻んだもの', 'skins_husks'],
    ['昆布の佃煮を刻んで', 'sticky'],
    ['もずく酢を短く切って', 'mixed_consistency'],
    ['とろろをご飯にかけて', 'sticky'],
    ['ひなあられを砕いて', 'hard'],
    ['しらす干しを刻んで', 'bones'],
    ['柿の種を細かく砕く', 'crunchy'],
    ['栗羊羹を一口大に切って', 'sticky'],
    ['ひきわり納豆をさらに刻んで', 'sticky'],
  ]);
  it('crackers called "persimmon seeds" are not persimmon', () => {
    expect(answer('柿の種').codes).not.toContain('juicy');
  });
  smoothAndSievedIsPuree(['しらすをミキサーでなめらかにして裏ごし、スプーンで形を保つ']);
});

describe('Filipino foods', () => {
  keepsHazardWhenCut([
    ['inihaw na isaw hiniwa nang pino', 'tough_fibrous'],
    ['bagoong alamang na tinadtad', 'skins_husks'],
    ['pinipig na dinurog', 'crunchy'],
    ['binatog na hiniwa-hiwa', 'skins_husks'],
    ['kinilaw na isda na tinadtad nang maliit', 'mixed_consistency'],
  ]);
  smoothAndSievedIsPuree(['binatog na binlender hanggang makinis at sinala, walang butil']);
});

describe('Indonesian foods', () => {
  keepsHazardWhenCut([
    ['semur jengkol dipotong kecil', 'hard'],
    ['petai dicincang', 'skins_husks'],
    ['kikil dipotong dadu kecil', 'sticky'],
    ['babat gongso dicincang', 'tough_fibrous'],
    ['cimol dipotong dua', 'sticky'],
    ['kerak telor dipotong kecil', 'crunchy'],
    ['nasi dengan sambal terasi', 'skins_husks'],
    ['kue lapis dipotong tipis', 'sticky'],
  ]);
});

describe('Vietnamese foods', () => {
  keepsHazardWhenCut([
    ['cốm làng vòng', 'crunchy'],
    ['bánh bèo cắt nhỏ', 'sticky'],
    ['hạt sen hầm băm nhỏ', 'round_long'],
  ]);
  smoothAndSievedIsPuree(['hạt sen nấu nhừ, xay thật nhuyễn, lọc qua rây, mịn, không còn hạt']);
});

describe('Thai foods', () => {
  keepsHazardWhenCut([
    ['ขนมชั้นหั่นเป็นชิ้นเล็ก', 'sticky'],
    ['ฝอยทองตัดสั้น', 'fibrous'],
    ['ขนมเบื้องหั่นครึ่ง', 'crunchy'],
    ['หมูกรอบสับละเอียด', 'crunchy'],
    ['ไก่ทอดสับเป็นชิ้นเล็ก', 'bones'],
    ['ไก่ย่างสับ', 'bones'],
    ['ลาบหมูสับละเอียด', 'crunchy'],
    ['กล้วยทอดหั่นชิ้นเล็ก', 'sticky'],
  ]);
  it('fried bananas have no bones', () => {
    expect(answer('กล้วยทอด').codes).not.toContain('bones');
  });
  smoothAndSievedIsPuree(['ไก่ย่างเอาหนังและกระดูกออก ปั่นละเอียดจนเนียน กรองแล้ว ไม่มีก้อน']);
});

describe('Spanish and Latin American foods', () => {
  keepsHazardWhenCut([
    ['cochinita pibil picada muy fina', 'fibrous'],
    ['ceviche de pescado picadito', 'mixed_consistency'],
    ['morcilla de burgos en trocitos', 'skins_husks'],
    ['chilaquiles verdes picados', 'crunchy'],
    ['enchiladas suizas cortadas en cuadritos', 'sticky'],
    ['mazapan desmoronado', 'dry'],
    ['churros cortados en trozos pequenos', 'crunchy'],
  ]);
  smoothAndSievedIsPuree(['morcilla sin piel, triturada muy fina y tamizada, pure liso sin grumos']);
});

describe('British foods', () => {
  keepsHazardWhenCut([
    ['haggis finely minced', 'dry'],
    ['grilled kippers cut into small pieces', 'bones'],
    ['welsh rarebit cut into fingers', 'crunchy'],
    ['toad in the hole chopped up', 'skins_husks'],
    ['bubble and squeak chopped small', 'crunchy'],
    ['sage and onion stuffing chopped', 'dry'],
    ['thick cut marmalade on a spoon', 'skins_husks'],
    ['raspberry jam by itself', 'skins_husks'],
    ['kedgeree mashed with a fork', 'bones'],
    ['eton mess broken up', 'crunchy'],
    ['scampi cut into small bits', 'crunchy'],
    ['treacle sponge in small cubes', 'dry'],
  ]);
  smoothAndSievedIsPuree(['kippers with every bone removed, blended to a smooth puree and sieved, holds its shape on a spoon']);
});

describe('words for the body or medicines are not read as these foods', () => {
  it.each([
    // rule PLAIN_CONGEE_NEEDS_TEST: a plain congee is Level 6
    ['大肠癌病人，白粥', 6],
    ['pasien operasi usus, bubur halus', 4],
    ['sakit sa bituka, lugaw', 6],
    ['ホルモン剤を服用中、おかゆ', 6],
  ] as const)('%s', (text, level) => {
    const a = answer(text);
    expect(a.level).toBe(level);
    expect(a.codes).not.toContain('tough_fibrous');
  });
});
