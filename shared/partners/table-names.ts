/** Names of a stage's partner-platform tables: the stack creates them, the operator CLI finds them. */
export function partnerTableNames(stage: string): { partners: string; usage: string; idempotency: string } {
  return {
    partners: `dysphagia-partners-${stage}`,
    usage: `dysphagia-usage-${stage}`,
    idempotency: `dysphagia-idempotency-${stage}`,
  };
}

/** Name of a plan's API Gateway usage plan in a stage: the stack creates it, the operator CLI finds it. */
export function usagePlanName(stage: string, plan: string): string {
  return `dysphagia-${stage}-${plan}`;
}

/** Name of a partner's API Gateway key in a stage (one active at a time). */
export function gatewayKeyName(stage: string, partnerId: string): string {
  return `dysphagia-${stage}-partner-${partnerId}`;
}
