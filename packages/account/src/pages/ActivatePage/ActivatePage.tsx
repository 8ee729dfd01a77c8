// /app/account/activate?token=… (route app-account-activate): the link of the registration mail.
// GET /freelancer/activate answers ACTIVATED or ALREADY_ACTIVE and no tokens, so a visitor goes on
// to login with a notice; a user who is already logged in (the same browser) stays and continues.
// Expired (400) and used or unknown (401) links are explained with what to do next.
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { TokenLinkPage } from '../../components/TokenLinkPage/TokenLinkPage.tsx';
import { hasMessage } from '../../errors.ts';
import { messages } from '../../messages.ts';
import { activateMutation } from '../../queries.ts';

/** Props of `ActivatePage`: the `token` of the mail link's URL, validated by the route (`parseTokenSearch`). */
export interface ActivatePageProps {
  /** The link's token; none shows the dead-link explanation. */
  readonly token?: string | undefined;
}

export function ActivatePage({ token }: ActivatePageProps): ReactElement {
  const intl = useIntl();
  return (
    <TokenLinkPage
      token={token}
      title={intl.formatMessage(messages.activateTitle)}
      mutation={activateMutation}
      workingText={intl.formatMessage(messages.activating)}
      successText={(result) =>
        intl.formatMessage(result === 'ALREADY_ACTIVE' ? messages.alreadyActive : messages.activated)
      }
      loggedOutNotice={(result) => (result === 'ALREADY_ACTIVE' ? 'alreadyActive' : 'activated')}
      nextSteps={(error) =>
        intl.formatMessage(
          hasMessage(error, 'auth.linkExpired') ? messages.activateExpiredNext : messages.activateInvalidNext,
        )
      }
    />
  );
}
