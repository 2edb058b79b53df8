import { useState, type KeyboardEvent } from 'react';

/** What typed text becomes: a value to save, a message to show, or (message null) the saved text back. */
export type TInlineParse<V> = { ok: true; value: V } | { ok: false; message: string | null };

/** The parse of a field whose every text is a value (a description). */
export const asText = (text: string): TInlineParse<string> => ({ ok: true, value: text });

/**
 * The one inline-save mechanism of a lone field or a table cell (issue 29 item 4), for what is
 * not a react-hook-form form (those save with `useAutosave`): the field keeps what is typed;
 * leaving it (Enter leaves a one-line field) saves the parsed value when the text changed;
 * Escape puts the saved text back; a text the parse refuses shows its message, or goes back to
 * the saved text when the rule says so (spec 2 §5: a non-numeric goal reverts). A save that
 * returns a promise shows its refusal's message. When the saved value changes (the save came
 * back, another year was chosen) the field shows it.
 */
export function useInlineSave<V>(options: {
  saved: string;
  parse: (text: string) => TInlineParse<V>;
  save: (value: V) => Promise<unknown> | void;
  /** When typed text counts as a change (default: it differs from the saved text). */
  isChanged?: (text: string, saved: string) => boolean;
  /** Multi-line: Enter writes a new line instead of leaving. */
  multiline?: boolean;
  /** Show the saved value again as soon as the save is sent (a cell the table re-reads). */
  showSavedOnSave?: boolean;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(options.saved);
  if (saved !== options.saved) {
    setSaved(options.saved);
    setDraft(null);
  }
  const text = draft ?? options.saved;
  const isChanged = options.isChanged ?? ((typed, was) => typed !== was);

  const commit = () => {
    if (!isChanged(text, options.saved)) return setError(null);
    const parsed = options.parse(text);
    if (!parsed.ok) {
      if (parsed.message === null) setDraft(null);
      return setError(parsed.message);
    }
    setError(null);
    if (options.showSavedOnSave) setDraft(null);
    const sent = options.save(parsed.value);
    if (sent)
      sent.catch((refusal: unknown) =>
        setError(refusal instanceof Error ? refusal.message : String(refusal)),
      );
  };

  return {
    text,
    error,
    edit: (typed: string) => setDraft(typed),
    commit,
    cancel: () => {
      setDraft(null);
      setError(null);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Enter' && !options.multiline) (event.target as HTMLElement).blur();
      if (event.key === 'Escape') {
        setDraft(null);
        setError(null);
      }
    },
  };
}
