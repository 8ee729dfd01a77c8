// Description HTML through the allow-list: markup kept, everything else reduced to text.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml.tsx';

describe('SafeHtml', () => {
  it('keeps the allowed markup', () => {
    const { container } = render(
      <SafeHtml html="<p>Build <strong>fast</strong><br>and <em>well</em></p><ol><li>One</li></ol>" />,
    );
    expect(container.innerHTML).toBe(
      '<div><p>Build <strong>fast</strong><br>and <em>well</em></p><ol><li>One</li></ol></div>',
    );
  });

  it('drops scripts, styles, event handlers and unknown elements, keeping their readable text', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p onclick="steal()">Hi<script>steal()</script><style>p{}</style><img src=x onerror="steal()"><span class="x">there</span></p><iframe src="https://evil"></iframe>'
        }
      />,
    );
    expect(container.innerHTML).toBe('<div><p>Hithere</p></div>');
  });

  it('keeps only web and mail links, marked as leaving the portal', () => {
    render(
      <SafeHtml
        html={
          '<a href="https://example.com">web</a> <a href="mailto:jobs@example.com">mail</a> <a href="javascript:alert(1)">js</a> <a href="/app/account">own</a> <a href="data:text/html,x">data</a>'
        }
      />,
    );
    expect(
      screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel')]),
    ).toEqual([
      ['web', 'https://example.com', 'nofollow noopener noreferrer'],
      ['mail', 'mailto:jobs@example.com', 'nofollow noopener noreferrer'],
    ]);
    expect(screen.getByText(/js/).closest('a')).toBeNull();
  });

  it('puts the description’s headings below the page’s section heading', () => {
    render(<SafeHtml html="<h1>Role</h1><h2>Stack</h2><h3>Tools</h3><h6>Deep</h6>" />);
    expect(screen.getAllByRole('heading').map((h) => [h.tagName, h.textContent])).toEqual([
      ['H3', 'Role'],
      ['H3', 'Stack'],
      ['H4', 'Tools'],
      ['H6', 'Deep'],
    ]);
  });
});
