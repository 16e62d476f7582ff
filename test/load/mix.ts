/**
 * A realistic request mix for load and latency runs: what care-home and
 * partner apps send, in several languages, for every route. Shared by the
 * load test (test/load/run.ts) and the benchmarks (test/bench/).
 */
import sharp from 'sharp';

export interface MixRequest {
  /** Route id of the route table. */
  route: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** The status this request must get. */
  expect: number;
}

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

export const CLASSIFY_BODIES: { text: string; language: string }[] = [
  { text: 'smooth mashed potato with no lumps, holds its shape on a spoon', language: 'en' },
  { text: 'plain tap water', language: 'en' },
  { text: 'orange juice thickened so that 6 ml remains in the syringe after the 10 second flow test', language: 'en' },
  { text: '加凝固粉嘅橙汁，流動測試10秒後針筒剩低3毫升', language: 'zh-HK' },
  { text: '白粥，煮到好綿，冇米粒', language: 'zh-HK' },
  { text: '肉碎蒸蛋，肉粒細過4毫米，濕潤', language: 'zh-HK' },
  { text: 'とろみをつけたお茶、スプーンからゆっくり流れ落ちる', language: 'en' },
  { text: '米饭和炒青菜', language: 'en' },
  { text: 'puré de calabaza muy liso, sin grumos', language: 'es' },
  { text: 'cháo trắng nấu nhừ, không còn hạt', language: 'vi' },
  { text: 'ข้าวต้มบดละเอียด ไม่มีเม็ด', language: 'th' },
  { text: 'nilagang manok na hiniwa nang maliliit, malambot', language: 'tl' },
  { text: 'bubur nasi halus tanpa butiran', language: 'id' },
  { text: 'grilled steak with chips and a bread roll', language: 'en' },
  { text: 'yoghurt with fruit pieces and granola', language: 'en' },
];

export const SCREEN_BODIES: Record<string, unknown>[] = [
  { symptoms: 'coughs and splutters every time she drinks water, voice sounds wet and gurgly afterwards', age: 84, diagnosis: 'stroke' },
  { symptoms: 'occasional throat clearing after meals', age: 70 },
  { symptoms: 'mild sore throat from a cold, eating and drinking normally', age: 35, language: 'es' },
  { symptoms: '飲水時咳嗽，食飯後聲音濕濕哋，最近肺炎入院', age: 88, diagnosis: '中風', language: 'zh-HK' },
  { symptoms: '食嘢慢咗，有時要吞兩三啖先落', age: 79, diagnosis: '柏金遜症', language: 'zh-HK' },
  { symptoms: 'food sticking in the throat, weight loss, takes an hour to finish a meal', age: 76, diagnosis: "Parkinson's disease" },
  { symptoms: 'ho khi uống nước, giọng khàn sau bữa ăn', age: 81, language: 'vi' },
  { symptoms: 'batuk setiap kali minum, demam berulang', age: 90, diagnosis: 'demensia', language: 'id' },
  { symptoms: 'pocketing food in cheeks, drooling, coughing during meals', age: 86, diagnosis: 'advanced dementia', language: 'tl' },
  { symptoms: 'no problems swallowing, eats a regular diet', age: 45, language: 'th' },
];

const MEAL_ITEMS = [
  'minced beef in thick gravy, pieces 4 mm, moist',
  'smooth puréed carrots, no lumps',
  'water',
  'thickened orange juice, mildly thick',
  'roasted peanuts',
  '白粥',
  '蒸水蛋',
  'congee with century egg',
  'fish balls',
  'jelly with fruit pieces',
  'soft scrambled eggs',
  'bread roll',
  'mashed banana',
  'tea with milk, slightly thick',
  'steamed fish, flaked, no bones, in sauce',
  'sticky rice dumpling',
  '肉碎粥',
  'bubur ayam',
  'lugaw na malabnaw',
  'apple pieces',
];

export function meal(n: number, offset = 0) {
  return Array.from({ length: n }, (_, i) => ({
    item: MEAL_ITEMS[(i + offset) % MEAL_ITEMS.length]!,
    ...(i % 3 === 0 ? { portion: '1 scoop' } : {}),
  }));
}

export const BATCH_BODIES: Record<string, unknown>[] = [
  { meal: meal(3), resident_iddsi_level: 5, language: 'en' },
  { meal: meal(6, 4), resident_iddsi_level: 4, resident_drink_level: 2, language: 'zh-HK' },
  { meal: meal(10, 7), resident_iddsi_level: 6, language: 'zh-Hans' },
  { meal: meal(20, 2), resident_iddsi_level: 5, resident_drink_level: 1, language: 'en' },
  { meal: meal(4, 15), resident_iddsi_level: 7, language: 'tl' },
  { meal: meal(5, 11), resident_iddsi_level: 3, language: 'id' },
];

export const QA_BODIES: Record<string, unknown>[] = [
  { question: 'What does the IDDSI flow test use and how long does it run?' },
  { question: 'How small must the pieces be for Minced and Moist food for adults?', top_k: 3 },
  { question: 'Why should people with dysphagia sit upright when eating?', language: 'en' },
  { question: '碎及濕軟嘅食物粒要幾細？', language: 'zh-HK' },
  { question: '什么是IDDSI流动测试？', language: 'zh-CN', top_k: 4 },
  { question: 'とろみの段階はどう確認しますか？', language: 'ja' },
  { question: 'Which foods are high risk for choking?', top_k: 5 },
  { question: '吞咽困难的病人为什么要做口腔护理？', language: 'zh-CN' },
];

export const ARTICLE_IDS = ['flow-test-en', 'fork-spoon-tests-ja', 'high-risk-foods-zh-hk', 'dysphagia-stroke-zh-cn'];

let png: Promise<Buffer> | undefined;
/** A small photo-like PNG (a bowl of orange purée). */
export function mixPng(): Promise<Buffer> {
  png ??= sharp({ create: { width: 160, height: 120, channels: 3, background: '#f4f1ea' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="160" height="120"><ellipse cx="80" cy="62" rx="58" ry="40" fill="#ffffff"/><ellipse cx="80" cy="60" rx="44" ry="28" fill="#e8893a"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  return png;
}

export function multipartBody(image: Buffer, fields: Record<string, string>, boundary = '----loadmixBoundary9f2c') {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="bowl.png"\r\nContent-Type: image/png\r\n\r\n`),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const post = (route: string, path: string, body: unknown, expect = 200): MixRequest => ({
  route,
  method: 'POST',
  path,
  headers: JSON_HEADERS,
  body: JSON.stringify(body),
  expect,
});
const get = (route: string, path: string, expect = 200): MixRequest => ({
  route,
  method: 'GET',
  path,
  headers: { accept: 'application/json' },
  expect,
});

/**
 * The mixed sequence: mostly the fast text routes (what partner apps call
 * most), every other route in proportion, images and 20-item meals included.
 */
export async function requestMix(): Promise<MixRequest[]> {
  const image = await mixPng();
  const forms = ['en', 'zh-HK', 'es'].map((language, i) =>
    multipartBody(image, i === 0 ? { language } : { language, description: i === 1 ? '南瓜蓉' : 'puré de calabaza' }),
  );
  const out: MixRequest[] = [];
  const n = Math.max(CLASSIFY_BODIES.length, SCREEN_BODIES.length, QA_BODIES.length);
  for (let i = 0; i < n; i++) {
    out.push(post('iddsi-classify', '/api/iddsi-classify', CLASSIFY_BODIES[i % CLASSIFY_BODIES.length]));
    out.push(post('voice-aspiration-screen', '/api/voice-aspiration-screen', SCREEN_BODIES[i % SCREEN_BODIES.length]));
    out.push(post('iddsi-classify', '/api/iddsi-classify', CLASSIFY_BODIES[(i + 7) % CLASSIFY_BODIES.length]));
    out.push(post('clinical-qa', '/api/clinical-qa', QA_BODIES[i % QA_BODIES.length]));
    if (i % 2 === 0) out.push(post('iddsi-batch', '/api/iddsi-batch', BATCH_BODIES[(i / 2) % BATCH_BODIES.length]));
    if (i % 3 === 0) out.push(get('clinical-qa-health', '/api/clinical-qa'));
    if (i % 5 === 0) {
      const form = forms[(i / 5) % forms.length]!;
      out.push({
        route: 'iddsi-classify-image',
        method: 'POST',
        path: '/api/iddsi-classify-image',
        headers: { 'content-type': form.contentType },
        body: form.body,
        expect: 200,
      });
    }
    if (i % 7 === 0) out.push(get('articles', `/api/articles/${ARTICLE_IDS[(i / 7) % ARTICLE_IDS.length]}`));
    if (i === 4) out.push(post('iddsi-classify-audio', '/api/iddsi-classify-audio', { language: 'en' }, 501));
    if (i === 9) out.push(get('openapi', '/api/openapi.json'));
    if (i === 11) out.push(post('iddsi-classify-image-upload-url', '/api/iddsi-classify-image/upload-url', { content_type: 'image/jpeg' }));
  }
  return out;
}
