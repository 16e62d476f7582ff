/**
 * Shape of one language's lexicon. Every list holds surface forms as people
 * write them; they are normalised like the input at compile time (case,
 * NFKC, Traditional -> Simplified), so either Chinese script may be used.
 *
 * Term syntax: a trailing '*' matches the rest of the word ("cough*" matches
 * coughs, coughing); '#' stands for any number ("lost # kg"). Terms in Latin
 * script must start (and, without '*', end) on a word boundary; terms in
 * scripts written without spaces match anywhere.
 */
import type { RiskCode, SignCode } from '../concepts';

export interface NegationSettings {
  /** How the window is counted: words (spaced scripts) or characters. */
  unit: 'word' | 'char';
  /** Largest gap between a pre-negator and the term it negates. */
  pre: number;
  /** Largest gap between a term and a post-negator after it. */
  post: number;
  /** Post-negation gaps must be hiragana only (Japanese particles), so "むせて食べられない" is not a negation. */
  kanaOnlyGap?: boolean;
}

export interface LanguageLexicon {
  lang: string;
  signs: Partial<Record<SignCode, readonly string[]>>;
  /** Sign phrases with a count inside them ("鼻から#回出"; reading rule count_inside_sign, lexicon/counts-inside.ts). */
  countedSigns?: Partial<Record<SignCode, readonly string[]>>;
  risks: Partial<Record<RiskCode, readonly string[]>>;
  /** Abbreviations trusted only in the diagnosis field ("MS", "PD"). */
  diagnosisOnly?: Partial<Record<RiskCode, readonly string[]>>;
  negation: {
    settings: NegationSettings;
    /** Negators before the term ("no", "沒有", "không"). */
    pre?: readonly string[];
    /** Negators with a one-unit reach (Chinese 不, Cantonese 唔). */
    preNarrow?: readonly string[];
    /** Negators whose scope runs through a whole comma list ("denies", "否認"). */
    list?: readonly string[];
    /** Negators after the term ("なし", "없음", "absent"). */
    post?: readonly string[];
    /**
     * Negators after a list that close it whole ("いずれもなし", "모두 없음"): they reach back across the commas of
     * the list. A bare post-negator does not ("むせ込み、発熱なし" denies the fever only).
     */
    postList?: readonly string[];
    /**
     * "Nothing observed" phrases that start with a negator ("no concerns",
     * "沒看到", "walang napansin"): they negate what follows like `pre`, and
     * also reassure, answering a doubt elsewhere in the text.
     */
    reassuring?: readonly string[];
  };
  /**
   * Words for thickened drinks and thickeners. They report a known swallowing
   * problem (risk factor known_dysphagia) and, next to "fine", "no cough" or
   * "better", show that thickening compensates a thin-liquid cough.
   */
  thickened?: readonly string[];
  /** "fine with", "ok naman", "就冇事": what is tolerated (read next to a thickener). */
  tolerates?: readonly string[];
  /**
   * Recovery from an illness ("fully recovered", "後遺症なし", "sudah pulih"):
   * a risk factor in the same sentence is history, unless a sign is current.
   * Also a past cue for signs.
   */
  recovered?: readonly string[];
  /**
   * A modified diet upgraded back to normal ("upgraded to thin fluids", "常食に戻"): a recovery of what is
   * told before it; a sign after it in its clause ("常食に戻してから毎回むせる") happened since, so it is not dated.
   */
  upgraded?: readonly string[];
  /** The sign is in the past ("used to", "last year", "no longer"). */
  past?: readonly string[];
  /**
   * Record and "has had" markers ("history of", "Hx", "riwayat", "曾經"): a
   * sign after them is past, but they say nothing about recovery, so a risk
   * factor after them stays current.
   */
  history?: readonly string[];
  /** The sign is current or recent ("now", "still", "last month"). */
  current?: readonly string[];
  /**
   * "# months ago", "# bulan lalu", "#個月前": the analyser reads the number
   * from the text; up to RECENT_EVENT_MONTHS it is recent (current), beyond
   * it is history.
   */
  monthsAgo?: readonly string[];
  /**
   * Clinical audit: "# weeks ago", "#个星期之前", "#주 전" and "# days ago", "#天之前", "#일 전": the
   * analyser converts the number to months (WEEKS_PER_MONTH, DAYS_PER_MONTH) and applies the monthsAgo arithmetic.
   */
  weeksAgo?: readonly string[];
  daysAgo?: readonly string[];
  /**
   * A question about a thickener or a diet ("需唔需要用凝固粉", "bertanya apakah perlu pengental", "preguntan si necesita
   * espesante"): the diet asked about is not in use (rule asked_about_diet_not_in_use). Read for the diet only, so a
   * question never makes a sign in its clause uncertain.
   */
  question?: readonly string[];
  /** The sign is uncertain ("maybe", "suspected", "not sure"). */
  uncertain?: readonly string[];
  /** The uncertain words that hedge an observation ("らしい", "sepertinya"): the sign stays current (lexicon/hedges.ts). */
  hedge?: readonly string[];
  /** An illness that explains non-specific complaints (a cold, flu) or a complaint unrelated to swallowing. */
  unrelated?: readonly string[];
  /** Eating or drinking described as normal: "eats well" does not make a nearby cough meal-related. */
  normal?: readonly string[];
  /** Frequency that lowers the weight ("occasionally", "sometimes"). */
  occasional?: readonly string[];
  /**
   * A count of episodes in digits ("1次", "# lần"): a count of one is the once of `occasional` (reading
   * rule counted_once); another count tells nothing here.
   */
  counted?: readonly string[];
  /**
   * The occasional words that say how much rather than how often ("slightly", "少し", "약간"): the sign is there.
   * Clinical audit finding 3: they do not soften the bedside fail signs (DEGREE_KEEPS_SIGN).
   */
  degree?: readonly string[];
  /** Frequency that makes a major sign a failed screen seen daily ("every time", "at every meal", "always"). */
  persistent?: readonly string[];
  /** "daily", "每天": persistent only in a sentence that tells a meal (rule daily_at_meals_is_every_meal). */
  daily?: readonly string[];
  context: {
    /** Eating, drinking, food and drink words. */
    meal?: readonly string[];
    /** "when eating", "after meals": also reaches the neighbouring clause. */
    mealTemporal?: readonly string[];
    pill?: readonly string[];
    voice?: readonly string[];
    recurrent?: readonly string[];
    decrease?: readonly string[];
    /** The airway was blocked ("could not breathe"): food stuck with it is a choking episode. */
    airway?: readonly string[];
    /** Drinking too fast ("gulping", "in one go"): a cough then is a normal protective cough (docs/SCREENING.md). */
    gulp?: readonly string[];
    /** Splitting or cutting a tablet: a large tablet managed that way is no sign (docs/SCREENING.md). */
    split?: readonly string[];
    /** Causal links ("because", "due to", "เพราะ"): weight lost because swallowing is hard is attributed to it. */
    cause?: readonly string[];
    /** Falling asleep or drowsy ("falls asleep", "睡着", "眠ってしまう", "조시고"): at a meal, reduced alertness. */
    sleep?: readonly string[];
    /**
     * Eating less ("eats less", "can't finish", "食べたくない", "반도 못 드세요"): told in a sentence with a swallow
     * difficulty, the intake the swallow cuts, and so the cause of a weight loss told elsewhere (reading rule
     * intake_cut_by_swallow).
     */
    intake?: readonly string[];
  };
  /**
   * Reading rule irrealis_frame: a sign told inside a purpose or prevention
   * frame ("to prevent choking", "以免", "para evitar") or a fear of what may happen ("afraid she could choke",
   * "怕佢哽親", "사레 들릴까 봐") is not reported. `purpose` and `fear` come before the sign, `after` after it
   * (Japanese, Korean); `fearWithModal` needs one of `modal` between it and the sign ("afraid she could choke"),
   * so "worried about her coughing" stays a report. `otherPerson` names someone else as the subject ("her husband
   * chokes on his food", "the patient in the next bed choked"): unless the patient or a reporting verb stands
   * between it and the sign ("her husband says she chokes").
   */
  irrealis?: {
    purpose?: readonly string[];
    fear?: readonly string[];
    fearWithModal?: readonly string[];
    after?: readonly string[];
    modal?: readonly string[];
    otherPerson?: readonly string[];
    /** A relative named by whose kin it is ("母の姉", "su tía"): governs risk factors only (lexicon/relatives.ts). */
    relativeByKin?: readonly string[];
    /** A risk told before the sign ("risk of choking") or after it ("误吸风险", "誤嚥のリスク"; lexicon/stated-risk.ts). */
    risk?: readonly string[];
    riskAfter?: readonly string[];
  };
  /** An assessment or the clinician who made it ("SLT assessment", "评估", "評価"): a risk in its sentence is assessed. */
  assessed?: readonly string[];
  /** List glue that a negation reaches across ("or", "and", "或"). */
  connectors?: readonly string[];
  /** Connectors that mark a disjunctive list ("or", "nor"). */
  disjunctive?: readonly string[];
  /** Concessive connectives that end a negation's reach without opening a new sentence (lexicon/concessions.ts). */
  concession?: readonly string[];
  /** Words that end a negation's scope and a clause ("but", "但", "pero"). */
  contrast?: readonly string[];
  /** Longer words that contain a cue but mean something else ("不停", "ไอศกรีม"). */
  ignore?: readonly string[];
  /**
   * Penetration-Aspiration Scale scores from instrumental assessment ("PAS 8",
   * "PAS score of 3"), with '#' for the score: the analyser reads the number
   * from the text (6-8 aspiration, 2-5 penetration, 1 normal).
   */
  penetrationAspirationScale?: readonly string[];
  /**
   * Accents are often left out when typing ("neumonia", "deglucion",
   * "atragantó" as "atraganto"): every term is also compiled without its
   * acute accents and diaeresis (ñ is kept). Single words shorter than five
   * letters are left alone ("té"/"te", "más"/"mas", "bajó"/"bajo"), and a
   * folded form never displaces a word the lexicons already define.
   */
  optionalAccents?: boolean;
}
