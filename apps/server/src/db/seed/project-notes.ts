import type { TStageType } from '@n5/shared/project/constants';
import { addDays, atOfficeHour, minDate } from './dates';
import { NOTE_TEXTS } from './note-texts';
import type { TTimeline } from './project-timeline';
import type { TRng } from './rng';

const DAY_MS = 86_400_000;

export interface TProjectTeam {
  projectId: number;
  /** Users working on the project (PM, PE, SI, estimator, manager); authors of its notes. */
  members: readonly number[];
}

/** 0 to 5 notes, written by the team between the project's creation and its end (or today). */
export function notesFor(
  rng: TRng,
  team: TProjectTeam,
  stage: TStageType,
  timeline: TTimeline,
  today: Date,
) {
  const count = rng.weighted([
    [0, 15],
    [1, 20],
    [2, 25],
    [3, 20],
    [4, 12],
    [5, 8],
  ] as const);
  const end = minDate(timeline.completed ?? today, today);
  const spanDays = Math.max(0, Math.floor((end.getTime() - timeline.created.getTime()) / DAY_MS));
  const offsets = Array.from({ length: count }, () => rng.int(0, spanDays)).sort((a, b) => a - b);
  const lost = stage === 'Rejected' || stage === 'Canceled';
  return offsets.map((offset, n) => {
    const day = addDays(timeline.created, offset);
    const forClient = rng.chance(0.2);
    const sold = timeline.approved !== null && day.getTime() >= timeline.approved.getTime();
    const texts = forClient
      ? sold
        ? NOTE_TEXTS.clientBuilding
        : NOTE_TEXTS.clientSelling
      : lost && n === count - 1
        ? NOTE_TEXTS.lost
        : sold
          ? NOTE_TEXTS.building
          : NOTE_TEXTS.selling;
    return {
      projectId: team.projectId,
      noteText: rng.pick(texts),
      userId: rng.pick(team.members),
      createdDate: atOfficeHour(day, rng.int(0, 539)),
      includeClientInd: forClient ? 1 : 0,
    };
  });
}

/** Some projects have people to email when a note is added: a few from the team and the office. */
export function recipientsFor(rng: TRng, team: TProjectTeam, office: readonly number[]) {
  if (!rng.chance(0.35)) return [];
  const chosen = new Set<number>();
  for (let n = rng.int(1, 3); n > 0; n--)
    chosen.add(rng.chance(0.7) ? rng.pick(team.members) : rng.pick(office));
  return [...chosen].sort((a, b) => a - b).map((userId) => ({ projectId: team.projectId, userId }));
}
