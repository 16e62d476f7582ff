/**
 * The sentences only the image endpoint says, in every response language. Level labels come from the level table and the confirming
 * checks from the text engine; nothing here restates them.
 */
import type { TextLanguage } from '../languages';

export interface ImageMessages {
  /** The photo's estimate and the plain statement that a photo cannot confirm a level. */
  photo: (level: number, label: string) => string;
  /** Which physical tests confirm it: a frame around the text engine's list of checks, and the list separator. */
  confirm: (tests: string) => string;
  confirmSep: string;
  /** The safety bias moved the answer. */
  shifted: string;
  /** Drinks are judged worst from photos. */
  drink: string;
  /** A caption was read and how much it counted. */
  textDecided: string;
  textCombined: (level: number, label: string) => string;
  textAgrees: string;
}

export const IMAGE_MESSAGES: Record<TextLanguage, ImageMessages> = {
  en: {
    photo: (n, label) => `From the photo alone this looks like Level ${n} ${label}, but a photo cannot confirm an IDDSI level.`,
    confirm: (tests) => `Before serving, confirm with the ${tests}.`,
    confirmSep: '; and the ',
    shifted: 'Several levels looked possible, so the riskier one is reported (foods: the firmer level; drinks: the thinner level).',
    drink: 'Drinks are the hardest to judge from a photo; a side view in a clear glass helps, but only the flow test decides.',
    textDecided: 'The description decided the level; the photo only supports it.',
    textCombined: (n, label) => `The description and the photo were combined; the riskier reading, Level ${n} ${label}, is reported.`,
    textAgrees: 'The description and the photo agree.',
  },
  'zh-HK': {
    photo: (n, label) => `單憑相片，這看來屬於第${n}級「${label}」，但相片無法確認 IDDSI 級別。`,
    confirm: (tests) => `供應前請以下列測試確認：${tests}。`,
    confirmSep: '；',
    shifted: '相片未能區分數個級別，故報告風險較高的一級（食物取較硬的級別，飲品取較稀的級別）。',
    drink: '飲品最難從相片判斷；從側面拍攝透明杯會有幫助，但只有流速測試才能確定。',
    textDecided: '級別由文字描述決定，相片只作輔助。',
    textCombined: (n, label) => `已結合文字描述及相片，並報告風險較高的判斷：第${n}級「${label}」。`,
    textAgrees: '文字描述與相片的判斷一致。',
  },
  'zh-Hans': {
    photo: (n, label) => `仅凭照片，这看起来属于第${n}级“${label}”，但照片无法确认 IDDSI 级别。`,
    confirm: (tests) => `供应前请用以下测试确认：${tests}。`,
    confirmSep: '；',
    shifted: '照片无法区分几个级别，因此报告风险较高的一级（食物取较硬的级别，饮品取较稀的级别）。',
    drink: '饮品最难从照片判断；从侧面拍摄透明杯会有帮助，但只有流动测试才能确定。',
    textDecided: '级别由文字描述决定，照片只作辅助。',
    textCombined: (n, label) => `已结合文字描述和照片，并报告风险较高的判断：第${n}级“${label}”。`,
    textAgrees: '文字描述与照片的判断一致。',
  },
  ja: {
    photo: (n, label) => `写真だけで見るとレベル${n}「${label}」に見えますが、写真では IDDSI レベルを確定できません。`,
    confirm: (tests) => `提供する前に次のテストで確認してください：${tests}。`,
    confirmSep: '；',
    shifted: '複数のレベルの可能性があるため、よりリスクの高いほうを報告しています（食品はより硬いレベル、飲み物はより薄いレベル）。',
    drink: '飲み物は写真から最も判断しにくいものです。透明なコップを横から撮ると役立ちますが、決められるのはフローテストだけです。',
    textDecided: 'レベルは説明文で決まりました。写真は補助にすぎません。',
    textCombined: (n, label) => `説明文と写真を組み合わせ、よりリスクの高い判断であるレベル${n}「${label}」を報告しています。`,
    textAgrees: '説明文と写真の判断は一致しています。',
  },
  tl: {
    photo: (n, label) => `Batay sa larawan lamang, mukhang Antas ${n} ${label} ito, pero hindi makukumpirma ng larawan ang antas ng IDDSI.`,
    confirm: (tests) => `Bago ihain, kumpirmahin sa pamamagitan ng ${tests}.`,
    confirmSep: '; at ',
    shifted:
      'Ilang antas ang mukhang posible, kaya ang mas mapanganib ang iniulat (pagkain: ang mas matigas na antas; inumin: ang mas malabnaw na antas).',
    drink:
      'Pinakamahirap husgahan ang inumin mula sa larawan; nakakatulong ang kuha mula sa gilid sa malinaw na baso, pero ang flow test lamang ang makapagpapasya.',
    textDecided: 'Ang paglalarawan ang nagpasya sa antas; sumusuporta lamang ang larawan.',
    textCombined: (n, label) => `Pinagsama ang paglalarawan at ang larawan; iniulat ang mas mapanganib na pagbasa, Antas ${n} ${label}.`,
    textAgrees: 'Magkatugma ang paglalarawan at ang larawan.',
  },
  id: {
    photo: (n, label) => `Dari foto saja, ini tampak seperti Level ${n} ${label}, tetapi foto tidak dapat memastikan level IDDSI.`,
    confirm: (tests) => `Sebelum disajikan, pastikan dengan ${tests}.`,
    confirmSep: '; dan ',
    shifted:
      'Beberapa level tampak mungkin, jadi yang lebih berisiko yang dilaporkan (makanan: level yang lebih padat; minuman: level yang lebih encer).',
    drink:
      'Minuman paling sulit dinilai dari foto; foto dari samping dalam gelas bening membantu, tetapi hanya uji aliran yang menentukan.',
    textDecided: 'Deskripsi yang menentukan level; foto hanya mendukung.',
    textCombined: (n, label) => `Deskripsi dan foto digabungkan; penilaian yang lebih berisiko, Level ${n} ${label}, yang dilaporkan.`,
    textAgrees: 'Deskripsi dan foto sejalan.',
  },
  vi: {
    photo: (n, label) => `Chỉ dựa vào ảnh, món này trông giống Cấp độ ${n} ${label}, nhưng ảnh không thể xác nhận cấp độ IDDSI.`,
    confirm: (tests) => `Trước khi phục vụ, hãy xác nhận bằng ${tests}.`,
    confirmSep: '; và ',
    shifted: 'Có nhiều cấp độ khả dĩ nên cấp độ rủi ro hơn được báo cáo (thức ăn: cấp cứng hơn; đồ uống: cấp loãng hơn).',
    drink:
      'Đồ uống khó đánh giá nhất qua ảnh; chụp từ bên cạnh trong cốc trong suốt sẽ giúp ích, nhưng chỉ có thử nghiệm dòng chảy mới quyết định được.',
    textDecided: 'Mô tả quyết định cấp độ; ảnh chỉ hỗ trợ.',
    textCombined: (n, label) => `Mô tả và ảnh đã được kết hợp; nhận định rủi ro hơn, Cấp độ ${n} ${label}, được báo cáo.`,
    textAgrees: 'Mô tả và ảnh thống nhất với nhau.',
  },
  th: {
    photo: (n, label) => `จากภาพถ่ายเพียงอย่างเดียว สิ่งนี้ดูเหมือนระดับ ${n} ${label} แต่ภาพถ่ายไม่สามารถยืนยันระดับ IDDSI ได้`,
    confirm: (tests) => `ก่อนเสิร์ฟ โปรดยืนยันด้วย ${tests}`,
    confirmSep: ' และ ',
    shifted: 'อาจเป็นได้หลายระดับ จึงรายงานระดับที่มีความเสี่ยงมากกว่า (อาหาร: ระดับที่แข็งกว่า เครื่องดื่ม: ระดับที่เหลวกว่า)',
    drink: 'เครื่องดื่มประเมินจากภาพได้ยากที่สุด การถ่ายจากด้านข้างในแก้วใสช่วยได้ แต่มีเพียงการทดสอบการไหลเท่านั้นที่ตัดสินได้',
    textDecided: 'คำอธิบายเป็นตัวกำหนดระดับ ภาพถ่ายใช้ประกอบเท่านั้น',
    textCombined: (n, label) => `ได้รวมคำอธิบายและภาพถ่ายเข้าด้วยกัน และรายงานการประเมินที่มีความเสี่ยงมากกว่า คือระดับ ${n} ${label}`,
    textAgrees: 'คำอธิบายและภาพถ่ายสอดคล้องกัน',
  },
  es: {
    photo: (n, label) => `Solo por la foto, parece Nivel ${n} ${label}, pero una foto no puede confirmar un nivel IDDSI.`,
    confirm: (tests) => `Antes de servir, confírmelo con la ${tests}.`,
    confirmSep: '; y la ',
    shifted:
      'Varios niveles parecían posibles, así que se indica el de mayor riesgo (alimentos: el nivel más firme; bebidas: el más fluido).',
    drink:
      'Las bebidas son lo más difícil de valorar en una foto; ayuda una vista lateral en un vaso transparente, pero solo la prueba de flujo decide.',
    textDecided: 'La descripción decidió el nivel; la foto solo la apoya.',
    textCombined: (n, label) => `Se combinaron la descripción y la foto; se indica la lectura de mayor riesgo, Nivel ${n} ${label}.`,
    textAgrees: 'La descripción y la foto coinciden.',
  },
};
