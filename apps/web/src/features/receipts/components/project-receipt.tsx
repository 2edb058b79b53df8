import { useState } from 'react';
import Stack from '@mui/material/Stack';
import {
  formatUsd,
  parsePoTail,
  parseReceiptTotal,
  poNumber,
  randomReceiptTail,
} from '@n5/shared/receipts/rules';
import { useCurrentUser } from '../../../lib/session';
import { ConditionPicker, type TConditionOption } from './condition-picker';
import { PoNumberBox } from './po-number-box';
import { ProjectPicker, type TProjectOption } from './project-picker';
import { ReceiptFlow } from './receipt-flow';

/**
 * The project flow, 7 steps (spec 3 §2.10): project, condition, PO number, then the shared photo
 * to accounting steps. Changing the project resets the condition; a new condition draws a new PO
 * number; the PO number is the uploaded file's name.
 */
export function ProjectReceipt() {
  const user = useCurrentUser();
  const [project, setProject] = useState<TProjectOption | null>(null);
  const [condition, setCondition] = useState<TConditionOption | null>(null);
  const [tail, setTail] = useState('');
  const [busy, setBusy] = useState(false);
  const tailNumber = parsePoTail(tail);
  const po = condition && tailNumber ? poNumber(user.UserID, condition.value, tailNumber) : null;

  return (
    <Stack spacing={3}>
      <ProjectPicker
        value={project}
        disabled={busy}
        onChange={(next) => {
          setProject(next);
          setCondition(null);
        }}
      />
      {project && (
        <ConditionPicker
          projectId={project.value}
          value={condition}
          disabled={busy}
          onChange={(next) => {
            setCondition(next);
            setTail(String(randomReceiptTail()));
          }}
        />
      )}
      <PoNumberBox
        userId={user.UserID}
        conditionId={condition?.value ?? null}
        tail={tail}
        disabled={busy}
        onTailChange={setTail}
      />
      {project && condition && po && (
        <ReceiptFlow
          key={`${project.value}-${condition.value}`}
          kind="project"
          firstStep={4}
          fileName={`${po}.pdf`}
          onBusyChange={setBusy}
          projectId={project.value}
          saveOf={(values) => {
            const total = parseReceiptTotal(values.total)!;
            return {
              kind: 'project',
              body: {
                projectID: project.value,
                conditionID: condition.value,
                userID: user.UserID,
                PONumber: po,
                vendor: values.vendor,
                transactionDate: values.transactionDate,
                total: formatUsd(total),
                unformattedTotal: total,
                purchasedWithCard: values.purchasedWithCard === 'yes',
                contentType: 'application/pdf',
                fileName: `${po}.pdf`,
                displayName: user.DisplayName,
                notes: values.notes,
              },
            };
          }}
        />
      )}
    </Stack>
  );
}
