/**
 * Vocabulary rows from the clinical audit (an SLP checked the screen against the screening literature), merged by
 * lexicon/index.ts beside the red-flag, mild-sign and look-alike rows. Each row names the finding it fixes.
 */
import type { LexiconRow } from './red-flags';

export interface AuditRow extends LexiconRow {
  finding: string;
  /** The screening statement the row implements. */
  source: string;
}

export const AUDIT_WORDS: readonly AuditRow[] = [
  {
    // These words stood in the weak `phlegm` lists (low on their own).
    finding: 'audit 5: needing suction for secretions is the failed saliva swallow',
    source:
      'GUSS (Trapl 2007) step 1, the indirect swallowing test: a person who cannot swallow their saliva and needs suctioning fails at severe dysphagia with a high risk of aspiration (rule saliva_not_swallowed)',
    reads: { sign: 'saliva_not_swallowed' },
    words: {
      en: ['needs suctioning', 'needs suction', 'suctioned', 'requires suctioning', 'needs regular suctioning', 'needs frequent suctioning', 'needs oral suctioning', 'suctioning of secretions', 'suctioned regularly', 'suctioned frequently'],
      'zh-HK': ['要抽痰', '需要抽痰', '要吸痰', '需要吸痰', '抽口水', '幫佢抽痰'],
      'zh-CN': ['要吸痰', '需要吸痰', '要抽痰', '需要抽痰', '经常吸痰', '给他吸痰', '给她吸痰'],
      ja: ['吸引', '痰の吸引', '吸引が必要', '口腔内吸引', '頻回吸引'],
      ko: ['가래 흡인', '석션', '석션 필요', '분비물 흡인', '흡인이 필요'],
      tl: ['sinisipsip ang plema', 'sipsip ng plema', 'sinisipsip ang laway', 'kailangang sipsipin'],
      id: ['disedot lendirnya', 'sedot lendir', 'penyedotan lendir', 'perlu disedot', 'harus disedot'],
      vi: ['hút đàm', 'hút đờm', 'phải hút đàm', 'phải hút đờm', 'hút dịch'],
      th: ['ดูดเสมหะ', 'ต้องดูดเสมหะ', 'ดูดน้ำลาย'],
      es: ['aspiración de secreciones', 'aspirar secreciones', 'aspirado de secreciones', 'le aspiran', 'hay que aspirarle', 'necesita aspiración de secreciones'],
    },
  },
];
