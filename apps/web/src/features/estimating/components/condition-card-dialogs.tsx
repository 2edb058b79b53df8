import type { TCondition } from '@n5/shared/estimating/schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { BidHistoryDialog } from './bid-history-dialog';
import type { TCardDialog } from './condition-card-header';
import { TemplateRequestDialog } from './template-request-dialog';

/** The dialog a card's action opened: delete, bid history or a template request. */
export function ConditionCardDialog(props: {
  dialog: TCardDialog | null;
  condition: TCondition;
  mainCategory: string;
  onClose: () => void;
  onDelete: () => void;
}) {
  const { dialog, condition, onClose } = props;
  if (dialog === 'delete')
    return (
      <ConfirmDialog
        title="Delete condition"
        confirmLabel="Delete"
        destructive
        onCancel={onClose}
        onConfirm={() => {
          onClose();
          props.onDelete();
        }}
      >
        Delete the condition “{condition.ConditionName}”?
      </ConfirmDialog>
    );
  if (dialog === 'history' && condition.MeasurementType)
    return (
      <BidHistoryDialog
        conditionName={condition.ConditionName}
        measurementType={condition.MeasurementType}
        onClose={onClose}
      />
    );
  if (dialog === 'template')
    return (
      <TemplateRequestDialog
        condition={condition}
        mainCategory={props.mainCategory}
        onClose={onClose}
      />
    );
  return null;
}
