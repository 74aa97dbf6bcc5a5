/**
 * What visitors send the shop: business enquiries (the /new-enquiry page), contact-form messages
 * (kept as enquiries) and quote and support requests (the service pages). Each is stored with its
 * `enquiry.received` event, in one transaction: the shop's e-mail and the sender's acknowledgement
 * go from the outbox once it commits, out of the request's way. The back office lists both
 * together and marks them handled.
 */
import type {
  ContactMessageBody,
  EnquiryBody,
  EnquiryListItem,
  EnquiryListQuery,
  EnquiryThreadMessage,
} from '@shop/shared/enquiries/schemas';
import { enquiryMessages } from '@shop/shared/enquiries/messages';
import { pageRequest, type Page } from '@shop/shared/http/paging';
import type { QuoteRequestBody } from '@shop/shared/quotes/schemas';
import type { Database, Executor } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { EventsWithin } from '../../lib/durable-events';
import { isUuid } from '../../lib/ids';
import {
  claimAcknowledgement,
  countReceived,
  findEnquiry,
  findQuote,
  insertEnquiry,
  insertEnquiryMessage,
  insertQuote,
  listReceived,
  setEnquiryHandled,
  setQuoteHandled,
  threadOf,
  type EnquiryMessageRow,
  type EnquiryRow,
  type QuoteRow,
} from './enquiries.repository';

/** A reply staff wrote, to be e-mailed to the visitor once it is stored. */
export interface EnquiryReplied {
  item: EnquiryListItem;
  message: EnquiryThreadMessage;
}

/** What was received, and whether its sender is owed an acknowledgement (claimed with it). */
export interface EnquiryReceived {
  item: EnquiryListItem;
  acknowledge: boolean;
}

/** Written with an enquiry or a quote request as it is stored, and with staff's reply to one. */
export interface EnquiryEvents extends Record<string, unknown> {
  'enquiry.received': EnquiryReceived;
  'enquiry.replied': EnquiryReplied;
}

function toThreadMessage(row: EnquiryMessageRow): EnquiryThreadMessage {
  return {
    _id: row.id,
    from: row.sender,
    author: row.author,
    text: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toEnquiryItem(row: EnquiryRow): EnquiryListItem {
  return {
    _id: row.id,
    type: 'enquiry',
    createdAt: row.createdAt.toISOString(),
    handledAt: iso(row.handledAt),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    company: row.company,
    sector: row.sector,
    gst: row.gst,
    enquiry: row.enquiry,
    message: row.message,
  };
}

export function toQuoteItem(row: QuoteRow): EnquiryListItem {
  return {
    _id: row.id,
    type: row.kind,
    createdAt: row.createdAt.toISOString(),
    handledAt: iso(row.handledAt),
    name: row.name,
    email: row.email,
    phone: row.phone,
    details: row.details,
  };
}

/** The fields a visitor filled in: empty choices and blank texts are left out. */
function filledIn(fields: Record<string, string | number | undefined>) {
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

/**
 * At most one acknowledgement per address in this time: a sender hears from the shop, and a
 * stranger's address typed into the forms is not flooded (the forms' per-address limit alone
 * would let ten an hour through from each network address).
 */
export const ACKNOWLEDGEMENT_INTERVAL_MINUTES = 30;

export function createEnquiriesService(deps: {
  db: Database;
  events: EventsWithin<EnquiryEvents>;
  now?: () => Date;
}) {
  const { db, events } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Stores what arrived with its event. The sender's acknowledgement is claimed in the same
   * transaction, once per address per ACKNOWLEDGEMENT_INTERVAL_MINUTES, so every instance
   * agrees and a retried e-mail is not refused by its own claim.
   */
  function receive(store: (tx: Executor) => Promise<EnquiryListItem>): Promise<EnquiryListItem> {
    return db.transaction(async (tx) => {
      const item = await store(tx);
      const at = now();
      const notBefore = new Date(at.getTime() - ACKNOWLEDGEMENT_INTERVAL_MINUTES * 60_000);
      const acknowledge = await claimAcknowledgement(tx, {
        email: item.email.toLowerCase(),
        now: at,
        notBefore,
      });
      await events(tx, 'enquiry.received', { item, acknowledge });
      return item;
    });
  }
  return {
    submitEnquiry(body: EnquiryBody): Promise<EnquiryListItem> {
      return receive(async (tx) => {
        const row = await insertEnquiry(tx, {
          firstName: body.firstName,
          lastName: body.lastName ?? '',
          email: body.email,
          phone: body.phone,
          company: body.company,
          sector: body.sector,
          gst: body.gst ?? '',
          enquiry: body.enquiry ?? '',
          message: body.message,
        });
        return toEnquiryItem(row);
      });
    },

    /** A contact-form message: kept as an enquiry, whose company and sector may be blank. */
    submitContact(body: ContactMessageBody): Promise<EnquiryListItem> {
      return receive(async (tx) => {
        const row = await insertEnquiry(tx, {
          firstName: body.firstName,
          lastName: body.lastName ?? '',
          email: body.email,
          phone: body.phone ?? '',
          company: body.company ?? '',
          sector: body.sector ?? '',
          message: body.message,
        });
        return toEnquiryItem(row);
      });
    },

    submitQuote(body: QuoteRequestBody): Promise<EnquiryListItem> {
      const { kind, name, email, phone, ...details } = body;
      return receive(async (tx) => {
        const row = await insertQuote(tx, {
          kind,
          name,
          email,
          phone: phone ?? '',
          details: filledIn(details),
        });
        return toQuoteItem(row);
      });
    },

    /** Enquiries and quote requests together, newest first, paged. */
    async list(query: EnquiryListQuery): Promise<Page<EnquiryListItem>> {
      const { page, limit } = pageRequest(query);
      const found = await listReceived(db, {
        type: query.type,
        limit,
        offset: (page - 1) * limit,
      });
      const byId = new Map<string, EnquiryListItem>([
        ...found.enquiries.map((row) => [row.id, toEnquiryItem(row)] as const),
        ...found.quotes.map((row) => [row.id, toQuoteItem(row)] as const),
      ]);
      const items = found.keys.flatMap((key) => byId.get(key.id) ?? []);
      return { items, total: found.total, page, limit };
    },

    /** Marks an enquiry or a quote request handled, or new again. */
    async markHandled(id: string, handled: boolean): Promise<EnquiryListItem> {
      if (!isUuid(id)) throw notFound(enquiryMessages.notFound);
      const enquiry = await setEnquiryHandled(db, id, handled);
      if (enquiry) return toEnquiryItem(enquiry);
      const quote = await setQuoteHandled(db, id, handled);
      if (quote) return toQuoteItem(quote);
      throw notFound(enquiryMessages.notFound);
    },

    /** The thread of an enquiry or quote request, oldest first (the back office's). */
    async thread(id: string): Promise<EnquiryThreadMessage[]> {
      if (!isUuid(id)) throw notFound(enquiryMessages.notFound);
      const [enquiry, quote] = await Promise.all([findEnquiry(db, id), findQuote(db, id)]);
      if (!enquiry && !quote) throw notFound(enquiryMessages.notFound);
      return (await threadOf(db, id)).map(toThreadMessage);
    },

    /**
     * Staff's reply (docs/decisions/054): kept in the thread and the item marked handled, in one
     * transaction with the visitor's e-mail, which goes from the outbox once it commits.
     */
    async reply(
      id: string,
      text: string,
      author: string,
    ): Promise<{ message: EnquiryThreadMessage; enquiry: EnquiryListItem }> {
      if (!isUuid(id)) throw notFound(enquiryMessages.notFound);
      const replied = await db.transaction(async (tx) => {
        // Marking it handled also locks the row, so two replies at once keep their order.
        const enquiry = await setEnquiryHandled(tx, id, true);
        const quote = enquiry ? undefined : await setQuoteHandled(tx, id, true);
        if (!enquiry && !quote) throw notFound(enquiryMessages.notFound);
        const row = await insertEnquiryMessage(tx, {
          ...(enquiry ? { enquiryId: id } : { quoteRequestId: id }),
          author,
          body: text,
          // Taken after the lock: the transaction's own start time could put it before the
          // reply that held the lock first.
          createdAt: new Date(),
        });
        const replied = {
          item: enquiry ? toEnquiryItem(enquiry) : toQuoteItem(quote!),
          message: toThreadMessage(row),
        };
        await events(tx, 'enquiry.replied', replied);
        return replied;
      });
      return { message: replied.message, enquiry: replied.item };
    },

    /** The dashboard's enquiry count: enquiries and quote requests. */
    count: () => countReceived(db),
  };
}

export type EnquiriesService = ReturnType<typeof createEnquiriesService>;
