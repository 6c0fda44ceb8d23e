import { sql, type Kysely } from 'kysely';

import type { Tables, WebhookDeliveryStatus } from '../db/schema';

type Db = Kysely<Tables>;

const ENDPOINT_COLUMNS = [
  'id',
  'url',
  'description',
  'events',
  'enabled',
  'created_at',
  'updated_at',
] as const;

export type EndpointRow = {
  id: string;
  url: string;
  description: string;
  events: unknown;
  enabled: boolean;
  created_at: Date;
  updated_at: Date;
};

export async function insertEndpoint(
  db: Db,
  row: {
    userId: string;
    url: string;
    description: string;
    events: readonly string[];
    enabled: boolean;
    /** Sealed. */
    secret: string;
  },
): Promise<EndpointRow> {
  return db
    .insertInto('webhook_endpoints')
    .values({
      user_id: row.userId,
      url: row.url,
      description: row.description,
      events: JSON.stringify(row.events),
      enabled: row.enabled,
      secret: row.secret,
    })
    .returning(ENDPOINT_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function countEndpoints(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('webhook_endpoints')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function selectEndpoints(db: Db, userId: string): Promise<EndpointRow[]> {
  return db
    .selectFrom('webhook_endpoints')
    .select(ENDPOINT_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function selectEndpoint(
  db: Db,
  userId: string,
  id: string,
): Promise<EndpointRow | undefined> {
  return db
    .selectFrom('webhook_endpoints')
    .select(ENDPOINT_COLUMNS)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function updateEndpoint(
  db: Db,
  userId: string,
  id: string,
  change: { url?: string; description?: string; events?: readonly string[]; enabled?: boolean },
): Promise<EndpointRow | undefined> {
  return db
    .updateTable('webhook_endpoints')
    .set({
      ...(change.url === undefined ? {} : { url: change.url }),
      ...(change.description === undefined ? {} : { description: change.description }),
      ...(change.events === undefined ? {} : { events: JSON.stringify(change.events) }),
      ...(change.enabled === undefined ? {} : { enabled: change.enabled }),
      updated_at: sql<Date>`now()`,
    })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning(ENDPOINT_COLUMNS)
    .executeTakeFirst();
}

/**
 * A new sealed secret for an endpoint; the one it replaces (as stored, sealed) keeps signing
 * until `previousUntil`. One statement, so two rotations at once cannot lose a secret between
 * a read and a write. False when the endpoint is not the user's.
 */
export async function rotateEndpointSecret(
  db: Db,
  userId: string,
  id: string,
  change: { secret: string; previousUntil: Date },
): Promise<boolean> {
  const row = await db
    .updateTable('webhook_endpoints')
    .set((eb) => ({
      secret: change.secret,
      previous_secret: eb.ref('secret'),
      previous_secret_until: change.previousUntil,
      updated_at: sql<Date>`now()`,
    }))
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteEndpoint(db: Db, userId: string, id: string): Promise<boolean> {
  const row = await db
    .deleteFrom('webhook_endpoints')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The enabled endpoints of a user that want `type`. */
export async function selectSubscribedEndpoints(
  db: Db,
  userId: string,
  type: string,
): Promise<{ id: string }[]> {
  return db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('user_id', '=', userId)
    .where('enabled', '=', true)
    .where(sql<boolean>`events @> ${JSON.stringify([type])}::jsonb`)
    .execute();
}

/** A new delivery, or undefined when this endpoint already has one for the event's key. */
export async function insertDelivery(
  db: Db,
  row: { endpointId: string; messageId: string; eventKey: string; type: string; body: string },
): Promise<string | undefined> {
  const inserted = await db
    .insertInto('webhook_deliveries')
    .values({
      endpoint_id: row.endpointId,
      message_id: row.messageId,
      event_key: row.eventKey,
      event_type: row.type,
      body: row.body,
      next_attempt_at: sql<Date>`now()`,
    })
    .onConflict((conflict) => conflict.columns(['endpoint_id', 'event_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** What an attempt needs: the delivery and where it goes. */
export async function selectDeliveryTarget(db: Db, deliveryId: string) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .select([
      'd.id',
      'd.message_id',
      'd.body',
      'd.status',
      'd.scheduled_attempts',
      'e.url',
      'e.secret',
      'e.previous_secret',
      'e.previous_secret_until',
      'e.enabled',
    ])
    .where('d.id', '=', deliveryId)
    .executeTakeFirst();
}

export async function insertAttempt(
  db: Db,
  attempt: {
    deliveryId: string;
    startedAt: Date;
    durationMs: number;
    statusCode: number | null;
    error: string | null;
    replay: boolean;
  },
): Promise<void> {
  await db
    .insertInto('webhook_attempts')
    .values((eb) => ({
      delivery_id: attempt.deliveryId,
      attempt: eb
        .selectFrom('webhook_attempts')
        .select(sql<number>`coalesce(max(attempt), 0) + 1`.as('next'))
        .where('delivery_id', '=', attempt.deliveryId),
      started_at: attempt.startedAt,
      duration_ms: attempt.durationMs,
      status_code: attempt.statusCode,
      error: attempt.error,
      replay: attempt.replay,
    }))
    .execute();
}

/**
 * Settles a delivery after an attempt: its status, when the next attempt is due, and one more
 * scheduled attempt unless it was a replay. `afterScheduled` fences a scheduled attempt: false
 * when another run of the same job got there first.
 */
export async function settleDelivery(
  db: Db,
  deliveryId: string,
  change: {
    status?: WebhookDeliveryStatus;
    nextAttemptAt: Date | null;
    afterScheduled?: number;
  },
): Promise<boolean> {
  let query = db
    .updateTable('webhook_deliveries')
    .set((eb) => ({
      ...(change.status ? { status: change.status } : {}),
      next_attempt_at: change.nextAttemptAt,
      ...(change.afterScheduled === undefined
        ? {}
        : { scheduled_attempts: eb('scheduled_attempts', '+', 1) }),
      updated_at: sql<Date>`now()`,
    }))
    .where('id', '=', deliveryId);
  if (change.afterScheduled !== undefined) {
    query = query.where('scheduled_attempts', '=', change.afterScheduled);
  }
  const row = await query.returning('id').executeTakeFirst();
  return row !== undefined;
}

/** Pending deliveries of an endpoint fail (it was disabled): nothing more is sent. */
export async function failPendingDeliveries(db: Db, endpointId: string): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ status: 'failed', next_attempt_at: null, updated_at: sql<Date>`now()` })
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'pending')
    .execute();
}

/** The newest deliveries of an endpoint with their attempts. */
export async function selectDeliveries(db: Db, endpointId: string, limit: number) {
  const deliveries = await db
    .selectFrom('webhook_deliveries')
    .select(['id', 'message_id', 'event_type', 'body', 'status', 'next_attempt_at', 'created_at'])
    .where('endpoint_id', '=', endpointId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  const attempts =
    deliveries.length === 0
      ? []
      : await db
          .selectFrom('webhook_attempts')
          .selectAll()
          .where(
            'delivery_id',
            'in',
            deliveries.map((delivery) => delivery.id),
          )
          .orderBy('attempt')
          .execute();
  return deliveries.map((delivery) => ({
    ...delivery,
    attempts: attempts.filter((attempt) => attempt.delivery_id === delivery.id),
  }));
}

export async function selectDelivery(db: Db, endpointId: string, deliveryId: string) {
  return db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('endpoint_id', '=', endpointId)
    .where('id', '=', deliveryId)
    .executeTakeFirst();
}
