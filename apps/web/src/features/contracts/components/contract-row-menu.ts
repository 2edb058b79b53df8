import {
  canForceResync,
  canPushWithoutSignature,
  canReturnToPending,
  isStageActionAllowed,
} from '@n5/shared/contracts/rules';
import type { TAllowed, TContractRow, TRowAction } from './contract-table-types';

export interface TMenuItem {
  action: TRowAction;
  text: string;
}

/** The row's More actions menu: what its stage and the user's rights allow. */
export function contractMenuItems(row: TContractRow, allowed: TAllowed): TMenuItem[] {
  return (
    [
      row.alternateSent !== undefined &&
        row.stage === 'Pending' && {
          action: 'alternatesForm' as const,
          text: row.alternateSent ? 'Send the alternates form again' : 'Send the alternates form',
        },
      isStageActionAllowed('deactivate', row.stage) && {
        action: 'deactivate' as const,
        text: 'Deactivate',
      },
      isStageActionAllowed('reactivate', row.stage) && {
        action: 'reactivate' as const,
        text: 'Reactivate',
      },
      isStageActionAllowed('returnToPending', row.stage) &&
        allowed.returnToPending && {
          action: 'returnToPending' as const,
          text: 'Return to pending',
        },
      row.stage === 'Pending' &&
        allowed.pushWithoutSignature &&
        !(row.pushedUnsigned && ['queued', 'synced'].includes(row.accounting.status)) && {
          action: 'pushWithoutSignature' as const,
          text: 'Push without signature',
        },
      (row.stage === 'Approved' || (row.stage === 'Pending' && row.pushedUnsigned)) &&
        allowed.resync && { action: 'resync' as const, text: 'Force re-sync' },
    ] as Array<TMenuItem | false | undefined>
  ).filter((x): x is TMenuItem => !!x);
}

/** The menu items the user's rights allow (spec 1 §5). */
export function allowedActions(user: Parameters<typeof canReturnToPending>[0]): TAllowed {
  return {
    returnToPending: canReturnToPending(user),
    pushWithoutSignature: canPushWithoutSignature(user),
    resync: canForceResync(user),
  };
}
