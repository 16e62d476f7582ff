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

/**
 * A JSON-like field: a quoted key, then a colon ('"syringe_ml_left": 1.5'). The same form as key=value, sent by
 * an app as JSON (rule APP_KEY_VALUE_FIELDS).
 */
const JSON_KEY = /"([\p{L}][\p{L}\p{N}_ ]{0,40})"(\s*):/gu;
/** A comma that ends a JSON field: the next field's quoted key follows it. */
const JSON_FIELD_END = /,(?=\s*"[\p{L}][\p{L}\p{N}_ ]{0,40}"\s*:)/gu;
/** The braces, brackets and quotes of the JSON form, read as spaces once its keys are fields. */
const JSON_MARKS = /["{}[\]]/g;

/** The JSON-like form's fields as "key: value; " fields, every offset kept. */
function jsonAsFields(text: string): string {
  const keys = text.match(JSON_KEY);
  if (keys === null || keys.length < APP_KEY_VALUE_MIN_FIELDS) return text;
  return text
    .replace(JSON_FIELD_END, ';')
    .replace(JSON_KEY, (_m, key: string, gap: string) => ` ${key.replaceAll('_', ' ')}:${gap} `)
    .replace(JSON_MARKS, ' ');
}

/** The text with each key=value (or JSON "key": value) field read as "key: value", when the text is such a form. */
export function keyValueAsFields(text: string): string {
  if (text.includes('":')) return jsonAsFields(text);
  if (!text.includes('=')) return text;
  const keys = text.match(KEY_FIELD);
  if (keys === null || keys.length < APP_KEY_VALUE_MIN_FIELDS) return text;
  // a key's underscores are its spaces ("resident_diet" is the field "resident diet"); the space before a key
  // ends the field before it ("[CareApp] resident_diet=", "item=tea time=9:00") as the "; " between fields does
  return text.replace(KEY_FIELD, (_m, space: string, key: string) => `${space === '' ? '' : ';'}${key.replaceAll('_', ' ')}:`);
}
