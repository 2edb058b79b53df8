import type { TBonusPoolBody, TYearQuarter } from '@n5/shared/incentives/schemas';
import type { z } from 'zod';
import type { ZAddLeaderBody, ZSetPoolBody } from '@n5/shared/incentives/schemas';
import type { TUser } from '@n5/shared/session/schemas';
import type { TIncentivesDeps } from './deps';
import { getAnalysis } from './use-cases/analysis';
import { getLeadershipIncentive, getPositionIncentive, setBonusPool } from './use-cases/bonus-pool';
import { getCertificates } from './use-cases/certificates';
import { getCertificatesPdf } from './use-cases/certificates-pdf';
import { addLeader, listLeaderCandidates } from './use-cases/leaders';
import { lockQuarter } from './use-cases/lock';
import { getWorksheet } from './use-cases/worksheet';
import { getPoolCalculation, getSummary, setPool } from './use-cases/year';

/** Bonus pools, payouts, certificates and incentive progress (issue 36): composes the use cases. */
export function createIncentivesService(deps: TIncentivesDeps) {
  return {
    leadershipIncentive: (q: TYearQuarter) => getLeadershipIncentive(deps, q),
    positionIncentive: (q: TYearQuarter) => getPositionIncentive(deps, q),
    setBonusPool: (input: TBonusPoolBody, user: TUser) => setBonusPool(deps, input, user),
    leaderCandidates: () => listLeaderCandidates(deps),
    addLeader: (input: z.infer<typeof ZAddLeaderBody>, user: TUser) => addLeader(deps, input, user),
    worksheet: (q: TYearQuarter) => getWorksheet(deps, q),
    summary: (input: { year: number }) => getSummary(deps, input),
    pool: (input: { year: number }) => getPoolCalculation(deps, input),
    setPool: (input: z.infer<typeof ZSetPoolBody>, user: TUser) => setPool(deps, input, user),
    lock: (q: TYearQuarter, user: TUser) => lockQuarter(deps, q, user),
    analysis: (input: Parameters<typeof getAnalysis>[1], user: TUser) =>
      getAnalysis(deps, input, user),
    certificates: (q: TYearQuarter) => getCertificates(deps, q),
    certificatesPdf: (q: TYearQuarter) => getCertificatesPdf(deps, q),
  };
}

export type TIncentivesService = ReturnType<typeof createIncentivesService>;
