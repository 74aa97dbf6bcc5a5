/**
 * The page a newsletter mail's link opens (confirm, unsubscribe): it explains and waits for a
 * button press, because mail scanners open every link of a mail and must not change anything.
 * The token comes from the link's `?token=`; a link without one, or a cut-off one, is answered
 * at once.
 */
import { useSearchParams } from 'react-router';
import type { UseMutationResult } from '@tanstack/react-query';
import { LINK_TOKEN_PATTERN } from '@shop/shared/newsletter/schemas';
import { shop } from '@shop/shared/shop';
import { Button } from '@/components/ui/button';
import { RequestOutcome } from '@/components/ui/request-outcome';
import { errorMessage, isApiError } from '@/lib/api-client';

export interface NewsletterLinkTexts {
  heading: string;
  lead: string;
  button: string;
  busy: string;
  /** For a link without a token or with a malformed one. */
  invalid: string;
  /** When the server gave no reason of its own. */
  failed: string;
}

export function NewsletterLinkPage({
  texts,
  action,
}: {
  texts: NewsletterLinkTexts;
  action: UseMutationResult<{ message: string }, Error, { token: string }>;
}) {
  const [searchParams] = useSearchParams();
  const given = searchParams.get('token')?.trim() ?? '';
  const token = LINK_TOKEN_PATTERN.test(given) ? given : '';
  const outcome = !token
    ? { ok: false as const, message: texts.invalid }
    : action.isSuccess
      ? { ok: true as const, message: action.data.message }
      : action.isError
        ? {
            ok: false as const,
            // The server says why a link does not work (not valid, expired, too many tries).
            message:
              isApiError(action.error, 400) || isApiError(action.error, 429)
                ? errorMessage(action.error, texts.failed)
                : texts.failed,
          }
        : null;

  return (
    <section aria-labelledby="newsletter-link-heading" className="mx-auto max-w-xl px-4 py-12">
      <title>{`${texts.heading} | ${shop.name}`}</title>
      <h1 id="newsletter-link-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {texts.heading}
      </h1>
      <p className="mt-3 text-slate-600">{texts.lead}</p>
      {token && !action.isSuccess && (
        <Button
          className="mt-6"
          disabled={action.isPending}
          onClick={() => action.mutate({ token })}
        >
          {action.isPending ? texts.busy : texts.button}
        </Button>
      )}
      <div className="mt-6">
        <RequestOutcome outcome={outcome} />
      </div>
    </section>
  );
}
