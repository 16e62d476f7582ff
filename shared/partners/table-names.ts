/** Names of a stage's partner-platform tables: the stack creates them, the operator CLI finds them. */
export function partnerTableNames(stage: string): { partners: string; usage: string; idempotency: string } {
  return {
    partners: `dysphagia-partners-${stage}`,
    usage: `dysphagia-usage-${stage}`,
    idempotency: `dysphagia-idempotency-${stage}`,
  };
}
