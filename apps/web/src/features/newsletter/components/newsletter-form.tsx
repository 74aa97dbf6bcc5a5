/**
 * Newsletter sign-up: a simple e-mail pattern, else
 * 'Please enter a valid email address' (cleared on typing); the address is stored on the server
 * (docs/decisions/018-enquiries-quotes-newsletter.md) as pending until the link mailed to it is
 * confirmed (docs/decisions/037-newsletter-double-opt-in.md), and the form turns into a
 * thank-you that asks for that confirmation.
 */
import { useId, useState, type FormEvent } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { accountMessages } from '@shop/shared/accounts/messages';
import { newsletterMessages } from '@shop/shared/newsletter/messages';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useSubscribe } from '../api/subscribe';

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function NewsletterForm({ label = 'Newsletter e-mail address' }: { label?: string }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [subscribed, setSubscribed] = useState(false);
  const subscribe = useSubscribe();
  const inputId = useId();
  const errorId = `${inputId}-error`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (subscribe.isPending) return;
    if (!SIMPLE_EMAIL.test(email.trim())) {
      setError(accountMessages.emailInvalid);
      return;
    }
    subscribe.mutate(
      { email: email.trim() },
      {
        onSuccess: () => setSubscribed(true),
        // The server's reason when it refused the address or the pace; else a plain failure.
        onError: (failure) =>
          setError(
            isApiError(failure, 400) || isApiError(failure, 429)
              ? errorMessage(failure, newsletterMessages.failed)
              : newsletterMessages.failed,
          ),
      },
    );
  }

  if (subscribed) {
    return (
      <p role="status" className="flex items-start gap-2 text-sm text-emerald-300">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {newsletterMessages.thankYou}
      </p>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <label htmlFor={inputId} className="mb-1.5 block text-sm text-slate-300">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="email"
          name="newsletterEmail"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError('');
          }}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-600 bg-slate-800 px-3 py-2 text-sm text-white placeholder:text-slate-500 focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-400/40"
        />
        <button
          type="submit"
          disabled={subscribe.isPending}
          className="min-h-11 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {subscribe.isPending ? newsletterMessages.subscribing : newsletterMessages.subscribe}
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-xs font-medium text-red-300">
          {error}
        </p>
      )}
    </form>
  );
}
