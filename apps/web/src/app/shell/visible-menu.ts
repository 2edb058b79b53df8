import {
  entryAccess,
  SIDE_MENU,
  type TMenuEntry,
  type TMenuGroup,
} from '@n5/shared/navigation/menu';
import { canAccess } from '@n5/shared/permissions/access';
import type { TSubject } from '@n5/shared/permissions/can';
import type { TRegistry } from '../page-registry';

function isBuilt(entry: TMenuEntry, registry: TRegistry): boolean {
  return 'page' in entry ? registry.pages.has(entry.page) : registry.actions.has(entry.action);
}

/**
 * The side menu one user sees: the entries of spec 2 §2.3 the user may open and whose screen or
 * action exists in this build; groups left empty are dropped.
 */
export function visibleMenu(
  user: TSubject | null | undefined,
  registry: TRegistry,
  menu: readonly TMenuGroup[] = SIDE_MENU,
): TMenuGroup[] {
  return menu
    .map((group) => ({
      ...group,
      entries: group.entries.filter(
        (entry) => isBuilt(entry, registry) && canAccess(user, entryAccess(entry)),
      ),
    }))
    .filter((group) => group.entries.length > 0);
}
