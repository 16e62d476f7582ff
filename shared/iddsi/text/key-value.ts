/**
 * Rule APP_KEY_VALUE_FIELDS: an app's log line written as key=value fields ("resident_diet=IDDSI 5;
 * item_served=ice cream; time=14:30") is a form: each key is a field name as "key: value" would be, so the
 * diet-order and item fields are read as the form fields they are (ROLE_ORDER_AFTER_COLON, ROLE_PRESCRIPTION).
 * The rewrite keeps every offset: "=" becomes ":", the key's "_" a space and the space before the key a ";",
 * only after an identifier-like key, in lines holding at least APP_KEY_VALUE_MIN_FIELDS such fields
 * ("1 scoop = 200 ml" is an equation, not a form).
 */
import { APP_KEY_VALUE_MIN_FIELDS } from './rules';

/** A key written as an identifier (letters, digits, underscores; no space) glued to its "=", and the space before it. */
const KEY_FIELD = /(\s?)(?<![\p{L}\p{N}_=])([\p{L}][\p{L}\p{N}_]{1,40})=(?!=)/gu;

/** The text with each key=value field's "=" read as a colon, when the text is such a form. */
export function keyValueAsFields(text: string): string {
  if (!text.includes('=')) return text;
  const keys = text.match(KEY_FIELD);
  if (keys === null || keys.length < APP_KEY_VALUE_MIN_FIELDS) return text;
  // a key's underscores are its spaces ("resident_diet" is the field "resident diet"); the space before a key
  // ends the field before it ("[CareApp] resident_diet=", "item=tea time=9:00") as the "; " between fields does
  return text.replace(KEY_FIELD, (_m, space: string, key: string) => `${space === '' ? '' : ';'}${key.replaceAll('_', ' ')}:`);
}
