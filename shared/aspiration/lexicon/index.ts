/** Every language lexicon the screen reads, in one list. */
import { EN } from './en';
import { ES } from './es';
import { ID } from './id';
import { JA } from './ja';
import { KO } from './ko';
import { TH } from './th';
import { TL } from './tl';
import type { LanguageLexicon } from './types';
import { VI } from './vi';
import { ZH } from './zh';

export const LEXICONS: readonly LanguageLexicon[] = [EN, ZH, JA, KO, TL, ID, VI, TH, ES];
export type { LanguageLexicon } from './types';
