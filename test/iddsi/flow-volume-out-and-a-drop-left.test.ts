/**
 * Rule FLOW_VOLUME_OUT and the "a drop left" words of FLOW_EMPTIED. A volume that
 * flowed out of the syringe is not what remained; an emptied syringe decides over a thicker label.
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.FLOW_VOLUME_OUT.id}: the volume that flowed out`, () => {
  it('reads the whole syringe flowing out as emptied (Level 0), over a thicker label', () => {
    expectLevels([
      ['label on the tub says mildly thick. syringe test: all 10 ml ran out in 10 seconds', 0, 'drink'],
      ['jeringa de 10 ml con el zumo espesado: en 10 segundos salieron los 10 ml', 0, 'drink'],
      ['增稠咗嘅橙汁，针筒测试，10秒内10ml全部流走', 0, 'drink'],
    ]);
  });
  it('reads a part that flowed out as the rest of the 10 ml left, and "all but" as what stayed', () => {
    expectLevels([
      ['thickened apple juice, syringe test: only 2 ml came out after 10 seconds', 2, 'drink'],
      ['thickened orange juice, flow test after 10 s: all but 2 ml ran out of the syringe', 1, 'drink'],
    ]);
  });
});

describe(`${RULES.FLOW_EMPTIED.id}: a drop left is less than 1 ml`, () => {
  it('reads "apart from a drop", "only a drop left" in every language as the Level 0 result', () => {
    expectLevels([
      ['custard-thick label on the jug, but the flow test: everything ran through apart from a drop after 10 s', 0, 'drink'],
      ['tin says moderately thick; syringe after 10 seconds, only a drop left', 0, 'drink'],
      ['la boîte dit épais, test à la seringue: après 10 secondes il reste une goutte', 0, 'drink'],
      ['Dose sagt mittel dick, Spritzentest nach 10 Sekunden: bis auf einen Tropfen alles durchgelaufen', 0, 'drink'],
      ['pengental di kaleng tulisannya kental, tes suntikan 10 detik semua keluar', 0, 'drink'],
      ['罐上寫中稠，針筒試咗10秒，得返一滴', 0, 'drink'],
      ['とろみ剤の缶には濃いとろみ、シリンジで10秒、一滴だけ残った', 0, 'drink'],
      ['ống tiêm 10 giây, nhãn ghi đặc vừa, chỉ còn một giọt', 0, 'drink'],
    ]);
  });
});
