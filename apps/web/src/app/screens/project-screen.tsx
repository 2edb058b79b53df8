import { ProjectPage } from '../../features/project/pages/project-page';
import { PROJECT_TAB_REGISTRY } from '../project-tabs';

/** The project page with the tabs the features provide (app/project-tabs.ts). */
export function ProjectScreen() {
  return <ProjectPage tabs={PROJECT_TAB_REGISTRY} />;
}
