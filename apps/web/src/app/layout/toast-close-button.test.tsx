// @vitest-environment jsdom
/** The toast's close button is a 44 × 44 px target and closes the toast. */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { ToastCloseButton } from './toast-close-button';

afterEach(cleanup);

it('is a 44 px button that closes the toast', async () => {
  const closeToast = vi.fn();
  render(<ToastCloseButton closeToast={closeToast} ariaLabel="close" />);
  const button = screen.getByRole('button', { name: 'close' });
  expect(button.className).toContain('size-11');
  await userEvent.click(button);
  expect(closeToast).toHaveBeenCalledOnce();
});
