// Answers of offset/limit pages: the page as the body, its total in `X-Total-Count`, and RFC 8288
// `next`/`prev` links to its neighbours in `Link` (the request's own URL with another offset).
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What an offset/limit page says about itself. */
export interface PageInfo {
  readonly offset: number;
  readonly limit: number;
  readonly total: number;
}

/** RFC 8288 `next`/`prev` links of an offset/limit page, or undefined when there is no other page. */
export function paginationLinks(url: string, offset: number, limit: number, total: number): string | undefined {
  const link = (rel: string, at: number) => {
    const target = new URL(url, 'http://relative.invalid');
    target.searchParams.set('offset', String(at));
    target.searchParams.set('limit', String(limit));
    return `<${target.pathname}${target.search}>; rel="${rel}"`;
  };
  const links = [
    ...(offset + limit < total ? [link('next', offset + limit)] : []),
    ...(offset > 0 ? [link('prev', Math.max(0, offset - limit))] : []),
  ];
  return links.length > 0 ? links.join(', ') : undefined;
}

/** Sends `page` with its total and its neighbours' links. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageInfo): FastifyReply {
  const links = paginationLinks(request.url, page.offset, page.limit, page.total);
  if (links) reply.header('Link', links);
  return reply.header('X-Total-Count', String(page.total)).send(page);
}
