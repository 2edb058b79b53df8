import { ACCESS } from '@n5/shared/permissions/access';
import { parseTabIndex, PROJECT_TABS } from '@n5/shared/project/rules';
import { projectTab, type TProjectTabRegistry } from '../features/project/tabs/project-tab';

/**
 * The project page's built tabs, by the spec's label (whose position in PROJECT_TABS is the
 * tab's index in query i). The issue that builds a tab adds its entry here; the page and its
 * screen stay as they are, and a tab without an entry shows disabled, "not available yet".
 * Composed in app/ because a tab may come from any feature, and features do not import each other.
 */
export const PROJECT_TAB_REGISTRY: TProjectTabRegistry = {
  'Project Info': projectTab(
    ACCESS.office,
    async () => (await import('./screens/project-info-tab-screen')).ProjectInfoTabScreen,
  ),
  Inclusions: projectTab(
    ACCESS.office,
    async () => (await import('../features/inclusions/components/inclusions-tab')).InclusionsTab,
  ),
  Notes: projectTab(
    ACCESS.office,
    async () => (await import('./screens/project-notes-tab-screen')).ProjectNotesTabScreen,
  ),
  'Client Contract': projectTab(
    ACCESS.office,
    async () => (await import('../features/contracts/components/contracts-tab')).ClientContractTab,
  ),
  'Sub Contract': projectTab(
    ACCESS.office,
    async () => (await import('../features/contracts/components/contracts-tab')).SubContractTab,
  ),
  Invoice: projectTab(
    ACCESS.office,
    async () => (await import('./screens/invoice-tab-screen')).InvoiceTabScreen,
  ),
  Tracking: projectTab(
    ACCESS.office,
    async () => (await import('../features/tracking/components/tracking-tab')).TrackingTab,
  ),
};

/**
 * The route's prefetch (route-table.ts): the code of the tab in the address starts downloading
 * with the page's own, instead of after it.
 */
export function preloadTabInAddress(search: string) {
  const tab = PROJECT_TABS[parseTabIndex(new URLSearchParams(search).get('i'))]!;
  return PROJECT_TAB_REGISTRY[tab]?.preload() ?? Promise.resolve();
}
