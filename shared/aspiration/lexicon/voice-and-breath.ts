/**
 * A voice or breathing that changed at or after a swallow, in everyday words ("her voice went funny", "breathing
 * got heavy", "puffs and pants"). Each row names the finding that added it and the screening statement it implements.
 *
 * Going quiet, stopping talking or a far-away look at a meal is not read: no bedside screen fails on it (Yale, GUSS,
 * TOR-BSST test cough, choking, drooling, voice and breathing), and alone it tells nothing of the swallow.
 */
import type { AuditRow } from './audit-words';
import type { LexiconRow } from './red-flags';

export const VOICE_AND_BREATH_WORDS: readonly (AuditRow | LexiconRow)[] = [
  {
    finding: 'session 14 class 1: a voice that changed, sounded different or went funny after a swallow',
    source:
      'GUSS (Trapl 2007) and TOR-BSST (Martino 2009): a change of voice after the swallow fails the screen; read as a voice change (hoarse_voice), which a meal in its clause makes the wet voice',
    reads: { sign: 'hoarse_voice' },
    words: {
      en: ['voice sounded different', 'voice sounds different', 'voice was different', 'voice is different', 'voice went funny', 'voice goes funny', 'voice sounded funny', 'voice sounds funny', 'voice went strange', 'voice sounded strange', 'voice sounds strange', 'voice went weak', 'voice went faint', 'voice went quiet', 'voice goes quiet', 'change in her voice', 'change in his voice', 'change in voice', 'voice altered'],
      'zh-HK': ['聲音變咗', '把聲變咗', '聲線變咗', '把聲唔同咗', '聲音唔同咗', '把聲怪怪哋', '聲音變了'],
      'zh-CN': ['声音变了', '嗓音变了', '声音不一样了', '声音变得', '声音有变化', '声音怪怪的'],
      ja: ['声が変わ', '声の感じが変わ', '声が変にな', '声色が変わ', '声質が変わ'],
      ko: ['목소리가 달라', '목소리가 이상해', '목소리가 바뀌', '목소리가 변하'],
      tl: ['nag-iba ang boses', 'iba na ang boses', 'nag-iba ang tunog ng boses', 'nagbago ang tinig'],
      id: ['suaranya berubah', 'suara jadi beda', 'suaranya jadi beda', 'suaranya jadi lain', 'suaranya lain', 'perubahan suara'],
      vi: ['giọng khác đi', 'giọng nói khác đi', 'giọng bị khác', 'giọng nói thay đổi', 'giọng lạ đi'],
      th: ['เสียงแปลกไป', 'เสียงไม่เหมือนเดิม', 'เสียงพูดเปลี่ยน'],
      es: ['la voz le cambió', 'la voz le cambia', 'le cambió la voz', 'le cambia la voz', 'voz diferente', 'voz distinta', 'la voz cambió', 'la voz cambia', 'se le cambia la voz'],
    },
  },
  {
    finding: 'session 14 class 1: breathing that changed or went heavy after eating or drinking',
    source:
      'GUSS (Trapl 2007) and the Yale protocol (Suiter 2014): a change of breathing with or after the swallow is a sign of aspiration; read as breathlessness, which a meal in its clause makes breathlessness at meals',
    reads: { sign: 'breathlessness' },
    words: {
      en: ['breathing changed', 'breathing changes', 'breathing heavy', 'heavy breathing', 'breathing heavily', 'breathes heavily', 'breathing got heavy', 'breathing gets heavy', 'breathing went heavy', 'breathing goes heavy', 'breathing sounded different', 'breathing sounds different', 'breathing was different', 'breathing went funny', 'change in her breathing', 'change in his breathing', 'change in breathing', 'breathing became heavy'],
      'zh-HK': ['呼吸變咗', '呼吸好重', '呼吸變重', '呼吸好急', '呼吸變急', '呼吸唔同咗', '抖大氣'],
      'zh-CN': ['呼吸变了', '呼吸变重', '呼吸很重', '呼吸变急', '呼吸很急', '呼吸不一样了', '呼吸加重'],
      ja: ['呼吸が変わ', '息が荒', '呼吸が荒', '息づかいが荒', '息遣いが荒'],
      ko: ['숨이 거칠', '숨소리가 거칠', '숨소리가 달라', '호흡이 달라', '호흡이 거칠', '숨을 몰아쉬'],
      tl: ['nag-iba ang paghinga', 'mabigat ang paghinga', 'bumibigat ang paghinga', 'bumigat ang paghinga', 'nagbago ang paghinga', 'mabigat huminga'],
      id: ['napasnya berubah', 'napas berat', 'napasnya berat', 'nafasnya berat', 'nafas berat', 'napas jadi berat', 'napasnya jadi berat', 'nafasnya berubah'],
      vi: ['thở nặng', 'thở nặng nề', 'hơi thở thay đổi', 'thở khác đi', 'thở mạnh'],
      th: ['หายใจหนัก', 'หายใจแรง', 'หายใจเปลี่ยน', 'หายใจไม่เหมือนเดิม'],
      es: ['respira pesado', 'respiración pesada', 'respira más pesado', 'la respiración le cambia', 'la respiración le cambió', 'le cambia la respiración', 'le cambió la respiración', 'respira con fuerza', 'respira agitado', 'respiración agitada'],
    },
  },
  // Finding 11: mild current signs in everyday wording, each beside the sign it is (docs/SCREENING.md, moderate).
  {
    // Out of breath while eating: with a meal, breathless_at_meals.
    reads: { sign: 'breathlessness' },
    words: {
      en: ['puffs and pants', 'puff and pant', 'huffing and puffing', 'huffs and puffs', 'gets puffed', 'gets puffy'],
      'zh-HK': ['氣咳氣喘', '喘晒氣'],
      'zh-CN': ['上气不接下气'],
      ja: ['ハアハアし', 'ゼイゼイし', '息を切らし'],
      ko: ['헉헉거리'],
      tl: ['hingal na hingal'],
      id: ['terengah-engah'],
      vi: ['thở dốc'],
      th: ['หอบแฮ่กๆ'],
      es: ['jadeando', 'se fatiga al respirar'],
    },
  },
];
