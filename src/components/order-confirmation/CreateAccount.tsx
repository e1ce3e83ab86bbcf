/**
 * "Create an account to track this order" (the order confirmation page, guests only): the sign-in
 * island's sign-up form in its short form (names pre-filled from the order's billing address, the
 * order's email read-only, password with the live checklist, the policy). It posts
 * `attachLastOrder: true`: the BFF takes the order number and security token from the server's
 * session and the order joins the new account at the sign-in's token exchange. Then the page is
 * loaded again, so what it says about the account and the order is the server's reading.
 */
import { SignUpForm } from '../../../islands/sign-in/SignUpForm.tsx';
import { authMessages } from '../../lib/auth/messages.ts';
import { confirmationMessages } from './messages.ts';

/** The query the page reads after a sign-up from it. */
export const ACCOUNT_CREATED_PARAM = 'account';
export const ACCOUNT_CREATED_VALUE = 'created';

interface Props {
  language: string;
  firstName: string;
  lastName: string;
  email: string;
}

export default function CreateAccount({ language, firstName, lastName, email }: Props) {
  const words = { ...authMessages(language), ...confirmationMessages(language).accountForm };
  const done = () => {
    const next = new URL(location.href);
    next.searchParams.set(ACCOUNT_CREATED_PARAM, ACCOUNT_CREATED_VALUE);
    location.replace(`${next.pathname}${next.search}`);
  };
  return (
    <SignUpForm
      words={words}
      language={language}
      email={email}
      names={{ firstName, lastName }}
      emailReadOnly
      short
      extra={{ attachLastOrder: true }}
      onDone={done}
    />
  );
}
