/**
 * Notification choices (PUT /consumers-v3/consumer/notification): per type and channel, kept
 * with the profile. An SMS opt-in needs a phone on the profile; a push opt-in needs the app's
 * push token (kept as a flag that one was given: the sandbox sends no pushes).
 */
import { statement, transaction, type Database } from '../db.ts';
import { HttpError } from '../http/exchange.ts';
import { parseJson, requireAccount } from './common.ts';

export interface NotificationChoice {
  type: 'ORDER_UPDATES' | 'BACK_IN_STOCK' | 'PRICE_DROP' | 'EVENTS';
  channel: 'EMAIL' | 'SMS' | 'PUSH';
  optin: boolean;
}

export interface StoredChoice extends NotificationChoice {
  updatedAt: string;
}

export function notificationsOf(db: Database, consumerNo: string): StoredChoice[] {
  const row = statement(db, 'SELECT notifications FROM consumer_profiles WHERE consumer_no = ?').get(consumerNo) as { notifications: string } | undefined;
  return parseJson<StoredChoice[]>(row?.notifications, []);
}

export function setNotifications(db: Database, consumerNo: string, choices: readonly NotificationChoice[], pushToken: string | undefined, now = new Date()): StoredChoice[] {
  return transaction(db, () => {
    const account = requireAccount(db, consumerNo);
    if (!account.phone && choices.some((c) => c.channel === 'SMS' && c.optin)) {
      throw new HttpError(400, 'API400', 'notifications: an SMS opt-in needs a phone number on the profile');
    }
    if (!pushToken && choices.some((c) => c.channel === 'PUSH' && c.optin)) throw new HttpError(400, 'API400', 'pushToken: a push opt-in needs the app’s push token');
    const list = notificationsOf(db, consumerNo);
    const at = now.toISOString();
    for (const choice of choices) {
      const same = list.find((c) => c.type === choice.type && c.channel === choice.channel);
      if (same) {
        if (same.optin !== choice.optin) Object.assign(same, { optin: choice.optin, updatedAt: at });
      } else list.push({ ...choice, updatedAt: at });
    }
    list.sort((a, b) => a.type.localeCompare(b.type) || a.channel.localeCompare(b.channel));
    statement(
      db,
      `INSERT INTO consumer_profiles (consumer_no, notifications, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (consumer_no) DO UPDATE SET notifications = excluded.notifications, updated_at = excluded.updated_at`,
    ).run(consumerNo, JSON.stringify(list), at);
    return list;
  });
}
