import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, callRefusals, calls, type CallDef } from '@laurel/contract';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/*
 * The OpenAPI document as the tools an integrator uses read it (apps/server/src/plugins/README.md#openapi):
 * swagger-parser validates it (refs resolved, schemas valid), Redocly's linter (the engine of
 * @redocly/cli) finds no error with its recommended rules, and openapi-typescript generates types
 * from it that TypeScript compiles and a client can use.
 */

let t: TestApp;
let json: string;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://awards.example' } });
  json = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).body;
});
afterAll(() => t.close());

describe('/api/docs/json', () => {
  it('validates with swagger-parser', async () => {
    await expect(SwaggerParser.validate(JSON.parse(json))).resolves.toBeTruthy();
  });

  it('has no error under Redocly’s recommended rules', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: json, absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('declares for every call its security, a summary, each refusal with the envelope and a download’s type', () => {
    type Op = { summary?: string; security?: unknown[]; responses: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }> };
    const doc = JSON.parse(json) as { servers?: { url: string }[]; paths: Record<string, Record<string, Op>> };
    expect(doc.servers).toEqual([{ url: 'https://awards.example' }]);
    const all = Object.values(calls).flatMap((group) => Object.values(group as Record<string, CallDef>));
    expect(all.length).toBeGreaterThan(80);
    for (const call of all) {
      const name = `${call.method} ${call.path}`;
      const op = doc.paths[`${API_PREFIX}${call.path}`]?.[call.method.toLowerCase()];
      expect(op, name).toBeDefined();
      expect(op!.summary, name).toBe(call.summary);
      expect(op!.security, name).toEqual(call.auth === 'public' ? [] : [{ token: [] }]);
      const refusals = callRefusals(call);
      if (call.auth !== 'public') expect(refusals, name).toEqual(expect.arrayContaining([401, 403]));
      for (const code of refusals) {
        const schema = op!.responses[code]?.content?.['application/json']?.schema;
        expect(Object.keys(schema?.properties ?? {}), `${name} ${code}`).toEqual(['success', 'code', 'msg', 'data', 'reason']);
      }
      if (call.file) {
        expect(call.fileType, name).toBeDefined();
        expect(Object.keys(op!.responses[200]?.content ?? {}), name).toEqual([call.fileType]);
      } else expect(Object.keys(op!.responses[200]?.content ?? {}), name).toEqual(['application/json']);
    }
    // An attempt limit is declared where the server has one.
    expect(doc.paths['/api/user/login']!.post!.responses[429]).toBeDefined();
    expect(doc.paths['/api/index/winnerList']!.get!.responses[429]).toBeUndefined();
  });

  it('generates TypeScript types a client compiles against', async () => {
    const source = astToString(await openapiTS(JSON.parse(json)));
    const dir = mkdtempSync(join(tmpdir(), 'laurel-openapi-'));
    try {
      writeFileSync(join(dir, 'api.ts'), source);
      // A client's use of them: the login body, and the envelope of the entry list.
      writeFileSync(
        join(dir, 'client.ts'),
        [
          "import type { paths } from './api';",
          "type Login = paths['/api/user/login']['post']['requestBody']['content']['application/json'];",
          "export const body: Login = { email: 'mia@example.com', password: 'secret-enough' };",
          "type Refused = paths['/api/user/login']['post']['responses'][422]['content']['application/json'];",
          "export const refused: Refused = { success: false, code: 422, msg: 'Please check the form.', data: null };",
        ].join('\n'),
      );
      const program = ts.createProgram([join(dir, 'client.ts')], { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, skipLibCheck: true });
      const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(diagnostics).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
