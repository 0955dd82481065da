import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The server's Prometheus metrics (prom-client), served at GET /metrics. One registry per app, so tests and
 * several apps in one process never share counters.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: 'market_http_requests_total',
    help: 'HTTP requests by route (the GraphQL operation name for /graphql) and status',
    labelNames: ['operation', 'status'] as const,
    registers: [this.registry],
  });
  readonly latency = new Histogram({
    name: 'market_http_request_duration_seconds',
    help: 'HTTP request latency by route (the GraphQL operation name for /graphql)',
    labelNames: ['operation'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly errors = new Counter({
    name: 'market_errors_total',
    help: 'Errors answered, by code (VALIDATION, FORBIDDEN, 700, HTTP status for REST)',
    labelNames: ['code'] as const,
    registers: [this.registry],
  });
  readonly exports = new Counter({
    name: 'market_exports_total',
    help: 'CSV exports by list and outcome',
    labelNames: ['list', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly openSockets = new Gauge({
    name: 'market_open_sockets',
    help: 'Open HTTP connections (websockets included)',
    registers: [this.registry],
  });
  /** Set by the job queue whenever it counts its jobs (e.g. `metrics.jobsByStatus.set({ status }, n)`). */
  readonly jobsByStatus = new Gauge({
    name: 'market_jobs',
    help: 'Background jobs by status, as last counted by the job queue',
    labelNames: ['status'] as const,
    registers: [this.registry],
  });

  constructor(pool?: () => { total: number; idle: number; waiting: number }, restarts?: () => number) {
    collectDefaultMetrics({ register: this.registry, prefix: 'market_' });
    if (restarts) {
      new Gauge({
        name: 'market_db_worker_restarts',
        help: 'Times the embedded database thread was replaced (a statement past STATEMENT_TIMEOUT_MS, a crash)',
        registers: [this.registry],
        collect() {
          this.set(restarts());
        },
      });
    }
    if (pool) {
      // Read when scraped: the pool knows its own numbers.
      new Gauge({
        name: 'market_db_pool_in_use',
        help: 'Database connections checked out of the pool',
        registers: [this.registry],
        collect() {
          const p = pool();
          this.set(p.total - p.idle);
        },
      });
      new Gauge({
        name: 'market_db_pool_waiting',
        help: 'Queries waiting for a database connection',
        registers: [this.registry],
        collect() {
          this.set(pool().waiting);
        },
      });
    }
  }
}
