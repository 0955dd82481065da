import {
  GraphQLEnumType,
  GraphQLError,
  GraphQLFloat,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLString,
  type GraphQLFieldConfigMap,
  type GraphQLNullableType,
} from 'graphql/index.js';
import { REPORT_COLUMN_KINDS, reportRangeErrors, type ReportRange } from '@market/domain';
import { validationError } from '../resources/errors.ts';
import { checkReportRequest, encodeReportCursor, runReport, type ReportRequest } from '../reports/engine.ts';
import { dashboard, defaultCurrency } from '../reports/dashboard.ts';
import { ANY_ID } from './argumentGuard.ts';
import { needs, requireAccess, type GraphQLContext } from './context.ts';
import { Money } from './scalars.ts';
import { PageInfo, SortDirection } from './resources.ts';

type Fields = GraphQLFieldConfigMap<unknown, GraphQLContext>;
const nn = <T extends GraphQLNullableType>(t: T) => new GraphQLNonNull(t);
const list = <T extends GraphQLNullableType>(t: T) => nn(new GraphQLList(nn(t)));

/** A report cell: text (period, name, id, currency) or a number (count, money, percent, points), or null. */
const ReportValue = new GraphQLScalarType({
  name: 'ReportValue',
  description:
    'A report cell: a string (period, text, id, currency) or a number (count, money, percent, points).',
  serialize: (value) => {
    if (typeof value === 'string' || typeof value === 'number') return value;
    throw new GraphQLError('Not a report value');
  },
  parseValue: () => {
    throw new GraphQLError('ReportValue is an output type');
  },
});

const ReportColumnKind = new GraphQLEnumType({
  name: 'ReportColumnKind',
  description:
    'count/points: integers; money: integer minor units of the currency in `currencyKey`; percent: a ratio ' +
    '(0.25 = 25 %); period: the first day of the period (YYYY-MM-DD); id: a record id (see `entity`).',
  values: Object.fromEntries(REPORT_COLUMN_KINDS.map((k) => [k, { value: k }])),
});

const ReportColumn = new GraphQLObjectType({
  name: 'ReportColumn',
  fields: {
    key: { type: nn(GraphQLString), description: 'Stable name (sort by it; the admin translates it).' },
    kind: { type: nn(ReportColumnKind) },
    entity: {
      type: GraphQLString,
      description: 'For id columns: Store, Merchant, Customer, Product, Coupon, …',
    },
    currencyKey: {
      type: GraphQLString,
      description: 'For money columns: the column with the row’s currency.',
    },
    measure: { type: GraphQLString, description: 'sum (adds up), ratio or balance; null for key columns.' },
  },
});

const ReportRow = new GraphQLObjectType({
  name: 'ReportRow',
  fields: {
    cells: { type: nn(new GraphQLList(ReportValue)), description: 'One per column, in column order.' },
  },
});

const ReportRangeType = new GraphQLObjectType({
  name: 'ReportRange',
  fields: { from: { type: nn(GraphQLString) }, to: { type: nn(GraphQLString) } },
});

const Report = new GraphQLObjectType({
  name: 'Report',
  fields: {
    type: { type: nn(GraphQLString) },
    range: { type: nn(ReportRangeType) },
    groupBy: { type: GraphQLString, description: 'The grouping used (the default when none was asked).' },
    columns: { type: list(ReportColumn) },
    rows: { type: list(ReportRow) },
    totals: {
      type: list(ReportRow),
      description: 'Totals over all rows (not just this page): one row per currency; ratios recomputed.',
    },
    totalCount: { type: nn(GraphQLInt) },
    pageInfo: { type: nn(PageInfo) },
  },
});

const ReportRangeInput = new GraphQLInputObjectType({
  name: 'ReportRangeInput',
  description: 'Days YYYY-MM-DD in the marketplace’s time zone, both included; at most 5 years.',
  fields: { from: { type: nn(GraphQLString) }, to: { type: nn(GraphQLString) } },
});

const ReportFilterInput = new GraphQLInputObjectType({
  name: 'ReportFilterInput',
  description: 'One of the report’s filters (see its description) and the values it lets through.',
  fields: { field: { type: nn(GraphQLString) }, values: { type: list(GraphQLString) } },
});

const ReportSortInput = new GraphQLInputObjectType({
  name: 'ReportSortInput',
  fields: { column: { type: nn(GraphQLString) }, direction: { type: SortDirection } },
});

const DashboardPoint = new GraphQLObjectType({
  name: 'DashboardPoint',
  fields: { day: { type: nn(GraphQLString) }, value: { type: nn(GraphQLFloat) } },
});

const DashboardKpi = new GraphQLObjectType({
  name: 'DashboardKpi',
  fields: {
    key: {
      type: nn(GraphQLString),
      description:
        'orders, revenue, averageOrderValue, newCustomers, activeStores, pendingOrders, failedPayments',
    },
    kind: { type: nn(ReportColumnKind) },
    currency: { type: GraphQLString, description: 'For money figures.' },
    value: { type: nn(GraphQLFloat) },
    previous: {
      type: nn(GraphQLFloat),
      description: 'The same figure over the previous period of equal length.',
    },
    series: { type: list(DashboardPoint), description: 'Per day of the range (sparkline).' },
  },
});

const DashboardDay = new GraphQLObjectType({
  name: 'DashboardDay',
  fields: {
    day: { type: nn(GraphQLString) },
    orders: { type: nn(GraphQLInt) },
    revenue: { type: nn(Money) },
  },
});

const DashboardShare = new GraphQLObjectType({
  name: 'DashboardShare',
  fields: {
    key: { type: nn(GraphQLString), description: 'Status code or record id.' },
    label: { type: nn(GraphQLString) },
    orders: { type: nn(GraphQLInt) },
    revenue: { type: nn(Money) },
    quantity: { type: GraphQLInt, description: 'Products only: units sold.' },
  },
});

const Dashboard = new GraphQLObjectType({
  name: 'Dashboard',
  fields: {
    range: { type: nn(ReportRangeType) },
    previous: { type: nn(ReportRangeType) },
    currency: { type: nn(GraphQLString) },
    kpis: { type: list(DashboardKpi) },
    ordersPerDay: { type: list(DashboardDay) },
    ordersByStatus: { type: list(DashboardShare) },
    topStores: { type: list(DashboardShare), description: 'Top 10 by revenue.' },
    topProducts: { type: list(DashboardShare), description: 'Top 10 by revenue.' },
    paymentMethods: { type: list(DashboardShare) },
  },
});

export function reportQueries(): Fields {
  return {
    report: {
      type: nn(Report),
      description:
        'Any report (descriptions in @market/domain `REPORTS`), answered from the rollup tables. ' +
        'first ≤ 200 (50 by default).',
      args: {
        type: { type: nn(GraphQLString) },
        range: { type: nn(ReportRangeInput) },
        groupBy: { type: GraphQLString },
        filter: { type: new GraphQLList(nn(ReportFilterInput)) },
        sort: { type: ReportSortInput },
        first: { type: GraphQLInt },
        after: { type: GraphQLString },
      },
      extensions: needs('reports'),
      resolve: async (_root, args: ReportRequest, ctx) => {
        requireAccess(ctx, 'reports');
        const checked = checkReportRequest(args);
        const answer = await runReport(ctx.db, checked);
        const last = answer.offset + answer.rows.length;
        return {
          type: args.type,
          range: checked.range,
          groupBy: checked.groupBy,
          columns: answer.columns,
          rows: answer.rows.map((cells) => ({ cells })),
          totals: answer.totals.map((cells) => ({ cells })),
          totalCount: answer.totalCount,
          pageInfo: {
            hasNextPage: answer.hasNextPage,
            endCursor: answer.rows.length > 0 ? encodeReportCursor(last) : null,
          },
        };
      },
    },
    dashboard: {
      type: nn(Dashboard),
      description: 'KPIs against the previous equal period, and the dashboard charts, from the rollups.',
      args: {
        range: { type: nn(ReportRangeInput) },
        // A code (EGP), not a record id: the UUID guard on ID arguments must not apply.
        currency: {
          type: GraphQLID,
          description: 'A currency code; the default currency when omitted.',
          extensions: ANY_ID,
        },
      },
      extensions: needs('dashboard'),
      resolve: async (_root, args: { range: ReportRange; currency?: string | null }, ctx) => {
        requireAccess(ctx, 'dashboard');
        const fields: Record<string, string> = { ...reportRangeErrors(args.range) };
        if (args.currency != null && !/^[A-Z]{3}$/.test(args.currency))
          fields.currency = 'Must be a currency code';
        if (Object.keys(fields).length > 0) throw validationError(fields);
        const currency = args.currency ?? (await defaultCurrency(ctx.db));
        const answer = await dashboard(ctx.db, args.range, currency);
        return {
          ...answer,
          kpis: answer.kpis.map((k) => ({
            ...k,
            series: k.series.map((value, i) => ({ day: answer.days[i], value })),
          })),
        };
      },
    },
  };
}
