/**
 * Rule SIZE_SIMILE_PEA: a piece or lump said to be the size of a pea ("pea-sized lumps", "lumps about the
 * size of a pea", "豆咁大", "豌豆大小", "グリーンピース大", "완두콩만한", "del tamaño de un guisante") is a
 * particle of about 8-10 mm (a garden pea): above the paediatric Level 5 limit (2 mm), straddling the
 * paediatric Level 6 limit (8 mm) and within the adult Level 6 limit (15 mm). The words are the measure, so
 * the pea in them is not a food served.
 */
import type { Names } from './terms';

export interface SizeSimileRow {
  id: 'pea';
  /** The size in mm the words stand for: a range when the thing compared varies. */
  loMm: number;
  hiMm: number;
  names: Names;
}

export const SIZE_SIMILES: readonly SizeSimileRow[] = [
  {
    id: 'pea',
    loMm: 8,
    hiMm: 10,
    names: {
      en: 'pea sized,pea size,size of a pea,size of peas,size of a garden pea,the size of a pea,as big as a pea,as big as peas,big as a pea',
      zh: '豆咁大,粒豆咁大,豌豆咁大,青豆咁大,豌豆大小,青豆大小,豌豆般大,豌豆一样大,像豌豆那么大,像豌豆一样大,有豌豆大,豌豆大的',
      ja: 'グリーンピース大,グリーンピースくらいの大きさ,グリーンピースほどの大きさ,グリーンピースぐらいの大きさ,豆粒大,豆粒くらいの,豆粒ほどの,豆粒ぐらいの',
      ko: '완두콩 크기,완두콩만한,완두콩만 한,완두콩 만한,콩알만한,콩알만 한,콩알 크기',
      tl: 'kasing laki ng gisantes,kasinlaki ng gisantes,kasing laki ng green peas,kasinlaki ng green peas,kasing laki ng patani',
      id: 'sebesar kacang polong,seukuran kacang polong,sebesar kacang hijau',
      vi: 'bằng hạt đậu,to bằng hạt đậu,cỡ hạt đậu,bằng hạt đậu hà lan,cỡ hạt đậu hà lan',
      th: 'ขนาดเท่าเมล็ดถั่ว,เท่าเมล็ดถั่ว,เท่าเม็ดถั่ว,ขนาดเม็ดถั่ว,เท่าเมล็ดถั่วลันเตา',
      es: 'del tamano de un guisante,del tamano de un chicharo,del tamano de una arveja,tamano guisante,como un guisante,como guisantes',
      fr: 'de la taille d un petit pois,taille d un petit pois,gros comme un petit pois,grosse comme un petit pois,grosses comme des petits pois,gros comme des petits pois',
      de: 'erbsengroß,erbsengroße,erbsengroßen,erbsengroßer,so groß wie eine erbse,so groß wie erbsen,in erbsengröße',
      it: 'grande come un pisello,grandi come piselli,delle dimensioni di un pisello,grossi come piselli',
      pt: 'do tamanho de uma ervilha,do tamanho de ervilhas,tamanho de ervilha',
    },
  },
];
