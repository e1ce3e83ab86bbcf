/**
 * Dialog, pop-up, newsletter and event sign-up blocks: their schemas (fixtures, defaults, the
 * rules editors rely on), the pure decisions behind their scripts, and their seed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dialogBlock } from '../../../schemas/content/dialog.ts';
import { popUpBlock, POPUP_DEFAULT_DELAY_MS } from '../../../schemas/content/pop-up.ts';
import { newsletterBlock } from '../../../schemas/content/newsletter.ts';
import { eventSignupBlock, EVENT_MAX_DAYS } from '../../../schemas/content/event-signup.ts';
import { blockSchemas } from '../../../schemas/content/index.ts';
import { eventRegistrationForm } from '../../../schemas/api/event-registration.ts';
import {
  clickEvent,
  DISMISSED_POPUPS_KEY,
  DISMISSED_POPUPS_MAX,
  expandEvent,
  expandsByItself,
  impressionEvent,
  popupToShow,
  readDismissed,
  rememberDismissed,
} from '../../../blocks/pop-up/model.ts';
import { dateRangeLabel, dayLabel, eventDays, eventDialogName, joinDays, offersDayChoice, signInHref } from '../../../blocks/event-signup/model.ts';
import { sessionFromAnswer } from '../../../src/lib/session/load.ts';
import { dialogNameFromHref } from '../../../src/lib/dialogs/names.ts';
import { OVERLAY_IDS, overlayBlocks, SEEDED_EVENTS } from '../../../src/sandbox/seed/content/blocks-overlay.ts';
import { popupBlocks } from '../../../src/sandbox/seed/content/popups.ts';
import { CATEGORIES } from '../../../src/sandbox/seed/categories.ts';
import { SITES } from '../../../src/lib/site/locales.ts';

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../fixtures/blocks/${name}.json`, import.meta.url), 'utf8'));
const issuePaths = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) => (r.error?.issues ?? []).map((i) => i.path.map(String).join('.'));

describe('dialog schema', () => {
  it('accepts the valid fixture, with its leaf blocks and targets', () => {
    const d = dialogBlock.parse(fixture('dialog.valid'));
    expect(d.layout).toBe('panel');
    expect(d.items.map((i) => i.type)).toEqual(['rich-text', 'picture', 'newsletter']);
    expect(d.targets[1]?.url).toBe('#dialog:returns');
  });

  it('refuses the invalid fixture where an editor went wrong', () => {
    const paths = issuePaths(dialogBlock.safeParse(fixture('dialog.invalid')));
    expect(paths).toEqual(expect.arrayContaining(['id', 'title', 'layout', 'items.0.type', 'targets.0.url']));
  });

  it('defaults to a modal without targets', () => {
    const d = dialogBlock.parse({ type: 'dialog', id: 'returns', title: 'Returns', items: [{ type: 'rich-text', id: 'r', richText: '<p>30 days.</p>' }] });
    expect(d).toMatchObject({ layout: 'modal', targets: [], hideOnBreakpoint: [], sticky: false });
  });

  it('needs an id that works in a #dialog:<id> link, and at least one item', () => {
    expect(dialogBlock.safeParse({ type: 'dialog', id: 'a b', title: 'X', items: [{ type: 'rich-text', id: 'r', richText: '<p>x</p>' }] }).success).toBe(false);
    expect(issuePaths(dialogBlock.safeParse({ type: 'dialog', id: 'ok', title: 'X', items: [] }))).toContain('items');
  });
});

describe('pop-up schema', () => {
  it('accepts the valid fixture', () => {
    const p = popUpBlock.parse(fixture('pop-up.valid'));
    expect(p).toMatchObject({ popupType: 'Newsletter', delay: 2000, logoSize: 'small' });
  });

  it('refuses the invalid fixture field by field', () => {
    const paths = issuePaths(popUpBlock.safeParse(fixture('pop-up.invalid')));
    expect(paths).toEqual(expect.arrayContaining(['popupType', 'delay', 'logoSize', 'minimizedTitle', 'maximizedTitle', 'targets.0.url']));
  });

  it('waits 2000 ms by default (docs/requirements/cart.md#quantities-and-retries) and is an Account pop-up unless tagged Newsletter', () => {
    const p = popUpBlock.parse({ type: 'pop-up', id: 'p', minimizedTitle: 'Hi', maximizedTitle: 'Hello' });
    expect(POPUP_DEFAULT_DELAY_MS).toBe(2000);
    expect(p).toMatchObject({ delay: 2000, popupType: 'Account', logoSize: 'small', targets: [] });
  });
});

describe('newsletter schema', () => {
  it('accepts the valid fixture', () => {
    expect(newsletterBlock.parse(fixture('newsletter.valid'))).toMatchObject({ dynamicForm: true, alignment: 'center', titleHeadingTag: 'h2' });
  });

  it('refuses the invalid fixture field by field', () => {
    expect(issuePaths(newsletterBlock.safeParse(fixture('newsletter.invalid')))).toEqual(expect.arrayContaining(['title', 'titleHeadingTag', 'dynamicForm', 'backgroundColor']));
  });

  it('has the dynamic form off by default', () => {
    expect(newsletterBlock.parse({ type: 'newsletter', id: 'n', title: 'News' }).dynamicForm).toBe(false);
  });
});

describe('event sign-up schema', () => {
  it('accepts the valid fixture and cuts a date-time to its date', () => {
    const e = eventSignupBlock.parse(fixture('event-signup.valid'));
    expect(e).toMatchObject({ startDate: '2030-07-12', endDate: '2030-07-14', enablePlusOne: true });
  });

  it('refuses the invalid fixture: empty id, impossible date, not a boolean', () => {
    expect(issuePaths(eventSignupBlock.safeParse(fixture('event-signup.invalid')))).toEqual(expect.arrayContaining(['eventId', 'startDate', 'enablePlusOne']));
  });

  it('refuses an event that ends before it starts, or lasts more than a month', () => {
    const base = { type: 'event-signup', id: 'e', eventId: 'E', title: 'T', confirmationTitle: 'C' };
    expect(issuePaths(eventSignupBlock.safeParse({ ...base, startDate: '2030-07-12', endDate: '2030-07-11' }))).toEqual(['endDate']);
    expect(issuePaths(eventSignupBlock.safeParse({ ...base, startDate: '2030-07-01', endDate: '2030-08-01' }))).toEqual(['endDate']);
    expect(EVENT_MAX_DAYS).toBe(31);
    expect(eventSignupBlock.parse({ ...base, startDate: '2030-07-12', endDate: '2030-07-12' }).enablePlusOne).toBe(false);
  });
});

describe('pop-up rules', () => {
  const storage = (initial?: string) => {
    const data = new Map<string, string>(initial === undefined ? [] : [[DISMISSED_POPUPS_KEY, initial]]);
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
  };

  it('shows the first pop-up not yet dismissed, one per page load', () => {
    const list = [
      { id: 'a', shown: true },
      { id: 'b', shown: true },
      { id: 'c', shown: true },
    ];
    expect(popupToShow(list, new Set())?.id).toBe('a');
    expect(popupToShow(list, new Set(['a']))?.id).toBe('b');
    expect(popupToShow(list, new Set(['a', 'b', 'c']))).toBeUndefined();
  });

  it('expands by itself everywhere but on the buying path, where it waits for the shopper', () => {
    for (const page of ['Home', 'product listing', 'product detail', 'search', 'account', 'order confirmation', 'Other'] as const) expect(expandsByItself(page)).toBe(true);
    expect(expandsByItself('cart')).toBe(false);
    expect(expandsByItself('checkout')).toBe(false);
  });

  it('skips a pop-up this screen size hides', () => {
    expect(popupToShow([{ id: 'a', shown: false }, { id: 'b', shown: true }], new Set())?.id).toBe('b');
  });

  it('remembers dismissed ids, once each, the newest kept when the list is full', () => {
    const s = storage();
    rememberDismissed(s, 'a');
    rememberDismissed(s, 'b');
    rememberDismissed(s, 'a');
    expect(JSON.parse(s.data.get(DISMISSED_POPUPS_KEY)!)).toEqual(['b', 'a']);
    for (let i = 0; i < DISMISSED_POPUPS_MAX + 5; i++) rememberDismissed(s, `p${i}`);
    const kept = JSON.parse(s.data.get(DISMISSED_POPUPS_KEY)!) as string[];
    expect(kept).toHaveLength(DISMISSED_POPUPS_MAX);
    expect(kept.at(-1)).toBe(`p${DISMISSED_POPUPS_MAX + 4}`);
  });

  it('reads a broken or blocked store as nothing dismissed', () => {
    expect(readDismissed(storage('{not json'))).toEqual(new Set());
    expect(readDismissed(storage('{"a":1}'))).toEqual(new Set());
    expect(readDismissed(storage('["a", 3, "b"]'))).toEqual(new Set(['a', 'b']));
    expect(readDismissed(null)).toEqual(new Set());
    const throwing = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('QuotaExceeded'); } };
    expect(readDismissed(throwing)).toEqual(new Set());
    expect(() => rememberDismissed(throwing, 'a')).not.toThrow();
  });

  it('tags impression, expand and click with the pop-up and its type', () => {
    const popup = { id: 'popup-newsletter', type: 'Newsletter' as const };
    expect(impressionEvent(popup)).toEqual({ event: 'popup_impression', popupId: 'popup-newsletter', popupType: 'Newsletter' });
    expect(expandEvent(popup)).toEqual({ event: 'popup_expand', popupId: 'popup-newsletter', popupType: 'Newsletter' });
    expect(clickEvent({ id: 'x', type: 'Account' }, '/en-us/account')).toEqual({ event: 'popup_click', popupId: 'x', popupType: 'Account', linkUrl: '/en-us/account' });
  });
});

describe('event sign-up rules', () => {
  it('offers every date from start to end inclusive, across months and leap days', () => {
    expect(eventDays('2030-07-12', '2030-07-14')).toEqual(['2030-07-12', '2030-07-13', '2030-07-14']);
    expect(eventDays('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(eventDays('2030-09-21', '2030-09-21')).toEqual(['2030-09-21']);
  });

  it('shows the day selector only when the event spans two or more days', () => {
    expect(offersDayChoice(['2030-09-21'])).toBe(false);
    expect(offersDayChoice(['2030-07-12', '2030-07-13'])).toBe(true);
  });

  it('sends the chosen days joined by ", " in the shape the API accepts', () => {
    const attendingDays = joinDays(eventDays('2030-07-12', '2030-07-13'));
    expect(attendingDays).toBe('2030-07-12, 2030-07-13');
    const form = { email: 'a@b.co', attendingDays, eventId: 'E', eventTermsAccepted: true, plusOne: '' };
    expect(eventRegistrationForm.safeParse(form).success).toBe(true);
    expect(eventRegistrationForm.safeParse({ ...form, eventTermsAccepted: false }).success).toBe(false);
    expect(eventRegistrationForm.safeParse({ ...form, plusOne: 'R2-D2' }).success).toBe(false);
  });

  it('labels days and the date range in the site’s language, without time-zone drift', () => {
    expect(dayLabel('2030-07-12', 'en-US')).toBe('Friday, July 12, 2030');
    expect(dayLabel('2030-07-12', 'fr-FR')).toBe('vendredi 12 juillet 2030');
    // ICU spaces the range dash differently across versions (thin or no-break spaces).
    expect(dateRangeLabel('2030-07-12', '2030-07-14', 'en-GB')).toMatch(/^12\s?–\s?14 July 2030$/u);
    expect(dateRangeLabel('2030-09-21', '2030-09-21', 'en-US')).toBe('September 21, 2030');
  });

  it('signs in on the account page and comes back to the open dialog', () => {
    expect(signInHref('en-us', '/en-us/overlays', 'event-x')).toBe(`/en-us/account?returnTo=${encodeURIComponent('/en-us/overlays#dialog:event-x')}`);
    expect(dialogNameFromHref(`#dialog:${eventDialogName('weird id/1')}`)).toBe('event-weird-id-1');
  });

  it('reads the session: signed in only with a profile email', () => {
    expect(sessionFromAnswer(null)).toEqual({ signedIn: false });
    expect(sessionFromAnswer({ signedIn: false, consumerNo: 'G1' })).toEqual({ signedIn: false });
    expect(sessionFromAnswer({ signedIn: true })).toEqual({ signedIn: false });
    expect(sessionFromAnswer({ signedIn: true, profile: { email: 'ada@example.com', firstName: 'Ada', subscriptions: [{ type: 'Newsletter', optin: true }, { bogus: 1 }] } })).toEqual({
      signedIn: true,
      profile: { email: 'ada@example.com', firstName: 'Ada', lastName: '', gender: '', phone: '', subscriptions: [{ type: 'Newsletter', optin: true }] },
    });
  });
});

describe('seed', () => {
  const context = (site: (typeof SITES)[number]) => ({ site, categories: CATEGORIES, productsByCategory: new Map() });

  it('gives every site blocks that pass their schemas, in several variants', () => {
    for (const site of SITES) {
      const group = overlayBlocks(context(site));
      const blocks = [...group.home, ...group.content, ...group.kitchenSink, ...popupBlocks(site)];
      for (const raw of blocks) {
        const schema = blockSchemas[raw.type as keyof typeof blockSchemas];
        const parsed = schema.safeParse(raw);
        expect(parsed.success, `${site.locale} ${raw.id}: ${parsed.success ? '' : JSON.stringify(parsed.error.issues)}`).toBe(true);
      }
      const sink = group.kitchenSink;
      expect(sink.filter((b) => b.type === 'dialog').map((b) => b.layout)).toEqual(['modal', 'panel']);
      expect(sink.filter((b) => b.type === 'newsletter').map((b) => b.dynamicForm)).toEqual([false, true]);
      expect(sink.filter((b) => b.type === 'event-signup').map((b) => b.enablePlusOne)).toEqual([true, false]);
    }
  });

  it('links every #dialog: target of the kitchen sink to a dialog on the same page', () => {
    const sink = overlayBlocks(context(SITES[0]!)).kitchenSink;
    const dialogs = new Set(sink.filter((b) => b.type === 'dialog').map((b) => b.id));
    const hrefs = JSON.stringify(sink).match(/#dialog:[\w.:-]+/g) ?? [];
    expect(hrefs.length).toBeGreaterThanOrEqual(3);
    for (const href of hrefs) expect(dialogs.has(dialogNameFromHref(href)!), href).toBe(true);
    expect(dialogs).toEqual(new Set([OVERLAY_IDS.sizeGuide, OVERLAY_IDS.newsletterDialog]));
  });

  it('seeds a multi-day and a one-day event, and two pop-ups of both tags, the first on the default delay', () => {
    expect(eventDays(SEEDED_EVENTS.trailDays.startDate, SEEDED_EVENTS.trailDays.endDate)).toHaveLength(3);
    expect(eventDays(SEEDED_EVENTS.repairCafe.startDate, SEEDED_EVENTS.repairCafe.endDate)).toHaveLength(1);
    const popups = popupBlocks(SITES[0]!).map((p) => popUpBlock.parse(p));
    expect(popups.map((p) => p.popupType)).toEqual(['Newsletter', 'Account']);
    expect(popups[0]?.delay).toBe(POPUP_DEFAULT_DELAY_MS);
    expect(popups.map((p) => p.logoSize)).toEqual(['small', 'large']);
  });
});
