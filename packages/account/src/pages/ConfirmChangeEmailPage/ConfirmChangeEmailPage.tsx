// /app/account/confirm-change-email?token=…: the link sent to a new address (POST
// /freelancer/confirmUpdatedEmail, public: it may be opened on another device). Afterwards a
// visitor logs in with the new address; a logged-in user's data is refreshed. 409: the address was
// taken by another account meanwhile; 400/401: expired or used link.
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { TokenLinkPage } from '../../components/TokenLinkPage/TokenLinkPage.tsx';
import { messages } from '../../messages.ts';
import { confirmEmailMutation } from '../../queries.ts';

/** Props of `ConfirmChangeEmailPage`: the `token` of the mail link's URL, validated by the route (`parseTokenSearch`). */
export interface ConfirmChangeEmailPageProps {
  /** The link's token; none shows the dead-link explanation. */
  readonly token?: string | undefined;
}

export function ConfirmChangeEmailPage({ token }: ConfirmChangeEmailPageProps): ReactElement {
  const intl = useIntl();
  return (
    <TokenLinkPage
      token={token}
      title={intl.formatMessage(messages.confirmEmailTitle)}
      mutation={confirmEmailMutation}
      workingText={intl.formatMessage(messages.confirmingEmail)}
      successText={() => intl.formatMessage(messages.emailConfirmed)}
      loggedOutNotice={() => 'emailConfirmed'}
      nextSteps={() => intl.formatMessage(messages.linkNextSteps)}
    />
  );
}
