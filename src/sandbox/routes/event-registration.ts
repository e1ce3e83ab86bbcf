/**
 * Event registration (docs/requirements/content-blocks.md#event-sign-up `POST /consumers-v3/consumer/event-registration`), declared by
 * its contract (schemas/api/event-registration.ts): one registration per event and email.
 */
import { randomUUID } from 'node:crypto';
import { registerForEvent } from '../../../schemas/api/event-registration.ts';
import { statement, transaction } from '../db.ts';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError, siteOf } from '../http/exchange.ts';
import type { Route } from '../http/router.ts';

export const eventRegistrationRoutes: Route[] = [
  contractRoute(registerForEvent, ({ body, x, session }) => {
    const email = body.email.toLowerCase();
    const registrationId = `EVR-${randomUUID()}`;
    transaction(x.db, () => {
      const taken = statement(x.db, 'SELECT 1 FROM event_registrations WHERE event_id = ? AND email = ?').get(body.eventId, email);
      if (taken) throw new HttpError(409, 'API400', 'You are already registered for this event.');
      statement(
        x.db,
        `INSERT INTO event_registrations (registration_id, site_id, event_id, email, consumer_no, attending_days, first_name, last_name, gender,
           phone_number, plus_one, terms_accepted, registration_timestamp, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
      ).run(
        registrationId,
        siteOf(x).siteId,
        body.eventId,
        email,
        session?.consumerNo ?? null,
        body.attendingDays,
        body.firstName,
        body.lastName,
        body.gender,
        body.phoneNumber,
        body.plusOne,
        body.registrationTimestamp,
        new Date().toISOString(),
      );
    });
    return {
      status: 201,
      body: { registrationId, eventId: body.eventId, email, attendingDays: body.attendingDays, plusOne: body.plusOne, registrationTimestamp: body.registrationTimestamp },
    };
  }),
];
