const SLOT = (id: number) => `[data-condition-slot="${id}"]`;
const FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea';
/** About two seconds of frames: the card mounts once its slot is scrolled near. */
const MAX_FRAMES = 120;

/**
 * After Add Condition (issue 40 item 6): scrolls the new card's slot into view (the card mounts
 * when near, see MountWhenNear) and focuses its first field, so the person sees what was added
 * and can type at once. Gives up quietly if the card never appears (a failed reload).
 */
export function revealCondition(conditionId: number) {
  let frames = 0;
  let scrolled = false;
  const step = () => {
    const slot = document.querySelector<HTMLElement>(SLOT(conditionId));
    if (slot && !scrolled) {
      slot.scrollIntoView({ block: 'start', behavior: 'smooth' });
      scrolled = true;
    }
    const field = slot?.querySelector<HTMLElement>(FIELD);
    if (field) {
      field.focus({ preventScroll: true });
      return;
    }
    frames += 1;
    if (frames < MAX_FRAMES) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** The condition a reply's list added: the highest id (ids only grow). */
export const addedConditionId = (list: ReadonlyArray<{ ConditionID: number }>) =>
  list.reduce((a, b) => (b.ConditionID > a ? b.ConditionID : a), 0);
