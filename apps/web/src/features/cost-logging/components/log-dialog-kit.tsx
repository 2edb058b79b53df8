import Button from '@mui/material/Button';

/** What every log dialog knows: the condition, the day, who is signed in, the entry being fixed. */
export interface TLogContext {
  projectId: number;
  conditionId: number;
  conditionName: string;
  date: string;
  userId: number;
  /** The signed-in user's display name (the label of a queued entry). */
  userName: string;
  /** A refused queued entry being fixed: its body fills the form. */
  fixing?: { key: string; body: Record<string, unknown> } | null;
}

export interface TLogWrite {
  route: 'saveLabor' | 'addPurchaseOrder' | 'addInventoryItem';
  body: Record<string, unknown>;
  label: string;
}

/** A stored value as form text (null and undefined are empty). */
export const text = (value: unknown) =>
  value === null || value === undefined ? '' : String(value);

/** Cancel and Save (submits the dialog's form). */
export const saveButtons = (onClose: () => void, formId: string) => (
  <>
    <Button onClick={onClose}>Cancel</Button>
    <Button type="submit" form={formId} variant="contained">
      Save
    </Button>
  </>
);
