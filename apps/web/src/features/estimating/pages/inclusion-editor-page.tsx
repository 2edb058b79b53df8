import { useEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ESTIMATING_TEXT } from '@n5/shared/estimating/constants';
import { hasMissingDescriptions } from '@n5/shared/estimating/rules';
import { projectContract } from '@n5/shared/project/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import {
  categoryOptionsQuery,
  conditionsQuery,
  contractOptionsQuery,
  descriptionsQuery,
} from '../api/estimating-queries';
import { ConditionCard, type TCardContext } from '../components/condition-card';
import { conditionProblemsOf } from '../components/condition-fields';
import { useLeaveGuard } from '../components/use-leave-guard';
import { InclusionDescriptions } from '../components/inclusion-descriptions';
import { MountWhenNear } from '../components/mount-when-near';
import { categoryPath } from '../components/inclusion-top-menu';
import {
  categoryOfRoute,
  rememberContract,
  rememberReturnAddress,
  useEditorRoute,
  useInclusionSelection,
} from '../components/inclusion-selection';

const projectQuery = (projectId: number) => ({
  queryKey: queryKeys.project.info(projectId),
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await callApi(projectContract.getProject, { query: { projectID: projectId } }, { signal }))
      .projects[0]!,
});

/** What every card of the sub-category shares, once the conditions have arrived. */
function useCardContext(
  data:
    | { subcontractorOptions: TCardContext['subcontractorOptions']; tax: TCardContext['tax'] }
    | undefined,
  contracts: TCardContext['contracts'],
  props: { projectId: number; subCategoryCode: string; mainCategory: string },
): TCardContext | null {
  const { projectId, subCategoryCode, mainCategory } = props;
  return useMemo(
    () =>
      data
        ? {
            projectId,
            subCategoryCode,
            mainCategory,
            contracts,
            subcontractorOptions: data.subcontractorOptions,
            tax: data.tax,
          }
        : null,
    [data, contracts, projectId, subCategoryCode, mainCategory],
  );
}

function ConditionsSection(props: {
  projectId: number;
  subCategoryCode: string;
  mainCategory: string;
  isSummary: boolean;
}) {
  const { projectId, subCategoryCode } = props;
  const conditions = useQuery(conditionsQuery(projectId, subCategoryCode));
  const contracts = useQuery(contractOptionsQuery(projectId));
  const descriptions = useQuery({
    ...descriptionsQuery(projectId, subCategoryCode),
    enabled: props.isSummary,
  });
  const data = conditions.data;
  const context = useCardContext(data, contracts.data, props);
  const missing = hasMissingDescriptions(
    (data?.conditionList ?? []).map(conditionProblemsOf),
    props.isSummary ? (descriptions.data ?? []) : [],
  );
  const blocker = useLeaveGuard(missing);

  return (
    <>
      {props.isSummary && (
        <InclusionDescriptions projectId={projectId} subCategoryCode={subCategoryCode} />
      )}
      <Box component="section" aria-labelledby="conditions-title" sx={{ display: 'grid', gap: 2 }}>
        <Typography id="conditions-title" component="h2" variant="h6">
          Conditions
        </Typography>
        <QueryState
          query={conditions}
          loadingLabel="Loading conditions"
          errorText="The conditions could not be loaded."
          empty={{
            when: (reply) => reply.conditionList.length === 0,
            text: 'No conditions in this subcategory yet. Add one with Add Condition.',
          }}
          size="section"
        >
          {(reply) =>
            reply.conditionList.map((c) => (
              <MountWhenNear
                key={c.ConditionID}
                slotId={c.ConditionID}
                estimate={900}
                label={`Loading ${c.ConditionName}`}
              >
                <ConditionCard condition={c} context={context!} />
              </MountWhenNear>
            ))
          }
        </QueryState>
      </Box>
      {blocker.state === 'blocked' && (
        <ConfirmDialog
          title="Leave this page?"
          confirmLabel="Leave"
          cancelLabel="Stay"
          onCancel={() => blocker.reset()}
          onConfirm={() => blocker.proceed()}
        >
          {ESTIMATING_TEXT.leavePrompt}
        </ConfirmDialog>
      )}
    </>
  );
}

/**
 * The inclusion editor (spec 1 §2): /browser/projects/inclusions/{id}/{contractid?} and
 * /browser/projects/{id}/inclusions/{mainCategory}/{subCategory}.
 */
export function InclusionEditorPage() {
  const route = useEditorRoute();
  const location = useLocation();
  const projectId = route.projectId!;
  const project = useQuery(projectQuery(projectId));
  const stored = useInclusionSelection(projectId);
  const categories = useQuery(categoryOptionsQuery);
  useEffect(() => {
    rememberReturnAddress(projectId, (location.state as { returnTo?: unknown } | null)?.returnTo);
  }, [projectId, location.state]);
  // The contract of /browser/projects/inclusions/{id}/{contractid}, kept for Add Condition.
  const onEditorRoot = !route.mainCategory;
  useEffect(() => {
    if (onEditorRoot) rememberContract(projectId, route.contractId);
  }, [onEditorRoot, projectId, route.contractId]);

  // The editor without a sub-category opens the one chosen before (selections are kept).
  if (!route.subCategory && stored.mainCategory !== null && stored.subCategory)
    return (
      <Navigate replace to={categoryPath(projectId, stored.mainCategory, stored.subCategory)} />
    );

  const main = categoryOfRoute(categories.data?.categories, route.mainCategory);
  const sub = categories.data?.subCategories.find((s) => s.subCategoryCode === route.subCategory);

  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, display: 'grid', gap: 2, maxWidth: 1400 }}>
      <QueryState
        query={project}
        loadingLabel="Loading project"
        errorText="The project could not be loaded."
        size="page"
      >
        {(p) => (
          <>
            <Box component="header">
              <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
                {p.ProjectName}
              </Typography>
              <Typography color="text.secondary">Project #{p.ProjectID}</Typography>
              {sub && main && (
                <Typography sx={{ mt: 0.5 }}>
                  {main.categoryCode} {main.name} / {sub.subCategoryCode} {sub.name}
                </Typography>
              )}
            </Box>
            {route.subCategory && main ? (
              <ConditionsSection
                key={route.subCategory}
                projectId={projectId}
                subCategoryCode={route.subCategory}
                mainCategory={main.categoryCode}
                isSummary={p.ProposalFormatType === 'Summary'}
              />
            ) : route.subCategory && categories.data && (!main || !sub) ? (
              <EmptyState title="NOT FOUND" text="There is no such category or subcategory." />
            ) : (
              <EmptyState
                title="Choose a subcategory"
                text="Choose a Main Category and a Subcategory in the menu above to see its conditions."
              />
            )}
          </>
        )}
      </QueryState>
    </Box>
  );
}

/** /browser/projects/{id}/inclusions/{status?}: the project page's Inclusions tab. */
export function InclusionsRedirectPage() {
  const location = useLocation();
  const id = location.pathname.split('/')[3];
  const status = location.pathname.split('/')[5];
  return (
    <Navigate
      replace
      to={`/browser/projects/${id}?i=1${status ? `&status=${encodeURIComponent(decodeURIComponent(status))}` : ''}`}
    />
  );
}
