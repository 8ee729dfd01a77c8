// /app/account/verifyEmail?token=…: the link of the email-verification mail (GET
// /freelancer/verifyEmail answers VERIFIED or ALREADY_ACTIVE). The link may be opened on another
// device, so it works logged out (the outcome and a link to login); a logged-in user's data is
// refreshed (the banner goes away).
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { TokenLinkPage } from '../../components/TokenLinkPage/TokenLinkPage.tsx';
import { messages } from '../../messages.ts';
import { verifyEmailMutation } from '../../queries.ts';

/** Props of `VerifyEmailPage`: the `token` of the mail link's URL, validated by the route (`parseTokenSearch`). */
export interface VerifyEmailPageProps {
  /** The link's token; none shows the dead-link explanation. */
  readonly token?: string | undefined;
}

export function VerifyEmailPage({ token }: VerifyEmailPageProps): ReactElement {
  const intl = useIntl();
  return (
    <TokenLinkPage
      token={token}
      title={intl.formatMessage(messages.verifyTitle)}
      mutation={verifyEmailMutation}
      workingText={intl.formatMessage(messages.verifying)}
      successText={(result) =>
        intl.formatMessage(result === 'ALREADY_ACTIVE' ? messages.alreadyVerified : messages.verified)
      }
      nextSteps={() => intl.formatMessage(messages.linkNextSteps)}
    />
  );
}
