/**
 * A back-office save that fails: the server's field messages go under their inputs and its reason
 * in the banner; a dropped connection says the form's own "could not save", never another screen's
 * text. Over a fake network (fetch), through the real client.
 */
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from './api-client';
import type { FieldErrors } from './field-errors';
import { showSaveFailure } from './save-failure';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Saves through the client and answers what the form would show. */
async function failedSave(start: FieldErrors, rename?: Record<string, string>) {
  let errors = start;
  let failure = '';
  const toasts = vi.spyOn(toast, 'error').mockImplementation(() => 'toast');
  const error = await apiFetch('/admin/promotions', { method: 'POST', body: {} }).catch(
    (caught: unknown) => caught,
  );
  showSaveFailure(error, 'Failed to save the promotion', {
    setErrors: (update) => {
      errors = typeof update === 'function' ? update(errors) : update;
    },
    setFailure: (message) => {
      failure = message;
    },
    rename,
  });
  return { errors, failure, toasts: toasts.mock.calls.map(([text]) => text) };
}

describe('a save that fails', () => {
  it("shows the server's reason and puts each field's first message under it, keeping the others", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              message: 'Please correct the highlighted fields',
              details: {
                title: ['Title is required', 'Title must be at most 80 characters'],
                images: ['Only JPEG, PNG or WebP pictures'],
              },
            }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    const shown = await failedSave(
      { percent: 'Discount must be a whole number from 1 to 90' },
      {
        images: 'newImages',
      },
    );
    expect(shown.failure).toBe('Please correct the highlighted fields');
    expect(shown.toasts).toEqual(['Please correct the highlighted fields']);
    expect(shown.errors).toEqual({
      percent: 'Discount must be a whole number from 1 to 90',
      title: 'Title is required',
      newImages: 'Only JPEG, PNG or WebP pictures',
    });
  });

  it('says the form could not save when the connection drops, and leaves the fields alone', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const shown = await failedSave({ title: 'Title is required' });
    expect(shown.failure).toBe('Failed to save the promotion');
    expect(shown.toasts).toEqual(['Failed to save the promotion']);
    expect(shown.errors).toEqual({ title: 'Title is required' });
  });
});
