import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { ErrorScreen } from './ErrorScreen.tsx';

const texts = { genericMessage: 'This page could not be found', homeLabel: 'Back to home page', homeHref: '/' };

describe('ErrorScreen', () => {
  it('below 500 shows the status and the generic message with a home link', async () => {
    render(<ErrorScreen status={404} messages={['ignored']} {...texts} />);
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(screen.queryByText('ignored')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to home page' })).toHaveAttribute('href', '/');
    // A named region, not a second <main>: the app owns the main landmark.
    expect(screen.getByRole('region', { name: '404' })).toBeInTheDocument();
    expect(screen.queryByRole('main')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('from 500 lists the messages, or shows the plain message', () => {
    const { rerender } = render(<ErrorScreen status={500} messages={['Unknown middleware', 'Try later']} {...texts} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Unknown middleware', 'Try later']);
    rerender(<ErrorScreen status={503} message="Maintenance" {...texts} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Maintenance')).toBeInTheDocument();
  });
});
