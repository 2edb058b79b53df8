import type { TestProject } from 'vitest/node';
import {
  createTemplate,
  dropTemplate,
  type TTestDbKind,
  type TTestDbTemplate,
} from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    testDbTemplate: TTestDbTemplate;
  }
}

/** Migrates and seeds one template per run; each test file then copies it (under a second). */
export default async function setup(project: TestProject) {
  const kind = (project.config.env?.TEST_DB ?? 'pglite') as TTestDbKind;
  const template = await createTemplate(kind);
  project.provide('testDbTemplate', template);
  return async () => {
    await dropTemplate(template);
  };
}
