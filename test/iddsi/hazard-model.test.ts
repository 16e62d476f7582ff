/**
 * The hazard model (issue 14): a food's IDDSI hazards survive every
 * preparation that does not remove that hazard, whichever evidence decided
 * the level (a measured 5 mm piece, a stated level, a texture word). One test
 * per preparation rule id of PREPARATION_RULES.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { HAZARD_CODES, PREPARATION_RULES, TRANSFORMS_TEXTURE } from '../../shared/iddsi/hazards';
import { NAMES, TEXTURES } from '../../shared/iddsi/lexicon/terms';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';

const codes = (text: string) => classifyText(text).hazards.map((h) => h.code);

describe('hazards that cutting does not remove', () => {
  it('keeps a sticky, stringy, juicy, hard or skinned food at Level 7 when it is only cut small', () => {
    const cases: [string, string][] = [
      ['mochi cut into small 1 cm pieces', 'sticky'],
      ['pineapple chopped into 5 mm pieces', 'fibrous'],
      ['celery minced finely', 'fibrous'],
      ['pulled pork in small pieces', 'fibrous'],
      ['watermelon cut into 1 cm cubes', 'juicy'],
      ['grapes cut into quarters', 'skins_husks'],
      ['peanuts chopped finely', 'hard'],
      ['sausage sliced into 1 cm rounds', 'skins_husks'],
    ];
    for (const [text, code] of cases) {
      const c = classifyText(text);
      expect({ text, level: c.level, kind: c.kind }).toEqual({ text, level: 7, kind: 'food' });
      expect(codes(text), text).toContain(code);
    }
  });

  it('chopped / bite_sized: cutting changes shape and size only (round_long goes, skins stay)', () => {
    expect(codes('grapes cut into quarters')).not.toContain('round_long');
    expect(codes('sausage sliced into 1 cm rounds')).not.toContain('round_long');
    expect(classifyText('soft meatballs cut into quarters, about 1.5 cm, in thick sauce').level).toBe(6);
  });

  it('minced: tough meat needs no chewing at 4 mm, stringy fibres stay', () => {
    expect(classifyText('minced beef in thick gravy, 4 mm pieces').level).toBe(5);
    expect(classifyText('pineapple minced to 4 mm, moist').level).toBe(7);
  });

  it('sieved: only sieving removes stringy fibres', () => {
    expect(classifyText('pureed and sieved pineapple, smooth, no lumps').level).toBe(4);
    expect(codes('pureed pineapple')).toContain('fibrous');
  });

  it('pureed / blended / smooth / name_pureed_diet / name_liquidised: smoothing never removes stickiness', () => {
    expect(classifyText('smooth peanut butter').level).toBe(7);
    expect(classifyText('blended mochi, smooth').level).toBe(7);
    expect(classifyText('pureed carrots, smooth, no lumps').level).toBe(4);
  });

  it('mashed / soft / moist / flaked / name_minced_moist / name_soft_bite: a form hazard goes with any texture change', () => {
    expect(classifyText('fish flaked and mashed with sauce, pieces 2-3 mm, moist').level).toBe(5);
    expect(classifyText('soft cooked fish cut into 1.5 cm pieces, breaks apart with a fork').level).toBe(6);
    expect(classifyText('fish, cut into 1.5 cm pieces').level).toBe(7);
  });

  it('removal words take a hazard away: bones removed, skin taken off, strings removed', () => {
    expect(codes('whole fish with bones')).toContain('bones');
    expect(codes('fish, bones removed, skin taken off')).not.toContain('bones');
    expect(codes('celery, strings removed, pureed and sieved')).not.toContain('fibrous');
  });

  it('states every preparation rule with known hazard codes and a lexicon row id', () => {
    const rows = new Set([...TEXTURES, ...NAMES].map((r) => r.id));
    const known = new Set<string>(HAZARD_CODES);
    for (const r of PREPARATION_RULES) {
      expect(rows.has(r.id), r.id).toBe(true);
      expect(r.statement.length, r.id).toBeGreaterThan(10);
      for (const code of r.removes) expect(known.has(code), `${r.id}: ${code}`).toBe(true);
      if (r.id !== 'soaked') expect(r.removes.includes('sticky'), r.id).toBe(false);
    }
    expect(TRANSFORMS_TEXTURE.has('chopped')).toBe(false);
    expect(TRANSFORMS_TEXTURE.has('minced')).toBe(true);
  });
});

describe('preparations that deal with a hazard, or leave it (general rules)', () => {
  it('soaked: bread counts for Level 6 only when soaked through (dryness and the sticky bolus go)', () => {
    expect(classifyText('soft white bread roll').level).toBe(7);
    expect(classifyText('crustless bread soaked in thick custard until fully soft, cut into 1 cm squares').level).toBe(6);
  });

  it('sieved: skins a text names are what the sieve takes out', () => {
    const c = classifyText('pumpkin steamed with the skin on, blended and strained, smooth, no lumps, holds its shape on a spoon');
    expect(c.level).toBe(4);
    expect(c.dealtWith).toContain('skins_husks');
  });

  it('an ingredient in a wet base keeps the hazards no base removes (corn husks in congee)', () => {
    expect(classifyText('corn kernels chopped and stirred into plain congee').level).toBe(7);
  });

  it('pieces measured at 4 mm were minced: the served form (fish bones) is gone, stated removal words too', () => {
    expect(classifyText('tuna mornay, fine pieces 3-4mm, moist, no thin sauce separating').level).toBe(5);
    expect(classifyText('Ikan bandeng presto, duri sudah dibuang semua, daging dilumat halus butiran maks 4 mm').hazards).toEqual([]);
  });
});

describe('HAZARD_REMOVED_BY_VERB: a removal verb takes out the hazards it names, and only those', () => {
  it('reads removal verbs after the hazards, joined by "and"', () => {
    const r = runEngine('duck leg, skin and bones taken out, braised soft, cut into 1.5 cm pieces');
    expect(r.hazards.map((h) => h.code)).toEqual([]);
    expect(r.dealtWith).toEqual(expect.arrayContaining(['skins_husks', 'bones']));
    expect(r.level).toBe(6);
    expect(runEngine('なすは皮をむいて柔らかく煮て1cm角に切った').hazards.map((h) => h.code)).not.toContain('skins_husks');
  });

  it('reads removal verbs before the hazards, a few words away', () => {
    expect(runEngine('bangus, tinanggal lahat ng tinik, giniling, 4 mm, basa').hazards.map((h) => h.code)).not.toContain('bones');
    expect(runEngine('pescado al vapor, quitamos todas las espinas, 1 cm, tierno').hazards.map((h) => h.code)).not.toContain('bones');
  });

  it('leaves a hazard the verb does not name, or one in another clause', () => {
    expect(runEngine('chicken wings, skin removed, bones in').hazards.map((h) => h.code)).toContain('bones');
    expect(runEngine('remove before serving. grapes with skin, halved').hazards.map((h) => h.code)).toContain('skins_husks');
  });
});

describe('per-food scoping: a hazard stays with the food that has it', () => {
  it('fibres of a stringy vegetable survive being stirred into a smooth base (HAZARD_SURVIVES)', () => {
    const r = runEngine('rhubarb chopped to 3 mm, folded into mashed sweet potato');
    expect(r.level).toBe(7);
    expect(r.hazards.map((h) => h.code)).toContain('fibrous');
  });

  it('meat pulled into strands is stringy, and chopping it small leaves the strings (HAZARD_SURVIVES)', () => {
    expect(codes('pork pulled into strands, then chopped to about 3 mm')).toContain('fibrous');
  });

  it('PIECES_LEFT: crushed nuts with bits left keep their hardness; ground to a smooth paste they do not', () => {
    expect(runEngine('cashews crushed, still some small pieces, mixed into porridge').level).toBe(7);
    expect(codes('cashews crushed, still some small pieces, mixed into porridge')).toContain('hard');
    expect(codes('carrot puree with a few lumps of about 4 mm')).not.toContain('hard');
  });

  it('THIN_CARRIER: a soup with pieces in a thin broth is a mixed consistency, not a thin drink', () => {
    const r = runEngine('chicken tinola with cut vegetables, malabnaw na sabaw');
    expect(r.kind).toBe('food');
    expect(r.level).toBe(7);
  });
});

// skins and husks pass a blender; only a sieve takes them out (IDDSI high-risk foods)
describe(`rule ${RULES.UNSIEVED_KEEPS_SKINS.id}: blended but said not to be sieved, the skins stay`, () => {
  it.each([
    ['en', 'chickpeas whizzed in the blender, not strained'],
    ['es', 'garbanzos triturados con la batidora, sin colar'],
    ['pt', 'ervilhas batidas no liquidificador sem peneirar'],
    ['zh', '玉米粒打成蓉，没过筛'],
    ['fr', 'petits pois mixés, sans tamiser'],
  ])('%s: Level 7 with the skins hazard standing: %s', (_lang, text) => {
    const r = classifyText(text);
    expect(r.level).toBe(7);
    expect(r.hazards.map((h) => h.code)).toContain('skins_husks');
  });

  it('the same food blended and sieved has its skins dealt with', () => {
    const r = classifyText('ervilhas batidas no liquidificador e peneiradas, lisas');
    expect(r.hazards.map((h) => h.code)).not.toContain('skins_husks');
    expect(r.level).toBeLessThan(7);
  });
});
