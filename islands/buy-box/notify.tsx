/**
 * Notify me on the product page: quick shop's form (islands/quick-shop/NotifyMe.tsx, the same call
 * and words) mounted in the buy box in place of its button. React loads here only, when a shopper
 * asks to be told (./mount.ts).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { pageLanguage } from '../../src/lib/errors/report.ts';
import { $auth } from '../../src/stores/auth.ts';
import { NotifyMe } from '../quick-shop/NotifyMe.tsx';
import { buyBoxMessages } from './messages.ts';

function BuyBoxNotifyMe({ variantId, signedIn }: { variantId: string; signedIn: boolean }) {
  const auth = useStore($auth);
  const ref = useRef<HTMLDivElement>(null);
  // The button that was pressed is gone: the shopper carries on in the form's field.
  useEffect(() => ref.current?.querySelector<HTMLInputElement>('input')?.focus(), []);
  return (
    <div ref={ref}>
      <NotifyMe variantId={variantId} signedIn={signedIn || auth.status === 'signed-in'} m={buyBoxMessages(pageLanguage()).shared} />
    </div>
  );
}

const roots = new WeakMap<HTMLElement, Root>();

export function mountNotifyMe(container: HTMLElement, variantId: string, signedIn: boolean): void {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(<BuyBoxNotifyMe variantId={variantId} signedIn={signedIn} />);
}
