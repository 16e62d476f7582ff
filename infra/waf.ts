/**
 * The edge of a stage: a regional AWS WAF web ACL on the REST API's stage.
 *
 * 1. Anonymous calls (no x-api-key header) are limited per source IP to the
 *    public plan's rate, so no single anonymous client can starve partners
 *    or run up model spend; partners are limited by their usage plans, not here.
 *    A blocked call gets 429 rate_limited as JSON with Retry-After and CORS.
 * 2. AWS's common rule set, with its body rules counted, not blocking: photos
 *    are up to 10 MB of binary bytes (SizeRestrictions_BODY would refuse
 *    anything over 8 KB, the XSS/LFI/RFI body rules match random bytes) and
 *    clinical free text may contain angle brackets. Bodies are bounded and
 *    validated by the functions (10 MB image, 20-item batch, field limits) and
 *    the gateway (10 MB). NoUserAgent_HEADER is counted too: the spec does not
 *    require a User-Agent, and server-to-server partners often send none.
 */
import type { Stack } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { EXPOSED_HEADERS } from '../shared/http/middleware';
import { rateLimited } from '../shared/partners/errors';
import { PLANS } from '../shared/partners/plans';
import type { StageSettings } from './stages';

/** WAF counts requests per IP over this window (seconds; 60 is the shortest it offers). */
export const WAF_WINDOW_SECONDS = 60;
/** Requests one anonymous IP may send per window: the public plan's steady rate. */
export const ANONYMOUS_LIMIT_PER_WINDOW = PLANS.public.rateLimit * WAF_WINDOW_SECONDS;
/** Rules of the managed common set that only count: they would refuse photos or free text. */
export const COUNTED_COMMON_RULES = [
  'SizeRestrictions_BODY',
  'CrossSiteScripting_BODY',
  'GenericLFI_BODY',
  'GenericRFI_BODY',
  'EC2MetaDataSSRF_BODY',
  'NoUserAgent_HEADER',
] as const;

const RATE_LIMITED_BODY = 'rate-limited';

const visibility = (metricName: string) => ({ cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true });

/** Matches requests without a non-empty x-api-key header (AWS WAF guide: rate limit requests missing a header). */
const withoutApiKey: CfnWebACL.StatementProperty = {
  notStatement: {
    statement: {
      sizeConstraintStatement: {
        fieldToMatch: { singleHeader: { Name: 'x-api-key' } },
        comparisonOperator: 'GT',
        size: 0,
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    },
  },
};

function anonymousRateRule(): CfnWebACL.RuleProperty {
  return {
    name: 'anonymous-rate-per-ip',
    priority: 0,
    statement: {
      rateBasedStatement: {
        limit: ANONYMOUS_LIMIT_PER_WINDOW,
        evaluationWindowSec: WAF_WINDOW_SECONDS,
        aggregateKeyType: 'IP',
        scopeDownStatement: withoutApiKey,
      },
    },
    action: {
      block: {
        customResponse: {
          responseCode: 429,
          customResponseBodyKey: RATE_LIMITED_BODY,
          responseHeaders: [
            { name: 'retry-after', value: String(WAF_WINDOW_SECONDS) },
            { name: 'access-control-allow-origin', value: '*' },
            { name: 'access-control-expose-headers', value: EXPOSED_HEADERS },
          ],
        },
      },
    },
    visibilityConfig: visibility('AnonymousRatePerIp'),
  };
}

function commonRules(): CfnWebACL.RuleProperty {
  return {
    name: 'aws-common-rule-set',
    priority: 1,
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name: 'AWSManagedRulesCommonRuleSet',
        ruleActionOverrides: COUNTED_COMMON_RULES.map((name) => ({ name, actionToUse: { count: {} } })),
      },
    },
    overrideAction: { none: {} },
    visibilityConfig: visibility('AwsCommonRuleSet'),
  };
}

export function addEdgeFirewall(stack: Stack, stage: StageSettings, api: RestApi): CfnWebACL {
  const body = { error: 'rate_limited', message: rateLimited(WAF_WINDOW_SECONDS).message };
  const acl = new CfnWebACL(stack, 'WebAcl', {
    name: `dysphagia-service-${stage.name}`,
    description: `Edge rules of the dysphagia service, stage ${stage.name}: anonymous rate per IP, AWS common rules`,
    scope: 'REGIONAL',
    defaultAction: { allow: {} },
    customResponseBodies: { [RATE_LIMITED_BODY]: { contentType: 'APPLICATION_JSON', content: JSON.stringify(body) } },
    rules: [anonymousRateRule(), commonRules()],
    visibilityConfig: visibility(`DysphagiaService${stage.name}`),
  });
  const association = new CfnWebACLAssociation(stack, 'WebAclAssociation', {
    resourceArn: api.deploymentStage.stageArn,
    webAclArn: acl.attrArn,
  });
  association.node.addDependency(api.deploymentStage);
  return acl;
}
