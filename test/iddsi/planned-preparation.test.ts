/**
 * Rule PLANNED_PREPARATION_NOT_DONE: a preparation advised, recommended or planned for next time was not done; the
 * food as served decides. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.PLANNED_PREPARATION_NOT_DONE.id}: an advised preparation removes no hazard`, () => {
  it('keeps the food as served, in several languages', () => {
    expectLevels([
      ['Sweetcorn served whole. Advised kitchen to send it puréed and sieved next time.', 7, 'food'],
      ['粟米粒原粒上。建議廚房下次打成蓉再隔渣。', 7, 'food'],
      ['コーンはそのまま出した。次回はミキサーにかけて裏ごしするよう勧めた。', 7, 'food'],
      ['Maiskörner ganz serviert. Empfohlen: nächstes Mal pürieren und passieren.', 7, 'food'],
      ['Maïs en grains entiers. Conseillé de le mixer et passer au tamis la prochaine fois.', 7, 'food'],
      ['Roast chicken, dry, in chunks. Plan: mince to 4 mm and add gravy.', 7, 'food'],
    ]);
    expect(
      classifyText('Sweetcorn served whole. Advised kitchen to send it puréed and sieved next time.').hazards.map((h) => h.code),
    ).toContain('skins_husks');
  });

  it('does not fire on a preparation done, with advice about something else', () => {
    expectLevels([
      ['Sweetcorn puréed and sieved, smooth, holds on the spoon.', 4, 'food'],
      ['Carrots puréed and sieved, smooth, holds on spoon. Next time add a little more butter.', 4, 'food'],
      ['Carrots puréed and sieved, smooth, holds on the spoon, as the SLT advised.', 4, 'food'],
    ]);
  });

  it('governs its own clause and the clauses after it, not a clause before it', () => {
    expectLevels([
      ['Sweetcorn went up whole today. Next time, purée it and sieve it.', 7, 'food'],
      ['Sweetcorn went up whole; advised, for tomorrow, puréed and sieved.', 7, 'food'],
      ["Eau épaissie niveau 2, il faut ajouter plus d'épaississant la prochaine fois", 2, 'drink'],
    ]);
  });
});
