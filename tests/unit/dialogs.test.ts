/**
 * The dialog manager's rules (docs/requirements/content-blocks.md#dialogs-and-panels): one dialog open at a time unless kept, the last
 * opened on top, closing returns to the one beneath; and how `#dialog:<name>` links name one.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { $activeDialog, $dialogStack, closeAllDialogs, closeDialog, isDialogOpen, openDialog } from '../../src/stores/dialogs.ts';
import { dialogDomId, dialogHref, dialogNameFromHref } from '../../src/lib/dialogs/names.ts';

const names = () => $dialogStack.get().map((d) => d.name);

describe('dialog manager', () => {
  beforeEach(() => closeAllDialogs());

  it('opens one dialog at a time: opening another closes the first', () => {
    openDialog('size-guide');
    expect(names()).toEqual(['size-guide']);
    openDialog('sign-in');
    expect(names()).toEqual(['sign-in']);
    expect(isDialogOpen('size-guide')).toBe(false);
    expect($activeDialog.get()).toBe('sign-in');
  });

  it('keeps a kept dialog open beneath the next one, and returns to it when that closes', () => {
    openDialog('quickshop', { kept: true });
    openDialog('size-chart');
    expect(names()).toEqual(['quickshop', 'size-chart']);
    expect($activeDialog.get()).toBe('size-chart');
    closeDialog('size-chart');
    expect(names()).toEqual(['quickshop']);
    expect($activeDialog.get()).toBe('quickshop');
  });

  it('closes the dialogs that are not kept, whatever their place in the stack', () => {
    openDialog('mini-cart', { kept: true });
    openDialog('quickshop');
    openDialog('sign-in');
    expect(names()).toEqual(['mini-cart', 'sign-in']);
  });

  it('brings an open dialog back to the top without duplicating it', () => {
    openDialog('quickshop', { kept: true });
    openDialog('mini-cart', { kept: true });
    openDialog('quickshop', { kept: true });
    expect(names()).toEqual(['mini-cart', 'quickshop']);
  });

  it('does not notify when opening the dialog that is already on top', () => {
    openDialog('welcome');
    let calls = 0;
    const stop = $dialogStack.listen(() => calls++);
    openDialog('welcome');
    stop();
    expect(calls).toBe(0);
  });

  it('ignores closing a dialog that is not open', () => {
    openDialog('welcome');
    let calls = 0;
    const stop = $dialogStack.listen(() => calls++);
    closeDialog('interests');
    stop();
    expect(calls).toBe(0);
    expect(names()).toEqual(['welcome']);
  });

  it('closes everything, kept dialogs too', () => {
    openDialog('quickshop', { kept: true });
    openDialog('sign-in');
    closeAllDialogs();
    expect(names()).toEqual([]);
    expect($activeDialog.get()).toBeNull();
  });

  it('closing a kept dialog underneath leaves the top one open', () => {
    openDialog('quickshop', { kept: true });
    openDialog('size-chart');
    closeDialog('quickshop');
    expect(names()).toEqual(['size-chart']);
  });
});

describe('dialog links', () => {
  it('reads the dialog name from a #dialog:<name> href', () => {
    expect(dialogNameFromHref('#dialog:size-guide')).toBe('size-guide');
    expect(dialogNameFromHref(dialogHref('event-trail.days:2030'))).toBe('event-trail.days:2030');
    expect(dialogNameFromHref('#dialog:size%2Dguide')).toBe('size-guide');
  });

  it('ignores other hrefs and names that could not be an id', () => {
    for (const href of ['#size-guide', '/en-us/help#dialog:size-guide', '#dialog:', '#dialog:a b', '#dialog:<img>', '#dialog:%E0%A4%A', null, undefined]) {
      expect(dialogNameFromHref(href), String(href)).toBeNull();
    }
  });

  it('gives each dialog the element id its link targets', () => {
    expect(dialogDomId('size-guide')).toBe('dialog:size-guide');
  });
});
