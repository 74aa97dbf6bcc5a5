/** /support: the support page with its request form; the form belongs to another feature, so app joins them. */
import SupportPage from '@/features/content/pages/support-page';
import { SupportRequestForm } from '@/features/quotes/components/service-request-forms';

export default function SupportRoute() {
  return <SupportPage requestForm={<SupportRequestForm heading={null} />} />;
}
