import type { ComponentType } from 'react';
import { preloadable } from '../lib/preloadable';
import type { TScreenRoute } from './route-table';

const lazyNamed = <M, K extends keyof M>(load: () => Promise<M>, name: K) =>
  preloadable(load, (module) => module[name] as ComponentType);

/** Incentives (issue 36): bonus pool, payouts, certificates, incentive progress. */
export const INCENTIVE_ROUTES = {
  teamMemberBonusPool: {
    Component: lazyNamed(
      () => import('../features/incentives/pages/bonus-pool-page'),
      'BonusPoolPage',
    ),
    TopMenu: lazyNamed(() => import('./screens/incentive-screens'), 'BonusPoolTopMenuScreen'),
  },
  incentivePayout: {
    Component: lazyNamed(() => import('../features/incentives/pages/payout-page'), 'PayoutPage'),
    TopMenu: lazyNamed(
      () => import('../features/incentives/components/incentive-top-menus'),
      'PayoutTopMenu',
    ),
  },
  incentivePayoutCertificate: {
    Component: lazyNamed(
      () => import('../features/incentives/pages/certificate-page'),
      'CertificatePage',
    ),
  },
  incentiveAnalysis: {
    Component: lazyNamed(
      () => import('../features/incentives/pages/incentive-analysis-page'),
      'IncentiveAnalysisPage',
    ),
    TopMenu: lazyNamed(
      () => import('../features/incentives/components/incentive-top-menus'),
      'IncentiveQuarterMenu',
    ),
  },
} satisfies Record<string, TScreenRoute>;
