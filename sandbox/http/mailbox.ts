// The sandbox's local mailbox: mails the sandbox sends (password reset links) are kept in the
// database instead of leaving the machine, and listed at /sandbox/mailbox (a page) and
// /sandbox/mailbox.json (for tests), newest first. On unless SANDBOX_MAILBOX=off: the sandbox is
// a development and test tool, never a production server.
import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../db/database';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

export async function sendMail(db: Queryable, mail: Mail, now: Date): Promise<void> {
  await db.query('insert into sandbox_mailbox (sent_at, to_address, subject, body) values ($1, $2, $3, $4)', [
    now,
    mail.to,
    mail.subject,
    mail.body,
  ]);
}

const MAILBOX_SIZE = 100;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Links in a mail body become links on the page (only the sandbox's own http(s) addresses).
const linkify = (escaped: string) =>
  escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

interface MailRow {
  id: number;
  sent_at: Date;
  to_address: string;
  subject: string;
  body: string;
}

export function registerMailbox(app: FastifyInstance, db: Database): void {
  const latest = () =>
    db.query<MailRow>(
      `select id, sent_at, to_address, subject, body from sandbox_mailbox order by id desc limit ${MAILBOX_SIZE}`,
    );
  app.get('/sandbox/mailbox.json', async (_request, reply) => {
    const rows = await latest();
    reply.header('cache-control', 'no-store');
    return rows.map((r) => ({
      id: r.id,
      sentAt: new Date(r.sent_at).toISOString(),
      to: r.to_address,
      subject: r.subject,
      body: r.body,
    }));
  });
  app.get('/sandbox/mailbox', async (_request, reply) => {
    const rows = await latest();
    const items = rows
      .map(
        (r) => `<article>
  <h2>${escapeHtml(r.subject)}</h2>
  <p>To ${escapeHtml(r.to_address)}, ${escapeHtml(new Date(r.sent_at).toISOString())}</p>
  <pre>${linkify(escapeHtml(r.body))}</pre>
</article>`,
      )
      .join('\n');
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Sandbox mailbox</title></head>
<body>
<main>
<h1>Sandbox mailbox</h1>
<p>Mails the sandbox has sent, newest first (the last ${MAILBOX_SIZE}).</p>
${items || '<p>No mail yet.</p>'}
</main>
</body>
</html>`;
  });
}
