/** Stage "safety bias" (safety-bias.ts): foods the higher level, drinks the thinner, hazards raise to 7. */
import { describe, expect, it } from 'vitest';
import { chooseLevel, pickByKind, raisedByHazard } from '../../shared/iddsi/text/safety-bias';

describe('safety bias', () => {
  it('picks the higher level for a food and the thinner for a drink', () => {
    expect(pickByKind([4, 5], 'food')).toBe(5);
    expect(pickByKind([1, 2], 'drink')).toBe(1);
  });

  it('re-picks when the chosen level settles the kind the other way', () => {
    // votes say drink; 3 and 4 left; the thinner is 3, a drink level: kept
    expect(chooseLevel([3, 4], { drink: 2, food: 1 }, 'drink')).toEqual({ level: 3, kind: 'drink' });
    // votes tie on food; 3 and 5 left: 5 is a food level, the food pick stands
    expect(chooseLevel([3, 5], { drink: 1, food: 1 }, 'food')).toEqual({ level: 5, kind: 'food' });
  });

  it('HAZARD_SURVIVES: a food below 7 with a standing hazard is raised; a drink or a melting food is not', () => {
    expect(raisedByHazard(6, 'food', [{ code: 'sticky', matched: 'mochi', source: 'food' }])).toBe(true);
    expect(raisedByHazard(6, 'food', [{ code: 'melts', matched: 'ice cream', source: 'food' }])).toBe(false);
    expect(raisedByHazard(2, 'drink', [{ code: 'hard', matched: 'x', source: 'text' }])).toBe(false);
  });
});
