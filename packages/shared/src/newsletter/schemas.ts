/** The newsletter sign-up (POST /api/newsletter): one e-mail address. */
import { z } from 'zod';
import { emailSchema } from '../accounts/schemas';

export const newsletterSchema = z.object({ email: emailSchema });
export type NewsletterInput = z.input<typeof newsletterSchema>;
