import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { TCondition } from '@n5/shared/estimating/schemas';
import {
  AUTOSAVE_FORM_MODE,
  AUTOSAVE_RESET_OPTIONS,
  useAutosave,
} from '../../../components/form/autosave';
import { rulesResolver } from '../../../components/form/rules-resolver';
import { useSetCondition } from '../api/estimating-queries';
import {
  cardValueOf,
  cardValues,
  conditionCardSchema,
  conditionSchemaOf,
  isQuantityRequired,
  type TCardField,
} from './condition-fields';
import type { TCardContext } from './condition-card';

type TValues = Record<string, unknown>;

/**
 * A condition card's own form (the form kit's autosave mode): each field saved when left if it
 * changed, the quantity's rule following the condition (required once a contract or a sub is
 * chosen).
 */
export function useConditionForm(condition: TCondition, context: TCardContext) {
  const setCondition = useSetCondition(context.projectId, context.subCategoryCode);
  const quantityRequired = isQuantityRequired(condition);
  const schemaOf = (name: string) => conditionSchemaOf(name as TCardField, quantityRequired);
  const resolver = useMemo(
    () => rulesResolver(conditionCardSchema(quantityRequired)),
    [quantityRequired],
  );
  const form = useForm<TValues>({
    ...AUTOSAVE_FORM_MODE,
    resolver,
    values: cardValues(condition),
    resetOptions: AUTOSAVE_RESET_OPTIONS,
  });
  const autosave = useAutosave(form, {
    schemaOf,
    save: async (name, value) => {
      const { condition: saved } = await setCondition.mutateAsync({
        conditionID: condition.ConditionID,
        field: name,
        value: value as string | number | null,
      });
      return cardValueOf(name as TCardField, saved);
    },
  });
  return { form, autosave, setCondition };
}
