/** What a screen shows for several writes of one place: busy while any runs, the latest error. */
export interface TMutationLike {
  isPending: boolean;
  error: Error | null;
  reset: () => void;
  submittedAt: number;
}

/**
 * One busy flag, one error and one reset over a place's writes (each write its own typed
 * mutation hook, one per endpoint): the error shown is the most recent write's.
 */
export function mutationGroup(...mutations: TMutationLike[]) {
  const failed = mutations.filter((m) => m.error).sort((a, b) => b.submittedAt - a.submittedAt)[0];
  return {
    isPending: mutations.some((m) => m.isPending),
    error: failed?.error ?? null,
    reset: () => mutations.forEach((m) => m.reset()),
  };
}
