/**
 * A spoonful that leaves the tilted spoon "as one whole lump" (덩어리째, одним
 * комком) is the Level 4 spoon tilt outcome, not a lump in the food; German "-püree" compounds are purées.
 */
import { describe, it } from 'vitest';
import { expectLevels } from '../support/iddsi';

describe('spoon tilt: slides off as one lump', () => {
  it('answers Level 4 in ko, ru, de, fr, it, pt', () => {
    expectLevels([
      ['단호박 퓌레, 숟가락 기울이면 덩어리째 떨어짐', 4, 'food'],
      ['당근 퓌레 숟가락을 기울이니 덩어리째 미끄러져 떨어졌어요, 끈적이지 않음', 4, 'food'],
      ['морковное пюре, при наклоне ложки соскальзывает одним комком, не липнет', 4, 'food'],
      ['Karottenpüree, Löffel kippen: fällt als Ganzes ab, klebt nicht', 4, 'food'],
      ['purée de carottes, cuillère inclinée: glisse en un seul bloc, ne colle pas', 4, 'food'],
      ['purê de cenoura, inclinando a colher desliza em bloco, não gruda', 4, 'food'],
    ]);
  });
  it('still reads lumps in the food', () => {
    expectLevels([
      ['죽에 덩어리가 있음', 5, 'food'],
      ['пюре с комками', 5, 'food'],
    ]);
  });
});
