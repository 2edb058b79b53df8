import type { TStageType } from '@n5/shared/project/constants';
import { addDays, minDate } from './dates';
import { forecastCells, forecastSlot, FULL_BP } from './forecasts';
import type { TRng } from './rng';

/** The dates a project has reached, consistent with its stage and never after `today`. */
export interface TTimeline {
  created: Date;
  submitted: Date | null;
  approved: Date | null;
  completed: Date | null;
}

const before = (rng: TRng, d: Date, min: number, max: number) => addDays(d, -rng.int(min, max));

export function timelineFor(rng: TRng, stage: TStageType, today: Date, days: number): TTimeline {
  const sold = (approved: Date): TTimeline => {
    const submitted = before(rng, approved, 5, 60);
    return { created: before(rng, submitted, 5, 40), submitted, approved, completed: null };
  };
  switch (stage) {
    case 'Preparing Proposal':
      return {
        created: before(rng, today, 0, 45),
        submitted: null,
        approved: null,
        completed: null,
      };
    case 'Awaiting Approval': {
      const submitted = before(rng, today, 1, 75);
      return { created: before(rng, submitted, 5, 40), submitted, approved: null, completed: null };
    }
    case 'Approved':
      return sold(before(rng, today, 0, 40));
    case 'In Progress':
      // Long jobs can have started months ago; a service call started days ago.
      return sold(before(rng, today, 5, Math.min(300, days * 2 + 30)));
    case 'Completed': {
      const completed = before(rng, today, 3, 420);
      return { ...sold(before(rng, completed, Math.max(days, 10), days + 120)), completed };
    }
    case 'Rejected': {
      const submitted = before(rng, today, 20, 400);
      return { created: before(rng, submitted, 5, 40), submitted, approved: null, completed: null };
    }
    case 'Canceled': {
      const created = before(rng, today, 30, 500);
      const submitted = rng.chance(0.6) ? minDate(addDays(created, rng.int(5, 30)), today) : null;
      return { created, submitted, approved: null, completed: null };
    }
  }
}

/** A share of the contract short of 100%: the PM has forecast only part of the work so far. */
const partial = (rng: TRng) => rng.int(20, 95) * 100;

/**
 * The project's 36 forecast cells. Live work is spread over its months, in full for most jobs,
 * partly for some, and not at all for a few (which the browser flags red when sold); finished
 * work is forecast in full over the months it ran; lost work mostly has none.
 */
export function forecastFor(
  rng: TRng,
  stage: TStageType,
  timeline: TTimeline,
  days: number,
  today: Date,
) {
  const now = forecastSlot(today, today);
  const months = Math.max(1, Math.ceil(days / 30)) + rng.int(0, 2);
  const share = (full: number, part: number, none: number) =>
    rng.weighted([
      [FULL_BP, full],
      [partial(rng), part],
      [0, none],
    ] as const);
  switch (stage) {
    case 'Preparing Proposal':
      return forecastCells(rng, now + rng.int(2, 8), months, share(30, 30, 40));
    case 'Awaiting Approval':
      return forecastCells(rng, now + rng.int(1, 5), months, share(45, 30, 25));
    case 'Approved':
      return forecastCells(rng, now + rng.int(0, 2), months, share(50, 25, 25));
    case 'In Progress':
      return forecastCells(
        rng,
        forecastSlot(timeline.approved!, today) + rng.int(0, 1),
        months,
        share(65, 25, 10),
      );
    case 'Completed': {
      const start = forecastSlot(timeline.approved!, today);
      return forecastCells(
        rng,
        start,
        forecastSlot(timeline.completed!, today) - start + 1,
        FULL_BP,
      );
    }
    case 'Rejected':
    case 'Canceled':
      return forecastCells(
        rng,
        forecastSlot(timeline.submitted ?? timeline.created, today) + 1,
        months,
        share(0, 20, 80),
      );
  }
}
