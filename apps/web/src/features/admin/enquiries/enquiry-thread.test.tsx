// @vitest-environment jsdom
/**
 * An enquiry's replies on the Enquiries screen: the thread as the server keeps it (who sent each
 * reply), the shared schema's message beside the field before anything is sent, and a sent reply
 * posted once with its text trimmed, the field cleared and the thread asked for again. The API is
 * answered at the network's edge (fetch).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminEnquiriesMessages as t, enquiryMessages } from '@shop/shared/enquiries/messages';
import type { EnquiryThreadMessage } from '@shop/shared/enquiries/schemas';
import { EnquiryThread } from './components/enquiry-thread';

const id = '6a1f3c2e-8d4b-4c1a-9e2f-1b3c4d5e6f70';
let thread: EnquiryThreadMessage[];
let sent: Array<{ url: string; method: string; body: unknown }>;

beforeEach(() => {
  thread = [
    {
      _id: 'm1',
      from: 'staff',
      author: 'priya',
      text: 'Our proposal is below.',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ];
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ url: String(input), method, body });
      if (method === 'POST') {
        const message = {
          _id: 'm2',
          from: 'staff',
          author: 'rahul',
          text: (body as { text: string }).text,
          createdAt: '2026-11-21T10:00:00.000Z',
        } as const;
        thread = [...thread, message];
        return Response.json({ message, enquiry: { _id: id } }, { status: 201 });
      }
      return Response.json(thread);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderThread() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <EnquiryThread id={id} name="Lakshmi Narayanan" />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe("an enquiry's thread", () => {
  it('shows the replies with who sent them, and refuses a blank reply before sending', async () => {
    const user = renderThread();
    expect(await screen.findByText('Our proposal is below.')).toBeTruthy();
    expect(screen.getByText(/Sent by priya/)).toBeTruthy();

    const field = screen.getByLabelText(t.replyLabel('Lakshmi Narayanan'));
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: t.sendReply }));
    expect(await screen.findByText(enquiryMessages.replyRequired)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('sends a reply once, trimmed, clears the field and shows it in the thread', async () => {
    const user = renderThread();
    await screen.findByText('Our proposal is below.');
    const field = screen.getByLabelText<HTMLTextAreaElement>(t.replyLabel('Lakshmi Narayanan'));
    await user.type(field, '  The offer holds until March.  ');
    await user.click(screen.getByRole('button', { name: t.sendReply }));

    expect(await screen.findByText('The offer holds until March.')).toBeTruthy();
    const posts = sent.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url).toContain(`/api/enquiry/${id}/messages`);
    expect(posts[0]!.body).toEqual({ text: 'The offer holds until March.' });
    await waitFor(() => expect(field.value).toBe(''));
  });
});
