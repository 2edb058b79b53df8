import type { ComponentType, LazyExoticComponent } from 'react';
import type { TAccess } from '@n5/shared/permissions/access';
import type { TProjectTab } from '@n5/shared/project/rules';
import type { TProject } from '@n5/shared/project/schemas';
import { preloadable } from '../../../lib/preloadable';

/** What every tab's component is given. */
export interface TProjectTabProps {
  project: TProject;
}

/**
 * One built tab of the project page. Its label is one of the spec's seven (PROJECT_TABS in
 * packages/shared), whose position is the tab's index in query `i`.
 */
export interface TProjectTabEntry {
  /** Who may open it; the others see it disabled. */
  access: TAccess;
  /** The tab's code, downloaded when the tab is first shown. */
  Component: LazyExoticComponent<ComponentType<TProjectTabProps>>;
  /** Starts that download early: the page calls it for the tab in the address. */
  preload: () => Promise<unknown>;
}

/** The built tabs by label; a label missing here is a tab whose issue has not landed. */
export type TProjectTabRegistry = Partial<Record<TProjectTab, TProjectTabEntry>>;

/** An entry from its access rule and a loader of its component (a named export, STYLE.md). */
export function projectTab(
  access: TAccess,
  load: () => Promise<ComponentType<TProjectTabProps>>,
): TProjectTabEntry {
  const Component = preloadable(load, (tab) => tab);
  return { access, Component, preload: Component.preload };
}
