import { describe, expect, it } from 'vitest';
import { projectNoteEmail, renderEmail } from './templates';

const context = { publicUrl: 'https://n5.example.com', companyName: 'N5 Project Manager' };

describe('renderEmail', () => {
  it('links to the host the app runs on and escapes what it is given', () => {
    const email = renderEmail(
      {
        subject: 'S',
        heading: 'Pay app <3>',
        paragraphs: ['A & B'],
        action: { label: 'Review', path: '/payapp?i=abc' },
      },
      context,
    );
    expect(email.text).toContain('Review: https://n5.example.com/payapp?i=abc');
    expect(email.html).toContain('href="https://n5.example.com/payapp?i=abc"');
    expect(email.html).toContain('Pay app &lt;3&gt;');
    expect(email.html).toContain('A &amp; B');
    expect(email.html).not.toContain('<3>');
  });
});

describe('projectNoteEmail', () => {
  it('names the project and links staff to its notes, but not a client', () => {
    const staff = projectNoteEmail(
      {
        projectId: 12,
        projectName: 'Lenexa HVAC',
        author: 'Priya Raman',
        note: 'Walked the site.',
        forClient: false,
      },
      context,
    );
    expect(staff.subject).toBe('Project #12 Lenexa HVAC: new note from Priya Raman');
    expect(staff.text).toContain('https://n5.example.com/browser/projects/12?i=2');
    const client = projectNoteEmail(
      {
        projectId: 12,
        projectName: 'Lenexa HVAC',
        author: 'Priya Raman',
        note: 'x',
        forClient: true,
      },
      context,
    );
    expect(client.text).not.toContain('/browser/projects');
  });
});
