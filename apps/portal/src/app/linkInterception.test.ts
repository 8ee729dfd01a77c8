import { afterEach, describe, expect, it, vi } from 'vitest';
import { interceptLinks } from './linkInterception.ts';

function anchor(attributes: Record<string, string>, text = 'Go'): HTMLAnchorElement {
  const a = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  a.textContent = text;
  document.body.append(a);
  return a;
}

function click(target: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  target.dispatchEvent(event);
  return event;
}

describe('link interception', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  function listen() {
    const navigate = vi.fn<(href: string) => void>();
    stop = interceptLinks(document, navigate);
    return navigate;
  }

  it('navigates on the client for an in-portal link, with its query and hash', () => {
    const navigate = listen();
    const event = click(anchor({ href: '/app/pool?tab=mine#top' }));
    expect(navigate).toHaveBeenCalledWith('/app/pool?tab=mine#top');
    expect(event.defaultPrevented).toBe(true);
  });

  it('catches clicks on elements inside the link', () => {
    const navigate = listen();
    const a = anchor({ href: '/projects' });
    const span = document.createElement('span');
    a.append(span);
    click(span);
    expect(navigate).toHaveBeenCalledWith('/projects');
  });

  it.each([
    ['another origin', { href: 'https://example.com/projects' }, {}],
    ['a new tab', { href: '/projects', target: '_blank' }, {}],
    ['a download', { href: '/projects', download: '' }, {}],
    ['rel="external"', { href: '/projects', rel: 'external' }, {}],
    ['the API', { href: '/v1/api/freelancer' }, {}],
    ['the sitemap', { href: '/sitemap.xml' }, {}],
    ['a language sitemap', { href: '/sitemaps/de.xml' }, {}],
    ['tenant assets', { href: '/tenants/acme/logos/talent.svg' }, {}],
    ['a ctrl-click', { href: '/projects' }, { ctrlKey: true }],
    ['a meta-click', { href: '/projects' }, { metaKey: true }],
    ['a shift-click', { href: '/projects' }, { shiftKey: true }],
    ['a middle click', { href: '/projects' }, { button: 1 }],
  ] as const)('leaves %s to the browser', (_label, attributes, init) => {
    const navigate = listen();
    const event = click(anchor(attributes), init);
    expect(navigate).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('leaves a jump within the page (skip link) to the browser', () => {
    const navigate = listen();
    click(anchor({ href: '#main' }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ignores a click another handler already took', () => {
    const navigate = listen();
    const a = anchor({ href: '/projects' });
    a.addEventListener('click', (event) => event.preventDefault());
    click(a);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stops listening when cleaned up', () => {
    const navigate = listen();
    stop();
    click(anchor({ href: '/projects' }));
    expect(navigate).not.toHaveBeenCalled();
  });
});
