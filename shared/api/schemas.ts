/**
 * Every request and response of the service, in one place. Requests are
 * validated with these schemas; the OpenAPI document is generated from them.
 * Field names and bounds follow ../shared/spec/service-spec.md exactly;
 * fields the spec does not list are marked as extensions in their description.
 */
import * as z from 'zod';
import { RESPONSE_LANGUAGES, languageField, optionalLanguageField, QA_LOCALES, type ResponseLanguage } from '../languages';

const level = z.int().min(0).max(7);

// ---------------------------------------------------------------- requests

export const TextClassifyRequest = z
  .object({
    text: z.string().trim().min(3).max(2000).describe('Description of the food or drink, in any language'),
    language: languageField('en'),
  })
  .meta({ id: 'TextClassifyRequest' });

export const ImageClassifyJsonRequest = z
  .object({
    image_base64: z
      .string()
      .optional()
      .describe('Base64 of a JPEG, PNG or WebP image (a data: URL prefix is accepted); at most 10 MB decoded'),
    image_type: z.string().max(100).optional().describe('Declared media type; ignored: the bytes decide the format'),
    s3_key: z
      .string()
      .min(1)
      .max(1024)
      .optional()
      .describe('Extension: the s3_key returned by POST /api/iddsi-classify-image/upload-url, after the upload'),
    language: languageField('en'),
    description: z.string().trim().max(2000).optional().describe('Extension: a caption that is read by the text engine'),
  })
  .meta({ id: 'ImageClassifyJsonRequest' });

export const UploadUrlRequest = z
  .object({
    content_type: z
      .enum(['image/jpeg', 'image/png', 'image/webp'])
      .default('image/jpeg')
      .describe('Content-Type the upload will carry (the form field is filled in for you); the bytes still decide the format'),
  })
  .meta({ id: 'UploadUrlRequest' });

// A refinement rather than .length(10): the message then says "exactly", and a
// string is reported only as the wrong type. The bound stays in the OpenAPI document.
export const Eat10Schema = z
  .array(z.int().min(0).max(4))
  .refine((items) => items.length === 10, { message: 'must hold exactly 10 item scores (EAT-10 items 1 to 10), each 0-4' })
  .meta({
    minItems: 10,
    maxItems: 10,
    description: 'Extension: the ten EAT-10 item scores, each 0-4; a total of 3 or more is abnormal',
  });

// Bedside screens (docs/SCREENING.md): a failed test is a red flag, a pass lowers nothing on its own.
export const WaterSwallowTestSchema = z
  .object({
    volume_ml: z.number().min(1).max(250).describe('Water given, in ml (Yale protocol 90 ml; TOR-BSST teaspoons and a cup)'),
    cough: z.boolean().describe('Coughing during or within a minute after the water'),
    throat_clear: z.boolean().describe('Throat clearing after the water'),
    wet_voice: z.boolean().describe('A wet or gurgly voice after the water'),
    // Yale protocol (Suiter 2014): not drinking the whole volume without stopping is a fail, like a cough.
    completed: z
      .boolean()
      .optional()
      .describe('Whether the whole volume was drunk without stopping; false (could not finish, interrupted) is a fail'),
    choking: z.boolean().optional().describe('Choking during or right after the water; true is a fail'),
  })
  .meta({
    description: 'Extension: a bedside water swallow test; any of cough, throat_clear, wet_voice or choking, or completed false, is a fail',
  });

export const GussTotalSchema = z
  .int()
  .min(0)
  .max(20)
  .meta({ description: 'Extension: Gugging Swallowing Screen total 0-20 (Trapl 2007); 14 or below is a fail, 15-19 slight dysphagia' });

export const AspirationScreenRequest = z
  .object({
    symptoms: z
      .string()
      .trim()
      .min(5)
      .max(3000)
      .describe('What is seen at mealtimes, free text or a comma-separated list, in any language'),
    age: z.int().min(0).max(130).optional().describe('Age in years; improves risk stratification'),
    diagnosis: z.string().trim().max(1000).optional().describe('Primary diagnosis relevant to swallowing, free text'),
    language: languageField('en'),
    eat10: Eat10Schema.optional(),
    water_swallow_test: WaterSwallowTestSchema.optional(),
    guss_total: GussTotalSchema.optional(),
  })
  .meta({ id: 'AspirationScreenRequest' });

export const MealItem = z
  .object({
    item: z.string().trim().min(1).max(200),
    portion: z.string().trim().max(200).optional(),
  })
  .meta({ id: 'MealItem' });

export const BatchMealRequest = z
  .object({
    meal: z.array(MealItem).min(1).max(20),
    resident_iddsi_level: level,
    resident_drink_level: z
      .int()
      .min(0)
      .max(4)
      .optional()
      .describe('Extension: the prescribed drink level; drinks thinner than it do not match'),
    language: languageField('en'),
  })
  .meta({ id: 'BatchMealRequest' });

export const ClinicalQaRequest = z
  .object({
    question: z.string().trim().min(3).max(1000),
    language: optionalLanguageField(),
    top_k: z.int().min(1).max(10).default(5),
  })
  .meta({ id: 'ClinicalQaRequest' });

// --------------------------------------------------------------- responses

export const ErrorResponse = z.object({ error: z.string(), message: z.string() }).meta({ id: 'ErrorResponse' });

export const Hazard = z
  .object({
    code: z.string(),
    label: z.string().describe('Localised description in the requested language'),
    label_en: z.string(),
  })
  .meta({ id: 'Hazard' });

export const Evidence = z
  .object({
    type: z.string().describe('explicit, test, particle, texture, food, hazard, image'),
    matched: z.string().describe('The words of the input that this evidence came from'),
    level: level.nullable(),
    detail: z.string(),
  })
  .meta({ id: 'Evidence' });

const MultilingualExplanation = z.object(
  Object.fromEntries(RESPONSE_LANGUAGES.map((l) => [l, z.string()])) as Record<ResponseLanguage, z.ZodString>,
);

export const IddsiClassifyResponse = z
  .object({
    iddsi_level: level,
    label: z.string(),
    confidence: z.number().min(0).max(1),
    explanation_en: z.string(),
    explanation_zh_hant: z.string(),
    multilingual_explanation: MultilingualExplanation,
    warning: z.string(),
    kind: z.enum(['food', 'drink']).optional().describe('Extension'),
    hazards: z.array(Hazard).optional().describe('Extension'),
    evidence: z.array(Evidence).optional().describe('Extension'),
    confirm_with: z.array(z.string()).optional().describe('Extension: the physical IDDSI tests that confirm this level'),
    explanation: z.string().optional().describe('Extension: the explanation in the requested language'),
    language: z.enum(RESPONSE_LANGUAGES).optional().describe('Extension: the requested response language'),
    label_localized: z.string().optional().describe('Extension: the level label in the requested language'),
    understood: z
      .boolean()
      .optional()
      .describe(
        'Extension: false when the text could not be read; then confidence is 0 and iddsi_level carries 7 only as a placeholder no drink can have',
      ),
    needs_test: z
      .boolean()
      .optional()
      .describe('Extension: the evidence conflicts, rests on an ambiguous diet name, or no IDDSI test was reported'),
    settling_test: z
      .string()
      .optional()
      .describe('Extension: the IDDSI test that settles the level, in the requested language (when needs_test)'),
    hazards_dealt_with: z
      .array(Hazard)
      .optional()
      .describe('Extension: hazards of the named foods that the text says were removed (boned, sieved, peeled...)'),
    set_aside: z
      .array(z.object({ matched: z.string(), role: z.enum(['prescription', 'label', 'other_item']) }))
      .optional()
      .describe(
        'Extension: words not used as evidence about the food: a diet order, menu, table or ward; a label a test contradicted; the other items of a record that names its one item to classify',
      ),
    ambiguous_terms: z.array(z.string()).optional().describe('Extension: legacy or local diet names with no single IDDSI meaning'),
  })
  .meta({ id: 'IddsiClassifyResponse' });

export const FlagDetail = z
  .object({
    code: z.string().describe('The flag code, as in `flags`'),
    label: z.string().describe('Localised description in the requested language'),
    matched: z.string().describe('The words of the input (or the age / EAT-10 total) behind the flag'),
    weight: z.number().describe('Points this finding contributes before overlap between findings is discounted'),
    status: z
      .enum(['current', 'past', 'negated', 'uncertain'])
      .optional()
      .describe(
        'Extension: current (now, or within the last three months), past (resolved or remote), negated (denied: weight 0, not in `flags`), uncertain (hedged)',
      ),
  })
  .meta({ id: 'FlagDetail' });

export const AspirationScreenResponse = z
  .object({
    risk_level: z.enum(['low', 'moderate', 'high']),
    risk_score: z.int().min(0).max(100).describe('Always inside the band of risk_level: low 0-30, moderate 31-59, high 60-100'),
    flags: z
      .array(z.string())
      .describe(
        'Stable snake_case codes; suffix _past or _possible for past or uncertain findings; risk factors read dysphagia_risk_factor_<name>',
      ),
    recommendation_en: z.string(),
    recommendation_zh_hant: z.string(),
    warning: z.string(),
    recommendation: z.string().optional().describe('Extension: recommendation in the requested language'),
    flag_details: z.array(FlagDetail).optional().describe('Extension'),
  })
  .meta({ id: 'AspirationScreenResponse' });

export const ClassifiedMealItem = z
  .object({
    item: z.string(),
    portion: z.string(),
    iddsi_level: level,
    label: z.string(),
    label_zh: z.string(),
    color: z.string().regex(/^#[0-9A-F]{6}$/i),
    match_resident_level: z.boolean(),
    confidence: z.enum(['high', 'medium', 'low']),
    rationale: z.string(),
    kind: z.enum(['food', 'drink']).optional().describe('Extension'),
  })
  .meta({ id: 'ClassifiedMealItem' });

export const NonMatchingItem = z
  .object({
    index: z.int().min(0),
    item: z.string(),
    iddsi_level: level,
    label: z.string(),
    reason: z.string().optional(),
  })
  .meta({ id: 'NonMatchingItem' });

export const BatchMealResponse = z
  .object({
    items: z.array(ClassifiedMealItem),
    meal_safety_verdict: z.enum(['safe', 'caution', 'unsafe']),
    non_matching_items: z.array(NonMatchingItem),
    recommendations: z.string(),
    model: z.string(),
    resident_iddsi_level: level,
    resident_iddsi_label: z.string(),
    disclaimer: z.string(),
    fallback_reason: z.string().optional().describe('Extension: why the embedded engine answered instead of the hosted model'),
  })
  .meta({ id: 'BatchMealResponse' });

export const ClinicalQaSource = z
  .object({
    title: z.string(),
    url: z.url(),
    id: z.string().optional(),
    locale: z.string().optional(),
  })
  .meta({ id: 'ClinicalQaSource' });

export const ClinicalQaResponse = z
  .object({
    answer: z.string(),
    sources: z.array(ClinicalQaSource),
    model: z.string(),
    embedding_model: z.string(),
    disclaimer: z.string(),
    language: z.string().optional().describe('Extension: the language of the answer'),
    answer_language: z
      .enum(QA_LOCALES)
      .optional()
      .describe('Extension: the corpus locale the answer comes from: the requested language where the corpus has it, English otherwise'),
    fallback_reason: z
      .string()
      .optional()
      .describe('Extension: why the embedded composer answered instead of the hosted model (throttled, timeout, unsupported_number, ...)'),
  })
  .meta({ id: 'ClinicalQaResponse' });

export const ClinicalQaHealth = z
  .object({
    status: z.string(),
    index_size: z.int().min(0).describe('Number of indexed articles (120 in this release)'),
    embedding_model: z.string(),
    answer_model: z.string(),
    description: z.string(),
    dimensions: z.int().min(1).optional().describe('Extension: dimensions of the embedding vectors (1536)'),
    locales: z.array(z.string()).optional(),
  })
  .meta({ id: 'ClinicalQaHealth' });

export const UploadUrlResponse = z
  .object({
    url: z.string().describe('POST a multipart/form-data form here: every entry of fields, then the image as a part named "file" (last)'),
    fields: z.record(z.string(), z.string()).describe('Form fields to send unchanged, before the file'),
    s3_key: z.string().describe('Send {"s3_key": ...} to POST /api/iddsi-classify-image once the upload succeeded'),
    expires_in: z.int().describe('Seconds the upload form stays valid'),
    max_bytes: z.int().describe('Largest accepted image, in bytes (10 MB)'),
  })
  .meta({ id: 'UploadUrlResponse' });

export const UploadReceipt = z
  .object({
    s3_key: z.string().describe('Send {"s3_key": ...} to POST /api/iddsi-classify-image'),
    bytes: z.int().min(1).describe('Size of the stored image'),
  })
  .meta({ id: 'UploadReceipt' });

export const Article = z
  .object({
    id: z.string(),
    topic: z.string(),
    locale: z.string(),
    title: z.string(),
    url: z.url(),
    updated: z.string().describe('Date of the last review (YYYY-MM-DD)'),
    markdown: z.string().describe('The article body as Markdown'),
  })
  .meta({ id: 'Article' });

// Documentation only: GET /api/usage answers shared/partners/report.ts's UsageReport,
// which test/contract/partners.test.ts holds equal to this schema's type.
const count = z.int().min(0);
const limit = z.int().min(0).nullable().describe('null: unlimited');

export const UsageReport = z
  .object({
    partner_id: z.string(),
    plan: z.string().describe("The partner's plan: starter, standard or enterprise (shared/partners/plans.ts)"),
    period: z
      .object({ start: z.iso.datetime(), end: z.iso.datetime() })
      .describe('The month counted: its first instant and the first instant of the next month (UTC)'),
    billable_calls: count,
    by_route: z.record(z.string(), count).describe('Billable calls by route, keyed "METHOD /path"'),
    quota: z
      .object({
        daily_limit: limit,
        used_today: count,
        remaining_today: limit,
        monthly_limit: limit,
        used_this_month: count,
      })
      .describe('Billable calls counted against the plan today and this month (UTC), whatever month was asked'),
  })
  .meta({ id: 'UsageReport' });

export type BatchMealInput = z.infer<typeof BatchMealRequest>;
export type ClinicalQaInput = Omit<z.infer<typeof ClinicalQaRequest>, 'language'> & { language?: ResponseLanguage | undefined };
export type IddsiClassifyResult = z.infer<typeof IddsiClassifyResponse>;
export type AspirationScreenResult = z.infer<typeof AspirationScreenResponse>;
export type BatchMealResult = z.infer<typeof BatchMealResponse>;
export type ClinicalQaResult = z.infer<typeof ClinicalQaResponse>;
export type ClinicalQaHealthResult = z.infer<typeof ClinicalQaHealth>;
