import type { TBrowserProject } from '@n5/shared/browser/schemas';
import type { TGridKind } from '../api/browser-queries';

/** What the cells of the browser grid call back into (AG Grid `context`). */
export interface TBrowserGridContext {
  grid: TGridKind;
  canChangeStage: boolean;
  openNotes: (project: TBrowserProject) => void;
  openStage: (project: TBrowserProject) => void;
}
