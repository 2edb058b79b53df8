/**
 * Server-side email templates. Pages never compose mail; services pick a template and pass data.
 * Every link is built from PUBLIC_URL so it points at the host the app runs on.
 */
export interface TEmailContext {
  publicUrl: string;
  companyName: string;
}

export interface TEmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface TEmailLayout {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** A button to a page of the app, by path (e.g. /payapp?i=...). */
  action?: { label: string; path: string };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export function appLink(context: TEmailContext, path: string): string {
  return new URL(path, `${context.publicUrl}/`).href;
}

/** The one layout: plain text for every client, and simple inline-styled HTML. */
export function renderEmail(layout: TEmailLayout, context: TEmailContext): TEmailContent {
  const link = layout.action ? appLink(context, layout.action.path) : null;
  const text = [
    layout.heading,
    '',
    ...layout.paragraphs.flatMap((p) => [p, '']),
    ...(link && layout.action ? [`${layout.action.label}: ${link}`, ''] : []),
    `— ${context.companyName}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="margin:0;background:#f4f6f9;font-family:Segoe UI,Arial,sans-serif;color:#1d2733">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;border:1px solid #dde3ea">
<tr><td style="background:#1f3a5f;color:#ffffff;padding:16px 24px;font-weight:700;border-radius:8px 8px 0 0">${escapeHtml(context.companyName)}</td></tr>
<tr><td style="padding:24px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(layout.heading)}</h1>
${layout.paragraphs.map((p) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n')}
${link && layout.action ? `<p style="margin:24px 0 0"><a href="${escapeHtml(link)}" style="background:#1f3a5f;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(layout.action.label)}</a></p>` : ''}
</td></tr></table></td></tr></table></body></html>`;
  return { subject: layout.subject, text, html };
}

/** The notification sent to a project's recipients when a note is added (spec 2 §7 Notes). */
export function projectNoteEmail(
  data: {
    projectId: number;
    projectName: string;
    author: string;
    note: string;
    forClient: boolean;
  },
  context: TEmailContext,
): TEmailContent {
  return renderEmail(
    {
      subject: `Project #${data.projectId} ${data.projectName}: new note from ${data.author}`,
      heading: `New note on ${data.projectName}`,
      paragraphs: [`${data.author} wrote:`, data.note],
      action: data.forClient
        ? undefined
        : { label: 'Open the project', path: `/browser/projects/${data.projectId}?i=2` },
    },
    context,
  );
}

/** The notification sent to a project's recipients when its stage changes. */
export function projectStageEmail(
  data: { projectId: number; projectName: string; from: string; to: string; changedBy: string },
  context: TEmailContext,
): TEmailContent {
  return renderEmail(
    {
      subject: `Project #${data.projectId} ${data.projectName}: now ${data.to}`,
      heading: `${data.projectName} is now ${data.to}`,
      paragraphs: [`${data.changedBy} moved the project from ${data.from} to ${data.to}.`],
      action: { label: 'Open the project', path: `/browser/projects/${data.projectId}` },
    },
    context,
  );
}
