import { Navigate, Route, Routes, useParams } from 'react-router';
import { TEMPLATE_LISTS } from '@n5/shared/condition-templates/rules';
import { parseInteger } from '@n5/shared/core/integer';
import { TemplateListScreen } from '../../features/condition-templates/pages/condition-template-approval-page';
import { NotFoundPage } from '../pages/not-found-page';

/**
 * /condition-template-approval (spec 2 §2.1): /awaiting-approval (the default), /active,
 * /inactive, and /{id}, which opens the overwrite comparison; Cancel returns to the list.
 */
export function ConditionTemplateScreens() {
  return (
    <Routes>
      <Route index element={<Navigate to="awaiting-approval" replace />} />
      {TEMPLATE_LISTS.map((l) => (
        <Route key={l.slug} path={l.slug} element={<TemplateListScreen slug={l.slug} />} />
      ))}
      <Route path=":id" element={<OverwriteScreen />} />
    </Routes>
  );
}

function OverwriteScreen() {
  const id = parseInteger(useParams().id ?? '');
  if (id === null || id < 1) return <NotFoundPage />;
  return <TemplateListScreen slug="awaiting-approval" overwriteId={id} />;
}
