/**
 * Staff's internal notes on an order (a call with the customer, a promise made): for the back
 * office only. No customer route, event or e-mail reads them
 * (docs/decisions/049-order-page-who-and-why.md).
 */
import type { CreateOrderNoteInput, OrderNote } from '@shop/shared/orders/schemas';
import type { Database } from '../../db/client';
import * as repo from './orders.repository';

const toNote = (row: repo.OrderNoteRow): OrderNote => ({
  _id: row.id,
  text: row.text,
  author: row.author,
  createdAt: row.createdAt.toISOString(),
});

export function createOrderNotes({
  db,
  load,
  now,
}: {
  db: Database;
  /** The order, or 404: a note belongs to an order that exists. */
  load: (filter: { id: string }) => Promise<repo.OrderRecord>;
  now: () => Date;
}) {
  return {
    async notesOf(id: string): Promise<OrderNote[]> {
      const { order } = await load({ id });
      return (await repo.findNotes(db, order.id)).map(toNote);
    },

    /** A note written by `author` (the staff member's username). */
    async addNote(id: string, author: string, input: CreateOrderNoteInput): Promise<OrderNote> {
      const { order } = await load({ id });
      const text = input.text.trim();
      return toNote(
        await repo.insertNote(db, { orderId: order.id, author, text, createdAt: now() }),
      );
    },
  };
}
