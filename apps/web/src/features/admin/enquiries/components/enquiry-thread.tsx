/**
 * An enquiry's replies on the Enquiries screen: those staff sent, oldest first, with who sent
 * them and when, and a form to send another by e-mail. The form checks the text with the
 * server's own schema and shows the server's message when sending fails.
 */
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { adminEnquiriesMessages as t } from '@shop/shared/enquiries/messages';
import { enquiryReplySchema, ENQUIRY_REPLY_MAX } from '@shop/shared/enquiries/schemas';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-controls';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useEnquiryThread } from '../api/get-enquiry-thread';
import { useReplyToEnquiry } from '../api/reply-to-enquiry';

export function EnquiryThread({ id, name }: { id: string; name: string }) {
  const thread = useEnquiryThread(id);
  const send = useReplyToEnquiry();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = enquiryReplySchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    send.mutate(
      { id, text: parsed.data.text },
      {
        onSuccess: () => {
          setText('');
          toast.success(t.replySent);
        },
        onError: (failure) => setError(errorMessage(failure, t.replyFailed)),
      },
    );
  }

  return (
    <section aria-label={t.thread} className="mt-3 space-y-3">
      <h3 className="text-sm font-semibold text-slate-800">{t.thread}</h3>
      {thread.isPending ? (
        <p className="text-sm text-slate-600">{t.threadLoading}</p>
      ) : thread.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(thread.error, t.threadFailed)}
        </p>
      ) : thread.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t.noReplies}</p>
      ) : (
        <ol className="space-y-2">
          {thread.data.map((message) => (
            <li key={message._id} className="rounded-lg bg-slate-50 p-3 text-sm">
              <p className="text-xs text-slate-600">
                {t.sentBy(message.author)}, {formatDateTime(message.createdAt)}
              </p>
              <p className="mt-1 whitespace-pre-line text-slate-900">{message.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} noValidate className="space-y-2">
        <TextAreaField
          id={`enquiry-reply-${id}`}
          label={t.replyLabel(name)}
          hint={t.replyHint}
          rows={4}
          maxLength={ENQUIRY_REPLY_MAX}
          value={text}
          error={error}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t.sending : t.sendReply}
        </Button>
      </form>
    </section>
  );
}
