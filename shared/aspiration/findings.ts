/** What the analyser reports of a free-text field: findings with their status, and denials. */
import type { RiskCode, SignCode } from './concepts';

export type FindingStatus = 'current' | 'past' | 'possible';

export interface SignFinding {
  kind: 'sign';
  code: SignCode;
  status: FindingStatus;
  occasional: boolean;
  /** Reported at every meal, every time, always ("coughs every time she drinks"). */
  persistent: boolean;
  /** A thin-liquid sign the text says thickening prevents ("coughs on thin, fine with thickened"). */
  compensated: boolean;
  /** A past sign the text says resolved ("fully resolved", "repeat study normal"), not merely dated. */
  resolved: boolean;
  matched: string;
}
export interface RiskFinding {
  kind: 'risk';
  /**
   * 'past': a factor the text calls recovered ("stroke 2015, fully recovered"),
   * or a past one next to normal eating ("stroke years ago, eats normally now").
   */
  code: RiskCode;
  status: 'current' | 'possible' | 'past';
  matched: string;
}
export type Finding = SignFinding | RiskFinding;

/** A sign or risk factor the text denies: reported with status `negated`, never scored. */
export interface Denial {
  kind: 'sign' | 'risk';
  code: SignCode | RiskCode;
  matched: string;
}
