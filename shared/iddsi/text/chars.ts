/**
 * Character classes the text stages share, written once. Module-level on purpose:
 * esbuild turns a `\p{…}` regex literal into `new RegExp(…)` built at each use.
 */
const LETTER = /\p{L}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** `s` holds a letter of any script (one character, or anywhere in a string). */
export const hasLetter = (s: string): boolean => LETTER.test(s);

/** `ch` is a letter or digit of any script: a word written in it runs on across it. */
export const isWordChar = (ch: string | undefined): boolean => ch !== undefined && LETTER_OR_DIGIT.test(ch);
