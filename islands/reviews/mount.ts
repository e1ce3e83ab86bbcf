/**
 * The product page's reviews island, live on intent (src/components/reviews/Reviews.astro): its
 * buttons name it, so this loads when the shopper points at or focuses one and runs on the
 * click. Helpful votes, reports and translations are plain DOM work (no React); writing a review
 * and asking a question open dialogs, whose React code (./dialogs.tsx) loads only then.
 */
import { callBff } from '../../src/lib/bff/browser.ts';
import { pageLanguage } from '../../src/lib/errors/report.ts';
import { reviewsMessages } from './messages.ts';

export type ReviewsAction =
  | { action: 'vote'; productId: string; reviewId: string; target: string }
  | { action: 'flag'; productId: string; reviewId: string; target: string }
  | { action: 'translate'; productId: string; reviewId: string; target: string }
  | { action: 'voteAnswer'; productId: string; answerId: string; target: string }
  | { action: 'write'; productId: string; productName: string }
  | { action: 'ask'; productId: string; productName: string };

const enc = encodeURIComponent;

function partsOf(target: string) {
  const root = document.getElementById(target);
  return {
    root,
    status: root?.querySelector<HTMLElement>('[data-review-status]') ?? null,
    vote: root?.querySelector<HTMLButtonElement>('[data-review-vote]') ?? null,
  };
}

function say(status: HTMLElement | null, text: string): void {
  if (status) status.textContent = text;
}

async function vote(p: Extract<ReviewsAction, { action: 'vote' | 'voteAnswer' }>): Promise<void> {
  const m = reviewsMessages(pageLanguage());
  const { status, vote: button } = partsOf(p.target);
  const path =
    p.action === 'vote'
      ? `/api/gateway/products/v1/products/${enc(p.productId)}/review/${enc(p.reviewId)}/vote`
      : `/api/gateway/products/v1/products/${enc(p.productId)}/review/${enc(p.answerId)}/questions/vote`;
  const result = await callBff<{ helpfulVotes: number; myVote: string }>('POST', path, { helpful: true });
  if (!result.ok) {
    say(status, result.errorId === 'API403' ? m.ownReview : m.failed);
    return;
  }
  if (button) {
    button.textContent = p.action === 'vote' ? m.helpful(result.data.helpfulVotes) : m.answerHelpfulFor(result.data.helpfulVotes);
    button.setAttribute('aria-pressed', String(result.data.myVote === 'helpful'));
  }
  say(status, m.votedHelpful);
}

async function flag(p: Extract<ReviewsAction, { action: 'flag' }>): Promise<void> {
  const m = reviewsMessages(pageLanguage());
  const { root, status } = partsOf(p.target);
  const result = await callBff('POST', `/api/gateway/products/v1/products/${enc(p.productId)}/review/${enc(p.reviewId)}/flag`, { reason: 'INAPPROPRIATE' });
  if (!result.ok) {
    say(status, m.failed);
    return;
  }
  const button = root?.querySelector<HTMLButtonElement>('[data-review-flag]');
  if (button) button.disabled = true;
  say(status, m.reported);
}

async function translate(p: Extract<ReviewsAction, { action: 'translate' }>): Promise<void> {
  const language = pageLanguage();
  const m = reviewsMessages(language);
  const { root, status } = partsOf(p.target);
  const result = await callBff<{ title: string; text: string; translated: boolean; targetLocale: string }>(
    'POST',
    `/api/gateway/products/v1/review/${enc(p.reviewId)}/translate`,
    { targetLocale: language },
  );
  if (!result.ok) {
    say(status, m.failed);
    return;
  }
  if (!result.data.translated) {
    say(status, m.notTranslated);
    return;
  }
  const title = root?.querySelector<HTMLElement>('[data-review-title]');
  const text = root?.querySelector<HTMLElement>('[data-review-text]');
  if (title) title.textContent = result.data.title;
  if (text) {
    text.textContent = result.data.text;
    text.lang = result.data.targetLocale;
  }
  const button = root?.querySelector<HTMLButtonElement>('[data-review-translate]');
  if (button) button.disabled = true;
  say(status, m.translated);
}

export async function open(props?: unknown): Promise<void> {
  const p = props as ReviewsAction | undefined;
  if (!p) return;
  switch (p.action) {
    case 'vote':
    case 'voteAnswer':
      return vote(p);
    case 'flag':
      return flag(p);
    case 'translate':
      return translate(p);
    case 'write':
    case 'ask': {
      const dialogs = await import('./dialogs.tsx');
      return p.action === 'write' ? dialogs.openWriteReview(p) : dialogs.openAskQuestion(p);
    }
  }
}
