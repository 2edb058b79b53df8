import { useRef, useState } from 'react';
import { missingHeader, type TInspectionType } from '@n5/shared/inspections/rules';
import type { TCriterion, TResultsReply } from '@n5/shared/inspections/schemas';
import { useSaveResult } from '../api/inspections-queries';
import type { THeader } from './checklist-header';

/**
 * A checklist's saves: each answer saved at once, one after another (two quick changes of a
 * criterion reach the server in order); closing waits for them, and a safety inspection sends
 * its final save with the header. Reports whether anything was saved.
 */
export function useChecklistSaves(props: {
  type: TInspectionType;
  kpiEventId: string;
  header: THeader;
  initialScore: string | null;
  scoresEditable: boolean;
  onClose: (savedSomething: boolean) => void;
  /** On the phone: answers the network does not take are kept and sent when it returns. */
  keepOffline?: boolean;
}) {
  const { type, header } = props;
  const [answers, setAnswers] = useState<ReadonlyMap<number, string | null>>(new Map());
  const [score, setScore] = useState<string | null>(props.initialScore);
  const saved = useRef(false);
  const save = useSaveResult(type, props.keepOffline);
  const [isClosing, setClosing] = useState(false);
  const missing = missingHeader(type, {
    userID: header.userID,
    van: header.van,
    location: header.location,
    projectID: header.projectID,
    surveyDate: header.surveyDate || null,
  });
  const body = (criteriaID: number | null, value: string | null) => ({
    KPIEventID: props.kpiEventId,
    surveyDate: header.surveyDate || null,
    userID: header.userID,
    van: header.van,
    location: header.location.trim() || null,
    projectID: header.projectID,
    comments: header.comments.trim() || null,
    criteriaID,
    value,
  });

  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const answer = (criterion: TCriterion, value: string | null) => {
    setAnswers((previous) => new Map(previous).set(criterion.ID, value));
    const input = body(criterion.ID, value);
    queue.current = queue.current.then(() =>
      save.mutateAsync(input).then(
        (reply) => {
          saved.current = true;
          if (reply) setScore(reply.event.score); // null: kept on the phone, scored when sent
        },
        () => undefined, // the error shows under the header
      ),
    );
  };

  const close = async () => {
    setClosing(true);
    await queue.current;
    setClosing(false);
    if (type === 'Safety' && props.scoresEditable && missing.length === 0) {
      setClosing(true);
      try {
        await save.mutateAsync(body(null, null));
        saved.current = true;
      } catch {
        setClosing(false);
        return; // the error shows; the user may fix the header or close again
      }
    }
    props.onClose(saved.current);
  };

  const valueOf = (criterion: TCriterion, loaded: TResultsReply | undefined) => {
    if (answers.has(criterion.ID)) return answers.get(criterion.ID)!;
    return loaded?.results.find((r) => r.CriteriaID === criterion.ID)?.Value ?? null;
  };
  return { missing, score, save, isClosing, answer, close, valueOf };
}
