import { useSyncExternalStore } from 'react';
import { useMatches } from 'react-router';
import { parseInteger } from '@n5/shared/core/integer';

/**
 * The inclusion top menu's choices, kept between screens (spec 1 §2 "Selections are kept
 * between screens") for the browser tab's session, per project, and the address Close returns to.
 */
export interface TInclusionSelection {
  /** The main category id. */
  mainCategory: number | null;
  subCategory: string | null;
}

const KEY = 'n5.inclusions.selection';
const RETURN_KEY = 'n5.inclusions.returnTo';
const listeners = new Set<() => void>();
const EMPTY: TInclusionSelection = { mainCategory: null, subCategory: null };

function readAll(): Record<string, TInclusionSelection> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, TInclusionSelection>;
  } catch {
    return {};
  }
}
let cache = readAll();

export function setInclusionSelection(projectId: number, selection: TInclusionSelection) {
  cache = { ...cache, [projectId]: selection };
  sessionStorage.setItem(KEY, JSON.stringify(cache));
  listeners.forEach((l) => l());
}

export function useInclusionSelection(projectId: number | null): TInclusionSelection {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (projectId === null ? EMPTY : (cache[projectId] ?? EMPTY)),
  );
}

/** Where Close goes: the stored return address of this project, else its Inclusions tab. */
export function closeAddress(projectId: number): string {
  return (
    sessionStorage.getItem(`${RETURN_KEY}.${projectId}`) ?? `/browser/projects/${projectId}?i=1`
  );
}
/**
 * Links into the editor may pass `state: { returnTo: '/some/path' }` (react-router); the editor
 * keeps it, per project, for Close across its sub-category screens.
 */
export function rememberReturnAddress(projectId: number, returnTo: unknown) {
  if (typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//'))
    sessionStorage.setItem(`${RETURN_KEY}.${projectId}`, returnTo);
}

const EDITOR_PAGES = new Set(['inclusionEditor', 'inclusionEditorContract', 'inclusionCategory']);

/** The editor's route parameters, read by the page and by the top menu (outside its route). */
export function useEditorRoute() {
  const match = useMatches().findLast((m) =>
    EDITOR_PAGES.has((m.handle as { page?: string } | undefined)?.page ?? ''),
  );
  const id = match?.params.id;
  return {
    projectId: id && /^\d+$/.test(id) ? parseInteger(id) : null,
    mainCategory: match?.params.mainCategory ?? null,
    subCategory: match?.params.subCategory ?? null,
    contractId: match?.params.contractId ?? null,
  };
}

const CONTRACT_KEY = 'n5.inclusions.contract';
/**
 * /browser/projects/inclusions/{id}/{contractid}: conditions added in this visit go to that
 * client contract; /browser/projects/inclusions/{id} forgets it.
 */
export function rememberContract(projectId: number, contractId: string | null) {
  if (contractId) sessionStorage.setItem(`${CONTRACT_KEY}.${projectId}`, contractId);
  else sessionStorage.removeItem(`${CONTRACT_KEY}.${projectId}`);
}
export function rememberedContract(projectId: number): string | null {
  return sessionStorage.getItem(`${CONTRACT_KEY}.${projectId}`);
}

/**
 * The main category a route names: its segment is the category *id* (spec 1), never its code —
 * "10" is 22 Plumbing's id, not 10 Specialties (issue 40 item 1).
 */
export function categoryOfRoute<T extends { categoryid: number }>(
  categories: readonly T[] | undefined,
  segment: string | null,
): T | undefined {
  return segment ? categories?.find((m) => String(m.categoryid) === segment) : undefined;
}
