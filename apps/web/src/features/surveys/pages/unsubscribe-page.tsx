import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingState } from '../../../components/loading-state';
import { StatusView } from '../../../components/status-view';
import { SURVEY_TEXTS } from '@n5/shared/surveys/rules';
import { useUnsubscribe } from '../api/surveys-queries';

/** /unsubscribe?e&s: posts the unsubscribe of the signed address and confirms (spec 3 §2.7). */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const e = params.get('e') ?? '';
  const s = params.get('s') ?? '';
  const unsubscribe = useUnsubscribe();
  const { mutate } = unsubscribe;
  useEffect(() => {
    if (e && s) mutate({ e, s });
  }, [e, s, mutate]);
  if (!e || !s || unsubscribe.isError)
    return <StatusView title="Unsubscribe">This unsubscribe link is not valid.</StatusView>;
  if (!unsubscribe.isSuccess) return <LoadingState label="Unsubscribing" size="page" />;
  return <StatusView title="Unsubscribe">{SURVEY_TEXTS.unsubscribed}</StatusView>;
}
