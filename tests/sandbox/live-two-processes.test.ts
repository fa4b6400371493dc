// Issue 34 on PostgreSQL: two sandbox processes on one database (two console servers behind a
// load balancer). A change made through the first reaches a session streamed by the second,
// through PostgreSQL itself (the outbox's NOTIFY), with no broker of our own. PostgreSQL only:
// PGlite is one process's database (CI runs the sandbox project on PostgreSQL too).
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestSandbox, type TestSandbox } from '../support/sandbox';
import { signInClient, type SandboxClient } from './support/client';
import { USERS } from './support/fixtures';
import { openStream } from './support/live-stream-client';

const READY = /SECOND-SANDBOX-READY (\S+)/;

describe('the live stream across two sandbox processes', () => {
  let first: TestSandbox;
  let second: ChildProcess;
  let secondUrl: string;
  let api: SandboxClient['api'];

  beforeAll(async () => {
    first = await startTestSandbox();
    ({ api } = await signInClient(first.app, ['global', 'company']));
    // Node itself with tsx's loader: one process, so that SIGTERM reaches the sandbox (through npx
    // it reached npx alone, and the sandbox outlived the run).
    second = spawn(process.execPath, ['--import', 'tsx', 'tests/sandbox/support/second-sandbox-process.ts'], {
      env: { ...process.env, DATABASE_URL: first.databaseUrl!, TEST_CLOCK: first.clock.now.toISOString() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    secondUrl = await new Promise<string>((resolve, reject) => {
      let output = '';
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const match = READY.exec(output);
        if (match?.[1]) resolve(match[1]);
      };
      second.stdout!.on('data', read);
      second.stderr!.on('data', read);
      second.once('exit', (code) => reject(new Error(`the second sandbox exited (${code}):\n${output}`)));
    });
  }, 240_000);

  afterAll(async () => {
    if (second && second.exitCode === null) {
      const exited = new Promise((resolve) => second.once('exit', resolve));
      second.kill('SIGTERM');
      await exited;
    }
    await first?.close();
  });

  it('carries a change made through the first process to a stream of the second', async () => {
    // One session (sessions live in the database: either process knows it), streamed by the second.
    const { cookie } = await signIn(first.app, USERS.company);
    const stream = await openStream(secondUrl, cookie);
    expect(stream.status).toBe(200);
    // Through the first process, as the Global Admin: an alert of the company admin's company.
    const companyAlerts = await api('company', 'POST', '/restapi/Alarm/ListAlarms', {
      payload: {
        page: 1,
        pageSize: 1,
        sortColumn: null,
        sortDir: 'desc',
        search: null,
        status: 'Unresolved',
        severity: null,
        categoryId: null,
        kind: null,
        dateRange: null,
      },
    });
    const alarmId = companyAlerts.body.entityData[0]!.alarmId;
    const moved = await api('global', 'PUT', '/restapi/Alarm/UpdateAlarmStatuses', {
      payload: { alarmIds: [alarmId], status: 'InReview' },
    });
    expect(moved.status).toBe(200);
    const change = await stream.until((c) => c.kind === 'alarmStatusChanged' && c.alarmId === alarmId);
    expect(change).toMatchObject({ alarmId, status: 'InReview' });
    stream.close();
  });
});
