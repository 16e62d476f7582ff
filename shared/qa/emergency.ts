/**
 * Questions that tell of an emergency and ask what to do. Whatever else such a
 * question names ("a piece of meat", a texture level), its answer starts from
 * first aid: a fork test answered to "he is choking on meat, what do I do?"
 * costs the minutes that matter. Rankers suggest; this rule decides the lead.
 */
import { questionIntents } from './question-intent';
import type { Features } from './text-features';

interface EmergencyLead {
  id: string;
  /** Any of these concepts names the emergency. */
  concepts: readonly string[];
  /** These concepts make it a question about prevention or foods, not an event. */
  unless: readonly string[];
  /** The topic whose article must be the first source. */
  topic: string;
  source: string;
}

export const EMERGENCY_LEADS: readonly EmergencyLead[] = [
  {
    id: 'CHOKING_ACTION_FIRST_AID',
    concepts: ['k:choking', 'k:unresponsive'],
    unless: ['k:avoid', 'k:prone_to_choke'],
    topic: 'choking-first-aid',
    source:
      'Resuscitation Council UK, Adult choking algorithm (2021); ERC Guidelines 2021: severe choking is treated at once ' +
      'with back blows and abdominal thrusts while the emergency services are called.',
  },
];

/** The topics that must lead the sources: an emergency concept asked about with "what do I do" (or told without a question). */
export function emergencyTopics(question: string, features: Features): string[] {
  if (!questionIntents(question).some((i) => i.id === 'action')) return [];
  return EMERGENCY_LEADS.filter((l) => l.concepts.some((c) => features.has(c)) && !l.unless.some((c) => features.has(c))).map(
    (l) => l.topic,
  );
}
