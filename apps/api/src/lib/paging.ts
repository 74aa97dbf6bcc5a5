/** Paging headers for lists that stay JSON arrays: X-Total-Count and an RFC 8288 Link. */
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * X-Total-Count and a Link header with the first, previous, next and last pages, from the URL
 * asked (or, for a kept answer, the URL it stands for).
 */
export function pagingHeaders(
  request: Pick<FastifyRequest, 'url'>,
  page: { total: number; page: number; limit: number },
): Record<string, string> {
  const lastPage = Math.max(1, Math.ceil(page.total / page.limit));
  const url = new URL(request.url, 'http://shop.local');
  const link = (n: number, rel: string) => {
    url.searchParams.set('page', String(n));
    url.searchParams.set('limit', String(page.limit));
    return `<${url.pathname}${url.search}>; rel="${rel}"`;
  };
  const links = [link(1, 'first')];
  if (page.page > 1) links.push(link(Math.min(page.page - 1, lastPage), 'prev'));
  if (page.page < lastPage) links.push(link(page.page + 1, 'next'));
  links.push(link(lastPage, 'last'));
  return { 'x-total-count': String(page.total), link: links.join(', ') };
}

/** Sends one page's items as the answer, its paging in the headers. */
export function sendPage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { items: T[]; total: number; page: number; limit: number },
): T[] {
  reply.headers(pagingHeaders(request, page));
  return page.items;
}
