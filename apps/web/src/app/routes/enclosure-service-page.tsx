/** /services/enclosure: the service page with its form; the form belongs to another feature, so app joins them. */
import { ServicePage } from '@/features/content/services/service-page';
import { enclosureService } from '@/features/content/services/enclosure-service';
import { PendingForm } from './pending-form';

export default function EnclosureServicePage() {
  return (
    <ServicePage
      content={enclosureService}
      quoteForm={<PendingForm name="Enclosure quote form" />}
    />
  );
}
