import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionContext, usePortal, useSession } from './portal.ts';

function Who() {
  const session = useSession();
  return <p>{session.isLoggedIn ? `in as ${session.user?.email ?? '…'}` : 'visitor'}</p>;
}

function NeedsPortal() {
  usePortal();
  return null;
}

describe('app context', () => {
  it('is a visitor without a session provider', () => {
    render(<Who />);
    expect(screen.getByText('visitor').tagName).toBe('P');
  });

  it('reads the session the portal provides', () => {
    const user = { email: 'ada@example.com' } as never;
    render(
      <SessionContext.Provider value={{ isLoggedIn: true, user }}>
        <Who />
      </SessionContext.Provider>,
    );
    expect(screen.getByText('in as ada@example.com').tagName).toBe('P');
  });

  it('says what is missing when a feature renders outside the portal', () => {
    let message = '';
    try {
      render(<NeedsPortal />);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('PortalContext.Provider');
  });
});
