import { describe, expect, it } from 'vitest';
import { browserContract } from '@n5/shared/browser/contract';
import { emailContract } from '@n5/shared/email/contract';
import { notesContract } from '@n5/shared/notes/contract';
import { projectContract } from '@n5/shared/project/contract';
import { useTestApp } from '../testing/build-test-app';

const { callAs, refusedAs, buildProject } = useTestApp();

/** The contracts' strict inputs, end to end (the schemas: packages/shared/src/core/strict-inputs). */
describe('strict inputs over the API (issue 11)', () => {
  it('refuses a forecast percent finer than the four stored places instead of rounding it', async () => {
    const { ProjectID } = await buildProject({ StageType: 'In Progress' });
    const cell = { projectID: ProjectID, forecastYear: 2, forecastMonth: 3, monthStr: 'mar' };
    for (const contract of [projectContract.setForecast, browserContract.setBrowserForecast]) {
      for (const forecastPercent of ['0.12345', 0.00001]) {
        const refusal = await refusedAs('pm', contract, { body: { ...cell, forecastPercent } });
        expect(refusal).toEqual({
          status: 400,
          error: {
            code: 'BAD_REQUEST',
            message:
              'Invalid body field "forecastPercent": must be a number from -999.9999 to 999.9999 with at most 4 decimals',
          },
        });
      }
    }
    const { forecasting } = await callAs('pm', projectContract.getForecasting, {
      query: { projectID: ProjectID },
    });
    expect(forecasting.cells.mar2).toBe('0.0000');
    await callAs('pm', projectContract.setForecast, {
      body: { ...cell, forecastPercent: '0.12340' },
    });
  });

  it('refuses flags, slots and pages that a loose parser would have read as numbers', async () => {
    const { ProjectID } = await buildProject({ StageType: 'In Progress' });
    for (const includeClientInd of ['', [], true, ' 1 ']) {
      const refusal = await refusedAs('pm', notesContract.addNote, {
        body: { projectID: ProjectID, note: 'Flag check', includeClientInd },
      });
      expect(refusal.status, JSON.stringify(includeClientInd)).toBe(400);
      expect(refusal.error.message).toMatch(/includeClientInd.*must be 0 or 1/);
    }
    for (const forecastYear of [true, [2], ' 2 ', '0x2']) {
      const body = { projectID: ProjectID, forecastYear, forecastMonth: 3, forecastPercent: '0' };
      expect((await refusedAs('pm', projectContract.setForecast, { body })).status).toBe(400);
    }
    for (const page of ['0x2', ' 2 ', '1e1']) {
      const refusal = await refusedAs('admin', emailContract.listOutbox, { query: { page } });
      expect(refusal.error.message).toMatch(/page.*must be a whole number/);
    }
    for (const projectID of ['0x10', ' 1 ', 'true']) {
      const refusal = await refusedAs('pm', browserContract.getRow, { query: { projectID } });
      expect(refusal.error.message).toMatch(/must be a record id/);
    }
  });

  it('refuses ids with spaces in project fields, and still clears a field given ""', async () => {
    const { ProjectID } = await buildProject();
    const set = (value: string) => ({ body: { projectID: ProjectID, field: 'ManagedBy', value } });
    expect(await refusedAs('superuser', projectContract.setProjectInfo, set(' 1 '))).toEqual({
      status: 400,
      error: { code: 'BAD_REQUEST', message: 'Managed By must be a user id.' },
    });
    const { project } = await callAs('superuser', projectContract.setProjectInfo, set(''));
    expect(project.ManagedBy).toBeNull();
  });
});
