/** Bedrock model ids from the stage table to the IAM resources InvokeModel needs. */
import { describe, expect, it } from 'vitest';
import { modelArns, parseModelId } from '../../infra/bedrock';

const ctx = { partition: 'aws', account: '123456789012', region: 'us-east-1' };

describe('Bedrock model ARNs', () => {
  it('a foundation model id is one foundation-model ARN in the Bedrock region', () => {
    expect(modelArns('amazon.titan-embed-text-v1', ctx)).toEqual([
      'arn:aws:bedrock:us-east-1::foundation-model/amazon.titan-embed-text-v1',
    ]);
    expect(modelArns('anthropic.claude-3-5-haiku-20241022-v1:0', { ...ctx, region: 'eu-west-1' })).toEqual([
      'arn:aws:bedrock:eu-west-1::foundation-model/anthropic.claude-3-5-haiku-20241022-v1:0',
    ]);
  });

  it('an inference profile needs the profile in the account and the model in every region it routes to', () => {
    const arns = modelArns('us.anthropic.claude-haiku-4-5-20251001-v1:0', ctx);
    expect(arns[0]).toBe('arn:aws:bedrock:us-east-1:123456789012:inference-profile/us.anthropic.claude-haiku-4-5-20251001-v1:0');
    expect(arns).toContain('arn:aws:bedrock:us-east-1::foundation-model/anthropic.claude-haiku-4-5-20251001-v1:0');
    expect(arns).toContain('arn:aws:bedrock:us-east-2::foundation-model/anthropic.claude-haiku-4-5-20251001-v1:0');
    expect(arns).toContain('arn:aws:bedrock:us-west-2::foundation-model/anthropic.claude-haiku-4-5-20251001-v1:0');
    expect(arns.every((a) => !a.includes('*'))).toBe(true);
    expect(new Set(arns).size).toBe(arns.length);
  });

  it('the stage table can name the destination regions; the source region is always included', () => {
    const arns = modelArns('eu.anthropic.claude-sonnet-4-5-20250929-v1:0', {
      ...ctx,
      region: 'eu-west-1',
      profileRegions: ['eu-central-1'],
    });
    expect(arns).toEqual([
      'arn:aws:bedrock:eu-west-1:123456789012:inference-profile/eu.anthropic.claude-sonnet-4-5-20250929-v1:0',
      'arn:aws:bedrock:eu-west-1::foundation-model/anthropic.claude-sonnet-4-5-20250929-v1:0',
      'arn:aws:bedrock:eu-central-1::foundation-model/anthropic.claude-sonnet-4-5-20250929-v1:0',
    ]);
  });

  it('a global profile also needs the region-less foundation-model ARN', () => {
    const arns = modelArns('global.anthropic.claude-sonnet-4-5-20250929-v1:0', ctx);
    expect(arns).toContain('arn:aws:bedrock:::foundation-model/anthropic.claude-sonnet-4-5-20250929-v1:0');
    expect(arns).toContain('arn:aws:bedrock:us-east-1::foundation-model/anthropic.claude-sonnet-4-5-20250929-v1:0');
  });

  it('tells a profile from a model id by its geography prefix only', () => {
    expect(parseModelId('apac.amazon.nova-lite-v1:0')).toEqual({
      id: 'apac.amazon.nova-lite-v1:0',
      foundationModelId: 'amazon.nova-lite-v1:0',
      profileGeo: 'apac',
    });
    expect(parseModelId('anthropic.claude-v2')).toEqual({ id: 'anthropic.claude-v2', foundationModelId: 'anthropic.claude-v2' });
  });

  it('refuses ids that would widen the grant', () => {
    expect(() => modelArns('*', ctx)).toThrow(/invalid Bedrock model id/);
    expect(() => modelArns('anthropic.*', ctx)).toThrow(/invalid Bedrock model id/);
    expect(() => modelArns('', ctx)).toThrow(/invalid Bedrock model id/);
  });
});
