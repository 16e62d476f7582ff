/**
 * Reading rule denial_stops_at_new_event: a denial joined by "and" to what follows covers a
 * list of signs ("no coughing and choking", "没有咳嗽和呛咳"), not a new event told affirmatively after it ("didn't
 * cough and turned blue", "không ho và tím tái", "ไม่ไอและหน้าเขียว"): a silent choke (docs/SCREENING.md) read as
 * denied was a dangerous low. "or" keeps the list ("no cough or turning blue"), and so does a list negator
 * ("denies cough and cyanosis").
 */
import type { SignCode } from '../concepts';

/** Signs that tell an event of the airway, in every language: a colour change, hands to the throat. */
export const NEW_EVENT_SIGNS: ReadonlySet<SignCode> = new Set<SignCode>(['cyanosis', 'throat_clutched']);

/**
 * Verbs of change that open a sign phrase as a new verb phrase ("went blue", "se puso morada"), for the sign
 * words that name the event with its verb ("went blue" is read as choking itself). Normalised lower case.
 */
export const NEW_EVENT_VERBS: readonly string[] = [
  'went ',
  'turned ',
  'turns ',
  'turning ',
  'goes ',
  'going ',
  'gone ',
  'got ',
  'became ',
  'se puso ',
  'se pone ',
  'se quedó ',
  'se volvió ',
];

/**
 * "and" words that join nouns only, never a new verb phrase (zh 和/及/与/同, ko 및, th กับ): "没有咳嗽和脸色发紫" is a
 * denied list. Normalised (Simplified Chinese).
 */
export const NOUN_JOINERS: ReadonlySet<string> = new Set(['和', '及', '与', '同', '및', 'กับ']);
