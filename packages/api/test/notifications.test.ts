import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { createLogger } from '../src/log.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { openDatabase } from '../src/db/index.ts';
import { resendNotifications } from '../src/jobs/scripts/resendNotifications.ts';
import { queueStatusNotification } from '../src/notifications/outbox.ts';
import { NotificationWorker, type NotificationPayload } from '../src/notifications/worker.ts';
import { ADMIN, DATABASES, startTestServer, stopTestServer, type TestServer } from './helpers.ts';

interface Received {
  key: string | undefined;
  authorization: string | undefined;
  payload: NotificationPayload;
}

/** A local webhook gateway: records each request and answers with what the test says. */
class Gateway {
  readonly received: Received[] = [];
  answer: (payload: NotificationPayload, res: ServerResponse) => void = (_p, res) => res.end('ok');
  private readonly server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const payload = JSON.parse(raw) as NotificationPayload;
      this.received.push({
        key: req.headers['idempotency-key'] as string | undefined,
        authorization: req.headers.authorization,
        payload,
      });
      this.answer(payload, res);
    });
  });
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((done) => this.server.listen(0, '127.0.0.1', done));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/notify`;
  }

  reset(): void {
    this.received.length = 0;
    this.answer = (_p, res) => res.end('ok');
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((done) => this.server.close(() => done()));
  }
}

for (const target of DATABASES) {
  describe(`notification delivery on ${target.name}`, () => {
    let s: TestServer;
    const gateway = new Gateway();
    const ids: Record<string, string> = {};
    const workers: NotificationWorker[] = [];

    const worker = (options: Partial<ConstructorParameters<typeof NotificationWorker>[0]> = {}) => {
      const made = new NotificationWorker({
        db: s.app.db,
        webhookUrl: gateway.url,
        webhookToken: 'gateway-token',
        pollMs: 60_000,
        maxAttempts: 3,
        timeoutMs: 2_000,
        retryBaseMs: 60_000,
        log: () => undefined,
        ...options,
      });
      workers.push(made);
      return made;
    };
    const rows = async (orderId: string) =>
      (
        await s.app.db.query<{
          id: string;
          channel: string;
          status: string;
          attempts: number;
          title: string | null;
          body: string | null;
          language_code: string | null;
          last_error: string | null;
          sent_at: Date | null;
        }>(
          `select id, channel, status, attempts, title, body, language_code, last_error, sent_at
           from notification_outbox where order_id = $1 order by channel`,
          [orderId],
        )
      ).rows;
    /** A second connection pool to the test's PostgreSQL database, as another API process has. */
    const secondDatabase = () => {
      const url = new URL(target.url!);
      url.pathname = `${url.pathname}_w${process.env.VITEST_POOL_ID ?? '0'}`;
      return openDatabase({ url: url.toString(), maxConnections: 2 });
    };
    /** Makes every pending row due now instead of waiting out its backoff. */
    const makeDue = () =>
      s.app.db.exec(`update notification_outbox set next_attempt_at = now() where status = 'pending'`);
    /**
     * A new order of `customer` moved to confirmed with "notify customer": its outbox rows are queued (only
     * the one of `channel` kept, when given).
     */
    const confirmWithNotice = async (customer: string, channel?: string) => {
      const order = (
        await s.app.db.query<{ id: string }>(
          `insert into orders (order_no, customer_id, store_id, merchant_id, status, subtotal, grand_total)
           select 'ORD-' || nextval('order_no_seq'), $1, s.id, s.merchant_id, 'confirmed', 1000, 1000 from stores s
           returning id`,
          [customer],
        )
      ).rows[0]!.id;
      await s.app.db.transaction((tx) => queueStatusNotification(tx, order, 'confirmed'));
      if (channel)
        await s.app.db.query('delete from notification_outbox where order_id = $1 and channel <> $2', [
          order,
          channel,
        ]);
      const orderNo = (
        await s.app.db.query<{ order_no: string }>('select order_no from orders where id = $1', [order])
      ).rows[0]!.order_no;
      return { id: order, orderNo };
    };

    beforeAll(async () => {
      await gateway.start();
      s = await startTestServer(target.url);
      await s.app.db.exec(`
        insert into currencies (name, code) values ('US Dollar', 'USD');
        insert into languages (name, code, locale, is_default) values ('English', 'en', 'en-US', true),
          ('Arabic', 'ar', 'ar-EG', false), ('French', 'fr', 'fr-FR', false);
        insert into order_statuses (code, name, sort) values ('confirmed', 'Confirmed', 1);
        insert into notifications (event, channel, language_code, title, body) values
          ('order_confirmed', 'email', 'en', 'Order {{orderNo}} confirmed', 'Hi {{customerName}}, order {{orderNo}} is {{status}}.'),
          ('order_confirmed', 'email', 'ar', 'تم تأكيد الطلب {{orderNo}}', 'مرحبًا {{customerName}}، تم تأكيد طلبك {{orderNo}}.'),
          ('order_confirmed', 'sms', 'en', 'Confirmed', 'Order {{orderNo}}: {{status}}');
        insert into merchants (legal_name, contact_name, email) values ('Acme Foods', 'Ann', 'acme@example.com');
        insert into store_types (name, slug) values ('Food', 'food');
        insert into stores (merchant_id, store_type_id, name, slug)
          select (select id from merchants), (select id from store_types), 'Store', 'store';
        insert into customers (name, email, phone, language_code) values
          ('Amal Arabic', 'amal@example.com', '+201000000001', 'ar'),
          ('Ben Nolang', 'ben@example.com', '+10000000002', null),
          ('Fay French', 'fay@example.com', '+33100000000', 'fr');`);
      for (const name of ['Amal', 'Ben', 'Fay'])
        ids[name] = (
          await s.app.db.query<{ id: string }>('select id from customers where name like $1', [`${name} %`])
        ).rows[0]!.id;
    });
    afterEach(async () => {
      workers.length = 0;
      gateway.reset();
      await s.app.db.exec(`delete from notification_outbox`);
    });
    afterAll(async () => {
      await stopTestServer(s);
      await gateway.stop();
    });

    it("delivers each row once, from the template in the customer's language or else the default one", async () => {
      const amal = await confirmWithNotice(ids.Amal!);
      const fay = await confirmWithNotice(ids.Fay!);
      expect(await worker().runOnce()).toBe(4);

      const byKey = new Map(gateway.received.map((r) => [r.key, r]));
      const [amalEmail, amalSms] = await rows(amal.id);
      const [fayEmail, faySms] = await rows(fay.id);
      expect(byKey.get(amalEmail!.id)).toEqual({
        key: amalEmail!.id,
        authorization: 'Bearer gateway-token',
        payload: {
          id: amalEmail!.id,
          event: 'order_confirmed',
          channel: 'email',
          recipient: 'amal@example.com',
          customerId: ids.Amal,
          orderId: amal.id,
          language: 'ar',
          title: `تم تأكيد الطلب ${amal.orderNo}`,
          body: `مرحبًا Amal Arabic، تم تأكيد طلبك ${amal.orderNo}.`,
        },
      });
      // No Arabic SMS template: the default language's.
      expect(byKey.get(amalSms!.id)?.payload).toMatchObject({
        channel: 'sms',
        recipient: '+201000000001',
        language: 'en',
        body: `Order ${amal.orderNo}: Confirmed`,
      });
      // French has no templates at all.
      expect(byKey.get(fayEmail!.id)?.payload).toMatchObject({
        language: 'en',
        title: `Order ${fay.orderNo} confirmed`,
        body: `Hi Fay French, order ${fay.orderNo} is Confirmed.`,
      });
      expect(byKey.get(faySms!.id)?.payload.recipient).toBe('+33100000000');

      // Marked sent with what was sent; a second round finds nothing to do.
      expect(await rows(amal.id)).toEqual([
        expect.objectContaining({
          status: 'sent',
          attempts: 1,
          language_code: 'ar',
          title: `تم تأكيد الطلب ${amal.orderNo}`,
          last_error: null,
          sent_at: expect.any(Date),
        }),
        expect.objectContaining({ status: 'sent', attempts: 1, language_code: 'en' }),
      ]);
      expect(await worker().runOnce()).toBe(0);
      expect(gateway.received).toHaveLength(4);
    });

    it('retries after a server error with backoff and delivers with the same Idempotency-Key', async () => {
      const order = await confirmWithNotice(ids.Ben!, 'email');
      let calls = 0;
      gateway.answer = (_p, res) => {
        calls += 1;
        res.statusCode = calls === 1 ? 500 : 200;
        res.end(calls === 1 ? 'gateway down' : 'ok');
      };
      const w = worker({ retryBaseMs: 600_000 });
      expect(await w.runOnce()).toBe(1);
      const [waiting] = await rows(order.id);
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1, last_error: 'HTTP 500: gateway down' });
      const due = await s.app.db.query<{ later: boolean }>(
        `select next_attempt_at > now() + interval '9 minutes' as later from notification_outbox where id = $1`,
        [waiting!.id],
      );
      expect(due.rows[0]!.later).toBe(true);
      // Not due yet: nothing is tried.
      expect(await w.runOnce()).toBe(0);

      await makeDue();
      expect(await w.runOnce()).toBe(1);
      expect(await rows(order.id)).toEqual([
        expect.objectContaining({
          status: 'sent',
          attempts: 2,
          last_error: null,
          body: `Hi Ben Nolang, order ${order.orderNo} is Confirmed.`,
        }),
      ]);
      expect(gateway.received.map((r) => r.key)).toEqual([waiting!.id, waiting!.id]);
    });

    it('marks a row failed with the last error after the last attempt, and a refusal at once', async () => {
      const order = await confirmWithNotice(ids.Ben!, 'email');
      gateway.answer = (_p, res) => {
        res.statusCode = 503;
        res.end('busy');
      };
      const w = worker({ maxAttempts: 3 });
      for (let i = 0; i < 3; i += 1) {
        expect(await w.runOnce()).toBe(1);
        await makeDue();
      }
      expect(await rows(order.id)).toEqual([
        expect.objectContaining({
          status: 'failed',
          attempts: 3,
          last_error: 'HTTP 503: busy',
          sent_at: null,
        }),
      ]);
      expect(await w.runOnce()).toBe(0);
      expect(gateway.received).toHaveLength(3);

      // A 4xx other than throttling would be refused again: no retry.
      const refused = await confirmWithNotice(ids.Ben!, 'email');
      gateway.answer = (_p, res) => {
        res.statusCode = 422;
        res.end('unknown recipient');
      };
      expect(await w.runOnce()).toBe(1);
      expect(await rows(refused.id)).toEqual([
        expect.objectContaining({ status: 'failed', attempts: 1, last_error: 'HTTP 422: unknown recipient' }),
      ]);
    });

    it('fails, without another try, a row whose last allowed try never finished', async () => {
      const order = await confirmWithNotice(ids.Ben!, 'email');
      // As a process leaves it when it dies during the last try: pending, attempts used up, lease over.
      await s.app.db.query(
        `update notification_outbox set attempts = 3, last_error = 'HTTP 503: busy' where order_id = $1`,
        [order.id],
      );
      await makeDue();
      expect(await worker({ maxAttempts: 3 }).runOnce()).toBe(0);
      expect(gateway.received).toHaveLength(0);
      expect(await rows(order.id)).toEqual([
        expect.objectContaining({
          status: 'failed',
          attempts: 3,
          last_error: 'HTTP 503: busy; the last try did not finish',
        }),
      ]);
    });

    it('counts a gateway that does not answer in time as a failed try', async () => {
      const order = await confirmWithNotice(ids.Ben!, 'email');
      gateway.answer = () => undefined; // never answers
      expect(await worker({ timeoutMs: 200 }).runOnce()).toBe(1);
      expect(await rows(order.id)).toEqual([
        expect.objectContaining({ status: 'pending', attempts: 1, last_error: 'No answer within 200 ms' }),
      ]);
    });

    it('fails a row it can never deliver: an SMS to a customer without a phone', async () => {
      await s.app.db.exec(`update customers set phone = null where name like 'Fay %'`);
      const order = await confirmWithNotice(ids.Fay!);
      expect(await worker().runOnce()).toBe(2);
      expect((await rows(order.id)).map((r) => [r.channel, r.status, r.last_error])).toEqual([
        ['email', 'sent', null],
        ['sms', 'failed', 'The customer has no phone number'],
      ]);
      expect(gateway.received.map((r) => r.payload.channel)).toEqual(['email']);
      await s.app.db.exec(`update customers set phone = '+33100000000' where name like 'Fay %'`);
    });

    const queuePushRows = (n: number) =>
      s.app.db.query(
        `insert into notification_outbox (event, channel, customer_id, title, body)
         select 'order_confirmed', 'push', $1, 'Row ' || i, 'Body ' || i from generate_series(1, $2::int4) i`,
        [ids.Ben!, n],
      );

    it('leaves the rows one worker is delivering to it: another worker claims none of them', async () => {
      await queuePushRows(6);
      // The gateway holds its answers until told, so the first worker is mid-delivery.
      const held: ServerResponse[] = [];
      gateway.answer = (_p, res) => void held.push(res);
      const first = worker({ batchSize: 10 });
      const delivering = first.runOnce();
      for (let i = 0; i < 500 && gateway.received.length < 6; i += 1) {
        await new Promise((done) => setTimeout(done, 10));
      }
      expect(gateway.received).toHaveLength(6);
      // Another process's worker (a second pool on PostgreSQL) finds nothing due.
      const second = s.app.db.kind === 'postgres' ? await secondDatabase() : s.app.db;
      try {
        expect(await worker({ db: second }).runOnce()).toBe(0);
      } finally {
        if (second !== s.app.db) await second.close();
      }
      for (const res of held) res.end('ok');
      expect(await delivering).toBe(6);
      const keys = gateway.received.map((r) => r.key);
      expect(new Set(keys).size).toBe(6);
      const states = await s.app.db.query<{ status: string; attempts: number; n: number }>(
        `select status, attempts, count(*)::int4 as n from notification_outbox group by status, attempts`,
      );
      expect(states.rows).toEqual([{ status: 'sent', attempts: 1, n: 6 }]);
    });

    if (target.url) {
      it('skips rows another worker is claiming at this moment instead of waiting for them', async () => {
        await queuePushRows(10);
        // Another process's claim in progress: its transaction holds four due rows locked.
        const other = await secondDatabase();
        let release = () => undefined as void;
        const released = new Promise<void>((done) => (release = done));
        let locked!: () => void;
        const holding = new Promise<void>((done) => (locked = done));
        const claim = other.transaction(async (tx) => {
          await tx.query(
            `select id from notification_outbox where status = 'pending' order by id limit 4 for update`,
          );
          locked();
          await released;
        });
        try {
          await holding;
          // Without SKIP LOCKED this would wait for the other transaction (and the test would time out).
          expect(await worker({ batchSize: 50 }).runOnce()).toBe(6);
        } finally {
          release();
          await claim;
          await other.close();
        }
        expect(await worker({ batchSize: 50 }).runOnce()).toBe(4);
        expect(new Set(gateway.received.map((r) => r.key)).size).toBe(10);
      });
    }

    it('runs inside the app only when a webhook URL is configured, until the app closes', async () => {
      const logs: string[] = [];
      const logger = pino(
        {},
        { write: (line: string) => logs.push((JSON.parse(line) as { msg: string }).msg) },
      );
      const off = await createApp(s.config, { db: s.app.db, logger });
      await off.close();
      expect(logs).toContain(
        'notification delivery off (NOTIFICATION_WEBHOOK_URL unset): queued notifications stay pending',
      );

      const order = await confirmWithNotice(ids.Amal!);
      const on = await createApp(
        { ...s.config, notificationWebhookUrl: gateway.url, notificationPollMs: 20 },
        { db: s.app.db, logger: createLogger('silent') },
      );
      try {
        for (let i = 0; i < 500 && gateway.received.length < 2; i += 1) {
          await new Promise((done) => setTimeout(done, 20));
        }
      } finally {
        await on.close();
      }
      expect((await rows(order.id)).map((r) => r.status)).toEqual(['sent', 'sent']);
      expect(gateway.received.map((r) => r.authorization)).toEqual([undefined, undefined]);
    });

    /** Waits (bounded) until the gateway has had `n` requests. */
    const received = async (n: number) => {
      for (let i = 0; i < 1500 && gateway.received.length < n; i += 1) {
        await new Promise((done) => setTimeout(done, 20));
      }
    };

    it('delivers on the job queue: two processes, each row once, a try per queue job', async () => {
      await queuePushRows(8);
      const config = { ...s.config, notificationWebhookUrl: gateway.url, notificationPollMs: 20 };
      const second = s.app.db.kind === 'postgres' ? await secondDatabase() : s.app.db;
      const apps = [
        await createApp(config, { db: s.app.db, logger: createLogger('silent') }),
        await createApp(config, { db: second, logger: createLogger('silent') }),
      ];
      try {
        await received(8);
        // Settled: every row sent (the last answers may still be being recorded).
        for (let i = 0; i < 500; i += 1) {
          const pending = await s.app.db.query(`select 1 from notification_outbox where status <> 'sent'`);
          if (pending.rows.length === 0) break;
          await new Promise((done) => setTimeout(done, 20));
        }
      } finally {
        for (const app of apps) await app.close();
        if (second !== s.app.db) await second.close();
      }
      expect(gateway.received).toHaveLength(8);
      expect(new Set(gateway.received.map((r) => r.key)).size).toBe(8);
      const states = await s.app.db.query<{ status: string; attempts: number; n: number }>(
        `select status, attempts, count(*)::int4 as n from notification_outbox group by status, attempts`,
      );
      expect(states.rows).toEqual([{ status: 'sent', attempts: 1, n: 8 }]);
      // Each row's try was a job of the notification queue (one still recording its end when the apps
      // closed would be retried by pg-boss and find its row sent: nothing more is delivered).
      const jobs = await s.app.db.query<{ name: string }>(
        `select j.name from notification_outbox o join pgboss.job j on j.id = o.queue_job_id`,
      );
      expect(jobs.rows.map((r) => r.name)).toEqual(Array(8).fill('market-notifications'));
    });

    it('a queue job the row no longer names does nothing (replaced after it was lost)', async () => {
      const order = await confirmWithNotice(ids.Ben!, 'email');
      const [row] = await rows(order.id);
      await s.app.db.query('update notification_outbox set queue_job_id = gen_random_uuid() where id = $1', [
        row!.id,
      ]);
      await worker().deliverQueued(row!.id, '00000000-0000-4000-8000-000000000000');
      expect(gateway.received).toHaveLength(0);
      expect(await rows(order.id)).toEqual([expect.objectContaining({ status: 'pending', attempts: 0 })]);
    });

    it('on the queue, a failed try is followed by a new job after the backoff, with the same Idempotency-Key', async () => {
      const order = await confirmWithNotice(ids.Ben!, 'email');
      let calls = 0;
      gateway.answer = (_p, res) => {
        calls += 1;
        res.statusCode = calls === 1 ? 503 : 200;
        res.end(calls === 1 ? 'busy' : 'ok');
      };
      const app = await createApp(
        {
          ...s.config,
          notificationWebhookUrl: gateway.url,
          notificationPollMs: 20,
          notificationRetryBaseMs: 300,
        },
        { db: s.app.db, logger: createLogger('silent') },
      );
      try {
        await received(2);
        for (let i = 0; i < 500 && (await rows(order.id))[0]!.status !== 'sent'; i += 1) {
          await new Promise((done) => setTimeout(done, 20));
        }
      } finally {
        await app.close();
      }
      expect(await rows(order.id)).toEqual([
        expect.objectContaining({ status: 'sent', attempts: 2, last_error: null }),
      ]);
      const [row] = await rows(order.id);
      expect(gateway.received.map((r) => r.key)).toEqual([row!.id, row!.id]);
      // The second try ran as the job queued by the failed one, not before its backoff.
      const jobs = await s.app.db.query<{ id: string; state: string; waited: boolean }>(
        `select j.id, j.state, j.start_after >= j.created_on + interval '250 milliseconds' as waited
         from pgboss.job j join notification_outbox o on o.queue_job_id = j.id where o.id = $1`,
        [row!.id],
      );
      expect(jobs.rows).toEqual([{ id: expect.any(String), state: expect.any(String), waited: true }]);
      const all = await s.app.db.query<{ n: number }>(
        `select count(*)::int4 as n from pgboss.job where name = 'market-notifications' and data->>'outboxId' = $1`,
        [row!.id],
      );
      expect(all.rows[0]!.n).toBe(2);
    });

    it('the resend script puts a failed row back without its old queue job, so delivery queues it afresh', async () => {
      const order = await confirmWithNotice(ids.Ben!, 'email');
      await s.app.db.query(
        `update notification_outbox set status = 'failed', attempts = 8, last_error = 'HTTP 503: busy',
           queue_job_id = gen_random_uuid() where order_id = $1`,
        [order.id],
      );
      const lines: string[] = [];
      await resendNotifications.run({
        jobId: '00000000-0000-4000-8000-000000000001',
        params: { sinceDays: 7, dryRun: false },
        startedBy: null,
        db: s.app.db,
        signal: new AbortController().signal,
        progress: async () => undefined,
        log: async (line) => void lines.push(line),
        checkpoint: async () => undefined,
        createFile: () => Promise.reject(new Error('no file')),
      });
      expect(lines).toEqual(['1 failed notifications queued again']);
      const [row] = (
        await s.app.db.query<{ status: string; attempts: number; queue_job_id: string | null }>(
          'select status, attempts, queue_job_id from notification_outbox where order_id = $1',
          [order.id],
        )
      ).rows;
      expect(row).toEqual({ status: 'pending', attempts: 0, queue_job_id: null });
    });

    it('lists the outbox to staff who handle orders', async () => {
      await confirmWithNotice(ids.Ben!, 'email');
      const admin = await s.login(ADMIN.email, ADMIN.password);
      const res = await s.gql<{
        outboxMessages: { nodes: { channel: string; status: string; orderNo: string }[] };
      }>(
        admin,
        `{ outboxMessages(filter: {status: "pending"}) { nodes { channel status orderNo attempts lastError } } }`,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data?.outboxMessages.nodes).toEqual([
        expect.objectContaining({ channel: 'email', status: 'pending', attempts: 0, lastError: null }),
      ]);
    });
  });
}
