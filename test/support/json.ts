/**
 * Parsed JSON that a test reads by path: CloudFormation templates, OpenAPI documents,
 * response bodies and log lines. It stays untyped on purpose: the test's assertions are
 * its schema, and a wrong path fails an assertion rather than the compiler.
 */
// biome-ignore lint/suspicious/noExplicitAny: JSON read by path in assertions; the assertions are its type.
export type Json = any;
