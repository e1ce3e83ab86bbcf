/**
 * What the loyalty island was opened for (mount.tsx sets it, the dialogs follow it): each open
 * of the join dialog gets a new `opened`, so it reads the profile again; the welcome dialog
 * greets `firstName`.
 */
import { atom } from 'nanostores';

export const $loyaltyRequest = atom<{ opened: number; firstName: string }>({ opened: 0, firstName: '' });
