/** /services/sourcing: the service page with its form; the form belongs to another feature, so app joins them. */
import { ServicePage } from '@/features/content/services/service-page';
import { sourcingService } from '@/features/content/services/sourcing-service';
import { SourcingQuoteForm } from '@/features/quotes/components/service-request-forms';

export default function SourcingServicePage() {
  return <ServicePage content={sourcingService} quoteForm={<SourcingQuoteForm heading={null} />} />;
}
