/**
 * Staff's internal notes on the order page (docs/decisions/049): who wrote what and when, oldest
 * first, and a form to add one. The customer never sees them.
 */
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { orderNotesMessages as t } from '@shop/shared/admin/desk-messages';
import { orderMessages } from '@shop/shared/orders/messages';
import { createOrderNoteSchema } from '@shop/shared/orders/schemas';
import { ORDER_NOTE_MAX_LENGTH } from '@shop/shared/orders/status';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-controls';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { serverFieldErrors } from '@/lib/request-form';
import { useAddOrderNote, useOrderNotes } from '../api/order-notes';

export function OrderNotesSection({ orderId, className }: { orderId: string; className: string }) {
  const notes = useOrderNotes(orderId);
  const add = useAddOrderNote(orderId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = createOrderNoteSchema.safeParse({ text });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    add.mutate(checked.data, {
      onSuccess: () => {
        setText('');
        toast.success(orderMessages.noteAdded);
      },
      onError: (failure) => {
        setError(serverFieldErrors(failure).text);
        toast.error(errorMessage(failure, orderMessages.noteFailed));
      },
    });
  }

  return (
    <section
      aria-labelledby="order-notes"
      aria-describedby="order-notes-intro"
      className={className}
    >
      <h2 id="order-notes" className="mb-1 text-lg font-semibold text-slate-900">
        {t.heading}
      </h2>
      <p id="order-notes-intro" className="mb-3 text-sm text-slate-600">
        {t.intro}
      </p>
      {notes.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t.loading}
        </p>
      ) : notes.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorMessage(notes.error, orderMessages.notesLoadFailed)}
        </p>
      ) : notes.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t.empty}</p>
      ) : (
        <ul aria-label={t.heading} className="space-y-3">
          {notes.data.map((note) => (
            <li key={note._id} className="rounded-lg bg-amber-50 p-3 text-sm ring-1 ring-amber-200">
              <p className="whitespace-pre-wrap break-words text-slate-900">{note.text}</p>
              <p className="mt-1 text-xs text-slate-600">
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>{' '}
                {t.by(note.author)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate aria-label={t.add} className="mt-4 space-y-2">
        <TextAreaField
          id="order-note-text"
          label={t.noteLabel}
          rows={3}
          maxLength={ORDER_NOTE_MAX_LENGTH}
          value={text}
          error={error}
          disabled={add.isPending}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? t.adding : t.add}
        </Button>
      </form>
    </section>
  );
}
