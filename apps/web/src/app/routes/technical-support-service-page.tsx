/** /services/support: the service page with its form; the form belongs to another feature, so app joins them. */
import { ServicePage } from '@/features/content/services/service-page';
import { technicalSupportService } from '@/features/content/services/technical-support-service';
import { SupportRequestForm } from '@/features/quotes/components/service-request-forms';

export default function TechnicalSupportServicePage() {
  return (
    <ServicePage
      content={technicalSupportService}
      quoteForm={<SupportRequestForm heading={null} />}
    />
  );
}
