/**
 * Gift options on cart items (docs/requirements/cart.md#gift-options Cart item giftOption {to, email, message}; docs/requirements/cart.md#gift-options "Gift
 * option is used only when to, email and message are all present"). The rule and the field
 * checks live here once; the island shows the words, the sandbox applies the same rule.
 */
import { EMAIL_PATTERN, isBlank, type FieldMessageId } from '../../../schemas/forms/validators.ts';

export interface GiftOption {
  to: string;
  email: string;
  message: string;
}

export type GiftDraft = Partial<Record<keyof GiftOption, string | null | undefined>>;

/** The contract's limits (schemas/api/cart.ts giftOption). */
export const GIFT_LIMITS = { to: 100, email: 254, message: 500 } as const satisfies Record<keyof GiftOption, number>;

export const GIFT_FIELDS = ['to', 'email', 'message'] as const satisfies readonly (keyof GiftOption)[];

/** docs/requirements/cart.md#gift-options: the option, trimmed, when all three are present; null otherwise (not used). */
export function usableGiftOption(draft: GiftDraft | null | undefined): GiftOption | null {
  if (!draft) return null;
  const to = draft.to?.trim() ?? '';
  const email = draft.email?.trim() ?? '';
  const message = draft.message?.trim() ?? '';
  return to && email && message ? { to, email, message } : null;
}

export type GiftFieldIssue = FieldMessageId | 'tooLong';

/** What is wrong with each field (none when the option can be saved). */
export function giftOptionIssues(draft: GiftDraft): Partial<Record<keyof GiftOption, GiftFieldIssue>> {
  const issues: Partial<Record<keyof GiftOption, GiftFieldIssue>> = {};
  for (const field of GIFT_FIELDS) {
    const value = draft[field];
    if (isBlank(value)) issues[field] = 'required';
    else if ((value as string).trim().length > GIFT_LIMITS[field]) issues[field] = 'tooLong';
  }
  if (!issues.email && !EMAIL_PATTERN.test((draft.email ?? '').trim())) issues.email = 'emailInvalid';
  return issues;
}

/** A line's saved gift option, if it is a usable one. */
export const savedGiftOption = (item: { giftOption?: GiftDraft | undefined }): GiftOption | null => usableGiftOption(item.giftOption);
