/**
 * Classes held-out sets 41 and 42 (session 13) found, on phrases of their own: other foods, other
 * languages than the cases that revealed them.
 */
import { describe, it } from 'vitest';
import { expectLevels } from '../support/iddsi';

describe('a broth with small soup pasta or dumplings is mixed consistency (Level 7), in every language', () => {
  it('reads the small pastas and dumplings served in a broth', () => {
    expectLevels([
      ['brodo di manzo con stelline', 7, 'food'],
      ['brodo vegetale con anellini per la bimba', 7, 'food'],
      ['caldo de galinha com massinha', 7, 'food'],
      ['caldo de carne com aletria', 7, 'food'],
      ['Rinderbrühe mit Grießnockerl', 7, 'food'],
      ['бульон с галушками', 7, 'food'],
      ['수제비', 7, 'food'],
      ['caldo de pollo con estrellitas', 7, 'food'],
      ['consommé aux petites pâtes', 7, 'food'],
    ]);
  });
});

describe('fork drip outcomes in words: no drip and a mound is Level 4, slow dollops Level 3', () => {
  it('reads "cannot drip down" after the verb and a lump standing on the fork as the Level 4 pass', () => {
    expectLevels([
      ['番薯蓉打到好滑，叉都滴唔落', 4, 'food'],
      ['南瓜泥很滑，叉子上滴不下来，堆成一团', 4, 'food'],
      ['番薯蓉，叉上面一坨企喺度', 4, 'food'],
    ]);
  });
  it('reads a drip through the prongs in slow dollops as Level 3, whatever the label says', () => {
    expectLevels([
      ['custard marked Level 4 - runs through the fork in slow blobs', 3, 'food'],
      ['jus mangga kental, netes pelan2 lewat garpu, diminum pakai gelas', 3, 'drink'],
      ['passe lentement entre les dents de la fourchette', 3],
    ]);
  });
});

describe('a flow test on this drink decides, whatever the eater or the jug is prescribed', () => {
  it('reads nothing through the syringe as Level 4 beside a thinner prescription', () => {
    expectLevels([
      ['Room 9 is on level 1 slightly thick. juice from the level 2 jug, syringe test nothing went thru', 4, 'drink'],
      ['Pasien kamar 2 diet cair encer, saya kasih teh dari teko level 3, tes suntikan 10 detik tidak ada yang keluar', 4, 'drink'],
      ['阿婆飲稀嘅，我畀咗3級壺嘅水佢，針筒試十秒都冇一滴流出嚟', 4, 'drink'],
      ['爷爷喝稀的，我从3级的壶里倒了水，针筒测试10秒没有一滴流下来', 4, 'drink'],
    ]);
  });
});
