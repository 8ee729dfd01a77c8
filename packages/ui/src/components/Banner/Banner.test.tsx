import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { Button } from '../Button/Button.tsx';
import { Banner } from './Banner.tsx';

describe('Banner', () => {
  it('is a named region with its message and actions', async () => {
    render(
      <Banner label="Email verification" tone="warning" actions={<Button size="small">Email not received?</Button>}>
        Please confirm your email address.
      </Banner>,
    );
    const region = screen.getByRole('region', { name: 'Email verification' });
    expect(region).toHaveTextContent('Please confirm your email address.');
    expect(screen.getByRole('button', { name: 'Email not received?' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
