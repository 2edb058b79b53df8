import { describe, expect, it } from 'vitest';
import { ZErrorBody } from '@n5/shared/core/errors';
import { SIGNATURE_TOO_LARGE } from '@n5/shared/core/signature';
import { DEFAULT_EXCLUSIONS } from '@n5/shared/project/constants';
import { projectContract } from '@n5/shared/project/contract';
import { useTestApp } from '../testing/build-test-app';

const { injectAs, callAs, buildProject } = useTestApp();

/** Sends a raw request and returns its status and readable message (never a 5xx). */
async function probe(method: string, url: string, payload?: object) {
  const response = await injectAs('superuser', { method, url, ...(payload ? { payload } : {}) });
  const body = response.statusCode >= 400 ? ZErrorBody.parse(response.json()) : null;
  return { status: response.statusCode, message: body?.error.message ?? '' };
}

describe('inputs the database cannot hold are refused, not 500s (issue 11)', () => {
  it('refuses a NUL character in any text, in body or query', async () => {
    const { ProjectID } = await buildProject();
    const info = await probe('POST', '/api/project/setprojectinfo', {
      projectID: ProjectID,
      field: 'ProjectName',
      value: 'Roof\u0000top',
    });
    expect(info).toEqual({
      status: 400,
      message:
        'The body field "value" contains a NUL character (\\u0000), which text may not hold.',
    });
    expect(
      (await probe('POST', '/api/project/addproject', { projectName: 'a\u0000' })).status,
    ).toBe(400);
    expect((await probe('GET', '/api/crm/contactbrowser?q=%00')).status).toBe(400);
  });

  it('refuses ids a key column cannot hold, in bodies, queries and field values', async () => {
    const { ProjectID } = await buildProject();
    for (const projectID of ['2147483648', '99999999999999999999', '0x10', '1e3', '%201%20']) {
      const reply = await probe('GET', `/api/project/project?projectID=${projectID}`);
      expect(reply.status, projectID).toBe(400);
      expect(reply.message).toMatch(/must be a record id/);
    }
    const body = await probe('POST', '/api/project/setprojectinfo', {
      projectID: 2 ** 31,
      field: 'ProjectName',
      value: 'x',
    });
    expect(body.status).toBe(400);
    for (const value of [2 ** 31, 2 ** 53, 1e308]) {
      const field = await probe('POST', '/api/project/setprojectinfo', {
        projectID: ProjectID,
        field: 'ProjectManagerID',
        value,
      });
      expect(field, String(value)).toEqual({
        status: 400,
        message: 'Project Manager must be a user id.',
      });
    }
  });

  it('an emptied Exclusions box goes back to the default text', async () => {
    const { ProjectID } = await buildProject();
    for (const value of ['', ' ', null]) {
      const { project } = await callAs('estimator', projectContract.setProjectInfo, {
        body: { projectID: ProjectID, field: 'Exclusions', value },
      });
      expect(project.Exclusions).toBe(DEFAULT_EXCLUSIONS);
    }
  });

  it('a body that is not JSON is a client error with a readable message, not "INTERNAL"', async () => {
    const response = await injectAs('superuser', {
      method: 'POST',
      url: '/api/project/addproject',
      payload: Buffer.from('projectName=x'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: {
        code: 'BAD_REQUEST',
        message: 'The request body must be JSON (Content-Type: application/json).',
      },
    });
  });
});

describe("a signature image too large is the route's own 400, not a bare 413 (issue 30 item 10)", () => {
  it('answers the signature limit stated once (core/signature.ts) on every signature route', async () => {
    // A ~1 MB image: over the 512 KB limit, under the routes' body limit.
    const signature = `data:image/png;base64,${'A'.repeat(1_400_000)}`;
    const documentHash = 'a'.repeat(64);
    const fields = { approvedBy: 'Pat Client', signature, documentHash };
    const sign = await probe('POST', '/api/contract/signature', {
      ...fields,
      recipient: 'client',
      guid: '00000000-0000-4000-8000-000000000000',
      companyID: '1',
    });
    const message = `Invalid body field "signature": ${SIGNATURE_TOO_LARGE}`;
    expect(sign).toEqual({ status: 400, message });
    const client = await probe(
      'POST',
      '/api/contracts/00000000-0000-4000-8000-000000000000/client/signature',
      fields,
    );
    expect(client).toEqual({ status: 400, message });
    const startup = await probe('POST', '/api/project/job-startup-signature', {
      projectID: 1,
      name: 'Pat Field',
      company: 'N5',
      signature,
    });
    expect(startup).toEqual({ status: 400, message });
    expect(SIGNATURE_TOO_LARGE).toBe('The signature image is too large: at most 512 KB.');
  });
});
