// API HTML through the allow-list: markup kept, everything else reduced to text; links by source.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml.tsx';

describe('SafeHtml', () => {
  it('keeps the allowed markup', () => {
    const { container } = render(
      <SafeHtml html="<p>Build <strong>fast</strong><br>and <em>well</em></p><ol><li>One</li></ol>" />,
    );
    expect(container.firstElementChild!.innerHTML).toBe(
      '<p>Build <strong>fast</strong><br>and <em>well</em></p><ol><li>One</li></ol>',
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
    expect(container.firstElementChild!.innerHTML).toBe('<p>Hithere</p>');
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

  it('keeps the tables, rules, code and list starts of CMS pages, and the cells’ alignment only', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<table><thead><tr><th align="center" class="x">A</th><th align="justify">B</th></tr></thead><tbody><tr><td align="right">1</td><td>2</td></tr></tbody></table>' +
          '<hr><pre><code>npm test</code></pre><p><del>old</del></p><ol start="3"><li>Three</li></ol><ol start="x"><li>One</li></ol>'
        }
      />,
    );
    expect(container.firstElementChild!.innerHTML).toBe(
      '<table><thead><tr><th style="text-align: center;">A</th><th>B</th></tr></thead><tbody><tr><td style="text-align: right;">1</td><td>2</td></tr></tbody></table>' +
        '<hr><pre><code>npm test</code></pre><p><del>old</del></p><ol start="3"><li>Three</li></ol><ol><li>One</li></ol>',
    );
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('keeps, for the tenant’s own pages, links to its pages and phone numbers, and web links without nofollow', () => {
    const { container } = render(
      <SafeHtml
        source="tenant"
        html={
          '<a href="/privacy">own</a> <a href="/app/account?tab=security#top">tab</a> <a href="tel:+49 30 1234">call</a> ' +
          '<a href="https://example.com">web</a> <a href="mailto:a@example.com">mail</a> ' +
          '<a href="//evil.example">proto</a> <a href="/\\evil.example">slash</a> <a href="/\t/evil.example">whitespace</a> ' +
          '<a href="javascript:alert(1)">js</a> <a href="tel:javascript:x">badtel</a> <a href="relative">rel</a>'
        }
      />,
    );
    expect(
      screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel')]),
    ).toEqual([
      ['own', '/privacy', null],
      ['tab', '/app/account?tab=security#top', null],
      ['call', 'tel:+49 30 1234', null],
      ['web', 'https://example.com', 'noopener noreferrer'],
      ['mail', 'mailto:a@example.com', 'noopener noreferrer'],
    ]);
    // The refused links keep their text.
    expect(container.textContent).toContain('proto slash whitespace js badtel rel');
  });

  it('starts the headings of a page body at h2, below the page’s h1, and takes its language and class', () => {
    const { container } = render(
      <SafeHtml html="<h2>Account</h2><h3>Password</h3>" headingStart={2} lang="de" className="page" />,
    );
    expect(screen.getAllByRole('heading').map((h) => [h.tagName, h.textContent])).toEqual([
      ['H2', 'Account'],
      ['H3', 'Password'],
    ]);
    expect(container.firstElementChild).toHaveAttribute('lang', 'de');
    expect(container.firstElementChild!.className).toMatch(/ page$/);
  });
});
