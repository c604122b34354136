// Issue 40, the contract written once: every call the three seeds name (seed-calls.ts), the calls
// whose paths they do not show (sdk-extensions.ts), the SDK's own calls read from its source, and
// the API's OpenAPI 3.1 document (/v1/openapi.json, generated from the sandbox's route schemas).
// Renaming a call on either side fails here: the SDK's path is no longer a seed's, or the API no
// longer lists the seed's.
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { REFRESH_PATH } from '../src';
import { problemsOf, type OpenApiDocument } from './contract/openapi-requests';
import { callKey, readSdkCalls } from './contract/sdk-calls';
import { SDK_EXTENSIONS } from './contract/sdk-extensions';
import { sdkSampleRequests } from './contract/sdk-sample-requests';
import { SEED_CALLS } from './contract/seed-calls';
import { sandboxForThisFile } from './sandbox-harness';

const sandbox = sandboxForThisFile();
const sdk = readSdkCalls(join(__dirname, '../src'));
// The transport posts the refresh itself (transport.ts doRefresh, proved in transport.test.ts).
const sdkCalls = [
  ...sdk.calls,
  { method: 'POST', path: REFRESH_PATH, at: 'transport.ts doRefresh' },
];
const sdkKeys = new Set(sdkCalls.map((call) => callKey(call.method, call.path)));
const seedKey = (call: { method: string; path: string }) => callKey(call.method, call.path);
const used = SEED_CALLS.filter((call) => !call.sdkUses);

let document: OpenApiDocument;
const documentKeys = () =>
  new Set(
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => callKey(method.toUpperCase(), path.replace(/^\/v1/, ''))),
    ),
  );

beforeAll(async () => {
  const answer = await fetch(`${sandbox.current().url}/v1/openapi.json`);
  expect(answer.status).toBe(200);
  document = (await answer.json()) as OpenApiDocument;
});

describe('the SDK against the seeds’ calls', () => {
  it('reads every call of the SDK’s source (no verb or path it cannot read)', () => {
    expect(sdk.unreadable).toEqual([]);
    expect(sdk.calls.length).toBeGreaterThan(80);
  });

  it('makes each seed call it uses with the seed’s own verb and path', () => {
    const missing = used.filter((call) => !sdkKeys.has(seedKey(call)));
    expect(missing.map((call) => `${call.method} ${call.path} (${call.spec})`)).toEqual([]);
  });

  it('makes no call that is neither a seed’s nor a declared extension', () => {
    const allowed = new Set([...used, ...SDK_EXTENSIONS].map(seedKey));
    const other = sdkCalls.filter((call) => !allowed.has(callKey(call.method, call.path)));
    expect(other.map((call) => `${call.method} ${call.path} at ${call.at}`)).toEqual([]);
  });

  it('declares no extension the SDK no longer makes, and none a seed already names', () => {
    const seeds = new Set(SEED_CALLS.map(seedKey));
    expect(SDK_EXTENSIONS.filter((call) => !sdkKeys.has(seedKey(call)))).toEqual([]);
    expect(SDK_EXTENSIONS.filter((call) => seeds.has(seedKey(call)))).toEqual([]);
  });
});

describe('GET /v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(
      document as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every call the seeds name, both forms where they disagree (verifyCode, payers)', () => {
    const served = documentKeys();
    const absent = SEED_CALLS.filter((call) => !served.has(seedKey(call)));
    expect(absent.map((call) => `${call.method} ${call.path} (${call.spec})`)).toEqual([]);
  });

  it('lists every call the SDK makes', () => {
    const served = documentKeys();
    expect(sdkCalls.filter((call) => !served.has(callKey(call.method, call.path)))).toEqual([]);
  });

  it('accepts the SDK’s requests: path, query and body of each checked with its schemas', async () => {
    const requests = await sdkSampleRequests();
    expect(requests.length).toBeGreaterThan(40);
    expect(requests.flatMap((request) => problemsOf(document, request))).toEqual([]);
  });

  it('refuses what the API refuses: an unknown body key or a missing query field', () => {
    const base = 'http://api.test/v1';
    expect(
      problemsOf(document, { method: 'PATCH', url: `${base}/payer/p-1`, body: { compania: {} } }),
    ).toEqual([expect.stringContaining('must NOT have additional properties')]);
    expect(problemsOf(document, { method: 'GET', url: `${base}/delivery/?storeId=s` })).toEqual([
      expect.stringContaining("must have required property 'userId'"),
    ]);
    expect(problemsOf(document, { method: 'GET', url: `${base}/deliveriez/` })).toEqual([
      'GET /v1/deliveriez/: no such operation in the document',
    ]);
  });
});
