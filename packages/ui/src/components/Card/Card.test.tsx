import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { Card } from './Card.tsx';

describe('Card', () => {
  it('is a region named by its title at the heading level asked for', async () => {
    render(
      <Card title="Senior React developer" headingLevel={2} actions={<button type="button">Apply</button>}>
        <p>Berlin · 40 h/week</p>
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Senior React developer' })).toHaveTextContent('Berlin · 40 h/week');
    expect(screen.getByRole('heading', { level: 2, name: 'Senior React developer' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('is no landmark without a title', () => {
    render(<Card>Plain</Card>);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('as an article, is named by a linked title and shows its badge beside it', async () => {
    render(
      <Card as="article" title={<a href="/jobs/1">Data engineer</a>} badge={<span>Closed</span>}>
        <p>Remote</p>
      </Card>,
    );
    const article = screen.getByRole('article', { name: 'Data engineer' });
    expect(article).toHaveTextContent('Closed');
    expect(screen.getByRole('heading', { level: 3 })).toContainElement(
      screen.getByRole('link', { name: 'Data engineer' }),
    );
    expect(await axeViolations()).toEqual([]);
  });
});
