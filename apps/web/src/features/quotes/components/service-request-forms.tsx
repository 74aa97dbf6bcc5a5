/**
 * One form per service, for the service pages to show (app/ hands each to its page): the five
 * quote forms and the support request form, all on the shared frame.
 */
import { QuoteForm, type QuoteFormProps } from './quote-form';

export const PcbQuoteForm = (props: QuoteFormProps) => <QuoteForm kind="pcb" {...props} />;
export const PrintingQuoteForm = (props: QuoteFormProps) => (
  <QuoteForm kind="3d-printing" {...props} />
);
export const EnclosureQuoteForm = (props: QuoteFormProps) => (
  <QuoteForm kind="enclosure" {...props} />
);
export const BatteryPackQuoteForm = (props: QuoteFormProps) => (
  <QuoteForm kind="battery-pack" {...props} />
);
export const SourcingQuoteForm = (props: QuoteFormProps) => (
  <QuoteForm kind="sourcing" {...props} />
);
export const SupportRequestForm = (props: QuoteFormProps) => (
  <QuoteForm kind="support" {...props} />
);
