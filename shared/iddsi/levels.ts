/**
 * The IDDSI level table: number, colour, what it applies to, and every label
 * in every language the service speaks. The one place these facts live.
 */
import type { TextLanguage } from '../languages';

export type IddsiLevel = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
export type LevelKind = 'drink' | 'food' | 'both';
export type ItemKind = 'drink' | 'food';

export interface LevelInfo {
  level: IddsiLevel;
  /** IDDSI colour, #RRGGBB, as in the spec's table. */
  color: string;
  /** Drinks span 0-4, foods 3-7. */
  kind: LevelKind;
  labels: Record<TextLanguage, string>;
}

export const IDDSI_LEVELS: readonly LevelInfo[] = [
  {
    level: 0,
    color: '#0077B6',
    kind: 'drink',
    labels: {
      en: 'Thin',
      'zh-HK': '稀薄',
      'zh-Hans': '稀薄',
      ja: '薄い液体',
      tl: 'Malabnaw',
      id: 'Encer',
      vi: 'Lỏng',
      th: 'เหลว',
      es: 'Líquido fino',
    },
  },
  {
    level: 1,
    color: '#00B4D8',
    kind: 'drink',
    labels: {
      en: 'Slightly Thick',
      'zh-HK': '極微稠',
      'zh-Hans': '极微稠',
      ja: 'ごく薄いとろみ',
      tl: 'Bahagyang Malapot',
      id: 'Sedikit Kental',
      vi: 'Hơi sệt',
      th: 'ข้นเล็กน้อย',
      es: 'Ligeramente espeso',
    },
  },
  {
    level: 2,
    color: '#90E0EF',
    kind: 'drink',
    labels: {
      en: 'Mildly Thick',
      'zh-HK': '低度稠',
      'zh-Hans': '低稠',
      ja: '薄いとろみ',
      tl: 'Medyo Malapot',
      id: 'Agak Kental',
      vi: 'Sệt nhẹ',
      th: 'ข้นน้อย',
      es: 'Levemente espeso',
    },
  },
  {
    level: 3,
    color: '#CAF0F8',
    kind: 'both',
    labels: {
      en: 'Moderately Thick / Liquidised',
      'zh-HK': '中度稠 / 流質',
      'zh-Hans': '中稠 / 流质',
      ja: '中間のとろみ / 液状',
      tl: 'Katamtamang Malapot / Tinunaw',
      id: 'Kental Sedang / Cair Halus',
      vi: 'Sệt vừa / Xay lỏng',
      th: 'ข้นปานกลาง / ปั่นเหลว',
      es: 'Moderadamente espeso / Licuado',
    },
  },
  {
    level: 4,
    color: '#E06027',
    kind: 'both',
    labels: {
      en: 'Extremely Thick / Puréed',
      'zh-HK': '高度稠 / 糊狀',
      'zh-Hans': '高稠 / 糊状',
      ja: '濃いとろみ / ピューレ',
      tl: 'Sobrang Malapot / Puré',
      id: 'Sangat Kental / Lumat',
      vi: 'Rất sệt / Xay nhuyễn',
      th: 'ข้นมาก / ปั่นละเอียด',
      es: 'Extremadamente espeso / Puré',
    },
  },
  {
    level: 5,
    color: '#F4A261',
    kind: 'food',
    labels: {
      en: 'Minced & Moist',
      'zh-HK': '細碎及濕軟',
      'zh-Hans': '细碎及湿软',
      ja: 'ミンス＆モイスト（刻み・湿潤）',
      tl: 'Giniling at Basa',
      id: 'Cincang dan Lembap',
      vi: 'Băm nhỏ và ẩm',
      th: 'สับละเอียดและชุ่มชื้น',
      es: 'Picado y húmedo',
    },
  },
  {
    level: 6,
    color: '#64B4E1',
    kind: 'food',
    labels: {
      en: 'Soft & Bite-Sized',
      'zh-HK': '軟質及一口大小',
      'zh-Hans': '软质及一口大小',
      ja: 'ソフト＆一口大',
      tl: 'Malambot at Kasya sa Isang Kagat',
      id: 'Lunak dan Seukuran Gigitan',
      vi: 'Mềm và cắt miếng vừa ăn',
      th: 'อ่อนนุ่มและชิ้นพอดีคำ',
      es: 'Suave y en trozos pequeños',
    },
  },
  {
    level: 7,
    color: '#2EC4B6',
    kind: 'food',
    labels: {
      en: 'Regular',
      'zh-HK': '正常',
      'zh-Hans': '正常',
      ja: '常食',
      tl: 'Karaniwan',
      id: 'Biasa',
      vi: 'Bình thường',
      th: 'อาหารปกติ',
      es: 'Normal',
    },
  },
];

export function isIddsiLevel(n: number): n is IddsiLevel {
  return Number.isInteger(n) && n >= 0 && n <= 7;
}

export function levelInfo(level: IddsiLevel): LevelInfo {
  return IDDSI_LEVELS[level] as LevelInfo;
}

export function levelLabel(level: IddsiLevel, lang: TextLanguage = 'en'): string {
  return levelInfo(level).labels[lang];
}
