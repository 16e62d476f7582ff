/**
 * Phrases that hold a sign's words but tell no sign (docs/SCREENING.md, look-alikes; low when nothing else is said):
 * tiredness from walking, a worry about aspiration, a gargle with a rinse, a choke of emotion, a fast before a
 * procedure, and a choke from laughing (the protective cough, read as the gulp cue). Read whole, so the sign word
 * inside them is not read.
 */
import type { AuditRow } from './audit-words';
import { joined } from './compose';

const FAST = ['nil by mouth', 'nbm', 'npo', 'fasting', 'fasted'];
const FOR_A_PROCEDURE = [' pre-op', ' preop', ' pre op', ' before surgery', ' before the operation', ' before her operation', ' before his operation', ' for surgery', ' for theatre', ' for a colonoscopy', ' for the colonoscopy', ' for an endoscopy', ' for the endoscopy', ' for a procedure', ' for the procedure', ' for a scan', ' for the scan', ' for an operation', ' for her operation', ' for his operation', ' from midnight', ' after midnight'];
const GARGLE = ['gargles with ', 'gargle with ', 'gargling with ', 'gargled with '];
const RINSE = ['mouthwash', 'salt water', 'saltwater', 'warm salt water', 'salty water', 'listerine', 'a mouthwash'];

/** A suction device bought, kept or got ready: preparation for an event that may come ("for when he chokes"). */
const EN_SUCTION_DEVICES = ['a suction machine', 'a suction unit', 'a suction device', 'a portable suction machine', 'a home suction machine'];
const EN_KEPT_READY = ['keep', 'keeps', 'kept', 'bought', 'buy', 'got', 'have got', 'rented', 'hired', 'borrowed'];
const JA_SUCTION_DEVICES = ['吸引器', '吸引機'];
const JA_READIED = ['があ', 'を用意', 'を準備', 'を買', 'を購入', 'を常備', 'をレンタル', 'を借り', 'を置いて'];

export const NO_SIGN_PHRASES: readonly AuditRow[] = [
  {
    finding: 'held-out 53 class 5: tiredness from walking or exercise is not a meal that takes long or tires the person',
    source:
      'docs/SCREENING.md, low: fatigue not linked to eating (walking, stairs, exercise) is no sign of an impaired swallow; only a meal that tires the person is (prolonged_meals)',
    reads: { list: 'ignore' },
    words: {
      en: ['tired when walking', 'tires when walking', 'tires on walking', 'gets tired walking', 'gets tired when walking', 'tired after walking', 'tires with walking', 'tired on the stairs', 'tires on the stairs'],
      'zh-HK': ['行路會攰', '行路好攰', '行兩步就攰', '行樓梯會攰'],
      'zh-CN': ['走路会累', '走路容易累', '走路就累', '走几步就累', '爬楼梯会累'],
      ja: ['歩くと疲れ', '歩くとすぐ疲れ', '歩いて疲れ', '階段で疲れ'],
      ko: ['걸으면 피곤', '걸을 때 피곤', '걸으면 지치', '걸으면 힘들어'],
      tl: ['napapagod maglakad', 'napapagod kapag naglalakad', 'napapagod pag naglalakad'],
      id: ['capek kalau jalan', 'lelah kalau berjalan', 'cepat lelah saat berjalan', 'capek kalau berjalan'],
      vi: ['đi bộ thì mệt', 'đi lại thì mệt', 'mệt khi đi bộ', 'đi bộ mau mệt'],
      th: ['เดินแล้วเหนื่อย', 'เหนื่อยเวลาเดิน', 'เดินนิดเดียวก็เหนื่อย'],
      es: ['se cansa al caminar', 'se cansa caminando', 'se cansa al andar', 'se cansa andando', 'se cansa al subir escaleras', 'se cansa subiendo escaleras', 'se cansa con el ejercicio', 'cansancio al caminar', 'fatiga al caminar'],
    },
  },
  {
    finding: 'held-out 57 class 4: a family worry about aspiration ("誤嚥が心配", "担心误吸") names no event that happened',
    source:
      'docs/SCREENING.md (risk factor without a sign is low): a worry about aspiration, told as the reason for asking, reports no sign; the words are look-alikes of the sign aspiration_observed (list ignore)',
    reads: { list: 'ignore' },
    words: {
      en: joined(['worried about', 'worry about', 'worries about', 'concerned about', 'afraid of', 'scared of', 'fear of'], ['aspiration', 'aspiration pneumonia']),
      'zh-HK': ['擔心誤吸', '擔心會誤吸', '驚誤吸', '驚佢誤吸', '怕誤吸', '怕佢誤吸', '擔心吸入性肺炎'],
      'zh-CN': ['担心误吸', '担心会误吸', '怕误吸', '怕他误吸', '怕她误吸'],
      ja: ['誤嚥が心配', '誤嚥を心配', '誤嚥しないか心配', '誤嚥が不安', '誤嚥しないか不安', '誤嚥するのではと心配', '誤嚥性肺炎が心配', '誤嚥性肺炎を心配', '誤嚥性肺炎にならないか心配'],
      ko: ['흡인이 걱정', '흡인될까 봐 걱정', '흡인성 폐렴이 걱정', '흡인성 폐렴이 될까 봐'],
      tl: ['nag-aalala sa aspiration', 'takot sa aspiration', 'nag-aalala kami sa aspiration'],
      id: ['khawatir aspirasi', 'takut aspirasi', 'khawatir terjadi aspirasi', 'khawatir pneumonia aspirasi', 'takut pneumonia aspirasi'],
      vi: ['lo hít sặc', 'lo bị hít sặc', 'sợ hít sặc', 'sợ bị hít sặc', 'lo viêm phổi hít', 'sợ viêm phổi hít'],
      th: ['กังวลเรื่องการสำลักเข้าปอด', 'กลัวสำลักเข้าปอด', 'กังวลว่าจะสำลักเข้าปอด', 'กลัวปอดติดเชื้อจากการสำลัก'],
      es: ['preocupa la aspiración', 'miedo a la aspiración', 'preocupados por la aspiración', 'preocupada por la aspiración', 'preocupado por la aspiración', 'miedo a una neumonía por aspiración'],
    },
  },
  {
    finding: 'review asp13 finding 15: a gargle with a rinse, a choke of emotion, and a fast before a procedure are no swallow signs',
    source:
      'docs/SCREENING.md, look-alikes: words of a sign used for something else (gargling a mouthwash, "choked about the news", nil by mouth before a procedure, a fast and not a dysphagia diet) add nothing; low when nothing else is said',
    reads: { list: 'ignore' },
    words: {
      en: [...joined(GARGLE, RINSE, ''), ...joined(FAST, FOR_A_PROCEDURE, ''), 'pre-op nbm', 'pre-op fasting', 'choked about', 'was choked about', 'choked at the news', 'choked over the news', 'all choked about'],
      'zh-HK': ['術前禁食', '手術前禁食', '檢查前禁食', '做手術前要禁食', '開刀前禁食', '照腸鏡前禁食', '照胃鏡前禁食', '鹽水漱口'],
      'zh-CN': ['手术前禁食', '检查前禁食', '做手术前要禁食', '开刀前禁食', '做肠镜前禁食', '做胃镜前禁食', '盐水漱口', '用漱口水'],
      ja: ['術前絶食', '手術前の絶食', '手術前は絶食', '検査前絶食', '検査前の絶食', '検査のため絶食', '手術のため絶食', '術前禁食', 'うがい薬'],
      ko: ['수술 전 금식', '수술 전에 금식', '검사 전 금식', '검사 때문에 금식', '수술 때문에 금식', '내시경 전 금식', '소금물 가글', '가글액'],
      tl: ['bawal kumain bago ang operasyon', 'bawal kumain bago ang opera', 'nag-aayuno bago ang operasyon', 'magmumog ng tubig na may asin', 'nagmumumog ng mouthwash'],
      id: ['puasa sebelum operasi', 'puasa sebelum tindakan', 'puasa untuk operasi', 'puasa sebelum kolonoskopi', 'puasa sebelum endoskopi', 'puasa makan minum sebelum operasi', 'berkumur dengan air garam', 'kumur-kumur obat kumur'],
      vi: ['nhịn ăn trước mổ', 'nhịn ăn uống trước mổ', 'nhịn ăn trước phẫu thuật', 'nhịn ăn uống trước phẫu thuật', 'nhịn ăn để nội soi', 'nhịn ăn uống để nội soi', 'súc miệng nước muối'],
      th: ['งดน้ำงดอาหารก่อนผ่าตัด', 'งดน้ำงดอาหารหลังเที่ยงคืน', 'งดน้ำงดอาหารก่อนส่องกล้อง', 'งดอาหารก่อนผ่าตัด', 'กลั้วคอด้วยน้ำเกลือ'],
      es: ['ayuno preoperatorio', 'en ayunas para la cirugía', 'en ayunas para la operación', 'en ayunas por la colonoscopia', 'dieta absoluta por la cirugía', 'dieta absoluta antes de la cirugía', 'dieta absoluta para la colonoscopia', 'nada por boca antes de la cirugía', 'gárgaras con agua con sal', 'gárgaras con agua y sal', 'gárgaras con enjuague', 'gárgaras con colutorio'],
    },
  },
  {
    finding: 'review asp13 finding 15: choking while laughing is the protective cough of laughing, not a swallow sign',
    source: 'docs/SCREENING.md, protective cough: a cough or splutter from laughing mid-mouthful protects the airway; it is no sign on its own',
    reads: { ctx: 'gulp' },
    words: {
      en: ['choked laughing', 'choking laughing', 'choked with laughter', 'choking with laughter', 'choked from laughing', 'laughed so hard', 'laughing so hard', 'laughed so much', ...joined(['laughed so hard ', 'laughing so hard ', 'laughed so much '], ['she choked', 'he choked', 'she nearly choked', 'he nearly choked'], ''), 'nearly choked laughing'],
      'zh-HK': ['笑到哽親', '笑到嗆親'],
      'zh-CN': ['笑得呛到', '笑呛了', '笑到呛'],
      ja: ['笑いすぎてむせ', '笑ってむせ'],
      ko: ['웃다가 사레', '너무 웃어서 사레'],
      tl: ['nasamid sa kakatawa', 'nabilaukan sa kakatawa'],
      id: ['tersedak karena tertawa', 'keselek karena ketawa'],
      vi: ['cười sặc', 'cười quá bị sặc'],
      th: ['หัวเราะจนสำลัก'],
      es: ['se atragantó de la risa', 'se atraganta de la risa', 'se ahogó de risa'],
    },
  },
  {
    finding: 'session 17: a suction device kept "for when he chokes" (むせた時のために吸引器を用意) is preparation, not a sign',
    source:
      'GUSS (Trapl 2007) step 1: a person who needs suctioning of saliva fails the screen; a device bought or got ready for an event that may come reports neither the event (reading rule hypothetical_frame) nor a need for suction. "Needs suctioning" beside it is still read',
    reads: { list: 'ignore' },
    words: {
      en: [...joined(EN_KEPT_READY, EN_SUCTION_DEVICES), ...joined(EN_SUCTION_DEVICES, ['on hand', 'just in case', 'in case', 'on standby', 'ready'])],
      'zh-HK': ['買咗部吸痰機', '備咗部吸痰機', '準備咗吸痰機', '吸痰機備用', '屋企有部吸痰機備用'],
      'zh-CN': ['买了吸痰机', '买了一台吸痰机', '准备了吸痰机', '备了吸痰机', '吸痰机备用', '家里备着吸痰机'],
      ja: joined(JA_SUCTION_DEVICES, JA_READIED, ''),
      ko: ['석션기를 준비', '석션기를 구입', '석션기를 샀', '석션기를 대여', '석션기를 빌려', '흡인기를 준비', '흡인기를 구입'],
      tl: ['bumili ng suction machine', 'bumili kami ng suction machine', 'nagrenta kami ng suction machine', 'naghanda ng suction machine', 'may nakahandang suction machine', 'nakahanda ang suction machine'],
      id: ['siapkan alat sedot', 'menyiapkan alat sedot', 'sedia alat sedot', 'menyediakan alat sedot', 'beli alat sedot', 'membeli alat sedot'],
      vi: ['chuẩn bị máy hút đờm', 'chuẩn bị sẵn máy hút đờm', 'mua máy hút đờm', 'sắm máy hút đờm', 'mua sẵn máy hút đờm'],
      th: ['เตรียมเครื่องดูดเสมหะ', 'ซื้อเครื่องดูดเสมหะ', 'เช่าเครื่องดูดเสมหะ', 'มีเครื่องดูดเสมหะไว้'],
      es: ['compramos un aspirador de secreciones', 'tenemos un aspirador de secreciones por si acaso', 'aspirador de secreciones por si acaso', 'alquilamos un aspirador de secreciones', 'preparamos un aspirador de secreciones'],
    },
  },
];
