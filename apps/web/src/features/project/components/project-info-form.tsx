import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { DEFAULT_EXCLUSIONS } from '@n5/shared/project/constants';
import {
  isProjectInfoField,
  projectInfoFieldRule,
  type TProjectInfoField,
} from '@n5/shared/project/rules';
import type { TProject } from '@n5/shared/project/schemas';
import {
  AUTOSAVE_FORM_MODE,
  AUTOSAVE_RESET_OPTIONS,
  AutosaveContext,
  useAutosave,
} from '../../../components/form/autosave';
import { formatDecimalInput } from '../../../components/form/decimal-input';
import { entrySchema } from '../../../components/form/field-entry';
import { FieldList, type TFieldDeclaration } from '../../../components/form/field-list';
import { FormSection } from '../../../components/form/form-section';
import { rulesResolver } from '../../../components/form/rules-resolver';
import { useCurrentUser } from '../../../lib/session';
import {
  billingAddressesQuery,
  clientCompaniesQuery,
  contactOptionsQuery,
  displayNamesQuery,
  workLocationNamesQuery,
} from '../../../lib/reference-data';
import { useSetProjectInfo } from '../api/project-info-queries';
import { projectInfoSections } from './project-info-fields';
import { SectionCard } from '../../../components/section-card';

type TInfoDeclaration = Exclude<TFieldDeclaration, { kind: 'custom' }> & {
  name: TProjectInfoField;
};
type TValues = Record<string, unknown>;

/** The form shows the default exclusions while none are stored (spec 1 §3). */
const SHOWN_WHEN_EMPTY: Partial<Record<TProjectInfoField, string>> = {
  Exclusions: DEFAULT_EXCLUSIONS,
};

/** A stored value as its field holds it: typed text for inputs, the value itself for choices. */
function formValueOf(field: TInfoDeclaration, project: TProject): unknown {
  const value = project[field.name];
  if (field.kind === 'select' || field.kind === 'checkbox') return value;
  if (field.kind === 'percent') return formatDecimalInput('percent', value);
  if (value === null || value === '') return SHOWN_WHEN_EMPTY[field.name] ?? '';
  return String(value);
}

const isInfoField = (field: TFieldDeclaration): field is TInfoDeclaration =>
  field.kind !== 'custom' && isProjectInfoField(field.name);

/** Every Project field of spec 1 §3, each saved on its own (POST /api/project/setprojectinfo). */
export function ProjectInfoForm({ project }: { project: TProject }) {
  const user = useCurrentUser();
  const contacts = useQuery(contactOptionsQuery);
  const companies = useQuery(clientCompaniesQuery);
  const locations = useQuery(workLocationNamesQuery);
  const billing = useQuery(billingAddressesQuery);
  const users = useQuery(displayNamesQuery);
  const setProjectInfo = useSetProjectInfo(project.ProjectID);

  const sections = projectInfoSections({
    project,
    user,
    contactOptions: contacts.data?.map((c) => ({
      value: c.ContactID,
      label: c.CompanyName ? `${c.ContactName} (${c.CompanyName})` : c.ContactName,
    })),
    companyOptions: companies.data?.map((c) => ({ value: c.CompanyID, label: c.CompanyName })),
    userOptions: users.data?.map((u) => ({ value: u.UserID, label: u.DisplayName })),
    workLocationNames: (locations.data ?? []).map((l) => l.WorkLocationName),
    billingAddresses: (billing.data ?? []).map((b) => b.BillingAddress),
  });
  const fields = sections.flatMap((s) => s.fields).filter(isInfoField);
  const byName = new Map(fields.map((f) => [f.name as string, f]));
  const schemaOf = (name: string) => {
    const field = byName.get(name)!;
    const errorText = 'errorText' in field ? field.errorText : undefined;
    return entrySchema(field.kind, projectInfoFieldRule(field.name).schema, errorText);
  };
  const schema = useMemo(
    () => z.object(Object.fromEntries(fields.map((f) => [f.name, schemaOf(f.name)]))),
    // The fields' kinds and rules never change; their options and labels may.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const form = useForm<TValues>({
    ...AUTOSAVE_FORM_MODE,
    resolver: rulesResolver(schema),
    // The saved values, taken again whenever the project is re-read.
    values: Object.fromEntries(fields.map((f) => [f.name, formValueOf(f, project)])),
    resetOptions: AUTOSAVE_RESET_OPTIONS,
  });
  const autosave = useAutosave(form, {
    schemaOf,
    save: async (name, value) => {
      const { project: saved } = await setProjectInfo.mutateAsync({
        field: name as TProjectInfoField,
        value: value as string | number | null,
      });
      return formValueOf(byName.get(name)!, saved);
    },
  });
  const listError = [contacts, companies, users].find((q) => q.isError)?.error;

  return (
    <SectionCard title="Project Info">
      {listError && (
        <Typography color="error" role="alert" sx={{ mb: 2 }}>
          Some dropdown lists could not be loaded ({listError.message}); reload the page to try
          again.
        </Typography>
      )}
      <FormProvider {...form}>
        <AutosaveContext value={autosave}>
          <Box sx={{ display: 'grid', gap: 3 }}>
            {sections.map((section) => (
              <FormSection key={section.title} title={section.title}>
                <FieldList fields={section.fields} />
              </FormSection>
            ))}
          </Box>
        </AutosaveContext>
      </FormProvider>
    </SectionCard>
  );
}
