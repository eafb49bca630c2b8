import { sql } from 'drizzle-orm';
import type { AutoUser } from '../../src/contract/entities';
import { index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The sandbox's tables (DESIGN section 6). Personal data lives only in users.data; quote_requests keep derived facts.

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  data: jsonb('data').$type<AutoUser>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The vehicle reference list (server/data/vehicles), looked up by year then make, case-insensitively. */
export const vehicles = pgTable(
  'vehicles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    year: integer('year').notNull(),
    make: text('make').notNull(),
    baseModel: text('base_model').notNull(),
    model: text('model').notNull(),
    vclass: text('vclass').notNull(),
    cylinders: real('cylinders'),
  },
  (t) => [
    index('vehicles_year_make_idx').on(t.year, sql`lower(${t.make})`),
    index('vehicles_year_make_model_idx').on(t.year, sql`lower(${t.make})`, sql`lower(${t.baseModel})`),
  ],
);

/** One row per RC1 call: derived risk facts and the prices answered, never names, contacts or addresses. */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    state: text('state'),
    risk: jsonb('risk').notNull(),
    results: jsonb('results').notNull(),
  },
  (t) => [index('quote_requests_created_at_idx').on(t.createdAt)],
);

/** Secrets the server generates once and must keep across restarts (the returning-user token key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
