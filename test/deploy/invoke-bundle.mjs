// Runs in a fresh Node process on the Lambda runtime's Node major (see
// test/deploy/bundles.test.ts): imports one deployed bundle's index.mjs as
// Lambda would, and calls its handler with each API Gateway event.
// argv: <bundle dir> <events.json> <results.json> <timeout ms>
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [dir, eventsFile, resultsFile, timeoutMs] = process.argv.slice(2);
const started = performance.now();
const { handler } = await import(pathToFileURL(path.join(dir, 'index.mjs')).href);
const initMs = performance.now() - started;
const events = JSON.parse(fs.readFileSync(eventsFile, 'utf8'));
const results = [];
for (const [i, event] of events.entries()) {
  const deadline = Date.now() + Number(timeoutMs);
  const context = {
    functionName: process.env.AWS_LAMBDA_FUNCTION_NAME,
    awsRequestId: `bundle-test-${i}`,
    getRemainingTimeInMillis: () => deadline - Date.now(),
  };
  try {
    results.push({ result: await handler(event, context) });
  } catch (error) {
    results.push({ error: String(error?.stack ?? error) });
  }
}
fs.writeFileSync(resultsFile, JSON.stringify({ node: process.version, initMs, results }));
