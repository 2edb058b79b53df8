import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { waiversContract } from '@n5/shared/waivers/contract';
import type { z } from 'zod';
import type { ZRequestWaiverBody } from '@n5/shared/waivers/schemas';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { uploadTo } from '../../../lib/upload';

type TRequestBody = Omit<z.infer<typeof ZRequestWaiverBody>, 'projectID'>;

/** A project's lien waivers, pay apps and subcontractors (the Invoice tab's section). */
export const waiversQuery = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.project.waivers(projectId),
    queryFn: ({ signal }) =>
      callApi(waiversContract.list, { query: { projectID: projectId } }, { signal }),
  });

/** Refreshes the section's waivers once a write has settled. */
function useInvalidateWaivers(projectId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.project.waivers(projectId) });
}

/** Request waiver… (the waiver, its PDF and its link's email). */
export function useRequestWaiver(projectId: number) {
  const invalidate = useInvalidateWaivers(projectId);
  return useMutation({
    mutationFn: (body: TRequestBody) =>
      callApi(waiversContract.request, { body: { ...body, projectID: projectId } }),
    onSettled: invalidate,
  });
}

/** A paper copy received: its PDF uploaded (permission 3 or 1). */
export function useMarkWaiverReceived(projectId: number) {
  const invalidate = useInvalidateWaivers(projectId);
  return useMutation({
    mutationFn: (input: { waiverId: number; file: File }) =>
      uploadTo(waiversContract.markReceived, input.file, { waiverId: String(input.waiverId) }),
    onSettled: invalidate,
  });
}

/** The public page's waiver; a bad link is not retried (it would spend the rate limit). */
export const waiverPageQuery = (guid: string) =>
  queryOptions({
    queryKey: queryKeys.waiver(guid),
    queryFn: ({ signal }) => callApi(waiversContract.page, { query: { i: guid } }, { signal }),
    retry: false,
  });

export const waiverPdfUrl = (waiverId: number) =>
  `${waiversContract.pdf.path}?waiverId=${waiverId}`;
export const publicWaiverPdfUrl = (guid: string) =>
  `${waiversContract.publicPdf.path}?i=${encodeURIComponent(guid)}`;
