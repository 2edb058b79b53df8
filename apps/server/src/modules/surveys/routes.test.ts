import { describe, expect, it } from 'vitest';
import { emailContract } from '@n5/shared/email/contract';
import { quarterOf } from '@n5/shared/kpi/quarters';
import { DO_NOT_SEND_REASONS, SURVEY_TEXTS } from '@n5/shared/surveys/rules';
import { surveysContract as c } from '@n5/shared/surveys/contract';
import { useTestApp } from '../../testing/build-test-app';

const { callAs, refusedAs, buildProject, buildContact } = useTestApp();

/** A completed project whose client contact has this email (null: no client contact). */
async function completedProject(email: string | null) {
  if (email === null) return buildProject({ StageType: 'Completed' });
  const contact = await buildContact({ ContactEmail: email });
  return buildProject({ ClientContactID: contact.ContactID, StageType: 'Completed' });
}

/** The survey and unsubscribe links of the invitation the outbox holds for a project. */
async function invitationLinks(projectName: string) {
  const outbox = await callAs('admin', emailContract.listOutbox, { query: { pageSize: 100 } });
  const item = outbox.messages.find((m) => m.subject === `How did we do on ${projectName}?`);
  if (!item) return null;
  const message = await callAs('admin', emailContract.getOutboxMessage, {
    params: { id: item.emailId },
  });
  const [survey, unsubscribe] = [...message.text.matchAll(/http\S+/g)].map((m) => new URL(m[0]));
  const q = survey!.searchParams;
  return {
    link: { p: q.get('p')!, eid: q.get('eid')!, mt: q.get('mt') as 'PP', s: q.get('s')! },
    unsubscribe: { e: unsubscribe!.searchParams.get('e')!, s: unsubscribe!.searchParams.get('s')! },
  };
}

const thisQuarter = () => quarterOf(new Date().toISOString().slice(0, 10));
async function listRow(projectId: number, surveyStatus = 0) {
  const { surveyList } = await callAs('pm', c.list, {
    query: { ...thisQuarter(), surveyStatus },
  });
  return surveyList.find((r) => r.projectid === projectId);
}

describe('survey invitations and the public survey', () => {
  it('emails a signed link; answers save, completion is once, the list shows the response', async () => {
    const project = await completedProject(`client.${Date.now()}@example.com`);
    const batch = await callAs('admin', c.runBatch, {});
    expect(batch.invited).toBeGreaterThanOrEqual(1);
    const links = await invitationLinks(project.ProjectName);
    expect(links).not.toBeNull();
    const { link } = links!;

    const { surveyData } = await callAs('anonymous', c.questions, { body: link });
    expect(surveyData.info.projectnumber).toBe(project.ProjectID);
    expect(surveyData.questions.every((q) => q.value === null)).toBe(true);

    const early = await refusedAs('anonymous', c.complete, { body: { ...link, comments: '' } });
    expect(early.status).toBe(400);
    await callAs('anonymous', c.saveAnswer, { body: { ...link, criteriaID: 1, value: 4 } });
    await callAs('anonymous', c.saveAnswer, { body: { ...link, criteriaID: 6, value: 10 } });
    const offScale = await refusedAs('anonymous', c.saveAnswer, {
      body: { ...link, criteriaID: 1, value: 7 },
    });
    expect(offScale.status).toBe(400);
    const done = await callAs('anonymous', c.complete, { body: { ...link, comments: 'Great' } });
    expect(done.message).toBe(SURVEY_TEXTS.thanks);

    const again = await refusedAs('anonymous', c.complete, { body: { ...link, comments: 'x' } });
    expect(again.status).toBe(409);
    expect(again.error.message).toBe(SURVEY_TEXTS.unavailable);
    const reopen = await refusedAs('anonymous', c.questions, { body: link });
    expect(reopen.status).toBe(409);

    const row = await listRow(project.ProjectID, 3);
    expect(row).toMatchObject({ percentScore: '1.0000', nps: 10, npsclass: 'Promoter' });
    expect(row!.donotsendind).toBe(false);
    const detail = await callAs('pm', c.detail, { query: { kpiEventID: link.eid } });
    expect(detail.surveyData.row.comments).toBe('Great');
    expect(detail.surveyData.questions.find((q) => q.id === 1)!.value).toBe(4);
  });

  it('refuses a tampered link: another project, another type or a forged signature', async () => {
    const project = await completedProject(`tamper.${Date.now()}@example.com`);
    const other = await completedProject(`other.${Date.now()}@example.com`);
    await callAs('admin', c.runBatch, {});
    const { link } = (await invitationLinks(project.ProjectName))!;
    for (const body of [
      { ...link, p: String(other.ProjectID) },
      { ...link, mt: 'KN' as const },
      { ...link, s: `${link.s.slice(0, -2)}xx` },
    ]) {
      const refused = await refusedAs('anonymous', c.questions, { body });
      expect(refused.status).toBe(404);
      expect(refused.error.message).toBe(SURVEY_TEXTS.unavailable);
    }
    const forged = await refusedAs('anonymous', c.saveAnswer, {
      body: { ...link, s: 'forged', criteriaID: 1, value: 3 },
    });
    expect(forged.status).toBe(404);
  });

  it('skips an unsubscribed address, a missing email and a recent survey, with the reason', async () => {
    const email = `unsub.${Date.now()}@example.com`;
    const first = await completedProject(email);
    await callAs('admin', c.runBatch, {});
    const { unsubscribe } = (await invitationLinks(first.ProjectName))!;
    const forged = await refusedAs('anonymous', c.unsubscribe, {
      body: { ...unsubscribe, s: 'x' },
    });
    expect(forged.status).toBe(404);
    const reply = await callAs('anonymous', c.unsubscribe, { body: unsubscribe });
    expect(reply.message).toBe(SURVEY_TEXTS.unsubscribed);

    const second = await completedProject(email);
    const noEmail = await completedProject(null);
    const recent = `recent.${Date.now()}@example.com`;
    await completedProject(recent);
    await callAs('admin', c.runBatch, {});
    const recentAgain = await completedProject(recent);
    await callAs('admin', c.runBatch, {});

    expect(await listRow(second.ProjectID, 1)).toMatchObject({
      donotsendind: true,
      donotsendreason: DO_NOT_SEND_REASONS.unsubscribed,
    });
    expect((await listRow(noEmail.ProjectID, 1))?.donotsendreason).toBe(
      DO_NOT_SEND_REASONS.noEmail,
    );
    expect((await listRow(recentAgain.ProjectID, 1))?.donotsendreason).toBe(
      DO_NOT_SEND_REASONS.recentlySurveyed(90),
    );
    expect(await invitationLinks(second.ProjectName)).toBeNull();
  });

  it('keeps the list and detail to the office and the batch to admins', async () => {
    expect(
      (await refusedAs('anonymous', c.list, { query: { ...thisQuarter(), surveyStatus: 2 } }))
        .status,
    ).toBe(401);
    expect((await refusedAs('pm', c.runBatch, {})).status).toBe(403);
    const missing = await refusedAs('pm', c.detail, {
      query: { kpiEventID: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
  });

  it('lets admins set the resurvey days within 0 to 3650, and the next batch uses them', async () => {
    expect((await callAs('pm', c.settings, {})).settings.resurveyDays).toBe(90);
    expect((await refusedAs('pm', c.saveSettings, { body: { resurveyDays: 30 } })).status).toBe(
      403,
    );
    for (const resurveyDays of [-1, 3651, 1.5, ' 30', '3e1']) {
      const refused = await refusedAs('admin', c.saveSettings, {
        body: { resurveyDays } as never,
      });
      expect(refused.status, String(resurveyDays)).toBe(400);
      expect(refused.error.message).toContain('resurveyDays');
    }
    const saved = await callAs('admin', c.saveSettings, { body: { resurveyDays: 0 } });
    expect(saved.settings.resurveyDays).toBe(0);

    // 0 days: an address invited a moment ago is invited again.
    const email = `again.${Date.now()}@example.com`;
    const first = await completedProject(email);
    await callAs('admin', c.runBatch, {});
    const second = await completedProject(email);
    await callAs('admin', c.runBatch, {});
    expect(await invitationLinks(first.ProjectName)).not.toBeNull();
    expect(await invitationLinks(second.ProjectName)).not.toBeNull();
    await callAs('admin', c.saveSettings, { body: { resurveyDays: 90 } });
  });
});
